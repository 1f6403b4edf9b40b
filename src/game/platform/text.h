/* Text with SDL2_ttf: each (font, pixel size, string) is rendered once into a white texture and
 * kept in a small least-recently-used cache; colour and opacity are applied when it is drawn. */
#ifndef GAME_TEXT_H
#define GAME_TEXT_H

#include <SDL.h>

typedef enum { FONT_REGULAR = 0, FONT_BOLD, FONT_COUNT } font_style_t;

typedef struct text_cache text_cache_t;

/* Loads the font files (fatal if one cannot be read). */
text_cache_t *text_new(SDL_Renderer *r, const char *const paths[FONT_COUNT]);
void text_free(text_cache_t *t);
/* The texture for s (NULL for an empty string); w and h get its size in pixels. */
SDL_Texture *text_get(text_cache_t *t, font_style_t style, int px, const char *s, int *w, int *h);
/* Size in pixels without caching a texture. */
void text_measure(text_cache_t *t, font_style_t style, int px, const char *s, int *w, int *h);
/* Marks the start of a frame (for the least-recently-used order). */
void text_frame(text_cache_t *t);
int text_cached_count(const text_cache_t *t);

#endif
