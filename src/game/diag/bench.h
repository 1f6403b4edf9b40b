/* --bench-frames: render a full table as fast as the machine allows and print the figures. */
#ifndef GAME_BENCH_H
#define GAME_BENCH_H

typedef struct home home_t;

/* Renders a full table `frames` times with vsync off and prints the figures as one JSON line. */
int bench_run(home_t *h, long frames);

#endif
