/* The score sheet: what each hand added to each total, and the totals. An overlay on the table, and
 * a piece the hand summary and the result screen draw too. */
#include <stdio.h>
#include <stdlib.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

void scores_draw_sheet(const home_t *h, gfx_t *g, rectf_t r, int highlight_hand)
{
    if (!h->table) {
        return;
    }
    const game_t *game = table_game(h->table);
    const hand_score_t *hs;
    int n = game_history(game, &hs);
    float row_h = 27;
    float col0 = 110, colw = (r.w - col0) / 4;
    ui_round(g, r, 12, (SDL_Color){0, 0, 0, 70});
    float y = r.y + 8;
    /* TRANSLATORS: the heading of the score sheet's first column, the hands' numbers, in capitals */
    ui_text_fit(g, FONT_BOLD, 14, 11, UI_GOLD, rectf(r.x + 16, y, col0 - 20, row_h), UI_LEFT, _("HAND"));
    for (int seat = 0; seat < 4; seat++) {
        ui_text_fit(g, FONT_BOLD, 15, 11, UI_GOLD, rectf(r.x + col0 + colw * seat + 4, y, colw - 8, row_h), UI_CENTER,
                    words_seat(seat));
    }
    y += row_h + 4;
    ui_fill(g, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 40});
    /* the latest hands that fit: the sheet is a fixed rectangle of its caller's layout */
    int fit = (int)((r.h - 2 * row_h - 28) / row_h);
    if (fit < 1) {
        fit = 1;
    }
    int first = n > fit ? n - fit : 0;
    if (n == 0) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, r.x + r.w / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                _("No hand has been scored yet."));
    }
    for (int i = first; i < n; i++) {
        if (i + 1 == highlight_hand) {
            ui_round(g, rectf(r.x + 6, y, r.w - 12, row_h), 6, (SDL_Color){238, 190, 80, 40});
        }
        ui_textf(g, FONT_REGULAR, 15, UI_CREAM_DIM, r.x + 16, y + row_h / 2, UI_MIDDLE, "%d", i + 1);
        for (int seat = 0; seat < 4; seat++) {
            char cell[32];
            bool shot = hs[i].moon == seat || hs[i].sun == seat;
            if (shot) {
                snprintf(cell, sizeof cell, "%d %s", hs[i].score[seat],
                         hs[i].sun == seat ? "\xe2\x98\x80" : "\xe2\x98\xbe");
            } else {
                snprintf(cell, sizeof cell, "%d", hs[i].score[seat]);
            }
            SDL_Color c = shot ? UI_GOLD_LIGHT : hs[i].score[seat] == 0 ? UI_MUTED : UI_CREAM;
            ui_text(g, FONT_REGULAR, 15, c, r.x + col0 + colw * seat + colw / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                    cell);
        }
        y += row_h;
    }
    int totals[4];
    game_totals(game, totals);
    y = r.y + r.h - row_h - 8;
    ui_fill(g, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 60});
    ui_text_fit(g, FONT_BOLD, 15, 11, UI_CREAM, rectf(r.x + 16, y, col0 - 20, row_h), UI_LEFT, _("Total"));
    unsigned lead = rules_winners(totals);
    for (int seat = 0; seat < 4; seat++) {
        ui_textf(g, FONT_BOLD, 17, (lead >> seat) & 1 ? UI_GOLD_LIGHT : UI_CREAM, r.x + col0 + colw * seat + colw / 2,
                 y + row_h / 2, UI_CENTER | UI_MIDDLE, "%d", totals[seat]);
    }
}

typedef struct {
    rectf_t panel;
    rectf_t sheet;
    ui_button_t close;
} scores_t;

static void resize(scene_t *s, const gfx_t *g)
{
    scores_t *o = s->data;
    o->panel = panel_centred(g, 660, 540);
    rectf_t r = o->panel;
    o->sheet = rectf(r.x + 30, r.y + 80, r.w - 60, r.h - 170);
    o->close.r = panel_foot(r, UI_CENTER, 160);
}

static void event(scene_t *s, const SDL_Event *ev)
{
    scores_t *o = s->data;
    home_t *h = s->home;
    /* S and Tab too: the keys that open the sheet from the table close it again */
    if (ui_buttons_event(&h->app->gfx, &o->close, 1, ev) >= 0 || panel_close_key(ev) ||
        (ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_s || ev->key.keysym.sym == SDLK_TAB))) {
        scene_pop(&h->app->scenes);
    }
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    scores_t *o = s->data;
    const home_t *h = s->home;
    rectf_t r = o->panel;
    panel_draw(g, r, 0.5f);
    float tw = ui_text(g, FONT_BOLD, 28, UI_CREAM, r.x + 36, r.y + 24, UI_LEFT, _("Score sheet"));
    if (h->table) {
        const rules_t *ru = table_rules(h->table);
        char ends[96];
        snprintf(ends, sizeof ends, NG_("the game ends at %d point", "the game ends at %d points", ru->target),
                 ru->target);
        float x = r.x + 36 + tw + 20;
        ui_text_fit(g, FONT_REGULAR, 15, 11, UI_MUTED, rectf(x, r.y + 30, r.x + r.w - 36 - x, 24), UI_RIGHT, ends);
    }
    scores_draw_sheet(h, g, o->sheet, 0);
    ui_button_draw(g, &o->close);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    scores_t *o = s->data;
    *out = &o->close;
    return 1;
}

scene_t *overlay_scores_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "scores", sizeof(scores_t));
    scores_t *o = s->data;
    ui_button_init(&o->close, 1, N_("Close"), BUTTON_PRIMARY);
    s->draw_below = true;
    s->resize = resize;
    s->event = event;
    s->draw = draw;
    s->controls = controls;
    return s;
}
