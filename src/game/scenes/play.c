/* The table scene: South's hand, the three opponents, the trick, the passes, the clock.
 *
 * The table (table/table.h) owns the game; this scene shows what happened, one event at a time
 * (play_events.c), takes South's input (play_input.c) and draws (play_draw.c). Here: the scene's
 * callbacks, the clock's tick, the computer players' turn to think, hints, and when to redraw. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "scenes/hint_text.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "table/table.h"

void play_toast(play_t *p, const char *msg, double ms)
{
    snprintf(p->toast, sizeof p->toast, "%s", msg);
    p->toast_until = app_now_ms(p->h->app) + ms;
    p->toast_hint = false;
    app_redraw(p->h->app);
}

void play_hint_done(play_t *p)
{
    p->hint_card = CARD_NONE;
    if (p->toast_hint) {
        p->toast_hint = false;
        p->toast_until = 0;
        p->toast[0] = 0;
        app_redraw(p->h->app);
    }
}

void play_banner(play_t *p, const char *title, const char *sub, double ms, bool big)
{
    snprintf(p->banner, sizeof p->banner, "%s", title);
    snprintf(p->banner_sub, sizeof p->banner_sub, "%s", sub ? sub : "");
    p->banner_until = app_now_ms(p->h->app) + ms / (p->bench ? 1.0 : p->h->app->speed);
    p->banner_big = big;
    app_redraw(p->h->app);
}

void play_sound(play_t *p, sound_t s)
{
    if (!p->bench) {
        audio_play(&p->h->app->audio, s);
    }
}

/* A hint has come from the table's worker: the cards are chosen (a pass) or the card marked (a play). */
static void show_hint(play_t *p, const table_hint_t *hint)
{
    char msg[256];
    hint_text(&hint->why, p->pass_dir, msg, sizeof msg);
    if (hint->pass) {
        if (!play_pass_mode(p)) {
            return;
        }
        p->selected = 0;
        for (int i = 0; i < 3; i++) {
            p->selected |= cardset_of(hint->cards[i]);
        }
    } else {
        if (!cardset_has(play_south_legal(p), hint->card)) {
            return;
        }
        p->hint_card = hint->card;
        p->queued = CARD_NONE;
        /* the keyboard focus on it too: Enter plays it */
        int i = 0;
        for (cardset_t h = p->vis_hand[SEAT_S]; h; i++) {
            if (cardset_pop(&h) == hint->card) {
                p->focus = i;
            }
        }
    }
    play_toast(p, msg, 15000.0);
    p->toast_hint = true;
    audio_play(&p->h->app->audio, SND_CLICK);
}

/* South's cards rise and settle smoothly (legal cards on South's turn, the hovered card, the chosen
 * ones); returns whether any is still moving. */
static bool lifts_moving(const play_t *p)
{
    for (cardset_t h = p->vis_hand[SEAT_S]; h;) {
        card_t c = cardset_pop(&h);
        if (fabsf(play_south_lift(p, c, p->h->app->anim_ms) - p->lift[c]) > 0.25f) {
            return true;
        }
    }
    return false;
}

static void ease_lifts(play_t *p, double dt)
{
    float k = 1.0f - expf(-(float)(dt * (p->bench ? 1e6 : p->h->app->speed)) / 45.0f);
    for (int c = 0; c < 52; c++) {
        const csprite_t *s = &p->cards[c];
        float target =
            (s->loc == LOC_HAND && s->seat == SEAT_S) ? play_south_lift(p, (card_t)c, p->h->app->anim_ms) : 0;
        float d = target - p->lift[c];
        p->lift[c] = fabsf(d) < 0.25f ? target : p->lift[c] + d * k;
    }
}

/* The keyboard's focus (once the keyboard has been used) is on a card South may play when it is
 * South's turn: the nearest legal one to where it was. */
static void keep_focus_legal(play_t *p)
{
    if (p->focus < 0 || !play_is_south_turn(p)) {
        return;
    }
    cardset_t legal = play_south_legal(p);
    card_t hand[13];
    int n = 0;
    for (cardset_t h = p->vis_hand[SEAT_S]; h && n < 13;) {
        hand[n++] = cardset_pop(&h);
    }
    if (n == 0 || !legal || (p->focus < n && cardset_has(legal, hand[p->focus]))) {
        return;
    }
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (cardset_has(legal, hand[i]) && (best < 0 || abs(i - p->focus) < abs(best - p->focus))) {
            best = i;
        }
    }
    if (best >= 0) {
        p->focus = best;
        app_redraw(p->h->app);
    }
}

/* Real time, under an overlay too: the clock runs whatever the screen (docs/rules.md, The tournament clock). */
static void tick(scene_t *sc, double real_ms)
{
    play_t *p = sc->data;
    table_t *t = p->h->table;
    if (!t || p->bench) {
        return;
    }
    unsigned what = table_tick(t, real_ms);
    if (what & TABLE_CLOCK_LAST_MINUTE) {
        audio_play(&p->h->app->audio, SND_CLOCK_WARNING);
    }
    if (what & TABLE_CLOCK_ENDED) {
        scene_pop_above(&p->h->app->scenes, sc); /* back to the table, which says "Time is up" */
        app_redraw(p->h->app);
    }
}

/* The clock ran out: the game stops at once. Whatever the table had yet to show is put in place
 * without animation, and "Time is up" comes now, not after the queue. */
static void show_time_up(play_t *p)
{
    p->time_up = true;
    double saved = p->dur;
    p->dur = 0;
    for (int guard = 0; guard < 1000; guard++) {
        if (p->nactions > 0) {
            action_t a = p->actions[0];
            p->actions[0] = p->actions[--p->nactions];
            play_run_action(p, &a);
            continue;
        }
        game_event_t ev;
        if (!table_next_event(p->h->table, &ev)) {
            break;
        }
        play_show_event(p, &ev);
    }
    p->busy_until = p->h->app->anim_ms;
    p->dealing = false;
    p->dur = saved;
    play_snap_all(p);
}

static void update(scene_t *sc, double dt)
{
    play_t *p = sc->data;
    home_t *h = p->h;
    table_t *t = h->table;
    if (!t || p->bench) {
        return; /* the benchmark's table stays as it was laid out */
    }
    double now = h->app->anim_ms;
    /* timed actions, in order */
    for (;;) {
        int best = -1;
        for (int i = 0; i < p->nactions; i++) {
            if (p->actions[i].at <= now && (best < 0 || p->actions[i].at < p->actions[best].at)) {
                best = i;
            }
        }
        if (best < 0) {
            break;
        }
        action_t a = p->actions[best];
        p->actions[best] = p->actions[--p->nactions];
        play_run_action(p, &a);
    }
    if (table_over(t) && table_end(t)->reason == END_CLOCK && !p->time_up) {
        show_time_up(p);
        return;
    }
    if (p->dealing && now >= p->busy_until) {
        p->dealing = false;
        app_redraw(h->app);
    }
    /* engine events, one animation at a time */
    while (now >= p->busy_until && p->nactions == 0 && scene_is_top(&h->app->scenes, sc)) {
        game_event_t ev;
        if (!table_next_event(t, &ev)) {
            break;
        }
        play_show_event(p, &ev);
    }
    ease_lifts(p, dt);
    keep_focus_legal(p);
    if (p->result_at > 0 && app_now_ms(h->app) >= p->result_at) {
        p->result_at = 0;
        scene_replace_all(&h->app->scenes, scene_result_new(h));
        return;
    }
    table_think(t, play_caught_up(p));
    table_hint_t hint;
    if (table_take_hint(t, &hint)) {
        show_hint(p, &hint);
    }
    /* a hint for a card already played is forgotten */
    if (p->hint_card != CARD_NONE && !cardset_has(game_hand(table_game(t), SEAT_S), p->hint_card)) {
        p->hint_card = CARD_NONE;
    }
    play_queued_card(p);
}

static void resize(scene_t *sc, const gfx_t *g)
{
    play_t *p = sc->data;
    p->L = g->layout;
    if (p->h->table) {
        play_layout_buttons(p);
        play_snap_all(p);
    }
}

static double idle_ms(scene_t *sc, bool top)
{
    play_t *p = sc->data;
    const table_t *s = p->h->table;
    if (!s) {
        return SCENE_IDLE;
    }
    double now = p->h->app->anim_ms;
    /* Only the top scene's own animation keeps the loop awake: under an overlay the table gets no
     * updates, so its queue and animations cannot move on; it asks only for timed redraws below. */
    if (top && (now < p->busy_until || p->nactions || table_has_events(s) || p->dealing)) {
        return 0;
    }
    for (int c = 0; c < 52 && top; c++) {
        const csprite_t *cs = &p->cards[c];
        if (cs->loc != LOC_HIDDEN && !tween2_done(&cs->pos, now)) {
            return 0;
        }
        if (cs->shake_start >= 0 && now - cs->shake_start < 400) {
            return 0;
        }
    }
    if (top && (table_answer_waiting(s) || lifts_moving(p))) {
        return 0; /* an answer waits to be applied, or a card is still rising */
    }
    if (top && p->queued != CARD_NONE && play_is_south_turn(p)) {
        return 0;
    }
    double real = app_now_ms(p->h->app);
    double idle = SCENE_IDLE;
    if (p->toast_until > 0) {
        idle = p->toast_until - real;
        if (idle <= 0) {
            p->toast_until = 0;
            return 0;
        }
    }
    if (p->banner_until > 0) {
        double b = p->banner_until - real;
        if (b <= 0) {
            p->banner_until = 0;
            return 0;
        }
        idle = b < idle ? b : idle;
    }
    if (p->result_at > 0 && top) {
        double r = p->result_at - real;
        if (r <= 0) {
            return 0;
        }
        idle = r < idle ? r : idle;
    }
    long long ms = game_clock_ms(table_game(s));
    if (ms >= 0 && !table_over(s)) {
        long long shown = (ms + 999) / 1000;
        if (shown != p->drawn_clock_s) {
            return 0;
        }
        double next = (double)(ms % 1000) + 1;
        if (ms <= 60000) {
            /* the urgent clock beats on the half second too */
            next = (double)(ms % 500) + 1;
            bool beat = (ms % 1000) >= 500;
            if (beat != p->drawn_beat) {
                return 0;
            }
        }
        idle = next < idle ? next : idle;
    }
    return idle;
}

static void draw(scene_t *sc, gfx_t *g, double t)
{
    play_t *p = sc->data;
    if (!p->h->table) {
        return;
    }
    play_draw(g, p, t);
}

static int controls(scene_t *sc, const ui_button_t **out)
{
    play_t *p = sc->data;
    if (p->h->table) {
        play_layout_buttons(p);
    }
    *out = p->buttons;
    return BTN_COUNT_ - 1;
}

/* A full table at once for the benchmark: deal, pass, and the first three cards of a trick, snapped. */
static void snap_first_trick(play_t *p)
{
    table_t *t = p->h->table;
    while (game_phase(table_game(t)) == PHASE_PASS && table_decide_now(t)) {
    }
    for (int k = 0; k < 3 && game_phase(table_game(t)) == PHASE_PLAY && table_decide_now(t); k++) {
    }
    game_event_t ev;
    while (table_next_event(t, &ev)) {
        play_show_event(p, &ev);
        p->nactions = 0;
    }
    p->busy_until = 0;
    p->dealing = false;
    play_snap_all(p);
    p->dur = 1;
    ease_lifts(p, 1e6);
}

static void enter(scene_t *sc)
{
    play_t *p = sc->data;
    home_t *h = p->h;
    if (!h->table) {
        return;
    }
    play_layout_buttons(p);
    if (p->bench) {
        snap_first_trick(p);
    } else if (table_take_resumed(h->table)) {
        play_resume_table(p);
    } else if (h->no_save_notice[0] && !h->no_save_told) {
        h->no_save_told = true;
        play_toast(p, _(h->no_save_notice), 3200);
    }
}

scene_t *scene_play_new(home_t *h, bool snap)
{
    scene_t *s = scene_new_with_data(h, "play", sizeof(play_t));
    play_t *p = s->data;
    p->h = h;
    p->scene = s;
    p->bench = snap;
    p->dur = snap ? 0 : 1;
    p->hover = -1;
    p->focus = -1;
    p->queued = CARD_NONE;
    p->received_from = -1;
    p->drawn_clock_s = -1;
    p->hint_card = CARD_NONE;
    for (int i = 0; i < 4; i++) {
        p->vis_trick[i] = CARD_NONE;
    }
    for (int c = 0; c < 52; c++) {
        p->cards[c].shake_start = -1;
    }
    ui_button_init(&p->buttons[BTN_PASS - 1], BTN_PASS, N_("Pass"), BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_MENU - 1], BTN_MENU, N_("Menu"), BUTTON_QUIET);
    ui_button_init(&p->buttons[BTN_SCORES - 1], BTN_SCORES, N_("Scores"), BUTTON_QUIET);
    ui_button_init(&p->buttons[BTN_LAST - 1], BTN_LAST, N_("Last trick"), BUTTON_SECONDARY);
    ui_button_init(&p->buttons[BTN_MOON_ADD - 1], BTN_MOON_ADD, N_("+26 to each of them"), BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_MOON_SUB - 1], BTN_MOON_SUB, N_("26 off my score"), BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_HINT - 1], BTN_HINT, N_("Hint"), BUTTON_SECONDARY);
    s->enter = enter;
    s->event = play_event;
    s->update = update;
    s->tick = tick;
    s->draw = draw;
    s->resize = resize;
    s->idle_ms = idle_ms;
    s->controls = controls;
    return s;
}
