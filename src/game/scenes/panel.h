/* The frame the overlays share: a panel centred in the window over the dimmed screen beneath, with
 * buttons along its foot, closed from the keyboard by Escape or Return. Written once here so that
 * each overlay only says its size and draws its contents. Geometry is for resize (one layout per
 * screen), drawing for draw, keys for event. */
#ifndef GAME_SCENES_PANEL_H
#define GAME_SCENES_PANEL_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/gfx.h"
#include "platform/layout.h"
#include "platform/scene.h"
#include "platform/ui.h"

/* A panel w x h (logical units) centred in the window. */
rectf_t panel_centred(const gfx_t *g, float w, float h);
/* A button w wide along the foot of panel p: align UI_LEFT, UI_CENTER or UI_RIGHT (a 36 margin at
 * the sides), 46 high, its bottom 20 above the panel's. */
rectf_t panel_foot(rectf_t p, int align, float w);
/* The screen beneath dimmed by dim (0: not dimmed), then the panel's shadow, border and fill. */
void panel_draw(gfx_t *g, rectf_t p, float dim);
/* The Close button at an overlay's foot: the default (Enter presses it), Esc on its cap. */
void panel_close_init(ui_button_t *b, int id);
/* Closes the overlay s (its Close button pressed from the keyboard: scene_t.press). */
void panel_press_close(scene_t *s, int id);
/* Escape or Return was pressed: the keys that close an overlay. */
bool panel_close_key(const SDL_Event *ev);

#endif
