/* The table: South's hand, the three opponents, the trick, the passes, the clock.
 *
 * The engine runs ahead; this scene shows what happened one event at a time. Each engine event
 * starts animations and says how long the table is busy; the next event waits for that. Decisions go
 * to the engine only when the table has caught up, so what a person sees is always what happened.
 * The computer players think on the worker thread meanwhile (asked as soon as it is their turn). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "hearts/rng.h"
#include "play_internal.h"
#include "scenes.h"
#include "sprites.h"

/* Durations at speed 1, in milliseconds of animation time. */
#define T_DEAL_STAGGER 22.0
#define T_DEAL_FLIGHT 380.0
#define T_PASS_FLIGHT 700.0
#define T_PASS_HOLD 260.0
#define T_JOIN 420.0
#define T_PLAY_FLIGHT 300.0
#define T_PLAY_GAP 170.0
#define T_TRICK_HOLD 950.0
#define T_COLLECT 460.0
#define T_RELAYOUT 240.0

static double D(const play_t *p, double ms)
{
    return ms * p->dur;
}

static game_t *G(app_t *app)
{
    return app->session->game;
}

static void toast(app_t *app, play_t *p, const char *msg)
{
    snprintf(p->toast, sizeof p->toast, "%s", msg);
    p->toast_until = app_now_ms(app) + 3200.0;
    app->dirty = true;
}

static void banner(app_t *app, play_t *p, const char *title, const char *sub, double ms, bool big)
{
    snprintf(p->banner, sizeof p->banner, "%s", title);
    snprintf(p->banner_sub, sizeof p->banner_sub, "%s", sub ? sub : "");
    p->banner_until = app_now_ms(app) + ms / (p->bench ? 1.0 : app->speed);
    p->banner_big = big;
    app->dirty = true;
}

static void add_action(play_t *p, act_kind_t kind, double at, int a, int b)
{
    if (p->nactions == PLAY_ACTIONS_MAX) {
        return;
    }
    p->actions[p->nactions++] = (action_t){kind, at, a, b};
}

static void set_appearance(csprite_t *s, int seat)
{
    s->face_up = seat == SEAT_S;
    s->size = seat == SEAT_S ? CARDSZ_FACE : CARDSZ_SMALL;
    s->turned = seat == SEAT_W || seat == SEAT_E;
}

/* The cards of a seat's hand in the order they lie: South's by suit and rank, the others' by a
 * shuffled key so that where a card leaves a fan tells nothing. */
static int hand_order(const play_t *p, int seat, card_t out[13])
{
    int n = 0;
    for (cardset_t h = p->vis_hand[seat]; h && n < 13;) {
        out[n++] = cardset_pop(&h);
    }
    if (seat != SEAT_S) {
        for (int i = 1; i < n; i++) {
            card_t c = out[i];
            int j = i;
            while (j > 0 && p->perm[out[j - 1]] > p->perm[c]) {
                out[j] = out[j - 1];
                j--;
            }
            out[j] = c;
        }
    }
    return n;
}

static void relayout_hand(app_t *app, play_t *p, int seat, double delay, double dur)
{
    card_t order[13];
    int n = hand_order(p, seat, order);
    for (int i = 0; i < n; i++) {
        csprite_t *s = &p->cards[order[i]];
        float x, y;
        play_slot_pos(app, p, seat, i, n, &x, &y);
        s->loc = LOC_HAND;
        s->seat = seat;
        s->z = i;
        set_appearance(s, seat);
        if (dur <= 0 && delay <= 0) {
            tween2_set(&s->pos, x, y); /* in place at once, even if it was on its way */
        } else if (fabsf(s->pos.x1 - x) > 0.01f || fabsf(s->pos.y1 - y) > 0.01f) {
            tween2_to(&s->pos, app->anim_ms, x, y, delay, dur, EASE_OUT_CUBIC);
        }
    }
}

/* Everything in its place at once (a resized window). */
static void snap_all(app_t *app, play_t *p)
{
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(app, p, seat, 0, 0);
    }
    for (int seat = 0; seat < 4; seat++) {
        card_t c = p->vis_trick[seat];
        if (c != CARD_NONE && p->cards[c].loc == LOC_TRICK) {
            float x, y;
            play_trick_pos(app, seat, &x, &y);
            tween2_set(&p->cards[c].pos, x, y);
        }
    }
}

static void sound(app_t *app, play_t *p, sound_t s)
{
    if (!p->bench) {
        audio_play(&app->audio, s);
    }
}

/* A cosmetic shuffle for the order of the opponents' fans (its own random stream). */
static void shuffle_fans(app_t *app, play_t *p, int hand)
{
    rng_t r;
    rng_seed(&r, app->session->seed, (uint64_t)RNG_STREAM_COSMETIC + (uint64_t)hand);
    for (int i = 0; i < 52; i++) {
        p->perm[i] = (uint8_t)i;
    }
    for (int i = 51; i > 0; i--) {
        int j = (int)rng_below(&r, (uint32_t)i + 1);
        uint8_t t = p->perm[i];
        p->perm[i] = p->perm[j];
        p->perm[j] = t;
    }
}

/* A game taken up from a save: the table is laid out at once from the engine's state. */
static void resume_table(app_t *app, play_t *p)
{
    session_t *s = app->session;
    game_t *g = s->game;
    s->resumed = false;
    if (game_phase(g) == PHASE_HAND_OVER) {
        game_next_hand(g); /* the next deal comes as an event, as after a summary */
        session_pump(s);
        return;
    }
    p->hand_no = game_hand_number(g);
    p->pass_dir = game_pass_dir(g);
    for (int seat = 0; seat < 4; seat++) {
        p->vis_hand[seat] = game_hand(g, seat);
        p->vis_trick[seat] = CARD_NONE;
    }
    game_taken_points(g, p->vis_taken);
    game_totals(g, p->vis_totals);
    p->vis_hearts_broken = game_hearts_broken(g);
    p->passes_done = game_phase(g) != PHASE_PASS;
    p->has_last_trick = game_last_trick(g, &p->last_trick);
    shuffle_fans(app, p, p->hand_no);
    for (int c = 0; c < 52; c++) {
        p->cards[c].loc = LOC_HIDDEN;
    }
    const trick_t *t = game_trick(g);
    p->vis_leader = t->leader;
    for (int i = 0; i < t->count; i++) {
        int seat = (t->leader + i) & 3;
        card_t c = t->cards[i];
        csprite_t *cs = &p->cards[c];
        p->vis_trick[seat] = c;
        cs->loc = LOC_TRICK;
        cs->seat = seat;
        cs->face_up = true;
        cs->size = CARDSZ_FACE;
        cs->turned = false;
        cs->z = ++p->zseq;
        float x, y;
        play_trick_pos(app, seat, &x, &y);
        tween2_set(&cs->pos, x, y);
    }
    snap_all(app, p);
    p->busy_until = 0;
    p->dealing = false;
    if (game_phase(g) == PHASE_MOON_CHOICE && game_turn(g) == SEAT_S && !s->autoplay) {
        p->moon_choice = true;
    }
    toast(app, p, "Welcome back: the game goes on where it stood.");
}

/* ---- Engine events, shown ---- */

static void on_deal(app_t *app, play_t *p, const game_event_t *ev)
{
    double now = app->anim_ms;
    p->hand_no = ev->hand;
    p->pass_dir = ev->pass_dir;
    memcpy(p->vis_hand, ev->dealt, sizeof p->vis_hand);
    for (int s = 0; s < 4; s++) {
        p->vis_trick[s] = CARD_NONE;
        p->vis_taken[s] = 0;
    }
    game_totals(G(app), p->vis_totals);
    p->vis_hearts_broken = false;
    p->selected = p->received = 0;
    p->received_from = -1;
    p->queued = CARD_NONE;
    p->has_last_trick = false;
    p->show_last = false;
    p->passes_done = ev->pass_dir == PASS_HOLD;
    p->focus = -1;

    shuffle_fans(app, p, ev->hand);

    float cx = app->layout.lw / 2, cy = play_trick_cy(app);
    for (int c = 0; c < 52; c++) {
        csprite_t *s = &p->cards[c];
        s->loc = LOC_DECK;
        s->face_up = false;
        s->size = CARDSZ_SMALL;
        s->turned = false;
        s->shake_start = -1;
        tween2_set(&s->pos, cx, cy);
    }
    /* One card at a time round the table, starting on South's left, as the engine deals. */
    card_t order[4][13];
    int counts[4];
    for (int seat = 0; seat < 4; seat++) {
        counts[seat] = hand_order(p, seat, order[seat]);
    }
    int k[4] = {0, 0, 0, 0};
    for (int i = 0; i < 52; i++) {
        int seat = (i + 1) & 3;
        if (k[seat] >= counts[seat]) {
            continue;
        }
        int idx = k[seat]++;
        card_t c = order[seat][idx];
        csprite_t *s = &p->cards[c];
        float x, y;
        play_slot_pos(app, p, seat, idx, counts[seat], &x, &y);
        /* the deck is a small stack: each card a little higher than the one under it */
        tween2_set(&s->pos, cx, cy - (51 - i) * 0.18f);
        if (p->dur <= 0) {
            tween2_set(&s->pos, x, y);
        } else {
            tween2_to(&s->pos, now, x, y, D(p, i * T_DEAL_STAGGER), D(p, T_DEAL_FLIGHT), EASE_OUT_CUBIC);
        }
        s->loc = LOC_HAND;
        s->seat = seat;
        s->z = idx;
        set_appearance(s, seat);
    }
    p->dealing = p->dur > 0;
    p->busy_until = now + D(p, 51 * T_DEAL_STAGGER + T_DEAL_FLIGHT + 120);
    sound(app, p, SND_SHUFFLE);
    add_action(p, ACT_SOUND, now + D(p, 420), SND_DEAL, 0);
}

static void on_passes(app_t *app, play_t *p, const game_event_t *first)
{
    double now = app->anim_ms;
    game_event_t ev = *first;
    for (;;) {
        for (int i = 0; i < 3; i++) {
            card_t c = ev.cards[i];
            csprite_t *s = &p->cards[c];
            p->vis_hand[ev.seat] &= ~cardset_of(c);
            p->selected &= ~cardset_of(c);
            s->loc = LOC_PASS;
            s->seat = ev.to;
            s->z = ++p->zseq;
            float x, y;
            play_seat_anchor(app, ev.to, &x, &y);
            /* towards the receiver, stopping short of its fan, the three fanned a little */
            float cx = app->layout.lw / 2, cy = play_trick_cy(app);
            x = cx + (x - cx) * 0.62f + (float)(i - 1) * 22.0f;
            y = cy + (y - cy) * 0.62f + (float)(i - 1) * 4.0f;
            tween2_to(&s->pos, now, x, y, D(p, i * 70.0), D(p, T_PASS_FLIGHT), EASE_IN_OUT_CUBIC);
        }
        game_event_t next;
        if (!session_has_events(app->session)) {
            break;
        }
        /* all passes travel at once: take the other seats' passes now */
        session_t *ss = app->session;
        next = ss->queue[ss->q_head];
        if (next.type != EV_PASS) {
            break;
        }
        session_pop_event(ss, &ev);
    }
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(app, p, seat, 0, D(p, T_RELAYOUT));
    }
    sound(app, p, SND_PASS);
    p->busy_until = now + D(p, 140 + T_PASS_FLIGHT + T_PASS_HOLD);
}

static void on_passes_done(app_t *app, play_t *p)
{
    double now = app->anim_ms;
    int from = -1;
    for (int c = 0; c < 52; c++) {
        csprite_t *s = &p->cards[c];
        if (s->loc == LOC_PASS) {
            p->vis_hand[s->seat] |= cardset_of((card_t)c);
            if (s->seat == SEAT_S) {
                p->received |= cardset_of((card_t)c);
            }
        }
    }
    if (p->pass_dir != PASS_HOLD) {
        int dir_back[3] = {PASS_RIGHT, PASS_LEFT, PASS_ACROSS};
        from = rules_pass_target(SEAT_S, (pass_dir_t)dir_back[p->pass_dir]);
    }
    p->received_from = from;
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(app, p, seat, 0, D(p, T_JOIN));
    }
    p->passes_done = true;
    p->busy_until = now + D(p, T_JOIN + 200);
    if (from >= 0 && !p->bench) {
        char msg[160], names[64] = "";
        for (cardset_t r = p->received; r;) {
            card_t c = cardset_pop(&r);
            static const char *const suit_sym[4] = {"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa0", "\xe2\x99\xa5"};
            static const char ranks[] = "23456789TJQKA";
            char one[16];
            if (card_rank(c) == RANK_10) {
                snprintf(one, sizeof one, "%s10%s", names[0] ? "  " : "", suit_sym[card_suit(c)]);
            } else {
                snprintf(one, sizeof one, "%s%c%s", names[0] ? "  " : "", ranks[card_rank(c)], suit_sym[card_suit(c)]);
            }
            strncat(names, one, sizeof names - strlen(names) - 1);
        }
        snprintf(msg, sizeof msg, "%s passed you  %s", seat_name(from), names);
        toast(app, p, msg);
    }
}

static void on_play(app_t *app, play_t *p, const game_event_t *ev)
{
    double now = app->anim_ms;
    csprite_t *s = &p->cards[ev->card];
    bool first = true;
    for (int i = 0; i < 4; i++) {
        if (p->vis_trick[i] != CARD_NONE) {
            first = false;
        }
    }
    if (first) {
        p->vis_leader = ev->seat;
    }
    p->vis_hand[ev->seat] &= ~cardset_of(ev->card);
    p->vis_trick[ev->seat] = ev->card;
    s->loc = LOC_TRICK;
    s->seat = ev->seat;
    s->face_up = true;
    s->size = CARDSZ_FACE;
    s->turned = false;
    s->z = ++p->zseq;
    s->shake_start = -1;
    float x, y;
    play_trick_pos(app, ev->seat, &x, &y);
    tween2_to(&s->pos, now, x, y, 0, D(p, T_PLAY_FLIGHT), EASE_OUT_CUBIC);
    relayout_hand(app, p, ev->seat, D(p, 60), D(p, T_RELAYOUT));
    if (ev->seat == SEAT_S) {
        if (p->queued == ev->card) {
            p->queued = CARD_NONE;
        }
        p->received &= ~cardset_of(ev->card);
        int n = cardset_count(p->vis_hand[SEAT_S]);
        if (p->focus >= n) {
            p->focus = n - 1;
        }
        p->hover = -1;
    }
    sound(app, p, SND_CARD);
    p->busy_until = now + D(p, T_PLAY_FLIGHT + T_PLAY_GAP);
}

static void on_trick(app_t *app, play_t *p, const game_event_t *ev)
{
    double now = app->anim_ms;
    p->last_trick.leader = ev->seat;
    p->last_trick.winner = ev->winner;
    memcpy(p->last_trick.cards, ev->cards, sizeof p->last_trick.cards);
    p->has_last_trick = true;
    add_action(p, ACT_COLLECT, now + D(p, T_TRICK_HOLD), ev->winner, ev->points);
    p->busy_until = now + D(p, T_TRICK_HOLD + T_COLLECT + 60);
}

static void collect(app_t *app, play_t *p, int winner, int points)
{
    double now = app->anim_ms;
    float x, y;
    play_seat_anchor(app, winner, &x, &y);
    bool queen = false;
    for (int seat = 0; seat < 4; seat++) {
        card_t c = p->vis_trick[seat];
        if (c == CARD_NONE) {
            continue;
        }
        queen |= c == CARD_QS;
        csprite_t *s = &p->cards[c];
        s->loc = LOC_TAKEN;
        s->seat = winner;
        s->z = ++p->zseq;
        tween2_to(&s->pos, now, x, y, D(p, seat * 25.0), D(p, T_COLLECT), EASE_IN_OUT_CUBIC);
    }
    sound(app, p, SND_TRICK);
    if (queen) {
        add_action(p, ACT_SOUND, now + D(p, 200), SND_QUEEN, 0);
    }
    add_action(p, ACT_HIDE_TAKEN, now + D(p, T_COLLECT + 80), winner, points);
}

static void hide_taken(app_t *app, play_t *p, int winner, int points)
{
    (void)app;
    for (int c = 0; c < 52; c++) {
        if (p->cards[c].loc == LOC_TAKEN) {
            p->cards[c].loc = LOC_HIDDEN;
        }
    }
    for (int s = 0; s < 4; s++) {
        p->vis_trick[s] = CARD_NONE;
    }
    p->vis_taken[winner] += points;
    p->received = 0; /* the marks have served their turn */
}

static void on_hand(app_t *app, play_t *p, const game_event_t *ev)
{
    double now = app->anim_ms;
    p->hand_event = *ev;
    double wait = 500;
    const hand_score_t *sc = &ev->score;
    char title[120], sub[160];
    if (sc->sun >= 0 || sc->moon >= 0) {
        bool sun = sc->sun >= 0;
        int who = sun ? sc->sun : sc->moon;
        if (who == SEAT_S) {
            snprintf(title, sizeof title, "You shot the %s!", sun ? "sun" : "moon");
        } else {
            snprintf(title, sizeof title, "%s shot the %s!", seat_name(who), sun ? "sun" : "moon");
        }
        if (sun) {
            snprintf(sub, sizeof sub, "Every trick taken: +39 to each of the others");
        } else if (sc->moon_choice == MOON_CHOICE_SUBTRACT) {
            snprintf(sub, sizeof sub, "All hearts and the queen: 26 off %s score", who == SEAT_S ? "your" : "their");
        } else {
            snprintf(sub, sizeof sub, "All hearts and the queen: +26 to each of the others");
        }
        banner(app, p, title, sub, 2600, true);
        sound(app, p, SND_MOON);
        wait = 2600;
    }
    add_action(p, ACT_SUMMARY, now + D(p, wait), 0, 0);
    p->busy_until = now + D(p, wait + 10);
}

static void on_end(app_t *app, play_t *p, const game_event_t *ev)
{
    if (ev->reason == END_CLOCK) {
        banner(app, p, "Time is up!", "The clock reached 0:00: the game ends here.", 2600, true);
        sound(app, p, SND_GAME_OVER);
        p->result_at = app_now_ms(app) + 2600.0 / app->speed;
        p->moon_choice = false;
    } else if (ev->reason == END_TARGET) {
        p->result_at = app_now_ms(app) + 300.0;
    }
}

static void process_event(app_t *app, play_t *p, const game_event_t *ev)
{
    switch (ev->type) {
    case EV_DEAL:
        on_deal(app, p, ev);
        break;
    case EV_PASS:
        on_passes(app, p, ev);
        break;
    case EV_PASSES_DONE:
        on_passes_done(app, p);
        break;
    case EV_PLAY:
        on_play(app, p, ev);
        break;
    case EV_HEARTS_BROKEN:
        p->vis_hearts_broken = true;
        if (!p->bench) {
            banner(app, p, "Hearts are broken", NULL, 1500, false);
        }
        add_action(p, ACT_SOUND, app->anim_ms + D(p, 220), SND_HEARTS_BROKEN, 0);
        break;
    case EV_TRICK:
        on_trick(app, p, ev);
        break;
    case EV_MOON_CHOICE:
        if (ev->seat == SEAT_S && !app->session->autoplay) {
            p->moon_choice = true;
            sound(app, p, SND_MOON);
        }
        break;
    case EV_HAND:
        on_hand(app, p, ev);
        break;
    case EV_END:
        on_end(app, p, ev);
        break;
    }
    app->dirty = true;
}

static void run_action(app_t *app, play_t *p, const action_t *a)
{
    switch (a->kind) {
    case ACT_COLLECT:
        collect(app, p, a->a, a->b);
        break;
    case ACT_HIDE_TAKEN:
        hide_taken(app, p, a->a, a->b);
        break;
    case ACT_SOUND:
        sound(app, p, (sound_t)a->a);
        break;
    case ACT_SUMMARY:
        if (!p->bench && !(app->session->over && app->session->end.reason == END_CLOCK)) {
            memcpy(p->vis_totals, p->hand_event.score.totals, sizeof p->vis_totals);
            seat_view_t v;
            game_seat_view(G(app), SEAT_S, &v);
            scene_push(app, scene_summary_new(app, &p->hand_event.score, p->hand_event.hand, v.taken_cards));
        }
        break;
    case ACT_RESULT:
    case ACT_JOIN_PASSES:
        break;
    }
    app->dirty = true;
}

/* ---- South's decisions ---- */

bool play_pass_mode(app_t *app, const play_t *p)
{
    session_t *s = app->session;
    return s && !s->over && !s->autoplay && game_phase(s->game) == PHASE_PASS && !game_has_passed(s->game, SEAT_S) &&
           !p->dealing && p->hand_no == game_hand_number(s->game) && app->anim_ms >= p->busy_until;
}

static bool table_idle(app_t *app, const play_t *p)
{
    return app->anim_ms >= p->busy_until && p->nactions == 0 && !session_has_events(app->session);
}

bool play_is_south_turn(app_t *app, const play_t *p)
{
    session_t *s = app->session;
    return s && !s->over && !s->autoplay && game_phase(s->game) == PHASE_PLAY && game_turn(s->game) == SEAT_S &&
           p->passes_done && table_idle(app, p);
}

cardset_t play_south_legal(app_t *app, const play_t *p)
{
    if (!play_is_south_turn(app, p)) {
        return 0;
    }
    game_t *g = G(app);
    return rules_legal_moves(game_rules(g), game_hand(g, SEAT_S), game_trick(g));
}

static void do_pass(app_t *app, play_t *p)
{
    if (!play_pass_mode(app, p)) {
        return;
    }
    if (cardset_count(p->selected) != 3) {
        char msg[120];
        snprintf(msg, sizeof msg, "Choose three cards to pass (%d chosen so far).", cardset_count(p->selected));
        toast(app, p, msg);
        return;
    }
    card_t cards[3];
    cardset_t sel = p->selected;
    for (int i = 0; i < 3; i++) {
        cards[i] = cardset_pop(&sel);
    }
    if (game_pass(G(app), SEAT_S, cards) != HEARTS_OK) {
        toast(app, p, game_last_error(G(app)));
        return;
    }
    session_pump(app->session);
    app->dirty = true;
}

static void shake(app_t *app, play_t *p, card_t c)
{
    p->cards[c].shake_start = (float)app->anim_ms;
}

static void try_play(app_t *app, play_t *p, card_t c, bool from_queue)
{
    game_t *g = G(app);
    if (game_play(g, SEAT_S, c) == HEARTS_OK) {
        session_pump(app->session);
        return;
    }
    char msg[220];
    if (from_queue) {
        snprintf(msg, sizeof msg, "Your chosen card waits: %s", game_last_error(g));
    } else {
        snprintf(msg, sizeof msg, "%s", game_last_error(g));
    }
    toast(app, p, msg);
    shake(app, p, c);
}

static void click_card(app_t *app, play_t *p, card_t c)
{
    session_t *s = app->session;
    if (!s || s->over || s->autoplay || p->moon_choice) {
        return;
    }
    if (play_pass_mode(app, p)) {
        if (cardset_has(p->selected, c)) {
            p->selected &= ~cardset_of(c);
        } else if (cardset_count(p->selected) < 3) {
            p->selected |= cardset_of(c);
        } else {
            toast(app, p, "Three cards are chosen: click one of them to put it back first.");
        }
        audio_play(&app->audio, SND_CLICK);
        app->dirty = true;
        return;
    }
    if (p->dealing || game_phase(s->game) == PHASE_PASS || !p->passes_done) {
        return;
    }
    if (game_phase(s->game) != PHASE_PLAY) {
        return;
    }
    if (play_is_south_turn(app, p)) {
        try_play(app, p, c, false);
    } else if (p->queued == c) {
        p->queued = CARD_NONE; /* clicked again: cancelled */
    } else {
        p->queued = c; /* played the moment it is South's turn, if legal then */
    }
    app->dirty = true;
}

/* ---- Hints ---- */

static int south_key(app_t *app)
{
    return cardset_count(game_hand(G(app), SEAT_S));
}

bool play_hint_available(app_t *app, const play_t *p)
{
    return play_pass_mode(app, p) || play_is_south_turn(app, p);
}

/* H or the Hint button: the worker thinks it over (tens of milliseconds); drive() hands it over. */
static void ask_hint(app_t *app, play_t *p)
{
    session_t *s = app->session;
    if (!s || s->over || s->autoplay || p->moon_choice || p->hint_asked || !play_hint_available(app, p)) {
        return;
    }
    p->hint_wanted = true;
    app->dirty = true;
}

static void submit_hint(app_t *app, play_t *p)
{
    session_t *s = app->session;
    if (!play_hint_available(app, p)) {
        p->hint_wanted = false;
        return;
    }
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = play_pass_mode(app, p) ? AI_REQ_HINT_PASS : AI_REQ_HINT_PLAY;
    req.level = AI_HARD;
    req.tag = s->tag;
    game_seat_view(s->game, SEAT_S, &req.view);
    req.rng = p->hint_rng;
    if (ai_worker_submit(app->worker, &req)) {
        p->hint_wanted = false;
        p->hint_asked = true;
        p->requested = true;
        p->hint_hand = game_hand_number(s->game);
        p->hint_trick = south_key(app);
    }
}

static void show_hint(app_t *app, play_t *p, const ai_answer_t *ans)
{
    p->hint_asked = false;
    p->hint_rng = ans->rng;
    if (p->hint_hand != game_hand_number(G(app)) || p->hint_trick != south_key(app)) {
        return; /* the moment has passed */
    }
    char msg[256];
    if (ans->kind == AI_REQ_HINT_PASS) {
        if (!play_pass_mode(app, p)) {
            return;
        }
        cardset_t sel = 0;
        for (int i = 0; i < 3; i++) {
            sel |= cardset_of(ans->cards[i]);
        }
        if (cardset_count(sel) != 3 || (sel & ~game_hand(G(app), SEAT_S))) {
            return;
        }
        p->selected = sel;
        snprintf(msg, sizeof msg, "Hint: pass these three. %s", ans->why);
    } else {
        cardset_t legal = play_south_legal(app, p);
        if (!cardset_has(legal, ans->card)) {
            return;
        }
        p->hint_card = ans->card;
        p->queued = CARD_NONE;
        /* the keyboard focus on it too: Enter plays it */
        int i = 0;
        for (cardset_t h = p->vis_hand[SEAT_S]; h; i++) {
            if (cardset_pop(&h) == ans->card) {
                p->focus = i;
            }
        }
        snprintf(msg, sizeof msg, "Hint: %s", ans->why);
    }
    snprintf(p->toast, sizeof p->toast, "%s", msg);
    p->toast_until = app_now_ms(app) + 7000.0;
    audio_play(&app->audio, SND_CLICK);
    app->dirty = true;
}

/* ---- The computer players ---- */

static void poll_worker(app_t *app, play_t *p)
{
    ai_answer_t ans;
    if (!ai_worker_poll(app->worker, &ans)) {
        return;
    }
    p->requested = false;
    if (ans.tag != app->session->tag) {
        return; /* an answer for a game that is gone */
    }
    if (ans.kind == AI_REQ_HINT_PASS || ans.kind == AI_REQ_HINT_PLAY) {
        show_hint(app, p, &ans);
        return;
    }
    app->session->ai_rng[ans.seat] = ans.rng;
    p->answer = ans;
    p->has_answer = true;
}

static void drive(app_t *app, play_t *p)
{
    session_t *s = app->session;
    game_t *g = s->game;
    if (s->over) {
        return;
    }
    game_phase_t phase = game_phase(g);

    /* Apply an answer: passes at once (nobody sees them until all are made), the rest when the
     * table has caught up. */
    if (p->has_answer) {
        ai_answer_t *a = &p->answer;
        bool idle = table_idle(app, p);
        if (a->kind == AI_REQ_PASS) {
            p->has_answer = false;
            if (phase == PHASE_PASS && !game_has_passed(g, a->seat)) {
                game_pass(g, a->seat, a->cards);
                session_pump(s);
            }
        } else if (a->kind == AI_REQ_PLAY && idle) {
            p->has_answer = false;
            if (phase == PHASE_PLAY && game_turn(g) == a->seat) {
                game_play(g, a->seat, a->card);
                session_pump(s);
            }
        } else if (a->kind == AI_REQ_MOON && idle) {
            p->has_answer = false;
            if (phase == PHASE_MOON_CHOICE && game_turn(g) == a->seat) {
                game_choose_moon(g, a->seat, a->moon);
                session_pump(s);
            }
        }
        phase = game_phase(g);
    }

    /* The person's hint first: it is asked only when South is to decide. */
    if (p->hint_wanted && !p->requested && !p->has_answer) {
        submit_hint(app, p);
    }
    /* A hint for a card already played is forgotten. */
    if (p->hint_card != CARD_NONE && !cardset_has(game_hand(g, SEAT_S), p->hint_card)) {
        p->hint_card = CARD_NONE;
    }

    /* Ask the next question. */
    if (!p->requested && !p->has_answer) {
        ai_request_t req;
        memset(&req, 0, sizeof req);
        req.level = s->level;
        req.tag = s->tag;
        int seat = -1;
        if (phase == PHASE_PASS) {
            for (int k = 0; k < 4; k++) {
                if (session_is_ai(s, k) && !game_has_passed(g, k)) {
                    seat = k;
                    break;
                }
            }
            req.kind = AI_REQ_PASS;
        } else if (phase == PHASE_PLAY && session_is_ai(s, game_turn(g))) {
            seat = game_turn(g);
            req.kind = AI_REQ_PLAY;
        } else if (phase == PHASE_MOON_CHOICE && session_is_ai(s, game_turn(g))) {
            seat = game_turn(g);
            req.kind = AI_REQ_MOON;
        }
        if (seat >= 0) {
            game_seat_view(g, seat, &req.view);
            req.rng = s->ai_rng[seat];
            if (ai_worker_submit(app->worker, &req)) {
                p->requested = true;
            }
        }
    }

    /* South's card chosen ahead of time. */
    if (p->queued != CARD_NONE && play_is_south_turn(app, p)) {
        card_t c = p->queued;
        p->queued = CARD_NONE;
        try_play(app, p, c, true);
    }
}

/* ---- Scene callbacks ---- */

/* South's cards rise and settle smoothly (legal cards on South's turn, the hovered card, the chosen
 * ones); returns whether any is still moving. */
static bool lifts_moving(app_t *app, const play_t *p)
{
    for (cardset_t h = p->vis_hand[SEAT_S]; h;) {
        card_t c = cardset_pop(&h);
        if (fabsf(play_south_lift(app, p, c, app->anim_ms) - p->lift[c]) > 0.25f) {
            return true;
        }
    }
    return false;
}

static void ease_lifts(app_t *app, play_t *p, double dt)
{
    float k = 1.0f - expf(-(float)(dt * (p->bench ? 1e6 : app->speed)) / 45.0f);
    for (int c = 0; c < 52; c++) {
        const csprite_t *s = &p->cards[c];
        float target = (s->loc == LOC_HAND && s->seat == SEAT_S) ? play_south_lift(app, p, (card_t)c, app->anim_ms) : 0;
        float d = target - p->lift[c];
        p->lift[c] = fabsf(d) < 0.25f ? target : p->lift[c] + d * k;
    }
}

static void update(app_t *app, scene_t *sc, double dt)
{
    (void)dt;
    play_t *p = sc->data;
    if (!app->session || p->bench) {
        return; /* the benchmark's table stays as it was laid out */
    }
    double now = app->anim_ms;
    poll_worker(app, p);

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
        run_action(app, p, &a);
    }
    /* The clock ran out: the game stops at once. Whatever the table had yet to show is put in place
     * without animation, and "Time is up" comes now, not after the queue. */
    if (app->session->over && app->session->end.reason == END_CLOCK && !p->time_up) {
        p->time_up = true;
        double saved = p->dur;
        p->dur = 0;
        for (int guard = 0; guard < 1000; guard++) {
            if (p->nactions > 0) {
                action_t a = p->actions[0];
                p->actions[0] = p->actions[--p->nactions];
                run_action(app, p, &a);
                continue;
            }
            game_event_t ev;
            if (!session_pop_event(app->session, &ev)) {
                break;
            }
            process_event(app, p, &ev);
        }
        p->busy_until = now;
        p->dealing = false;
        p->dur = saved;
        snap_all(app, p);
        return;
    }
    if (p->dealing && now >= p->busy_until) {
        p->dealing = false;
        app->dirty = true;
    }
    /* engine events, one animation at a time */
    while (app->anim_ms >= p->busy_until && p->nactions == 0 && scene_top(app) == sc) {
        game_event_t ev;
        if (!session_pop_event(app->session, &ev)) {
            break;
        }
        process_event(app, p, &ev);
    }
    ease_lifts(app, p, dt);
    if (p->result_at > 0 && app_now_ms(app) >= p->result_at) {
        p->result_at = 0;
        scene_replace_all(app, scene_result_new(app));
        return;
    }
    drive(app, p);
}

static void update_hover(app_t *app, play_t *p, float x, float y)
{
    int h = play_hit_card(app, p, x, y, app->anim_ms);
    if (h != p->hover) {
        p->hover = h;
        app->dirty = true;
    }
}

static void south_cards(const play_t *p, card_t out[13], int *n)
{
    *n = 0;
    for (cardset_t h = p->vis_hand[SEAT_S]; h && *n < 13;) {
        out[(*n)++] = cardset_pop(&h);
    }
}

static void event(app_t *app, scene_t *sc, const SDL_Event *ev)
{
    play_t *p = sc->data;
    if (!app->session) {
        return;
    }
    play_layout_buttons(app, p);
    int clicked = ui_buttons_event(app, p->buttons, BTN_COUNT_ - 1, ev);
    switch (clicked) {
    case BTN_PASS:
        do_pass(app, p);
        return;
    case BTN_MENU:
        scene_push(app, overlay_pause_new(app));
        return;
    case BTN_SCORES:
        scene_push(app, overlay_scores_new(app));
        return;
    case BTN_HINT:
        ask_hint(app, p);
        return;
    case BTN_LAST:
        p->show_last = !p->show_last && p->has_last_trick;
        app->dirty = true;
        return;
    case BTN_MOON_ADD:
    case BTN_MOON_SUB:
        if (p->moon_choice) {
            p->moon_choice = false;
            game_choose_moon(G(app), SEAT_S, clicked == BTN_MOON_ADD ? MOON_CHOICE_ADD : MOON_CHOICE_SUBTRACT);
            session_pump(app->session);
        }
        return;
    default:
        break;
    }

    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        float x, y;
        layout_from_window(&app->layout, ev->motion.x, ev->motion.y, &x, &y);
        update_hover(app, p, x, y);
        break;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT) {
            break;
        }
        float x, y;
        layout_from_window(&app->layout, ev->button.x, ev->button.y, &x, &y);
        if (p->show_last) {
            p->show_last = false;
            app->dirty = true;
            break;
        }
        for (int i = 0; i < BTN_COUNT_ - 1; i++) {
            if (!p->buttons[i].hidden && rectf_contains(p->buttons[i].r, x, y)) {
                return; /* a button's press, handled on release */
            }
        }
        int c = play_hit_card(app, p, x, y, app->anim_ms);
        if (c >= 0) {
            p->focus = -1;
            click_card(app, p, (card_t)c);
            update_hover(app, p, x, y);
        }
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        card_t hand[13];
        int n;
        south_cards(p, hand, &n);
        if (k == SDLK_ESCAPE) {
            if (p->show_last) {
                p->show_last = false;
                app->dirty = true;
            } else {
                scene_push(app, overlay_pause_new(app));
            }
        } else if (k == SDLK_p) {
            do_pass(app, p);
        } else if (k == SDLK_h) {
            ask_hint(app, p);
        } else if (k == SDLK_l) {
            p->show_last = !p->show_last && p->has_last_trick;
            app->dirty = true;
        } else if (k == SDLK_s || k == SDLK_TAB) {
            scene_push(app, overlay_scores_new(app));
        } else if (p->moon_choice) {
            if (k == SDLK_a) {
                p->moon_choice = false;
                game_choose_moon(G(app), SEAT_S, MOON_CHOICE_ADD);
                session_pump(app->session);
            } else if (k == SDLK_t) {
                p->moon_choice = false;
                game_choose_moon(G(app), SEAT_S, MOON_CHOICE_SUBTRACT);
                session_pump(app->session);
            }
        } else if ((k == SDLK_LEFT || k == SDLK_RIGHT) && n > 0) {
            if (p->focus < 0) {
                p->focus = k == SDLK_LEFT ? n - 1 : 0;
                if (p->hover >= 0) {
                    for (int i = 0; i < n; i++) {
                        if (hand[i] == p->hover) {
                            p->focus = i;
                        }
                    }
                }
            } else {
                p->focus = (p->focus + (k == SDLK_LEFT ? n - 1 : 1)) % n;
            }
            app->dirty = true;
        } else if ((k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) && !(ev->key.keysym.mod & KMOD_ALT)) {
            if (p->focus >= 0 && p->focus < n) {
                click_card(app, p, hand[p->focus]);
            } else if (play_pass_mode(app, p) && cardset_count(p->selected) == 3) {
                do_pass(app, p);
            }
        }
        break;
    }
    default:
        break;
    }
}

void scene_play_window_changed(app_t *app, scene_t *sc)
{
    play_t *p = sc->data;
    if (app->session && sc->id == SCENE_PLAY) {
        snap_all(app, p);
        app->dirty = true;
    }
}

static double idle_ms(app_t *app, scene_t *sc)
{
    play_t *p = sc->data;
    session_t *s = app->session;
    if (!s) {
        return SCENE_IDLE;
    }
    double now = app->anim_ms;
    if (now < p->busy_until || p->nactions || session_has_events(s) || p->dealing) {
        return 0;
    }
    for (int c = 0; c < 52; c++) {
        const csprite_t *cs = &p->cards[c];
        if (cs->loc != LOC_HIDDEN && !tween2_done(&cs->pos, now)) {
            return 0;
        }
        if (cs->shake_start >= 0 && now - cs->shake_start < 400) {
            return 0;
        }
    }
    if (p->has_answer || lifts_moving(app, p)) {
        return 0; /* an answer waits to be applied, or a card is still rising */
    }
    if (p->queued != CARD_NONE && play_is_south_turn(app, p)) {
        return 0;
    }
    double real = app_now_ms(app);
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
    if (p->result_at > 0) {
        double r = p->result_at - real;
        if (r <= 0) {
            return 0;
        }
        idle = r < idle ? r : idle;
    }
    long long ms = game_clock_ms(s->game);
    if (ms >= 0 && !s->over) {
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

static void draw(app_t *app, scene_t *sc, double t)
{
    play_t *p = sc->data;
    if (!app->session) {
        return;
    }
    play_draw(app, p, t);
}

static void leave(app_t *app, scene_t *sc)
{
    (void)app;
    free(sc->data);
}

static void enter(app_t *app, scene_t *sc)
{
    play_t *p = sc->data;
    if (!app->session) {
        return;
    }
    play_layout_buttons(app, p);
    rng_seed(&p->hint_rng, app->session->seed, (uint64_t)RNG_STREAM_COSMETIC + 0x800);
    if (app->session->resumed && !p->bench) {
        resume_table(app, p);
    } else if (app->no_save_notice[0] && !p->bench && !app->no_save_told) {
        app->no_save_told = true;
        toast(app, p, app->no_save_notice);
    }
    if (p->bench) {
        /* A full table at once: deal, pass, and the first three cards of a trick, all snapped. */
        session_t *s = app->session;
        game_t *g = s->game;
        for (int seat = 0; seat < 4 && game_phase(g) == PHASE_PASS; seat++) {
            seat_view_t v;
            card_t cards[3];
            game_seat_view(g, seat, &v);
            ai_choose_pass(s->level, &v, &s->ai_rng[seat], cards);
            game_pass(g, seat, cards);
        }
        for (int k = 0; k < 3 && game_phase(g) == PHASE_PLAY; k++) {
            seat_view_t v;
            int seat = game_turn(g);
            game_seat_view(g, seat, &v);
            game_play(g, seat, ai_choose_play(s->level, &v, &s->ai_rng[seat]));
        }
        session_pump(s);
        game_event_t ev;
        while (session_pop_event(s, &ev)) {
            process_event(app, p, &ev);
            p->nactions = 0;
        }
        p->busy_until = 0;
        p->dealing = false;
        snap_all(app, p);
        p->dur = 1;
        ease_lifts(app, p, 1e6);
    }
}

scene_t *scene_play_new(app_t *app, bool bench)
{
    (void)app;
    scene_t *s = scene_new(SCENE_PLAY, "play");
    play_t *p = calloc(1, sizeof *p);
    if (!p) {
        free(s);
        return NULL;
    }
    p->bench = bench;
    p->dur = bench ? 0 : 1;
    p->hover = -1;
    p->focus = -1;
    p->queued = CARD_NONE;
    p->received_from = -1;
    p->drawn_clock_s = -1;
    for (int i = 0; i < 4; i++) {
        p->vis_trick[i] = CARD_NONE;
    }
    for (int c = 0; c < 52; c++) {
        p->cards[c].shake_start = -1;
    }
    ui_button_init(&p->buttons[BTN_PASS - 1], BTN_PASS, "Pass", BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_MENU - 1], BTN_MENU, "Menu", BUTTON_QUIET);
    ui_button_init(&p->buttons[BTN_SCORES - 1], BTN_SCORES, "Scores", BUTTON_QUIET);
    ui_button_init(&p->buttons[BTN_LAST - 1], BTN_LAST, "Last trick", BUTTON_SECONDARY);
    ui_button_init(&p->buttons[BTN_MOON_ADD - 1], BTN_MOON_ADD, "+26 to each of them", BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_MOON_SUB - 1], BTN_MOON_SUB, "26 off my score", BUTTON_PRIMARY);
    ui_button_init(&p->buttons[BTN_HINT - 1], BTN_HINT, "Hint", BUTTON_SECONDARY);
    p->hint_card = CARD_NONE;
    s->data = p;
    s->enter = enter;
    s->leave = leave;
    s->event = event;
    s->update = update;
    s->draw = draw;
    s->idle_ms = idle_ms;
    return s;
}
