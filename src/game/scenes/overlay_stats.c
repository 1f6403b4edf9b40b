/* Statistics: games, wins, best and average standings score, moons, recent results. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <time.h>

#include "hearts/intl.h"
#include "platform/app.h"
#include "platform/look.h"
#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/coach_text.h"
#include "scenes/home.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "store/logfile.h"

#define STAT_BOXES   4
#define RECENT_SHOWN 6

enum { B_CLOSE = 1, B_WATCH = 10 }; /* B_WATCH + i: the i-th recent game's Watch */

typedef struct {
    ui_button_t b[1 + RECENT_SHOWN]; /* Close, then each recent game's Watch (hidden: its log is not kept) */
    float recent_y;                  /* the first recent game's line */
    rectf_t panel;                   /* laid out by resize, like the rest */
    rectf_t box[STAT_BOXES];         /* games, wins, best and average standings */
} stats_ov_t;

static void resize(scene_t *s, const gfx_t *g)
{
    stats_ov_t *o = s->data;
    /* wider boxes in a small window, where text is held at 12 pixels (Dutch "beste klassement"), and
     * room for a recent game's line beside its Watch (1024x600) */
    bool small = g->layout.scale < 0.85f || look_large(); /* large print (platform/look.h) too */
    float bw = small ? 190 : 150;
    rectf_t r = panel_centred(g, small ? 80 + 4 * bw + 3 * 10 : 720, 560);
    o->panel = r;
    float x = r.x + 40, y = r.y + 84, step = bw + 10;
    for (int i = 0; i < STAT_BOXES; i++) {
        o->box[i] = rectf(x + i * step, y, bw, 84);
    }
    o->b[0].r = panel_foot(r, UI_CENTER, 190); /* room for the Esc cap */
    o->recent_y = y + 176;
    const home_t *h = s->home;
    for (int i = 0; i < RECENT_SHOWN; i++) {
        ui_button_t *w = &o->b[1 + i];
        char path[1100];
        w->r = rectf(r.x + r.w - 40 - 84, o->recent_y + 26 * i - 1, 84, 22);
        w->hidden = i >= h->stats.recent_count || !h->pref_dir[0] ||
                    !logfile_kept(h->pref_dir, h->stats.recent[i].when, path, sizeof path);
    }
}

/* A button, from the mouse or the keyboard's focus: Close, or a recent game's Watch. */
static void press(scene_t *s, int id)
{
    home_t *h = s->home;
    if (id >= B_WATCH && id < B_WATCH + RECENT_SHOWN) {
        /* a recent game, from the log the game kept of it */
        char path[1100], err[1400];
        logfile_kept(h->pref_dir, h->stats.recent[id - B_WATCH].when, path, sizeof path);
        scene_t *w = scene_watch_file(h, path, err, sizeof err);
        if (w) {
            scene_push(&h->app->scenes, w);
        } else {
            fprintf(stderr, "hearts: %s\n", err);
        }
    } else if (id == B_CLOSE) {
        scene_pop(&h->app->scenes);
    }
}

static void event(scene_t *s, const SDL_Event *ev)
{
    stats_ov_t *o = s->data;
    int id = ui_buttons_event(&s->home->app->gfx, o->b, 1 + RECENT_SHOWN, ev);
    press(s, id < 0 && panel_close_key(ev) ? B_CLOSE : id);
}

/* What happened first: "Won", "Lost", "Quit", "Time up, you led" / "Time up, tied for the lead" (all
 * four still at 0 too) / "Time up". */
static const char *outcome_words(const stats_result_t *r)
{
    switch (r->outcome) {
    case STATS_WON:
        /* TRANSLATORS: how a game of the player's ended, at the start of a line of their record */
        return C_("outcome", "Won");
    case STATS_LOST:
        return C_("outcome", "Lost");
    case STATS_QUIT:
        return C_("outcome", "Quit");
    case STATS_TIME_UP:
    default:
        if (r->won && r->shared) {
            /* TRANSLATORS: the clock ended the game with the player's total the lowest together with
               another's (all four still at 0, when no hand was completed) */
            return C_("outcome", "Time up, tied for the lead");
        }
        return r->won ? C_("outcome", "Time up, you led") : C_("outcome", "Time up");
    }
}

/* The parts of a result's line, each a phrase of its own, joined by " · ". */
static void join(char *buf, size_t len, const char *part)
{
    size_t used = strlen(buf);
    if (used < len) {
        snprintf(buf + used, len - used, "%s%s", used ? " \xc2\xb7 " : "", part);
    }
}

static void points_and_standings(const stats_result_t *r, char *buf, size_t len)
{
    char part[64];
    snprintf(part, sizeof part, NG_("%s point", "%s points", r->south_total), words_int(r->south_total));
    join(buf, len, part);
    if (r->has_standings) {
        /* TRANSLATORS: the standings score of a game in a line of the record: "standings 1,648" */
        snprintf(part, sizeof part, _("standings %s"), words_int(r->standings));
        join(buf, len, part);
    }
}

/* "Won · Tournament · 5 hands · 12 points · standings 1,648" */
void stats_describe(const stats_result_t *r, char *buf, size_t len)
{
    char part[64];
    buf[0] = '\0';
    join(buf, len, outcome_words(r));
    join(buf, len, words_preset((preset_t)(r->preset % 3)));
    snprintf(part, sizeof part, NG_("%d hand", "%d hands", r->hands), r->hands);
    join(buf, len, part);
    points_and_standings(r, buf, len);
    if (r->practice) {
        /* TRANSLATORS: in a line of the record: a card was taken back in that game (Undo), which does not count */
        join(buf, len, C_("record", "practice"));
    }
}

/* "Won · 12 points · standings 1,648" */
void stats_describe_short(const stats_result_t *r, char *buf, size_t len)
{
    buf[0] = '\0';
    join(buf, len, outcome_words(r));
    points_and_standings(r, buf, len);
    if (r->practice) {
        join(buf, len, C_("record", "practice"));
    }
}

/* A day as the player's language writes it, short: "25 Nov 2026". */
static void date_words(time_t when, char *buf, size_t len)
{
    static const char *const months[12] = {
        /* TRANSLATORS: the months' short names, in a date of the record ("25 Nov 2026") */
        N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
        N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec")};
    struct tm *tm = localtime(&when);
    if (!tm) {
        buf[0] = '\0';
        return;
    }
    /* TRANSLATORS: a date: the day, the month's short name, the year ("25 Nov 2026"); write them
       in your language's order with %1$d, %2$s and %3$d if it is not this one ("%2$s %1$d, %3$d") */
    snprintf(buf, len, _("%d %s %d"), tm->tm_mday, _(months[tm->tm_mon % 12]), tm->tm_year + 1900);
}

static void stat_box(gfx_t *g, rectf_t b, const char *label, const char *value)
{
    ui_round(g, b, 12, (SDL_Color){0, 0, 0, 70});
    ui_text_fit(g, FONT_BOLD, 28, 16, UI_GOLD_LIGHT, rectf(b.x + 8, b.y + 10, b.w - 16, 38), UI_CENTER, value);
    ui_text_fit(g, FONT_REGULAR, 14, 11, UI_MUTED, rectf(b.x + 8, b.y + 52, b.w - 16, 24), UI_CENTER, label);
}

/* The records of three and of five players, kept apart (the figures above are four players'), beside
 * the moons: a line each, where there is one. */
static void draw_seats_records(gfx_t *g, const stats_t *st, float x, float y, float w)
{
    for (int n = 3, line = 0; n <= 5; n += 2) {
        const stats_seats_t *b = stats_seats_const(st, n);
        if (!b->games) {
            continue;
        }
        char text[120], games[16], wins[16];
        snprintf(games, sizeof games, "%s", words_int(b->games));
        snprintf(wins, sizeof wins, "%s", words_int(b->wins));
        /* TRANSLATORS: Statistics: the record of games of three or five players (the figures above are
         * of four): the count, the games, the wins */
        snprintf(text, sizeof text, _("%d players: %s played, %s won"), n, games, wins);
        ui_text_fit(g, FONT_REGULAR, 15, 12, UI_CREAM_DIM, rectf(x, y - 2 + 22.0f * (float)line, w, 20), UI_LEFT, text);
        line++;
    }
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    stats_ov_t *o = s->data;
    const home_t *h = s->home;
    rectf_t r = o->panel;
    panel_draw(g, r, 0.55f);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, _("Statistics"));
    const stats_t *st = &h->stats;
    char v[32];
    float x = o->box[0].x, y = o->box[0].y;
    snprintf(v, sizeof v, "%s", words_int(st->games));
    /* TRANSLATORS: the labels under the four figures of Statistics, in a box 150 wide */
    stat_box(g, o->box[0], NG_("game", "games", st->games), v);
    snprintf(v, sizeof v, "%s", words_int(st->wins));
    stat_box(g, o->box[1], NG_("win", "wins", st->wins), v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%s", words_int(st->standings_best));
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(g, o->box[2], _("best standings"), v);
    if (st->standings_games) {
        snprintf(v, sizeof v, "%s", words_int(lround(stats_standings_mean(st))));
    } else {
        snprintf(v, sizeof v, "\xe2\x80\x94");
    }
    stat_box(g, o->box[3], _("average standings"), v);
    char moons[64];
    snprintf(moons, sizeof moons, _("Moons shot: %d"), st->moons);
    ui_text(g, FONT_REGULAR, 15, UI_CREAM_DIM, x, y + 104, UI_LEFT, moons);
    float px = x + ui_text_width(g, FONT_REGULAR, 15, moons) + 32;
    /* TRANSLATORS: beside "Moons shot": games in which the player took a card back (Undo), which count in
       no other figure */
    ui_textf(g, FONT_REGULAR, 15, UI_CREAM_DIM, px, y + 104, UI_LEFT, _("Practice games: %d"), st->practice_games);
    draw_seats_records(g, st, o->box[2].x, y + 104, r.x + r.w - 40 - o->box[2].x);
    char coach[160];
    coach_text_average(st, coach, sizeof coach); /* the coach's accuracy, and each recent game's below */
    ui_text_fit(g, FONT_REGULAR, 15, 11, UI_CREAM_DIM, rectf(x, y + 124, r.x + r.w - 40 - x, 20), UI_LEFT, coach);
    ui_text(g, FONT_BOLD, 15, UI_GOLD, x, y + 146, UI_LEFT, _("RECENT GAMES"));
    float ly = o->recent_y;
    if (st->recent_count == 0) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, _("No game finished yet. Deal the cards!"));
    }
    /* the dates in a column as wide as the widest needs; the lines beside at one size, the size the
     * longest needs (a language's long word does not shrink its line alone) */
    int shown = st->recent_count < RECENT_SHOWN ? st->recent_count : RECENT_SHOWN;
    char lines[RECENT_SHOWN][200], dates[RECENT_SHOWN][32];
    float date_w = 0, pt = 15;
    for (int i = 0; i < shown; i++) {
        date_words((time_t)st->recent[i].when, dates[i], sizeof dates[i]);
        stats_describe(&st->recent[i], lines[i], sizeof lines[i]);
        coach_text_recent(st, st->recent[i].when, lines[i], sizeof lines[i]);
        float w = ui_text_width(g, FONT_REGULAR, 15, dates[i]);
        date_w = w > date_w ? w : date_w;
    }
    date_w = date_w + 14 > 120 ? date_w + 14 : 120;
    for (int i = 0; i < shown; i++) {
        float room = r.x + r.w - 40 - x - date_w - (o->b[1 + i].hidden ? 0 : 92); /* beside its Watch */
        float fit = ui_fit_pt(g, FONT_REGULAR, 15, 11, room, lines[i]);
        pt = fit < pt ? fit : pt;
    }
    for (int i = 0; i < shown; i++) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, x, ly, UI_LEFT, dates[i]);
        float room = r.x + r.w - 40 - x - date_w - (o->b[1 + i].hidden ? 0 : 92);
        ui_text_fit(g, FONT_REGULAR, pt, 11, UI_CREAM, rectf(x + date_w, ly, room, 20), UI_LEFT, lines[i]);
        ly += 26;
    }
    ui_buttons_draw(g, o->b, 1 + RECENT_SHOWN);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    stats_ov_t *o = s->data;
    *out = o->b;
    return 1 + RECENT_SHOWN;
}

scene_t *overlay_stats_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "stats", sizeof(stats_ov_t));
    stats_ov_t *o = s->data;
    panel_close_init(&o->b[0], B_CLOSE);
    for (int i = 0; i < RECENT_SHOWN; i++) {
        /* TRANSLATORS: beside a recent game in Statistics: open it in the game viewer (84 wide) */
        ui_button_init(&o->b[1 + i], B_WATCH + i, N_("Watch"), BUTTON_QUIET);
        o->b[1 + i].pt = 14;
        o->b[1 + i].hidden = true;
    }
    s->press = press;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    return s;
}
