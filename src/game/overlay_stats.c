/* Statistics: games, wins, best and average standings score, moons, recent results. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

typedef struct {
    ui_button_t close;
} stats_ov_t;

static rectf_t panel(app_t *app)
{
    return rectf(app->layout.lw / 2 - 360, app->layout.lh / 2 - 280, 720, 560);
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    stats_ov_t *o = s->data;
    rectf_t r = panel(app);
    o->close.r = rectf(r.x + r.w / 2 - 80, r.y + r.h - 66, 160, 46);
    if (ui_buttons_event(app, &o->close, 1, ev) >= 0 ||
        (ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_ESCAPE || ev->key.keysym.sym == SDLK_RETURN))) {
        scene_pop(app);
    }
}

/* "Tournament, 5 hands: 1648, won" */
void stats_describe(const stats_result_t *r, char *buf, size_t len)
{
    static const char *const presets[] = {"Tournament", "Classic", "Omnibus"};
    const char *how = r->reason == END_CLOCK ? "time ran out" : r->reason == END_QUIT ? "left" : r->won ? "won" : "lost";
    if (r->has_standings) {
        snprintf(buf, len, "%s \xc2\xb7 %d hand%s \xc2\xb7 %d points \xc2\xb7 %s \xc2\xb7 standings %d", presets[r->preset],
                 r->hands, r->hands == 1 ? "" : "s", r->south_total, how, r->standings);
    } else {
        snprintf(buf, len, "%s \xc2\xb7 %d hand%s \xc2\xb7 %d points \xc2\xb7 %s", presets[r->preset], r->hands,
                 r->hands == 1 ? "" : "s", r->south_total, how);
    }
}

static void stat_box(app_t *app, float x, float y, const char *label, const char *value)
{
    ui_round(app, rectf(x, y, 150, 84), 12, (SDL_Color){0, 0, 0, 70});
    ui_text(app, FONT_BOLD, 28, UI_GOLD_LIGHT, x + 75, y + 14, UI_CENTER, value);
    ui_text(app, FONT_REGULAR, 14, UI_MUTED, x + 75, y + 56, UI_CENTER, label);
}

static void draw(app_t *app, scene_t *s, double t)
{
    (void)t;
    stats_ov_t *o = s->data;
    ui_dim(app, 0.55f);
    rectf_t r = panel(app);
    ui_panel(app, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_text(app, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, "Statistics");
    const stats_t *st = &app->stats;
    char v[32];
    float x = r.x + 40, y = r.y + 84, step = 160;
    snprintf(v, sizeof v, "%d", st->games);
    stat_box(app, x, y, "games", v);
    snprintf(v, sizeof v, "%d", st->wins);
    stat_box(app, x + step, y, "wins", v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%d", st->standings_best);
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(app, x + 2 * step, y, "best standings", v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%.0f", stats_standings_mean(st));
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(app, x + 3 * step, y, "average standings", v);
    ui_textf(app, FONT_REGULAR, 15, UI_CREAM_DIM, x, y + 104, UI_LEFT, "Moons shot: %d", st->moons);
    ui_text(app, FONT_BOLD, 15, UI_GOLD, x, y + 146, UI_LEFT, "RECENT GAMES");
    float ly = y + 176;
    if (st->recent_count == 0) {
        ui_text(app, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, "No game finished yet. Deal the cards!");
    }
    for (int i = 0; i < st->recent_count && i < 6; i++) {
        char line[200], date[32];
        time_t when = (time_t)st->recent[i].when;
        struct tm *tm = localtime(&when);
        if (tm) {
            strftime(date, sizeof date, "%d %b %Y", tm);
        } else {
            date[0] = '\0';
        }
        stats_describe(&st->recent[i], line, sizeof line);
        ui_text(app, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, date);
        ui_text(app, FONT_REGULAR, 15, UI_CREAM, x + 120, ly, UI_LEFT, line);
        ly += 26;
    }
    o->close.r = rectf(r.x + r.w / 2 - 80, r.y + r.h - 66, 160, 46);
    ui_button_draw(app, &o->close);
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *overlay_stats_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_STATS, "stats");
    stats_ov_t *o = calloc(1, sizeof *o);
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
