/* Logical units scaled to the window. The logical space is at least 1280x720 and grows along the
 * window's longer side, so the table fills any window without bars; one logical unit is `scale`
 * pixels of the renderer's output (which is larger than the window's size on HiDPI screens). */
#ifndef GAME_LAYOUT_H
#define GAME_LAYOUT_H

#include <SDL.h>
#include <stdbool.h>

#define LOGICAL_W          1280.0f
#define LOGICAL_H          720.0f
#define LOGICAL_W_PORTRAIT 1000.0f /* the narrowest table, for a window taller than wide */

typedef struct {
    float x, y, w, h;
} rectf_t;

typedef struct {
    int pw, ph;   /* renderer output in pixels */
    int ww, wh;   /* window size in screen coordinates */
    float scale;  /* pixels per logical unit */
    float lw, lh; /* logical size of the whole window */
} layout_t;

/* Recomputes from the window and renderer; returns true if anything changed. */
bool layout_update(layout_t *l, SDL_Window *w, SDL_Renderer *r);
/* Window coordinates (mouse events) to logical units. */
void layout_from_window(const layout_t *l, int wx, int wy, float *lx, float *ly);
SDL_Rect layout_px(const layout_t *l, rectf_t r);
int layout_px_len(const layout_t *l, float len);
rectf_t rectf(float x, float y, float w, float h);
bool rectf_contains(rectf_t r, float x, float y);
/* Whether a and b share some area (touching edges do not count). */
bool rectf_overlaps(rectf_t a, rectf_t b);
rectf_t rectf_inset(rectf_t r, float d);

#endif
