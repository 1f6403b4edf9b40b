/* Engine events turned into animation. The engine runs ahead; the table shows what happened one
 * event at a time. Each event starts animations and says how long the table is busy; the next event
 * waits for that, and so do the decisions of the computer players (table_think). It writes what the
 * table shows (play_shown_t) and the animation (play_anim_t); cards go to the places the layout holds
 * (play_layout_t), and South's input hears what changed under it (play_input_new_hand, ...). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "hearts/rng.h"
#include "platform/look.h"
#include "scenes/announce.h"
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

#define T_LAY         420.0  /* a claimed rest's cards onto the table */
#define T_LAY_STAGGER 14.0   /* each card of a row a little after the one before */
#define T_LAY_HOLD    3000.0 /* and there, face up, until a click or a key */
#define T_LAY_LEAST   1500.0 /* but for this much real time at least, whatever the speed */

static double D(const play_t *p, double ms)
{
    return ms * p->anim.dur;
}

/* A sound, but none while a claimed rest's plays are put in place at once. */
static void sound(play_t *p, sound_t s)
{
    if (!p->anim.quiet) {
        play_sound(p, s);
    }
}

static void place_claim(play_t *p, double dur);
static void show_event(play_t *p, const game_event_t *ev);
static void run_action(play_t *p, const action_t *a);

/* Runs one timed action, due or not (everything put in place at once); whether there was one. */
static bool run_any_action(play_t *p)
{
    play_anim_t *a = &p->anim;
    if (a->nactions == 0) {
        return false;
    }
    action_t act = a->actions[0];
    a->actions[0] = a->actions[--a->nactions];
    run_action(p, &act);
    return true;
}

static void add_action(play_t *p, act_kind_t kind, double at, int a, int b)
{
    if (p->anim.nactions == PLAY_ACTIONS_MAX) {
        return;
    }
    p->anim.actions[p->anim.nactions++] = (action_t){kind, at, a, b};
}

static void set_appearance(const play_t *p, csprite_t *s, int seat)
{
    play_place_t place = play_seat_place(seat, play_players(p));
    s->face_up = seat == SEAT_S;
    s->size = seat == SEAT_S ? CARDSZ_FACE : CARDSZ_SMALL;
    s->turned = place == PLACE_W || place == PLACE_E;
}

/* The cards of a seat's hand in the order they lie: South's by suit and rank, the others' by a
 * shuffled key so that where a card leaves a fan tells nothing. */
static int hand_order(const play_t *p, int seat, card_t out[HAND_MAX])
{
    int n = 0;
    for (cardset_t h = p->shown.hand[seat]; h && n < HAND_MAX;) {
        out[n++] = cardset_pop(&h);
    }
    if (seat != SEAT_S) {
        for (int i = 1; i < n; i++) {
            card_t c = out[i];
            int j = i;
            while (j > 0 && p->anim.perm[out[j - 1]] > p->anim.perm[c]) {
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
    card_t order[HAND_MAX];
    int n = hand_order(p, seat, order);
    for (int i = 0; i < n; i++) {
        csprite_t *s = &p->anim.cards[order[i]];
        play_pt_t at = play_slot(p, seat, i, n);
        float x = at.x, y = at.y;
        s->loc = LOC_HAND;
        s->seat = seat;
        s->z = i;
        set_appearance(p, s, seat);
        if (dur <= 0 && delay <= 0) {
            tween2_set(&s->pos, x, y); /* in place at once, even if it was on its way */
        } else if (fabsf(s->pos.x1 - x) > 0.01f || fabsf(s->pos.y1 - y) > 0.01f) {
            tween2_to(&s->pos, p->h->app->anim_ms, x, y, delay, dur, EASE_OUT_CUBIC);
        }
    }
    if (seat == SEAT_S) {
        p->anim.south_laid = n;
    }
}

/* South's hand kept its places while a trick was played under the pointer: it closes up now, gliding
 * onto the places of the cards it holds. */
static void close_up_south(play_t *p)
{
    if (p->anim.south_laid != cardset_count(p->shown.hand[SEAT_S])) {
        relayout_hand(p, SEAT_S, 0, D(p, T_RELAYOUT));
        app_redraw(p->h->app);
    }
}

void play_events_snap_all(play_t *p)
{
    if (p->anim.claim_up) {
        place_claim(p, 0); /* laid out again for the window as it is now */
        return;
    }
    for (int seat = 0; seat < play_players(p); seat++) {
        relayout_hand(p, seat, 0, 0);
    }
    for (int seat = 0; seat < play_players(p); seat++) {
        card_t c = p->shown.trick[seat];
        if (c != CARD_NONE && p->anim.cards[c].loc == LOC_TRICK) {
            play_pt_t at = p->layout.trick[seat];
            tween2_set(&p->anim.cards[c].pos, at.x, at.y);
        }
    }
}

/* A cosmetic shuffle for the order of the opponents' fans (its own random stream). */
static void shuffle_fans(play_t *p, int hand)
{
    rng_t r;
    rng_seed(&r, table_seed(p->h->table), (uint64_t)RNG_STREAM_COSMETIC + (uint64_t)hand);
    for (int i = 0; i < 52; i++) {
        p->anim.perm[i] = (uint8_t)i;
    }
    for (int i = 51; i > 0; i--) {
        int j = (int)rng_below(&r, (uint32_t)i + 1);
        uint8_t t = p->anim.perm[i];
        p->anim.perm[i] = p->anim.perm[j];
        p->anim.perm[j] = t;
    }
}

void play_events_resume(play_t *p)
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
    p->shown.hand_no = game_hand_number(g);
    p->shown.pass_dir = game_pass_dir(g);
    for (int seat = 0; seat < play_players(p); seat++) {
        p->shown.hand[seat] = game_hand(g, seat);
        p->shown.trick[seat] = CARD_NONE;
    }
    game_taken_points(g, p->shown.taken);
    game_totals(g, p->shown.totals);
    p->shown.hearts_broken = game_hearts_broken(g);
    p->shown.passes_done = game_phase(g) != PHASE_PASS;
    play_input_resumed(p, table_pass_chosen(tb));
    p->shown.has_last_trick = game_last_trick(g, &p->shown.last_trick);
    shuffle_fans(p, p->shown.hand_no);
    for (int c = 0; c < 52; c++) {
        p->anim.cards[c].loc = LOC_HIDDEN;
    }
    const trick_t *t = game_trick(g);
    p->shown.leader = t->leader;
    for (int i = 0; i < t->count; i++) {
        int seat = trick_player(t, i);
        card_t c = t->cards[i];
        csprite_t *cs = &p->anim.cards[c];
        p->shown.trick[seat] = c;
        cs->loc = LOC_TRICK;
        cs->seat = seat;
        cs->face_up = true;
        cs->size = CARDSZ_FACE;
        cs->turned = false;
        cs->z = ++p->anim.zseq;
        tween2_set(&cs->pos, p->layout.trick[seat].x, p->layout.trick[seat].y);
    }
    play_events_snap_all(p);
    p->anim.busy_until = 0;
    p->anim.dealing = false;
    if (game_phase(g) == PHASE_MOON_CHOICE && game_turn(g) == SEAT_S && !table_autoplay(tb)) {
        play_input_moon_asked(p, true);
    }
    play_toast(p, _("Welcome back: the game goes on where it stood."), 3200);
}

void play_events_undone(play_t *p)
{
    const game_t *g = table_game(p->h->table);
    const trick_t *t = game_trick(g);
    double glide = D(p, T_PASS_FLIGHT);
    p->anim.nactions = 0; /* a trick South completed is not collected: its cards go back */
    p->anim.claim_up = false;
    for (int seat = 0; seat < play_players(p); seat++) {
        p->shown.hand[seat] = game_hand(g, seat);
        p->shown.trick[seat] = CARD_NONE;
    }
    game_taken_points(g, p->shown.taken);
    p->shown.hearts_broken = game_hearts_broken(g);
    p->shown.has_last_trick = game_last_trick(g, &p->shown.last_trick);
    p->shown.leader = t->leader;
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_TRICK || p->anim.cards[c].loc == LOC_TAKEN) {
            p->anim.cards[c].loc = LOC_HIDDEN; /* taken before; those left on the table and taken back follow */
        }
    }
    for (int i = 0; i < t->count; i++) {
        int seat = trick_player(t, i);
        csprite_t *s = &p->anim.cards[t->cards[i]];
        p->shown.trick[seat] = t->cards[i];
        s->loc = LOC_TRICK; /* back from the way to the trick's taker if it was on it */
        s->seat = seat;
        tween2_to(&s->pos, p->h->app->anim_ms, p->layout.trick[seat].x, p->layout.trick[seat].y, 0, glide,
                  EASE_OUT_CUBIC);
    }
    for (int seat = 0; seat < play_players(p); seat++) {
        relayout_hand(p, seat, 0, glide); /* the cards taken back glide home from where they lie */
    }
    p->anim.busy_until = p->h->app->anim_ms + glide;
    play_input_undone(p);
    sound(p, SND_CARD);
}

/* ---- Engine events, shown ---- */

static void on_deal(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->shown.hand_no = ev->hand;
    p->shown.pass_dir = ev->pass_dir;
    memcpy(p->shown.hand, ev->dealt, sizeof p->shown.hand);
    for (int s = 0; s < SEAT_MAX; s++) {
        p->shown.trick[s] = CARD_NONE;
        p->shown.taken[s] = 0;
    }
    game_totals(table_game(p->h->table), p->shown.totals);
    p->shown.hearts_broken = false;
    p->shown.received = 0;
    p->shown.received_from = -1;
    p->shown.has_last_trick = false;
    p->shown.passes_done = ev->pass_dir == PASS_HOLD;
    play_input_new_hand(p);

    shuffle_fans(p, ev->hand);

    play_pt_t mid = p->layout.trick_mid;
    cardset_t dealt = 0;
    for (int seat = 0; seat < play_players(p); seat++) {
        dealt |= ev->dealt[seat];
    }
    for (int c = 0; c < 52; c++) {
        csprite_t *s = &p->anim.cards[c];
        /* three and five seats leave cards out of the deal (2D; 2D and 2S): they are not on the table */
        s->loc = cardset_has(dealt, (card_t)c) ? LOC_DECK : LOC_HIDDEN;
        s->face_up = false;
        s->size = CARDSZ_SMALL;
        s->turned = false;
        tween2_set(&s->pos, mid.x, mid.y);
    }
    /* One card at a time round the table, starting on South's left, as the engine deals. */
    card_t order[SEAT_MAX][HAND_MAX];
    int counts[SEAT_MAX] = {0};
    for (int seat = 0; seat < play_players(p); seat++) {
        counts[seat] = hand_order(p, seat, order[seat]);
    }
    int k[SEAT_MAX] = {0}, players = play_players(p);
    for (int i = 0; i < 52; i++) {
        int seat = (i + 1) % players;
        if (k[seat] >= counts[seat]) {
            continue;
        }
        int idx = k[seat]++;
        card_t c = order[seat][idx];
        csprite_t *s = &p->anim.cards[c];
        play_pt_t to = play_slot(p, seat, idx, counts[seat]);
        float x = to.x, y = to.y;
        /* the deck is a small stack: each card a little higher than the one under it */
        tween2_set(&s->pos, p->layout.deck[i].x, p->layout.deck[i].y);
        if (p->anim.dur <= 0) {
            tween2_set(&s->pos, x, y);
        } else {
            tween2_to(&s->pos, now, x, y, D(p, i * T_DEAL_STAGGER), D(p, T_DEAL_FLIGHT), EASE_OUT_CUBIC);
        }
        s->loc = LOC_HAND;
        s->seat = seat;
        s->z = idx;
        set_appearance(p, s, seat);
    }
    p->anim.south_laid = counts[SEAT_S];
    p->anim.dealing = p->anim.dur > 0;
    p->anim.busy_until = now + D(p, 51 * T_DEAL_STAGGER + T_DEAL_FLIGHT + 120);
    play_sound(p, SND_SHUFFLE);
    add_action(p, ACT_SOUND, now + D(p, 420), SND_DEAL, 0);
}

static void on_passes(play_t *p, const game_event_t *first)
{
    double now = p->h->app->anim_ms;
    game_event_t ev = *first;
    play_hint_done(p);
    for (;;) {
        announce_event(p->h, &ev);
        for (int i = 0; i < 3; i++) {
            card_t c = ev.cards[i];
            csprite_t *s = &p->anim.cards[c];
            if (ev.seat == SEAT_S) {
                /* South's three fly from where they stand raised, not from the row of the hand */
                float x0, y0;
                tween2_at(&s->pos, now, &x0, &y0);
                tween2_set(&s->pos, x0, y0 - p->in.lift[c]);
            }
            play_input_passed(p, c);
            p->shown.hand[ev.seat] &= ~cardset_of(c);
            s->loc = LOC_PASS;
            s->seat = ev.to;
            s->z = ++p->anim.zseq;
            /* towards the receiver, stopping short of its fan, the three fanned a little */
            play_pt_t to = p->layout.pass_to[ev.to][i];
            tween2_to(&s->pos, now, to.x, to.y, D(p, i * 70.0), D(p, T_PASS_FLIGHT), EASE_IN_OUT_CUBIC);
        }
        /* all passes travel at once: take the other seats' passes now */
        game_event_t next;
        if (!table_peek_event(p->h->table, &next) || next.type != EV_PASS) {
            break;
        }
        (void)table_next_event(p->h->table, &ev);
    }
    for (int seat = 0; seat < play_players(p); seat++) {
        relayout_hand(p, seat, 0, D(p, T_RELAYOUT));
    }
    play_sound(p, SND_PASS);
    p->anim.busy_until = now + D(p, 140 + T_PASS_FLIGHT + T_PASS_HOLD);
}

static void on_passes_done(play_t *p)
{
    double now = p->h->app->anim_ms;
    int from = -1;
    for (int c = 0; c < 52; c++) {
        csprite_t *s = &p->anim.cards[c];
        if (s->loc == LOC_PASS) {
            p->shown.hand[s->seat] |= cardset_of((card_t)c);
            if (s->seat == SEAT_S) {
                p->shown.received |= cardset_of((card_t)c);
            }
        }
    }
    if (p->shown.pass_dir != PASS_HOLD) {
        from = rules_pass_source(SEAT_S, p->shown.pass_dir, play_players(p));
    }
    p->shown.received_from = from;
    for (int seat = 0; seat < play_players(p); seat++) {
        relayout_hand(p, seat, 0, D(p, T_JOIN));
    }
    p->shown.passes_done = true;
    p->anim.busy_until = now + D(p, T_JOIN + 200);
    if (from >= 0 && !p->bench) {
        char msg[160], names[64] = "";
        for (cardset_t r = p->shown.received; r;) {
            card_t c = cardset_pop(&r);
            char one[16], label[12];
            snprintf(one, sizeof one, "%s%s", names[0] ? "  " : "", ui_card_label(c, label, sizeof label));
            strncat(names, one, sizeof names - strlen(names) - 1);
        }
        /* TRANSLATORS: a toast when the passed cards arrive; %s is the cards: "7♣  Q♦  2♥" */
        static const char *const passed[SEAT_KINDS] = {"%s",
                                                       N_("Left passed you  %s"),
                                                       N_("Across passed you  %s"),
                                                       N_("Right passed you  %s"),
                                                       N_("Far left passed you  %s"),
                                                       N_("Far right passed you  %s")};
        snprintf(msg, sizeof msg, words_seat_pick(from, play_players(p), passed), names);
        play_toast(p, msg, 3200);
    }
}

static void on_play(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    csprite_t *s = &p->anim.cards[ev->card];
    bool first = true;
    for (int i = 0; i < SEAT_MAX; i++) {
        if (p->shown.trick[i] != CARD_NONE) {
            first = false;
        }
    }
    if (first) {
        p->shown.leader = ev->seat;
    }
    p->shown.hand[ev->seat] &= ~cardset_of(ev->card);
    p->shown.trick[ev->seat] = ev->card;
    s->loc = LOC_TRICK;
    s->seat = ev->seat;
    s->face_up = true;
    s->size = CARDSZ_FACE;
    s->turned = false;
    s->z = ++p->anim.zseq;
    play_pt_t to = p->layout.trick[ev->seat];
    tween2_to(&s->pos, now, to.x, to.y, 0, D(p, T_PLAY_FLIGHT), EASE_OUT_CUBIC);
    /* South's hand keeps its places while the pointer is on it, so that the card under the pointer is
     * the one a quick next click takes; it closes up when the trick is collected or the pointer leaves */
    if (ev->seat != SEAT_S || !play_pointer_on_hand(p)) {
        relayout_hand(p, ev->seat, D(p, 60), D(p, T_RELAYOUT));
    }
    play_input_played(p, ev->seat, ev->card);
    if (ev->seat == SEAT_S) {
        p->shown.received &= ~cardset_of(ev->card);
    }
    sound(p, SND_CARD);
    p->anim.busy_until = now + D(p, T_PLAY_FLIGHT + T_PLAY_GAP);
}

static void on_trick(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->shown.last_trick.leader = ev->seat;
    p->shown.last_trick.winner = ev->winner;
    memcpy(p->shown.last_trick.cards, ev->cards, sizeof p->shown.last_trick.cards);
    p->shown.has_last_trick = true;
    play_hint_done(p);
    add_action(p, ACT_COLLECT, now + D(p, T_TRICK_HOLD), ev->winner, ev->points);
    p->anim.busy_until = now + D(p, T_TRICK_HOLD + T_COLLECT + 60);
}

static void collect(play_t *p, int winner, int points)
{
    double now = p->h->app->anim_ms;
    play_pt_t to = p->layout.anchor[winner];
    bool queen = false;
    close_up_south(p); /* between tricks, while this one is swept away */
    for (int seat = 0; seat < play_players(p); seat++) {
        card_t c = p->shown.trick[seat];
        if (c == CARD_NONE) {
            continue;
        }
        queen |= c == CARD_QS;
        csprite_t *s = &p->anim.cards[c];
        s->loc = LOC_TAKEN;
        s->seat = winner;
        s->z = ++p->anim.zseq;
        tween2_to(&s->pos, now, to.x, to.y, D(p, seat * 25.0), D(p, T_COLLECT), EASE_IN_OUT_CUBIC);
    }
    sound(p, SND_TRICK);
    if (queen) {
        add_action(p, ACT_SOUND, now + D(p, 200), SND_QUEEN, 0);
    }
    add_action(p, ACT_HIDE_TAKEN, now + D(p, T_COLLECT + 80), winner, points);
}

static void hide_taken(play_t *p, int winner, int points)
{
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_TAKEN) {
            p->anim.cards[c].loc = LOC_HIDDEN;
        }
    }
    for (int s = 0; s < SEAT_MAX; s++) {
        p->shown.trick[s] = CARD_NONE;
    }
    p->shown.taken[winner] += points;
    p->shown.received = 0; /* the marks have served their turn */
}

static void on_hand(play_t *p, const game_event_t *ev)
{
    double now = p->h->app->anim_ms;
    p->anim.hand_event = *ev;
    double wait = 500;
    const hand_score_t *sc = &ev->score;
    char title[120], sub[160];
    if (sc->sun >= 0 || sc->moon >= 0) {
        bool sun = sc->sun >= 0;
        int who = sun ? sc->sun : sc->moon;
        static const char *const moon[SEAT_KINDS] = {N_("You shot the moon!"),      N_("Left shot the moon!"),
                                                     N_("Across shot the moon!"),   N_("Right shot the moon!"),
                                                     N_("Far left shot the moon!"), N_("Far right shot the moon!")};
        static const char *const sunk[SEAT_KINDS] = {N_("You shot the sun!"),      N_("Left shot the sun!"),
                                                     N_("Across shot the sun!"),   N_("Right shot the sun!"),
                                                     N_("Far left shot the sun!"), N_("Far right shot the sun!")};
        snprintf(title, sizeof title, "%s", words_seat_pick(who, play_players(p), sun ? sunk : moon));
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
    p->anim.busy_until = now + D(p, wait + 10);
}

static void on_end(play_t *p, const game_event_t *ev)
{
    if (ev->reason == END_CLOCK) {
        play_banner(p, _("Time is up!"), _("The clock reached 0:00: the game ends here."), 2600, true);
        play_sound(p, SND_GAME_OVER);
        p->anim.result_at = app_now_ms(p->h->app) + 2600.0 / p->h->app->speed;
        play_input_moon_asked(p, false);
    } else if (ev->reason == END_TARGET) {
        p->anim.result_at = app_now_ms(p->h->app) + 300.0;
    }
}

/* Every card left in every hand face up on the claim's panel (play_claim.c), each row in suit and rank
 * order: gliding there over dur (none with reduced motion, platform/look.h), or in place at once. */
static void place_claim(play_t *p, double dur)
{
    play_anim_t *a = &p->anim;
    double now = p->h->app->anim_ms;
    play_claim_layout(&p->layout, a->claim_seat, p->shown.hand, p->shown.trick, &a->claim);
    for (int r = 0; r < a->claim.rows; r++) {
        int seat = a->claim.seat[r], i = 0;
        for (cardset_t h = p->shown.hand[seat]; h; i++) {
            csprite_t *s = &a->cards[cardset_pop(&h)];
            play_pt_t at = play_claim_slot(&a->claim, r, i);
            *s = (csprite_t){LOC_CLAIM, seat, true, a->claim.size[r], false, s->pos, r * HAND_MAX + i};
            if (dur <= 0 || look_still()) { /* reduced motion: laid down at once, all together */
                tween2_set(&s->pos, at.x, at.y);
            } else {
                tween2_to(&s->pos, now, at.x, at.y, D(p, i * T_LAY_STAGGER), dur, EASE_OUT_CUBIC);
            }
        }
    }
    a->south_laid = cardset_count(p->shown.hand[SEAT_S]); /* South's hand does not close up under them */
}

/* A claim's first card is next: instead, every card left is laid down face up, the claimer's row first,
 * and said; the plays wait until the player goes on (play_events_claim_done). Once a hand. */
static bool lay_down_claim(play_t *p, const game_event_t *next)
{
    play_anim_t *a = &p->anim;
    int who = table_claimant(p->h->table);
    if (next->type != EV_PLAY || who < 0 || a->claim_shown == p->shown.hand_no) {
        return false;
    }
    a->claim_shown = p->shown.hand_no;
    a->claim_seat = who;
    a->claim_up = true;
    play_hint_done(p);
    play_claim_rest(game_rules(table_game(p->h->table)), &p->shown, who, &a->claim_rest);
    place_claim(p, D(p, T_LAY));
    /* a couple of seconds, shorter at a quicker speed, but never under a second and a half */
    double hold = D(p, T_LAY + T_LAY_HOLD), least = T_LAY_LEAST * p->h->app->speed * p->anim.dur;
    a->claim_until = p->h->app->anim_ms + (hold > least ? hold : least);
    a->busy_until = a->claim_until;
    sound(p, SND_PASS);
    if (!p->bench) {
        announce_claim(p->h, who, p->shown.hand, a->claim_rest.tricks, a->claim_rest.points, a->claim_rest.all);
    }
    app_redraw(p->h->app);
    return true;
}

bool play_events_claim_showing(const play_t *p)
{
    return p->anim.claim_up;
}

/* The claimed rest's plays, tricks and broken hearts, in place at once and unsaid; what follows (the
 * moon's question, the hand's end) is shown as usual. */
void play_events_claim_done(play_t *p)
{
    play_anim_t *a = &p->anim;
    if (!a->claim_up) {
        return;
    }
    a->claim_up = false;
    double saved = a->dur;
    a->dur = 0;
    a->quiet = true;
    for (int guard = 0; guard < 1000; guard++) {
        if (run_any_action(p)) {
            continue;
        }
        game_event_t ev;
        if (!table_peek_event(p->h->table, &ev) ||
            (ev.type != EV_PLAY && ev.type != EV_TRICK && ev.type != EV_HEARTS_BROKEN)) {
            break;
        }
        (void)table_next_event(p->h->table, &ev);
        show_event(p, &ev);
    }
    a->dur = saved;
    a->quiet = false;
    a->busy_until = p->h->app->anim_ms;
    play_events_snap_all(p);
    app_redraw(p->h->app);
}

static void show_event(play_t *p, const game_event_t *ev)
{
    /* a pass is said by on_passes, which takes the four at once; the game's end by the result as it
     * opens (the summary comes first and this scene shows nothing more), but for the clock's, which
     * comes at once (play_events_time_up) */
    bool said_elsewhere = ev->type == EV_PASS || (ev->type == EV_END && ev->reason != END_CLOCK);
    if (!said_elsewhere && !p->bench && !p->anim.quiet) {
        announce_event(p->h, ev);
    }
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
        p->shown.hearts_broken = true;
        if (!p->bench && !p->anim.quiet) {
            play_banner(p, _("Hearts are broken"), NULL, 1500, false);
        }
        add_action(p, ACT_SOUND, p->h->app->anim_ms + D(p, 220), SND_HEARTS_BROKEN, 0);
        break;
    case EV_TRICK:
        on_trick(p, ev);
        break;
    case EV_MOON_CHOICE:
        if (ev->seat == SEAT_S && !table_autoplay(p->h->table)) {
            play_input_moon_asked(p, true);
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

static void run_action(play_t *p, const action_t *a)
{
    switch (a->kind) {
    case ACT_COLLECT:
        collect(p, a->a, a->b);
        break;
    case ACT_HIDE_TAKEN:
        hide_taken(p, a->a, a->b);
        break;
    case ACT_SOUND:
        sound(p, (sound_t)a->a);
        break;
    case ACT_SUMMARY:
        if (!p->bench && !(table_over(p->h->table) && table_end(p->h->table)->reason == END_CLOCK)) {
            memcpy(p->shown.totals, p->anim.hand_event.score.totals, sizeof p->shown.totals);
            seat_view_t v;
            game_seat_view(table_game(p->h->table), SEAT_S, &v);
            scene_push(&p->h->app->scenes,
                       scene_summary_new(p->h, &p->anim.hand_event.score, p->anim.hand_event.hand, v.taken_cards));
        }
        break;
    }
    app_redraw(p->h->app);
}

void play_events_init(play_t *p)
{
    p->anim.dur = p->bench ? 0 : 1;
    p->shown.received_from = -1;
    for (int i = 0; i < SEAT_MAX; i++) {
        p->shown.trick[i] = CARD_NONE;
    }
}

/* Runs the action that is due first, if any is; whether one ran. */
static bool run_due_action(play_t *p, double now)
{
    play_anim_t *a = &p->anim;
    int best = -1;
    for (int i = 0; i < a->nactions; i++) {
        if (a->actions[i].at <= now && (best < 0 || a->actions[i].at < a->actions[best].at)) {
            best = i;
        }
    }
    if (best < 0) {
        return false;
    }
    action_t act = a->actions[best];
    a->actions[best] = a->actions[--a->nactions];
    run_action(p, &act);
    return true;
}

void play_events_step(play_t *p)
{
    double now = p->h->app->anim_ms;
    while (run_due_action(p, now)) {
    }
    if (p->anim.south_laid > cardset_count(p->shown.hand[SEAT_S]) && !play_pointer_on_hand(p) && !p->anim.claim_up) {
        close_up_south(p); /* the pointer has left the hand that kept its places */
    }
    if (p->anim.dealing && now >= p->anim.busy_until) {
        p->anim.dealing = false;
        app_redraw(p->h->app);
    }
}

bool play_events_show_next(play_t *p)
{
    game_event_t ev;
    if (p->anim.claim_up) {
        if (p->h->app->anim_ms < p->anim.claim_until) {
            return false;
        }
        play_events_claim_done(p); /* its time is up: the hand ends */
    }
    if (p->h->app->anim_ms < p->anim.busy_until || p->anim.nactions != 0 || !table_peek_event(p->h->table, &ev)) {
        return false;
    }
    if (lay_down_claim(p, &ev)) {
        return true;
    }
    (void)table_next_event(p->h->table, &ev);
    show_event(p, &ev);
    return true;
}

/* Whatever the table had yet to show is put in place without animation, and "Time is up" comes now,
 * not after the queue. */
void play_events_time_up(play_t *p)
{
    play_anim_t *a = &p->anim;
    a->time_up = true;
    a->claim_up = false;
    double saved = a->dur;
    a->dur = 0;
    for (int guard = 0; guard < 1000; guard++) {
        if (run_any_action(p)) {
            continue;
        }
        game_event_t ev;
        if (!table_next_event(p->h->table, &ev)) {
            break;
        }
        show_event(p, &ev);
    }
    a->busy_until = p->h->app->anim_ms;
    a->dealing = false;
    a->dur = saved;
    play_events_snap_all(p);
}

bool play_events_take_result(play_t *p)
{
    if (p->anim.result_at > 0 && app_now_ms(p->h->app) >= p->anim.result_at) {
        p->anim.result_at = 0;
        return true;
    }
    return false;
}

void play_events_bench(play_t *p)
{
    table_t *t = p->h->table;
    while (game_phase(table_game(t)) == PHASE_PASS && table_decide_now(t)) {
    }
    for (int k = 0; k < 3 && game_phase(table_game(t)) == PHASE_PLAY && table_decide_now(t); k++) {
    }
    game_event_t ev;
    while (table_next_event(t, &ev)) {
        show_event(p, &ev);
        p->anim.nactions = 0;
    }
    p->anim.busy_until = 0;
    p->anim.dealing = false;
    play_events_snap_all(p);
    p->anim.dur = 1;
    play_input_ease_lifts(p, 1e6);
}
