/* The table scene: South's hand, the three opponents, the trick, the passes, the clock.
 *
 * The table (table/table.h) owns the game; this scene shows what happened, one event at a time
 * (play_events.c), takes South's input (play_input.c) and draws (play_draw.c), everything where the
 * layout puts it (play_layout.c, made in resize). Here: the scene's callbacks and what runs when: the
 * clock's tick, the events, the lifts, the computer players' turn to think, hints, the result, and
 * when to redraw. It writes no part of play_t itself (play_internal.h says who writes what). */
#include <stdio.h>

#include "hearts/intl.h"
#include "scenes/announce_table.h"
#include "scenes/announce.h"
#include "scenes/hint_text.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "table/table.h"

/* A hint has come from the table's worker: its cards are marked (three for a pass, one to play) and
 * its reason said; South's own choice stays until South takes the hint. */
static void show_hint(play_t *p, const table_hint_t *hint)
{
    if (!play_input_take_hint(p, hint)) {
        return;
    }
    char msg[512];
    hint_text_seats(&hint->why, play_players(p), msg, sizeof msg);
    play_say_hint(p, msg);
    char spoken[800];
    announce_say(p->h, SPEECH_NOW, announce_spoken_cards(msg, spoken, sizeof spoken));
    audio_play(&p->h->app->audio, SND_CLICK);
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

static void update(scene_t *sc, double dt)
{
    play_t *p = sc->data;
    home_t *h = p->h;
    table_t *t = h->table;
    if (!t || p->bench) {
        return; /* the benchmark's table stays as it was laid out */
    }
    play_events_step(p);
    if (p->in.undone) {
        play_events_undone(p); /* South took a card back: the table from the engine's state */
    }
    if (table_over(t) && table_end(t)->reason == END_CLOCK && !p->anim.time_up) {
        play_events_time_up(p);
        return;
    }
    /* engine events, one animation at a time */
    while (scene_is_top(&h->app->scenes, sc) && play_events_show_next(p)) {
    }
    (void)table_choose_pass(t, p->in.selected); /* kept in the save: a resume has them chosen still */
    play_input_ease_lifts(p, dt);
    play_input_keep_focus_legal(p);
    if (play_events_take_result(p)) {
        scene_replace_all(&h->app->scenes, scene_result_new(h));
        return;
    }
    table_think(t, play_caught_up(p));
    table_hint_t hint;
    if (table_take_hint(t, &hint)) {
        show_hint(p, &hint);
    }
    play_input_forget_stale_hint(p);
    play_queued_card(p);
}

/* The table's layout for the window's size: computed here only (it depends on nothing else). */
static void resize(scene_t *sc, const gfx_t *g)
{
    play_t *p = sc->data;
    /* (the same gfx as g, which the layout measures words with: the text cache is not const) */
    play_layout_compute(&p->layout, &p->h->app->gfx, g->layout.lw, g->layout.lh, g->layout.scale, play_players(p));
    play_controls_place(p);
    if (p->h->table) {
        play_controls_sync(p);
        play_events_snap_all(p);
    }
}

/* Whether the top table moves: animations, events waiting, a card shaking or rising, an answer or a
 * queued card to apply. */
static bool animating(const play_t *p)
{
    const table_t *s = p->h->table;
    double now = p->h->app->anim_ms;
    if (now < p->anim.busy_until || p->anim.nactions || table_has_events(s) || p->anim.dealing) {
        return true;
    }
    for (int c = 0; c < 52; c++) {
        const csprite_t *cs = &p->anim.cards[c];
        if (cs->loc != LOC_HIDDEN && !tween2_done(&cs->pos, now)) {
            return true;
        }
        if (p->in.shake[c] >= 0 && now - p->in.shake[c] < 400) {
            return true;
        }
    }
    if (table_answer_waiting(s) || play_input_lifts_moving(p)) {
        return true; /* an answer waits to be applied, or a card is still rising */
    }
    return p->in.queued != CARD_NONE && play_is_south_turn(p);
}

/* Until the tournament clock's next second (or half second, when urgent) is to be drawn. */
static double clock_idle(const play_t *p, double idle)
{
    const table_t *s = p->h->table;
    long long ms = game_clock_ms(table_game(s));
    if (ms < 0 || table_over(s)) {
        return idle;
    }
    long long shown = (ms + 999) / 1000;
    if (shown != p->drawn.clock_s) {
        return 0;
    }
    double next = (double)(ms % 1000) + 1;
    if (ms <= 60000) {
        /* the urgent clock beats on the half second too */
        next = (double)(ms % 500) + 1;
        bool beat = (ms % 1000) >= 500;
        if (beat != p->drawn.beat) {
            return 0;
        }
    }
    return next < idle ? next : idle;
}

static double idle_ms(scene_t *sc, bool top)
{
    play_t *p = sc->data;
    if (!p->h->table) {
        return SCENE_IDLE;
    }
    /* Only the top scene's own animation keeps the loop awake: under an overlay the table gets no
     * updates, so its queue and animations cannot move on; it asks only for timed redraws below. */
    if (top && animating(p)) {
        return 0;
    }
    double real = app_now_ms(p->h->app);
    double idle = play_messages_idle(p, real);
    if (idle <= 0) {
        return 0;
    }
    if (p->anim.result_at > 0 && top) {
        double r = p->anim.result_at - real;
        if (r <= 0) {
            return 0;
        }
        idle = r < idle ? r : idle;
    }
    return clock_idle(p, idle);
}

static void draw(scene_t *sc, gfx_t *g, double t)
{
    play_t *p = sc->data;
    if (!p->h->table) {
        return;
    }
    play_controls_sync(p);
    play_draw(g, p, t);
}

/* While a claimed rest lies on the table, a click or a key (not speech's: F2, F3, caught before) goes
 * on to the hand's end; else South's input. */
static bool claim_goes_on(play_t *p, const SDL_Event *ev)
{
    if (!p->h->table || !play_events_claim_showing(p) ||
        (ev && ev->type != SDL_KEYDOWN && ev->type != SDL_MOUSEBUTTONDOWN)) {
        return false;
    }
    /* the header's Menu and Scores (Escape, S) still open what they say, over the cards laid down */
    if (ev && ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_ESCAPE || ev->key.keysym.sym == SDLK_s)) {
        return false;
    }
    if (ev && ev->type == SDL_MOUSEBUTTONDOWN) {
        float x, y;
        layout_from_window(&p->h->app->gfx.layout, ev->button.x, ev->button.y, &x, &y);
        for (int id = BTN_MENU; id <= BTN_SCORES; id++) {
            if (rectf_contains(p->ctl.b[id - 1].r, x, y)) {
                return false;
            }
        }
    }
    play_events_claim_done(p);
    return true;
}

static void event(scene_t *sc, const SDL_Event *ev)
{
    if (!claim_goes_on(sc->data, ev)) {
        play_event(sc, ev);
    }
}

static void press(scene_t *sc, int id)
{
    if (id == BTN_MENU || id == BTN_SCORES || !claim_goes_on(sc->data, NULL)) {
        play_press(sc, id);
    }
}

static int controls(scene_t *sc, const ui_button_t **out)
{
    return play_controls_list(sc->data, out);
}

static void enter(scene_t *sc)
{
    play_t *p = sc->data;
    home_t *h = p->h;
    if (!h->table) {
        return;
    }
    play_controls_sync(p);
    if (p->bench) {
        play_events_bench(p);
    } else if (table_take_resumed(h->table)) {
        play_events_resume(p);
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
    p->bench = snap;
    play_events_init(p);
    play_input_init(p);
    play_controls_init(p);
    play_draw_init(p);
    s->enter = enter;
    s->event = event;
    s->press = press;
    s->focus = &p->in.focus;        /* the cards' focus is the scene's: Tab goes on from a card to the buttons */
    s->tab_lead = PLAY_FOCUS_CARDS; /* the hand first, as the arrows walk it, then the buttons */
    s->update = update;
    s->tick = tick;
    s->draw = draw;
    s->resize = resize;
    s->idle_ms = idle_ms;
    s->controls = controls;
    s->speak = announce_play_speak;
    return s;
}
