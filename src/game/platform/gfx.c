/* Drawing helpers of the drawing context (gfx.h). */
#include "platform/gfx.h"

#include <string.h>

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

#define PIECES_CAP 64

/* The parts of r outside every hole, apart from each other, into out (at most PIECES_CAP); a part cut
 * up too much is kept whole (drawing more than needed costs only time). */
static int split(SDL_Rect r, const SDL_Rect *holes, int nholes, SDL_Rect out[PIECES_CAP])
{
    int np = 1;
    out[0] = r;
    for (int k = 0; k < nholes && np > 0; k++) {
        SDL_Rect next[PIECES_CAP];
        int nn = 0;
        for (int j = 0; j < np; j++) {
            if (nn + 4 > PIECES_CAP) {
                next[nn++] = out[j];
                continue;
            }
            nn += rect_minus(out[j], &holes[k], &next[nn]);
        }
        memcpy(out, next, (size_t)nn * sizeof *out);
        np = nn;
    }
    return np;
}

void gfx_fill_except(gfx_t *g, const SDL_Rect *rects, int n, const SDL_Rect *holes, int nholes)
{
    for (int i = 0; i < n; i++) {
        /* an empty rectangle (a round dot's middle) is not given to SDL, whose software renderer would
         * draw it 1 pixel wide: a faint cross through the pass panel's dots */
        if (rects[i].w <= 0 || rects[i].h <= 0) {
            continue;
        }
        SDL_Rect piece[PIECES_CAP];
        int np = split(rects[i], holes, nholes, piece);
        for (int j = 0; j < np; j++) {
            SDL_RenderFillRect(g->renderer, &piece[j]);
        }
    }
}

/* A piece whose every row (or column) is of one colour, blended: each run of lines of one colour is
 * a blended fill of that colour modulated as the copy would be, which is the arithmetic SDL's
 * software renderer does for both (a colour c modulated by m is c * m / 255, its alpha too; blending
 * then premultiplies by that alpha and adds the rest of the destination): the same pixels for a
 * fraction of the work. */
static void fill_lines(gfx_t *g, const assets_piece_t *pc, SDL_Texture *t, const SDL_Rect *dst, const SDL_Rect *holes,
                       int nholes)
{
    Uint8 mr, mg, mb, ma, r0, g0, b0, a0;
    SDL_BlendMode m0;
    SDL_GetTextureColorMod(t, &mr, &mg, &mb);
    SDL_GetTextureAlphaMod(t, &ma);
    SDL_GetRenderDrawColor(g->renderer, &r0, &g0, &b0, &a0);
    SDL_GetRenderDrawBlendMode(g->renderer, &m0);
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    int n = pc->rows ? dst->h : dst->w;
    Uint32 last = 0;
    int from = 0;
    for (int i = 0; i <= n; i++) {
        Uint32 v = 0;
        if (i < n) {
            Uint32 p = pc->line[i];
            Uint32 r = ((p >> 16) & 0xFF) * mr / 255, gr = ((p >> 8) & 0xFF) * mg / 255, b = (p & 0xFF) * mb / 255;
            Uint32 a = (p >> 24) * ma / 255;
            v = a ? (a << 24) | (r << 16) | (gr << 8) | b : 0;
        }
        if (i > 0 && (i == n || v != last)) {
            if (last >> 24) { /* nothing shows through a colour of alpha 0 */
                SDL_Rect band = pc->rows ? (SDL_Rect){dst->x, dst->y + from, dst->w, i - from}
                                         : (SDL_Rect){dst->x + from, dst->y, i - from, dst->h};
                SDL_SetRenderDrawColor(g->renderer, (Uint8)(last >> 16), (Uint8)(last >> 8), (Uint8)last,
                                       (Uint8)(last >> 24));
                gfx_fill_except(g, &band, 1, holes, nholes);
            }
            from = i;
        }
        last = v;
    }
    SDL_SetRenderDrawColor(g->renderer, r0, g0, b0, a0);
    SDL_SetRenderDrawBlendMode(g->renderer, m0);
}

/* A 1:1 copy, except inside the holes: a part of dst is the same part of src. */
static void copy_pieces(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst, const SDL_Rect *holes,
                        int nholes)
{
    if (nholes <= 0) {
        SDL_RenderCopy(g->renderer, t, src, dst);
        return;
    }
    SDL_Rect piece[PIECES_CAP];
    int np = split(*dst, holes, nholes, piece);
    for (int j = 0; j < np; j++) {
        SDL_Rect s = {src->x + piece[j].x - dst->x, src->y + piece[j].y - dst->y, piece[j].w, piece[j].h};
        SDL_RenderCopy(g->renderer, t, &s, &piece[j]);
    }
}

void gfx_copy_except(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst, const SDL_Rect *holes,
                     int nholes)
{
    if (!src || !dst) {
        SDL_RenderCopy(g->renderer, t, src, dst);
        return;
    }
    if (src->w == dst->w && src->h == dst->h) {
        copy_pieces(g, t, src, dst, holes, nholes);
        return;
    }
    assets_piece_t pc;
    if (!assets_piece(g->assets, t, src, dst->w, dst->h, &pc)) {
        SDL_RenderCopy(g->renderer, t, src, dst); /* scaled: drawn whole */
        return;
    }
    SDL_BlendMode mode;
    Uint8 r, gr, b, a;
    SDL_GetTextureBlendMode(t, &mode);
    SDL_GetTextureColorMod(t, &r, &gr, &b);
    SDL_GetTextureAlphaMod(t, &a);
    /* with a colour modulation, SDL blends with its general blitter, whose arithmetic the fills share
     * (without one it may take a faster path that rounds otherwise) */
    if (pc.line && mode == SDL_BLENDMODE_BLEND && (r & gr & b) != 255) {
        fill_lines(g, &pc, t, dst, holes, nholes);
        return;
    }
    SDL_SetTextureColorMod(pc.tex, r, gr, b);
    SDL_SetTextureAlphaMod(pc.tex, a);
    SDL_SetTextureBlendMode(pc.tex, mode);
    SDL_Rect whole = {0, 0, dst->w, dst->h};
    copy_pieces(g, pc.tex, &whole, dst, holes, nholes);
}

void gfx_copy(gfx_t *g, SDL_Texture *t, const SDL_Rect *src, const SDL_Rect *dst)
{
    gfx_copy_except(g, t, src, dst, NULL, 0);
}
