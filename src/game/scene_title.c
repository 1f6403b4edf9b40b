/* The title screen: New game, Options, Rules, Statistics, Quit. */
#include <math.h>
#include <stdlib.h>

#include "app.h"
#include "hearts/version.h"
#include "scenes.h"
#include "sprites.h"
#include "ui.h"

#define TITLE_BUTTONS_DY 30.0f
#define TITLE_BUTTONS_STEP 56.0f

enum { T_NEW = 1, T_OPTIONS, T_RULES, T_STATS, T_QUIT, T_RESUME, T_COUNT_ };

typedef struct {
    ui_button_t b[T_COUNT_ - 1];
} title_t;

/* With a game to resume, its button and line go above New game and the title art moves up. */
#define TITLE_RESUME_UP 96.0f
#define TITLE_ART_UP 56.0f

static void layout(app_t *app, title_t *t)
{
    float cx = app->layout.lw / 2, y = app->layout.lh * 0.5f + TITLE_BUTTONS_DY;
    for (int i = 0; i < T_RESUME - 1; i++) {
        t->b[i].r = rectf(cx - 140, y + i * TITLE_BUTTONS_STEP, 280, 46);
    }
    t->b[T_RESUME - 1].r = rectf(cx - 140, y - TITLE_RESUME_UP, 280, 46);
    t->b[T_RESUME - 1].hidden = !app->resume_offered;
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    title_t *t = s->data;
    layout(app, t);
    int id = ui_buttons_event(app, t->b, T_COUNT_ - 1, ev);
    if (id < 0) {
        id = ui_buttons_key(app, t->b, T_COUNT_ - 1, ev);
    }
    if (id < 0 && ev->type == SDL_KEYDOWN) {
        switch (ev->key.keysym.sym) {
        case SDLK_n:
            id = T_NEW;
            break;
        case SDLK_c:
            id = app->resume_offered ? T_RESUME : -1;
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
    switch (id) {
    case T_RESUME:
        app_resume_game(app);
        break;
    case T_NEW:
        scene_push(app, scene_newgame_new(app));
        break;
    case T_OPTIONS:
        scene_push(app, scene_options_new(app, false));
        break;
    case T_RULES:
        scene_push(app, overlay_rules_new(app));
        break;
    case T_STATS:
        scene_push(app, overlay_stats_new(app));
        break;
    case T_QUIT:
        app_quit(app);
        break;
    default:
        break;
    }
}

static void draw(app_t *app, scene_t *s, double tm)
{
    (void)tm;
    title_t *t = s->data;
    layout(app, t);
    float cx = app->layout.lw / 2, lh = app->layout.lh;
    /* a hand of hearts fanned above the title, as held in the hand */
    static const card_t fan[5] = {CARD_MAKE(SUIT_HEARTS, RANK_10), CARD_MAKE(SUIT_HEARTS, RANK_J),
                                  CARD_MAKE(SUIT_SPADES, RANK_Q), CARD_MAKE(SUIT_HEARTS, RANK_K),
                                  CARD_MAKE(SUIT_HEARTS, RANK_A)};
    float h = card_size_h(CARDSZ_FACE);
    float top = lh * 0.5f - 300 - (app->resume_offered ? TITLE_ART_UP : 0);
    for (int i = 0; i < 5; i++) {
        sprite_face_turned(app, CARDSZ_FACE, fan[i], cx, top, (i - 2) * 13.0f, 300);
    }
    float ty = top + h + 22;
    ui_text_shadowed(app, FONT_BOLD, 66, UI_CREAM, cx, ty, UI_CENTER, "Hearts");
    ui_text(app, FONT_REGULAR, 17, UI_GOLD, cx, ty + 80, UI_CENTER, "the tournament card game");
    ui_buttons_draw(app, t->b, T_COUNT_ - 1);
    if (app->resume_offered) {
        rectf_t r = t->b[T_RESUME - 1].r;
        ui_text(app, FONT_REGULAR, 14, UI_CREAM, cx, r.y + r.h + 8, UI_CENTER, app->resume_line);
    }
    if (app->no_save_notice[0]) {
        ui_text(app, FONT_REGULAR, 14, UI_GOLD, cx, 14, UI_CENTER, app->no_save_notice);
    }
    ui_textf(app, FONT_REGULAR, 13, ui_alpha(UI_MUTED, 0.8f), app->layout.lw - 16, lh - 12, UI_RIGHT | UI_BOTTOM,
             "version %s", HEARTS_VERSION);
    if (app->stats.games > 0) {
        ui_textf(app, FONT_REGULAR, 13, ui_alpha(UI_MUTED, 0.8f), 16, lh - 12, UI_LEFT | UI_BOTTOM,
                 "%d game%s played \xc2\xb7 %d won", app->stats.games, app->stats.games == 1 ? "" : "s",
                 app->stats.wins);
    }
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *scene_title_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_TITLE, "title");
    title_t *t = calloc(1, sizeof *t);
    if (!t) {
        free(s);
        return NULL;
    }
    ui_button_init(&t->b[0], T_NEW, "New game", BUTTON_PRIMARY);
    ui_button_init(&t->b[1], T_OPTIONS, "Options", BUTTON_SECONDARY);
    ui_button_init(&t->b[2], T_RULES, "Rules", BUTTON_SECONDARY);
    ui_button_init(&t->b[3], T_STATS, "Statistics", BUTTON_SECONDARY);
    ui_button_init(&t->b[4], T_QUIT, "Quit", BUTTON_SECONDARY);
    ui_button_init(&t->b[5], T_RESUME, "Resume game", BUTTON_PRIMARY);
    for (int i = 0; i < T_COUNT_ - 1; i++) {
        t->b[i].pt = 21;
    }
    s->data = t;
    s->event = event;
    s->draw = draw;
    s->leave = leave;
    return s;
}
