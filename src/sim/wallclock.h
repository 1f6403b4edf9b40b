/* Real time, as the simulator (bot time limits, decision times) and the benchmarks measure it. The
 * engine never reads a clock; only these programs do. Needs POSIX clock_gettime: define
 * _POSIX_C_SOURCE 200809L before the first system header. */
#ifndef HEARTS_WALLCLOCK_H
#define HEARTS_WALLCLOCK_H

#include <time.h>

static inline double wallclock_ms_of(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Milliseconds on a clock that only goes forward (its zero is arbitrary). */
static inline double wallclock_ms(void)
{
    return wallclock_ms_of(CLOCK_MONOTONIC);
}

/* Milliseconds of CPU time the calling thread has used: what a decision cost, whatever else the
 * machine was doing. */
static inline double wallclock_thread_cpu_ms(void)
{
    return wallclock_ms_of(CLOCK_THREAD_CPUTIME_ID);
}

#endif
