/* hearts-sim's summary (sim_summary.h): results gathered per player, standard errors, and the two ways
 * of printing them. */
#include "sim_summary.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hearts/gamelog.h"
#include "hearts/memory.h"
#include "hearts/version.h"

/* ---- Gathering ---- */

static void close_unit(summary_t *sum)
{
    double tot = 0;
    for (int p = 0; p < sum->seats; p++) {
        tot += sum->uP[p];
    }
    /* Teams (--teams, four seats only): S+N and W+E. */
    double team[2] = {(sum->uP[SEAT_S] + sum->uP[SEAT_N]) / 2.0, (sum->uP[SEAT_W] + sum->uP[SEAT_E]) / 2.0};
    for (int t = 0; t < 2; t++) {
        sum->sT[t] += team[t];
        sum->sTT[t] += team[t] * team[t];
        sum->sTH[t] += team[t] * sum->uH;
    }
    double d = team[0] - team[1];
    sum->sD += d;
    sum->sDD += d * d;
    sum->sDH += d * sum->uH;
    for (int p = 0; p < sum->seats; p++) {
        double P = sum->uP[p], M = P - (tot - P) / (sum->seats - 1);
        sum->sP[p] += P;
        sum->sPP[p] += P * P;
        sum->sPH[p] += P * sum->uH;
        sum->sM[p] += M;
        sum->sMM[p] += M * M;
        sum->sMH[p] += M * sum->uH;
        sum->uP[p] = 0;
    }
    sum->sH += sum->uH;
    sum->sHH += sum->uH * sum->uH;
    sum->uH = 0;
    sum->units++;
}

void summary_add(summary_t *sum, const sim_game_t *game, int per_deal)
{
    const match_result_t *r = &game->res;
    sum->games++;
    sum->hands += r->hands;
    sum->hands_completed += r->hands_completed;
    sum->clock_ends += r->reason == END_CLOCK;
    int winners = __builtin_popcount(r->winners);
    long long moons_all = 0;
    int n = sum->seats;
    for (int s = 0; s < n; s++) {
        moons_all += r->moons[s];
    }
    for (int s = 0; s < n; s++) {
        int p = seat_plus(s, -game->rotation, n);
        sum->hand_points[p] += r->hand_points[s];
        sum->totals[p] += r->totals[s];
        if (r->winners & (1u << s)) {
            sum->wins[p] += 1.0 / winners;
        }
        sum->moons[p] += r->moons[s];
        sum->moons_against[p] += moons_all - r->moons[s];
        sum->suns[p] += r->suns[s];
        sum->moon_tries[p] += game->moon_tries[s];
        sum->moon_tries_won[p] += game->moon_tries_won[s];
        sum->faults[p] += game->faults[s];
        sum->uP[p] += r->hand_points[s];
    }
    sum->uH += r->hands_completed;
    if (r->has_standings) {
        int p = seat_plus(SEAT_S, -game->rotation, n);
        sum->standings_sum[p] += r->standings.total;
        sum->standings_n[p]++;
    }
    if (game->rotation == per_deal - 1) {
        close_unit(sum);
    }
}

/* Mean per hand and its standard error, from sums over units of X and of hands H. */
static void ratio(double sX, double sXX, double sXH, double sH, double sHH, long long n, double *mean, double *se)
{
    *mean = sH > 0 ? sX / sH : 0;
    *se = 0;
    if (n > 1 && sH > 0) {
        double R = *mean;
        double v = (sXX - 2 * R * sXH + R * R * sHH) / ((double)n * (double)(n - 1));
        *se = v > 0 ? sqrt(v) / (sH / (double)n) : 0;
    }
}

/* ---- Printing ---- */

/* The figures both forms print: per player, points a hand and the margin over the others; per team
 * (S+N, W+E), points a seat and hand, and S+N's margin; each with its standard error. */
typedef struct {
    double ppm[SEAT_MAX], ppse[SEAT_MAX], mm[SEAT_MAX], mse[SEAT_MAX];
    double tm[2], tse[2], dm, dse;
} figures_t;

static void figures_of(const summary_t *sum, int n, figures_t *f)
{
    for (int p = 0; p < n; p++) {
        ratio(sum->sP[p], sum->sPP[p], sum->sPH[p], sum->sH, sum->sHH, sum->units, &f->ppm[p], &f->ppse[p]);
        ratio(sum->sM[p], sum->sMM[p], sum->sMH[p], sum->sH, sum->sHH, sum->units, &f->mm[p], &f->mse[p]);
    }
    for (int t = 0; t < 2; t++) {
        ratio(sum->sT[t], sum->sTT[t], sum->sTH[t], sum->sH, sum->sHH, sum->units, &f->tm[t], &f->tse[t]);
    }
    ratio(sum->sD, sum->sDD, sum->sDH, sum->sH, sum->sHH, sum->units, &f->dm, &f->dse);
}

/* A player that counts its attempts on the moon: a built-in level that thinks (hard, expert; the
 * hunter and the searcher are the hard level's). */
static bool counts_moon_tries(const spec_t *sp)
{
    return !sp->bot && ai_level_thinks(sp->level);
}

static void print_json_seat(const sim_config_t *cfg, const summary_t *sum, const sim_times_t *times, const figures_t *f,
                            int p)
{
    double g = sum->games ? (double)sum->games : 1.0;
    const spec_t *sp = &cfg->specs[p];
    printf("%s\"%s\":{\"player\":", p ? "," : "", seat_code(p, cfg->seats));
    gamelog_write_json_string(stdout, sp->name);
    printf(",\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f,\"margin\":%.4f,\"margin_se\":%.4f,"
           "\"mean_total\":%.3f,\"win_rate\":%.4f,\"moons\":%lld,\"moons_against\":%lld,\"suns\":%lld",
           f->ppm[p], f->ppse[p], f->mm[p], f->mse[p], sum->totals[p] / g, sum->wins[p] / g, sum->moons[p],
           sum->moons_against[p], sum->suns[p]);
    if (counts_moon_tries(sp)) {
        printf(",\"moon_tries\":%lld,\"moon_tries_won\":%lld", sum->moon_tries[p], sum->moon_tries_won[p]);
    }
    if (sp->bot) {
        printf(",\"faults\":%lld", sum->faults[p]);
    }
    if (cfg->rules.standings && sum->standings_n[p] > 0) {
        printf(",\"standings_mean\":%.2f", sum->standings_sum[p] / (double)sum->standings_n[p]);
    }
    printf(",\"decision_ms_p50\":%.4f,\"decision_ms_p99\":%.4f", hist_quantile(&times->wall[p], 0.5),
           hist_quantile(&times->wall[p], 0.99));
    if (!sp->bot) {
        printf(",\"decision_cpu_ms_p50\":%.4f,\"decision_cpu_ms_p99\":%.4f", hist_quantile(&times->cpu[p], 0.5),
               hist_quantile(&times->cpu[p], 0.99));
    }
    putchar('}');
}

static void print_json(const sim_config_t *cfg, const summary_t *sum, const sim_times_t *times, const figures_t *f,
                       double secs)
{
    double hps = secs > 0 ? sum->hands / secs : 0;
    printf("{\"games\":%lld,\"hands\":%lld,\"seconds\":%.3f,\"hands_per_second\":%.0f,\"clock_ends\":%lld,"
           "\"peak_rss_mb\":%.1f,\"duplicate\":%s,\"seatings\":%d,\"deals\":%lld,\"hands_completed\":%lld,",
           sum->games, sum->hands, secs, hps, sum->clock_ends, memory_peak_rss_kb() / 1024.0,
           cfg->per_deal > 1 ? "true" : "false", cfg->per_deal, cfg->deals, sum->hands_completed);
    if (cfg->teams) {
        printf("\"teams\":{\"SN\":{\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f},"
               "\"WE\":{\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f},\"margin\":%.4f,\"margin_se\":%.4f},",
               f->tm[0], f->tse[0], f->tm[1], f->tse[1], f->dm, f->dse);
    }
    printf("\"seats\":{");
    for (int p = 0; p < cfg->seats; p++) {
        print_json_seat(cfg, sum, times, f, p);
    }
    printf("}}\n");
}

/* The first lines: what was played, how fast, and how to read a row. */
static void print_title(const sim_config_t *cfg, const summary_t *sum, double secs)
{
    double hps = secs > 0 ? sum->hands / secs : 0;
    int n = cfg->seats;
    if (cfg->per_deal > 1) {
        printf("hearts-sim %s: %lld deals x %d seatings = %lld games (%s, seeds %" PRIu64 "..%" PRIu64
               "), %lld hands in %.2f s: %.0f hands/s\n",
               HEARTS_VERSION, cfg->deals, cfg->per_deal, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
               cfg->seed + (uint64_t)cfg->deals - 1, sum->hands, secs, hps);
        if (cfg->teams) {
            printf("teams: each deal is played twice, S+N and W+E swapping places the second time; a row is a\n"
                   "player (named by the seat --players gave it), over both seatings\n");
        } else {
            printf("duplicate: each deal is played %d times with the players moved round the table; a row is a player\n"
                   "(named by the seat --players gave it), over all %d seats\n",
                   n, n);
        }
    } else {
        printf("hearts-sim %s: %lld games (%s, seeds %" PRIu64 "..%" PRIu64 "), %lld hands in %.2f s: %.0f hands/s\n",
               HEARTS_VERSION, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
               cfg->seed + (uint64_t)sum->games - 1, sum->hands, secs, hps);
    }
    if (cfg->rules.clock_seconds > 0) {
        double g = sum->games ? (double)sum->games : 1.0;
        printf("games ended by the clock: %lld (%.1f%%)\n", sum->clock_ends, 100.0 * sum->clock_ends / g);
    }
}

static void print_table_head(const sim_config_t *cfg, bool any_thinker)
{
    int seat_w = cfg->seats == 5 ? 9 : 6; /* "Far right" */
    printf("\n%-*s %-8s %17s %15s %11s %9s %6s %6s %14s %14s %11s %11s", seat_w, "seat", "player", "points/hand",
           "vs others", "mean total", "win rate", "moons", "vs", "decide p50 ms", "decide p99 ms", "cpu p50 ms",
           "cpu p99 ms");
    if (any_thinker) {
        printf(" %12s", "moon tries");
    }
    if (cfg->any_bot) {
        printf(" %7s", "faults");
    }
    putchar('\n');
}

static void print_table_row(const sim_config_t *cfg, const summary_t *sum, const sim_times_t *times, const figures_t *f,
                            bool any_thinker, int p)
{
    double g = sum->games ? (double)sum->games : 1.0;
    int n = cfg->seats, seat_w = n == 5 ? 9 : 6;
    const spec_t *sp = &cfg->specs[p];
    char pp[32], mg[32];
    snprintf(pp, sizeof pp, "%.3f+-%.3f", f->ppm[p], f->ppse[p]);
    snprintf(mg, sizeof mg, "%+.2f+-%.2f", f->mm[p], f->mse[p]);
    printf("%-*s %-8.8s %17s %15s %11.2f %8.1f%% %6lld %6lld %14.4f %14.4f", seat_w,
           cfg->per_deal > 1 ? seat_code(p, n) : seat_name(p, n), sp->name, pp, mg, sum->totals[p] / g,
           100.0 * sum->wins[p] / g, sum->moons[p], sum->moons_against[p], hist_quantile(&times->wall[p], 0.5),
           hist_quantile(&times->wall[p], 0.99));
    if (sp->bot) {
        printf(" %11s %11s", "-", "-");
    } else {
        printf(" %11.4f %11.4f", hist_quantile(&times->cpu[p], 0.5), hist_quantile(&times->cpu[p], 0.99));
    }
    if (any_thinker) {
        char mt[32] = "";
        if (counts_moon_tries(sp)) {
            snprintf(mt, sizeof mt, "%lld (%lld won)", sum->moon_tries[p], sum->moon_tries_won[p]);
        }
        printf(" %12s", mt);
    }
    if (cfg->any_bot) {
        if (sp->bot) {
            printf(" %7lld", sum->faults[p]);
        } else {
            printf(" %7s", "");
        }
    }
    putchar('\n');
}

/* After the table: the bots' whole names, how to read the columns, the teams, the standings. */
static void print_notes(const sim_config_t *cfg, const summary_t *sum, const figures_t *f)
{
    int n = cfg->seats;
    for (int p = 0; p < n; p++) {
        if (cfg->specs[p].bot && strlen(cfg->specs[p].name) > 8) {
            printf("  %s: %s\n", seat_code(p, n), cfg->specs[p].name);
        }
    }
    printf("(points/hand with its standard error; vs others: its points per hand minus the mean of the other\n"
           " %s; moons: shot by this player, vs: shot by the others at its table; decide: wall-clock time of a\n"
           " decision, cpu: the deciding thread's CPU time, which a busy machine does not inflate)\n",
           n == 3   ? "two"
           : n == 5 ? "four"
                    : "three");
    if (cfg->teams) {
        printf("\nteams, points per seat and hand: S+N (%s, %s) %.3f+-%.3f, W+E (%s, %s) %.3f+-%.3f;\n"
               "S+N minus W+E: %+.3f+-%.3f\n",
               cfg->specs[SEAT_S].name, cfg->specs[SEAT_N].name, f->tm[0], f->tse[0], cfg->specs[SEAT_W].name,
               cfg->specs[SEAT_E].name, f->tm[1], f->tse[1], f->dm, f->dse);
    }
    if (!cfg->rules.standings) {
        return;
    }
    if (cfg->per_deal == 1 && sum->standings_n[SEAT_S] > 0) {
        printf("\nSouth's mean tournament standings score: %.1f\n",
               sum->standings_sum[SEAT_S] / (double)sum->standings_n[SEAT_S]);
    } else if (cfg->per_deal > 1) {
        printf("\nmean tournament standings score when sitting South:");
        for (int p = 0; p < n; p++) {
            if (sum->standings_n[p] > 0) {
                printf(" %s %.1f", seat_code(p, n), sum->standings_sum[p] / (double)sum->standings_n[p]);
            }
        }
        putchar('\n');
    }
}

void summary_print(const sim_config_t *cfg, const summary_t *sum, const sim_times_t *times, double secs)
{
    figures_t f;
    figures_of(sum, cfg->seats, &f);
    if (cfg->json) {
        print_json(cfg, sum, times, &f, secs);
        return;
    }
    bool any_thinker = false;
    for (int p = 0; p < cfg->seats; p++) {
        any_thinker |= counts_moon_tries(&cfg->specs[p]);
    }
    print_title(cfg, sum, secs);
    print_table_head(cfg, any_thinker);
    for (int p = 0; p < cfg->seats; p++) {
        print_table_row(cfg, sum, times, &f, any_thinker, p);
    }
    print_notes(cfg, sum, &f);
    printf("peak memory: %.1f MB\n", memory_peak_rss_kb() / 1024.0);
}
