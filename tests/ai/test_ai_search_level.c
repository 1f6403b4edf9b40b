/* The searching shooter (hearts-sim's level `search`): it always passes and plays legally, under every
 * preset and the moon's options; it is deterministic for a seed; and its search finds a moon that a
 * player minimising the points it takes would not. */
#include <string.h>

#include "ai_search_level.h"
#include "hearts/ai.h"
#include "hearts/game.h"
#include "test_util.h"

#define SMALL_BUDGET 3000L

typedef struct {
    int plays, passes, hands;
    seat_view_t sample; /* a view of the search seat mid-hand, for the determinism test */
    bool sampled;
} tally_t;

/* One game: the search level at `search_seat`, the others at `other`; every decision checked. */
static bool play_game(const rules_t *r, uint64_t seed, int search_seat, ai_level_t other, tally_t *t)
{
    game_t *g = game_new(r, seed);
    rng_t rng;
    rng_seed(&rng, seed, 77);
    seat_view_t v;
    bool ok = true;
    while (ok && game_phase(g) != PHASE_OVER) {
        game_phase_t phase = game_phase(g);
        if (phase == PHASE_PASS) {
            for (int s = 0; s < SEAT_COUNT; s++) {
                if (!game_has_passed(g, s)) {
                    card_t c[3];
                    game_seat_view(g, s, &v);
                    if (s == search_seat) {
                        ai_searcher_pass(&v, &rng, SMALL_BUDGET, c);
                        t->passes++;
                    } else {
                        ai_choose_pass(other, &v, &rng, c);
                    }
                    ok = CHECK_MSG(game_pass(g, s, c) == HEARTS_OK, "seed %llu: %s", (unsigned long long)seed,
                                   game_last_error(g));
                    break;
                }
            }
        } else if (phase == PHASE_PLAY) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            card_t c;
            if (s == search_seat) {
                c = ai_searcher_play(&v, &rng, SMALL_BUDGET, NULL);
                t->plays++;
                if (!t->sampled && v.tricks_done == 5) {
                    t->sample = v;
                    t->sampled = true;
                }
            } else {
                c = ai_choose_play(other, &v, &rng);
            }
            ok = CHECK_MSG(cardset_has(v.legal, c), "seed %llu: a card outside the legal set",
                           (unsigned long long)seed) &&
                 CHECK_MSG(game_play(g, s, c) == HEARTS_OK, "seed %llu: %s", (unsigned long long)seed,
                           game_last_error(g));
        } else if (phase == PHASE_MOON_CHOICE) {
            game_seat_view(g, game_turn(g), &v);
            ok = CHECK(game_choose_moon(g, game_turn(g), ai_choose_moon(&v)) == HEARTS_OK);
        } else {
            t->hands++;
            ok = CHECK(game_next_hand(g) == HEARTS_OK);
        }
    }
    game_free(g);
    return ok;
}

static void test_legal_everywhere(void)
{
    static const char *const extra[] = {NULL, "moon=subtract", "sun=on", "moon=ask", "first_trick_points=on"};
    tally_t t;
    memset(&t, 0, sizeof t);
    int games = 0;
    for (int p = 0; p < PRESET_COUNT; p++) {
        for (size_t e = 0; e < sizeof extra / sizeof extra[0]; e++) {
            rules_t r;
            rules_preset(&r, (preset_t)p);
            char err[160];
            if (extra[e]) {
                CHECK_MSG(rules_set_option(&r, extra[e], err, sizeof err), "%s", err);
            }
            r.target = 60; /* short games */
            uint64_t seed = 500 + (uint64_t)(p * 10) + e;
            ai_level_t other = (ai_level_t)((p + e) % 3);
            if (!play_game(&r, seed, (int)(seed % 4), other, &t)) {
                return;
            }
            games++;
        }
    }
    printf("  %d games, %d hands: %d passes and %d plays by the search level, all legal\n", games, t.hands, t.passes,
           t.plays);
    CHECK(t.plays > 300 && t.passes > 10);
}

/* The same view and the same rng give the same decision; another rng may differ but stays legal. */
static void test_deterministic(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    tally_t t;
    memset(&t, 0, sizeof t);
    CHECK(play_game(&r, 901, SEAT_W, AI_NORMAL, &t));
    CHECK(t.sampled);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        rng_t a, b;
        rng_seed(&a, seed, 3);
        rng_seed(&b, seed, 3);
        card_t ca = ai_searcher_play(&t.sample, &a, 20000, NULL);
        card_t cb = ai_searcher_play(&t.sample, &b, 20000, NULL);
        CHECK_EQ_INT(ca, cb);
        CHECK(cardset_has(t.sample.legal, ca));
        CHECK_EQ_INT(rng_next(&a), rng_next(&b)); /* the same draws were made */
    }
}

/* ---- A moon only a search finds ---- */

/* A hold hand (no pass) at its eleventh trick, South to play last. South has won every trick that held
 * a point: the queen of spades and ten hearts (nine thrown or followed onto its spades and its ace of
 * hearts). West won the tenth trick with the ten of clubs and leads the five; North and East, out of
 * clubs, drop the four and three of hearts. South holds the ace and three of clubs and the two of
 * hearts. The three ducks, West takes two points and South keeps 24: the fewest points this trick can
 * give it. The ace takes the trick, and then South's two of hearts wins the next (nobody has a heart
 * left): every point is South's, a moon. */
static void moon_position(seat_view_t *v, moon_mode_t mode)
{
    static const char *const tricks[10][4] = {
        {"2C", "4C", "6C", "9C"}, {"AS", "2S", "5S", "7S"}, {"KS", "3S", "6S", "8H"}, {"QS", "4S", "6H", "KC"},
        {"JS", "QH", "QC", "7D"}, {"TS", "JH", "3D", "8D"}, {"9S", "TH", "4D", "9D"}, {"8S", "9H", "5D", "TD"},
        {"AH", "KH", "5H", "7H"}, {"8C", "TC", "6D", "QD"}};
    static const int leaders[10] = {SEAT_W, SEAT_S, SEAT_S, SEAT_S, SEAT_S, SEAT_S, SEAT_S, SEAT_S, SEAT_S, SEAT_S};
    *v = (seat_view_t){.seat = SEAT_S,
                       .phase = PHASE_PLAY,
                       .hand_number = 4,
                       .pass_dir = PASS_HOLD,
                       .passed_to = -1,
                       .received_from = -1,
                       .hand = cards_from("AC 3C 2H")};
    rules_preset(&v->rules, PRESET_CLASSIC);
    v->rules.moon = mode;
    cardset_t hands_left[4] = {v->hand, cards_from("7C JC"), cards_from("2D JD"), cards_from("KD AD")};
    cardset_t dealt[4];
    memcpy(dealt, hands_left, sizeof dealt);
    dealt[SEAT_W] |= cardset_of(card_from("5C"));
    dealt[SEAT_N] |= cardset_of(card_from("4H"));
    dealt[SEAT_E] |= cardset_of(card_from("3H"));
    bool broken = false;
    for (int i = 0; i < 10; i++) {
        trick_t t = {.number = i, .leader = leaders[i], .count = 0, .hearts_broken = broken};
        for (int j = 0; j < 4; j++) {
            int seat = (leaders[i] + j) & 3;
            card_t c = card_from(tricks[i][j]);
            dealt[seat] |= cardset_of(c);
            t.cards[t.count++] = c;
            broken |= rules_breaks_hearts(&v->rules, c);
            if (j > 0 && card_suit(c) != card_suit(t.cards[0])) {
                v->voids[seat] |= 1u << card_suit(t.cards[0]);
            }
            v->played |= cardset_of(c);
        }
        int w = rules_trick_winner(&t);
        v->tricks[i].leader = leaders[i];
        memcpy(v->tricks[i].cards, t.cards, sizeof t.cards);
        v->tricks[i].winner = w;
        v->taken_cards[w] |=
            cardset_of(t.cards[0]) | cardset_of(t.cards[1]) | cardset_of(t.cards[2]) | cardset_of(t.cards[3]);
        v->tricks_won[w]++;
        CHECK(w == (i == 9 ? SEAT_W : SEAT_S));
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        CHECK_EQ_INT(cardset_count(dealt[s]), 13);
        v->taken_points[s] = rules_cards_points(&v->rules, v->taken_cards[s]);
    }
    CHECK_EQ_INT(cardset_count(dealt[0] | dealt[1] | dealt[2] | dealt[3]), 52);
    v->dealt = dealt[SEAT_S];
    v->tricks_done = 10;
    v->hearts_broken = broken;
    v->trick = (trick_t){.number = 10, .leader = SEAT_W, .count = 3, .hearts_broken = broken};
    const char *now[3] = {"5C", "4H", "3H"};
    for (int j = 0; j < 3; j++) {
        v->trick.cards[j] = card_from(now[j]);
        v->played |= cardset_of(v->trick.cards[j]);
    }
    v->voids[SEAT_N] |= 1u << SUIT_CLUBS;
    v->voids[SEAT_E] |= 1u << SUIT_CLUBS;
    v->to_move = SEAT_S;
    v->legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
    v->clock_ms = -1;
    for (int s = 0; s < SEAT_COUNT; s++) {
        v->shown_level[s] = SEAT_LEVEL_UNKNOWN;
    }
}

static void test_finds_the_moon(void)
{
    static const moon_mode_t modes[] = {MOON_ADD, MOON_SUBTRACT, MOON_AUTO};
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        seat_view_t v;
        moon_position(&v, modes[m]);
        CHECK(v.legal == cards_from("AC 3C"));
        /* A point-minimiser ducks: the three takes no point now, the ace two. */
        CHECK_EQ_INT(rules_cards_points(&v.rules, cards_from("5C 4H 3H AC")), 2);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            rng_t rng;
            rng_seed(&rng, seed, 9);
            CHECK_EQ_INT(ai_searcher_play(&v, &rng, 0, NULL), card_from("AC"));
        }
    }
}

int main(void)
{
    RUN(test_legal_everywhere);
    RUN(test_deterministic);
    RUN(test_finds_the_moon);
    return test_finish();
}
