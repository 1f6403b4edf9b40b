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

/* SDL_RenderCopy of a part of a texture, which may be scaled: a piece of a texture made here (the
 * disc, the soft square) is scaled once to its size and then copied 1:1 (assets_piece), with t's
 * colour, alpha and blend modes. The same pixels; on the software renderer, far cheaper. */
void gfx_copy(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst);

/* Fills the n rectangles (pixels; apart from each other) with the renderer's colour and blend mode,
 * except inside the holes: pixels that something opaque drawn next will cover anyway. */
void gfx_fill_except(gfx_t *g, const SDL_Rect *rects, int n, const SDL_Rect *holes, int nholes);

/* gfx_copy, except inside the holes (pixels something opaque drawn next covers). A copy scaled
 * without a piece made for it is drawn whole. */
void gfx_copy_except(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst, const SDL_Rect *holes,
                     int nholes);

/* Asks for the next frame to be drawn. */
static inline void gfx_redraw(gfx_t *g)
{
    g->dirty = true;
}

#endif
