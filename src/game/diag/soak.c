#include "diag/soak.h"

#include "hearts/memory.h"

#include <stdlib.h>
#include <string.h>

#define SOAK_WINDOW_MS 30000.0

void soak_init(soak_t *s, double now_ms, const home_t *home)
{
    memset(s, 0, sizeof *s);
    s->home = home;
    const char *path = getenv("HEARTS_SOAK_REPORT");
    if (!path || !path[0]) {
        return;
    }
    s->out = strcmp(path, "-") == 0 ? stderr : fopen(path, "w");
    if (!s->out) {
        fprintf(stderr, "hearts: cannot write the soak report %s\n", path);
        return;
    }
    s->on = true;
    s->start = s->window_start = now_ms;
}

static int cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

void soak_frame(soak_t *s, double ms, double now_ms)
{
    if (!s->on) {
        return;
    }
    if (s->n < SOAK_MAX_SAMPLES) {
        s->samples[s->n++] = (float)ms;
    }
    if (now_ms - s->window_start < SOAK_WINDOW_MS) {
        return;
    }
    double sum = 0;
    for (int i = 0; i < s->n; i++) {
        sum += s->samples[i];
    }
    qsort(s->samples, (size_t)s->n, sizeof s->samples[0], cmp_float);
    double mean = s->n ? sum / s->n : 0;
    double p99 = s->n ? s->samples[(s->n * 99) / 100 < s->n ? (s->n * 99) / 100 : s->n - 1] : 0;
    fprintf(s->out, "soak t=%.0f rss_kb=%ld frames=%d mean_ms=%.3f p99_ms=%.3f games=%lu\n",
            (now_ms - s->start) / 1000.0, memory_rss_kb(), s->n, mean, p99, s->home ? s->home->games_started : 0UL);
    fflush(s->out);
    s->n = 0;
    s->window_start = now_ms;
}

void soak_close(soak_t *s)
{
    if (s->on && s->out && s->out != stderr) {
        fclose(s->out);
    }
    s->on = false;
}
