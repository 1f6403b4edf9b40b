/* The game in progress, kept so that it can be taken up again after a crash or a kill.
 *
 * The file (save.jsonl under SDL_GetPrefPath) is a first line of our own, a JSON header:
 *   {"save":1,"clock_ms":412345,"level":"normal","speed":1.0,"south_moons":0,
 *    "rng":["<state hex>:<inc hex>", x4]}
 * then the game-log lines (shared/spec/game-log.md) of the game so far. It is written to a temporary
 * file, fsync'd, and renamed into place, so a kill at any moment leaves the previous file whole.
 * Loading replays the log with the engine's gamelog_reader (every decision is checked again, so a
 * hostile file cannot make an illegal state), then sets the clock to the header's clock_ms.
 * SDL-free: the fuzz target links it. */
#ifndef GAME_SAVEGAME_H
#define GAME_SAVEGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/rng.h"

#define SAVEGAME_NAME "save.jsonl"
#define SAVEGAME_MAX_BYTES (4u << 20) /* far beyond any real game's log */

typedef struct {
    int64_t clock_ms;     /* the tournament clock when saved; -1 without a clock */
    ai_level_t level;
    double speed;
    int south_moons;
    bool autoplay;        /* from the log's players */
    rng_t ai_rng[4];
} save_header_t;

/* Writes header + log (the game-log lines so far) to path via path.tmp, fsync and rename.
 * HEARTS_FAULT_SAVE_KILL=N (tests): the Nth save made while it is set writes half its temporary file and
 * then ends the process with _exit(9). */
bool savegame_write(const char *path, const save_header_t *h, const char *log, size_t loglen);

typedef enum { SAVE_OK = 0, SAVE_MISSING, SAVE_CORRUPT, SAVE_ENDED } save_status_t;

/* Replays a save held in memory. SAVE_OK: *game is the game as it stood (the caller game_frees it),
 * *body_offset is where the log lines start in buf. SAVE_ENDED: the game was over. */
save_status_t savegame_parse(const char *buf, size_t len, save_header_t *h, game_t **game, size_t *body_offset,
                             char *err, size_t errlen);

/* Reads path and parses it. SAVE_CORRUPT: the file is set aside (path.corrupt-N); SAVE_ENDED: it is
 * removed. On SAVE_OK, *text (malloc'd, NUL-terminated, the caller frees) holds the log lines. */
save_status_t savegame_load(const char *path, save_header_t *h, game_t **game, char **text, char *err, size_t errlen);

#endif
