/* hard: the pass. Candidate passes, seeded from how good players pass, are played out in sampled
 * deals with the other seats passing as normal does; the worse half is dropped after each round
 * (successive halving), all candidates still in the race having seen the same deals.
 *
 * All chance comes from the rng given, and all effort is counted in cards played out (never in time),
 * so a pass is the same for the same view and rng on every machine. */
#include <stdlib.h>
#include <string.h>

#include "ai_hard.h"
#include "ai_internal.h"
#include "ai_search.h"
#include "ai_sim.h"

/* Effort: cards played out per pass (a playout card costs some tens of nanoseconds). */
#define PASS_BUDGET   5000000L
#define MAX_PASS_OPTS 112
/* Deals of the first round; each later round doubles the deals seen. */
#define FIRST_ROUND   24
#define MAX_DEALS     1024

/* ---- Phase 1: the seeds ---- */

/* How much a good player wants rid of a card (from the seat's hand), for seeding the candidates. */
static int pass_want(cardset_t hand, card_t c, pass_dir_t dir)
{
    int suit = card_suit(c), rank = card_rank(c);
    int len = cardset_count(hand & CARDSET_SUIT(suit));
    cardset_t spades = hand & CARDSET_SUIT(SUIT_SPADES);
    int low_spades = cardset_count(spades & cardset_below(CARD_QS));
    bool has_qs = cardset_has(hand, CARD_QS);
    if (suit == SUIT_SPADES) {
        if (c == CARD_QS) {
            return low_spades >= 4 ? 10 : 100;
        }
        if (rank > RANK_Q) {
            if (low_spades >= 4) {
                return 12 + rank;
            }
            /* Passing right (or far right) with a small spade to spare, the ace and king may stay. */
            if ((dir == PASS_RIGHT || dir == PASS_FAR_RIGHT) && !has_qs && low_spades >= 1) {
                return 30 + rank;
            }
            return (has_qs ? 60 : 80) + rank;
        }
        return -40 + rank; /* small spades guard against the queen */
    }
    if (suit == SUIT_HEARTS) {
        return rank >= RANK_10 ? 30 + 5 * (rank - RANK_10) : rank - 8;
    }
    int w = 3 * rank;
    int lows = cardset_count(hand & CARDSET_SUIT(suit) & cardset_below(CARD_MAKE(suit, RANK_5)));
    if (len <= 2) {
        w += 28 - 6 * len;
    } else if (len == 3) {
        w += 6;
    }
    if (lows == 0) {
        w += 8; /* no small card to get out of the suit with */
    }
    if (rank <= RANK_3) {
        w -= 20;
    }
    return w;
}

static bool add_pass(opt_t *opt, int *nopt, int max, cardset_t set, bool moon)
{
    if (cardset_count(set) != 3 || *nopt >= max) {
        return false;
    }
    for (int i = 0; i < *nopt; i++) {
        if (opt[i].pass_set == set && opt[i].moon == moon) {
            return false;
        }
    }
    opt_t *o = &opt[(*nopt)++];
    memset(o, 0, sizeof *o);
    o->card = CARD_NONE;
    o->pass_set = set;
    o->moon = moon;
    o->active = true;
    cardset_t x = set;
    for (int i = 0; i < 3; i++) {
        o->pass[i] = cardset_pop(&x);
    }
    return true;
}

/* A hand that might shoot: many high cards and a long or high heart suit. */
static bool moon_pass_possible(cardset_t hand)
{
    int strength = 0;
    for (cardset_t m = hand; m;) {
        card_t c = cardset_pop(&m);
        int r = card_rank(c);
        if (r >= RANK_J) {
            strength += r - RANK_10;
        }
    }
    cardset_t hearts = hand & CARDSET_HEARTS;
    int top_hearts = cardset_count(hearts & ~cardset_below(CARD_MAKE(SUIT_HEARTS, RANK_J)));
    return strength >= 22 && top_hearts >= 2;
}

/* The cards of the hand, the ones a good player most wants rid of first (ties: in the hand's order). */
static int rank_by_want(cardset_t hand, pass_dir_t dir, card_t top[HAND_MAX])
{
    int want[HAND_MAX], ntop = 0;
    for (cardset_t m = hand; m;) {
        card_t c = cardset_pop(&m);
        int w = pass_want(hand, c, dir);
        int i = ntop++;
        while (i > 0 && want[i - 1] < w) {
            top[i] = top[i - 1];
            want[i] = want[i - 1];
            i--;
        }
        top[i] = c;
        want[i] = w;
    }
    return ntop;
}

/* For a hand that might shoot: passes that keep the high cards, three of the five lowest non-hearts
 * (never the queen). */
static void seed_moon_passes(cardset_t hand, opt_t *opt, int *nopt)
{
    card_t low[HAND_MAX];
    int nlow = 0;
    for (int r = 0; r < RANK_COUNT; r++) {
        for (int suit = 0; suit < SUIT_HEARTS; suit++) {
            card_t c = CARD_MAKE(suit, r);
            if (cardset_has(hand, c) && c != CARD_QS) {
                low[nlow++] = c;
            }
        }
    }
    int lp = nlow < 5 ? nlow : 5;
    for (int i = 0; i < lp; i++) {
        for (int j = i + 1; j < lp; j++) {
            for (int l = j + 1; l < lp; l++) {
                add_pass(opt, nopt, MAX_PASS_OPTS, cardset_of(low[i]) | cardset_of(low[j]) | cardset_of(low[l]), true);
            }
        }
    }
}

/* The candidates: normal's pass; every three of the nine cards good players most want rid of; voiding
 * a short minor suit; and, for a strong hand, passes that keep the high cards for a moon. Returns how
 * many. */
static int seed_passes(cardset_t hand, pass_dir_t dir, opt_t *opt)
{
    int nopt = 0;
    add_pass(opt, &nopt, MAX_PASS_OPTS, ai_normal_pass_set(hand, dir), false);
    card_t top[HAND_MAX];
    int ntop = rank_by_want(hand, dir, top);
    int pool = ntop < 9 ? ntop : 9;
    for (int i = 0; i < pool; i++) {
        for (int j = i + 1; j < pool; j++) {
            for (int l = j + 1; l < pool; l++) {
                add_pass(opt, &nopt, MAX_PASS_OPTS, cardset_of(top[i]) | cardset_of(top[j]) | cardset_of(top[l]),
                         false);
            }
        }
    }
    for (int suit = SUIT_CLUBS; suit <= SUIT_DIAMONDS; suit++) {
        cardset_t s = hand & CARDSET_SUIT(suit);
        int n = cardset_count(s);
        if (n >= 1 && n <= 3) {
            cardset_t set = s;
            for (int i = 0; i < ntop && cardset_count(set) < 3; i++) {
                set |= cardset_of(top[i]);
            }
            add_pass(opt, &nopt, MAX_PASS_OPTS, set, false);
        }
    }
    if (moon_pass_possible(hand)) {
        seed_moon_passes(hand, opt, &nopt);
    }
    return nopt;
}

/* ---- Phase 2: the rounds ---- */

typedef struct {
    const seat_view_t *v;
    rng_t *rng;
    hs_ctx_t c;
    know_t k;
    opt_t opt[MAX_PASS_OPTS];
    int nopt;
    float *vals; /* each candidate's utility in each deal: stride floats a candidate */
    int stride;  /* MAX_DEALS times the effort */
} pass_search_t;

/* One deal w: the unseen cards dealt, the others' passes by normal's rules, and every candidate still
 * in the race played out from the exchange. Returns how many were played out. */
static int pass_deal(pass_search_t *ps, int w)
{
    const seat_view_t *v = ps->v;
    int me = v->seat;
    pass_dir_t dir = v->pass_dir;
    int n = v->rules.players;
    cardset_t hands[SEAT_MAX], passes[SEAT_MAX];
    hs_sample(&ps->k, ps->rng, hands);
    for (int s = 0; s < n; s++) {
        passes[s] = s == me ? 0 : hs_policy_pass(&v->rules, hands[s], dir);
    }
    int played = 0;
    for (int i = 0; i < ps->nopt; i++) {
        opt_t *o = &ps->opt[i];
        if (!o->active) {
            continue;
        }
        cardset_t after[SEAT_MAX] = {0};
        passes[me] = o->pass_set;
        for (int s = 0; s < n; s++) {
            after[s] = hands[s] & ~passes[s];
        }
        for (int s = 0; s < n; s++) {
            after[rules_pass_target(s, dir, n)] |= passes[s];
        }
        hs_sim_t sim;
        hs_start_hand(&ps->c, v, after, &sim);
        sim.moon = o->moon ? me : -1;
        if (o->moon) {
            hs_attempt_defence(v, &HS_HARD, &sim);
        }
        hs_rollout(&ps->c, &sim);
        hs_record(o, ps->vals + (size_t)i * ps->stride, w, &ps->c, &sim);
        played++;
    }
    return played;
}

/* Keeps the better half (by mean) of the active candidates, at least two; returns how many. */
static int keep_better_half(opt_t *opt, int nopt, int active)
{
    int keep = (active + 1) / 2;
    if (keep < 2) {
        keep = 2;
    }
    for (int dropped = active - keep; dropped > 0; dropped--) {
        int worst = -1;
        for (int i = 0; i < nopt; i++) {
            if (opt[i].active && (worst < 0 || hs_mean(&opt[i]) < hs_mean(&opt[worst]))) {
                worst = i;
            }
        }
        opt[worst].active = false;
    }
    return keep;
}

/* Rounds of successive halving: all candidates on the first deals, the better half on twice as many,
 * and so on, all on the same deals (a candidate still active has seen every deal so far). Returns the
 * deals played. */
static int pass_rounds(pass_search_t *ps, int effort)
{
    int nw = 0;
    int round_worlds = FIRST_ROUND;
    long spent = 0;
    int active = ps->nopt;
    for (;;) {
        int end = nw + round_worlds;
        if (end > MAX_DEALS * effort) {
            end = MAX_DEALS * effort;
        }
        for (int w = nw; w < end; w++) {
            spent += (long)cardset_count(ps->c.deck) * pass_deal(ps, w);
        }
        nw = end;
        if (active <= 1 || nw >= MAX_DEALS * effort || spent >= PASS_BUDGET * effort) {
            break;
        }
        active = keep_better_half(ps->opt, ps->nopt, active);
        round_worlds = nw; /* double the deals */
    }
    return nw;
}

/* ---- Phase 3: the choice ---- */

/* The best active candidate by mean, a pass for the moon only when most deals complete it; failing
 * that, the best plain pass (an active one before one dropped). */
static int pass_best(const seat_view_t *v, const opt_t *opt, int nopt)
{
    int best = -1;
    for (int i = 0; i < nopt; i++) {
        const opt_t *o = &opt[i];
        if (!o->active) {
            continue;
        }
        if (o->moon && o->moon_for < hs_moon_need(v, &HS_HARD, false) * o->n) {
            continue;
        }
        if (best < 0 || hs_mean(o) > hs_mean(&opt[best])) {
            best = i;
        }
    }
    if (best < 0) {
        for (int i = 0; i < nopt; i++) {
            if (!opt[i].moon && hs_ranks_above(opt, i, best)) {
                best = i;
            }
        }
    }
    return best < 0 ? 0 : best;
}

/* Whether the pass has a giver and a receiver (it is not a hold hand). */
static bool pass_has_partners(int me, pass_dir_t dir, int players)
{
    int from = -1;
    for (int s = 0; s < players; s++) {
        if (s != me && rules_pass_target(s, dir, players) == me) {
            from = s;
        }
    }
    return rules_pass_target(me, dir, players) >= 0 && from >= 0;
}

void hs_decide_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    hs_decide_pass_with(v, rng, out, a, 1);
}

void hs_decide_pass_with(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a, int effort)
{
    effort = effort > 1 ? effort : 1;
    pass_search_t ps;
    ps.v = v;
    ps.rng = rng;
    ps.nopt = seed_passes(v->hand, v->pass_dir, ps.opt);
    hs_ctx(v, &ps.c);
    hs_know(v, &ps.k);
    ps.stride = MAX_DEALS * effort;
    ps.vals = malloc(sizeof(float) * (size_t)ps.nopt * (size_t)ps.stride);
    if (!ps.vals || !pass_has_partners(v->seat, v->pass_dir, v->rules.players)) {
        /* Nothing to search: normal's pass, with nothing to show for it. */
        free(ps.vals);
        if (a) {
            hs_clear_analysis(a);
        }
        cardset_t set = ai_normal_pass_set(v->hand, v->pass_dir);
        for (int i = 0; i < 3; i++) {
            out[i] = cardset_pop(&set);
        }
        return;
    }
    int nw = pass_rounds(&ps, effort);
    int best = pass_best(v, ps.opt, ps.nopt);
    hs_fill_analysis(a, ps.opt, ps.nopt, best, nw, false);
    memcpy(out, ps.opt[best].pass, 3 * sizeof out[0]);
    free(ps.vals);
}

void ai_hard_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    hs_decide_pass(v, rng, out, a);
}
