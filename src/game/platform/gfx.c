/* Drawing helpers of the drawing context (gfx.h). */
#include "platform/gfx.h"

#include <string.h>

void gfx_copy(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst)
{
    SDL_Texture *piece = dst ? assets_piece(g->assets, t, src, dst->w, dst->h) : NULL;
    if (!piece) {
        SDL_RenderCopy(g->renderer, t, src, dst);
        return;
    }
    Uint8 r, gr, b, a;
    SDL_BlendMode mode;
    SDL_GetTextureColorMod(t, &r, &gr, &b);
    SDL_GetTextureAlphaMod(t, &a);
    SDL_GetTextureBlendMode(t, &mode);
    SDL_SetTextureColorMod(piece, r, gr, b);
    SDL_SetTextureAlphaMod(piece, a);
    SDL_SetTextureBlendMode(piece, mode);
    SDL_RenderCopy(g->renderer, piece, NULL, dst);
}

/* The parts of r outside h, apart from each other: the band above h, the band below, and left and
 * right of it between them. */
static int rect_minus(SDL_Rect r, const SDL_Rect *h, SDL_Rect out[4])
{
    SDL_Rect in;
    if (!SDL_IntersectRect(&r, h, &in)) {
        out[0] = r;
        return 1;
    }
    int n = 0;
    if (in.y > r.y) {
        out[n++] = (SDL_Rect){r.x, r.y, r.w, in.y - r.y};
    }
    if (in.y + in.h < r.y + r.h) {
        out[n++] = (SDL_Rect){r.x, in.y + in.h, r.w, r.y + r.h - (in.y + in.h)};
    }
    if (in.x > r.x) {
        out[n++] = (SDL_Rect){r.x, in.y, in.x - r.x, in.h};
    }
    if (in.x + in.w < r.x + r.w) {
        out[n++] = (SDL_Rect){in.x + in.w, in.y, r.x + r.w - (in.x + in.w), in.h};
    }
    return n;
}

#define FILL_PIECES 64

void gfx_fill_except(gfx_t *g, const SDL_Rect *rects, int n, const SDL_Rect *holes, int nholes)
{
    for (int i = 0; i < n; i++) {
        /* an empty rectangle is still given to SDL, whose software renderer draws it 1 pixel wide:
         * the picture stays what it was */
        SDL_Rect piece[FILL_PIECES];
        int np = 1;
        piece[0] = rects[i];
        for (int k = 0; k < nholes && np > 0; k++) {
            SDL_Rect next[FILL_PIECES];
            int nn = 0;
            for (int j = 0; j < np; j++) {
                if (nn + 4 > FILL_PIECES) {
                    next[nn++] = piece[j]; /* too cut up: drawn whole, which only costs time */
                    continue;
                }
                nn += rect_minus(piece[j], &holes[k], &next[nn]);
            }
            memcpy(piece, next, (size_t)nn * sizeof *piece);
            np = nn;
        }
        for (int j = 0; j < np; j++) {
            SDL_RenderFillRect(g->renderer, &piece[j]);
        }
    }
}
