/* The game's data files: found by an ordered search, loaded with SDL2_image, and scaled once to the
 * pixel sizes the current window needs, so that drawing a card is a plain 1:1 copy. */
#ifndef GAME_ASSETS_H
#define GAME_ASSETS_H

#include <SDL.h>
#include <stdbool.h>

#include "hearts/cards.h"

/* Card sizes in logical units (1280x720 space). */
typedef enum { CARDSZ_FACE = 0, CARDSZ_SMALL, CARDSZ_MINI, CARDSZ_COUNT } card_size_t;
float card_size_w(card_size_t s);
float card_size_h(card_size_t s);

#define ASSET_DIRS_MAX 6
#define ASSET_PATH_MAX 1024

typedef struct {
    char dirs[ASSET_DIRS_MAX][ASSET_PATH_MAX];
    int ndirs;
    int root; /* the folder that holds the data (has cards.png), or -1 */

    SDL_Surface *faces_src;  /* the chosen face atlas as loaded (2600x1120) */
    int faces_src_four;      /* which deck faces_src is: 0 two-colour, 1 four-colour, -1 none */
    SDL_Surface *backs_src;  /* 800x280: four backs */
    SDL_Surface *shadow_src; /* 232x312 */
    SDL_Surface *table_src;  /* 512x512 felt */

    /* Built for the current pixel scale. */
    float scale;
    int pw, ph;
    int back, four;
    SDL_Texture *faces[CARDSZ_COUNT];
    int cell_w[CARDSZ_COUNT], cell_h[CARDSZ_COUNT];
    SDL_Texture *backs[CARDSZ_COUNT];
    SDL_Texture *back_rot; /* the small back turned a quarter, for Left and Right */
    SDL_Texture *shadow[CARDSZ_COUNT];
    int shadow_w[CARDSZ_COUNT], shadow_h[CARDSZ_COUNT], shadow_margin[CARDSZ_COUNT];
    SDL_Texture *shadow_rot;
    SDL_Texture *background;
    SDL_Texture *back_preview[4]; /* every back at mini size, for Options */

    /* Made here, not loaded: a disc for rounded corners and a soft blurred square for shadows. */
    SDL_Texture *disc;
    int disc_r;
    SDL_Texture *soft;
    int soft_r;
} assets_t;

/* Finds the data folder. A folder the player named (data_dir from --data-dir, else $HEARTS_DATADIR) is
 * the only one: false, and a message in err naming it and what it lacks, if it is not a whole data
 * folder. Otherwise the first of the installed data beside the program, data/ beside the program and
 * the build tree that has cards.png. */
bool assets_init_paths(assets_t *a, const char *data_dir, char *err, size_t errlen);
/* Finds name in the first folder that has it. */
bool assets_find(const assets_t *a, const char *name, char *out, size_t len);
/* As assets_find, but a missing file is fatal, with the folders that were searched. */
void assets_require(const assets_t *a, const char *name, char *out, size_t len);
/* Loads the source images (fatal if one is missing or malformed). */
void assets_load(assets_t *a, SDL_Renderer *r, bool four_colour);
/* (Re)builds what depends on the window size and the chosen deck and back. */
void assets_prepare(assets_t *a, SDL_Renderer *r, float scale, int pw, int ph, bool four_colour, int back);
/* The face atlas at a size, built on first use. */
SDL_Texture *assets_faces(assets_t *a, SDL_Renderer *r, card_size_t size);
void assets_free(assets_t *a);

/* Area-averaging resample of an ARGB8888 surface (premultiplied, so edges stay clean). */
SDL_Surface *assets_resample(SDL_Surface *src, SDL_Rect *src_rect, int dw, int dh);

#endif
