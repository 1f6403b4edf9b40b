/* The builder: the card images a window size needs (faces at three sizes, backs, shadows, the felt,
 * the backs shown in Options), made as a small graph of jobs on a worker thread, and by the main thread
 * while it waits for one. A request (size, deck, back) is a generation; a job made for a generation
 * before is done again. Sources (the PNGs) are read only when a job to run needs them, and let go when
 * nothing is left to make. What a job made is kept in the disk cache (card_cache.h).
 *
 * A job's state moves only along IDLE -> TODO -> RUNNING -> DONE (a source may go back to IDLE once it
 * is let go or not needed, a job to TODO when asked for again, or when it ran for a generation before);
 * only the thread that ran a job ends it, and its images are handed out (builder_take) only once it is
 * DONE for the current generation, once. HEARTS_CHECK states these. */
#ifndef GAME_BUILDER_H
#define GAME_BUILDER_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/courts.h"

typedef enum {
    BJ_SRC_FACES, /* the chosen deck's atlas, the language's court cards pasted over it */
    BJ_SRC_TABLE,
    BJ_SRC_BACKS,
    BJ_SRC_SHADOW,
    BJ_FACES0, /* faces at CARDSZ_FACE, ... */
    BJ_BACKGROUND,
    BJ_BACKS,
    BJ_SHADOWS,
    BJ_PREVIEWS,
    BJ_FACES1,
    BJ_FACES2,
    BJ_COUNT
} build_job_t;

#define BUILD_OUT   4 /* images a job makes at most */
#define BUILD_SIZES 3 /* card sizes (assets.h's card_size_t) */

/* What a generation makes. */
typedef struct {
    float scale;
    int pw, ph; /* the window, in pixels */
    bool four;  /* the four-colour deck */
    char courts[COURTS_LETTERS];
    int back;
    int cell_w[BUILD_SIZES], cell_h[BUILD_SIZES];
    int shadow_pad[BUILD_SIZES]; /* a shadow's margin around its card */
} build_params_t;

/* A finished job's images, handed to the main thread: free with card_cache_free. */
typedef struct {
    SDL_Surface *out[BUILD_OUT];
    char courts[COURTS_LETTERS]; /* the generation's court letters */
} build_result_t;

typedef struct builder builder_t;

/* The builder of the five data files (cards.png, cards4.png, table.png, backs.png, shadow.png) and the
 * cache folder (NULL or "": none), with its thread (none: the main thread makes all it waits for).
 * Nothing is made before the first request; the face atlas is read at once when the cache cannot have
 * its faces. NULL when out of memory or without a mutex, with the reason in err. */
builder_t *builder_start(const char *const paths[5], const char *cache_dir, bool four, char *err, size_t errlen);
/* The event pushed when a job ends (to wake the loop). */
void builder_wake_with(builder_t *b, Uint32 event);
/* A new generation. */
void builder_request(builder_t *b, const build_params_t *p);
/* Takes the images of job j if it is DONE for the current generation and not yet taken: true. */
bool builder_take(builder_t *b, build_job_t j, build_result_t *r);
/* Waits until job j is DONE for the current generation, running jobs meanwhile; with faces_source,
 * also stops once the face atlas of the current deck is read: true then. Fatal if an image could not
 * be read. */
bool builder_wait(builder_t *b, build_job_t j, bool faces_source);
/* The current deck's face atlas if it is read, held until builder_release (NULL otherwise). */
SDL_Surface *builder_hold_faces_source(builder_t *b);
void builder_release(builder_t *b, SDL_Surface *source);
/* Fatal if a job failed (an image could not be read). */
void builder_check(builder_t *b);
void builder_free(builder_t *b);

#endif
