/* The program's one fatal-error path: say what failed and what to do, in a message box and on
 * stderr, run the registered clean-ups (the game in progress keeps its save), then exit 1. Used for
 * what the game cannot go on without (a missing asset, no window, no memory). */
#ifndef GAME_PLATFORM_FATAL_H
#define GAME_PLATFORM_FATAL_H

#include <stdbool.h>

#if defined(__GNUC__)
#define FATAL_PRINTF __attribute__((format(printf, 1, 2)))
#else
#define FATAL_PRINTF
#endif

_Noreturn void fatal(const char *fmt, ...) FATAL_PRINTF;

/* Runs fn(ctx) if fatal() is called (last registered, first run); at most FATAL_CLEANUPS_MAX. */
#define FATAL_CLEANUPS_MAX 8
void fatal_on_exit(void (*fn)(void *ctx), void *ctx);
/* Forgets fn(ctx) (its object is gone). */
void fatal_forget(void (*fn)(void *ctx), void *ctx);
/* Whether the game has started (the window is up): the message then says the game had to stop. */
void fatal_set_started(bool started);

#endif
