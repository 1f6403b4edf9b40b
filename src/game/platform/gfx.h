/* The drawing context: everything a piece of drawing code may touch, and nothing more. The window
 * and the loop (app.h) own it and hand it to ui, sprites and every scene's draw callback, so that
 * drawing code cannot reach the game in progress, the settings or the scene stack. */
#ifndef GAME_PLATFORM_GFX_H
#define GAME_PLATFORM_GFX_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/assets.h"
#include "platform/audio.h"
#include "platform/layout.h"
#include "platform/text.h"
#include "platform/uicheck.h"

typedef struct {
    SDL_Renderer *renderer;
    layout_t layout; /* logical units to pixels, recomputed when the window changes size */
    text_cache_t *text;
    assets_t *assets;
    audio_t *audio; /* the click of a control (ui_buttons_*) */
    bool dirty;     /* something visible changed: the next frame must be drawn */
    ui_check_t *check; /* the layout checker (uicheck.h), when switched on: ui_* report to it */
} gfx_t;

/* Asks for the next frame to be drawn. */
static inline void gfx_redraw(gfx_t *g)
{
    g->dirty = true;
}

#endif
