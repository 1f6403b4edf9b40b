/* The coach: after a hand, each of the person's passes and cards rated by the hard level, from what the
 * person knew at that moment (the seat_view_t of the decision) and nothing more.
 *
 * For a decision the coach asks the hard level for its choice and its reason (hearts/hint.h). When the
 * person chose otherwise, both choices are played out again side by side in worlds of their own: a card
 * by the hard level's play search with only those two cards to weigh (twice, on independent worlds, so
 * that South's card is really played out, never pruned unseen); a pass by playing out the hand from the
 * exchange in the same deals for both passes (the other seats passing and playing as the normal level
 * does, the same rollout the hard pass uses), until the difference is clear or the deals run out. A
 * choice is noted when it cost at least COACH_NOTE_POINTS points on average and the difference is clear
 * of the noise. A forced card (only one legal, or only cards that play the same) is never noted.
 *
 * Each decision is a job done in steps (coach_job_step: one search a step, tens of milliseconds), so
 * that whoever runs it may let other work go first between steps. Everything is a function of the view,
 * the choice and the seed: the same on every machine. The coach's words are the program's: the note is
 * data (coach_note_t), as a hint is (hint_why_t). */
#ifndef HEARTS_COACH_H
#define HEARTS_COACH_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/cards.h"
#include "hearts/hint.h"
#include "hearts/view.h"

/* A choice is noted when it cost at least this many points on average against the hard level's. */
#define COACH_NOTE_POINTS 1.0

/* What the worse choice cost, mostly. */
typedef enum {
    COACH_LOSS_POINTS = 0,   /* it took more points (hearts) */
    COACH_LOSS_QUEEN,        /* it took the queen of spades more often */
    COACH_LOSS_MOON_AGAINST, /* it let another seat shoot the moon more often */
    COACH_LOSS_MOON_MISSED,  /* it gave up a moon of its own */
} coach_loss_t;

/* One decision as the person took it, and what the coach made of it. */
typedef struct {
    bool pass;         /* a pass (cards), else a card to play (card) */
    int hand;          /* the hand's number, from 1 */
    int trick;         /* a card: the trick's number, from 1 (0 for a pass) */
    card_t card;       /* the card played */
    card_t cards[3];   /* the pass */
    card_t better;     /* the hard level's card (a card) */
    card_t better3[3]; /* the hard level's pass (a pass) */
    double cost;       /* points lost on average against the hard level's choice (may be below 0) */
    coach_loss_t loss;
    hint_why_t why; /* why the hard level's choice (the hint's reason) */
    int worlds;     /* the worlds (deals) both choices were played out in */
    bool noted;     /* cost at least COACH_NOTE_POINTS, and clear of the noise */
} coach_note_t;

/* One decision being rated, step by step. */
typedef struct {
    seat_view_t view;
    coach_note_t note;
    rng_t rng;
    int step; /* the next step; -1 when done */
    /* the play-outs so far (sums over worlds, or over the runs of the play search) */
    double sum_d, sum_dd; /* the difference in points, worse minus better, and its square */
    int n;                /* worlds (a pass) or runs (a card) so far */
    int worse_runs;       /* a card: runs in which the hard level still preferred its card */
    double least_d;       /* a card: the smallest difference of a run */
    double queen[2];      /* how often each took the queen: [0] the person's, [1] the better */
    double moon_against[2];
    double moon_for[2];
} coach_job_t;

/* Starts rating a decision: view is what the person knew when deciding (PHASE_PASS before passing, or
 * PHASE_PLAY on its turn), cards what it chose (three for a pass, one for a card). hand is the hand's
 * number (for the note); seed makes the worlds. */
void coach_job_start(coach_job_t *j, const seat_view_t *view, const card_t *cards, uint64_t seed);
/* One step (one search). Returns true when the job is done; j->note is then the verdict. */
bool coach_job_step(coach_job_t *j);
/* Every step at once. */
void coach_rate(const seat_view_t *view, const card_t *cards, uint64_t seed, coach_note_t *out);

/* Whether cards a and b play the same at `view`'s position: of one suit, with every card between them
 * gone or in the same hand (never the queen of spades, nor the jack of diamonds where it counts). A
 * forced choice is one where every legal card plays as the one chosen. */
bool coach_same_play(const seat_view_t *view, card_t a, card_t b);

#endif
