/* The game state machine: deals, passes, turns, the clock, the end of a game, the moon choice (docs/rules.md). */
#include <stdlib.h>
#include <string.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "test_util.h"

typedef struct {
    int deals, passes, plays, tricks, hands, ends, broken, moon_choices;
    game_event_t last_end, last_hand, last_deal;
    pass_dir_t dirs[64];
} tally_t;

static void drain(game_t *g, tally_t *t)
{
    game_event_t ev;
    while (game_next_event(g, &ev)) {
        switch (ev.type) {
        case EV_DEAL:
            if (t->deals < 64) {
                t->dirs[t->deals] = ev.pass_dir;
            }
            t->deals++;
            t->last_deal = ev;
            break;
        case EV_PASS:
            t->passes++;
            break;
        case EV_PLAY:
            t->plays++;
            break;
        case EV_TRICK:
            t->tricks++;
            break;
        case EV_HAND:
            t->hands++;
            t->last_hand = ev;
            break;
        case EV_END:
            t->ends++;
            t->last_end = ev;
            break;
        case EV_HEARTS_BROKEN:
            t->broken++;
            break;
        case EV_MOON_CHOICE:
            t->moon_choices++;
            break;
        default:
            break;
        }
    }
}

/* One AI decision for whoever must decide; false when there is nothing to decide. */
static bool step(game_t *g, ai_level_t level, rng_t *rng)
{
    seat_view_t v;
    switch (game_phase(g)) {
    case PHASE_PASS:
        for (int s = 0; s < 4; s++) {
            if (!game_has_passed(g, s)) {
                card_t c[3];
                game_seat_view(g, s, &v);
                ai_choose_pass(level, &v, rng, c);
                CHECK_EQ_INT(game_pass(g, s, c), HEARTS_OK);
                return true;
            }
        }
        return false;
    case PHASE_PLAY: {
        int s = game_turn(g);
        game_seat_view(g, s, &v);
        CHECK_EQ_INT(game_play(g, s, ai_choose_play(level, &v, rng)), HEARTS_OK);
        return true;
    }
    case PHASE_MOON_CHOICE: {
        int s = game_turn(g);
        game_seat_view(g, s, &v);
        CHECK_EQ_INT(game_choose_moon(g, s, ai_choose_moon(&v)), HEARTS_OK);
        return true;
    }
    case PHASE_HAND_OVER:
        CHECK_EQ_INT(game_next_hand(g), HEARTS_OK);
        return true;
    default:
        return false;
    }
}

static void test_deal(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    game_t *a = game_new(&r, 42), *b = game_new(&r, 42), *c = game_new(&r, 43);
    cardset_t all = 0;
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(cardset_count(game_hand(a, s)), 13);
        CHECK((all & game_hand(a, s)) == 0);
        all |= game_hand(a, s);
        CHECK(game_hand(a, s) == game_hand(b, s));
    }
    CHECK(all == CARDSET_ALL);
    CHECK(game_hand(a, SEAT_S) != game_hand(c, SEAT_S));
    tally_t t = {0};
    drain(a, &t);
    CHECK_EQ_INT(t.deals, 1);
    CHECK_EQ_INT(t.last_deal.hand, 1);
    CHECK_EQ_INT(t.last_deal.pass_dir, PASS_LEFT);
    CHECK(t.last_deal.dealt[SEAT_N] == game_hand(a, SEAT_N));
    CHECK_EQ_INT(game_phase(a), PHASE_PASS);
    game_free(a);
    game_free(b);
    game_free(c);
}

static void three_lowest(cardset_t hand, card_t out[3])
{
    for (int i = 0; i < 3; i++) {
        out[i] = cardset_pop(&hand);
    }
}

static void test_pass_exchange(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    game_t *g = game_new(&r, 7);
    cardset_t before[4], passed[4];
    card_t c[3];
    for (int s = 0; s < 4; s++) {
        before[s] = game_hand(g, s);
    }
    /* Refusals leave the state as it was. */
    card_t dup[3] = {cardset_lowest(before[0]), cardset_lowest(before[0]), cardset_highest(before[0])};
    CHECK_EQ_INT(game_pass(g, SEAT_S, dup), HEARTS_ERR_PASS_COUNT);
    card_t foreign[3] = {cardset_lowest(before[1]), cardset_lowest(before[0]), cardset_highest(before[0])};
    CHECK_EQ_INT(game_pass(g, SEAT_S, foreign), HEARTS_ERR_PASS_COUNT);
    CHECK(strstr(game_last_error(g), "three") != NULL);
    CHECK_EQ_INT(game_play(g, SEAT_S, cardset_lowest(before[0])), HEARTS_ERR_WRONG_PHASE);

    for (int s = 0; s < 4; s++) {
        three_lowest(before[s], c);
        passed[s] = cardset_of(c[0]) | cardset_of(c[1]) | cardset_of(c[2]);
        CHECK_EQ_INT(game_pass(g, s, c), HEARTS_OK);
        if (s < 3) {
            /* Nothing moves until every seat has chosen. */
            CHECK(game_hand(g, s) == before[s]);
            CHECK_EQ_INT(game_phase(g), PHASE_PASS);
            CHECK_EQ_INT(game_pass(g, s, c), HEARTS_ERR_ALREADY_PASSED);
        }
    }
    /* Hand 1 passes left: S -> W, W -> N, N -> E, E -> S. */
    for (int s = 0; s < 4; s++) {
        int from = (s + 3) & 3;
        CHECK(game_hand(g, s) == ((before[s] & ~passed[s]) | passed[from]));
    }
    tally_t t = {0};
    drain(g, &t);
    CHECK_EQ_INT(t.passes, 4);
    CHECK_EQ_INT(game_phase(g), PHASE_PLAY);
    /* The holder of the two of clubs leads it. */
    int leader = game_turn(g);
    CHECK(cardset_has(game_hand(g, leader), CARD_2C));
    cardset_t others = game_hand(g, leader) & ~cardset_of(CARD_2C);
    CHECK_EQ_INT(game_play(g, leader, cardset_lowest(others)), HEARTS_ERR_MUST_LEAD_2C);
    CHECK_EQ_STR(game_last_error(g), "That card can't be led: the two of clubs leads the first trick.");
    CHECK_EQ_INT(game_play(g, (leader + 1) & 3, cardset_lowest(game_hand(g, (leader + 1) & 3))),
                 HEARTS_ERR_NOT_YOUR_TURN);
    CHECK_EQ_INT(game_play(g, leader, CARD_2C), HEARTS_OK);
    CHECK_EQ_INT(game_turn(g), (leader + 1) & 3);

    /* What South may know: its own cards, what it passed and where, what it received and from whom. */
    seat_view_t v;
    game_seat_view(g, SEAT_S, &v);
    CHECK(v.hand == game_hand(g, SEAT_S));
    CHECK(v.passed == passed[SEAT_S]);
    CHECK_EQ_INT(v.passed_to, SEAT_W);
    CHECK(v.received == passed[SEAT_E]);
    CHECK_EQ_INT(v.received_from, SEAT_E);
    CHECK(v.dealt == before[SEAT_S]);
    game_free(g);
}

static void test_pass_cycle_eight_hands(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    r.target = 100000; /* never reached: play 8 hands */
    game_t *g = game_new(&r, 99);
    rng_t rng;
    rng_seed(&rng, 1, 1);
    tally_t t = {0};
    while (game_hand_number(g) <= 8) {
        drain(g, &t);
        if (game_phase(g) == PHASE_HAND_OVER && game_hand_number(g) == 8) {
            break;
        }
        if (game_hand_number(g) % 4 == 0 && game_phase(g) == PHASE_PLAY && game_trick(g)->number == 0 &&
            game_trick(g)->count == 0) {
            card_t c[3] = {0, 1, 2};
            CHECK_EQ_INT(game_pass(g, SEAT_S, c), HEARTS_ERR_NO_PASS);
        }
        if (!step(g, AI_EASY, &rng)) {
            break;
        }
    }
    drain(g, &t);
    CHECK_EQ_INT(t.deals, 8);
    CHECK_EQ_INT(t.hands, 8);
    static const pass_dir_t want[8] = {PASS_LEFT, PASS_RIGHT, PASS_ACROSS, PASS_HOLD,
                                       PASS_LEFT, PASS_RIGHT, PASS_ACROSS, PASS_HOLD};
    for (int i = 0; i < 8; i++) {
        CHECK_EQ_INT(t.dirs[i], want[i]);
    }
    CHECK_EQ_INT(t.passes, 6 * 4);
    CHECK_EQ_INT(t.tricks, 8 * 13);
    CHECK_EQ_INT(t.plays, 8 * 52);
    const hand_score_t *hist;
    CHECK_EQ_INT(game_history(g, &hist), 8);
    int totals[SEAT_MAX];
    game_totals(g, totals);
    for (int s = 0; s < 4; s++) {
        int sum = 0;
        for (int h = 0; h < 8; h++) {
            sum += hist[h].score[s];
        }
        CHECK_EQ_INT(sum, totals[s]);
    }
    game_free(g);
}

/* Plays until `pred` holds or the game ends. */
static void play_until(game_t *g, rng_t *rng, tally_t *t, bool (*pred)(const game_t *))
{
    for (;;) {
        drain(g, t);
        if (pred(g) || game_phase(g) == PHASE_OVER) {
            return;
        }
        if (!step(g, AI_NORMAL, rng)) {
            return;
        }
    }
}

static bool mid_hand_two(const game_t *g)
{
    return game_hand_number(g) == 2 && game_phase(g) == PHASE_PLAY && game_trick(g)->number == 6;
}

static bool hand_over(const game_t *g)
{
    return game_phase(g) == PHASE_HAND_OVER;
}

static bool mid_hand_one(const game_t *g)
{
    return game_phase(g) == PHASE_PLAY && game_trick(g)->number == 8 && game_trick(g)->count == 2;
}

static void test_clock_mid_hand(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    rng_t rng;
    rng_seed(&rng, 5, 5);

    /* Before any hand is completed: standings 0, totals with the points taken so far. */
    game_t *g = game_new(&r, 2024);
    tally_t t = {0};
    CHECK_EQ_INT(game_clock_ms(g), 600000);
    CHECK(!game_advance_clock(g, 1234));
    CHECK_EQ_INT(game_clock_ms(g), 598766);
    play_until(g, &rng, &t, mid_hand_one);
    int taken[SEAT_MAX];
    game_taken_points(g, taken);
    CHECK(game_advance_clock(g, 598766));
    CHECK_EQ_INT(game_phase(g), PHASE_OVER);
    CHECK_EQ_INT(game_clock_ms(g), 0);
    CHECK(!game_advance_clock(g, 1000)); /* the clock stays at 0 once the game is over */
    drain(g, &t);
    CHECK_EQ_INT(t.ends, 1);
    CHECK_EQ_INT(t.last_end.reason, END_CLOCK);
    CHECK_EQ_INT(t.last_end.hands, 1);
    CHECK_EQ_INT(t.last_end.seconds_left, 0);
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(t.last_end.end_totals[s], taken[s]);
    }
    CHECK(t.last_end.has_standings && !t.last_end.standings.detailed);
    CHECK_EQ_INT(t.last_end.standings.total, 0);
    CHECK_EQ_INT(game_play(g, game_turn(g) < 0 ? 0 : game_turn(g), 0), HEARTS_ERR_WRONG_PHASE);
    game_free(g);

    /* During hand 2: 50 + 26*2 - 2*(South's total + what South took in hand 2). */
    g = game_new(&r, 2024);
    memset(&t, 0, sizeof t);
    play_until(g, &rng, &t, mid_hand_two);
    CHECK_EQ_INT(game_hand_number(g), 2);
    int totals[SEAT_MAX];
    game_totals(g, totals);
    game_taken_points(g, taken);
    CHECK(game_advance_clock(g, 600000));
    drain(g, &t);
    CHECK_EQ_INT(t.last_end.reason, END_CLOCK);
    CHECK_EQ_INT(t.last_end.hands, 2);
    CHECK_EQ_INT(t.hands, 1); /* no hand line for the interrupted hand */
    CHECK_EQ_INT(t.last_end.end_totals[SEAT_S], totals[SEAT_S] + taken[SEAT_S]);
    CHECK_EQ_INT(t.last_end.standings.total, 50 + 26 * 2 - 2 * (totals[SEAT_S] + taken[SEAT_S]));
    game_free(g);
}

static void test_clock_between_hands(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    rng_t rng;
    rng_seed(&rng, 6, 6);
    game_t *g = game_new(&r, 31337);
    tally_t t = {0};
    play_until(g, &rng, &t, hand_over);
    CHECK_EQ_INT(game_phase(g), PHASE_HAND_OVER);
    int totals[SEAT_MAX];
    game_totals(g, totals);
    CHECK(!game_advance_clock(g, 599999));
    CHECK_EQ_INT(game_phase(g), PHASE_HAND_OVER);
    CHECK(game_advance_clock(g, 1));
    drain(g, &t);
    CHECK_EQ_INT(t.last_end.reason, END_CLOCK);
    CHECK_EQ_INT(t.last_end.hands, 1);
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(t.last_end.end_totals[s], totals[s]);
    }
    CHECK_EQ_INT(t.last_end.standings.total, 50 + 26 - 2 * totals[SEAT_S]);
    CHECK_EQ_INT(game_next_hand(g), HEARTS_ERR_WRONG_PHASE);
    game_free(g);
}

static void test_classic_has_no_clock(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    game_t *g = game_new(&r, 1);
    CHECK_EQ_INT(game_clock_ms(g), -1);
    CHECK(!game_advance_clock(g, 10000000));
    CHECK_EQ_INT(game_phase(g), PHASE_PASS);
    game_free(g);
}

static void test_quit(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    rng_t rng;
    rng_seed(&rng, 8, 8);
    game_t *g = game_new(&r, 77);
    tally_t t = {0};
    play_until(g, &rng, &t, mid_hand_two);
    int totals[SEAT_MAX];
    game_totals(g, totals);
    CHECK(!game_advance_clock(g, 65500));
    game_quit(g);
    drain(g, &t);
    CHECK_EQ_INT(game_phase(g), PHASE_OVER);
    CHECK_EQ_INT(t.last_end.reason, END_QUIT);
    CHECK_EQ_INT(t.last_end.hands, 2);
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(t.last_end.end_totals[s], totals[s]);
    }
    CHECK(t.last_end.has_standings && !t.last_end.standings.detailed);
    CHECK_EQ_INT(t.last_end.standings.total, 0);
    game_quit(g); /* a second quit adds nothing */
    drain(g, &t);
    CHECK_EQ_INT(t.ends, 1);
    game_free(g);
}

static bool never(const game_t *g)
{
    (void)g;
    return false;
}

static void test_target_end(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    r.clock_seconds = 86400; /* the clock never runs out here */
    rng_t rng;
    rng_seed(&rng, 9, 9);
    game_t *g = game_new(&r, 4242);
    tally_t t = {0};
    CHECK(!game_advance_clock(g, 3723456));
    play_until(g, &rng, &t, never);
    CHECK_EQ_INT(t.ends, 1);
    CHECK_EQ_INT(t.last_end.reason, END_TARGET);
    CHECK(rules_target_reached(&r, t.last_end.end_totals));
    CHECK_EQ_INT(t.last_end.hands, t.hands);
    CHECK_EQ_INT(t.last_end.seconds_left, (86400000 - 3723456) / 1000);
    standings_t want = standings_completed(t.last_end.end_totals, 4, t.last_end.seconds_left);
    CHECK(t.last_end.standings.detailed);
    CHECK_EQ_INT(t.last_end.standings.total, want.total);
    CHECK_EQ_INT(t.last_end.winners, rules_winners(t.last_end.end_totals, 4));
    CHECK_EQ_INT(t.broken, t.hands); /* every card is played, so hearts break exactly once a hand */
    game_free(g);
}

static bool moon_pending(const game_t *g)
{
    return game_phase(g) == PHASE_MOON_CHOICE;
}

static void test_moon_ask(void)
{
    /* Find a deal (deterministically) where random play gives one seat every point, under `ask`. */
    rules_t r;
    rules_preset(&r, PRESET_OMNIBUS);
    r.target = 100000;
    rng_t rng;
    rng_seed(&rng, 10, 10);
    game_t *g = game_new(&r, 555);
    tally_t t = {0};
    for (;;) {
        drain(g, &t);
        if (moon_pending(g) || game_hand_number(g) > 2000) {
            break;
        }
        step(g, AI_EASY, &rng);
    }
    CHECK_MSG(game_phase(g) == PHASE_MOON_CHOICE, "no moon in 2000 hands of easy play");
    if (game_phase(g) != PHASE_MOON_CHOICE) {
        game_free(g);
        return;
    }
    CHECK_EQ_INT(t.moon_choices, 1);
    int shooter = game_turn(g);
    int totals[SEAT_MAX];
    game_totals(g, totals);
    int taken[SEAT_MAX];
    game_taken_points(g, taken);
    CHECK_EQ_INT(game_choose_moon(g, (shooter + 1) & 3, MOON_CHOICE_ADD), HEARTS_ERR_NOT_SHOOTER);
    CHECK_EQ_INT(game_next_hand(g), HEARTS_ERR_WRONG_PHASE);
    CHECK_EQ_INT(game_choose_moon(g, shooter, MOON_CHOICE_SUBTRACT), HEARTS_OK);
    drain(g, &t);
    CHECK_EQ_INT(t.last_hand.score.moon, shooter);
    CHECK_EQ_INT(t.last_hand.score.moon_choice, MOON_CHOICE_SUBTRACT);
    /* The shooter took 26 plus perhaps the jack: subtract gives -26 (+ jack). */
    CHECK_EQ_INT(t.last_hand.score.score[shooter], -26 + (taken[shooter] - 26));
    CHECK_EQ_INT(t.last_hand.score.totals[shooter], totals[shooter] - 26 + (taken[shooter] - 26));
    game_free(g);
}

/* moon_needs_jack under `ask`: a seat that takes every heart and QS is asked (and scores a moon) only
 * when it took JD too; without JD its hand is scored as points and nobody is asked. */
static void test_moon_needs_jack(void)
{
    rules_t r;
    rules_preset(&r, PRESET_OMNIBUS);
    r.target = 100000;
    r.moon_needs_jack = true;
    rng_t rng;
    rng_seed(&rng, 12, 12);
    game_t *g = game_new(&r, 777);
    cardset_t taken[4] = {0};
    int with_jack = 0, without_jack = 0, asked = 0;
    while ((with_jack == 0 || without_jack == 0) && game_hand_number(g) <= 6000) {
        game_event_t ev;
        while (game_next_event(g, &ev)) {
            if (ev.type == EV_TRICK) {
                for (int i = 0; i < 4; i++) {
                    taken[ev.winner] |= cardset_of(ev.cards[i]);
                }
            } else if (ev.type == EV_MOON_CHOICE) {
                asked++;
                CHECK(cardset_has(taken[ev.seat], CARD_JD));
            } else if (ev.type == EV_HAND) {
                int all = rules_moon_shooter(taken, 4);
                if (all >= 0 && cardset_has(taken[all], CARD_JD)) {
                    with_jack++;
                    CHECK_EQ_INT(ev.score.moon, all);
                } else if (all >= 0) {
                    without_jack++;
                    CHECK_EQ_INT(ev.score.moon, -1);
                    CHECK_EQ_INT(ev.score.score[all], 26);
                } else {
                    CHECK_EQ_INT(ev.score.moon, -1);
                }
                memset(taken, 0, sizeof taken);
            }
        }
        if (!step(g, AI_RANDOM, &rng)) {
            break;
        }
    }
    CHECK_MSG(with_jack > 0 && without_jack > 0, "a moon with the jack %d, without %d", with_jack, without_jack);
    CHECK_EQ_INT(asked, with_jack);
    game_free(g);
}

static void test_hearts_broken_once(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    rng_t rng;
    rng_seed(&rng, 11, 11);
    game_t *g = game_new(&r, 8);
    tally_t t = {0};
    play_until(g, &rng, &t, hand_over);
    CHECK_EQ_INT(t.broken, 1);
    CHECK_EQ_INT(t.hands, 1);
    CHECK(game_hearts_broken(g));
    game_free(g);
}

int main(void)
{
    RUN(test_deal);
    RUN(test_pass_exchange);
    RUN(test_pass_cycle_eight_hands);
    RUN(test_clock_mid_hand);
    RUN(test_clock_between_hands);
    RUN(test_classic_has_no_clock);
    RUN(test_quit);
    RUN(test_target_end);
    RUN(test_moon_ask);
    RUN(test_moon_needs_jack);
    RUN(test_hearts_broken_once);
    return test_finish();
}
