/* The game log of docs/game-log.md: one JSON object a line. */
#ifndef HEARTS_GAMELOG_H
#define HEARTS_GAMELOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hearts/game.h"

/* players[seat] for each of rules->players seats: "human", "ai:normal", "bot:NAME". */
void gamelog_write_game(FILE *f, const rules_t *rules, uint64_t seed, const char *const players[]);
/* Writes the line for an event (EV_PASSES_DONE, EV_HEARTS_BROKEN and EV_MOON_CHOICE write nothing). */
void gamelog_write_event(FILE *f, const rules_t *rules, const game_event_t *ev);
/* The rules object as it appears in the log and the bot protocol: {"preset":...,...}. */
void gamelog_write_rules(FILE *f, const rules_t *rules);
/* s as a JSON string literal, escaped as cJSON escapes: the one JSON string writer, of the log and of
 * the simulator's summary. */
void gamelog_write_json_string(FILE *f, const char *s);

/* ---- Reading a log back ----
 *
 * A reader replays one game's log line by line into a fresh engine game: the game line sets the rules
 * and seed, pass/play lines (and moon choices, quits, the clock) are fed to the engine as decisions,
 * and every deal, trick, hand and end line is checked against what the engine itself produced. A log
 * that is corrupt, hand-edited or from other rules is refused at the first line that does not fit,
 * with a message; nothing in a log can put the engine in a state the rules do not allow. */
typedef struct gamelog_reader gamelog_reader_t;

gamelog_reader_t *gamelog_reader_new(void);
void gamelog_reader_free(gamelog_reader_t *r);
/* Feeds one line (without or with its newline). False, with a message in err, if it does not fit;
 * the reader then refuses every further line. */
bool gamelog_reader_line(gamelog_reader_t *r, const char *line, char *err, size_t errlen);
/* The game as replayed so far (NULL before the game line); it stays the reader's. */
game_t *gamelog_reader_game(const gamelog_reader_t *r);
/* Hands the game over to the caller (who must game_free it); the reader keeps nothing. */
game_t *gamelog_reader_take(gamelog_reader_t *r);
/* The players named by the game line ("human", "ai:normal", ...), or "" before it. */
const char *gamelog_reader_player(const gamelog_reader_t *r, int seat);
/* True once the end line has been read. */
bool gamelog_reader_ended(const gamelog_reader_t *r);

#endif
