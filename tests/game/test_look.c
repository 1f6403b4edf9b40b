/* The looks for low vision and reduced motion (platform/look.h), as the player sees them:
 *  - reduced motion: from the deal through the pass and two tricks, no card is ever drawn at a place
 *    between two others (every place it shows at, it stays at for a frame more); the same game without
 *    it shows cards in flight, so the test sees what it looks for;
 *  - high contrast: the table is one flat colour (no felt's weave), every card has a dark edge, and on
 *    South's turn a playable card has its bar and one that may not be played is hatched, which the
 *    usual look does not draw;
 *  - large print: the words are larger, and the cards;
 *  - the three rows of Options are saved and read back. */
#include "scene_driver.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "platform/lang.h"
#include "platform/look.h"
#include "platform/look_draw.h"
#include "test_util.h"

static void set_look(bool large, bool contrast, bool still)
{
    home.settings.large_print = large;
    home.settings.high_contrast = contrast;
    home.settings.reduced_motion = still;
    home_settings_changed(&home);
    assets_finish(&app.assets);
    frames(2);
}

static bool same_place(play_pt_t a, play_pt_t b)
{
    return fabsf(a.x - b.x) < 0.01f && fabsf(a.y - b.y) < 0.01f;
}

static bool c_second_trick_over(void)
{
    const game_t *g = home.table ? table_game(home.table) : NULL;
    return g && (game_hand_number(g) > 1 || game_trick(g)->number >= 2);
}

/* A game from its deal to its third trick, the computer playing South too; counts the frames in which
 * a card was drawn at a place between the one before and the one after (a card in flight). */
static int intermediate_places(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5));
    table_set_autoplay(home.table, true);
    play_pt_t before[52], now[52];
    bool seen[52];
    int found = 0;
    for (int c = 0; c < 52; c++) {
        seen[c] = false;
    }
    for (int f = 0; f < 3000 && !c_second_trick_over(); f++) {
        frame();
        play_t *p = play();
        if (!p) {
            continue;
        }
        if (ai_thinking()) {
            SDL_Delay(1);
        }
        for (int c = 0; c < 52; c++) {
            if (p->anim.cards[c].loc == LOC_HIDDEN) {
                seen[c] = false;
                continue;
            }
            play_look_t l = play_card_look(p, (card_t)c, app.anim_ms);
            play_pt_t at = {l.x, l.y};
            /* before -> now -> at: now differs from both, and they from each other: a place passed through */
            if (seen[c] && f > 1 && !same_place(before[c], now[c]) && !same_place(now[c], at) &&
                !same_place(before[c], at)) {
                found++;
            }
            before[c] = seen[c] ? now[c] : at;
            now[c] = at;
            seen[c] = true;
        }
    }
    CHECK_MSG(c_second_trick_over(), "two tricks were not played");
    table_set_autoplay(home.table, false);
    home_end_game(&home);
    return found;
}

static void test_reduced_motion(void)
{
    set_look(false, false, false);
    int moving = intermediate_places();
    CHECK_MSG(moving > 100, "the usual look showed only %d places in flight", moving);
    set_look(false, false, true);
    int still = intermediate_places();
    CHECK_MSG(still == 0, "with reduced motion, cards were drawn at %d places in flight", still);
    set_look(false, false, false);
}

/* Whether the colours of a spread of points of the empty table are all one (a felt varies). */
static int table_colours(void)
{
    SDL_Color first = pixel(L()->lw * 0.13f, L()->lh * 0.40f);
    int differ = 0;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 3; j++) {
            SDL_Color c = pixel(L()->lw * (0.13f + 0.025f * (float)i), L()->lh * (0.40f + 0.03f * (float)j));
            differ += c.r != first.r || c.g != first.g || c.b != first.b;
        }
    }
    return differ;
}

static bool c_mixed_turn(void)
{
    play_t *p = play();
    if (!c_south_turn() || ai_thinking()) {
        return false;
    }
    cardset_t legal = play_south_legal(p), hand = p->shown.hand[SEAT_S];
    if (legal != hand) {
        return true;
    }
    click_south_card(cardset_lowest(legal)); /* all playable: play on to a turn where some are not */
    return false;
}

static SDL_Color bar_pixel(card_t c)
{
    play_look_t l = play_card_look(play(), c, app.anim_ms);
    return pixel(l.x + card_size_w(CARDSZ_FACE) * 0.18f, l.y + card_size_h(CARDSZ_FACE) - 4 - LOOK_BAR_H / 2);
}

/* How many dark hatch pixels a row across the strip of card c that shows has. */
static int hatch_pixels(card_t c)
{
    play_look_t l = play_card_look(play(), c, app.anim_ms);
    int n = 0;
    for (float x = l.x + 4; x < l.x + 40; x += 0.5f) {
        SDL_Color px = pixel(x, l.y + card_size_h(CARDSZ_FACE) * 0.55f);
        n += px.r < 70 && px.g < 70 && px.b < 70 && abs(px.r - px.g) < 8;
    }
    return n;
}

static bool is_legal_yellow(SDL_Color c)
{
    return c.r == LOOK_HC_LEGAL.r && c.g == LOOK_HC_LEGAL.g && c.b == LOOK_HC_LEGAL.b;
}

/* The table's header buttons, Scores and Menu, stand at least 6 pixels apart at every size (large
 * print's tester found them touching at 800x450). */
static void test_header_buttons_apart(void)
{
    static const int sizes[][2] = {{800, 450}, {800, 1000}, {1280, 800}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        SDL_SetWindowSize(app.window, sizes[i][0], sizes[i][1]);
        frames(3);
        play_layout_t l;
        play_layout_compute(&l, &app.gfx, L()->lw, L()->lh, L()->scale, 4);
        rectf_t s = l.button[BTN_SCORES - 1], m = l.button[BTN_MENU - 1];
        float gap = (m.x - (s.x + s.w)) * L()->scale;
        CHECK_MSG(gap >= 6, "%dx%d: Scores and Menu %.1f pixels apart", sizes[i][0], sizes[i][1], gap);
    }
    SDL_SetWindowSize(app.window, 1280, 800);
    frames(3);
}

/* c laid over the colour under it (opaque). */
static SDL_Color over(SDL_Color c, SDL_Color under)
{
    double a = c.a / 255.0;
    return (SDL_Color){(Uint8)(c.r * a + under.r * (1 - a)), (Uint8)(c.g * a + under.g * (1 - a)),
                       (Uint8)(c.b * a + under.b * (1 - a)), 255};
}

/* WCAG's relative luminance of an opaque colour. */
static double luminance(SDL_Color c)
{
    double rgb[3] = {c.r, c.g, c.b}, l[3];
    for (int i = 0; i < 3; i++) {
        double v = rgb[i] / 255.0;
        l[i] = v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static double ratio_of(SDL_Color text, SDL_Color fill)
{
    SDL_Color under = over(fill, (SDL_Color){0, 0, 0, 255}); /* the fill over the black table */
    double lt = luminance(over(look_ink(text), under)), lf = luminance(under);
    return (lt > lf ? lt + 0.05 : lf + 0.05) / (lt > lf ? lf + 0.05 : lt + 0.05);
}

/* High contrast: a disabled button's words (the Hint button once used) read at 3:1 against its fill,
 * whatever its style; and in either look the letter on a button's key cap reads at 3:1 on the cap,
 * enabled or not (high contrast's disabled Pass showed a blank gold cap). */
static void test_contrast_disabled_button(void)
{
    static const button_style_t styles[] = {BUTTON_PRIMARY, BUTTON_SECONDARY, BUTTON_QUIET};
    for (int contrast = 0; contrast < 2; contrast++) {
        set_look(false, contrast, false);
        for (size_t i = 0; i < sizeof styles / sizeof styles[0]; i++) {
            for (int enabled = 0; enabled < 2; enabled++) {
                ui_button_t b;
                ui_button_init(&b, 1, "Use hint", styles[i]);
                b.enabled = enabled;
                SDL_Color fill, text, edge, cap, words;
                ui_button_colours(&b, &fill, &text, &edge);
                if (contrast && !enabled) {
                    CHECK_MSG(ratio_of(text, fill) >= 3.0,
                              "style %d: a disabled button's words at %.2f:1 against its fill", (int)styles[i],
                              ratio_of(text, fill));
                }
                ui_button_key_colours(&b, &cap, &edge, &words);
                CHECK_MSG(ratio_of(words, cap) >= 3.0, "%s, style %d, %s: the key's letter at %.2f:1 on its cap",
                          contrast ? "high contrast" : "the usual look", (int)styles[i],
                          enabled ? "enabled" : "disabled", ratio_of(words, cap));
            }
        }
    }
    set_look(false, false, false);
}

/* Whether the physical column x (or row, across) has a white pixel within two of position at. */
static bool white_near(int x, int at, bool across)
{
    for (int d = -2; d <= 2; d++) {
        SDL_Rect r = across ? (SDL_Rect){at + d, x, 1, 1} : (SDL_Rect){x, at + d, 1, 1};
        Uint32 p = 0;
        SDL_RenderReadPixels(app.renderer, &r, SDL_PIXELFORMAT_ARGB8888, &p, 4);
        if (((p >> 16) & 255) > 200 && ((p >> 8) & 255) > 200 && (p & 255) > 200) {
            return true;
        }
    }
    return false;
}

/* High contrast in the smallest window: a button's white edge whole on its four sides wherever it
 * stands (1.5 units is under a pixel there: the fill inside, rounded to pixels, hid a side or left it
 * dotted: New game's Klassisch, the plates' tops). */
static void test_contrast_edges_small(void)
{
    SDL_SetWindowSize(app.window, 800, 450);
    frames(3);
    set_look(false, true, false);
    const layout_t *l = L();
    for (int k = 0; k < 8; k++) {
        ui_button_t b;
        ui_button_init(&b, 1, "Classic", BUTTON_SECONDARY);
        b.r = rectf(100.0f + (float)k * 0.37f, 100.0f + (float)k * 0.29f, 186.67f, 44);
        SDL_SetRenderDrawColor(app.renderer, 0, 0, 0, 255);
        SDL_RenderClear(app.renderer);
        ui_button_draw(&app.gfx, &b);
        SDL_Rect p = layout_px(l, b.r);
        int gaps = 0;
        for (int x = p.x + p.w / 4; x < p.x + p.w * 3 / 4; x++) {
            gaps += !white_near(x, p.y, false) + !white_near(x, p.y + p.h - 1, false);
        }
        for (int y = p.y + p.h / 3; y < p.y + p.h * 2 / 3; y++) {
            gaps += !white_near(y, p.x, true) + !white_near(y, p.x + p.w - 1, true);
        }
        CHECK_MSG(gaps == 0, "high contrast at 800x450: a button at %.2f,%.2f has %d pixels of its edge missing",
                  (double)b.r.x, (double)b.r.y, gaps);
    }
    set_look(false, false, false);
    SDL_SetWindowSize(app.window, 1280, 800);
    frames(3);
}

static void test_high_contrast(void)
{
    set_look(false, false, false);
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 3000));
    redraw();
    CHECK_MSG(table_colours() > 0, "the usual table shows no felt");
    set_look(false, true, false);
    screenshot("contrast_pass");
    CHECK_MSG(table_colours() == 0, "high contrast: the table is not one flat colour");
    SDL_Color t = pixel(L()->lw * 0.13f, L()->lh * 0.40f);
    CHECK_MSG(t.r == LOOK_HC_TABLE.r && t.g == LOOK_HC_TABLE.g && t.b == LOOK_HC_TABLE.b,
              "high contrast: the table is %d,%d,%d", t.r, t.g, t.b);
    /* the pass: its three chosen cards, then the table on South's turn */
    play_t *p = play();
    for (int c = 51, chosen = 0; c >= 0 && chosen < 3; c--) {
        if (cardset_has(p->shown.hand[SEAT_S], (card_t)c)) {
            click_south_card((card_t)c);
            chosen++;
        }
    }
    key(SDLK_p);
    CHECK(run_until(c_passes_shown, 5000));
    CHECK_MSG(run_until(c_mixed_turn, 20000), "no turn of South's where some cards may not be played");
    frames(30);
    redraw();
    screenshot("contrast_turn");
    cardset_t legal = play_south_legal(p), hand = p->shown.hand[SEAT_S];
    card_t yes = cardset_lowest(legal), no = cardset_lowest(hand & ~legal);
    CHECK_MSG(is_legal_yellow(bar_pixel(yes)), "high contrast: the playable card has no bar");
    CHECK_MSG(!is_legal_yellow(bar_pixel(no)), "high contrast: a card that may not be played has a bar");
    CHECK_MSG(hatch_pixels(no) >= 4, "high contrast: a card that may not be played is not hatched (%d)",
              hatch_pixels(no));
    CHECK_MSG(hatch_pixels(yes) < 2, "high contrast: the playable card is hatched");
    /* a dark edge: just outside the playable card's left edge, at mid-height, black */
    play_look_t l = play_card_look(p, yes, app.anim_ms);
    SDL_Color edge = pixel(l.x - 1.2f, l.y + card_size_h(CARDSZ_FACE) * 0.4f);
    CHECK_MSG(edge.r < 20 && edge.g < 20 && edge.b < 20, "high contrast: no dark edge round the card");
    /* the usual look: no bar, no hatching */
    set_look(false, false, false);
    redraw();
    screenshot("usual_turn");
    CHECK_MSG(!is_legal_yellow(bar_pixel(yes)), "the usual look draws the bar");
    CHECK_MSG(hatch_pixels(no) < 2, "the usual look hatches a card");
    home_end_game(&home);
}

static void test_large_print(void)
{
    set_look(false, false, false);
    float w = ui_text_width(&app.gfx, FONT_REGULAR, 20, "Hearts"), cw = card_size_w(CARDSZ_FACE),
          ch = card_size_h(CARDSZ_FACE);
    set_look(true, false, false);
    float lw = ui_text_width(&app.gfx, FONT_REGULAR, 20, "Hearts");
    CHECK_MSG(lw > w * 1.25f, "large print: words %.1f wide, %.1f before", lw, w);
    CHECK_MSG(card_size_w(CARDSZ_FACE) > cw * 1.2f && card_size_h(CARDSZ_FACE) > ch * 1.2f,
              "large print: the cards are no larger");
    set_look(false, false, false);
}

/* The texts of the last frame drawn, each with its size in pixels (the smallest where it shows more
 * than once). */
typedef struct {
    char text[128];
    int px;
} sized_t;
enum { MOST_TEXTS = 600 };

static int sizes_drawn(const ui_check_t *c, sized_t *out)
{
    int n = 0;
    for (int i = 0; i < ui_check_label_count(c); i++) {
        const char *t = ui_check_label_text(c, i);
        int px = ui_check_label_px(c, i), k = 0;
        while (k < n && strcmp(out[k].text, t) != 0) {
            k++;
        }
        if (k < n) {
            out[k].px = px < out[k].px ? px : out[k].px;
        } else if (n < MOST_TEXTS) {
            snprintf(out[n].text, sizeof out[n].text, "%s", t);
            out[n++].px = px;
        }
    }
    return n;
}

/* The screen on top drawn at w x h in the usual look, then in large print: every text drawn in both is
 * drawn at least as large in large print, and where `grown`, at least 1.15 times as large (but a
 * title already at LOOK_LARGE_UP_TO, which large print leaves, and a text of up to three bytes: an
 * arrow, "On", a digit, whose room is their row's). */
static void compare_large(ui_check_t *c, const char *screen, int w, int h, bool grown)
{
    static sized_t usual[MOST_TEXTS], large[MOST_TEXTS];
    SDL_SetWindowSize(app.window, w, h);
    set_look(false, false, false);
    frames(2);
    redraw();
    int nu = sizes_drawn(c, usual);
    float up_to = LOOK_LARGE_UP_TO * L()->scale;
    set_look(true, false, false);
    frames(2);
    redraw();
    int nl = sizes_drawn(c, large);
    for (int i = 0; i < nl; i++) {
        for (int j = 0; j < nu; j++) {
            if (strcmp(large[i].text, usual[j].text) != 0) {
                continue;
            }
            int was = usual[j].px, now = large[i].px;
            CHECK_MSG(now >= was, "%s, %s, %dx%d: \"%s\" at %d px in large print, %d px in the usual look", lang_code(),
                      screen, w, h, large[i].text, now, was);
            bool glyph = strlen(large[i].text) <= 3;
            CHECK_MSG(!grown || glyph || (float)was >= up_to || (float)now >= 1.15f * (float)was,
                      "%s, %s, %dx%d: \"%s\" at %d px in large print, only %d px in the usual look", lang_code(),
                      screen, w, h, large[i].text, now, was);
        }
    }
    CHECK_MSG(nl > 3 && nu > 3, "%s at %dx%d: %d and %d texts drawn", screen, w, h, nu, nl);
    set_look(false, false, false);
}

static void set_language(const char *code)
{
    snprintf(home.settings.language, sizeof home.settings.language, "%s", code);
    home_settings_changed(&home);
    frames(2);
}

/* Large print makes no word smaller, on any screen at any size (the title's name, at 66 points, was
 * drawn at 49: its 66 / 1.35 was past the size large print leaves alone); and where the window has
 * room (1280x800, 1920x1080), New game's, Options' and the result's words are larger, in English and
 * in German (their buttons and rows kept their widths, and the words shrank to fit them: Options' row
 * names and the result's buttons were drawn at the usual size, or smaller). */
static void test_large_print_never_smaller(void)
{
    static const int sizes[][2] = {{800, 450}, {1024, 600}, {1280, 800}, {1920, 1080}, {800, 1000}};
    static const char *const languages[] = {"en", "de"};
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    for (size_t k = 0; k < sizeof languages / sizeof languages[0]; k++) {
        set_language(languages[k]);
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            int w = sizes[i][0], h = sizes[i][1];
            bool roomy = w >= 1280;
            scene_replace_all(&app.scenes, scene_title_new(&home));
            compare_large(check, "the title", w, h, false);
            scene_replace_all(&app.scenes, scene_newgame_new(&home));
            compare_large(check, "New game", w, h, roomy);
            scene_replace_all(&app.scenes, scene_options_new(&home, false));
            compare_large(check, "Options", w, h, roomy);
            CHECK(start_game(&rules, 17));
            table_set_autoplay(home.table, false);
            compare_large(check, "the table", w, h, false);
            play_to_end();
            table_set_autoplay(home.table, false);
            scene_replace_all(&app.scenes, scene_result_new(&home));
            compare_large(check, "the result", w, h, roomy);
            home_end_game(&home);
        }
    }
    set_language("auto");
    app.gfx.check = NULL;
    ui_check_free(check);
    SDL_SetWindowSize(app.window, 1280, 800);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
}

static void test_saved(void)
{
    settings_t s, back;
    settings_defaults(&s);
    CHECK(!s.large_print && !s.high_contrast && !s.reduced_motion);
    s.large_print = s.high_contrast = s.reduced_motion = true;
    CHECK(settings_save(&s, out_dir));
    settings_load(&back, out_dir);
    CHECK(back.large_print && back.high_contrast && back.reduced_motion && back.motion_chosen);
}

int main(void)
{
    if (!driver_init("look", 1280, 800)) {
        return 1;
    }
    test_saved();
    test_large_print();
    test_large_print_never_smaller();
    test_high_contrast();
    test_contrast_disabled_button();
    test_contrast_edges_small();
    test_header_buttons_apart();
    test_reduced_motion();
    driver_finish();
    return test_finish();
}
