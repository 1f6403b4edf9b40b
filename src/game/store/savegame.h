/* The game in progress, kept so that it can be taken up again after a crash or a kill.
 *
 * The file (save.jsonl under SDL_GetPrefPath) is append-only:
 *   {"save":2,"level":"normal","speed":1.000}                        the header: what never changes
 *   {"game":...} {"event":"deal",...} ...                            the game-log lines (docs/game-log.md)
 *   {"state":1,"clock_ms":412345,"south_moons":0,"rng":["<state hex>:<inc hex>", x4]}
 *   {"state":1,...,"south_pass":["QS","2C"]}                          South's pass chosen so far
 *   {"state":1,...,"practice":true}                                   a card was taken back (undo)
 * A state line follows every decision's log lines, every second of the tournament clock and every
 * change to the cards South has chosen to pass and not yet passed. Those cards (one to three of South's
 * hand, while South is still to pass) are the state line's "south_pass", left out when there are none:
 * a game saved mid-pass resumes with them chosen still. They are the save's own, never the game log's
 * (docs/game-log.md records decisions only); a reader from before them ignores the key. The file
 * is made whole (kvfile_begin_path/kvfile_commit_path: a temporary file, fsync, rename) and then only
 * appended to, so a
 * kill at any moment leaves at most a torn last line, which the reader drops. Loading replays the log
 * lines up to the last state line with the engine's gamelog_reader (every decision is checked again,
 * so a hostile file cannot make an illegal state) and sets the clock to that state's clock_ms.
 * A save of version 1 (before the save was append-only: its header held the state, and the file was
 * rewritten whole each time) is still read, so an update never loses a game in progress.
 * SDL-free: the fuzz target links it. */
#ifndef GAME_STORE_SAVEGAME_H
#define GAME_STORE_SAVEGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/rng.h"

#define SAVEGAME_NAME          "save.jsonl"
#define SAVEGAME_AUTOPLAY_NAME "autoplay.jsonl" /* a demonstration's (--autoplay): never the player's */
#define SAVEGAME_MAX_BYTES     (4u << 20)       /* far beyond any real game's save */
#define SAVEGAME_LINE_MAX      512              /* a header or state line fits in this */

typedef struct {
    int64_t clock_ms; /* the tournament clock at the last state; -1 without a clock */
    ai_level_t level;
    double speed;
    int south_moons;
    bool autoplay;          /* from the log's players */
    rng_t ai_rng[SEAT_MAX]; /* the computer players' streams, one a seat */
    int seats;              /* how many of ai_rng the save has: the game's seats (0 is read as 4) */
    cardset_t south_pass;   /* South's cards chosen to pass, not yet passed (0: none) */
    bool practice;          /* a card was taken back in this game (table/undo.h): "practice":true */
} save_header_t;

/* The header line and a state line for h, with their newline, into buf (at least SAVEGAME_LINE_MAX);
 * return their length. */
size_t savegame_header_line(char *buf, size_t len, const save_header_t *h);
size_t savegame_state_line(char *buf, size_t len, const save_header_t *h);

typedef enum { SAVE_OK = 0, SAVE_MISSING, SAVE_CORRUPT, SAVE_ENDED } save_status_t;

/* Replays a save held in memory. SAVE_OK: *game is the game as it stood at the last state line (the
 * caller game_frees it) and *log (malloc'd, NUL-terminated, the caller frees) its log lines up to
 * there. SAVE_ENDED: the game was over. */
save_status_t savegame_parse(const char *buf, size_t len, save_header_t *h, game_t **game, char **log, char *err,
                             size_t errlen);

/* Reads path and parses it. SAVE_CORRUPT: the file is set aside (path.corrupt-N); SAVE_ENDED: it is
 * removed. On SAVE_OK, *text (malloc'd, NUL-terminated, the caller frees) holds the log lines. */
save_status_t savegame_load(const char *path, save_header_t *h, game_t **game, char **text, char *err, size_t errlen);

#endif
