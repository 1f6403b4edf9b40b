/* Plays one whole game between the rules' 3, 4 or 5 players, without a window: the simulator's and the tests' driver.
 * A player is a small interface, so a built-in AI, a timed AI or an outside bot seat the same way.
 *
 * A player is handed what its seat may know and nothing else: a seat_view_t for each decision and a
 * seat_event_t for each event. This header does not include hearts/game.h, so a player (the outside
 * bot's adapter included) has no game_t to look into. */
#ifndef HEARTS_MATCH_H
#define HEARTS_MATCH_H

#include <stdint.h>
#include <stdio.h>

#include "hearts/ai.h"
#include "hearts/event.h"
#include "hearts/nodiscard.h"
#include "hearts/rng.h"
#include "hearts/rules.h"
#include "hearts/view.h"

typedef struct player player_t;
struct player {
    void (*pass)(player_t *p, const seat_view_t *v, card_t out[3]);
    card_t (*play)(player_t *p, const seat_view_t *v);
    moon_choice_t (*moon)(player_t *p, const seat_view_t *v);
    /* Optional: told every event of the game as its seat may see it (an outside bot is sent some). */
    void (*event)(player_t *p, const seat_event_t *ev);
    void *ctx;
};

/* A built-in AI level as a player; rng is the seat's own tie-break stream. weak_defender: what the
 * table shows of the other seats (seat_view_t.weak_defender), all false after ai_player_init. */
typedef struct {
    player_t base;
    ai_level_t level;
    rng_t rng;
    bool weak_defender[SEAT_MAX];
    int shown_level[SEAT_MAX]; /* seat_view_t.shown_level: the others' levels, unknown after ai_player_init */
} ai_player_t;
void ai_player_init(ai_player_t *p, ai_level_t level, uint64_t seed, int seat);
/* Tells the player at `seat` the levels of the others at a table of `players` seats (a hunter or an
 * outside bot counts as AI_HARD): sets weak_defender and shown_level. */
void ai_player_tell_table(ai_player_t *p, int seat, const ai_level_t levels[], int players);
/* The same at a table of four. */
void ai_player_tell_levels(ai_player_t *p, int seat, const ai_level_t levels[4]);
/* The view the player decides from: v, with what it was told of the table (copy holds it). */
const seat_view_t *ai_player_view(const ai_player_t *p, const seat_view_t *v, seat_view_t *copy);

typedef struct {
    int hands; /* hands dealt */
    int hands_completed;
    int players;               /* the seats of the game */
    int totals[SEAT_MAX];      /* final totals (for a clock end: with the interrupted hand's points) */
    int hand_points[SEAT_MAX]; /* sum over completed hands of what each hand added */
    unsigned winners;
    int moons[SEAT_MAX];
    int suns[SEAT_MAX];
    end_reason_t reason;
    bool has_standings;
    standings_t standings;
    int seconds_left;
    char error[160]; /* set when a player broke the rules (a bug) */
} match_result_t;

/* Plays a game: players[seat] and names[seat] for each of rules->players seats. move_ms: virtual
 * milliseconds each pass and each card played take from a clocked game's clock. log: NULL or where the
 * game log goes; names: the players' names for the log. Returns false (and fills result->error) only
 * when a player made an illegal decision. */
HEARTS_NODISCARD bool match_play(const rules_t *rules, uint64_t seed, player_t *const players[], int64_t move_ms,
                                 FILE *log, const char *const names[], match_result_t *result);

#endif
