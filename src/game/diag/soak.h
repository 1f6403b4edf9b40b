/* A long-run report for soak tests: with HEARTS_SOAK_REPORT=FILE (or "-" for stderr), every 30 s of
 * real time one line: seconds since start, resident memory, frames drawn, and the mean and 99th
 * percentile of the time spent on a frame (events, updates, drawing, present; not the sleep). */
#ifndef GAME_SOAK_H
#define GAME_SOAK_H

#include <stdbool.h>
#include <stdio.h>

#include "scenes/home.h"

#define SOAK_MAX_SAMPLES 8192

typedef struct {
    bool on;
    FILE *out;
    double window_start; /* real ms */
    double start;
    int n;
    float samples[SOAK_MAX_SAMPLES];
    const home_t *home; /* games_started, for the report */
} soak_t;

void soak_init(soak_t *s, double now_ms, const home_t *home);
/* One drawn frame that took ms; now_ms is the real time. */
void soak_frame(soak_t *s, double ms, double now_ms);
void soak_close(soak_t *s);

#endif
