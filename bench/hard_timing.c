/* Decision times of a level that thinks (hard by default, or the one named: expert), passes and plays
 * apart, on one core: plays `games` tournament games (that level at South, normal elsewhere, or the
 * opponents' level named) and prints the median, 90th, 99th percentile and maximum, both as wall-clock
 * time and as the thread's own CPU time (which other programs on a busy machine do not inflate), then
 * the slowest plays with what lay behind them (the trick, the candidates, the worlds, a shooter
 * suspected). Built and run by bench/timing.sh. */
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

/* One of the slowest plays, and what lay behind it. */
typedef struct {
    double cpu_ms;
    int game, hand, trick, options, worlds;
    bool exhaustive, moon;
    int shown;
    double rival_shoots; /* the largest share of worlds in which a rival played for the moon */
    double gap;          /* how much better the choice looked than the next best (value: about points) */
} slow_t;

#define SLOWEST 12

typedef struct {
    player_t base;
    rng_t rng;
    ai_level_t level, others;
    int game;
    samples_t pass, play, all;
    samples_t cpu_pass, cpu_play, cpu_all;
    slow_t slow[SLOWEST];
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

/* The player is told the others' level, as the game and hearts-sim tell it (normal: weak defenders,
 * whose cards it reads). */
static const seat_view_t *told(const timed_t *t, const seat_view_t *v, seat_view_t *copy)
{
    *copy = *v;
    for (int q = 0; q < 4; q++) {
        copy->weak_defender[q] = q != v->seat && ai_level_weak_defender(t->others);
        copy->shown_level[q] = q != v->seat ? (int)t->others : SEAT_LEVEL_UNKNOWN;
    }
    return copy;
}

/* Keeps the play among the slowest. */
static void note_slow(timed_t *t, const seat_view_t *v, const ai_analysis_t *a, double cpu_ms)
{
    int i = SLOWEST - 1;
    if (cpu_ms <= t->slow[i].cpu_ms) {
        return;
    }
    for (; i > 0 && t->slow[i - 1].cpu_ms < cpu_ms; i--) {
        t->slow[i] = t->slow[i - 1];
    }
    slow_t *s = &t->slow[i];
    memset(s, 0, sizeof *s);
    s->cpu_ms = cpu_ms;
    s->game = t->game;
    s->hand = v->hand_number;
    s->trick = v->tricks_done + 1;
    s->options = a->options;
    s->worlds = a->worlds;
    s->exhaustive = a->exhaustive;
    s->moon = a->moon;
    s->shown = a->shown;
    double next = -1e9;
    for (int o = 0; o < a->options; o++) {
        if (o != a->best && a->option[o].value > next) {
            next = a->option[o].value;
        }
    }
    s->gap = a->options > 1 ? a->option[a->best].value - next : 0;
    for (int q = 0; q < 4; q++) {
        s->rival_shoots = a->rival_shoots[q] > s->rival_shoots ? a->rival_shoots[q] : s->rival_shoots;
    }
}

/* The level's play, with its analysis where the level has one. */
static card_t decide_play(ai_level_t level, const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    memset(a, 0, sizeof *a);
    a->shown = -1;
    if (level == AI_EXPERT) {
        return ai_expert_play(v, rng, a);
    }
    if (level == AI_HARD) {
        return ai_hard_play(v, rng, a);
    }
    return ai_choose_play(level, v, rng);
}

static void t_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    timed_t *t = (timed_t *)p;
    seat_view_t mine;
    v = told(t, v, &mine);
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
    v = told(t, v, &mine);
    ai_analysis_t a;
    double t0 = wallclock_ms(), c0 = wallclock_thread_cpu_ms();
    card_t c = decide_play(t->level, v, &t->rng, &a);
    double ms = wallclock_ms() - t0, cms = wallclock_thread_cpu_ms() - c0;
    note_slow(t, v, &a, cms);
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
    ai_level_t others = AI_NORMAL;
    if (argc > 4 && !ai_level_parse(argv[4], &others)) {
        fprintf(stderr, "hard_timing: no level '%s' for the others (normal, hard, ...)\n", argv[4]);
        return 2;
    }
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    timed_t hard;
    memset(&hard, 0, sizeof hard);
    hard.level = level;
    hard.others = others;
    hard.base.pass = t_pass;
    hard.base.play = t_play;
    hard.base.moon = t_moon;
    for (int k = 0; k < games; k++) {
        ai_player_t normal[4];
        player_t *players[4];
        rng_seed(&hard.rng, seed + (uint64_t)k, RNG_STREAM_AI);
        hard.game = k;
        ai_level_t levels[4] = {level, others, others, others};
        for (int s = 0; s < 4; s++) {
            ai_player_init(&normal[s], others, seed + (uint64_t)k, s);
            ai_player_tell_table(&normal[s], s, levels, 4);
            players[s] = s == 0 ? &hard.base : &normal[s].base;
        }
        match_result_t res;
        if (!match_play(&r, seed + (uint64_t)k, players, 0, NULL, NULL, &res)) {
            fprintf(stderr, "%s\n", res.error);
            return 1;
        }
    }
    printf("%s level, %d games from seed %llu (%s at South, %s elsewhere), one thread:\n", ai_level_name(level), games,
           (unsigned long long)seed, ai_level_name(level), ai_level_name(others));
    printf("wall-clock time:\n");
    show("pass", &hard.pass);
    show("play", &hard.play);
    show("all", &hard.all);
    printf("CPU time of the deciding thread:\n");
    show("pass", &hard.cpu_pass);
    show("play", &hard.cpu_play);
    show("all", &hard.cpu_all);
    printf("the slowest plays (CPU ms; game, hand, trick; candidates, worlds; all worlds; our moon; a rival shown; "
           "the most worlds a rival shot in; the choice's lead over the next best):\n");
    for (int i = 0; i < SLOWEST && hard.slow[i].cpu_ms > 0; i++) {
        const slow_t *w = &hard.slow[i];
        printf("  %7.1f ms  game %d hand %d trick %2d  %2d candidates %5d worlds%s%s shown %d rival %.2f lead %.3f\n",
               w->cpu_ms, w->game, w->hand, w->trick, w->options, w->worlds, w->exhaustive ? " all" : "",
               w->moon ? " moon" : "", w->shown, w->rival_shoots, w->gap);
    }
    return 0;
}
