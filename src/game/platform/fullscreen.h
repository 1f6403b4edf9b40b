/* Fullscreen that works with or without a window manager. Under X11 fullscreen is asked of the window
 * manager (_NET_WM_STATE_FULLSCREEN); with none running (a bare X server, a kiosk, Xvfb) SDL still
 * believes the window took the screen's size and the game lays itself out for it while the window
 * keeps its size, so only a corner shows. Without a window manager the window is instead made
 * borderless and moved over the whole display (X11 puts it where it is told), and put back after. */
#ifndef GAME_PLATFORM_FULLSCREEN_H
#define GAME_PLATFORM_FULLSCREEN_H

#include <SDL.h>
#include <stdbool.h>

typedef struct {
    bool emulated;       /* fullscreen by hand (no window manager) */
    SDL_Rect windowed;   /* where the window was before */
    bool wm_checked, wm; /* whether a window manager runs (X11), found once */
} fullscreen_t;

/* Whether a window manager looks after the window (always true outside X11). */
bool fullscreen_has_wm(fullscreen_t *f, SDL_Window *w);
void fullscreen_set(fullscreen_t *f, SDL_Window *w, bool on);
bool fullscreen_is_on(const fullscreen_t *f, SDL_Window *w);

#endif
