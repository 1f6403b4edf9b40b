/* expert: the hardest level. It decides as the hard level does (ai_hard.c, ai_hard_pass.c: every
 * candidate played out in worlds its seat cannot tell apart, the race, the reading of the others'
 * play, the defence against a rival that may be shooting), with more of the budget the game can
 * afford spent on it: EXPERT_EFFORT times the worlds and effort of each decision and pass, and its
 * playouts end in an exact search of the last tricks (ai_endgame.c). See bench/README.md ("The expert
 * level", "The exact search of the last tricks") for what these buy and what they cost.
 *
 * All effort is counted in cards played out (never in time), so a decision is the same for the same
 * view and rng on every machine. */
#include "hearts/ai.h"

#include "ai_hard.h"
#include "ai_sim.h"

/* Worlds and effort of each decision, as a multiple of the hard level's. */
#define EXPERT_EFFORT  4
/* The exact search of the last tricks (ai_endgame.c): every playout of a decision with at most
 * EXPERT_ENDGAME tricks left is solved from the candidate's card; earlier, each rollout ends in a
 * solve of its last EXPERT_TAIL tricks; a solve plays at most EXPERT_NODES cards. */
#define EXPERT_ENDGAME 4
#define EXPERT_TAIL    2
#define EXPERT_NODES   200000L

/* The hard level's settings, but for the effort and the exact search of the last tricks. */
static hs_params_t expert_params(void)
{
    hs_params_t p = HS_HARD;
    p.effort = EXPERT_EFFORT;
    p.endgame_tricks = EXPERT_ENDGAME;
    p.tail_tricks = EXPERT_TAIL;
    p.endgame_nodes = EXPERT_NODES;
    return p;
}

card_t ai_expert_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    hs_params_t p = expert_params();
    return hs_decide_play_with(v, rng, a, &p);
}

void ai_expert_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    hs_decide_pass_with(v, rng, out, a, EXPERT_EFFORT);
}
