/* The hard level (ai_hard.c, ai_hard_pass.c): its search over worlds, and the settings that make the
 * same search the moon hunter (ai_hunter.c, which knows this level; this level knows nothing of it).
 * Its machinery is in ai_sim.h (worlds and playouts) and ai_policy.c (the rollout policy); what its two
 * searches share, in ai_search.h. */
#ifndef HEARTS_AI_HARD_H
#define HEARTS_AI_HARD_H

#include <stdbool.h>

#include "hearts/ai.h"

/* How a decision weighs the moon: the hard level's own (HS_HARD), or the moon hunter's (ai_hunter.c),
 * which is the same search with other settings. */
typedef struct {
    double moon_start; /* share of its worlds an attempt must complete before it starts */
    double moon_keep;  /* the same once it holds every point taken so far */
    /* moon_start and moon_keep at a table where a seat fights back (one the view does not mark
     * weak_defender), whose real defence is stronger than the playouts' rules */
    double moon_start_strong;
    double moon_keep_strong;
    double moon_drop;   /* an attempt completing in fewer worlds than this stops being played out */
    int moon_strength;  /* how strong a hand must look before an attempt is played out at all */
    int moon_defend;    /* in the playouts of an attempt, the others fight it from this many points */
    bool moon_fight;    /* ...and fight it as the hard level does (hs_sim_t.fight and keep), except the
                           seats the view marks weak_defender, which keep to the ordinary rules
                           (HS_DEFEND_MIN) */
    int rival_strength; /* a rival that may be shooting, with a hand this strong in a world, shoots
                           there (0: never; fewer when it holds every point or passed low) */
    int rival_defend;   /* in such a world, the others fight it from this many points */
    int rival_moon;     /* in every other world, a rival holding every point so far, at least this
                           many, plays for the moon (hs_sim_t.rival_moon) */
    int rival_shown;    /* a rival holding every point so far is shown to be shooting (rival_tries)
                           once it has won this many tricks and half of those played */
    /* A rival that may shoot on purpose (one the view does not mark weak_defender: a person, hard, the
     * hunter, a bot) is suspected sooner than one shown at easy or normal: */
    int rival_won_strong;    /* it needs this much less strength for each trick it has won while it
                                may be shooting */
    int rival_defend_strong; /* rival_defend, when it is the shooter of the world */
    int rival_moon_strong;   /* rival_moon, for it */
    int rival_shown_strong;  /* rival_shown, for it */
    bool rival_shown_any;    /* ...and shown however few of the tricks played it has won: a rival that
                                holds every point taken so far is tried in every world as one that goes
                                for the rest, whatever its style (rival_tries keeps the worlds where its
                                cards can take them) */
    bool rival_low_pass;     /* it is shown to be shooting from its first card, while it may still be,
                                when it passed us three low cards, none a heart (it kept its high cards) */
    int critical_scale;      /* worlds and effort are multiplied by this where a moon is in the air */
    int rival_tries;         /* a rival shown to be shooting (rival_shown) shoots in every world where its cards
                                would take every point against the others' ordinary defence with the
                                deciding seat not defending; a world where they would not is dealt again up
                                to this many times; there the deciding seat alone fights it, keeping its
                                stoppers (0: such a rival is not looked for) */
    bool hunter;             /* keep going while the moon is possible at all; no second check */
    double moon_cost_strong; /* a moon shot by a rival that may shoot on purpose (not weak_defender) and
                                alone has taken the moon's cards so far counts this many points worse
                                than its score (0: the hard level's) */
    int effort;              /* worlds and effort a decision are multiplied by this (0 counts as 1: the
                                hard level's); the expert level spends more */
    /* The exact search of the last tricks (ai_endgame.h; 0: none, the hard level's): */
    int endgame_tricks; /* with at most this many tricks left at the decision, each playout is solved
                           exactly from the candidate's card */
    int tail_tricks;    /* with more left, each rollout ends in an exact solve of this many tricks */
    long endgame_nodes; /* the work of one solve at most (cards played in its search); past it the
                           rollout policy plays the rest */
} hs_params_t;

extern const hs_params_t HS_HARD;

/* The play search with the given settings (analysis may be NULL): the full analysis behind a play. */
card_t hs_decide_play_with(const seat_view_t *v, rng_t *rng, ai_analysis_t *a, const hs_params_t *prm);
/* The same with the hard level's settings. */
card_t hs_decide_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a);
/* The pass search (analysis may be NULL). */
void hs_decide_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a);
/* The same with its deals and effort multiplied by `effort` (1: the hard level's). */
void hs_decide_pass_with(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a, int effort);

/* How strong a hand looks for a moon, from its cards alone (higher is stronger; 0 for a hand with no
 * hope): what a player reckons before passing for a moon, and what the hard level reckons a rival
 * would need to try one. */
int hs_moon_strength(cardset_t hand);

/* The hand size (four seats') on which the strengths of hs_params_t and hs_moon_strength's thresholds
 * were measured. */
#define HS_STRENGTH_CARDS 13
/* A strength threshold measured for four seats, for a game of `players`: as many high cards in
 * proportion to the cards a hand holds (17 with three seats, 10 with five); the same for four. */
static inline int hs_strength_for(int strength, int players)
{
    return strength * rules_hand_size(players) / HS_STRENGTH_CARDS;
}

#endif
