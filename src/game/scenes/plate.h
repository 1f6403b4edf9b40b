/* A seat's plate, as the table shows it and the game viewer (scene_watch.c) too: the seat's name, its
 * total, the points it has taken this hand, an opponent's level beside its name where that fits (else
 * under it, on a plate a line taller), and a gold ring when it is the seat's turn. */
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

/* Whether the opponents' level (in words) fits beside the name on an opponent's plate w wide, as
 * plate_draw writes it there: right of the longest opponent's name of a table of `players` seats
 * (at its full size) and left of a two-digit total, in the language and the look of the moment. */
bool plate_level_beside(gfx_t *g, float w, int players, const char *level);

/* The opponents' plates' height at width w (the same for every opponent): a line taller, with the
 * level on a line of its own under the name (plate_draw), where plate_width narrows them (large print
 * at 1280x800: 176 left the level out), and where a full-width plate leaves one of the levels a game
 * may have no room beside the longest name (plate_level_beside). That left it out in many a language
 * and size: German ("Gegenüber") and Dutch ("Rechterbuur") at every full-width size, every language
 * but English in large print and at 800x450, English large print's "Normal" at 800x450, five
 * players' "Far right" beside "Expert". */
float plate_height_opponent(gfx_t *g, float w, int players);

/* A plate PLATE_SIZE_H + PLATE_LEVEL_H high or more shows an opponent's level on a line of its own.
 * level: the opponents' level in words, shown on every opponent's plate or on none (NULL: none). */
void plate_draw(gfx_t *g, rectf_t r, int seat, int players, int total, int taken, const char *level, bool turn);

/* Where a seat sits on the table and in the viewer: South at the bottom, Left and Right on the sides;
 * Across at the top (four seats), or Far left and Far right side by side at the top (five seats). */
typedef enum { PLACE_S = 0, PLACE_W, PLACE_N, PLACE_E, PLACE_NW, PLACE_NE } play_place_t;
play_place_t play_seat_place(int seat, int players);

#endif
