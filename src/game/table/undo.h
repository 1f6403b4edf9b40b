/* Taking a card back (docs/rules.md, Taking back a card): what the table needs to undo South's last
 * card without the engine knowing of it.
 *
 * The table keeps a book of the game as played: its log lines, in a temporary file (the game line, or
 * a resumed game's lines, then every event's line). When South plays, the table marks where the book,
 * the log files and the computer players' random streams stood just before the card. An undo cuts the
 * book and the logs back to that mark and replays the book's lines (the seed, the passes and the plays)
 * into a fresh game with the engine's own log reader: the game as it stood before South's card, every
 * decision checked again. The log and the save then hold the game as finally played, the undone cards
 * left out; only the end line says, with "practice":true, that a card was taken back. */
#ifndef GAME_TABLE_UNDO_H
#define GAME_TABLE_UNDO_H

#include <stdbool.h>
#include <stdio.h>

#include "hearts/game.h"
#include "hearts/rng.h"

/* Why South may not take a card back now, or TABLE_UNDO_OK. */
typedef enum {
    TABLE_UNDO_OK = 0,
    TABLE_UNDO_TOURNAMENT, /* the rules have a clock or a standings score */
    TABLE_UNDO_HAND_END,   /* South's last card ended the hand (or a claim did) */
    TABLE_UNDO_NOTHING     /* no card of South's in the trick on the table (or just completed by it) */
} table_undo_t;

/* Where things stood just before South's last card. */
typedef struct {
    bool set;
    int hand, trick;     /* the hand and the trick (0..12) the card was played in */
    int plays_after;     /* cards played after it; -1 until its own play line is written */
    long long book_at;   /* the book's size before it */
    long long log_at[2]; /* each log file's size before it (-1: no such log) */
    rng_t ai_rng[SEAT_MAX];
} undo_mark_t;

/* Whether the rules allow undo: no clock and no standings score (the tournament format has both; a
 * game with either is played against the clock or the record, where a card taken back would count). */
bool undo_casual(const rules_t *r);
/* Whether South, whose last card is marked by m, may take it back in game g now. */
table_undo_t undo_check(const undo_mark_t *m, const game_t *g, const rules_t *r);

/* The mark before South plays in g: the book's and each log's size now, the computer players' streams. */
undo_mark_t undo_mark(const game_t *g, const rules_t *r, FILE *book, FILE *const logs[2], const rng_t ai_rng[SEAT_MAX]);
/* The game replayed from the book up to the mark, the book and the logs cut back to it; *text: the
 * book's lines kept (malloc'd; the save is made anew from them). NULL (said on stderr) on failure. */
game_t *undo_rewind(const undo_mark_t *m, FILE *book, FILE *const logs[2], char **text);

/* A new book (a temporary file) holding lines (a resumed game's log so far), or empty; NULL if no
 * temporary file can be made (undo is then refused: nothing to take back). */
FILE *undo_book_open(const char *lines);
/* The book's first `at` bytes (malloc'd, NUL-terminated), and the book cut back to them; NULL on
 * failure. */
char *undo_book_cut(FILE *book, long long at);
/* A fresh game replayed from log lines (every decision checked), its events drained; NULL with a
 * message in err if they do not replay. */
game_t *undo_replay(const char *lines, char *err, size_t errlen);
/* Writes the end line of ev to f with "practice":true (formatted in the book, which is left as it
 * was). */
void undo_write_end(FILE *f, FILE *book, const rules_t *rules, const game_event_t *ev);

#endif
