#include "platform/sprites.h"

#include <math.h>

#include "platform/gfx.h"
#include "platform/ui.h"

SDL_Rect sprite_rect(gfx_t *g, card_size_t size, bool turned, float x, float y)
{
    const assets_t *a = g->assets;
    int w = a->cell_w[size], h = a->cell_h[size];
    float s = g->layout.scale;
    SDL_Rect r = {(int)lroundf(x * s), (int)lroundf(y * s), turned ? h : w, turned ? w : h};
    return r;
}

/* A card's cell in the face atlas at a size (which may lag a size change by a few frames: the copy
 * then scales it). */
static SDL_Rect face_cell(const assets_t *a, card_size_t size, card_t c)
{
    int tw = a->tex_cell_w[size], th = a->tex_cell_h[size];
    return (SDL_Rect){card_rank(c) * tw, card_suit(c) * th, tw, th};
}

/* A card's rounded corners, in pixels: outside the four squares of this side the card is opaque (the
 * same squares let its own shadow show through, sprite_shadow). */
static int corner_px(const gfx_t *g, card_size_t size)
{
    return (int)lroundf(card_size_w(size) * 0.09f * g->layout.scale) + 1;
}

int sprite_cover(gfx_t *g, card_size_t size, bool turned, float x, float y, SDL_Rect out[3])
{
    SDL_Rect c = sprite_rect(g, size, turned, x, y);
    int r = corner_px(g, size);
    if (c.w <= 2 * r || c.h <= 2 * r) {
        return 0;
    }
    out[0] = (SDL_Rect){c.x, c.y + r, c.w, c.h - 2 * r};
    out[1] = (SDL_Rect){c.x + r, c.y, c.w - 2 * r, r};
    out[2] = (SDL_Rect){c.x + r, c.y + c.h - r, c.w - 2 * r, r};
    return 3;
}

void sprite_face_except(gfx_t *g, card_size_t size, card_t c, float x, float y, Uint8 shade, Uint8 alpha,
                        const SDL_Rect *holes, int nholes)
{
    SDL_Texture *t = assets_faces(g->assets, size);
    const assets_t *a = g->assets;
    SDL_Rect src = face_cell(a, size, c);
    SDL_Rect dst = sprite_rect(g, size, false, x, y);
    SDL_SetTextureColorMod(t, shade, shade, shade);
    SDL_SetTextureAlphaMod(t, alpha);
    gfx_copy_except(g, t, &src, &dst, holes, nholes);
}

void sprite_face(gfx_t *g, card_size_t size, card_t c, float x, float y, Uint8 shade, Uint8 alpha)
{
    sprite_face_except(g, size, c, x, y, shade, alpha, NULL, 0);
}

void sprite_face_turned(gfx_t *g, card_size_t size, card_t c, float cx, float top, float degrees, float pivot)
{
    SDL_Texture *t = assets_faces(g->assets, size);
    SDL_Texture *shadow = assets_shadow(g->assets, size, false);
    const assets_t *a = g->assets;
    int w = a->cell_w[size], h = a->cell_h[size];
    float s = g->layout.scale;
    SDL_Rect src = face_cell(a, size, c);
    SDL_FRect dst = {cx * s - w / 2.0f, top * s, (float)w, (float)h};
    SDL_FPoint center = {w / 2.0f, pivot * s};
    /* the shadow: the whole shadow texture, turned the same way, a little lower */
    int m = a->shadow_margin[size];
    SDL_FRect sd = {dst.x - m + 2 * s, dst.y - m + 5 * s, (float)a->shadow_w[size], (float)a->shadow_h[size]};
    SDL_FPoint sc = {center.x + m, center.y + m};
    SDL_SetTextureAlphaMod(shadow, 150);
    SDL_RenderCopyExF(g->renderer, shadow, NULL, &sd, degrees, &sc, SDL_FLIP_NONE);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
    SDL_RenderCopyExF(g->renderer, t, &src, &dst, degrees, &center, SDL_FLIP_NONE);
}

void sprite_back_except(gfx_t *g, card_size_t size, bool turned, float x, float y, Uint8 alpha,
                        const SDL_Rect *holes, int nholes)
{
    SDL_Texture *t = assets_back(g->assets, size, turned);
    SDL_Rect dst = sprite_rect(g, size, turned, x, y);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_Rect src = {0, 0, dst.w, dst.h};
    if (SDL_QueryTexture(t, NULL, NULL, &src.w, &src.h) != 0) {
        src = dst;
    }
    gfx_copy_except(g, t, &src, &dst, holes, nholes);
}

void sprite_back(gfx_t *g, card_size_t size, bool turned, float x, float y, Uint8 alpha)
{
    sprite_back_except(g, size, turned, x, y, alpha, NULL, 0);
}

/* The shadow falls around the card and under it; the card hides most of it. Only the part that shows
 * is drawn (four bands round the card and the card's rounded corners): blending is what costs on the
 * software renderer, and this is a quarter of the pixels of the whole shadow. */
void sprite_shadow(gfx_t *g, card_size_t size, bool turned, float x, float y, float lift, Uint8 alpha)
{
    sprite_shadow_except(g, size, turned, x, y, lift, alpha, NULL, 0);
}

void sprite_shadow_except(gfx_t *g, card_size_t size, bool turned, float x, float y, float lift, Uint8 alpha,
                          const SDL_Rect *holes, int nholes)
{
    SDL_Texture *t = assets_shadow(g->assets, size, turned);
    const assets_t *a = g->assets;
    int m = a->shadow_margin[size];
    float s = g->layout.scale;
    /* the higher a card is lifted, the further its shadow falls */
    float off = 2.0f + lift;
    SDL_Rect card = sprite_rect(g, size, turned, x, y);
    SDL_Rect sh = {(int)lroundf((x + off * 0.35f) * s) - m, (int)lroundf((y + off) * s) - m,
                   turned ? a->shadow_h[size] : a->shadow_w[size], turned ? a->shadow_w[size] : a->shadow_h[size]};
    SDL_SetTextureAlphaMod(t, alpha);
    /* the texture's pixels for the shadow's (the same unless a new size is still being made) */
    int tw = sh.w, th = sh.h;
    SDL_QueryTexture(t, NULL, NULL, &tw, &th);
    float kx = (float)tw / (float)sh.w, ky = (float)th / (float)sh.h;
    bool same = tw == sh.w && th == sh.h;
    int cx0 = card.x, cy0 = card.y, cx1 = card.x + card.w, cy1 = card.y + card.h;
    int sx0 = sh.x, sy0 = sh.y, sx1 = sh.x + sh.w, sy1 = sh.y + sh.h;
    SDL_Rect parts[8];
    int n = 0;
    /* bands of the shadow outside the card: above, below, left, right */
    if (sy0 < cy0) {
        parts[n++] = (SDL_Rect){sx0, sy0, sh.w, SDL_min(cy0, sy1) - sy0};
    }
    if (sy1 > cy1) {
        int top = SDL_max(cy1, sy0);
        parts[n++] = (SDL_Rect){sx0, top, sh.w, sy1 - top};
    }
    int my0 = SDL_max(sy0, cy0), my1 = SDL_min(sy1, cy1);
    if (my1 > my0) {
        if (sx0 < cx0) {
            parts[n++] = (SDL_Rect){sx0, my0, SDL_min(cx0, sx1) - sx0, my1 - my0};
        }
        if (sx1 > cx1) {
            int left = SDL_max(cx1, sx0);
            parts[n++] = (SDL_Rect){left, my0, sx1 - left, my1 - my0};
        }
    }
    /* the card's rounded corners let the shadow show through */
    int r = corner_px(g, size);
    parts[n++] = (SDL_Rect){cx0, cy0, r, r};
    parts[n++] = (SDL_Rect){cx1 - r, cy0, r, r};
    parts[n++] = (SDL_Rect){cx0, cy1 - r, r, r};
    parts[n++] = (SDL_Rect){cx1 - r, cy1 - r, r, r};
    for (int i = 0; i < n; i++) {
        SDL_Rect d;
        if (!SDL_IntersectRect(&parts[i], &sh, &d)) {
            continue;
        }
        SDL_Rect src = {d.x - sh.x, d.y - sh.y, d.w, d.h};
        if (!same) {
            src = (SDL_Rect){(int)lroundf(src.x * kx), (int)lroundf(src.y * ky), SDL_max(1, (int)lroundf(src.w * kx)),
                             SDL_max(1, (int)lroundf(src.h * ky))};
        }
        gfx_copy_except(g, t, &src, &d, holes, nholes);
    }
}

void sprite_outline(gfx_t *g, card_size_t size, float x, float y, SDL_Color c, float width)
{
    float w = card_size_w(size), h = card_size_h(size);
    float rad = w * 0.075f;
    rectf_t r = {x - width, y - width, w + 2 * width, h + 2 * width};
    /* four bars along the edges, rounded: drawn as a ring of rounded rectangles */
    ui_round(g, (rectf_t){r.x + rad, r.y, r.w - 2 * rad, width}, width / 2, c);
    ui_round(g, (rectf_t){r.x + rad, r.y + r.h - width, r.w - 2 * rad, width}, width / 2, c);
    ui_round(g, (rectf_t){r.x, r.y + rad, width, r.h - 2 * rad}, width / 2, c);
    ui_round(g, (rectf_t){r.x + r.w - width, r.y + rad, width, r.h - 2 * rad}, width / 2, c);
}
