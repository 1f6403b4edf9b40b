/* hearts-sim's summary (docs/cli.md, hearts-sim): the games' results gathered per player, printed as a
 * table or as one JSON object. */
#ifndef HEARTS_SIM_SUMMARY_H
#define HEARTS_SIM_SUMMARY_H

#include "match.h"
#include "sim_config.h"
#include "sim_timed.h"

/* One game's result as the summary takes it. */
typedef struct {
    int rotation; /* seat s was played by specs[seat_plus(s, -rotation, seats)] */
    match_result_t res;
    int moon_tries[SEAT_MAX]; /* per seat: hands in which a level that thinks played for the moon */
    int moon_tries_won[SEAT_MAX];
    long faults[SEAT_MAX]; /* per seat: an outside bot's faults in this game */
} sim_game_t;

/* Everything is gathered per player (the spec a --players entry names); without --duplicate a
 * player is a seat. Standard errors treat each game (with --duplicate: each deal's games) as one
 * independent draw of (points, hands) and use the ratio estimator's error. */
typedef struct {
    long long games, hands, hands_completed, clock_ends, errors;
    int seats;
    double hand_points[SEAT_MAX], totals[SEAT_MAX], wins[SEAT_MAX];
    double standings_sum[SEAT_MAX];
    long long standings_n[SEAT_MAX];
    long long moons[SEAT_MAX], suns[SEAT_MAX], moons_against[SEAT_MAX];
    long long moon_tries[SEAT_MAX], moon_tries_won[SEAT_MAX], faults[SEAT_MAX];
    /* the unit being gathered, and sums over finished units */
    double uP[SEAT_MAX], uH;
    long long units;
    double sP[SEAT_MAX], sPP[SEAT_MAX], sPH[SEAT_MAX], sM[SEAT_MAX], sMM[SEAT_MAX], sMH[SEAT_MAX], sH, sHH;
    /* teams (S+N, W+E): each team's points per seat, and S+N's minus W+E's */
    double sT[2], sTT[2], sTH[2], sD, sDD, sDH;
} summary_t;

/* Adds a finished game (games in order: a deal's per_deal games one after another). */
void summary_add(summary_t *sum, const sim_game_t *game, int per_deal);
/* Prints the summary of a run that took secs seconds: the table, or with --json one JSON object. */
void summary_print(const sim_config_t *cfg, const summary_t *sum, const sim_times_t *times, double secs);

#endif
