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

#define STAT_BOXES    4
#define RECENT_SHOWN  6
#define STATS_PANEL_W 880.0f
#define WATCH_W       84.0f /* a recent game's Watch button, and the gap before it */
#define WATCH_GAP     12.0f

enum { B_CLOSE = 1, B_WATCH = 10 }; /* B_WATCH + i: the i-th recent game's Watch */

typedef struct {
    ui_button_t b[1 + RECENT_SHOWN]; /* Close, then each recent game's Watch (hidden: its log is not kept) */
    bool kept[RECENT_SHOWN];         /* the recent game's log is kept: it has a Watch (when its line shows) */
    rectf_t panel;                   /* laid out by resize, like the rest */
    rectf_t box[STAT_BOXES];         /* games, wins, best and average standings */
    float watch_w;                   /* a Watch button's width: WATCH_W, or its word's (German "Ansehen") */
} stats_ov_t;

static void resize(scene_t *s, const gfx_t *g)
{
    stats_ov_t *o = s->data;
    /* wide enough for the four boxes where text is held at 12 pixels (Dutch "beste klassement") and for a
     * recent game's line beside its Watch; the lines are laid out when drawn (lay_recent) */
    rectf_t r = panel_centred(g, STATS_PANEL_W, 560);
    o->panel = r;
    float x = r.x + 40, y = r.y + 84, bw = (r.w - 80 - 3 * 10) / STAT_BOXES;
    for (int i = 0; i < STAT_BOXES; i++) {
        o->box[i] = rectf(x + (float)i * (bw + 10), y, bw, 84);
    }
    o->b[0].r = panel_foot(r, UI_CENTER, 190); /* room for the Esc cap */
    const home_t *h = s->home;
    for (int i = 0; i < RECENT_SHOWN; i++) {
        ui_button_t *w = &o->b[1 + i];
        char path[1100];
        w->r = rectf(r.x + r.w - 40 - WATCH_W, y + 176 + 26 * (float)i, WATCH_W, 22);
        o->kept[i] = i < h->stats.recent_count && h->pref_dir[0] &&
                     logfile_kept(h->pref_dir, h->stats.recent[i].when, path, sizeof path);
        w->hidden = !o->kept[i];
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
    if (r->own_rules) {
        return; /* its standings are in no record: the line says "own rules" instead */
    }
    if (r->has_standings && r->outcome == STATS_QUIT && r->standings == 0) {
        /* TRANSLATORS: in a line of the record: a quit game's standings score, 0 by the rules */
        join(buf, len, C_("record", "standings 0 for quitting"));
    } else if (r->has_standings) {
        /* TRANSLATORS: the standings score of a game in a line of the record: "standings 1,648" */
        snprintf(part, sizeof part, _("standings %s"), words_int(r->standings));
        join(buf, len, part);
    }
}

/* The game's rules: the preset's name, or that it was changed ("Tournament, own rules"). */
static const char *rules_words(const stats_result_t *r)
{
    preset_t p = (preset_t)(r->preset % 3);
    if (!r->own_rules) {
        return words_preset(p);
    }
    /* TRANSLATORS: in a line of the record: a game of a preset with rules the player changed, which is
       in none of the preset's records */
    static const char *const own[3] = {N_("Tournament, own rules"), N_("Classic, own rules"), N_("Omnibus, own rules")};
    return _(own[p]);
}

/* "Won · Tournament · 5 hands · 12 points · standings 1,648" */
void stats_describe(const stats_result_t *r, char *buf, size_t len)
{
    char part[64];
    buf[0] = '\0';
    join(buf, len, outcome_words(r));
    join(buf, len, rules_words(r));
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
    if (r->own_rules) {
        /* TRANSLATORS: in a short line of the record: the rules were changed from the preset's, so the
           game is in none of its records */
        join(buf, len, C_("record", "own rules"));
    }
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
static void draw_seats_records(gfx_t *g, const stats_t *st, float x, float y, float pitch, float w)
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
        ui_text_fit(g, FONT_REGULAR, 15, 12, UI_CREAM_DIM, rectf(x, y + pitch * (float)line, w, pitch), UI_LEFT, text);
        line++;
    }
}

/* The recent games as drawn: each one's date and its words on one line or, where one line is too
 * short for any of them, on two (broken between two of its parts); one size for every line and date. */
typedef struct {
    int shown;
    float pt, text_x, pitch;
    char date[RECENT_SHOWN][32];
    char line[RECENT_SHOWN][2][200];
    int lines[RECENT_SHOWN];
} recent_rows_t;

#define RECENT_PT       15.0f
#define RECENT_ONE_LINE 13.0f /* the least size at which the lines stay one each */
#define RECENT_MIN_PT   11.0f /* (held at 12 pixels in a small window) */

/* s broken at the " · " after which its first part is the longest that fits width at pt (the first part
 * when none does); one line (b empty) when s has no " · " or fits whole. */
static int split_parts(gfx_t *g, float pt, float width, const char *s, char a[200], char b[200])
{
    static const char sep[] = " \xc2\xb7 ";
    snprintf(a, 200, "%.199s", s);
    b[0] = '\0';
    if (ui_text_width(g, FONT_REGULAR, pt, s) <= width) {
        return 1;
    }
    const char *best = NULL;
    for (const char *p = strstr(s, sep); p && p - s < 200; p = strstr(p + 1, sep)) {
        snprintf(a, 200, "%.*s", (int)(p - s), s);
        if (best && ui_text_width(g, FONT_REGULAR, pt, a) > width) {
            break;
        }
        best = p;
    }
    if (!best) {
        snprintf(a, 200, "%.199s", s);
        return 1;
    }
    snprintf(a, 200, "%.*s", (int)(best - s), s);
    snprintf(b, 200, "%.199s", best + strlen(sep));
    return 2;
}

/* The room for a recent game's words: from the dates' column to its Watch, or to the panel's margin. */
static float recent_room(const stats_ov_t *o, const recent_rows_t *rc, int i)
{
    return o->panel.x + o->panel.w - 40 - rc->text_x - (o->kept[i] ? o->watch_w + WATCH_GAP : 0);
}

/* The size at which each line of the rows fits its room (down to min_pt). */
static float rows_pt(const stats_ov_t *o, gfx_t *g, const recent_rows_t *rc, float min_pt)
{
    float pt = RECENT_PT;
    for (int i = 0; i < rc->shown; i++) {
        for (int k = 0; k < rc->lines[i]; k++) {
            float fit = ui_fit_pt(g, FONT_REGULAR, RECENT_PT, min_pt, recent_room(o, rc, i), rc->line[i][k]);
            pt = fit < pt ? fit : pt;
        }
    }
    return pt;
}

/* The recent games' rows from top: one line each at the size the longest needs, else two each; as many
 * games as fit above Close. Each shown game's Watch goes beside its first line (the others hidden). */
static void lay_recent(stats_ov_t *o, gfx_t *g, const stats_t *st, float top, recent_rows_t *rc)
{
    char whole[RECENT_SHOWN][200];
    float date_w = 0, word = ui_text_width(g, FONT_BOLD, 14, _("Watch")) + 16;
    o->watch_w = word > WATCH_W ? word : WATCH_W;
    rc->shown = st->recent_count < RECENT_SHOWN ? st->recent_count : RECENT_SHOWN;
    for (int i = 0; i < rc->shown; i++) {
        date_words((time_t)st->recent[i].when, rc->date[i], sizeof rc->date[i]);
        stats_describe(&st->recent[i], whole[i], sizeof whole[i]);
        coach_text_recent(st, st->recent[i].when, whole[i], sizeof whole[i]);
        float w = ui_text_width(g, FONT_REGULAR, RECENT_PT, rc->date[i]);
        date_w = w > date_w ? w : date_w;
        snprintf(rc->line[i][0], sizeof rc->line[i][0], "%.199s", whole[i]);
        rc->line[i][1][0] = '\0';
        rc->lines[i] = 1;
    }
    rc->text_x = o->box[0].x + date_w + 16;
    rc->pt = rows_pt(o, g, rc, RECENT_ONE_LINE);
    bool one = true;
    for (int i = 0; i < rc->shown; i++) {
        one = one && ui_text_width(g, FONT_REGULAR, rc->pt, whole[i]) <= recent_room(o, rc, i);
    }
    if (!one) { /* two lines a game, broken where the first is fullest */
        for (int i = 0; i < rc->shown; i++) {
            rc->lines[i] = split_parts(g, RECENT_PT, recent_room(o, rc, i), whole[i], rc->line[i][0], rc->line[i][1]);
        }
        rc->pt = rows_pt(o, g, rc, RECENT_MIN_PT);
    }
    rc->pitch = ui_line_height(g, rc->pt, rc->pt + 7);
    float y = top, bottom = o->b[0].r.y - 10;
    for (int i = 0; i < RECENT_SHOWN; i++) {
        ui_button_t *w = &o->b[1 + i];
        bool fits = i < rc->shown && y + rc->pitch * (float)rc->lines[i] <= bottom;
        if (i < rc->shown && !fits) {
            rc->shown = i;
        }
        w->hidden = !fits || !o->kept[i];
        /* 23 units: its 18-unit word clear of the border by more than the half pixel that rounding moves it
         * (Dutch "Bekijk" at 800x450 was drawn a unit low in a 22-unit button) */
        w->r = rectf(o->panel.x + o->panel.w - 40 - o->watch_w, y + rc->pitch / 2 - 11.5f, o->watch_w, 23);
        y += fits ? rc->pitch * (float)rc->lines[i] + 6 : 0;
    }
}

/* Moons and practice games, the records of three and five players beside them, the coach's average under
 * them; returns where the next line goes. */
static float draw_figures(stats_ov_t *o, gfx_t *g, const stats_t *st, float y)
{
    float x = o->box[0].x, right = o->panel.x + o->panel.w - 40, pitch = ui_line_height(g, 15, 22);
    char moons[64], practice[64];
    snprintf(moons, sizeof moons, _("Moons shot: %d"), st->moons);
    /* TRANSLATORS: beside "Moons shot": games in which the player took a card back (Undo), which count in
       no other figure */
    snprintf(practice, sizeof practice, _("Practice games: %d"), st->practice_games);
    int seat_lines = (stats_seats_const(st, 3)->games > 0) + (stats_seats_const(st, 5)->games > 0);
    /* the two side by side, or one under the other where the records beside leave too little room */
    float left_w = (seat_lines ? o->box[2].x - 16 : right) - x, moons_w = ui_text_width(g, FONT_REGULAR, 15, moons);
    bool stacked = moons_w + 32 + ui_text_width(g, FONT_REGULAR, 15, practice) > left_w;
    ui_text(g, FONT_REGULAR, 15, UI_CREAM_DIM, x, y, UI_LEFT, moons);
    ui_text(g, FONT_REGULAR, 15, UI_CREAM_DIM, stacked ? x : x + moons_w + 32, stacked ? y + pitch : y, UI_LEFT,
            practice);
    draw_seats_records(g, st, o->box[2].x, y, pitch, right - o->box[2].x);
    int rows = stacked ? 2 : 1;
    y += pitch * (float)(seat_lines > rows ? seat_lines : rows);
    char coach[160];
    coach_text_average(st, coach, sizeof coach); /* the coach's accuracy, and each recent game's below */
    if (coach[0]) {
        ui_text_fit(g, FONT_REGULAR, 15, 11, UI_CREAM_DIM, rectf(x, y, right - x, pitch), UI_LEFT, coach);
        y += pitch;
    }
    return y + 6;
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
    float x = o->box[0].x;
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
    float y = draw_figures(o, g, st, o->box[0].y + o->box[0].h + 16);
    ui_text(g, FONT_BOLD, 15, UI_GOLD, x, y, UI_LEFT, _("RECENT GAMES"));
    y += ui_line_height(g, 15, 22) + 4;
    if (st->recent_count == 0) {
        ui_text(g, FONT_REGULAR, 15, UI_MUTED, x, y, UI_LEFT, _("No game finished yet. Deal the cards!"));
    }
    recent_rows_t rc;
    lay_recent(o, g, st, y, &rc);
    for (int i = 0; i < rc.shown; i++) {
        ui_text(g, FONT_REGULAR, rc.pt, UI_MUTED, x, y, UI_LEFT, rc.date[i]);
        for (int k = 0; k < rc.lines[i]; k++) {
            ui_text(g, FONT_REGULAR, rc.pt, UI_CREAM, rc.text_x, y + rc.pitch * (float)k, UI_LEFT, rc.line[i][k]);
        }
        y += rc.pitch * (float)rc.lines[i] + 6;
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
