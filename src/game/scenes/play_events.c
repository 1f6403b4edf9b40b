/* Engine events turned into animation. The engine runs ahead; the table shows what happened one
 * event at a time. Each event starts animations and says how long the table is busy; the next event
 * waits for that, and so do the decisions of the computer players (table_think). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "hearts/rng.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

/* Durations at speed 1, in milliseconds of animation time. */
#define T_DEAL_STAGGER 22.0
#define T_DEAL_FLIGHT  380.0
#define T_PASS_FLIGHT  700.0
#define T_PASS_HOLD    260.0
#define T_JOIN         420.0
#define T_PLAY_FLIGHT  300.0
#define T_PLAY_GAP     170.0
#define T_TRICK_HOLD   950.0
#define T_COLLECT      460.0
#define T_RELAYOUT     240.0

static double D(const play_t *p, double ms)
{
    return ms * p->dur;
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

static void relayout_hand(play_t *p, int seat, double delay, double dur)
{
    card_t order[13];
    int n = hand_order(p, seat, order);
    for (int i = 0; i < n; i++) {
        csprite_t *s = &p->cards[order[i]];
        float x, y;
        play_slot_pos(p, seat, i, n, &x, &y);
        s->loc = LOC_HAND;
        s->seat = seat;
        s->z = i;
        set_appearance(s, seat);
        if (dur <= 0 && delay <= 0) {
            tween2_set(&s->pos, x, y); /* in place at once, even if it was on its way */
        } else if (fabsf(s->pos.x1 - x) > 0.01f || fabsf(s->pos.y1 - y) > 0.01f) {
            tween2_to(&s->pos, p->h->app->anim_ms, x, y, delay, dur, EASE_OUT_CUBIC);
        }
    }
}

/* Everything in its place at once (a resized window). */
void play_snap_all(play_t *p)
{
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(p, seat, 0, 0);
    }
    for (int seat = 0; seat < 4; seat++) {
        card_t c = p->vis_trick[seat];
        if (c != CARD_NONE && p->cards[c].loc == LOC_TRICK) {
            float x, y;
            play_trick_pos(p, seat, &x, &y);
            tween2_set(&p->cards[c].pos, x, y);
        }
    }
}

/* A cosmetic shuffle for the order of the opponents' fans (its own random stream). */
static void shuffle_fans(play_t *p, int hand)
{
    rng_t r;
    rng_seed(&r, table_seed(p->h->table), (uint64_t)RNG_STREAM_COSMETIC + (uint64_t)hand);
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
void play_resume_table(play_t *p)
{
    table_t *tb = p->h->table;
    const game_t *g = table_game(tb);
    if (game_phase(g) == PHASE_HAND_OVER) {
        /* the next deal comes as an event, as after a summary */
        hearts_err_t err = table_next_hand(tb);
        if (err != HEARTS_OK) {
            char msg[300];
            play_toast(p, words_refusal(err, CARD_NONE, NULL, msg, sizeof msg), 3200);
        }
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
    shuffle_fans(p, p->hand_no);
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
        play_trick_pos(p, seat, &x, &y);
        tween2_set(&cs->pos, x, y);
    }
    play_snap_all(p);
    p->busy_until = 0;
    p->dealing = false;
    if (game_phase(g) == PHASE_MOON_CHOICE && game_turn(g) == SEAT_S && !table_autoplay(tb)) {
        p->moon_choice = true;
    }
    play_toast(p, _("Welcome back: the game goes on where it stood."), 3200);
}

/* ---- Engine events, shown ---- */

static void on_deal(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->hand_no = ev->hand;
    p->pass_dir = ev->pass_dir;
    memcpy(p->vis_hand, ev->dealt, sizeof p->vis_hand);
    for (int s = 0; s < 4; s++) {
        p->vis_trick[s] = CARD_NONE;
        p->vis_taken[s] = 0;
    }
    game_totals(table_game(p->h->table), p->vis_totals);
    p->vis_hearts_broken = false;
    p->selected = p->received = 0;
    p->received_from = -1;
    p->queued = CARD_NONE;
    p->has_last_trick = false;
    p->show_last = false;
    p->passes_done = ev->pass_dir == PASS_HOLD;
    p->focus = -1;

    shuffle_fans(p, ev->hand);

    float cx = p->L.lw / 2, cy = play_trick_cy(p);
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
        play_slot_pos(p, seat, idx, counts[seat], &x, &y);
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
    play_sound(p, SND_SHUFFLE);
    add_action(p, ACT_SOUND, now + D(p, 420), SND_DEAL, 0);
}

static void on_passes(play_t *p, const game_event_t *first)
{
    double now = p->h->app->anim_ms;
    game_event_t ev = *first;
    play_hint_done(p);
    for (;;) {
        for (int i = 0; i < 3; i++) {
            card_t c = ev.cards[i];
            csprite_t *s = &p->cards[c];
            if (ev.seat == SEAT_S) {
                /* South's three fly from where they stand raised, not from the row of the hand */
                float x0, y0;
                tween2_at(&s->pos, now, &x0, &y0);
                tween2_set(&s->pos, x0, y0 - p->lift[c]);
                p->lift[c] = 0;
            }
            p->vis_hand[ev.seat] &= ~cardset_of(c);
            p->selected &= ~cardset_of(c);
            s->loc = LOC_PASS;
            s->seat = ev.to;
            s->z = ++p->zseq;
            float x, y;
            play_seat_anchor(p, ev.to, &x, &y);
            /* towards the receiver, stopping short of its fan, the three fanned a little */
            float cx = p->L.lw / 2, cy = play_trick_cy(p);
            x = cx + (x - cx) * 0.62f + (float)(i - 1) * 22.0f;
            y = cy + (y - cy) * 0.62f + (float)(i - 1) * 4.0f;
            tween2_to(&s->pos, now, x, y, D(p, i * 70.0), D(p, T_PASS_FLIGHT), EASE_IN_OUT_CUBIC);
        }
        /* all passes travel at once: take the other seats' passes now */
        game_event_t next;
        if (!table_peek_event(p->h->table, &next) || next.type != EV_PASS) {
            break;
        }
        (void)table_next_event(p->h->table, &ev);
    }
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(p, seat, 0, D(p, T_RELAYOUT));
    }
    play_sound(p, SND_PASS);
    p->busy_until = now + D(p, 140 + T_PASS_FLIGHT + T_PASS_HOLD);
}

static void on_passes_done(play_t *p)
{
    double now = p->h->app->anim_ms;
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
        from = rules_pass_source(SEAT_S, p->pass_dir);
    }
    p->received_from = from;
    for (int seat = 0; seat < 4; seat++) {
        relayout_hand(p, seat, 0, D(p, T_JOIN));
    }
    p->passes_done = true;
    p->busy_until = now + D(p, T_JOIN + 200);
    if (from >= 0 && !p->bench) {
        char msg[160], names[64] = "";
        for (cardset_t r = p->received; r;) {
            card_t c = cardset_pop(&r);
            char one[16], label[12];
            snprintf(one, sizeof one, "%s%s", names[0] ? "  " : "", ui_card_label(c, label, sizeof label));
            strncat(names, one, sizeof names - strlen(names) - 1);
        }
        switch (from) {
        case SEAT_W:
            /* TRANSLATORS: a toast when the passed cards arrive; %s is the cards: "7♣  Q♦  2♥" */
            snprintf(msg, sizeof msg, _("Left passed you  %s"), names);
            break;
        case SEAT_N:
            snprintf(msg, sizeof msg, _("Across passed you  %s"), names);
            break;
        default:
            snprintf(msg, sizeof msg, _("Right passed you  %s"), names);
            break;
        }
        play_toast(p, msg, 3200);
    }
}

static void on_play(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
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
    play_trick_pos(p, ev->seat, &x, &y);
    tween2_to(&s->pos, now, x, y, 0, D(p, T_PLAY_FLIGHT), EASE_OUT_CUBIC);
    relayout_hand(p, ev->seat, D(p, 60), D(p, T_RELAYOUT));
    if (ev->seat == SEAT_S) {
        play_hint_done(p);
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
    play_sound(p, SND_CARD);
    p->busy_until = now + D(p, T_PLAY_FLIGHT + T_PLAY_GAP);
}

static void on_trick(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->last_trick.leader = ev->seat;
    p->last_trick.winner = ev->winner;
    memcpy(p->last_trick.cards, ev->cards, sizeof p->last_trick.cards);
    p->has_last_trick = true;
    play_hint_done(p);
    add_action(p, ACT_COLLECT, now + D(p, T_TRICK_HOLD), ev->winner, ev->points);
    p->busy_until = now + D(p, T_TRICK_HOLD + T_COLLECT + 60);
}

static void collect(play_t *p, int winner, int points)
{
    double now = p->h->app->anim_ms;
    float x, y;
    play_seat_anchor(p, winner, &x, &y);
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
    play_sound(p, SND_TRICK);
    if (queen) {
        add_action(p, ACT_SOUND, now + D(p, 200), SND_QUEEN, 0);
    }
    add_action(p, ACT_HIDE_TAKEN, now + D(p, T_COLLECT + 80), winner, points);
}

static void hide_taken(play_t *p, int winner, int points)
{
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

static void on_hand(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->hand_event = *ev;
    double wait = 500;
    const hand_score_t *sc = &ev->score;
    char title[120], sub[160];
    if (sc->sun >= 0 || sc->moon >= 0) {
        bool sun = sc->sun >= 0;
        int who = sun ? sc->sun : sc->moon;
        static const char *const moon[4] = {N_("You shot the moon!"), N_("Left shot the moon!"),
                                            N_("Across shot the moon!"), N_("Right shot the moon!")};
        static const char *const sunk[4] = {N_("You shot the sun!"), N_("Left shot the sun!"),
                                            N_("Across shot the sun!"), N_("Right shot the sun!")};
        snprintf(title, sizeof title, "%s", _(sun ? sunk[who & 3] : moon[who & 3]));
        if (sun) {
            snprintf(sub, sizeof sub, "%s", _("Every trick taken: +39 to each of the others"));
        } else if (sc->moon_choice == MOON_CHOICE_SUBTRACT) {
            snprintf(sub, sizeof sub, "%s",
                     who == SEAT_S ? _("All hearts and the queen: 26 off your score")
                                   : _("All hearts and the queen: 26 off their score"));
        } else {
            snprintf(sub, sizeof sub, "%s", _("All hearts and the queen: +26 to each of the others"));
        }
        play_banner(p, title, sub, 2600, true);
        play_sound(p, SND_MOON);
        wait = 2600;
    }
    add_action(p, ACT_SUMMARY, now + D(p, wait), 0, 0);
    p->busy_until = now + D(p, wait + 10);
}

static void on_end(play_t *p, const game_event_t *ev)
{
    if (ev->reason == END_CLOCK) {
        play_banner(p, _("Time is up!"), _("The clock reached 0:00: the game ends here."), 2600, true);
        play_sound(p, SND_GAME_OVER);
        p->result_at = app_now_ms(p->h->app) + 2600.0 / p->h->app->speed;
        p->moon_choice = false;
    } else if (ev->reason == END_TARGET) {
        p->result_at = app_now_ms(p->h->app) + 300.0;
    }
}

void play_show_event(play_t *p, const game_event_t *ev)
{
    switch (ev->type) {
    case EV_DEAL:
        on_deal(p, ev);
        break;
    case EV_PASS:
        on_passes(p, ev);
        break;
    case EV_PASSES_DONE:
        on_passes_done(p);
        break;
    case EV_PLAY:
        on_play(p, ev);
        break;
    case EV_HEARTS_BROKEN:
        p->vis_hearts_broken = true;
        if (!p->bench) {
            play_banner(p, _("Hearts are broken"), NULL, 1500, false);
        }
        add_action(p, ACT_SOUND, p->h->app->anim_ms + D(p, 220), SND_HEARTS_BROKEN, 0);
        break;
    case EV_TRICK:
        on_trick(p, ev);
        break;
    case EV_MOON_CHOICE:
        if (ev->seat == SEAT_S && !table_autoplay(p->h->table)) {
            p->moon_choice = true;
            play_sound(p, SND_MOON);
        }
        break;
    case EV_HAND:
        on_hand(p, ev);
        break;
    case EV_END:
        on_end(p, ev);
        break;
    }
    app_redraw(p->h->app);
}

void play_run_action(play_t *p, const action_t *a)
{
    switch (a->kind) {
    case ACT_COLLECT:
        collect(p, a->a, a->b);
        break;
    case ACT_HIDE_TAKEN:
        hide_taken(p, a->a, a->b);
        break;
    case ACT_SOUND:
        play_sound(p, (sound_t)a->a);
        break;
    case ACT_SUMMARY:
        if (!p->bench && !(table_over(p->h->table) && table_end(p->h->table)->reason == END_CLOCK)) {
            memcpy(p->vis_totals, p->hand_event.score.totals, sizeof p->vis_totals);
            seat_view_t v;
            game_seat_view(table_game(p->h->table), SEAT_S, &v);
            scene_push(&p->h->app->scenes,
                       scene_summary_new(p->h, &p->hand_event.score, p->hand_event.hand, v.taken_cards));
        }
        break;
    }
    app_redraw(p->h->app);
}

bool play_caught_up(const play_t *p)
{
    return p->h->app->anim_ms >= p->busy_until && p->nactions == 0 && !table_has_events(p->h->table);
}
