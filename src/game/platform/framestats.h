/* How long each frame took, for a whole run: with HEARTS_FRAME_REPORT=FILE (or "-" for stderr) one
 * JSON line is written when the window closes: frames drawn, the median, 99th percentile and longest
 * frame after the first, how many took over 33 ms (in real time, and in the main thread's CPU time,
 * which a busy machine does not stretch), the first frame's time after start, the peak resident
 * memory, and the five dearest frames in CPU time with when they came and the scene on top. bench/frames.sh reads it for whole games and window resizes. */
#ifndef GAME_PLATFORM_FRAMESTATS_H
#define GAME_PLATFORM_FRAMESTATS_H

#include <stdbool.h>
#include <stdint.h>

#define FRAMESTATS_BINS 10000 /* 0.1 ms each: up to 1 s, longer frames in the last */

typedef struct {
    uint32_t bins[FRAMESTATS_BINS];
    double max_ms;
    uint64_t over_33;
} framehist_t;

#define FRAMESTATS_WORST 5

/* One of the dearest frames: its main thread's CPU and real time, when (ms since the first frame) and
 * what was on top. */
typedef struct {
    double cpu_ms, ms, at_ms;
    const char *scene;
} framestat_t;

typedef struct {
    bool on;
    uint64_t frames;
    framestat_t worst[FRAMESTATS_WORST]; /* by CPU time, dearest first: where a hitch comes from */
    framehist_t wall; /* real time: what a player sees */
    framehist_t cpu;  /* the main thread's CPU time: the work itself, whatever else the machine runs */
} framestats_t;

void framestats_init(framestats_t *f);
/* One frame's work (events, updates, drawing, present) in real and CPU time, the very first excluded
 * by the caller. */
void framestats_add(framestats_t *f, double ms, double cpu_ms, double at_ms, const char *scene);
/* Writes the report (if asked for): renderer and first_frame_ms are those of the app. */
void framestats_report(const framestats_t *f, const char *renderer, double first_frame_ms);

#endif
