/* How the game ended. Tournament games: the standings score laid out like the published examples
 * (score bonus + time bonus + win bonus), personal best and recent results. Classic and Omnibus
 * games: the winner and the score sheet. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

enum { R_AGAIN = 1, R_TITLE, R_COUNT_ };

typedef struct {
    ui_button_t b[R_COUNT_ - 1];
    bool best;
    double shown_at;
} result_t;

static const char *const NAMES[4] = {"You", "Left", "Across", "Right"};

static rectf_t panel(app_t *app)
{
    float h = 620;
    if (h > app->layout.lh - 30) {
        h = app->layout.lh - 30;
    }
    return rectf(app->layout.lw / 2 - 480, app->layout.lh / 2 - h / 2, 960, h);
}

static void layout(app_t *app, result_t *r)
{
    rectf_t p = panel(app);
    r->b[0].r = rectf(p.x + p.w - 40 - 200, p.y + p.h - 72, 200, 50);
    r->b[1].r = rectf(p.x + p.w - 40 - 200 - 170, p.y + p.h - 72, 156, 50);
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    result_t *r = s->data;
    layout(app, r);
    int id = ui_buttons_event(app, r->b, R_COUNT_ - 1, ev);
    if (ev->type == SDL_KEYDOWN) {
        if (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER) {
            id = R_AGAIN;
        } else if (ev->key.keysym.sym == SDLK_ESCAPE) {
            id = R_TITLE;
        }
    }
    if (id == R_AGAIN) {
        rules_t rules = app->session ? app->session->rules : app->settings.rules;
        app_start_game(app, &rules, app_random_seed(), false);
    } else if (id == R_TITLE) {
        app_end_session(app);
        scene_replace_all(app, scene_title_new(app));
    }
}

static void winners_text(unsigned w, char *buf, size_t len)
{
    int n = 0;
    char names[4][16];
    for (int s = 0; s < 4; s++) {
        if ((w >> s) & 1) {
            snprintf(names[n++], sizeof names[0], "%s", s == SEAT_S ? "you" : NAMES[s]);
        }
    }
    if (n == 1) {
        if (w == 1) {
            snprintf(buf, len, "You win!");
        } else {
            snprintf(buf, len, "%s wins", names[0]);
        }
    } else {
        char list[80] = "";
        for (int i = 0; i < n; i++) {
            strncat(list, names[i], sizeof list - strlen(list) - 1);
            strncat(list, i == n - 2 ? " and " : i < n - 2 ? ", " : "", sizeof list - strlen(list) - 1);
        }
        list[0] = (char)(list[0] >= 'a' && list[0] <= 'z' ? list[0] - 32 : list[0]);
        snprintf(buf, len, "%s share the win", list);
    }
}

static void row(app_t *app, float x, float y, float w, const char *label, const char *formula, int value)
{
    ui_text(app, FONT_BOLD, 18, UI_CREAM, x, y, UI_LEFT | UI_MIDDLE, label);
    ui_text(app, FONT_REGULAR, 17, UI_MUTED, x + 150, y, UI_LEFT | UI_MIDDLE, formula);
    ui_textf(app, FONT_BOLD, 22, UI_GOLD_LIGHT, x + w, y, UI_RIGHT | UI_MIDDLE, "%d", value);
}

static void draw_standings(app_t *app, const game_event_t *e, float x, float y, float w)
{
    const standings_t *st = &e->standings;
    const int *t = e->end_totals;
    char f[160];
    ui_text(app, FONT_BOLD, 15, UI_GOLD, x, y, UI_LEFT, "STANDINGS SCORE");
    y += 44;
    if (e->reason == END_TARGET) {
        snprintf(f, sizeof f, "15 \xc3\x97 (100 \xe2\x88\x92 %d)", t[SEAT_S]);
        row(app, x, y, w, "Score bonus", f, st->score_bonus);
        y += 42;
        snprintf(f, sizeof f, "%d:%02d left on the clock", e->seconds_left / 60, e->seconds_left % 60);
        row(app, x, y, w, "Time bonus", f, st->time_bonus);
        y += 42;
        if (st->win_bonus > 0 || (e->winners & 1u)) {
            snprintf(f, sizeof f, "3 \xc3\x97 (%d + %d + %d)", t[1], t[2], t[3]);
        } else {
            snprintf(f, sizeof f, "not the lowest total");
        }
        row(app, x, y, w, "Win bonus", f, st->win_bonus);
        y += 30;
        ui_fill(app, rectf(x, y, w, 1.5f), (SDL_Color){255, 255, 255, 60});
        y += 40;
        snprintf(f, sizeof f, "%d + %d + %d =", st->score_bonus, st->time_bonus, st->win_bonus);
    } else if (e->reason == END_CLOCK) {
        int completed = e->hands - 1;
        if (completed <= 0 && st->total == 0) {
            ui_text(app, FONT_REGULAR, 17, UI_CREAM, x, y, UI_LEFT | UI_MIDDLE,
                    "Time ran out before a hand was completed.");
            y += 70;
            snprintf(f, sizeof f, "no hand completed:");
        } else {
            snprintf(f, sizeof f, "during hand %d", e->hands);
            row(app, x, y, w, "Hands played", f, e->hands);
            y += 42;
            snprintf(f, sizeof f, "with hand %d so far", e->hands);
            row(app, x, y, w, "Your points", f, t[SEAT_S]);
            y += 42;
            snprintf(f, sizeof f, "50 + 26 \xc3\x97 %d \xe2\x88\x92 2 \xc3\x97 %d", e->hands, t[SEAT_S]);
            ui_text(app, FONT_REGULAR, 17, UI_MUTED, x + 150, y, UI_LEFT | UI_MIDDLE, f);
            y += 30;
            ui_fill(app, rectf(x, y, w, 1.5f), (SDL_Color){255, 255, 255, 60});
            y += 40;
            snprintf(f, sizeof f, "50 + %d \xe2\x88\x92 %d =", 26 * e->hands, 2 * t[SEAT_S]);
        }
    } else {
        ui_text(app, FONT_REGULAR, 17, UI_CREAM, x, y, UI_LEFT | UI_MIDDLE, "You left the game before its end.");
        y += 70;
        snprintf(f, sizeof f, "left the game:");
    }
    ui_text(app, FONT_BOLD, 20, UI_CREAM, x, y, UI_LEFT | UI_MIDDLE, "Standings");
    ui_text(app, FONT_REGULAR, 18, UI_CREAM_DIM, x + w - 120, y, UI_RIGHT | UI_MIDDLE, f);
    ui_textf(app, FONT_BOLD, 40, UI_GOLD, x + w, y, UI_RIGHT | UI_MIDDLE, "%d", st->total);
}

static void draw(app_t *app, scene_t *s, double t)
{
    (void)t;
    result_t *r = s->data;
    layout(app, r);
    session_t *ss = app->session;
    rectf_t p = panel(app);
    ui_panel(app, p, 24, UI_PANEL, (SDL_Color){238, 190, 80, 160});
    if (!ss) {
        return;
    }
    const game_event_t *e = &ss->end;
    char title[120], sub[160];
    if (e->reason == END_CLOCK) {
        snprintf(title, sizeof title, "Time is up");
        snprintf(sub, sizeof sub, "The clock reached 0:00 during hand %d.", e->hands);
    } else if (e->reason == END_QUIT) {
        snprintf(title, sizeof title, "Game over");
        snprintf(sub, sizeof sub, "You left during hand %d.", e->hands);
    } else {
        winners_text(e->winners, title, sizeof title);
        if (e->seconds_left >= 0) {
            snprintf(sub, sizeof sub, "The game was completed in %d hand%s, with %d:%02d left on the clock.", e->hands,
                     e->hands == 1 ? "" : "s", e->seconds_left / 60, e->seconds_left % 60);
        } else {
            snprintf(sub, sizeof sub, "The game was completed in %d hand%s.", e->hands, e->hands == 1 ? "" : "s");
        }
    }
    ui_text_shadowed(app, FONT_BOLD, 38, (e->winners & 1u) && e->reason == END_TARGET ? UI_GOLD : UI_CREAM, p.x + 40,
                     p.y + 26, UI_LEFT, title);
    ui_text(app, FONT_REGULAR, 17, UI_CREAM_DIM, p.x + 42, p.y + 80, UI_LEFT, sub);

    float lx = p.x + 40, ly = p.y + 130, lw = 470;
    float rx = p.x + 560, rw = p.w - 600;
    if (e->has_standings) {
        draw_standings(app, e, lx, ly, lw);
    } else {
        scores_draw_sheet(app, rectf(lx, ly, lw, p.h - 230), 0);
    }

    /* right column: the final totals, then the record */
    ui_text(app, FONT_BOLD, 15, UI_GOLD, rx, ly, UI_LEFT, "FINAL TOTALS");
    float y = ly + 34;
    for (int seat = 0; seat < 4; seat++) {
        bool win = (e->winners >> seat) & 1u;
        ui_round(app, rectf(rx, y, rw, 34), 8, win ? (SDL_Color){238, 190, 80, 50} : (SDL_Color){0, 0, 0, 60});
        ui_text(app, FONT_BOLD, 17, UI_CREAM, rx + 14, y + 17, UI_LEFT | UI_MIDDLE, NAMES[seat]);
        if (win) {
            ui_text(app, FONT_BOLD, 12, UI_GOLD, rx + 100, y + 17, UI_LEFT | UI_MIDDLE, "LOWEST");
        }
        ui_textf(app, FONT_BOLD, 19, win ? UI_GOLD_LIGHT : UI_CREAM, rx + rw - 14, y + 17, UI_RIGHT | UI_MIDDLE, "%d",
                 e->end_totals[seat]);
        y += 40;
    }
    y += 16;
    const stats_t *st = &app->stats;
    if (e->has_standings) {
        ui_text(app, FONT_BOLD, 15, UI_GOLD, rx, y, UI_LEFT, "YOUR RECORD");
        y += 30;
        if (r->best) {
            ui_round(app, rectf(rx, y - 4, rw, 30), 8, (SDL_Color){238, 190, 80, 230});
            ui_textf(app, FONT_BOLD, 16, UI_INK, rx + rw / 2, y + 11, UI_CENTER | UI_MIDDLE,
                     "New personal best: %d", st->standings_best);
        } else if (st->standings_games) {
            ui_textf(app, FONT_REGULAR, 16, UI_CREAM, rx, y, UI_LEFT, "Personal best: %d", st->standings_best);
        }
        y += 32;
        if (st->standings_games) {
            ui_textf(app, FONT_REGULAR, 15, UI_MUTED, rx, y, UI_LEFT, "Average over %d game%s: %.0f", st->standings_games,
                     st->standings_games == 1 ? "" : "s", stats_standings_mean(st));
            y += 30;
        }
    }
    ui_text(app, FONT_BOLD, 15, UI_GOLD, rx, y, UI_LEFT, "RECENT RESULTS");
    y += 28;
    for (int i = 0; i < st->recent_count && i < 4 && y < p.y + p.h - 100; i++) {
        const stats_result_t *rr = &st->recent[i];
        char line[120];
        const char *how = rr->reason == END_CLOCK ? "time" : rr->reason == END_QUIT ? "left" : rr->won ? "won" : "lost";
        if (rr->has_standings) {
            snprintf(line, sizeof line, "%d \xc2\xb7 %d points, %s", rr->standings, rr->south_total, how);
        } else {
            snprintf(line, sizeof line, "%s \xc2\xb7 %d points, %s", rr->preset == PRESET_OMNIBUS ? "Omnibus" : "Classic",
                     rr->south_total, how);
        }
        ui_text(app, FONT_REGULAR, 15, i == 0 ? UI_CREAM : UI_MUTED, rx, y, UI_LEFT, line);
        y += 24;
    }
    ui_textf(app, FONT_REGULAR, 13, UI_MUTED, p.x + 42, p.y + p.h - 47, UI_LEFT | UI_MIDDLE, "Deal #%llu",
             (unsigned long long)ss->seed);
    ui_buttons_draw(app, r->b, R_COUNT_ - 1);
}

static double exit_left(app_t *app, const result_t *r)
{
    double shown = 3000.0 / app->speed;
    if (shown < 500) {
        shown = 500;
    }
    return r->shown_at + shown - app_now_ms(app);
}

static void update(app_t *app, scene_t *s, double dt)
{
    (void)dt;
    result_t *r = s->data;
    if (app->opt.exit_at_end && exit_left(app, r) <= 0) {
        app_quit(app);
    } else if (app->opt.autoplay && exit_left(app, r) <= 0) {
        /* a demonstration goes on: the next game, with the same rules */
        rules_t rules = app->session ? app->session->rules : app->settings.rules;
        app->soak.games++;
        app_start_game(app, &rules, app_random_seed(), true);
    }
}

static double idle_ms(app_t *app, scene_t *s)
{
    result_t *r = s->data;
    if (app->opt.exit_at_end || app->opt.autoplay) {
        double left = exit_left(app, r);
        return left > 0 ? left : 0;
    }
    return SCENE_IDLE;
}

static void enter(app_t *app, scene_t *s)
{
    result_t *r = s->data;
    r->best = app_record_result(app);
    r->shown_at = app_now_ms(app);
    if (app->session && app->session->end.reason != END_CLOCK) {
        audio_play(&app->audio, SND_GAME_OVER);
    }
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *scene_result_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_RESULT, "result");
    result_t *r = calloc(1, sizeof *r);
    if (!r) {
        free(s);
        return NULL;
    }
    ui_button_init(&r->b[0], R_AGAIN, "Play again", BUTTON_PRIMARY);
    ui_button_init(&r->b[1], R_TITLE, "Title", BUTTON_SECONDARY);
    s->data = r;
    s->enter = enter;
    s->event = event;
    s->draw = draw;
    s->update = update;
    s->idle_ms = idle_ms;
    s->leave = leave;
    return s;
}
