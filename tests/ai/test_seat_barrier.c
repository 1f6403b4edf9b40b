/* The seat barrier: a player is never told another seat's cards.
 *
 * Whole games are played through the player interface (match_play, as hearts-sim plays them) by
 * players that record every event they are told and every view they decide on. Then:
 *  - each seat's deal carries 13 cards, exactly the hand its own view shows as dealt, and the four
 *    deals of a hand are a partition of the deck (so no seat was shown a card of another's);
 *  - a pass's cards reach the seat that passed them and the seat that received them, and nobody else;
 *  - every other event carries only public cards (the card played, the trick taken).
 * The compile-time half (seat_barrier_types.c) shows that the interface cannot even carry a game. */
#include <string.h>

#include "hearts/game.h"
#include "match.h"
#include "seat_barrier.h"
#include "test_util.h"

#define MAX_HANDS 128

/* What one seat learnt in one hand, from the events and from its own views. */
typedef struct {
    bool dealt_told;
    cardset_t told_deal;     /* EV_DEAL's cards */
    cardset_t told_passed;   /* EV_PASS's cards where it passed */
    cardset_t told_received; /* EV_PASS's cards where it received */
    int told_from, told_to;
    bool viewed;
    cardset_t view_dealt; /* its views: what the engine says it may know */
    cardset_t view_passed;
    cardset_t view_received;
} seen_t;

typedef struct {
    player_t base;
    ai_player_t ai;
    int seat;
    long events;
    long leaks; /* events that carried a card the seat could not know */
    seen_t hand[MAX_HANDS + 1];
} recorder_t;

static seen_t *seen(recorder_t *r, int hand)
{
    CHECK_MSG(hand >= 1 && hand <= MAX_HANDS, "hand %d", hand);
    return &r->hand[hand >= 1 && hand <= MAX_HANDS ? hand : 0];
}

static void look(recorder_t *r, const seat_view_t *v)
{
    CHECK_EQ_INT(v->seat, r->seat);
    seen_t *h = seen(r, v->hand_number);
    h->viewed = true;
    h->view_dealt = v->dealt;
    h->view_passed |= v->passed;
    h->view_received |= v->received;
}

static void rec_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    recorder_t *r = (recorder_t *)p;
    look(r, v);
    r->ai.base.pass(&r->ai.base, v, out);
}

static card_t rec_play(player_t *p, const seat_view_t *v)
{
    recorder_t *r = (recorder_t *)p;
    look(r, v);
    return r->ai.base.play(&r->ai.base, v);
}

static moon_choice_t rec_moon(player_t *p, const seat_view_t *v)
{
    recorder_t *r = (recorder_t *)p;
    look(r, v);
    return r->ai.base.moon(&r->ai.base, v);
}

static cardset_t shown(const card_t *cards, int n)
{
    cardset_t s = 0;
    for (int i = 0; i < n; i++) {
        if (cards[i] != CARD_NONE) {
            s |= cardset_of(cards[i]);
        }
    }
    return s;
}

static void rec_event(player_t *p, const seat_event_t *ev)
{
    recorder_t *r = (recorder_t *)p;
    r->events++;
    CHECK_EQ_INT(ev->viewer, r->seat);
    seen_t *h = seen(r, ev->hand);
    cardset_t cards = shown(ev->cards, 4);
    bool leak = false;
    switch (ev->type) {
    case EV_DEAL:
        h->dealt_told = true;
        h->told_deal = ev->dealt;
        leak = cardset_count(ev->dealt) != 13 || cards || ev->card != CARD_NONE;
        break;
    case EV_PASS:
        if (ev->seat == r->seat) {
            h->told_passed = cards;
            h->told_to = ev->to;
            leak = cardset_count(cards) != 3;
        } else if (ev->to == r->seat) {
            h->told_received = cards;
            h->told_from = ev->seat;
            leak = cardset_count(cards) != 3;
        } else {
            leak = cards != 0; /* a pass between two other seats: who to whom, never what */
        }
        leak |= ev->dealt != 0 || ev->card != CARD_NONE;
        break;
    case EV_PLAY:
    case EV_HEARTS_BROKEN:
        leak = cards || ev->dealt || ev->card == CARD_NONE;
        break;
    case EV_TRICK:
        leak = cardset_count(cards) != 4 || ev->dealt || ev->card != CARD_NONE;
        break;
    default:
        leak = cards || ev->dealt || ev->card != CARD_NONE;
        break;
    }
    if (leak) {
        r->leaks++;
        CHECK_MSG(!leak, "seat %s, hand %d, event type %d carries cards it may not", seat_code(r->seat, SEAT_COUNT),
                  ev->hand, (int)ev->type);
    }
}

static void recorder_init(recorder_t *r, ai_level_t level, uint64_t seed, int seat)
{
    memset(r, 0, sizeof *r);
    ai_player_init(&r->ai, level, seed, seat);
    r->seat = seat;
    r->base.pass = rec_pass;
    r->base.play = rec_play;
    r->base.moon = rec_moon;
    seat_barrier_types(&r->base); /* the callback of exactly the interface's type ... */
    r->base.event = rec_event;    /* ... and this one has that type too */
}

/* Plays one game and checks what each seat was told against what each seat may know. */
static void play_and_check(const rules_t *rules, uint64_t seed, int64_t move_ms)
{
    static recorder_t rec[4];
    player_t *players[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        recorder_init(&rec[s], AI_NORMAL, seed, s);
        players[s] = &rec[s].base;
    }
    match_result_t res;
    CHECK_MSG(match_play(rules, seed, players, move_ms, NULL, NULL, &res), "%s", res.error);
    CHECK(res.hands >= 1);
    for (int s = 1; s < SEAT_COUNT; s++) {
        CHECK_EQ_INT(rec[s].events, rec[0].events); /* every seat hears of every event */
    }
    for (int hand = 1; hand <= res.hands && hand <= MAX_HANDS; hand++) {
        cardset_t all = 0;
        int overlap = 0;
        pass_dir_t dir = rules_pass_dir(hand, SEAT_COUNT);
        for (int s = 0; s < SEAT_COUNT; s++) {
            const seen_t *h = &rec[s].hand[hand];
            CHECK_MSG(h->dealt_told, "seat %d hand %d: no deal", s, hand);
            overlap += (all & h->told_deal) != 0;
            all |= h->told_deal;
            if (h->viewed) {
                CHECK_MSG(h->told_deal == h->view_dealt, "seat %d hand %d: the deal is not its own hand", s, hand);
            }
            if (dir == PASS_HOLD) {
                CHECK(h->told_passed == 0 && h->told_received == 0);
                continue;
            }
            if (!h->told_passed) {
                continue; /* the clock ended the game before the passes were exchanged */
            }
            int to = rules_pass_target(s, dir, SEAT_COUNT);
            CHECK_EQ_INT(h->told_to, to);
            CHECK(h->told_passed == h->view_passed);
            CHECK(h->told_passed == rec[to].hand[hand].told_received);
            CHECK_EQ_INT(rec[to].hand[hand].told_from, s);
            CHECK(cardset_count(h->told_passed & h->told_deal) == 3);
        }
        CHECK_EQ_INT(overlap, 0);
        CHECK(all == CARDSET_ALL);
        for (int s = 0; s < SEAT_COUNT; s++) {
            const seen_t *h = &rec[s].hand[hand];
            /* What it received is what it may later see in its views, and nothing else. */
            if (h->viewed && h->told_received) {
                CHECK(h->view_received == 0 || h->view_received == h->told_received);
            }
        }
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        CHECK_EQ_INT(rec[s].leaks, 0);
    }
}

static void test_deals_and_passes_are_private(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        play_and_check(&r, seed, 0);
    }
    rules_preset(&r, PRESET_OMNIBUS);
    r.moon = MOON_ASK;
    for (uint64_t seed = 100; seed <= 105; seed++) {
        play_and_check(&r, seed, 0);
    }
}

static void test_clock_end_mid_hand(void)
{
    /* Slow moves run the tournament clock out inside a hand: the events told stay private. */
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    for (uint64_t seed = 7; seed <= 10; seed++) {
        play_and_check(&r, seed, 9000);
    }
}

/* The raw event of a deal, redacted for each seat in turn and for no seat at all. */
static void test_redaction_of_one_event(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    game_t *g = game_new(&r, 42);
    CHECK(g != NULL);
    if (!g) {
        return;
    }
    game_event_t ev;
    CHECK(game_next_event(g, &ev) && ev.type == EV_DEAL);
    for (int s = 0; s < SEAT_COUNT; s++) {
        seat_event_t se;
        game_seat_event(&ev, s, &se);
        CHECK(se.dealt == game_hand(g, s));
        CHECK(se.dealt == ev.dealt[s]);
    }
    seat_event_t nobody;
    game_seat_event(&ev, -1, &nobody);
    CHECK(nobody.dealt == 0);
    game_free(g);
}

/* Every event game_event_public calls public reads alike for every seat and for no seat but for
 * `viewer` (the simulator makes it once and tells it to each seat); a deal and a pass do not. */
static void check_public_alike(const game_event_t *ev, int n, int *private_seen)
{
    seat_event_t nobody;
    game_seat_event(ev, -1, &nobody);
    bool differs = false;
    for (int s = 0; s < n; s++) {
        seat_event_t mine;
        game_seat_event(ev, s, &mine);
        CHECK(mine.viewer == s);
        mine.viewer = nobody.viewer;
        differs |= memcmp(&mine, &nobody, sizeof mine) != 0;
    }
    CHECK(differs == !game_event_public(ev));
    *private_seen += !game_event_public(ev);
}

static void test_public_events_alike(void)
{
    rules_t r;
    rules_preset(&r, PRESET_OMNIBUS);
    r.moon = MOON_ASK;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        game_t *g = game_new(&r, seed);
        CHECK(g != NULL);
        int events = 0, private_seen = 0, n = g ? game_players(g) : 0;
        while (g && game_phase(g) != PHASE_OVER) {
            game_event_t ev;
            while (game_next_event(g, &ev)) {
                check_public_alike(&ev, n, &private_seen);
                events++;
            }
            int s = game_turn(g);
            seat_view_t v;
            hearts_err_t err = HEARTS_OK;
            switch (game_phase(g)) {
            case PHASE_PASS:
                for (s = 0; s < n && game_has_passed(g, s); s++) {
                }
                game_seat_view(g, s, &v);
                cardset_t h = v.hand;
                card_t out[3] = {cardset_pop(&h), cardset_pop(&h), cardset_pop(&h)};
                err = game_pass(g, s, out);
                break;
            case PHASE_PLAY:
                game_seat_view(g, s, &v);
                err = game_play(g, s, cardset_highest(v.legal));
                break;
            case PHASE_MOON_CHOICE:
                err = game_choose_moon(g, s, MOON_CHOICE_ADD);
                break;
            case PHASE_HAND_OVER:
                err = game_next_hand(g);
                break;
            default:
                break;
            }
            CHECK(err == HEARTS_OK);
            if (err != HEARTS_OK) {
                break;
            }
        }
        CHECK(events > 100 && private_seen > 4);
        game_free(g);
    }
}

int main(void)
{
    RUN(test_redaction_of_one_event);
    RUN(test_public_events_alike);
    RUN(test_deals_and_passes_are_private);
    RUN(test_clock_end_mid_hand);
    return test_finish();
}
