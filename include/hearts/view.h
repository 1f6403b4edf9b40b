/* What one seat may know: the only thing a decision-maker (a built-in AI level, the person's hints,
 * an outside bot) is given. This header declares no game: code that includes it (and not game.h)
 * cannot reach another seat's hand, because nothing it can name holds one. */
#ifndef HEARTS_VIEW_H
#define HEARTS_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/cards.h"
#include "hearts/rules.h"

typedef enum {
    PHASE_PASS = 0,    /* waiting for the seats that have not passed yet */
    PHASE_PLAY,        /* waiting for game_turn() to play */
    PHASE_MOON_CHOICE, /* `ask` moon: waiting for the shooter's choice */
    PHASE_HAND_OVER,   /* the hand is scored; game_next_hand() deals the next */
    PHASE_OVER,        /* the game has ended */
} game_phase_t;

/* A completed trick: public, every seat saw it. */
typedef struct {
    int leader;
    card_t cards[SEAT_MAX]; /* in play order: one a seat of the game */
    int winner;
} trick_record_t;

/* Everything one seat may know, and nothing more. The seat count is rules.players; arrays by seat
 * have room for SEAT_MAX, and the entries past the count mean nothing (the engine leaves them 0). */
typedef struct {
    int seat;
    rules_t rules;
    game_phase_t phase;
    int hand_number; /* from 1 */
    pass_dir_t pass_dir;
    int to_move;        /* seat whose turn it is in PHASE_PLAY, else -1 */
    cardset_t hand;     /* the cards this seat holds now */
    cardset_t dealt;    /* as dealt, before the pass */
    cardset_t passed;   /* the three this seat passed (empty on a hold hand or before passing) */
    int passed_to;      /* -1 if none */
    cardset_t received; /* the three it received (empty until the exchange) */
    int received_from;  /* -1 if none */
    trick_t trick;      /* the trick in progress (count may be 0) */
    int tricks_done;    /* completed tricks this hand */
    trick_record_t tricks[HAND_MAX];
    cardset_t played;                /* every card played this hand, the current trick included */
    cardset_t taken_cards[SEAT_MAX]; /* the cards in the tricks each seat took this hand */
    int taken_points[SEAT_MAX];
    int tricks_won[SEAT_MAX];
    unsigned voids[SEAT_MAX]; /* bit per suit: a seat shown void (it did not follow that suit) */
    bool hearts_broken;
    cardset_t legal;      /* this seat's legal plays when it is its turn, else empty */
    int totals[SEAT_MAX]; /* game totals before this hand */
    int64_t clock_ms;     /* milliseconds left; -1 without a clock */
    /* Seats the table shows to be computer players that defend against a moon only late and by rule of
     * thumb (the easy and normal levels: ai_level_weak_defender). The engine leaves every seat false;
     * whoever seats the players may set it, as a person reads the levels on the screen. A seat not
     * marked (a person, the hard level, an outside program) is taken to defend as well as hard does. */
    bool weak_defender[SEAT_MAX];
    /* The level the table shows for each seat's computer player (an ai_level_t of hearts/ai.h), or
     * SEAT_LEVEL_UNKNOWN: a person, an outside program, the seat itself. The engine leaves every seat
     * unknown; whoever seats the players may fill it, as a person reads the levels on the screen. The
     * hard level reads the cards of a seat shown at easy or normal from how that level plays. */
    int shown_level[SEAT_MAX];
} seat_view_t;

#define SEAT_LEVEL_UNKNOWN (-1)

#endif
