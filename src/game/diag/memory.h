/* The process's memory, for the benchmark and the soak report. */
#ifndef GAME_DIAG_MEMORY_H
#define GAME_DIAG_MEMORY_H

/* Resident memory now and at its peak, in KiB (0 where it cannot be read). */
long memory_rss_kb(void);
long memory_peak_rss_kb(void);

#endif
