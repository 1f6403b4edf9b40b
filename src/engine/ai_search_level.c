/* The searching shooter (see ai_search_level.h). From the hard level's machinery it borrows only what
 * the seat knows and the worlds consistent with it (hs_know, hs_sample) and the grouping of cards that
 * play alike (hs_distinct); its playouts, its defenders, its endgame solver and its judgement (the
 * hand's score as rules_score_hand gives it) are its own. */
#include "ai_search_level.h"

#include <string.h>

#include "ai_internal.h"
#include "ai_sim.h"
#include "ai_util.h"

/* Cards left in all hands at or below which the rest of the hand is solved exactly in each world. */
#define SL_EXACT_CARDS   12
/* ...and at which a playout hands over to the exact search. */
#define SL_PLAYOUT_EXACT 8
#define SL_MIN_WORLDS    8
#define SL_MAX_WORLDS    400

enum { PLAN_ORDINARY = 0, PLAN_SHOOT = 1, PLANS = 2 };

typedef struct {
    const rules_t *r;
    int me;
    int players;
    int totals[SEAT_MAX];
    long work;
} sl_ctx_t;

/* A hand being played out, every hand in sight. */
typedef struct {
    cardset_t hand[SEAT_MAX];
    cardset_t taken[SEAT_MAX];
    int won[SEAT_MAX];
    trick_t t;
    cardset_t played;
    int left; /* cards still to be played */
} sl_state_t;

static void sl_play(const rules_t *r, sl_state_t *s, card_t c)
{
    int seat = trick_turn(&s->t);
    s->hand[seat] &= ~cardset_of(c);
    s->played |= cardset_of(c);
    if (rules_breaks_hearts(r, c)) {
        s->t.hearts_broken = true;
    }
    s->t.cards[s->t.count++] = c;
    s->left--;
    if (trick_complete(&s->t)) {
        int w = rules_trick_winner(&s->t);
        s->taken[w] |= ai_trick_cards(&s->t);
        s->won[w]++;
        s->t.number++;
        s->t.leader = w;
        s->t.count = 0;
    }
}

/* What the finished hand is worth to each seat: the mean of the others' scores minus its own (a moon
 * or a sun scored as the rules score it, `ask` as `auto` would choose). */
static void sl_values(const sl_ctx_t *c, const sl_state_t *s, double u[SEAT_MAX])
{
    hand_score_t hs;
    rules_score_hand(c->r, s->taken, s->won, c->totals, MOON_CHOICE_NONE, &hs);
    int sum = 0;
    for (int q = 0; q < c->players; q++) {
        sum += hs.score[q];
    }
    for (int q = 0; q < c->players; q++) {
        u[q] = (double)(sum - hs.score[q]) / (double)(c->players - 1) - hs.score[q];
    }
}

/* ---- The playouts' players, who see every hand ---- */

static bool sl_has_played(const trick_t *t, int seat)
{
    return seat_plus(seat, -t->leader, trick_seats(t)) < t->count;
}

static card_t sl_ordinary_lead(const sl_state_t *s, int seat, cardset_t legal)
{
    cardset_t high_spades = cardset_of(CARD_MAKE(SUIT_SPADES, RANK_K)) | cardset_of(CARD_MAKE(SUIT_SPADES, RANK_A));
    cardset_t safe = legal & ~CARDSET_HEARTS & ~cardset_of(CARD_QS);
    if (!cardset_has(s->played | s->hand[seat], CARD_QS)) {
        safe &= ~high_spades;
    }
    if (!safe) {
        safe = legal & ~cardset_of(CARD_QS);
    }
    return ai_lowest_rank(safe ? safe : legal);
}

/* Play to take as few points as it can. */
static card_t sl_ordinary(const sl_state_t *s, int seat, cardset_t legal)
{
    const trick_t *t = &s->t;
    if (t->count == 0) {
        return sl_ordinary_lead(s, seat, legal);
    }
    int led = trick_led_suit(t);
    card_t win = ai_trick_high(t, NULL);
    if (cardset_suit(s->hand[seat], led)) {
        if (cardset_has(legal, CARD_QS) && win > CARD_QS) {
            return CARD_QS;
        }
        cardset_t under = legal & cardset_below(win);
        if (under) {
            return cardset_highest(under);
        }
        /* It takes the trick unless a later card beats it: with no points on it (and no queen to
         * fear), it wins it with its highest card; else it plays low. */
        cardset_t no_queen = legal & ~cardset_of(CARD_QS);
        bool queen_out = !cardset_has(s->played | s->hand[seat], CARD_QS);
        bool calm = (ai_trick_cards(t) & CARDSET_POINTS) == 0 && (led != SUIT_SPADES || !queen_out);
        if ((t->count == trick_seats(t) - 1 || calm) && no_queen) {
            return cardset_highest(no_queen);
        }
        return cardset_lowest(no_queen ? no_queen : legal);
    }
    if (cardset_has(legal, CARD_QS)) {
        return CARD_QS;
    }
    cardset_t high_spades = legal & cardset_above(CARD_QS) & CARDSET_SUIT(SUIT_SPADES);
    if (high_spades && !cardset_has(s->played, CARD_QS)) {
        return cardset_highest(high_spades);
    }
    /* Hearts high first, but a high heart is kept while another can go: it stops a moon later. */
    cardset_t hearts = legal & CARDSET_HEARTS;
    if (hearts) {
        card_t top = cardset_highest(hearts);
        cardset_t rest = hearts & ~cardset_of(top);
        return rest && card_rank(top) >= RANK_10 ? cardset_highest(rest) : top;
    }
    return ai_highest_rank(legal);
}

/* Lead against x's moon: a heart above all of x's, else a card of a suit x cannot win (one it lacks
 * first), so that another seat may drop a heart on it. */
static card_t sl_defend_lead(const sl_state_t *s, int seat, cardset_t legal, int x)
{
    cardset_t xs_hearts = s->hand[x] & CARDSET_HEARTS;
    cardset_t mine = legal & CARDSET_HEARTS;
    if (mine && (!xs_hearts || cardset_highest(mine) > cardset_highest(xs_hearts))) {
        return cardset_highest(mine);
    }
    card_t best = CARD_NONE;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t ours = cardset_suit(legal, suit) & ~cardset_of(CARD_QS), theirs = cardset_suit(s->hand[x], suit);
        if (!ours || (theirs && cardset_highest(ours) < cardset_highest(theirs))) {
            continue;
        }
        card_t c = theirs ? cardset_lowest(ours & cardset_above(cardset_highest(theirs))) : cardset_lowest(ours);
        if (best == CARD_NONE || !theirs) {
            best = c;
        }
    }
    return best != CARD_NONE ? best : sl_ordinary(s, seat, legal);
}

/* Fight seat x's moon: see that some other seat takes a point. */
static card_t sl_defend(const sl_state_t *s, int seat, cardset_t legal, int x)
{
    const trick_t *t = &s->t;
    if (t->count == 0) {
        return sl_defend_lead(s, seat, legal, x);
    }
    int led = trick_led_suit(t), wseat;
    card_t win = ai_trick_high(t, &wseat);
    bool x_done = sl_has_played(t, x);
    cardset_t x_suit = cardset_suit(s->hand[x], led);
    bool points = (ai_trick_cards(t) & CARDSET_POINTS) != 0 || led == SUIT_HEARTS;
    if (cardset_suit(s->hand[seat], led)) {
        /* Take the trick from x when it holds points (or will: hearts led). */
        card_t bar = x_done ? win : (x_suit && cardset_highest(x_suit) > win ? cardset_highest(x_suit) : CARD_NONE);
        if (points && bar != CARD_NONE && (x_done ? wseat == x : true)) {
            cardset_t over = legal & cardset_above(bar);
            if (over) {
                return cardset_lowest(over);
            }
        }
        return sl_ordinary(s, seat, legal);
    }
    /* Void: a point to a trick x will not win, nothing to one it will. */
    bool x_wins = x_done ? wseat == x : (x_suit && cardset_highest(x_suit) > win);
    cardset_t pts = legal & CARDSET_POINTS;
    if (!x_wins && pts) {
        return cardset_has(pts, CARD_QS) ? CARD_QS : cardset_highest(pts);
    }
    cardset_t plain = legal & ~CARDSET_POINTS;
    return plain ? ai_highest_rank(plain) : ai_lowest_rank(legal);
}

/* Play to take every trick with points in it. The shooter does not look into the others' hands here
 * (it would count on knowing where every card lies, which it does not): a card is sure when no card
 * still out beats it. */
static card_t sl_shoot(const sl_state_t *s, int seat, cardset_t legal)
{
    const trick_t *t = &s->t;
    cardset_t out = rules_deck(trick_seats(t)) & ~s->played & ~s->hand[seat];
    if (t->count == 0) {
        card_t best = CARD_NONE;
        int best_len = -1;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            cardset_t mine = cardset_suit(legal, suit), theirs = cardset_suit(out, suit);
            if (!mine) {
                continue;
            }
            card_t top = cardset_highest(mine);
            bool master = !theirs || top > cardset_highest(theirs);
            int len = cardset_count(mine) + (master ? 20 : 0);
            if (len > best_len) {
                best = top;
                best_len = len;
            }
        }
        return best;
    }
    int led = trick_led_suit(t);
    card_t win = ai_trick_high(t, NULL);
    if (cardset_suit(s->hand[seat], led)) {
        cardset_t above = legal & cardset_above(win);
        if (!above) {
            return cardset_lowest(legal);
        }
        cardset_t later = t->count < trick_seats(t) - 1 ? cardset_suit(out, led) : 0;
        cardset_t sure = later ? above & cardset_above(cardset_highest(later)) : above;
        return sure ? cardset_lowest(sure) : cardset_highest(above);
    }
    cardset_t plain = legal & ~CARDSET_POINTS;
    return ai_lowest_rank(plain ? plain : legal);
}

/* The seat other than `seat` that holds every point taken so far (at least one), or -1. */
static int sl_threat(const sl_state_t *s, int seat)
{
    int holder = ai_sole_point_taker(s->taken, trick_seats(&s->t), 1);
    return holder != seat ? holder : -1;
}

static bool sl_moon_open(const cardset_t taken[], int players, int seat)
{
    for (int q = 0; q < players; q++) {
        if (q != seat && (taken[q] & CARDSET_POINTS)) {
            return false;
        }
    }
    return true;
}

static card_t sl_policy(const sl_ctx_t *c, const sl_state_t *s, int plan)
{
    int seat = trick_turn(&s->t);
    cardset_t legal = rules_legal_moves(c->r, s->hand[seat], &s->t);
    if (seat == c->me && plan == PLAN_SHOOT && sl_moon_open(s->taken, c->players, seat)) {
        return sl_shoot(s, seat, legal);
    }
    int x = sl_threat(s, seat);
    return x >= 0 ? sl_defend(s, seat, legal, x) : sl_ordinary(s, seat, legal);
}

static void sl_solve(sl_ctx_t *c, const sl_state_t *s, double u[SEAT_MAX]);

/* The hand played out by the policies down to its last tricks, which are solved exactly. */
static double sl_playout(sl_ctx_t *c, sl_state_t *s, int plan)
{
    while (s->left > SL_PLAYOUT_EXACT || s->t.count) {
        sl_play(c->r, s, sl_policy(c, s, plan));
        c->work++;
    }
    double u[SEAT_MAX];
    sl_solve(c, s, u);
    return u[c->me];
}

/* ---- The exact endgame: every seat plays for its own value (max^n) ---- */

static cardset_t sl_moves(const rules_t *r, const sl_state_t *s, int seat)
{
    cardset_t legal = rules_legal_moves(r, s->hand[seat], &s->t);
    return hs_distinct(r, legal, s->hand[seat], s->played & ~ai_trick_cards(&s->t));
}

static void sl_solve(sl_ctx_t *c, const sl_state_t *s, double u[SEAT_MAX])
{
    if (s->left == 0) {
        sl_values(c, s, u);
        return;
    }
    c->work++;
    int seat = trick_turn(&s->t);
    cardset_t moves = sl_moves(c->r, s, seat);
    bool any = false;
    while (moves) {
        sl_state_t next = *s;
        sl_play(c->r, &next, cardset_pop(&moves));
        double v[SEAT_MAX];
        sl_solve(c, &next, v);
        if (!any || v[seat] > u[seat]) {
            memcpy(u, v, sizeof v);
            any = true;
        }
    }
}

/* ---- Decisions ---- */

static void sl_ctx(const seat_view_t *v, sl_ctx_t *c)
{
    c->r = &v->rules;
    c->me = v->seat;
    c->players = v->rules.players;
    memcpy(c->totals, v->totals, sizeof c->totals);
    c->work = 0;
}

static void sl_from_view(const seat_view_t *v, const cardset_t hands[SEAT_MAX], sl_state_t *s)
{
    memset(s, 0, sizeof *s);
    memcpy(s->hand, hands, sizeof s->hand);
    memcpy(s->taken, v->taken_cards, sizeof s->taken);
    memcpy(s->won, v->tricks_won, sizeof s->won);
    s->t = v->trick;
    s->t.hearts_broken = v->hearts_broken || v->trick.hearts_broken;
    s->played = v->played;
    cardset_t all = 0;
    for (int q = 0; q < v->rules.players; q++) {
        all |= hands[q];
    }
    s->left = cardset_count(all);
}

/* Sums of each candidate's value under each plan over the worlds played out. */
typedef struct {
    int n;
    card_t card[HAND_MAX];
    double sum[HAND_MAX][PLANS];
    int plans;
    int worlds;
} sl_tally_t;

static void sl_world(sl_ctx_t *c, const sl_state_t *base, bool exact, sl_tally_t *t)
{
    for (int i = 0; i < t->n; i++) {
        for (int plan = 0; plan < t->plans; plan++) {
            sl_state_t s = *base;
            sl_play(c->r, &s, t->card[i]);
            c->work++;
            if (exact) {
                double u[SEAT_MAX];
                sl_solve(c, &s, u);
                t->sum[i][plan] += u[c->me];
            } else {
                t->sum[i][plan] += sl_playout(c, &s, plan);
            }
        }
    }
    t->worlds++;
}

static long sl_budget(long budget)
{
    return budget > 0 ? budget : AI_SEARCH_BUDGET;
}

card_t ai_searcher_play(const seat_view_t *v, rng_t *rng, long budget, bool *moon_plan)
{
    if (moon_plan) {
        *moon_plan = false;
    }
    cardset_t cands = hs_distinct(&v->rules, v->legal, v->hand, v->played & ~ai_trick_cards(&v->trick));
    if (cardset_count(cands) <= 1) {
        return cardset_lowest(v->legal);
    }
    know_t k;
    hs_know(v, &k);
    sl_ctx_t c;
    sl_ctx(v, &c);
    sl_tally_t t;
    memset(&t, 0, sizeof t);
    while (cands) {
        t.card[t.n++] = cardset_pop(&cands);
    }
    int left = 0;
    for (int q = 0; q < k.players; q++) {
        left += k.count[q];
    }
    bool exact = left <= SL_EXACT_CARDS;
    t.plans = !exact && sl_moon_open(v->taken_cards, k.players, v->seat) ? 2 : 1;
    while (t.worlds < SL_MAX_WORLDS && (t.worlds < SL_MIN_WORLDS || c.work < sl_budget(budget))) {
        cardset_t hands[SEAT_MAX];
        hs_sample(&k, rng, hands);
        sl_state_t base;
        sl_from_view(v, hands, &base);
        sl_world(&c, &base, exact, &t);
    }
    int best = 0, best_plan = 0, best_ordinary = 0;
    for (int i = 0; i < t.n; i++) {
        if (t.sum[i][PLAN_ORDINARY] > t.sum[best_ordinary][PLAN_ORDINARY]) {
            best_ordinary = i;
        }
        for (int plan = 0; plan < t.plans; plan++) {
            if (t.sum[i][plan] > t.sum[best][best_plan]) {
                best = i;
                best_plan = plan;
            }
        }
    }
    if (moon_plan) {
        *moon_plan = best_plan == PLAN_SHOOT && best != best_ordinary;
    }
    return t.card[best];
}

/* ---- The pass ---- */

/* The three lowest cards that are not hearts: the pass of a hand that means to take everything. */
static cardset_t sl_moon_pass(cardset_t hand)
{
    cardset_t out = 0;
    for (int n = 0; n < 3; n++) {
        cardset_t rest = hand & ~out & ~CARDSET_HEARTS;
        out |= cardset_of(ai_lowest_rank(rest ? rest : hand & ~out));
    }
    return out;
}

/* A deal of the unseen cards to the others, their passes (as the normal level passes) and ours. */
static void sl_pass_world(const seat_view_t *v, rng_t *rng, cardset_t mine, cardset_t hands[SEAT_MAX])
{
    int players = v->rules.players, size = rules_hand_size(players);
    card_t deck[CARD_COUNT];
    int n = 0;
    for (cardset_t x = rules_deck(players) & ~v->hand; x;) {
        deck[n++] = cardset_pop(&x);
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)i + 1);
        card_t tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    cardset_t dealt[SEAT_MAX] = {0};
    dealt[v->seat] = v->hand;
    for (int i = 0, q = seat_next(v->seat, players); i < n; i++) {
        dealt[q] |= cardset_of(deck[i]);
        if (i % size == size - 1) {
            q = seat_next(q, players);
            q = q == v->seat ? seat_next(q, players) : q;
        }
    }
    for (int q = 0; q < SEAT_MAX; q++) {
        hands[q] = dealt[q];
    }
    for (int q = 0; q < players; q++) {
        cardset_t give = q == v->seat ? mine : ai_normal_pass_set(dealt[q], v->pass_dir);
        int to = rules_pass_target(q, v->pass_dir, players);
        hands[q] &= ~give;
        hands[to] |= give;
    }
}

static void sl_hand_start(const cardset_t hands[SEAT_MAX], int players, sl_state_t *s)
{
    memset(s, 0, sizeof *s);
    memcpy(s->hand, hands, sizeof s->hand);
    for (int q = 0; q < players; q++) {
        if (cardset_has(hands[q], CARD_2C)) {
            s->t.leader = q;
        }
    }
    s->t.players = players;
    s->left = cardset_count(rules_deck(players));
}

void ai_searcher_pass(const seat_view_t *v, rng_t *rng, long budget, card_t out[3])
{
    cardset_t cand[2] = {ai_normal_pass_set(v->hand, v->pass_dir), sl_moon_pass(v->hand)};
    int n = cand[0] == cand[1] ? 1 : 2;
    double sum[2][PLANS] = {{0, 0}, {0, 0}};
    sl_ctx_t c;
    sl_ctx(v, &c);
    for (int w = 0; n > 1 && w < SL_MAX_WORLDS && (w < SL_MIN_WORLDS || c.work < sl_budget(budget)); w++) {
        rng_t world;
        uint64_t seed = (uint64_t)rng_next(rng) << 32;
        rng_seed(&world, seed | rng_next(rng), 1);
        for (int i = 0; i < n; i++) {
            rng_t same = world; /* the same deal of the others for each candidate */
            cardset_t hands[SEAT_MAX];
            sl_pass_world(v, &same, cand[i], hands);
            for (int plan = 0; plan < PLANS; plan++) {
                sl_state_t s;
                sl_hand_start(hands, v->rules.players, &s);
                sum[i][plan] += sl_playout(&c, &s, plan);
            }
        }
    }
    int best = 0;
    double best_value = sum[0][0] > sum[0][1] ? sum[0][0] : sum[0][1];
    for (int i = 1; i < n; i++) {
        double value = sum[i][0] > sum[i][1] ? sum[i][0] : sum[i][1];
        if (value > best_value) {
            best = i;
            best_value = value;
        }
    }
    cardset_t x = cand[best];
    for (int i = 0; i < 3; i++) {
        out[i] = cardset_pop(&x);
    }
}
