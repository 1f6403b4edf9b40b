/* Scene tests: the real program's code on SDL's dummy video driver with the software renderer.
 * Mouse and key events are pushed with SDL_PushEvent as a person would make them; time is virtual
 * (each frame moves it on by 1/60 s), and what was drawn is read back with SDL_RenderReadPixels.
 * Every scene is saved as a PNG under the build folder for reviewers. */
#include <SDL.h>
#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "kvfile.h"
#include "savegame.h"
#include "play_internal.h"
#include "scenes.h"
#include "settings.h"
#include "stats.h"
#include "test_util.h"

static app_t app;
static char out_dir[512];

/* ---- Driving the program ---- */

static void frame(void)
{
    app.virtual_now += 1000.0 / 60.0;
    app_frame(&app);
}

static void frames(int n)
{
    for (int i = 0; i < n; i++) {
        frame();
    }
}

/* Runs frames until cond holds; the AI thinks in real time, so give it a moment when it is busy. */
static bool run_until(bool (*cond)(void), int max_frames)
{
    for (int i = 0; i < max_frames; i++) {
        if (cond()) {
            return true;
        }
        if (ai_worker_busy(app.worker)) {
            SDL_Delay(1);
        }
        frame();
    }
    return cond();
}

static scene_id_t top_id(void)
{
    scene_t *s = scene_top(&app);
    return s ? s->id : (scene_id_t)-1;
}

static play_t *play(void)
{
    scene_t *s = scene_find(&app, SCENE_PLAY);
    return s ? s->data : NULL;
}

static void to_window(float lx, float ly, int *wx, int *wy)
{
    /* logical -> pixels -> window coordinates (the same on the dummy driver, but be exact) */
    float px = lx * app.layout.scale, py = ly * app.layout.scale;
    *wx = (int)(px * app.layout.ww / app.layout.pw + 0.5f);
    *wy = (int)(py * app.layout.wh / app.layout.ph + 0.5f);
}

static void push_mouse(Uint32 type, int x, int y)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.windowID = SDL_GetWindowID(app.window);
        ev.motion.x = x;
        ev.motion.y = y;
    } else {
        ev.button.windowID = SDL_GetWindowID(app.window);
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev.button.clicks = 1;
        ev.button.x = x;
        ev.button.y = y;
    }
    SDL_PushEvent(&ev);
}

static void click(float lx, float ly)
{
    int x, y;
    to_window(lx, ly, &x, &y);
    push_mouse(SDL_MOUSEMOTION, x, y);
    push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    push_mouse(SDL_MOUSEBUTTONUP, x, y);
    frame();
}

static void click_rect(rectf_t r)
{
    click(r.x + r.w / 2, r.y + r.h / 2);
}

static void key(SDL_Keycode k)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = SDL_GetWindowID(app.window);
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = k;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    ev.key.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
    frame();
}

static void type_text(const char *s)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_TEXTINPUT;
    ev.text.windowID = SDL_GetWindowID(app.window);
    snprintf(ev.text.text, sizeof ev.text.text, "%s", s);
    SDL_PushEvent(&ev);
    frame();
}

/* Draws a fresh frame, so that pixels can be read. */
static void redraw(void)
{
    app.dirty = true;
    frame();
}

static SDL_Color pixel(float lx, float ly)
{
    SDL_Rect r = {(int)(lx * app.layout.scale), (int)(ly * app.layout.scale), 1, 1};
    Uint32 p = 0;
    SDL_Color c = {0, 0, 0, 0};
    if (SDL_RenderReadPixels(app.renderer, &r, SDL_PIXELFORMAT_ARGB8888, &p, 4) == 0) {
        c.r = (Uint8)(p >> 16);
        c.g = (Uint8)(p >> 8);
        c.b = (Uint8)p;
        c.a = 255;
    }
    return c;
}

static void screenshot(const char *name)
{
    redraw();
    int w = app.layout.pw, h = app.layout.ph;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        return;
    }
    if (SDL_RenderReadPixels(app.renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0) {
        char path[700];
        snprintf(path, sizeof path, "%s/%s.png", out_dir, name);
        CHECK_MSG(IMG_SavePNG(s, path) == 0, "could not save %s", path);
    }
    SDL_FreeSurface(s);
}

static bool is_white(SDL_Color c)
{
    return c.r > 215 && c.g > 215 && c.b > 200;
}

static bool is_felt(SDL_Color c)
{
    return c.g > c.r + 15 && c.g > c.b && c.r < 120;
}

/* The centre of a card of South's hand as it rests (before any lift). */
static void south_card_center(card_t c, float *x, float *y)
{
    play_t *p = play();
    *x = p->cards[c].pos.x1;
    *y = p->cards[c].pos.y1;
}

static void click_south_card(card_t c)
{
    float x, y;
    south_card_center(c, &x, &y);
    /* the left strip of a card is always visible (the next card covers its right part) */
    click(x - card_size_w(CARDSZ_FACE) / 2 + 12, y + 20);
}

/* ---- Conditions ---- */

static bool c_pass_mode(void)
{
    play_t *p = play();
    return p && play_pass_mode(&app, p);
}

static bool c_passes_shown(void)
{
    play_t *p = play();
    return p && p->passes_done && app.anim_ms >= p->busy_until && p->nactions == 0;
}

static bool c_south_turn(void)
{
    play_t *p = play();
    return p && play_is_south_turn(&app, p);
}

static bool c_not_south_turn(void)
{
    play_t *p = play();
    game_t *g = app.session ? app.session->game : NULL;
    return p && g && game_phase(g) == PHASE_PLAY && game_turn(g) != SEAT_S && p->passes_done &&
           cardset_count(p->vis_hand[SEAT_S]) > 1;
}

static bool c_watched_settled(void)
{
    play_t *p = play();
    return p && (p->queued == CARD_NONE);
}

static bool c_summary(void)
{
    return top_id() == SCENE_SUMMARY;
}

static bool c_result(void)
{
    return top_id() == SCENE_RESULT;
}

static bool c_trick_card_landed(void)
{
    play_t *p = play();
    return p && p->vis_trick[SEAT_S] != CARD_NONE && tween2_done(&p->cards[p->vis_trick[SEAT_S]].pos, app.anim_ms);
}

/* ---- Tests ---- */

static void test_title(void)
{
    scene_replace_all(&app, scene_title_new(&app));
    frames(3);
    CHECK_EQ_INT(top_id(), SCENE_TITLE);
    redraw();
    /* the gold "New game" button in the middle */
    SDL_Color c = pixel(app.layout.lw / 2 - 100, app.layout.lh * 0.5f + 30 + 30);
    CHECK_MSG(c.r > 180 && c.g > 130 && c.b < 150, "New game button colour %d,%d,%d", c.r, c.g, c.b);
    CHECK(is_felt(pixel(40, app.layout.lh / 2)));
    screenshot("title");

    /* Options, Rules, Statistics open over the title and close with Escape */
    float cx = app.layout.lw / 2, y0 = app.layout.lh * 0.5f + 30 + 23;
    click(cx, y0 + 56);
    CHECK_EQ_INT(top_id(), SCENE_OPTIONS);
    screenshot("options");
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_TITLE);
    click(cx, y0 + 2 * 56);
    CHECK_EQ_INT(top_id(), SCENE_RULES);
    screenshot("rules");
    key(SDLK_ESCAPE);
    click(cx, y0 + 3 * 56);
    CHECK_EQ_INT(top_id(), SCENE_STATS);
    screenshot("statistics");
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_TITLE);
}

static void test_options_change(void)
{
    settings_t before = app.settings;
    scene_push(&app, scene_options_new(&app, false));
    frames(2);
    CHECK_EQ_INT(top_id(), SCENE_OPTIONS);
    /* the focus starts on the first row (the preset); Right changes it, Left changes it back */
    key(SDLK_RIGHT);
    CHECK_EQ_INT(app.settings.rules.preset, PRESET_CLASSIC);
    CHECK_EQ_INT(app.settings.rules.clock_seconds, 0);
    key(SDLK_LEFT);
    CHECK_EQ_INT(app.settings.rules.preset, PRESET_TOURNAMENT);
    CHECK_EQ_INT(app.settings.rules.clock_seconds, 600);
    /* the saved file has what the screen shows */
    settings_t loaded;
    settings_load(&loaded, app.pref_dir);
    CHECK_EQ_INT(loaded.rules.preset, PRESET_TOURNAMENT);
    CHECK_EQ_INT(loaded.card_back, app.settings.card_back);
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_TITLE);
    app.settings = before;
}

static void test_new_game_deal_number(void)
{
    float cx = app.layout.lw / 2, y0 = app.layout.lh * 0.5f + 30 + 23;
    click(cx, y0);
    CHECK_EQ_INT(top_id(), SCENE_NEWGAME);
    type_text("42");
    type_text("17");
    screenshot("new_game");
    key(SDLK_RETURN);
    frames(2);
    CHECK_EQ_INT(top_id(), SCENE_PLAY);
    CHECK(app.session != NULL);
    if (app.session) {
        CHECK_EQ_INT(app.session->seed, 4217);
        CHECK_EQ_INT(app.session->rules.preset, PRESET_TOURNAMENT);
    }
}

static void test_deal_and_pass(void)
{
    CHECK_MSG(run_until(c_pass_mode, 2000), "the table never asked for a pass");
    play_t *p = play();
    if (!p) {
        return;
    }
    CHECK_EQ_INT(cardset_count(p->vis_hand[SEAT_S]), 13);
    /* South's hand is where it should be: the first card's face is white at its left edge, and the
     * felt shows to the left of the hand */
    card_t first = cardset_lowest(p->vis_hand[SEAT_S]);
    float x, y;
    south_card_center(first, &x, &y);
    redraw();
    float left = x - card_size_w(CARDSZ_FACE) / 2;
    SDL_Color c = pixel(left + 6, y + 30);
    CHECK_MSG(is_white(c), "South's first card is not drawn at %.0f,%.0f (%d,%d,%d)", left + 6, y + 30, c.r, c.g, c.b);
    c = pixel(left - 20, y);
    CHECK_MSG(is_felt(c), "felt expected left of the hand (%d,%d,%d)", c.r, c.g, c.b);
    screenshot("pass_choose");

    /* the keyboard: an arrow puts the focus on a card, Space chooses it, Space again puts it back */
    key(SDLK_RIGHT);
    CHECK_EQ_INT(p->focus, 0);
    key(SDLK_RIGHT);
    CHECK_EQ_INT(p->focus, 1);
    key(SDLK_SPACE);
    CHECK_EQ_INT(cardset_count(p->selected), 1);
    key(SDLK_SPACE);
    CHECK_EQ_INT(cardset_count(p->selected), 0);
    p->focus = -1;

    /* choose three, a fourth is refused, one is put back and chosen again */
    cardset_t hand = p->vis_hand[SEAT_S];
    card_t cards[4];
    for (int i = 0; i < 4; i++) {
        cards[i] = cardset_pop(&hand);
    }
    for (int i = 0; i < 3; i++) {
        click_south_card(cards[i]);
    }
    CHECK_EQ_INT(cardset_count(p->selected), 3);
    click_south_card(cards[3]);
    CHECK_EQ_INT(cardset_count(p->selected), 3);
    CHECK(!cardset_has(p->selected, cards[3]));
    click_south_card(cards[1]);
    CHECK_EQ_INT(cardset_count(p->selected), 2);
    CHECK(!p->buttons[BTN_PASS - 1].enabled || cardset_count(p->selected) == 3);
    click_south_card(cards[1]);
    CHECK_EQ_INT(cardset_count(p->selected), 3);
    redraw();
    CHECK(p->buttons[BTN_PASS - 1].enabled);
    screenshot("pass_selected");
    click_rect(p->buttons[BTN_PASS - 1].r);
    CHECK(game_has_passed(app.session->game, SEAT_S));
    CHECK_MSG(run_until(c_passes_shown, 3000), "the passes were never shown");
    screenshot("pass_received");
    CHECK_EQ_INT(cardset_count(p->received), 3);
    cardset_t engine_hand = game_hand(app.session->game, SEAT_S);
    CHECK((engine_hand & p->received) == p->received);
    for (int i = 0; i < 3; i++) {
        CHECK(!cardset_has(engine_hand, cards[i]));
    }
    CHECK_EQ_INT(cardset_count(p->vis_hand[SEAT_S]), 13);
}

static void test_refused_and_played(void)
{
    CHECK_MSG(run_until(c_south_turn, 6000), "South's turn never came");
    play_t *p = play();
    game_t *g = app.session->game;
    cardset_t legal = play_south_legal(&app, p);
    cardset_t hand = game_hand(g, SEAT_S);
    CHECK(legal != 0);
    CHECK((legal & ~hand) == 0);
    cardset_t illegal = hand & ~legal;
    if (illegal) {
        card_t bad = cardset_lowest(illegal);
        click_south_card(bad);
        CHECK_EQ_INT(game_hand(g, SEAT_S), hand);
        CHECK_MSG(strstr(p->toast, game_last_error(g)) != NULL, "toast '%s' vs engine '%s'", p->toast,
                  game_last_error(g));
        CHECK(p->toast[0] != '\0');
        screenshot("play_refused");
    }
    /* legal cards are raised, the others are not */
    card_t good = cardset_lowest(legal);
    CHECK(play_south_lift(&app, p, good, app.anim_ms) > 0);
    if (illegal) {
        CHECK(play_south_lift(&app, p, cardset_lowest(illegal), app.anim_ms) == 0);
    }
    click_south_card(good);
    CHECK(!cardset_has(game_hand(g, SEAT_S), good));
    CHECK_MSG(run_until(c_trick_card_landed, 600), "the card never reached the trick");
    /* the card is drawn at South's place in the trick */
    float tx, ty;
    play_trick_pos(&app, SEAT_S, &tx, &ty);
    redraw();
    SDL_Color c = pixel(tx - card_size_w(CARDSZ_FACE) / 2 + 6, ty + 20);
    CHECK_MSG(is_white(c), "no card at South's place in the trick (%d,%d,%d)", c.r, c.g, c.b);
    screenshot("trick");
}

static bool c_hint_shown(void)
{
    play_t *p = play();
    return p && p->hint_card != CARD_NONE && !p->hint_asked;
}

/* H on South's turn: the worker thread thinks, then a legal card is raised and a reason shown. */
static void test_hint(void)
{
    CHECK_MSG(run_until(c_south_turn, 6000), "South's turn never came");
    play_t *p = play();
    game_t *g = app.session->game;
    p->toast[0] = '\0';
    key(SDLK_h);
    CHECK_MSG(run_until(c_hint_shown, 20000), "no hint came");
    cardset_t legal = play_south_legal(&app, p);
    CHECK_MSG(cardset_has(legal, p->hint_card), "hinted card %d is not legal", p->hint_card);
    CHECK_MSG(strncmp(p->toast, "Hint: ", 6) == 0 && strlen(p->toast) > 8, "reason: '%s'", p->toast);
    cardset_t others = legal & ~cardset_of(p->hint_card);
    if (others) {
        CHECK(play_south_lift(&app, p, p->hint_card, app.anim_ms) >
              play_south_lift(&app, p, cardset_lowest(others), app.anim_ms));
    }
    frames(40);
    redraw();
    screenshot("hint");
    /* Enter plays it: the keyboard focus is on the hinted card */
    card_t c = p->hint_card;
    key(SDLK_RETURN);
    CHECK(!cardset_has(game_hand(g, SEAT_S), c));
    CHECK_MSG(run_until(c_trick_card_landed, 600), "the hinted card never reached the trick");
    frames(30); /* South's fan settles */
    CHECK_EQ_INT(p->hint_card, CARD_NONE);
}

static void test_queue_before_turn(void)
{
    CHECK_MSG(run_until(c_not_south_turn, 6000), "never waited for another seat");
    play_t *p = play();
    game_t *g = app.session->game;
    card_t c = cardset_highest(p->vis_hand[SEAT_S]);
    click_south_card(c);
    if (play_is_south_turn(&app, p)) {
        return; /* the turn came while we clicked: nothing to queue */
    }
    CHECK_EQ_INT(p->queued, c);
    screenshot("play_queued");
    click_south_card(c);
    CHECK_EQ_INT(p->queued, CARD_NONE); /* clicked again: cancelled */
    click_south_card(c);
    CHECK_EQ_INT(p->queued, c);
    CHECK_MSG(run_until(c_watched_settled, 6000), "the queued card never got its turn");
    /* played if it was legal then, otherwise kept with the reason shown */
    if (cardset_has(game_hand(g, SEAT_S), c)) {
        CHECK_MSG(strstr(p->toast, "waits") != NULL, "toast: %s", p->toast);
    } else {
        CHECK(p->vis_trick[SEAT_S] == c || !cardset_has(p->vis_hand[SEAT_S], c));
    }
}

static void test_pause_and_overlays(void)
{
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_PAUSE);
    int64_t before = game_clock_ms(app.session->game);
    frames(60);
    /* the tournament clock keeps running under the pause */
    CHECK(game_clock_ms(app.session->game) <= before - 900);
    screenshot("pause");
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_PLAY);
    key(SDLK_s);
    CHECK_EQ_INT(top_id(), SCENE_SCORES);
    screenshot("scores");
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_PLAY);
}

static void test_summary(void)
{
    /* let the computer play South for the rest of the hand, fast */
    app.session->autoplay = true;
    double speed = app.speed;
    app.speed = 8;
    play()->queued = CARD_NONE;
    CHECK_MSG(run_until(c_summary, 20000), "the hand never ended");
    app.session->autoplay = false;
    app.speed = speed;
    screenshot("summary");
    int hand = game_hand_number(app.session->game);
    key(SDLK_RETURN);
    if (!app.session->over) {
        CHECK_EQ_INT(top_id(), SCENE_PLAY);
        CHECK_EQ_INT(game_hand_number(app.session->game), hand + 1);
    }
}

static void test_clock_runs_out(void)
{
    if (!app.session || app.session->over) {
        return;
    }
    int games = app.stats.games;
    /* ten minutes pass in one go: the game ends at once, "Time is up", then the result */
    app.virtual_now += 600000;
    frame();
    CHECK(app.session->over);
    CHECK_EQ_INT(app.session->end.reason, END_CLOCK);
    frames(30);
    screenshot("time_up");
    CHECK_MSG(run_until(c_result, 2000), "no result after the clock ran out");
    screenshot("result_clock");
    CHECK_EQ_INT(app.stats.games, games + 1);
    CHECK(app.session->end.has_standings);
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
    app.opt.log_path = log_path();
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    app_start_game(&app, &rules, 99, false);
    frames(3);
    CHECK_EQ_INT(top_id(), SCENE_PLAY);
    CHECK(game_clock_ms(app.session->game) < 0);
    screenshot("classic_table");
    key(SDLK_ESCAPE);
    CHECK_EQ_INT(top_id(), SCENE_PAUSE);
    /* "Leave the game" asks once more, then leaves to the title */
    scene_t *ps = scene_top(&app);
    (void)ps;
    float cx = app.layout.lw / 2;
    float py = app.layout.lh / 2 - 250;
    click(cx, py + 148 + 4 * 60 + 24);
    CHECK_EQ_INT(top_id(), SCENE_PAUSE);
    click(cx, py + 148 + 4 * 60 + 24);
    CHECK_EQ_INT(top_id(), SCENE_TITLE);
    CHECK(app.session == NULL);
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
    app.opt.log_path = NULL;
}

static void test_resize_keeps_layout(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    app_start_game(&app, &rules, 5, false);
    CHECK(run_until(c_pass_mode, 2000));
    SDL_SetWindowSize(app.window, 1600, 900);
    frames(3);
    CHECK_EQ_INT(app.layout.pw, 1600);
    play_t *p = play();
    card_t first = cardset_lowest(p->vis_hand[SEAT_S]);
    float x, y;
    south_card_center(first, &x, &y);
    redraw();
    SDL_Color c = pixel(x - card_size_w(CARDSZ_FACE) / 2 + 6, y + 30);
    CHECK_MSG(is_white(c), "after a resize South's card is not where it should be (%d,%d,%d)", c.r, c.g, c.b);
    /* a wide window: the table grows sideways, cards keep their size */
    SDL_SetWindowSize(app.window, 1400, 600);
    frames(3);
    CHECK(app.layout.lw > LOGICAL_W);
    screenshot("wide_window");
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    app_end_session(&app);
    scene_replace_all(&app, scene_title_new(&app));
    frames(2);
}

static bool c_south_decides(void)
{
    play_t *p = play();
    return p && (play_is_south_turn(&app, p) || p->moon_choice || top_id() == SCENE_SUMMARY);
}

/* Omnibus asks South how to score a moon. Seed 1421 is a deal where South, playing as the normal AI
 * would, takes every heart and the queen in the first hand: the test makes exactly those choices,
 * by clicking, and then answers the question. */
static void test_moon_choice(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_OMNIBUS);
    app.level = AI_NORMAL;
    double speed = app.speed;
    app.speed = 8;
    app_start_game(&app, &rules, 1421, false);
    frames(2);
    CHECK_MSG(run_until(c_pass_mode, 2000), "no pass");
    session_t *s = app.session;
    play_t *p = play();
    seat_view_t v;
    card_t cards[3];
    game_seat_view(s->game, SEAT_S, &v);
    ai_choose_pass(AI_NORMAL, &v, &s->ai_rng[SEAT_S], cards);
    for (int i = 0; i < 3; i++) {
        click_south_card(cards[i]);
    }
    CHECK_EQ_INT(cardset_count(p->selected), 3);
    key(SDLK_p);
    CHECK(game_has_passed(s->game, SEAT_S));
    int plays = 0;
    while (plays < 13 && run_until(c_south_decides, 6000)) {
        if (p->moon_choice || top_id() == SCENE_SUMMARY) {
            break;
        }
        game_seat_view(s->game, SEAT_S, &v);
        card_t c = ai_choose_play(AI_NORMAL, &v, &s->ai_rng[SEAT_S]);
        click_south_card(c);
        CHECK_MSG(!cardset_has(game_hand(s->game, SEAT_S), c), "South's card %d was not played", c);
        plays++;
    }
    run_until(c_south_decides, 6000); /* the last trick is played out */
    CHECK_MSG(p->moon_choice, "South was not asked how to score the moon");
    if (p->moon_choice) {
        CHECK_EQ_INT(game_phase(s->game), PHASE_MOON_CHOICE);
        screenshot("moon_choice");
        play_layout_buttons(&app, p);
        click_rect(p->buttons[BTN_MOON_SUB - 1].r);
        CHECK(!p->moon_choice);
        const hand_score_t *h;
        CHECK_EQ_INT(game_history(s->game, &h), 1);
        CHECK_EQ_INT(h[0].moon, SEAT_S);
        CHECK_EQ_INT(h[0].moon_choice, MOON_CHOICE_SUBTRACT);
        CHECK_MSG(run_until(c_summary, 3000), "no summary after the moon");
        screenshot("summary_moon");
    }
    app.speed = speed;
    app_end_session(&app);
    scene_replace_all(&app, scene_title_new(&app));
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

    /* a corrupt file is set aside and the defaults are used */
    char path[800];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    FILE *f = fopen(path, "w");
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
static int snap_totals[4], snap_taken[4], snap_hand_no;
static int64_t snap_clock;

/* Plays South's part (lowest legal card, three lowest to pass) until a save follows a trick. */
static bool c_trick_saved(void)
{
    play_t *p = play();
    session_t *s = app.session;
    if (!p || !s || s->over) {
        return false;
    }
    game_t *g = s->game;
    if (s->saves > saves_seen) {
        saves_seen = s->saves;
        if (game_phase(g) == PHASE_PLAY && game_trick(g)->count == 0 && cardset_count(game_hand(g, SEAT_S)) < 13) {
            for (int seat = 0; seat < 4; seat++) {
                snap_hands[seat] = game_hand(g, seat);
            }
            game_totals(g, snap_totals);
            game_taken_points(g, snap_taken);
            snap_hand_no = game_hand_number(g);
            snap_clock = s->saved_clock_ms;
            return true;
        }
    }
    if (play_pass_mode(&app, p)) {
        cardset_t h = game_hand(g, SEAT_S), sel = 0;
        for (int i = 0; i < 3; i++) {
            sel |= cardset_of(cardset_pop(&h));
        }
        p->selected = sel;
        key(SDLK_p);
    } else if (play_is_south_turn(&app, p)) {
        game_play(g, SEAT_S, cardset_lowest(play_south_legal(&app, p)));
        session_pump(s);
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
    return p && cardset_count(p->selected) == 3 && !p->hint_asked && !p->hint_wanted;
}

static void test_resume(void)
{
    char save[1100], keep[1200], cmd[2600];
    kvfile_path(save, sizeof save, app.pref_dir, SAVEGAME_NAME);
    snprintf(keep, sizeof keep, "%s.keep", save);
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(app_start_game(&app, &rules, 5150, false));
    frames(2);
    CHECK_MSG(file_exists(save), "no save at %s", save);
    /* a hint for the pass first: three cards of South's hand are chosen, with a reason */
    CHECK_MSG(run_until(c_pass_mode, 6000), "no pass");
    play_t *pp = play();
    pp->selected = 0;
    pp->toast[0] = '\0';
    key(SDLK_h);
    CHECK_MSG(run_until(c_pass_hint_shown, 20000), "no pass hint came");
    CHECK_EQ_INT(cardset_count(pp->selected), 3);
    CHECK((pp->selected & ~game_hand(app.session->game, SEAT_S)) == 0);
    CHECK_MSG(strncmp(pp->toast, "Hint: ", 6) == 0 && strlen(pp->toast) > 30, "reason: '%s'", pp->toast);
    saves_seen = app.session->saves;
    CHECK_MSG(run_until(c_trick_saved, 20000), "no save after a trick");

    /* as if killed now: the file is what the next start finds */
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", save, keep);
    CHECK(system(cmd) == 0);
    app_end_session(&app);
    CHECK_MSG(!file_exists(save), "a quit game is still offered");
    scene_replace_all(&app, scene_title_new(&app));
    frames(2);
    app_check_resume(&app);
    CHECK(!app.resume_offered);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", keep, save);
    CHECK(system(cmd) == 0);
    app_check_resume(&app);
    CHECK_MSG(app.resume_offered, "the saved game is not offered");
    CHECK(strstr(app.resume_line, "Hand ") != NULL);
    redraw();
    screenshot("title_resume");
    /* the Resume game button, above New game */
    float cx = app.layout.lw / 2, y = app.layout.lh * 0.5f + 30 - 96;
    click(cx, y + 23);
    CHECK_EQ_INT(top_id(), SCENE_PLAY);
    CHECK(app.session != NULL);
    if (!app.session) {
        return;
    }
    game_t *g = app.session->game;
    CHECK_EQ_INT(game_hand_number(g), snap_hand_no);
    for (int seat = 0; seat < 4; seat++) {
        CHECK_EQ_INT(game_hand(g, seat), snap_hands[seat]);
    }
    int t[4], k[4];
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
    CHECK_EQ_INT(cardset_count(p->vis_hand[SEAT_S]), cardset_count(snap_hands[SEAT_S]));
    redraw();
    screenshot("resumed");
    /* and it plays on: another trick is saved */
    saves_seen = app.session->saves;
    CHECK_MSG(run_until(c_trick_saved, 20000), "the resumed game did not go on");

    /* a corrupt save is set aside and not offered */
    app_end_session(&app);
    scene_replace_all(&app, scene_title_new(&app));
    frames(2);
    snprintf(cmd, sizeof cmd, "rm -f '%s'.corrupt-*", save);
    CHECK(system(cmd) == 0);
    FILE *f = fopen(save, "wb");
    fputs("{\"save\":1,\"clock_ms\":\"x\"}\n\x01\x02 binary junk\n", f);
    fclose(f);
    app_check_resume(&app);
    CHECK(!app.resume_offered);
    char kept[1300];
    snprintf(kept, sizeof kept, "%s.corrupt-1", save);
    CHECK_MSG(file_exists(kept), "the corrupt save was not kept as %s", kept);
    CHECK(!file_exists(save));
    remove(keep);
}

int main(void)
{
    snprintf(out_dir, sizeof out_dir, "%s/shots", HEARTS_TEST_OUT);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", out_dir);
    if (system(cmd) != 0) {
        fprintf(stderr, "cannot make %s\n", out_dir);
        return 1;
    }
    cli_options_t opt;
    char err[256];
    char *argv[] = {"hearts", "--speed", "3", NULL};
    if (cli_parse(3, argv, &opt, stdout, err, sizeof err) != CLI_RUN) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    opt.window_w = 1280;
    opt.window_h = 720;
    app_init(&app, &opt, app_clock_ms());
    app.virtual_time = true;
    app.virtual_now = 0;
    app.last_ms = 0;
    settings_defaults(&app.settings); /* whatever an earlier run saved, start from the defaults */
    stats_defaults(&app.stats);
    app.speed = 3;
    app.level = AI_NORMAL;
    frames(2);

    RUN(test_settings_files);
    RUN(test_title);
    RUN(test_options_change);
    RUN(test_new_game_deal_number);
    RUN(test_deal_and_pass);
    RUN(test_refused_and_played);
    RUN(test_hint);
    RUN(test_queue_before_turn);
    RUN(test_pause_and_overlays);
    RUN(test_summary);
    RUN(test_clock_runs_out);
    RUN(test_quit_logs_end);
    RUN(test_resize_keeps_layout);
    RUN(test_moon_choice);
    RUN(test_resume);

    app_shutdown(&app);
    return test_finish();
}
