#include "platform/text.h"

#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"

#define TEXT_CACHE_SIZE 384
#define FONT_CACHE_SIZE 24

typedef struct {
    uint64_t hash;
    char *str;
    int style, px;
    SDL_Texture *tex;
    int w, h;
    uint64_t used;
} text_entry_t;

typedef struct {
    int style, px;
    TTF_Font *font;
    uint64_t used;
} font_entry_t;

struct text_cache {
    SDL_Renderer *renderer;
    void *data[FONT_COUNT];
    size_t size[FONT_COUNT];
    font_entry_t fonts[FONT_CACHE_SIZE];
    text_entry_t entries[TEXT_CACHE_SIZE];
    uint64_t frame;
};

text_cache_t *text_new(SDL_Renderer *r, const char *const paths[FONT_COUNT])
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        fatal(_("Could not start the font library (SDL2_ttf): %s"), TTF_GetError());
    }
    text_cache_t *t = calloc(1, sizeof *t);
    if (!t) {
        fatal("%s", _("Out of memory while loading fonts."));
    }
    t->renderer = r;
    for (int i = 0; i < FONT_COUNT; i++) {
        t->data[i] = SDL_LoadFile(paths[i], &t->size[i]);
        if (!t->data[i]) {
            fatal(_("Could not read the font %s: %s"), paths[i], SDL_GetError());
        }
        /* A damaged font file is found now, with its name, not at the first text of some size. */
        SDL_RWops *rw = SDL_RWFromConstMem(t->data[i], (int)t->size[i]);
        TTF_Font *f = rw ? TTF_OpenFontRW(rw, 1, 16) : NULL;
        SDL_Surface *probe =
            f ? TTF_RenderUTF8_Blended(f, "Hearts 0123456789 \xe2\x99\xa5", (SDL_Color){255, 255, 255, 255}) : NULL;
        bool ok = probe != NULL;
        SDL_FreeSurface(probe);
        if (f) {
            TTF_CloseFont(f);
        }
        if (!ok) {
            fatal(_("The font %s cannot be used (%s). Reinstall the game's data."), paths[i], TTF_GetError());
        }
    }
    return t;
}

void text_free(text_cache_t *t)
{
    if (!t) {
        return;
    }
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        if (t->entries[i].tex) {
            SDL_DestroyTexture(t->entries[i].tex);
        }
        free(t->entries[i].str);
    }
    for (int i = 0; i < FONT_CACHE_SIZE; i++) {
        if (t->fonts[i].font) {
            TTF_CloseFont(t->fonts[i].font);
        }
    }
    for (int i = 0; i < FONT_COUNT; i++) {
        SDL_free(t->data[i]);
    }
    free(t);
}

void text_frame(text_cache_t *t)
{
    t->frame++;
}

static TTF_Font *font_get(text_cache_t *t, font_style_t style, int px)
{
    font_entry_t *victim = &t->fonts[0];
    for (int i = 0; i < FONT_CACHE_SIZE; i++) {
        font_entry_t *f = &t->fonts[i];
        if (f->font && f->style == (int)style && f->px == px) {
            f->used = t->frame;
            return f->font;
        }
        if (!f->font || (victim->font && f->used < victim->used)) {
            victim = f;
        }
    }
    if (victim->font) {
        TTF_CloseFont(victim->font);
    }
    SDL_RWops *rw = SDL_RWFromConstMem(t->data[style], (int)t->size[style]);
    victim->font = rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
    if (!victim->font) {
        fatal(_("Could not open a font at %d pixels: %s"), px, TTF_GetError());
    }
    TTF_SetFontHinting(victim->font, TTF_HINTING_LIGHT);
    victim->style = (int)style;
    victim->px = px;
    victim->used = t->frame;
    return victim->font;
}

static uint64_t hash_of(font_style_t style, int px, const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    h = (h ^ (uint64_t)style) * 1099511628211ULL;
    h = (h ^ (uint64_t)px) * 1099511628211ULL;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h = (h ^ *p) * 1099511628211ULL;
    }
    return h;
}

void text_measure(text_cache_t *t, font_style_t style, int px, const char *s, int *w, int *h)
{
    if (px < 1) {
        px = 1;
    }
    TTF_Font *f = font_get(t, style, px);
    if (!s || !*s) {
        *w = 0;
        *h = TTF_FontHeight(f);
        return;
    }
    if (TTF_SizeUTF8(f, s, w, h) != 0) {
        *w = *h = 0;
    }
}

SDL_Texture *text_get(text_cache_t *t, font_style_t style, int px, const char *s, int *w, int *h)
{
    if (px < 1) {
        px = 1;
    }
    if (!s || !*s) {
        *w = *h = 0;
        return NULL;
    }
    uint64_t hash = hash_of(style, px, s);
    text_entry_t *victim = NULL;
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        text_entry_t *e = &t->entries[i];
        if (e->tex && e->hash == hash && e->style == (int)style && e->px == px && strcmp(e->str, s) == 0) {
            e->used = t->frame;
            *w = e->w;
            *h = e->h;
            return e->tex;
        }
        if (!e->tex) {
            if (!victim || victim->tex) {
                victim = e; /* an empty slot beats any used one */
            }
        } else if (!victim || (victim->tex && e->used < victim->used)) {
            victim = e;
        }
    }
    TTF_Font *f = font_get(t, style, px);
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, s, (SDL_Color){255, 255, 255, 255});
    if (!surf) {
        *w = *h = 0;
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(t->renderer, surf);
    int sw = surf->w, sh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) {
        *w = *h = 0;
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (victim->tex) {
        SDL_DestroyTexture(victim->tex);
    }
    free(victim->str);
    size_t n = strlen(s) + 1;
    victim->str = malloc(n);
    if (!victim->str) {
        SDL_DestroyTexture(tex);
        victim->tex = NULL;
        *w = *h = 0;
        return NULL;
    }
    memcpy(victim->str, s, n);
    victim->hash = hash;
    victim->style = (int)style;
    victim->px = px;
    victim->tex = tex;
    victim->w = sw;
    victim->h = sh;
    victim->used = t->frame;
    *w = sw;
    *h = sh;
    return tex;
}

int text_cached_count(const text_cache_t *t)
{
    int n = 0;
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        n += t->entries[i].tex != NULL;
    }
    return n;
}
