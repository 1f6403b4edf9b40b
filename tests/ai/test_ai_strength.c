/* The hard level beats random legal play by a wide margin, on fixed seeds (so never flaky), and every
 * level is a step above the one below on the same deals: a small version of bench/ladder.py. */
#include <string.h>

#include "ai_hard.h"
#include "ai_hunter.h"
#include "match.h"
#include "test_util.h"

typedef struct {
    double points[4];
    int hands;
    int moons[4];
} tally_t;

/* Plays `games` games from `seed` with `top` at South and `below` elsewhere. */
static void play(ai_level_t top, ai_level_t below, uint64_t seed, int games, tally_t *t)
{
    memset(t, 0, sizeof *t);
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    for (int k = 0; k < games; k++) {
        ai_player_t p[4];
        player_t *players[4];
        ai_level_t levels[4] = {top, below, below, below};
        for (int s = 0; s < SEAT_COUNT; s++) {
            ai_player_init(&p[s], levels[s], seed + (uint64_t)k, s);
            ai_player_tell_levels(&p[s], s, levels);
            players[s] = &p[s].base;
        }
        match_result_t res;
        bool ok = match_play(&r, seed + (uint64_t)k, players, 0, NULL, NULL, &res);
        CHECK_MSG(ok, "%s", res.error);
        t->hands += res.hands_completed;
        for (int s = 0; s < SEAT_COUNT; s++) {
            t->points[s] += res.hand_points[s];
            t->moons[s] += res.moons[s];
        }
    }
}

static void report(const char *what, const tally_t *t, double *mine, double *others)
{
    *mine = t->points[SEAT_S] / t->hands;
    *others = (t->points[SEAT_W] + t->points[SEAT_N] + t->points[SEAT_E]) / (3.0 * t->hands);
    printf("  %s: %d hands, %.2f points per hand against %.2f\n", what, t->hands, *mine, *others);
}

static void test_hard_beats_random(void)
{
    tally_t t;
    play(AI_HARD, AI_RANDOM, 1000, 60, &t);
    double mine, others;
    report("hard vs 3 random", &t, &mine, &others);
    CHECK(t.hands >= 200);
    /* Random play takes about 8 points a hand; the hard level a fraction of that. */
    CHECK_MSG(mine + 3.0 < others, "%.2f vs %.2f", mine, others);
}

static void test_ladder(void)
{
    tally_t t;
    double mine, others;
    play(AI_EASY, AI_RANDOM, 2000, 200, &t);
    report("easy vs 3 random", &t, &mine, &others);
    CHECK_MSG(mine + 1.5 < others, "%.2f vs %.2f", mine, others);
    play(AI_NORMAL, AI_EASY, 3000, 200, &t);
    report("normal vs 3 easy", &t, &mine, &others);
    CHECK_MSG(mine + 1.5 < others, "%.2f vs %.2f", mine, others);
}

/* ---- The moon hunter, and the hard level's defence against it ---- */

typedef struct {
    player_t base;
    rng_t rng;
} hunter_t;

static void hunter_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    ai_hunter_pass(v, &((hunter_t *)p)->rng, out);
}

static card_t hunter_play(player_t *p, const seat_view_t *v)
{
    return ai_hunter_play(v, &((hunter_t *)p)->rng, NULL);
}

static moon_choice_t hunter_moon(player_t *p, const seat_view_t *v)
{
    (void)p;
    return ai_choose_moon(v);
}

/* Moons shot by `shooter` (at South; the hunter when hunter is true) against three of `below`. */
static int moons_of(bool hunter, ai_level_t shooter, ai_level_t below, uint64_t seed, int games, int *hands)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    int moons = 0;
    *hands = 0;
    for (int k = 0; k < games; k++) {
        ai_player_t p[4];
        hunter_t h;
        player_t *players[4];
        ai_level_t levels[4] = {shooter, below, below, below};
        for (int s = 0; s < SEAT_COUNT; s++) {
            ai_player_init(&p[s], levels[s], seed + (uint64_t)k, s);
            ai_player_tell_levels(&p[s], s, levels);
            players[s] = &p[s].base;
        }
        if (hunter) {
            memset(&h, 0, sizeof h);
            h.base.pass = hunter_pass;
            h.base.play = hunter_play;
            h.base.moon = hunter_moon;
            rng_seed(&h.rng, seed + (uint64_t)k, RNG_STREAM_AI);
            players[SEAT_S] = &h.base;
        }
        match_result_t res;
        bool ok = match_play(&r, seed + (uint64_t)k, players, 0, NULL, NULL, &res);
        CHECK_MSG(ok, "%s", res.error);
        *hands += res.hands_completed;
        moons += res.moons[SEAT_S];
    }
    return moons;
}

static void test_hunter(void)
{
    /* It reckons a moon hand as a player does... */
    CHECK(hs_moon_strength(cards_from("AH KH QH JH TH 9H AS KS AC KC AD KD QC")) >= 20);
    CHECK(hs_moon_strength(cards_from("2H 5H 9H 3S 6S 2C 4C 7C 9C 3D 5D 8D TD")) < 10);
    /* ...passes such a hand's low cards and keeps its hearts and high cards... */
    seat_view_t v;
    memset(&v, 0, sizeof v);
    rules_preset(&v.rules, PRESET_TOURNAMENT);
    v.phase = PHASE_PASS;
    v.hand_number = 1;
    v.pass_dir = PASS_LEFT;
    v.hand = cards_from("AH KH QH JH TH 9H AS KS 2C KC 3D KD 4S");
    v.passed_to = v.received_from = -1;
    v.to_move = -1;
    v.clock_ms = -1;
    rng_t rng;
    rng_seed(&rng, 1, 1);
    card_t out[3];
    ai_hunter_pass(&v, &rng, out);
    CHECK_EQ_INT(cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]), cards_from("2C 3D 4S"));
    /* ...and shoots far more often than the hard level against the same players and deals, and
     * far less often against a table of hard players than against normal ones. */
    int hands_h, hands_n, hands_hh;
    int hunter_vs_normal = moons_of(true, AI_HARD, AI_NORMAL, 7000, 30, &hands_h);
    int hard_vs_normal = moons_of(false, AI_HARD, AI_NORMAL, 7000, 30, &hands_n);
    int hunter_vs_hard = moons_of(true, AI_HARD, AI_HARD, 7000, 12, &hands_hh);
    printf("  moons: hunter vs 3 normal %d in %d hands, hard vs 3 normal %d in %d, hunter vs 3 hard %d in %d\n",
           hunter_vs_normal, hands_h, hard_vs_normal, hands_n, hunter_vs_hard, hands_hh);
    CHECK_MSG(hunter_vs_normal >= 8 && hunter_vs_normal > 2 * hard_vs_normal, "%d vs %d", hunter_vs_normal,
              hard_vs_normal);
    CHECK_MSG((double)hunter_vs_hard / hands_hh < 0.5 * (double)hunter_vs_normal / hands_h, "%d/%d vs %d/%d",
              hunter_vs_hard, hands_hh, hunter_vs_normal, hands_h);
}

int main(void)
{
    RUN(test_hard_beats_random);
    RUN(test_ladder);
    RUN(test_hunter);
    return test_finish();
}
