/* The coach's notes of a game (hearts/coach.h), and the file that keeps them beside the game's kept log
 * (store/logfile.h): game-WHEN.jsonl's notes are game-WHEN.coach, so Watch again shows them. The game
 * log itself never holds them (its contract is fixed: docs/game-log.md).
 *
 * The file: a first line "hearts-coach 1", a line "hands H lost L" (the hands analysed, the points lost
 * to the strong play in them), then a line a note: "note" and the note's fields as numbers. Written to a
 * temporary file and renamed. A file that cannot be read is left alone and no notes are shown. SDL-free. */
#ifndef GAME_STORE_COACHFILE_H
#define GAME_STORE_COACHFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts/coach.h"

#define COACH_MAX_NOTES 256
#define COACHFILE_EXT   ".coach"

typedef struct {
    int hands;   /* hands analysed */
    double lost; /* the points lost to the strong play in them (the noted choices' costs) */
    int count;
    coach_note_t notes[COACH_MAX_NOTES];
} coach_record_t;

/* Points lost a hand (-1 when no hand was analysed). */
double coach_accuracy(const coach_record_t *r);
/* The notes file of a kept log: its path with .jsonl replaced by .coach. */
void coachfile_path_of(const char *log_path, char *out, size_t len);
bool coachfile_write(const char *path, const coach_record_t *r);
/* False (r emptied) if the file is missing or cannot be read. */
bool coachfile_read(const char *path, coach_record_t *r);

#endif
