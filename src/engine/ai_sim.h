/* The hard level's machinery, shared by its decisions (ai_hard.c, ai_hard_pass.c) and its hints (ai_hint.c):
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
    int players;                 /* seats at the table (rules.players) */
    int count[SEAT_MAX];         /* cards each seat holds now */
    cardset_t known[SEAT_MAX];   /* cards known to be in a seat's hand: our own hand, our pass not yet played */
    cardset_t allowed[SEAT_MAX]; /* the unknown cards a seat may hold (its shown voids respected) */
    cardset_t free;              /* the cards nobody is known to hold (never a card the deal removed) */
    int nothers;                 /* players - 1 */
    int others[SEAT_MAX - 1];    /* the other seats, in play order after us */
} know_t;

void hs_know(const seat_view_t *v, know_t *k);
/* Trick i of the hand as the view shows it (i == v->tricks_done: the one in progress): its cards in
 * play order and its leader; returns how many cards it has. */
int hs_trick_so_far(const seat_view_t *v, int i, const card_t **cards, int *leader);
/* Deals the free cards to the other seats consistently with k: hands[me] = our hand. */
void hs_sample(const know_t *k, rng_t *rng, cardset_t hands[SEAT_MAX]);
/* Every consistent world, when there are at most `limit`: fills worlds[i] (a hand a seat), returns
 * the count; returns -1 when there are more. */
int hs_enumerate(const know_t *k, cardset_t (*worlds)[SEAT_MAX], int limit);

/* ---- A hand being played out ---- */

/* Points a seat must hold, with nobody else holding any, before the rollout's other seats fight its
 * moon (as the normal level does). */
#define HS_DEFEND_MIN 6

typedef struct {
    cardset_t hand[SEAT_MAX];
    cardset_t taken[SEAT_MAX];
    cardset_t played;
    unsigned voids[SEAT_MAX];
    int tricks_won[SEAT_MAX];
    trick_t t;
    int moon;                 /* the seat playing for the moon in this playout, or -1 */
    int rival_moon[SEAT_MAX]; /* a seat other than the deciding one that holds every point so far, at least
                          rival_moon[seat] of them (0: never), plays for the moon in this playout */
    int defend_min;           /* the others fight a seat that holds every point so far once it has this many */
    int lone_defender;        /* when not -1, the only seat that fights it (the others keep to the ordinary
                                 rules against a shooter, from HS_DEFEND_MIN points) */
    int passive;              /* when not -1, a seat that does not defend at all (the others keep to the
                                 ordinary rules) */
    unsigned ordinary;        /* seats (bit per seat) that keep to the ordinary rules against a shooter
                                 whatever the rest do (in an attempt's playouts: the seats the table shows at
                                 easy or normal, and the deciding seat once its attempt has failed) */
    bool fight;               /* the playout has a rival shooter in it: the others fight it hard (lead a
                                 heart nobody can beat, drop point cards on tricks it does not win) */
    bool keep;                /* ...and keep their stoppers: they follow low under its winning card and never
                                 give it the queen, discard onto its tricks what cannot win a trick later
                                 (the top card of each suit kept, a master longest), lead a heart once it
                                 has shown it has none, and drop points on a trick it can no longer win */
    int cards_left;           /* cards that may still be played before the clock runs out */
    bool done;                /* the hand is over (every trick, or the clock) */
    bool clock_out;           /* it ended by the clock: no moon, raw points */
} hs_sim_t;

typedef struct {
    const rules_t *rules;
    int me;
    int players;    /* seats at the table (rules->players) */
    int hand_size;  /* tricks in a hand (rules_hand_size) */
    cardset_t deck; /* the cards dealt (rules_deck) */
    int totals[SEAT_MAX];
    int game_leader[SEAT_MAX]; /* for each seat, the other seat with the lowest total */
    int hand_number;
    double lambda;     /* weight of the others' points */
    double win_weight; /* worth of winning the game this hand, in points */
    /* What a moon shot by each other seat costs the deciding seat beyond its points (0 unless the
     * search sets it: the expert's hs_params_t.moon_cost_strong). */
    double moon_cost[SEAT_MAX];
} hs_ctx_t;

void hs_ctx(const seat_view_t *v, hs_ctx_t *c);
/* hs_ctx_t.moon_cost of `shooter` (the seat hs_score says shot the moon or the sun, or -1) when it is
 * not the deciding seat, else 0. */
double hs_moon_cost(const hs_ctx_t *c, int shooter);
/* The position of the view with the given hands (hands[me] must be the view's hand). */
void hs_start(const seat_view_t *v, const cardset_t hands[SEAT_MAX], hs_sim_t *s);
/* The start of play after passes, for a pass simulation: hands after the exchange. */
void hs_start_hand(const hs_ctx_t *c, const seat_view_t *v, const cardset_t hands[SEAT_MAX], hs_sim_t *s);
void hs_play(const hs_ctx_t *c, hs_sim_t *s, card_t card);
/* The rollout policy's card for the seat to move (ai_policy.c). */
card_t hs_policy(const hs_ctx_t *c, const hs_sim_t *s);
/* Plays the hand out with the rollout policy. */
void hs_rollout(const hs_ctx_t *c, hs_sim_t *s);
/* What the finished playout adds to each total; returns the seat that shot the moon (or sun), or -1. */
int hs_score(const hs_ctx_t *c, const hs_sim_t *s, int score[SEAT_MAX]);
/* How good that outcome is for c->me (higher is better; roughly minus its points); clock_out: the
 * clock ended the game before the hand was finished. */
double hs_utility(const hs_ctx_t *c, const int score[SEAT_MAX], bool clock_out);

/* Rollout pass policy (normal's rules of thumb), for the other seats in a pass simulation (ai_policy.c). */
cardset_t hs_policy_pass(const rules_t *r, cardset_t hand, pass_dir_t dir);

/* Cards among `legal` that are worth telling apart: one of each run of cards that play the same. */
cardset_t hs_distinct(const rules_t *r, cardset_t legal, cardset_t hand, cardset_t played);

#endif
