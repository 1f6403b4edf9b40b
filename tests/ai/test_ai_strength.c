/* The hard level beats random legal play by a wide margin, on fixed seeds (so never flaky), and every
 * level is a step above the one below on the same deals: a small version of bench/ladder.py. */
#include <string.h>

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
        for (int s = 0; s < SEAT_COUNT; s++) {
            ai_player_init(&p[s], s == SEAT_S ? top : below, seed + (uint64_t)k, s);
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

int main(void)
{
    RUN(test_hard_beats_random);
    RUN(test_ladder);
    return test_finish();
}
