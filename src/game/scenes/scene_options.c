/* Options: every rule option (for the next game), the opponents' level, animation speed, deck
 * colours, card back, sound, volume and fullscreen. Saved as soon as something changes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/app.h"
#include "platform/audio.h"
#include "platform/fatal.h"
#include "platform/sprites.h"
#include "platform/ui.h"
#include "scenes/home.h"
#include "scenes/scenes.h"

typedef enum {
    O_PRESET = 0,
    O_TARGET,
    O_CLOCK,
    O_MOON,
    O_JACK,
    O_SUN,
    O_QUEEN,
    O_FIRST,
    O_STANDINGS,
    O_LEVEL,
    O_SPEED,
    O_DECK,
    O_BACK,
    O_SOUND,
    O_VOLUME,
    O_FULL,
    O_COUNT
} opt_row_t;

#define RULE_ROWS 9

static const char *const LABELS[O_COUNT] = {"Rules preset",
                                            "Game ends at",
                                            "Tournament clock",
                                            "Shooting the moon",
                                            "Jack of diamonds",
                                            "Shooting the sun",
                                            "Queen breaks hearts",
                                            "Points on first trick",
                                            "Standings score",
                                            "Opponents",
                                            "Animation speed",
                                            "Deck",
                                            "Card back",
                                            "Sound",
                                            "Volume",
                                            "Fullscreen"};

enum { B_DONE = 1000, B_DEFAULTS };

/* The buttons: Done and Default rules, then each row's two arrows (B_PREV + row, B_NEXT + row).
 * The arrows are drawn and hit-tested by this scene (a click anywhere on a row changes it), but
 * they are ui_button_t so that controls() shows every clickable thing with its rect. */
enum { B_PREV = 2000, B_NEXT = 3000 };
#define OPT_BUTTONS   (2 + 2 * O_COUNT)
#define PREV_OF(o, i) ((o)->b[2 + 2 * (i)])
#define NEXT_OF(o, i) ((o)->b[3 + 2 * (i)])

typedef struct {
    bool in_game;
    /* Laid out by resize. */
    rectf_t panel;
    rectf_t rows[O_COUNT];
    float value_x[O_COUNT]; /* the centre of a row's value, between its arrows */
    float table_x;          /* the TABLE heading, over the second column */
    float preview_x, preview_y;
    int hover_row;
    int focus_row;
    int hover_arrow; /* -1 prev, +1 next, 0 none */
    ui_button_t b[OPT_BUTTONS];
} options_t;

static const int TARGETS[] = {25, 50, 75, 100, 150, 200};
static const int CLOCKS[] = {0, 300, 600, 900, 1200};
static const double SPEEDS[] = {0.5, 0.75, 1.0, 1.5, 2.0, 3.0};

static int index_of_int(const int *v, int n, int x)
{
    for (int i = 0; i < n; i++) {
        if (v[i] >= x) {
            return i;
        }
    }
    return n - 1;
}

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
    return b ? "On" : "Off";
}

static void value_text(const home_t *h, int row, char *buf, size_t len)
{
    const settings_t *s = &h->settings;
    const rules_t *r = &s->rules;
    static const char *const presets[] = {"Tournament", "Classic", "Omnibus"};
    static const char *const moons[] = {"+26 to the others", "26 off the shooter", "Auto (best for shooter)",
                                        "Shooter chooses"};
    static const char *const levels[] = {"Random", "Easy", "Normal", "Hard"};
    switch (row) {
    case O_PRESET:
        snprintf(buf, len, "%s", presets[r->preset]);
        break;
    case O_TARGET:
        snprintf(buf, len, "%d points", r->target);
        break;
    case O_CLOCK:
        if (r->clock_seconds > 0) {
            snprintf(buf, len, "%d:%02d", r->clock_seconds / 60, r->clock_seconds % 60);
        } else {
            snprintf(buf, len, "No clock");
        }
        break;
    case O_MOON:
        snprintf(buf, len, "%s", moons[r->moon]);
        break;
    case O_JACK:
        if (r->jack_of_diamonds) {
            snprintf(buf, len, "%+d points", r->jack_of_diamonds);
        } else {
            snprintf(buf, len, "Off");
        }
        break;
    case O_SUN:
        snprintf(buf, len, "%s", onoff(r->sun));
        break;
    case O_QUEEN:
        snprintf(buf, len, "%s", onoff(r->queen_breaks_hearts));
        break;
    case O_FIRST:
        snprintf(buf, len, "%s", r->first_trick_points ? "Allowed" : "Not allowed");
        break;
    case O_STANDINGS:
        snprintf(buf, len, "%s", onoff(r->standings));
        break;
    case O_LEVEL:
        snprintf(buf, len, "%s", levels[s->level]);
        break;
    case O_SPEED:
        snprintf(buf, len, "%g\xc3\x97", s->speed);
        break;
    case O_DECK:
        snprintf(buf, len, "%s", s->four_colour ? "Four colours" : "Two colours");
        break;
    case O_BACK: {
        static const char *const backs[] = {"Back 1", "Back 2", "Back 3", "Back 4"};
        snprintf(buf, len, "%s", backs[s->card_back]);
        break;
    }
    case O_SOUND:
        snprintf(buf, len, "%s", onoff(s->sound));
        break;
    case O_VOLUME:
        snprintf(buf, len, "%d%%", s->volume);
        break;
    case O_FULL:
        snprintf(buf, len, "%s", onoff(s->fullscreen));
        break;
    default:
        buf[0] = '\0';
    }
}

static int wrap(int i, int n)
{
    return ((i % n) + n) % n;
}

static void change(home_t *h, int row, int dir)
{
    settings_t *s = &h->settings;
    rules_t *r = &s->rules;
    switch (row) {
    case O_PRESET:
        rules_preset(r, (preset_t)wrap((int)r->preset + dir, PRESET_COUNT));
        break;
    case O_TARGET: {
        int n = (int)(sizeof TARGETS / sizeof TARGETS[0]);
        r->target = TARGETS[wrap(index_of_int(TARGETS, n, r->target) + dir, n)];
        break;
    }
    case O_CLOCK: {
        int n = (int)(sizeof CLOCKS / sizeof CLOCKS[0]);
        r->clock_seconds = CLOCKS[wrap(index_of_int(CLOCKS, n, r->clock_seconds) + dir, n)];
        break;
    }
    case O_MOON:
        r->moon = (moon_mode_t)wrap((int)r->moon + dir, 4);
        break;
    case O_JACK:
        r->jack_of_diamonds = r->jack_of_diamonds ? 0 : -10;
        break;
    case O_SUN:
        r->sun = !r->sun;
        break;
    case O_QUEEN:
        r->queen_breaks_hearts = !r->queen_breaks_hearts;
        break;
    case O_FIRST:
        r->first_trick_points = !r->first_trick_points;
        break;
    case O_STANDINGS:
        r->standings = !r->standings;
        break;
    case O_LEVEL:
        s->level = (ai_level_t)(AI_EASY + wrap((int)s->level - AI_EASY + dir, 3));
        h->level = s->level; /* the next new game's; a game in progress keeps its own */
        break;
    case O_SPEED: {
        int n = (int)(sizeof SPEEDS / sizeof SPEEDS[0]);
        s->speed = SPEEDS[wrap(index_of_double(SPEEDS, n, s->speed) + dir, n)];
        break;
    }
    case O_DECK:
        s->four_colour = !s->four_colour;
        break;
    case O_BACK:
        s->card_back = wrap(s->card_back + dir, CARD_BACK_COUNT);
        break;
    case O_SOUND:
        s->sound = !s->sound;
        break;
    case O_VOLUME:
        s->volume = wrap(s->volume / 10 + dir, 11) * 10;
        break;
    case O_FULL:
        s->fullscreen = !s->fullscreen;
        break;
    default:
        break;
    }
    home_settings_changed(h);
    if (row == O_SOUND || row == O_VOLUME) {
        audio_play(&h->app->audio, SND_CARD);
    }
}

static void resize(scene_t *s, const gfx_t *g)
{
    options_t *o = s->data;
    float w = 1060, ph = 600;
    if (w > g->layout.lw - 40) {
        w = g->layout.lw - 40;
    }
    o->panel = rectf(g->layout.lw / 2 - w / 2, g->layout.lh / 2 - ph / 2, w, ph);
    float colw = (w - 100) / 2;
    for (int i = 0; i < O_COUNT; i++) {
        int col = i < RULE_ROWS ? 0 : 1;
        int k = col ? i - RULE_ROWS : i;
        float x = o->panel.x + 40 + col * (colw + 20);
        float y = o->panel.y + 118 + k * 46;
        o->rows[i] = rectf(x, y, colw, 40);
        float vx = x + colw - 230;
        rectf_t prev = rectf(vx, y + 4, 32, 32), next = rectf(x + colw - 36, y + 4, 32, 32);
        PREV_OF(o, i).r = prev;
        NEXT_OF(o, i).r = next;
        o->value_x[i] = (prev.x + prev.w + next.x) / 2;
    }
    o->table_x = o->panel.x + 60 + colw;
    /* previews under the last row: the chosen back and two faces of the chosen deck */
    rectf_t last = o->rows[O_COUNT - 1];
    o->preview_x = last.x + 14;
    o->preview_y = last.y + 56;
    o->b[0].r = rectf(o->panel.x + w - 40 - 170, o->panel.y + ph - 70, 170, 48);
    o->b[1].r = rectf(o->panel.x + 40, o->panel.y + ph - 70, 210, 48);
}

static void event(scene_t *s, const SDL_Event *ev)
{
    options_t *o = s->data;
    home_t *h = s->home;
    const layout_t *lay = &h->app->gfx.layout;
    int id = ui_buttons_event(&h->app->gfx, o->b, 2, ev);
    if (id == B_DONE) {
        scene_pop(&h->app->scenes);
        return;
    }
    if (id == B_DEFAULTS) {
        settings_t d;
        settings_defaults(&d);
        h->settings.rules = d.rules;
        h->settings.level = d.level;
        h->level = d.level;
        home_settings_changed(h);
        return;
    }
    float x, y;
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        layout_from_window(lay, ev->motion.x, ev->motion.y, &x, &y);
        int hr = -1, ha = 0;
        for (int i = 0; i < O_COUNT; i++) {
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
        for (int i = 0; i < O_COUNT; i++) {
            if (rectf_contains(o->rows[i], x, y)) {
                int dir = rectf_contains(PREV_OF(o, i).r, x, y) || ev->button.button == SDL_BUTTON_RIGHT ? -1 : 1;
                o->focus_row = i;
                change(h, i, dir);
            }
        }
        break;
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_ESCAPE:
            scene_pop(&h->app->scenes);
            break;
        case SDLK_UP:
            o->focus_row = wrap(o->focus_row - 1, O_COUNT);
            app_redraw(h->app);
            break;
        case SDLK_DOWN:
        case SDLK_TAB:
            o->focus_row = wrap(o->focus_row + 1, O_COUNT);
            app_redraw(h->app);
            break;
        case SDLK_LEFT:
            change(h, o->focus_row, -1);
            break;
        case SDLK_RIGHT:
        case SDLK_SPACE:
        case SDLK_RETURN:
            change(h, o->focus_row, 1);
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
    ui_round(g, r, 16, hot ? (SDL_Color){238, 190, 80, 255} : (SDL_Color){255, 255, 255, 26});
    ui_text(g, FONT_BOLD, 18, hot ? UI_INK : UI_CREAM, r.x + r.w / 2, r.y + r.h / 2 - 1, UI_CENTER | UI_MIDDLE,
            b->label);
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    options_t *o = s->data;
    const home_t *h = s->home;
    ui_dim(g, 0.6f);
    rectf_t r = o->panel;
    ui_panel(g, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, "Options");
    ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x + 40, r.y + 86, UI_LEFT, "RULES");
    ui_text(g, FONT_REGULAR, 13, UI_MUTED, r.x + 110, r.y + 88, UI_LEFT,
            o->in_game ? "for your next game (this one keeps its rules)" : "for your next game");
    ui_text(g, FONT_BOLD, 15, UI_GOLD, o->table_x, r.y + 86, UI_LEFT, "TABLE");
    for (int i = 0; i < O_COUNT; i++) {
        rectf_t row = o->rows[i];
        bool hot = i == o->hover_row || i == o->focus_row;
        ui_round(g, row, 10, hot ? (SDL_Color){255, 255, 255, 22} : (SDL_Color){0, 0, 0, 60});
        ui_text(g, FONT_REGULAR, 17, UI_CREAM, row.x + 14, row.y + row.h / 2, UI_MIDDLE, LABELS[i]);
        char v[64];
        value_text(h, i, v, sizeof v);
        ui_text(g, FONT_BOLD, 16, UI_GOLD_LIGHT, o->value_x[i], row.y + row.h / 2, UI_CENTER | UI_MIDDLE, v);
        arrow(g, &PREV_OF(o, i), i == o->hover_row && o->hover_arrow < 0);
        arrow(g, &NEXT_OF(o, i), i == o->hover_row && o->hover_arrow > 0);
    }
    /* previews: the chosen back and two faces of the chosen deck */
    float py = o->preview_y;
    float px = o->preview_x;
    SDL_Texture *bp = g->assets->back_preview[h->settings.card_back];
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
    ui_buttons_draw(g, o->b, 2);
    ui_text(g, FONT_REGULAR, 13, UI_MUTED, r.x + r.w / 2, r.y + r.h - 46, UI_CENTER,
            "Click a value (or use the arrow keys) to change it");
}

static int controls(scene_t *s, const ui_button_t **out)
{
    options_t *o = s->data;
    *out = o->b;
    return OPT_BUTTONS;
}

static void leave(scene_t *s)
{
    const home_t *h = s->home;
    settings_save(&h->settings, h->pref_dir);
    free(s->data);
}

scene_t *scene_options_new(home_t *h, bool in_game)
{
    scene_t *s = scene_new(h, "options");
    options_t *o = calloc(1, sizeof *o);
    if (!o) {
        fatal("Out of memory.");
    }
    o->in_game = in_game;
    o->hover_row = -1;
    ui_button_init(&o->b[0], B_DONE, "Done", BUTTON_PRIMARY);
    ui_button_init(&o->b[1], B_DEFAULTS, "Default rules", BUTTON_SECONDARY);
    o->b[0].pt = o->b[1].pt = 18;
    for (int i = 0; i < O_COUNT; i++) {
        ui_button_init(&PREV_OF(o, i), B_PREV + i, "\xe2\x80\xb9", BUTTON_QUIET);
        ui_button_init(&NEXT_OF(o, i), B_NEXT + i, "\xe2\x80\xba", BUTTON_QUIET);
        PREV_OF(o, i).pt = NEXT_OF(o, i).pt = 18;
    }
    s->data = o;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->resize = resize;
    s->controls = controls;
    s->leave = leave;
    return s;
}
