/* The program's one fatal-error path: say what failed and what to do, in a message box and on
 * stderr, then exit 1. Used for what the game cannot go on without (a missing asset, no window). */
#ifndef GAME_FATAL_H
#define GAME_FATAL_H

#if defined(__GNUC__)
#define FATAL_PRINTF __attribute__((format(printf, 1, 2)))
#else
#define FATAL_PRINTF
#endif

_Noreturn void fatal(const char *fmt, ...) FATAL_PRINTF;

#endif
