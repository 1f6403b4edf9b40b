/* The rules, short, as a person needs them at the table (the full text is shared/spec/rules.md). */
#include <stdlib.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

typedef struct {
    ui_button_t close;
    int page;
    ui_button_t next;
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
    "Hearts may be led once a heart has been played (hearts are \xe2\x80\x9c" "broken\xe2\x80\x9d),",
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

static rectf_t panel(app_t *app)
{
    return rectf(app->layout.lw / 2 - 440, app->layout.lh / 2 - 300, 880, 600);
}

static void event(app_t *app, scene_t *s, const SDL_Event *ev)
{
    rules_ov_t *o = s->data;
    rectf_t r = panel(app);
    o->close.r = rectf(r.x + r.w - 36 - 150, r.y + r.h - 66, 150, 46);
    o->next.r = rectf(r.x + 36, r.y + r.h - 66, 170, 46);
    ui_button_t bs[2] = {o->close, o->next};
    int id = ui_buttons_event(app, bs, 2, ev);
    o->close.hover = bs[0].hover;
    o->close.pressed = bs[0].pressed;
    o->next.hover = bs[1].hover;
    o->next.pressed = bs[1].pressed;
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN) {
            id = 1;
        } else if (k == SDLK_RIGHT || k == SDLK_LEFT || k == SDLK_PAGEDOWN || k == SDLK_PAGEUP) {
            id = 2;
        }
    }
    if (id == 1) {
        scene_pop(app);
    } else if (id == 2) {
        o->page = !o->page;
        snprintf(o->next.label, sizeof o->next.label, "%s", o->page ? "\xe2\x80\xb9 Basics" : "More \xe2\x80\xba");
        app->dirty = true;
    }
}

static void draw(app_t *app, scene_t *s, double t)
{
    (void)t;
    rules_ov_t *o = s->data;
    ui_dim(app, 0.55f);
    rectf_t r = panel(app);
    ui_panel(app, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_text(app, FONT_BOLD, 30, UI_CREAM, r.x + 40, r.y + 24, UI_LEFT, "How to play Hearts");
    ui_textf(app, FONT_REGULAR, 14, UI_MUTED, r.x + r.w - 40, r.y + 36, UI_RIGHT, "page %d of 2", o->page + 1);
    const char *const *lines = o->page ? PAGE2 : PAGE1;
    float y = r.y + 82;
    for (int i = 0; lines[i]; i++) {
        if (lines[i][0] == '#') {
            y += i ? 12 : 0;
            ui_text(app, FONT_BOLD, 17, UI_GOLD, r.x + 40, y, UI_LEFT, lines[i] + 1);
            y += 28;
        } else {
            ui_text(app, FONT_REGULAR, 16, UI_CREAM, r.x + 40, y, UI_LEFT, lines[i]);
            y += 24;
        }
    }
    o->close.r = rectf(r.x + r.w - 36 - 150, r.y + r.h - 66, 150, 46);
    o->next.r = rectf(r.x + 36, r.y + r.h - 66, 170, 46);
    ui_button_draw(app, &o->close);
    ui_button_draw(app, &o->next);
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

scene_t *overlay_rules_new(app_t *app)
{
    (void)app;
    scene_t *s = scene_new(SCENE_RULES, "rules");
    rules_ov_t *o = calloc(1, sizeof *o);
    if (!o) {
        free(s);
        return NULL;
    }
    ui_button_init(&o->close, 1, "Close", BUTTON_PRIMARY);
    ui_button_init(&o->next, 2, "More \xe2\x80\xba", BUTTON_SECONDARY);
    s->data = o;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->leave = leave;
    return s;
}
