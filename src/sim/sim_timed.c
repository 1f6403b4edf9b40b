/* hearts-sim's timed players (sim_timed.h): each decision of a built-in level or an outside bot, with
 * its wall-clock and CPU time. */
#define _POSIX_C_SOURCE 200809L

#include "sim_timed.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "ai_hunter.h"
#include "ai_search_level.h"
#include "wallclock.h"

#define HIST_STEPS 16.0 /* buckets per doubling of the decision time */

double sim_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void hist_add(histogram_t *h, double ns)
{
    int b = ns <= 1.0 ? 0 : (int)(log2(ns) * HIST_STEPS);
    if (b >= HIST_BUCKETS) {
        b = HIST_BUCKETS - 1;
    }
    h->count[b]++;
}

double hist_quantile(const histogram_t *h, double q)
{
    uint64_t total = 0;
    for (int b = 0; b < HIST_BUCKETS; b++) {
        total += h->count[b];
    }
    if (!total) {
        return 0;
    }
    uint64_t want = (uint64_t)ceil(q * (double)total), seen = 0;
    for (int b = 0; b < HIST_BUCKETS; b++) {
        seen += h->count[b];
        if (seen >= want) {
            return pow(2.0, (b + 0.5) / HIST_STEPS) / 1e6;
        }
    }
    return 0;
}

/* A decision's time: wall-clock for every player; the thread's CPU time for a built-in one (an outside
 * bot thinks in a process of its own, and our thread only waits for it). The CPU clock is read inside
 * the wall-clock interval at both ends (t0 before c0, c1 before t1), so the CPU interval lies within
 * the wall-clock one.
 *
 * Reading the CPU clock is a system call that costs more than a whole decision of a cheap level (a
 * normal player decides in well under a microsecond): timed at every decision, four normal players ran
 * at a tenth of their speed. So the levels that think (ai_level_thinks: hard and expert; the hunter and
 * the searcher are the hard level's) and outside bots are timed at every decision, and random, easy and
 * normal at one decision in TIMING_SAMPLE (the first of the run, then every TIMING_SAMPLE-th, counted over the games a
 * worker plays), both clocks on the same decisions: their quantiles are those of a sample, and the CPU figures still
 * lie within the wall-clock ones. In a virtual machine even the wall clock can be a system call; at one decision in 64,
 * the clocks of four normal players took a sixth of the run (perf), at one in 256 about a twentieth. No clock ever
 * decides anything. */
#define TIMING_SAMPLE 256

static bool timed_begin(timed_player_t *t, double *t0, double *c0)
{
    if (!t->every && (*t->decisions)++ % TIMING_SAMPLE != 0) {
        return false;
    }
    *t0 = sim_now_ns();
    *c0 = t->bot ? 0 : wallclock_thread_cpu_ms();
    return true;
}

static void timed_done(const timed_player_t *t, double t0, double c0)
{
    if (t->bot) {
        hist_add(t->hist, sim_now_ns() - t0);
        return;
    }
    double c1 = wallclock_thread_cpu_ms();
    hist_add(t->hist, sim_now_ns() - t0);
    hist_add(t->cpu, (c1 - c0) * 1e6);
}

static void timed_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = 0, c0 = 0;
    bool timed = timed_begin(t, &t0, &c0);
    seat_view_t mine;
    if (t->reads_table) {
        v = ai_player_view(&t->ai, v, &mine);
    }
    if (t->bot) {
        t->bot->pass(t->bot, v, out);
    } else if (t->hunter) {
        ai_hunter_pass(v, &t->ai.rng, out);
    } else if (t->search) {
        ai_searcher_pass(v, &t->ai.rng, t->search, out);
    } else {
        ai_choose_pass(t->ai.level, v, &t->ai.rng, out);
    }
    if (timed) {
        timed_done(t, t0, c0);
    }
}

/* A level that thinks decides with what lay behind it (to count its attempts on the moon): the same
 * card as ai_choose_play(level, ...), the same draws from rng. The one place that names each such
 * level's analysis. */
static card_t analysed_play(ai_level_t level, const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    return level == AI_EXPERT ? ai_expert_play(v, rng, a) : ai_hard_play(v, rng, a);
}

static card_t timed_play(player_t *p, const seat_view_t *v)
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = 0, c0 = 0;
    bool timed = timed_begin(t, &t0, &c0);
    card_t c;
    seat_view_t mine;
    if (t->reads_table) {
        v = ai_player_view(&t->ai, v, &mine);
    }
    if (t->bot) {
        c = t->bot->play(t->bot, v);
    } else if (t->hunter) {
        bool moon = false;
        c = ai_hunter_play(v, &t->ai.rng, &moon);
        t->moon_try |= moon;
    } else if (t->search) {
        bool moon = false;
        c = ai_searcher_play(v, &t->ai.rng, t->search, &moon);
        t->moon_try |= moon;
    } else if (ai_level_thinks(t->ai.level)) {
        ai_analysis_t a;
        c = analysed_play(t->ai.level, v, &t->ai.rng, &a);
        t->moon_try |= a.moon;
    } else {
        c = ai_choose_play(t->ai.level, v, &t->ai.rng);
    }
    if (timed) {
        timed_done(t, t0, c0);
    }
    return c;
}

static moon_choice_t timed_moon(player_t *p, const seat_view_t *v)
{
    timed_player_t *t = (timed_player_t *)p;
    return t->bot ? t->bot->moon(t->bot, v) : ai_choose_moon(v);
}

static void timed_event(player_t *p, const seat_event_t *ev)
{
    timed_player_t *t = (timed_player_t *)p;
    if (ev->type == EV_DEAL) {
        t->moon_try = false;
    } else if (ev->type == EV_HAND && t->moon_try) {
        t->moon_tries++;
        t->moon_tries_won += ev->score.moon == t->seat;
    }
    if (t->bot && t->bot->event) {
        t->bot->event(t->bot, ev);
    }
}

void sim_times_merge(sim_times_t *into, const sim_times_t *from)
{
    for (int s = 0; s < SEAT_MAX; s++) {
        for (int b = 0; b < HIST_BUCKETS; b++) {
            into->wall[s].count[b] += from->wall[s].count[b];
            into->cpu[s].count[b] += from->cpu[s].count[b];
        }
    }
}

void timed_player_init(timed_player_t *t, const spec_t *sp, uint64_t seed, int seat, sim_times_t *times, int row)
{
    memset(t, 0, sizeof *t);
    ai_player_init(&t->ai, sp->level, seed, seat);
    t->base.pass = timed_pass;
    t->base.play = timed_play;
    t->base.moon = timed_moon;
    t->base.event = timed_event;
    t->seat = seat;
    t->hunter = sp->hunter;
    t->search = sp->search;
    t->every = sp->hunter || sp->bot || ai_level_thinks(sp->level);
    /* random, easy and normal read nothing of the others' levels: for them the copy is work for nothing */
    t->reads_table = !sp->bot && (sp->hunter || ai_level_thinks(sp->level));
    t->decisions = &times->decisions[row];
    t->hist = &times->wall[row];
    t->cpu = &times->cpu[row];
}
