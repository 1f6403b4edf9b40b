#include "platform/look_draw.h"

#include "platform/look.h"
#include "platform/sprites.h"
#include "platform/ui.h"

void look_card_edge(gfx_t *g, card_size_t size, bool turned, float x, float y)
{
    float w = card_size_w(size), h = card_size_h(size), e = 2.5f;
    if (turned) {
        float t = w;
        w = h;
        h = t;
    }
    ui_round(g, rectf(x - e, y - e, w + 2 * e, h + 2 * e), w * 0.075f + e, LOOK_HC_OUTLINE);
}

/* The bar's place: along the card's bottom, inside its rounded corners (its index at the top stays
 * clear). */
static rectf_t bar_rect(card_size_t size, float x, float y)
{
    float w = card_size_w(size), in = w * 0.06f;
    return rectf(x + in, y + card_size_h(size) - 4 - LOOK_BAR_H, w - 2 * in, LOOK_BAR_H);
}

void look_mark_playable(gfx_t *g, card_size_t size, float x, float y)
{
    rectf_t r = bar_rect(size, x, y);
    ui_fill(g, rectf_inset(r, -1.5f), LOOK_HC_OUTLINE);
    ui_fill(g, r, LOOK_HC_LEGAL);
}

void look_mark_chosen(gfx_t *g, card_size_t size, float x, float y)
{
    rectf_t r = bar_rect(size, x, y);
    ui_fill(g, rectf_inset(r, -1.5f), LOOK_HC_OUTLINE);
    /* blocks as long as the bar is high, a gap between: a dashed bar, not the playable one's */
    for (float bx = r.x; bx < r.x + r.w; bx += 2 * LOOK_BAR_H) {
        float bw = r.x + r.w - bx < LOOK_BAR_H ? r.x + r.w - bx : LOOK_BAR_H;
        ui_fill(g, rectf(bx, r.y, bw, r.h), LOOK_HC_LEGAL);
    }
}

void look_mark_unplayable(gfx_t *g, card_size_t size, float x, float y)
{
    SDL_Rect card = sprite_rect(g, size, false, x, y);
    SDL_Rect was;
    bool clipped = SDL_RenderIsClipEnabled(g->renderer);
    SDL_RenderGetClipRect(g->renderer, &was);
    SDL_RenderSetClipRect(g->renderer, &card);
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(g->renderer, 40, 40, 40, 255);
    /* lines down to the right, 14 logical units apart, two pixels thick (three in a large window) */
    int step = layout_px_len(&g->layout, 14), thick = g->layout.scale > 1.2f ? 3 : 2;
    step = step < 6 ? 6 : step;
    for (int k = -card.h; k < card.w; k += step) {
        for (int d = 0; d < thick; d++) {
            SDL_RenderDrawLine(g->renderer, card.x + k + d, card.y, card.x + k + d + card.h, card.y + card.h);
        }
    }
    SDL_RenderSetClipRect(g->renderer, clipped ? &was : NULL);
}
