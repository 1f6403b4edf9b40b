#include "platform/image.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"

/* ---- Reading ---- */

SDL_Surface *image_load(const char *path, int w, int h, bool keep_order, char *err, size_t errlen)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        snprintf(err, errlen, _("Could not read the image %s: %s. Reinstall the game's data."), path, IMG_GetError());
        return NULL;
    }
    if ((w > 0 && s->w != w) || (h > 0 && s->h != h)) {
        snprintf(err, errlen, _("The image %s is %dx%d pixels, but the game needs %dx%d. Reinstall the game's data."),
                 path, s->w, s->h, w, h);
        SDL_FreeSurface(s);
        return NULL;
    }
    Uint32 f = s->format->format;
    if (f == SDL_PIXELFORMAT_ARGB8888 || (keep_order && f == SDL_PIXELFORMAT_ABGR8888)) {
        return s;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    if (!c) {
        snprintf(err, errlen, _("Out of memory while loading %s."), path);
    }
    return c;
}

/* Pastes the court cards (3 x 4 cells) over the J, Q, K columns of the atlas. */
static bool paste_courts(SDL_Surface *atlas, SDL_Surface *courts)
{
    if (courts->format->format != atlas->format->format) {
        SDL_Surface *c = SDL_ConvertSurfaceFormat(courts, atlas->format->format, 0);
        if (!c) {
            return false;
        }
        bool ok = paste_courts(atlas, c);
        SDL_FreeSurface(c);
        return ok;
    }
    SDL_LockSurface(atlas);
    SDL_LockSurface(courts);
    for (int y = 0; y < IMAGE_FACES_H; y++) {
        memcpy((Uint8 *)atlas->pixels + (size_t)y * atlas->pitch + (size_t)IMAGE_COURTS_X * 4,
               (const Uint8 *)courts->pixels + (size_t)y * courts->pitch, (size_t)IMAGE_COURTS_W * 4);
    }
    SDL_UnlockSurface(courts);
    SDL_UnlockSurface(atlas);
    return true;
}

SDL_Surface *image_load_faces(const char *atlas_path, const char *courts_path, char *err, size_t errlen,
                              char *courts_err, size_t courts_errlen)
{
    courts_err[0] = '\0';
    SDL_Surface *atlas = image_load(atlas_path, IMAGE_FACES_W, IMAGE_FACES_H, true, err, errlen);
    if (!atlas || !courts_path) {
        return atlas;
    }
    SDL_Surface *courts = image_load(courts_path, IMAGE_COURTS_W, IMAGE_FACES_H, true, courts_err, courts_errlen);
    if (courts && !paste_courts(atlas, courts)) {
        snprintf(courts_err, courts_errlen, _("Out of memory while loading %s."), courts_path);
    }
    if (courts) {
        SDL_FreeSurface(courts);
    }
    return atlas;
}

/* ---- Resampling ---- */

/* Enlarging (a very large window): bilinear is right for that. */
static SDL_Surface *enlarge(SDL_Surface *src, const SDL_Rect *sr, SDL_Surface *dst)
{
    SDL_Surface *s = src->format->format == SDL_PIXELFORMAT_ARGB8888
                         ? src
                         : SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888, 0);
    if (!s) {
        SDL_FreeSurface(dst);
        return NULL;
    }
    SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
    SDL_Rect from = *sr;
    if (SDL_SoftStretchLinear(s, &from, dst, NULL) != 0) {
        SDL_BlitScaled(s, &from, dst, NULL);
    }
    if (s != src) {
        SDL_FreeSurface(s);
    }
    return dst;
}

/* What the reduction reads: the source part, its channels' places and the scale factors. */
typedef struct {
    const SDL_Surface *src;
    SDL_Rect sr;
    int rs, bs; /* where red and blue are: ARGB8888 or ABGR8888 */
    double fx, fy;
    float inv_area;
    float *acc; /* sr.w x (r, g, b, alpha) of one destination row, premultiplied by alpha */
} reduce_t;

/* Adds the source rows under destination row y, each by how much of it the row covers. */
static void accumulate_rows(const reduce_t *r, int y)
{
    double y0 = y * r->fy, y1 = (y + 1) * r->fy;
    memset(r->acc, 0, (size_t)r->sr.w * 4 * sizeof *r->acc);
    for (int sy = (int)y0; sy < r->sr.h && sy < y1; sy++) {
        double top = sy > y0 ? sy : y0, bot = sy + 1 < y1 ? sy + 1 : y1;
        float wy = (float)(bot - top);
        if (wy <= 0) {
            continue;
        }
        const Uint32 *row =
            (const Uint32 *)((const Uint8 *)r->src->pixels + (size_t)(r->sr.y + sy) * r->src->pitch) + r->sr.x;
        for (int x = 0; x < r->sr.w; x++) {
            Uint32 p = row[x];
            float al = (float)(p >> 24) * wy;
            float *o = r->acc + 4 * x;
            o[0] += al * (float)((p >> r->rs) & 0xFF);
            o[1] += al * (float)((p >> 8) & 0xFF);
            o[2] += al * (float)((p >> r->bs) & 0xFF);
            o[3] += al;
        }
    }
}

static Uint32 clamp255(Uint32 v)
{
    return v > 255 ? 255 : v;
}

/* Destination pixel x of the accumulated row: the columns it covers, averaged by alpha. */
static Uint32 reduce_pixel(const reduce_t *r, int x)
{
    double x0 = x * r->fx, x1 = (x + 1) * r->fx;
    float cr = 0, cg = 0, cb = 0, al = 0;
    for (int sx = (int)x0; sx < r->sr.w && sx < x1; sx++) {
        double l = sx > x0 ? sx : x0, rr = sx + 1 < x1 ? sx + 1 : x1;
        float wx = (float)(rr - l);
        const float *c = r->acc + 4 * sx;
        cr += wx * c[0];
        cg += wx * c[1];
        cb += wx * c[2];
        al += wx * c[3];
    }
    /* every value is >= 0: adding a half and truncating rounds */
    Uint32 pa = clamp255((Uint32)(al * r->inv_area + 0.5f));
    Uint32 pr = 0, pg = 0, pb = 0;
    if (al > 0) {
        float inv = 1.0f / al;
        pr = clamp255((Uint32)(cr * inv + 0.5f));
        pg = clamp255((Uint32)(cg * inv + 0.5f));
        pb = clamp255((Uint32)(cb * inv + 0.5f));
    }
    return (pa << 24) | (pr << 16) | (pg << 8) | pb;
}

/* Reducing: every destination pixel is the alpha-weighted average of the source area it covers. */
static SDL_Surface *reduce(SDL_Surface *src, const SDL_Rect *sr, SDL_Surface *dst)
{
    reduce_t r = {src, *sr, src->format->Rshift, src->format->Bshift, (double)sr->w / dst->w, (double)sr->h / dst->h,
                  0,   NULL};
    r.inv_area = (float)(1.0 / (r.fx * r.fy));
    r.acc = calloc((size_t)sr->w * 4, sizeof *r.acc);
    if (!r.acc) {
        SDL_FreeSurface(dst);
        return NULL;
    }
    SDL_LockSurface(src);
    SDL_LockSurface(dst);
    for (int y = 0; y < dst->h; y++) {
        accumulate_rows(&r, y);
        Uint32 *out = (Uint32 *)((Uint8 *)dst->pixels + (size_t)y * dst->pitch);
        for (int x = 0; x < dst->w; x++) {
            out[x] = reduce_pixel(&r, x);
        }
    }
    SDL_UnlockSurface(dst);
    SDL_UnlockSurface(src);
    free(r.acc);
    return dst;
}

SDL_Surface *image_resample(SDL_Surface *src, const SDL_Rect *src_rect, int dw, int dh)
{
    SDL_Rect sr = src_rect ? *src_rect : (SDL_Rect){0, 0, src->w, src->h};
    dw = dw < 1 ? 1 : dw;
    dh = dh < 1 ? 1 : dh;
    SDL_Surface *dst = SDL_CreateRGBSurfaceWithFormat(0, dw, dh, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!dst) {
        return NULL;
    }
    if (dw >= sr.w || dh >= sr.h) {
        return enlarge(src, &sr, dst);
    }
    return reduce(src, &sr, dst);
}

SDL_Surface *image_rotate_quarter(SDL_Surface *s)
{
    if (!s) {
        return NULL;
    }
    SDL_Surface *d = SDL_CreateRGBSurfaceWithFormat(0, s->h, s->w, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!d) {
        return NULL;
    }
    SDL_LockSurface(s);
    SDL_LockSurface(d);
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * s->pitch);
        for (int x = 0; x < s->w; x++) {
            /* clockwise: (x, y) -> (h-1-y, x) */
            Uint32 *drow = (Uint32 *)((Uint8 *)d->pixels + (size_t)x * d->pitch);
            drow[s->h - 1 - y] = row[x];
        }
    }
    SDL_UnlockSurface(d);
    SDL_UnlockSurface(s);
    return d;
}

/* ---- Made here ---- */

SDL_Surface *image_disc(int radius)
{
    int d = radius * 2;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, d, d, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        return NULL;
    }
    SDL_LockSurface(s);
    for (int y = 0; y < d; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch);
        for (int x = 0; x < d; x++) {
            /* 4x4 supersampling of the edge */
            int inside = 0;
            for (int sy = 0; sy < 4; sy++) {
                for (int sx = 0; sx < 4; sx++) {
                    float px = x + (sx + 0.5f) / 4 - radius, py = y + (sy + 0.5f) / 4 - radius;
                    inside += px * px + py * py <= (float)radius * radius;
                }
            }
            Uint32 a = (Uint32)(inside * 255 / 16);
            row[x] = (a << 24) | 0xFFFFFF;
        }
    }
    SDL_UnlockSurface(s);
    return s;
}

SDL_Surface *image_soft(int radius)
{
    int d = radius * 2 + 2;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, d, d, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        return NULL;
    }
    SDL_LockSurface(s);
    float c = (d - 1) / 2.0f;
    for (int y = 0; y < d; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch);
        for (int x = 0; x < d; x++) {
            float dx = fabsf(x - c) - 1.0f, dy = fabsf(y - c) - 1.0f;
            dx = dx < 0 ? 0 : dx;
            dy = dy < 0 ? 0 : dy;
            float dist = sqrtf(dx * dx + dy * dy) / (float)radius; /* 0 inside, 1 at the outer edge */
            float v = 1.0f - dist;
            v = v < 0 ? 0 : v;
            v = v * v * (3 - 2 * v); /* smoothstep */
            row[x] = ((Uint32)(v * 255.0f) << 24);
        }
    }
    SDL_UnlockSurface(s);
    return s;
}

/* p's colour times k, opaque. */
static Uint32 lit(Uint32 p, float k)
{
    int cr = (int)(((p >> 16) & 0xFF) * k), cg = (int)(((p >> 8) & 0xFF) * k), cb = (int)((p & 0xFF) * k);
    cr = cr > 255 ? 255 : cr;
    cg = cg > 255 ? 255 : cg;
    cb = cb > 255 ? 255 : cb;
    return 0xFF000000u | ((Uint32)cr << 16) | ((Uint32)cg << 8) | (Uint32)cb;
}

SDL_Surface *image_felt(SDL_Surface *tile, int pw, int ph)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        return NULL;
    }
    SDL_LockSurface(s);
    SDL_LockSurface(tile);
    float cx = pw * 0.5f, cy = ph * 0.44f;
    float rx = pw * 0.75f, ry = ph * 0.85f;
    for (int y = 0; y < ph; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch);
        const Uint32 *trow = (const Uint32 *)((const Uint8 *)tile->pixels + (size_t)(y % tile->h) * tile->pitch);
        float dy = (y - cy) / ry;
        for (int x = 0; x < pw; x++) {
            float dx = (x - cx) / rx;
            /* 1.12 in the middle down to 0.55 in the corners */
            float k = 1.12f - 0.62f * (dx * dx + dy * dy);
            row[x] = lit(trow[x % tile->w], k < 0.5f ? 0.5f : k);
        }
    }
    SDL_UnlockSurface(tile);
    SDL_UnlockSurface(s);
    return s;
}
