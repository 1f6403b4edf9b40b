/* The searching shooter: an adversary for measuring defence (hearts-sim's level `search`), not a level
 * of the game, and built from none of the hard level's judgement. It decides by perfect-information
 * search over worlds consistent with what its seat knows (the voids shown, the cards it passed): in each
 * world every card it may play is played out twice, once by its own ordinary play and once going for
 * the moon, against others who see every hand, and the last three tricks are solved exactly (each seat
 * playing for its own score). It goes for the moon whenever that is what scored best, its moon scored
 * as the rules score it. Its effort is counted in cards played out and nodes searched, never in time,
 * so a seed gives the same game on every machine. */
#ifndef HEARTS_AI_SEARCH_LEVEL_H
#define HEARTS_AI_SEARCH_LEVEL_H

#include "hearts/ai.h"

/* The work a decision may spend (cards played out plus nodes searched) when none is given. */
#define AI_SEARCH_BUDGET 60000L

/* Three cards to pass (view->phase == PHASE_PASS); budget: work units, 0 for AI_SEARCH_BUDGET. */
void ai_searcher_pass(const seat_view_t *v, rng_t *rng, long budget, card_t out[3]);
/* A legal card; *moon_plan (may be NULL) says whether it was chosen going for the moon and differs
 * from the card its ordinary play scored best. */
card_t ai_searcher_play(const seat_view_t *v, rng_t *rng, long budget, bool *moon_plan);

#endif
