/* raster: a small anti-aliased vector rasteriser for the build-time art generators.
 *
 * Images hold premultiplied RGBA floats. Paths are made of closed contours (lines and flattened
 * Bezier curves) filled with the non-zero winding rule: every contour is stored counter-clockwise
 * (positive area in y-down screen space) unless it is closed as a hole, so overlapping shapes
 * added to one path form their union and holes cut through them.
 * Coverage is exact horizontally and sampled 16 times vertically per pixel. */
#ifndef HEARTS_TOOLS_RASTER_H
#define HEARTS_TOOLS_RASTER_H

#include <stdint.h>

typedef struct {
    float r, g, b, a; /* straight (not premultiplied) colour, 0..1 */
} rgba_t;

typedef struct {
    int w, h;
    float *px; /* w * h * 4 premultiplied floats, rows top to bottom */
} rimg_t;

typedef struct {
    float x, y;
} rpt_t;

/* x' = a x + c y + e, y' = b x + d y + f */
typedef struct {
    float a, b, c, d, e, f;
} rxform_t;

typedef struct {
    rpt_t *pts;
    int npts, cap;
    int *ends; /* one past the last point of each closed contour */
    int nends, ecap;
    int start; /* first point of the contour being built */
    rxform_t xf;
} rpath_t;

/* A colour for position (x, y) in image pixels (pixel centres at +0.5). */
typedef rgba_t (*rshade_fn)(float x, float y, void *user);

rgba_t rgba_hex(uint32_t rgb, float a);
rgba_t rgba_mix(rgba_t a, rgba_t b, float t);
rgba_t rgba_scale(rgba_t c, float k); /* multiply r, g, b by k (lighter/darker) */

int rimg_init(rimg_t *img, int w, int h); /* transparent; 0 on success */
void rimg_free(rimg_t *img);
void rimg_clear(rimg_t *img, rgba_t c);
/* Composite colour c with extra coverage cov (0..1) over pixel (x, y); ignores pixels outside. */
void rimg_blend(rimg_t *img, int x, int y, rgba_t c, float cov);
/* Composite src over dst with src's top-left corner at (dx, dy). */
void rimg_draw(rimg_t *dst, const rimg_t *src, int dx, int dy);
/* Write an 8-bit RGBA PNG; prints an error naming the file and returns -1 on failure. */
int rimg_save_png(const rimg_t *img, const char *path);

void rpath_init(rpath_t *p);
void rpath_free(rpath_t *p);
void rpath_reset(rpath_t *p); /* drops all contours, resets the transform */

/* Transform applied to points as they are added; the operations compose like a 2D canvas's
 * (the last one called applies first to the coordinates given). */
void rpath_identity(rpath_t *p);
void rpath_translate(rpath_t *p, float tx, float ty);
void rpath_scale(rpath_t *p, float sx, float sy);
void rpath_rotate(rpath_t *p, float radians);

void rpath_move(rpath_t *p, float x, float y);
void rpath_line(rpath_t *p, float x, float y);
void rpath_quad(rpath_t *p, float cx, float cy, float x, float y);
void rpath_cubic(rpath_t *p, float c1x, float c1y, float c2x, float c2y, float x, float y);
void rpath_close(rpath_t *p, int hole);

void rpath_ellipse(rpath_t *p, float cx, float cy, float rx, float ry, int hole);
void rpath_circle(rpath_t *p, float cx, float cy, float r, int hole);
void rpath_rect(rpath_t *p, float x, float y, float w, float h, int hole);
void rpath_round_rect(rpath_t *p, float x, float y, float w, float h, float r, int hole);
/* A rounded-rectangle ring of the given line width lying inside the rectangle's edge. */
void rpath_round_rect_ring(rpath_t *p, float x, float y, float w, float h, float r, float width);
/* A line of width w from (x0, y0) to (x1, y1) with round caps. */
void rpath_stroke_seg(rpath_t *p, float x0, float y0, float x1, float y1, float w);
/* A circle's outline of line width w centred on radius r. */
void rpath_ring(rpath_t *p, float cx, float cy, float r, float w);

void rimg_fill(rimg_t *img, const rpath_t *p, rgba_t c);
/* Fill with a colour from fn, averaged over ss x ss samples per pixel (ss >= 1). */
void rimg_fill_shaded(rimg_t *img, const rpath_t *p, rshade_fn fn, void *user, int ss);

/* Composite a coverage mask (mw x mh floats, 0..1) in colour c, resampled by exact area to the
 * destination rectangle (dx, dy, dw, dh); flip rotates the mask by 180 degrees. */
void rimg_blit_mask(rimg_t *img, const float *mask, int mw, int mh, float dx, float dy, float dw, float dh, rgba_t c,
                    int flip);

/* Deterministic random numbers for the generators (splitmix64). */
uint32_t rrand_u32(uint64_t *state);
float rrand_float(uint64_t *state); /* uniform in [0, 1) */
/* A stateless hash of integers to [0, 1). */
float rhash_float(uint32_t a, uint32_t b, uint32_t seed);

#endif
