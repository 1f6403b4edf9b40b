/* The keyboard everywhere, one way on every screen (platform/scene.h, "The keyboard's focus"): Tab
 * walks every control of every screen, each reached once a cycle, reported focused by the screen and
 * drawn with the focus ring; Shift+Tab goes back; the first arrow press moves the focus; Enter waits a
 * moment on the screens that come of themselves after the table (a hand's summary, the result).
 *
 * The ring covers no words but its control's own (the layout checker's rule 7, platform/uicheck.h) at
 * any stop, in the look asked for (large print, high contrast: the ring is thicker there).
 *
 * usage: test_focus [WxH [LOOK]]   (1280x800 when not given; LOOK: large, contrast or large,contrast;
 * HEARTS_TEST_LANGUAGE=de for German)
 * Screenshots of the ring on the gold default button and on a card go to HEARTS_TEST_OUT/focus. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scene_driver.h"
#include "test_util.h"

static char size_tag[32] = "1280x800";
static ui_check_t *check; /* the layout checker, for its rule 7: the ring covers no other words */

static bool is_stop(const ui_button_t *b)
{
    return !b->hidden && b->enabled && !b->tab_joined;
}

static bool near(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) < 12 && abs(a.g - b.g) < 12 && abs(a.b - b.b) < 12;
}

/* The ring's bright band in the middle of each side of r that lies in the window; how many sides
 * were looked at. */
static int ring_sides(rectf_t r, const char *what, const char *label)
{
    float m = ui_focus_ring_mid(&app.gfx);
    const float pts[4][2] = {{r.x + r.w + m, r.y + r.h / 2},
                             {r.x - m, r.y + r.h / 2},
                             {r.x + r.w / 2, r.y - m},
                             {r.x + r.w / 2, r.y + r.h + m}};
    int seen = 0;
    for (int i = 0; i < 4; i++) {
        float x = pts[i][0], y = pts[i][1];
        if (x < 1 || y < 1 || x > L()->lw - 1 || y > L()->lh - 1) {
            continue;
        }
        SDL_Color c = pixel(x, y);
        CHECK_MSG(near(c, UI_FOCUS), "%s: '%s' has no focus ring at side %d (%.0f,%.0f): %d,%d,%d", what, label, i, x,
                  y, c.r, c.g, c.b);
        seen++;
    }
    return seen;
}

/* The last frame's ring covered no words but its control's (the checker's rule 7; its other rules are
 * the layout test's). */
static void ring_clear(const char *what, const char *label)
{
    for (int i = 0; i < ui_check_count(check); i++) {
        const char *p = ui_check_problem(check, i);
        CHECK_MSG(!strstr(p, "the focus ring"), "%s, the focus on '%s': %s", what, label, p);
    }
    ui_check_clear(check);
}

/* The last walk's stops in the order Tab reached them (walk). */
static const ui_button_t *walked[128];
static int nwalked;

/* b is read before a: on a row above it (their middles more than half the lower one's height apart)
 * unless it stands wholly right of a (the next column), or on a's row and left of it. */
static bool reads_before(rectf_t a, rectf_t b)
{
    float ca = a.y + a.h / 2, cb = b.y + b.h / 2, h = a.h < b.h ? a.h : b.h;
    if (fabsf(ca - cb) < h / 2) {
        return b.x < a.x;
    }
    return cb < ca && b.x < a.x + a.w - 1;
}

/* The Tab order is the reading order: round the cycle, Tab goes back up (or left) once, from the last
 * control to the first. The table's cards (the hand, first) are left out. */
static void check_reading_order(const char *what)
{
    int back = 0;
    for (int k = 0; k < nwalked; k++) {
        const ui_button_t *a = walked[k], *b = walked[(k + 1) % nwalked];
        if (a->id >= PLAY_CARD_ID || b->id >= PLAY_CARD_ID || a == b) {
            continue;
        }
        if (reads_before(a->r, b->r)) {
            back++;
            CHECK_MSG(back == 1, "%s: Tab goes from '%s' back to '%s', against the reading order", what, a->label,
                      b->label);
        }
    }
}

/* These stops follow each other, in this order, in the last walk (round the end). */
static void expect_order(const char *what, const char *const *labels, int n)
{
    int at = -1;
    for (int k = 0; k < nwalked; k++) {
        at = strcmp(walked[k]->label, labels[0]) == 0 ? k : at;
    }
    CHECK_MSG(at >= 0, "%s: Tab never reached '%s'", what, labels[0]);
    for (int i = 1; at >= 0 && i < n; i++) {
        const char *got = walked[(at + i) % nwalked]->label;
        CHECK_MSG(strcmp(got, labels[i]) == 0, "%s: after '%s' Tab reached '%s', not '%s'", what, labels[i - 1], got,
                  labels[i]);
    }
}

/* Tab through the top screen's controls: each stop once a cycle, focused and ringed, in reading order
 * (check_reading_order); a control joined to a stop is reached with it; Shift+Tab goes back to the
 * stop before. */
static void walk(const char *what)
{
    scene_t *s = scene_top(&app.scenes);
    CHECK_MSG(s && s->controls, "%s: no controls", what);
    if (!s || !s->controls) {
        return;
    }
    const ui_button_t *b;
    int n = s->controls(s, &b);
    int stops = 0, seen[128] = {0}, order[128];
    nwalked = 0;
    for (int i = 0; i < n && i < 128; i++) {
        stops += is_stop(&b[i]);
    }
    CHECK_MSG(stops > 0, "%s: nothing to focus", what);
    ui_check_clear(check);
    for (int k = 0; k < stops; k++) {
        key(SDLK_TAB);
        redraw();
        const ui_button_t *f = focused();
        CHECK_MSG(f != NULL, "%s: Tab %d left no focus", what, k + 1);
        if (!f) {
            return;
        }
        int i = (int)(f - b);
        CHECK_MSG(i >= 0 && i < n, "%s: the focus is not one of the controls", what);
        if (i < 0 || i >= n) {
            return;
        }
        seen[i]++;
        order[k] = i;
        walked[k] = f;
        nwalked = k + 1;
        CHECK_MSG(ring_sides(f->r, what, f->label) > 0, "%s: '%s' is outside the window", what, f->label);
        ring_clear(what, f->label);
    }
    for (int i = 0; i < n && i < 128; i++) {
        if (b[i].hidden || !b[i].enabled) {
            continue;
        }
        int leader = i;
        while (leader > 0 && b[leader].tab_joined) {
            leader--; /* an arrow of an Options row: reached with its row */
        }
        CHECK_MSG(seen[leader] == 1, "%s: '%s' reached %d times in a cycle of Tab", what, b[i].label, seen[leader]);
    }
    check_reading_order(what);
    key_mod(SDLK_TAB, KMOD_SHIFT);
    if (stops > 1) {
        CHECK_MSG(focused() == &b[order[stops - 2]], "%s: Shift+Tab did not go back", what);
    }
    key(SDLK_TAB);
}

/* A key opens the screen named, whose controls are then walked. */
static void open_and_walk(SDL_Keycode k, const char *screen)
{
    key(k);
    CHECK_EQ_STR(top_name(), screen);
    walk(screen);
}

static void shot(const char *name)
{
    char full[96];
    const char *lang = getenv("HEARTS_TEST_LANGUAGE");
    snprintf(full, sizeof full, "%s_%s_%s", name, size_tag, lang && *lang ? lang : "en");
    screenshot(full);
}

static bool c_south_turn_settled(void)
{
    return c_south_turn() && !play()->anim.dealing;
}

static bool c_pass_settled(void)
{
    return c_pass_mode() && !play()->anim.dealing;
}

static void test_walk_menus(void)
{
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    const ui_button_t *ng = control("New game");
    CHECK(ng && focused() == ng && ng->style == BUTTON_PRIMARY);
    redraw();
    if (ng) {
        ring_sides(ng->r, "title", "New game (the default)");
    }
    shot("focus_gold");
    walk("title");
    open_and_walk(SDLK_n, "newgame");
    static const char *const newgame[] = {"Tournament",  "Classic", "Omnibus",   "Easy",           "Normal",
                                          "Hard",        "Expert",  "3 players", "4 players",      "5 players",
                                          "Deal number", "Random",  "Back",      "Deal the cards", "Tournament"};
    expect_order("newgame", newgame, 15);
    key(SDLK_ESCAPE);
    open_and_walk(SDLK_o, "options");
    /* the language (top right) first, then the rules' column read whole, the table's, the two buttons */
    static const char *const options[] = {"Default rules", "Done", "Language", "Rules preset"};
    expect_order("options", options, 4);
    for (int k = 1; k < nwalked; k++) {
        const char *from = walked[k - 1]->label, *to = walked[k]->label;
        if (strcmp(to, "Default rules") != 0 && strcmp(to, "Language") != 0 && strcmp(from, "Language") != 0) {
            CHECK_MSG(walked[k]->r.x >= walked[k - 1]->r.x, "options: Tab goes from '%s' back left to '%s'",
                      walked[k - 1]->label, walked[k]->label);
        }
    }
    /* a row in the middle of the table's column: the ring between its neighbours' words */
    for (int i = 0; i < 80 && !(focused() && strcmp(focused()->label, "High contrast") == 0); i++) {
        key(SDLK_TAB);
    }
    redraw();
    shot("focus_options_row");
    /* Default rules and Done are reached, and Enter presses them */
    for (int i = 0; i < 80 && focused() != control("Done"); i++) {
        key(SDLK_TAB);
    }
    CHECK(focused() == control("Done"));
    shot("focus_options_done");
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "title");
    open_and_walk(SDLK_r, "rules");
    shot("focus_rules");
    key(SDLK_ESCAPE);
    open_and_walk(SDLK_s, "stats");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
}

/* New game's deal number is a Tab stop: focused, it takes digits and Backspace; Enter there deals. */
static void test_deal_number_field(void)
{
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    key(SDLK_n);
    CHECK_EQ_STR(top_name(), "newgame");
    const ui_button_t *field = control("Deal number");
    CHECK_MSG(field != NULL, "New game has no deal number among its controls");
    for (int i = 0; i < 20 && focused() != field; i++) {
        key(SDLK_TAB);
    }
    CHECK_MSG(field && focused() == field, "Tab never reached the deal number's field");
    type_text("4242");
    key(SDLK_BACKSPACE);
    redraw();
    shot("focus_deal_number");
    CHECK(focused() == field);
    key(SDLK_RETURN);
    frames(2);
    CHECK_EQ_STR(top_name(), "play");
    CHECK_MSG(home.table && table_seed(home.table) == 424, "the deal typed in the field is not the game's");
    home_end_game(&home);
}

static void test_walk_table(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 2025));
    CHECK_MSG(run_until(c_pass_mode, 3000), "no pass");
    CHECK_MSG(run_until(c_pass_settled, 3000), "the deal never settled"); /* no card still flying */
    play_t *p = play();
    if (!p) {
        return;
    }
    CHECK_EQ_INT(p->in.focus, -1);
    key(SDLK_RIGHT); /* the first arrow moves onto the first card */
    CHECK_EQ_INT(p->in.focus, 0);
    walk("table, the pass");
    /* on to the cards again, the focus's ring on a white card */
    for (int i = 0; i < 40 && !(focused() && focused()->id == PLAY_CARD_ID + 4); i++) {
        key(SDLK_TAB);
    }
    CHECK(focused() && focused()->id == PLAY_CARD_ID + 4);
    /* the focused card stands raised ("this one"), the ring round it where it stands */
    frames(30);
    redraw();
    card_t fc = play_focus_card(p);
    CHECK_MSG(fc != CARD_NONE && p->in.lift[fc] > 5, "the focused card is not raised (%.1f)",
              fc != CARD_NONE ? p->in.lift[fc] : 0.0);
    if (focused()) {
        ring_sides(focused()->r, "table, the pass", "the raised card");
    }
    shot("focus_card");
    /* Tab no longer opens the score sheet: S does (its cap on the Scores button) */
    CHECK_EQ_STR(top_name(), "play");
    CHECK_EQ_STR(control("Scores")->key, "S");
    CHECK_EQ_STR(control("Hint")->key, "H");
    CHECK_EQ_STR(control("Menu")->key, "Esc");
    open_and_walk(SDLK_s, "scores");
    key(SDLK_ESCAPE);
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    CHECK(focused() == control("Resume"));
    key(SDLK_DOWN); /* the first arrow moves the focus from the default */
    CHECK(focused() == control("Score sheet"));
    walk("pause");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "play");
    /* three cards passed from the keyboard, then South's turn */
    p->in.focus = -1;
    for (int i = 0; i < 3; i++) {
        key(SDLK_RIGHT);
        key(SDLK_SPACE);
    }
    key(SDLK_p);
    CHECK_MSG(run_until(c_south_turn_settled, 8000), "South's turn never came");
    frames(30);
    walk("table, South's turn");
}

/* A key's repeat, as SDL sends while it is held down. */
static void key_repeat(SDL_Keycode k)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = SDL_GetWindowID(app.window);
    ev.key.state = SDL_PRESSED;
    ev.key.repeat = 1;
    ev.key.keysym.sym = k;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    SDL_PushEvent(&ev);
    frame();
}

static int south_count(void)
{
    return cardset_count(play()->shown.hand[SEAT_S]);
}

static int count_before;

static bool c_next_south_turn(void)
{
    return south_count() < count_before && c_south_turn_settled();
}

/* The index in South's hand (as it lies) of its first or last card in set; -1 none. */
static int hand_index(cardset_t set, bool last)
{
    int at = -1, i = 0;
    for (cardset_t h = play()->shown.hand[SEAT_S]; h; i++) {
        card_t c = cardset_pop(&h);
        if (cardset_has(set, c) && (at < 0 || last)) {
            at = i;
        }
    }
    return at;
}

/* After a card played with the mouse no card has the focus: Enter, Space, Home and End are not lost.
 * Enter gives the first card South may play the focus (played by the next Enter, not this one) and
 * says so; Home and End go to the first and the last card it may play. */
static void test_keys_after_mouse(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 2025));
    frames(2); /* the new table in place of the one before */
    CHECK_MSG(run_until(c_pass_settled, 3000), "no pass");
    play_t *p = play();
    if (!p) {
        return;
    }
    for (int i = 0; i < 3; i++) {
        key(SDLK_RIGHT);
        key(SDLK_SPACE);
    }
    key(SDLK_p);
    CHECK_MSG(run_until(c_south_turn_settled, 8000), "South's turn never came");
    count_before = south_count();
    int first = hand_index(play_south_legal(p), false);
    card_t hand[HAND_MAX];
    int n = 0;
    for (cardset_t h = p->shown.hand[SEAT_S]; h;) {
        hand[n++] = cardset_pop(&h);
    }
    CHECK(first >= 0);
    click_south_card(hand[first]); /* the mouse plays */
    CHECK_EQ_INT(p->in.focus, -1);
    CHECK_MSG(run_until(c_next_south_turn, 8000), "South's next turn never came");
    frames(30);
    CHECK_EQ_INT(p->in.focus, -1);
    count_before = south_count();
    cardset_t legal = play_south_legal(p);
    key(SDLK_RETURN);
    CHECK_MSG(p->in.focus == hand_index(legal, false), "Enter with no card focused gave the focus to card %d",
              p->in.focus);
    CHECK_MSG(south_count() == count_before, "Enter with no card focused played a card");
    CHECK_MSG(play_toast_showing(p) && strstr(p->msg.toast, "Enter"), "Enter's new focus is not said: '%s'",
              p->msg.toast);
    redraw();
    shot("enter_after_mouse");
    key(SDLK_END);
    CHECK_EQ_INT(p->in.focus, hand_index(legal, true));
    key(SDLK_HOME);
    CHECK_EQ_INT(p->in.focus, hand_index(legal, false));
    p->in.focus = -1;
    key(SDLK_END);
    CHECK_EQ_INT(p->in.focus, hand_index(legal, true));
    p->in.focus = -1;
    key(SDLK_SPACE);
    CHECK_EQ_INT(p->in.focus, hand_index(legal, false));
    CHECK_EQ_INT(south_count(), count_before);
    key(SDLK_RETURN); /* now it plays */
    frames(2);
    CHECK_MSG(south_count() == count_before - 1, "Enter on the focused card did not play it");
    /* the game goes on: test_enter_waits plays it to its end */
}

/* The hand's summary and the result take Enter only after a moment: a key meant for the table (held,
 * or pressed twice) does not skip them unread. */
static void test_enter_waits(void)
{
    CHECK_MSG(autoplay_to_summary(), "the hand never ended");
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "summary");
    /* a frame two seconds late, the Enter queued meanwhile: the game's clock, not the wall's */
    app.virtual_now += 2000;
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "summary");
    walk("summary");
    frames(40);
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "play");

    play_to_end();
    CHECK_MSG(run_until(c_result, 3000), "no result");
    key(SDLK_RETURN);
    key(SDLK_SPACE);
    CHECK_EQ_STR(top_name(), "result");
    /* a frame two seconds late (a busy machine, the Enter queued meanwhile): the moment is the game's
     * fixed-step clock's, not the wall's */
    app.virtual_now += 2000;
    key(SDLK_RETURN);
    key(SDLK_w);
    CHECK_EQ_STR(top_name(), "result");
    frames(40);
    /* an Enter held down since the table: its repeats never press */
    key_repeat(SDLK_RETURN);
    key_repeat(SDLK_SPACE);
    CHECK_EQ_STR(top_name(), "result");
    CHECK(table_over(home.table));
    walk("result");
    static const char *const result[] = {"Watch again", "Title", "Play again"};
    expect_order("result", result, 3);
    /* the game just played, in the viewer: its buttons walked, Enter steps on, Esc back to the result */
    const ui_button_t *watch = control("Watch again");
    CHECK_MSG(watch && !watch->hidden, "the result offers no Watch again");
    open_and_walk(SDLK_w, "watch");
    CHECK(focused() == control("Next trick"));
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "result");
    CHECK_MSG(focused() == control("Watch again"), "back from the viewer, the focus is not on Watch again");
    key_mod(SDLK_TAB, KMOD_SHIFT);
    CHECK(focused() == control("Play again"));
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "play");
    CHECK_MSG(home.table && !table_over(home.table), "Enter a moment later did not deal a new game");
    home_end_game(&home);
}

/* The coach's Review with the keyboard alone: Tab from Next hand to Review, Enter opens it (after the
 * summary's moment), its Close walked, Esc back to the summary. */
static void test_walk_review(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 4242));
    CHECK_MSG(careless_to_summary(), "the careless hand never ended");
    walk("summary with Review");
    frames(40);
    CHECK(focused() == control("Next hand"));
    key_mod(SDLK_TAB, KMOD_SHIFT); /* Review is before Next hand */
    CHECK(focused() == control("Review"));
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "review");
    walk("review");
    shot("review");
    key(SDLK_ESCAPE);
    frames(2);
    CHECK_EQ_STR(top_name(), "summary");
    home_end_game(&home);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    int w = 1280, h = 800;
    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) != 2) {
        fprintf(stderr, "usage: test_focus [WxH [large|contrast|large,contrast]]\n");
        return 2;
    }
    const char *looks = argc > 2 ? argv[2] : "";
    snprintf(size_tag, sizeof size_tag, "%dx%d%s%s", w, h, *looks ? "_" : "", looks);
    if (!driver_init("focus", w, h)) {
        return 1;
    }
    if (*looks) {
        home.settings.large_print = strstr(looks, "large") != NULL;
        home.settings.high_contrast = strstr(looks, "contrast") != NULL;
        home_settings_changed(&home);
        assets_finish(&app.assets);
    }
    check = ui_check_new();
    app.gfx.check = check;
    RUN(test_walk_menus);
    RUN(test_deal_number_field);
    RUN(test_walk_table);
    RUN(test_keys_after_mouse);
    RUN(test_enter_waits);
    RUN(test_walk_review);
    app.gfx.check = NULL;
    ui_check_free(check);
    driver_finish();
    return test_finish();
}
