#include "platform/assets.h"

#include <SDL_image.h>
#include <errno.h>
#include <sys/stat.h>
#if defined(_WIN32) && !defined(S_ISDIR)
#define S_ISDIR(m) (((m)&S_IFMT) == S_IFDIR)
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/fatal.h"
#include "hearts/version.h"

#define FACES_W       2600
#define FACES_H       1120
#define CELL_W        200
#define CELL_H        280
#define SHADOW_W      232
#define SHADOW_H      312
#define SHADOW_MARGIN 16

static const float SIZE_W[CARDSZ_COUNT] = {105.0f, 66.0f, 58.0f};

float card_size_w(card_size_t s)
{
    return SIZE_W[s];
}

float card_size_h(card_size_t s)
{
    return SIZE_W[s] * 1.4f;
}

/* ---- Finding files ---- */

static void add_dir(assets_t *a, const char *dir, const char *sub)
{
    if (!dir || !*dir || a->ndirs == ASSET_DIRS_MAX) {
        return;
    }
    char buf[ASSET_PATH_MAX];
    size_t n = strlen(dir);
    const char *sep = (n > 0 && (dir[n - 1] == '/' || dir[n - 1] == '\\')) ? "" : "/";
    if (sub && *sub) {
        snprintf(buf, sizeof buf, "%s%s%s", dir, sep, sub);
    } else {
        snprintf(buf, sizeof buf, "%s", dir);
    }
    for (int i = 0; i < a->ndirs; i++) {
        if (strcmp(a->dirs[i], buf) == 0) {
            return;
        }
    }
    snprintf(a->dirs[a->ndirs++], ASSET_PATH_MAX, "%s", buf);
}

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return false;
    }
    SDL_RWclose(rw);
    return true;
}

/* What a data folder must hold for the game to start (each sound is checked by audio_init). */
static const char *const REQUIRED[] = {"cards.png",
                                       "cards4.png",
                                       "backs.png",
                                       "shadow.png",
                                       "table.png",
                                       "fonts/DejaVuSans.ttf",
                                       "fonts/DejaVuSans-Bold.ttf",
                                       "sounds/card.wav"};

bool assets_init_paths(assets_t *a, const char *data_dir, char *err, size_t errlen)
{
    a->ndirs = 0;
    a->root = -1;
    err[0] = '\0';
    const char *env = getenv("HEARTS_DATADIR");
    const char *named = data_dir && *data_dir ? data_dir : env && *env ? env : NULL;
    if (named) {
        /* A folder the player named is the game's data, or the game does not start: another install's
         * data in its place would hide the mistake. */
        const char *how = data_dir && *data_dir ? "--data-dir" : "HEARTS_DATADIR";
        add_dir(a, named, NULL);
        a->root = 0;
        char probe[ASSET_PATH_MAX + 64];
        char missing[768] = "";
        int nmissing = 0;
        for (size_t i = 0; i < sizeof REQUIRED / sizeof REQUIRED[0]; i++) {
            snprintf(probe, sizeof probe, "%s/%s", a->dirs[0], REQUIRED[i]);
            if (!file_exists(probe)) {
                size_t used = strlen(missing);
                snprintf(missing + used, sizeof missing - used, "%s%s", nmissing ? ", " : "", REQUIRED[i]);
                nmissing++;
            }
        }
        struct stat st;
        if (stat(named, &st) != 0 || !S_ISDIR(st.st_mode)) {
            snprintf(err, errlen,
                     "The data folder named by %s, %s, is not a folder (%s). Point %s at the folder that holds "
                     "cards.png, or leave it out to use the installed data.",
                     how, named, stat(named, &st) != 0 ? strerror(errno) : "a file", how);
            return false;
        }
        if (nmissing == (int)(sizeof REQUIRED / sizeof REQUIRED[0])) {
            snprintf(err, errlen,
                     "The data folder named by %s, %s, does not hold the game's data (it lacks %s). Point %s at the "
                     "folder that holds cards.png, or leave it out to use the installed data.",
                     how, named, missing, how);
            return false;
        }
        if (nmissing) {
            snprintf(err, errlen,
                     "The data folder named by %s, %s, lacks %s. Point %s at a whole copy of the game's data, or "
                     "leave it out to use the installed data.",
                     how, named, missing, how);
            return false;
        }
        return true;
    }
    char *base = SDL_GetBasePath();
    if (base) {
        add_dir(a, base, HEARTS_RELATIVE_DATADIR);
        add_dir(a, base, "data");
        SDL_free(base);
    }
    add_dir(a, HEARTS_BUILD_DATADIR, NULL);
    /* the game's data folder is the first that has the card faces */
    char probe[ASSET_PATH_MAX + 16];
    for (int i = 0; i < a->ndirs && a->root < 0; i++) {
        snprintf(probe, sizeof probe, "%s/cards.png", a->dirs[i]);
        if (file_exists(probe)) {
            a->root = i;
        }
    }
    return true;
}

bool assets_find(const assets_t *a, const char *name, char *out, size_t len)
{
    if (a->root >= 0) {
        /* one folder holds the whole set: never mix the files of two installs */
        snprintf(out, len, "%s/%s", a->dirs[a->root], name);
        return file_exists(out);
    }
    for (int i = 0; i < a->ndirs; i++) {
        snprintf(out, len, "%s/%s", a->dirs[i], name);
        if (file_exists(out)) {
            return true;
        }
    }
    return false;
}

void assets_require(const assets_t *a, const char *name, char *out, size_t len)
{
    if (assets_find(a, name, out, len)) {
        return;
    }
    char where[ASSET_DIRS_MAX * (ASSET_PATH_MAX + 4)] = "";
    for (int i = 0; i < a->ndirs; i++) {
        if (a->root >= 0 && i != a->root) {
            continue;
        }
        strcat(where, where[0] ? ", " : "");
        strcat(where, a->dirs[i]);
    }
    fatal("A game file is missing: %s was not found. Looked in: %s. Reinstall the game, or point --data-dir "
          "(or HEARTS_DATADIR) at the folder that holds %s.",
          name, a->ndirs ? where : "(nowhere)", name);
}

static SDL_Surface *load_png(const assets_t *a, const char *name, int w, int h)
{
    char path[ASSET_PATH_MAX];
    assets_require(a, name, path, sizeof path);
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fatal("Could not read the image %s: %s. Reinstall the game's data.", path, IMG_GetError());
    }
    if ((w > 0 && s->w != w) || (h > 0 && s->h != h)) {
        fatal("The image %s is %dx%d pixels, but the game needs %dx%d. Reinstall the game's data.", path, s->w, s->h, w,
              h);
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    if (!c) {
        fatal("Out of memory while loading %s.", path);
    }
    return c;
}

/* ---- Scaling ---- */

SDL_Surface *assets_resample(SDL_Surface *src, SDL_Rect *src_rect, int dw, int dh)
{
    SDL_Rect sr = src_rect ? *src_rect : (SDL_Rect){0, 0, src->w, src->h};
    if (dw < 1) {
        dw = 1;
    }
    if (dh < 1) {
        dh = 1;
    }
    SDL_Surface *dst = SDL_CreateRGBSurfaceWithFormat(0, dw, dh, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!dst) {
        return NULL;
    }
    if (dw >= sr.w || dh >= sr.h) {
        /* Enlarging (a very large window): bilinear is right for that. */
        SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_NONE);
        if (SDL_SoftStretchLinear(src, &sr, dst, NULL) != 0) {
            SDL_BlitScaled(src, &sr, dst, NULL);
        }
        return dst;
    }
    const double fx = (double)sr.w / dw, fy = (double)sr.h / dh;
    float *acc = calloc((size_t)sr.w * 4, sizeof *acc);
    if (!acc) {
        SDL_FreeSurface(dst);
        return NULL;
    }
    const float inv_area = (float)(1.0 / (fx * fy));
    SDL_LockSurface(src);
    SDL_LockSurface(dst);
    for (int y = 0; y < dh; y++) {
        double y0 = y * fy, y1 = (y + 1) * fy;
        memset(acc, 0, (size_t)sr.w * 4 * sizeof *acc);
        for (int sy = (int)y0; sy < sr.h && sy < y1; sy++) {
            double top = sy > y0 ? sy : y0, bot = sy + 1 < y1 ? sy + 1 : y1;
            float wy = (float)(bot - top);
            if (wy <= 0) {
                continue;
            }
            const Uint32 *row = (const Uint32 *)((const Uint8 *)src->pixels + (size_t)(sr.y + sy) * src->pitch) + sr.x;
            for (int x = 0; x < sr.w; x++) {
                Uint32 p = row[x];
                float al = (float)(p >> 24) * wy;
                float *o = acc + 4 * x;
                o[0] += al * (float)((p >> 16) & 0xFF);
                o[1] += al * (float)((p >> 8) & 0xFF);
                o[2] += al * (float)(p & 0xFF);
                o[3] += al;
            }
        }
        Uint32 *out = (Uint32 *)((Uint8 *)dst->pixels + (size_t)y * dst->pitch);
        for (int x = 0; x < dw; x++) {
            double x0 = x * fx, x1 = (x + 1) * fx;
            float r = 0, g = 0, b = 0, al = 0;
            for (int sx = (int)x0; sx < sr.w && sx < x1; sx++) {
                double l = sx > x0 ? sx : x0, rr = sx + 1 < x1 ? sx + 1 : x1;
                float wx = (float)(rr - l);
                const float *c = acc + 4 * sx;
                r += wx * c[0];
                g += wx * c[1];
                b += wx * c[2];
                al += wx * c[3];
            }
            Uint32 pa = (Uint32)lroundf(al * inv_area);
            if (pa > 255) {
                pa = 255;
            }
            Uint32 pr = 0, pg = 0, pb = 0;
            if (al > 0) {
                pr = (Uint32)lroundf(r / al);
                pg = (Uint32)lroundf(g / al);
                pb = (Uint32)lroundf(b / al);
                pr = pr > 255 ? 255 : pr;
                pg = pg > 255 ? 255 : pg;
                pb = pb > 255 ? 255 : pb;
            }
            out[x] = (pa << 24) | (pr << 16) | (pg << 8) | pb;
        }
    }
    SDL_UnlockSurface(dst);
    SDL_UnlockSurface(src);
    free(acc);
    return dst;
}

static SDL_Surface *rotate_quarter(SDL_Surface *s)
{
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

static SDL_Texture *to_texture(SDL_Renderer *r, SDL_Surface *s, bool blend)
{
    if (!s) {
        fatal("Out of memory while preparing the card images.");
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    if (!t) {
        fatal("Could not make a texture of %dx%d pixels: %s", s->w, s->h, SDL_GetError());
    }
    SDL_SetTextureBlendMode(t, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    return t;
}

static void destroy(SDL_Texture **t)
{
    if (*t) {
        SDL_DestroyTexture(*t);
        *t = NULL;
    }
}

/* ---- Made here ---- */

/* A white disc with a soft (anti-aliased) edge; its quarters are the corners of rounded rectangles. */
static SDL_Texture *make_disc(SDL_Renderer *r, int radius)
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
    SDL_Texture *t = to_texture(r, s, true);
    SDL_FreeSurface(s);
    return t;
}

/* A soft shadow: a square whose edge fades out over `radius` pixels, drawn as nine slices. */
static SDL_Texture *make_soft(SDL_Renderer *r, int radius)
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
    SDL_Texture *t = to_texture(r, s, true);
    SDL_FreeSurface(s);
    return t;
}

/* The felt, tiled over the whole window, with light falling on the middle of the table. */
static SDL_Texture *make_background(SDL_Renderer *r, SDL_Surface *tile, int pw, int ph)
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
            float d2 = dx * dx + dy * dy;
            /* 1.12 in the middle down to 0.55 in the corners */
            float k = 1.12f - 0.62f * d2;
            k = k < 0.5f ? 0.5f : k;
            Uint32 p = trow[x % tile->w];
            int cr = (int)(((p >> 16) & 0xFF) * k), cg = (int)(((p >> 8) & 0xFF) * k), cb = (int)((p & 0xFF) * k);
            cr = cr > 255 ? 255 : cr;
            cg = cg > 255 ? 255 : cg;
            cb = cb > 255 ? 255 : cb;
            row[x] = 0xFF000000u | ((Uint32)cr << 16) | ((Uint32)cg << 8) | (Uint32)cb;
        }
    }
    SDL_UnlockSurface(tile);
    SDL_UnlockSurface(s);
    SDL_Texture *t = to_texture(r, s, false);
    SDL_FreeSurface(s);
    return t;
}

/* ---- Loading and building ---- */

static void load_faces(assets_t *a, bool four)
{
    if (a->faces_src && a->faces_src_four == (int)four) {
        return;
    }
    if (a->faces_src) {
        SDL_FreeSurface(a->faces_src);
    }
    a->faces_src = load_png(a, four ? "cards4.png" : "cards.png", FACES_W, FACES_H);
    a->faces_src_four = four;
}

void assets_load(assets_t *a, SDL_Renderer *r, bool four_colour)
{
    int flags = IMG_INIT_PNG;
    if ((IMG_Init(flags) & flags) != flags) {
        fatal("Could not start the image library (SDL2_image) for PNG files: %s", IMG_GetError());
    }
    a->faces_src_four = -1;
    load_faces(a, four_colour);
    a->backs_src = load_png(a, "backs.png", CELL_W * 4, CELL_H);
    a->shadow_src = load_png(a, "shadow.png", SHADOW_W, SHADOW_H);
    a->table_src = load_png(a, "table.png", 0, 0);
    a->disc_r = 64;
    a->disc = make_disc(r, a->disc_r);
    a->soft_r = 32;
    a->soft = make_soft(r, a->soft_r);
    a->scale = 0;
    a->back = -1;
    a->four = -1;
}

static void cell_size(float scale, card_size_t size, int *w, int *h)
{
    *w = (int)lroundf(card_size_w(size) * scale);
    *h = (int)lroundf(card_size_h(size) * scale);
    if (*w < 4) {
        *w = 4;
    }
    if (*h < 6) {
        *h = 6;
    }
}

SDL_Texture *assets_faces(assets_t *a, SDL_Renderer *r, card_size_t size)
{
    if (!a->faces[size]) {
        int w, h;
        cell_size(a->scale, size, &w, &h);
        SDL_Surface *s = assets_resample(a->faces_src, NULL, w * 13, h * 4);
        a->faces[size] = to_texture(r, s, true);
        SDL_FreeSurface(s);
        a->cell_w[size] = w;
        a->cell_h[size] = h;
    }
    return a->faces[size];
}

void assets_prepare(assets_t *a, SDL_Renderer *r, float scale, int pw, int ph, bool four_colour, int back)
{
    bool rescale = fabsf(scale - a->scale) > 1e-4f;
    bool refaces = rescale || a->four != (int)four_colour;
    bool reback = rescale || a->back != back;
    if (pw != a->pw || ph != a->ph || !a->background) {
        destroy(&a->background);
        a->background = make_background(r, a->table_src, pw, ph);
        a->pw = pw;
        a->ph = ph;
    }
    a->scale = scale;
    if (refaces) {
        load_faces(a, four_colour);
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            destroy(&a->faces[i]);
            cell_size(scale, (card_size_t)i, &a->cell_w[i], &a->cell_h[i]);
        }
        a->four = four_colour;
    }
    if (reback) {
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            destroy(&a->backs[i]);
            SDL_Rect src = {back * CELL_W, 0, CELL_W, CELL_H};
            SDL_Surface *s = assets_resample(a->backs_src, &src, a->cell_w[i], a->cell_h[i]);
            if (i == CARDSZ_SMALL) {
                SDL_Surface *rot = rotate_quarter(s);
                destroy(&a->back_rot);
                a->back_rot = to_texture(r, rot, true);
                SDL_FreeSurface(rot);
            }
            a->backs[i] = to_texture(r, s, true);
            SDL_FreeSurface(s);
        }
        a->back = back;
    }
    if (rescale) {
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            destroy(&a->shadow[i]);
            int m = (int)lroundf(SHADOW_MARGIN * (float)a->cell_w[i] / CELL_W);
            int w = a->cell_w[i] + 2 * m, h = a->cell_h[i] + 2 * m;
            SDL_Surface *s = assets_resample(a->shadow_src, NULL, w, h);
            if (i == CARDSZ_SMALL) {
                SDL_Surface *rot = rotate_quarter(s);
                destroy(&a->shadow_rot);
                a->shadow_rot = to_texture(r, rot, true);
                SDL_FreeSurface(rot);
            }
            a->shadow[i] = to_texture(r, s, true);
            SDL_FreeSurface(s);
            a->shadow_w[i] = w;
            a->shadow_h[i] = h;
            a->shadow_margin[i] = m;
        }
        for (int b = 0; b < 4; b++) {
            destroy(&a->back_preview[b]);
        }
    }
    for (int b = 0; b < 4; b++) {
        if (!a->back_preview[b]) {
            SDL_Rect src = {b * CELL_W, 0, CELL_W, CELL_H};
            SDL_Surface *s = assets_resample(a->backs_src, &src, a->cell_w[CARDSZ_MINI], a->cell_h[CARDSZ_MINI]);
            a->back_preview[b] = to_texture(r, s, true);
            SDL_FreeSurface(s);
        }
    }
}

void assets_free(assets_t *a)
{
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        destroy(&a->faces[i]);
        destroy(&a->backs[i]);
        destroy(&a->shadow[i]);
    }
    for (int b = 0; b < 4; b++) {
        destroy(&a->back_preview[b]);
    }
    destroy(&a->back_rot);
    destroy(&a->shadow_rot);
    destroy(&a->background);
    destroy(&a->disc);
    destroy(&a->soft);
    SDL_Surface **surfs[] = {&a->faces_src, &a->backs_src, &a->shadow_src, &a->table_src};
    for (size_t i = 0; i < sizeof surfs / sizeof surfs[0]; i++) {
        if (*surfs[i]) {
            SDL_FreeSurface(*surfs[i]);
            *surfs[i] = NULL;
        }
    }
}
