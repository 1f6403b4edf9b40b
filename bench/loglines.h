/* Small readers of a game log's lines (docs/game-log.md) shared by the bench tools moon_replay and
 * moon_hands: a key's value found in a line as hearts-sim writes it, a card as the log writes it, and
 * the game replayed from the first lines of a game. Not a JSON parser: the log's own layout only. */
#ifndef HEARTS_BENCH_LOGLINES_H
#define HEARTS_BENCH_LOGLINES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/cards.h"
#include "hearts/game.h"
#include "hearts/gamelog.h"

/* The value of "key":"X" in a line (its first character), or 0. */
static inline char log_key_char(const char *line, const char *key)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *p = strstr(line, pat);
    return p ? p[strlen(pat)] : 0;
}

/* The value of "key":N in a line, or -1. */
static inline int log_key_int(const char *line, const char *key)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(line, pat);
    return p ? atoi(p + strlen(pat)) : -1;
}

/* "QS", "TH" as the log writes a card; "--" for none. */
static inline void log_card(card_t c, char buf[3])
{
    if (c == CARD_NONE) {
        memcpy(buf, "--", 3);
    } else {
        card_to_str(c, buf);
    }
}

/* The game replayed from a game's log lines up to (not including) line `upto`. */
static inline game_t *log_replay_to(char *const *lines, int upto)
{
    gamelog_reader_t *r = gamelog_reader_new();
    char err[256];
    for (int i = 0; i < upto; i++) {
        if (!gamelog_reader_line(r, lines[i], err, sizeof err)) {
            fprintf(stderr, "log: %s\n", err);
            break;
        }
    }
    game_t *g = gamelog_reader_take(r);
    gamelog_reader_free(r);
    return g;
}

#endif
