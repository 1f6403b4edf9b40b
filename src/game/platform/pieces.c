/* Pieces of the disc and the soft square scaled once to the size they are drawn at (assets_piece):
 * drawn 1:1 from then on, as SDL's software renderer would have scaled them every frame. */
#include <stdlib.h>

#include "platform/assets.h"

/* A piece of a made texture at the size it is drawn at (assets_piece). */
#define PIECES_MAX 96
struct assets_piece {
    SDL_Surface *from;
    SDL_Rect src;
    int w, h;
    assets_piece_t piece;
    unsigned used;
};

/* ---- Pieces scaled once ---- */

/* The colour of each row of s if every row is of one colour, else of each column if every column is;
 * NULL otherwise. */
static Uint32 *uniform_lines(SDL_Surface *s, bool *rows)
{
    const Uint32 *px = s->pixels;
    int pitch = s->pitch / 4;
    bool by_row = true, by_col = true;
    for (int y = 0; y < s->h && (by_row || by_col); y++) {
        for (int x = 0; x < s->w; x++) {
            by_row = by_row && px[y * pitch + x] == px[y * pitch];
            by_col = by_col && px[y * pitch + x] == px[x];
        }
    }
    if (!by_row && !by_col) {
        return NULL;
    }
    *rows = by_row;
    int n = by_row ? s->h : s->w;
    Uint32 *line = malloc((size_t)n * sizeof *line);
    for (int i = 0; line && i < n; i++) {
        line[i] = by_row ? px[i * pitch] : px[i];
    }
    return line;
}

bool assets_piece(assets_t *a, SDL_Texture *t, const SDL_Rect *src, int w, int h, assets_piece_t *out)
{
    SDL_Surface *img = t == a->disc ? a->disc_img : t == a->soft ? a->soft_img : NULL;
    SDL_ScaleMode mode;
    if (!a->software || !img || !t || !src || w <= 0 || h <= 0 || (src->w == w && src->h == h) ||
        SDL_GetTextureScaleMode(t, &mode) != 0 || mode == SDL_ScaleModeNearest) {
        return false;
    }
    if (!a->pieces) {
        a->pieces = calloc(PIECES_MAX, sizeof *a->pieces);
        if (!a->pieces) {
            return false;
        }
    }
    a->piece_clock++;
    struct assets_piece *oldest = &a->pieces[0];
    for (int i = 0; i < PIECES_MAX; i++) {
        struct assets_piece *p = &a->pieces[i];
        if (p->piece.tex && p->from == img && p->w == w && p->h == h && SDL_RectEquals(&p->src, src)) {
            p->used = a->piece_clock;
            *out = p->piece;
            return true;
        }
        if (!p->piece.tex || (oldest->piece.tex && p->used < oldest->used)) {
            oldest = p;
        }
    }
    /* SDL's software renderer scales a part of a texture with filtering into a new image of the size
     * it is drawn at (SDL_SoftStretchLinear), then blends that image 1:1 */
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, img->format->format);
    if (!s) {
        return false;
    }
    SDL_Rect from = *src;
    assets_piece_t made = {NULL, NULL, false};
    if (SDL_SoftStretchLinear(img, &from, s, NULL) == 0) {
        made.tex = SDL_CreateTextureFromSurface(a->renderer, s);
        made.line = made.tex && img->format->format == SDL_PIXELFORMAT_ARGB8888 ? uniform_lines(s, &made.rows) : NULL;
    }
    SDL_FreeSurface(s);
    if (!made.tex) {
        return false;
    }
    if (oldest->piece.tex) {
        SDL_DestroyTexture(oldest->piece.tex);
    }
    free(oldest->piece.line);
    *oldest = (struct assets_piece){img, *src, w, h, made, a->piece_clock};
    *out = made;
    return true;
}

void assets_pieces_free(assets_t *a)
{
    if (!a->pieces) {
        return;
    }
    for (int i = 0; i < PIECES_MAX; i++) {
        if (a->pieces[i].piece.tex) {
            SDL_DestroyTexture(a->pieces[i].piece.tex);
        }
        free(a->pieces[i].piece.line);
    }
    free(a->pieces);
    a->pieces = NULL;
}
