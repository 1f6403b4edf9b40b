/* gen_cards: draws the card faces (two- and four-colour atlases), the card backs, the table felt
 * and the card shadow, all from vector shapes of our own; rank letters come from DejaVu Sans Bold.
 *
 * usage: gen_cards OUTPUT_DIR FONT.ttf
 * writes OUTPUT_DIR/{cards.png, cards4.png, backs.png, table.png, shadow.png} and the court cards
 * with the letters other languages give them: OUTPUT_DIR/courts-LETTERS.png (two colours) and
 * courts4-LETTERS.png (four colours) for each set of COURT_SETS (courts-VDR.png: French valet, dame,
 * roi). Each is 600 x 1120: the jack, queen and king columns of the atlas (3 x 4 cells of 200 x 280,
 * suit rows as in cards.png), the very same pictures with only the letters changed. */
#define SDL_MAIN_HANDLED
#include <SDL.h>
#include <SDL_ttf.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "raster.h"
#include "suits.h"

enum {
    CARD_W = 200,
    CARD_H = 280,
    RANKS = 13,
    BACKS = 4,
    TABLE_SIZE = 512,
    SHADOW_MARGIN = 16,
};

static const float PI_F = 3.14159265358979f;
static const float CORNER_R = 14.0f;
static const float BORDER_W = 1.75f;

/* The corner index: rank letters centred on INDEX_CX, their capitals' tops at INDEX_TOP, at most
 * INDEX_MAXW wide; the suit symbol under them. Together they cover x 6..44, y 11..86 of the card
 * (README.md tells the game how much of a card a fan must show). */
static const float INDEX_CX = 25.0f;
static const int INDEX_TOP = 12;
static const float INDEX_MAXW = 37.0f;
static const int INDEX_FONT_PX = 50;
static const float INDEX_PIP = 29.0f;
static const int INDEX_PIP_GAP = 8; /* from the letters' baseline to the symbol's top */

static const float PIP = 32.5f;       /* pips of the number cards */
static const float PIP_COL_L = 66.0f; /* columns of the pips */
static const float PIP_ROW_T = 47.0f; /* centre of the top row; the bottom row mirrors it */

static const int COURT_FONT_PX = 84;

/* Panel of the court cards, between the two corner indices; its letter is at most this wide. */
static const float PANEL_X = 54.0f, PANEL_Y = 14.0f;
static float panel_letter_maxw(void)
{
    return (float)CARD_W - 2 * PANEL_X - 16.0f;
}

typedef struct {
    int w, h;
    float *a;
    int top; /* the ink's top row relative to the baseline (negative: above it) */
} gmask_t;

typedef struct {
    gmask_t rank[RANKS]; /* corner index letters */
    gmask_t court[3];    /* J, Q, K in the centre panel */
    int index_cap;       /* height of a capital in the corner index */
    int court_cap;
} glyphs_t;

static const char *const RANK_TEXT[RANKS] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};

/* The letters of the jack, queen and king in the languages whose players do not write J, Q, K (the
 * catalogues' "card rank" letters, po/): French V D R, German B D K, Dutch B V H. The game shows the
 * set that matches its language's letters (src/game/platform/courts.h); a language with letters of
 * its own needs its set here. */
static const char *const COURT_SETS[] = {"VDR", "BDK", "BVH"};
#define COURT_SETS_N ((int)(sizeof COURT_SETS / sizeof COURT_SETS[0]))

/* ---- colours ---- */

typedef struct {
    rgba_t suit[SUIT_COUNT];
} palette_t;

static rgba_t face_colour(void)
{
    return rgba_hex(0xFCFBF7, 1.0f);
}
static rgba_t border_colour(void)
{
    return rgba_hex(0x9A9A9A, 1.0f);
}
static rgba_t gold(void)
{
    return rgba_hex(0xC9A03A, 1.0f);
}

/* ---- glyph masks ---- */

static void mask_free(gmask_t *m)
{
    free(m->a);
    m->a = NULL;
}

static int mask_render(TTF_Font *font, const char *text, gmask_t *m, const char *font_path)
{
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, white);
    if (s == NULL) {
        fprintf(stderr, "error: cannot render \"%s\" with %s: %s\n", text, font_path, TTF_GetError());
        return -1;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (c == NULL) {
        fprintf(stderr, "error: cannot convert a glyph surface: %s\n", SDL_GetError());
        return -1;
    }
    int x0 = c->w, y0 = c->h, x1 = -1, y1 = -1;
    for (int y = 0; y < c->h; y++) {
        const uint8_t *row = (const uint8_t *)c->pixels + (size_t)y * (size_t)c->pitch;
        for (int x = 0; x < c->w; x++) {
            if (row[x * 4 + 3] > 0) {
                x0 = x < x0 ? x : x0;
                x1 = x > x1 ? x : x1;
                y0 = y < y0 ? y : y0;
                y1 = y > y1 ? y : y1;
            }
        }
    }
    if (x1 < 0) {
        SDL_FreeSurface(c);
        fprintf(stderr, "error: \"%s\" renders empty with %s\n", text, font_path);
        return -1;
    }
    m->w = x1 - x0 + 1;
    m->h = y1 - y0 + 1;
    m->top = y0 - TTF_FontAscent(font);
    m->a = malloc((size_t)m->w * (size_t)m->h * sizeof(float));
    if (m->a == NULL) {
        SDL_FreeSurface(c);
        fprintf(stderr, "error: out of memory\n");
        return -1;
    }
    for (int y = 0; y < m->h; y++) {
        const uint8_t *row = (const uint8_t *)c->pixels + (size_t)(y + y0) * (size_t)c->pitch;
        for (int x = 0; x < m->w; x++) {
            m->a[(size_t)y * (size_t)m->w + (size_t)x] = (float)row[(x + x0) * 4 + 3] / 255.0f;
        }
    }
    SDL_FreeSurface(c);
    return 0;
}

/* Places b to the right of a with a gap of ink-to-ink pixels (for the tightly set "10"). */
static int mask_join(const gmask_t *a, const gmask_t *b, int gap, gmask_t *out)
{
    int top = a->top < b->top ? a->top : b->top;
    int bot_a = a->top + a->h, bot_b = b->top + b->h;
    int bot = bot_a > bot_b ? bot_a : bot_b;
    out->w = a->w + gap + b->w;
    out->h = bot - top;
    out->top = top;
    out->a = calloc((size_t)out->w * (size_t)out->h, sizeof(float));
    if (out->a == NULL) {
        return -1;
    }
    for (int y = 0; y < a->h; y++) {
        memcpy(out->a + (size_t)(y + a->top - top) * (size_t)out->w, a->a + (size_t)y * (size_t)a->w,
               (size_t)a->w * sizeof(float));
    }
    for (int y = 0; y < b->h; y++) {
        memcpy(out->a + (size_t)(y + b->top - top) * (size_t)out->w + (size_t)(a->w + gap),
               b->a + (size_t)y * (size_t)b->w, (size_t)b->w * sizeof(float));
    }
    return 0;
}

static int glyphs_load(glyphs_t *g, const char *font_path)
{
    memset(g, 0, sizeof(*g));
    TTF_Font *small = TTF_OpenFont(font_path, INDEX_FONT_PX);
    TTF_Font *big = TTF_OpenFont(font_path, COURT_FONT_PX);
    if (small == NULL || big == NULL) {
        fprintf(stderr, "error: cannot open font %s: %s\n", font_path, TTF_GetError());
        if (small) {
            TTF_CloseFont(small);
        }
        if (big) {
            TTF_CloseFont(big);
        }
        return -1;
    }
    int rc = 0;
    for (int r = 0; r < RANKS && rc == 0; r++) {
        if (strcmp(RANK_TEXT[r], "10") == 0) {
            gmask_t one, zero;
            rc = mask_render(small, "1", &one, font_path);
            if (rc == 0) {
                rc = mask_render(small, "0", &zero, font_path);
                if (rc == 0) {
                    rc = mask_join(&one, &zero, 2, &g->rank[r]);
                    mask_free(&zero);
                }
                mask_free(&one);
            }
        } else {
            rc = mask_render(small, RANK_TEXT[r], &g->rank[r], font_path);
        }
    }
    for (int i = 0; i < 3 && rc == 0; i++) {
        rc = mask_render(big, RANK_TEXT[9 + i], &g->court[i], font_path);
    }
    if (rc == 0) {
        g->index_cap = -g->rank[11].top; /* K: a flat-topped capital on the baseline */
        g->court_cap = -g->court[2].top;
    }
    TTF_CloseFont(small);
    TTF_CloseFont(big);
    return rc;
}

/* The jack's, queen's and king's letters of g become those of letters ("VDR"): in the corner index
 * and in the panel, at the sizes and on the baselines of J, Q, K (the capitals' heights stay those of
 * K, so the letters sit where J, Q, K sat). In the index a letter wider than INDEX_MAXW is narrowed
 * to it, as the A (39 px) and the Q (38 px) are; one wider than the A is refused, as is one wider
 * than the panel's room: that set would need a smaller size, not a squeezed letter. */
static int glyphs_set_courts(glyphs_t *g, const char *letters, const char *font_path)
{
    TTF_Font *small = TTF_OpenFont(font_path, INDEX_FONT_PX);
    TTF_Font *big = TTF_OpenFont(font_path, COURT_FONT_PX);
    int rc = small != NULL && big != NULL ? 0 : -1;
    if (rc != 0) {
        fprintf(stderr, "error: cannot open font %s: %s\n", font_path, TTF_GetError());
    }
    for (int i = 0; i < 3 && rc == 0; i++) {
        char text[2] = {letters[i], '\0'};
        gmask_t index, panel;
        rc = mask_render(small, text, &index, font_path);
        if (rc == 0) {
            rc = mask_render(big, text, &panel, font_path);
            if (rc != 0) {
                mask_free(&index);
            }
        }
        if (rc != 0) {
            break;
        }
        if (index.w > g->rank[12].w || (float)panel.w > panel_letter_maxw()) {
            fprintf(stderr,
                    "error: the court letter %s is %d px wide in the corner index (at most %d, the A's width, which "
                    "is narrowed to %.0f) and %d px in the panel (at most %.0f)\n",
                    text, index.w, g->rank[12].w, (double)INDEX_MAXW, panel.w, (double)panel_letter_maxw());
            mask_free(&index);
            mask_free(&panel);
            rc = -1;
            break;
        }
        mask_free(&g->rank[9 + i]);
        mask_free(&g->court[i]);
        g->rank[9 + i] = index;
        g->court[i] = panel;
    }
    if (small) {
        TTF_CloseFont(small);
    }
    if (big) {
        TTF_CloseFont(big);
    }
    return rc;
}

static void glyphs_free(glyphs_t *g)
{
    for (int r = 0; r < RANKS; r++) {
        mask_free(&g->rank[r]);
    }
    for (int i = 0; i < 3; i++) {
        mask_free(&g->court[i]);
    }
}

/* Distance in pixels from v to the nearest multiple of period. */
static float dist_grid(float v, float period)
{
    float t = v / period;
    return fabsf(t - floorf(t + 0.5f)) * period;
}

/* ---- card faces ---- */

/* Draws a mask with its ink centred on cx, at baseline, no wider than maxw; flip turns it about
 * the card's centre. */
static void draw_text(rimg_t *img, const gmask_t *m, float cx, int baseline, float maxw, rgba_t c, int flip)
{
    float w = (float)m->w;
    float h = (float)m->h;
    if (w > maxw) {
        w = maxw;
    }
    float dx = w == (float)m->w ? floorf(cx - w * 0.5f + 0.5f) : cx - w * 0.5f;
    float dy = (float)(baseline + m->top);
    if (flip) {
        dx = (float)CARD_W - dx - w;
        dy = (float)CARD_H - dy - h;
    }
    rimg_blit_mask(img, m->a, m->w, m->h, dx, dy, w, h, c, flip);
}

/* The diamond is the narrowest symbol: a touch larger, it weighs the same as the others. */
static float suit_scale(int suit)
{
    return suit == SUIT_DIAMONDS ? 1.06f : 1.0f;
}

static void pip(rimg_t *img, int suit, float cx, float cy, float size, int flip, rgba_t c)
{
    size *= suit_scale(suit);
    if (flip) {
        cx = (float)CARD_W - cx;
        cy = (float)CARD_H - cy;
    }
    suits_draw(img, suit, cx, cy, size, flip, c);
}

static void draw_blank(rimg_t *img)
{
    rpath_t p;
    rpath_init(&p);
    rpath_round_rect(&p, 0, 0, CARD_W, CARD_H, CORNER_R, 0);
    rimg_fill(img, &p, face_colour());
    rpath_reset(&p);
    rpath_round_rect_ring(&p, 0, 0, CARD_W, CARD_H, CORNER_R, BORDER_W);
    rimg_fill(img, &p, border_colour());
    rpath_free(&p);
}

static int index_baseline(const glyphs_t *g)
{
    return INDEX_TOP + g->index_cap;
}

static void draw_index(rimg_t *img, const glyphs_t *g, int rank, int suit, rgba_t c)
{
    int base = index_baseline(g);
    float pip_cy = (float)(base + INDEX_PIP_GAP) + INDEX_PIP * 0.5f;
    for (int flip = 0; flip < 2; flip++) {
        draw_text(img, &g->rank[rank], INDEX_CX, base, INDEX_MAXW, c, flip);
        pip(img, suit, INDEX_CX, pip_cy, INDEX_PIP, flip, c);
    }
}

/* Pip layouts of the number cards: column (0 left, 1 centre, 2 right) and row as a fraction of
 * the distance from the top row to the bottom row. Pips below the middle are turned over. */
typedef struct {
    int n;
    struct {
        int col;
        float row;
    } at[10];
} layout_t;

static const layout_t LAYOUTS[9] = {
    {2, {{1, 0.0f}, {1, 1.0f}}},
    {3, {{1, 0.0f}, {1, 0.5f}, {1, 1.0f}}},
    {4, {{0, 0.0f}, {2, 0.0f}, {0, 1.0f}, {2, 1.0f}}},
    {5, {{0, 0.0f}, {2, 0.0f}, {1, 0.5f}, {0, 1.0f}, {2, 1.0f}}},
    {6, {{0, 0.0f}, {2, 0.0f}, {0, 0.5f}, {2, 0.5f}, {0, 1.0f}, {2, 1.0f}}},
    {7, {{0, 0.0f}, {2, 0.0f}, {1, 0.25f}, {0, 0.5f}, {2, 0.5f}, {0, 1.0f}, {2, 1.0f}}},
    {8, {{0, 0.0f}, {2, 0.0f}, {1, 0.25f}, {0, 0.5f}, {2, 0.5f}, {1, 0.75f}, {0, 1.0f}, {2, 1.0f}}},
    {9,
     {{0, 0.0f},
      {2, 0.0f},
      {0, 1.0f / 3.0f},
      {2, 1.0f / 3.0f},
      {1, 0.5f},
      {0, 2.0f / 3.0f},
      {2, 2.0f / 3.0f},
      {0, 1.0f},
      {2, 1.0f}}},
    {10,
     {{0, 0.0f},
      {2, 0.0f},
      {1, 1.0f / 6.0f},
      {0, 1.0f / 3.0f},
      {2, 1.0f / 3.0f},
      {0, 2.0f / 3.0f},
      {2, 2.0f / 3.0f},
      {1, 5.0f / 6.0f},
      {0, 1.0f},
      {2, 1.0f}}},
};

static void draw_pips(rimg_t *img, int rank, int suit, rgba_t c)
{
    const layout_t *l = &LAYOUTS[rank];
    const float cols[3] = {PIP_COL_L, CARD_W * 0.5f, (float)CARD_W - PIP_COL_L};
    const float top = PIP_ROW_T, bottom = (float)CARD_H - PIP_ROW_T;
    for (int i = 0; i < l->n; i++) {
        float row = l->at[i].row;
        float cy = top + (bottom - top) * row;
        int flip = row > 0.5f;
        suits_draw(img, suit, cols[l->at[i].col], cy, PIP * suit_scale(suit), flip, c);
    }
}

static void draw_ace(rimg_t *img, int suit, rgba_t c)
{
    static const float sizes[SUIT_COUNT] = {108.0f, 120.0f, 106.0f, 112.0f};
    float size = sizes[suit];
    suits_draw(img, suit, CARD_W * 0.5f, CARD_H * 0.5f, size, 0, c);
    if (suit == SUIT_SPADES) {
        /* The ace of spades keeps its traditional flourish: a fine double ring. */
        rpath_t p;
        rpath_init(&p);
        rpath_ring(&p, CARD_W * 0.5f, CARD_H * 0.5f, 72.0f, 1.6f);
        rpath_ring(&p, CARD_W * 0.5f, CARD_H * 0.5f, 77.0f, 0.9f);
        rimg_fill(img, &p, c);
        rpath_free(&p);
    }
}

/* Court emblems, drawn in a box of w x h centred on (cx, cy), flipped for the lower half. */
static void emblem_xf(rpath_t *p, float cx, float cy, float w, float h, int flip)
{
    rpath_identity(p);
    if (flip) {
        cx = (float)CARD_W - cx;
        cy = (float)CARD_H - cy;
    }
    rpath_translate(p, cx, cy);
    if (flip) {
        rpath_rotate(p, PI_F);
    }
    rpath_scale(p, w, h);
}

static void draw_emblem(rimg_t *img, int court, float cx, float cy, float w, float h, int flip, rgba_t jewel)
{
    rpath_t p;
    rpath_init(&p);
    rgba_t g = gold();
    rgba_t dark = rgba_scale(g, 0.72f);
    emblem_xf(&p, cx, cy, w, h, flip);
    if (court == 2) {
        /* King: a crown of three tall points, each tipped with a ball, on a band. */
        rpath_move(&p, -0.46f, 0.22f);
        rpath_line(&p, -0.48f, -0.30f);
        rpath_line(&p, -0.22f, -0.02f);
        rpath_line(&p, 0.0f, -0.40f);
        rpath_line(&p, 0.22f, -0.02f);
        rpath_line(&p, 0.48f, -0.30f);
        rpath_line(&p, 0.46f, 0.22f);
        rpath_close(&p, 0);
        rpath_rect(&p, -0.48f, 0.22f, 0.96f, 0.26f, 0);
        rimg_fill(img, &p, g);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_rect(&p, -0.48f, 0.22f, 0.96f, 0.04f, 0);
        rimg_fill(img, &p, dark);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_scale(&p, 1.0f, w / h);
        float k = h / w;
        rpath_circle(&p, -0.48f, -0.30f * k, 0.075f, 0);
        rpath_circle(&p, 0.0f, -0.42f * k, 0.085f, 0);
        rpath_circle(&p, 0.48f, -0.30f * k, 0.075f, 0);
        rimg_fill(img, &p, g);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_scale(&p, 1.0f, w / h);
        rpath_circle(&p, -0.24f, 0.35f * k, 0.055f, 0);
        rpath_circle(&p, 0.0f, 0.35f * k, 0.065f, 0);
        rpath_circle(&p, 0.24f, 0.35f * k, 0.055f, 0);
        rimg_fill(img, &p, jewel);
    } else if (court == 1) {
        /* Queen: a coronet of five rounded arches with pearls. */
        rpath_move(&p, -0.46f, 0.48f);
        rpath_line(&p, -0.46f, 0.05f);
        for (int i = 0; i < 5; i++) {
            float x0 = -0.46f + 0.184f * (float)i, x1 = x0 + 0.184f;
            float peak = (i == 2) ? -0.30f : ((i == 1 || i == 3) ? -0.18f : -0.06f);
            rpath_quad(&p, x0 + 0.02f, peak, (x0 + x1) * 0.5f, peak);
            rpath_quad(&p, x1 - 0.02f, peak, x1, 0.05f);
        }
        rpath_line(&p, 0.46f, 0.48f);
        rpath_close(&p, 0);
        rimg_fill(img, &p, g);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_rect(&p, -0.46f, 0.20f, 0.92f, 0.05f, 0);
        rimg_fill(img, &p, dark);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_scale(&p, 1.0f, w / h);
        float k = h / w;
        for (int i = 0; i < 5; i++) {
            float x = -0.368f + 0.184f * (float)i;
            float peak = (i == 2) ? -0.30f : ((i == 1 || i == 3) ? -0.18f : -0.06f);
            rpath_circle(&p, x, (peak - 0.08f) * k, 0.05f, 0);
        }
        rimg_fill(img, &p, g);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_scale(&p, 1.0f, w / h);
        rpath_circle(&p, 0.0f, 0.36f * k, 0.06f, 0);
        rpath_circle(&p, -0.25f, 0.36f * k, 0.045f, 0);
        rpath_circle(&p, 0.25f, 0.36f * k, 0.045f, 0);
        rimg_fill(img, &p, jewel);
    } else {
        /* Jack: a cap with a plume: a feather leaning back from a soft dome on a band. */
        rpath_move(&p, -0.02f, -0.02f);
        rpath_cubic(&p, -0.06f, -0.30f, 0.14f, -0.52f, 0.44f, -0.56f);
        rpath_cubic(&p, 0.36f, -0.38f, 0.22f, -0.14f, 0.12f, 0.02f);
        rpath_close(&p, 0);
        rimg_fill(img, &p, jewel);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_move(&p, -0.40f, 0.20f);
        rpath_cubic(&p, -0.40f, -0.22f, 0.40f, -0.22f, 0.40f, 0.20f);
        rpath_close(&p, 0);
        rpath_rect(&p, -0.46f, 0.20f, 0.92f, 0.26f, 0);
        rimg_fill(img, &p, g);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_rect(&p, -0.46f, 0.20f, 0.92f, 0.05f, 0);
        rimg_fill(img, &p, dark);
        rpath_reset(&p);
        emblem_xf(&p, cx, cy, w, h, flip);
        rpath_scale(&p, 1.0f, w / h);
        float k = h / w;
        rpath_circle(&p, -0.22f, 0.35f * k, 0.05f, 0);
        rpath_circle(&p, 0.0f, 0.35f * k, 0.05f, 0);
        rpath_circle(&p, 0.22f, 0.35f * k, 0.05f, 0);
        rimg_fill(img, &p, jewel);
    }
    rpath_free(&p);
}

typedef struct {
    rgba_t bg, line;
} panel_ctx_t;

/* A faint diagonal lattice, like the engraving behind a banknote's portrait. */
static rgba_t panel_shade(float x, float y, void *user)
{
    const panel_ctx_t *c = user;
    float u = x - CARD_W * 0.5f, v = y - CARD_H * 0.5f;
    float a = (u + v) * 0.7071f, b = (u - v) * 0.7071f;
    float d = fminf(dist_grid(a, 9.0f), dist_grid(b, 9.0f));
    return d < 0.5f ? c->line : c->bg;
}

static void draw_court(rimg_t *img, const glyphs_t *g, int court, int suit, rgba_t c)
{
    float pw = (float)CARD_W - 2 * PANEL_X, ph = (float)CARD_H - 2 * PANEL_Y;
    rpath_t p;
    rpath_init(&p);
    rgba_t tint = rgba_mix(face_colour(), c, 0.07f);
    tint = rgba_mix(tint, gold(), 0.10f);
    panel_ctx_t ctx = {tint, rgba_mix(tint, c, 0.10f)};
    rpath_round_rect(&p, PANEL_X, PANEL_Y, pw, ph, 8.0f, 0);
    rimg_fill_shaded(img, &p, panel_shade, &ctx, 4);
    rpath_reset(&p);
    rpath_round_rect_ring(&p, PANEL_X, PANEL_Y, pw, ph, 8.0f, 2.0f);
    rimg_fill(img, &p, c);
    rpath_reset(&p);
    rpath_round_rect_ring(&p, PANEL_X + 5, PANEL_Y + 5, pw - 10, ph - 10, 4.0f, 1.2f);
    rimg_fill(img, &p, gold());
    rpath_reset(&p);
    /* Fine rules that set the letter apart from the ornaments. */
    for (int flip = 0; flip < 2; flip++) {
        float y = flip ? (float)CARD_H - 96.0f : 96.0f;
        rpath_stroke_seg(&p, PANEL_X + 16, y, PANEL_X + pw - 16, y, 1.2f);
    }
    rimg_fill(img, &p, gold());
    rpath_free(&p);

    float cx = CARD_W * 0.5f;
    for (int flip = 0; flip < 2; flip++) {
        pip(img, suit, cx, 38.0f, 24.0f, flip, c);
        draw_emblem(img, court, cx, 73.0f, 56.0f, 32.0f, flip, c);
    }
    /* The letter's ink is centred, tail (Q) and descent (J) included. */
    const gmask_t *m = &g->court[court];
    int baseline = (int)floorf(CARD_H * 0.5f - (float)m->h * 0.5f + 0.5f) - m->top;
    /* a gold shadow gives the letter some relief against the lattice */
    float sx = floorf(cx - (float)m->w * 0.5f + 0.5f) + 2.0f, sy = (float)(baseline + m->top) + 2.0f;
    rimg_blit_mask(img, m->a, m->w, m->h, sx, sy, (float)m->w, (float)m->h, rgba_hex(0xC9A03A, 0.55f), 0);
    draw_text(img, m, cx, baseline, panel_letter_maxw(), c, 0);
}

static void draw_face(rimg_t *img, const glyphs_t *g, int rank, int suit, rgba_t c)
{
    draw_blank(img);
    draw_index(img, g, rank, suit, c);
    if (rank <= 8) {
        draw_pips(img, rank, suit, c);
    } else if (rank <= 11) {
        draw_court(img, g, rank - 9, suit, c);
    } else {
        draw_ace(img, suit, c);
    }
}

static int write_faces(const glyphs_t *g, const palette_t *pal, const char *path)
{
    rimg_t atlas, card;
    if (rimg_init(&atlas, CARD_W * RANKS, CARD_H * SUIT_COUNT) != 0 || rimg_init(&card, CARD_W, CARD_H) != 0) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        rimg_free(&atlas);
        return -1;
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        for (int rank = 0; rank < RANKS; rank++) {
            rimg_clear(&card, rgba_hex(0, 0.0f));
            draw_face(&card, g, rank, suit, pal->suit[suit]);
            rimg_draw(&atlas, &card, rank * CARD_W, suit * CARD_H);
        }
    }
    int rc = rimg_save_png(&atlas, path);
    rimg_free(&card);
    rimg_free(&atlas);
    return rc;
}

/* The jack, queen and king of every suit (3 x 4 cells, suit rows as in the atlas), with g's letters. */
static int write_courts(const glyphs_t *g, const palette_t *pal, const char *path)
{
    rimg_t atlas, card;
    if (rimg_init(&atlas, CARD_W * 3, CARD_H * SUIT_COUNT) != 0 || rimg_init(&card, CARD_W, CARD_H) != 0) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        rimg_free(&atlas);
        return -1;
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        for (int court = 0; court < 3; court++) {
            rimg_clear(&card, rgba_hex(0, 0.0f));
            draw_face(&card, g, 9 + court, suit, pal->suit[suit]);
            rimg_draw(&atlas, &card, court * CARD_W, suit * CARD_H);
        }
    }
    int rc = rimg_save_png(&atlas, path);
    rimg_free(&card);
    rimg_free(&atlas);
    return rc;
}

/* ---- card backs ---- */

typedef struct {
    int kind;
    float cx, cy; /* centre of the card in atlas pixels */
} back_ctx_t;

static float tri_wave(float t)
{
    t -= floorf(t);
    return t < 0.5f ? t * 2.0f : 2.0f - t * 2.0f;
}

/* The back patterns are hard-edged; the fill averages 4 x 4 samples a pixel into smooth lines. */
static rgba_t back_shade(float x, float y, void *user)
{
    const back_ctx_t *b = user;
    float u = x - b->cx, v = y - b->cy;
    float r = hypotf(u, v / 1.2f);
    switch (b->kind) {
    case 0: { /* deep red lattice */
        rgba_t bg = rgba_mix(rgba_hex(0x9A1F2B, 1), rgba_hex(0x6E1019, 1), fminf(r / 150.0f, 1.0f));
        const float k = 0.72f, period = 18.0f, n = sqrtf(1.0f + k * k);
        float a = (u + v * k) / n, c = (u - v * k) / n;
        float d1 = fminf(dist_grid(a, period / n), dist_grid(c, period / n));
        float d2 = fminf(dist_grid(a + period / n * 0.5f, period / n), dist_grid(c + period / n * 0.5f, period / n));
        rgba_t out = bg;
        if (d2 < 0.45f) {
            out = rgba_mix(bg, rgba_hex(0x5A0A12, 1), 0.8f);
        }
        if (d1 < 1.0f) {
            out = rgba_hex(0xD65A63, 1);
        }
        return out;
    }
    case 1: { /* navy with interlaced rings */
        rgba_t bg = rgba_mix(rgba_hex(0x21417F, 1), rgba_hex(0x122652, 1), fminf(r / 150.0f, 1.0f));
        const float s = 17.0f, R = s * 0.7071f;
        float gx = floorf(u / s), gy = floorf(v / s);
        float dmin = 1e9f;
        for (int j = -1; j <= 2; j++) {
            for (int i = -1; i <= 2; i++) {
                float ccx = (gx + (float)i) * s, ccy = (gy + (float)j) * s;
                float d = fabsf(hypotf(u - ccx, v - ccy) - R);
                dmin = fminf(dmin, d);
            }
        }
        if (dmin < 0.9f) {
            return rgba_hex(0x7FA3E0, 1);
        }
        return bg;
    }
    case 2: { /* copper chevrons: warm orange against the green felt (a green back was lost on it) */
        rgba_t bg = rgba_mix(rgba_hex(0xB8612A, 1), rgba_hex(0x87401A, 1), fminf(r / 150.0f, 1.0f));
        const float period = 12.0f;
        float w = v + tri_wave(u / 24.0f) * 12.0f;
        float band = floorf(w / period);
        float d = dist_grid(w, period);
        rgba_t out = ((int)band & 1) ? bg : rgba_scale(bg, 1.10f);
        if (d < 0.9f) {
            out = rgba_hex(0xF0C49A, 1);
        }
        return out;
    }
    default: { /* purple and gold */
        rgba_t bg = rgba_mix(rgba_hex(0x5B2A86, 1), rgba_hex(0x33124F, 1), fminf(r / 140.0f, 1.0f));
        const float s = 12.0f;
        float a = (u + v) * 0.7071f, c = (u - v) * 0.7071f;
        float da = dist_grid(a, s), dc = dist_grid(c, s);
        if (hypotf(da, dc) < 1.5f) {
            return rgba_hex(0xD9B45A, 1);
        }
        if (fminf(da, dc) < 0.35f) {
            return rgba_mix(bg, rgba_hex(0xD9B45A, 1), 0.35f);
        }
        return bg;
    }
    }
}

static void draw_back(rimg_t *img, int kind)
{
    draw_blank(img);
    const float inset = 9.0f;
    back_ctx_t ctx = {kind, CARD_W * 0.5f, CARD_H * 0.5f};
    rpath_t p;
    rpath_init(&p);
    rpath_round_rect(&p, inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, CORNER_R - inset * 0.6f, 0);
    rimg_fill_shaded(img, &p, back_shade, &ctx, 4);
    rpath_reset(&p);
    static const uint32_t frame[BACKS] = {0xF0C8C8, 0xCFE0FF, 0xF6DCC0, 0xD9B45A};
    rgba_t fc = rgba_hex(frame[kind], 1.0f);
    float f = inset + 5.0f;
    rpath_round_rect_ring(&p, f, f, CARD_W - 2 * f, CARD_H - 2 * f, 6.0f, 1.6f);
    rimg_fill(img, &p, fc);
    rpath_reset(&p);
    float cx = CARD_W * 0.5f, cy = CARD_H * 0.5f;
    if (kind == 3) {
        /* a gold medallion holding a heart, and gold diamonds in the corners */
        rpath_circle(&p, cx, cy, 38.0f, 0);
        rimg_fill(img, &p, fc);
        rpath_reset(&p);
        rpath_circle(&p, cx, cy, 34.5f, 0);
        rimg_fill(img, &p, rgba_hex(0x3F1860, 1.0f));
        rpath_reset(&p);
        rpath_ring(&p, cx, cy, 31.0f, 1.0f);
        rimg_fill(img, &p, fc);
        rpath_free(&p);
        suits_draw(img, SUIT_HEARTS, cx, cy + 1.0f, 34.0f, 0, fc);
        float d = f + 12.0f;
        suits_draw(img, SUIT_DIAMONDS, d, d, 14.0f, 0, fc);
        suits_draw(img, SUIT_DIAMONDS, CARD_W - d, d, 14.0f, 0, fc);
        suits_draw(img, SUIT_DIAMONDS, d, CARD_H - d, 14.0f, 0, fc);
        suits_draw(img, SUIT_DIAMONDS, CARD_W - d, CARD_H - d, 14.0f, 0, fc);
        return;
    }
    if (kind == 2) {
        /* a lozenge in the middle holding a club */
        rpath_move(&p, cx, cy - 44.0f);
        rpath_line(&p, cx + 32.0f, cy);
        rpath_line(&p, cx, cy + 44.0f);
        rpath_line(&p, cx - 32.0f, cy);
        rpath_close(&p, 0);
        rimg_fill(img, &p, fc);
        rpath_reset(&p);
        rpath_move(&p, cx, cy - 40.0f);
        rpath_line(&p, cx + 29.0f, cy);
        rpath_line(&p, cx, cy + 40.0f);
        rpath_line(&p, cx - 29.0f, cy);
        rpath_close(&p, 0);
        rimg_fill(img, &p, rgba_hex(0x7A3414, 1.0f));
        rpath_free(&p);
        suits_draw(img, SUIT_CLUBS, cx, cy, 28.0f, 0, fc);
        return;
    }
    if (kind == 1) {
        /* an oval cartouche in the middle */
        rpath_ellipse(&p, cx, cy, 30.0f, 40.0f, 0);
        rimg_fill(img, &p, fc);
        rpath_reset(&p);
        rpath_ellipse(&p, cx, cy, 27.5f, 37.5f, 0);
        rimg_fill(img, &p, rgba_hex(0x16305F, 1.0f));
        rpath_free(&p);
        suits_draw(img, SUIT_SPADES, cx, cy, 30.0f, 0, fc);
        return;
    }
    rpath_free(&p);
}

static int write_backs(const char *path)
{
    rimg_t atlas, card;
    if (rimg_init(&atlas, CARD_W * BACKS, CARD_H) != 0 || rimg_init(&card, CARD_W, CARD_H) != 0) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        rimg_free(&atlas);
        return -1;
    }
    for (int i = 0; i < BACKS; i++) {
        rimg_clear(&card, rgba_hex(0, 0.0f));
        draw_back(&card, i);
        rimg_draw(&atlas, &card, i * CARD_W, 0);
    }
    int rc = rimg_save_png(&atlas, path);
    rimg_free(&card);
    rimg_free(&atlas);
    return rc;
}

/* ---- table felt ---- */

static float smooth(float t)
{
    return t * t * (3.0f - 2.0f * t);
}

/* Value noise on a grid of cells x cells that wraps around, so the texture tiles. */
static float tile_noise(float x, float y, int cx, int cy, uint32_t seed)
{
    float fx = x * (float)cx, fy = y * (float)cy;
    int ix = (int)floorf(fx), iy = (int)floorf(fy);
    float tx = smooth(fx - (float)ix), ty = smooth(fy - (float)iy);
    int x0 = ((ix % cx) + cx) % cx, y0 = ((iy % cy) + cy) % cy;
    int x1 = (x0 + 1) % cx, y1 = (y0 + 1) % cy;
    float a = rhash_float((uint32_t)x0, (uint32_t)y0, seed), b = rhash_float((uint32_t)x1, (uint32_t)y0, seed);
    float c = rhash_float((uint32_t)x0, (uint32_t)y1, seed), d = rhash_float((uint32_t)x1, (uint32_t)y1, seed);
    return (a + (b - a) * tx) + ((c + (d - c) * tx) - (a + (b - a) * tx)) * ty;
}

static int write_table(const char *path)
{
    rimg_t img;
    if (rimg_init(&img, TABLE_SIZE, TABLE_SIZE) != 0) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        return -1;
    }
    rgba_t base = rgba_hex(0x2F6B43, 1.0f);
    for (int y = 0; y < TABLE_SIZE; y++) {
        for (int x = 0; x < TABLE_SIZE; x++) {
            float u = ((float)x + 0.5f) / TABLE_SIZE, v = ((float)y + 0.5f) / TABLE_SIZE;
            float low = 0.0f, amp = 1.0f, sum = 0.0f;
            for (int o = 0; o < 4; o++) {
                int cells = 4 << o;
                low += (tile_noise(u, v, cells, cells, 11u + (uint32_t)o) - 0.5f) * amp;
                sum += amp;
                amp *= 0.5f;
            }
            low /= sum;
            /* fine fibres: noise stretched along the two diagonals (u + v and u - v shift by whole
             * periods when u or v does, so they tile too), then per-pixel grain */
            float fib = tile_noise(u + v, u - v, 24, 320, 97u) - 0.5f;
            fib += tile_noise(u - v, u + v, 24, 320, 98u) - 0.5f;
            float grain = rhash_float((uint32_t)x, (uint32_t)y, 5u) - 0.5f;
            float k = 1.0f + low * 0.12f + fib * 0.05f + grain * 0.05f;
            rgba_t c = rgba_scale(base, k);
            float *px = img.px + ((size_t)y * TABLE_SIZE + (size_t)x) * 4;
            px[0] = c.r;
            px[1] = c.g;
            px[2] = c.b;
            px[3] = 1.0f;
        }
    }
    int rc = rimg_save_png(&img, path);
    rimg_free(&img);
    return rc;
}

/* ---- shadow ---- */

static int write_shadow(const char *path)
{
    const int w = CARD_W + 2 * SHADOW_MARGIN, h = CARD_H + 2 * SHADOW_MARGIN;
    rimg_t img;
    if (rimg_init(&img, w, h) != 0) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        return -1;
    }
    rpath_t p;
    rpath_init(&p);
    rpath_round_rect(&p, SHADOW_MARGIN, SHADOW_MARGIN, CARD_W, CARD_H, CORNER_R, 0);
    rimg_fill(&img, &p, rgba_hex(0, 1.0f));
    rpath_free(&p);
    /* Separable Gaussian blur of the alpha; 3 sigma fits in the margin. */
    const int radius = SHADOW_MARGIN;
    const float sigma = (float)SHADOW_MARGIN / 3.0f;
    float kern[2 * SHADOW_MARGIN + 1], ksum = 0.0f;
    for (int i = -radius; i <= radius; i++) {
        kern[i + radius] = expf(-(float)(i * i) / (2.0f * sigma * sigma));
        ksum += kern[i + radius];
    }
    float *a = malloc((size_t)w * (size_t)h * sizeof(float));
    float *t = malloc((size_t)w * (size_t)h * sizeof(float));
    if (a == NULL || t == NULL) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        free(a);
        free(t);
        rimg_free(&img);
        return -1;
    }
    for (int i = 0; i < w * h; i++) {
        a[i] = img.px[i * 4 + 3];
    }
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            float s = 0.0f;
            for (int k = -radius; k <= radius; k++) {
                int xx = x + k;
                if (xx >= 0 && xx < w) {
                    s += a[y * w + xx] * kern[k + radius];
                }
            }
            t[y * w + x] = s / ksum;
        }
    }
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            float s = 0.0f;
            for (int k = -radius; k <= radius; k++) {
                int yy = y + k;
                if (yy >= 0 && yy < h) {
                    s += t[yy * w + x] * kern[k + radius];
                }
            }
            float v = s / ksum;
            img.px[(y * w + x) * 4 + 0] = 0.0f;
            img.px[(y * w + x) * 4 + 1] = 0.0f;
            img.px[(y * w + x) * 4 + 2] = 0.0f;
            img.px[(y * w + x) * 4 + 3] = v;
        }
    }
    free(a);
    free(t);
    int rc = rimg_save_png(&img, path);
    rimg_free(&img);
    return rc;
}

/* ---- main ---- */

static int join_path(char *buf, size_t size, const char *dir, const char *name)
{
    int n = snprintf(buf, size, "%s/%s", dir, name);
    if (n < 0 || (size_t)n >= size) {
        fprintf(stderr, "error: output path too long: %s/%s\n", dir, name);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s OUTPUT_DIR FONT.ttf\n", argv[0]);
        return 1;
    }
    const char *dir = argv[1];
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "error: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    glyphs_t g;
    if (glyphs_load(&g, argv[2]) != 0) {
        TTF_Quit();
        SDL_Quit();
        return 1;
    }
    palette_t two = {{rgba_hex(0x1B1B1F, 1), rgba_hex(0xC8192B, 1), rgba_hex(0x1B1B1F, 1), rgba_hex(0xC8192B, 1)}};
    palette_t four = {{rgba_hex(0x17803A, 1), rgba_hex(0x1F5BC4, 1), rgba_hex(0x1B1B1F, 1), rgba_hex(0xC8192B, 1)}};
    char path[4096];
    int rc = 0;
    rc = rc || join_path(path, sizeof(path), dir, "cards.png") || write_faces(&g, &two, path);
    rc = rc || join_path(path, sizeof(path), dir, "cards4.png") || write_faces(&g, &four, path);
    rc = rc || join_path(path, sizeof(path), dir, "backs.png") || write_backs(path);
    rc = rc || join_path(path, sizeof(path), dir, "table.png") || write_table(path);
    rc = rc || join_path(path, sizeof(path), dir, "shadow.png") || write_shadow(path);
    for (int i = 0; i < COURT_SETS_N && rc == 0; i++) {
        char name[64];
        rc = glyphs_set_courts(&g, COURT_SETS[i], argv[2]);
        snprintf(name, sizeof name, "courts-%s.png", COURT_SETS[i]);
        rc = rc || join_path(path, sizeof(path), dir, name) || write_courts(&g, &two, path);
        snprintf(name, sizeof name, "courts4-%s.png", COURT_SETS[i]);
        rc = rc || join_path(path, sizeof(path), dir, name) || write_courts(&g, &four, path);
    }
    glyphs_free(&g);
    TTF_Quit();
    SDL_Quit();
    return rc ? 1 : 0;
}
