/* A game of Hearts as a state machine: deal -> pass -> 13 tricks -> score -> next hand or end.
 *
 * The caller feeds decisions (game_pass, game_play, game_choose_moon, game_next_hand), feeds time
 * (game_advance_clock) and drains what happened with game_next_event. Every refusal comes with an error
 * code and a sentence a person can read (game_last_error). The engine never prints, exits or reads a
 * clock of its own.
 *
 * A seat's decision-maker gets only a seat_view_t: what that seat may know. */
#ifndef HEARTS_GAME_H
#define HEARTS_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/cards.h"
#include "hearts/rules.h"

typedef enum {
    PHASE_PASS = 0,     /* waiting for the seats that have not passed yet */
    PHASE_PLAY,         /* waiting for game_turn() to play */
    PHASE_MOON_CHOICE,  /* `ask` moon: waiting for the shooter's choice */
    PHASE_HAND_OVER,    /* the hand is scored; game_next_hand() deals the next */
    PHASE_OVER,         /* the game has ended */
} game_phase_t;

typedef enum { END_NONE = 0, END_TARGET, END_CLOCK, END_QUIT } end_reason_t;
const char *end_reason_name(end_reason_t r); /* "target", "clock", "quit" */

typedef enum {
    EV_DEAL = 0,      /* hand, pass_dir, dealt[4] */
    EV_PASS,          /* hand, seat, to, cards[0..2]: one seat's pass (emitted when all passes are exchanged) */
    EV_PASSES_DONE,   /* hand: every seat now holds what it received */
    EV_PLAY,          /* hand, trick (1..13), seat, card, clock_ms */
    EV_HEARTS_BROKEN, /* hand, trick, seat, card: the card that broke hearts */
    EV_TRICK,         /* hand, trick, winner, cards[0..3] in play order, seat (= leader), points */
    EV_MOON_CHOICE,   /* hand, seat: the shooter must choose (mode `ask`) */
    EV_HAND,          /* hand, score */
    EV_END,           /* reason, hands, end_totals, winners, seconds_left, standings */
} game_event_type_t;

typedef struct {
    game_event_type_t type;
    int hand;               /* from 1 */
    int trick;              /* from 1 */
    int seat;
    int to;
    card_t card;
    card_t cards[4];
    int winner;
    int points;
    int64_t clock_ms;       /* milliseconds left at the event; -1 without a clock */
    pass_dir_t pass_dir;
    cardset_t dealt[4];
    hand_score_t score;
    end_reason_t reason;
    int hands;              /* hands dealt */
    int end_totals[4];
    unsigned winners;       /* bit mask of seats */
    int seconds_left;       /* whole seconds; -1 without a clock */
    bool has_standings;
    standings_t standings;
} game_event_t;

/* Everything one seat may know, and nothing more. */
typedef struct {
    int leader;
    card_t cards[4];   /* in play order */
    int winner;
} trick_record_t;

typedef struct {
    int seat;
    rules_t rules;
    game_phase_t phase;
    int hand_number;            /* from 1 */
    pass_dir_t pass_dir;
    int to_move;                /* seat whose turn it is in PHASE_PLAY, else -1 */
    cardset_t hand;             /* the cards this seat holds now */
    cardset_t dealt;            /* as dealt, before the pass */
    cardset_t passed;           /* the three this seat passed (empty on a hold hand or before passing) */
    int passed_to;              /* -1 if none */
    cardset_t received;         /* the three it received (empty until the exchange) */
    int received_from;          /* -1 if none */
    trick_t trick;              /* the trick in progress (count may be 0) */
    int tricks_done;            /* completed tricks this hand */
    trick_record_t tricks[13];
    cardset_t played;           /* every card played this hand, the current trick included */
    cardset_t taken_cards[4];   /* the cards in the tricks each seat took this hand */
    int taken_points[4];
    int tricks_won[4];
    unsigned voids[4];          /* bit per suit: a seat shown void (it did not follow that suit) */
    bool hearts_broken;
    cardset_t legal;            /* this seat's legal plays when it is its turn, else empty */
    int totals[4];              /* game totals before this hand */
    int64_t clock_ms;           /* milliseconds left; -1 without a clock */
} seat_view_t;

typedef struct game game_t;

/* A new game, hand 1 dealt from `seed`. NULL only when out of memory. */
game_t *game_new(const rules_t *rules, uint64_t seed);
void game_free(game_t *g);

const rules_t *game_rules(const game_t *g);
uint64_t game_seed(const game_t *g);
game_phase_t game_phase(const game_t *g);
int game_hand_number(const game_t *g);
pass_dir_t game_pass_dir(const game_t *g);
/* The seat to play (PHASE_PLAY), the shooter (PHASE_MOON_CHOICE), else -1. */
int game_turn(const game_t *g);
bool game_has_passed(const game_t *g, int seat);
/* The cards a seat holds. Front ends may show South's; never give another seat's to a player. */
cardset_t game_hand(const game_t *g, int seat);
const trick_t *game_trick(const game_t *g);
bool game_hearts_broken(const game_t *g);
void game_totals(const game_t *g, int totals[4]);
void game_taken_points(const game_t *g, int taken[4]);
/* The last completed trick of this hand (false if none yet). */
bool game_last_trick(const game_t *g, trick_record_t *out);
/* The score of every finished hand so far (hand i at index i-1); returns how many. */
int game_history(const game_t *g, const hand_score_t **out);
end_reason_t game_end_reason(const game_t *g);

/* Decisions. Each returns HEARTS_OK or why it was refused (the state is then unchanged). */
hearts_err_t game_pass(game_t *g, int seat, const card_t cards[3]);
hearts_err_t game_play(game_t *g, int seat, card_t card);
hearts_err_t game_choose_moon(game_t *g, int seat, moon_choice_t choice);
hearts_err_t game_next_hand(game_t *g);
/* South (the person) leaves the game: it ends with reason `quit`. */
void game_quit(game_t *g);
/* The sentence for the last refusal, e.g. "Clubs were led: you must follow suit." */
const char *game_last_error(const game_t *g);

/* The clock: milliseconds left (-1 without a clock). Advancing it to 0 ends the game at once
 * (reason `clock`); returns true if that happened in this call. Ignored once the game is over. */
int64_t game_clock_ms(const game_t *g);
bool game_advance_clock(game_t *g, int64_t ms);

/* Takes the oldest event not yet taken; false when there is none. */
bool game_next_event(game_t *g, game_event_t *out);

/* What `seat` may know now. */
void game_seat_view(const game_t *g, int seat, seat_view_t *out);

#endif
