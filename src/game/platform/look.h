/* The look a player with low vision or a dislike of motion asks for (Options: large print, high
 * contrast, reduced motion), read by the drawing code and the animation alike. One look for the
 * whole program, set by the home when the settings change (as card_sizes_for sets the cards' size):
 *   - large print: every text LOOK_LARGE_TEXT times the size it is asked for, the cards larger as far
 *     as the table has room (look_card_scale), and the layouts making room for both;
 *   - high contrast: a flat dark table with no felt, cards with a dark outline, text and edges in
 *     strong colours, and what is marked by colour (the focus, the playable cards, a hint, a pass)
 *     marked by a shape too;
 *   - reduced motion: no card flies (tween2_to puts it in its place when its move would have begun),
 *     nothing pulses or shakes; the table keeps its pauses, so the game goes at the pace it had. */
#ifndef GAME_PLATFORM_LOOK_H
#define GAME_PLATFORM_LOOK_H

#include <SDL.h>
#include <stdbool.h>

#define LOOK_LARGE_TEXT  1.35f /* text in large print */
#define LOOK_LARGE_UP_TO 28.0f /* ... but never past this size: a title already larger stays */
#define LOOK_LARGE_CARDS 1.25f /* the table's cards in large print, where the window has room */

typedef struct {
    bool large;    /* large print */
    bool contrast; /* high contrast */
    bool still;    /* reduced motion */
} look_t;

void look_set(const look_t *l);
const look_t *look_get(void);
static inline bool look_large(void)
{
    return look_get()->large;
}
static inline bool look_contrast(void)
{
    return look_get()->contrast;
}
static inline bool look_still(void)
{
    return look_get()->still;
}
/* What text sizes are multiplied by (1 but in large print). */
float look_text_scale(void);
/* The size to ask for so that a text is drawn at pt points in large print too (art, an arrow in its
 * disc): pt / look_text_scale(), but pt itself past LOOK_LARGE_UP_TO, which large print leaves as it
 * is (a title's 66 / 1.35 came out at 49). */
float look_usual_pt(float pt);
/* A width w that holds words, in large print as much wider as its words are larger, up to most (where
 * the window or a row has no more room), never narrower than w: max(w, min(w * look_text_scale(),
 * most)). Panels, buttons and label columns grow with it (kept at their widths, their words shrank to
 * fit them: no larger than in the usual look). */
float look_widen(float w, float most);

/* The desktop asks for reduced motion: GTK's settings.ini says gtk-enable-animations=false (what
 * GNOME's and Xfce's settings write for GTK programs; a file read), Windows' client-area animations
 * are off; HEARTS_REDUCED_MOTION=1 or 0 says it for one run. False if it cannot say. */
bool look_desktop_reduced_motion(void);

/* A text's colour as high contrast draws it: light words brighter and opaque, dark ones black (the
 * colour itself where high contrast is off). */
SDL_Color look_ink(SDL_Color c);
/* A button's fill and edge in high contrast: a white edge round every button (a quiet one too). */
void look_button_colours(bool primary, bool hot, SDL_Color *fill, SDL_Color *edge);

/* High contrast's colours. */
#define LOOK_HC_TABLE   ((SDL_Color){10, 12, 14, 255})    /* the flat table */
#define LOOK_HC_EDGE    ((SDL_Color){255, 255, 255, 255}) /* panels' and buttons' edges */
#define LOOK_HC_OUTLINE ((SDL_Color){0, 0, 0, 255})       /* round every card */
#define LOOK_HC_LEGAL   ((SDL_Color){255, 214, 0, 255})   /* a playable card's bar and notch */
#define LOOK_HC_PANEL   ((SDL_Color){0, 0, 0, 245})       /* panels and plates */

#endif
