#include "platform/fatal.h"

#include <SDL.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "hearts/intl.h"

typedef struct {
    void (*fn)(void *ctx);
    void *ctx;
} cleanup_t;

/* The one global of the fatal path: it must work when nothing else can be trusted. */
static struct {
    cleanup_t cleanups[FATAL_CLEANUPS_MAX];
    int count;
    bool started;
    int depth; /* a clean-up that fails fatally must not run the clean-ups again */
} fatal_state;

void fatal_forget(void (*fn)(void *ctx), void *ctx)
{
    for (int i = 0; i < fatal_state.count; i++) {
        if (fatal_state.cleanups[i].fn == fn && fatal_state.cleanups[i].ctx == ctx) {
            fatal_state.cleanups[i] = fatal_state.cleanups[--fatal_state.count];
            i--;
        }
    }
}

void fatal_on_exit(void (*fn)(void *ctx), void *ctx)
{
    fatal_forget(fn, ctx); /* once each */
    if (fatal_state.count < FATAL_CLEANUPS_MAX) {
        fatal_state.cleanups[fatal_state.count++] = (cleanup_t){fn, ctx};
    }
}

void fatal_set_started(bool started)
{
    fatal_state.started = started;
}

_Noreturn void fatal(const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (++fatal_state.depth > 1) {
        /* fatal() from inside a clean-up or the message box: say it and go, nothing more */
        fprintf(stderr, "hearts: %s\n", msg);
        exit(1);
    }
    char text[1400];
    if (fatal_state.started) {
        /* TRANSLATORS: %s is what went wrong, a sentence of its own */
        snprintf(text, sizeof text,
                 _("%s\n\nThe game had to stop. The game in progress is kept and will be offered when you start "
                   "Hearts again."),
                 msg);
    } else {
        snprintf(text, sizeof text, _("%s\n\nHearts could not start."), msg);
    }
    fprintf(stderr, "hearts: %s\n", msg);
    fflush(NULL);
    while (fatal_state.count > 0) {
        cleanup_t c = fatal_state.cleanups[--fatal_state.count];
        c.fn(c.ctx);
    }
    /* Under the dummy video driver (tests, scripts) there is nobody to click the box away. */
    const char *drv = SDL_GetCurrentVideoDriver();
    if (!drv || (SDL_strcmp(drv, "dummy") != 0 && SDL_strcmp(drv, "offscreen") != 0)) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR,
                                 fatal_state.started ? _("Hearts had to stop") : _("Hearts cannot start"), text, NULL);
    }
    exit(1);
}
