/* The expert level's exact search of the last tricks of a hand in one world (ai_endgame.c): every
 * seat sees every hand (the world the search dealt), and each plays to do best for itself, with the
 * moon (and the sun) scored as the rules say. Used instead of the end of a rollout. */
#ifndef HEARTS_AI_ENDGAME_H
#define HEARTS_AI_ENDGAME_H

#include <stdbool.h>

#include "ai_sim.h"

/* A solver and its transposition table (positions at the start of a trick, with the outcome of best
 * play from there). One serves every world and candidate of a decision with the same hs_ctx_t: a
 * position holds every seat's cards, so it means the same in any world. */
typedef struct eg_solver eg_solver_t;

/* NULL when out of memory (the caller then plays the rollout to the end). The seats in `policy` (a bit
 * each; never c->me) do not search: they play the rollout policy's card (hs_policy), the model of a
 * seat shown at easy or normal, so that the search finds the best answer to their play. */
eg_solver_t *eg_new(const hs_ctx_t *c, unsigned policy);
void eg_free(eg_solver_t *e);

/* Plays the hand s out exactly: each seat in turn (but the policy's), seeing every hand, plays the card
 * whose outcome is best for it (the deciding seat c->me: hs_utility; every other seat: fewest points of its own, then
 * most points for the others), assuming the others do the same. At most max_nodes cards are played
 * in the search; their work is added to *spent in cards of a rollout (the decision's unit: a card of
 * the search counts as a few). Returns true with s finished
 * along that line of play, or false with s unchanged when the work ran out, the clock would end the
 * hand first, or the hand is already over. */
bool eg_solve(eg_solver_t *e, hs_sim_t *s, long max_nodes, long *spent);

/* The rest of the hand: the rollout policy until `tricks` tricks (and the one in progress) are left,
 * then eg_solve with max_nodes (the policy to the end where that fails). With e NULL or tricks 0: the
 * rollout (hs_rollout). Adds the solver's work to *spent. c is the solver's. */
void eg_finish(eg_solver_t *e, const hs_ctx_t *c, hs_sim_t *s, int tricks, long max_nodes, long *spent);

/* Tricks still to finish in s (the one in progress counts as one). */
int eg_tricks_left(const hs_ctx_t *c, const hs_sim_t *s);

#endif
