/* suits: see suits.h. Shapes are drawn in a unit box, x and y in [-0.5, 0.5], y down. */
#include "suits.h"

static const float PI_F = 3.14159265358979f;

/* A heart with its tip at (0, 0.5) and its lobes reaching y = -0.47. */
static void heart_contour(rpath_t *p)
{
    rpath_move(p, 0.0f, -0.29f);
    rpath_cubic(p, 0.07f, -0.45f, 0.27f, -0.53f, 0.41f, -0.42f);
    rpath_cubic(p, 0.56f, -0.30f, 0.55f, -0.07f, 0.41f, 0.09f);
    rpath_cubic(p, 0.29f, 0.23f, 0.07f, 0.35f, 0.0f, 0.5f);
    rpath_cubic(p, -0.07f, 0.35f, -0.29f, 0.23f, -0.41f, 0.09f);
    rpath_cubic(p, -0.55f, -0.07f, -0.56f, -0.30f, -0.41f, -0.42f);
    rpath_cubic(p, -0.27f, -0.53f, -0.07f, -0.45f, 0.0f, -0.29f);
    rpath_close(p, 0);
}

/* The flared stem of clubs and spades, from (0, top) down to y = 0.5. */
static void stem_contour(rpath_t *p, float top, float half_width)
{
    rpath_move(p, -0.03f, top);
    rpath_line(p, 0.03f, top);
    rpath_cubic(p, 0.04f, 0.28f, 0.09f, 0.43f, half_width, 0.5f);
    rpath_line(p, -half_width, 0.5f);
    rpath_cubic(p, -0.09f, 0.43f, -0.04f, 0.28f, -0.03f, top);
    rpath_close(p, 0);
}

static void diamond_contour(rpath_t *p)
{
    const float w = 0.39f;
    rpath_move(p, 0.0f, -0.5f);
    rpath_cubic(p, 0.11f, -0.33f, 0.24f, -0.17f, w, 0.0f);
    rpath_cubic(p, 0.24f, 0.17f, 0.11f, 0.33f, 0.0f, 0.5f);
    rpath_cubic(p, -0.11f, 0.33f, -0.24f, 0.17f, -w, 0.0f);
    rpath_cubic(p, -0.24f, -0.17f, -0.11f, -0.33f, 0.0f, -0.5f);
    rpath_close(p, 0);
}

static void club_contours(rpath_t *p)
{
    const float r = 0.232f;
    rpath_circle(p, 0.0f, -0.268f, r, 0);
    rpath_circle(p, -0.268f, 0.075f, r, 0);
    rpath_circle(p, 0.268f, 0.075f, r, 0);
    rpath_circle(p, 0.0f, 0.0f, 0.14f, 0);
    stem_contour(p, 0.0f, 0.19f);
}

static void spade_contours(rpath_t *p)
{
    rxform_t saved = p->xf;
    /* The body is a heart turned upside down and squashed a little. */
    rpath_translate(p, 0.0f, -0.115f);
    rpath_scale(p, 1.0f, -0.78f);
    heart_contour(p);
    p->xf = saved;
    stem_contour(p, 0.05f, 0.19f);
}

void suits_path(rpath_t *p, int suit, float cx, float cy, float size, int flip)
{
    rpath_identity(p);
    rpath_translate(p, cx, cy);
    if (flip) {
        rpath_rotate(p, PI_F);
    }
    rpath_scale(p, size, size);
    switch (suit) {
    case SUIT_CLUBS:
        club_contours(p);
        break;
    case SUIT_DIAMONDS:
        diamond_contour(p);
        break;
    case SUIT_SPADES:
        spade_contours(p);
        break;
    default:
        heart_contour(p);
        break;
    }
    rpath_identity(p);
}

void suits_draw(rimg_t *img, int suit, float cx, float cy, float size, int flip, rgba_t c)
{
    rpath_t p;
    rpath_init(&p);
    suits_path(&p, suit, cx, cy, size, flip);
    rimg_fill(img, &p, c);
    rpath_free(&p);
}
