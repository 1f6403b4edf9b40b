/* gen_icons: the application icon, a red heart over a fanned pair of cards, drawn from vectors at
 * each size (not scaled down from one picture) so that lines stay crisp at 16 px.
 *
 * usage: gen_icons OUTPUT_DIR
 * writes OUTPUT_DIR/hearts-{16,24,32,48,64,128,256,512}.png */
#define SDL_MAIN_HANDLED
#include <SDL.h>

#include <math.h>
#include <stdio.h>

#include "raster.h"
#include "suits.h"

static const float PI_F = 3.14159265358979f;

/* The design lives in a 512 x 512 box. */
static const float DESIGN = 512.0f;

/* One card of the fan: centre, turn in degrees. */
typedef struct {
    float cx, cy, deg;
} fan_card_t;

static void card_xf(rpath_t *p, float k, fan_card_t c)
{
    rpath_identity(p);
    rpath_scale(p, k, k);
    rpath_translate(p, c.cx, c.cy);
    rpath_rotate(p, c.deg * PI_F / 180.0f);
}

/* A card of w x h design units; line widths never get thinner than min_px pixels. */
static void draw_card(rimg_t *img, float k, fan_card_t c, int back, float min_px)
{
    const float w = 236.0f, h = 330.0f, r = 30.0f;
    float edge = fmaxf(8.0f, min_px / k);
    rpath_t p;
    rpath_init(&p);
    /* a soft shadow under each card where the icon is big enough for one not to look like dirt */
    for (int i = k * DESIGN >= 48.0f ? 3 : 0; i >= 1; i--) {
        float g = edge * 0.9f * (float)i;
        card_xf(&p, k, c);
        rpath_translate(&p, 6.0f, 10.0f);
        rpath_round_rect(&p, -w / 2 - g, -h / 2 - g, w + 2 * g, h + 2 * g, r + g, 0);
        rimg_fill(img, &p, rgba_hex(0x000000, 0.10f));
        rpath_reset(&p);
    }
    card_xf(&p, k, c);
    rpath_round_rect(&p, -w / 2, -h / 2, w, h, r, 0);
    rimg_fill(img, &p, rgba_hex(0x5C6470, 1.0f));
    rpath_reset(&p);
    card_xf(&p, k, c);
    rpath_round_rect(&p, -w / 2 + edge, -h / 2 + edge, w - 2 * edge, h - 2 * edge, r - edge, 0);
    rimg_fill(img, &p, rgba_hex(0xFCFBF7, 1.0f));
    rpath_reset(&p);
    if (back) {
        float m = edge + fmaxf(12.0f, min_px / k);
        card_xf(&p, k, c);
        rpath_round_rect(&p, -w / 2 + m, -h / 2 + m, w - 2 * m, h - 2 * m, fmaxf(r - m, 6.0f), 0);
        rimg_fill(img, &p, rgba_hex(0x1F3F7A, 1.0f));
        rpath_reset(&p);
        if (k * 512.0f >= 48.0f) {
            /* a lattice on the back where there are pixels enough to show it */
            float lw = fmaxf(5.0f, 0.8f / k);
            for (int i = -8; i <= 8; i++) {
                float o = (float)i * 40.0f;
                card_xf(&p, k, c);
                rpath_stroke_seg(&p, o - 160.0f, -160.0f * 1.35f, o + 160.0f, 160.0f * 1.35f, lw);
                rpath_stroke_seg(&p, o + 160.0f, -160.0f * 1.35f, o - 160.0f, 160.0f * 1.35f, lw);
            }
            /* keep the lattice inside the blue panel by masking what spills over with the border */
            rimg_t lat;
            if (rimg_init(&lat, img->w, img->h) == 0) {
                rimg_fill(&lat, &p, rgba_hex(0x4F78C0, 1.0f));
                rpath_reset(&p);
                card_xf(&p, k, c);
                rpath_round_rect(&p, -w / 2 + m, -h / 2 + m, w - 2 * m, h - 2 * m, fmaxf(r - m, 6.0f), 0);
                rimg_t clip;
                if (rimg_init(&clip, img->w, img->h) == 0) {
                    rimg_fill(&clip, &p, rgba_hex(0xFFFFFF, 1.0f));
                    for (int i = 0; i < img->w * img->h; i++) {
                        float a = clip.px[i * 4 + 3];
                        for (int j = 0; j < 4; j++) {
                            lat.px[i * 4 + j] *= a;
                        }
                    }
                    rimg_draw(img, &lat, 0, 0);
                    rimg_free(&clip);
                }
                rimg_free(&lat);
            }
            rpath_reset(&p);
        }
    }
    rpath_free(&p);
}

static void draw_icon(rimg_t *img, int size)
{
    float k = (float)size / DESIGN;
    float min_px = size <= 24 ? 1.0f : 1.25f;
    fan_card_t back = {196.0f, 236.0f, -15.0f};
    fan_card_t front = {306.0f, 250.0f, 12.0f};
    draw_card(img, k, back, 1, min_px);
    draw_card(img, k, front, 0, min_px);
    /* the heart, with a white rim that separates it from the cards */
    float hx = 262.0f * k, hy = 318.0f * k, hs = 300.0f * k;
    float rim = fmaxf(14.0f * k, min_px);
    suits_draw(img, SUIT_HEARTS, hx + 4.0f * k, hy + 10.0f * k, hs + rim * 2.0f, 0, rgba_hex(0x000000, 0.25f));
    suits_draw(img, SUIT_HEARTS, hx, hy, hs + rim * 2.0f, 0, rgba_hex(0xFFFFFF, 1.0f));
    suits_draw(img, SUIT_HEARTS, hx, hy, hs, 0, rgba_hex(0xD21F33, 1.0f));
    if (size >= 32) {
        /* a soft highlight on the upper left lobe */
        rpath_t p;
        rpath_init(&p);
        rpath_translate(&p, hx - hs * 0.2f, hy - hs * 0.22f);
        rpath_rotate(&p, -0.6f);
        rpath_ellipse(&p, 0.0f, 0.0f, hs * 0.11f, hs * 0.06f, 0);
        rimg_fill(img, &p, rgba_hex(0xFFFFFF, 0.35f));
        rpath_free(&p);
    }
}

int main(int argc, char **argv)
{
    static const int sizes[] = {16, 24, 32, 48, 64, 128, 256, 512};
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT_DIR\n", argv[0]);
        return 1;
    }
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "error: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    int rc = 0;
    for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]) && rc == 0; i++) {
        char path[4096];
        int n = snprintf(path, sizeof(path), "%s/hearts-%d.png", argv[1], sizes[i]);
        if (n < 0 || (size_t)n >= sizeof(path)) {
            fprintf(stderr, "error: output path too long: %s\n", argv[1]);
            rc = -1;
            break;
        }
        rimg_t img;
        if (rimg_init(&img, sizes[i], sizes[i]) != 0) {
            fprintf(stderr, "error: out of memory for %s\n", path);
            rc = -1;
            break;
        }
        draw_icon(&img, sizes[i]);
        rc = rimg_save_png(&img, path);
        rimg_free(&img);
    }
    SDL_Quit();
    return rc ? 1 : 0;
}
