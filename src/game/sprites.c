#include "sprites.h"

#include <math.h>

#include "app.h"
#include "ui.h"

SDL_Rect sprite_rect(app_t *app, card_size_t size, bool turned, float x, float y)
{
    const assets_t *a = &app->assets;
    int w = a->cell_w[size], h = a->cell_h[size];
    float s = app->layout.scale;
    SDL_Rect r = {(int)lroundf(x * s), (int)lroundf(y * s), turned ? h : w, turned ? w : h};
    return r;
}

void sprite_face(app_t *app, card_size_t size, card_t c, float x, float y, Uint8 shade, Uint8 alpha)
{
    SDL_Texture *t = assets_faces(&app->assets, app->renderer, size);
    const assets_t *a = &app->assets;
    int w = a->cell_w[size], h = a->cell_h[size];
    SDL_Rect src = {card_rank(c) * w, card_suit(c) * h, w, h};
    SDL_Rect dst = sprite_rect(app, size, false, x, y);
    SDL_SetTextureColorMod(t, shade, shade, shade);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(app->renderer, t, &src, &dst);
}

void sprite_back(app_t *app, card_size_t size, bool turned, float x, float y, Uint8 alpha)
{
    const assets_t *a = &app->assets;
    SDL_Texture *t = turned ? a->back_rot : a->backs[size];
    SDL_Rect dst = sprite_rect(app, size, turned, x, y);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(app->renderer, t, NULL, &dst);
}

void sprite_shadow(app_t *app, card_size_t size, bool turned, float x, float y, float lift, Uint8 alpha)
{
    const assets_t *a = &app->assets;
    SDL_Texture *t = turned ? a->shadow_rot : a->shadow[size];
    int m = a->shadow_margin[size];
    float s = app->layout.scale;
    /* the higher a card is lifted, the further its shadow falls */
    float off = 2.0f + lift;
    SDL_Rect dst = {(int)lroundf((x + off * 0.35f) * s) - m, (int)lroundf((y + off) * s) - m,
                    turned ? a->shadow_h[size] : a->shadow_w[size], turned ? a->shadow_w[size] : a->shadow_h[size]};
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(app->renderer, t, NULL, &dst);
}

void sprite_outline(app_t *app, card_size_t size, float x, float y, SDL_Color c, float width)
{
    float w = card_size_w(size), h = card_size_h(size);
    float rad = w * 0.075f;
    rectf_t r = {x - width, y - width, w + 2 * width, h + 2 * width};
    /* four bars along the edges, rounded: drawn as a ring of rounded rectangles */
    ui_round(app, (rectf_t){r.x + rad, r.y, r.w - 2 * rad, width}, width / 2, c);
    ui_round(app, (rectf_t){r.x + rad, r.y + r.h - width, r.w - 2 * rad, width}, width / 2, c);
    ui_round(app, (rectf_t){r.x, r.y + rad, width, r.h - 2 * rad}, width / 2, c);
    ui_round(app, (rectf_t){r.x + r.w - width, r.y + rad, width, r.h - 2 * rad}, width / 2, c);
}
