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

#define SHEET_ROW_H 27.0f /* the header, the totals, and a hand's row when every hand fits */

sheet_rows_t scores_sheet_rows(const home_t *h, rectf_t r, float min_row_h, int first)
{
    sheet_rows_t v;
    const hand_score_t *hs;
    v.count = h->table ? game_history(table_game(h->table), &hs) : 0;
    v.row_h = SHEET_ROW_H;
    float room = r.h - 2 * SHEET_ROW_H - 28; /* between the header and the totals */
    if (h->table && game_players(table_game(h->table)) == 5) {
        room -= SHEET_ROW_H; /* five seats' names on two lines (sheet_names) */
    }
    if (v.count > 0 && room / v.count < v.row_h) {
        /* closer rows, down to min_row_h, rather than a hand left out */
        v.row_h = room / v.count > min_row_h ? room / v.count : min_row_h;
    }
    v.shown = (int)(room / v.row_h + 0.001f);
    v.shown = v.shown < 1 ? 1 : v.shown > v.count ? v.count : v.shown;
    int last_first = v.count - v.shown;
    v.first = first < 0 || first > last_first ? last_first : first;
    return v;
}

/* When not every hand shows: a track at the sheet's right edge, and on it the part shown. */
static void draw_scroll_marker(gfx_t *g, rectf_t r, float top, const sheet_rows_t *v)
{
    if (v->shown >= v->count) {
        return;
    }
    rectf_t track = rectf(r.x + r.w - 10, top, 5, v->row_h * (float)v->shown);
    ui_round(g, track, 2.5f, (SDL_Color){255, 255, 255, 45});
    float h = track.h * (float)v->shown / (float)v->count;
    float y = track.y + track.h * (float)v->first / (float)v->count;
    ui_round(g, rectf(track.x, y, track.w, h < 10 ? 10 : h), 2.5f, UI_GOLD);
}

/* The width of the sheet's first column (the hands' numbers): 110, or less where the seats' names would
 * not fit in their columns even at the smallest size (a narrow sheet in Dutch: "Rechterbuur"), but never
 * less than its own heading and "Total" need. */
static float sheet_first_column(gfx_t *g, float width, int players)
{
    float names = 0;
    for (int seat = 0; seat < players; seat++) {
        names = SDL_max(names, ui_text_width(g, FONT_BOLD, 11, words_seat(seat, players)) + 12);
    }
    float own = SDL_max(ui_text_width(g, FONT_BOLD, 11, _("HAND")), ui_text_width(g, FONT_BOLD, 11, _("Total"))) + 24;
    float col0 = SDL_min(110.0f, width - (float)players * names);
    return SDL_max(col0, own);
}

static void draw_hand_row(gfx_t *g, rectf_t r, float col0, float y, float row_h, int hand, const hand_score_t *hs,
                          int players)
{
    float colw = (r.w - col0) / (float)players;
    ui_textf(g, FONT_REGULAR, 15, UI_CREAM_DIM, r.x + 16, y + row_h / 2, UI_MIDDLE, "%d", hand);
    for (int seat = 0; seat < players; seat++) {
        char cell[32];
        bool shot = hs->moon == seat || hs->sun == seat;
        if (shot) {
            snprintf(cell, sizeof cell, "%s %s", words_int(hs->score[seat]),
                     hs->sun == seat ? "\xe2\x98\x80" : "\xe2\x98\xbe");
        } else {
            snprintf(cell, sizeof cell, "%s", words_int(hs->score[seat]));
        }
        SDL_Color c = shot ? UI_GOLD_LIGHT : hs->score[seat] == 0 ? UI_MUTED : UI_CREAM;
        ui_text(g, FONT_REGULAR, 15, c, r.x + col0 + colw * seat + colw / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                cell);
    }
}

/* Five seats' names over their columns on two lines, one seat up and the next down, so that each may
 * be as wide as two columns (five columns leave a long name too little room); at one size, the size the
 * longest needs. Returns the second line's top. */
static float sheet_names_staggered(gfx_t *g, rectf_t r, float col0, float colw, float y, float row_h)
{
    float pt = 15;
    for (int seat = 0; seat < 5; seat++) {
        float fit = ui_fit_pt(g, FONT_BOLD, 15, 11, 2 * colw - 12, words_seat(seat, 5));
        pt = fit < pt ? fit : pt;
    }
    for (int seat = 0; seat < 5; seat++) {
        float cx = r.x + col0 + colw * (float)seat + colw / 2, line = seat % 2 ? row_h : 0;
        ui_text_fit(g, FONT_BOLD, pt, 11, UI_GOLD, rectf(cx - colw + 6, y + line, 2 * colw - 12, row_h), UI_CENTER,
                    words_seat(seat, 5));
    }
    return y + row_h;
}

/* The size the seats' names take on one line over their columns (the size the longest needs), or 0 when
 * one would shrink under 13 points there: then five are staggered (sheet_names_staggered). */
static float sheet_names_one_line(gfx_t *g, float colw, int players)
{
    float pt = 15;
    for (int seat = 0; seat < players; seat++) {
        float fit = ui_fit_pt(g, FONT_BOLD, 15, 11, colw - 8, words_seat(seat, players));
        pt = fit < pt ? fit : pt;
    }
    for (int seat = 0; seat < players; seat++) {
        if (ui_text_width(g, FONT_BOLD, pt, words_seat(seat, players)) > colw - 8) {
            return 0;
        }
    }
    return pt;
}

void scores_draw_rows(const home_t *h, gfx_t *g, rectf_t r, int highlight_hand, const sheet_rows_t *v)
{
    if (!h->table) {
        return;
    }
    const game_t *game = table_game(h->table);
    const hand_score_t *hs;
    int n = game_history(game, &hs);
    float row_h = SHEET_ROW_H;
    int players = game_players(game);
    float col0 = sheet_first_column(g, r.w, players), colw = (r.w - col0) / (float)players;
    ui_round(g, r, 12, (SDL_Color){0, 0, 0, 70});
    float y = r.y + 8;
    float pt = sheet_names_one_line(g, colw, players);
    float names_y = players == 5 && pt >= 13 ? y + row_h / 2 : y; /* five on one line: in the middle of two */
    /* TRANSLATORS: the heading of the score sheet's first column, the hands' numbers, in capitals */
    ui_text_fit(g, FONT_BOLD, 14, 11, UI_GOLD, rectf(r.x + 16, names_y, col0 - 20, row_h), UI_LEFT, _("HAND"));
    /* the names at one size, the size the longest needs (one shrunk alone looked out of place); five on one
     * line where they hold at 13 points (a wide window: staggered, Left and Far right dropped a line with
     * room to spare), in the middle of the two lines kept for them */
    if (players == 5 && pt < 13) {
        y = sheet_names_staggered(g, r, col0, colw, y, row_h);
    } else {
        for (int seat = 0; seat < players; seat++) {
            ui_text_fit(g, FONT_BOLD, pt > 0 ? pt : 11, 11, UI_GOLD,
                        rectf(r.x + col0 + colw * seat + 4, names_y, colw - 8, row_h), UI_CENTER,
                        words_seat(seat, players));
        }
        y += players == 5 ? row_h : 0;
    }
    y += row_h + 4;
    ui_fill(g, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 40});
    if (n == 0) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, r.x + r.w / 2, y + row_h / 2, UI_CENTER | UI_MIDDLE,
                _("No hand has been scored yet."));
    }
    draw_scroll_marker(g, r, y, v);
    for (int i = v->first; i < n && i < v->first + v->shown; i++) {
        if (i + 1 == highlight_hand) {
            ui_round(g, rectf(r.x + 6, y, r.w - 12, v->row_h), 6, (SDL_Color){238, 190, 80, 40});
        }
        draw_hand_row(g, r, col0, y, v->row_h, i + 1, &hs[i], players);
        y += v->row_h;
    }
    int totals[SEAT_MAX];
    game_totals(game, totals);
    y = r.y + r.h - row_h - 8;
    ui_fill(g, rectf(r.x + 10, y - 3, r.w - 20, 1), (SDL_Color){255, 255, 255, 60});
    ui_text_fit(g, FONT_BOLD, 15, 11, UI_CREAM, rectf(r.x + 16, y, col0 - 20, row_h), UI_LEFT, _("Total"));
    unsigned lead = rules_winners(totals, players);
    for (int seat = 0; seat < players; seat++) {
        ui_text(g, FONT_BOLD, 17, (lead >> seat) & 1 ? UI_GOLD_LIGHT : UI_CREAM, r.x + col0 + colw * seat + colw / 2,
                y + row_h / 2, UI_CENTER | UI_MIDDLE, words_int(totals[seat]));
    }
}

void scores_draw_sheet(const home_t *h, gfx_t *g, rectf_t r, int highlight_hand)
{
    /* the latest hands that fit, at the full row height */
    sheet_rows_t v = scores_sheet_rows(h, r, SHEET_ROW_H, -1);
    scores_draw_rows(h, g, r, highlight_hand, &v);
}

typedef struct {
    rectf_t panel;
    rectf_t sheet;
    ui_button_t close;
} scores_t;

static void resize(scene_t *s, const gfx_t *g)
{
    scores_t *o = s->data;
    /* wider in a small window, where text is held at 12 pixels (the title and the game's end beside it) */
    o->panel = panel_centred(g, g->layout.scale < 0.7f ? 780 : 660, 540);
    rectf_t r = o->panel;
    o->sheet = rectf(r.x + 30, r.y + 80, r.w - 60, r.h - 170);
    o->close.r = panel_foot(r, UI_CENTER, 190); /* room for the Esc cap */
}

static void event(scene_t *s, const SDL_Event *ev)
{
    scores_t *o = s->data;
    home_t *h = s->home;
    /* S too: the key that opens the sheet from the table closes it again */
    if (ui_buttons_event(&h->app->gfx, &o->close, 1, ev) >= 0 || panel_close_key(ev) ||
        (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_s)) {
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
    panel_close_init(&o->close, 1);
    s->press = panel_press_close;
    s->draw_below = true;
    s->resize = resize;
    s->event = event;
    s->draw = draw;
    s->controls = controls;
    return s;
}
