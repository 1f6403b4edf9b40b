/* Three and five players (docs/rules.md, Three or five players): the seats, the cards taken out, the
 * passing cycle, the moon and the sun, the standings, and whole games of the engine at each count. */
#include <stdlib.h>
#include <string.h>

#include "hearts/game.h"
#include "hearts/rng.h"
#include "hearts/rules.h"
#include "test_util.h"

static rules_t with_players(preset_t preset, int players)
{
    rules_t r;
    rules_preset(&r, preset);
    char kv[32];
    snprintf(kv, sizeof kv, "players=%d", players);
    char err[128];
    CHECK_MSG(rules_set_option(&r, kv, err, sizeof err), "%s", err);
    return r;
}

static void test_option(void)
{
    rules_t r;
    for (int p = 0; p < PRESET_COUNT; p++) {
        rules_preset(&r, (preset_t)p);
        CHECK_EQ_INT(r.players, 4);
    }
    char err[200];
    CHECK(rules_set_option(&r, "players=3", err, sizeof err));
    CHECK_EQ_INT(r.players, 3);
    CHECK(rules_set_option(&r, "players=5", err, sizeof err));
    CHECK_EQ_INT(r.players, 5);
    CHECK(!rules_set_option(&r, "players=6", err, sizeof err));
    CHECK(strstr(err, "players") != NULL && strstr(err, "3") != NULL && strstr(err, "5") != NULL);
    CHECK(!rules_set_option(&r, "players=2", err, sizeof err));
    CHECK_EQ_INT(r.players, 5); /* a refused option leaves the rules as they were */
    const rule_option_t *o = rules_option_find("players");
    CHECK(o && o->log_off_preset_only && !o->in_first_logs);
}

static void test_seats(void)
{
    static const char *const codes[3][SEAT_MAX] = {{"S", "W", "E"}, {"S", "W", "N", "E"}, {"S", "W", "NW", "NE", "E"}};
    static const char *const names[3][SEAT_MAX] = {{"South", "Left", "Right"},
                                                   {"South", "Left", "Across", "Right"},
                                                   {"South", "Left", "Far left", "Far right", "Right"}};
    for (int n = SEAT_MIN; n <= SEAT_MAX; n++) {
        for (int s = 0; s < n; s++) {
            CHECK_EQ_STR(seat_code(s, n), codes[n - 3][s]);
            CHECK_EQ_STR(seat_name(s, n), names[n - 3][s]);
            int back = -1;
            CHECK(seat_parse(codes[n - 3][s], n, &back));
            CHECK_EQ_INT(back, s);
            CHECK_EQ_INT(seat_next(s, n), (s + 1) % n);
        }
        CHECK_EQ_STR(seat_code(n, n), "?");
        CHECK_EQ_INT(seat_right(n), n - 1);
        CHECK_EQ_STR(seat_code(seat_right(n), n), "E");
    }
    int s = -1;
    CHECK(!seat_parse("N", 3, &s));  /* three seats have no North */
    CHECK(!seat_parse("N", 5, &s));  /* five have NW and NE, no N */
    CHECK(!seat_parse("NW", 4, &s)); /* four have no NW */
    CHECK(seat_parse("nw", 5, &s) && s == 2);
    CHECK(seat_parse("ne", 5, &s) && s == 3);
    CHECK(!seat_parse("NWX", 5, &s));
}

static void test_deck(void)
{
    card_t d2 = card_from("2D"), s2 = card_from("2S");
    CHECK_EQ_INT(rules_removed_cards(4), 0);
    CHECK_EQ_INT(rules_removed_cards(3), cardset_of(d2));
    CHECK_EQ_INT(rules_removed_cards(5), cardset_of(d2) | cardset_of(s2));
    CHECK_EQ_INT(rules_hand_size(3), 17);
    CHECK_EQ_INT(rules_hand_size(4), 13);
    CHECK_EQ_INT(rules_hand_size(5), 10);
    for (int n = SEAT_MIN; n <= SEAT_MAX; n++) {
        CHECK_EQ_INT(cardset_count(rules_deck(n)), n * rules_hand_size(n));
        CHECK(cardset_has(rules_deck(n), CARD_2C));
        CHECK((rules_deck(n) & CARDSET_POINTS) == CARDSET_POINTS); /* the points are unchanged */
        CHECK(cardset_has(rules_deck(n), CARD_JD));
    }
}

/* Every hand of two cycles: its direction and where each seat's pass goes and comes from. */
static void test_pass_cycles(void)
{
    static const pass_dir_t three[3] = {PASS_LEFT, PASS_RIGHT, PASS_HOLD};
    static const pass_dir_t five[5] = {PASS_LEFT, PASS_RIGHT, PASS_FAR_LEFT, PASS_FAR_RIGHT, PASS_HOLD};
    for (int hand = 1; hand <= 10; hand++) {
        CHECK_EQ_INT(rules_pass_dir(hand, 3), three[(hand - 1) % 3]);
        CHECK_EQ_INT(rules_pass_dir(hand, 5), five[(hand - 1) % 5]);
        CHECK(rules_pass_dir(hand, 5) != PASS_ACROSS);
        CHECK(rules_pass_dir(hand, 3) != PASS_ACROSS);
    }
    CHECK_EQ_STR(pass_dir_name(PASS_FAR_LEFT), "far-left");
    CHECK_EQ_STR(pass_dir_name(PASS_FAR_RIGHT), "far-right");
    /* Where each pass goes, by seat code: three S W E; five S W NW NE E (far left S->NW, far right
     * S->NE); "-" for no pass. */
    static const struct {
        int players;
        const char *from;
        pass_dir_t dir;
        const char *to;
    } passes[] = {
        {3, "S", PASS_LEFT, "W"},       {3, "W", PASS_LEFT, "E"},       {3, "E", PASS_LEFT, "S"},
        {3, "S", PASS_RIGHT, "E"},      {3, "E", PASS_RIGHT, "W"},      {3, "S", PASS_HOLD, "-"},
        {5, "S", PASS_LEFT, "W"},       {5, "S", PASS_RIGHT, "E"},      {5, "S", PASS_FAR_LEFT, "NW"},
        {5, "S", PASS_FAR_RIGHT, "NE"}, {5, "NE", PASS_FAR_LEFT, "S"},  {5, "E", PASS_FAR_LEFT, "W"},
        {5, "W", PASS_FAR_RIGHT, "E"},  {5, "NW", PASS_FAR_RIGHT, "S"}, {5, "NW", PASS_HOLD, "-"},
    };
    for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
        int from = -1, to = -1;
        CHECK(seat_parse(passes[i].from, passes[i].players, &from));
        int got = rules_pass_target(from, passes[i].dir, passes[i].players);
        CHECK_MSG(got >= 0 ? !strcmp(seat_code(got, passes[i].players), passes[i].to) : !strcmp(passes[i].to, "-"),
                  "%d players: %s passing %s goes to %s, not %s", passes[i].players, passes[i].from,
                  pass_dir_name(passes[i].dir), got >= 0 ? seat_code(got, passes[i].players) : "-", passes[i].to);
        if (got >= 0) {
            CHECK(seat_parse(passes[i].to, passes[i].players, &to));
            CHECK_EQ_INT(rules_pass_source(to, passes[i].dir, passes[i].players), from);
        }
    }
    /* Every pass of every hand: a permutation, and the source its inverse. */
    for (int n = SEAT_MIN; n <= SEAT_MAX; n++) {
        for (int hand = 1; hand <= n; hand++) {
            pass_dir_t d = rules_pass_dir(hand, n);
            unsigned got = 0;
            for (int s = 0; s < n; s++) {
                int to = rules_pass_target(s, d, n);
                if (d == PASS_HOLD) {
                    CHECK_EQ_INT(to, -1);
                    continue;
                }
                CHECK(to >= 0 && to < n && to != s);
                got |= 1u << to;
                CHECK_EQ_INT(rules_pass_source(to, d, n), s);
            }
            CHECK(d == PASS_HOLD || got == (1u << n) - 1);
        }
    }
}

static void test_trick_order(void)
{
    trick_t t = {.number = 0, .leader = 4, .players = 5};
    CHECK_EQ_INT(trick_turn(&t), 4);
    t.cards[t.count++] = card_from("2C");
    CHECK_EQ_INT(trick_turn(&t), 0); /* E leads, S follows */
    t.cards[t.count++] = card_from("AC");
    t.cards[t.count++] = card_from("3C");
    t.cards[t.count++] = card_from("KC");
    CHECK(!trick_complete(&t));
    CHECK_EQ_INT(trick_turn(&t), 3);
    t.cards[t.count++] = card_from("QC");
    CHECK(trick_complete(&t));
    CHECK_EQ_INT(rules_trick_winner(&t), 0); /* AC, played by S */
    trick_t u = {.number = 3, .leader = 2, .players = 3};
    u.cards[u.count++] = card_from("5H");
    CHECK_EQ_INT(trick_turn(&u), 0);
    u.cards[u.count++] = card_from("9H");
    u.cards[u.count++] = card_from("7H");
    CHECK(trick_complete(&u));
    CHECK_EQ_INT(rules_trick_winner(&u), 0);
}

/* A hand in which `shooter` took every heart and QS, `jack` took JD, and the tricks were shared. */
static void moon_hand(int n, int shooter, int jack, cardset_t taken[SEAT_MAX], int tricks[SEAT_MAX])
{
    memset(taken, 0, SEAT_MAX * sizeof *taken);
    memset(tricks, 0, SEAT_MAX * sizeof *tricks);
    taken[shooter] = CARDSET_POINTS;
    taken[(shooter + 1) % n] |= cards_from("3C 4C 5C");
    taken[jack] |= cardset_of(CARD_JD);
    tricks[shooter] = rules_hand_size(n) - 1;
    tricks[(shooter + 1) % n] = 1;
}

static void test_moon(void)
{
    for (int n = 3; n <= 5; n += 2) {
        rules_t r = with_players(PRESET_CLASSIC, n);
        r.jack_of_diamonds = -10;
        cardset_t taken[SEAT_MAX];
        int tricks[SEAT_MAX], before[SEAT_MAX] = {0};
        hand_score_t hs;
        int shooter = n - 1, jack = 1;
        moon_hand(n, shooter, jack, taken, tricks);
        r.moon = MOON_ADD;
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.moon, shooter);
        CHECK_EQ_INT(hs.moon_choice, MOON_CHOICE_ADD);
        for (int s = 0; s < n; s++) {
            int want = (s == shooter ? 0 : 26) + (s == jack ? -10 : 0);
            CHECK_EQ_INT(hs.score[s], want);
            CHECK_EQ_INT(hs.totals[s], want);
        }
        for (int s = n; s < SEAT_MAX; s++) {
            CHECK_EQ_INT(hs.score[s], 0);
        }
        r.moon = MOON_SUBTRACT;
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        for (int s = 0; s < n; s++) {
            CHECK_EQ_INT(hs.score[s], (s == shooter ? -26 : 0) + (s == jack ? -10 : 0));
        }
        /* auto: adding would end the game (W at 80 + 26) with the shooter (50) above South (0 + 26):
         * subtract. */
        r.moon = MOON_AUTO;
        r.jack_of_diamonds = 0;
        int near[SEAT_MAX] = {0};
        near[1] = 80;
        near[shooter] = 50;
        rules_score_hand(&r, taken, tricks, near, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.moon_choice, MOON_CHOICE_SUBTRACT);
        CHECK_EQ_INT(hs.totals[shooter], 24);
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.moon_choice, MOON_CHOICE_ADD);
        /* ask: the shooter's choice */
        r.moon = MOON_ASK;
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_SUBTRACT, &hs);
        CHECK_EQ_INT(hs.score[shooter], -26);
        /* moon_needs_jack: without JD it is an ordinary 26 */
        r.moon = MOON_ADD;
        r.moon_needs_jack = true;
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.moon, -1);
        CHECK_EQ_INT(hs.score[shooter], 26);
        moon_hand(n, shooter, shooter, taken, tricks);
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.moon, shooter);
        CHECK_EQ_INT(rules_moon_shooter(taken, n), shooter);
    }
}

static void test_sun(void)
{
    for (int n = 3; n <= 5; n += 2) {
        rules_t r = with_players(PRESET_TOURNAMENT, n);
        r.sun = true;
        r.jack_of_diamonds = -10;
        cardset_t taken[SEAT_MAX] = {0};
        int tricks[SEAT_MAX] = {0}, before[SEAT_MAX] = {0};
        hand_score_t hs;
        int taker = 1;
        taken[taker] = rules_deck(n);
        tricks[taker] = rules_hand_size(n); /* all 17 or 10 */
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.sun, taker);
        CHECK_EQ_INT(hs.moon, -1);
        for (int s = 0; s < n; s++) {
            CHECK_EQ_INT(hs.score[s], s == taker ? 0 : 39);
        }
        /* One trick fewer than the hand: a moon, not a sun. */
        tricks[taker] = rules_hand_size(n) - 1;
        tricks[0] = 1;
        rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
        CHECK_EQ_INT(hs.sun, -1);
        CHECK_EQ_INT(hs.moon, taker);
        /* 13 tricks of a three-seat hand are not all of them */
        if (n == 3) {
            tricks[taker] = 13;
            tricks[0] = 4;
            rules_score_hand(&r, taken, tricks, before, MOON_CHOICE_NONE, &hs);
            CHECK_EQ_INT(hs.sun, -1);
        }
    }
}

static void test_standings(void)
{
    /* South lowest: 3 x the sum of all the opponents' totals, two or four of them. */
    int three[SEAT_MAX] = {20, 30, 55};
    standings_t st = standings_completed(three, 3, 100);
    CHECK_EQ_INT(st.score_bonus, 15 * 80);
    CHECK_EQ_INT(st.time_bonus, 100);
    CHECK_EQ_INT(st.win_bonus, 3 * (30 + 55));
    CHECK_EQ_INT(st.total, 1200 + 100 + 255);
    int five[SEAT_MAX] = {10, 30, 55, 12, 40};
    st = standings_completed(five, 5, 0);
    CHECK_EQ_INT(st.win_bonus, 3 * (30 + 55 + 12 + 40));
    five[3] = 9; /* NE lower than South: no win bonus */
    st = standings_completed(five, 5, 0);
    CHECK_EQ_INT(st.win_bonus, 0);
    five[3] = 10; /* a tie shares the win */
    CHECK_EQ_INT(standings_completed(five, 5, 0).win_bonus, 3 * (30 + 55 + 10 + 40));
    CHECK_EQ_INT(rules_winners(five, 5), (1u << 0) | (1u << 3));
    rules_t r = with_players(PRESET_TOURNAMENT, 5);
    int over[SEAT_MAX] = {0, 0, 0, 0, 50};
    CHECK(rules_target_reached(&r, over));
    r.players = 4;
    CHECK(!rules_target_reached(&r, over)); /* the fifth seat is not in a game of four */
}

/* ---- Whole games ---- */

typedef struct {
    int deals, tricks_seen, hands;
    bool ok;
} game_tally_t;

static void check_deal(const game_t *g, const game_event_t *ev, int n)
{
    cardset_t all = 0;
    for (int s = 0; s < n; s++) {
        CHECK_EQ_INT(cardset_count(ev->dealt[s]), rules_hand_size(n));
        CHECK(!(all & ev->dealt[s]));
        all |= ev->dealt[s];
    }
    CHECK_EQ_INT(all, rules_deck(n));
    for (int s = n; s < SEAT_MAX; s++) {
        CHECK_EQ_INT(ev->dealt[s], 0);
    }
    CHECK_EQ_INT(ev->pass_dir, rules_pass_dir(ev->hand, n));
    CHECK_EQ_INT(game_pass_dir(g), ev->pass_dir);
}

/* Plays a game of random legal decisions to its end, checking each event against the rules. */
static void play_game(int n, preset_t preset, uint64_t seed, game_tally_t *t)
{
    rules_t r = with_players(preset, n);
    game_t *g = game_new(&r, seed);
    CHECK_EQ_INT(game_players(g), n);
    rng_t rng;
    rng_seed(&rng, seed, 99);
    game_event_t ev;
    for (int guard = 0; guard < 100000 && game_phase(g) != PHASE_OVER; guard++) {
        while (game_next_event(g, &ev)) {
            if (ev.type == EV_DEAL) {
                check_deal(g, &ev, n);
                t->deals++;
            } else if (ev.type == EV_PASS) {
                CHECK_EQ_INT(ev.to, rules_pass_target(ev.seat, rules_pass_dir(ev.hand, n), n));
            } else if (ev.type == EV_TRICK) {
                CHECK(ev.trick >= 1 && ev.trick <= rules_hand_size(n));
                t->tricks_seen++;
            } else if (ev.type == EV_HAND) {
                CHECK_EQ_INT(ev.trick, rules_hand_size(n));
                t->hands++;
            }
        }
        seat_view_t v;
        switch (game_phase(g)) {
        case PHASE_PASS:
            for (int s = 0; s < n; s++) {
                if (!game_has_passed(g, s)) {
                    cardset_t h = game_hand(g, s);
                    card_t c[3];
                    for (int i = 0; i < 3; i++) {
                        c[i] = cardset_pop(&h);
                    }
                    CHECK_EQ_INT(game_pass(g, s, c), HEARTS_OK);
                }
            }
            CHECK(game_pass(g, n, (card_t[3]){0, 1, 2}) != HEARTS_OK); /* no seat past the count */
            break;
        case PHASE_PLAY: {
            int s = game_turn(g);
            CHECK(s >= 0 && s < n);
            game_seat_view(g, s, &v);
            int k = (int)rng_below(&rng, (uint32_t)cardset_count(v.legal));
            cardset_t legal = v.legal;
            card_t c = cardset_pop(&legal);
            while (k-- > 0) {
                c = cardset_pop(&legal);
            }
            CHECK_EQ_INT(game_play(g, s, c), HEARTS_OK);
            break;
        }
        case PHASE_MOON_CHOICE:
            CHECK_EQ_INT(game_choose_moon(g, game_turn(g), MOON_CHOICE_SUBTRACT), HEARTS_OK);
            break;
        case PHASE_HAND_OVER:
            CHECK_EQ_INT(game_next_hand(g), HEARTS_OK);
            break;
        default:
            break;
        }
    }
    CHECK_EQ_INT(game_phase(g), PHASE_OVER);
    t->ok = game_phase(g) == PHASE_OVER;
    game_free(g);
}

static void test_whole_games(void)
{
    for (int n = 3; n <= 5; n++) {
        game_tally_t t = {0};
        for (uint64_t seed = 1; seed <= 20; seed++) {
            play_game(n, (preset_t)(seed % PRESET_COUNT), seed, &t);
        }
        CHECK(t.deals > 20);
        CHECK(t.hands > 0);
        CHECK_EQ_INT(t.tricks_seen % rules_hand_size(n) == 0 || t.hands < t.deals, 1);
    }
}

/* The first trick is led by whoever holds 2C; a seat past the count is nobody's. */
static void test_first_lead(void)
{
    for (int n = 3; n <= 5; n += 2) {
        rules_t r = with_players(PRESET_CLASSIC, n);
        game_t *g = game_new(&r, 7);
        CHECK_EQ_INT(game_hand(g, n), 0);
        int holders = 0;
        for (int s = 0; s < n; s++) {
            holders += cardset_has(game_hand(g, s), CARD_2C);
            CHECK(!(game_hand(g, s) & rules_removed_cards(n)));
        }
        CHECK_EQ_INT(holders, 1);
        game_free(g);
    }
}

int main(void)
{
    RUN(test_option);
    RUN(test_seats);
    RUN(test_deck);
    RUN(test_pass_cycles);
    RUN(test_trick_order);
    RUN(test_moon);
    RUN(test_sun);
    RUN(test_standings);
    RUN(test_whole_games);
    RUN(test_first_lead);
    return test_finish();
}
