/* How the game ended. Tournament games: the standings score laid out like the published examples
 * (score bonus + time bonus + win bonus), personal best and recent results. Classic and Omnibus
 * games: the winner and the score sheet, every hand of it: the panel grows as far as the window
 * allows, the rows close up, and a game longer still scrolls (the wheel, Page Up/Down, Home, End)
 * with a marker at the sheet's edge showing the part in view. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/look.h"
#include "platform/ui.h"
#include "scenes/announce.h"
#include "scenes/scenes.h"
#include "scenes/result_coach.h"
#include "scenes/words.h"
#include "table/table.h"

enum { R_AGAIN = 1, R_TITLE, R_WATCH, R_COUNT_ };

typedef struct {
    rectf_t panel;
    rectf_t left;             /* the standings, or the score sheet */
    rectf_t right;            /* the final totals, then the record */
    rectf_t totals[SEAT_MAX]; /* a row of the final totals, one a seat */
    int players;              /* the game's seats */
    ui_button_t b[R_COUNT_ - 1];
    bool best;
    double shown_at;
    double waited_ms; /* the game's fixed-step clock run with the result on top (keys_ready) */
    int sheet_first;  /* the first hand the score sheet shows (0-based) */
} result_t;

#define SHEET_MIN_ROW_H 21.0f /* the sheet's rows close up to this before it scrolls */

/* Whether the left column is the score sheet (not the standings). */
static bool shows_sheet(const home_t *h)
{
    const game_event_t *e = h->table ? table_end(h->table) : NULL;
    return e && !e->has_standings;
}

#define TALL_LEFT_H  240.0f /* the standings' rows and sum (draw_standings) */
#define TALL_RIGHT_H 430.0f /* the final totals and the record under them (draw_totals, draw_record) */

/* The buttons along the panel's foot, from its right; in large print as much wider as their words are
 * larger, where the panel leaves the deal's number 200 at their left (they kept their widths, and
 * their words shrank to fit them: smaller than in the usual look) */
static void place_buttons(result_t *r, rectf_t p)
{
    float grow = look_widen(1, (p.w - 80 - 200 - 28) / (200 + 156 + 190));
    float y = p.y + p.h - 72;
    r->b[0].r = rectf(p.x + p.w - 40 - 200 * grow, y, 200 * grow, 50);
    r->b[1].r = rectf(r->b[0].r.x - 14 - 156 * grow, y, 156 * grow, 50);
    r->b[2].r = rectf(r->b[1].r.x - 14 - 190 * grow, y, 190 * grow, 50);
}

/* A window taller than wide (800x1000) has room below, not beside: the final totals and the record go
 * under the standings (or the score sheet), each the panel's width, in a panel as tall as they need,
 * in the middle of the window's height (side by side, it left half the window bare). */
static void resize_tall(scene_t *s, const gfx_t *g)
{
    result_t *r = s->data;
    float left_h = TALL_LEFT_H;
    if (shows_sheet(s->home)) {
        const hand_score_t *hs;
        left_h = 82 + 27 * (float)game_history(table_game(s->home->table), &hs); /* as in resize */
    }
    float right_h = TALL_RIGHT_H + 40 * (float)(r->players - 4); /* a row of totals a seat */
    float fixed = 130 + 30 + right_h + 100, room = g->layout.lh - 30 - fixed;
    left_h = left_h > room ? room : left_h;
    float w = g->layout.lw - 40, h = fixed + left_h;
    rectf_t p = rectf(g->layout.lw / 2 - w / 2, g->layout.lh / 2 - h / 2, w, h);
    r->panel = p;
    r->left = rectf(p.x + 40, p.y + 130, p.w - 80, left_h);
    r->right = rectf(p.x + 40, r->left.y + left_h + 30, p.w - 80, right_h);
    for (int seat = 0; seat < r->players; seat++) {
        r->totals[seat] = rectf(r->right.x, r->right.y + 34 + 40 * seat, r->right.w, 34);
    }
    place_buttons(r, p);
}

static void resize(scene_t *s, const gfx_t *g)
{
    result_t *r = s->data;
    if (g->layout.lh > g->layout.lw && g->layout.lh - 30 >= 130 + 30 + TALL_LEFT_H + TALL_RIGHT_H + 100) {
        resize_tall(s, g);
        return;
    }
    float h = 620;
    if (shows_sheet(s->home)) {
        /* taller, where the window has room, for a sheet with every hand at its full height: 230 for
         * the title and the buttons, 82 for the sheet's header and totals, 27 a hand */
        const hand_score_t *hs;
        float want = 230 + 82 + 27 * (float)game_history(table_game(s->home->table), &hs);
        h = want > h ? want : h;
    }
    if (h > g->layout.lh - 30) {
        h = g->layout.lh - 30;
    }
    /* a sheet of hands gets a wider panel: its four seats' names must fit their columns, in Dutch
     * ("Rechterbuur") too, at the smallest window, where text does not shrink below a readable size */
    float w = shows_sheet(s->home) ? SDL_min(1080.0f, g->layout.lw - 40) : 960;
    w = look_widen(w, g->layout.lw - 40); /* large print's words: its buttons and columns grow with it */
    /* a small window holds text at 12 pixels, larger than the points ask for: the panel takes the
     * window's width, the right column (the record's lines) the most of it */
    if (g->layout.scale < 0.7f) {
        w = g->layout.lw - 40;
    }
    float rw = 360 + (w - 960) / 2;
    if (r->players == 5) {
        rw = 360; /* the score sheet's five columns take the room (German "Weit rechts" at 12 pixels) */
    }
    rectf_t p = rectf(g->layout.lw / 2 - w / 2, g->layout.lh / 2 - h / 2, w, h);
    r->panel = p;
    r->left = rectf(p.x + 40, p.y + 130, p.w - 130 - rw, p.h - 230);
    r->right = rectf(p.x + p.w - 40 - rw, p.y + 130, rw, p.h - 230);
    float step = r->players > 4 ? 36 : 40; /* five rows a little closer */
    for (int seat = 0; seat < r->players; seat++) {
        r->totals[seat] = rectf(r->right.x, r->right.y + 34 + step * (float)seat, r->right.w, 34);
    }
    place_buttons(r, p);
}

/* The score sheet's rows, the first shown at first (clamped: past the end shows the last ones). */
static sheet_rows_t sheet_rows(const scene_t *s, int first)
{
    const result_t *r = s->data;
    return scores_sheet_rows(s->home, r->left, SHEET_MIN_ROW_H, first < 0 ? 0 : first);
}

/* The wheel, Page Up/Down, Home and End move the sheet of a game too long for it; true if the event
 * was one of those. */
static bool scroll_event(scene_t *s, const SDL_Event *ev)
{
    result_t *r = s->data;
    if (!shows_sheet(s->home)) {
        return false;
    }
    sheet_rows_t v = sheet_rows(s, r->sheet_first);
    int page = v.shown > 1 ? v.shown - 1 : 1, to;
    if (ev->type == SDL_MOUSEWHEEL) {
        int dy = ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -ev->wheel.y : ev->wheel.y;
        to = v.first - 3 * dy;
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_PAGEUP) {
        to = v.first - page;
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_PAGEDOWN) {
        to = v.first + page;
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_HOME) {
        to = 0;
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_END) {
        to = v.count;
    } else {
        return false;
    }
    r->sheet_first = sheet_rows(s, to).first;
    app_redraw(s->home->app);
    return true;
}

/* The rules of the next game: the same as this one's. */
static rules_t next_rules(const home_t *h)
{
    return h->table ? *table_rules(h->table) : h->settings.rules;
}

static void go(scene_t *s, int id);

/* Whether the keys that leave the result (Enter, Space, Esc, W) are taken yet: not in its first
 * moments, when a key meant for the table (pressed twice, or queued while a busy machine was late)
 * would skip the result unread and deal a new game. The moment is SCENE_KEYS_WAIT_MS of the game's
 * fixed-step clock run with the result on top, not of the wall's: a late frame counts for no more than
 * the loop's catch-up. A key's repeat is never taken: it is a key held down since before. */
static bool keys_ready(const result_t *r, const SDL_Event *ev)
{
    return r->waited_ms >= SCENE_KEYS_WAIT_MS && !ev->key.repeat;
}

/* Enter or Space: the focus pressed (Play again until Tab moves it), when keys_ready. (The result has no
 * scene_t.press: the stack's press does not see a key's repeat.) Whether the key was one of those. */
static bool enter_key(scene_t *s, const SDL_Event *ev)
{
    SDL_Keycode k = ev->key.keysym.sym;
    if ((k != SDLK_RETURN && k != SDLK_KP_ENTER && k != SDLK_SPACE) || (ev->key.keysym.mod & KMOD_ALT)) {
        return false;
    }
    const ui_button_t *f = scene_focused(s);
    if (f && keys_ready(s->data, ev)) {
        audio_play(&s->home->app->audio, SND_CLICK);
        app_redraw(s->home->app);
        go(s, f->id);
    }
    return true;
}

static void event(scene_t *s, const SDL_Event *ev)
{
    result_t *r = s->data;
    home_t *h = s->home;
    if (scroll_event(s, ev)) {
        return;
    }
    if (ev->type == SDL_KEYDOWN && enter_key(s, ev)) {
        return;
    }
    int id = ui_buttons_event(&h->app->gfx, r->b, R_COUNT_ - 1, ev);
    if (ev->type == SDL_KEYDOWN && keys_ready(r, ev)) {
        if (ev->key.keysym.sym == SDLK_ESCAPE) {
            id = R_TITLE;
        } else if (ev->key.keysym.sym == SDLK_w && !r->b[2].hidden) {
            id = R_WATCH;
        }
    }
    go(s, id);
}

/* Play again, Title or Watch again. */
static void go(scene_t *s, int id)
{
    home_t *h = s->home;
    if (id == R_WATCH) {
        /* the game just played, from the log the game kept of it (home.h, watch_path) */
        char err[1400];
        scene_t *w = scene_watch_file(h, h->watch_path, err, sizeof err);
        if (w) {
            scene_focus_set(s, R_WATCH - 1); /* back from the viewer on Watch again, however it was opened */
            scene_push(&h->app->scenes, w);
        } else {
            fprintf(stderr, "hearts: %s\n", err);
        }
    } else if (id == R_AGAIN) {
        rules_t rules = next_rules(h);
        if (home_start_game(h, &rules, home_random_seed(), false)) {
            scene_replace_all(&h->app->scenes, scene_play_new(h, false));
        }
    } else if (id == R_TITLE) {
        home_end_game(h);
        scene_replace_all(&h->app->scenes, scene_title_new(h));
    }
}

static void winners_text(unsigned w, int players, char *buf, size_t len)
{
    static const char *const alone[SEAT_KINDS] = {N_("You win!"),   N_("Left wins"),     N_("Across wins"),
                                                  N_("Right wins"), N_("Far left wins"), N_("Far right wins")};
    int n = 0, only = 0;
    char names[120] = "";
    for (int s = 0; s < players; s++) {
        if ((w >> s) & 1) {
            size_t used = strlen(names);
            snprintf(names + used, sizeof names - used, "%s%s", n ? ", " : "", words_seat(s, players));
            only = s;
            n++;
        }
    }
    if (n == 1) {
        snprintf(buf, len, "%s", words_seat_pick(only, players, alone));
    } else {
        /* TRANSLATORS: two or more players tied for the lowest total; %s lists them: "You, Left" */
        snprintf(buf, len, _("Shared win: %s"), names);
    }
}

/* The standings' rows: their labels in one column of one size, the formulas after the widest label
 * (at 800x450 the 12-pixel floor made French "Bonus victoire" wider than the 144 units it had). */
typedef struct {
    float pt;   /* the labels' size */
    float room; /* from the row's left to its formula */
} label_col_t;

/* The labels' column of rows w wide: 144 for the labels, in large print as much wider as the words are
 * larger, up to two fifths of the row (its labels shrank to fit 144: no larger than in the usual look) */
static label_col_t label_col(gfx_t *g, const char *const *labels, int n, float w)
{
    float fit = look_widen(144, w * 0.4f);
    label_col_t c = {18, fit + 6};
    for (int i = 0; i < n; i++) {
        float pt = ui_fit_pt(g, FONT_BOLD, 18, 12, fit, labels[i]);
        c.pt = pt < c.pt ? pt : c.pt;
    }
    for (int i = 0; i < n; i++) {
        float need = ui_text_width(g, FONT_BOLD, c.pt, labels[i]) + 10;
        c.room = need > c.room ? need : c.room;
    }
    return c;
}

static void row(gfx_t *g, float x, float y, float w, label_col_t col, const char *label, const char *formula, int value)
{
    ui_text_fit(g, FONT_BOLD, col.pt, col.pt, UI_CREAM, rectf(x, y - 14, col.room - 6, 28), UI_LEFT, label);
    ui_text_fit(g, FONT_REGULAR, 17, 12, UI_MUTED, rectf(x + col.room, y - 14, w - col.room - 70, 28), UI_LEFT,
                formula);
    ui_text(g, FONT_BOLD, 22, UI_GOLD_LIGHT, x + w, y, UI_RIGHT | UI_MIDDLE, words_int(value));
}

/* The last line: "Standings", the sum f and the total at y, under the rule drawn 40 above y. Where
 * long words (or large print) leave the sum no room beside the total, it goes on a line of its own
 * between the rule and the total, and the total moves down as far as that line and the total's own
 * height need (in large print at 1024x600 a line at a fixed 40 above ran into the total's digits). */
static void draw_standings_total(gfx_t *g, const char *f, int total, float x, float y, float w)
{
    const char *value = words_int(total);
    float sw = ui_text_width(g, FONT_BOLD, 20, _("Standings"));
    float tw = ui_text_width(g, FONT_BOLD, 40, value);
    rectf_t room = rectf(x + sw + 12, y - 14, w - tw - 14 - sw - 12, 28);
    if (ui_text_width(g, FONT_REGULAR, ui_fit_pt(g, FONT_REGULAR, 18, 12, room.w, f), f) > room.w) {
        float rule = y - 40, line = ui_line_height(g, 18, 26), half = ui_line_height(g, 40, 0) / 2;
        room = rectf(x, rule + 4, w, line);
        float below = rule + 4 + line + 2 + half;
        y = below > y ? below : y;
    }
    ui_text(g, FONT_BOLD, 20, UI_CREAM, x, y, UI_LEFT | UI_MIDDLE, _("Standings"));
    ui_text(g, FONT_BOLD, 40, UI_GOLD, x + w, y, UI_RIGHT | UI_MIDDLE, value);
    ui_text_fit(g, FONT_REGULAR, 18, 12, UI_CREAM_DIM, room, UI_RIGHT, f);
}

static void draw_standings(gfx_t *g, const game_event_t *e, float x, float y, float w)
{
    const standings_t *st = &e->standings;
    const int *t = e->end_totals;
    char f[160];
    ui_text(g, FONT_BOLD, 15, UI_GOLD, x, y, UI_LEFT, _("STANDINGS SCORE"));
    y += 44;
    if (e->reason == END_TARGET) {
        const char *const labels[3] = {_("Score bonus"), _("Time bonus"), _("Win bonus")};
        label_col_t col = label_col(g, labels, 3, w);
        snprintf(f, sizeof f, "15 \xc3\x97 (100 \xe2\x88\x92 %s)", words_int(t[SEAT_S]));
        row(g, x, y, w, col, labels[0], f, st->score_bonus);
        y += 42;
        if (e->seconds_left < 0) {
            snprintf(f, sizeof f, "%s", _("no clock")); /* standings without a clock (three or five players) */
        } else {
            snprintf(f, sizeof f, _("%d:%02d left on the clock"), e->seconds_left / 60, e->seconds_left % 60);
        }
        row(g, x, y, w, col, labels[1], f, st->time_bonus);
        y += 42;
        if (st->win_bonus > 0 || (e->winners & 1u)) {
            snprintf(f, sizeof f, "3 \xc3\x97 (%s + %s + %s)", words_int(t[1]), words_int(t[2]), words_int(t[3]));
        } else {
            snprintf(f, sizeof f, "%s", _("not the lowest total"));
        }
        row(g, x, y, w, col, labels[2], f, st->win_bonus);
        y += 30;
        ui_fill(g, rectf(x, y, w, 1.5f), (SDL_Color){255, 255, 255, 60});
        y += 40;
        /* the sum's numbers as the rows above write them ("1 648" in French) */
        snprintf(f, sizeof f, "%s + %s + %s =", words_int(st->score_bonus), words_int(st->time_bonus),
                 words_int(st->win_bonus));
    } else if (e->reason == END_CLOCK) {
        int completed = e->hands - 1;
        if (completed <= 0 && st->total == 0) {
            ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(x, y - 14, w, 28), UI_LEFT,
                        _("Time ran out before a hand was completed."));
            y += 70;
            snprintf(f, sizeof f, "%s", _("no hand completed:"));
        } else {
            const char *const labels[2] = {_("Hands played"), _("Your points")};
            label_col_t col = label_col(g, labels, 2, w);
            snprintf(f, sizeof f, _("during hand %d"), e->hands);
            row(g, x, y, w, col, labels[0], f, e->hands);
            y += 42;
            snprintf(f, sizeof f, _("with hand %d so far"), e->hands);
            row(g, x, y, w, col, labels[1], f, t[SEAT_S]);
            y += 42;
            snprintf(f, sizeof f, "50 + 26 \xc3\x97 %d \xe2\x88\x92 2 \xc3\x97 %s", e->hands, words_int(t[SEAT_S]));
            ui_text(g, FONT_REGULAR, 17, UI_MUTED, x + col.room, y, UI_LEFT | UI_MIDDLE, f);
            y += 30;
            ui_fill(g, rectf(x, y, w, 1.5f), (SDL_Color){255, 255, 255, 60});
            y += 40;
            snprintf(f, sizeof f, "50 + %s \xe2\x88\x92 %s =", words_int(26 * e->hands), words_int(2 * t[SEAT_S]));
        }
    } else {
        ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(x, y - 14, w, 28), UI_LEFT,
                    _("You left the game before its end."));
        y += 70;
        snprintf(f, sizeof f, "%s", _("left the game:"));
    }
    draw_standings_total(g, f, st->total, x, y, w);
}

/* The title and the line under it: who won, or why the game ended. */
static void draw_heading(gfx_t *g, const game_event_t *e, rectf_t p, int players)
{
    char title[120], sub[160];
    if (e->reason == END_CLOCK) {
        snprintf(title, sizeof title, "%s", _("Time is up"));
        snprintf(sub, sizeof sub, _("The clock reached 0:00 during hand %d."), e->hands);
    } else if (e->reason == END_QUIT) {
        snprintf(title, sizeof title, "%s", _("Game over"));
        snprintf(sub, sizeof sub, _("You left during hand %d."), e->hands);
    } else {
        winners_text(e->winners, players, title, sizeof title);
        if (e->seconds_left >= 0) {
            snprintf(sub, sizeof sub,
                     NG_("The game was completed in %d hand, with %d:%02d left on the clock.",
                         "The game was completed in %d hands, with %d:%02d left on the clock.", e->hands),
                     e->hands, e->seconds_left / 60, e->seconds_left % 60);
        } else {
            snprintf(sub, sizeof sub,
                     NG_("The game was completed in %d hand.", "The game was completed in %d hands.", e->hands),
                     e->hands);
        }
    }
    ui_text_shadowed(g, FONT_BOLD, 38, (e->winners & 1u) && e->reason == END_TARGET ? UI_GOLD : UI_CREAM, p.x + 40,
                     p.y + 26, UI_LEFT, title);
    ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM_DIM, rectf(p.x + 42, p.y + 78, p.w - 84, 24), UI_LEFT, sub);
}

/* The right column's first part: the final totals, the winners marked. */
static void draw_totals(gfx_t *g, const result_t *r, const game_event_t *e)
{
    float rx = r->right.x, rw = r->right.w;
    ui_text(g, FONT_BOLD, 15, UI_GOLD, rx, r->right.y, UI_LEFT, _("FINAL TOTALS"));
    for (int seat = 0; seat < r->players; seat++) {
        rectf_t row_r = r->totals[seat];
        bool win = (e->winners >> seat) & 1u;
        ui_round(g, row_r, 8, win ? (SDL_Color){238, 190, 80, 50} : (SDL_Color){0, 0, 0, 60});
        /* the name in 100, in large print as much wider as its words are larger ("Gegenüber" shrank) */
        float name_w = look_widen(100, rw - 120);
        float nw = ui_text_fit(g, FONT_BOLD, 17, 12, UI_CREAM, rectf(rx + 14, row_r.y, name_w, 34), UI_LEFT,
                               words_seat(seat, r->players));
        if (win) {
            /* TRANSLATORS: a tag beside the name with the lowest total (the winner), in capitals */
            ui_text_fit(g, FONT_BOLD, 12, 10, UI_GOLD, rectf(rx + 22 + nw, row_r.y, rw - 22 - nw - 70, 34), UI_LEFT,
                        _("LOWEST"));
        }
        ui_text(g, FONT_BOLD, 19, win ? UI_GOLD_LIGHT : UI_CREAM, rx + rw - 14, row_r.y + 17, UI_RIGHT | UI_MIDDLE,
                words_int(e->end_totals[seat]));
    }
}

/* The record's heading: which record it is, where the game was not of four (three and five players keep
 * their own, store/stats.h). */
static void record_heading(gfx_t *g, float x, float y, float w, int players)
{
    /* TRANSLATORS: the result's heading over the player's record of games of three players (capitals) */
    const char *text = players == 3 ? _("YOUR RECORD, THREE PLAYERS")
                       /* TRANSLATORS: the result's heading over the record of games of five players */
                       : players == 5 ? _("YOUR RECORD, FIVE PLAYERS")
                                      : _("YOUR RECORD");
    ui_text_fit(g, FONT_BOLD, 15, 11, UI_GOLD, rectf(x, y - 1, w, 20), UI_LEFT, text);
}

/* Below the totals the record flows as text, as long as it has lines: the standings record of the
 * game's seat count, then the recent results. */
static void draw_record(gfx_t *g, const home_t *h, const result_t *r, const game_event_t *e)
{
    float rx = r->right.x, rw = r->right.w;
    rectf_t p = r->panel;
    float y = r->totals[r->players - 1].y + 40 + 16;
    const stats_t *st = &h->stats;
    const stats_seats_t rec = stats_record_of(st, r->players); /* of the game's seat count */
    y = result_coach_draw(g, h, rectf(rx, y, rw, 0));          /* the coach's accuracy, beside the score */
    if (table_autoplay(h->table)) {
        /* a demonstration is nobody's record (home_record_result): say so, rather than headings over
         * nothing, or over the player's own games */
        record_heading(g, rx, y, rw, r->players);
        y += 28;
        ui_text_wrapped(g, FONT_REGULAR, 15, UI_CREAM, rectf(rx, y - 2, rw, 48), UI_LEFT, 22,
                        _("The computer played your seat: this game does not count in your record."));
        return;
    }
    if (e->has_standings && stats_rules_own(table_rules(h->table))) {
        /* rules changed from the preset's: its standings score is compared with no record (stats.h) */
        record_heading(g, rx, y, rw, r->players);
        y += 28;
        float used = ui_text_wrapped(g, FONT_REGULAR, 15, UI_CREAM, rectf(rx, y - 2, rw, 72), UI_LEFT, 22,
                                     _("You changed the rules: this game's standings score is not compared "
                                       "with your record."));
        y += (used > 44 ? used : 44) + 14;
    } else if (e->has_standings) {
        record_heading(g, rx, y, rw, r->players);
        y += 30;
        if (r->best) {
            ui_round(g, rectf(rx, y - 4, rw, 30), 8, (SDL_Color){238, 190, 80, 230});
            char best[64];
            snprintf(best, sizeof best, _("New personal best: %s"), words_int(rec.standings_best));
            ui_text_fit(g, FONT_BOLD, 16, 11, UI_INK, rectf(rx + 6, y - 4, rw - 12, 30), UI_CENTER, best);
        } else if (rec.standings_games) {
            ui_textf(g, FONT_REGULAR, 16, UI_CREAM, rx, y, UI_LEFT, _("Personal best: %s"),
                     words_int(rec.standings_best));
        }
        y += 32;
        if (rec.standings_games) {
            char avg[96];
            snprintf(avg, sizeof avg, NG_("Average over %d game: %s", "Average over %d games: %s", rec.standings_games),
                     rec.standings_games, words_int(lround(stats_seats_mean(&rec))));
            ui_text_fit(g, FONT_REGULAR, 15, 11, UI_MUTED, rectf(rx, y - 2, rw, 22), UI_LEFT, avg);
            y += 30;
        }
    }
    if (table_practice(h->table)) {
        /* a card was taken back (Undo): the game is practice (home_record_result); it has no standings */
        record_heading(g, rx, y, rw, r->players);
        y += 28;
        /* two lines, or three in large print: the next heading goes under however many it took */
        float used = ui_text_wrapped(g, FONT_REGULAR, 15, UI_CREAM, rectf(rx, y - 2, rw, 72), UI_LEFT, 22,
                                     _("You took a card back: this practice game does not count in your record."));
        y += (used > 44 ? used : 44) + 14;
    }
    ui_text(g, FONT_BOLD, 15, UI_GOLD, rx, y, UI_LEFT, _("RECENT RESULTS"));
    y += 28;
    for (int i = 0; i < st->recent_count && i < 4 && y < p.y + p.h - 100; i++) {
        const stats_result_t *rr = &st->recent[i];
        char line[120];
        stats_describe_short(rr, line, sizeof line);
        ui_text_fit(g, FONT_REGULAR, 15, 11, i == 0 ? UI_CREAM : UI_MUTED, rectf(rx, y - 2, rw, 22), UI_LEFT, line);
        y += 24;
    }
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    result_t *r = s->data;
    const home_t *h = s->home;
    rectf_t p = r->panel;
    ui_panel(g, p, 24, UI_PANEL, (SDL_Color){238, 190, 80, 160});
    const game_event_t *e = h->table ? table_end(h->table) : NULL;
    if (!e) {
        return;
    }
    draw_heading(g, e, p, r->players);
    if (e->has_standings) {
        draw_standings(g, e, r->left.x, r->left.y, r->left.w);
    } else {
        sheet_rows_t v = sheet_rows(s, r->sheet_first);
        scores_draw_rows(h, g, r->left, 0, &v);
    }
    draw_totals(g, r, e);
    draw_record(g, h, r, e);
    ui_textf(g, FONT_REGULAR, 13, UI_MUTED, p.x + 42, p.y + p.h - 47, UI_LEFT | UI_MIDDLE, _("Deal #%llu"),
             (unsigned long long)table_seed(h->table));
    ui_buttons_draw(g, r->b, R_COUNT_ - 1);
}

/* --exit-at-end and --autoplay: nobody clicks, so the result moves on by itself after a moment. */
static double exit_left(const home_t *h, const result_t *r)
{
    double shown = 3000.0 / h->app->speed;
    if (shown < 500) {
        shown = 500;
    }
    return r->shown_at + shown - app_now_ms(h->app);
}

static void update(scene_t *s, double dt)
{
    result_t *r = s->data;
    r->waited_ms += dt;
    home_t *h = s->home;
    result_coach_update(h); /* the last hand rated while the result is shown, and its notes kept */
    if (h->opt.exit_at_end && exit_left(h, r) <= 0) {
        app_quit(h->app);
    } else if (h->opt.autoplay && exit_left(h, r) <= 0) {
        /* a demonstration goes on: the next game, with the same rules */
        rules_t rules = next_rules(h);
        if (home_start_game(h, &rules, home_random_seed(), true)) {
            scene_replace_all(&h->app->scenes, scene_play_new(h, false));
        } else {
            /* the log cannot be written (said on stderr): stop, as when the first game cannot start,
             * rather than try again on every update */
            h->app->exit_code = 1;
            app_quit(h->app);
        }
    }
}

static double idle_ms(scene_t *s, bool top)
{
    result_t *r = s->data;
    const home_t *h = s->home;
    if (top && r->waited_ms < SCENE_KEYS_WAIT_MS) {
        return 0; /* the fixed-step clock runs while the keys wait (keys_ready) */
    }
    if (top && (h->opt.exit_at_end || h->opt.autoplay)) {
        double left = exit_left(h, r);
        return left > 0 ? left : 0;
    }
    return result_coach_idle_ms(h);
}

static void enter(scene_t *s)
{
    result_t *r = s->data;
    home_t *h = s->home;
    r->best = home_record_result(h);
    r->b[2].hidden = !h->watch_path[0]; /* Watch again: when its log was kept */
    r->shown_at = app_now_ms(h->app);
    const game_event_t *e = h->table ? table_end(h->table) : NULL;
    if (e && e->reason != END_CLOCK) {
        audio_play(&h->app->audio, SND_GAME_OVER);
        /* the end's words (who won, the standings) are said here: the table beneath showed the hand's
         * summary and never reached the end's event (the clock's end is said by the table at once) */
        announce_event(h, e);
    }
}

static int controls(scene_t *s, const ui_button_t **out)
{
    result_t *r = s->data;
    *out = r->b;
    return R_COUNT_ - 1;
}

scene_t *scene_result_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "result", sizeof(result_t));
    result_t *r = s->data;
    r->players = h->table ? game_players(table_game(h->table)) : 4;
    ui_button_init(&r->b[0], R_AGAIN, N_("Play again"), BUTTON_PRIMARY);
    ui_button_init(&r->b[1], R_TITLE, N_("Title"), BUTTON_SECONDARY);
    ui_button_init(&r->b[2], R_WATCH, N_("Watch again"), BUTTON_SECONDARY);
    r->b[2].hidden = true;
    r->b[0].focus = true;
    ui_button_key(&r->b[1], "Esc");
    ui_button_key(&r->b[2], "W");
    s->arrows = SCENE_ARROWS_LEFTRIGHT;
    s->resize = resize;
    s->enter = enter;
    s->event = event;
    s->update = update;
    s->draw = draw;
    s->idle_ms = idle_ms;
    s->controls = controls;
    return s;
}
