/* The easy and normal levels on hand-built positions: each plays what the strategy says, and every
 * level only ever chooses from what it may legally play. */
#include <string.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "test_util.h"

/* A view for South in the middle of a hand: `hand`, the trick so far led by `leader`, the cards
 * already played in earlier tricks, hearts broken or not. */
static seat_view_t view(const char *hand, int trick_number, int leader, const char *trick_cards,
                        const char *played_before, bool broken)
{
    seat_view_t v;
    memset(&v, 0, sizeof v);
    v.seat = SEAT_S;
    rules_preset(&v.rules, PRESET_TOURNAMENT);
    v.phase = PHASE_PLAY;
    v.hand_number = 2;
    v.pass_dir = PASS_RIGHT;
    v.hand = cards_from(hand);
    v.trick.number = trick_number;
    v.trick.leader = leader;
    v.trick.hearts_broken = broken;
    char buf[64];
    strcpy(buf, trick_cards);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        v.trick.cards[v.trick.count++] = card_from(tok);
    }
    v.to_move = SEAT_S;
    v.tricks_done = trick_number;
    v.played = cards_from(played_before);
    for (int i = 0; i < v.trick.count; i++) {
        v.played |= cardset_of(v.trick.cards[i]);
    }
    v.hearts_broken = broken;
    v.legal = rules_legal_moves(&v.rules, v.hand, &v.trick);
    v.passed_to = v.received_from = -1;
    v.clock_ms = 400000;
    return v;
}

static char *name(card_t c)
{
    static char buf[4][3];
    static int k;
    k = (k + 1) & 3;
    card_to_str(c, buf[k]);
    return buf[k];
}

static void expect_play(ai_level_t level, const seat_view_t *v, const char *want)
{
    rng_t rng;
    rng_seed(&rng, 1, 2);
    card_t got = ai_choose_play(level, v, &rng);
    CHECK_MSG(got == card_from(want), "%s played %s, want %s", ai_level_name(level), name(got), want);
}

static void test_easy(void)
{
    /* Plays its lowest legal card; when void, sheds the queen or its highest card. */
    seat_view_t v = view("3D 9D KD 5S", 4, SEAT_W, "6D", "2C 3C 4C 5C", false);
    expect_play(AI_EASY, &v, "3D");
    v = view("QS 9H 5S", 6, SEAT_W, "6D", "", true);
    expect_play(AI_EASY, &v, "QS");
    /* Passes its three highest cards. */
    seat_view_t p = view("2C 3C AS KH QD 4D 5D 6D 7D 8D 9H 2S 3S", 0, SEAT_S, "", "", false);
    p.phase = PHASE_PASS;
    card_t out[3];
    rng_t rng;
    rng_seed(&rng, 1, 2);
    ai_choose_pass(AI_EASY, &p, &rng, out);
    cardset_t passed = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    CHECK(passed == cards_from("AS KH QD"));
}

static void test_normal_ducks_under_the_winner(void)
{
    /* Diamonds led, the king is winning: play the highest diamond under it (the jack), not the ace. */
    seat_view_t v = view("3D JD AD 5S 6C", 5, SEAT_N, "7D KD", "", true);
    expect_play(AI_NORMAL, &v, "JD");
}

static void test_normal_dumps_the_queen_when_void(void)
{
    seat_view_t v = view("QS 9H 5S 2H", 6, SEAT_W, "6D 9D", "", true);
    expect_play(AI_NORMAL, &v, "QS");
    /* Without the queen: the highest heart. */
    v = view("KH 9H 5S 2H", 6, SEAT_W, "6D 9D", "QS", true);
    expect_play(AI_NORMAL, &v, "KH");
}

static void test_normal_drops_the_queen_under_the_king(void)
{
    seat_view_t v = view("QS 4S 9H", 7, SEAT_W, "3S KS", "", true);
    expect_play(AI_NORMAL, &v, "QS");
}

static void test_normal_leads_low_spades_to_smoke_out_the_queen(void)
{
    /* Holding neither the queen, king nor ace of spades, while the queen is out: lead a small spade. */
    seat_view_t v = view("4S 7S 9C TC JD", 3, SEAT_S, "", "2C 3C 4C 5C 2D 3D 4D 5D 6C 7C 8C AC", false);
    rng_t rng;
    rng_seed(&rng, 1, 2);
    card_t got = ai_choose_play(AI_NORMAL, &v, &rng);
    CHECK_MSG(card_suit(got) == SUIT_SPADES && card_rank(got) < RANK_Q, "led %s", name(got));
}

static void test_normal_never_leads_high_spades_into_the_queen(void)
{
    seat_view_t v = view("AS KS 4D 6C", 5, SEAT_S, "", "", false);
    rng_t rng;
    rng_seed(&rng, 1, 2);
    card_t got = ai_choose_play(AI_NORMAL, &v, &rng);
    CHECK_MSG(got != card_from("AS") && got != card_from("KS"), "led %s", name(got));
}

static void test_normal_stops_a_moon(void)
{
    /* West has taken every point so far (the queen and six hearts) and is winning a heart trick:
     * take it, even at the cost of a few points. */
    seat_view_t v = view("AH 3H 8C 9D", 9, SEAT_W, "KH 2H", "", true);
    v.taken_cards[SEAT_W] = cards_from("QS 4H 5H 6H 7H 8H 9H 2C 3C 4C 5C");
    v.taken_points[SEAT_W] = 19;
    expect_play(AI_NORMAL, &v, "AH");
    /* The same trick without a moon threat: duck with the three. */
    v.taken_cards[SEAT_E] = cards_from("TH");
    v.taken_points[SEAT_E] = 1;
    expect_play(AI_NORMAL, &v, "3H");
}

static void test_normal_passes_the_queen_when_short(void)
{
    seat_view_t p = view("QS 3S 2C 5C 9C 4D 7D 8D JD 2H 4H 6H 8H", 0, SEAT_S, "", "", false);
    p.phase = PHASE_PASS;
    p.pass_dir = PASS_LEFT;
    card_t out[3];
    rng_t rng;
    rng_seed(&rng, 1, 2);
    ai_choose_pass(AI_NORMAL, &p, &rng, out);
    cardset_t passed = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    CHECK_MSG(cardset_has(passed, CARD_QS), "kept the queen with one small spade");
    CHECK_MSG(!cardset_has(passed, card_from("3S")), "passed a low spade");
    /* With the queen guarded by four small spades, keep it; never pass low hearts. */
    p = view("QS 2S 3S 4S 5S 2C 9C KC AC 4D 2H 3H 4H", 0, SEAT_S, "", "", false);
    p.phase = PHASE_PASS;
    ai_choose_pass(AI_NORMAL, &p, &rng, out);
    passed = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    CHECK_MSG(!cardset_has(passed, CARD_QS), "passed a well-guarded queen");
    CHECK(!(passed & cards_from("2S 3S 4S 5S 2H 3H 4H")));
}

static void test_every_level_plays_legally(void)
{
    /* Random positions: every level returns a card from view.legal. */
    rng_t gen;
    rng_seed(&gen, 3, 4);
    for (int i = 0; i < 2000; i++) {
        rules_t r;
        rules_preset(&r, PRESET_TOURNAMENT);
        game_t *g = game_new(&r, (uint64_t)i);
        /* Skip the pass; advance a random number of plays with the easy level. */
        seat_view_t v;
        for (int s = 0; s < 4; s++) {
            game_seat_view(g, s, &v);
            card_t c[3];
            ai_choose_pass(AI_EASY, &v, &gen, c);
            CHECK_EQ_INT(game_pass(g, s, c), HEARTS_OK);
        }
        int plays = (int)rng_below(&gen, 51);
        for (int k = 0; k < plays; k++) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            CHECK_EQ_INT(game_play(g, s, ai_choose_play(AI_EASY, &v, &gen)), HEARTS_OK);
        }
        int s = game_turn(g);
        game_seat_view(g, s, &v);
        for (int level = 0; level < AI_LEVEL_COUNT; level++) {
            card_t c = ai_choose_play((ai_level_t)level, &v, &gen);
            CHECK_MSG(cardset_has(v.legal, c), "level %s chose an illegal %s", ai_level_name((ai_level_t)level),
                      name(c));
        }
        game_free(g);
    }
}

int main(void)
{
    RUN(test_easy);
    RUN(test_normal_ducks_under_the_winner);
    RUN(test_normal_dumps_the_queen_when_void);
    RUN(test_normal_drops_the_queen_under_the_king);
    RUN(test_normal_leads_low_spades_to_smoke_out_the_queen);
    RUN(test_normal_never_leads_high_spades_into_the_queen);
    RUN(test_normal_stops_a_moon);
    RUN(test_normal_passes_the_queen_when_short);
    RUN(test_every_level_plays_legally);
    return test_finish();
}
