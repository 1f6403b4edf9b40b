/* The card textures the table draws: the sizes the window needs now, and the textures the builder's
 * images become on the main thread (the renderer is not shared), each drawn 1:1 once it is in place.
 * Until then (a first start, a resize, a change of deck) the textures there are are drawn scaled: those
 * of the size before, or at the very start the face atlas itself. Also the data folder's wrappers
 * (datadir.h), and the disc and the soft square made here, with their pieces scaled once (pieces.c). */
#ifndef GAME_ASSETS_H
#define GAME_ASSETS_H

#include <SDL.h>
#include <stdbool.h>

#include "hearts/cards.h"
#include "platform/card_cache.h"
#include "platform/courts.h"
#include "platform/datadir.h"

/* Card sizes in logical units (1280x720 space). */
typedef enum { CARDSZ_FACE = 0, CARDSZ_SMALL, CARDSZ_MINI, CARDSZ_COUNT } card_size_t;
/* Chooses the table's card sizes for a logical window lw x lh drawn at scale pixels a unit (larger on
 * a tall window, and in large print: platform/look.h); returns the factor over the sizes of a 16:10
 * window, which card_size_scale gives from then on. */
float card_sizes_for(float lw, float lh, float scale);
float card_size_scale(void);
float card_size_w(card_size_t s);
float card_size_h(card_size_t s);

typedef struct builder builder_t;

typedef struct {
    datadir_t data;

    /* What the window needs now: set by assets_prepare at once. */
    float scale;
    int pw, ph;
    int back, four;
    int cell_w[CARDSZ_COUNT], cell_h[CARDSZ_COUNT]; /* a card's size in pixels */
    int shadow_w[CARDSZ_COUNT], shadow_h[CARDSZ_COUNT], shadow_margin[CARDSZ_COUNT];

    /* The textures: made on a worker thread (the builder) and put in place by assets_poll, so after a
     * change they may be those of the size before for a few frames, drawn scaled. Read them through
     * the functions below, which wait for the first of each. */
    SDL_Renderer *renderer;
    SDL_Texture *faces[CARDSZ_COUNT];
    int tex_cell_w[CARDSZ_COUNT], tex_cell_h[CARDSZ_COUNT]; /* a card's cell in faces[] */
    char tex_courts[COURTS_LETTERS]; /* the letters of the jack, queen and king on faces[] (courts.h) */
    SDL_Texture *backs[CARDSZ_COUNT];
    SDL_Texture *back_rot; /* the small back turned a quarter, for Left and Right */
    SDL_Texture *shadow[CARDSZ_COUNT];
    int tex_shadow_w[CARDSZ_COUNT], tex_shadow_h[CARDSZ_COUNT];
    SDL_Texture *shadow_rot;
    SDL_Texture *background;
    SDL_Texture *back_preview[4]; /* every back at mini size, for Options */
    SDL_Texture *atlas;           /* the face atlas itself, drawn scaled until the first faces are made, or NULL */

    /* Made here, not loaded: a disc for rounded corners and a soft blurred square for shadows. */
    SDL_Texture *disc;
    int disc_r;
    SDL_Texture *soft;
    int soft_r;
    /* Their pixels, and their pieces scaled to the sizes they are drawn at (assets_piece). */
    SDL_Surface *disc_img, *soft_img;
    bool software; /* SDL's software renderer: a scaled copy costs far more than a 1:1 copy */
    struct assets_piece *pieces;
    unsigned piece_clock;

    builder_t *builder;
} assets_t;

/* The data folder (datadir.h): found, and a file in it. */
static inline bool assets_init_paths(assets_t *a, const char *data_dir, char *err, size_t errlen)
{
    return datadir_init(&a->data, data_dir, err, errlen);
}
static inline bool assets_find(const assets_t *a, const char *name, char *out, size_t len)
{
    return datadir_find(&a->data, name, out, len);
}
static inline void assets_require(const assets_t *a, const char *name, char *out, size_t len)
{
    datadir_require(&a->data, name, out, len);
}

/* Starts the builder's thread (may be called before SDL_Init); cache_dir NULL or "": nothing kept
 * between runs. False with a message if an image is missing. */
bool assets_start(assets_t *a, bool four_colour, const char *cache_dir, char *err, size_t errlen);
/* Once the renderer exists: what is made here, and the event that wakes the loop when the builder has
 * something new. */
void assets_attach(assets_t *a, SDL_Renderer *r, Uint32 wake_event);
/* Asks for everything at a pixel scale, window size, deck and back: the sizes are those at once, the
 * textures follow (assets_poll). */
void assets_prepare(assets_t *a, float scale, int pw, int ph, bool four_colour, int back);
/* Main thread, once a frame: puts what the builder finished in place (a few MB of textures at most a
 * call). True when something changed on screen. Fatal if an image could not be read. */
bool assets_poll(assets_t *a);
/* Waits until every texture is that of the last assets_prepare (tests, benchmarks). */
void assets_finish(assets_t *a);

/* The textures to draw with; the first call waits for the very first (and helps make it). Faces may be
 * the atlas itself for the first frames (tex_cell_w 200: drawn scaled), until they are made. */
SDL_Texture *assets_faces(assets_t *a, card_size_t size);
SDL_Texture *assets_back(assets_t *a, card_size_t size, bool turned);
SDL_Texture *assets_shadow(assets_t *a, card_size_t size, bool turned);
SDL_Texture *assets_background(assets_t *a);
SDL_Texture *assets_back_preview(assets_t *a, int back);
/* The part src of t (the disc or the soft square) scaled to w x h once, as SDL's software renderer
 * would scale it, to be drawn 1:1: the same pixels, without the scaling (and the temporary image it
 * makes) every frame. False where that does not apply (another renderer, another texture, no scaling,
 * or scaling without filtering): then copy t itself. Kept for the most recent pieces. */
typedef struct {
    SDL_Texture *tex;
    Uint32 *line; /* ARGB8888: every row's colour (rows), else every column's, if each is of one; or NULL */
    bool rows;
} assets_piece_t;
bool assets_piece(assets_t *a, SDL_Texture *t, const SDL_Rect *src, int w, int h, assets_piece_t *out);
void assets_pieces_free(assets_t *a);
void assets_free(assets_t *a);

#endif
