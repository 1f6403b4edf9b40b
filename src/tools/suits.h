/* suits: the four suit symbols as vector shapes, shared by the card and icon generators. */
#ifndef HEARTS_TOOLS_SUITS_H
#define HEARTS_TOOLS_SUITS_H

#include "raster.h"

/* Suits in the atlas's row order. */
enum { SUIT_CLUBS, SUIT_DIAMONDS, SUIT_SPADES, SUIT_HEARTS, SUIT_COUNT };

/* Adds the contours of a suit symbol centred on (cx, cy) whose nominal box is size x size pixels,
 * rotated 180 degrees when flip is set. Resets the path's transform. */
void suits_path(rpath_t *p, int suit, float cx, float cy, float size, int flip);
/* Fills a suit symbol in colour c. */
void suits_draw(rimg_t *img, int suit, float cx, float cy, float size, int flip, rgba_t c);

#endif
