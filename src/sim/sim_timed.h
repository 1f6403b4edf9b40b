/* hearts-sim's players as it runs them: a built-in level or an outside bot, each decision timed into
 * histograms of its wall-clock and CPU time (docs/cli.md, hearts-sim's summary). */
#ifndef HEARTS_SIM_TIMED_H
#define HEARTS_SIM_TIMED_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "match.h"
#include "sim_players.h"

#define HIST_BUCKETS 1024

typedef struct {
    uint64_t count[HIST_BUCKETS];
} histogram_t;

/* Per player (the spec a --players entry names): its decisions' wall-clock and CPU times. */
typedef struct {
    histogram_t wall[SEAT_MAX];
    histogram_t cpu[SEAT_MAX];    /* built-in players only */
    unsigned decisions[SEAT_MAX]; /* decisions of a sampled player so far, over all the games (not merged) */
} sim_times_t;

/* Nanoseconds on a clock that only goes forward. */
double sim_now_ns(void);
/* The decision time (ms) below which a fraction q of the decisions lie. */
double hist_quantile(const histogram_t *h, double q);
/* Adds the counts of `from` to `into`, player by player. */
void sim_times_merge(sim_times_t *into, const sim_times_t *from);

/* A seat's player as the simulator runs it: a built-in level (a level that thinks with its analysis,
 * to count its attempts on the moon) or an outside bot, with its decisions timed. */
typedef struct {
    player_t base;
    ai_player_t ai;
    player_t *bot; /* the outside bot, or NULL */
    bool hunter;
    long search; /* the searching shooter's budget, or 0 */
    int seat;
    histogram_t *hist;
    histogram_t *cpu;
    bool every;          /* timed at every decision (a level that thinks, or a bot), else sampled */
    unsigned *decisions; /* the player's decisions so far (sim_times_t.decisions), for the sample */
    bool reads_table;    /* a level that reads what the table shows of the others (ai_player_view) */
    bool moon_try;       /* a level that thinks played for the moon in this hand */
    int moon_tries, moon_tries_won;
} timed_player_t;

/* Seats the player sp at `seat` for a game of this seed, timed into times' row `row` (its place in
 * --players). An outside bot is set in t->bot by the caller. */
void timed_player_init(timed_player_t *t, const spec_t *sp, uint64_t seed, int seat, sim_times_t *times, int row);

#endif
