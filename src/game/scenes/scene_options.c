/* Options: every rule option (for the next game), the opponents' level, animation speed, deck
 * colours, card back, sound, volume and fullscreen. Saved as soon as something changes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/app.h"
#include "platform/audio.h"
#include "platform/fatal.h"
#include "platform/lang.h"
#include "platform/look.h"
#include "platform/sprites.h"
#include "platform/ui.h"
#include "scenes/announce.h"
#include "scenes/home.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"

/* The rows: the preset, then one row per rule option of the engine's table (its label, values and
 * steps come from there: a new option is a new row here with no change to this file), then the
 * table's own settings. */
typedef enum {
    ROW_PRESET = 0,
    ROW_RULE,
    ROW_LEVEL,
    ROW_SPEED,
    ROW_DECK,
    ROW_BACK,
    ROW_SOUND,
    ROW_VOLUME,
    ROW_RENDERER,
    ROW_FULL,
    ROW_LANGUAGE,
    ROW_COACH,
    ROW_CLAIMS,
    ROW_SPEECH,
    ROW_LARGE,
    ROW_CONTRAST,
    ROW_MOTION
} row_kind_t;

typedef struct {
    row_kind_t kind;
    const rule_option_t *rule; /* ROW_RULE */
    const char *label;
} row_t;

#define O_MAX 32

static const struct {
    row_kind_t kind;
    const char *label;
} TABLE_ROWS[] = {{ROW_LEVEL, N_("Opponents")},
                  {ROW_SPEED, N_("Animation speed")},
                  {ROW_DECK, N_("Deck")},
                  /* TRANSLATORS: Options rows for players who see poorly or mind motion: larger words and
                     cards; a plain dark table with strong edges; cards that appear instead of flying */
                  {ROW_LARGE, N_("Large print")},
                  {ROW_CONTRAST, N_("High contrast")},
                  {ROW_MOTION, N_("Reduced motion")},
                  {ROW_BACK, N_("Card back")},
                  {ROW_SOUND, N_("Sound")},
                  {ROW_VOLUME, N_("Volume")},
                  /* TRANSLATORS: the coach reviews the player's passes and cards after each hand */
                  {ROW_COACH, N_("Coach")},
                  /* TRANSLATORS: whether a computer player whose tricks left are certain claims them (shows
                     its cards and takes them at once) or plays them out card by card */
                  {ROW_CLAIMS, N_("Computer claims")},
                  /* TRANSLATORS: what draws the game, the graphics card or the processor; a change is
                     used once the game is started again */
                  {ROW_RENDERER, N_("Graphics (after restart)")},
                  {ROW_FULL, N_("Fullscreen")},
                  {ROW_SPEECH, N_("Speak the game")}};

enum { B_DONE = 1000, B_DEFAULTS };

/* The controls, in the Tab order: each row (B_ROW + row) and its two arrows (B_PREV + row, B_NEXT +
 * row), which Tab reaches with their row, then Default rules and Done. The rows and arrows are drawn
 * and hit-tested by this scene (a click anywhere on a row changes it), but they are ui_button_t so
 * that controls() shows every clickable thing with its rect, and the focus walks them. */
enum { B_ROW = 1100, B_PREV = 2000, B_NEXT = 3000 };
#define OPT_BUTTONS    (2 + 3 * O_MAX)
#define ROW_OF(o, i)   ((o)->b[3 * (i)])
#define PREV_OF(o, i)  ((o)->b[1 + 3 * (i)])
#define NEXT_OF(o, i)  ((o)->b[2 + 3 * (i)])
#define DEFAULTS_OF(o) ((o)->b[3 * (o)->count])
#define DONE_OF(o)     ((o)->b[3 * (o)->count + 1])

typedef struct {
    bool in_game;
    row_t row[O_MAX];
    int count;     /* rows */
    int rule_rows; /* the language (row 0, at the top right), then the first column: the preset and the rule
                    * options; the rest is the second column */
    /* Laid out by resize. */
    rectf_t panel;
    rectf_t rows[O_MAX];
    float value_x[O_MAX]; /* the centre of a row's value, between its arrows */
    float table_x;        /* the TABLE heading, over the second column (a tall window: over its rows) */
    float table_y;
    float rules_right; /* where the line beside the RULES heading must end */
    float preview_x, preview_y;
    int hover_row;
    int hover_arrow; /* -1 prev, +1 next, 0 none */
    ui_button_t b[OPT_BUTTONS];
} options_t;

static const double SPEEDS[] = {0.5, 0.75, 1.0, 1.5, 2.0, 3.0};

static int index_of_double(const double *v, int n, double x)
{
    for (int i = 0; i < n; i++) {
        if (v[i] >= x - 1e-6) {
            return i;
        }
    }
    return n - 1;
}

static const char *onoff(bool b)
{
    return b ? _("On") : _("Off");
}

/* The language row's values: automatic (the system's), then each language the game speaks. */
/* The Language row's value: 0 the system's, else 1 + the language's index (this run's --language
 * while it is in force, so that the row names the language the screen is in) */
static int language_index(const home_t *h)
{
    const char *code = home_language(h);
    const lang_info_t *l = strcmp(code, "auto") == 0 ? NULL : lang_find(code);
    for (int i = 0; l && i < lang_count(); i++) {
        if (lang_at(i) == l) {
            return i + 1;
        }
    }
    return 0;
}

/* The setting of a row for low vision or motion (large print, high contrast, reduced motion). */
static bool *look_setting(settings_t *s, row_kind_t kind)
{
    return kind == ROW_LARGE ? &s->large_print : kind == ROW_CONTRAST ? &s->high_contrast : &s->reduced_motion;
}

static void value_text(const home_t *h, const row_t *row, char *buf, size_t len)
{
    const settings_t *s = &h->settings;
    /* TRANSLATORS: the names of the four card backs in Options */
    static const char *const backs[] = {N_("Crimson lattice"), N_("Navy rings"), N_("Copper chevrons"),
                                        N_("Purple and gold")};
    switch (row->kind) {
    case ROW_PRESET:
        snprintf(buf, len, "%s", words_preset(s->rules.preset));
        break;
    case ROW_RULE:
        words_rule_value_alone(row->rule, rules_option_get(&s->rules, row->rule), buf, len);
        break;
    case ROW_LEVEL:
        snprintf(buf, len, "%s", words_level(s->level));
        break;
    case ROW_SPEED: {
        char x[16];
        /* TRANSLATORS: the animation speed: a factor such as 1.5 and a times sign */
        snprintf(buf, len, _("%s\xc3\x97"), lang_decimal(x, sizeof x, s->speed, 2));
        break;
    }
    case ROW_DECK:
        snprintf(buf, len, "%s", s->four_colour ? _("Four colours") : _("Two colours"));
        break;
    case ROW_BACK:
        snprintf(buf, len, "%s", _(backs[s->card_back % CARD_BACK_COUNT]));
        break;
    case ROW_SOUND:
        snprintf(buf, len, "%s", onoff(s->sound));
        break;
    case ROW_COACH:
        snprintf(buf, len, "%s", onoff(s->coach));
        break;
    case ROW_CLAIMS:
        snprintf(buf, len, "%s", onoff(s->computer_claims));
        break;
    case ROW_VOLUME:
        /* TRANSLATORS: the volume in per cent ("80%"; French "80 %") */
        snprintf(buf, len, _("%d%%"), s->volume);
        break;
    case ROW_RENDERER: {
        /* TRANSLATORS: what draws the game: the processor alone (the software renderer) or the card */
        static const char *const how[3] = {N_("Automatic"), N_("Processor"), N_("Graphics card")};
        snprintf(buf, len, "%s", _(how[s->renderer >= 0 && s->renderer < 3 ? s->renderer : 0]));
        break;
    }
    case ROW_FULL:
        snprintf(buf, len, "%s", onoff(s->fullscreen));
        break;
    case ROW_SPEECH:
        snprintf(buf, len, "%s", announce_option_value(h));
        break;
    case ROW_LARGE:
    case ROW_CONTRAST:
    case ROW_MOTION: {
        settings_t now = *s;
        snprintf(buf, len, "%s", onoff(*look_setting(&now, row->kind)));
        break;
    }
    case ROW_LANGUAGE: {
        int i = language_index(h);
        if (i == 0) {
            /* TRANSLATORS: the language row set to follow the system; %s is the system's language named in
               itself ("Deutsch") */
            snprintf(buf, len, _("System (%s)"), lang_find(lang_system())->name);
        } else {
            snprintf(buf, len, "%s", lang_at(i - 1)->name); /* each language named in itself */
        }
        break;
    }
    }
}

static int wrap(int i, int n)
{
    return ((i % n) + n) % n;
}

/* Rows whose values are a scale stop at their ends (pressing "faster" at 3x went round to 0.5x): the
 * animation speed, the volume, and the rule options that are a number (the target, the clock, the
 * players), but not the jack of diamonds (a number that is on or off). Lists of choices (language,
 * preset, level, card back, on/off) go round. */
static bool ordered(const row_t *row)
{
    return row->kind == ROW_SPEED || row->kind == ROW_VOLUME ||
           (row->kind == ROW_RULE && row->rule->type == RULE_INT && row->rule->on_value == 0);
}

/* Whether a row's value is at the end of its scale that `dir` steps towards (never for a list). */
static bool at_end(const home_t *h, const row_t *row, int dir)
{
    const settings_t *s = &h->settings;
    if (!ordered(row)) {
        return false;
    }
    if (row->kind == ROW_SPEED) {
        int n = (int)(sizeof SPEEDS / sizeof SPEEDS[0]), i = index_of_double(SPEEDS, n, s->speed);
        return dir > 0 ? i >= n - 1 : i <= 0 && s->speed <= SPEEDS[0] + 1e-6;
    }
    if (row->kind == ROW_VOLUME) {
        return dir > 0 ? s->volume >= 100 : s->volume <= 0;
    }
    int v = rules_option_get(&s->rules, row->rule), next = rules_option_step(row->rule, v, dir);
    return dir > 0 ? next <= v : next >= v;
}

static void change(home_t *h, const row_t *row, int dir)
{
    settings_t *s = &h->settings;
    if (at_end(h, row, dir)) {
        char v[64], said[160];
        value_text(h, row, v, sizeof v);
        /* TRANSLATORS: said when an arrow is pressed at the end of a scale: the value and which end */
        snprintf(said, sizeof said, dir > 0 ? _("%s, the highest") : _("%s, the lowest"), v);
        announce_say(h, SPEECH_NOW, said);
        return;
    }
    rules_t *r = &s->rules;
    switch (row->kind) {
    case ROW_PRESET:
        rules_preset(r, (preset_t)wrap((int)r->preset + dir, PRESET_COUNT));
        break;
    case ROW_RULE: {
        int v = rules_option_step(row->rule, rules_option_get(r, row->rule), dir);
        (void)rules_option_set(r, row->rule, v); /* a step is always in range */
        break;
    }
    case ROW_LEVEL:
        /* the levels New game offers: easy, normal, hard, expert */
        s->level = (ai_level_t)(AI_EASY + wrap((int)s->level - AI_EASY + dir, AI_EXPERT - AI_EASY + 1));
        break;
    case ROW_SPEED: {
        int n = (int)(sizeof SPEEDS / sizeof SPEEDS[0]);
        s->speed = SPEEDS[wrap(index_of_double(SPEEDS, n, s->speed) + dir, n)];
        break;
    }
    case ROW_DECK:
        s->four_colour = !s->four_colour;
        break;
    case ROW_BACK:
        s->card_back = wrap(s->card_back + dir, CARD_BACK_COUNT);
        break;
    case ROW_SOUND:
        s->sound = !s->sound;
        break;
    case ROW_VOLUME:
        s->volume = wrap(s->volume / 10 + dir, 11) * 10;
        break;
    case ROW_RENDERER:
        s->renderer = wrap(s->renderer + dir, 3); /* auto, software, gpu: read at the next start */
        break;
    case ROW_FULL:
        s->fullscreen = !s->fullscreen;
        break;
    case ROW_COACH:
        s->coach = !s->coach;
        break;
    case ROW_CLAIMS:
        s->computer_claims = !s->computer_claims;
        break;
    case ROW_SPEECH:
        announce_option_toggle(h); /* said at once: "Speech on." */
        break;
    case ROW_LARGE:
    case ROW_CONTRAST:
    case ROW_MOTION:
        *look_setting(s, row->kind) = !*look_setting(s, row->kind);
        s->motion_chosen |= row->kind == ROW_MOTION; /* the desktop's choice no longer sets it */
        break;
    case ROW_LANGUAGE: {
        int i = wrap(language_index(h) + dir, lang_count() + 1);
        home_pick_language(h, i == 0 ? "auto" : lang_at(i - 1)->code);
        break;
    }
    }
    home_settings_changed(h);
    if (row->kind == ROW_SOUND || row->kind == ROW_VOLUME) {
        audio_play(&h->app->audio, SND_CARD);
    }
}

/* Row i's rect and its arrows: x, y and the width of its column. */
static void place_row(const gfx_t *g, options_t *o, int i, float x, float y, float colw, float rh, bool small)
{
    float arrow = rh - 8 < 32 ? rh - 8 : 32;
    /* rows close together (many options in a small window) keep arrows that hold their glyph at the
     * smallest text size: up to the row's whole height */
    float least = rh < 26 ? rh : 26;
    arrow = arrow < least ? least : arrow;
    o->rows[i] = rectf(x, y, colw, rh);
    /* the focus ring goes round the row's middle where the rows are close (large print at 800x450): its
     * band clear of the next row's words, 6 below and their words centred in a row (a row's value is
     * the tallest, bold 16 points) */
    float words = ui_line_height(g, 16, 0) * 0.8f, free = 6 + (rh - words) / 2;
    float in = ui_focus_ring_reach(g) + 1 - free;
    in = in < 0 ? 0 : in > 4 ? 4 : in;
    ROW_OF(o, i).r = rectf(x, y + in, colw, rh - 2 * in);
    /* the value's room (its arrows and the longest value between) and the label's share */
    /* (large print's values are larger: their room grows with them where the row is wide enough, else
     * "System (Deutsch)" shrank to fit and looked smaller than its neighbours) */
    float room = 270 * look_text_scale();
    float vx = x + (small ? colw * 0.46f : colw - room > colw * 0.47f ? colw - room : colw * 0.47f);
    float ay = y + (rh - arrow) / 2;
    rectf_t prev = rectf(vx, ay, arrow, arrow), next = rectf(x + colw - 4 - arrow, ay, arrow, arrow);
    PREV_OF(o, i).r = prev;
    NEXT_OF(o, i).r = next;
    o->value_x[i] = (prev.x + prev.w + next.x) / 2;
}

static void resize(scene_t *s, const gfx_t *g)
{
    options_t *o = s->data;
    /* (large print: wider with its words, where the window has the room: the rows' names shrank to fit) */
    float w = look_widen(1060, g->layout.lw - 40), ph = 650, lw = g->layout.lw, lh = g->layout.lh;
    if (w > lw - 40) {
        w = lw - 40;
    }
    /* a small window holds text at 12 pixels, larger than the points ask for: the panel takes the
     * window's width, and a row's name and its value share the row evenly */
    bool small = g->layout.scale < 0.7f;
    /* a tall window: one column, the table's rows under the rules' (two columns of a table 1000 wide
     * left a value 128 pixels between its arrows, too few for Portuguese at 12 pixels) */
    float room = o->in_game ? lh - 56 : lh - 40; /* over a game: under the header (52) */
    /* the first rows under the headings (RULES, TABLE) with room for the focus ring between: in large
     * print at 800x450 the ring round Rules preset covered its heading */
    float top = 86 + ui_line_height(g, 15, 15) + ui_focus_ring_reach(g) + 6, lower = top > 118 ? top - 118 : 0;
    room -= lower;
    /* (32: the two columns' rows are 33 apart at most, and with Computer claims, 34 left 800x1000 two
     * columns, their values over their arrows in Portuguese) */
    bool one = lh > lw && 118 + (float)(o->count - 1) * 32 + 44 + 110 + 90 <= room;
    /* its rows 46 apart, closer (to 32) where there are more than that leaves room for */
    float one_pitch = (room - 118 - 44 - 110 - 90) / (float)(o->count - 1);
    one_pitch = one_pitch > 46 ? 46 : one_pitch;
    if (one) {
        ph = 118 + lower + (float)(o->count - 1) * one_pitch + 44 + 110 + 90;
    }
    /* over a game, the panel covers the table's buttons at its sides whole (Hint, Last trick: a
     * narrower panel ended across them) and stays under its header (Scores, Menu) */
    if (small || one || o->in_game) {
        w = lw - 24;
    }
    o->panel = panel_centred(g, w, ph);
    if (o->in_game && o->panel.y < 52 && 52 + ph <= lh) {
        o->panel.y = 52;
    }
    float colw = (w - 100) / 2;
    /* Rows 46 apart; closer where the engine's table has more options than 46 leaves room for, so
     * that a new option always fits between the headings and the buttons (454 below the headings), and
     * the shorter column leaves room under it for the deck's preview (93 more, 361). */
    int rules_n = o->rule_rows - 1, table_n = o->count - o->rule_rows;
    int longest = rules_n > table_n ? rules_n : table_n, shorter = rules_n < table_n ? rules_n : table_n;
    float pitch = 46.0f;
    float below = 454.0f - lower, beside = 361.0f - lower;
    pitch = below / (float)longest < pitch ? below / (float)longest : pitch;
    pitch = shorter > 0 && beside / (float)shorter < pitch ? beside / (float)shorter : pitch;
    pitch = one ? one_pitch : pitch;
    float x0 = o->panel.x + 40, y0 = o->panel.y + 118 + lower;
    /* the language, beside the title: it is the whole screen's, not a rule's or the table's */
    /* (a tall window's one column, in large print: a third wider to the left, over the title's empty
     * side, so that "System (Deutsch)" holds at its size) */
    float wider = one && look_text_scale() > 1.01f ? colw * 0.3f : 0;
    place_row(g, o, 0, o->panel.x + 60 + colw - wider, o->panel.y + 24, colw + wider, pitch - 6, small);
    for (int i = 1; i < o->count; i++) {
        bool table = i >= o->rule_rows;
        if (one) {
            place_row(g, o, i, x0, y0 + (float)(i - 1) * pitch + (table ? 44 : 0), w - 80, pitch - 6, small);
        } else {
            float k = (float)(table ? i - o->rule_rows : i - 1);
            place_row(g, o, i, x0 + (table ? colw + 20 : 0), y0 + k * pitch, colw, pitch - 6, small);
        }
    }
    o->table_x = one ? x0 : o->panel.x + 60 + colw;
    o->table_y = one ? o->rows[o->rule_rows].y - 32 : o->panel.y + 86;
    o->rules_right = one ? o->panel.x + w - 40 : o->table_x - 20;
    /* previews under the last row: the chosen back and two faces of the chosen deck; with two columns,
     * under the shorter one (the table's rows, large print's and contrast's with them, may reach down to
     * the buttons' line) */
    rectf_t last = o->rows[o->count - 1];
    if (!one && o->rule_rows - 1 < o->count - o->rule_rows) {
        last = o->rows[o->rule_rows - 1];
    }
    o->preview_x = last.x + 14;
    o->preview_y = last.y + last.h + 12;
    /* the buttons as much wider as the panel is (large print's words) */
    float grow = look_widen(1, w / 1060);
    DONE_OF(o).r = rectf(o->panel.x + w - 40 - 170 * grow, o->panel.y + ph - 70, 170 * grow, 48);
    DEFAULTS_OF(o).r = rectf(o->panel.x + 40, o->panel.y + ph - 70, 210 * grow, 48);
}

/* The row with the keyboard's focus, or -1 (Default rules or Done has it). */
static int focus_row(scene_t *s)
{
    const options_t *o = s->data;
    const ui_button_t *f = scene_focused(s);
    return f && f->id >= B_ROW && f->id < B_ROW + o->count ? f->id - B_ROW : -1;
}

/* A button clicked, or a control pressed from the keyboard: a row steps to its next value. */
static void press(scene_t *s, int id)
{
    options_t *o = s->data;
    home_t *h = s->home;
    if (id == B_DONE) {
        scene_pop(&h->app->scenes);
    } else if (id == B_DEFAULTS) {
        settings_t d;
        settings_defaults(&d);
        h->settings.rules = d.rules;
        h->settings.level = d.level;
        h->level = d.level;
        home_settings_changed(h);
    } else if (id >= B_ROW && id < B_ROW + o->count) {
        change(h, &o->row[id - B_ROW], 1);
    }
}

static void event(scene_t *s, const SDL_Event *ev)
{
    options_t *o = s->data;
    home_t *h = s->home;
    const layout_t *lay = &h->app->gfx.layout;
    int id = ui_buttons_event(&h->app->gfx, &DEFAULTS_OF(o), 2, ev);
    if (id >= 0) {
        press(s, id);
        return;
    }
    float x, y;
    int row = focus_row(s);
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        layout_from_window(lay, ev->motion.x, ev->motion.y, &x, &y);
        int hr = -1, ha = 0;
        for (int i = 0; i < o->count; i++) {
            if (rectf_contains(o->rows[i], x, y)) {
                hr = i;
                ha = rectf_contains(PREV_OF(o, i).r, x, y) ? -1 : rectf_contains(NEXT_OF(o, i).r, x, y) ? 1 : 0;
            }
        }
        if (hr != o->hover_row || ha != o->hover_arrow) {
            o->hover_row = hr;
            o->hover_arrow = ha;
            app_redraw(h->app);
        }
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button != SDL_BUTTON_LEFT && ev->button.button != SDL_BUTTON_RIGHT) {
            break;
        }
        layout_from_window(lay, ev->button.x, ev->button.y, &x, &y);
        for (int i = 0; i < o->count; i++) {
            if (rectf_contains(o->rows[i], x, y)) {
                int dir = rectf_contains(PREV_OF(o, i).r, x, y) || ev->button.button == SDL_BUTTON_RIGHT ? -1 : 1;
                scene_focus_set(s, 3 * i);
                change(h, &o->row[i], dir);
            }
        }
        break;
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_ESCAPE:
            scene_pop(&h->app->scenes);
            break;
        case SDLK_LEFT: /* (Up, Down, Tab, Enter and Space are the focus's: scene.h) */
        case SDLK_RIGHT:
            if (row >= 0) {
                change(h, &o->row[row], ev->key.keysym.sym == SDLK_LEFT ? -1 : 1);
            }
            break;
        default:
            break;
        }
        break;
    default:
        break;
    }
}

static void arrow(gfx_t *g, const ui_button_t *b, bool hot)
{
    rectf_t r = b->r;
    ui_box(g, r, b->id >= B_NEXT ? "the arrow \xe2\x80\xba" : "the arrow \xe2\x80\xb9", UI_ELEM_CONTROL);
    /* at the end of a scale: a faint disc and a muted arrow, never lit */
    hot = hot && b->enabled;
    ui_round(g, r, 16, hot ? (SDL_Color){238, 190, 80, 255} : (SDL_Color){255, 255, 255, (Uint8)(b->enabled ? 26 : 8)});
    /* an arrow, not a word: the same size in large print (it fills its disc) */
    ui_text(g, FONT_BOLD, look_usual_pt(18),
            hot          ? UI_INK
            : b->enabled ? UI_CREAM
                         : UI_MUTED,
            r.x + r.w / 2, r.y + r.h / 2 - 1, UI_CENTER | UI_MIDDLE, b->label);
}

static const char *foot_text(row_kind_t kind);

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    options_t *o = s->data;
    const home_t *h = s->home;
    rectf_t r = o->panel;
    panel_draw(g, r, 0.6f);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, _("Options"));
    /* TRANSLATORS: the headings of Options' two columns, in capitals */
    float hw = ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 86, UI_LEFT, _("RULES"));
    /* beside the heading, on two lines where one is too short for it (in German and French at 800x450 it
     * ran on under the TABLE heading): it ends 20 before that heading, and above the first row; two
     * lines are raised 6 units, clear of the first row's focus ring (German's "Regeln)" was under it) */
    const char *note = o->in_game ? _("for your next game (this one keeps its rules)") : _("for your next game");
    float note_x = r.x + 52 + hw, note_w = o->rules_right - note_x;
    float lift = ui_text_width(g, FONT_REGULAR, 13, note) > note_w ? 6 : 0;
    ui_text_box(g, FONT_REGULAR, 13, 10.5f, UI_MUTED, rectf(note_x, r.y + 74 - lift, note_w, 42), UI_LEFT, 15, note);
    ui_text(g, FONT_BOLD, 15, UI_GOLD, o->table_x, o->table_y, UI_LEFT, _("TABLE"));
    /* every row's name at one size: the size the longest name needs (a name shrunk alone looked out
     * of place among its neighbours) */
    float label_pt = 17;
    for (int i = 0; i < o->count; i++) {
        rectf_t row = o->rows[i], prev = PREV_OF(o, i).r;
        float pt = ui_fit_pt(g, FONT_REGULAR, 17, 12, prev.x - row.x - 22, _(o->row[i].label));
        label_pt = pt < label_pt ? pt : label_pt;
    }
    int focused = focus_row(s);
    for (int i = 0; i < o->count; i++) {
        rectf_t row = o->rows[i];
        /* the keyboard's row and the mouse's are lit; the focus ring (scene.h) says which is the keyboard's */
        bool lit = i == focused || i == o->hover_row;
        ui_round(g, row, 10, lit ? (SDL_Color){255, 255, 255, 22} : (SDL_Color){0, 0, 0, 60});
        ui_box(g, row, o->row[i].label, 0);
        rectf_t prev = PREV_OF(o, i).r, next = NEXT_OF(o, i).r;
        ui_text_fit(g, FONT_REGULAR, label_pt, 12, UI_CREAM, rectf(row.x + 14, row.y, prev.x - row.x - 22, row.h),
                    UI_LEFT, _(o->row[i].label));
        char v[64];
        value_text(h, &o->row[i], v, sizeof v);
        ui_text_fit(g, FONT_BOLD, 16, 12, UI_GOLD_LIGHT,
                    rectf(prev.x + prev.w + 4, row.y, next.x - prev.x - prev.w - 8, row.h), UI_CENTER, v);
        PREV_OF(o, i).enabled = !at_end(h, &o->row[i], -1);
        NEXT_OF(o, i).enabled = !at_end(h, &o->row[i], 1);
        arrow(g, &PREV_OF(o, i), i == o->hover_row && o->hover_arrow < 0);
        arrow(g, &NEXT_OF(o, i), i == o->hover_row && o->hover_arrow > 0);
    }
    /* previews: the chosen back and two faces of the chosen deck */
    float py = o->preview_y;
    float px = o->preview_x;
    SDL_Texture *bp = g->assets->back_preview[h->settings.card_back];
    ui_box(g, rectf(px, py, 76 + 2 * 40 + card_size_w(CARDSZ_MINI), card_size_h(CARDSZ_MINI)), "the deck's preview", 0);
    SDL_Rect d = sprite_rect(g, CARDSZ_MINI, false, px, py);
    sprite_shadow(g, CARDSZ_MINI, false, px, py, 2, 200);
    SDL_SetTextureAlphaMod(bp, 255);
    SDL_RenderCopy(g->renderer, bp, NULL, &d);
    static const card_t show[3] = {CARD_MAKE(SUIT_DIAMONDS, RANK_K), CARD_MAKE(SUIT_CLUBS, RANK_Q),
                                   CARD_MAKE(SUIT_HEARTS, RANK_A)};
    for (int i = 0; i < 3; i++) {
        float x = px + 76 + i * 40;
        sprite_shadow(g, CARDSZ_MINI, false, x, py, 2, 200);
        sprite_face(g, CARDSZ_MINI, show[i], x, py, 255, 255);
    }
    ui_buttons_draw(g, &DEFAULTS_OF(o), 2);
    /* between the two buttons, on their line: how to change a value, or what the Graphics row means */
    int at = o->hover_row >= 0 ? o->hover_row : focused;
    const char *foot = foot_text(at >= 0 && at < o->count ? o->row[at].kind : ROW_PRESET);
    rectf_t dr = DEFAULTS_OF(o).r, done = DONE_OF(o).r;
    ui_text_box(g, FONT_REGULAR, 13, 10.5f, UI_MUTED,
                rectf(dr.x + dr.w + 16, done.y, done.x - 32 - dr.x - dr.w, done.h), UI_CENTER, 14, foot);
}

/* What the line between the two buttons says with a row lit: what the row means where its name is
 * not enough, else how to change a value. */
static const char *foot_text(row_kind_t kind)
{
    static const row_kind_t ROWS[] = {ROW_RENDERER, ROW_LARGE, ROW_CONTRAST, ROW_MOTION, ROW_CLAIMS};
    static const char *const WORDS[] = {
        N_("Which part of the computer draws the game; used when the game starts again"),
        N_("Larger words and cards; every screen makes room for them"),
        N_("A plain dark table, strong edges, and playable cards marked by a bar"),
        N_("Cards appear in their place instead of flying; nothing pulses or shakes"),
        N_("Off: a computer player plays out its certain tricks card by card instead of claiming them")};
    for (size_t i = 0; i < sizeof ROWS / sizeof ROWS[0]; i++) {
        if (ROWS[i] == kind) {
            return _(WORDS[i]);
        }
    }
    return _("Click a value (or use the arrow keys) to change it");
}

static int controls(scene_t *s, const ui_button_t **out)
{
    options_t *o = s->data;
    *out = o->b;
    return 2 + 3 * o->count;
}

/* Speech: a row is said with its value ("Sound: On"); Done and Default rules by their labels. */
static unsigned speak(scene_t *s, int id, char *buf, size_t len)
{
    const options_t *o = s->data;
    if (id < B_ROW || id >= B_ROW + o->count) {
        return 0;
    }
    char v[128];
    value_text(s->home, &o->row[id - B_ROW], v, sizeof v);
    /* TRANSLATORS: an Options row said aloud: its name and its value ("Sound: On") */
    snprintf(buf, len, _("%s: %s"), _(o->row[id - B_ROW].label), v);
    return 1;
}

static void leave(scene_t *s)
{
    const home_t *h = s->home;
    settings_save(&h->settings, h->pref_dir);
}

scene_t *scene_options_new(home_t *h, bool in_game)
{
    scene_t *s = scene_new_with_data(h, "options", sizeof(options_t));
    options_t *o = s->data;
    o->in_game = in_game;
    o->hover_row = -1;
    o->row[o->count++] = (row_t){ROW_LANGUAGE, NULL, N_("Language")};
    o->row[o->count++] = (row_t){ROW_PRESET, NULL, N_("Rules preset")};
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n && o->count < O_MAX - (int)(sizeof TABLE_ROWS / sizeof TABLE_ROWS[0]); i++) {
        o->row[o->count++] = (row_t){ROW_RULE, &opts[i], opts[i].label};
    }
    o->rule_rows = o->count;
    for (size_t i = 0; i < sizeof TABLE_ROWS / sizeof TABLE_ROWS[0]; i++) {
        o->row[o->count++] = (row_t){TABLE_ROWS[i].kind, NULL, TABLE_ROWS[i].label};
    }
    for (int i = 0; i < o->count; i++) {
        ui_button_init(&ROW_OF(o, i), B_ROW + i, o->row[i].label, BUTTON_QUIET);
        ui_button_init(&PREV_OF(o, i), B_PREV + i, "\xe2\x80\xb9", BUTTON_QUIET);
        ui_button_init(&NEXT_OF(o, i), B_NEXT + i, "\xe2\x80\xba", BUTTON_QUIET);
        PREV_OF(o, i).pt = NEXT_OF(o, i).pt = 18;
        PREV_OF(o, i).tab_joined = NEXT_OF(o, i).tab_joined = true; /* Tab reaches them with their row */
        ROW_OF(o, i).corner = 10;                                   /* as the row is drawn */
    }
    ROW_OF(o, 1).focus = true; /* the preset: the language (row 0, at the top) is one Up away */
    ui_button_init(&DONE_OF(o), B_DONE, N_("Done"), BUTTON_PRIMARY);
    ui_button_init(&DEFAULTS_OF(o), B_DEFAULTS, N_("Default rules"), BUTTON_SECONDARY);
    DONE_OF(o).pt = DEFAULTS_OF(o).pt = 18;
    ui_button_key(&DONE_OF(o), "Esc");
    s->draw_below = true;
    s->event = event;
    s->press = press;
    s->arrows = SCENE_ARROWS_UPDOWN;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    s->speak = speak;
    s->leave = leave;
    return s;
}
