/* --bench-frames N: a full table drawn N times with vsync off; the figures as one JSON line. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include "diag/bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/memory.h"
#include "platform/app.h"
#include "scenes/home.h"
#include "scenes/scenes.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int bench_run(home_t *h, long frames)
{
    app_t *app = h->app;
    rules_t rules = home_new_game_rules(h);
    if (!home_start_game(h, &rules, h->opt.have_seed ? h->opt.seed : 1, false)) {
        return 1;
    }
    scene_replace_all(&app->scenes, scene_play_new(h, true));
    scene_apply_pending(&app->scenes);
    double *ms = malloc((size_t)frames * sizeof *ms);
    if (!ms) {
        fprintf(stderr, "hearts: out of memory for %ld frames\n", frames);
        return 1;
    }
    /* each frame's main-thread CPU time too: what the frame costs the game, which other programs on
     * a busy machine do not stretch as they stretch real time */
    double *cpu = malloc((size_t)frames * sizeof *cpu);
    if (!cpu) {
        free(ms);
        fprintf(stderr, "hearts: out of memory for %ld frames\n", frames);
        return 1;
    }
    long done = 0;
    for (long i = 0; i < frames && app->running; i++, done++) {
        double t0 = app_clock_ms(), c0 = app_thread_cpu_ms();
        app_redraw(app);
        app_frame(app);
        ms[i] = app_clock_ms() - t0;
        cpu[i] = app_thread_cpu_ms() - c0;
    }
    frames = done > 0 ? done : 1;
    double max_after_first = 0; /* the first frame is also the start's: reported apart */
    for (long i = 1; i < frames; i++) {
        max_after_first = ms[i] > max_after_first ? ms[i] : max_after_first;
    }
    double sum = 0;
    for (long i = 0; i < frames; i++) {
        sum += ms[i];
    }
    qsort(ms, (size_t)frames, sizeof *ms, cmp_double);
    /* the first frame's CPU (the start's) left out, as max_after_first leaves it out */
    long ncpu = frames > 1 ? frames - 1 : 1;
    qsort(frames > 1 ? cpu + 1 : cpu, (size_t)ncpu, sizeof *cpu, cmp_double);
    const double *c = frames > 1 ? cpu + 1 : cpu;
    long p99 = (long)(0.99 * (double)(frames - 1) + 0.5);
    printf("{\"frames\":%ld,\"width\":%d,\"height\":%d,", frames, app->gfx.layout.pw, app->gfx.layout.ph);
    printf("\"renderer\":\"%s\",\"renderer_why\":\"%s\",", app->renderer_name, app->renderer_why);
    printf("\"first_frame_ms\":%.1f,\"first_frame_cpu_ms\":%.1f,", app->first_frame_ms, app->first_frame_cpu_ms);
    printf("\"mean_ms\":%.2f,\"p50_ms\":%.2f,\"p99_ms\":%.2f,", sum / (double)frames, ms[(frames - 1) / 2], ms[p99]);
    printf("\"max_ms\":%.2f,\"max_after_first_ms\":%.2f,", ms[frames - 1], max_after_first);
    printf("\"cpu_p50_ms\":%.2f,\"cpu_p99_ms\":%.2f,\"cpu_max_ms\":%.2f,", c[(ncpu - 1) / 2],
           c[(long)(0.99 * (double)(ncpu - 1) + 0.5)], c[ncpu - 1]);
    printf("\"peak_rss_mb\":%.1f}\n", memory_peak_rss_kb() / 1024.0);
    fflush(stdout);
    free(ms);
    free(cpu);
    return 0;
}
