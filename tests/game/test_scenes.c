/* Scene tests: the real program's code on SDL's dummy video driver with the
 * software renderer. Mouse and key events are pushed with SDL_PushEvent as a
 * person would make them; time is virtual (each frame moves it on by 1/60 s),
 * and what was drawn is read back with SDL_RenderReadPixels. Buttons are
 * clicked at the centre of the rect their scene reports (its controls
 * callback), so a test clicks what the screen lays out, never a position worked
 * out again here. Every scene is saved as a PNG under the build folder for
 * reviewers. */
#include "scene_driver.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/lang.h"
#include "platform/uicheck.h"
#include "scenes/hint_text.h"
#include "test_util.h"

/* ---- Tests ---- */

static void test_title(void)
{
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    CHECK_EQ_STR(top_name(), "title");
    redraw();
    /* the gold "New game" button in the middle */
    const ui_button_t *b = control("New game");
    if (b) {
        SDL_Color c = pixel(b->r.x + 40, b->r.y + 30);
        CHECK_MSG(c.r > 180 && c.g > 130 && c.b < 150, "New game button colour %d,%d,%d", c.r, c.g, c.b);
    }
    CHECK(is_felt(pixel(40, L()->lh / 2)));
    screenshot("title");

    /* A screen opened from the keyboard alone is drawn at once: nothing else (a
     * click, a moving card, a clock) asks for that frame on the title. */
    frames(10);
    CHECK(app.was_idle);
    uint64_t drawn = app.frames_drawn;
    key(SDLK_ESCAPE); /* nothing to close on the title: no new frame */
    CHECK_EQ_INT((int)(app.frames_drawn - drawn), 0);
    for (int i = 0; i < 8 && focused() != control("Rules"); i++) {
        key(SDLK_TAB);
    }
    CHECK(focused() && focused() == control("Rules"));
    drawn = app.frames_drawn;
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "rules");
    CHECK_MSG(app.frames_drawn > drawn, "the rules were opened but not drawn");
    drawn = app.frames_drawn;
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
    CHECK_MSG(app.frames_drawn > drawn, "the rules were closed but the title not drawn again");

    /* Options, Rules, Statistics open over the title and close with Escape */
    click_control("Options");
    CHECK_EQ_STR(top_name(), "options");
    screenshot("options");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
    click_control("Rules");
    CHECK_EQ_STR(top_name(), "rules");
    screenshot("rules");
    key(SDLK_ESCAPE);
    click_control("Statistics");
    CHECK_EQ_STR(top_name(), "stats");
    screenshot("statistics");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
}

static void test_options_change(void)
{
    settings_t before = home.settings;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    CHECK_EQ_STR(top_name(), "options");
    /* the focus starts on the first row (the preset); Right changes it, Left
     * changes it back */
    key(SDLK_RIGHT);
    CHECK_EQ_INT(home.settings.rules.preset, PRESET_CLASSIC);
    CHECK_EQ_INT(home.settings.rules.clock_seconds, 0);
    key(SDLK_LEFT);
    CHECK_EQ_INT(home.settings.rules.preset, PRESET_TOURNAMENT);
    CHECK_EQ_INT(home.settings.rules.clock_seconds, 600);
    /* the saved file has what the screen shows */
    settings_t loaded;
    settings_load(&loaded, home.pref_dir);
    CHECK_EQ_INT(loaded.rules.preset, PRESET_TOURNAMENT);
    CHECK_EQ_INT(loaded.card_back, home.settings.card_back);
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
    home.settings = before;
}

/* The keyboard's focus put on the top screen's control labelled `label`. */
static void focus_control(scene_t *s, const char *label)
{
    const ui_button_t *b;
    int n = s->controls(s, &b);
    for (int i = 0; i < n; i++) {
        if (strcmp(b[i].label, label) == 0) {
            scene_focus_set(s, i);
        }
    }
    CHECK_MSG(focused() && strcmp(focused()->label, label) == 0, "the focus is not on %s", label);
}

/* Options' Opponents row steps through the four levels New game offers and
 * round again (Normal, Hard, Expert, Easy, Normal), says each, and saves the
 * one it shows: level=expert read back. */
static void test_options_level(void)
{
    settings_t before = home.settings;
    ai_level_t level = home.level;
    home.settings.level = AI_NORMAL;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    static const ai_level_t want[] = {AI_HARD, AI_EXPERT, AI_EASY, AI_NORMAL};
    static const char *const said_want[] = {"Opponents: Hard", "Opponents: Expert", "Opponents: Easy",
                                            "Opponents: Normal"};
    scene_t *s = scene_top(&app.scenes);
    for (int i = 0; i < 4 && control("Opponents"); i++) {
        focus_control(s, "Opponents");
        key(SDLK_RIGHT);
        CHECK_EQ_INT(home.settings.level, want[i]);
        CHECK_EQ_INT(home.level, want[i]);
        char said[128] = "";
        CHECK(s->speak(s, control("Opponents")->id, said, sizeof said) == 1);
        CHECK_EQ_STR(said, said_want[i]);
        if (want[i] == AI_EXPERT) {
            key(SDLK_ESCAPE); /* Options closed: the settings saved */
            settings_t loaded;
            settings_load(&loaded, home.pref_dir);
            CHECK_EQ_INT(loaded.level, AI_EXPERT);
            scene_push(&app.scenes, scene_options_new(&home, false));
            frames(2);
            s = scene_top(&app.scenes);
        }
    }
    CHECK(control("Opponents") != NULL);
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
    home.settings = before;
    home.level = level;
    settings_save(&home.settings, home.pref_dir);
}

/* The arrow of row `label` that steps `dir`: its id is B_PREV/B_NEXT + the
 * row's index (scene_options.c), found here as the control after (or two after)
 * the row's own. */
static const ui_button_t *row_arrow(const char *label, int dir)
{
    const ui_button_t *row = control(label);
    return row ? row + (dir < 0 ? 1 : 2) : NULL;
}

/* Options' rows whose values are a scale stop at their ends (Right four times
 * from 1x went 1.5x, 2x, 3x, then round to 0.5x), their arrow there drawn
 * disabled; a list of choices (Opponents) goes round. */
static void test_options_scale_ends(void)
{
    settings_t before = home.settings;
    home.settings.speed = 1.0;
    home.settings.volume = 90;
    home.settings.rules.clock_seconds = 900;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    scene_t *s = scene_top(&app.scenes);
    static const double speeds[] = {1.5, 2.0, 3.0, 3.0};
    focus_control(s, "Animation speed");
    for (int i = 0; i < 4; i++) {
        key(SDLK_RIGHT);
        CHECK_MSG(home.settings.speed > speeds[i] - 1e-6 && home.settings.speed < speeds[i] + 1e-6,
                  "Right %d: speed %g, not %g", i + 1, home.settings.speed, speeds[i]);
    }
    redraw();
    CHECK_MSG(row_arrow("Animation speed", 1) && !row_arrow("Animation speed", 1)->enabled,
              "the speed's \xe2\x80\xba arrow at 3x is not disabled");
    screenshot("options_speed_fastest");
    CHECK(row_arrow("Animation speed", -1) && row_arrow("Animation speed", -1)->enabled);
    /* a click on the end's arrow changes nothing either */
    if (row_arrow("Animation speed", 1)) {
        click(row_arrow("Animation speed", 1)->r.x + 4, row_arrow("Animation speed", 1)->r.y + 4);
        CHECK(home.settings.speed > 3.0 - 1e-6);
    }
    for (int i = 0; i < 8; i++) {
        key(SDLK_LEFT);
    }
    CHECK(home.settings.speed < 0.5 + 1e-6);
    redraw();
    CHECK(row_arrow("Animation speed", -1) && !row_arrow("Animation speed", -1)->enabled);
    focus_control(s, "Volume");
    key(SDLK_RIGHT);
    key(SDLK_RIGHT);
    CHECK_EQ_INT(home.settings.volume, 100);
    focus_control(s, "Tournament clock");
    key(SDLK_RIGHT);
    key(SDLK_RIGHT);
    CHECK_EQ_INT(home.settings.rules.clock_seconds, 1200);
    key(SDLK_LEFT);
    CHECK_EQ_INT(home.settings.rules.clock_seconds, 900);
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "title");
    home.settings = before;
    settings_save(&home.settings, home.pref_dir);
}

/* Options in large print at 800x450: the focus ring round the first row (Rules preset) stays under
 * the RULES heading (the heading at 86 under the panel's top, the language row at 24: scene_options.c)
 * instead of covering it. */
static void test_options_large_print_ring(void)
{
    settings_t before = home.settings;
    home.settings.large_print = true;
    home_settings_changed(&home);
    SDL_SetWindowSize(app.window, 800, 450);
    frames(3);
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    redraw();
    const ui_button_t *lang = control("Language"), *preset = control("Rules preset");
    CHECK(lang && preset && focused() == preset);
    if (lang && preset) {
        float heading_end = lang->r.y - 24 + 86 + ui_line_height(&app.gfx, 15, 15);
        float ring_top = preset->r.y - 2 * ui_focus_ring_mid(&app.gfx);
        CHECK_MSG(ring_top >= heading_end, "the focus ring's top %.1f is over the heading (to %.1f)", ring_top,
                  heading_end);
    }
    screenshot("options_large_print_800x450");
    SDL_SetWindowSize(app.window, 800, 1000); /* one column: the language row wider */
    frames(3);
    redraw();
    screenshot("options_large_print_800x1000");
    key(SDLK_ESCAPE);
    home.settings = before;
    home_settings_changed(&home);
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
}

/* Options' Language row (at the top, one Up from the first row): the game
 * speaks the language chosen at once, every screen lays out its words again,
 * and the choice is saved; back to automatic, the system's language (English in
 * the tests). */
#if HEARTS_NLS
static void test_options_language(void)
{
    settings_t before = home.settings;
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    redraw();
    CHECK(ui_check_drew(check, "Options"));
    CHECK(ui_check_drew(check, "Rules preset"));
    key(SDLK_UP);    /* the language row */
    key(SDLK_RIGHT); /* automatic -> English */
    CHECK_EQ_STR(home.settings.language, "en");
    key(SDLK_RIGHT); /* -> Deutsch */
    CHECK_EQ_STR(home.settings.language, "de");
    CHECK_EQ_STR(lang_code(), "de");
    redraw();
    const char *options = _("Options"), *preset = _("Rules preset");
    CHECK_MSG(strcmp(options, "Options") != 0, "German has no word for Options");
    CHECK_MSG(ui_check_drew(check, options), "the title is not %s", options);
    CHECK_MSG(ui_check_drew(check, preset), "the preset's row is not %s", preset);
    CHECK_MSG(ui_check_drew(check, "Deutsch"), "the language row does not say Deutsch");
    CHECK(!ui_check_drew(check, "Rules preset"));
    screenshot("options_deutsch");
    settings_t loaded;
    settings_load(&loaded, home.pref_dir);
    CHECK_EQ_STR(loaded.language, "de");
    /* the title behind, once Options is closed, in German too */
    key(SDLK_ESCAPE);
    redraw();
    CHECK_MSG(ui_check_drew(check, _("New game")), "the title's New game is not %s", _("New game"));
    /* back to automatic: the system's language */
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    key(SDLK_UP);
    key(SDLK_LEFT);
    key(SDLK_LEFT);
    CHECK_EQ_STR(home.settings.language, "auto");
    CHECK_EQ_STR(lang_code(), lang_system());
    redraw();
    CHECK(ui_check_drew(check, "Options"));
    key(SDLK_ESCAPE);
    app.gfx.check = NULL;
    ui_check_free(check);
    home.settings = before;
    home.applied = before;
    lang_use(before.language);
}

/* Options opened from a game, in the smallest window, in German and French: the
 * line beside the RULES heading ("this game keeps its rules") is the longest
 * there, and ran on under the TABLE heading
 * ("seine Re~~geln~~TISCH"): the layout checker finds no text over text, nor
 * any other breach. */
static void test_options_in_game_smallest(void)
{
    static const char *const langs[] = {"de", "fr"};
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    SDL_SetWindowSize(app.window, 800, 450);
    frames(3);
    for (int i = 0; i < 2; i++) {
        CHECK(lang_use(langs[i]));
        scene_resize(&app.scenes, &app.gfx);
        scene_push(&app.scenes, scene_options_new(&home, true));
        frames(2);
        redraw();
        CHECK_MSG(ui_check_drew(check, _("TABLE")), "%s: no TABLE heading", langs[i]);
        char name[48];
        snprintf(name, sizeof name, "options_in_game_800x450_%s", langs[i]);
        screenshot(name);
        scene_pop(&app.scenes);
    }
    if (!CHECK_MSG(ui_check_count(check) == 0, "Options in a game at 800x450: %d layout problems",
                   ui_check_count(check))) {
        ui_check_print(check, stderr);
    }
    app.gfx.check = NULL;
    ui_check_free(check);
    lang_use(home.settings.language);
    scene_resize(&app.scenes, &app.gfx);
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
}

/* Under --language, the Language row names the language of the run, not the
 * saved one; a pick there is the run's language at once, even a pick equal to
 * the saved setting. */
static void test_options_language_of_the_run(void)
{
    settings_t before = home.settings;
    int fr = -1;
    for (int i = 0; i < lang_count(); i++) {
        fr = strcmp(lang_at(i)->code, "fr") == 0 ? i : fr;
    }
    CHECK(fr >= 0);
    if (fr < 0) {
        return;
    }
    const lang_info_t *after = lang_at((fr + 1) % lang_count()); /* one Right from French */
    CHECK(fr + 1 < lang_count());                                /* else Right would give "automatic" */
    /* saved: the language after French; this run: --language fr */
    snprintf(home.settings.language, sizeof home.settings.language, "%s", after->code);
    home.applied = home.settings;
    home.opt.language = "fr";
    lang_use("fr");
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    redraw();
    CHECK_MSG(ui_check_drew(check, lang_find("fr")->name), "the language row does not name the run's language");
    CHECK_MSG(!ui_check_drew(check, after->name), "the language row names the saved language, %s", after->name);
    key(SDLK_UP);    /* the language row */
    key(SDLK_RIGHT); /* French -> the next: the saved setting already */
    CHECK_EQ_STR(home.settings.language, after->code);
    CHECK_EQ_STR(lang_code(), after->code);
    CHECK(home.opt.language == NULL);
    redraw();
    CHECK(ui_check_drew(check, after->name));
    key(SDLK_ESCAPE);
    app.gfx.check = NULL;
    ui_check_free(check);
    home.settings = before;
    home.applied = before;
    settings_save(&home.settings, home.pref_dir);
    lang_use(before.language);
}
#endif

/* The game log kept of the game in progress names its computer seats `want`
 * ("ai:expert") on its first line (docs/game-log.md, The game line), and South
 * human. */
static void check_log_players(const char *want)
{
    char path[1100], line[1024] = "";
    kvfile_path(path, sizeof path, home.pref_dir, home.kept_name);
    FILE *f = fopen(path, "rb");
    CHECK_MSG(f != NULL, "no kept log at %s", path);
    if (f) {
        CHECK(fgets(line, sizeof line, f) != NULL);
        fclose(f);
    }
    char seat[64];
    snprintf(seat, sizeof seat, "\"S\":\"human\"");
    CHECK_MSG(strstr(line, seat) != NULL, "the log's first line has not %s: %s", seat, line);
    static const char *const others[] = {"W", "N", "E"};
    for (int i = 0; i < 3; i++) {
        snprintf(seat, sizeof seat, "\"%s\":\"%s\"", others[i], want);
        CHECK_MSG(strstr(line, seat) != NULL, "the log's first line has not %s: %s", seat, line);
    }
}

/* New game's fourth level by the mouse: Expert, clicked, is the one chosen (and
 * said so); the cards dealt, the computer seats play expert, and the log says
 * so. Back to the title. */
static void test_new_game_expert(void)
{
    ai_level_t level = home.level;
    scene_push(&app.scenes, scene_newgame_new(&home));
    frames(2);
    CHECK_EQ_STR(top_name(), "newgame");
    const ui_button_t *expert = control("Expert");
    CHECK_MSG(expert != NULL, "New game offers no Expert");
    if (!expert) {
        scene_replace_all(&app.scenes, scene_title_new(&home));
        return;
    }
    click_control("Expert");
    frames(2);
    CHECK(control("Expert")->style == BUTTON_PRIMARY && control("Hard")->style != BUTTON_PRIMARY);
    /* a screen reader hears it chosen */
    scene_t *s = scene_top(&app.scenes);
    char said[128] = "";
    CHECK(s->speak && s->speak(s, control("Expert")->id, said, sizeof said) == 1);
    CHECK_EQ_STR(said, "Expert, chosen.");
    /* in the four's row: Expert right of Hard, as wide, on the same line */
    rectf_t hard = control("Hard")->r, ex = control("Expert")->r;
    CHECK(ex.x > hard.x + hard.w && ex.y == hard.y && ex.w == hard.w);
    click_control("Deal the cards");
    frames(3);
    CHECK_EQ_STR(top_name(), "play");
    CHECK(home.table != NULL);
    if (home.table) {
        CHECK_EQ_INT(table_level(home.table), AI_EXPERT);
        check_log_players("ai:expert");
    }
    home_end_game(&home);
    home.level = level;
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* New game's line beside PLAYERS (the tournament is for four: three or five
 * play Classic) shows only while it applies: not with four players, even with
 * Classic chosen (it showed always, on two lines over the heading at 800x450),
 * and on one line with three. */
static const char *players_note(const ui_check_t *check)
{
    for (int i = 0; i < ui_check_label_count(check); i++) {
        if (strncmp(ui_check_label_text(check, i), "Tournaments are for 4", 21) == 0) {
            return ui_check_label_text(check, i);
        }
    }
    return NULL;
}

static void test_new_game_players_note(void)
{
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    SDL_SetWindowSize(app.window, 800, 450);
    frames(3);
    click_control("New game");
    CHECK_EQ_STR(top_name(), "newgame");
    const char *note = "Tournaments are for 4: Classic rules";
    redraw();
    CHECK_MSG(!players_note(check), "the players' note shows with four players");
    click_control("Classic");
    redraw();
    CHECK_MSG(!players_note(check), "the players' note shows with four players and Classic");
    click_control("3 players");
    redraw();
    CHECK_MSG(players_note(check) && strcmp(players_note(check), note) == 0, "the players' note is not on one line: %s",
              players_note(check) ? players_note(check) : "(none)");
    CHECK_EQ_INT(control("Classic")->style, BUTTON_PRIMARY);
    screenshot("new_game_3_players_800x450");
    if (!CHECK_MSG(ui_check_count(check) == 0, "New game at 800x450: %d layout problems", ui_check_count(check))) {
        ui_check_print(check, stderr);
    }
    key(SDLK_ESCAPE);
    app.gfx.check = NULL;
    ui_check_free(check);
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
}

static void test_new_game_deal_number(void)
{
    click_control("New game");
    CHECK_EQ_STR(top_name(), "newgame");
    type_text("42");
    type_text("17");
    screenshot("new_game");
    key(SDLK_RETURN);
    frames(2);
    CHECK_EQ_STR(top_name(), "play");
    CHECK(home.table != NULL);
    if (home.table) {
        CHECK_EQ_INT(table_seed(home.table), 4217);
        CHECK_EQ_INT(table_rules(home.table)->preset, PRESET_TOURNAMENT);
    }
}

static void test_deal_and_pass(void)
{
    CHECK_MSG(run_until(c_pass_mode, 2000), "the table never asked for a pass");
    play_t *p = play();
    if (!p) {
        return;
    }
    CHECK_EQ_INT(cardset_count(p->shown.hand[SEAT_S]), 13);
    /* South's hand is where it should be: the first card's face is white at its
     * left edge, and the felt shows to the left of the hand */
    card_t first = cardset_lowest(p->shown.hand[SEAT_S]);
    float x, y;
    south_card_center(first, &x, &y);
    redraw();
    float left = x - card_size_w(CARDSZ_FACE) / 2;
    SDL_Color c = pixel(left + 6, y + 30);
    CHECK_MSG(is_white(c), "South's first card is not drawn at %.0f,%.0f (%d,%d,%d)", left + 6, y + 30, c.r, c.g, c.b);
    c = pixel(left - 20, y);
    CHECK_MSG(is_felt(c), "felt expected left of the hand (%d,%d,%d)", c.r, c.g, c.b);
    screenshot("pass_choose");

    /* the keyboard: an arrow puts the focus on a card, Space chooses it, Space
     * again puts it back */
    key(SDLK_RIGHT);
    CHECK_EQ_INT(p->in.focus, 0);
    key(SDLK_RIGHT);
    CHECK_EQ_INT(p->in.focus, 1);
    key(SDLK_SPACE);
    CHECK_EQ_INT(cardset_count(p->in.selected), 1);
    key(SDLK_SPACE);
    CHECK_EQ_INT(cardset_count(p->in.selected), 0);
    p->in.focus = -1;

    /* choose three, a fourth is refused, one is put back and chosen again */
    cardset_t hand = p->shown.hand[SEAT_S];
    card_t cards[4];
    for (int i = 0; i < 4; i++) {
        cards[i] = cardset_pop(&hand);
    }
    for (int i = 0; i < 3; i++) {
        click_south_card(cards[i]);
    }
    CHECK_EQ_INT(cardset_count(p->in.selected), 3);
    click_south_card(cards[3]);
    CHECK_EQ_INT(cardset_count(p->in.selected), 3);
    CHECK(!cardset_has(p->in.selected, cards[3]));
    click_south_card(cards[1]);
    CHECK_EQ_INT(cardset_count(p->in.selected), 2);
    const ui_button_t *pass = control_id(BTN_PASS);
    CHECK(pass && !pass->enabled);
    click_south_card(cards[1]);
    CHECK_EQ_INT(cardset_count(p->in.selected), 3);
    redraw();
    pass = control_id(BTN_PASS);
    CHECK(pass && pass->enabled);
    screenshot("pass_selected");
    click_control_id(BTN_PASS);
    CHECK(game_has_passed(table_game(home.table), SEAT_S));
    CHECK_MSG(run_until(c_passes_shown, 3000), "the passes were never shown");
    screenshot("pass_received");
    CHECK_EQ_INT(cardset_count(p->shown.received), 3);
    cardset_t engine_hand = game_hand(table_game(home.table), SEAT_S);
    CHECK((engine_hand & p->shown.received) == p->shown.received);
    for (int i = 0; i < 3; i++) {
        CHECK(!cardset_has(engine_hand, cards[i]));
    }
    CHECK_EQ_INT(cardset_count(p->shown.hand[SEAT_S]), 13);
}

static void test_refused_and_played(void)
{
    CHECK_MSG(run_until(c_south_turn, 6000), "South's turn never came");
    play_t *p = play();
    const game_t *g = table_game(home.table);
    cardset_t legal = play_south_legal(p);
    cardset_t hand = game_hand(g, SEAT_S);
    CHECK(legal != 0);
    CHECK((legal & ~hand) == 0);
    cardset_t illegal = hand & ~legal;
    if (illegal) {
        card_t bad = cardset_lowest(illegal);
        click_south_card(bad);
        CHECK_EQ_INT(game_hand(g, SEAT_S), hand);
        /* the card as printed and the reason in a few words: "5♦ can't be played:
         * clubs were led." */
        char label[16];
        ui_card_label(bad, label, sizeof label);
        CHECK_MSG(strncmp(p->msg.toast, label, strlen(label)) == 0 && strstr(p->msg.toast, "can't be played") != NULL,
                  "toast '%s' (engine: '%s')", p->msg.toast, game_last_error(g));
        CHECK(p->msg.toast[0] != '\0');
        screenshot("play_refused");
    }
    /* legal cards are raised, the others are not */
    card_t good = cardset_lowest(legal);
    CHECK(play_south_lift(p, good, app.anim_ms) > 0);
    if (illegal) {
        CHECK(play_south_lift(p, cardset_lowest(illegal), app.anim_ms) == 0);
    }
    click_south_card(good);
    CHECK(!cardset_has(game_hand(g, SEAT_S), good));
    CHECK_MSG(run_until(c_trick_card_landed, 600), "the card never reached the trick");
    /* the card is drawn at South's place in the trick */
    float tx = p->layout.trick[SEAT_S].x, ty = p->layout.trick[SEAT_S].y;
    redraw();
    SDL_Color c = pixel(tx - card_size_w(CARDSZ_FACE) / 2 + 6, ty + 20);
    CHECK_MSG(is_white(c), "no card at South's place in the trick (%d,%d,%d)", c.r, c.g, c.b);
    screenshot("trick");
}

/* ---- Hints that advise: during the pass a hint marks its three cards and says
 * why for each, the cards South has chosen stay chosen, and H (or the button,
 * "Use hint" while a hint shows) makes the hint's cards the choice without
 * passing them; during play it marks its card, the focus stays, and taking it
 * puts the focus on it, raised, for Enter to play. ---- */

/* The line of text (lines '\n' apart) on which label stands, or -1; how many
 * lines there are. */
static int line_of(const char *text, const char *label, int *lines)
{
    int at = -1, n = 0;
    for (const char *s = text; *s; n++) {
        size_t len = strcspn(s, "\n");
        char line[300];
        snprintf(line, sizeof line, "%.*s", (int)len, s);
        if (strstr(line, label) && at < 0) {
            at = n;
        }
        s += len + (s[len] == '\n');
    }
    *lines = n;
    return at;
}

static hint_why_t pass_why(card_t a, hint_reason_t ra, card_t b, hint_reason_t rb, card_t c, hint_reason_t rc)
{
    hint_why_t w;
    memset(&w, 0, sizeof w);
    w.card = w.high = CARD_NONE;
    w.seat = w.suit = -1;
    w.reason = ra;
    w.cards[0] = a;
    w.cards[1] = b;
    w.cards[2] = c;
    w.card_reason[0] = ra;
    w.card_reason[1] = rb;
    w.card_reason[2] = rc;
    return w;
}

/* A pass's reason speaks of each card: a sentence for each reason, naming the
 * cards it covers. */
static void test_pass_words_cover_every_card(void)
{
    card_t as = CARD_MAKE(SUIT_SPADES, RANK_A), d4 = CARD_MAKE(SUIT_DIAMONDS, RANK_4);
    hint_why_t w = pass_why(CARD_QS, HINT_PASS_QUEEN, d4, HINT_PASS_VOID, as, HINT_PASS_HIGH_SPADE);
    char text[512], label[16];
    hint_text(&w, PASS_LEFT, text, sizeof text);
    int lines, at;
    const card_t three[3] = {CARD_QS, as, d4};
    int seen[3];
    for (int i = 0; i < 3; i++) {
        ui_card_label(three[i], label, sizeof label);
        seen[i] = line_of(text, label, &lines);
        CHECK_MSG(seen[i] >= 0, "%s is not named: '%s'", label, text);
    }
    CHECK_MSG(lines == 3, "three reasons, three sentences: '%s'", text);
    CHECK_MSG(seen[0] != seen[2] && seen[1] != seen[2], "the void's own sentence: '%s'", text);
    CHECK_MSG(strstr(text, "diamonds") != NULL && strstr(text, "guard") != NULL && strstr(text, "catch") != NULL,
              "a reason is missing: '%s'", text);
    /* two cards for one reason share its sentence; the third has its own */
    card_t ka = CARD_MAKE(SUIT_DIAMONDS, RANK_A), kc = CARD_MAKE(SUIT_CLUBS, RANK_K),
           c8 = CARD_MAKE(SUIT_CLUBS, RANK_8);
    w = pass_why(c8, HINT_PASS_SPARE, ka, HINT_PASS_HIGH_CARDS, kc, HINT_PASS_HIGH_CARDS);
    hint_text(&w, PASS_LEFT, text, sizeof text);
    ui_card_label(ka, label, sizeof label);
    at = line_of(text, label, &lines);
    CHECK_MSG(lines == 2, "two reasons, two sentences: '%s'", text);
    ui_card_label(kc, label, sizeof label);
    CHECK_EQ_INT(line_of(text, label, &lines), at);
    ui_card_label(c8, label, sizeof label);
    int spare = line_of(text, label, &lines);
    CHECK_MSG(spare >= 0 && spare != at && strstr(text, "need least") != NULL, "'%s'", text);
    /* a hand kept for the moon: one sentence for the three */
    w = pass_why(c8, HINT_PASS_MOON, d4, HINT_PASS_MOON, CARD_MAKE(SUIT_HEARTS, RANK_2), HINT_PASS_MOON);
    hint_text(&w, PASS_LEFT, text, sizeof text);
    CHECK_MSG(strchr(text, '\n') == NULL && strstr(text, "moon") != NULL, "'%s'", text);
}

static bool c_pass_hint_marked(void)
{
    play_t *p = play();
    return p && p->in.hint_pass != 0 && !table_hint_pending(home.table);
}

static bool c_play_hint_marked(void)
{
    play_t *p = play();
    return p && p->in.hint_card != CARD_NONE && !table_hint_pending(home.table);
}

/* The green HINT tag drawn above South's card c. */
static bool tag_drawn(const play_t *p, card_t c)
{
    play_look_t l = play_card_look(p, c, app.anim_ms);
    SDL_Color px = pixel(l.x + 6, l.y - 26 + 9);
    return px.g > 200 && px.r < 170 && px.b < 170;
}

static void check_marks(const play_t *p, cardset_t expect)
{
    for (cardset_t h = p->shown.hand[SEAT_S]; h;) {
        card_t c = cardset_pop(&h);
        bool want = cardset_has(expect, c);
        CHECK_MSG(play_hint_marks(p, c) == want, "card %d: marked %d, expected %d", c, play_hint_marks(p, c), want);
        CHECK_MSG(tag_drawn(p, c) == want, "card %d: a HINT tag drawn %d, expected %d", c, tag_drawn(p, c), want);
    }
}

/* Two cards chosen, then H: the two stay chosen, the hint's three are marked
 * with a reason for each; H takes them (chosen, not passed); the marks stay
 * through a change of one card, go when South's own three share at most one
 * with them; the button takes a new hint; Pass passes and the marks go. */
static void test_pass_hint_advises(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 4242));
    CHECK_MSG(run_until(c_pass_mode, 3000), "no pass");
    play_t *p = play();
    const game_t *g = table_game(home.table);
    cardset_t hand = p->shown.hand[SEAT_S];
    card_t a = cardset_lowest(hand), b = cardset_lowest(hand & ~cardset_of(a));
    click_south_card(a);
    click_south_card(b);
    cardset_t mine = cardset_of(a) | cardset_of(b);
    CHECK_EQ_INT(p->in.selected, mine);
    key(SDLK_h);
    CHECK_MSG(run_until(c_pass_hint_marked, 20000), "no pass hint came");
    frames(30);
    cardset_t hint = p->in.hint_pass;
    CHECK_EQ_INT(cardset_count(hint), 3);
    CHECK((hint & ~hand) == 0);
    CHECK_MSG(p->in.selected == mine, "the hint changed the choice: %llx, was %llx", (unsigned long long)p->in.selected,
              (unsigned long long)mine);
    redraw();
    check_marks(p, hint);
    screenshot("pass_hint_marked");
    /* the reason names every card it suggests */
    for (cardset_t h = hint; h;) {
        char label[16];
        ui_card_label(cardset_pop(&h), label, sizeof label);
        CHECK_MSG(strstr(p->msg.hint, label) != NULL, "%s is not in the reason '%s'", label, p->msg.hint);
    }
    CHECK_MSG(control("Use hint") != NULL, "no Use hint button while the hint shows");

    /* taken: the hint's cards are the choice, not passed */
    key(SDLK_h);
    frames(30);
    CHECK_EQ_INT(p->in.selected, hint);
    CHECK(!game_has_passed(g, SEAT_S));
    CHECK(play_hint_taken(p));
    redraw();
    check_marks(p, hint);
    screenshot("pass_hint_taken");

    /* one card changed by hand: the marks stay */
    card_t out1 = cardset_lowest(hint), out2 = cardset_lowest(hint & ~cardset_of(out1));
    cardset_t others = hand & ~hint;
    card_t in1 = cardset_lowest(others), in2 = cardset_lowest(others & ~cardset_of(in1));
    click_south_card(out1);
    click_south_card(in1);
    CHECK_EQ_INT(p->in.hint_pass, hint);
    CHECK(!play_hint_taken(p));
    /* a second: South's three share one card with the hint, which is set aside */
    click_south_card(out2);
    click_south_card(in2);
    CHECK_EQ_INT(p->in.hint_pass, 0);
    CHECK_MSG(p->msg.hint[0] == 0, "the reason stays: '%s'", p->msg.hint);
    CHECK_EQ_INT(cardset_count(p->in.selected), 3);
    frames(2);
    CHECK_MSG(control("Hint") != NULL, "the button is not Hint again");

    /* asked again and taken with the button */
    key(SDLK_h);
    CHECK_MSG(run_until(c_pass_hint_marked, 20000), "no second pass hint came");
    hint = p->in.hint_pass;
    click_control("Use hint");
    CHECK_EQ_INT(p->in.selected, hint);
    key(SDLK_p);
    CHECK_MSG(run_until(c_passes_shown, 5000), "the pass was not made");
    CHECK_EQ_INT(p->in.hint_pass, 0);
    CHECK(p->msg.hint[0] == 0);
    CHECK((game_hand(g, SEAT_S) & hint) == 0);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* During play: the hint marks its card, the focus stays where South put it; H
 * takes it (the focus on it, raised), Enter plays it. */
static void test_play_hint_advises(void)
{
    CHECK_MSG(run_until(c_south_turn, 8000), "South's turn never came");
    play_t *p = play();
    const game_t *g = table_game(home.table);
    /* the focus on one of South's playable cards, by the keyboard (the second
     * from the right) */
    cardset_t legal = play_south_legal(p);
    key(SDLK_LEFT);
    frames(2);
    key(SDLK_LEFT);
    frames(2);
    int focus = p->in.focus;
    CHECK(focus >= 0);
    key(SDLK_h);
    CHECK_MSG(run_until(c_play_hint_marked, 20000), "no play hint came");
    frames(30);
    card_t hc = p->in.hint_card;
    CHECK_MSG(cardset_has(legal, hc), "hinted card %d is not legal", hc);
    CHECK_EQ_INT(p->in.focus, focus);
    CHECK(!play_hint_taken(p));
    redraw();
    check_marks(p, cardset_of(hc));
    char label[16];
    ui_card_label(hc, label, sizeof label);
    CHECK_MSG(strstr(p->msg.hint, label) != NULL && strlen(p->msg.hint) < 64, "reason: '%s'", p->msg.hint);
    cardset_t rest = legal & ~cardset_of(hc);
    if (rest) {
        /* marked, not raised above the other playable cards until it is taken */
        CHECK(play_south_lift(p, hc, app.anim_ms) <= 26.0f);
    }
    screenshot("play_hint_marked");
    CHECK_MSG(control("Use hint") != NULL, "no Use hint button while the hint shows");
    key(SDLK_h);
    frames(30);
    CHECK(play_hint_taken(p));
    CHECK(cardset_has(game_hand(g, SEAT_S), hc)); /* taken, not played */
    if (rest) {
        CHECK(play_south_lift(p, hc, app.anim_ms) > play_south_lift(p, cardset_lowest(rest), app.anim_ms));
    }
    redraw();
    screenshot("play_hint_taken");
    key(SDLK_RETURN);
    CHECK(!cardset_has(game_hand(g, SEAT_S), hc));
    CHECK_MSG(run_until(c_trick_card_landed, 600), "the hinted card never reached the trick");
    frames(30);
    CHECK_EQ_INT(p->in.hint_card, CARD_NONE);
    CHECK_MSG(p->msg.hint[0] == 0, "the hint still shows: '%s'", p->msg.hint);
}

static void test_queue_before_turn(void)
{
    CHECK_MSG(run_until(c_not_south_turn, 6000), "never waited for another seat");
    play_t *p = play();
    const game_t *g = table_game(home.table);
    card_t c = cardset_highest(p->shown.hand[SEAT_S]);
    click_south_card(c);
    if (play_is_south_turn(p)) {
        return; /* the turn came while we clicked: nothing to queue */
    }
    CHECK_EQ_INT(p->in.queued, c);
    screenshot("play_queued");
    click_south_card(c);
    CHECK_EQ_INT(p->in.queued, CARD_NONE); /* clicked again: cancelled */
    click_south_card(c);
    CHECK_EQ_INT(p->in.queued, c);
    CHECK_MSG(run_until(c_watched_settled, 6000), "the queued card never got its turn");
    /* played if it was legal then, otherwise dropped from the queue with the
     * reason shown */
    if (cardset_has(game_hand(g, SEAT_S), c)) {
        CHECK_MSG(strstr(p->msg.toast, "can't be played") != NULL, "toast: %s", p->msg.toast);
        CHECK_EQ_INT(p->in.queued, CARD_NONE);
    } else {
        CHECK(p->shown.trick[SEAT_S] == c || !cardset_has(p->shown.hand[SEAT_S], c));
    }
}

static void test_pause_and_overlays(void)
{
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    int64_t before = game_clock_ms(table_game(home.table));
    frames(60);
    /* the tournament clock keeps running under the pause */
    CHECK(game_clock_ms(table_game(home.table)) <= before - 900);
    screenshot("pause");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "play");
    key(SDLK_s);
    CHECK_EQ_STR(top_name(), "scores");
    screenshot("scores");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "play");
}

/* The cards of a trick are flying to its winner. */
static bool c_trick_collecting(void)
{
    play_t *p = play();
    if (!p || strcmp(top_name(), "play") != 0) {
        return false;
    }
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_TAKEN && !tween2_done(&p->anim.cards[c].pos, app.anim_ms)) {
            return true;
        }
    }
    return false;
}

/* The collected trick has gone from the table. */
static bool c_trick_collected(void)
{
    play_t *p = play();
    if (!p) {
        return false;
    }
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_TAKEN) {
            return false;
        }
    }
    return true;
}

/* Paused while a trick is collected: the table under the pause gets no updates,
 * so its animation cannot move and must not keep the loop drawing; only the
 * clock's seconds are redrawn. */
static void test_pause_mid_trick(void)
{
    if (!home.table || table_over(home.table)) {
        return;
    }
    table_set_autoplay(home.table, true); /* South plays too: tricks come by themselves */
    play()->in.queued = CARD_NONE;
    CHECK_MSG(run_until(c_trick_collecting, 6000), "no trick was collected");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    frames(2);
    /* five seconds of frames, 1/60 s apart, as app_run would make them if it
     * never slept */
    uint64_t drawn = app.frames_drawn;
    int64_t clock = game_clock_ms(table_game(home.table));
    /* After a frame that draws (the clock's new second) the loop must go back to sleep: the longest run
     * of frames after which it would not sleep. (Not the last frame alone: it may be the one that draws
     * a second.) */
    int run = 0, longest = 0;
    for (int i = 0; i < 300; i++) {
        frame();
        run = app.was_idle ? 0 : run + 1;
        longest = run > longest ? run : longest;
    }
    uint64_t n = app.frames_drawn - drawn;
    CHECK_MSG(n <= 12, "%llu of 300 frames drawn in 5 s of pause (the table under it is still)", (unsigned long long)n);
    CHECK_MSG(n >= 3,
              "only %llu frames drawn in 5 s of pause: the clock's seconds are "
              "not shown",
              (unsigned long long)n);
    CHECK_MSG(longest <= 2, "%d frames in a row without sleeping in the pause", longest);
    CHECK(game_clock_ms(table_game(home.table)) <= clock - 4900);
    screenshot("pause_mid_trick");
    /* resumed, the collection goes on to its end */
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "play");
    CHECK_MSG(run_until(c_trick_collected, 600), "the trick was never collected after the pause");
    if (home.table) {
        table_set_autoplay(home.table, false);
    }
}

/* The gold ring marks the card that takes the trick, and only once the trick is
 * decided: while the last card flies in, the ring must not sit on the card of
 * whoever took the trick before. */
static void test_trick_taker(void)
{
    if (!home.table || table_over(home.table)) {
        return;
    }
    table_set_autoplay(home.table, true);
    play()->in.queued = CARD_NONE;
    int ringed = 0, waited = 0;
    bool was_full = false;
    for (int f = 0; f < 6000 && ringed < 3 && strcmp(top_name(), "play") == 0; f++) {
        frame();
        play_t *p = play();
        bool full = true;
        for (int s = 0; s < 4; s++) {
            full &= p->shown.trick[s] != CARD_NONE;
        }
        card_t taker = play_trick_taker(p);
        if (!full) {
            CHECK_EQ_INT(taker, CARD_NONE);
            was_full = false;
            continue;
        }
        int led = card_suit(p->shown.trick[p->shown.leader]);
        card_t best = p->shown.trick[p->shown.leader];
        for (int s = 0; s < 4; s++) {
            card_t c = p->shown.trick[s];
            if (card_suit(c) == led && card_rank(c) > card_rank(best)) {
                best = c;
            }
        }
        if (taker == CARD_NONE) {
            waited++;
        } else {
            CHECK_MSG(taker == best, "the ring is on card %d, the trick goes to card %d", taker, best);
            if (taker != best) {
                break;
            }
            ringed += !was_full;
            was_full = true;
        }
    }
    CHECK_MSG(ringed >= 3, "only %d tricks were shown with the ring", ringed);
    CHECK(waited > 0); /* the last card's flight: frames with the trick whole and
                          not yet decided */
    table_set_autoplay(home.table, false);
}

static void test_summary(void)
{
    /* let the computer play South for the rest of the hand, fast */
    CHECK_MSG(autoplay_to_summary(), "the hand never ended");
    screenshot("summary");
    int hand = game_hand_number(table_game(home.table));
    frames(40); /* Enter is taken once the summary has been shown for a moment
                   (test_focus.c) */
    key(SDLK_RETURN);
    if (!table_over(home.table)) {
        CHECK_EQ_STR(top_name(), "play");
        CHECK_EQ_INT(game_hand_number(table_game(home.table)), hand + 1);
    }
}

static void test_clock_runs_out(void)
{
    if (!home.table || table_over(home.table)) {
        return;
    }
    int games = home.stats.games;
    /* ten minutes pass in one go: the game ends at once, "Time is up", then the
     * result */
    app.virtual_now += 600000;
    frame();
    CHECK(table_over(home.table));
    CHECK_EQ_INT(table_end(home.table)->reason, END_CLOCK);
    frames(30);
    screenshot("time_up");
    CHECK_MSG(run_until(c_result, 2000), "no result after the clock ran out");
    screenshot("result_clock");
    CHECK_EQ_INT(home.stats.games, games + 1);
    CHECK(home.table != NULL);
    if (home.table) {
        CHECK(table_end(home.table)->has_standings);
    }
}

/* The clock runs out before a hand is completed: all four are tied at 0, and
 * the record's line says the lead was shared ("Time up, you led" was said of
 * such a game). */
static void test_time_up_all_tied(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 11));
    frames(2);
    app.virtual_now += rules.clock_seconds * 1000.0 + 1000.0;
    frame();
    CHECK(table_over(home.table));
    const game_event_t *e = table_end(home.table);
    CHECK(e && e->reason == END_CLOCK);
    for (int seat = 0; e && seat < 4; seat++) {
        CHECK_EQ_INT(e->end_totals[seat], 0);
    }
    CHECK_MSG(run_until(c_result, 2000), "no result after the clock ran out");
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    redraw();
    CHECK(home.stats.recent_count > 0 && home.stats.recent[0].won && home.stats.recent[0].shared);
    char line[160];
    stats_describe_short(&home.stats.recent[0], line, sizeof line);
    CHECK_MSG(strncmp(line, "Time up, tied for the lead", 26) == 0, "the record says: %s", line);
    CHECK_MSG(ui_check_drew(check, line), "the result does not show the record's line: %s", line);
    screenshot("result_clock_tied");
    app.gfx.check = NULL;
    ui_check_free(check);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* Whether the last frame drew a label that starts with s. */
static bool drew_start(const ui_check_t *c, const char *s)
{
    for (int i = 0; i < ui_check_label_count(c); i++) {
        if (strncmp(ui_check_label_text(c, i), s, strlen(s)) == 0) {
            return true;
        }
    }
    return false;
}

/* A tournament with a rule changed (to 10 points) is the player's own: its standings score (0 here,
 * the clock out before a hand ended) is no "New personal best" over a record of -500, the record keeps
 * its best and mean, the result says why, and the record's line says "own rules". */
static void test_own_rules_not_a_record(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    char err[200];
    CHECK(rules_set_option(&rules, "target=10", err, sizeof err));
    stats_t kept = home.stats;
    home.stats.games++;
    home.stats.standings_games = 1;
    home.stats.standings_sum = -500;
    home.stats.standings_best = -500;
    CHECK(start_game(&rules, 11));
    frames(2);
    app.virtual_now += rules.clock_seconds * 1000.0 + 1000.0;
    frame();
    CHECK(table_over(home.table));
    CHECK_MSG(run_until(c_result, 2000), "no result after the clock ran out");
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    redraw();
    CHECK(table_end(home.table)->has_standings);
    CHECK_EQ_INT(home.stats.standings_best, -500);
    CHECK_EQ_INT(home.stats.standings_games, 1);
    CHECK(home.stats.recent[0].own_rules);
    CHECK_MSG(!drew_start(check, "New personal best"), "an own-rules game set the tournament's best");
    CHECK_MSG(drew_start(check, "You changed the rules"), "the result does not say the rules were changed");
    app.gfx.check = NULL;
    ui_check_free(check);
    screenshot("result_own_rules");
    char line[160];
    stats_describe_short(&home.stats.recent[0], line, sizeof line);
    CHECK_MSG(strstr(line, "own rules") != NULL, "the record says: %s", line);
    stats_describe(&home.stats.recent[0], line, sizeof line);
    CHECK_MSG(strstr(line, "Tournament, own rules") != NULL && !strstr(line, "standings"), "the record says: %s", line);
    /* a quit game's standings, 0 by the rules, say why */
    stats_result_t quit = {
        .preset = PRESET_TOURNAMENT, .reason = END_QUIT, .hands = 1, .has_standings = true, .outcome = STATS_QUIT};
    stats_describe_short(&quit, line, sizeof line);
    CHECK_MSG(strstr(line, "standings 0 for quitting") != NULL, "the record says: %s", line);
    home_end_game(&home);
    home.stats = kept;
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static const char *log_path(void)
{
    static char path[700];
    snprintf(path, sizeof path, "%s/scene_game.jsonl", out_dir);
    return path;
}

/* The last line of the log, parsed. */
static cJSON *last_log_line(void)
{
    FILE *f = fopen(log_path(), "r");
    if (!f) {
        return NULL;
    }
    char line[8192], last[8192] = "";
    while (fgets(line, sizeof line, f)) {
        memcpy(last, line, sizeof last);
    }
    fclose(f);
    return cJSON_Parse(last);
}

static void test_quit_logs_end(void)
{
    remove(log_path());
    home.opt.log_path = log_path();
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 99));
    frames(3);
    CHECK_EQ_STR(top_name(), "play");
    CHECK(game_clock_ms(table_game(home.table)) < 0);
    screenshot("classic_table");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    /* "Leave the game" asks once more, then leaves to the title */
    click_control("Leave the game");
    CHECK_EQ_STR(top_name(), "pause");
    click_control("Click again to leave");
    CHECK_EQ_STR(top_name(), "title");
    CHECK(home.table == NULL);
    cJSON *end = last_log_line();
    CHECK(end != NULL);
    if (end) {
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(end, "event")), "end");
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(end, "reason")), "quit");
        cJSON_Delete(end);
    }
    /* the first line says who played */
    FILE *f = fopen(log_path(), "r");
    char line[8192];
    if (f && fgets(line, sizeof line, f)) {
        cJSON *g = cJSON_Parse(line);
        CHECK(g != NULL);
        cJSON *players = cJSON_GetObjectItem(g, "players");
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(players, "S")), "human");
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(players, "W")), "ai:normal");
        CHECK_EQ_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(g, "seed")), 99);
        cJSON_Delete(g);
    }
    if (f) {
        fclose(f);
    }
    home.opt.log_path = NULL;
}

static void test_resize_keeps_layout(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 2000));
    SDL_SetWindowSize(app.window, 1600, 900);
    frames(3);
    CHECK_EQ_INT(L()->pw, 1600);
    play_t *p = play();
    card_t first = cardset_lowest(p->shown.hand[SEAT_S]);
    float x, y;
    south_card_center(first, &x, &y);
    redraw();
    SDL_Color c = pixel(x - card_size_w(CARDSZ_FACE) / 2 + 6, y + 30);
    CHECK_MSG(is_white(c), "after a resize South's card is not where it should be (%d,%d,%d)", c.r, c.g, c.b);
    /* a wide window: the table grows sideways, cards keep their size */
    SDL_SetWindowSize(app.window, 1400, 600);
    frames(3);
    CHECK(L()->lw > LOGICAL_W);
    screenshot("wide_window");
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* The table's layout at the five sizes the layout test draws: made by resize
 * for the window's size and nothing else (a fresh one for that size is the
 * same, byte for byte), read by what is drawn and clicked (the cards at rest
 * stand on their places, the buttons listed where it puts them, a click on a
 * card's place finds that card), and sound: inside the window, South's hand
 * clear of its plate for every number of cards, the buttons clear of the plates
 * and of each other, the message band between Across's cards and the trick. */
static void check_table_layout(const play_t *p)
{
    const play_layout_t *l = &p->layout;
    play_layout_t fresh;
    memset(&fresh, 0, sizeof fresh);
    play_layout_compute(&fresh, &app.gfx, L()->lw, L()->lh, L()->scale, l->players);
    CHECK_MSG(memcmp(&fresh, l, sizeof fresh) == 0, "the layout is not the one for %gx%g", L()->lw, L()->lh);
    card_t hand[HAND_MAX];
    int n = 0;
    for (cardset_t h = p->shown.hand[SEAT_S]; h && n < HAND_MAX;) {
        hand[n++] = cardset_pop(&h);
    }
    for (int i = 0; i < n; i++) {
        const csprite_t *s = &p->anim.cards[hand[i]];
        CHECK(s->pos.x1 == l->hand[SEAT_S][n][i].x && s->pos.y1 == l->hand[SEAT_S][n][i].y);
        CHECK_EQ_INT(play_hit_card(p, l->hand[SEAT_S][n][i].x - card_size_w(CARDSZ_FACE) / 2 + 6,
                                   l->hand[SEAT_S][n][i].y + 30, app.anim_ms),
                     hand[i]);
    }
    float w = card_size_w(CARDSZ_FACE), h = card_size_h(CARDSZ_FACE);
    rectf_t plate = l->plate[SEAT_S];
    for (int k = 1; k <= 13; k++) {
        play_pt_t first = l->hand[SEAT_S][k][0], last = l->hand[SEAT_S][k][k - 1];
        CHECK_MSG(first.x - w / 2 >= plate.x + plate.w && last.x + w / 2 <= l->lw && last.y + h / 2 <= l->lh,
                  "a hand of %d at %gx%g runs from %g to %g", k, l->lw, l->lh, first.x - w / 2, last.x + w / 2);
    }
    for (int seat = 0; seat < 4; seat++) {
        rectf_t r = l->plate[seat];
        CHECK(r.x >= 0 && r.y >= l->header.h && r.x + r.w <= l->lw && r.y + r.h <= l->lh);
    }
    static const int ids[] = {BTN_MENU, BTN_SCORES, BTN_LAST, BTN_HINT};
    for (int i = 0; i < 4; i++) {
        rectf_t b = l->button[ids[i] - 1];
        const ui_button_t *shown = find_control(NULL, ids[i]);
        CHECK(!shown || memcmp(&shown->r, &b, sizeof b) == 0);
        for (int seat = 0; seat < 4; seat++) {
            CHECK_MSG(!rectf_overlaps(b, l->plate[seat]), "button %d on a plate at %gx%g", ids[i], l->lw, l->lh);
        }
        for (int j = 0; j < i; j++) {
            CHECK(!rectf_overlaps(b, l->button[ids[j] - 1]));
        }
    }
    CHECK(l->band.y >= l->hand[SEAT_N][13][0].y + card_size_h(CARDSZ_SMALL) / 2);
    CHECK(l->band.y + l->band.h <= l->trick[SEAT_N].y - h / 2);
}

static void test_table_layout(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 2000));
    static const int sizes[][2] = {{800, 450}, {1024, 600}, {1280, 800}, {1920, 1080}, {800, 1000}};
    for (int i = 0; i < 5; i++) {
        SDL_SetWindowSize(app.window, sizes[i][0], sizes[i][1]);
        frames(3);
        play_t *p = play();
        check_table_layout(p);
        /* drawing, moving the mouse and pressing keys leave it as it is */
        play_layout_t before = p->layout;
        click(p->layout.mid_x, p->layout.trick_mid.y);
        key(SDLK_RIGHT);
        redraw();
        CHECK(memcmp(&before, &p->layout, sizeof before) == 0);
        p->in.focus = -1;
    }
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* ---- South's hand holds still under the pointer ---- */

/* South's cards in the order they lie; how many. */
static int south_hand(const play_t *p, card_t out[13])
{
    int n = 0;
    for (cardset_t h = p->shown.hand[SEAT_S]; h && n < 13;) {
        out[n++] = cardset_pop(&h);
    }
    return n;
}

/* South's cards are on their way to (or rest on) the places of a hand of as
 * many as it holds. */
static bool c_south_closed_up(void)
{
    play_t *p = play();
    card_t hand[13];
    int n = south_hand(p, hand);
    for (int i = 0; i < n; i++) {
        const csprite_t *s = &p->anim.cards[hand[i]];
        play_pt_t at = p->layout.hand[SEAT_S][n][i];
        if (s->pos.x1 != at.x || s->pos.y1 != at.y) {
            return false;
        }
    }
    return true;
}

static bool c_south_closed_and_still(void)
{
    play_t *p = play();
    for (cardset_t h = p->shown.hand[SEAT_S]; h;) {
        if (!tween2_done(&p->anim.cards[cardset_pop(&h)].pos, app.anim_ms)) {
            return false;
        }
    }
    return c_south_closed_up();
}

/* The strip of South's i-th card that the next leaves uncovered: its left edge
 * and width. */
static void south_strip_at(const play_t *p, const card_t *hand, int n, int i, float *left, float *w)
{
    float cw = card_size_w(CARDSZ_FACE);
    *left = p->anim.cards[hand[i]].pos.x1 - cw / 2;
    *w = i + 1 < n ? p->anim.cards[hand[i + 1]].pos.x1 - p->anim.cards[hand[i]].pos.x1 : cw;
}

/* The first of South's cards that may be played, or -1. */
static int first_legal(const play_t *p, const card_t *hand, int n)
{
    for (int i = 0; i < n; i++) {
        if (cardset_has(play_south_legal(p), hand[i])) {
            return i;
        }
    }
    CHECK_MSG(false, "South may play none of its %d cards", n);
    return -1;
}

/* No card of this trick has started on its way to the winner. */
static bool trick_on_table(const play_t *p)
{
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_TAKEN) {
            return false;
        }
    }
    return true;
}

/* Whether South's remaining cards stand where they stood before the play (x:
 * their places then). */
static bool south_held(const play_t *p, const float x[52])
{
    for (cardset_t h = p->shown.hand[SEAT_S]; h;) {
        card_t c = cardset_pop(&h);
        if (p->anim.cards[c].pos.x1 != x[c] || !tween2_done(&p->anim.cards[c].pos, app.anim_ms)) {
            return false;
        }
    }
    return true;
}

static void south_places(const play_t *p, float x[52])
{
    for (int c = 0; c < 52; c++) {
        x[c] = p->anim.cards[c].pos.x1;
    }
}

/* South's turn, the hand at rest and its playable cards risen; the pass made
 * first if one is asked. */
static bool to_south_turn(void)
{
    if (game_phase(table_game(home.table)) == PHASE_PASS && run_until(c_pass_mode, 2000)) {
        for (int i = 0; i < 3; i++) {
            key(SDLK_RIGHT);
            key(SDLK_SPACE);
        }
        key(SDLK_p);
        play()->in.focus = -1;
    }
    bool turn = run_until(c_south_turn, 8000);
    frames(30);
    return turn && play_is_south_turn(play());
}

/* Clicks South's card A at the middle of its strip, then, while the trick is
 * played and the hand would have long closed up, clicks the point where the
 * card B beside it showed before: B is taken (queued), and clicked again at the
 * same point B is cancelled. The point is chosen off B in the hand closed up,
 * so a hand that re-centres at once gives another card. */
static void hold_and_click_beside(play_t *p)
{
    card_t hand[13];
    int n = south_hand(p, hand);
    cardset_t legal = play_south_legal(p);
    int a = -1, dir = 0;
    for (int i = 0; i < n && a < 0; i++) {
        if (cardset_has(legal, hand[i]) && (i + 2 < n || i >= 2)) {
            a = i;
            dir = i + 2 < n ? 1 : -1;
        }
    }
    CHECK_MSG(a >= 0, "no card to play with two beside it (%d in hand)", n);
    if (a < 0) {
        return;
    }
    int b = a + dir;
    float left, w, bleft, bw;
    south_strip_at(p, hand, n, a, &left, &w);
    south_strip_at(p, hand, n, b, &bleft, &bw);
    float y = p->anim.cards[hand[a]].pos.y1 + 20;
    float bx = dir > 0 ? bleft + bw * 0.75f : bleft + bw * 0.25f;
    /* closed up, B is the (b - (dir > 0))-th of n - 1: the point is off its strip
     * there */
    int bc = dir > 0 ? b - 1 : b;
    float cw = card_size_w(CARDSZ_FACE);
    float cl = p->layout.hand[SEAT_S][n - 1][bc].x - cw / 2;
    float cr = bc + 1 < n - 1 ? p->layout.hand[SEAT_S][n - 1][bc + 1].x - cw / 2 : cl + cw;
    CHECK_MSG(bx < cl || bx >= cr, "the point %g is on B in the hand closed up too (%g..%g)", bx, cl, cr);
    float before[52];
    south_places(p, before);
    click(left + w / 2, y);
    CHECK_MSG(!cardset_has(game_hand(table_game(home.table), SEAT_S), hand[a]), "the click did not play card %d",
              hand[a]);
    frames(12); /* a quick second click: the hand had re-centred 8 frames after
                   the play */
    CHECK(!play_is_south_turn(p) && trick_on_table(p));
    CHECK_MSG(south_held(p, before), "South's hand moved under the pointer after the play");
    screenshot("hand_held");
    click(bx, y);
    CHECK_MSG(p->in.queued == hand[b], "the click aimed at card %d took %d", hand[b], p->in.queued);
    click(bx, y);
    CHECK_MSG(p->in.queued == CARD_NONE, "the same point again did not cancel card %d (queued %d)", hand[b],
              p->in.queued);
    CHECK(south_held(p, before));
}

/* South's hand keeps its places while a trick is played under the pointer, so a
 * quick second click takes the card aimed at; it closes up when the trick is
 * collected, when the pointer leaves the hand (after a play by the keyboard
 * too: the focus stays on the card beside the one played), and when the pointer
 * leaves the window. */
static void test_hand_holds_still(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 11));
    CHECK_MSG(to_south_turn(), "South's first turn never came");
    play_t *p = play();
    hold_and_click_beside(p);
    CHECK_MSG(!c_south_closed_up(), "South's hand closed up before its trick was collected");
    CHECK_MSG(run_until(c_trick_collecting, 3000), "the trick was never collected");
    CHECK_MSG(run_until(c_south_closed_and_still, 60), "South's hand did not close up after the trick");

    /* the keyboard plays the card under the pointer; the hand keeps its places
     * until the pointer leaves */
    CHECK_MSG(to_south_turn(), "South's second turn never came");
    card_t hand[13];
    int n = south_hand(p, hand);
    int a = first_legal(p, hand, n);
    if (a < 0) {
        return;
    }
    float left, w, before[52];
    south_strip_at(p, hand, n, a, &left, &w);
    int wx, wy;
    to_window(left + w / 2, p->anim.cards[hand[a]].pos.y1 + 20, &wx, &wy);
    push_mouse(SDL_MOUSEMOTION, wx, wy);
    frame();
    south_places(p, before);
    key(SDLK_RIGHT); /* the first arrow moves on from the card under the pointer;
                        back to it */
    key(SDLK_LEFT);
    CHECK_EQ_INT(p->in.focus, a);
    key(SDLK_RETURN);
    frames(12);
    CHECK(!cardset_has(p->shown.hand[SEAT_S], hand[a]) && trick_on_table(p));
    CHECK_MSG(south_held(p, before), "South's hand moved after a play by the keyboard under the pointer");
    CHECK_EQ_INT(p->in.focus, a < n - 1 ? a : n - 2); /* the card beside the one played */
    rectf_t plate = p->layout.plate[SEAT_S];
    to_window(plate.x + plate.w / 2, plate.y - 140, &wx, &wy);
    push_mouse(SDL_MOUSEMOTION, wx, wy);
    frame();
    CHECK_MSG(c_south_closed_up() && trick_on_table(p), "the pointer left the hand and it did not close up");
    CHECK(run_until(c_south_closed_and_still, 30));
    p->in.focus = -1;

    /* the pointer leaves the window */
    CHECK_MSG(to_south_turn(), "South's third turn never came");
    n = south_hand(p, hand);
    a = first_legal(p, hand, n);
    if (a < 0) {
        return;
    }
    south_strip_at(p, hand, n, a, &left, &w);
    click(left + w / 2, p->anim.cards[hand[a]].pos.y1 + 20);
    frames(12);
    CHECK(!c_south_closed_up() && trick_on_table(p));
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_WINDOWEVENT;
    ev.window.windowID = SDL_GetWindowID(app.window);
    ev.window.event = SDL_WINDOWEVENT_LEAVE;
    SDL_PushEvent(&ev);
    frame();
    CHECK_MSG(c_south_closed_up() && trick_on_table(p), "the pointer left the window and the hand did not close up");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* Omnibus asks South how to score a moon (scene_driver.c's
 * drive_to_moon_choice: a deal where South, playing as the normal AI would,
 * takes every heart and the queen in the first hand). */
static void test_moon_choice(void)
{
    double speed = app.speed;
    app.speed = 8;
    CHECK(drive_to_moon_choice());
    play_t *p = play();
    const game_t *g = table_game(home.table);
    CHECK_MSG(p->in.moon_choice, "South was not asked how to score the moon");
    if (p->in.moon_choice) {
        CHECK_EQ_INT(game_phase(g), PHASE_MOON_CHOICE);
        screenshot("moon_choice");
        click_control("26 off my score");
        CHECK(!p->in.moon_choice);
        const hand_score_t *h;
        CHECK_EQ_INT(game_history(g, &h), 1);
        CHECK_EQ_INT(h[0].moon, SEAT_S);
        CHECK_EQ_INT(h[0].moon_choice, MOON_CHOICE_SUBTRACT);
        CHECK_MSG(run_until(c_summary, 3000), "no summary after the moon");
        screenshot("summary_moon");
    }
    app.speed = speed;
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static void test_settings_files(void)
{
    char dir[700];
    snprintf(dir, sizeof dir, "%s/prefs", out_dir);
    char cmd[1600];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && rm -f '%s'/*", dir, dir);
    CHECK(system(cmd) == 0);

    settings_t s, t;
    settings_defaults(&s);
    s.card_back = 2;
    s.four_colour = true;
    s.volume = 30;
    s.speed = 1.5;
    s.rules.sun = true;
    CHECK(settings_save(&s, dir));
    settings_load(&t, dir);
    CHECK_EQ_INT(t.card_back, 2);
    CHECK(t.four_colour);
    CHECK_EQ_INT(t.volume, 30);
    CHECK(t.rules.sun);
    CHECK(t.speed > 1.49 && t.speed < 1.51);

    /* the opponents' level: each of the four New game offers is written and read
     * back; a file of before expert (level=hard) still reads */
    for (ai_level_t l = AI_EASY; l <= AI_EXPERT; l++) {
        s.level = l;
        CHECK(settings_save(&s, dir));
        settings_load(&t, dir);
        CHECK_EQ_INT(t.level, l);
    }
    char path[800];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    static const struct {
        const char *text;
        ai_level_t level;
    } files[] = {{"level=expert\nvolume=40\n", AI_EXPERT},
                 {"rule.preset=classic\nlevel=hard\nspeed=1.000\nvolume=40\n", AI_HARD}};
    FILE *f;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        f = fopen(path, "w");
        fputs(files[i].text, f);
        fclose(f);
        settings_load(&t, dir);
        CHECK_EQ_INT(t.level, files[i].level);
        CHECK_EQ_INT(t.volume, 40); /* read whole, not set aside */
    }

    /* a corrupt file is set aside and the defaults are used */
    f = fopen(path, "w");
    fputs("card_back=2\nrule.moon=banana\n", f);
    fclose(f);
    settings_load(&t, dir);
    CHECK_EQ_INT(t.card_back, 0);
    char kept[820];
    snprintf(kept, sizeof kept, "%s.corrupt-1", path);
    f = fopen(kept, "r");
    CHECK_MSG(f != NULL, "the corrupt file was not kept as %s", kept);
    if (f) {
        fclose(f);
    }
    f = fopen(path, "r");
    CHECK_MSG(f == NULL, "the corrupt file is still in place");
    if (f) {
        fclose(f);
    }

    stats_t st, st2;
    stats_defaults(&st);
    stats_result_t r = {0};
    r.when = 1700000000;
    r.preset = PRESET_TOURNAMENT;
    r.reason = END_TARGET;
    r.hands = 5;
    r.south_total = 25;
    r.won = true;
    r.has_standings = true;
    r.standings = 1648;
    CHECK(stats_record(&st, &r) == false || st.standings_best == 1648);
    r.standings = 1235;
    r.won = false;
    stats_record(&st, &r);
    CHECK(stats_save(&st, dir));
    stats_load(&st2, dir);
    CHECK_EQ_INT(st2.games, 2);
    CHECK_EQ_INT(st2.wins, 1);
    CHECK_EQ_INT(st2.standings_best, 1648);
    CHECK_EQ_INT(st2.recent_count, 2);
    CHECK_EQ_INT(st2.recent[0].standings, 1235);
    CHECK(stats_standings_mean(&st2) > 1441 && stats_standings_mean(&st2) < 1442);
}

/* ---- Resume ---- */

static int saves_seen;
static cardset_t snap_hands[4];
static int snap_totals[SEAT_MAX], snap_taken[SEAT_MAX], snap_hand_no;
static int64_t snap_clock;

/* Plays South's part (lowest legal card, three lowest to pass) until a save
 * follows a trick. */
static bool c_trick_saved(void)
{
    play_t *p = play();
    table_t *t = home.table;
    if (!p || !t || table_over(t)) {
        return false;
    }
    const game_t *g = table_game(t);
    if (table_saves(t) > saves_seen) {
        saves_seen = table_saves(t);
        if (game_phase(g) == PHASE_PLAY && game_trick(g)->count == 0 && cardset_count(game_hand(g, SEAT_S)) < 13) {
            for (int seat = 0; seat < 4; seat++) {
                snap_hands[seat] = game_hand(g, seat);
            }
            game_totals(g, snap_totals);
            game_taken_points(g, snap_taken);
            snap_hand_no = game_hand_number(g);
            snap_clock = table_saved_clock_ms(t);
            return true;
        }
    }
    if (play_pass_mode(p)) {
        cardset_t h = game_hand(g, SEAT_S), sel = 0;
        for (int i = 0; i < 3; i++) {
            sel |= cardset_of(cardset_pop(&h));
        }
        p->in.selected = sel;
        key(SDLK_p);
    } else if (play_is_south_turn(p)) {
        CHECK_EQ_INT(table_play(t, cardset_lowest(play_south_legal(p))), HEARTS_OK);
    }
    return false;
}

static bool file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
    }
    return f != NULL;
}

static bool c_pass_hint_shown(void)
{
    play_t *p = play();
    return p && cardset_count(p->in.hint_pass) == 3 && !table_hint_pending(home.table);
}

/* The keyboard alone, as a person without a mouse: the title's default button,
 * New game's rules and level chosen with Tab and Enter, three cards passed with
 * the arrows and Space, a card played with Enter (the focus is on a card that
 * may be played), the pause, and Options from it. */
static void test_keyboard_only(void)
{
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    key(SDLK_RETURN); /* New game is the default: Enter presses it at once */
    CHECK_EQ_STR(top_name(), "newgame");
    /* New game's controls in Tab order (reading order): Tournament, Classic,
     * Omnibus, Easy, Normal, Hard, Expert, 3 players, 4 players, 5 players, the
     * deal number, Random, Back, Deal; the focus starts on Deal */
    for (int i = 0; i < 3; i++) {
        key(SDLK_TAB);
    }
    key(SDLK_RETURN); /* Omnibus */
    for (int i = 0; i < 4; i++) {
        key(SDLK_TAB);
    }
    key(SDLK_RETURN); /* Expert */
    CHECK_EQ_STR(top_name(), "newgame");
    for (int i = 0; i < 7; i++) {
        key(SDLK_TAB); /* on to Deal */
    }
    key(SDLK_RETURN);
    CHECK_MSG(home.table != NULL, "Enter on Deal started no game (top: %s)", top_name());
    if (!home.table) {
        return;
    }
    CHECK_EQ_INT(table_rules(home.table)->preset, PRESET_OMNIBUS);
    CHECK_EQ_INT(table_level(home.table), AI_EXPERT);
    check_log_players("ai:expert");
    CHECK(run_until(c_pass_mode, 3000));
    play_t *p = play();
    for (int i = 0; i < 3; i++) {
        key(SDLK_RIGHT);
        key(SDLK_SPACE);
    }
    CHECK_EQ_INT(cardset_count(p->in.selected), 3);
    key(SDLK_p);
    CHECK_MSG(run_until(c_passes_shown, 5000), "the keyboard's pass was not made");
    CHECK_MSG(run_until(c_south_turn, 8000), "South's turn never came");
    frames(2);
    cardset_t legal = play_south_legal(p);
    card_t hand[13];
    int n = 0;
    for (cardset_t h = p->shown.hand[SEAT_S]; h && n < 13;) {
        hand[n++] = cardset_pop(&h);
    }
    if (p->in.focus < 0) {
        key(SDLK_RIGHT);
    }
    CHECK_MSG(p->in.focus >= 0 && p->in.focus < n && cardset_has(legal, hand[p->in.focus]),
              "the keyboard's focus (%d) is not on a card that may be played", p->in.focus);
    int before = cardset_count(game_hand(table_game(home.table), SEAT_S));
    key(SDLK_RETURN);
    CHECK_EQ_INT(cardset_count(game_hand(table_game(home.table), SEAT_S)), before - 1);
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    for (int i = 0; i < 3; i++) {
        key(SDLK_DOWN); /* from Resume (the default): Score sheet, Rules, Options */
    }
    key(SDLK_RETURN);
    CHECK_EQ_STR(top_name(), "options");
    key(SDLK_ESCAPE);
    frames(2);
    CHECK_EQ_STR(top_name(), "pause");
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "play");
    home_end_game(&home);
    home.level = AI_HARD; /* the tests after this one play against hard, as when
                             this one chose Hard */
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static void test_resume(void)
{
    char save[1100], keep[1200], cmd[2600];
    kvfile_path(save, sizeof save, home.pref_dir, SAVEGAME_NAME);
    snprintf(keep, sizeof keep, "%s.keep", save);
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5150));
    frames(2);
    table_flush(home.table); /* the save is written by a thread of its own */
    CHECK_MSG(file_exists(save), "no save at %s", save);
    /* a hint for the pass first, taken (H again): three cards of South's hand are
     * chosen, with a reason */
    CHECK_MSG(run_until(c_pass_mode, 6000), "no pass");
    play_t *pp = play();
    pp->in.selected = 0;
    key(SDLK_h);
    CHECK_MSG(run_until(c_pass_hint_shown, 20000), "no pass hint came");
    key(SDLK_h);
    CHECK_EQ_INT(cardset_count(pp->in.selected), 3);
    CHECK((pp->in.selected & ~game_hand(table_game(home.table), SEAT_S)) == 0);
    CHECK_MSG(strncmp(pp->msg.hint, "Pass ", 5) == 0 && strlen(pp->msg.hint) > 20, "reason: '%s'", pp->msg.hint);
    saves_seen = table_saves(home.table);
    CHECK_MSG(run_until(c_trick_saved, 20000), "no save after a trick");

    /* as if killed now: the file is what the next start finds (once its writer
     * has caught up) */
    table_flush(home.table);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", save, keep);
    CHECK(system(cmd) == 0);
    home_end_game(&home);
    CHECK_MSG(!file_exists(save), "a quit game is still offered");
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    driver_restart_home();
    CHECK(!home.resume_offered);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", keep, save);
    CHECK(system(cmd) == 0);
    driver_restart_home();
    CHECK_MSG(home.resume_offered, "the saved game is not offered");
    char line[200];
    CHECK(strstr(home_resume_line(&home, line, sizeof line), "Hand ") != NULL);
    /* the title of the next run: laid out with the Resume game button, above New
     * game */
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    redraw();
    screenshot("title_resume");
    /* one default (gold) button: Resume game; New game is one of the others, and
     * the focus's */
    const ui_button_t *ctl;
    scene_t *title = scene_top(&app.scenes);
    int nctl = title->controls(title, &ctl), gold = 0;
    for (int i = 0; i < nctl; i++) {
        gold += !ctl[i].hidden && ctl[i].style == BUTTON_PRIMARY;
    }
    CHECK_EQ_INT(gold, 1);
    CHECK(control("Resume game")->style == BUTTON_PRIMARY && focused() == control("Resume game"));
    if (control("New game")) {
        rectf_t ng = control("New game")->r;
        SDL_Color c = pixel(ng.x + 40, ng.y + 30);
        CHECK_MSG(!(c.r > 180 && c.g > 130 && c.b < 150), "New game is gold too: %d,%d,%d", c.r, c.g, c.b);
    }
    const ui_button_t *resume = control("Resume game");
    const ui_button_t *new_game = control("New game");
    CHECK(resume && new_game && resume->r.y + resume->r.h <= new_game->r.y);
    click_control("Resume game");
    CHECK_EQ_STR(top_name(), "play");
    CHECK(home.table != NULL);
    if (!home.table) {
        return;
    }
    const game_t *g = table_game(home.table);
    CHECK_EQ_INT(game_hand_number(g), snap_hand_no);
    for (int seat = 0; seat < 4; seat++) {
        CHECK_EQ_INT(game_hand(g, seat), snap_hands[seat]);
    }
    int t[SEAT_MAX], k[SEAT_MAX];
    game_totals(g, t);
    game_taken_points(g, k);
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(t[i], snap_totals[i]);
        CHECK_EQ_INT(k[i], snap_taken[i]);
    }
    CHECK_EQ_INT(game_trick(g)->count, 0);
    int64_t left = game_clock_ms(g);
    CHECK_MSG(left <= snap_clock && left > snap_clock - 200, "clock %lld, saved %lld", (long long)left,
              (long long)snap_clock);
    play_t *p = play();
    CHECK_EQ_INT(cardset_count(p->shown.hand[SEAT_S]), cardset_count(snap_hands[SEAT_S]));
    redraw();
    screenshot("resumed");
    /* and it plays on: another trick is saved */
    saves_seen = table_saves(home.table);
    CHECK_MSG(run_until(c_trick_saved, 20000), "the resumed game did not go on");

    /* a corrupt save is set aside and not offered */
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    snprintf(cmd, sizeof cmd, "rm -f '%s'.corrupt-*", save);
    CHECK(system(cmd) == 0);
    FILE *f = fopen(save, "wb");
    fputs("{\"save\":1,\"clock_ms\":\"x\"}\n\x01\x02 binary junk\n", f);
    fclose(f);
    driver_restart_home();
    CHECK(!home.resume_offered);
    char kept[1300];
    snprintf(kept, sizeof kept, "%s.corrupt-1", save);
    CHECK_MSG(file_exists(kept), "the corrupt save was not kept as %s", kept);
    CHECK(!file_exists(save));
    remove(keep);
}

/* A game saved while South has chosen two cards to pass (clicked, not passed)
 * resumes with the same two chosen: the screen hands its choice to the table,
 * which keeps it in the save. */
static void test_resume_mid_pass(void)
{
    char save[1100], keep[1200], cmd[5000];
    kvfile_path(save, sizeof save, home.pref_dir, SAVEGAME_NAME);
    snprintf(keep, sizeof keep, "%s.keep", save);
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 616));
    CHECK_MSG(run_until(c_pass_mode, 6000), "no pass");
    play_t *p = play();
    cardset_t hand = p->shown.hand[SEAT_S];
    card_t a = cardset_pop(&hand), b = cardset_pop(&hand);
    click_south_card(a);
    click_south_card(b);
    frames(2);
    CHECK(p->in.selected == (cardset_of(a) | cardset_of(b)));
    /* as if killed now */
    table_flush(home.table);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", save, keep);
    CHECK(system(cmd) == 0);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    snprintf(cmd, sizeof cmd, "mv '%s' '%s'", keep, save);
    CHECK(system(cmd) == 0);
    driver_restart_home();
    CHECK_MSG(home.resume_offered, "the saved game is not offered");
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    click_control("Resume game");
    CHECK_EQ_STR(top_name(), "play");
    frames(2);
    p = play();
    CHECK_MSG(p && p->in.selected == (cardset_of(a) | cardset_of(b)), "resumed with %d cards chosen",
              p ? cardset_count(p->in.selected) : -1);
    CHECK(play_pass_mode(p));
    redraw();
    screenshot("resumed_mid_pass");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* ---- The result's score sheet ---- */

/* A number as the sheet writes it ("7", "26 \u263e" for a moon, a minus sign or
 * a hyphen). */
static int sheet_number(const char *s)
{
    if (strncmp(s, "\xe2\x88\x92", 3) == 0) {
        return -atoi(s + 3);
    }
    return atoi(s);
}

typedef struct {
    int rows, hand[64], score[64][4];
    bool has_total;
    int total[4];
} sheet_read_t;

/* The score sheet as the last frame drew it, read from its labels in the order
 * drawn: HAND and the four seats, then a hand's number and its four scores a
 * row, then Total and the four totals. */
static void read_sheet(const ui_check_t *c, sheet_read_t *out)
{
    memset(out, 0, sizeof *out);
    int n = ui_check_label_count(c), i = 0;
    while (i < n && strcmp(ui_check_label_text(c, i), _("HAND")) != 0) {
        i++;
    }
    for (i += 5; i + 4 < n && strcmp(ui_check_label_text(c, i), _("Total")) != 0 && out->rows < 64; i += 5) {
        out->hand[out->rows] = sheet_number(ui_check_label_text(c, i));
        for (int seat = 0; seat < 4; seat++) {
            out->score[out->rows][seat] = sheet_number(ui_check_label_text(c, i + 1 + seat));
        }
        out->rows++;
    }
    if (i + 4 < n) {
        out->has_total = true;
        for (int seat = 0; seat < 4; seat++) {
            out->total[seat] = sheet_number(ui_check_label_text(c, i + 1 + seat));
        }
    }
}

/* Reads the result's sheet from the top, a page at a time (Page Down), until
 * its last hand: every hand is shown once, in order, with the scores the game
 * has, and the rows add up to the totals. */
static void check_sheet_whole(ui_check_t *check, const char *what, int *pages)
{
    const game_t *g = table_game(home.table);
    const hand_score_t *hs;
    int n = game_history(g, &hs), next = 1, sum[4] = {0, 0, 0, 0}, totals[SEAT_MAX];
    game_totals(g, totals);
    *pages = 0;
    for (int page = 0; page < 20 && next <= n; page++) {
        redraw();
        sheet_read_t sh;
        read_sheet(check, &sh);
        CHECK_MSG(sh.rows > 0 && sh.has_total, "%s: no sheet drawn", what);
        if (sh.rows == 0) {
            return;
        }
        CHECK_MSG(sh.hand[0] <= next, "%s: the sheet shows hand %d, not hand %d", what, sh.hand[0], next);
        if (sh.hand[0] > next) {
            return;
        }
        for (int k = 0; k < sh.rows; k++) {
            int i = sh.hand[k] - 1;
            CHECK_MSG(i >= 0 && i < n, "%s: a row of hand %d", what, sh.hand[k]);
            if (i < 0 || i >= n) {
                return;
            }
            for (int seat = 0; seat < 4; seat++) {
                CHECK_EQ_INT(sh.score[k][seat], hs[i].score[seat]);
                sum[seat] += sh.hand[k] == next ? sh.score[k][seat] : 0;
            }
            next = sh.hand[k] == next ? next + 1 : next;
            if (k > 0) {
                CHECK_EQ_INT(sh.hand[k], sh.hand[k - 1] + 1);
            }
        }
        for (int seat = 0; seat < 4; seat++) {
            CHECK_EQ_INT(sh.total[seat], totals[seat]);
        }
        (*pages)++;
        key(SDLK_PAGEDOWN);
    }
    CHECK_MSG(next == n + 1, "%s: the sheet showed hands 1 to %d of %d", what, next - 1, n);
    for (int seat = 0; seat < 4; seat++) {
        CHECK_MSG(sum[seat] == totals[seat], "%s: seat %d's rows add up to %d, its total is %d", what, seat, sum[seat],
                  totals[seat]);
    }
}

/* A long classic game's result lists every hand (hand 1 was left out once
 * twelve hands had been played) and its rows add up to the totals; a game
 * longer still scrolls, from hand 1 to its last. */
static void test_result_every_hand(void)
{
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    int pages = 0;
    /* a classic game of 12 hands or more: one page, every hand */
    uint64_t seed = 43;
    for (; seed < 80; seed++) {
        CHECK(start_game(&rules, seed));
        play_to_end();
        const hand_score_t *hs;
        if (game_history(table_game(home.table), &hs) >= 12) {
            break;
        }
    }
    const hand_score_t *hs;
    int n = game_history(table_game(home.table), &hs);
    CHECK_MSG(n >= 12, "no classic game of 12 hands (seeds 43 to 79)");
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    char what[64];
    snprintf(what, sizeof what, "classic, seed %llu, %d hands", (unsigned long long)seed, n);
    check_sheet_whole(check, what, &pages);
    CHECK_MSG(pages == 1, "%s: %d pages, not one", what, pages);
    /* the computer played South (play_to_end): the game is nobody's record, and
     * the result says so rather than show the record's headings over nothing */
    redraw();
    bool said = false;
    for (int i = 0; i < ui_check_label_count(check); i++) {
        said |= strncmp(ui_check_label_text(check, i), "The computer played your seat", 29) == 0;
    }
    CHECK_MSG(said, "an autoplay game's result does not say it does not count");
    CHECK_MSG(!ui_check_drew(check, "RECENT RESULTS"), "an autoplay game's result shows RECENT RESULTS");
    screenshot("result_classic");
    home_end_game(&home);

    /* to 300 points: too many hands for the panel; it scrolls, from hand 1, and
     * Home goes back */
    rules.target = 300;
    CHECK(start_game(&rules, 5));
    play_to_end();
    n = game_history(table_game(home.table), &hs);
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    snprintf(what, sizeof what, "classic to 300, %d hands", n);
    check_sheet_whole(check, what, &pages);
    CHECK_MSG(pages > 1, "%s: one page", what);
    screenshot("result_classic_end");
    key(SDLK_HOME);
    redraw();
    sheet_read_t sh;
    read_sheet(check, &sh);
    CHECK_EQ_INT(sh.hand[0], 1);
    SDL_Event wheel;
    SDL_zero(wheel);
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -1; /* towards the user: down the sheet */
    SDL_PushEvent(&wheel);
    frames(2);
    redraw();
    read_sheet(check, &sh);
    CHECK_EQ_INT(sh.hand[0], 4);
    CHECK_EQ_STR(top_name(), "result");
    app.gfx.check = NULL;
    ui_check_free(check);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* ---- The scene stack (platform/scene.h), with small scenes of our own ---- */

typedef struct {
    int enters, leaves;
    int pushes_on_enter; /* how many times its enter pushes a scene above it */
} counter_t;

static counter_t counters[8];
static scene_stack_t *test_stack;

static scene_t *counted(int i, const char *name);

/* A counting scene's data (freed by the stack, as every scene's is) points at
 * its counter. */
static counter_t *counter_of(const scene_t *s)
{
    return *(counter_t *const *)s->data;
}

static void counted_enter(scene_t *s)
{
    counter_t *c = counter_of(s);
    c->enters++;
    if (c->pushes_on_enter > 0) {
        c->pushes_on_enter--;
        scene_push(test_stack, counted(7, "pushed-by-enter"));
    }
}

static void counted_leave(scene_t *s)
{
    counter_t *c = counter_of(s);
    c->leaves++;
}

/* A scene that counts its enters and leaves in counters[i]. */
static scene_t *counted(int i, const char *name)
{
    scene_t *s = scene_new_with_data(NULL, name, sizeof(counter_t *));
    *(counter_t **)s->data = &counters[i];
    s->enter = counted_enter;
    s->leave = counted_leave;
    return s;
}

static void test_scene_stack(void)
{
    memset(counters, 0, sizeof counters);
    scene_stack_t st;
    memset(&st, 0, sizeof st);
    test_stack = &st;
    scene_t *a = counted(0, "a"), *b = counted(1, "b"), *c = counted(2, "c");
    scene_push(&st, a);
    scene_push(&st, b);
    scene_push(&st, c);
    CHECK_EQ_INT(st.count, 0); /* asked for, not done until applied */
    CHECK_EQ_INT(counters[0].enters, 0);
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 3);
    CHECK(scene_top(&st) == c);
    CHECK(scene_is_top(&st, c) && !scene_is_top(&st, a));
    CHECK(scene_find(&st, "b") == b);
    CHECK(scene_find(&st, "nothing") == NULL);
    for (int i = 0; i < 3; i++) {
        CHECK_EQ_INT(counters[i].enters, 1);
        CHECK_EQ_INT(counters[i].leaves, 0);
    }

    /* pop_above: everything above a goes, a stays */
    scene_pop_above(&st, a);
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 1);
    CHECK(scene_top(&st) == a);
    CHECK_EQ_INT(counters[0].leaves, 0);
    CHECK_EQ_INT(counters[1].leaves, 1);
    CHECK_EQ_INT(counters[2].leaves, 1);
    /* above the top: nothing to pop */
    scene_pop_above(&st, a);
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 1);
    CHECK_EQ_INT(counters[0].leaves, 0);

    /* ops apply in the order asked: d pushed, then pop_above a takes it away
     * again */
    scene_t *d = counted(3, "d");
    scene_push(&st, d);
    scene_pop_above(&st, a);
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 1);
    CHECK_EQ_INT(counters[3].enters, 1);
    CHECK_EQ_INT(counters[3].leaves, 1);
    /* pop_above a scene that is not in the stack by then: nothing happens */
    scene_t *e = counted(4, "e");
    scene_push(&st, e);
    scene_pop(&st);
    scene_pop_above(&st, e);
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 1);
    CHECK(scene_top(&st) == a);
    CHECK_EQ_INT(counters[4].enters, 1);
    CHECK_EQ_INT(counters[4].leaves, 1);
    CHECK_EQ_INT(counters[0].leaves, 0);

    /* replace_all: every scene leaves, the new one enters; an enter that pushes
     * is applied too */
    scene_push(&st, counted(1, "b2"));
    scene_apply_pending(&st);
    CHECK_EQ_INT(st.count, 2);
    counters[5].pushes_on_enter = 1;
    scene_t *f = counted(5, "f");
    scene_replace_all(&st, f);
    scene_apply_pending(&st);
    CHECK_EQ_INT(counters[0].leaves, 1);
    CHECK_EQ_INT(counters[1].leaves, 2);
    CHECK_EQ_INT(counters[5].enters, 1);
    CHECK_EQ_INT(counters[7].enters, 1);
    CHECK_EQ_INT(st.count, 2);
    CHECK(scene_find(&st, "f") == f);
    CHECK_EQ_STR(scene_top(&st)->name, "pushed-by-enter");
    CHECK_EQ_INT(st.nops, 0);

    /* clear: the scenes in the stack leave, and scenes pushed but never entered
     * are freed (their leave is called, their enter never) */
    scene_push(&st, counted(6, "g"));
    scene_replace_all(&st, counted(6, "h"));
    scene_push(&st, counted(6, "i"));
    scene_clear(&st);
    CHECK_EQ_INT(st.count, 0);
    CHECK_EQ_INT(st.nops, 0);
    CHECK(scene_top(&st) == NULL);
    CHECK_EQ_INT(counters[5].leaves, 1);
    CHECK_EQ_INT(counters[7].leaves, 1);
    CHECK_EQ_INT(counters[6].enters, 0);
    CHECK_EQ_INT(counters[6].leaves, 3);
    /* every scene made was left (and freed) exactly once: a b c, d, e, b2, f,
     * pushed-by-enter, g h i */
    int left = 0;
    for (int i = 0; i < 8; i++) {
        left += counters[i].leaves;
    }
    CHECK_EQ_INT(left, 11);
    test_stack = NULL;
}

static bool c_claim_offered(void)
{
    play_t *p = play();
    return p && play_claim_available(p);
}

/* Claim: the button shows only when the rest of the hand is certain from what
 * South knows; pressing it lays the rest down (a panel says who claims) and the
 * hand ends as play would have ended it. At 800x450 and 1280x800 (its
 * screenshots). Computer players claim too, so South plays on, hand after hand,
 * until a claim is South's. */
static void test_claim(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 3));
    static const int sizes[2][2] = {{800, 450}, {1280, 800}};
    for (int k = 0; k < 2; k++) {
        SDL_SetWindowSize(app.window, sizes[k][0], sizes[k][1]);
        frames(3);
        bool claimed = false;
        for (int guard = 0; guard < 400 && !claimed && !table_over(home.table); guard++) {
            if (c_summary()) {
                key(SDLK_RETURN);
                frames(2);
            }
            const game_t *g = table_game(home.table);
            if (c_pass_mode()) {
                table_set_autoplay(home.table, true);
                run_until(c_passes_shown, 4000);
                table_set_autoplay(home.table, false);
            }
            if (!run_until(c_south_turn, 4000)) {
                continue;
            }
            play_t *p = play();
            run_until(c_claim_offered, 30); /* the worker thinks it over at each of South's turns */
            const ui_button_t *b = find_control(NULL, BTN_CLAIM); /* NULL while hidden */
            if (b) {
                char name[32];
                snprintf(name, sizeof name, "claim_%dx%d", sizes[k][0], sizes[k][1]);
                screenshot(name);
                int hand = game_hand_number(g);
                if (k == 0) {
                    click_control_id(BTN_CLAIM);
                } else {
                    key(SDLK_c);
                }
                CHECK_EQ_INT(table_claimant(home.table), SEAT_S);
                CHECK(game_phase(g) == PHASE_HAND_OVER || table_over(home.table));
                CHECK(cardset_count(game_hand(g, SEAT_S)) == 0);
                frames(20);
                CHECK(p->anim.claim_up && p->anim.claim_seat == SEAT_S); /* laid down: test_claim_scene.c */
                snprintf(name, sizeof name, "claimed_%dx%d", sizes[k][0], sizes[k][1]);
                screenshot(name);
                CHECK_MSG(run_until(c_summary, 6000) || table_over(home.table), "the claimed hand never ended");
                const hand_score_t *hs = NULL;
                CHECK(game_history(g, &hs) >= hand && hs != NULL);
                claimed = true;
            } else {
                CHECK(!table_claim_offered(home.table) || !play_is_south_turn(p));
                key(SDLK_c); /* refused: nothing happens */
                CHECK_EQ_INT(table_claimant(home.table), -1);
                /* South may have no card left to play by now (the sanitizers' slower run: a zero passed
                 * to ctz); the next round of the loop waits for South's turn again */
                cardset_t legal = play_south_legal(p);
                if (legal) {
                    click_south_card(cardset_lowest(legal));
                }
            }
        }
        CHECK_MSG(claimed, "South was never offered a claim at %dx%d", sizes[k][0], sizes[k][1]);
    }
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("shots", 1280, 720)) {
        return 1;
    }

    RUN(test_scene_stack);
    RUN(test_settings_files);
    RUN(test_title);
    RUN(test_options_change);
    RUN(test_options_level);
    RUN(test_options_scale_ends);
    RUN(test_options_large_print_ring);
#if HEARTS_NLS
    RUN(test_options_language);
    RUN(test_options_in_game_smallest);
    RUN(test_options_language_of_the_run);
#endif
    RUN(test_new_game_expert);
    RUN(test_new_game_players_note);
    RUN(test_new_game_deal_number);
    RUN(test_deal_and_pass);
    RUN(test_refused_and_played);
    RUN(test_play_hint_advises);
    RUN(test_queue_before_turn);
    RUN(test_pause_and_overlays);
    RUN(test_pause_mid_trick);
    RUN(test_trick_taker);
    RUN(test_summary);
    RUN(test_clock_runs_out);
    RUN(test_time_up_all_tied);
    RUN(test_own_rules_not_a_record);
    RUN(test_quit_logs_end);
    RUN(test_resize_keeps_layout);
    RUN(test_table_layout);
    RUN(test_hand_holds_still);
    RUN(test_moon_choice);
    RUN(test_resume);
    RUN(test_resume_mid_pass);
    RUN(test_result_every_hand);
    RUN(test_keyboard_only);
    RUN(test_pass_words_cover_every_card);
    RUN(test_pass_hint_advises);
    RUN(test_claim);

    driver_finish();
    return test_finish();
}
