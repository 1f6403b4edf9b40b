/* The normal level's heuristics are written twice: as the level itself (ai_normal.c, over a seat's
 * view) and as the hard level's rollout policy (ai_policy.c, over card sets, for millions of cards a
 * decision). This test plays dealt games (the three presets, seats at random, easy and normal so that
 * the positions vary) and, at every decision of every seat, asks both for their card: the normal
 * level from the seat's view, the policy from a playout started at the same position with the real
 * hands (hs_start). They must agree on every one; a disagreement is printed with its position.
 *
 * The differences that are meant, and why they do not show here:
 * - The policy plays what a playout asks of it on top of the rules of thumb: a seat playing for the
 *   moon (hs_sim_t.moon, rival_moon), the others fighting a shooter hard and keeping their stoppers
 *   (fight, keep), from another number of points than the normal level's 6 (defend_min), or with one
 *   defender or none (lone_defender, passive, ordinary). The hard level sets them only inside its own
 *   playouts; hs_start leaves every one of them off, which is the normal level's game, and this test
 *   checks that hs_start does.
 * - The policy knows in a playout what its seat would know there, as the normal level does: its hand,
 *   the cards played and the voids shown (a playout's own voids, which start as the view's); so in a
 *   real position the two see the same.
 * - Written differently, the same card: the policy compares cards of one suit by their index where the
 *   normal level compares ranks (the same order within a suit), and picks with cardset_highest where
 *   the normal level uses ai_highest_rank on a set of one suit.
 * The pass: the policy's pass for the other seats (hs_policy_pass) must be normal's pass. */
#include <stdio.h>
#include <string.h>

#include "ai_games.h"
#include "ai_internal.h"
#include "ai_sim.h"
#include "ai_util.h"
#include "hearts/ai.h"
#include "test_util.h"

typedef struct {
    int plays, passes;
    int leads, follows, discards;
    int moon_threats; /* positions where a rival holds every point so far, six or more */
    int jack;         /* positions with the jack of diamonds counting, in a diamond trick */
    int differ;
} tally_t;

/* "2C 7C QS" */
static void format_cards(cardset_t set, char *buf)
{
    buf[0] = 0;
    for (cardset_t m = set; m;) {
        char c[3];
        card_to_str(cardset_pop(&m), c);
        strcat(buf, c);
        strcat(buf, m ? " " : "");
    }
}

static void show_position(const seat_view_t *v, card_t normal, card_t policy)
{
    char hand[40], trick[16], a[3], b[3];
    format_cards(v->hand, hand);
    trick[0] = 0;
    for (int i = 0; i < v->trick.count; i++) {
        char c[3];
        card_to_str(v->trick.cards[i], c);
        strcat(trick, c);
        strcat(trick, " ");
    }
    card_to_str(normal, a);
    card_to_str(policy, b);
    printf("  differ: seat %d, hand %d, trick %d, on the table [%s], hand %s: normal %s, policy %s\n", v->seat,
           v->hand_number, v->tricks_done, trick, hand, a, b);
}

/* Both choices at one position of a real game. */
static void compare_play(const seat_view_t *v, const cardset_t truth[SEAT_MAX], tally_t *t)
{
    rng_t rng;
    rng_seed(&rng, 1, 1);
    card_t normal = ai_normal_play(v, &rng);

    hs_ctx_t c;
    hs_ctx(v, &c);
    hs_sim_t s;
    hs_start(v, truth, &s);
    /* hs_start plays the normal level's game: no shooter, no fighting, the ordinary threshold. */
    CHECK(s.moon == -1 && !s.fight && !s.keep && s.defend_min == 6 && s.lone_defender == -1 && s.passive == -1 &&
          s.ordinary == 0);
    for (int q = 0; q < SEAT_COUNT; q++) {
        CHECK(s.rival_moon[q] == 0);
    }
    card_t policy = hs_policy(&c, &s);

    t->plays++;
    const trick_t *tr = &v->trick;
    if (tr->count == 0) {
        t->leads++;
    } else if (v->legal & CARDSET_SUIT(card_suit(tr->cards[0]))) {
        t->follows++;
        t->jack += v->rules.jack_of_diamonds < 0 && card_suit(tr->cards[0]) == SUIT_DIAMONDS;
    } else {
        t->discards++;
    }
    int taker = ai_sole_point_taker(v->taken_cards, v->rules.players, 6);
    t->moon_threats += taker >= 0 && taker != v->seat;
    if (normal != policy) {
        if (t->differ < 20) {
            show_position(v, normal, policy);
        }
        t->differ++;
    }
}

static void compare_pass(const seat_view_t *v, tally_t *t)
{
    t->passes++;
    cardset_t normal = ai_normal_pass_set(v->hand, v->pass_dir);
    cardset_t policy = hs_policy_pass(&v->rules, v->hand, v->pass_dir);
    if (normal != policy) {
        char h[40];
        format_cards(v->hand, h);
        printf("  differ: the pass from %s\n", h);
        t->differ++;
    }
}

static void on_play(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    compare_play(v, truth, ctx);
}

static void on_pass(const seat_view_t *v, void *ctx)
{
    compare_pass(v, ctx);
}

/* Plays `hands` hands under a preset, the seats' levels turning from game to game, comparing at every
 * decision. */
static void play_and_compare(preset_t preset, uint64_t seed, int hands, tally_t *t, int players)
{
    static const ai_level_t mixes[3][SEAT_MAX] = {
        {AI_NORMAL, AI_NORMAL, AI_NORMAL, AI_NORMAL, AI_NORMAL},
        {AI_RANDOM, AI_NORMAL, AI_EASY, AI_NORMAL, AI_EASY},
        {AI_EASY, AI_RANDOM, AI_NORMAL, AI_EASY, AI_NORMAL},
    };
    ai_games_t games = {.preset = preset,
                        .seed = seed,
                        .stream = 3,
                        .hands = hands,
                        .players = players,
                        .mixes = mixes,
                        .nmixes = 3,
                        .on_pass = on_pass,
                        .on_play = on_play,
                        .ctx = t};
    ai_games_play(&games);
}

static void test_policy_is_normal(void)
{
    tally_t t;
    memset(&t, 0, sizeof t);
    play_and_compare(PRESET_TOURNAMENT, 101, 120, &t, 4);
    play_and_compare(PRESET_CLASSIC, 201, 120, &t, 4);
    play_and_compare(PRESET_OMNIBUS, 301, 120, &t, 4);
    printf("  %d plays (%d leads, %d follows, %d discards; %d with a rival holding every point, %d in a "
           "diamond trick with the jack counting) and %d passes compared: %d differ\n",
           t.plays, t.leads, t.follows, t.discards, t.moon_threats, t.jack, t.passes, t.differ);
    CHECK_EQ_INT(t.differ, 0);
    /* The positions reach every branch worth having: leads, follows, discards, a moon to stop, the jack. */
    CHECK(t.plays >= 15000 && t.leads >= 1000 && t.discards >= 1000 && t.moon_threats >= 200 && t.jack >= 200);
}

/* The same at three and five seats: the last to play, the seats still to play, the unseen cards
 * (never a removed one) count the table's seats in both. */
static void test_policy_is_normal_seats(void)
{
    for (int players = 3; players <= 5; players += 2) {
        tally_t t;
        memset(&t, 0, sizeof t);
        play_and_compare(PRESET_CLASSIC, 401, 60, &t, players);
        play_and_compare(PRESET_OMNIBUS, 501, 60, &t, players);
        printf("  %d seats: %d plays (%d leads, %d discards, %d with a rival holding every point) and %d passes "
               "compared: %d differ\n",
               players, t.plays, t.leads, t.discards, t.moon_threats, t.passes, t.differ);
        CHECK_EQ_INT(t.differ, 0);
        CHECK(t.plays >= 4000 && t.leads >= 300 && t.discards >= 300);
    }
}

int main(void)
{
    RUN(test_policy_is_normal);
    RUN(test_policy_is_normal_seats);
    return test_finish();
}
