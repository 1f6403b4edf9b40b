/* The scene driver the game's scene tests share: the real program (home and app, set up as main.c
 * does) on SDL's dummy video driver with the software renderer; virtual time (each frame moves it on
 * by 1/60 s); mouse and key events pushed with SDL_PushEvent as a person would make them; controls
 * clicked at the centre of the rect their scene reports; pixels read back; screenshots saved. */
#include "scene_driver.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/lang.h"
#include "table/coach_run.h"
#include "test_util.h"

home_t home;
app_t app;
char out_dir[512];

/* ---- Driving the program ---- */

void frame(void)
{
    app.virtual_now += 1000.0 / 60.0;
    app_frame(&app);
}

void frames(int n)
{
    for (int i = 0; i < n; i++) {
        frame();
    }
}

/* A computer player (or the hint) is being thought over on the table's worker thread. */
bool ai_thinking(void)
{
    const table_t *t = home.table;
    if (!t || table_over(t) || table_answer_waiting(t)) {
        return false;
    }
    if (table_hint_pending(t)) {
        return true;
    }
    const game_t *g = table_game(t);
    switch (game_phase(g)) {
    case PHASE_PASS:
        for (int seat = 0; seat < 4; seat++) {
            if (table_seat_is_ai(t, seat) && !game_has_passed(g, seat)) {
                return true;
            }
        }
        return false;
    case PHASE_PLAY:
    case PHASE_MOON_CHOICE:
        return table_seat_is_ai(t, game_turn(g));
    default:
        return false;
    }
}

/* Runs frames until cond holds; the AI thinks in real time, so give it a moment when it is busy. */
bool run_until(bool (*cond)(void), int max_frames)
{
    for (int i = 0; i < max_frames; i++) {
        if (cond()) {
            return true;
        }
        if (ai_thinking()) {
            SDL_Delay(1);
        }
        frame();
    }
    return cond();
}

const char *top_name(void)
{
    scene_t *s = scene_top(&app.scenes);
    return s ? s->name : "(none)";
}

play_t *play(void)
{
    scene_t *s = scene_find(&app.scenes, "play");
    return s ? s->data : NULL;
}

/* As the title, the new-game screen and the result do: a new game, then its table. */
bool start_game(const rules_t *rules, uint64_t seed)
{
    if (!home_start_game(&home, rules, seed, false)) {
        return false;
    }
    scene_replace_all(&app.scenes, scene_play_new(&home, false));
    return true;
}

void play_to_end(void)
{
    table_set_autoplay(home.table, true);
    for (int guard = 0; guard < 100000 && !table_over(home.table); guard++) {
        if (game_phase(table_game(home.table)) == PHASE_HAND_OVER) {
            CHECK_EQ_INT(table_next_hand(home.table), HEARTS_OK);
        } else if (!table_decide_now(home.table)) {
            break;
        }
    }
    CHECK(table_over(home.table));
}

const layout_t *L(void)
{
    return &app.gfx.layout;
}

void to_window(float lx, float ly, int *wx, int *wy)
{
    /* logical -> pixels -> window coordinates (the same on the dummy driver, but be exact) */
    float px = lx * L()->scale, py = ly * L()->scale;
    *wx = (int)(px * L()->ww / L()->pw + 0.5f);
    *wy = (int)(py * L()->wh / L()->ph + 0.5f);
}

void push_mouse(Uint32 type, int x, int y)
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

void click(float lx, float ly)
{
    int x, y;
    to_window(lx, ly, &x, &y);
    push_mouse(SDL_MOUSEMOTION, x, y);
    push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    push_mouse(SDL_MOUSEBUTTONUP, x, y);
    frame();
}

void click_rect(rectf_t r)
{
    click(r.x + r.w / 2, r.y + r.h / 2);
}

/* The top scene's control with this label (label != NULL) or id, as laid out now; NULL if it has none
 * that is shown. */
const ui_button_t *find_control(const char *label, int id)
{
    scene_t *s = scene_top(&app.scenes);
    if (!s || !s->controls) {
        return NULL;
    }
    const ui_button_t *b = NULL;
    int n = s->controls(s, &b);
    for (int i = 0; i < n; i++) {
        if (!b[i].hidden && (label ? strcmp(b[i].label, label) == 0 : b[i].id == id)) {
            return &b[i];
        }
    }
    return NULL;
}

const ui_button_t *control(const char *label)
{
    const ui_button_t *b = find_control(label, 0);
    CHECK_MSG(b != NULL, "no control '%s' shown on the %s screen", label, top_name());
    return b;
}

const ui_button_t *control_id(int id)
{
    const ui_button_t *b = find_control(NULL, id);
    CHECK_MSG(b != NULL, "no control #%d shown on the %s screen", id, top_name());
    return b;
}

/* Clicks the centre of the top scene's control with this label. */
void click_control(const char *label)
{
    const ui_button_t *b = control(label);
    if (b) {
        click_rect(b->r);
    }
}

void click_control_id(int id)
{
    const ui_button_t *b = control_id(id);
    if (b) {
        click_rect(b->r);
    }
}

void key(SDL_Keycode k)
{
    key_mod(k, KMOD_NONE);
}

const ui_button_t *focused(void)
{
    scene_t *s = scene_top(&app.scenes);
    return s ? scene_focused(s) : NULL;
}

void key_mod(SDL_Keycode k, Uint16 mod)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = SDL_GetWindowID(app.window);
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = k;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    ev.key.keysym.mod = mod;
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    ev.key.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
    frame();
}

void type_text(const char *s)
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
void redraw(void)
{
    app_redraw(&app);
    frame();
}

SDL_Color pixel(float lx, float ly)
{
    SDL_Rect r = {(int)(lx * L()->scale), (int)(ly * L()->scale), 1, 1};
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

void screenshot(const char *name)
{
    redraw();
    int w = L()->pw, h = L()->ph;
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

bool is_white(SDL_Color c)
{
    return c.r > 215 && c.g > 215 && c.b > 200;
}

bool is_felt(SDL_Color c)
{
    return c.g > c.r + 15 && c.g > c.b && c.r < 120;
}

/* The centre of a card of South's hand as it rests (before any lift). */
void south_card_center(card_t c, float *x, float *y)
{
    play_t *p = play();
    *x = p->anim.cards[c].pos.x1;
    *y = p->anim.cards[c].pos.y1;
}

void click_south_card(card_t c)
{
    float x, y;
    south_card_center(c, &x, &y);
    /* the left strip of a card is always visible (the next card covers its right part) */
    click(x - card_size_w(CARDSZ_FACE) / 2 + 12, y + 20);
}

/* ---- Conditions ---- */

bool c_pass_mode(void)
{
    play_t *p = play();
    return p && play_pass_mode(p);
}

bool c_passes_shown(void)
{
    play_t *p = play();
    return p && p->shown.passes_done && app.anim_ms >= p->anim.busy_until && p->anim.nactions == 0;
}

bool c_south_turn(void)
{
    play_t *p = play();
    return p && play_is_south_turn(p);
}

bool c_not_south_turn(void)
{
    play_t *p = play();
    const game_t *g = home.table ? table_game(home.table) : NULL;
    return p && g && game_phase(g) == PHASE_PLAY && game_turn(g) != SEAT_S && p->shown.passes_done &&
           cardset_count(p->shown.hand[SEAT_S]) > 1;
}

bool c_watched_settled(void)
{
    play_t *p = play();
    return p && (p->in.queued == CARD_NONE);
}

bool c_summary(void)
{
    return strcmp(top_name(), "summary") == 0;
}

bool c_result(void)
{
    return strcmp(top_name(), "result") == 0;
}

bool c_trick_card_landed(void)
{
    play_t *p = play();
    return p && p->shown.trick[SEAT_S] != CARD_NONE &&
           tween2_done(&p->anim.cards[p->shown.trick[SEAT_S]].pos, app.anim_ms);
}

bool autoplay_to_summary(void)
{
    table_set_autoplay(home.table, true);
    double speed = app.speed;
    app.speed = 8;
    play()->in.queued = CARD_NONE;
    bool came = run_until(c_summary, 20000);
    table_set_autoplay(home.table, false);
    app.speed = speed;
    return came;
}

/* South decides as a careless player would: the three lowest to pass, the highest legal card to play. */
static void careless_south(void)
{
    const game_t *g = table_game(home.table);
    if (game_phase(g) == PHASE_PASS && !game_has_passed(g, SEAT_S) && !table_has_events(home.table)) {
        cardset_t hand = game_hand(g, SEAT_S);
        card_t pass[3];
        for (int i = 0; i < 3; i++) {
            pass[i] = cardset_pop(&hand);
        }
        (void)table_pass(home.table, pass);
    } else if (game_phase(g) == PHASE_PLAY && game_turn(g) == SEAT_S && !table_has_events(home.table)) {
        seat_view_t v;
        game_seat_view(g, SEAT_S, &v);
        (void)table_play(home.table, cardset_highest(v.legal));
    }
}

bool careless_to_summary(void)
{
    frames(2); /* the table scene in place: a summary of a game before is gone */
    double speed = app.speed;
    app.speed = 8;
    /* frames, not time: the worker thinks in real time (a moment given it while it does, as run_until:
     * an idle frame is a few microseconds, and a slow worker outlasted 400,000 of them) */
    for (int i = 0; i < 400000 && !c_summary(); i++) {
        careless_south();
        if (ai_thinking()) {
            SDL_Delay(1);
        }
        frame();
    }
    app.speed = speed;
    return c_summary();
}

bool wait_for_coach(int hand)
{
    for (int i = 0; i < 12000; i++) {
        if (home.table && coach_run_hand_state(table_coach(home.table), hand) == COACH_HAND_DONE) {
            return true;
        }
        SDL_Delay(5);
        frame();
    }
    return false;
}

bool driver_init(const char *shots, int w, int h)
{
    snprintf(out_dir, sizeof out_dir, "%s/%s", HEARTS_TEST_OUT, shots);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", out_dir);
    if (system(cmd) != 0) {
        fprintf(stderr, "cannot make %s\n", out_dir);
        return false;
    }
    cli_options_t opt;
    char err[256];
    char *argv[] = {"hearts", "--speed", "3", NULL};
    if (cli_parse(3, argv, &opt, stdout, err, sizeof err) != CLI_RUN) {
        fprintf(stderr, "%s\n", err);
        return false;
    }
    opt.window_w = w;
    opt.window_h = h;
    /* as main.c starts the program */
    home_init(&home, &opt);
    settings_defaults(&home.settings); /* whatever an earlier run saved, start from the defaults */
    /* HEARTS_TEST_LANGUAGE: the scenes in that language (as if chosen in Options) */
    const char *language = getenv("HEARTS_TEST_LANGUAGE");
    if (language && *language) {
        if (!lang_use(language)) {
            fprintf(stderr, "HEARTS_TEST_LANGUAGE=%s: no such language (catalogues in '%s')\n", language, lang_dir());
            return false;
        }
        snprintf(home.settings.language, sizeof home.settings.language, "%s", language);
    }
    home.applied = home.settings;
    stats_defaults(&home.stats);
    home.level = AI_NORMAL;
    app_config_t cfg = home_app_config(&home);
    app_init(&app, &cfg, app_clock_ms());
    home_attach(&home, &app);
    app.virtual_time = true;
    app.virtual_now = 0;
    app.last_ms = 0;
    app.speed = 3;
    /* the screens at rest: the first frames may draw the faces scaled from the atlas until they are made */
    assets_finish(&app.assets);
    frames(2);
    return true;
}

void driver_finish(void)
{
    scene_clear(&app.scenes);
    home_shutdown(&home, false);
    app_shutdown(&app);
}

static bool c_south_decides(void)
{
    play_t *p = play();
    return p && (play_is_south_turn(p) || p->in.moon_choice || c_summary());
}

/* Seed 1421 of Omnibus is a deal where South, playing as the normal AI would, takes every heart and
 * the queen in the first hand: South makes exactly those choices, by clicking, up to the question how
 * to score the moon. South's choices use the random stream the table keeps for South's seat (the
 * table never draws from it while a person plays South). */
bool drive_to_moon_choice(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_OMNIBUS);
    home.level = AI_NORMAL;
    if (!start_game(&rules, 1421)) {
        return false;
    }
    /* The computer players play the hand out card by card: East's rest is certain from play 39, and
     * whether it claims before South's next card depends on when the worker answers, so with claims
     * on the hand would not end the same way on every machine. */
    table_computer_claims(home.table, false);
    frames(2);
    if (!run_until(c_pass_mode, 2000)) {
        return false;
    }
    const game_t *g = table_game(home.table);
    rng_t south_rng;
    rng_seed(&south_rng, 1421, (uint64_t)RNG_STREAM_AI + SEAT_S);
    play_t *p = play();
    seat_view_t v;
    card_t cards[3];
    game_seat_view(g, SEAT_S, &v);
    ai_choose_pass(AI_NORMAL, &v, &south_rng, cards);
    for (int i = 0; i < 3; i++) {
        click_south_card(cards[i]);
    }
    key(SDLK_p);
    /* South's three leave the hand when every seat's pass is in (the passes travel at once): the
     * computer players' may still be on the worker, which a loaded machine slows */
    if (!game_has_passed(g, SEAT_S) || !run_until(c_passes_shown, 3000) || cardset_count(p->in.selected) != 0) {
        return false;
    }
    int plays = 0;
    while (plays < 13 && run_until(c_south_decides, 6000)) {
        if (p->in.moon_choice || c_summary()) {
            break;
        }
        game_seat_view(g, SEAT_S, &v);
        card_t c = ai_choose_play(AI_NORMAL, &v, &south_rng);
        click_south_card(c);
        if (cardset_has(game_hand(g, SEAT_S), c)) {
            return false; /* South's card was not played */
        }
        plays++;
    }
    run_until(c_south_decides, 6000); /* the last trick is played out */
    return p->in.moon_choice && game_phase(g) == PHASE_MOON_CHOICE;
}

void driver_restart_home(void)
{
    CHECK(home.table == NULL);
    cli_options_t opt = home.opt;
    settings_t settings = home.settings;
    stats_t stats = home.stats;
    ai_level_t level = home.level;
    double speed = app.speed;
    home_forget_resume(&home);
    home_init(&home, &opt);
    home.settings = settings;
    home.stats = stats;
    home.level = level;
    home_attach(&home, &app);
    app.speed = speed;
}
