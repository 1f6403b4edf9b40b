/* --bench-frames N: a full table drawn N times with vsync off; the figures as one JSON line. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include "diag/bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/memory.h"
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
    long done = 0;
    for (long i = 0; i < frames && app->running; i++, done++) {
        double t0 = app_clock_ms();
        app_redraw(app);
        app_frame(app);
        ms[i] = app_clock_ms() - t0;
    }
    frames = done > 0 ? done : 1;
    double sum = 0;
    for (long i = 0; i < frames; i++) {
        sum += ms[i];
    }
    qsort(ms, (size_t)frames, sizeof *ms, cmp_double);
    long p99 = (long)(0.99 * (double)(frames - 1) + 0.5);
    printf("{\"frames\":%ld,\"width\":%d,\"height\":%d,\"renderer\":\"%s\",\"renderer_why\":\"%s\",\"first_frame_ms\":%"
           ".1f,"
           "\"mean_ms\":%.2f,\"p50_ms\":%.2f,\"p99_ms\":%.2f,\"max_ms\":%.2f,\"peak_rss_mb\":%.1f}\n",
           frames, app->gfx.layout.pw, app->gfx.layout.ph, app->renderer_name, app->renderer_why, app->first_frame_ms,
           sum / (double)frames, ms[(frames - 1) / 2], ms[p99], ms[frames - 1], memory_peak_rss_kb() / 1024.0);
    fflush(stdout);
    free(ms);
    return 0;
}
