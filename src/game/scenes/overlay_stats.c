/* Statistics: games, wins, best and average standings score, moons, recent results. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "platform/app.h"
#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/home.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"

#define STAT_BOXES 4

typedef struct {
    ui_button_t close;
    rectf_t panel;           /* laid out by resize, like the rest */
    rectf_t box[STAT_BOXES]; /* games, wins, best and average standings */
} stats_ov_t;

static void resize(scene_t *s, const gfx_t *g)
{
    stats_ov_t *o = s->data;
    rectf_t r = panel_centred(g, 720, 560);
    o->panel = r;
    float x = r.x + 40, y = r.y + 84, step = 160;
    for (int i = 0; i < STAT_BOXES; i++) {
        o->box[i] = rectf(x + i * step, y, 150, 84);
    }
    o->close.r = panel_foot(r, UI_CENTER, 160);
}

static void event(scene_t *s, const SDL_Event *ev)
{
    stats_ov_t *o = s->data;
    home_t *h = s->home;
    if (ui_buttons_event(&h->app->gfx, &o->close, 1, ev) >= 0 || panel_close_key(ev)) {
        scene_pop(&h->app->scenes);
    }
}

/* What happened first: "Won", "Lost", "Quit", "Time up, you led" / "Time up". */
static void outcome_words(const stats_result_t *r, char *buf, size_t len)
{
    if (r->outcome == STATS_TIME_UP) {
        snprintf(buf, len, "%s%s", stats_outcome_name(r->outcome), r->won ? ", you led" : "");
    } else {
        snprintf(buf, len, "%s", stats_outcome_name(r->outcome));
    }
}

/* "Won · Tournament · 5 hands · 12 points · standings 1648" */
void stats_describe(const stats_result_t *r, char *buf, size_t len)
{
    static const char *const presets[] = {"Tournament", "Classic", "Omnibus"};
    char how[48];
    outcome_words(r, how, sizeof how);
    int n = snprintf(buf, len, "%s \xc2\xb7 %s \xc2\xb7 %d hand%s \xc2\xb7 %d point%s", how, presets[r->preset % 3],
                     r->hands, r->hands == 1 ? "" : "s", r->south_total, abs(r->south_total) == 1 ? "" : "s");
    if (r->has_standings && n > 0 && (size_t)n < len) {
        snprintf(buf + n, len - (size_t)n, " \xc2\xb7 standings %d", r->standings);
    }
}

/* "Won · 12 points · standings 1648" */
void stats_describe_short(const stats_result_t *r, char *buf, size_t len)
{
    char how[48];
    outcome_words(r, how, sizeof how);
    int n = snprintf(buf, len, "%s \xc2\xb7 %d point%s", how, r->south_total, abs(r->south_total) == 1 ? "" : "s");
    if (r->has_standings && n > 0 && (size_t)n < len) {
        snprintf(buf + n, len - (size_t)n, " \xc2\xb7 standings %d", r->standings);
    }
}

static void stat_box(gfx_t *g, rectf_t b, const char *label, const char *value)
{
    ui_round(g, b, 12, (SDL_Color){0, 0, 0, 70});
    ui_text(g, FONT_BOLD, 28, UI_GOLD_LIGHT, b.x + b.w / 2, b.y + 14, UI_CENTER, value);
    ui_text(g, FONT_REGULAR, 14, UI_MUTED, b.x + b.w / 2, b.y + 56, UI_CENTER, label);
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    stats_ov_t *o = s->data;
    const home_t *h = s->home;
    rectf_t r = o->panel;
    panel_draw(g, r, 0.55f);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, "Statistics");
    const stats_t *st = &h->stats;
    char v[32];
    float x = o->box[0].x, y = o->box[0].y;
    snprintf(v, sizeof v, "%d", st->games);
    stat_box(g, o->box[0], "games", v);
    snprintf(v, sizeof v, "%d", st->wins);
    stat_box(g, o->box[1], "wins", v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%d", st->standings_best);
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(g, o->box[2], "best standings", v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%.0f", stats_standings_mean(st));
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(g, o->box[3], "average standings", v);
    ui_textf(g, FONT_REGULAR, 15, UI_CREAM_DIM, x, y + 104, UI_LEFT, "Moons shot: %d", st->moons);
    ui_text(g, FONT_BOLD, 15, UI_GOLD, x, y + 146, UI_LEFT, "RECENT GAMES");
    float ly = y + 176;
    if (st->recent_count == 0) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, "No game finished yet. Deal the cards!");
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
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, date);
        ui_text(g, FONT_REGULAR, 15, UI_CREAM, x + 120, ly, UI_LEFT, line);
        ly += 26;
    }
    ui_button_draw(g, &o->close);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    stats_ov_t *o = s->data;
    *out = &o->close;
    return 1;
}

scene_t *overlay_stats_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "stats", sizeof(stats_ov_t));
    stats_ov_t *o = s->data;
    ui_button_init(&o->close, 1, "Close", BUTTON_PRIMARY);
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    return s;
}
