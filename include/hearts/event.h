/* What happened in a game, as the engine reports it (game_event_t: the whole table, for the front
 * ends to animate and the log to record) and as one seat may see it (seat_event_t).
 *
 * A player is only ever handed a seat_event_t. It has room for one hand of cards, so whatever a
 * seat is told, another seat's deal cannot be in it; a pass's cards reach only the seat that passed
 * them and the seat that received them. This header declares no game. */
#ifndef HEARTS_EVENT_H
#define HEARTS_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/cards.h"
#include "hearts/rules.h"

typedef enum { END_NONE = 0, END_TARGET, END_CLOCK, END_QUIT } end_reason_t;
const char *end_reason_name(end_reason_t r); /* "target", "clock", "quit" */

typedef enum {
    EV_DEAL = 0,      /* hand, pass_dir, dealt[seat], totals */
    EV_PASS,          /* hand, seat, to, cards[0..2]: one seat's pass (emitted when all passes are exchanged) */
    EV_PASSES_DONE,   /* hand: every seat now holds what it received */
    EV_PLAY,          /* hand, trick (1..hand size), seat, card, clock_ms */
    EV_HEARTS_BROKEN, /* hand, trick, seat, card: the card that broke hearts */
    EV_TRICK,         /* hand, trick, winner, cards[0..seats-1] in play order, seat (= leader), points */
    EV_MOON_CHOICE,   /* hand, seat: the shooter must choose (mode `ask`) */
    EV_HAND,          /* hand, score */
    EV_END,           /* reason, hands, end_totals, winners, seconds_left, standings */
} game_event_type_t;

/* Arrays by seat hold the game's seats (rules `players`); those past the count are 0. */
typedef struct {
    game_event_type_t type;
    int hand;  /* from 1 */
    int trick; /* from 1 */
    int seat;
    int to;
    card_t card;
    card_t cards[SEAT_MAX];
    int winner;
    int points;
    int64_t clock_ms; /* milliseconds left at the event; -1 without a clock */
    pass_dir_t pass_dir;
    cardset_t dealt[SEAT_MAX];
    int totals[SEAT_MAX]; /* EV_DEAL: game totals before the hand */
    hand_score_t score;
    end_reason_t reason;
    int hands; /* hands dealt */
    int end_totals[SEAT_MAX];
    unsigned winners; /* bit mask of seats */
    int seconds_left; /* whole seconds; -1 without a clock */
    bool has_standings;
    standings_t standings;
} game_event_t;

/* One event as seat `viewer` may see it. The fields mean what they mean in game_event_t; the
 * differences are what the seat may not know. */
typedef struct {
    game_event_type_t type;
    int viewer; /* the seat this copy was made for */
    int hand;
    int trick;
    int seat;
    int to;
    card_t card;            /* EV_PLAY, EV_HEARTS_BROKEN; else CARD_NONE */
    card_t cards[SEAT_MAX]; /* EV_TRICK: the trick; EV_PASS: the three passed when the viewer passed or
                        received them, else CARD_NONE; unused slots CARD_NONE */
    int winner;
    int points;
    int64_t clock_ms;
    pass_dir_t pass_dir;
    cardset_t dealt;      /* EV_DEAL: the viewer's own cards as dealt; else empty */
    int totals[SEAT_MAX]; /* EV_DEAL: game totals before the hand */
    hand_score_t score;
    end_reason_t reason;
    int hands;
    int end_totals[SEAT_MAX];
    unsigned winners;
    int seconds_left;
    bool has_standings;
    standings_t standings;
} seat_event_t;

/* What seat `viewer` (0..seats-1) may see of `ev`. A viewer out of range sees only what is public. */
void game_seat_event(const game_event_t *ev, int viewer, seat_event_t *out);
/* True when every seat sees `ev` alike: game_seat_event then differs between viewers only in
 * `viewer` (a deal and a pass are the events that are not). */
bool game_event_public(const game_event_t *ev);

#endif
