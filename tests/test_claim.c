/* Claiming the rest of a hand (hearts/claim.h), against an oracle of its own: for positions of real
 * games near a hand's end, every deal of the cards the seat has not seen that the play so far allows
 * (checked by replaying the whole hand with the rules' legal moves), and every line of play from each.
 * The rest is certain exactly when all of them give the same takers of the counting cards (and sun).
 * Among them are positions that are certain and positions that only look so: certain with the cards
 * as they really lie, not from what the seat can know. */
#include <stdlib.h>
#include <string.h>

#include "hearts/ai.h"
#include "hearts/claim.h"
#include "hearts/game.h"
#include "test_util.h"

typedef struct {
    cardset_t takes[SEAT_MAX];
    int sun;
} outcome_t;

typedef struct {
    const rules_t *r;
    cardset_t counting;
    outcome_t first;
    int seen; /* 0 none yet, 1 one outcome, 2 more than one */
} oracle_t;

static cardset_t counting_of(const rules_t *r)
{
    return CARDSET_POINTS | (r->jack_of_diamonds != 0 || r->moon_needs_jack ? cardset_of(CARD_JD) : 0);
}

/* Every line from hands h and trick t (tricks won so far in `run`: the one seat that won them all,
 * -1 none, -2 split); each outcome goes to o. */
static void lines(oracle_t *o, cardset_t h[SEAT_MAX], trick_t *t, int run, outcome_t *acc)
{
    if (o->seen == 2) {
        return;
    }
    int n = o->r->players;
    if (t->number == rules_hand_size(n)) {
        outcome_t out = *acc;
        out.sun = o->r->sun && run >= 0 ? run : -1;
        if (o->seen == 0) {
            o->first = out;
            o->seen = 1;
        } else if (memcmp(&o->first, &out, sizeof out) != 0) {
            o->seen = 2;
        }
        return;
    }
    int q = trick_turn(t);
    for (cardset_t legal = rules_legal_moves(o->r, h[q], t); legal;) {
        card_t c = cardset_pop(&legal);
        trick_t before = *t;
        outcome_t acc_before = *acc;
        h[q] &= ~cardset_of(c);
        t->cards[t->count++] = c;
        t->hearts_broken |= rules_breaks_hearts(o->r, c);
        int next_run = run;
        if (t->count == n) {
            int w = rules_trick_winner(t);
            for (int i = 0; i < n; i++) {
                acc->takes[w] |= cardset_of(t->cards[i]) & o->counting;
            }
            next_run = run == -1 || run == w ? w : -2;
            t->number++;
            t->leader = w;
            t->count = 0;
        }
        lines(o, h, t, next_run, acc);
        *t = before;
        *acc = acc_before;
        h[q] |= cardset_of(c);
    }
}

/* Whether the hand so far could have been played from these hands (each seat's cards now): every
 * card of the view's history legal from the hand the seat held then. */
static bool history_fits(const seat_view_t *v, const cardset_t now[SEAT_MAX])
{
    int seats = v->rules.players;
    cardset_t h[SEAT_MAX];
    memcpy(h, now, sizeof h);
    for (int k = 0; k < v->tricks_done; k++) {
        for (int i = 0; i < seats; i++) {
            h[seat_plus(v->tricks[k].leader, i, seats)] |= cardset_of(v->tricks[k].cards[i]);
        }
    }
    for (int i = 0; i < v->trick.count; i++) {
        h[seat_plus(v->trick.leader, i, seats)] |= cardset_of(v->trick.cards[i]);
    }
    bool broken = false;
    for (int k = 0; k <= v->tricks_done; k++) {
        bool done = k < v->tricks_done;
        trick_t t = {.number = k,
                     .leader = done ? v->tricks[k].leader : v->trick.leader,
                     .hearts_broken = broken,
                     .players = seats};
        int n = done ? seats : v->trick.count;
        for (int i = 0; i < n; i++) {
            card_t c = done ? v->tricks[k].cards[i] : v->trick.cards[i];
            int q = seat_plus(t.leader, i, seats);
            if (!cardset_has(rules_legal_moves(&v->rules, h[q], &t), c)) {
                return false;
            }
            h[q] &= ~cardset_of(c);
            t.cards[t.count++] = c;
            t.hearts_broken |= rules_breaks_hearts(&v->rules, c);
        }
        broken = t.hearts_broken;
    }
    return true;
}

/* Deals the unseen cards `pool` to the other seats (each `need` cards, the seat's own pass to whom it
 * went), and for each deal the history allows, plays every line. */
static void deals(oracle_t *o, const seat_view_t *v, cardset_t pool, cardset_t h[SEAT_MAX], int need[SEAT_MAX], int run,
                  outcome_t *acc)
{
    if (o->seen == 2) {
        return;
    }
    if (!pool) {
        if (history_fits(v, h)) {
            trick_t t = v->trick;
            lines(o, h, &t, run, acc);
        }
        return;
    }
    card_t c = cardset_lowest(pool);
    cardset_t rest = pool & ~cardset_of(c);
    bool passed = cardset_has(v->passed, c) && v->passed_to >= 0;
    for (int q = 0; q < v->rules.players; q++) {
        if (q == v->seat || need[q] == 0 || (passed && q != v->passed_to)) {
            continue;
        }
        need[q]--;
        h[q] |= cardset_of(c);
        deals(o, v, rest, h, need, run, acc);
        h[q] &= ~cardset_of(c);
        need[q]++;
    }
}

/* The oracle's answer for view v; with `truth` the real hands, only that deal (certain whatever anyone
 * plays, with the cards as they lie). */
static bool oracle_certain(const seat_view_t *v, const cardset_t *truth)
{
    oracle_t o = {.r = &v->rules, .counting = counting_of(&v->rules)};
    int run = -1;
    for (int k = 0; k < v->tricks_done; k++) {
        run = run == -1 || run == v->tricks[k].winner ? v->tricks[k].winner : -2;
    }
    outcome_t acc = {{0}, -1}; /* the cards on the table are taken with their trick */
    int seats = v->rules.players;
    if (truth) {
        cardset_t h[SEAT_MAX];
        memcpy(h, truth, sizeof h);
        trick_t t = v->trick;
        lines(&o, h, &t, run, &acc);
    } else {
        cardset_t h[SEAT_MAX] = {0};
        h[v->seat] = v->hand;
        int need[SEAT_MAX] = {0};
        for (int q = 0; q < seats; q++) {
            int played = v->tricks_done;
            for (int i = 0; i < v->trick.count; i++) {
                played += seat_plus(v->trick.leader, i, seats) == q;
            }
            need[q] = q == v->seat ? 0 : rules_hand_size(seats) - played;
        }
        deals(&o, v, rules_deck(seats) & ~v->played & ~v->hand, h, need, run, &acc);
    }
    return o.seen == 1;
}

typedef struct {
    int positions, certain, looks_so, trivial;
    long most_positions;
} tally_t;

/* One position: claim_certain against the oracle, for the seat `seat`. */
static void check_position(const game_t *g, int seat, tally_t *n)
{
    seat_view_t v;
    game_seat_view(g, seat, &v);
    claim_t c;
    bool said = claim_certain(&v, &c);
    bool want = oracle_certain(&v, NULL);
    cardset_t truth[SEAT_MAX] = {0};
    for (int q = 0; q < game_players(g); q++) {
        truth[q] = game_hand(g, q);
    }
    bool real = oracle_certain(&v, truth);
    CHECK_MSG(said == want, "hand %d trick %d (%d on the table), seat %d: claim says %d, the oracle %d", v.hand_number,
              v.tricks_done + 1, v.trick.count, seat, said, want);
    CHECK_MSG(!want || real, "certain from what the seat knows, yet not with the real cards");
    CHECK(!c.gave_up);
    n->positions++;
    n->certain += said;
    n->looks_so += real && !want;
    n->trivial += said && c.positions == 0;
    n->most_positions = c.positions > n->most_positions ? c.positions : n->most_positions;
}

/* Every seat that has not passed passes, at the easy level (random where easy does not play the count). */
static void pass_all(game_t *g, rng_t *rng)
{
    for (int s = 0; s < game_players(g); s++) {
        seat_view_t v;
        game_seat_view(g, s, &v);
        card_t c[3];
        if (!v.passed) {
            ai_choose_pass(ai_level_plays_seats(AI_EASY, game_players(g)) ? AI_EASY : AI_RANDOM, &v, rng, c);
            CHECK(game_pass(g, s, c) == HEARTS_OK);
        }
    }
}

static void play_games(const rules_t *r, int games, int from_trick, tally_t *n)
{
    for (int k = 0; k < games; k++) {
        rng_t rng;
        rng_seed(&rng, (uint64_t)k, 31);
        game_t *g = game_new(r, 500 + (uint64_t)k);
        seat_view_t v;
        game_event_t ev;
        while (game_phase(g) != PHASE_OVER && game_hand_number(g) <= 2) {
            while (game_next_event(g, &ev)) {
            }
            switch (game_phase(g)) {
            case PHASE_PASS:
                pass_all(g, &rng);
                break;
            case PHASE_PLAY: {
                int s = game_turn(g);
                game_seat_view(g, s, &v);
                int seats = game_players(g);
                if (v.tricks_done >= from_trick) {
                    check_position(g, s, n);
                    check_position(g, seat_plus(s, 1 + (int)rng_below(&rng, (uint32_t)seats - 1), seats), n);
                }
                ai_level_t level = k % 2 && ai_level_plays_seats(AI_EASY, seats) ? AI_EASY : AI_RANDOM;
                CHECK(game_play(g, s, ai_choose_play(level, &v, &rng)) == HEARTS_OK);
                break;
            }
            case PHASE_MOON_CHOICE:
                CHECK(game_choose_moon(g, game_turn(g), MOON_CHOICE_ADD) == HEARTS_OK);
                break;
            case PHASE_HAND_OVER:
                CHECK(game_next_hand(g) == HEARTS_OK);
                break;
            default:
                break;
            }
        }
        game_free(g);
    }
}

static void test_against_the_oracle(void)
{
    tally_t n = {0};
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    r.clock_seconds = 0;
    play_games(&r, 40, 10, &n);
    rules_preset(&r, PRESET_OMNIBUS); /* the jack counts */
    play_games(&r, 30, 10, &n);
    r.sun = true;
    r.moon_needs_jack = true;
    r.jack_of_diamonds = 0;
    play_games(&r, 30, 10, &n);
    printf("  %d positions: %d certain (%d with nothing left to decide), %d only look so; at most %ld searched\n",
           n.positions, n.certain, n.trivial, n.looks_so, n.most_positions);
    CHECK(n.certain > 20 && n.looks_so > 20 && n.positions - n.certain > 100);
}

/* Three and five seats: the last four tricks of a hand of 17, the last two of a hand of 10. */
static void test_three_and_five(void)
{
    for (int seats = 3; seats <= 5; seats += 2) {
        tally_t n = {0};
        rules_t r;
        rules_preset(&r, PRESET_OMNIBUS);
        r.players = seats;
        play_games(&r, 20, seats == 3 ? 13 : 8, &n);
        r.sun = true;
        r.jack_of_diamonds = 0;
        play_games(&r, 20, seats == 3 ? 13 : 8, &n);
        printf("  %d seats: %d positions: %d certain (%d with nothing left to decide), %d only look so\n", seats,
               n.positions, n.certain, n.trivial, n.looks_so);
        CHECK(n.certain > 10 && n.positions - n.certain > 20);
    }
}

int main(void)
{
    RUN(test_against_the_oracle);
    RUN(test_three_and_five);
    return test_finish();
}
