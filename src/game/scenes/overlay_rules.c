/* The rules, short, as a person needs them at the table (the full text is shared/spec/rules.md). */
#include <stdio.h>
#include <stdlib.h>

#include "platform/fatal.h"
#include "platform/ui.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"

enum { RU_CLOSE = 1, RU_PAGE, RU_COUNT_ };

typedef struct {
    rectf_t panel;
    ui_button_t b[RU_COUNT_ - 1]; /* close, then the other page */
    int page;
} rules_ov_t;

static const char *const PAGE1[] = {
    "#The aim",
    "Take as few points as you can. Each heart is 1 point, the queen of spades 13.",
    "The game ends when someone reaches the target; the lowest total wins.",
    "#A hand",
    "13 cards each. Before play, pass three cards: left, right, across, then a hand without passing.",
    "The two of clubs leads the first trick. Follow the suit led if you can;",
    "if you cannot, play anything. The highest card of the suit led takes the trick.",
    "No hearts or queen of spades on the first trick (unless you hold nothing else).",
    "Hearts may be led once a heart has been played (hearts are \xe2\x80\x9c"
    "broken\xe2\x80\x9d),",
    "or when you hold nothing but hearts. The queen of spades may always be led.",
    "#Shooting the moon",
    "Take all 13 hearts and the queen: you score 0 and each of the others gets 26.",
    NULL};

static const char *const PAGE2[] = {
    "#Tournament play",
    "A 10:00 clock runs from the first deal, in real time, paused or not. At 0:00 the game ends at once.",
    "Game completed: score bonus 15 \xc3\x97 (100 \xe2\x88\x92 your points) + 1 per second left",
    "+ win bonus 3 \xc3\x97 (the sum of the others\xe2\x80\x99 totals) if yours is the lowest.",
    "Time ran out: 50 + 26 \xc3\x97 hands played \xe2\x88\x92 2 \xc3\x97 your points. Leaving: 0.",
    "#Classic and Omnibus",
    "To 100 points, no clock; the queen of spades also breaks hearts.",
    "Omnibus: the jack of diamonds takes 10 points off, and a moon shooter chooses:",
    "+26 to each of the others, or 26 off their own score.",
    "#At the table",
    "Click a card to choose it; click it again to put it back. Legal cards rise on your turn.",
    "A card clicked before your turn waits (marked QUEUED) and is played when your turn comes.",
    "Keys: \xe2\x86\x90 \xe2\x86\x92 choose, Space play, P pass, L last trick, S scores, Esc pause, F11 fullscreen.",
    NULL};

static void resize(scene_t *s, const gfx_t *g)
{
    rules_ov_t *o = s->data;
    o->panel = panel_centred(g, 880, 600);
    o->b[0].r = panel_foot(o->panel, UI_RIGHT, 150);
    o->b[1].r = panel_foot(o->panel, UI_LEFT, 170);
}

static void event(scene_t *s, const SDL_Event *ev)
{
    rules_ov_t *o = s->data;
    home_t *h = s->home;
    int id = ui_buttons_event(&h->app->gfx, o->b, RU_COUNT_ - 1, ev);
    if (panel_close_key(ev)) {
        id = RU_CLOSE;
    } else if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_RIGHT || k == SDLK_LEFT || k == SDLK_PAGEDOWN || k == SDLK_PAGEUP) {
            id = RU_PAGE;
        }
    }
    if (id == RU_CLOSE) {
        scene_pop(&h->app->scenes);
    } else if (id == RU_PAGE) {
        o->page = !o->page;
        snprintf(o->b[1].label, sizeof o->b[1].label, "%s", o->page ? "\xe2\x80\xb9 Basics" : "More \xe2\x80\xba");
        app_redraw(h->app);
    }
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    rules_ov_t *o = s->data;
    rectf_t r = o->panel;
    panel_draw(g, r, 0.55f);
    ui_text(g, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, "How to play Hearts");
    ui_textf(g, FONT_REGULAR, 14, UI_MUTED, r.x + r.w - 40, r.y + 36, UI_RIGHT, "page %d of 2", o->page + 1);
    const char *const *lines = o->page ? PAGE2 : PAGE1;
    float y = r.y + 82;
    for (int i = 0; lines[i]; i++) {
        if (lines[i][0] == '#') {
            y += i ? 12 : 0;
            ui_text(g, FONT_BOLD, 17, UI_GOLD, r.x + 40, y, UI_LEFT, lines[i] + 1);
            y += 28;
        } else {
            ui_text(g, FONT_REGULAR, 16, UI_CREAM, r.x + 40, y, UI_LEFT, lines[i]);
            y += 24;
        }
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
    ui_button_init(&o->b[0], RU_CLOSE, "Close", BUTTON_PRIMARY);
    ui_button_init(&o->b[1], RU_PAGE, "More \xe2\x80\xba", BUTTON_SECONDARY);
    s->draw_below = true;
    s->resize = resize;
    s->event = event;
    s->draw = draw;
    s->controls = controls;
    return s;
}
