/* The hard level's machinery: a seat's knowledge, worlds consistent with it, fast playouts, and the
 * judgement of their outcome.
 *
 * A playout state is four hands and what has been taken, as 64-bit card sets; legality and trick
 * winners come from rules.c so that a playout never strays from the real rules. The card each seat
 * plays in a playout is the rollout policy's (ai_policy.c). */
#include <string.h>

#include "ai_sim.h"
#include "ai_util.h"

/* Milliseconds of the clock that one card is assumed to take (as hearts-sim's default). */
#define MOVE_MS 1500
/* Groups of the free cards by the other seats that may hold them: a bit an other seat. */
#define MASKS   (1 << (SEAT_MAX - 1))

static cardset_t suits_set(unsigned suits)
{
    cardset_t s = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        if (suits & (1u << suit)) {
            s |= CARDSET_SUIT(suit);
        }
    }
    return s;
}

/* ---- Knowledge ---- */

int hs_trick_so_far(const seat_view_t *v, int i, const card_t **cards, int *leader)
{
    if (i < v->tricks_done) {
        *cards = v->tricks[i].cards;
        *leader = v->tricks[i].leader;
        return v->rules.players;
    }
    *cards = v->trick.cards;
    *leader = v->trick.leader;
    return v->trick.count;
}

/* What the play has shown beyond the voids, as the cards each seat may still hold: a heart led
 * before hearts were broken means its leader held nothing but hearts (and perhaps the queen); a point
 * card dropped on the first trick means its seat held nothing else. */
static void read_limits(const seat_view_t *v, cardset_t limit[SEAT_MAX])
{
    int n = v->rules.players;
    for (int s = 0; s < SEAT_MAX; s++) {
        limit[s] = CARDSET_ALL;
    }
    bool broken = false;
    for (int i = 0; i <= v->tricks_done && i < HAND_MAX; i++) {
        const card_t *cards;
        int leader;
        int cnt = hs_trick_so_far(v, i, &cards, &leader);
        if (cnt == 0) {
            break;
        }
        if (!broken && card_suit(cards[0]) == SUIT_HEARTS) {
            limit[leader] &= CARDSET_HEARTS | cardset_of(CARD_QS);
        }
        if (i == 0 && !v->rules.first_trick_points) {
            for (int j = 1; j < cnt; j++) {
                if (cardset_has(CARDSET_POINTS, cards[j]) && card_suit(cards[j]) != card_suit(cards[0])) {
                    limit[seat_plus(leader, j, n)] &= CARDSET_POINTS;
                }
            }
        }
        for (int j = 0; j < cnt; j++) {
            if (rules_breaks_hearts(&v->rules, cards[j])) {
                broken = true;
            }
        }
    }
}

void hs_know(const seat_view_t *v, know_t *k)
{
    memset(k, 0, sizeof *k);
    int me = v->seat, n = v->rules.players;
    k->me = me;
    k->players = n;
    k->nothers = n - 1;
    for (int i = 0; i < n - 1; i++) {
        k->others[i] = seat_plus(me, 1 + i, n);
    }
    int played_by[SEAT_MAX] = {0};
    for (int s = 0; s < n; s++) {
        played_by[s] = v->tricks_done;
    }
    for (int i = 0; i < v->trick.count; i++) {
        played_by[trick_player(&v->trick, i)]++;
    }
    for (int s = 0; s < n; s++) {
        k->count[s] = rules_hand_size(n) - played_by[s];
    }
    cardset_t unseen = ai_unseen(n, v->played, v->hand);
    k->known[me] = v->hand;
    if (v->phase != PHASE_PASS && v->passed && v->passed_to >= 0 && v->passed_to != me) {
        k->known[v->passed_to] = v->passed & unseen;
    }
    cardset_t free = unseen;
    for (int s = 0; s < n; s++) {
        if (s != me) {
            free &= ~k->known[s];
        }
    }
    k->free = free;

    /* What the play has shown: the voids, and read_limits. */
    cardset_t limit[SEAT_MAX];
    read_limits(v, limit);
    for (int s = 0; s < n; s++) {
        if (s == me) {
            continue;
        }
        k->allowed[s] = free & ~suits_set(v->voids[s]) & limit[s];
    }
    /* If what we inferred cannot all be true (it always can, but be safe), drop the inferences. */
    int need = 0, room = 0;
    cardset_t covered = 0;
    for (int i = 0; i < n - 1; i++) {
        int s = k->others[i];
        need += k->count[s] - cardset_count(k->known[s]);
        covered |= k->allowed[s];
    }
    room = cardset_count(free);
    if (need != room || covered != free) {
        for (int i = 0; i < n - 1; i++) {
            k->allowed[k->others[i]] = free;
        }
    }
}

/* Hall's condition for dealing the remaining cards among the `no` other seats: n[m] cards may go to
 * the seats in mask m (bit i = others[i]), cap[i] more cards fit seat i. For every set t of seats, the
 * cards that may go only to seats of t must fit there. The cards of each t are summed over its subsets
 * a seat at a time (dealing worlds asks this for every card: it was a third of the expert's time). */
static bool feasible(const int n[MASKS], const int cap[SEAT_MAX - 1], int no)
{
    int all = 1 << no;
    int others = 0, room = 0;
    for (int m = 1; m < all - 1; m++) {
        others |= n[m];
    }
    if (others == 0) {
        /* Only cards any seat may take (the last of a deal, or a deal nothing constrains): they fit
         * when there is room for them all. */
        for (int i = 0; i < no; i++) {
            room += cap[i];
        }
        return n[all - 1] <= room;
    }
    int need[MASKS], have[MASKS];
    memcpy(need, n, sizeof(int) * (size_t)all);
    need[0] = 0; /* mask 0 is no seat's: never counted */
    for (int i = 0; i < no; i++) {
        for (int t = 0; t < all; t++) {
            if (t & (1 << i)) {
                need[t] += need[t ^ (1 << i)];
            }
        }
    }
    have[0] = 0;
    for (int t = 1; t < all; t++) {
        have[t] = have[t & (t - 1)] + cap[__builtin_ctz((unsigned)t)];
        if (need[t] > have[t]) {
            return false;
        }
    }
    return true;
}

static void group_free(const know_t *k, cardset_t grp[MASKS], int n[MASKS], int cap[SEAT_MAX - 1])
{
    int no = k->nothers;
    memset(grp, 0, MASKS * sizeof grp[0]);
    memset(n, 0, MASKS * sizeof n[0]);
    for (int i = 0; i < no; i++) {
        int s = k->others[i];
        cap[i] = k->count[s] - cardset_count(k->known[s]);
    }
    for (cardset_t f = k->free; f;) {
        card_t c = cardset_pop(&f);
        int m = 0;
        for (int i = 0; i < no; i++) {
            if (cardset_has(k->allowed[k->others[i]], c)) {
                m |= 1 << i;
            }
        }
        if (m == 0) {
            m = (1 << no) - 1; /* cannot happen after hs_know's check */
        }
        grp[m] |= cardset_of(c);
    }
    for (int m = 0; m < MASKS; m++) {
        n[m] = cardset_count(grp[m]);
    }
}

/* The masks of `no` other seats, the most constrained first (fewest seats, then by value): for three
 * others 1 2 4 3 5 6 7. Returns how many. */
static int mask_order(int no, int order[MASKS])
{
    int k = 0;
    for (int bits = 1; bits <= no; bits++) {
        for (int m = 1; m < (1 << no); m++) {
            if (__builtin_popcount((unsigned)m) == bits) {
                order[k++] = m;
            }
        }
    }
    return k;
}

/* One card of group m goes to an other seat, never one that would leave the rest impossible to deal:
 * chosen with a chance proportional to the room left there (exactly a uniform deal when nothing
 * constrains). Returns the index among the others. */
static int sample_seat(int m, int n[MASKS], int cap[SEAT_MAX - 1], int no, rng_t *rng)
{
    int w[SEAT_MAX - 1] = {0}, total = 0;
    for (int i = 0; i < no; i++) {
        if (!(m & (1 << i)) || cap[i] == 0) {
            continue;
        }
        n[m]--;
        cap[i]--;
        if (feasible(n, cap, no)) {
            w[i] = cap[i] + 1;
            total += w[i];
        }
        n[m]++;
        cap[i]++;
    }
    if (total > 0) {
        int r = (int)rng_below(rng, (uint32_t)total);
        for (int i = 0; i < no; i++) {
            if (r < w[i]) {
                return i;
            }
            r -= w[i];
        }
    }
    for (int i = 0; i < no; i++) {
        if (cap[i] > 0) {
            return i;
        }
    }
    return 0;
}

void hs_sample(const know_t *k, rng_t *rng, cardset_t hands[SEAT_MAX])
{
    cardset_t grp[MASKS];
    int n[MASKS], cap[SEAT_MAX - 1], order[MASKS];
    int no = k->nothers;
    group_free(k, grp, n, cap);
    cardset_t got[SEAT_MAX - 1] = {0};
    /* The most constrained cards first. */
    int norder = mask_order(no, order);
    for (int oi = 0; oi < norder; oi++) {
        int m = order[oi];
        while (grp[m]) {
            /* A random card of the group (they are alike as far as constraints go, but which one goes
             * where matters). */
            card_t c = ai_pick_random(grp[m], rng);
            grp[m] &= ~cardset_of(c);
            int pick = sample_seat(m, n, cap, no, rng);
            n[m]--;
            cap[pick]--;
            got[pick] |= cardset_of(c);
        }
    }
    for (int s = 0; s < SEAT_MAX; s++) {
        hands[s] = s < k->players ? k->known[s] : 0;
    }
    for (int i = 0; i < no; i++) {
        hands[k->others[i]] |= got[i];
    }
}

typedef struct {
    const know_t *k;
    card_t cards[CARD_COUNT];
    int masks[CARD_COUNT];
    int ncards;
    int n[MASKS];
    int cap[SEAT_MAX - 1];
    cardset_t got[SEAT_MAX - 1];
    cardset_t (*worlds)[SEAT_MAX];
    int count;
    int limit;
} enum_t;

static bool enumerate_from(enum_t *e, int idx)
{
    int no = e->k->nothers;
    if (idx == e->ncards) {
        if (e->count >= e->limit) {
            return false;
        }
        cardset_t *w = e->worlds[e->count++];
        for (int s = 0; s < SEAT_MAX; s++) {
            w[s] = s < e->k->players ? e->k->known[s] : 0;
        }
        for (int i = 0; i < no; i++) {
            w[e->k->others[i]] |= e->got[i];
        }
        return true;
    }
    card_t c = e->cards[idx];
    int m = e->masks[idx];
    for (int i = 0; i < no; i++) {
        if (!(m & (1 << i)) || e->cap[i] == 0) {
            continue;
        }
        e->n[m]--;
        e->cap[i]--;
        bool ok = true;
        if (feasible(e->n, e->cap, no)) {
            e->got[i] |= cardset_of(c);
            ok = enumerate_from(e, idx + 1);
            e->got[i] &= ~cardset_of(c);
        }
        e->n[m]++;
        e->cap[i]++;
        if (!ok) {
            return false;
        }
    }
    return true;
}

int hs_enumerate(const know_t *k, cardset_t (*worlds)[SEAT_MAX], int limit)
{
    enum_t e;
    memset(&e, 0, sizeof e);
    e.k = k;
    e.worlds = worlds;
    e.limit = limit;
    cardset_t grp[MASKS];
    int order[MASKS];
    group_free(k, grp, e.n, e.cap);
    /* Constrained cards first: they prune the search soonest. */
    int norder = mask_order(k->nothers, order);
    for (int oi = 0; oi < norder; oi++) {
        for (cardset_t g = grp[order[oi]]; g;) {
            e.cards[e.ncards] = cardset_pop(&g);
            e.masks[e.ncards++] = order[oi];
        }
    }
    if (!enumerate_from(&e, 0)) {
        return -1;
    }
    return e.count;
}

/* ---- Playouts ---- */

void hs_ctx(const seat_view_t *v, hs_ctx_t *c)
{
    memset(c, 0, sizeof *c);
    int n = v->rules.players;
    c->rules = &v->rules;
    c->me = v->seat;
    c->players = n;
    c->hand_size = rules_hand_size(n);
    c->deck = rules_deck(n);
    c->hand_number = v->hand_number;
    memcpy(c->totals, v->totals, sizeof c->totals);
    for (int s = 0; s < n; s++) {
        int best = -1;
        for (int o = 0; o < n; o++) {
            if (o != s && (best < 0 || v->totals[o] < v->totals[best])) {
                best = o;
            }
        }
        c->game_leader[s] = best;
    }
    /* Measured against the normal level: a weight of 12 on the chance of winning the game costs about
     * 0.08 points a hand and wins about 2.5% more games than judging by points alone. */
    c->lambda = 0.1;
    c->win_weight = 12.0;
    memset(c->moon_cost, 0, sizeof c->moon_cost);
}

double hs_moon_cost(const hs_ctx_t *c, int shooter)
{
    return shooter >= 0 && shooter != c->me ? c->moon_cost[shooter] : 0;
}

static int cards_before_clock(const seat_view_t *v)
{
    if (v->clock_ms < 0) {
        return 1000;
    }
    if (v->clock_ms <= 0) {
        return 0;
    }
    return (int)((v->clock_ms - 1) / MOVE_MS);
}

void hs_start(const seat_view_t *v, const cardset_t hands[SEAT_MAX], hs_sim_t *s)
{
    memcpy(s->hand, hands, sizeof s->hand);
    memcpy(s->taken, v->taken_cards, sizeof s->taken);
    s->played = v->played;
    memcpy(s->voids, v->voids, sizeof s->voids);
    memcpy(s->tricks_won, v->tricks_won, sizeof s->tricks_won);
    s->t = v->trick;
    s->t.hearts_broken = s->t.hearts_broken || v->hearts_broken;
    s->moon = -1;
    memset(s->rival_moon, 0, sizeof s->rival_moon);
    s->defend_min = HS_DEFEND_MIN;
    s->lone_defender = -1;
    s->passive = -1;
    s->ordinary = 0;
    s->fight = false;
    s->keep = false;
    s->cards_left = cards_before_clock(v);
    s->done = false;
    s->clock_out = false;
}

void hs_start_hand(const hs_ctx_t *c, const seat_view_t *v, const cardset_t hands[SEAT_MAX], hs_sim_t *s)
{
    memset(s, 0, sizeof *s);
    memcpy(s->hand, hands, sizeof s->hand);
    int leader = 0;
    for (int p = 0; p < c->players; p++) {
        if (cardset_has(hands[p], CARD_2C)) {
            leader = p;
        }
    }
    s->t.leader = leader;
    s->t.players = c->players;
    s->moon = -1;
    s->defend_min = HS_DEFEND_MIN;
    s->lone_defender = -1;
    s->passive = -1;
    s->ordinary = 0;
    /* The pass itself takes a move of the clock for each seat. */
    int left = cards_before_clock(v);
    s->cards_left = left >= 1000 ? 1000 : left - c->players;
    if (s->cards_left < 0) {
        s->cards_left = 0;
    }
}

void hs_play(const hs_ctx_t *c, hs_sim_t *s, card_t card)
{
    if (s->cards_left <= 0) {
        s->done = s->clock_out = true;
        return;
    }
    s->cards_left--;
    trick_t *t = &s->t;
    int p = trick_turn(t);
    s->hand[p] &= ~cardset_of(card);
    s->played |= cardset_of(card);
    if (t->count > 0 && card_suit(card) != card_suit(t->cards[0])) {
        s->voids[p] |= 1u << card_suit(t->cards[0]);
    }
    t->cards[t->count++] = card;
    if (!t->hearts_broken && rules_breaks_hearts(c->rules, card)) {
        t->hearts_broken = true;
    }
    if (t->count < c->players) {
        return;
    }
    int w = rules_trick_winner(t);
    cardset_t cards = ai_trick_cards(t);
    s->taken[w] |= cards;
    s->tricks_won[w]++;
    if (s->moon >= 0 && w != s->moon && (cards & rules_moon_cards(c->rules))) {
        s->moon = -1; /* the attempt has failed: play on to save what can be saved */
    }
    int number = t->number + 1;
    bool broken = t->hearts_broken;
    t->number = number;
    t->leader = w;
    t->count = 0;
    t->hearts_broken = broken;
    if (number >= c->hand_size) {
        s->done = true;
    }
}

void hs_rollout(const hs_ctx_t *c, hs_sim_t *s)
{
    while (!s->done) {
        hs_play(c, s, hs_policy(c, s));
    }
}

int hs_score(const hs_ctx_t *c, const hs_sim_t *s, int score[SEAT_MAX])
{
    const rules_t *r = c->rules;
    int n = c->players;
    bool special = false;
    if (!s->clock_out) {
        for (int q = 0; q < n; q++) {
            if ((s->taken[q] & CARDSET_POINTS) == CARDSET_POINTS || (r->sun && s->tricks_won[q] == c->hand_size)) {
                special = true;
            }
        }
    }
    if (!special) {
        for (int q = 0; q < n; q++) {
            score[q] = rules_cards_points(r, s->taken[q]);
        }
        return -1;
    }
    hand_score_t hs;
    rules_score_hand(r, s->taken, s->tricks_won, c->totals, MOON_CHOICE_NONE, &hs);
    memcpy(score, hs.score, (size_t)n * sizeof score[0]);
    return hs.moon >= 0 ? hs.moon : hs.sun;
}

/* A rough chance of winning the game from these totals: certain when the game is over, otherwise
 * a soft preference for the lowest total that sharpens as the leader of the race nears the target. */
static double win_chance(const hs_ctx_t *c, const int totals[], bool over)
{
    int me = c->me, n = c->players;
    int low = totals[0], high = totals[0];
    for (int q = 1; q < n; q++) {
        low = totals[q] < low ? totals[q] : low;
        high = totals[q] > high ? totals[q] : high;
    }
    if (over) {
        if (totals[me] != low) {
            return 0.0;
        }
        int k = 0;
        for (int q = 0; q < n; q++) {
            k += totals[q] == low;
        }
        return 1.0 / k;
    }
    /* Points still to come before the game ends, roughly: the spread that luck can undo. */
    double room = (double)(c->rules->target - high);
    double tau = 4.0 + 0.5 * (room > 0 ? room : 0);
    double sum = 0, mine = 0;
    for (int q = 0; q < n; q++) {
        /* exp(-(d)/tau) via a cheap rational approximation of a logistic weight */
        double d = (double)(totals[q] - low) / tau;
        double w = 1.0 / (1.0 + d + 0.5 * d * d + d * d * d / 6.0);
        sum += w;
        if (q == me) {
            mine = w;
        }
    }
    return mine / sum;
}

double hs_utility(const hs_ctx_t *c, const int score[SEAT_MAX], bool clock_out)
{
    int me = c->me;
    double others = 0;
    int after[SEAT_MAX];
    bool over = clock_out; /* the clock ends the game with this hand unfinished */
    for (int q = 0; q < c->players; q++) {
        after[q] = c->totals[q] + score[q];
        if (q != me) {
            others += score[q];
        }
        if (after[q] >= c->rules->target) {
            over = true;
        }
    }
    double u = -(double)score[me] + c->lambda * others / (double)(c->players - 1);
    if (c->win_weight > 0) {
        u += c->win_weight * win_chance(c, after, over);
    }
    return u;
}

/* ---- Candidates ---- */

cardset_t hs_distinct(const rules_t *r, cardset_t legal, cardset_t hand, cardset_t gone)
{
    (void)hand;
    cardset_t out = 0;
    cardset_t special = cardset_of(CARD_QS) | (r->jack_of_diamonds != 0 ? cardset_of(CARD_JD) : 0);
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t mine = legal & CARDSET_SUIT(suit);
        card_t prev = CARD_NONE;
        while (mine) {
            card_t c = cardset_pop(&mine);
            /* c plays as prev does when every card between them is gone and neither is special. */
            bool same = prev != CARD_NONE && !cardset_has(special, c) && !cardset_has(special, prev) &&
                        (cardset_below(c) & cardset_above(prev) & ~gone) == 0;
            if (!same) {
                out |= cardset_of(c);
            }
            prev = c;
        }
    }
    return out;
}
