/* The rules, short, as a person needs them at the table (the full text is docs/rules.md).
 * The page describes the rules of the game being played (the table in progress, else the rules the
 * next new game would use). Every option of the engine's table shows at a glance, and what each
 * option's row says of its value (rule_page_line_t) goes in its place among the page's own
 * sentences (the game's end, the standings, the keys). The text is laid out in pages that fit the
 * panel; "More ›" goes through them. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"

enum { RU_CLOSE = 1, RU_PAGE, RU_COUNT_ };

typedef enum {
    IT_HEAD, /* a gold heading */
    IT_TEXT, /* a paragraph, wrapped */
    IT_NOTE, /* a smaller paragraph (the options at a glance), wrapped */
    IT_KEYS, /* one row of two keys, each with what it does */
} item_kind_t;

typedef struct {
    item_kind_t kind;
    char text[1200];
    char key[2][24];
    char does[2][64];
} item_t;

enum { MAX_ITEMS = 40, MAX_PAGES = 8 };

#define PT_TEXT   16.0f
#define LINE_TEXT 22.0f
#define PT_NOTE   15.0f
#define LINE_NOTE 20.0f
#define PARA_GAP  6.0f
#define HEAD_H    27.0f
#define HEAD_GAP  10.0f /* above a heading that is not the first on its page */
#define KEYS_H    23.0f
#define SIDE      40.0f  /* text's margin inside the panel */
#define KEY_COL   150.0f /* the key column's least width (key_column) */
#define KEY_GAP   16.0f  /* between the longest key and the descriptions */

typedef struct {
    rectf_t panel;
    ui_button_t b[RU_COUNT_ - 1]; /* close, then the next page */
    item_t items[MAX_ITEMS];
    int count;
    int page;
    int pages;                /* from the last layout; 1 until the first draw */
    int first[MAX_PAGES + 1]; /* the first item of each page, then count */
    float key_col;            /* the keys' column, KEY_GAP included: key_column, set by paginate */
} rules_ov_t;

#define TIMES "\xc3\x97"
#define MINUS "\xe2\x88\x92"

static item_t *add_item(rules_ov_t *o, item_kind_t kind)
{
    if (o->count >= MAX_ITEMS) {
        fatal("the rules page has more than %d items", MAX_ITEMS);
    }
    item_t *it = &o->items[o->count++];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    return it;
}

static void
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    add_text(rules_ov_t *o, item_kind_t kind, const char *fmt, ...)
{
    item_t *it = add_item(o, kind);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(it->text, sizeof it->text, fmt, ap);
    va_end(ap);
}

static void add_keys(rules_ov_t *o, const char *k1, const char *d1, const char *k2, const char *d2)
{
    item_t *it = add_item(o, IT_KEYS);
    snprintf(it->key[0], sizeof it->key[0], "%s", k1);
    snprintf(it->does[0], sizeof it->does[0], "%s", d1);
    snprintf(it->key[1], sizeof it->key[1], "%s", k2 ? k2 : "");
    snprintf(it->does[1], sizeof it->does[1], "%s", d2 ? d2 : "");
}

/* An option's value as the Options screen shows it ("50 points", "10:00"), from the engine's table. */
static const char *shown(const rules_t *r, const char *key, char *buf, size_t len)
{
    const rule_option_t *o = rules_option_find(key);
    if (!o) {
        snprintf(buf, len, "?");
        return buf;
    }
    return words_rule_value(o, rules_option_get(r, o), buf, len);
}

/* Every option of the engine's table, "Label: value", and whether any differs from the preset. */
static void add_glance(rules_ov_t *o, const rules_t *r, bool in_game)
{
    size_t n;
    const rule_option_t *opt = rules_options(&n);
    bool changed = false;
    char list[1200] = "";
    size_t used = 0;
    for (size_t i = 0; i < n; i++) {
        int v = rules_option_get(r, &opt[i]);
        changed |= r->preset >= 0 && r->preset < PRESET_COUNT && v != opt[i].preset_value[r->preset];
        char val[64];
        words_rule_value(&opt[i], v, val, sizeof val);
        int w = snprintf(list + used, sizeof list - used, "%s", i ? "  \xc2\xb7  " : "");
        if (w >= 0 && (size_t)w < sizeof list - used) {
            used += (size_t)w;
            /* TRANSLATORS: one option at a glance on the Rules page: "Shooting the moon: +26 to the others" */
            w = snprintf(list + used, sizeof list - used, _("%s: %s"), words_rule_label(&opt[i]), val);
        }
        if (w < 0 || (size_t)w >= sizeof list - used) {
            break;
        }
        used += (size_t)w;
    }
    /* TRANSLATORS: the Rules page's first heading: the game being played (or the next one) and its preset */
    static const char *const this_game[2][PRESET_COUNT] = {
        {N_("Your next game: tournament rules"), N_("Your next game: classic rules"),
         N_("Your next game: omnibus rules")},
        {N_("This game: tournament rules"), N_("This game: classic rules"), N_("This game: omnibus rules")}};
    static const char *const this_game_changed[2][PRESET_COUNT] = {
        {N_("Your next game: tournament rules, changed"), N_("Your next game: classic rules, changed"),
         N_("Your next game: omnibus rules, changed")},
        {N_("This game: tournament rules, changed"), N_("This game: classic rules, changed"),
         N_("This game: omnibus rules, changed")}};
    int p = r->preset >= 0 && r->preset < PRESET_COUNT ? (int)r->preset : 0;
    add_text(o, IT_HEAD, "%s", _((changed ? this_game_changed : this_game)[in_game ? 1 : 0][p]));
    /* TRANSLATORS: the list of the options and their values, as one paragraph ending with a full stop */
    add_text(o, IT_NOTE, _("%s."), list);
}

/* What the options' rows say in `place`, in the table's order: each sentence a paragraph, but one
 * with %s takes the paragraph before it (a clause an option adds to what another said). */
static void add_place(rules_ov_t *o, const rules_t *r, rule_page_place_t place)
{
    size_t n;
    const rule_option_t *opt = rules_options(&n);
    char para[800] = "";
    for (size_t i = 0; i < n; i++) {
        int v = rules_option_get(r, &opt[i]);
        for (int k = 0; k < RULE_PAGE_LINES; k++) {
            const rule_sentence_t *say =
                opt[i].page[k].place == place ? rules_option_says(&opt[i], &opt[i].page[k], v) : NULL;
            if (!say) {
                continue;
            }
            const char *fmt = say->other ? NG_(say->one, say->other, v) : _(say->one);
            char next[800];
            if (strstr(fmt, "%s")) {
                snprintf(next, sizeof next, fmt, para);
            } else {
                if (para[0]) {
                    add_text(o, IT_TEXT, "%s", para);
                }
                snprintf(next, sizeof next, fmt, v < 0 ? -v : v);
            }
            snprintf(para, sizeof para, "%s", next);
        }
    }
    if (para[0]) {
        add_text(o, IT_TEXT, "%s", para);
    }
}

/* The heading an option's row gives `place` while its value is not 0, else `own`. */
static const char *place_heading(const rules_t *r, rule_page_place_t place, const char *own)
{
    size_t n;
    const rule_option_t *opt = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        for (int k = 0; k < RULE_PAGE_LINES; k++) {
            if (opt[i].page[k].place == place && opt[i].page[k].heading && rules_option_get(r, &opt[i])) {
                return _(opt[i].page[k].heading);
            }
        }
    }
    return own;
}

static void add_aim(rules_ov_t *o, const rules_t *r)
{
    char target[32], clock[32];
    shown(r, "target", target, sizeof target);
    shown(r, "clock_seconds", clock, sizeof clock);
    add_text(o, IT_HEAD, "%s", _("The aim"));
    add_place(o, r, RULE_PAGE_AIM);
    if (r->clock_seconds > 0) {
        /* TRANSLATORS: %s is the target ("50 points"), then the clock ("10:00") */
        add_text(o, IT_TEXT,
                 _("The game ends after the hand in which someone reaches %s, or at once when the %s clock, "
                   "which runs from the first deal in real time (paused or not), reaches 0:00. "
                   "The lowest total wins; a tie shares the win."),
                 target, clock);
    } else {
        add_text(o, IT_TEXT,
                 _("The game ends after the hand in which someone reaches %s; there is no clock. "
                   "The lowest total wins; a tie shares the win."),
                 target);
    }
}

static void add_hand(rules_ov_t *o, const rules_t *r)
{
    add_text(o, IT_HEAD, "%s", _("A hand"));
    add_text(o, IT_TEXT, "%s",
             _("13 cards each. Before play, everyone passes three cards: left, right, across, then a hand "
               "without passing. The two of clubs leads the first trick. Follow the suit led if you can; "
               "if you cannot, play anything. The highest card of the suit led takes the trick and leads next."));
    add_place(o, r, RULE_PAGE_FIRST_TRICK);
    add_place(o, r, RULE_PAGE_LEADING);
}

static void add_moon(rules_ov_t *o, const rules_t *r)
{
    add_text(o, IT_HEAD, "%s", place_heading(r, RULE_PAGE_MOON, _("Shooting the moon")));
    add_place(o, r, RULE_PAGE_MOON);
}

static void add_standings(rules_ov_t *o, const rules_t *r)
{
    if (!r->standings) {
        add_text(o, IT_HEAD, "%s", _("No standings score"));
        add_text(o, IT_TEXT, "%s", _("The game ends with the totals only: the lowest wins."));
        return;
    }
    add_text(o, IT_HEAD, "%s", _("Tournament standings"));
    if (r->clock_seconds > 0) {
        add_text(o, IT_TEXT,
                 _("Game completed: 15 %s (100 %s your points) + 1 per second left on the clock, plus 3 %s (the "
                   "sum of the others\xe2\x80\x99 totals) if yours is the lowest or tied for it."),
                 TIMES, MINUS, TIMES);
        add_text(o, IT_TEXT,
                 _("Time ran out: 50 + 26 %s hands played %s 2 %s your points (0 if no hand was finished). "
                   "Leaving the game: 0."),
                 TIMES, MINUS, TIMES);
    } else {
        add_text(o, IT_TEXT,
                 _("Game completed: 15 %s (100 %s your points), plus 3 %s (the sum of the others\xe2\x80\x99 "
                   "totals) if yours is the lowest or tied for it."),
                 TIMES, MINUS, TIMES);
        add_text(o, IT_TEXT, "%s", _("Leaving the game: 0."));
    }
}

static void add_table(rules_ov_t *o, const rules_t *r)
{
    add_text(o, IT_HEAD, "%s", _("At the table"));
    add_text(o, IT_TEXT, "%s",
             _("Click a card to choose it; click it again to put it back. Legal cards rise on your turn. "
               "A card clicked before your turn waits (marked QUEUED) and is played when your turn comes."));
    add_text(o, IT_HEAD, "%s", _("Keys"));
    /* TRANSLATORS: the keys of the table and what they do; the key names as your keyboards print them */
    add_keys(o, "\xe2\x86\x90 \xe2\x86\x92", _("move between your cards"), _("Space, Enter"), _("choose that card"));
    /* TRANSLATORS: a letter key of the table: the same key in every language (it is not the word's
       initial), so keep it as it is */
    add_keys(o, C_("key", "P"), _("pass the three chosen"), C_("key", "L"), _("the last trick"));
    add_keys(o, C_("key", "S"), _("the score sheet"), C_("key", "H"), _("a hint"));
    add_keys(o, _("Esc"), _("pause"), _("F11, Alt+Enter"), _("fullscreen"));
    /* TRANSLATORS: the Tab key, and Tab with Shift held, as your keyboards print them */
    add_keys(o, _("Tab, Shift+Tab"), _("move between cards and buttons"), NULL, NULL);
    add_keys(o, C_("key", "C"), _("claim the rest, when it is certain"), NULL, NULL);
    if (undo_casual(r)) {
        add_keys(o, C_("key", "U"), _("take back your last card"), NULL, NULL);
    }
    if (r->moon == MOON_ASK) {
        add_keys(o, C_("key", "A"), _("moon: +26 to the others"), C_("key", "T"), _("moon: 26 off yours"));
    }
    /* speech (scenes/announce.h): F2 and F3 on every screen, the others on the table while it speaks */
    add_text(o, IT_HEAD, "%s", _("Speech keys"));
    add_keys(o, _("F2"), _("speech on or off"), _("F3"), _("say it again"));
    add_keys(o, C_("key", "Y"), _("your hand by suit"), C_("key", "T"), _("the cards on the table"));
    add_keys(o, C_("key", "W"), _("whose turn, what was led"), C_("key", "N"), _("the scores, this hand's points"));
    add_keys(o, C_("key", "K"), _("the time left"), C_("key", "X"), _("the cards passed and received"));
    /* TRANSLATORS: Shift held with the letter of a suit: clubs, diamonds, spades, hearts */
    add_keys(o, _("Shift+C, D, S, H"), _("to that suit in your hand"), NULL, NULL);
}

/* Undo (table/undo.h): what it takes back, or why this game has none. */
static void add_undo(rules_ov_t *o, const rules_t *r)
{
    add_text(o, IT_HEAD, "%s", _("Taking back a card"));
    if (!undo_casual(r)) {
        add_text(o, IT_TEXT, "%s", _("A game with a clock or a standings score has no Undo: every card counts."));
        return;
    }
    add_text(o, IT_TEXT, "%s",
             _("Undo (key U) takes back your last card and the cards played after it, as long as it is in the "
               "trick on the table (or it completed that trick and nothing has been played since): one card at "
               "a time, never once the hand is over. A game with a card taken back is a practice game: it does "
               "not count in your statistics."));
}

/* Claims (engine/claim.c): South's Claim button, and whether the computer players claim (Options'
 * Computer claims, h->settings.computer_claims). */
static void add_claims(rules_ov_t *o, bool computer_claims)
{
    add_text(o, IT_HEAD, "%s", _("Claiming the rest"));
    /* one paragraph: a page break falls only between items, and the setting's sentence belongs with
     * the rest */
    add_text(o, IT_TEXT, "%s %s",
             _("When the points left in the hand can go only one way, however the unseen cards lie and "
               "whatever anyone plays, the player whose turn it is may claim the rest: the cards are laid "
               "down and the hand is scored as if it had been played out. On your turn a Claim button "
               "(key C) offers it."),
             computer_claims ? _("The computer players claim too (Options: Computer claims is on).")
                             : _("The computer players play a certain rest out card by card (Options: Computer "
                                 "claims is off)."));
}

static void build(rules_ov_t *o, const home_t *h)
{
    rules_t r = h->table ? *table_rules(h->table) : home_new_game_rules(h);
    o->count = 0;
    add_glance(o, &r, h->table != NULL);
    add_aim(o, &r);
    add_hand(o, &r);
    add_moon(o, &r);
    add_standings(o, &r);
    add_table(o, &r);
    add_claims(o, h->settings.computer_claims);
    add_undo(o, &r);
}

static rectf_t body(const rules_ov_t *o)
{
    rectf_t r = o->panel;
    float top = r.y + 78;
    float bottom = o->b[0].r.y - 18;
    return rectf(r.x + SIDE, top, r.w - 2 * SIDE, bottom - top);
}

/* The keys' column: as wide as the longest key of the page as it is drawn (the language's words at
 * the text's size, in large print too), and a clear gap before the descriptions; at least KEY_COL, at
 * most half the row (a longer key shrinks, ui_text_fit). A column of 150 (210 where rows are stacked)
 * left German's "Tab, Umschalt+Tab" touching its description at 800x450. */
static float key_column(gfx_t *g, const rules_ov_t *o, float w)
{
    float widest = 0;
    for (int i = 0; i < o->count; i++) {
        const item_t *it = &o->items[i];
        for (int c = 0; it->kind == IT_KEYS && c < 2; c++) {
            float kw = ui_text_width(g, FONT_BOLD, PT_TEXT, it->key[c]);
            widest = kw > widest ? kw : widest;
        }
    }
    float col = widest + KEY_GAP;
    col = col < KEY_COL ? KEY_COL : col;
    return col > w / 2 ? w / 2 : col;
}

/* Whether a row of keys fits as two pairs side by side (else each pair has a line of its own: where
 * text is held at 12 pixels, German descriptions ran on into the next pair). */
static bool keys_side_by_side(gfx_t *g, const item_t *it, float w, float col)
{
    if (g->layout.scale < 0.7f) {
        return false; /* every row alike in a small window (some German rows need it) */
    }
    float half = (w - 20) / 2;
    for (int c = 0; c < 2; c++) {
        if (ui_text_width(g, FONT_BOLD, ui_fit_pt(g, FONT_BOLD, PT_TEXT, 12, col - KEY_GAP, it->key[c]), it->key[c]) >
                col - KEY_GAP ||
            ui_text_width(g, FONT_REGULAR, ui_fit_pt(g, FONT_REGULAR, PT_TEXT, 12, half - col, it->does[c]),
                          it->does[c]) > half - col) {
            return false;
        }
    }
    return true;
}

/* The pitch of a row of keys when its pairs are stacked, a line each. */
static float keys_line(const gfx_t *g)
{
    return ui_line_height(g, PT_TEXT, KEYS_H * 1.15f);
}

static float item_height(gfx_t *g, const rules_ov_t *o, const item_t *it, float w, bool first_on_page)
{
    switch (it->kind) {
    case IT_HEAD:
        return HEAD_H + (first_on_page ? 0 : HEAD_GAP);
    case IT_NOTE:
        return (float)ui_text_lines(g, FONT_REGULAR, PT_NOTE, w, it->text) * ui_line_height(g, PT_NOTE, LINE_NOTE) +
               PARA_GAP;
    case IT_TEXT:
        return (float)ui_text_lines(g, FONT_REGULAR, PT_TEXT, w, it->text) * ui_line_height(g, PT_TEXT, LINE_TEXT) +
               PARA_GAP;
    case IT_KEYS:
    default:
        /* stacked: a line for each pair drawn (a row of one key has one, not an empty second) */
        return keys_side_by_side(g, it, w, o->key_col) ? KEYS_H : (it->key[1][0] ? 2 : 1) * keys_line(g);
    }
}

/* Splits the items into pages that fit the body; a heading goes on the page of what follows it. */
static void paginate(rules_ov_t *o, gfx_t *g)
{
    rectf_t b = body(o);
    int pages = 0;
    float used = 0;
    o->first[0] = 0;
    o->key_col = key_column(g, o, b.w);
    for (int i = 0; i < o->count; i++) {
        bool first = i == o->first[pages];
        float hgt = item_height(g, o, &o->items[i], b.w, first);
        float need = hgt;
        if (o->items[i].kind == IT_HEAD && i + 1 < o->count) {
            need += item_height(g, o, &o->items[i + 1], b.w, false);
        }
        if (!first && used + need > b.h && pages + 1 < MAX_PAGES) {
            o->first[++pages] = i;
            used = item_height(g, o, &o->items[i], b.w, true);
        } else {
            used += hgt;
        }
    }
    o->pages = pages + 1;
    o->first[o->pages] = o->count;
    if (o->page >= o->pages) {
        o->page = o->pages - 1;
    }
}

static void set_page_button(rules_ov_t *o)
{
    ui_button_t *b = &o->b[1];
    b->hidden = o->pages < 2;
    snprintf(b->label, sizeof b->label, "%s",
             o->page + 1 < o->pages ? N_("More \xe2\x80\xba") : N_("\xe2\x80\xb9 First page"));
}

static void resize(scene_t *s, const gfx_t *g)
{
    rules_ov_t *o = s->data;
    build(o, s->home); /* in the language of the moment */
    o->panel = panel_centred(g, 920, 656);
    o->b[0].r = panel_foot(o->panel, UI_RIGHT, 190);                               /* room for the Esc cap */
    o->b[1].r = panel_foot(o->panel, UI_LEFT, g->layout.scale < 0.7f ? 210 : 170); /* 12 px: "‹ Première page" */
}

static void turn_page(rules_ov_t *o, int dir, bool wrap)
{
    int p = o->page + dir;
    if (p < 0 || p >= o->pages) {
        if (!wrap) {
            return;
        }
        p = (p + o->pages) % o->pages;
    }
    o->page = p;
    set_page_button(o);
}

static void press(scene_t *s, int id)
{
    rules_ov_t *o = s->data;
    if (id == RU_CLOSE) {
        scene_pop(&s->home->app->scenes);
    } else if (id == RU_PAGE) {
        turn_page(o, 1, true);
    }
}

static void event(scene_t *s, const SDL_Event *ev)
{
    rules_ov_t *o = s->data;
    home_t *h = s->home;
    int id = ui_buttons_event(&h->app->gfx, o->b, RU_COUNT_ - 1, ev);
    int before = o->page;
    if (panel_close_key(ev)) {
        id = RU_CLOSE;
    } else if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_RIGHT || k == SDLK_PAGEDOWN) {
            turn_page(o, 1, false);
        } else if (k == SDLK_LEFT || k == SDLK_PAGEUP) {
            turn_page(o, -1, false);
        }
    }
    press(s, id);
    if (o->page != before) {
        app_redraw(h->app);
    }
}

static void draw_keys(gfx_t *g, const item_t *it, rectf_t row, float key_col)
{
    bool side = keys_side_by_side(g, it, row.w, key_col);
    float half = side ? (row.w - 20) / 2 : row.w;
    float line = side ? KEYS_H : keys_line(g);
    for (int c = 0; c < 2; c++) {
        if (!it->key[c][0]) {
            continue;
        }
        float x = side ? row.x + c * (half + 20) : row.x, y = side ? row.y : row.y + c * line;
        ui_text_fit(g, FONT_BOLD, PT_TEXT, 12, UI_GOLD_LIGHT, rectf(x, y, key_col - KEY_GAP, line), UI_LEFT,
                    it->key[c]);
        ui_text_fit(g, FONT_REGULAR, PT_TEXT, 12, UI_CREAM, rectf(x + key_col, y, half - key_col, line), UI_LEFT,
                    it->does[c]);
    }
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    rules_ov_t *o = s->data;
    rectf_t r = o->panel;
    paginate(o, g);
    set_page_button(o);
    panel_draw(g, r, 0.55f);
    char pg[32] = "";
    if (o->pages > 1) {
        snprintf(pg, sizeof pg, _("page %d of %d"), o->page + 1, o->pages);
    }
    float pg_w = 130;
    ui_text_fit(g, FONT_BOLD, 30, 18, UI_CREAM, rectf(r.x + SIDE, r.y + 20, r.w - 2 * SIDE - pg_w, 40), UI_LEFT,
                _("How to play Hearts"));
    if (pg[0]) {
        ui_text_fit(g, FONT_REGULAR, 14, 12, UI_MUTED, rectf(r.x + r.w - SIDE - pg_w, r.y + 20, pg_w, 40), UI_RIGHT,
                    pg);
    }
    rectf_t b = body(o);
    float y = b.y;
    for (int i = o->first[o->page]; i < o->first[o->page + 1]; i++) {
        const item_t *it = &o->items[i];
        bool first = i == o->first[o->page];
        float hgt = item_height(g, o, it, b.w, first);
        switch (it->kind) {
        case IT_HEAD:
            ui_text_fit(g, FONT_BOLD, 17, 12, UI_GOLD, rectf(b.x, y + hgt - HEAD_H, b.w, HEAD_H - 5), UI_LEFT,
                        it->text);
            break;
        case IT_NOTE:
            ui_text_wrapped(g, FONT_REGULAR, PT_NOTE, UI_MUTED, rectf(b.x, y, b.w, hgt - PARA_GAP), UI_LEFT, LINE_NOTE,
                            it->text);
            break;
        case IT_TEXT:
            ui_text_wrapped(g, FONT_REGULAR, PT_TEXT, UI_CREAM, rectf(b.x, y, b.w, hgt - PARA_GAP), UI_LEFT, LINE_TEXT,
                            it->text);
            break;
        case IT_KEYS:
            draw_keys(g, it, rectf(b.x, y, b.w, KEYS_H), o->key_col);
            break;
        }
        y += hgt;
    }
    ui_buttons_draw(g, o->b, RU_COUNT_ - 1);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    rules_ov_t *o = s->data;
    *out = o->b;
    return RU_COUNT_ - 1;
}

scene_t *overlay_rules_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "rules", sizeof(rules_ov_t));
    rules_ov_t *o = s->data;
    panel_close_init(&o->b[0], RU_CLOSE);
    ui_button_init(&o->b[1], RU_PAGE, N_("More \xe2\x80\xba"), BUTTON_SECONDARY);
    ui_button_key(&o->b[1], "\xe2\x86\x92"); /* the right arrow turns the page too */
    o->pages = 1;
    build(o, h);
    s->draw_below = true;
    s->resize = resize;
    s->event = event;
    s->press = press;
    s->draw = draw;
    s->controls = controls;
    return s;
}
