#include "platform/layout.h"

#include <math.h>

bool layout_update(layout_t *l, SDL_Window *w, SDL_Renderer *r)
{
    layout_t old = *l;
    SDL_GetWindowSize(w, &l->ww, &l->wh);
    if (SDL_GetRendererOutputSize(r, &l->pw, &l->ph) != 0 || l->pw <= 0 || l->ph <= 0) {
        l->pw = l->ww;
        l->ph = l->wh;
    }
    if (l->pw < 1) {
        l->pw = 1;
    }
    if (l->ph < 1) {
        l->ph = 1;
    }
    /* A tall window is laid out on a narrower table, so that it is not scaled down to its width with
     * the felt empty above and below: the scenes place things from lw and lh. */
    float min_w = l->ph > l->pw ? LOGICAL_W_PORTRAIT : LOGICAL_W;
    float sx = (float)l->pw / min_w, sy = (float)l->ph / LOGICAL_H;
    l->scale = sx < sy ? sx : sy;
    l->lw = (float)l->pw / l->scale;
    l->lh = (float)l->ph / l->scale;
    return old.pw != l->pw || old.ph != l->ph || old.ww != l->ww || old.wh != l->wh;
}

void layout_from_window(const layout_t *l, int wx, int wy, float *lx, float *ly)
{
    float hx = l->ww > 0 ? (float)l->pw / (float)l->ww : 1.0f;
    float hy = l->wh > 0 ? (float)l->ph / (float)l->wh : 1.0f;
    *lx = (float)wx * hx / l->scale;
    *ly = (float)wy * hy / l->scale;
}

SDL_Rect layout_px(const layout_t *l, rectf_t r)
{
    int x0 = (int)lroundf(r.x * l->scale), y0 = (int)lroundf(r.y * l->scale);
    int x1 = (int)lroundf((r.x + r.w) * l->scale), y1 = (int)lroundf((r.y + r.h) * l->scale);
    return (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
}

int layout_px_len(const layout_t *l, float len)
{
    return (int)lroundf(len * l->scale);
}

rectf_t rectf(float x, float y, float w, float h)
{
    return (rectf_t){x, y, w, h};
}

bool rectf_contains(rectf_t r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool rectf_overlaps(rectf_t a, rectf_t b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

rectf_t rectf_inset(rectf_t r, float d)
{
    return (rectf_t){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
}
