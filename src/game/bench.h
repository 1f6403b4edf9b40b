/* --bench-frames: render a full table as fast as the machine allows and print the figures. */
#ifndef GAME_BENCH_H
#define GAME_BENCH_H

typedef struct app app_t;

int bench_run(app_t *app, long frames);
double bench_peak_rss_mb(void);

#endif
