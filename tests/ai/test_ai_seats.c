/* The AI at three and five seats: every level (random, easy, normal, hard, the hint, and hearts-sim's
 * hunter and searching shooter) passes and plays legally in whole games; the hard level's worlds deal
 * the unseen cards among the n-1 others with the right hand sizes, never a card the deal removed, and
 * put our pass in the hand it went to; the hint names the seat the cycle passes to; and in a fixed
 * position of each count the hard level does not take a trick onto which the queen of spades will be
 * dropped. */
#include <string.h>

#include "ai_hunter.h"
#include "ai_search_level.h"
#include "ai_sim.h"
#include "ai_util.h"
#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/hint.h"
#include "test_util.h"

/* Levels of hearts-sim beyond ai_level_t, for these games. */
enum { LV_HUNTER = AI_LEVEL_COUNT, LV_SEARCH };

typedef struct {
    int plays, passes, worlds, hints;
} tally_t;

static card_t choose_play(int level, const seat_view_t *v, rng_t *rng)
{
    if (level == LV_HUNTER) {
        return ai_hunter_play(v, rng, NULL);
    }
    if (level == LV_SEARCH) {
        return ai_searcher_play(v, rng, 3000L, NULL);
    }
    return ai_choose_play((ai_level_t)level, v, rng);
}

static void choose_pass(int level, const seat_view_t *v, rng_t *rng, card_t out[3])
{
    if (level == LV_HUNTER) {
        ai_hunter_pass(v, rng, out);
    } else if (level == LV_SEARCH) {
        ai_searcher_pass(v, rng, 3000L, out);
    } else {
        ai_choose_pass((ai_level_t)level, v, rng, out);
    }
}

/* The hard level's worlds at this position, against the true hands: each other seat holds as many
 * cards as it really does, no world holds a removed card or one already played, our hand is ours,
 * and our pass (where not played yet) is in the hand it went to. */
static void check_worlds(const seat_view_t *v, const cardset_t truth[SEAT_MAX], rng_t *rng, tally_t *t)
{
    int n = v->rules.players;
    know_t k;
    hs_know(v, &k);
    CHECK_EQ_INT(k.nothers, n - 1);
    CHECK((k.free & rules_removed_cards(n)) == 0);
    for (int w = 0; w < 4; w++) {
        cardset_t hands[SEAT_MAX];
        hs_sample(&k, rng, hands);
        cardset_t all = 0;
        for (int q = 0; q < n; q++) {
            CHECK_MSG(cardset_count(hands[q]) == cardset_count(truth[q]), "seat %d holds %d cards, not %d", q,
                      cardset_count(hands[q]), cardset_count(truth[q]));
            CHECK((hands[q] & rules_removed_cards(n)) == 0);
            CHECK((hands[q] & v->played) == 0);
            CHECK((all & hands[q]) == 0);
            all |= hands[q];
        }
        for (int q = n; q < SEAT_MAX; q++) {
            CHECK(hands[q] == 0);
        }
        CHECK(all == (rules_deck(n) & ~v->played));
        CHECK(hands[v->seat] == v->hand);
        if (v->passed_to >= 0) {
            CHECK(v->passed_to == rules_pass_target(v->seat, v->pass_dir, n));
            CHECK((v->passed & ~v->played & ~hands[v->passed_to]) == 0);
        }
        t->worlds++;
    }
}

/* One hand's pass for seat s, with the hint's pass checked: three cards of the hand, to the seat the
 * cycle names. */
static void pass_seat(game_t *g, int s, int level, rng_t *rng, tally_t *t)
{
    seat_view_t v;
    game_seat_view(g, s, &v);
    int n = v.rules.players;
    if (level == AI_HARD && t->hints < 6) {
        hint_why_t why;
        ai_hint_pass_why(&v, rng, &why);
        CHECK_EQ_INT(why.pass_to, rules_pass_target(s, v.pass_dir, n));
        CHECK(why.pass_to >= 0 && why.pass_to < n && why.pass_to != s);
        for (int i = 0; i < 3; i++) {
            CHECK(cardset_has(v.hand, why.cards[i]));
        }
        t->hints++;
    }
    card_t c[3];
    choose_pass(level, &v, rng, c);
    CHECK_MSG(game_pass(g, s, c) == HEARTS_OK, "%d seats, hand %d, seat %d: %s", n, v.hand_number, s,
              game_last_error(g));
    t->passes++;
}

static void play_seat(game_t *g, int level, rng_t *rng, tally_t *t)
{
    int s = game_turn(g);
    seat_view_t v;
    game_seat_view(g, s, &v);
    int n = v.rules.players;
    if (level == AI_HARD) {
        cardset_t truth[SEAT_MAX] = {0};
        for (int q = 0; q < n; q++) {
            truth[q] = game_hand(g, q);
        }
        check_worlds(&v, truth, rng, t);
        if (t->hints < 12 && v.tricks_done % 4 == 1) {
            hint_why_t why;
            ai_hint_play_why(&v, rng, &why);
            CHECK(cardset_has(v.legal, why.card));
            t->hints++;
        }
    }
    card_t c = choose_play(level, &v, rng);
    CHECK_MSG(cardset_has(v.legal, c), "%d seats: seat %d (level %d) played outside its legal cards", n, s, level);
    CHECK(game_play(g, s, c) == HEARTS_OK);
    t->plays++;
}

/* `hands` hands of a game of n seats, seat q played by levels[q]. */
static void play_hands(int n, const int levels[SEAT_MAX], uint64_t seed, int hands, tally_t *t)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    r.players = n;
    game_t *g = game_new(&r, seed);
    rng_t rng;
    rng_seed(&rng, seed, 29);
    int done = 0;
    while (done < hands && game_phase(g) != PHASE_OVER) {
        game_event_t ev;
        while (game_next_event(g, &ev)) {
        }
        switch (game_phase(g)) {
        case PHASE_PASS:
            for (int s = 0; s < n; s++) {
                if (!game_has_passed(g, s)) {
                    pass_seat(g, s, levels[s], &rng, t);
                }
            }
            break;
        case PHASE_PLAY:
            play_seat(g, levels[game_turn(g)], &rng, t);
            break;
        case PHASE_MOON_CHOICE: {
            seat_view_t v;
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            CHECK(game_choose_moon(g, s, ai_choose_moon(&v)) == HEARTS_OK);
            break;
        }
        case PHASE_HAND_OVER:
            done++;
            CHECK(game_next_hand(g) == HEARTS_OK);
            break;
        default:
            done = hands;
            break;
        }
    }
    CHECK_EQ_INT(game_players(g), n);
    game_free(g);
}

/* The mixes' games of n seats, `hands` hands each: every decision legal, worlds and hints looked at. */
static void play_mixes(int n, const int (*mixes)[SEAT_MAX], int nmixes, uint64_t seed, int hands)
{
    tally_t t = {0};
    for (int m = 0; m < nmixes; m++) {
        play_hands(n, mixes[m], seed + (uint64_t)m, hands, &t);
    }
    CHECK_EQ_INT(t.plays, nmixes * hands * cardset_count(rules_deck(n)));
    CHECK(t.worlds > 0 && t.hints > 0);
}

static void test_levels_play_three(void)
{
    static const int mixes[][SEAT_MAX] = {
        {AI_HARD, AI_NORMAL, AI_EASY},
        {AI_RANDOM, AI_HARD, LV_HUNTER},
        {LV_SEARCH, AI_EASY, AI_HARD},
    };
    play_mixes(3, mixes, 3, 300, 3);
}

/* Five hands: the whole cycle, far left and far right included. */
static void test_levels_play_five(void)
{
    static const int mixes[][SEAT_MAX] = {
        {AI_HARD, AI_NORMAL, AI_EASY, AI_RANDOM, LV_HUNTER},
        {AI_NORMAL, LV_SEARCH, AI_HARD, AI_EASY, AI_HARD},
    };
    play_mixes(5, mixes, 2, 500, 5);
}

/* The hint's pass goes where the cycle sends it: for South left (West), right (East), and with five
 * seats far left (NW) and far right (NE); hold hands have no pass. */
static void test_hint_pass_targets(void)
{
    for (int n = 3; n <= 5; n += 2) {
        rules_t r;
        rules_preset(&r, PRESET_CLASSIC);
        r.players = n;
        for (int hand = 1; hand <= n; hand++) {
            pass_dir_t dir = rules_pass_dir(hand, n);
            int want = rules_pass_target(SEAT_S, dir, n);
            static const int three[] = {1, 2, -1}, five[] = {1, 4, 2, 3, -1};
            CHECK_EQ_INT(want, n == 3 ? three[hand - 1] : five[hand - 1]);
            if (want < 0) {
                continue;
            }
            game_t *g = game_new(&r, 40 + (uint64_t)hand);
            seat_view_t v;
            game_seat_view(g, SEAT_S, &v);
            v.pass_dir = dir; /* the hint for hand `hand`'s direction on this deal */
            v.hand_number = hand;
            rng_t rng;
            rng_seed(&rng, 1, 2);
            hint_why_t why;
            ai_hint_pass_why(&v, &rng, &why);
            CHECK_EQ_INT(why.pass_to, want);
            char text[200];
            card_t out[3];
            ai_hint_pass(&v, &rng, out, text, sizeof text);
            CHECK_MSG(strstr(text, seat_name(want, n)) != NULL, "%s", text);
            game_free(g);
        }
    }
}

/* ---- A fixed position of each count ---- */

static void add(cardset_t *set, const char *const *cards, int n)
{
    for (int i = 0; i < n; i++) {
        card_t c;
        CHECK(card_parse(cards[i], &c));
        *set |= cardset_of(c);
    }
}

static card_t card_of(const char *s)
{
    card_t c = CARD_NONE;
    CHECK(card_parse(s, &c));
    return c;
}

/* South to play the second trick's diamond, holding the ace and a card under the one led; the seat
 * after it has shown it has no diamonds and the queen of spades is out: the ace would take the queen. */
static void queen_position(int n, seat_view_t *v, const char *const *hand, int nhand, const char *const *first,
                           int first_leader, const char *const *now, int now_count, int now_leader, int void_seat)
{
    memset(v, 0, sizeof *v);
    rules_preset(&v->rules, PRESET_CLASSIC);
    v->rules.players = n;
    v->seat = SEAT_S;
    v->phase = PHASE_PLAY;
    v->hand_number = n; /* a hold hand */
    v->pass_dir = PASS_HOLD;
    v->to_move = SEAT_S;
    v->passed_to = v->received_from = -1;
    v->clock_ms = -1;
    add(&v->hand, hand, nhand);
    v->dealt = v->hand;
    trick_t t0 = {.number = 0, .leader = first_leader, .players = n};
    for (int i = 0; i < n; i++) {
        t0.cards[t0.count++] = card_of(first[i]);
        v->played |= cardset_of(t0.cards[i]);
        v->dealt |= trick_player(&t0, i) == SEAT_S ? cardset_of(t0.cards[i]) : 0;
    }
    v->tricks[0].leader = first_leader;
    memcpy(v->tricks[0].cards, t0.cards, sizeof t0.cards);
    v->tricks[0].winner = rules_trick_winner(&t0);
    v->tricks_won[v->tricks[0].winner] = 1;
    v->taken_cards[v->tricks[0].winner] = ai_trick_cards(&t0);
    v->tricks_done = 1;
    v->trick = (trick_t){.number = 1, .leader = now_leader, .players = n};
    for (int i = 0; i < now_count; i++) {
        v->trick.cards[v->trick.count++] = card_of(now[i]);
        v->played |= cardset_of(v->trick.cards[i]);
    }
    v->voids[void_seat] = 1u << SUIT_DIAMONDS;
    for (int q = 0; q < SEAT_MAX; q++) {
        v->shown_level[q] = SEAT_LEVEL_UNKNOWN;
    }
    v->legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
}

static void check_ducks(const seat_view_t *v)
{
    card_t five = card_of("5D");
    CHECK(v->legal == (cardset_of(five) | cardset_of(card_of("AD"))));
    for (uint64_t seed = 1; seed <= 3; seed++) {
        rng_t rng;
        rng_seed(&rng, seed, 5);
        ai_analysis_t a;
        card_t c = ai_hard_play(v, &rng, &a);
        CHECK_MSG(c == five, "%d seats, seed %llu: hard played %d, not the five of diamonds", v->rules.players,
                  (unsigned long long)seed, (int)c);
        /* The ace takes the queen in a good share of the worlds: where West holds it (in about half of
         * them with three seats, a quarter with five). */
        for (int i = 0; i < a.options; i++) {
            if (a.option[i].card == card_of("AD")) {
                CHECK_MSG(a.option[i].queen > 0.2, "the ace took the queen in %.2f of the worlds", a.option[i].queen);
            }
        }
        hint_why_t why;
        ai_hint_play_why(v, &rng, &why);
        CHECK(why.card == five);
        CHECK_EQ_INT(why.reason, HINT_DUCK_QUEEN);
    }
}

/* Three seats (S W E, 17 cards, no 2D): West led the two of clubs and East took it with the ace; East
 * leads the nine of diamonds; West, to play after South, has shown no diamonds. */
static void test_queen_three(void)
{
    static const char *const hand[] = {"4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC",
                                       "QC", "5D", "AD", "2H", "3H", "4H", "5H", "6H"};
    static const char *const first[] = {"2C", "AC", "3C"}; /* W, E, S */
    static const char *const now[] = {"9D"};               /* E */
    seat_view_t v;
    queen_position(3, &v, hand, 16, first, SEAT_W, now, 1, 2, SEAT_W);
    check_ducks(&v);
}

/* Five seats (S W NW NE E, 10 cards, no 2D or 2S): NE took the first trick with the ace of clubs and
 * leads the nine of diamonds, East plays the ten; West, to play after South, has shown no diamonds. */
static void test_queen_five(void)
{
    static const char *const hand[] = {"6C", "7C", "8C", "5D", "AD", "2H", "3H", "4H", "5H"};
    static const char *const first[] = {"2C", "4C", "AC", "5C", "3C"}; /* W, NW, NE, E, S */
    static const char *const now[] = {"9D", "TD"};                     /* NE, E */
    seat_view_t v;
    queen_position(5, &v, hand, 9, first, SEAT_W, now, 2, 3, SEAT_W);
    check_ducks(&v);
}

int main(void)
{
    RUN(test_hint_pass_targets);
    RUN(test_queen_three);
    RUN(test_queen_five);
    RUN(test_levels_play_three);
    RUN(test_levels_play_five);
    return test_finish();
}
