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
#include <stdint.h>
#include <stdio.h>

/* Opens (makes) path for appending. resume_lines: a resumed game's log lines so far (from its save),
 * or NULL for a new game. NULL with a sentence in err (naming the file) if it cannot be used. */
FILE *logfile_open(const char *path, const char *resume_lines, char *err, size_t errlen);

/* The file's size now, all written lines flushed first; -1 on failure. */
long long logfile_size(FILE *f);
/* Cuts the file back to size bytes (a size logfile_size gave: whole lines), written lines flushed
 * first; what is appended then follows them. The table takes back an undone card this way
 * (table/undo.h). */
bool logfile_cut(FILE *f, long long size);

/* ---- The logs the game keeps (Watch again) ----
 * Besides --log, the game writes every game's log in the preferences folder: while it is played to
 * LOGFILE_CURRENT (a demonstration to LOGFILE_CURRENT_AUTOPLAY), through logfile_open like any log
 * (a resumed game continues it), and once it has ended it is renamed game-WHEN.jsonl (WHEN: the
 * seconds since 1970 at its end). The newest LOGFILE_KEPT such files are kept, the older removed. */
#define LOGFILE_KEPT             20
#define LOGFILE_CURRENT          "game-current.jsonl"
#define LOGFILE_CURRENT_AUTOPLAY "game-current-autoplay.jsonl"

/* The finished game's log dir/current becomes dir/game-WHEN.jsonl, at *when or the first second
 * after it that no kept log has (*when says which); then the oldest kept logs beyond keep are
 * removed. True with the new path in path. */
bool logfile_keep(const char *dir, const char *current, int64_t *when, int keep, char *path, size_t len);
/* The kept log of the game that ended at when: true with its path in path if it is there. */
bool logfile_kept(const char *dir, int64_t when, char *path, size_t len);
/* The WHENs of the logs kept in dir, newest first (at most max); returns how many. */
int logfile_kept_list(const char *dir, int64_t *whens, int max);

#endif
