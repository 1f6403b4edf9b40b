#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "diag/memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <sys/resource.h>
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
    long kb = status_kb("VmRSS");
    return kb < 0 ? 0 : kb;
}

long memory_peak_rss_kb(void)
{
    long kb = status_kb("VmHWM");
    if (kb >= 0) {
        return kb;
    }
#if !defined(_WIN32)
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) {
#if defined(__APPLE__)
        return ru.ru_maxrss / 1024; /* bytes there */
#else
        return ru.ru_maxrss;
#endif
    }
#endif
    return 0;
}
