/* The score sheet: what each hand added to each total, and the totals. An overlay on the table, and
 * a piece the hand summary and the result screen draw too. */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

void scores_draw_sheet(app_t *app, rectf_t r, int highlight_hand)
{
    session_t *s = app->session;
    if (!s) {
        return;
    }
    const hand_score_t *h;
    int n = game_history(s->game, &h);
    float row_h = 27;
    float col0 = 110, colw = (r.w - col0) / 4;
    static const char *const names[4] = {"You", "Left", "Across", "Right"};
    ui_round(app, r, 12, (SDL_Color){0, 0, 0, 70});
    float y = r.y + 8;
    ui_text(app, FONT_BOLD, 14, UI_GOLD, r.x + 16, y + row_h / 2, UI_MIDDLE, "HAND");
    for (int seat = 0; seat < 4; seat++) {
        ui_text(app, FONT_BOLD, 15, UI_GOLD, r.x + col0 + colw * seat + colw / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                names[seat]);
    }
    y += row_h + 4;
    ui_fill(app, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 40});
    int fit = (int)((r.h - 2 * row_h - 28) / row_h);
    if (fit < 1) {
        fit = 1;
    }
    int first = n > fit ? n - fit : 0;
    if (n == 0) {
        ui_text(app, FONT_REGULAR, 15, UI_MUTED, r.x + r.w / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                "No hand has been scored yet.");
    }
    for (int i = first; i < n; i++) {
        if (i + 1 == highlight_hand) {
            ui_round(app, rectf(r.x + 6, y, r.w - 12, row_h), 6, (SDL_Color){238, 190, 80, 40});
        }
        ui_textf(app, FONT_REGULAR, 15, UI_CREAM_DIM, r.x + 16, y + row_h / 2, UI_MIDDLE, "%d", i + 1);
        for (int seat = 0; seat < 4; seat++) {
            char cell[32];
            bool shot = h[i].moon == seat || h[i].sun == seat;
            if (shot) {
                snprintf(cell, sizeof cell, "%d %s", h[i].score[seat], h[i].sun == seat ? "\xe2\x98\x80" : "\xe2\x98\xbe");
            } else {
                snprintf(cell, sizeof cell, "%d", h[i].score[seat]);
            }
            SDL_Color c = shot ? UI_GOLD_LIGHT : h[i].score[seat] == 0 ? UI_MUTED : UI_CREAM;
            ui_text(app, FONT_REGULAR, 15, c, r.x + col0 + colw * seat + colw / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                    cell);
        }
        y += row_h;
    }
    int totals[4];
    game_totals(s->game, totals);
    y = r.y + r.h - row_h - 8;
    ui_fill(app, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 60});
    ui_text(app, FONT_BOLD, 15, UI_CREAM, r.x + 16, y + row_h / 2, UI_MIDDLE, "Total");
    unsigned lead = rules_winners(totals);
    for (int seat = 0; seat < 4; seat++) {
        ui_textf(app, FONT_BOLD, 17, (lead >> seat) & 1 ? UI_GOLD_LIGHT : UI_CREAM,
                 r.x + col0 + colw * seat + colw / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE, "%d", totals[seat]);
    }
}

typedef struct {
    ui_button_t close;
} scores_t;

static rectf_t panel(app_t *app)
{
    return rectf(app->layout.lw / 2 - 330, app->layout.lh / 2 - 270, 660, 540);
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    scores_t *o = s->data;
    rectf_t r = panel(app);
    o->close.r = rectf(r.x + r.w / 2 - 80, r.y + r.h - 66, 160, 46);
    if (ui_buttons_event(app, &o->close, 1, ev) >= 0 ||
        (ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_ESCAPE || ev->key.keysym.sym == SDLK_RETURN ||
                                     ev->key.keysym.sym == SDLK_s || ev->key.keysym.sym == SDLK_TAB))) {
        scene_pop(app);
    }
}

static void draw(app_t *app, scene_t *s, double t)
{
    (void)t;
    scores_t *o = s->data;
    ui_dim(app, 0.5f);
    rectf_t r = panel(app);
    ui_panel(app, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_text(app, FONT_BOLD, 28, UI_CREAM, r.x + 36, r.y + 24, UI_LEFT, "Score sheet");
    if (app->session) {
        const rules_t *ru = game_rules(app->session->game);
        ui_textf(app, FONT_REGULAR, 15, UI_MUTED, r.x + r.w - 36, r.y + 36, UI_RIGHT, "the game ends at %d points",
                 ru->target);
    }
    scores_draw_sheet(app, rectf(r.x + 30, r.y + 80, r.w - 60, r.h - 170), 0);
    o->close.r = rectf(r.x + r.w / 2 - 80, r.y + r.h - 66, 160, 46);
    ui_button_draw(app, &o->close);
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *overlay_scores_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_SCORES, "scores");
    scores_t *o = calloc(1, sizeof *o);
    if (!o) {
        free(s);
        return NULL;
    }
    ui_button_init(&o->close, 1, "Close", BUTTON_PRIMARY);
    s->data = o;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->leave = leave;
    return s;
}
