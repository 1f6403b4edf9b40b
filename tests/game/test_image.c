/* The card images as pixels (platform/image.h), on their own: resampling a known pattern gives known
 * pixels and sizes (alpha-weighted, either byte order, a part of the source, fractional steps, the
 * smallest and enlarged sizes), a quarter turn, the felt's light, and reading a PNG: a damaged file, one
 * of the wrong size and damaged court cards each give an error naming the file. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#if defined(_WIN32)
#include <direct.h>
#define MKDIR(d) _mkdir(d)
#else
#define MKDIR(d) mkdir((d), 0700)
#endif

#include "platform/image.h"
#include "test_util.h"

static char out_dir[512];

static SDL_Surface *surface(int w, int h, Uint32 format)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format);
    if (!s) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return s;
}

static Uint32 px(const SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * s->pitch))[x];
}

static void set_px(SDL_Surface *s, int x, int y, Uint32 v)
{
    ((Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch))[x] = v;
}

/* a 4x4 ARGB8888 image of four 2x2 blocks: red, green, blue, white */
static SDL_Surface *blocks(void)
{
    static const Uint32 colour[4] = {0xFFFF0000u, 0xFF00FF00u, 0xFF0000FFu, 0xFFFFFFFFu};
    SDL_Surface *s = surface(4, 4, SDL_PIXELFORMAT_ARGB8888);
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 4; x++) {
            set_px(s, x, y, colour[(y / 2) * 2 + x / 2]);
        }
    }
    return s;
}

static void test_halving_averages_blocks(void)
{
    SDL_Surface *s = blocks();
    SDL_Surface *d = image_resample(s, NULL, 2, 2);
    CHECK(d != NULL);
    CHECK_EQ_INT(d->w, 2);
    CHECK_EQ_INT(d->h, 2);
    CHECK(d->format->format == SDL_PIXELFORMAT_ARGB8888);
    CHECK_EQ_INT(px(d, 0, 0), 0xFFFF0000u);
    CHECK_EQ_INT(px(d, 1, 0), 0xFF00FF00u);
    CHECK_EQ_INT(px(d, 0, 1), 0xFF0000FFu);
    CHECK_EQ_INT(px(d, 1, 1), 0xFFFFFFFFu);
    SDL_FreeSurface(d);
    /* to one pixel: the average of all four colours */
    d = image_resample(s, NULL, 1, 1);
    CHECK_EQ_INT(px(d, 0, 0), 0xFF808080u); /* (255 + 255) / 4 = 127.5, rounded up */
    SDL_FreeSurface(d);
    SDL_FreeSurface(s);
}

static void test_alpha_weighs_colour(void)
{
    /* two opaque red pixels and two transparent green ones: the colour of the transparent ones does not
     * bleed in, the alpha is the average */
    SDL_Surface *s = surface(2, 2, SDL_PIXELFORMAT_ARGB8888);
    set_px(s, 0, 0, 0xFFFF0000u);
    set_px(s, 1, 0, 0x0000FF00u);
    set_px(s, 0, 1, 0x0000FF00u);
    set_px(s, 1, 1, 0xFFFF0000u);
    SDL_Surface *d = image_resample(s, NULL, 1, 1);
    CHECK_EQ_INT(px(d, 0, 0), 0x80FF0000u);
    SDL_FreeSurface(d);
    /* all transparent: transparent black */
    SDL_FillRect(s, NULL, 0x00123456u);
    d = image_resample(s, NULL, 1, 1);
    CHECK_EQ_INT(px(d, 0, 0), 0x00000000u);
    SDL_FreeSurface(d);
    SDL_FreeSurface(s);
}

static void test_byte_orders_agree(void)
{
    SDL_Surface *s = blocks();
    SDL_Surface *abgr = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ABGR8888, 0);
    SDL_Surface *a = image_resample(s, NULL, 2, 2), *b = image_resample(abgr, NULL, 2, 2);
    CHECK(a && b);
    for (int y = 0; a && b && y < 2; y++) {
        for (int x = 0; x < 2; x++) {
            CHECK_EQ_INT(px(b, x, y), px(a, x, y));
        }
    }
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    SDL_FreeSurface(abgr);
    SDL_FreeSurface(s);
}

static void test_fractional_steps(void)
{
    /* three grey columns 0, 90, 180 to two: the first covers 1 and a half of the middle one */
    SDL_Surface *s = surface(3, 2, SDL_PIXELFORMAT_ARGB8888);
    static const Uint32 grey[3] = {0xFF000000u, 0xFF5A5A5Au, 0xFFB4B4B4u};
    for (int y = 0; y < 2; y++) {
        for (int x = 0; x < 3; x++) {
            set_px(s, x, y, grey[x]);
        }
    }
    SDL_Surface *d = image_resample(s, NULL, 2, 1);
    CHECK_EQ_INT(d->w, 2);
    CHECK_EQ_INT(d->h, 1);
    CHECK_EQ_INT(px(d, 0, 0), 0xFF1E1E1Eu); /* (0 + 45) / 1.5 = 30 */
    CHECK_EQ_INT(px(d, 1, 0), 0xFF969696u); /* (45 + 180) / 1.5 = 150 */
    SDL_FreeSurface(d);
    SDL_FreeSurface(s);
}

static void test_part_and_sizes(void)
{
    SDL_Surface *s = blocks();
    /* the bottom right block alone: white */
    SDL_Rect part = {2, 2, 2, 2};
    SDL_Surface *d = image_resample(s, &part, 1, 1);
    CHECK_EQ_INT(px(d, 0, 0), 0xFFFFFFFFu);
    SDL_FreeSurface(d);
    /* sizes below one pixel are one pixel */
    d = image_resample(s, NULL, 0, -3);
    CHECK(d && d->w == 1 && d->h == 1);
    SDL_FreeSurface(d);
    /* enlarging: the size asked for, the colours of the corners kept */
    d = image_resample(s, NULL, 8, 8);
    CHECK(d && d->w == 8 && d->h == 8);
    CHECK_EQ_INT(px(d, 0, 0), 0xFFFF0000u);
    CHECK_EQ_INT(px(d, 7, 7), 0xFFFFFFFFu);
    SDL_FreeSurface(d);
    /* a card cell of the atlas at a table's size: 200x280 to 105x147 */
    SDL_Surface *cell = surface(IMAGE_CELL_W, IMAGE_CELL_H, SDL_PIXELFORMAT_ARGB8888);
    SDL_FillRect(cell, NULL, 0xFF336699u);
    d = image_resample(cell, NULL, 105, 147);
    CHECK(d && d->w == 105 && d->h == 147);
    CHECK_EQ_INT(px(d, 0, 0), 0xFF336699u);
    CHECK_EQ_INT(px(d, 104, 146), 0xFF336699u);
    CHECK_EQ_INT(px(d, 52, 73), 0xFF336699u);
    SDL_FreeSurface(d);
    SDL_FreeSurface(cell);
    SDL_FreeSurface(s);
}

static void test_quarter_turn(void)
{
    /* a 3x2 image turned clockwise is 2x3: its top left goes to the top right */
    SDL_Surface *s = surface(3, 2, SDL_PIXELFORMAT_ARGB8888);
    for (int y = 0; y < 2; y++) {
        for (int x = 0; x < 3; x++) {
            set_px(s, x, y, 0xFF000000u | (Uint32)(y * 3 + x));
        }
    }
    SDL_Surface *d = image_rotate_quarter(s);
    CHECK(d && d->w == 2 && d->h == 3);
    CHECK_EQ_INT(px(d, 1, 0), 0xFF000000u); /* (0, 0) */
    CHECK_EQ_INT(px(d, 0, 0), 0xFF000003u); /* (0, 1) */
    CHECK_EQ_INT(px(d, 1, 2), 0xFF000002u); /* (2, 0) */
    CHECK_EQ_INT(px(d, 0, 2), 0xFF000005u); /* (2, 1) */
    CHECK(image_rotate_quarter(NULL) == NULL);
    SDL_FreeSurface(d);
    SDL_FreeSurface(s);
}

static void test_made_images(void)
{
    SDL_Surface *tile = surface(4, 4, SDL_PIXELFORMAT_ARGB8888);
    SDL_FillRect(tile, NULL, 0xFF406080u);
    SDL_Surface *felt = image_felt(tile, 100, 60);
    CHECK(felt && felt->w == 100 && felt->h == 60);
    Uint32 middle = px(felt, 50, 26), corner = px(felt, 0, 0);
    CHECK_MSG((middle >> 24) == 0xFF && (corner >> 24) == 0xFF, "the felt is opaque");
    CHECK_MSG((middle & 0xFF) > 0x80 && (corner & 0xFF) < 0x80, "lit in the middle (%08x), dark in the corner (%08x)",
              (unsigned)middle, (unsigned)corner);
    SDL_FreeSurface(felt);
    SDL_FreeSurface(tile);
    SDL_Surface *disc = image_disc(8);
    CHECK(disc && disc->w == 16 && disc->h == 16);
    CHECK_EQ_INT(px(disc, 8, 8), 0xFFFFFFFFu); /* inside */
    CHECK_EQ_INT(px(disc, 0, 0) >> 24, 0);     /* the corner is outside */
    SDL_FreeSurface(disc);
    SDL_Surface *soft = image_soft(4);
    CHECK(soft && soft->w == 10 && soft->h == 10);
    CHECK(px(soft, 4, 4) >> 24 == 0xFF && px(soft, 0, 0) >> 24 < 0x10);
    SDL_FreeSurface(soft);
}

static void path_of(char *out, size_t len, const char *name)
{
    snprintf(out, len, "%s/%s", out_dir, name);
}

static void test_reading_errors_name_the_file(void)
{
    char path[700], err[1200];
    /* a damaged PNG: the signature, then nonsense */
    path_of(path, sizeof path, "damaged.png");
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("\x89PNG\r\n\x1a\nthis is not an image", f);
        fclose(f);
    }
    err[0] = '\0';
    CHECK(image_load(path, 0, 0, false, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, path) != NULL, "the message names the file: %s", err);
    /* missing */
    path_of(path, sizeof path, "missing.png");
    err[0] = '\0';
    CHECK(image_load(path, 0, 0, false, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, path) != NULL, "the message names the file: %s", err);
    /* whole, but of the wrong size: the sizes are said */
    SDL_Surface *s = blocks();
    path_of(path, sizeof path, "small.png");
    CHECK(IMG_SavePNG(s, path) == 0);
    err[0] = '\0';
    CHECK(image_load(path, 5, 4, false, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, path) && strstr(err, "4x4") && strstr(err, "5x4"), "the file and the sizes: %s", err);
    SDL_Surface *ok = image_load(path, 4, 4, false, err, sizeof err);
    CHECK(ok && ok->format->format == SDL_PIXELFORMAT_ARGB8888 && px(ok, 3, 3) == 0xFFFFFFFFu);
    SDL_FreeSurface(ok);
    SDL_FreeSurface(s);
}

static void test_faces_with_damaged_courts(void)
{
    char atlas[700], courts[700], err[1200], cerr[1200];
    SDL_Surface *s = surface(IMAGE_FACES_W, IMAGE_FACES_H, SDL_PIXELFORMAT_ARGB8888);
    SDL_FillRect(s, NULL, 0xFF102030u);
    path_of(atlas, sizeof atlas, "atlas.png");
    CHECK(IMG_SavePNG(s, atlas) == 0);
    SDL_FreeSurface(s);
    /* court cards of the wrong size: the atlas as it is, and why, naming the court cards' file */
    s = blocks();
    path_of(courts, sizeof courts, "courts-XYZ.png");
    CHECK(IMG_SavePNG(s, courts) == 0);
    SDL_FreeSurface(s);
    err[0] = cerr[0] = '\0';
    SDL_Surface *faces = image_load_faces(atlas, courts, err, sizeof err, cerr, sizeof cerr);
    CHECK(faces && faces->w == IMAGE_FACES_W && faces->h == IMAGE_FACES_H);
    CHECK_MSG(err[0] == '\0', "the atlas itself is fine: %s", err);
    CHECK_MSG(strstr(cerr, courts) != NULL, "the message names the court cards: %s", cerr);
    SDL_FreeSurface(faces);
    /* right court cards: pasted over the J, Q, K columns only */
    s = surface(IMAGE_COURTS_W, IMAGE_FACES_H, SDL_PIXELFORMAT_ARGB8888);
    SDL_FillRect(s, NULL, 0xFFC0FFEEu);
    CHECK(IMG_SavePNG(s, courts) == 0);
    SDL_FreeSurface(s);
    faces = image_load_faces(atlas, courts, err, sizeof err, cerr, sizeof cerr);
    CHECK_MSG(faces && cerr[0] == '\0', "%s", cerr);
    SDL_Surface *argb = faces ? SDL_ConvertSurfaceFormat(faces, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    CHECK(argb && px(argb, IMAGE_COURTS_X, 0) == 0xFFC0FFEEu && px(argb, IMAGE_COURTS_X - 1, 0) == 0xFF102030u);
    CHECK(argb && px(argb, IMAGE_COURTS_X + IMAGE_COURTS_W - 1, IMAGE_FACES_H - 1) == 0xFFC0FFEEu);
    CHECK(argb && px(argb, IMAGE_COURTS_X + IMAGE_COURTS_W, IMAGE_FACES_H - 1) == 0xFF102030u); /* the ace */
    SDL_FreeSurface(argb);
    SDL_FreeSurface(faces);
    /* a damaged atlas: no faces, and why */
    path_of(atlas, sizeof atlas, "damaged.png");
    err[0] = '\0';
    CHECK(image_load_faces(atlas, NULL, err, sizeof err, cerr, sizeof cerr) == NULL);
    CHECK_MSG(strstr(err, atlas) != NULL, "the message names the atlas: %s", err);
}

int main(void)
{
    snprintf(out_dir, sizeof out_dir, "%s", HEARTS_TEST_OUT);
    MKDIR(out_dir);
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        fprintf(stderr, "SDL2_image without PNG: %s\n", IMG_GetError());
        return 1;
    }
    RUN(test_halving_averages_blocks);
    RUN(test_alpha_weighs_colour);
    RUN(test_byte_orders_agree);
    RUN(test_fractional_steps);
    RUN(test_part_and_sizes);
    RUN(test_quarter_turn);
    RUN(test_made_images);
    RUN(test_reading_errors_name_the_file);
    RUN(test_faces_with_damaged_courts);
    IMG_Quit();
    return test_finish();
}
