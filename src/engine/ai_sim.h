/* The hard level's machinery, shared by its decisions (ai_hard.c) and its hints (ai_hint.c):
 * what a seat knows, worlds consistent with it, fast playouts of a hand, and the judgement of an outcome.
 * Everything starts from a seat_view_t; nothing here can see another seat's hand except in a world it
 * sampled itself. */
#ifndef HEARTS_AI_SIM_H
#define HEARTS_AI_SIM_H

#include <stdbool.h>

#include "hearts/ai.h"

/* ---- What the seat knows ---- */

typedef struct {
    int me;
    int count[4];         /* cards each seat holds now */
    cardset_t known[4];   /* cards known to be in a seat's hand: our own hand, our pass not yet played */
    cardset_t allowed[4]; /* the unknown cards a seat may hold (its shown voids respected) */
    cardset_t free;       /* the cards nobody is known to hold */
    int others[3];        /* the other seats, in play order after us */
} know_t;

void hs_know(const seat_view_t *v, know_t *k);
/* Trick i of the hand as the view shows it (i == v->tricks_done: the one in progress): its cards in
 * play order and its leader; returns how many cards it has. */
int hs_trick_so_far(const seat_view_t *v, int i, const card_t **cards, int *leader);
/* Deals the free cards to the other seats consistently with k: hands[me] = our hand. */
void hs_sample(const know_t *k, rng_t *rng, cardset_t hands[4]);
/* Every consistent world, when there are at most `limit`: fills worlds[i][4], returns the count;
 * returns -1 when there are more. */
int hs_enumerate(const know_t *k, cardset_t (*worlds)[4], int limit);

/* ---- A hand being played out ---- */

/* Points a seat must hold, with nobody else holding any, before the rollout's other seats fight its
 * moon (as the normal level does). */
#define HS_DEFEND_MIN 6

typedef struct {
    cardset_t hand[4];
    cardset_t taken[4];
    cardset_t played;
    unsigned voids[4];
    int tricks_won[4];
    trick_t t;
    int moon;          /* the seat playing for the moon in this playout, or -1 */
    int rival_moon[4]; /* a seat other than the deciding one that holds every point so far, at least
                          rival_moon[seat] of them (0: never), plays for the moon in this playout */
    int defend_min;    /* the others fight a seat that holds every point so far once it has this many */
    int lone_defender; /* when not -1, the only seat that fights it (the others keep to the ordinary
                          rules against a shooter, from HS_DEFEND_MIN points) */
    int passive;       /* when not -1, a seat that does not defend at all (the others keep to the
                          ordinary rules) */
    unsigned ordinary; /* seats (bit per seat) that keep to the ordinary rules against a shooter
                          whatever the rest do (in an attempt's playouts: the seats the table shows at
                          easy or normal, and the deciding seat once its attempt has failed) */
    bool fight;        /* the playout has a rival shooter in it: the others fight it hard (lead a
                          heart nobody can beat, drop point cards on tricks it does not win) */
    bool keep;         /* ...and keep their stoppers: they follow low under its winning card and never
                          give it the queen, discard onto its tricks what cannot win a trick later
                          (the top card of each suit kept, a master longest), lead a heart once it
                          has shown it has none, and drop points on a trick it can no longer win */
    int cards_left;    /* cards that may still be played before the clock runs out */
    bool done;         /* the hand is over (13 tricks, or the clock) */
    bool clock_out;    /* it ended by the clock: no moon, raw points */
} hs_sim_t;

typedef struct {
    const rules_t *rules;
    int me;
    int totals[4];
    int game_leader[4]; /* for each seat, the other seat with the lowest total */
    int hand_number;
    double lambda;     /* weight of the others' points */
    double win_weight; /* worth of winning the game this hand, in points */
} hs_ctx_t;

void hs_ctx(const seat_view_t *v, hs_ctx_t *c);
/* The position of the view with the given hands (hands[me] must be the view's hand). */
void hs_start(const seat_view_t *v, const cardset_t hands[4], hs_sim_t *s);
/* The start of play after passes, for a pass simulation: hands after the exchange. */
void hs_start_hand(const hs_ctx_t *c, const seat_view_t *v, const cardset_t hands[4], hs_sim_t *s);
void hs_play(const hs_ctx_t *c, hs_sim_t *s, card_t card);
/* The rollout policy's card for the seat to move. */
card_t hs_policy(const hs_ctx_t *c, const hs_sim_t *s);
/* Plays the hand out with the rollout policy. */
void hs_rollout(const hs_ctx_t *c, hs_sim_t *s);
/* What the finished playout adds to each total; returns the seat that shot the moon (or sun), or -1. */
int hs_score(const hs_ctx_t *c, const hs_sim_t *s, int score[4]);
/* How good that outcome is for c->me (higher is better; roughly minus its points); clock_out: the
 * clock ended the game before the hand was finished. */
double hs_utility(const hs_ctx_t *c, const int score[4], bool clock_out);

/* Rollout pass policy (normal's rules of thumb), for the other seats in a pass simulation. */
cardset_t hs_policy_pass(const rules_t *r, cardset_t hand, pass_dir_t dir);

/* Cards among `legal` that are worth telling apart: one of each run of cards that play the same. */
cardset_t hs_distinct(const rules_t *r, cardset_t legal, cardset_t hand, cardset_t played);

/* ---- The decisions ---- */

/* How a decision weighs the moon: the hard level's own, or the moon hunter's (ai_hunter.c). */
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
    bool rival_low_pass;     /* it is shown to be shooting from its first card, while it may still be,
                                when it passed us three low cards, none a heart (it kept its high cards) */
    int critical_scale;      /* worlds and effort are multiplied by this where a moon is in the air */
    int rival_tries;         /* a rival shown to be shooting (rival_shown) shoots in every world where its cards
                                would take every point against the others' ordinary defence with the
                                deciding seat not defending; a world where they would not is dealt again up
                                to this many times; there the deciding seat alone fights it, keeping its
                                stoppers (0: such a rival is not looked for) */
    bool hunter;             /* keep going while the moon is possible at all; no second check */
} hs_params_t;

extern const hs_params_t HS_HARD;
card_t hs_decide_play_with(const seat_view_t *v, rng_t *rng, ai_analysis_t *a, const hs_params_t *prm);

/* The full analysis behind a play (analysis may be NULL). */
card_t hs_decide_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a);
void hs_decide_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a);

#endif
