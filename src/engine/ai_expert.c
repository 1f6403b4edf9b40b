/* expert: the hardest level. It decides as the hard level does (ai_hard.c, ai_hard_pass.c: every
 * candidate played out in worlds its seat cannot tell apart, the race, the reading of the others'
 * play, the defence against a rival that may be shooting), with more of the budget the game can
 * afford spent on it: EXPERT_EFFORT times the worlds and effort of each decision and pass, and its
 * playouts end in an exact search of the last tricks (ai_endgame.c). Against weak defenders only
 * (every other seat at easy or normal) it shoots the moon whenever that is worth most on average. See
 * bench/README.md ("The expert level", "The exact search of the last tricks") for what these buy and
 * what they cost.
 *
 * All effort is counted in cards played out (never in time), so a decision is the same for the same
 * view and rng on every machine. */
#include "hearts/ai.h"

#include "ai_hard.h"
#include "ai_internal.h"
#include "ai_sim.h"

/* Worlds and effort of each decision, as a multiple of the hard level's. */
#define EXPERT_EFFORT    4
/* The exact search of the last tricks (ai_endgame.c): every playout of a decision with at most
 * EXPERT_ENDGAME tricks left is solved from the candidate's card; earlier, each rollout ends in a
 * solve of its last EXPERT_TAIL tricks; a solve plays at most EXPERT_NODES cards. */
#define EXPERT_ENDGAME   4
#define EXPERT_TAIL      2
#define EXPERT_NODES     200000L
/* At a table where every other seat is shown at easy or normal, an attempt on the moon needs only to
 * complete in this share of its worlds (the hard level asks 0.85 to start and 0.75 to go on) and to
 * score best on average (on sampled worlds, checked again on fresh ones: ai_hard.c, moon_confirmed):
 * there the playouts' defenders keep to the ordinary rules, as such seats do not fight a shooter the
 * way the hard level does, and the worlds are read from their play (ai_read.c). At a table where a
 * seat fights back (a person, hard, expert, the hunter, a bot) the hard level's 0.97 and 0.90 still
 * hold. Against three normal players this took 3.91 points a hand instead of 4.05 on the same 560
 * deals (bench/README.md, "The expert's moons against weak defenders"). The hint keeps the hard
 * level's thresholds (ai_expert_hint_play). */
#define EXPERT_MOON_WEAK 0.25
/* A moon shot by a rival that may shoot on purpose (a person, hard, expert, the hunter, a bot) and is
 * shown to be running (it alone has taken the moon's cards so far: ai_hard.c sets the cost from the
 * view) counts this many points worse than its score. Weighed at its face value (26 points to each of
 * us, the others' share barely counted), a moon looked cheaper than stopping it whenever stopping it
 * meant taking the queen in most worlds: a defender holding the queen and the ace and king of spades
 * played its jack of hearts under the shooter's queen (a third of its worlds a moon) rather than keep it
 * to win a low heart later (an eighth of them, but the queen in three quarters), and the moon came. A
 * moon is a swing of the whole table towards one rival, which all three defenders pay. On the hunter's
 * moon hands against three hard players dealt again with three experts defending (bench/moon_hands.c,
 * 44 hands, 8 replays each on the same streams), the hunter completed 32.1% of them with no such cost
 * and 25.6% with it; on 453 other hands, the defenders took 6.64 points a hand against 6.69 (4 moons
 * against 5). Against three experts on 480 duplicate deals (10,057 hands) the hunter shot in 0.94% of
 * the hands, against 1.07% without the cost on the same deals. Counted for every strong rival from the
 * first card (23.9% of the moon hands), it changed the expert's ordinary play: a searching shooter's
 * moon that three experts stop got through. The searching shooter's own moon hands are no rarer with
 * it (bench/README.md, "The moon's cost, kept"). At a table of weak defenders nothing changes. */
#define EXPERT_MOON_COST 25.0

/* The hard level's settings, but for the effort, the exact search of the last tricks and its moons
 * against weak defenders. */
static hs_params_t expert_params(void)
{
    hs_params_t p = HS_HARD;
    p.effort = EXPERT_EFFORT;
    p.endgame_tricks = EXPERT_ENDGAME;
    p.tail_tricks = EXPERT_TAIL;
    p.endgame_nodes = EXPERT_NODES;
    p.moon_start = p.moon_keep = EXPERT_MOON_WEAK;
    p.moon_cost_strong = EXPERT_MOON_COST;
    return p;
}

card_t ai_expert_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    hs_params_t p = expert_params();
    return hs_decide_play_with(v, rng, a, &p);
}

card_t ai_expert_hint_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    hs_params_t p = expert_params();
    p.moon_start = HS_HARD.moon_start;
    p.moon_keep = HS_HARD.moon_keep;
    return hs_decide_play_with(v, rng, a, &p);
}

void ai_expert_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    hs_decide_pass_with(v, rng, out, a, EXPERT_EFFORT);
}
