/* Pause: the table stops, the tournament clock does not (rules.md: it runs in real time). */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

enum { P_RESUME = 1, P_SCORES, P_RULES, P_OPTIONS, P_QUIT, P_COUNT_ };

typedef struct {
    ui_button_t b[P_COUNT_ - 1];
    bool confirm_quit;
} pause_t;

static rectf_t panel(app_t *app)
{
    return rectf(app->layout.lw / 2 - 220, app->layout.lh / 2 - 250, 440, 500);
}

static void layout(app_t *app, pause_t *p)
{
    rectf_t r = panel(app);
    for (int i = 0; i < P_COUNT_ - 1; i++) {
        p->b[i].r = rectf(r.x + 70, r.y + 148 + i * 60, r.w - 140, 48);
    }
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    pause_t *p = s->data;
    layout(app, p);
    int id = ui_buttons_event(app, p->b, P_COUNT_ - 1, ev);
    if (id < 0) {
        id = ui_buttons_key(app, p->b, P_COUNT_ - 1, ev);
    }
    if (id < 0 && ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        id = P_RESUME;
    }
    switch (id) {
    case P_RESUME:
        scene_pop(app);
        break;
    case P_SCORES:
        scene_push(app, overlay_scores_new(app));
        break;
    case P_RULES:
        scene_push(app, overlay_rules_new(app));
        break;
    case P_OPTIONS:
        scene_push(app, scene_options_new(app, true));
        break;
    case P_QUIT:
        if (!p->confirm_quit && app->session && !app->session->over) {
            p->confirm_quit = true;
            snprintf(p->b[P_QUIT - 1].label, sizeof p->b[0].label, "Really leave? (click again)");
            app->dirty = true;
            break;
        }
        app_end_session(app);
        scene_replace_all(app, scene_title_new(app));
        break;
    default:
        break;
    }
}

static void draw(app_t *app, scene_t *s, double t)
{
    (void)t;
    pause_t *p = s->data;
    layout(app, p);
    ui_dim(app, 0.55f);
    rectf_t r = panel(app);
    ui_panel(app, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_text(app, FONT_BOLD, 34, UI_CREAM, r.x + r.w / 2, r.y + 30, UI_CENTER, "Paused");
    if (app->session && game_clock_ms(app->session->game) >= 0) {
        ui_text(app, FONT_BOLD, 16, UI_GOLD, r.x + r.w / 2, r.y + 84, UI_CENTER, "The tournament clock keeps running.");
        ui_text(app, FONT_REGULAR, 14, UI_MUTED, r.x + r.w / 2, r.y + 108, UI_CENTER,
                "Leaving the game scores 0 for its standings.");
    } else {
        ui_text(app, FONT_REGULAR, 15, UI_MUTED, r.x + r.w / 2, r.y + 90, UI_CENTER, "Take your time.");
    }
    ui_buttons_draw(app, p->b, P_COUNT_ - 1);
    if (app->session) {
        ui_textf(app, FONT_REGULAR, 13, UI_MUTED, r.x + r.w / 2, r.y + r.h - 26, UI_CENTER, "Deal #%llu \xc2\xb7 hand %d",
                 (unsigned long long)app->session->seed, game_hand_number(app->session->game));
    }
}

static double idle(app_t *app, scene_t *s)
{
    (void)app;
    (void)s;
    return SCENE_IDLE;
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *overlay_pause_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_PAUSE, "pause");
    pause_t *p = calloc(1, sizeof *p);
    if (!p) {
        free(s);
        return NULL;
    }
    ui_button_init(&p->b[0], P_RESUME, "Resume", BUTTON_PRIMARY);
    ui_button_init(&p->b[1], P_SCORES, "Score sheet", BUTTON_SECONDARY);
    ui_button_init(&p->b[2], P_RULES, "Rules", BUTTON_SECONDARY);
    ui_button_init(&p->b[3], P_OPTIONS, "Options", BUTTON_SECONDARY);
    ui_button_init(&p->b[4], P_QUIT, "Leave the game", BUTTON_SECONDARY);
    s->data = p;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->idle_ms = idle;
    s->leave = leave;
    return s;
}
