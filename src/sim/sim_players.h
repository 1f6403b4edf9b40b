/* hearts-sim's players (docs/cli.md, hearts-sim): what plays each seat, read from --players for a table
 * of 3, 4 or 5 seats. */
#ifndef HEARTS_SIM_PLAYERS_H
#define HEARTS_SIM_PLAYERS_H

#include <stdbool.h>

#include "hearts/ai.h"
#include "hearts/rules.h"

/* What plays a seat: a built-in level or an outside program. In --duplicate mode the players named by
 * --players move round the table from game to game; they keep the seat code they were given. */
typedef struct {
    ai_level_t level;
    bool hunter;     /* the moon hunter (ai_hunter.h), a measuring adversary: level is AI_HARD */
    long search;     /* the searching shooter (ai_search_level.h) with this work budget, or 0: level is AI_HARD */
    const char *bot; /* the command of an outside bot, or NULL */
    char name[300];  /* "hard", "bot:COMMAND" */
} spec_t;

/* Prints "hearts-sim: MESSAGE" on the standard error and exits with status 2 (sim_options.c). */
void usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2), noreturn))
#endif
    ;

/* A built-in level as a seat's player. */
void sim_spec_level(spec_t *sp, ai_level_t level);
/* Reads --players ("S=hard,W=normal,...": every seat of a game of `seats` once) into specs[seat];
 * a list that does not fit is a usage error that says how to write it. */
void sim_parse_players(const char *list, int seats, spec_t specs[SEAT_MAX]);
/* Refuses (a usage error) a player that cannot yet play a game of `seats` seats. */
void sim_check_players(const spec_t specs[SEAT_MAX], int seats);

#endif
