/* The process's memory, as the simulator's summary, the game's benchmark, its frame report and its
 * soak report print it: the one place that reads it from the system (src/common/memory.c). */
#ifndef HEARTS_MEMORY_H
#define HEARTS_MEMORY_H

/* Resident memory now and at its peak, in KiB (0 where it cannot be read). Linux: VmRSS and VmHWM of
 * /proc/self/status; other POSIX systems: getrusage's ru_maxrss for the peak; Windows: the working
 * set and its peak. */
long memory_rss_kb(void);
long memory_peak_rss_kb(void);

#endif
