/* The game viewer: a finished game from its log, every hand open, step by step (watch_internal.h).
 * Each hand is a row of steps: the deal with its passes, the tricks one by one, the trick the game
 * ended in (a game cut short), the hand's score. Right and Left (and the buttons) step through them
 * from one hand into the next, Page Down and Page Up go a hand on or back, Home and End to the
 * game's first and last moment; Escape or Backspace closes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "scenes/coach_text.h"
#include "scenes/plate.h"
#include "scenes/scenes.h"
#include "scenes/watch_internal.h"

#define HEADER_H 50.0f
#define MARGIN   20.0f
#define BUTTON_H 46.0f

const char *watch_coach_note(const watch_t *w, char *buf, size_t len)
{
    const replay_hand_t *h = &w->game.hands[w->hand];
    int trick;
    watch_step_kind_t kind = watch_step_kind(h, w->step, &trick);
    for (int i = 0; w->coach && i < w->coach->count; i++) {
        const coach_note_t *n = &w->coach->notes[i];
        if (n->hand == h->number && ((kind == WSTEP_DEAL && n->pass) || (kind == WSTEP_TRICK && n->trick == trick))) {
            char line[400], why[300];
            coach_text(n, line, sizeof line);
            coach_text_why(n, why, sizeof why);
            snprintf(buf, len, "%s %s", line, why);
            return buf;
        }
    }
    return NULL;
}

int watch_steps(const replay_hand_t *h)
{
    return 1 + h->ntricks + (h->partial.count > 0) + h->scored;
}

watch_step_kind_t watch_step_kind(const replay_hand_t *h, int k, int *trick)
{
    *trick = 0;
    if (k <= 0) {
        return WSTEP_DEAL;
    }
    if (k <= h->ntricks) {
        *trick = k;
        return WSTEP_TRICK;
    }
    if (k == h->ntricks + 1 && h->partial.count > 0) {
        *trick = k;
        return WSTEP_UNFINISHED;
    }
    return WSTEP_SCORE;
}

/* ---- Layout ---- */

/* The length of a row of n cards step apart */
static float row_width(float step, int n)
{
    return (float)(n - 1) * step + card_size_w(CARDSZ_SMALL);
}

/* The step between the cards of a row of n in room: at most 30 (a hand of 10, five seats, opens up
 * where it has the room; one of 17, three seats, closes up) */
static float step_in(float room, int n)
{
    float step = (room - card_size_w(CARDSZ_SMALL)) / (float)(n - 1);
    return step > 30 ? 30 : step;
}

/* The step between the cards of thirteen in Left's and Right's rows beside the trick: at most 27, which
 * leaves the middle 400 wide for the passes on the smallest table. */
static float beside_step(float lw)
{
    float side = (lw - (2 * TRICK_DX + card_size_w(CARDSZ_FACE)) - 2 * MARGIN - 2 * 28) / 2;
    float step = (side - card_size_w(CARDSZ_SMALL)) / 12;
    return step > 27 ? 27 : step;
}

/* Left's and Right's rows of n with their plates under them, the first card's top at y, in room each. */
static void layout_sides(watch_layout_t *l, float lw, float y, float room, int n, int east)
{
    float ch = card_size_h(CARDSZ_SMALL), step = step_in(room, n);
    l->row[SEAT_W] = (watch_row_t){MARGIN, y, step};
    l->row[east] = (watch_row_t){lw - MARGIN - row_width(step, n), y, step};
    l->plate[SEAT_W] = rectf(MARGIN, y + ch + 12, l->plate_w, PLATE_SIZE_H);
    l->plate[east] = rectf(lw - MARGIN - l->plate_w, y + ch + 12, l->plate_w, PLATE_SIZE_H);
}

/* Five seats: Far left's and Far right's rows of n side by side at the top, each plate on its outer side;
 * on a tall window (under) the plates under them, so that the rows have half the width each. */
static void layout_top_pair(watch_layout_t *l, float lw, int n, bool under)
{
    float ch = card_size_h(CARDSZ_SMALL), mid_y = (ch - PLATE_SIZE_H) / 2, y = HEADER_H + 26;
    float room = under ? lw / 2 - MARGIN - 12 : (lw - 2 * MARGIN - 2 * (l->plate_w + 22) - 24) / 2;
    float step = step_in(room, n), rw = row_width(step, n);
    l->row[2] = (watch_row_t){lw / 2 - 12 - rw, y, step};
    l->row[3] = (watch_row_t){lw / 2 + 12, y, step};
    if (under) {
        l->plate[2] = rectf(l->row[2].x, y + ch + 12, l->plate_w, PLATE_SIZE_H);
        l->plate[3] = rectf(l->row[3].x + rw - l->plate_w, y + ch + 12, l->plate_w, PLATE_SIZE_H);
        return;
    }
    l->plate[2] = rectf(l->row[2].x - 22 - l->plate_w, y + mid_y, l->plate_w, PLATE_SIZE_H);
    l->plate[3] = rectf(l->row[3].x + rw + 22, y + mid_y, l->plate_w, PLATE_SIZE_H);
}

/* Across's row at the top, its plate to its right; South's row above the buttons, its plate to its
 * left (a row of 17 as long as the room between the plates allows, at most 30 a card). The top of what
 * is under them. */
static float layout_ends(watch_layout_t *l, float lw, float south_y, int players, bool tall)
{
    int n = rules_hand_size(players);
    float ch = card_size_h(CARDSZ_SMALL), mid_y = (ch - PLATE_SIZE_H) / 2;
    float step = step_in(lw - 2 * (MARGIN + l->plate_w + 22), n);
    l->row[SEAT_S] = (watch_row_t){lw / 2 - row_width(step, n) / 2, south_y, step};
    l->plate[SEAT_S] = rectf(MARGIN, south_y + mid_y, l->plate_w, PLATE_SIZE_H);
    if (players == 5) {
        layout_top_pair(l, lw, n, tall);
        return HEADER_H + 26 + ch + 12 + (tall ? PLATE_SIZE_H + 12 : 0);
    }
    if (players == 4) {
        l->row[SEAT_N] = (watch_row_t){lw / 2 - row_width(step, n) / 2, HEADER_H + 26, step};
        l->plate[SEAT_N] =
            rectf(l->row[SEAT_N].x + row_width(step, n) + 22, l->row[SEAT_N].y + mid_y, l->plate_w, PLATE_SIZE_H);
        return HEADER_H + 26 + ch + 12;
    }
    return HEADER_H + 10; /* three seats: nobody across */
}

static void layout_buttons(watch_t *w, float lw, float lh, float scale)
{
    float gap = 12, bw = (lw - 2 * MARGIN - (WB_COUNT - 1) * gap) / WB_COUNT;
    float most = scale < 0.7f ? 228 : 190; /* 12-pixel words in a small window ("Donne précédente") */
    bw = bw > most ? most : bw;
    float x = lw / 2 - (WB_COUNT * bw + (WB_COUNT - 1) * gap) / 2;
    for (int i = 0; i < WB_COUNT; i++) {
        w->buttons[i].r = rectf(x + i * (bw + gap), lh - MARGIN - BUTTON_H, bw, BUTTON_H);
        w->buttons[i].pt = 17;
    }
}

/* The coach's notes: under Right's plate; where the rows stand above the trick, under the trick, or on
 * a wide window of three seats beside it (the felt right of the trick is bare there). */
static rectf_t notes_at(const watch_layout_t *l, float lw, float lh, float south_y, bool above, int east)
{
    float bottom = south_y - 16 - 14;
    if (above && lw > lh) {
        float x = l->centre.x + l->centre.w;
        float trick_right = l->trick_x + TRICK_DX + card_size_w(CARDSZ_FACE) / 2;
        x = (trick_right > x ? trick_right : x) + 24;
        return rectf(x, l->centre.y, lw - MARGIN - x, bottom - l->centre.y);
    }
    float ny = above ? l->info.y + l->info.h + 14 : l->plate[east].y + PLATE_SIZE_H + 14;
    float nx = above ? l->info.x : l->hand_box[east].x, nw = above ? l->info.w : lw - MARGIN - nx;
    return rectf(nx, ny, nw, bottom - ny);
}

/* Left and Right sit beside the trick; on a tall window, where beside it their cards would close up
 * too far, and at three seats (nobody across: the top is theirs), their rows stand side by side above
 * it. Every row is laid out for the hand's size (10, 13 or 17 cards). */
static void resize(scene_t *s, const gfx_t *g)
{
    watch_t *w = s->data;
    watch_layout_t *l = &w->layout;
    float lw = g->layout.lw, lh = g->layout.lh;
    int players = seat_count_valid(w->game.rules.players) ? w->game.rules.players : 4, east = players - 1;
    int n = rules_hand_size(players);
    /* three seats' trick is a triangle (watch_draw.c): Left's and Right's cards half a step up */
    float ch = card_size_h(CARDSZ_SMALL), steps = players == 3 ? 1 : 2;
    l->trick_dy = TRICK_DY;
    float trick_h = steps * l->trick_dy + card_size_h(CARDSZ_FACE);
    layout_buttons(w, lw, lh, g->layout.scale);
    l->plate_w = plate_width(g->layout.scale);
    l->header = rectf(0, 0, lw, HEADER_H);
    float south_y = lh - MARGIN - BUTTON_H - 18 - ch;
    bool above = players == 3 || (beside_step(lw) < 24 && lh > lw);
    float top = layout_ends(l, lw, south_y, players, above);
    float bottom = south_y - 16 - 56; /* room for the info under the trick */
    if (above) {
        layout_sides(l, lw, top + 16, lw / 2 - MARGIN - 14, n, east);
        top = l->plate[SEAT_W].y + PLATE_SIZE_H + 14;
    }
    /* large print's cards in a window 800 high: the trick's rows closer, so that it and the line under
     * it clear South's hand (its cards overlap more; they are still read whole) */
    float fit = bottom - top - card_size_h(CARDSZ_FACE);
    if (trick_h > bottom - top && fit / steps < l->trick_dy) {
        float least = card_size_h(CARDSZ_FACE) * 0.3f;
        l->trick_dy = fit / steps > least ? fit / steps : least;
        trick_h = steps * l->trick_dy + card_size_h(CARDSZ_FACE);
    }
    l->trick_x = lw / 2;
    l->trick_y = (top + bottom) / 2;
    l->trick_y = l->trick_y < top + trick_h / 2 ? top + trick_h / 2 : l->trick_y;
    if (!above) {
        float room = 12 * beside_step(lw) + card_size_w(CARDSZ_SMALL);
        layout_sides(l, lw, l->trick_y - ch / 2 - PLATE_SIZE_H / 2 - 6, room, n, east);
    }
    for (int i = 0; i < players; i++) {
        l->hand_box[i] = rectf(l->row[i].x, l->row[i].y - 16, row_width(l->row[i].step, n), ch + 16);
    }
    float cw = above ? 400 : lw - 2 * (l->hand_box[SEAT_W].x + l->hand_box[SEAT_W].w + 14);
    cw = cw > 400 ? 400 : cw;
    l->centre = rectf(lw / 2 - cw / 2, l->trick_y - trick_h / 2, cw, trick_h);
    l->info = rectf(lw / 2 - cw / 2, l->trick_y + trick_h / 2 + 6, cw, 48);
    l->notes = notes_at(l, lw, lh, south_y, above, east);
}

/* ---- Moving through the game ---- */

static void set_buttons(watch_t *w)
{
    bool first = w->hand == 0 && w->step == 0;
    bool last = w->hand == w->game.nhands - 1 && w->step == watch_steps(&w->game.hands[w->hand]) - 1;
    w->buttons[WB_PREV_HAND].enabled = !first;
    w->buttons[WB_PREV].enabled = !first;
    w->buttons[WB_NEXT].enabled = !last;
    w->buttons[WB_NEXT_HAND].enabled = w->hand < w->game.nhands - 1;
}

static void go(watch_t *w, int hand, int step)
{
    if (hand < 0 || w->game.nhands == 0) {
        hand = 0;
        step = 0;
    } else if (hand >= w->game.nhands) {
        hand = w->game.nhands - 1;
        step = watch_steps(&w->game.hands[hand]) - 1;
    }
    w->hand = hand;
    w->step = step;
    set_buttons(w);
}

static void step_by(watch_t *w, int d)
{
    int steps = watch_steps(&w->game.hands[w->hand]);
    int k = w->step + d;
    if (k >= steps) {
        go(w, w->hand + 1, 0);
    } else if (k < 0) {
        go(w, w->hand - 1, w->hand > 0 ? watch_steps(&w->game.hands[w->hand - 1]) - 1 : 0);
    } else {
        go(w, w->hand, k);
    }
}

/* Page Up: this hand's start, or from there the hand before's. */
static void hand_back(watch_t *w)
{
    go(w, w->step > 0 ? w->hand : w->hand - 1, 0);
}

static void close_viewer(scene_t *s)
{
    scene_stack_t *st = &s->home->app->scenes;
    if (st->count <= 1) {
        scene_replace_all(st, scene_title_new(s->home)); /* hearts --watch: then the title */
    } else {
        scene_pop(st);
    }
}

/* What the keys do besides the buttons' */
enum { WA_FIRST = WB_COUNT, WA_LAST };

/* The action a key stands for (a button's id, or WA_*), or -1. */
static int key_action(const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN) {
        return -1;
    }
    static const struct {
        SDL_Keycode key;
        int action;
    } KEYS[] = {{SDLK_RIGHT, WB_NEXT}, {SDLK_LEFT, WB_PREV}, {SDLK_PAGEDOWN, WB_NEXT_HAND}, {SDLK_PAGEUP, WB_PREV_HAND},
                {SDLK_HOME, WA_FIRST}, {SDLK_END, WA_LAST},  {SDLK_ESCAPE, WB_CLOSE},       {SDLK_BACKSPACE, WB_CLOSE}};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        if (KEYS[i].key == ev->key.keysym.sym) {
            return KEYS[i].action;
        }
    }
    return -1;
}

static void act(scene_t *s, int action)
{
    watch_t *w = s->data;
    if (action == WB_PREV_HAND) {
        hand_back(w);
    } else if (action == WB_PREV || action == WB_NEXT) {
        step_by(w, action == WB_NEXT ? 1 : -1);
    } else if (action == WB_NEXT_HAND) {
        go(w, w->hand + 1, 0);
    } else if (action == WA_FIRST || action == WA_LAST) {
        go(w, action == WA_FIRST ? 0 : w->game.nhands, 0);
    } else if (action == WB_CLOSE) {
        close_viewer(s);
    }
}

static void event(scene_t *s, const SDL_Event *ev)
{
    watch_t *w = s->data;
    gfx_t *g = &s->home->app->gfx;
    int action = key_action(ev);
    if (action < 0) {
        action = ui_buttons_input(g, w->buttons, WB_COUNT, ev);
    }
    if (action >= 0) {
        act(s, action);
        gfx_redraw(g);
    }
}

/* A button pressed from the keyboard's focus (Enter or Space). */
static void press(scene_t *s, int id)
{
    act(s, id);
    gfx_redraw(&s->home->app->gfx);
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    watch_draw(g, s->data);
}

static int controls(scene_t *s, const ui_button_t **out)
{
    watch_t *w = s->data;
    *out = w->buttons;
    return WB_COUNT;
}

static void leave(scene_t *s)
{
    watch_t *w = s->data;
    replay_free(&w->game);
    free(w->coach);
}

scene_t *scene_watch_new(home_t *h, replay_t *game)
{
    scene_t *s = scene_new_with_data(h, "watch", sizeof(watch_t));
    watch_t *w = s->data;
    w->game = *game;
    memset(game, 0, sizeof *game); /* the scene's now */
    static const char *const labels[WB_COUNT] = {N_("Previous hand"), N_("Previous trick"), N_("Next trick"),
                                                 N_("Next hand"), N_("Close")};
    for (int i = 0; i < WB_COUNT; i++) {
        ui_button_init(&w->buttons[i], i, labels[i], i == WB_NEXT ? BUTTON_PRIMARY : BUTTON_SECONDARY);
    }
    w->buttons[WB_NEXT].focus = true; /* Enter steps on, like the right arrow */
    /* the language's keyboards' names of Page Up and Page Down (a cap that does not fit is left out) */
    ui_button_key(&w->buttons[WB_PREV_HAND], C_("key", "PgUp"));
    ui_button_key(&w->buttons[WB_NEXT_HAND], C_("key", "PgDn"));
    ui_button_key(&w->buttons[WB_PREV], "\xe2\x86\x90");
    ui_button_key(&w->buttons[WB_NEXT], "\xe2\x86\x92");
    ui_button_key(&w->buttons[WB_CLOSE], "Esc");
    go(w, 0, 0);
    s->resize = resize;
    s->draw = draw;
    s->event = event;
    s->leave = leave;
    s->controls = controls;
    s->press = press;
    return s;
}

scene_t *scene_watch_file(home_t *h, const char *path, char *err, size_t errlen)
{
    replay_t game;
    if (!replay_load(path, &game, err, errlen)) {
        return NULL;
    }
    scene_t *s = scene_watch_new(h, &game);
    watch_t *w = s->data;
    /* the coach's notes, where the game kept some beside its log */
    char notes[1200];
    coachfile_path_of(path, notes, sizeof notes);
    w->coach = malloc(sizeof *w->coach);
    if (w->coach && !coachfile_read(notes, w->coach)) {
        free(w->coach);
        w->coach = NULL;
    }
    return s;
}

int scene_watch_where(const scene_t *s, int *hand, int *step)
{
    const watch_t *w = s->data;
    *hand = w->hand;
    *step = w->step;
    return w->game.nhands;
}
