/* High contrast's marks on the cards (platform/look.h): what the table tells by colour told by a shape
 * too. Each is drawn over a card just drawn, at its top-left corner (x, y) in logical units; the next
 * card of a hand covers what lies under it, so a mark shows on the strip of its card that shows. */
#ifndef GAME_PLATFORM_LOOK_DRAW_H
#define GAME_PLATFORM_LOOK_DRAW_H

#include <stdbool.h>

#include "platform/assets.h"
#include "platform/gfx.h"

/* A dark edge round a card (drawn before it: the edge shows outside it, over what lies below). */
void look_card_edge(gfx_t *g, card_size_t size, bool turned, float x, float y);
/* A card that may be played now: a solid bar along its bottom edge. */
void look_mark_playable(gfx_t *g, card_size_t size, float x, float y);
/* A card that may not be played now: hatched across (it is dimmed as well). */
void look_mark_unplayable(gfx_t *g, card_size_t size, float x, float y);
/* A card chosen for the pass: a bar of blocks along its bottom edge. */
void look_mark_chosen(gfx_t *g, card_size_t size, float x, float y);

/* The bar's height (logical units), for the tests. */
#define LOOK_BAR_H 9.0f

#endif
