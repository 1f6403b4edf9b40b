/* New game: the rules (a preset), the opponents' level and a deal number to replay a deal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/app.h"
#include "platform/fatal.h"
#include "platform/look.h"
#include "platform/ui.h"
#include "scenes/home.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"

/* N_FIELD: the deal number's field, a Tab stop drawn as a field (not a button), last */
enum {
    N_DEAL = 1,
    N_CANCEL,
    N_T,
    N_C,
    N_O,
    N_EASY,
    N_NORMAL,
    N_HARD,
    N_EXPERT,
    N_RANDOM,
    N_P3,
    N_P4,
    N_P5,
    N_FIELD,
    N_COUNT_
};

#define LEVELS (N_EXPERT - N_EASY + 1) /* the levels offered, AI_EASY to AI_EXPERT: a row of four */

#define PLAYERS_ROW 100.0f /* the players' row: its heading and its buttons, above the deal number */

typedef struct {
    ui_button_t b[N_COUNT_ - 1];
    char deal[24];
    rectf_t panel, field; /* laid out by resize */
    bool warned;
    /* The choice on this screen: it becomes this run's only when the cards are dealt (Back cancels
     * it); only Options changes the saved settings. */
    rules_t rules;
    ai_level_t level;
} newgame_t;

static bool rules_are_preset(const rules_t *r)
{
    rules_t p;
    rules_preset(&p, r->preset);
    p.players = r->players; /* the players have their own row */
    return memcmp(&p, r, sizeof p) == 0;
}

static void resize(scene_t *s, const gfx_t *g)
{
    newgame_t *n = s->data;
    /* a heading clear of the focus ring round the buttons under it (ui_focus_ring_reach: at 800x450 it
     * covered RULES, OPPONENTS and PLAYERS, and the deal number's line on two lines) */
    float w = 640, ph = 494 + PLAYERS_ROW;
    w = look_widen(w, g->layout.lw - 40); /* large print's words: buttons and field grow with it */
    float grow = w / 640;
    n->panel = panel_centred(g, w, ph);
    rectf_t r = n->panel;
    float x0 = r.x + 40, seg = (w - 80) / 3, lseg = (w - 80) / LEVELS;
    for (int i = 0; i < 3; i++) {
        n->b[N_T - 1 + i].r = rectf(x0 + i * seg + 3, r.y + 104, seg - 6, 44);
        n->b[N_P3 - 1 + i].r = rectf(x0 + i * seg + 3, r.y + 338, seg - 6, 44);
    }
    for (int i = 0; i < LEVELS; i++) {
        n->b[N_EASY - 1 + i].r = rectf(x0 + i * lseg + 3, r.y + 240, lseg - 6, 44);
    }
    n->field = rectf(x0, r.y + 350 + PLAYERS_ROW, 300 * grow, 44);
    n->b[N_FIELD - 1].r = n->field;
    /* wider in a small window, where text is held at 12 pixels (Dutch "Willekeurig") */
    n->b[N_RANDOM - 1].r =
        rectf(n->field.x + n->field.w + 12, r.y + 350 + PLAYERS_ROW, (g->layout.scale < 0.7f ? 160 : 120) * grow, 44);
    n->b[N_DEAL - 1].r = rectf(r.x + w - 40 - 200 * grow, r.y + ph - 72, 200 * grow, 50);
    n->b[N_CANCEL - 1].r = rectf(r.x + 40, r.y + ph - 72, 140 * grow, 50);
}

/* The chosen preset and level show as primary buttons: set whenever a choice changes. */
static void mark_choices(newgame_t *n)
{
    for (int i = 0; i < 3; i++) {
        n->b[N_T - 1 + i].style = n->rules.preset == (preset_t)i ? BUTTON_PRIMARY : BUTTON_SECONDARY;
        n->b[N_P3 - 1 + i].style = n->rules.players == 3 + i ? BUTTON_PRIMARY : BUTTON_SECONDARY;
    }
    for (int i = 0; i < LEVELS; i++) {
        n->b[N_EASY - 1 + i].style = n->level == (ai_level_t)(AI_EASY + i) ? BUTTON_PRIMARY : BUTTON_SECONDARY;
    }
}

/* Three or five players: the tournament is a four-player format, so its preset gives way to the classic
 * one; rules the player made their own (Options: the standings score on, say) stay as they are. Four:
 * the seats only. */
static void choose_players(newgame_t *n, int players)
{
    if (players != 4 && n->rules.preset == PRESET_TOURNAMENT && rules_are_preset(&n->rules)) {
        rules_preset(&n->rules, PRESET_CLASSIC);
    }
    n->rules.players = players;
}

/* A preset chosen: the tournament is for four; the others keep the players chosen. */
static void choose_preset(newgame_t *n, preset_t preset)
{
    int players = n->rules.players;
    rules_preset(&n->rules, preset);
    n->rules.players = preset == PRESET_TOURNAMENT ? 4 : players;
}

static bool parse_deal(const char *s, uint64_t *out)
{
    if (!*s) {
        return false;
    }
    char *end;
    unsigned long long x = strtoull(s, &end, 10);
    if (*end) {
        return false;
    }
    *out = (uint64_t)x;
    return true;
}

static void start(home_t *h, const newgame_t *n)
{
    uint64_t seed;
    if (!parse_deal(n->deal, &seed)) {
        seed = home_random_seed();
    }
    home_choose(h, &n->rules, n->level);
    if (home_start_game(h, &n->rules, seed, false)) {
        scene_replace_all(&h->app->scenes, scene_play_new(h, false));
    }
}

static void press(scene_t *s, int id);

static void event(scene_t *s, const SDL_Event *ev)
{
    newgame_t *n = s->data;
    home_t *h = s->home;
    /* the mouse, then the keys (Enter and Space on the focus, Deal the cards at first: press) */
    int id = ui_buttons_event(&h->app->gfx, n->b, N_COUNT_ - 1, ev);
    if (id == N_FIELD) {
        /* a click in the field gives it the focus (Enter there deals, as everywhere on this screen) */
        scene_focus_set(s, N_FIELD - 1);
        app_redraw(h->app);
        return;
    }
    if (ev->type == SDL_KEYDOWN && id < 0) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            id = N_CANCEL;
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            id = N_DEAL;
        } else if (k == SDLK_BACKSPACE && n->deal[0]) {
            n->deal[strlen(n->deal) - 1] = '\0';
            app_redraw(h->app);
        }
    } else if (ev->type == SDL_TEXTINPUT) {
        for (const char *c = ev->text.text; *c; c++) {
            size_t len = strlen(n->deal);
            if (*c >= '0' && *c <= '9' && len < 19) {
                n->deal[len] = *c;
                n->deal[len + 1] = '\0';
                scene_focus_set(s, N_FIELD - 1); /* the focus shows where the digits go */
            }
        }
        app_redraw(h->app);
    }
    press(s, id);
}

/* A button clicked or pressed from the keyboard. */
static void press(scene_t *s, int id)
{
    newgame_t *n = s->data;
    home_t *h = s->home;
    switch (id) {
    case N_DEAL:
    case N_FIELD: /* Enter (or Space) in the field deals, with the number typed */
        start(h, n);
        break;
    case N_CANCEL:
        scene_pop(&h->app->scenes);
        break;
    case N_T:
    case N_C:
    case N_O:
        choose_preset(n, (preset_t)(id - N_T));
        mark_choices(n);
        app_redraw(h->app);
        break;
    case N_EASY:
    case N_NORMAL:
    case N_HARD:
    case N_EXPERT:
        n->level = (ai_level_t)(AI_EASY + id - N_EASY);
        mark_choices(n);
        app_redraw(h->app);
        break;
    case N_RANDOM:
        n->deal[0] = '\0';
        app_redraw(h->app);
        break;
    case N_P3:
    case N_P4:
    case N_P5:
        choose_players(n, 3 + id - N_P3);
        mark_choices(n);
        app_redraw(h->app);
        break;
    default:
        break;
    }
}

/* Each option whose row has a few words for New game ("jack of diamonds") adds them while it is on
 * (on the line of a game without a clock: a clocked game's line names the clock and the standings). */
static void add_briefs(const rules_t *ru, char *desc, size_t len)
{
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        if (opts[i].brief && rules_option_get(ru, &opts[i]) != 0) {
            size_t used = strlen(desc);
            /* TRANSLATORS: New game's line under the rules, and after it the words of an option that is on
               ("jack of diamonds") */
            snprintf(desc + used, len - used, _(", %s"), _(opts[i].brief));
        }
    }
}

/* The players' row: its heading, and beside it, while three or five play the classic rules, why (the
 * tournament is for four: choose_players). Not with four players (nothing to explain), nor with the
 * omnibus rules or the player's own tournament rules (3 or 5 do not play Classic there). One line on
 * the heading's line, as the deal number's: on two lines it rose over the heading at 800x450. */
static void draw_players_heading(gfx_t *g, const newgame_t *n)
{
    rectf_t r = n->panel;
    /* TRANSLATORS: New game: the heading over the buttons 3 players, 4 players, 5 players, in capitals */
    float pw = ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 302, UI_LEFT, _("PLAYERS"));
    if (n->rules.players == 4 || n->rules.preset != PRESET_CLASSIC) {
        return;
    }
    /* TRANSLATORS: New game, under the buttons 3, 4, 5 players with 3 or 5 chosen: the tournament is for
     * four, so these play the classic rules. Keep it short: one line at the smallest window */
    const char *how = _("Tournaments are for 4: Classic rules");
    ui_text_box(g, FONT_REGULAR, 15, 12, UI_MUTED, rectf(r.x + 52 + pw, r.y + 299, r.w - 92 - pw, 22), UI_LEFT, 18,
                how);
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    newgame_t *n = s->data;
    const home_t *h = s->home;
    rectf_t r = n->panel;
    panel_draw(g, r, 0.55f);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 26, UI_LEFT, _("New game"));
    (void)h;
    const rules_t *ru = &n->rules;
    ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 68, UI_LEFT, _("RULES"));
    char desc[200];
    int m = ru->clock_seconds / 60, sec = ru->clock_seconds % 60;
    if (ru->clock_seconds > 0 && ru->standings) {
        /* TRANSLATORS: New game's line under the rules: the target, the clock (minutes:seconds) */
        snprintf(desc, sizeof desc,
                 NG_("To %d point, %d:%02d on the clock, standings score",
                     "To %d points, %d:%02d on the clock, standings score", ru->target),
                 ru->target, m, sec);
    } else if (ru->clock_seconds > 0) {
        snprintf(desc, sizeof desc,
                 NG_("To %d point, %d:%02d on the clock", "To %d points, %d:%02d on the clock", ru->target), ru->target,
                 m, sec);
    } else {
        char moon[64];
        const rule_option_t *o = rules_option_find("moon");
        words_rule_value(o, rules_option_get(ru, o), moon, sizeof moon);
        snprintf(desc, sizeof desc,
                 NG_("To %d point, no clock, moon: %s", "To %d points, no clock, moon: %s", ru->target), ru->target,
                 moon);
        add_briefs(ru, desc, sizeof desc);
    }
    if (!rules_are_preset(ru)) {
        size_t used = strlen(desc);
        /* TRANSLATORS: after the rules' line when they differ from the preset's */
        snprintf(desc + used, sizeof desc - used, "  %s", _("(your options)"));
    }
    /* on two lines where one does not hold it at the smallest size (12 pixels) */
    ui_text_box(g, FONT_REGULAR, 15, 11, UI_MUTED, rectf(r.x + 40, r.y + 160, r.w - 80, 38), UI_LEFT, 17, desc);
    ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 204, UI_LEFT, _("OPPONENTS"));
    draw_players_heading(g, n);
    r.y += PLAYERS_ROW; /* the deal number, under the players' row */
    /* TRANSLATORS: the heading over the deal number's field, in capitals */
    float dw = ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 310, UI_LEFT, _("DEAL #"));
    /* as large as the rules' line above (at 13 points a small window drew it 8 pixels high) */
    /* on two lines where one is too short (German at 800x450), between the level's buttons and the field */
    const char *how = _("type a number to replay a deal");
    float hw = r.w - 92 - dw;
    bool two = ui_text_width(g, FONT_REGULAR, ui_fit_pt(g, FONT_REGULAR, 15, 12, hw, how), how) > hw;
    ui_text_box(g, FONT_REGULAR, 15, 12, UI_MUTED,
                two ? rectf(r.x + 52 + dw, r.y + 292, hw, 46) : rectf(r.x + 52 + dw, r.y + 307, hw, 22), UI_LEFT, 18,
                how);
    rectf_t f = n->field;
    ui_box(g, f, "the deal number's field", 0);
    ui_round(g, f, 10, (SDL_Color){96, 146, 112, 255});
    ui_round(g, rectf_inset(f, 1.5f), 9, (SDL_Color){6, 22, 15, 255});
    const ui_button_t *focus = scene_focused(s);
    if (n->deal[0] || (focus && focus->id == N_FIELD)) {
        float w = n->deal[0] ? ui_text(g, FONT_BOLD, 20, UI_CREAM, f.x + 14, f.y + f.h / 2, UI_MIDDLE, n->deal) : 0;
        /* the caret follows the text typed, so its place is only known once the text is measured */
        ui_fill(g, rectf(f.x + 16 + w, f.y + 10, 2, f.h - 20), UI_GOLD);
    } else {
        ui_text_fit(g, FONT_REGULAR, 17, 12, ui_alpha(UI_MUTED, 0.7f), rectf(f.x + 14, f.y, f.w - 28, f.h), UI_LEFT,
                    _("a random deal"));
    }
    ui_buttons_draw(g, n->b, N_FIELD - 1); /* the field is drawn above, as a field */
}

static int controls(scene_t *s, const ui_button_t **out)
{
    newgame_t *n = s->data;
    *out = n->b;
    return N_COUNT_ - 1;
}

/* Speech: a preset or a level with "chosen" when it is; Deal with the deal number typed. */
static unsigned speak(scene_t *s, int id, char *buf, size_t len)
{
    const newgame_t *n = s->data;
    const ui_button_t *b = &n->b[id - 1];
    if (id >= N_T && id <= N_EXPERT && b->style == BUTTON_PRIMARY) {
        snprintf(buf, len, _("%s, chosen."), _(b->label));
        return 1;
    }
    if (id == N_DEAL && n->deal[0]) {
        snprintf(buf, len, _("%s: deal number %s."), _(b->label), n->deal);
        return 1;
    }
    return 0;
}

static void enter(scene_t *s)
{
    (void)s;
    SDL_StartTextInput();
}

static void leave(scene_t *s)
{
    (void)s;
    SDL_StopTextInput();
}

scene_t *scene_newgame_new(home_t *h)
{
    scene_t *s = scene_new_with_data(h, "newgame", sizeof(newgame_t));
    newgame_t *n = s->data;
    if (h->opt.have_seed) {
        snprintf(n->deal, sizeof n->deal, "%llu", (unsigned long long)h->opt.seed);
    }
    n->rules = home_new_game_rules(h);
    n->level = h->level;
    ui_button_init(&n->b[N_DEAL - 1], N_DEAL, N_("Deal the cards"), BUTTON_PRIMARY);
    ui_button_init(&n->b[N_CANCEL - 1], N_CANCEL, N_("Back"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_T - 1], N_T, N_("Tournament"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_C - 1], N_C, N_("Classic"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_O - 1], N_O, N_("Omnibus"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_EASY - 1], N_EASY, N_("Easy"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_NORMAL - 1], N_NORMAL, N_("Normal"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_HARD - 1], N_HARD, N_("Hard"), BUTTON_SECONDARY);
    /* TRANSLATORS: New game: the strongest opponents, after Hard */
    ui_button_init(&n->b[N_EXPERT - 1], N_EXPERT, N_("Expert"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_RANDOM - 1], N_RANDOM, N_("Random"), BUTTON_SECONDARY);
    /* TRANSLATORS: New game: how many play (you and the computer players) */
    ui_button_init(&n->b[N_P3 - 1], N_P3, N_("3 players"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_P4 - 1], N_P4, N_("4 players"), BUTTON_SECONDARY);
    ui_button_init(&n->b[N_P5 - 1], N_P5, N_("5 players"), BUTTON_SECONDARY);
    /* TRANSLATORS: the deal number's field on New game, as a screen reader names it (its heading is
       "DEAL #") */
    ui_button_init(&n->b[N_FIELD - 1], N_FIELD, N_("Deal number"), BUTTON_QUIET);
    n->b[N_FIELD - 1].corner = 10; /* as the field is drawn */
    for (int i = 0; i < N_COUNT_ - 1; i++) {
        n->b[i].pt = 18;
    }
    mark_choices(n);
    n->b[N_DEAL - 1].focus = true; /* Enter deals */
    ui_button_key(&n->b[N_CANCEL - 1], "Esc");
    s->press = press;
    s->arrows = SCENE_ARROWS_UPDOWN | SCENE_ARROWS_LEFTRIGHT;
    s->draw_below = true;
    s->enter = enter;
    s->leave = leave;
    s->event = event;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    s->speak = speak;
    return s;
}
