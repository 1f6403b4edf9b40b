/* Cards on screen: faces, backs and their shadows, drawn as 1:1 copies from the prepared atlases. */
#ifndef GAME_SPRITES_H
#define GAME_SPRITES_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/assets.h"
#include "hearts/cards.h"

#include "platform/gfx.h"

/* (x, y) is the card's top-left corner in logical units. shade: 255 normal, less to dim it. */
void sprite_face(gfx_t *g, card_size_t size, card_t c, float x, float y, Uint8 shade, Uint8 alpha);
void sprite_back(gfx_t *g, card_size_t size, bool turned, float x, float y, Uint8 alpha);
void sprite_shadow(gfx_t *g, card_size_t size, bool turned, float x, float y, float lift, Uint8 alpha);
/* The same, except inside the holes (pixel rectangles that something opaque drawn next covers, such
 * as the cards above in a hand: sprite_cover): the same picture, less to draw. */
void sprite_face_except(gfx_t *g, card_size_t size, card_t c, float x, float y, Uint8 shade, Uint8 alpha,
                        const SDL_Rect *holes, int nholes);
void sprite_back_except(gfx_t *g, card_size_t size, bool turned, float x, float y, Uint8 alpha,
                        const SDL_Rect *holes, int nholes);
void sprite_shadow_except(gfx_t *g, card_size_t size, bool turned, float x, float y, float lift, Uint8 alpha,
                          const SDL_Rect *holes, int nholes);
/* The pixels a card drawn whole (alpha 255) at (x, y) surely covers: all but its rounded corners, as
 * three rectangles (the full-width band between the corners, the bands above and below it between
 * them). Returns how many (0 if too small). */
int sprite_cover(gfx_t *g, card_size_t size, bool turned, float x, float y, SDL_Rect out[3]);
/* A face turned by `degrees` round a point `pivot` below the middle of its top edge at (cx, top),
 * with its shadow: the cards of a hand held in a fan. */
void sprite_face_turned(gfx_t *g, card_size_t size, card_t c, float cx, float top, float degrees, float pivot);
/* A coloured outline around a card (selection, queued card). */
void sprite_outline(gfx_t *g, card_size_t size, float x, float y, SDL_Color c, float width);
/* The pixel rectangle of a card at (x, y). */
SDL_Rect sprite_rect(gfx_t *g, card_size_t size, bool turned, float x, float y);

#endif
