#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "hearts/memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <psapi.h>
#else
#include <sys/resource.h>
#endif

#ifdef _WIN32
/* The working set now, or at its peak, in KiB. */
static long working_set_kb(int peak)
{
    PROCESS_MEMORY_COUNTERS pmc;
    if (!K32GetProcessMemoryInfo(GetCurrentProcess(), &pmc, sizeof pmc)) {
        return 0;
    }
    return (long)((peak ? pmc.PeakWorkingSetSize : pmc.WorkingSetSize) / 1024);
}
#endif

/* A "Name:   1234 kB" line of /proc/self/status (Linux), or -1. */
static long status_kb(const char *name)
{
    long kb = -1;
#if defined(__linux__)
    FILE *f = fopen("/proc/self/status", "r");
    if (f) {
        char line[256];
        size_t n = strlen(name);
        while (fgets(line, sizeof line, f)) {
            if (strncmp(line, name, n) == 0 && line[n] == ':') {
                kb = strtol(line + n + 1, NULL, 10);
                break;
            }
        }
        fclose(f);
    }
#else
    (void)name;
#endif
    return kb;
}

long memory_rss_kb(void)
{
#ifdef _WIN32
    return working_set_kb(0);
#else
    long kb = status_kb("VmRSS");
    return kb < 0 ? 0 : kb;
#endif
}

long memory_peak_rss_kb(void)
{
#ifdef _WIN32
    return working_set_kb(1);
#else
    long kb = status_kb("VmHWM");
    if (kb >= 0) {
        return kb;
    }
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) {
#if defined(__APPLE__)
        return ru.ru_maxrss / 1024; /* bytes there */
#else
        return ru.ru_maxrss; /* KiB */
#endif
    }
    return 0;
#endif
}
