/* Decision times of a level that thinks (hard by default, or the one named: expert), passes and plays
 * apart, on one core: plays `games` tournament games (that level at South, normal elsewhere) and prints the median,
 * 90th, 99th percentile and maximum, both as wall-clock time and as the thread's own CPU time (which other programs on
 * a busy machine do not inflate). Built and run by bench/timing.sh. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/ai.h"
#include "match.h"
#include "wallclock.h"

typedef struct {
    double *ms;
    int n, cap;
} samples_t;

typedef struct {
    player_t base;
    rng_t rng;
    ai_level_t level;
    samples_t pass, play, all;
    samples_t cpu_pass, cpu_play, cpu_all;
} timed_t;

static void add(samples_t *s, double ms)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 1024;
        s->ms = realloc(s->ms, sizeof *s->ms * (size_t)s->cap);
        if (!s->ms) {
            abort();
        }
    }
    s->ms[s->n++] = ms;
}

/* The hard player is told, as in the game and hearts-sim, that the others are normal (weak defenders,
 * whose cards it reads). */
static const seat_view_t *told(const seat_view_t *v, seat_view_t *copy)
{
    *copy = *v;
    for (int q = 0; q < 4; q++) {
        copy->weak_defender[q] = q != v->seat;
        copy->shown_level[q] = q != v->seat ? AI_NORMAL : SEAT_LEVEL_UNKNOWN;
    }
    return copy;
}

static void t_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    timed_t *t = (timed_t *)p;
    seat_view_t mine;
    v = told(v, &mine);
    double t0 = wallclock_ms(), c0 = wallclock_thread_cpu_ms();
    ai_choose_pass(t->level, v, &t->rng, out);
    double ms = wallclock_ms() - t0, cms = wallclock_thread_cpu_ms() - c0;
    add(&t->pass, ms);
    add(&t->all, ms);
    add(&t->cpu_pass, cms);
    add(&t->cpu_all, cms);
}

static card_t t_play(player_t *p, const seat_view_t *v)
{
    timed_t *t = (timed_t *)p;
    seat_view_t mine;
    v = told(v, &mine);
    double t0 = wallclock_ms(), c0 = wallclock_thread_cpu_ms();
    card_t c = ai_choose_play(t->level, v, &t->rng);
    double ms = wallclock_ms() - t0, cms = wallclock_thread_cpu_ms() - c0;
    add(&t->play, ms);
    add(&t->all, ms);
    add(&t->cpu_play, cms);
    add(&t->cpu_all, cms);
    return c;
}

static moon_choice_t t_moon(player_t *p, const seat_view_t *v)
{
    (void)p;
    return ai_choose_moon(v);
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void show(const char *what, samples_t *s)
{
    if (!s->n) {
        return;
    }
    qsort(s->ms, (size_t)s->n, sizeof *s->ms, cmp);
    double sum = 0;
    for (int i = 0; i < s->n; i++) {
        sum += s->ms[i];
    }
    printf("%-6s %7d decisions: mean %6.2f ms, p50 %6.2f, p90 %6.2f, p99 %6.2f, max %6.2f\n", what, s->n, sum / s->n,
           s->ms[s->n / 2], s->ms[(int)(s->n * 0.9)], s->ms[(int)(s->n * 0.99)], s->ms[s->n - 1]);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 50;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    ai_level_t level = AI_HARD;
    if (argc > 3 && !ai_level_parse(argv[3], &level)) {
        fprintf(stderr, "hard_timing: no level '%s' (hard, expert, ...)\n", argv[3]);
        return 2;
    }
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    timed_t hard;
    memset(&hard, 0, sizeof hard);
    hard.level = level;
    hard.base.pass = t_pass;
    hard.base.play = t_play;
    hard.base.moon = t_moon;
    for (int k = 0; k < games; k++) {
        ai_player_t normal[4];
        player_t *players[4];
        rng_seed(&hard.rng, seed + (uint64_t)k, RNG_STREAM_AI);
        for (int s = 0; s < 4; s++) {
            ai_player_init(&normal[s], AI_NORMAL, seed + (uint64_t)k, s);
            players[s] = s == 0 ? &hard.base : &normal[s].base;
        }
        match_result_t res;
        if (!match_play(&r, seed + (uint64_t)k, players, 0, NULL, NULL, &res)) {
            fprintf(stderr, "%s\n", res.error);
            return 1;
        }
    }
    printf("%s level, %d games from seed %llu (%s at South, normal elsewhere), one thread:\n", ai_level_name(level),
           games, (unsigned long long)seed, ai_level_name(level));
    printf("wall-clock time:\n");
    show("pass", &hard.pass);
    show("play", &hard.play);
    show("all", &hard.all);
    printf("CPU time of the deciding thread:\n");
    show("pass", &hard.cpu_pass);
    show("play", &hard.cpu_play);
    show("all", &hard.cpu_all);
    return 0;
}
