/* The card images as pixels: reading the PNGs (the face atlas with the language's court cards pasted
 * over it), resampling by area to an exact pixel size, turning a quarter, and the images made here (the
 * felt with its light, a disc, a soft square). Pure functions on SDL surfaces, safe on any thread:
 * nothing here touches a renderer, a file other than the one read, or the builder. */
#ifndef GAME_IMAGE_H
#define GAME_IMAGE_H

#include <SDL.h>
#include <stdbool.h>

/* The atlases' geometry: cards.png and cards4.png hold 13 x 4 cells, backs.png four backs in a row;
 * courts-*.png covers the J, Q, K columns of a face atlas. */
#define IMAGE_CELL_W     200
#define IMAGE_CELL_H     280
#define IMAGE_FACES_W    (13 * IMAGE_CELL_W)
#define IMAGE_FACES_H    (4 * IMAGE_CELL_H)
#define IMAGE_COURTS_X   (9 * IMAGE_CELL_W)
#define IMAGE_COURTS_W   (3 * IMAGE_CELL_W)
#define IMAGE_SHADOW_W   232
#define IMAGE_SHADOW_H   312
#define IMAGE_SHADOW_PAD 16 /* shadow.png's margin around a card */

/* The image at path, w x h pixels (0: any), or NULL with the reason, naming the file, in err. 32-bit
 * images with alpha keep the byte order they were read in when keep_order (the resampler reads both
 * ARGB8888 and ABGR8888); others become ARGB8888. */
SDL_Surface *image_load(const char *path, int w, int h, bool keep_order, char *err, size_t errlen);

/* The face atlas at atlas_path (cards.png or cards4.png), with the court cards at courts_path (NULL:
 * none) pasted over its J, Q, K cells: what the builder scales. NULL with the reason in err if the atlas
 * cannot be read; if the court cards cannot (missing, damaged, of another size), the atlas as it is and
 * the reason, naming the file, in courts_err ("" when they were pasted). */
SDL_Surface *image_load_faces(const char *atlas_path, const char *courts_path, char *err, size_t errlen,
                              char *courts_err, size_t courts_errlen);

/* Area-averaging resample of the part src_rect (NULL: all) of an ARGB8888 or ABGR8888 surface into a
 * new ARGB8888 surface of dw x dh (at least 1 x 1), weighted by alpha so that edges stay clean; an
 * enlargement (either side larger) is bilinear. NULL when out of memory. */
SDL_Surface *image_resample(SDL_Surface *src, const SDL_Rect *src_rect, int dw, int dh);

/* s turned a quarter clockwise (ARGB8888), or NULL (s NULL, or out of memory). */
SDL_Surface *image_rotate_quarter(SDL_Surface *s);

/* A white disc of the radius with an anti-aliased edge; a transparent square whose edge fades out over
 * radius pixels (a soft shadow's nine slices); the felt tile repeated over pw x ph with light on the
 * middle of the table. NULL when out of memory. */
SDL_Surface *image_disc(int radius);
SDL_Surface *image_soft(int radius);
SDL_Surface *image_felt(SDL_Surface *tile, int pw, int ph);

#endif
