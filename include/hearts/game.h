/* A game of Hearts as a state machine: deal -> pass -> the tricks (13; 17 or 10 with 3 or 5 seats) ->
 * score -> next hand or end. The seat count is the rules' `players`.
 *
 * The caller feeds decisions (game_pass, game_play, game_choose_moon, game_next_hand), feeds time
 * (game_advance_clock) and drains what happened with game_next_event. Every refusal comes with an error
 * code and a sentence a person can read (game_last_error). The engine never prints, exits or reads a
 * clock of its own.
 *
 * A seat's decision-maker gets only a seat_view_t (hearts/view.h) and seat_event_t copies of the events
 * (hearts/event.h): what that seat may know. Neither header declares game_t, so the AI and the player
 * interface, which include only them, have no way to a game's other hands. */
#ifndef HEARTS_GAME_H
#define HEARTS_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/cards.h"
#include "hearts/event.h"
#include "hearts/nodiscard.h"
#include "hearts/rules.h"
#include "hearts/view.h"

typedef struct game game_t;

/* A new game, hand 1 dealt from `seed`. NULL only when out of memory. */
HEARTS_NODISCARD game_t *game_new(const rules_t *rules, uint64_t seed);
void game_free(game_t *g);

const rules_t *game_rules(const game_t *g);
uint64_t game_seed(const game_t *g);
/* The seats at the table (the rules' `players`: 3, 4 or 5). */
int game_players(const game_t *g);
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
/* By seat, for the game's seats (arrays of SEAT_MAX; those past the count get 0). */
void game_totals(const game_t *g, int totals[SEAT_MAX]);
void game_taken_points(const game_t *g, int taken[SEAT_MAX]);
/* The last completed trick of this hand (false if none yet). */
bool game_last_trick(const game_t *g, trick_record_t *out);
/* The score of every finished hand so far (hand i at index i-1); returns how many. */
int game_history(const game_t *g, const hand_score_t **out);
end_reason_t game_end_reason(const game_t *g);

/* Decisions. Each returns HEARTS_OK or why it was refused (the state is then unchanged): a caller
 * that drops the answer would go on as if a refused decision had been taken, so the compiler warns. */
HEARTS_NODISCARD hearts_err_t game_pass(game_t *g, int seat, const card_t cards[3]);
HEARTS_NODISCARD hearts_err_t game_play(game_t *g, int seat, card_t card);
HEARTS_NODISCARD hearts_err_t game_choose_moon(game_t *g, int seat, moon_choice_t choice);
HEARTS_NODISCARD hearts_err_t game_next_hand(game_t *g);
/* South (the person) leaves the game: it ends with reason `quit`. */
void game_quit(game_t *g);
/* The sentence for the last refusal, e.g. "Clubs were led: you must follow suit." */
const char *game_last_error(const game_t *g);

/* The clock: milliseconds left (-1 without a clock). Advancing it to 0 ends the game at once
 * (reason `clock`); returns true if that happened in this call. Ignored once the game is over. */
int64_t game_clock_ms(const game_t *g);
bool game_advance_clock(game_t *g, int64_t ms);

/* Takes the oldest event not yet taken; false when there is none. The event is the whole table's:
 * pass it through game_seat_event before any player sees it. */
bool game_next_event(game_t *g, game_event_t *out);

/* What `seat` may know now. */
void game_seat_view(const game_t *g, int seat, seat_view_t *out);

#endif
