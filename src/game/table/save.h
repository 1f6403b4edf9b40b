/* The save's background writer. The table hands it what happened (engine events, the state after a
 * decision, the clock every second); a thread of its own formats the lines and appends them to the
 * save file, so that neither formatting nor a slow disk ever stalls a frame. It makes the file first
 * (a temporary file, fsync, rename), then only appends, flushing after each batch: a kill loses at
 * most the line being written, which the reader drops. fsync happens when asked (the end of a hand)
 * and on close. */
#ifndef GAME_TABLE_SAVE_H
#define GAME_TABLE_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts/game.h"
#include "store/savegame.h"

typedef struct save_writer save_writer_t;

/* Starts a writer that makes path anew: the header line of h, then resume_lines (a resumed game's log
 * so far) or else the game line of rules, seed and players, then the state of h. */
save_writer_t *save_writer_open(const char *path, const save_header_t *h, const rules_t *rules, uint64_t seed,
                                const char *const players[SEAT_MAX], const char *resume_lines);
/* Queues an engine event's log line. */
void save_writer_event(save_writer_t *w, const game_event_t *ev);
/* Queues a state line (the clock, South's moons, the computer players' streams); sync: fsync after it. */
void save_writer_state(save_writer_t *w, const save_header_t *h, bool sync);
/* Closes w (everything queued written) and starts a writer that makes its file anew from h and
 * resume_lines, for the same game (a card taken back: table/undo.h). */
save_writer_t *save_writer_reopen(save_writer_t *w, const save_header_t *h, const char *resume_lines);
/* Waits until everything queued is written. */
void save_writer_flush(save_writer_t *w);
/* Writes what is queued, fsyncs, stops the thread; remove_file: the game ended, the file goes too. */
void save_writer_close(save_writer_t *w, bool remove_file);

#endif
