#include "platform/framestats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/memory.h"

void framestats_init(framestats_t *f)
{
    memset(f, 0, sizeof *f);
    const char *path = getenv("HEARTS_FRAME_REPORT");
    f->on = path && path[0];
}

static void hist_add(framehist_t *h, double ms)
{
    long bin = (long)(ms * 10.0);
    bin = bin < 0 ? 0 : bin >= FRAMESTATS_BINS ? FRAMESTATS_BINS - 1 : bin;
    h->bins[bin]++;
    h->max_ms = ms > h->max_ms ? ms : h->max_ms;
    h->over_33 += ms > 33.0;
}

void framestats_add(framestats_t *f, double ms, double cpu_ms, double at_ms, const char *scene)
{
    if (!f->on) {
        return;
    }
    f->frames++;
    hist_add(&f->wall, ms);
    hist_add(&f->cpu, cpu_ms);
    int i = FRAMESTATS_WORST;
    while (i > 0 && (!f->worst[i - 1].scene || f->worst[i - 1].cpu_ms < cpu_ms)) {
        i--;
    }
    if (i < FRAMESTATS_WORST) {
        memmove(&f->worst[i + 1], &f->worst[i], (size_t)(FRAMESTATS_WORST - 1 - i) * sizeof f->worst[0]);
        f->worst[i] = (framestat_t){cpu_ms, ms, at_ms, scene ? scene : "?"};
    }
}

/* The frame time below which a fraction q of the frames fall (to 0.1 ms). */
static double quantile(const framehist_t *f, uint64_t frames, double q)
{
    if (!frames) {
        return 0;
    }
    uint64_t want = (uint64_t)(q * (double)(frames - 1)) + 1, seen = 0;
    for (long i = 0; i < FRAMESTATS_BINS; i++) {
        seen += f->bins[i];
        if (seen >= want) {
            return (double)(i + 1) / 10.0;
        }
    }
    return f->max_ms;
}

void framestats_report(const framestats_t *f, const char *renderer, double first_frame_ms)
{
    const char *path = getenv("HEARTS_FRAME_REPORT");
    if (!f->on || !path) {
        return;
    }
    FILE *out = strcmp(path, "-") == 0 ? stderr : fopen(path, "w");
    if (!out) {
        fprintf(stderr, "hearts: cannot write the frame report %s\n", path);
        return;
    }
    const framehist_t *w = &f->wall, *c = &f->cpu;
    fprintf(out, "{\"frames\":%llu,\"renderer\":\"%s\",\"first_frame_ms\":%.1f,", (unsigned long long)f->frames,
            renderer, first_frame_ms);
    fprintf(out, "\"p50_ms\":%.1f,\"p99_ms\":%.1f,\"max_ms\":%.2f,\"over_33ms\":%llu,", quantile(w, f->frames, 0.5),
            quantile(w, f->frames, 0.99), w->max_ms, (unsigned long long)w->over_33);
    fprintf(out, "\"cpu_p50_ms\":%.1f,\"cpu_p99_ms\":%.1f,\"cpu_max_ms\":%.2f,\"cpu_over_33ms\":%llu,",
            quantile(c, f->frames, 0.5), quantile(c, f->frames, 0.99), c->max_ms, (unsigned long long)c->over_33);
    fprintf(out, "\"peak_rss_mb\":%.1f,\"dearest\":[", memory_peak_rss_kb() / 1024.0);
    for (int i = 0; i < FRAMESTATS_WORST && f->worst[i].scene; i++) {
        fprintf(out, "%s{\"cpu_ms\":%.2f,\"ms\":%.2f,\"at_s\":%.2f,\"scene\":\"%s\"}", i ? "," : "", f->worst[i].cpu_ms,
                f->worst[i].ms, f->worst[i].at_ms / 1000.0, f->worst[i].scene);
    }
    fprintf(out, "]}\n");
    if (out != stderr) {
        fclose(out);
    }
}
