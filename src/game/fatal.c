#include "fatal.h"

#include <SDL.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

_Noreturn void fatal(const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "hearts: %s\n", msg);
    fflush(NULL);
    /* Under the dummy video driver (tests, scripts) there is nobody to click the box away. */
    const char *drv = SDL_GetCurrentVideoDriver();
    if (!drv || (SDL_strcmp(drv, "dummy") != 0 && SDL_strcmp(drv, "offscreen") != 0)) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Hearts cannot start", msg, NULL);
    }
    exit(1);
}
