/* Reading the cards of seats shown at easy or normal from their play (ai_read.c): the real deal never
 * contradicts them, the worlds read agree with everything the seat knows, they place the unseen cards
 * in the right hands more often than worlds dealt blind, and nothing is read from a seat whose level is
 * not shown (so decisions against the hard level, a person or a bot are drawn as before). */
#include <stdlib.h>
#include <string.h>

#include "ai_games.h"
#include "ai_read.h"
#include "ai_sim.h"
#include "hearts/ai.h"
#include "hearts/game.h"
#include "test_util.h"

/* Plays whole hands with `level` at every seat and calls fn at each decision of South from its second
 * card on, with the true hands; South is shown the others' level. */
typedef void (*visit_fn)(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx);

typedef struct {
    ai_level_t level;
    visit_fn fn;
    void *ctx;
} south_t;

static void visit_south(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    const south_t *south = ctx;
    if (v->seat != SEAT_S || (v->tricks_done == 0 && v->trick.count == 0)) {
        return;
    }
    seat_view_t u = *v;
    for (int q = 0; q < SEAT_COUNT; q++) {
        u.shown_level[q] = q == u.seat ? SEAT_LEVEL_UNKNOWN : (int)south->level;
    }
    south->fn(&u, truth, south->ctx);
}

static void play_hands(ai_level_t level, uint64_t seed, int hands, visit_fn fn, void *ctx)
{
    const ai_level_t mix[1][SEAT_MAX] = {{level, level, level, level}};
    south_t south = {level, fn, ctx};
    ai_games_t games = {.preset = PRESET_CLASSIC, .seed = seed, .stream = 7, .hands = hands, .mixes = mix, .nmixes = 1};
    games.on_play = visit_south;
    games.ctx = &south;
    ai_games_play(&games);
}

/* ---- The real deal contradicts nothing ---- */

typedef struct {
    int decisions;
    int read;
    int contradicted;
} truth_t;

static void visit_truth(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    truth_t *t = ctx;
    know_t k;
    hs_know(v, &k);
    hr_t *r = hr_new(v, &k);
    t->decisions++;
    if (r) {
        t->read++;
        int m = hr_misses(r, truth);
        t->contradicted += m != 0;
        CHECK_MSG(m == 0, "hand %d trick %d: the real deal contradicts %d decisions", v->hand_number, v->tricks_done,
                  m);
        hr_free(r);
    }
}

/* Every decision of South from its second card on, in `hands` hands with `level` at every seat. */
static void check_truth(ai_level_t level, uint64_t seed, int hands)
{
    truth_t t = {0};
    play_hands(level, seed, hands, visit_truth, &t);
    CHECK(t.decisions > 7 * hands);
    /* Not read: South's first card when nobody but the leader of the two of clubs has played. */
    CHECK(t.read > t.decisions * 9 / 10);
    CHECK_EQ_INT(t.contradicted, 0);
}

static void test_truth_normal(void)
{
    check_truth(AI_NORMAL, 11, 40);
}

static void test_truth_easy(void)
{
    check_truth(AI_EASY, 12, 20);
}

/* ---- The worlds read agree with what the seat knows, and are closer to the truth ---- */

typedef struct {
    long placed_blind, placed_read, cards; /* unseen free cards in the right hand, over worlds */
    long misses_blind, misses_read, worlds;
    int decisions;
} place_t;

#define WORLDS 48

static int right(const know_t *k, const cardset_t w[SEAT_MAX], const cardset_t truth[SEAT_MAX])
{
    int n = 0;
    for (int i = 0; i < 3; i++) {
        int q = k->others[i];
        n += cardset_count(w[q] & truth[q] & k->free);
    }
    return n;
}

static void visit_place(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    place_t *p = ctx;
    know_t k;
    hs_know(v, &k);
    hr_t *r = hr_new(v, &k);
    if (!r || cardset_count(k.free) < 6) {
        hr_free(r);
        return;
    }
    p->decisions++;
    rng_t rng;
    rng_seed(&rng, (uint64_t)p->decisions, 3);
    for (int w = 0; w < WORLDS; w++) {
        cardset_t blind[SEAT_MAX], read[SEAT_MAX];
        hs_sample(&k, &rng, blind);
        hr_sample(r, &rng, read);
        /* A world read is a deal the seat cannot rule out: every count, known card and void holds. */
        cardset_t all = 0;
        for (int q = 0; q < SEAT_COUNT; q++) {
            CHECK_EQ_INT(cardset_count(read[q]), k.count[q]);
            CHECK((read[q] & k.known[q]) == k.known[q]);
            if (q != k.me) {
                CHECK((read[q] & ~k.known[q] & ~k.allowed[q]) == 0);
            }
            CHECK((all & read[q]) == 0);
            all |= read[q];
        }
        CHECK(read[k.me] == v->hand);
        CHECK(all == (CARDSET_ALL & ~v->played));
        p->placed_blind += right(&k, blind, truth);
        p->placed_read += right(&k, read, truth);
        p->misses_blind += hr_misses(r, blind);
        p->misses_read += hr_misses(r, read);
        p->worlds++;
        p->cards += cardset_count(k.free);
    }
    hr_free(r);
}

static void test_worlds_read(void)
{
    place_t p = {0};
    play_hands(AI_NORMAL, 21, 30, visit_place, &p);
    CHECK(p.decisions > 150);
    double blind = (double)p.placed_blind / (double)p.cards, read = (double)p.placed_read / (double)p.cards;
    double mb = (double)p.misses_blind / (double)p.worlds, mr = (double)p.misses_read / (double)p.worlds;
    printf("  %d decisions, %ld worlds: unseen cards in the right hand %.1f%% blind, %.1f%% read; decisions "
           "contradicted a world %.2f blind, %.2f read\n",
           p.decisions, p.worlds, 100 * blind, 100 * read, mb, mr);
    /* Blind worlds place a third of the cards right (three hands); reading must do clearly better and
     * contradict the seats' play far less. */
    CHECK_MSG(read > blind + 0.05, "read %.3f, blind %.3f", read, blind);
    CHECK_MSG(mr < 0.25 * mb, "misses read %.2f, blind %.2f", mr, mb);
}

/* ---- Nothing is read from a seat whose level is not shown ---- */

static void visit_unknown(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    (void)truth;
    int *n = ctx;
    seat_view_t u = *v;
    know_t k;
    hs_know(&u, &k);
    for (int q = 0; q < SEAT_COUNT; q++) {
        u.shown_level[q] = q == u.seat ? SEAT_LEVEL_UNKNOWN : AI_HARD;
    }
    CHECK(hr_new(&u, &k) == NULL);
    for (int q = 0; q < SEAT_COUNT; q++) {
        u.shown_level[q] = q == u.seat ? SEAT_LEVEL_UNKNOWN : AI_RANDOM;
    }
    CHECK(hr_new(&u, &k) == NULL);
    for (int q = 0; q < SEAT_COUNT; q++) {
        u.shown_level[q] = SEAT_LEVEL_UNKNOWN;
    }
    CHECK(hr_new(&u, &k) == NULL);
    (*n)++;
}

static void test_unknown_not_read(void)
{
    int n = 0;
    play_hands(AI_NORMAL, 31, 3, visit_unknown, &n);
    CHECK(n > 20);
    /* The engine shows no level: a view straight from the game is not read. */
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    game_t *g = game_new(&rules, 5);
    seat_view_t v;
    game_seat_view(g, SEAT_S, &v);
    for (int q = 0; q < SEAT_COUNT; q++) {
        CHECK_EQ_INT(v.shown_level[q], SEAT_LEVEL_UNKNOWN);
    }
    game_free(g);
}

int main(void)
{
    RUN(test_truth_normal);
    RUN(test_truth_easy);
    RUN(test_worlds_read);
    RUN(test_unknown_not_read);
    return test_finish();
}
