#include "platform/assets.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/check.h"
#include "hearts/intl.h"
#include "platform/builder.h"
#include "platform/fatal.h"
#include "platform/image.h"
#include "platform/look.h"

static const float SIZE_W[CARDSZ_COUNT] = {105.0f, 66.0f, 58.0f};
static float table_cards = 1.0f; /* the table's cards (face and small) on this window: card_sizes_for */
static float large_cards = 1.0f; /* large print's part of it (platform/look.h), in their height too */

/* The table's cards grow with the room a window has over 16:10 in height: a 4:3 window by a tenth, a
 * tall one (800x1000) by half, one of 2:3 (600x900) and taller by three quarters (the logical table of
 * a tall window is 1000 wide, and its height is felt that larger cards fill). The mini cards are inside
 * panels that do not grow. */
float card_sizes_for(float lw, float lh, float scale)
{
    float aspect = lw > 0 ? lh / lw : 0.625f;
    float t = (aspect - 0.625f) / (1.5f - 0.625f);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    /* large print: a quarter larger; a small window (800x450: a scale under 0.7), whose words are at
     * their floor of 12 pixels and take more of the table already, and the lowest tables (under 760
     * high: 16:9, 1024x600; the viewer's hand met its trick, South's fan Right's plate) have no room */
    large_cards = look_large() && scale >= 0.7f && lh >= 760 ? LOOK_LARGE_CARDS : 1.0f;
    /* a tall window's cards are wide already: in large print no wider than 1.6 times (their height
     * grows by large_cards alone, card_size_h) */
    float base = 1.0f + 0.75f * t, large = base * large_cards;
    table_cards = large <= 1.6f ? large : base < 1.6f ? 1.6f : base;
    return table_cards;
}

float card_size_scale(void)
{
    return table_cards;
}

float card_size_w(card_size_t s)
{
    return s == CARDSZ_MINI ? SIZE_W[s] : SIZE_W[s] * table_cards;
}

float card_size_h(card_size_t s)
{
    return SIZE_W[s] * 1.4f * (s == CARDSZ_MINI ? 1.0f : large_cards);
}

static void cell_size(float scale, card_size_t size, int *w, int *h)
{
    *w = (int)lroundf(card_size_w(size) * scale);
    *h = (int)lroundf(card_size_h(size) * scale);
    *w = *w < 4 ? 4 : *w;
    *h = *h < 6 ? 6 : *h;
}

static int shadow_margin(int cell_w)
{
    return (int)lroundf(IMAGE_SHADOW_PAD * (float)cell_w / IMAGE_CELL_W);
}

/* ---- Textures ---- */

static SDL_Texture *to_texture(SDL_Renderer *r, SDL_Surface *s, bool blend)
{
    if (!s) {
        fatal("%s", _("Out of memory while preparing the card images."));
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    if (!t) {
        fatal(_("Could not make a texture of %dx%d pixels: %s"), s->w, s->h, SDL_GetError());
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

/* The atlas stands in for the faces no longer: once every size has its own. */
static void drop_atlas(assets_t *a)
{
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        if (a->faces[i] == a->atlas) {
            return;
        }
    }
    if (a->atlas && getenv("HEARTS_TIMING")) {
        fprintf(stderr, "hearts: every face made, %u ms after SDL_Init\n", (unsigned)SDL_GetTicks());
    }
    destroy(&a->atlas);
}

/* The faces of one size in place, the atlas's place taken (it is not theirs to destroy). */
static void give_faces(assets_t *a, int i, SDL_Surface *s, const char *courts)
{
    if (a->faces[i] == a->atlas) {
        a->faces[i] = NULL;
    }
    give_texture(&a->faces[i], a->renderer, s, true);
    a->tex_cell_w[i] = s->w / 13;
    a->tex_cell_h[i] = s->h / 4;
    snprintf(a->tex_courts, sizeof a->tex_courts, "%s", courts);
    drop_atlas(a);
}

static void give_background(assets_t *a, SDL_Surface *s)
{
    if (!give_opaque(&a->background, a->renderer, s)) {
        give_texture(&a->background, a->renderer, s, false);
    }
    /* drawn 1:1, but stretched for a few frames after a resize: quickly */
    SDL_SetTextureScaleMode(a->background, SDL_ScaleModeNearest);
}

/* Turns the images of job j into the textures drawn from now on: the bytes they hold. */
static size_t give(assets_t *a, build_job_t j, build_result_t *r)
{
    SDL_Surface **o = r->out;
    switch (j) {
    case BJ_FACES0:
    case BJ_FACES1:
    case BJ_FACES2:
        give_faces(a, j == BJ_FACES0 ? 0 : j == BJ_FACES1 ? 1 : 2, o[0], r->courts);
        break;
    case BJ_BACKGROUND:
        give_background(a, o[0]);
        break;
    case BJ_BACKS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            give_texture(&a->backs[i], a->renderer, o[i], true);
        }
        give_texture(&a->back_rot, a->renderer, o[3], true);
        break;
    case BJ_SHADOWS:
        for (int i = 0; i < CARDSZ_COUNT; i++) {
            give_texture(&a->shadow[i], a->renderer, o[i], true);
            a->tex_shadow_w[i] = o[i]->w;
            a->tex_shadow_h[i] = o[i]->h;
        }
        give_texture(&a->shadow_rot, a->renderer, o[3], true);
        break;
    default: /* BJ_PREVIEWS */
        for (int k = 0; k < 4; k++) {
            give_texture(&a->back_preview[k], a->renderer, o[k], true);
        }
        break;
    }
    size_t bytes = 0;
    for (int k = 0; k < BUILD_OUT; k++) {
        bytes += o[k] ? (size_t)o[k]->h * (size_t)o[k]->pitch : 0;
    }
    card_cache_free(o, BUILD_OUT);
    return bytes;
}

/* Job j's textures, if the builder has them ready: the bytes turned into textures. */
static size_t take(assets_t *a, build_job_t j)
{
    build_result_t r;
    return builder_take(a->builder, j, &r) ? give(a, j, &r) : 0;
}

/* The job that makes a texture, turned into textures if it is not yet: waits for it if there is no
 * texture at all yet (the very first frame). */
static void need(assets_t *a, SDL_Texture *have, build_job_t j)
{
    if (!have) {
        builder_wait(a->builder, j, false);
        take(a, j);
    }
}

/* The face atlas as it is read, standing in for every size of faces not made yet: the first frame
 * need not wait for the faces to be scaled (drawn scaled by the renderer, a few frames at most). */
static bool faces_from_atlas(assets_t *a)
{
    SDL_Surface *src = builder_hold_faces_source(a->builder);
    if (!src) {
        return false;
    }
    a->atlas = to_texture(a->renderer, src, true);
    builder_release(a->builder, src);
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        if (!a->faces[i]) {
            a->faces[i] = a->atlas;
            a->tex_cell_w[i] = IMAGE_CELL_W;
            a->tex_cell_h[i] = IMAGE_CELL_H;
        }
    }
    courts_letters(a->tex_courts);
    return true;
}

SDL_Texture *assets_faces(assets_t *a, card_size_t size)
{
    static const build_job_t job[CARDSZ_COUNT] = {BJ_FACES0, BJ_FACES1, BJ_FACES2};
    if (!a->faces[size]) {
        bool source = builder_wait(a->builder, job[size], !a->atlas);
        if (!take(a, job[size]) && source) {
            faces_from_atlas(a);
        }
        if (!a->faces[size]) {
            need(a, NULL, job[size]);
        }
    }
    HEARTS_CHECK(a->faces[size] != NULL, "faces are drawn from a finished job or the atlas read");
    return a->faces[size];
}

SDL_Texture *assets_back(assets_t *a, card_size_t size, bool turned)
{
    need(a, turned ? a->back_rot : a->backs[size], BJ_BACKS);
    return turned ? a->back_rot : a->backs[size];
}

SDL_Texture *assets_shadow(assets_t *a, card_size_t size, bool turned)
{
    need(a, turned ? a->shadow_rot : a->shadow[size], BJ_SHADOWS);
    return turned ? a->shadow_rot : a->shadow[size];
}

SDL_Texture *assets_background(assets_t *a)
{
    need(a, a->background, BJ_BACKGROUND);
    return a->background;
}

SDL_Texture *assets_back_preview(assets_t *a, int back)
{
    need(a, a->back_preview[back], BJ_PREVIEWS);
    return a->back_preview[back];
}

/* ---- The main thread's calls ---- */

bool assets_start(assets_t *a, bool four_colour, const char *cache_dir, char *err, size_t errlen)
{
    int flags = IMG_INIT_PNG;
    if ((IMG_Init(flags) & flags) != flags) {
        snprintf(err, errlen, _("Could not start the image library (SDL2_image) for PNG files: %s"), IMG_GetError());
        return false;
    }
    static const char *const names[5] = {"cards.png", "cards4.png", "table.png", "backs.png", "shadow.png"};
    char paths[5][ASSET_PATH_MAX];
    for (int i = 0; i < 5; i++) {
        if (!assets_find(a, names[i], paths[i], sizeof paths[i])) {
            datadir_missing(&a->data, names[i], err, errlen);
            return false;
        }
    }
    const char *const p[5] = {paths[0], paths[1], paths[2], paths[3], paths[4]};
    a->builder = builder_start(p, cache_dir, four_colour, err, errlen);
    a->scale = 0;
    a->back = -1;
    a->four = -1;
    return a->builder != NULL;
}

void assets_attach(assets_t *a, SDL_Renderer *r, Uint32 wake_event)
{
    a->renderer = r;
    SDL_RendererInfo info;
    a->software = SDL_GetRendererInfo(r, &info) == 0 && strcmp(info.name, "software") == 0;
    a->disc_r = 64;
    a->disc_img = image_disc(a->disc_r);
    a->disc = a->disc_img ? to_texture(r, a->disc_img, true) : NULL;
    a->soft_r = 32;
    a->soft_img = image_soft(a->soft_r);
    a->soft = a->soft_img ? to_texture(r, a->soft_img, true) : NULL;
    builder_wake_with(a->builder, wake_event);
}

void assets_prepare(assets_t *a, float scale, int pw, int ph, bool four_colour, int back)
{
    build_params_t p;
    memset(&p, 0, sizeof p);
    p.scale = scale;
    p.pw = pw;
    p.ph = ph;
    p.four = four_colour;
    courts_letters(p.courts); /* the language's court cards, if they are there (courts.h) */
    p.back = back;
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        cell_size(scale, (card_size_t)i, &p.cell_w[i], &p.cell_h[i]);
        p.shadow_pad[i] = shadow_margin(p.cell_w[i]);
        /* the sizes drawn at, from now on (the textures may follow a few frames later) */
        a->cell_w[i] = p.cell_w[i];
        a->cell_h[i] = p.cell_h[i];
        a->shadow_margin[i] = p.shadow_pad[i];
        a->shadow_w[i] = p.cell_w[i] + 2 * p.shadow_pad[i];
        a->shadow_h[i] = p.cell_h[i] + 2 * p.shadow_pad[i];
    }
    a->scale = scale;
    a->pw = pw;
    a->ph = ph;
    a->four = four_colour;
    a->back = back;
    builder_request(a->builder, &p);
}

bool assets_poll(assets_t *a)
{
    bool changed = false;
    size_t budget = 2u << 20; /* bytes of textures a frame: a whole new set is spread over a few frames */
    builder_check(a->builder);
    for (int j = BJ_SRC_SHADOW + 1; j < BJ_COUNT && budget > 0; j++) {
        size_t n = take(a, (build_job_t)j);
        budget = n >= budget ? 0 : budget - n;
        changed = changed || n > 0;
    }
    return changed;
}

void assets_finish(assets_t *a)
{
    /* the sources are read when a job needs them (never, when the cache has it all), and let go after */
    for (int j = BJ_SRC_SHADOW + 1; j < BJ_COUNT; j++) {
        builder_wait(a->builder, (build_job_t)j, false);
        take(a, (build_job_t)j);
    }
}

void assets_free(assets_t *a)
{
    builder_free(a->builder);
    a->builder = NULL;
    for (int i = 0; i < CARDSZ_COUNT; i++) {
        if (a->faces[i] == a->atlas) {
            a->faces[i] = NULL;
        }
        destroy(&a->faces[i]);
        destroy(&a->backs[i]);
        destroy(&a->shadow[i]);
    }
    for (int k = 0; k < 4; k++) {
        destroy(&a->back_preview[k]);
    }
    destroy(&a->atlas);
    destroy(&a->back_rot);
    destroy(&a->shadow_rot);
    destroy(&a->background);
    destroy(&a->disc);
    destroy(&a->soft);
    SDL_FreeSurface(a->disc_img);
    SDL_FreeSurface(a->soft_img);
    a->disc_img = a->soft_img = NULL;
    assets_pieces_free(a);
}
