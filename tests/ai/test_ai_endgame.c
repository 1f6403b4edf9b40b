/* The exact search of the last tricks (ai_endgame.c, the expert level's): on a hand-made position it
 * finds the only card that keeps the queen of spades off its seat two tricks later; on random
 * positions its answer is that of a plain search of every card (no table, no runs of cards); and it
 * stops within its work, leaving the hand as it was. */
#include <string.h>

#include "ai_endgame.h"
#include "ai_sim.h"
#include "hearts/ai.h"
#include "hearts/rng.h"
#include "test_util.h"

static void context(const rules_t *r, int players, hs_ctx_t *c)
{
    memset(c, 0, sizeof *c);
    c->rules = r;
    c->me = SEAT_S;
    c->players = players;
    c->hand_size = rules_hand_size(players);
    c->deck = rules_deck(players);
    c->lambda = 0.1;
    c->win_weight = 12.0;
    for (int q = 0; q < players; q++) {
        c->game_leader[q] = (q + 1) % players;
    }
}

/* A position with the given hands, the cards no seat holds taken in turn by the seats other than
 * South (nobody can shoot), trick `number` led by `leader`. */
static void position(const hs_ctx_t *c, const cardset_t hands[SEAT_MAX], int number, int leader, hs_sim_t *s)
{
    memset(s, 0, sizeof *s);
    cardset_t held = 0;
    for (int q = 0; q < c->players; q++) {
        s->hand[q] = hands[q];
        held |= hands[q];
    }
    s->played = c->deck & ~held;
    int k = 0;
    for (cardset_t m = s->played; m; k++) {
        card_t x = cardset_pop(&m);
        s->taken[1 + k % (c->players - 1)] |= cardset_of(x);
    }
    for (int q = 1; q < c->players; q++) {
        s->tricks_won[q] = number / (c->players - 1) + (q - 1 < number % (c->players - 1));
    }
    s->t.number = number;
    s->t.leader = leader;
    s->t.players = c->players;
    s->t.hearts_broken = true;
    s->moon = s->lone_defender = s->passive = -1;
    s->defend_min = HS_DEFEND_MIN;
    s->cards_left = 1000;
}

/* The eleventh trick: North leads the five of clubs, East follows with the nine; South, out of clubs,
 * holds the king of spades, the ace of hearts and the three of diamonds. West holds the queen of spades
 * as its only spade and East has only spades left: whatever East leads next, South's king would take
 * the queen. Only the king thrown now keeps the queen (and every point) off South. */
static void test_drops_the_king(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    hs_ctx_t c;
    context(&r, 4, &c);
    cardset_t hands[SEAT_MAX] = {cards_from("KS AH 3D"), cards_from("2C QS JH"), cards_from("5C 7D 8D"),
                                 cards_from("9C 4S 5S")};
    hs_sim_t s;
    position(&c, hands, 10, SEAT_N, &s);
    hs_play(&c, &s, card_from("5C"));
    hs_play(&c, &s, card_from("9C"));
    eg_solver_t *e = eg_new(&c, 0);
    CHECK(e != NULL);
    if (!e) {
        return;
    }
    const char *cards[3] = {"KS", "AH", "3D"};
    for (int i = 0; i < 3; i++) {
        hs_sim_t a = s;
        hs_play(&c, &a, card_from(cards[i]));
        long spent = 0;
        CHECK(eg_solve(e, &a, 100000, &spent));
        CHECK(a.done && spent > 0 && spent < 100);
        bool queen = cardset_has(a.taken[SEAT_S], CARD_QS);
        CHECK_MSG(queen == (i != 0), "%s: South %s the queen", cards[i], queen ? "takes" : "does not take");
    }
    /* From the position itself, South's best play takes no point. */
    hs_sim_t a = s;
    long spent = 0;
    CHECK(eg_solve(e, &a, 100000, &spent));
    CHECK_EQ_INT(rules_cards_points(&r, a.taken[SEAT_S]), 0);
    CHECK(!cardset_has(a.hand[SEAT_S], card_from("KS")) && a.played == c.deck);
    /* Out of work: the hand is left as it was, and the work spent is counted. */
    a = s;
    spent = 0;
    CHECK(!eg_solve(e, &a, 3, &spent));
    CHECK(spent >= 3 && memcmp(&a, &s, sizeof a) == 0);
    eg_free(e);
}

/* ---- Against a plain search ---- */

/* The outcome of best play (every legal card tried, no table) and its worth to each seat, as
 * ai_endgame.c defines them. */
static void worth(const hs_ctx_t *c, const hs_sim_t *s, double u[SEAT_MAX])
{
    int score[SEAT_MAX];
    (void)hs_score(c, s, score);
    int sum = 0;
    for (int q = 0; q < c->players; q++) {
        sum += score[q];
    }
    for (int q = 0; q < c->players; q++) {
        u[q] = q == c->me ? hs_utility(c, score, false)
                          : -(double)score[q] + c->lambda * (double)(sum - score[q]) / (double)(c->players - 1);
    }
}

/* policy: the seats that play the rollout policy's card (a bit each). */
static void plain(const hs_ctx_t *c, const hs_sim_t *s, unsigned policy, double u[SEAT_MAX])
{
    if (s->done) {
        worth(c, s, u);
        return;
    }
    int seat = trick_turn(&s->t);
    bool any = false;
    cardset_t legal = rules_legal_moves(c->rules, s->hand[seat], &s->t);
    for (cardset_t m = policy & (1u << seat) ? cardset_of(hs_policy(c, s)) : legal; m;) {
        hs_sim_t next = *s;
        hs_play(c, &next, cardset_pop(&m));
        double r[SEAT_MAX];
        plain(c, &next, policy, r);
        if (!any || r[seat] > u[seat] + 1e-9) {
            memcpy(u, r, sizeof r);
            any = true;
        }
    }
}

/* Random positions of two or three tricks at three, four and five seats, under the tournament and
 * omnibus presets (the jack of diamonds), every seat searching or South alone against the policy: the
 * solver's outcome is worth to South what a plain search finds. */
static void test_matches_plain_search(void)
{
    rng_t rng;
    rng_seed(&rng, 27, 1);
    int checked = 0;
    for (int i = 0; i < 60; i++) {
        int players = 3 + i % 3;
        rules_t r;
        rules_preset(&r, i % 2 ? PRESET_OMNIBUS : PRESET_TOURNAMENT);
        r.players = players;
        hs_ctx_t c;
        context(&r, players, &c);
        c.totals[1] = (int)rng_below(&rng, 40);
        int tricks = 2 + (int)rng_below(&rng, 2);
        card_t deck[CARD_COUNT];
        int n = 0;
        for (cardset_t m = c.deck; m;) {
            deck[n++] = cardset_pop(&m);
        }
        for (int k = n - 1; k > 0; k--) {
            int j = (int)rng_below(&rng, (uint32_t)k + 1);
            card_t x = deck[k];
            deck[k] = deck[j];
            deck[j] = x;
        }
        cardset_t hands[SEAT_MAX] = {0};
        for (int k = 0; k < tricks * players; k++) {
            hands[k % players] |= cardset_of(deck[k]);
        }
        hs_sim_t s;
        position(&c, hands, c.hand_size - tricks, (int)rng_below(&rng, (uint32_t)players), &s);
        double want[SEAT_MAX];
        /* Every other position: the others play the rollout policy's cards. */
        unsigned policy = i % 4 < 2 ? 0 : ((1u << players) - 1) & ~1u;
        plain(&c, &s, policy, want);
        eg_solver_t *e = eg_new(&c, policy);
        long spent = 0;
        CHECK(e && eg_solve(e, &s, 1000000, &spent));
        double got[SEAT_MAX];
        worth(&c, &s, got);
        CHECK_MSG(got[SEAT_S] > want[SEAT_S] - 1e-9 && got[SEAT_S] < want[SEAT_S] + 1e-9,
                  "position %d: %.3f, plain search %.3f", i, got[SEAT_S], want[SEAT_S]);
        checked += s.done;
        eg_free(e);
    }
    CHECK_EQ_INT(checked, 60);
}

int main(void)
{
    RUN(test_drops_the_king);
    RUN(test_matches_plain_search);
    return test_finish();
}
