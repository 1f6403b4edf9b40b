/* The court cards' letters agree on the faces and in the words (platform/courts.h): in French the
 * atlas the builder scales has V, D, R over its J, Q, K cells (those of courts-VDR.png, nothing else
 * changed) and ui_card_label says V, D, R; the faces made follow a change of language and are kept
 * apart in the cache; with the court cards missing or damaged, both keep J, Q, K. The data is the
 * build's (build/data, drawn by gen_cards), the catalogues the build's (build/locale). */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#if defined(_WIN32)
#include <direct.h>
#define MKDIR(d) _mkdir(d)
#else
#define MKDIR(d) mkdir((d), 0700)
#endif

#include "hearts/cards.h"
#include "platform/assets.h"
#include "platform/courts.h"
#include "platform/image.h"
#include "platform/lang.h"
#include "platform/ui.h"
#include "test_util.h"

#define CELL_W 200
#define CELL_H 280

static char data_dir[ASSET_PATH_MAX];

static SDL_Surface *argb(SDL_Surface *s)
{
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    if (s) {
        SDL_FreeSurface(s);
    }
    return c;
}

/* Whether cell (col, row) of a equals cell (bcol, brow) of b, pixel for pixel. */
static bool same_cell(SDL_Surface *a, int col, int row, SDL_Surface *b, int bcol, int brow)
{
    for (int y = 0; y < CELL_H; y++) {
        const Uint8 *pa = (const Uint8 *)a->pixels + (size_t)(row * CELL_H + y) * a->pitch + (size_t)col * CELL_W * 4;
        const Uint8 *pb = (const Uint8 *)b->pixels + (size_t)(brow * CELL_H + y) * b->pitch + (size_t)bcol * CELL_W * 4;
        if (memcmp(pa, pb, CELL_W * 4) != 0) {
            return false;
        }
    }
    return true;
}

static void path_in(char *out, size_t len, const char *dir, const char *name)
{
    snprintf(out, len, "%s/%s", dir, name);
}

/* The words: every language the game speaks shows on its cards the letters it writes them with. */
static void test_letters(void)
{
    char l[COURTS_LETTERS], w[COURTS_LETTERS], b[32];
    static const struct {
        const char *lang, *letters, *queen;
    } expect[] = {{"en", "JQK", "Q"}, {"fr", "VDR", "D"}, {"de", "BDK", "D"},   {"nl", "BVH", "V"},
                  {"es", "JQK", "Q"}, {"it", "JQK", "Q"}, {"pt_BR", "JQK", "Q"}};
    for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        CHECK(lang_use(expect[i].lang));
        CHECK_EQ_STR(courts_letters(l), expect[i].letters);
        snprintf(b, sizeof b, "%s\xe2\x99\xa0", expect[i].queen);
        CHECK_EQ_STR(ui_card_label(CARD_QS, b + 16, 16), b);
    }
    CHECK(lang_use("fr"));
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_HEARTS, RANK_J), b, sizeof b), "V\xe2\x99\xa5");
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_CLUBS, RANK_K), b, sizeof b), "R\xe2\x99\xa3");
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_CLUBS, RANK_A), b, sizeof b), "A\xe2\x99\xa3");
    /* a language whose letters have no court cards: the words keep J, Q, K as the faces do */
    for (int i = 0; i < lang_count(); i++) {
        CHECK(lang_use(lang_at(i)->code));
        CHECK_MSG(strcmp(courts_letters(l), courts_wanted(w)) == 0,
                  "%s writes %s but the data has court cards only for %s: draw them (gen_cards.c, COURT_SETS)",
                  lang_at(i)->code, w, l);
    }
    CHECK(lang_use("en"));
}

/* The atlas the builder scales: in French, J, Q, K are courts-VDR.png's cells, every other cell is
 * cards.png's; for both decks. */
static void test_atlas(void)
{
    char l[COURTS_LETTERS];
    CHECK(lang_use("fr"));
    CHECK_EQ_STR(courts_letters(l), "VDR");
    for (int four = 0; four < 2; four++) {
        char atlas_path[ASSET_PATH_MAX + 32], courts_path[ASSET_PATH_MAX + 32], name[32], err[2048], cerr[2048];
        path_in(atlas_path, sizeof atlas_path, data_dir, four ? "cards4.png" : "cards.png");
        courts_file(l, four, name, sizeof name);
        path_in(courts_path, sizeof courts_path, data_dir, name);
        SDL_Surface *plain = argb(image_load_faces(atlas_path, NULL, err, sizeof err, cerr, sizeof cerr));
        SDL_Surface *fr = argb(image_load_faces(atlas_path, courts_path, err, sizeof err, cerr, sizeof cerr));
        CHECK_EQ_STR(cerr, "");
        SDL_Surface *courts = argb(IMG_Load(courts_path));
        CHECK(plain && fr && courts);
        if (!plain || !fr || !courts) {
            continue;
        }
        CHECK_EQ_INT(courts->w, 3 * CELL_W);
        CHECK_EQ_INT(courts->h, 4 * CELL_H);
        for (int row = 0; row < 4; row++) {
            for (int col = 0; col < 13; col++) {
                bool court = col >= 9 && col <= 11;
                CHECK_MSG(same_cell(fr, col, row, plain, col, row) == !court, "deck %d cell %d,%d", four, col, row);
                if (court) {
                    CHECK_MSG(same_cell(fr, col, row, courts, col - 9, row), "deck %d cell %d,%d", four, col, row);
                }
            }
        }
        SDL_FreeSurface(plain);
        SDL_FreeSurface(fr);
        SDL_FreeSurface(courts);
    }
    CHECK(lang_use("en"));
}

/* The faces the builder makes at 1280x800, read back through a software renderer: the queen of
 * spades, the ace of spades (a control) and the letters on them. */
typedef struct {
    Uint32 queen[64 * 96], ace[64 * 96];
    int w, h;
    char letters[COURTS_LETTERS];
} faces_t;

static void read_cell(SDL_Renderer *r, SDL_Surface *target, SDL_Texture *t, int col, int row, int w, int h, Uint32 *out)
{
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    SDL_Rect src = {col * w, row * h, w, h}, dst = {0, 0, w, h};
    SDL_RenderCopy(r, t, &src, &dst);
    for (int y = 0; y < h; y++) {
        memcpy(out + (size_t)y * w, (const Uint8 *)target->pixels + (size_t)y * target->pitch, (size_t)w * 4);
    }
}

/* Makes the faces with the builder (the cache in cache_dir, "" none) in the language in use, and
 * reads them; if then_lang, switches to it as Options does and reads the faces it makes. */
static bool make_faces(const char *dir, const char *cache_dir, const char *then_lang, faces_t *out)
{
    assets_t a;
    memset(&a, 0, sizeof a);
    char err[2048];
    if (!assets_init_paths(&a, dir, err, sizeof err) || !assets_start(&a, false, cache_dir, err, sizeof err)) {
        CHECK_MSG(false, "%s", err);
        return false;
    }
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = target ? SDL_CreateSoftwareRenderer(target) : NULL;
    CHECK(r != NULL);
    if (!r) {
        return false;
    }
    assets_attach(&a, r, 0);
    for (int round = 0; round < (then_lang ? 2 : 1); round++) {
        if (round == 1) {
            CHECK(lang_use(then_lang));
        }
        /* what app_set_look does after every change in Options, the language's included */
        assets_prepare(&a, 0.5f, 640, 400, false, 0);
        assets_finish(&a);
    }
    SDL_Texture *t = assets_faces(&a, CARDSZ_FACE);
    out->w = a.tex_cell_w[CARDSZ_FACE];
    out->h = a.tex_cell_h[CARDSZ_FACE];
    CHECK(out->w * out->h <= 64 * 96);
    read_cell(r, target, t, RANK_Q, SUIT_SPADES, out->w, out->h, out->queen);
    read_cell(r, target, t, RANK_A, SUIT_SPADES, out->w, out->h, out->ace);
    snprintf(out->letters, sizeof out->letters, "%s", a.tex_courts);
    assets_free(&a);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(target);
    return true;
}

static bool same_px(const Uint32 *a, const Uint32 *b, int n)
{
    return memcmp(a, b, (size_t)n * 4) == 0;
}

static char out_dir[ASSET_PATH_MAX];

static void copy_file(const char *from, const char *to)
{
    SDL_RWops *in = SDL_RWFromFile(from, "rb");
    SDL_RWops *out = SDL_RWFromFile(to, "wb");
    CHECK_MSG(in && out, "copy %s to %s", from, to);
    char buf[65536];
    size_t n;
    while (in && out && (n = SDL_RWread(in, buf, 1, sizeof buf)) > 0) {
        SDL_RWwrite(out, buf, 1, n);
    }
    if (in) {
        SDL_RWclose(in);
    }
    if (out) {
        SDL_RWclose(out);
    }
}

/* A data folder of its own: the build's files but the court cards, which are left out or damaged. */
static void make_data(const char *dir, bool courts, bool damaged)
{
    static const char *const files[] = {"cards.png",
                                        "cards4.png",
                                        "backs.png",
                                        "shadow.png",
                                        "table.png",
                                        "fonts/DejaVuSans.ttf",
                                        "fonts/DejaVuSans-Bold.ttf",
                                        "sounds/card.wav",
                                        "courts-VDR.png",
                                        "courts4-VDR.png"};
    char from[ASSET_PATH_MAX + 64], to[ASSET_PATH_MAX + 64];
    MKDIR(dir);
    path_in(to, sizeof to, dir, "fonts");
    MKDIR(to);
    path_in(to, sizeof to, dir, "sounds");
    MKDIR(to);
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        path_in(from, sizeof from, data_dir, files[i]);
        path_in(to, sizeof to, dir, files[i]);
        if (!courts && strncmp(files[i], "courts", 6) == 0) {
            remove(to); /* from a run before */
            continue;
        }
        copy_file(from, to);
    }
    if (damaged) {
        /* a PNG cut short: it is there, and cannot be read */
        path_in(from, sizeof from, data_dir, "courts-VDR.png");
        path_in(to, sizeof to, dir, "courts-VDR.png");
        SDL_RWops *in = SDL_RWFromFile(from, "rb");
        SDL_RWops *out = SDL_RWFromFile(to, "wb");
        char buf[300];
        size_t n = in ? SDL_RWread(in, buf, 1, sizeof buf) : 0;
        if (out) {
            SDL_RWwrite(out, buf, 1, n);
            SDL_RWclose(out);
        }
        if (in) {
            SDL_RWclose(in);
        }
    }
}

static void test_faces(void)
{
    static faces_t en, fr, en_again, switched, missing, damaged;
    char cache[ASSET_PATH_MAX + 32], dir[ASSET_PATH_MAX + 32], l[COURTS_LETTERS], b[32];
    path_in(cache, sizeof cache, out_dir, "courts-cache");
    MKDIR(cache);
    CHECK(lang_use("en"));
    CHECK(make_faces(NULL, "", NULL, &en));
    CHECK_EQ_STR(en.letters, "JQK");
    CHECK(lang_use("fr"));
    CHECK(make_faces(NULL, cache, NULL, &fr));
    CHECK_EQ_STR(fr.letters, "VDR");
    int n = en.w * en.h;
    CHECK_MSG(!same_px(fr.queen, en.queen, n), "the French queen of spades is the English one");
    CHECK(same_px(fr.ace, en.ace, n));
    /* the same size again, now from the cache: in English, the English faces, not the French kept */
    CHECK(lang_use("en"));
    CHECK(make_faces(NULL, cache, NULL, &en_again));
    CHECK_EQ_STR(en_again.letters, "JQK");
    CHECK(same_px(en_again.queen, en.queen, n));
    CHECK(lang_use("fr"));
    CHECK(make_faces(NULL, cache, NULL, &en_again));
    CHECK(same_px(en_again.queen, fr.queen, n));
    /* a change of language while the game runs: the faces follow */
    CHECK(lang_use("en"));
    CHECK(make_faces(NULL, "", "fr", &switched));
    CHECK_EQ_STR(switched.letters, "VDR");
    CHECK(same_px(switched.queen, fr.queen, n));

    /* no court cards for the language's letters: J, Q, K on the faces and in the words */
    path_in(dir, sizeof dir, out_dir, "courts-missing");
    make_data(dir, false, false);
    CHECK(lang_use("fr"));
    CHECK(make_faces(dir, "", NULL, &missing));
    CHECK_EQ_STR(missing.letters, "JQK");
    CHECK_EQ_STR(courts_letters(l), "JQK");
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "Q\xe2\x99\xa0");
    CHECK(same_px(missing.queen, en.queen, n));

    /* a damaged file: said on stderr, and J, Q, K both ways again */
    path_in(dir, sizeof dir, out_dir, "courts-damaged");
    make_data(dir, true, true);
    assets_t a;
    memset(&a, 0, sizeof a);
    char err[2048];
    CHECK(assets_init_paths(&a, dir, err, sizeof err));
    CHECK_EQ_STR(courts_letters(l), "VDR"); /* the files are there: not yet known to be damaged */
    CHECK(make_faces(dir, "", NULL, &damaged));
    CHECK_EQ_STR(damaged.letters, "JQK");
    CHECK_EQ_STR(courts_letters(l), "JQK");
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "Q\xe2\x99\xa0");
    CHECK(same_px(damaged.queen, en.queen, n));

    /* back to the build's data */
    CHECK(assets_init_paths(&a, NULL, err, sizeof err));
    CHECK_EQ_STR(courts_letters(l), "VDR");
    CHECK(lang_use("en"));
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    lang_init(NULL);
    snprintf(out_dir, sizeof out_dir, "%s", HEARTS_TEST_OUT);
    MKDIR(out_dir);
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    /* the build's data folder, as the game finds it */
    assets_t a;
    memset(&a, 0, sizeof a);
    char err[2048];
    if (!assets_init_paths(&a, NULL, err, sizeof err) || a.data.root < 0) {
        fprintf(stderr, "no data folder: %s\n", err);
        return 1;
    }
    snprintf(data_dir, sizeof data_dir, "%s", a.data.dirs[a.data.root]);
    printf("data in '%s', catalogues in '%s'\n", data_dir, lang_dir());
    RUN(test_letters);
    RUN(test_atlas);
    RUN(test_faces);
    SDL_Quit();
    return test_finish();
}
