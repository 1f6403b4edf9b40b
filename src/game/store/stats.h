/* The player's record, kept between runs under SDL_GetPrefPath() in stats.txt. */
#ifndef GAME_STATS_H
#define GAME_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/game.h"
#include "hearts/rules.h"

#define STATS_RECENT 8

typedef struct {
    int64_t when; /* seconds since 1970 */
    preset_t preset;
    end_reason_t reason;
    int hands;
    int south_total;
    bool won;
    bool has_standings;
    int standings;
} stats_result_t;

typedef struct {
    int games;
    int wins;
    int moons; /* moons (and suns) South has shot */
    int standings_games;
    long long standings_sum;
    int standings_best; /* valid when standings_games > 0 */
    int recent_count;
    stats_result_t recent[STATS_RECENT]; /* newest first */
} stats_t;

void stats_defaults(stats_t *s);
void stats_load(stats_t *s, const char *dir);
bool stats_save(const stats_t *s, const char *dir);
/* Adds a finished game; returns true if it set a new best standings score. */
bool stats_record(stats_t *s, const stats_result_t *r);
double stats_standings_mean(const stats_t *s);

#endif
