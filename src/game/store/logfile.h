/* The game log file (--log FILE, docs/game-log.md) as the game opens it: several games append
 * one after another, and every game in it stays whole.
 * - Only a regular file is taken: a FIFO, a device or a folder is refused with a sentence, at once
 *   (it is opened without blocking, then looked at), never a hang before the window opens.
 * - A torn last line (the program was killed while writing it) is cut off before anything is appended.
 * - A resumed game continues its log where it stopped: when the file's last game is the saved game
 *   (the same game line), the file is cut back to the last line the two agree on (whatever the log
 *   holds beyond the save is played again) and only the lines it lacks are written; the unfinished
 *   copy is never repeated. A file whose last game is another gets the saved game's lines whole.
 * SDL-free. */
#ifndef GAME_STORE_LOGFILE_H
#define GAME_STORE_LOGFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Opens (makes) path for appending. resume_lines: a resumed game's log lines so far (from its save),
 * or NULL for a new game. NULL with a sentence in err (naming the file) if it cannot be used. */
FILE *logfile_open(const char *path, const char *resume_lines, char *err, size_t errlen);

#endif
