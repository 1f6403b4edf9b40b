/* One game in progress: the engine's game_t, its log, the AI seats' random streams, the clock's
 * fractions of a millisecond, and the queue of engine events the table has yet to show.
 * Events are written to the log the moment the engine reports them, so the log is complete even
 * when the table never gets to animate them (a game quit or cut off by the clock). */
#ifndef GAME_SESSION_H
#define GAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/rng.h"
#include "savegame.h"

typedef struct {
    game_t *game;
    rules_t rules;
    uint64_t seed;
    ai_level_t level;
    bool autoplay;          /* South is played by the AI too */
    uint32_t tag;           /* tells this game's AI answers from an earlier game's */
    FILE *log;
    rng_t ai_rng[4];
    double clock_frac;      /* real milliseconds not yet given to the engine */
    game_event_t *queue;
    size_t q_head, q_count, q_cap;
    bool over;
    game_event_t end;       /* the EV_END event once over */
    bool stats_recorded;
    int south_moons;        /* moons and suns South shot this game */
    bool clock_warned;      /* the last-minute warning has sounded */
    FILE *mem;              /* the game's log lines so far, for the save (a temporary file) */
    char save_path[1100];   /* where the game is kept for a resume; empty: not kept */
    double speed;           /* written in the save's header */
    int saves;              /* how many times it was saved */
    int64_t saved_clock_ms; /* the clock in the last save */
    bool resumed;           /* taken up from a save: the table starts from the engine's state */
} session_t;

/* A new game; log_path may be NULL. Returns NULL with a message in err if the log cannot be opened. */
session_t *session_new(const rules_t *rules, uint64_t seed, ai_level_t level, bool autoplay, const char *log_path,
                       uint32_t tag, char *err, size_t errlen);
void session_free(session_t *s);
/* Keeps the game in path after every trick, the pass and each hand's end (savegame.h); removes the
 * file when the game ends or is quit. */
void session_enable_save(session_t *s, const char *path, double speed);
/* Writes the save now (false if it could not be written or saving is off). */
bool session_save(session_t *s);
/* Takes up a saved game: game (the caller's, now the session's), its header and log lines. */
session_t *session_resume(game_t *game, const save_header_t *h, const char *lines, const char *log_path,
                          uint32_t tag, char *err, size_t errlen);
/* Drains the engine's events: log, queue. Call after every decision given to the engine. */
void session_pump(session_t *s);
bool session_pop_event(session_t *s, game_event_t *out);
bool session_has_events(const session_t *s);
/* Feeds real elapsed time to the tournament clock. Returns true if the game ended on time now. */
bool session_advance_clock(session_t *s, double ms);
/* South leaves: the game ends with reason quit (and its end line is logged). */
void session_quit(session_t *s);
/* Whether seat is played by the computer. */
bool session_is_ai(const session_t *s, int seat);

#endif
