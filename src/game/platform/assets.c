#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* readlink, lstat */
#endif
#include "platform/assets.h"

#include <SDL_image.h>
#include <errno.h>
#include <sys/stat.h>
#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(_WIN32)
#include <direct.h>
#define MKDIR(d) _mkdir(d)
#else
#define MKDIR(d) mkdir((d), 0700)
#endif
#if defined(_WIN32) && !defined(S_ISDIR)
#define S_ISDIR(m) (((m)&S_IFMT) == S_IFDIR)
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "hearts/version.h"
#include "platform/courts.h"
#include "platform/fatal.h"

/* A piece of a made texture at the size it is drawn at (assets_piece). */
#define PIECES_MAX 96
struct assets_piece {
    SDL_Surface *from;
    SDL_Rect src;
    int w, h;
    assets_piece_t piece;
    unsigned used;
};

#define FACES_W       2600
#define FACES_H       1120
#define COURTS_X      (9 * CELL_W) /* the jack's column: courts-*.png covers the J, Q, K columns */
#define COURTS_W      (3 * CELL_W)
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

/* ---- Failing (main thread) ---- */

_Noreturn static void fail(const char *msg)
{
    fatal("%s", msg);
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
                     _("The data folder named by %s, %s, is not a folder (%s). Point %s at the folder that holds "
                       "cards.png, or leave it out to use the installed data."),
                     how, named, stat(named, &st) != 0 ? strerror(errno) : "a file", how);
            return false;
        }
        if (nmissing == (int)(sizeof REQUIRED / sizeof REQUIRED[0])) {
            snprintf(err, errlen,
                     _("The data folder named by %s, %s, does not hold the game's data (it lacks %s). Point %s at the "
                       "folder that holds cards.png, or leave it out to use the installed data."),
                     how, named, missing, how);
            return false;
        }
        if (nmissing) {
            snprintf(err, errlen,
                     _("The data folder named by %s, %s, lacks %s. Point %s at a whole copy of the game's data, or "
                       "leave it out to use the installed data."),
                     how, named, missing, how);
            return false;
        }
        courts_set_dir(a->dirs[0]);
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
    courts_set_dir(a->root >= 0 ? a->dirs[a->root] : NULL);
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

/* Where the file is a link that leads nowhere (the Debian package links the fonts to the system's
 * DejaVu fonts), " (DIR/NAME -> TARGET)" at the end of where: what the folder holds in the file's
 * place, and where it points. */
static void note_dangling_link(const char *dir, const char *name, char *where, size_t cap)
{
#if defined(_WIN32)
    (void)dir, (void)name, (void)where, (void)cap;
#else
    char path[ASSET_PATH_MAX + 128], target[ASSET_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    ssize_t n = readlink(path, target, sizeof target - 1);
    if (n > 0 && lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        target[n] = '\0';
        size_t used = strlen(where);
        snprintf(where + used, cap - used, " (%s -> %s)", path, target);
    }
#endif
}

static void missing_message(const assets_t *a, const char *name, char *out, size_t len)
{
    char where[ASSET_DIRS_MAX * (ASSET_PATH_MAX + 4)] = "";
    for (int i = 0; i < a->ndirs; i++) {
        if (a->root >= 0 && i != a->root) {
            continue;
        }
        strcat(where, where[0] ? ", " : "");
        strcat(where, a->dirs[i]);
    }
    if (a->root >= 0) { /* one folder in where: the note goes last, bounded */
        note_dangling_link(a->dirs[a->root], name, where, sizeof where);
    }
    snprintf(out, len,
             _("A game file is missing: %s was not found. Looked in: %s. Reinstall the game, or point --data-dir "
               "(or HEARTS_DATADIR) at the folder that holds %s."),
             name, a->ndirs ? where : _("(nowhere)"), name);
}

void assets_require(const assets_t *a, const char *name, char *out, size_t len)
{
    if (assets_find(a, name, out, len)) {
        return;
    }
    char msg[ASSET_DIRS_MAX * (ASSET_PATH_MAX + 4) + 512];
    missing_message(a, name, msg, sizeof msg);
    fail(msg);
}

/* ---- Loading (any thread: nothing here touches the renderer) ---- */

/* The image at path, or NULL with the reason in err. 32-bit images with alpha are kept in the byte
 * order they were read in when keep_order (the resampler reads both), others become ARGB8888. */
static SDL_Surface *load_png(const char *path, int w, int h, bool keep_order, char *err, size_t errlen)
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
    for (int y = 0; y < FACES_H; y++) {
        memcpy((Uint8 *)atlas->pixels + (size_t)y * atlas->pitch + (size_t)COURTS_X * 4,
               (const Uint8 *)courts->pixels + (size_t)y * courts->pitch, (size_t)COURTS_W * 4);
    }
    SDL_UnlockSurface(courts);
    SDL_UnlockSurface(atlas);
    return true;
}

SDL_Surface *assets_load_faces(const char *atlas_path, const char *courts_path, char *err, size_t errlen,
                               char *courts_err, size_t courts_errlen)
{
    courts_err[0] = '\0';
    SDL_Surface *atlas = load_png(atlas_path, FACES_W, FACES_H, true, err, errlen);
    if (!atlas || !courts_path) {
        return atlas;
    }
    SDL_Surface *courts = load_png(courts_path, COURTS_W, FACES_H, true, courts_err, courts_errlen);
    if (courts && !paste_courts(atlas, courts)) {
        snprintf(courts_err, courts_errlen, _("Out of memory while loading %s."), courts_path);
    }
    if (courts) {
        SDL_FreeSurface(courts);
    }
    return atlas;
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
        SDL_Surface *s = src->format->format == SDL_PIXELFORMAT_ARGB8888
                             ? src
                             : SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888, 0);
        if (!s) {
            SDL_FreeSurface(dst);
            return NULL;
        }
        SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
        if (SDL_SoftStretchLinear(s, &sr, dst, NULL) != 0) {
            SDL_BlitScaled(s, &sr, dst, NULL);
        }
        if (s != src) {
            SDL_FreeSurface(s);
        }
        return dst;
    }
    /* ARGB8888 or ABGR8888 in: where red and blue are */
    const int rs = src->format->Rshift, bs = src->format->Bshift;
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
                o[0] += al * (float)((p >> rs) & 0xFF);
                o[1] += al * (float)((p >> 8) & 0xFF);
                o[2] += al * (float)((p >> bs) & 0xFF);
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
            /* every value is >= 0: adding a half and truncating rounds */
            Uint32 pa = (Uint32)(al * inv_area + 0.5f);
            if (pa > 255) {
                pa = 255;
            }
            Uint32 pr = 0, pg = 0, pb = 0;
            if (al > 0) {
                float inv = 1.0f / al;
                pr = (Uint32)(r * inv + 0.5f);
                pg = (Uint32)(g * inv + 0.5f);
                pb = (Uint32)(b * inv + 0.5f);
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

static SDL_Texture *to_texture(SDL_Renderer *r, SDL_Surface *s, bool blend)
{
    if (!s) {
        fail(_("Out of memory while preparing the card images."));
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    if (!t) {
        char msg[512];
        snprintf(msg, sizeof msg, _("Could not make a texture of %dx%d pixels: %s"), s->w, s->h, SDL_GetError());
        fail(msg);
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
static SDL_Surface *make_disc(int radius)
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

/* A soft shadow: a square whose edge fades out over `radius` pixels, drawn as nine slices. */
static SDL_Surface *make_soft(int radius)
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

/* The felt, tiled over the whole window, with light falling on the middle of the table. */
static SDL_Surface *make_background(SDL_Surface *tile, int pw, int ph)
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
    return s;
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

static int shadow_margin(int cell_w)
{
    return (int)lroundf(SHADOW_MARGIN * (float)cell_w / CELL_W);
}

/* ---- The builder: jobs run on a worker thread (and by the main thread while it waits) ----
 *
 * A request (window size, deck, back) is a generation. Its jobs make surfaces; the main thread turns
 * each finished job into textures (assets_poll), so until then the previous textures are drawn,
 * scaled to the new size. The sources are read once and kept. */

typedef enum {
    J_SRC_FACES, /* the chosen deck's atlas */
    J_SRC_TABLE,
    J_SRC_BACKS,
    J_SRC_SHADOW,
    J_FACES0, /* faces at CARDSZ_FACE, ... */
    J_BACKGROUND,
    J_BACKS,
    J_SHADOWS,
    J_PREVIEWS,
    J_FACES1,
    J_FACES2,
    J_COUNT
} job_t;

enum { ST_IDLE, ST_TODO, ST_RUNNING, ST_DONE }; /* IDLE: a source no job needs (yet) */

#define JOB_OUT 4

typedef struct {
    float scale;
    int pw, ph;
    bool four;
    char courts[COURTS_LETTERS]; /* the letters of the jack, queen and king (courts.h) */
    int back;
    int cell_w[CARDSZ_COUNT], cell_h[CARDSZ_COUNT];
} params_t;

struct assets_builder {
    SDL_mutex *lock;
    SDL_cond *changed;
    SDL_Thread *thread;
    Uint32 wake_event;
    bool quit;
    unsigned gen;
    params_t want;
    int state[J_COUNT];
    unsigned ran_gen[J_COUNT];          /* the generation a running or done job was made for */
    SDL_Surface *out[J_COUNT][JOB_OUT]; /* finished, not yet turned into textures */
    bool taken[J_COUNT];                /* its textures are in place */
    char paths[5][ASSET_PATH_MAX];      /* two decks, table, backs, shadow */
    char data_dir[ASSET_PATH_MAX];      /* the folder of cards.png: the court cards are beside it */
    unsigned long long src_id[5];       /* each one's path, size and time: the cache's key */
    char cache_dir[ASSET_PATH_MAX];     /* "" : no cache */
    bool cached[J_COUNT];               /* the current generation's result is in the cache */
    SDL_Surface *faces_src[2], *table_src, *backs_src, *shadow_src;
    char faces_courts[2][COURTS_LETTERS]; /* the letters on faces_src's courts */
    Uint32 quiet_until;                   /* SDL_GetTicks: the worker starts a new size only once it has held a while */
    char error[1400];
};

#define RESIZE_SETTLE_MS 120 /* a window being dragged: only the size it stops at is made */

static bool is_source(job_t j)
{
    return j <= J_SRC_SHADOW;
}

static job_t source_of(job_t j)
{
    switch (j) {
    case J_FACES0:
    case J_FACES1:
    case J_FACES2:
        return J_SRC_FACES;
    case J_BACKGROUND:
        return J_SRC_TABLE;
    case J_BACKS:
    case J_PREVIEWS:
        return J_SRC_BACKS;
    case J_SHADOWS:
        return J_SRC_SHADOW;
    default:
        return j;
    }
}

static int outputs(job_t j)
{
    return j == J_BACKS || j == J_SHADOWS || j == J_PREVIEWS ? 4 : 1;
}

static bool source_loaded(const assets_builder_t *b, job_t j, const params_t *p)
{
    switch (j) {
    case J_SRC_FACES:
        return b->faces_src[p->four] != NULL && strcmp(b->faces_courts[p->four], p->courts) == 0;
    case J_SRC_TABLE:
        return b->table_src != NULL;
    case J_SRC_BACKS:
        return b->backs_src != NULL;
    case J_SRC_SHADOW:
        return b->shadow_src != NULL;
    default:
        return false;
    }
}

static bool deps_done(const assets_builder_t *b, job_t j)
{
    return is_source(j) || b->cached[j] || b->state[source_of(j)] == ST_DONE;
}

/* A source is read when a job that is to run needs it, and only then (a start whose cards are all in
 * the cache reads no image at all). Locked. */
static void update_sources(assets_builder_t *b)
{
    for (int s = 0; s <= J_SRC_SHADOW; s++) {
        if (b->state[s] == ST_RUNNING) {
            continue;
        }
        if (source_loaded(b, (job_t)s, &b->want)) {
            b->state[s] = ST_DONE;
            continue;
        }
        bool needed = false;
        for (int j = J_SRC_SHADOW + 1; j < J_COUNT; j++) {
            needed = needed || ((int)source_of((job_t)j) == s && b->state[j] == ST_TODO && !b->cached[j]);
        }
        b->state[s] = needed ? ST_TODO : ST_IDLE;
    }
}

/* A job that can run now: want itself if it can, else the first in order (any job is worth doing
 * while waiting: the first frame needs most of them), or -1. Locked. */
static int claim(assets_builder_t *b, int want)
{
    int j = -1;
    if (b->error[0] || b->quit) {
        return -1; /* the game stops: nothing more is made */
    }
    if (want >= 0 && b->state[want] == ST_TODO && deps_done(b, (job_t)want)) {
        j = want;
    }
    for (int k = 0; k < J_COUNT && j < 0; k++) {
        if (b->state[k] == ST_TODO && deps_done(b, (job_t)k)) {
            j = k;
        }
    }
    if (j >= 0) {
        b->state[j] = ST_RUNNING;
        b->ran_gen[j] = b->gen;
    }
    return j;
}

/* ---- The cache of made images ----
 * What a job makes depends only on its source file and a few sizes: it is kept in the cache folder
 * (raw pixels, named by a hash of all that), so that a start at a size seen before reads a few MB
 * instead of decoding an 11 MB atlas and scaling it. A file that is missing, short or of another
 * version is simply made again. */

#define CACHE_MAGIC   0x31435248u /* "HRC1" */
#define CACHE_KEEP    16          /* files kept in the folder (the newest) */
#define CACHE_MAX_DIM 16384

static unsigned long long fnv(unsigned long long h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ p[i]) * 1099511628211ULL;
    }
    return h;
}

static unsigned long long file_id(const char *path)
{
    unsigned long long h = fnv(1469598103934665603ULL, path, strlen(path));
    struct stat st;
    if (stat(path, &st) == 0) {
        long long size = (long long)st.st_size, mtime = (long long)st.st_mtime;
        h = fnv(h, &size, sizeof size);
        h = fnv(h, &mtime, sizeof mtime);
    }
    return h;
}

/* The court cards of p's letters for p's deck, beside cards.png. */
static void courts_path(const assets_builder_t *b, const params_t *p, char *out, size_t len)
{
    char name[32];
    courts_file(p->courts, p->four, name, sizeof name);
    snprintf(out, len, "%s/%s", b->data_dir, name);
}

static const char *const JOB_NAME[J_COUNT] = {"",      "",        "",         "",      "faces", "table",
                                              "backs", "shadows", "previews", "faces", "faces"};

/* The cache file of job j for params p ("" without a cache). */
static void cache_path(const assets_builder_t *b, job_t j, const params_t *p, char *out, size_t len)
{
    out[0] = '\0';
    if (!b->cache_dir[0] || is_source(j)) {
        return;
    }
    int v[16], n = 0;
    v[n++] = 2; /* the format of what is made: bump when the making changes */
    switch (j) {
    case J_FACES0:
    case J_FACES1:
    case J_FACES2: {
        int i = j == J_FACES0 ? 0 : j == J_FACES1 ? 1 : 2;
        v[n++] = p->four;
        v[n++] = p->cell_w[i];
        v[n++] = p->cell_h[i];
        break;
    }
    case J_BACKGROUND:
        v[n++] = p->pw;
        v[n++] = p->ph;
        break;
    case J_BACKS:
        v[n++] = p->back;
        /* fall through */
    case J_SHADOWS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            v[n++] = p->cell_w[i];
            v[n++] = p->cell_h[i];
        }
        break;
    case J_PREVIEWS:
        v[n++] = p->cell_w[CARDSZ_MINI];
        v[n++] = p->cell_h[CARDSZ_MINI];
        break;
    default:
        break;
    }
    job_t src = source_of(j);
    int si = src == J_SRC_FACES ? (p->four ? 1 : 0) : src == J_SRC_TABLE ? 2 : src == J_SRC_BACKS ? 3 : 4;
    unsigned long long h = fnv(b->src_id[si], v, (size_t)n * sizeof v[0]);
    if (src == J_SRC_FACES && strcmp(p->courts, COURTS_PLAIN) != 0) {
        /* another language's court cards over the atlas: their letters and their file are part of it */
        char courts[ASSET_PATH_MAX + 64];
        courts_path(b, p, courts, sizeof courts);
        unsigned long long id = file_id(courts);
        h = fnv(h, p->courts, strlen(p->courts));
        h = fnv(h, &id, sizeof id);
    }
    snprintf(out, len, "%s/%s-%016llx.raw", b->cache_dir, JOB_NAME[j], h);
}

typedef struct {
    void *addr;
    size_t len;
} mapping_t;

/* Frees what a job made: a set read from the cache may point into one mapping of its file, which
 * the first surface holds (userdata). */
static void free_outputs(SDL_Surface **out, int n)
{
    mapping_t *map = out[0] ? out[0]->userdata : NULL;
    for (int k = 0; k < n; k++) {
        if (out[k]) {
            SDL_FreeSurface(out[k]);
            out[k] = NULL;
        }
    }
    if (map) {
#if !defined(_WIN32)
        munmap(map->addr, map->len);
#endif
        free(map);
    }
}

/* The surfaces of a cache file: on POSIX they point into a mapping of the file (no copy, no zeroed
 * memory: the page cache's pages are used as they are until the textures are made). */
static bool cache_load(const char *path, SDL_Surface **out, int n)
{
    if (!path[0]) {
        return false;
    }
#if !defined(_WIN32)
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        return false;
    }
    struct stat st;
    size_t len = fstat(fd, &st) == 0 && st.st_size > 16 ? (size_t)st.st_size : 0;
    Uint8 *map = len ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    close(fd);
    if (map == MAP_FAILED) {
        return false;
    }
    Uint32 head[2];
    memcpy(head, map, sizeof head);
    size_t at = sizeof head;
    bool ok = head[0] == CACHE_MAGIC && head[1] == (Uint32)n;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2];
        ok = at + sizeof wh <= len;
        if (ok) {
            memcpy(wh, map + at, sizeof wh);
            at += sizeof wh;
            ok = wh[0] > 0 && wh[1] > 0 && wh[0] <= CACHE_MAX_DIM && wh[1] <= CACHE_MAX_DIM &&
                 at + (size_t)wh[0] * wh[1] * 4 <= len;
        }
        if (ok) {
            out[k] = SDL_CreateRGBSurfaceWithFormatFrom(map + at, (int)wh[0], (int)wh[1], 32, (int)wh[0] * 4,
                                                        SDL_PIXELFORMAT_ARGB8888);
            ok = out[k] != NULL;
            at += (size_t)wh[0] * wh[1] * 4;
        }
    }
    ok = ok && at == len;
    mapping_t *hold = ok ? malloc(sizeof *hold) : NULL;
    if (hold) {
        hold->addr = map;
        hold->len = len;
        out[0]->userdata = hold;
    }
    if (!hold) {
        for (int k = 0; k < n; k++) {
            if (out[k]) {
                SDL_FreeSurface(out[k]);
                out[k] = NULL;
            }
        }
        munmap(map, len);
        return false;
    }
    return true;
#else
    FILE *f = fopen(path, "rb");
    if (!f) {
        return false;
    }
    Uint32 head[2];
    bool ok = fread(head, sizeof head, 1, f) == 1 && head[0] == CACHE_MAGIC && head[1] == (Uint32)n;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2];
        ok = fread(wh, sizeof wh, 1, f) == 1 && wh[0] > 0 && wh[1] > 0 && wh[0] <= CACHE_MAX_DIM &&
             wh[1] <= CACHE_MAX_DIM;
        if (ok) {
            out[k] = SDL_CreateRGBSurfaceWithFormat(0, (int)wh[0], (int)wh[1], 32, SDL_PIXELFORMAT_ARGB8888);
            ok = out[k] != NULL;
        }
        for (int y = 0; ok && y < (int)wh[1]; y++) {
            ok = fread((Uint8 *)out[k]->pixels + (size_t)y * out[k]->pitch, 4, wh[0], f) == wh[0];
        }
    }
    ok = ok && fgetc(f) == EOF;
    fclose(f);
    if (!ok) {
        free_outputs(out, n);
    }
    return ok;
#endif
}

#if !defined(_WIN32)
#include <dirent.h>

/* Keeps the CACHE_KEEP newest files of the folder. */
static void cache_prune(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    struct {
        char name[64];
        long long mtime;
    } files[CACHE_KEEP * 2];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 5 || len >= sizeof files[0].name || strcmp(e->d_name + len - 4, ".raw") != 0) {
            continue;
        }
        char path[ASSET_PATH_MAX * 3];
        struct stat st;
        snprintf(path, sizeof path, "%.1100s/%.60s", dir, e->d_name);
        if (stat(path, &st) != 0) {
            continue;
        }
        if (n == CACHE_KEEP * 2) {
            /* full: forget the oldest seen so far */
            int old = 0;
            for (int i = 1; i < n; i++) {
                old = files[i].mtime < files[old].mtime ? i : old;
            }
            if (st.st_mtime <= files[old].mtime) {
                remove(path);
                continue;
            }
            snprintf(path, sizeof path, "%.1100s/%.60s", dir, files[old].name);
            remove(path);
            files[old] = files[--n];
        }
        memcpy(files[n].name, e->d_name, len + 1); /* len < sizeof name: checked above */
        files[n].mtime = (long long)st.st_mtime;
        n++;
    }
    closedir(d);
    while (n > CACHE_KEEP) {
        int old = 0;
        for (int i = 1; i < n; i++) {
            old = files[i].mtime < files[old].mtime ? i : old;
        }
        char path[ASSET_PATH_MAX * 3];
        snprintf(path, sizeof path, "%.1100s/%.60s", dir, files[old].name);
        remove(path);
        files[old] = files[--n];
    }
}
#else
static void cache_prune(const char *dir)
{
    (void)dir;
}
#endif

static void cache_save(const char *path, SDL_Surface **out, int n, const char *dir)
{
    if (!path[0]) {
        return;
    }
    char tmp[ASSET_PATH_MAX + 128];
    snprintf(tmp, sizeof tmp, "%s.%lu.tmp", path, (unsigned long)SDL_ThreadID());
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        return; /* no cache: made again next time */
    }
    Uint32 head[2] = {CACHE_MAGIC, (Uint32)n};
    bool ok = fwrite(head, sizeof head, 1, f) == 1;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2] = {(Uint32)out[k]->w, (Uint32)out[k]->h};
        ok = fwrite(wh, sizeof wh, 1, f) == 1;
        for (int y = 0; ok && y < out[k]->h; y++) {
            ok = fwrite((const Uint8 *)out[k]->pixels + (size_t)y * out[k]->pitch, 4, (size_t)out[k]->w, f) ==
                 (size_t)out[k]->w;
        }
    }
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return;
    }
    cache_prune(dir);
}

/* Runs job j for params p; its surfaces in out (a source job: the image read; the face atlas's court
 * letters in letters). Unlocked: reads only sources already loaded, which are not changed while a job
 * that reads them runs (run_claimed). False when the job needs its source after all (its cache file
 * went away). */
static bool run(assets_builder_t *b, job_t j, const params_t *p, SDL_Surface **out, char *letters, char *err,
                size_t errlen)
{
    char cpath[ASSET_PATH_MAX + 64];
    cache_path(b, j, p, cpath, sizeof cpath);
    if (cpath[0] && cache_load(cpath, out, outputs(j))) {
        return true;
    }
    job_t src = source_of(j);
    if (!is_source(j) && !source_loaded(b, src, p)) {
        return false;
    }
    switch (j) {
    case J_SRC_FACES: {
        /* the deck's atlas, with the language's court cards over its J, Q, K: or, if they cannot be
         * read, the atlas as it is, with J, Q, K in the words too (courts_mark_bad), and a word why */
        bool plain = strcmp(p->courts, COURTS_PLAIN) == 0;
        char courts[ASSET_PATH_MAX + 64], courts_err[ASSET_PATH_MAX + 512];
        courts_path(b, p, courts, sizeof courts);
        out[0] = assets_load_faces(b->paths[p->four ? 1 : 0], plain ? NULL : courts, err, errlen, courts_err,
                                   sizeof courts_err);
        snprintf(letters, COURTS_LETTERS, "%s", p->courts);
        if (out[0] && courts_err[0]) {
            fprintf(stderr, "hearts: %s %s\n", courts_err, _("The cards keep the letters J, Q and K, in words too."));
            courts_mark_bad(p->courts);
            snprintf(letters, COURTS_LETTERS, "%s", COURTS_PLAIN);
        }
        return true;
    }
    case J_SRC_TABLE:
        out[0] = load_png(b->paths[2], 0, 0, false, err, errlen);
        return true;
    case J_SRC_BACKS:
        out[0] = load_png(b->paths[3], CELL_W * 4, CELL_H, false, err, errlen);
        return true;
    case J_SRC_SHADOW:
        out[0] = load_png(b->paths[4], SHADOW_W, SHADOW_H, false, err, errlen);
        return true;
    case J_FACES0:
    case J_FACES1:
    case J_FACES2: {
        int i = j == J_FACES0 ? 0 : j == J_FACES1 ? 1 : 2;
        out[0] = assets_resample(b->faces_src[p->four], NULL, p->cell_w[i] * 13, p->cell_h[i] * 4);
        break;
    }
    case J_BACKGROUND:
        out[0] = make_background(b->table_src, p->pw, p->ph);
        break;
    case J_BACKS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            SDL_Rect src_rect = {p->back * CELL_W, 0, CELL_W, CELL_H};
            out[i] = assets_resample(b->backs_src, &src_rect, p->cell_w[i], p->cell_h[i]);
        }
        out[3] = rotate_quarter(out[CARDSZ_SMALL]);
        break;
    case J_SHADOWS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            int m = shadow_margin(p->cell_w[i]);
            out[i] = assets_resample(b->shadow_src, NULL, p->cell_w[i] + 2 * m, p->cell_h[i] + 2 * m);
        }
        out[3] = rotate_quarter(out[CARDSZ_SMALL]);
        break;
    case J_PREVIEWS:
        for (int k = 0; k < 4; k++) {
            SDL_Rect src_rect = {k * CELL_W, 0, CELL_W, CELL_H};
            out[k] = assets_resample(b->backs_src, &src_rect, p->cell_w[CARDSZ_MINI], p->cell_h[CARDSZ_MINI]);
        }
        break;
    default:
        return true;
    }
    for (int k = 0; k < outputs(j); k++) {
        if (!out[k]) {
            snprintf(err, errlen, "%s", _("Out of memory while preparing the card images."));
            return true;
        }
    }
    cache_save(cpath, out, outputs(j), b->cache_dir);
    return true;
}

static void free_out(assets_builder_t *b, int j)
{
    free_outputs(b->out[j], JOB_OUT);
}

static void request(assets_builder_t *b, const params_t *p);

/* A faces job is running (it reads a face atlas). Locked. */
static bool faces_running(const assets_builder_t *b)
{
    return b->state[J_FACES0] == ST_RUNNING || b->state[J_FACES1] == ST_RUNNING || b->state[J_FACES2] == ST_RUNNING;
}

/* Runs one claimed job with the lock released, and records its result. Locked on entry and exit. */
static void run_claimed(assets_builder_t *b, int j)
{
    params_t p = b->want;
    SDL_Surface *out[JOB_OUT] = {NULL};
    char err[sizeof b->error] = "", letters[COURTS_LETTERS] = "";
    SDL_UnlockMutex(b->lock);
    bool ran = run(b, (job_t)j, &p, out, letters, err, sizeof err);
    SDL_LockMutex(b->lock);
    if (err[0] && !b->error[0]) {
        snprintf(b->error, sizeof b->error, "%s", err);
    }
    if (j == J_SRC_FACES && out[0] && b->faces_src[p.four] && strcmp(b->faces_courts[p.four], letters) != 0) {
        /* the atlas of another language's court cards: let go once no faces job reads it (a job
         * claimed for this generation waits for this one; one of a generation before may run) */
        while (faces_running(b)) {
            SDL_CondWait(b->changed, b->lock);
        }
        SDL_FreeSurface(b->faces_src[p.four]);
        b->faces_src[p.four] = NULL;
    }
    if (is_source((job_t)j)) {
        SDL_Surface **slot = j == J_SRC_FACES   ? &b->faces_src[p.four]
                             : j == J_SRC_TABLE ? &b->table_src
                             : j == J_SRC_BACKS ? &b->backs_src
                                                : &b->shadow_src;
        if (!*slot) {
            *slot = out[0];
            if (j == J_SRC_FACES) {
                snprintf(b->faces_courts[p.four], COURTS_LETTERS, "%s", letters);
            }
        } else if (out[0]) {
            SDL_FreeSurface(out[0]);
        }
        if (j == J_SRC_FACES && strcmp(letters, p.courts) != 0 && strcmp(b->want.courts, p.courts) == 0) {
            /* the court cards could not be read: the faces keep J, Q, K, as the words do now */
            params_t plain = b->want;
            snprintf(plain.courts, COURTS_LETTERS, "%s", COURTS_PLAIN);
            request(b, &plain);
        }
        /* the deck may have changed while this one was read */
        b->state[j] = err[0] ? ST_DONE : ST_IDLE;
    } else if (!ran) {
        b->cached[j] = false; /* made from its source after all */
        b->state[j] = ST_TODO;
    } else if (b->ran_gen[j] != b->gen) {
        free_outputs(out, JOB_OUT);
        b->state[j] = ST_TODO; /* asked for again at another size meanwhile */
    } else {
        free_out(b, j);
        memcpy(b->out[j], out, sizeof out);
        b->taken[j] = false;
        b->state[j] = ST_DONE;
    }
    update_sources(b);
    SDL_CondBroadcast(b->changed);
    if (b->wake_event != (Uint32)-1 && b->wake_event != 0) {
        SDL_Event ev;
        SDL_zero(ev);
        ev.type = b->wake_event;
        SDL_PushEvent(&ev);
    }
}

/* Nothing left to make: the images read are let go (the face atlas alone is 11 MB); a later size
 * reads them again. Locked. */
static void drop_sources(assets_builder_t *b)
{
    for (int j = 0; j < J_COUNT; j++) {
        if (b->state[j] == ST_RUNNING || b->state[j] == ST_TODO) {
            return;
        }
    }
    SDL_Surface **srcs[] = {&b->faces_src[0], &b->faces_src[1], &b->table_src, &b->backs_src, &b->shadow_src};
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        if (*srcs[i]) {
            SDL_FreeSurface(*srcs[i]);
            *srcs[i] = NULL;
        }
    }
    update_sources(b); /* each source is idle again */
}

static int builder_main(void *arg)
{
    assets_builder_t *b = arg;
    SDL_LockMutex(b->lock);
    while (!b->quit) {
        Uint32 now = SDL_GetTicks();
        if (b->quiet_until && !SDL_TICKS_PASSED(now, b->quiet_until)) {
            SDL_CondWaitTimeout(b->changed, b->lock, b->quiet_until - now);
            continue;
        }
        b->quiet_until = 0;
        int j = claim(b, -1);
        if (j < 0) {
            drop_sources(b);
            SDL_CondWait(b->changed, b->lock);
            continue;
        }
        run_claimed(b, j);
    }
    SDL_UnlockMutex(b->lock);
    return 0;
}

/* A new generation: every job made for another size, deck or back is done again. Locked. */
static void request(assets_builder_t *b, const params_t *p)
{
    if (b->gen > 0 && p->scale != b->want.scale) {
        b->quiet_until = SDL_GetTicks() + RESIZE_SETTLE_MS; /* textures exist: they are drawn meanwhile */
        if (!b->quiet_until) {
            b->quiet_until = 1;
        }
    }
    b->gen++;
    bool deck = p->four != b->want.four || strcmp(p->courts, b->want.courts) != 0;
    bool size = p->scale != b->want.scale;
    bool window = p->pw != b->want.pw || p->ph != b->want.ph;
    bool back = p->back != b->want.back;
    b->want = *p;
    for (int j = J_SRC_SHADOW + 1; j < J_COUNT; j++) {
        bool redo;
        switch ((job_t)j) {
        case J_FACES0:
        case J_FACES1:
        case J_FACES2:
            redo = deck || size;
            break;
        case J_BACKGROUND:
            redo = window;
            break;
        case J_BACKS:
            redo = back || size;
            break;
        default:
            redo = size;
            break;
        }
        if (!redo) {
            if (b->state[j] != ST_TODO) {
                b->ran_gen[j] = b->gen; /* still right for the new generation */
            }
            continue;
        }
        char path[ASSET_PATH_MAX + 64];
        cache_path(b, (job_t)j, p, path, sizeof path);
        b->cached[j] = path[0] && file_exists(path);
        if (b->state[j] == ST_DONE) {
            free_out(b, j);
            b->state[j] = ST_TODO;
        }
        /* a running job finds the generation changed when it ends, and is queued again then */
    }
    update_sources(b);
    SDL_CondBroadcast(b->changed);
}

/* ---- The main thread's side ---- */

static void give_texture(SDL_Texture **slot, SDL_Renderer *r, SDL_Surface *s, bool blend)
{
    SDL_Texture *t = to_texture(r, s, blend);
    destroy(slot);
    *slot = t;
}

/* An opaque image (the felt) in the window's own pixel format, where SDL's software renderer draws
 * into the window: copying it is then a plain copy of memory, not a conversion of every pixel (the
 * felt covers the whole window every frame). The same bytes: the window's 32-bit format without alpha
 * has ARGB8888's layout, and ignores the alpha byte. False where that does not apply. */
static bool give_opaque(SDL_Texture **slot, SDL_Renderer *r, SDL_Surface *s)
{
    SDL_RendererInfo info;
    SDL_Window *w = SDL_RenderGetWindow(r);
    Uint32 format = w ? SDL_GetWindowPixelFormat(w) : SDL_PIXELFORMAT_UNKNOWN;
    if (!s || s->format->format != SDL_PIXELFORMAT_ARGB8888 || format != SDL_PIXELFORMAT_RGB888 ||
        SDL_GetRendererInfo(r, &info) != 0 || strcmp(info.name, "software") != 0) {
        return false;
    }
    SDL_Texture *t = SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_STATIC, s->w, s->h);
    if (!t) {
        return false;
    }
    if (SDL_UpdateTexture(t, NULL, s->pixels, s->pitch) != 0) {
        SDL_DestroyTexture(t);
        return false;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    destroy(slot);
    *slot = t;
    return true;
}

/* Turns job j's surfaces into the textures drawn from now on. The lock is held; texture making is
 * the main thread's only (the renderer is not shared). */
static size_t take(assets_t *a, int j)
{
    assets_builder_t *b = a->builder;
    SDL_Surface **o = b->out[j];
    size_t bytes = 0;
    for (int k = 0; k < JOB_OUT; k++) {
        bytes += o[k] ? (size_t)o[k]->h * (size_t)o[k]->pitch : 0;
    }
    switch ((job_t)j) {
    case J_FACES0:
    case J_FACES1:
    case J_FACES2: {
        int i = j == J_FACES0 ? 0 : j == J_FACES1 ? 1 : 2;
        give_texture(&a->faces[i], a->renderer, o[0], true);
        a->tex_cell_w[i] = o[0]->w / 13;
        snprintf(a->tex_courts, sizeof a->tex_courts, "%s", b->want.courts);
        a->tex_cell_h[i] = o[0]->h / 4;
        break;
    }
    case J_BACKGROUND:
        if (!give_opaque(&a->background, a->renderer, o[0])) {
            give_texture(&a->background, a->renderer, o[0], false);
        }
        /* drawn 1:1, but stretched for a few frames after a resize: quickly */
        SDL_SetTextureScaleMode(a->background, SDL_ScaleModeNearest);
        break;
    case J_BACKS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            give_texture(&a->backs[i], a->renderer, o[i], true);
        }
        give_texture(&a->back_rot, a->renderer, o[3], true);
        break;
    case J_SHADOWS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            give_texture(&a->shadow[i], a->renderer, o[i], true);
            a->tex_shadow_w[i] = o[i]->w;
            a->tex_shadow_h[i] = o[i]->h;
        }
        give_texture(&a->shadow_rot, a->renderer, o[3], true);
        break;
    case J_PREVIEWS:
        for (int k = 0; k < 4; k++) {
            give_texture(&a->back_preview[k], a->renderer, o[k], true);
        }
        break;
    default:
        break;
    }
    free_out(b, j);
    b->taken[j] = true;
    return bytes;
}

static void check_error(assets_builder_t *b)
{
    if (b->error[0]) {
        char msg[sizeof b->error];
        snprintf(msg, sizeof msg, "%s", b->error);
        /* the builder starts nothing more while the game stops */
        b->quit = true;
        SDL_CondBroadcast(b->changed);
        SDL_UnlockMutex(b->lock);
        fail(msg);
    }
}

/* Waits until job j of the current generation is done, running jobs itself meanwhile. Locked. */
static void wait_job(assets_t *a, int j)
{
    assets_builder_t *b = a->builder;
    while (!(b->state[j] == ST_DONE && (is_source((job_t)j) || b->ran_gen[j] == b->gen))) {
        check_error(b);
        int k = claim(b, j);
        if (k >= 0) {
            run_claimed(b, k);
        } else {
            SDL_CondWait(b->changed, b->lock);
        }
    }
    check_error(b);
}

/* The job that makes a texture, turned into textures if it is not yet: waits for it if there is no
 * texture at all yet (the very first frame). */
static void need(assets_t *a, SDL_Texture *have, int j)
{
    if (have) {
        return;
    }
    assets_builder_t *b = a->builder;
    SDL_LockMutex(b->lock);
    wait_job(a, j);
    if (!b->taken[j]) {
        take(a, j);
    }
    SDL_UnlockMutex(b->lock);
}

/* Makes dir and its parents (POSIX; elsewhere only the last level). */
static bool make_dirs(const char *dir)
{
    char buf[ASSET_PATH_MAX];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *c = buf + 1; *c; c++) {
        if (*c == '/') {
            *c = '\0';
            MKDIR(buf);
            *c = '/';
        }
    }
    MKDIR(buf);
    struct stat st;
    return stat(buf, &st) == 0 && S_ISDIR(st.st_mode);
}

void assets_cache_dir(char *out, size_t len)
{
    out[0] = '\0';
    const char *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    if (xdg && xdg[0] == '/') {
        snprintf(out, len, "%s/hearts", xdg);
    } else if (home && home[0] == '/') {
        snprintf(out, len, "%s/.cache/hearts", home);
    } else {
#if defined(_WIN32)
        char *pref = SDL_GetPrefPath("", "hearts");
        if (pref) {
            snprintf(out, len, "%scache", pref);
            SDL_free(pref);
        }
#endif
    }
}

bool assets_start(assets_t *a, bool four_colour, const char *cache_dir, char *err, size_t errlen)
{
    int flags = IMG_INIT_PNG;
    if ((IMG_Init(flags) & flags) != flags) {
        snprintf(err, errlen, _("Could not start the image library (SDL2_image) for PNG files: %s"), IMG_GetError());
        return false;
    }
    assets_builder_t *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(err, errlen, "%s", _("Out of memory while loading the card images."));
        return false;
    }
    a->builder = b;
    static const char *const names[5] = {"cards.png", "cards4.png", "table.png", "backs.png", "shadow.png"};
    for (int i = 0; i < 5; i++) {
        if (!assets_find(a, names[i], b->paths[i], sizeof b->paths[i])) {
            missing_message(a, names[i], err, errlen);
            return false;
        }
    }
    for (int i = 0; i < 5; i++) {
        b->src_id[i] = file_id(b->paths[i]);
    }
    /* the folder of cards.png, where the court cards of other letters are too */
    snprintf(b->data_dir, sizeof b->data_dir, "%s", b->paths[0]);
    char *slash = strrchr(b->data_dir, '/');
    if (slash) {
        *slash = '\0';
    }
    if (cache_dir && cache_dir[0] && make_dirs(cache_dir)) {
        snprintf(b->cache_dir, sizeof b->cache_dir, "%s", cache_dir);
    }
    b->lock = SDL_CreateMutex();
    b->changed = SDL_CreateCond();
    if (!b->lock || !b->changed) {
        snprintf(err, errlen, _("Could not start the image loader: %s"), SDL_GetError());
        return false;
    }
    /* Nothing to make before the window's size is known; without a cache the chosen deck's atlas will
     * be needed, so it is read at once, while SDL starts. */
    b->want.four = four_colour;
    courts_letters(b->want.courts);
    b->want.scale = -1;
    b->want.back = -1;
    for (int j = 0; j < J_COUNT; j++) {
        b->state[j] = is_source((job_t)j) ? ST_IDLE : ST_DONE;
        b->taken[j] = true;
    }
    if (!b->cache_dir[0]) {
        b->state[J_SRC_FACES] = ST_TODO;
    }
    b->thread = SDL_CreateThread(builder_main, "hearts-assets", b);
    /* no thread: the main thread makes everything when it is needed */
    a->scale = 0;
    a->back = -1;
    a->four = -1;
    return true;
}

void assets_attach(assets_t *a, SDL_Renderer *r, Uint32 wake_event)
{
    a->renderer = r;
    SDL_RendererInfo info;
    a->software = SDL_GetRendererInfo(r, &info) == 0 && strcmp(info.name, "software") == 0;
    a->disc_r = 64;
    a->disc_img = make_disc(a->disc_r);
    a->disc = a->disc_img ? to_texture(r, a->disc_img, true) : NULL;
    a->soft_r = 32;
    a->soft_img = make_soft(a->soft_r);
    a->soft = a->soft_img ? to_texture(r, a->soft_img, true) : NULL;
    SDL_LockMutex(a->builder->lock);
    a->builder->wake_event = wake_event;
    SDL_UnlockMutex(a->builder->lock);
}

void assets_prepare(assets_t *a, float scale, int pw, int ph, bool four_colour, int back)
{
    params_t p;
    memset(&p, 0, sizeof p);
    p.scale = scale;
    p.pw = pw;
    p.ph = ph;
    p.four = four_colour;
    courts_letters(p.courts); /* the language's court cards, if they are there (courts.h) */
    p.back = back;
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        cell_size(scale, (card_size_t)i, &p.cell_w[i], &p.cell_h[i]);
        /* the sizes drawn at, from now on (the textures may follow a few frames later) */
        a->cell_w[i] = p.cell_w[i];
        a->cell_h[i] = p.cell_h[i];
        int m = shadow_margin(p.cell_w[i]);
        a->shadow_margin[i] = m;
        a->shadow_w[i] = p.cell_w[i] + 2 * m;
        a->shadow_h[i] = p.cell_h[i] + 2 * m;
    }
    a->scale = scale;
    a->pw = pw;
    a->ph = ph;
    a->four = four_colour;
    a->back = back;
    SDL_LockMutex(a->builder->lock);
    request(a->builder, &p);
    SDL_UnlockMutex(a->builder->lock);
}

bool assets_poll(assets_t *a)
{
    assets_builder_t *b = a->builder;
    bool changed = false;
    size_t budget = 2u << 20; /* bytes of textures a frame: a whole new set is spread over a few frames */
    SDL_LockMutex(b->lock);
    check_error(b);
    for (int j = 0; j < J_COUNT && budget > 0; j++) {
        if (is_source((job_t)j) || b->state[j] != ST_DONE || b->taken[j] || b->ran_gen[j] != b->gen) {
            continue;
        }
        size_t n = take(a, j);
        budget = n >= budget ? 0 : budget - n;
        changed = true;
    }
    SDL_UnlockMutex(b->lock);
    return changed;
}

void assets_finish(assets_t *a)
{
    assets_builder_t *b = a->builder;
    SDL_LockMutex(b->lock);
    for (int j = 0; j < J_COUNT; j++) {
        if (is_source((job_t)j)) {
            continue; /* read when a job needs it (never, when the cache has it all), and let go after */
        }
        wait_job(a, j);
        if (!b->taken[j]) {
            take(a, j);
        }
    }
    SDL_UnlockMutex(b->lock);
}

SDL_Texture *assets_faces(assets_t *a, card_size_t size)
{
    static const job_t job[CARDSZ_COUNT] = {J_FACES0, J_FACES1, J_FACES2};
    need(a, a->faces[size], job[size]);
    return a->faces[size];
}

SDL_Texture *assets_back(assets_t *a, card_size_t size, bool turned)
{
    need(a, turned ? a->back_rot : a->backs[size], J_BACKS);
    return turned ? a->back_rot : a->backs[size];
}

SDL_Texture *assets_shadow(assets_t *a, card_size_t size, bool turned)
{
    need(a, turned ? a->shadow_rot : a->shadow[size], J_SHADOWS);
    return turned ? a->shadow_rot : a->shadow[size];
}

SDL_Texture *assets_background(assets_t *a)
{
    need(a, a->background, J_BACKGROUND);
    return a->background;
}

SDL_Texture *assets_back_preview(assets_t *a, int back)
{
    need(a, a->back_preview[back], J_PREVIEWS);
    return a->back_preview[back];
}

void assets_free(assets_t *a)
{
    assets_builder_t *b = a->builder;
    if (b) {
        SDL_LockMutex(b->lock);
        b->quit = true;
        SDL_CondBroadcast(b->changed);
        SDL_UnlockMutex(b->lock);
        if (b->thread) {
            SDL_WaitThread(b->thread, NULL);
        }
        for (int j = 0; j < J_COUNT; j++) {
            free_out(b, j);
        }
        SDL_Surface *srcs[] = {b->faces_src[0], b->faces_src[1], b->table_src, b->backs_src, b->shadow_src};
        for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
            if (srcs[i]) {
                SDL_FreeSurface(srcs[i]);
            }
        }
        SDL_DestroyCond(b->changed);
        SDL_DestroyMutex(b->lock);
        free(b);
        a->builder = NULL;
    }
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        destroy(&a->faces[i]);
        destroy(&a->backs[i]);
        destroy(&a->shadow[i]);
    }
    for (int k = 0; k < 4; k++) {
        destroy(&a->back_preview[k]);
    }
    destroy(&a->back_rot);
    destroy(&a->shadow_rot);
    destroy(&a->background);
    destroy(&a->disc);
    destroy(&a->soft);
    SDL_FreeSurface(a->disc_img);
    SDL_FreeSurface(a->soft_img);
    a->disc_img = a->soft_img = NULL;
    if (a->pieces) {
        for (int i = 0; i < PIECES_MAX; i++) {
            destroy(&a->pieces[i].piece.tex);
            free(a->pieces[i].piece.line);
        }
        free(a->pieces);
        a->pieces = NULL;
    }
}

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
    destroy(&oldest->piece.tex);
    free(oldest->piece.line);
    *oldest = (struct assets_piece){img, *src, w, h, made, a->piece_clock};
    *out = made;
    return true;
}
