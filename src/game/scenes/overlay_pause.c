/* Pause: the table stops, the tournament clock does not (docs/rules.md, The tournament clock). */
#include <stdio.h>
#include <stdlib.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "table/table.h"

enum { P_RESUME = 1, P_SCORES, P_RULES, P_OPTIONS, P_QUIT, P_COUNT_ };

typedef struct {
    rectf_t panel;
    ui_button_t b[P_COUNT_ - 1];
    bool confirm_quit;
} pause_t;

static void resize(scene_t *s, const gfx_t *g)
{
    pause_t *p = s->data;
    /* wider in a small window, where text is held at 12 pixels (the French line on the clock) */
    bool small = g->layout.scale < 0.7f;
    p->panel = panel_centred(g, small ? 540 : 440, 500);
    rectf_t r = p->panel;
    /* lower by 12 there, for the standings' line on two lines of 12 pixels (Spanish) */
    for (int i = 0; i < P_COUNT_ - 1; i++) {
        p->b[i].r = rectf(r.x + 70, r.y + (small ? 160 : 148) + i * 60, r.w - 140, 48);
    }
}

/* A button clicked or pressed from the keyboard. */
static void press(scene_t *s, int id)
{
    pause_t *p = s->data;
    home_t *h = s->home;
    scene_stack_t *st = &h->app->scenes;
    switch (id) {
    case P_RESUME:
        scene_pop(st);
        break;
    case P_SCORES:
        scene_push(st, overlay_scores_new(h));
        break;
    case P_RULES:
        scene_push(st, overlay_rules_new(h));
        break;
    case P_OPTIONS:
        scene_push(st, scene_options_new(h, true));
        break;
    case P_QUIT:
        /* a game in progress is lost by leaving (a tournament scores 0): ask once more */
        if (!p->confirm_quit && h->table && !table_over(h->table)) {
            p->confirm_quit = true;
            snprintf(p->b[P_QUIT - 1].label, sizeof p->b[0].label, "%s", N_("Click again to leave"));
            app_redraw(h->app);
            break;
        }
        home_end_game(h);
        scene_replace_all(st, scene_title_new(h));
        break;
    default:
        break;
    }
}

static void event(scene_t *s, const SDL_Event *ev)
{
    pause_t *p = s->data;
    int id = ui_buttons_event(&s->home->app->gfx, p->b, P_COUNT_ - 1, ev);
    if (id < 0 && ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        id = P_RESUME;
    }
    press(s, id);
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    pause_t *p = s->data;
    const home_t *h = s->home;
    rectf_t r = p->panel;
    panel_draw(g, r, 0.55f);
    ui_text(g, FONT_BOLD, 34, UI_CREAM, r.x + r.w / 2, r.y + 30, UI_CENTER, _("Paused"));
    const game_t *game = h->table ? table_game(h->table) : NULL;
    if (game && game_clock_ms(game) >= 0) {
        ui_text_fit(g, FONT_BOLD, 16, 12, UI_GOLD, rectf(r.x + 20, r.y + 84, r.w - 40, 20), UI_CENTER,
                    _("The tournament clock keeps running."));
        if (game_rules(game)->standings) {
            ui_text_box(g, FONT_REGULAR, 14, 11, UI_MUTED,
                        rectf(r.x + 20, r.y + 104, r.w - 40, p->b[0].r.y - 10 - (r.y + 104)), UI_CENTER, 16,
                        _("Leaving the game scores 0 for its standings."));
        }
    } else {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, r.x + r.w / 2, r.y + 90, UI_CENTER, _("Take your time."));
    }
    ui_buttons_draw(g, p->b, P_COUNT_ - 1);
    if (game) {
        ui_textf(g, FONT_REGULAR, 13, UI_MUTED, r.x + r.w / 2, r.y + r.h - 26, UI_CENTER,
                 _("Deal #%llu \xc2\xb7 hand %d"), (unsigned long long)table_seed(h->table), game_hand_number(game));
    }
}

static double idle_ms(scene_t *s, bool top)
{
    (void)s;
    (void)top;
    return SCENE_IDLE;
}

static int controls(scene_t *s, const ui_button_t **out)
{
    pause_t *p = s->data;
    *out = p->b;
    return P_COUNT_ - 1;
}

scene_t *overlay_pause_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "pause", sizeof(pause_t));
    pause_t *p = s->data;
    ui_button_init(&p->b[0], P_RESUME, N_("Resume"), BUTTON_PRIMARY);
    ui_button_init(&p->b[1], P_SCORES, N_("Score sheet"), BUTTON_SECONDARY);
    ui_button_init(&p->b[2], P_RULES, N_("Rules"), BUTTON_SECONDARY);
    ui_button_init(&p->b[3], P_OPTIONS, N_("Options"), BUTTON_SECONDARY);
    ui_button_init(&p->b[4], P_QUIT, N_("Leave the game"), BUTTON_SECONDARY);
    p->b[0].focus = true;
    ui_button_key(&p->b[0], "Esc");
    s->draw_below = true;
    s->resize = resize;
    s->event = event;
    s->press = press;
    s->arrows = SCENE_ARROWS_UPDOWN;
    s->draw = draw;
    s->idle_ms = idle_ms;
    s->controls = controls;
    return s;
}
