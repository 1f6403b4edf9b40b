/* Reading the cards of seats shown at easy or normal from their play (ai_read.c): the real deal never
 * contradicts them, the worlds read agree with everything the seat knows, they place the unseen cards
 * in the right hands more often than worlds dealt blind, and nothing is read so from a seat whose level
 * is not shown (so the hard level's decisions against hard players, a person or a bot are drawn as
 * before). The expert's reading of strong seats for the queen of spades (hr_queen_odds) puts the queen
 * where it is more often than blind, and the reader's chain weighs the queen's seat by those odds. */
#include <math.h>
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

/* ---- The queen of spades, read from strong seats ---- */

typedef struct {
    int decisions, held_kept; /* decisions read; of them, the queen's holder's odds were below 1 */
    double gain;              /* the log of the truth's chance read over blind, summed */
    double odds_holder, odds_other;
    int n_holder, n_other;
} queen_t;

/* The chance of the queen in each seat blind: as many as the seat's unknown cards, where it may lie. */
static double queen_chance(const know_t *k, const double odds[SEAT_MAX], int q)
{
    double sum = 0, mine = 0;
    for (int i = 0; i < k->nothers; i++) {
        int s = k->others[i];
        double w = cardset_has(k->allowed[s], CARD_QS) ? (double)(k->count[s] - cardset_count(k->known[s])) : 0;
        w *= odds ? odds[s] : 1.0;
        sum += w;
        mine = s == q ? w : mine;
    }
    return sum > 0 ? mine / sum : 0;
}

static void visit_queen(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    queen_t *t = ctx;
    seat_view_t u = *v;
    int n = v->rules.players;
    for (int q = 0; q < n; q++) {
        u.shown_level[q] = q == u.seat ? SEAT_LEVEL_UNKNOWN : AI_HARD;
        u.weak_defender[q] = false;
    }
    know_t k;
    hs_know(&u, &k);
    double odds[SEAT_MAX];
    bool read = hr_queen_odds(&u, &k, odds);
    if (!cardset_has(k.free, CARD_QS)) {
        CHECK(!read);
        return;
    }
    if (!read) {
        return;
    }
    int holder = -1;
    for (int q = 0; q < n; q++) {
        holder = cardset_has(truth[q], CARD_QS) ? q : holder;
    }
    CHECK(holder >= 0 && holder != u.seat);
    CHECK_EQ_INT(odds[u.seat] == 1.0, 1);
    t->decisions++;
    t->gain += log(queen_chance(&k, odds, holder) / queen_chance(&k, NULL, holder));
    for (int i = 0; i < k.nothers; i++) {
        int q = k.others[i];
        CHECK(odds[q] >= HR_QUEEN_LEAST && odds[q] <= 1.0);
        if (q == holder) {
            t->odds_holder += odds[q];
            t->n_holder++;
        } else {
            t->odds_other += odds[q];
            t->n_other++;
        }
    }
    /* A seat shown at normal is read by its own rules (hr_new), not by these odds. */
    u.weak_defender[holder] = true;
    double weak[SEAT_MAX];
    hr_queen_odds(&u, &k, weak);
    CHECK(weak[holder] == 1.0);
}

/* Among four hard players, the odds put the queen where it is more often than dealing blind does: the
 * log of the true holder's chance rises on average, and the holder's odds are higher than the others'. */
static void test_queen_read(void)
{
    queen_t t = {0};
    const ai_level_t mix[1][SEAT_MAX] = {{AI_HARD, AI_HARD, AI_HARD, AI_HARD}};
    ai_games_t games = {.preset = PRESET_CLASSIC, .seed = 41, .stream = 7, .hands = 24, .mixes = mix, .nmixes = 1};
    games.on_play = visit_queen;
    games.ctx = &t;
    ai_games_play(&games);
    double per = t.gain / (t.decisions > 0 ? t.decisions : 1);
    double holder = t.odds_holder / (t.n_holder ? t.n_holder : 1), other = t.odds_other / (t.n_other ? t.n_other : 1);
    printf("  %d decisions read: the true holder's chance %+.3f nats a decision over blind; odds of the holder "
           "%.2f, of the others %.2f\n",
           t.decisions, per, holder, other);
    CHECK(t.decisions > 30);
    CHECK_MSG(per > 0.02, "gain %.3f", per);
    CHECK_MSG(holder > other + 0.05, "holder %.2f, others %.2f", holder, other);
}

/* ---- The reader's chain weighs the queen's seat by the odds given ---- */

typedef struct {
    long plain, weighed, worlds; /* worlds with the queen in the seat made unlikely, of each chain */
    int decisions;
} chain_t;

static void visit_chain(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    (void)truth;
    chain_t *t = ctx;
    know_t k;
    hs_know(v, &k);
    /* Early in the hand, where the normal players' few decisions seldom settle the queen's seat. */
    if (!cardset_has(k.free, CARD_QS) || v->tricks_done > 2) {
        return;
    }
    int seat = -1, may = 0;
    for (int i = 0; i < k.nothers; i++) {
        if (cardset_has(k.allowed[k.others[i]], CARD_QS)) {
            seat = seat < 0 ? k.others[i] : seat;
            may++;
        }
    }
    hr_t *a = hr_new(v, &k), *b = hr_new(v, &k);
    if (may >= 2 && a && b) {
        double odds[SEAT_MAX] = {1, 1, 1, 1, 1};
        odds[seat] = 0.2;
        hr_weigh_queen(b, odds);
        rng_t ra, rb;
        rng_seed(&ra, (uint64_t)t->decisions, 5);
        rng_seed(&rb, (uint64_t)t->decisions, 5);
        for (int w = 0; w < 64; w++) {
            cardset_t ha[SEAT_MAX], hb[SEAT_MAX];
            hr_sample(a, &ra, ha);
            hr_sample(b, &rb, hb);
            t->plain += cardset_has(ha[seat], CARD_QS);
            t->weighed += cardset_has(hb[seat], CARD_QS);
            t->worlds++;
        }
        t->decisions++;
    }
    hr_free(a);
    hr_free(b);
}

static void test_queen_chain(void)
{
    chain_t t = {0};
    play_hands(AI_NORMAL, 51, 24, visit_chain, &t);
    double plain = (double)t.plain / (double)t.worlds, weighed = (double)t.weighed / (double)t.worlds;
    printf("  %d decisions: the queen in the seat weighed at 0.2, %.1f%% of the worlds plain, %.1f%% weighed\n",
           t.decisions, 100 * plain, 100 * weighed);
    CHECK(t.decisions > 20);
    CHECK_MSG(weighed < 0.6 * plain && weighed > 0.05 * plain, "plain %.3f, weighed %.3f", plain, weighed);
}

/* Three and five hard players: the same reading, read right (no seat beyond the table's, odds in range,
 * the deciding seat and a weak one untouched), and still no worse than blind. */
static void test_queen_seats(void)
{
    for (int players = 3; players <= 5; players += 2) {
        queen_t t = {0};
        const ai_level_t mix[1][SEAT_MAX] = {{AI_HARD, AI_HARD, AI_HARD, AI_HARD, AI_HARD}};
        ai_games_t games = {.preset = PRESET_CLASSIC,
                            .seed = 43,
                            .stream = 7,
                            .hands = 10,
                            .players = players,
                            .mixes = mix,
                            .nmixes = 1};
        games.on_play = visit_queen;
        games.ctx = &t;
        ai_games_play(&games);
        double per = t.gain / (t.decisions > 0 ? t.decisions : 1);
        printf("  %d players: %d decisions read, the true holder's chance %+.3f nats a decision over blind\n", players,
               t.decisions, per);
        CHECK(t.decisions > 10);
        CHECK_MSG(per > 0, "%d players: gain %.3f", players, per);
    }
}

int main(void)
{
    RUN(test_truth_normal);
    RUN(test_truth_easy);
    RUN(test_worlds_read);
    RUN(test_unknown_not_read);
    RUN(test_queen_read);
    RUN(test_queen_seats);
    RUN(test_queen_chain);
    return test_finish();
}
