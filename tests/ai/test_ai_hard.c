/* The hard level: it decides on its seat's knowledge only (two deals that look the same from its
 * seat give the same decision), the worlds it imagines agree with what the seat knows, it is
 * deterministic for a given rng, and its hints name a legal card (or pass) with a reason. */
#include <stdlib.h>
#include <string.h>

#include "ai_games.h"
#include "ai_hard.h"
#include "ai_sim.h"
#include "hearts/ai.h"
#include "hearts/hint.h"
#include "hearts/game.h"
#include "test_util.h"

/* ---- A game driven to a decision, with its history kept ---- */

typedef struct {
    rules_t rules;
    uint64_t seed;
    cardset_t dealt[4];
    cardset_t passed[4];
    int nplays;
    int play_seat[52];
    card_t play_card[52];
} history_t;

static void drain(game_t *g, history_t *h)
{
    game_event_t ev;
    while (game_next_event(g, &ev)) {
        if (ev.type == EV_DEAL) {
            memcpy(h->dealt, ev.dealt, sizeof h->dealt);
            memset(h->passed, 0, sizeof h->passed);
            h->nplays = 0;
        } else if (ev.type == EV_PASS) {
            h->passed[ev.seat] = cardset_of(ev.cards[0]) | cardset_of(ev.cards[1]) | cardset_of(ev.cards[2]);
        } else if (ev.type == EV_PLAY) {
            h->play_seat[h->nplays] = ev.seat;
            h->play_card[h->nplays++] = ev.card;
        }
    }
}

/* Plays hand 1 of `seed` with the normal level until `seat` is to play its card of trick `trick`
 * (0-based). Returns the game (the caller frees it). */
static game_t *drive(uint64_t seed, int seat, int trick, history_t *h)
{
    memset(h, 0, sizeof *h);
    rules_preset(&h->rules, PRESET_TOURNAMENT);
    h->seed = seed;
    game_t *g = game_new(&h->rules, seed);
    rng_t rng;
    rng_seed(&rng, seed, 99);
    seat_view_t v;
    for (;;) {
        drain(g, h);
        if (game_phase(g) == PHASE_PASS) {
            for (int s = 0; s < SEAT_COUNT; s++) {
                if (!game_has_passed(g, s)) {
                    game_seat_view(g, s, &v);
                    card_t c[3];
                    ai_choose_pass(AI_NORMAL, &v, &rng, c);
                    CHECK(game_pass(g, s, c) == HEARTS_OK);
                }
            }
            continue;
        }
        if (game_phase(g) != PHASE_PLAY) {
            break;
        }
        int s = game_turn(g);
        game_seat_view(g, s, &v);
        if (s == seat && v.tricks_done == trick) {
            break;
        }
        CHECK(game_play(g, s, ai_choose_play(AI_NORMAL, &v, &rng)) == HEARTS_OK);
    }
    drain(g, h);
    return g;
}

/* The view of `seat` after replaying history h (dealt hands, passes, plays) on a table of our own:
 * what the game would show that seat had the cards lain so. */
static bool replay_view(const history_t *h, int seat, seat_view_t *v)
{
    memset(v, 0, sizeof *v);
    for (int s = 0; s < SEAT_COUNT; s++) {
        v->shown_level[s] = SEAT_LEVEL_UNKNOWN;
    }
    pass_dir_t dir = rules_pass_dir(1, SEAT_COUNT);
    cardset_t hands[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        hands[s] = h->dealt[s] & ~h->passed[s];
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        hands[rules_pass_target(s, dir, SEAT_COUNT)] |= h->passed[s];
    }
    v->seat = seat;
    v->rules = h->rules;
    v->phase = PHASE_PLAY;
    v->hand_number = 1;
    v->pass_dir = dir;
    v->dealt = h->dealt[seat];
    v->passed = h->passed[seat];
    v->passed_to = rules_pass_target(seat, dir, SEAT_COUNT);
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (rules_pass_target(s, dir, SEAT_COUNT) == seat) {
            v->received = h->passed[s];
            v->received_from = s;
        }
    }
    trick_t t;
    memset(&t, 0, sizeof t);
    t.players = h->rules.players;
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (cardset_has(hands[s], CARD_2C)) {
            t.leader = s;
        }
    }
    bool broken = false;
    for (int i = 0; i < h->nplays; i++) {
        int s = h->play_seat[i];
        card_t c = h->play_card[i];
        if (s != trick_turn(&t) || rules_check_play(&h->rules, hands[s], &t, c) != HEARTS_OK) {
            return false; /* this deal could not have been played so */
        }
        if (t.count > 0 && card_suit(c) != card_suit(t.cards[0])) {
            v->voids[s] |= 1u << card_suit(t.cards[0]);
        }
        hands[s] &= ~cardset_of(c);
        v->played |= cardset_of(c);
        t.cards[t.count++] = c;
        if (!broken && rules_breaks_hearts(&h->rules, c)) {
            broken = true;
            t.hearts_broken = true;
        }
        if (t.count == 4) {
            int w = rules_trick_winner(&t);
            trick_record_t *r = &v->tricks[v->tricks_done++];
            r->leader = t.leader;
            r->winner = w;
            memcpy(r->cards, t.cards, sizeof r->cards);
            for (int j = 0; j < 4; j++) {
                v->taken_cards[w] |= cardset_of(t.cards[j]);
            }
            v->tricks_won[w]++;
            int number = t.number + 1;
            memset(&t, 0, sizeof t);
            t.players = h->rules.players;
            t.number = number;
            t.leader = w;
            t.hearts_broken = broken;
        }
    }
    v->trick = t;
    v->to_move = trick_turn(&t);
    v->hand = hands[seat];
    for (int s = 0; s < SEAT_COUNT; s++) {
        v->taken_points[s] = rules_cards_points(&h->rules, v->taken_cards[s]);
    }
    v->hearts_broken = broken;
    if (v->to_move == seat) {
        v->legal = rules_legal_moves(&h->rules, hands[seat], &t);
    }
    v->clock_ms = (int64_t)h->rules.clock_seconds * 1000;
    return true;
}

/* Another deal that looks the same from `seat`: two other seats swap a card of one suit that both
 * still hold, that neither passed and that `seat` did not pass them. */
static bool other_deal(const history_t *h, int seat, const seat_view_t *v, history_t *out)
{
    *out = *h;
    pass_dir_t dir = rules_pass_dir(1, SEAT_COUNT);
    int a = (seat + 1) & 3, b = (seat + 3) & 3;
    cardset_t kept[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        kept[s] = h->dealt[s] & ~h->passed[s] & ~v->played;
    }
    (void)dir;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t x = kept[a] & CARDSET_SUIT(suit), y = kept[b] & CARDSET_SUIT(suit);
        if (x && y) {
            card_t ca = cardset_lowest(x), cb = cardset_lowest(y);
            out->dealt[a] = (h->dealt[a] & ~cardset_of(ca)) | cardset_of(cb);
            out->dealt[b] = (h->dealt[b] & ~cardset_of(cb)) | cardset_of(ca);
            return true;
        }
    }
    return false;
}

static void test_same_looking_deals_same_decision(void)
{
    int tried = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int seat = (int)(seed % 4), trick = (int)(seed % 9) + 1;
        history_t h, h2;
        game_t *g = drive(seed, seat, trick, &h);
        seat_view_t real, mine, theirs;
        game_seat_view(g, seat, &real);
        game_free(g);
        if (real.phase != PHASE_PLAY || real.to_move != seat) {
            continue;
        }
        /* Our table shows the seat exactly what the game shows it... */
        CHECK(replay_view(&h, seat, &mine));
        CHECK_MSG(memcmp(&mine, &real, sizeof mine) == 0, "seed %llu: replayed view differs from the game's",
                  (unsigned long long)seed);
        /* ...and a different deal, played the same way, shows it the same. */
        if (!other_deal(&h, seat, &real, &h2) || !replay_view(&h2, seat, &theirs)) {
            continue;
        }
        CHECK(memcmp(h.dealt, h2.dealt, sizeof h.dealt) != 0);
        CHECK_MSG(memcmp(&theirs, &real, sizeof real) == 0, "seed %llu", (unsigned long long)seed);
        rng_t r1, r2;
        rng_seed(&r1, seed, 7);
        rng_seed(&r2, seed, 7);
        card_t c1 = ai_choose_play(AI_HARD, &mine, &r1);
        card_t c2 = ai_choose_play(AI_HARD, &theirs, &r2);
        CHECK_EQ_INT(c1, c2);
        CHECK(cardset_has(real.legal, c1));
        /* The same with the others shown at normal: what it reads of their cards comes from the view. */
        for (int q = 0; q < SEAT_COUNT; q++) {
            mine.shown_level[q] = theirs.shown_level[q] = q == seat ? SEAT_LEVEL_UNKNOWN : AI_NORMAL;
        }
        rng_seed(&r1, seed, 8);
        rng_seed(&r2, seed, 8);
        c1 = ai_choose_play(AI_HARD, &mine, &r1);
        c2 = ai_choose_play(AI_HARD, &theirs, &r2);
        CHECK_EQ_INT(c1, c2);
        CHECK(cardset_has(real.legal, c1));
        tried++;
    }
    CHECK_MSG(tried >= 6, "only %d positions tried", tried);
}

static void test_deterministic(void)
{
    history_t h;
    game_t *g = drive(5, SEAT_N, 4, &h);
    seat_view_t v;
    game_seat_view(g, SEAT_N, &v);
    game_free(g);
    for (int rep = 0; rep < 3; rep++) {
        rng_t a, b;
        rng_seed(&a, 42, 1);
        rng_seed(&b, 42, 1);
        ai_analysis_t x, y;
        card_t c1 = ai_hard_play(&v, &a, &x);
        card_t c2 = ai_hard_play(&v, &b, &y);
        CHECK_EQ_INT(c1, c2);
        CHECK_EQ_INT(x.worlds, y.worlds);
        CHECK(x.options == y.options && memcmp(x.option, y.option, sizeof x.option[0] * (size_t)x.options) == 0);
    }
}

/* Every world it imagines holds the right number of cards per seat, none of a suit a seat has shown
 * void in, the cards this seat passed with the seat they went to, and nothing this seat can see. */
static void test_worlds_consistent(void)
{
    int checked = 0;
    for (uint64_t seed = 20; seed < 32; seed++) {
        int seat = (int)(seed % 4);
        history_t h;
        game_t *g = drive(seed, seat, (int)(seed % 11) + 1, &h);
        cardset_t truth[SEAT_MAX] = {0};
        for (int s = 0; s < SEAT_COUNT; s++) {
            truth[s] = game_hand(g, s);
        }
        seat_view_t v;
        game_seat_view(g, seat, &v);
        game_free(g);
        if (v.phase != PHASE_PLAY) {
            continue;
        }
        know_t k;
        hs_know(&v, &k);
        /* The truth is one of the worlds the seat allows. */
        for (int s = 0; s < SEAT_COUNT; s++) {
            if (s != seat) {
                CHECK_EQ_INT(k.count[s], cardset_count(truth[s]));
                CHECK((truth[s] & ~k.known[s] & ~k.allowed[s]) == 0);
                CHECK((k.known[s] & ~truth[s]) == 0);
            }
        }
        rng_t rng;
        rng_seed(&rng, seed, 3);
        cardset_t unseen = CARDSET_ALL & ~v.played & ~v.hand;
        for (int i = 0; i < 300; i++) {
            cardset_t w[SEAT_MAX];
            hs_sample(&k, &rng, w);
            cardset_t all = 0;
            for (int s = 0; s < SEAT_COUNT; s++) {
                if (s == seat) {
                    CHECK(w[s] == v.hand);
                    continue;
                }
                CHECK_EQ_INT(cardset_count(w[s]), cardset_count(truth[s]));
                CHECK((all & w[s]) == 0);
                all |= w[s];
                for (int suit = 0; suit < SUIT_COUNT; suit++) {
                    if (v.voids[s] & (1u << suit)) {
                        CHECK((w[s] & CARDSET_SUIT(suit)) == 0);
                    }
                }
            }
            CHECK(all == unseen);
            if (v.passed_to >= 0) {
                CHECK((v.passed & unseen & ~w[v.passed_to]) == 0);
            }
        }
        /* Near the end every world is listed, the true one among them. */
        if (cardset_count(k.free) <= 9) {
            cardset_t(*worlds)[SEAT_MAX] = malloc(sizeof(cardset_t[SEAT_MAX]) * 4096);
            int n = hs_enumerate(&k, worlds, 4096);
            CHECK(n > 0);
            bool found = false;
            for (int i = 0; i < n; i++) {
                found |=
                    memcmp(worlds[i], truth, sizeof(cardset_t) * SEAT_COUNT) == 0; /* the four seats of this game */
            }
            CHECK(found);
            free(worlds);
        }
        checked++;
    }
    CHECK(checked >= 8);
}

/* ---- Hints ---- */

/* Second trick: North leads the king of spades, East follows small; South holds small spades and the
 * queen is out: duck. */
static void duck_position(seat_view_t *v)
{
    memset(v, 0, sizeof *v);
    rules_preset(&v->rules, PRESET_TOURNAMENT);
    v->seat = SEAT_S;
    v->phase = PHASE_PLAY;
    v->hand_number = 4;
    v->pass_dir = PASS_HOLD;
    v->passed_to = v->received_from = -1;
    v->dealt = cards_from("3C 2S 7S JS 4D 8D TD 2H 5H 9H QH 6C 8C");
    v->tricks_done = 1;
    v->tricks[0].leader = SEAT_E;
    v->tricks[0].cards[0] = card_from("2C");
    v->tricks[0].cards[1] = card_from("3C");
    v->tricks[0].cards[2] = card_from("4C");
    v->tricks[0].cards[3] = card_from("AC");
    v->tricks[0].winner = SEAT_N;
    v->tricks_won[SEAT_N] = 1;
    v->taken_cards[SEAT_N] = cards_from("2C 3C 4C AC");
    v->trick.number = 1;
    v->trick.leader = SEAT_N;
    v->trick.count = 2;
    v->trick.cards[0] = card_from("KS");
    v->trick.cards[1] = card_from("5S");
    v->played = cards_from("2C 3C 4C AC KS 5S");
    v->hand = v->dealt & ~cards_from("3C");
    v->to_move = SEAT_S;
    v->legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
    v->clock_ms = 580000;
}

/* The rollout policy against a shooter (in a playout that has one, a seat that holds every point so
 * far): a defender on lead takes a point with a heart nobody can beat, and a defender out of the suit,
 * once the shooter has played to a trick it is not winning, drops a point card there to split the
 * points. */
static void put(hs_sim_t *s, int seat, const char *card)
{
    card_t c = card_from(card);
    s->hand[seat] &= ~cardset_of(c);
    s->played |= cardset_of(c);
    s->t.cards[s->t.count++] = c;
}

static void defence_position(hs_sim_t *s)
{
    memset(s, 0, sizeof *s);
    s->moon = -1;
    s->defend_min = 3; /* a playout with a shooter in it: the others fight from its third point */
    s->lone_defender = -1;
    s->passive = -1;
    s->fight = true;
    s->cards_left = 1000;
    /* Four tricks gone: West took them all, the queen and three hearts among them. */
    s->played = cards_from("2C 3C 4C 5C 6C 7C 8C 9C QS 2S 3S 4S 2H 3H 4H 5D");
    s->taken[SEAT_W] = s->played;
    s->tricks_won[SEAT_W] = 4;
    s->t.number = 4;
    s->t.hearts_broken = true;
    s->hand[SEAT_S] = cards_from("AH 9H 6D 7D 8D TS JS 9S TC");
    s->hand[SEAT_W] = cards_from("KH QH JH TH AS KS AD 9D AC");
    s->hand[SEAT_N] = cards_from("8H 7H 6H 5H 5S 6S 7S 8S JC");
    s->hand[SEAT_E] = cards_from("2D 3D 4D TD JD QD KD KC QC");
}

/* The playout context of defence_position, seen from `me` (classic rules; West leads the game too). */
static void defence_ctx(hs_ctx_t *c, const rules_t *r, int me)
{
    memset(c, 0, sizeof *c);
    c->rules = r;
    c->me = me;
    c->players = r->players;
    c->hand_size = rules_hand_size(r->players);
    c->deck = rules_deck(r->players);
    c->lambda = 0.1;
    for (int q = 0; q < r->players; q++) {
        c->game_leader[q] = q == SEAT_W ? SEAT_S : SEAT_W;
    }
}

static void test_rollout_defence(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    hs_ctx_t c;
    defence_ctx(&c, &r, SEAT_S);
    hs_sim_t s;
    defence_position(&s);
    s.t.leader = SEAT_S;
    CHECK_EQ_INT(hs_policy(&c, &s), card_from("AH"));
    /* When North holds a heart too, nobody is shooting: the ace is not spent on the lead. */
    s.taken[SEAT_W] &= ~cards_from("4H");
    s.taken[SEAT_N] = cards_from("4H");
    CHECK(hs_policy(&c, &s) != card_from("AH"));
    /* In a playout without a shooter a seat with the queen and a few hearts is no reason to spend it. */
    defence_position(&s);
    s.t.leader = SEAT_S;
    s.defend_min = HS_DEFEND_MIN;
    s.fight = false;
    CHECK(hs_policy(&c, &s) != card_from("AH"));

    /* East leads the king of diamonds, South follows, West (the shooter) plays under: North, out of
     * diamonds, drops its highest heart on East's trick (a small one it would otherwise keep). */
    defence_position(&s);
    s.t.leader = SEAT_E;
    put(&s, SEAT_E, "KD");
    put(&s, SEAT_S, "6D");
    put(&s, SEAT_W, "9D");
    CHECK_EQ_INT(hs_policy(&c, &s), card_from("8H"));
    /* The same with West winning: North gives it nothing. */
    defence_position(&s);
    s.t.leader = SEAT_E;
    put(&s, SEAT_E, "KD");
    put(&s, SEAT_S, "6D");
    put(&s, SEAT_W, "AD");
    CHECK(!cardset_has(CARDSET_POINTS, hs_policy(&c, &s)));
}

/* Keeping the stoppers (a playout with a shown shooter, hs_sim_t.keep): under the shooter's winning
 * heart a defender follows with its lowest heart, and out of the suit it throws a small card, not the
 * top of a suit that may win a trick from the shooter later; without keep, the ordinary rules shed high. */
static void test_rollout_keeps_stoppers(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    hs_ctx_t c;
    defence_ctx(&c, &r, SEAT_N);
    hs_sim_t s;
    for (int keep = 0; keep < 2; keep++) {
        /* West (the shooter) leads the king of hearts, South follows with the nine. */
        defence_position(&s);
        s.keep = keep;
        s.t.leader = SEAT_W;
        put(&s, SEAT_W, "KH");
        put(&s, SEAT_N, "8H");
        /* East has no heart: it discards. */
        card_t east = hs_policy(&c, &s);
        if (keep) {
            CHECK_EQ_INT(east, card_from("2D")); /* the king of each suit stays */
        } else {
            CHECK(east == card_from("KD") || east == card_from("KC"));
        }
        defence_position(&s);
        s.keep = keep;
        s.t.leader = SEAT_W;
        put(&s, SEAT_W, "KH");
        CHECK_EQ_INT(hs_policy(&c, &s), card_from(keep ? "5H" : "8H"));
    }
    /* With only tops left, a suit's master is kept and the other top goes, a heart included. */
    defence_position(&s);
    s.keep = true;
    s.hand[SEAT_E] = cards_from("AD 9H");
    s.t.leader = SEAT_W;
    put(&s, SEAT_W, "AC");
    put(&s, SEAT_N, "JC");
    CHECK_EQ_INT(hs_policy(&c, &s), card_from("9H"));
}

/* A seat the table shows to defend by rule of thumb (hs_sim_t.ordinary, from seat_view_t.weak_defender)
 * keeps to the ordinary rules in a playout where the others fight hard: it does not spend its ace of
 * hearts on a shooter of two points, nor keep its stoppers once it fights. */
static void test_rollout_ordinary_seat(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    hs_ctx_t c;
    defence_ctx(&c, &r, SEAT_N);
    hs_sim_t s;
    for (int ordinary = 0; ordinary < 2; ordinary++) {
        /* West holds two points, every point so far; the others fight hard from the second point. */
        defence_position(&s);
        s.defend_min = 2;
        s.keep = true;
        s.ordinary = ordinary ? 1u << SEAT_S : 0;
        s.taken[SEAT_W] &= ~cards_from("QS 4H");
        s.t.leader = SEAT_S;
        card_t lead = hs_policy(&c, &s);
        CHECK(ordinary ? lead != card_from("AH") : lead == card_from("AH"));
        /* West (sixteen points) leads the king of hearts, North follows: East, out of hearts, keeps the
         * king of each suit unless it defends by rule of thumb, which sheds high. */
        defence_position(&s);
        s.defend_min = 2;
        s.keep = true;
        s.ordinary = ordinary ? 1u << SEAT_E : 0;
        s.t.leader = SEAT_W;
        put(&s, SEAT_W, "KH");
        put(&s, SEAT_N, "8H");
        card_t east = hs_policy(&c, &s);
        CHECK(ordinary ? (east == card_from("KD") || east == card_from("KC")) : east == card_from("2D"));
    }
}

/* A real hand against the moon hunter (hearts-sim --duplicate, seed 7): South has won the first three
 * tricks, leading the ace of diamonds and the queen of clubs (the queen of spades fell on it), and now
 * leads the king of clubs. North, out of clubs, holds the ace of hearts, the one card that stops South's
 * seven hearts; the hard level of before threw it on South's trick (every other card stopped the moon).
 * South has shown itself a shooter: North keeps the ace. */
static void shooter_position(seat_view_t *v)
{
    memset(v, 0, sizeof *v);
    rules_preset(&v->rules, PRESET_TOURNAMENT);
    v->seat = SEAT_N;
    v->phase = PHASE_PLAY;
    v->hand_number = 1;
    v->pass_dir = PASS_LEFT;
    v->dealt = cards_from("TC 2D 6D 9D TD JD QD 5S 6S 8S JS 2H 6H");
    v->passed = cards_from("TC JD QD");
    v->passed_to = SEAT_E;
    v->received = cards_from("QS AS AH");
    v->received_from = SEAT_W;
    const char *tricks[3][4] = {{"2C", "8C", "4C", "JS"}, {"AD", "KD", "9D", "JD"}, {"QC", "5C", "QS", "9C"}};
    const int leaders[3] = {SEAT_E, SEAT_S, SEAT_S};
    for (int i = 0; i < 3; i++) {
        v->tricks[i].leader = leaders[i];
        v->tricks[i].winner = SEAT_S;
        for (int j = 0; j < 4; j++) {
            v->tricks[i].cards[j] = card_from(tricks[i][j]);
            v->played |= cardset_of(v->tricks[i].cards[j]);
            v->taken_cards[SEAT_S] |= cardset_of(v->tricks[i].cards[j]);
        }
    }
    v->tricks_done = 3;
    v->tricks_won[SEAT_S] = 3;
    v->taken_points[SEAT_S] = 13;
    v->voids[SEAT_N] = 1u << SUIT_CLUBS;
    v->trick.number = 3;
    v->trick.leader = SEAT_S;
    v->trick.count = 2;
    v->trick.cards[0] = card_from("KC");
    v->trick.cards[1] = card_from("6C");
    v->played |= cards_from("KC 6C");
    v->hand = cards_from("2D 6D TD 5S 6S 8S AS 2H 6H AH");
    v->to_move = SEAT_N;
    v->legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
    v->clock_ms = 573000;
}

static void test_keeps_the_stopper(void)
{
    seat_view_t v;
    shooter_position(&v);
    CHECK_EQ_INT(cardset_count(v.legal), 10);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        rng_t rng;
        rng_seed(&rng, seed, 5);
        ai_analysis_t a;
        card_t c = ai_hard_play(&v, &rng, &a);
        CHECK(c != card_from("AH"));
        /* It sees why: the ace thrown lets South shoot in a good share of its worlds. */
        double ace = -1, other = 1;
        for (int k = 0; k < a.options; k++) {
            if (a.option[k].card == card_from("AH")) {
                ace = a.option[k].moon_against;
            } else if (a.option[k].moon_against < other) {
                other = a.option[k].moon_against;
            }
        }
        CHECK(ace >= 0.2 && other < 0.05);
    }
}

/* What the table shows of the others decides how bold an attempt on the moon may be. Seed 108: West
 * leads the fourth trick holding A Q 8 7 5 of hearts, the ace of spades and four clubs to the queen,
 * with the one point taken so far. Against computer players at normal, who fight a moon late and by
 * rule of thumb, the hard level plays for the moon; against defenders like itself (nobody marked: a
 * person, hard) it does not, on the same worlds (the same rng). */
static void test_attempt_reads_the_table(void)
{
    history_t h;
    game_t *g = drive(108, SEAT_W, 3, &h);
    seat_view_t strong;
    game_seat_view(g, SEAT_W, &strong);
    game_free(g);
    seat_view_t weak = strong;
    for (int q = 0; q < SEAT_COUNT; q++) {
        weak.weak_defender[q] = q != SEAT_W;
    }
    for (uint64_t seed = 1; seed <= 4; seed++) {
        rng_t rng;
        ai_analysis_t a;
        rng_seed(&rng, seed, 5);
        card_t bold = ai_hard_play(&weak, &rng, &a);
        CHECK(a.moon);
        CHECK(cardset_has(weak.legal, bold));
        rng_seed(&rng, seed, 5);
        card_t careful = ai_hard_play(&strong, &rng, &a);
        CHECK(!a.moon);
        CHECK(cardset_has(strong.legal, careful));
    }
}

/* moon_needs_jack: a hard seat does not try a moon without the jack in reach. Seed 181: North leads
 * the seventh trick holding every point taken so far, West having taken the jack of diamonds; against
 * weak defenders North plays for the moon. With the option on, the same position on the same worlds
 * (the same rng) is no attempt. */
static void test_no_moon_without_the_jack(void)
{
    history_t h;
    seat_view_t v;
    game_t *at_seventh = drive(181, SEAT_N, 6, &h);
    game_seat_view(at_seventh, SEAT_N, &v);
    game_free(at_seventh);
    CHECK(cardset_has(v.taken_cards[SEAT_W], CARD_JD));
    for (int q = 0; q < SEAT_COUNT; q++) {
        v.weak_defender[q] = q != SEAT_N;
    }
    rng_t rng;
    ai_analysis_t a;
    rng_seed(&rng, 1, 5);
    (void)ai_hard_play(&v, &rng, &a);
    CHECK(a.moon);
    v.rules.moon_needs_jack = true;
    rng_seed(&rng, 1, 5);
    card_t c = ai_hard_play(&v, &rng, &a);
    CHECK(!a.moon);
    CHECK(cardset_has(v.legal, c));
    for (int i = 0; i < a.options; i++) {
        CHECK(!a.option[i].moon_plan);
    }
}

/* A rival that may shoot on purpose (a person, hard, a bot: not shown at easy or normal) is suspected
 * sooner than one shown at normal, which never shoots on purpose: holding every point taken so far,
 * it is shown to be shooting after one trick won instead of two, and the deciding seat then plays out
 * every world in which its cards could take every point. At positions from real hands where a rival
 * has won one trick, the first or second, with every point so far, the same seat with the same rng sees
 * that rival shoot in far more of its worlds when the table does not mark the others weak. */
static void test_suspects_a_strong_rival_sooner(void)
{
    double strong_sum = 0, weak_sum = 0;
    int positions = 0, more = 0;
    for (uint64_t seed = 1; seed <= 400 && positions < 10; seed++) {
        for (int trick = 1; trick <= 2; trick++) {
            history_t h;
            game_t *g = drive(seed, SEAT_N, trick, &h);
            seat_view_t strong;
            game_seat_view(g, SEAT_N, &strong);
            game_free(g);
            if (strong.phase != PHASE_PLAY || strong.tricks_done != trick) {
                continue;
            }
            int holders = 0, holder = -1;
            for (int q = 0; q < SEAT_COUNT; q++) {
                if (strong.taken_cards[q] & CARDSET_POINTS) {
                    holders++;
                    holder = q;
                }
            }
            if (holders != 1 || holder == SEAT_N || strong.tricks_won[holder] != 1) {
                continue;
            }
            seat_view_t weak = strong;
            for (int q = 0; q < SEAT_COUNT; q++) {
                weak.weak_defender[q] = q != SEAT_N;
            }
            double share[2];
            for (int k = 0; k < 2; k++) {
                rng_t rng;
                rng_seed(&rng, seed, 3);
                ai_analysis_t a;
                card_t c = ai_hard_play(k ? &weak : &strong, &rng, &a);
                CHECK(cardset_has(strong.legal, c));
                share[k] = 0;
                for (int i = 0; i < a.options; i++) {
                    share[k] += a.option[i].moon_against / a.options;
                }
            }
            strong_sum += share[0];
            weak_sum += share[1];
            more += share[0] > share[1];
            positions++;
        }
    }
    printf("  %d positions: the rival shoots in %.1f%% of the worlds at a strong table, %.1f%% at a weak "
           "one; more in %d\n",
           positions, 100 * strong_sum / (positions ? positions : 1), 100 * weak_sum / (positions ? positions : 1),
           more);
    CHECK(positions >= 8);
    CHECK(strong_sum > 2 * weak_sum);
    CHECK(2 * more > positions);
}

/* Seed 1, the sixth trick: South took the queen of spades on the second trick and has won no other,
 * so it holds every point taken so far with one trick of five. North holds the ace of hearts. A rival
 * that may shoot on purpose is shown to be shooting however few tricks it has won: North plays out
 * South's moon wherever South's cards could take the rest, and keeps its ace (before, South was not
 * shown, and North threw the ace away). */
static void test_shown_with_few_tricks(void)
{
    seat_view_t v;
    history_t h;
    game_t *g = drive(1, SEAT_N, 5, &h);
    game_seat_view(g, SEAT_N, &v);
    game_free(g);
    CHECK(cardset_has(v.legal, card_from("AH")) && v.tricks_won[SEAT_S] == 1 && v.taken_points[SEAT_S] == 13);
    for (int any = 0; any < 2; any++) {
        hs_params_t prm = HS_HARD;
        prm.rival_shown_any = any;
        rng_t rng;
        rng_seed(&rng, 7, 5);
        ai_analysis_t a;
        card_t c = hs_decide_play_with(&v, &rng, &a, &prm);
        CHECK_EQ_INT(a.shown, any ? SEAT_S : -1);
        CHECK(any ? c != card_from("AH") : c == card_from("AH"));
    }
}

/* Three low cards, none a heart, passed by a rival that may shoot on purpose: it kept its high cards,
 * and the receiver sees it shoot in far more of its worlds than after a pass with a high card in it
 * (the same position and rng, only the cards said to be received differ). */
static bool pick_pass(cardset_t hand, bool low, cardset_t *out)
{
    *out = 0;
    int n = 0;
    for (cardset_t m = hand; m && n < 3;) {
        card_t c = low ? cardset_pop(&m) : cardset_highest(m);
        m &= ~cardset_of(c);
        if (low ? (card_suit(c) != SUIT_HEARTS && card_rank(c) <= RANK_8) : card_rank(c) >= RANK_J) {
            *out |= cardset_of(c);
            n++;
        }
    }
    return n == 3;
}

static void test_reads_a_low_pass(void)
{
    double low_sum = 0, high_sum = 0;
    int positions = 0, more = 0;
    for (uint64_t seed = 1; seed <= 200 && positions < 10; seed++) {
        history_t h;
        game_t *g = drive(seed, SEAT_N, 1, &h);
        seat_view_t v;
        game_seat_view(g, SEAT_N, &v);
        game_free(g);
        if (v.phase != PHASE_PLAY || v.tricks_done != 1 || v.received_from < 0 || v.received_from == SEAT_N) {
            continue;
        }
        bool clean = true;
        for (int q = 0; q < SEAT_COUNT; q++) {
            clean &= !(v.taken_cards[q] & CARDSET_POINTS);
        }
        seat_view_t low = v, high = v;
        if (!clean || !pick_pass(v.hand, true, &low.received) || !pick_pass(v.hand, false, &high.received)) {
            continue;
        }
        double share[2];
        for (int k = 0; k < 2; k++) {
            rng_t rng;
            rng_seed(&rng, seed, 5);
            ai_analysis_t a;
            card_t c = ai_hard_play(k ? &high : &low, &rng, &a);
            CHECK(cardset_has(v.legal, c));
            share[k] = a.rival_shoots[v.received_from];
            if (a.options > 1) {
                CHECK_EQ_INT(a.shown, (k ? -1 : v.received_from));
            }
        }
        low_sum += share[0];
        high_sum += share[1];
        more += share[0] > share[1];
        positions++;
    }
    printf("  %d positions: the passer shoots in %.1f%% of the worlds after a low pass, %.1f%% after a high "
           "one; more in %d\n",
           positions, 100 * low_sum / (positions ? positions : 1), 100 * high_sum / (positions ? positions : 1), more);
    CHECK(positions >= 8);
    CHECK(low_sum > 5 * high_sum);
    CHECK(2 * more > positions);
}

static void test_hint_play(void)
{
    seat_view_t v;
    duck_position(&v);
    rng_t rng;
    rng_seed(&rng, 1, 2);
    card_t c;
    char why[160];
    ai_hint_play(&v, &rng, &c, why, sizeof why);
    CHECK(cardset_has(v.legal, c));
    CHECK_EQ_INT(card_suit(c), SUIT_SPADES);
    CHECK_EQ_STR(why, "Duck under the king: the queen of spades is still out.");

    /* Hints along a whole game: always a legal card and some words. */
    history_t h;
    for (int trick = 0; trick < 13; trick += 3) {
        game_t *g = drive(77, SEAT_S, trick, &h);
        game_seat_view(g, SEAT_S, &v);
        game_free(g);
        if (v.to_move != SEAT_S) {
            continue;
        }
        ai_hint_play(&v, &rng, &c, why, sizeof why);
        CHECK(cardset_has(v.legal, c));
        CHECK_MSG(strlen(why) > 10 && why[strlen(why) - 1] == '.', "'%s'", why);
    }
    /* A tiny buffer is never overrun. */
    duck_position(&v);
    char tiny[8];
    memset(tiny, 'x', sizeof tiny);
    ai_hint_play(&v, &rng, &c, tiny, 5);
    CHECK(tiny[4] == '\0' && tiny[5] == 'x');
}

static void test_hint_pass(void)
{
    seat_view_t v;
    memset(&v, 0, sizeof v);
    rules_preset(&v.rules, PRESET_TOURNAMENT);
    v.seat = SEAT_S;
    v.phase = PHASE_PASS;
    v.hand_number = 1;
    v.pass_dir = PASS_LEFT;
    v.to_move = v.passed_to = v.received_from = -1;
    v.hand = v.dealt = cards_from("QS 4S 2C 5C 9C JC 3D 6D 8D 2H 6H 7H 9H");
    v.clock_ms = 600000;
    rng_t rng;
    rng_seed(&rng, 3, 4);
    card_t out[3];
    char why[200];
    ai_hint_pass(&v, &rng, out, why, sizeof why);
    cardset_t set = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    CHECK_EQ_INT(cardset_count(set), 3);
    CHECK((set & ~v.hand) == 0);
    CHECK(cardset_has(set, CARD_QS));
    CHECK_MSG(strstr(why, "queen of spades") != NULL && strstr(why, "to Left") != NULL, "'%s'", why);
    /* the same pass with a reason for each of its cards: the queen's own, and one for each other card
     * (a high one, a suit made empty, or the card needed least) */
    hint_why_t w;
    rng_seed(&rng, 3, 4);
    ai_hint_pass_why(&v, &rng, &w);
    CHECK_EQ_INT(w.reason, HINT_PASS_QUEEN);
    for (int i = 0; i < 3; i++) {
        CHECK_EQ_INT(w.cards[i], out[i]);
        CHECK_MSG(w.card_reason[i] >= HINT_PASS_QUEEN && w.card_reason[i] <= HINT_PASS_SPARE, "card %d: reason %d", i,
                  w.card_reason[i]);
        CHECK_EQ_INT(w.card_reason[i] == HINT_PASS_QUEEN, w.cards[i] == CARD_QS);
    }
}

/* Two hands of hard players, for the sanitizers: every decision legal (ai_games_play checks each). */
static void count_pass(const seat_view_t *v, void *ctx)
{
    (void)v;
    (*(int *)ctx)++;
}

static void count_play(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx)
{
    (void)v;
    (void)truth;
    (*(int *)ctx)++;
}

static void test_whole_game(void)
{
    static const ai_level_t hard[1][SEAT_MAX] = {{AI_HARD, AI_HARD, AI_HARD, AI_HARD}};
    int decisions = 0;
    ai_games_t games = {.preset = PRESET_TOURNAMENT,
                        .seed = 4242,
                        .stream = RNG_STREAM_AI,
                        .hands = 2,
                        .mixes = hard,
                        .nmixes = 1,
                        .on_pass = count_pass,
                        .on_play = count_play,
                        .ctx = &decisions};
    ai_games_play(&games);
    CHECK(decisions >= 2 * 52);
}

int main(void)
{
    RUN(test_same_looking_deals_same_decision);
    RUN(test_deterministic);
    RUN(test_worlds_consistent);
    RUN(test_rollout_defence);
    RUN(test_rollout_keeps_stoppers);
    RUN(test_rollout_ordinary_seat);
    RUN(test_keeps_the_stopper);
    RUN(test_attempt_reads_the_table);
    RUN(test_no_moon_without_the_jack);
    RUN(test_suspects_a_strong_rival_sooner);
    RUN(test_shown_with_few_tricks);
    RUN(test_reads_a_low_pass);
    RUN(test_hint_play);
    RUN(test_hint_pass);
    RUN(test_whole_game);
    return test_finish();
}
