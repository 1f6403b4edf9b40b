/* The title screen: New game, Options, Rules, Statistics, Quit. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "hearts/intl.h"
#include "hearts/version.h"
#include "platform/look.h"
#include "platform/app.h"
#include "platform/fatal.h"
#include "platform/lang.h"
#include "platform/sprites.h"
#include "platform/ui.h"
#include "scenes/announce.h"
#include "scenes/home.h"
#include "scenes/scenes.h"

#define TITLE_BUTTONS_DY   30.0f
#define TITLE_BUTTONS_STEP 56.0f

enum { T_NEW = 1, T_OPTIONS, T_RULES, T_STATS, T_QUIT, T_RESUME, T_COUNT_ };

typedef struct {
    ui_button_t b[T_COUNT_ - 1];
    /* Laid out by resize: whether it was laid out with a game to resume, the centre line, the top
     * of the fanned cards, the title's baseline and the logical size of the window (the footers). */
    bool resume;
    float cx, art_top, title_y, lw, lh;
} title_t;

/* With a game to resume, its button and line go above New game and the title art moves up. */
#define TITLE_RESUME_UP 96.0f
#define TITLE_ART_UP    56.0f

static void resize(scene_t *s, const gfx_t *g)
{
    title_t *t = s->data;
    const home_t *h = s->home;
    t->resume = h->resume_offered;
    t->lw = g->layout.lw;
    t->lh = g->layout.lh;
    t->cx = t->lw / 2;
    float y = t->lh * 0.5f + TITLE_BUTTONS_DY;
    for (int i = 0; i < T_RESUME - 1; i++) {
        t->b[i].r = rectf(t->cx - 140, y + i * TITLE_BUTTONS_STEP, 280, 46);
    }
    t->b[T_RESUME - 1].r = rectf(t->cx - 140, y - TITLE_RESUME_UP, 280, 46);
    t->b[T_RESUME - 1].hidden = !t->resume;
    /* One default (gold) button, which Enter presses at once: Resume game when offered, else New game */
    t->b[T_RESUME - 1].focus = t->resume;
    t->b[T_NEW - 1].focus = !t->resume;
    t->b[T_NEW - 1].style = t->resume ? BUTTON_SECONDARY : BUTTON_PRIMARY;
    t->art_top = t->lh * 0.5f - 300 - (t->resume ? TITLE_ART_UP : 0);
    t->title_y = t->art_top + card_size_h(CARDSZ_FACE) + 22 + (look_large() ? 14 : 0);
    /* the name's line clear of the first button and of the focus ring round it (ui_focus_ring_reach: it
     * cut through the line in French at 800x1000): large print's cards are taller, and with a game to
     * resume its button stands higher (1024x600) */
    float line_h = ui_line_height(g, look_usual_pt(17), 22);
    float first = t->resume ? y - TITLE_RESUME_UP : y;
    float over = t->title_y + 80 + line_h + 1 - (first - ui_focus_ring_reach(g));
    float up = over < t->art_top - 2 ? over : t->art_top - 2; /* the cards stay in the window */
    if (up > 0) {
        t->art_top -= up;
        t->title_y -= up;
    }
    if (t->resume && over > up && up >= 0) {
        t->b[T_RESUME - 1].r.y += over - up; /* the rest: Resume game lower, nearer New game (800x450) */
    }
}

static void press(scene_t *s, int id);

static void event(scene_t *s, const SDL_Event *ev)
{
    title_t *t = s->data;
    home_t *h = s->home;
    int id = ui_buttons_event(&h->app->gfx, t->b, T_COUNT_ - 1, ev);
    if (id < 0 && ev->type == SDL_KEYDOWN) {
        switch (ev->key.keysym.sym) {
        case SDLK_n:
            id = T_NEW;
            break;
        case SDLK_c:
            id = h->resume_offered ? T_RESUME : -1;
            break;
        case SDLK_o:
            id = T_OPTIONS;
            break;
        case SDLK_r:
            id = T_RULES;
            break;
        case SDLK_s:
            id = T_STATS;
            break;
        case SDLK_q:
        case SDLK_ESCAPE:
            id = T_QUIT;
            break;
        default:
            break;
        }
    }
    press(s, id);
}

/* A button clicked or pressed from the keyboard (id), or a letter key's. */
static void press(scene_t *s, int id)
{
    home_t *h = s->home;
    switch (id) {
    case T_RESUME:
        if (home_resume_game(h)) {
            scene_replace_all(&h->app->scenes, scene_play_new(h, false));
        } else {
            /* the save could not be taken up and is forgotten: its button goes, the art comes down */
            resize(s, &h->app->gfx);
            app_redraw(h->app);
        }
        break;
    case T_NEW:
        scene_push(&h->app->scenes, scene_newgame_new(h));
        break;
    case T_OPTIONS:
        scene_push(&h->app->scenes, scene_options_new(h, false));
        break;
    case T_RULES:
        scene_push(&h->app->scenes, overlay_rules_new(h));
        break;
    case T_STATS:
        scene_push(&h->app->scenes, overlay_stats_new(h));
        break;
    case T_QUIT:
        app_quit(h->app);
        break;
    default:
        break;
    }
}

/* Between the footers, at the foot of the window, where the cards fanned above the title never reach
 * (at the top, a game to resume brings them up over it): how to have the game spoken (announce.h), and
 * above it why nothing is saved; each clear of the footers (left of right, right of left), on two
 * lines where one is too short. */
static void draw_footer_words(const title_t *t, gfx_t *g, const home_t *h, float left, float right)
{
    /* centred in the window, clear of the footers */
    float half = t->cx - left < right - t->cx ? t->cx - left : right - t->cx;
    rectf_t box = rectf(t->cx - half, 0, 2 * half, 0);
    float bottom = t->lh - 10;
    const char *lines[2] = {announce_title_words(h), h->no_save_notice[0] ? _(h->no_save_notice) : NULL};
    for (int i = 0; i < 2 && lines[i]; i++) {
        float pt = i == 0 ? 16 : 14, line_h = ui_line_height(g, pt, pt + 6);
        box.h = line_h * (float)ui_text_lines(g, FONT_REGULAR, pt, box.w, lines[i]);
        box.y = bottom - box.h;
        ui_text_wrapped(g, FONT_REGULAR, pt, i == 0 ? UI_CREAM : UI_GOLD, box, UI_CENTER, line_h, lines[i]);
        bottom = box.y - 4;
    }
}

static void draw(scene_t *s, gfx_t *g, double tm)
{
    (void)tm;
    title_t *t = s->data;
    const home_t *h = s->home;
    float cx = t->cx, lh = t->lh;
    /* a hand of hearts fanned above the title, as held in the hand */
    static const card_t fan[5] = {CARD_MAKE(SUIT_HEARTS, RANK_10), CARD_MAKE(SUIT_HEARTS, RANK_J),
                                  CARD_MAKE(SUIT_SPADES, RANK_Q), CARD_MAKE(SUIT_HEARTS, RANK_K),
                                  CARD_MAKE(SUIT_HEARTS, RANK_A)};
    for (int i = 0; i < 5; i++) {
        sprite_face_turned(g, CARDSZ_FACE, fan[i], cx, t->art_top, (i - 2) * 13.0f, 300);
    }
    /* the fan's middle card, for the layout checker: no line under it (the speech line was, at 16:9 with a
     * game to resume) */
    float cw = card_size_w(CARDSZ_FACE);
    ui_box(g, rectf(cx - cw / 2, t->art_top, cw, card_size_h(CARDSZ_FACE)), "the cards fanned", 0);
    float ty = t->title_y;
    /* the name and its line are the title's art, laid out with the fan: large print does not grow
     * them (it grows the buttons' words), or they run into the fan and the buttons */
    ui_text_shadowed(g, FONT_BOLD, look_usual_pt(66), UI_CREAM, cx, ty, UI_CENTER, C_("the game's name", "Hearts"));
    ui_text(g, FONT_REGULAR, look_usual_pt(17), UI_GOLD, cx, ty + 80, UI_CENTER, _("the tournament card game"));
    if (!scene_is_top(&h->app->scenes, s)) {
        return; /* under an overlay only the art shows, not buttons half hidden by its panel */
    }
    ui_buttons_draw(g, t->b, T_COUNT_ - 1);
    if (t->resume) {
        rectf_t r = t->b[T_RESUME - 1].r;
        char line[200];
        ui_text(g, FONT_REGULAR, 14, UI_CREAM, cx, r.y + r.h + 8, UI_CENTER, home_resume_line(h, line, sizeof line));
    }
    float left = 16, right = t->lw - 16;
    right -= ui_textf(g, FONT_REGULAR, 13, ui_alpha(UI_MUTED, 0.8f), right, lh - 12, UI_RIGHT | UI_BOTTOM,
                      _("version %s"), HEARTS_VERSION) +
             24;
    if (h->stats.games > 0) {
        char games[32], won[32];
        lang_int(games, sizeof games, h->stats.games);
        lang_int(won, sizeof won, h->stats.wins);
        /* TRANSLATORS: "12 games played · 5 won": the number of games, then of wins */
        left += ui_textf(g, FONT_REGULAR, 13, ui_alpha(UI_MUTED, 0.8f), left, lh - 12, UI_LEFT | UI_BOTTOM,
                         NG_("%s game played \xc2\xb7 %s won", "%s games played \xc2\xb7 %s won", h->stats.games),
                         games, won) +
                24;
    }
    draw_footer_words(t, g, h, left, right);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    title_t *t = s->data;
    *out = t->b;
    return T_COUNT_ - 1;
}

scene_t *scene_title_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "title", sizeof(title_t));
    title_t *t = s->data;
    ui_button_init(&t->b[0], T_NEW, N_("New game"), BUTTON_PRIMARY);
    ui_button_init(&t->b[1], T_OPTIONS, N_("Options"), BUTTON_SECONDARY);
    ui_button_init(&t->b[2], T_RULES, N_("Rules"), BUTTON_SECONDARY);
    ui_button_init(&t->b[3], T_STATS, N_("Statistics"), BUTTON_SECONDARY);
    ui_button_init(&t->b[4], T_QUIT, N_("Quit"), BUTTON_SECONDARY);
    ui_button_init(&t->b[5], T_RESUME, N_("Resume game"), BUTTON_PRIMARY);
    static const char keys[T_COUNT_ - 1][2] = {"N", "O", "R", "S", "Q", "C"};
    for (int i = 0; i < T_COUNT_ - 1; i++) {
        t->b[i].pt = 21;
        ui_button_key(&t->b[i], keys[i]);
    }
    /* hidden until laid out, so that no stale rect is ever shown or clicked */
    t->b[T_RESUME - 1].hidden = true;
    s->event = event;
    s->press = press;
    s->arrows = SCENE_ARROWS_UPDOWN | SCENE_ARROWS_LEFTRIGHT;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    return s;
}

scene_t *scenes_first(home_t *h)
{
    if (h->watch && h->watch->nhands > 0) {
        return scene_watch_new(h, h->watch); /* hearts --watch FILE */
    }
    if (!h->opt.autoplay) {
        return scene_title_new(h);
    }
    rules_t rules = home_new_game_rules(h);
    uint64_t seed = h->opt.have_seed ? h->opt.seed : home_random_seed();
    if (!home_start_game(h, &rules, seed, true)) {
        return NULL;
    }
    return scene_play_new(h, false);
}
