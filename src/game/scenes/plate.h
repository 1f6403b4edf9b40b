/* A seat's plate, as the table shows it and the game viewer (scene_watch.c) too: the seat's name, its
 * total, the points it has taken this hand, beside an opponent's name its level where that fits, and
 * a gold ring when it is the seat's turn. */
#ifndef GAME_SCENES_PLATE_H
#define GAME_SCENES_PLATE_H

#include <stdbool.h>

#include "platform/assets.h"
#include "platform/gfx.h"
#include "platform/layout.h"

#define PLATE_SIZE_H  58.0f
#define PLATE_LEVEL_H 24.0f /* the line an opponent's level takes under the name (plate_draw) */

/* A plate's width at the window's scale: wide where text is held at 12 pixels (the smallest windows),
 * so that a long seat name, a total and "this hand: -10" keep that size (Dutch "Rechterbuur" beside
 * "−10"); as wide in a larger window, whose text is no larger in the table's units, so that it never
 * shows less than a smaller one (176 wide, 1280x800 left out the opponents' level 800x450 shows); but
 * narrower where the table's cards are larger (large print at 1280x800, a tall window at a large scale):
 * South's hand needs the room there (its new cards' tags met Right's plate). */
static inline float plate_width(float scale)
{
    return scale < 0.85f || card_size_scale() <= 1.0f ? 222.0f : 176.0f;
}

/* An opponent's plate's height at width w: a line taller where plate_width narrows it (large print at
 * 1280x800), whose name and total leave the level no room beside the name (its 176 left the level
 * out): the level goes on a line of its own under the name (plate_draw). */
static inline float plate_height_opponent(float w)
{
    return w < 222.0f ? PLATE_SIZE_H + PLATE_LEVEL_H : PLATE_SIZE_H;
}

/* A plate PLATE_SIZE_H + PLATE_LEVEL_H high or more shows an opponent's level on a line of its own.
 * level: the opponents' level in words, shown on every opponent's plate or on none (NULL: none). */
void plate_draw(gfx_t *g, rectf_t r, int seat, int players, int total, int taken, const char *level, bool turn);

/* Where a seat sits on the table and in the viewer: South at the bottom, Left and Right on the sides;
 * Across at the top (four seats), or Far left and Far right side by side at the top (five seats). */
typedef enum { PLACE_S = 0, PLACE_W, PLACE_N, PLACE_E, PLACE_NW, PLACE_NE } play_place_t;
play_place_t play_seat_place(int seat, int players);

#endif
