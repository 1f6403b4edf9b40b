/* The exact search of the last tricks (see ai_endgame.h).
 *
 * Max^n: at each card the seat to play takes the line whose outcome is best for it, every seat seeing
 * every hand. Hearts is not a two-sided game, so alpha-beta does not apply; the search is made small
 * instead by playing one card of each run of cards that play the same (hs_distinct), and by a
 * transposition table of the positions at the start of a trick: the same cards left in the same
 * hands, with the same seat to lead and the same scoring cards already taken by each seat, have the
 * same best outcome, whatever order the earlier tricks were played in.
 *
 * Its effort is counted in cards played (nodes), never in time, and it draws no random numbers, so a
 * search gives the same answer on every machine. */
#include "ai_endgame.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ai_util.h"

/* Entries of the transposition table (a power of two): 2^14 of 64 bytes, 1 MiB a decision. */
#define EG_TABLE_BITS 14
#define EG_TABLE_SIZE (1u << EG_TABLE_BITS)
/* A card played in the search costs about as much time as this many cards of a rollout (its legal
 * cards, runs and table; measured on random positions of two to five tricks): its work is counted in
 * rollout cards, the unit of the decision's budget. */
#define EG_NODE_CARDS 3

/* A position of the search: a playout's state (ai_sim.h), played on with hs_play. */
typedef hs_sim_t eg_pos_t;

/* The outcome of a line of play: what each seat has taken at the end, and its worth to each seat. */
typedef struct {
    cardset_t taken[SEAT_MAX];
    int tricks_won[SEAT_MAX];
    double u[SEAT_MAX];
} eg_out_t;

/* A position at the start of a trick (two independent hashes of it) and what best play from there
 * adds to each seat's tricks. */
typedef struct {
    uint64_t k1, k2;
    cardset_t gain[SEAT_MAX];
    uint8_t tricks[SEAT_MAX];
} eg_entry_t;

struct eg_solver {
    const hs_ctx_t *c;
    unsigned policy;   /* seats (a bit each) that play the rollout policy's card instead of searching */
    cardset_t scoring; /* the cards that score (points, and the jack of diamonds where it counts) */
    long nodes, max_nodes;
    eg_entry_t *table;
};

eg_solver_t *eg_new(const hs_ctx_t *c, unsigned policy)
{
    eg_solver_t *e = malloc(sizeof *e);
    if (!e) {
        return NULL;
    }
    e->table = calloc(EG_TABLE_SIZE, sizeof *e->table);
    if (!e->table) {
        free(e);
        return NULL;
    }
    e->c = c;
    e->policy = policy & ~(1u << c->me);
    e->scoring = CARDSET_POINTS | (c->rules->jack_of_diamonds != 0 ? cardset_of(CARD_JD) : 0);
    e->nodes = e->max_nodes = 0;
    return e;
}

void eg_free(eg_solver_t *e)
{
    if (e) {
        free(e->table);
        free(e);
    }
}

int eg_tricks_left(const hs_ctx_t *c, const hs_sim_t *s)
{
    return c->hand_size - s->t.number;
}

/* ---- The outcome's worth ---- */

/* The worth of the finished hand to each seat: to the deciding seat, its utility (hs_utility); to
 * every other seat, minus its points plus a tenth of the others' (hs_ctx_t.lambda), so that where its
 * own points are the same it gives the points to the others. */
static void eg_worth(const eg_solver_t *e, eg_out_t *o)
{
    const hs_ctx_t *c = e->c;
    hs_sim_t end;
    memcpy(end.taken, o->taken, sizeof end.taken);
    memcpy(end.tricks_won, o->tricks_won, sizeof end.tricks_won);
    end.clock_out = false;
    int score[SEAT_MAX];
    int shooter = hs_score(c, &end, score);
    int sum = 0;
    for (int q = 0; q < c->players; q++) {
        sum += score[q];
    }
    for (int q = 0; q < c->players; q++) {
        if (q == c->me) {
            o->u[q] = hs_utility(c, score, false) - hs_moon_cost(c, shooter);
        } else {
            o->u[q] = -(double)score[q] + c->lambda * (double)(sum - score[q]) / (double)(c->players - 1);
        }
    }
}

/* ---- The transposition table ---- */

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
}

/* Two independent hashes of a position at the start of a trick: the hands, the seat to lead, whether
 * hearts are broken, the scoring cards each seat has taken, and (with the sun) the tricks it has won.
 * Where seats play the policy, which reads the voids shown and the tricks won, those too. */
static void eg_key(const eg_solver_t *e, const eg_pos_t *p, uint64_t *k1, uint64_t *k2)
{
    const rules_t *r = e->c->rules;
    uint64_t a = 0x243f6a8885a308d3ULL, b = 0x13198a2e03707344ULL;
    for (int q = 0; q < e->c->players; q++) {
        uint64_t won = r->sun || e->policy ? (uint64_t)p->tricks_won[q] : 0;
        won |= e->policy ? (uint64_t)p->voids[q] << 8 : 0;
        a = mix(mix(a, p->hand[q]), (p->taken[q] & e->scoring) ^ (won << 60));
        b = mix(mix(b, p->taken[q] & e->scoring), p->hand[q] ^ won);
    }
    uint64_t last = (uint64_t)p->t.leader | (p->t.hearts_broken ? 16u : 0u);
    *k1 = mix(a, last);
    *k2 = mix(b, last ^ 0xa5a5u);
}

static bool eg_lookup(const eg_solver_t *e, const eg_pos_t *p, uint64_t k1, uint64_t k2, eg_out_t *o)
{
    const eg_entry_t *x = &e->table[k1 & (EG_TABLE_SIZE - 1)];
    if (x->k1 != k1 || x->k2 != k2) {
        return false;
    }
    for (int q = 0; q < e->c->players; q++) {
        o->taken[q] = p->taken[q] | x->gain[q];
        o->tricks_won[q] = p->tricks_won[q] + x->tricks[q];
    }
    eg_worth(e, o);
    return true;
}

static void eg_store(eg_solver_t *e, const eg_pos_t *p, uint64_t k1, uint64_t k2, const eg_out_t *o)
{
    eg_entry_t *x = &e->table[k1 & (EG_TABLE_SIZE - 1)];
    memset(x, 0, sizeof *x);
    x->k1 = k1;
    x->k2 = k2;
    for (int q = 0; q < e->c->players; q++) {
        x->gain[q] = o->taken[q] & ~p->taken[q];
        x->tricks[q] = (uint8_t)(o->tricks_won[q] - p->tricks_won[q]);
    }
}

/* ---- The search ---- */

/* The cards the seat to move tries: the policy's card for a seat that plays it, else one of each run
 * of legal cards that play the same. */
static cardset_t eg_moves(const eg_solver_t *e, const eg_pos_t *p, int seat)
{
    const hs_ctx_t *c = e->c;
    if (e->policy & (1u << seat)) {
        return cardset_of(hs_policy(c, p));
    }
    cardset_t legal = rules_legal_moves(c->rules, p->hand[seat], &p->t);
    return hs_distinct(c->rules, legal, p->hand[seat], p->played & ~ai_trick_cards(&p->t));
}

/* The outcome of best play from p into o; false when the work ran out. */
static bool eg_search(eg_solver_t *e, const eg_pos_t *p, eg_out_t *o)
{
    const hs_ctx_t *c = e->c;
    if (p->done) {
        memcpy(o->taken, p->taken, sizeof o->taken);
        memcpy(o->tricks_won, p->tricks_won, sizeof o->tricks_won);
        eg_worth(e, o);
        return true;
    }
    uint64_t k1 = 0, k2 = 0;
    bool boundary = p->t.count == 0;
    if (boundary) {
        eg_key(e, p, &k1, &k2);
        if (eg_lookup(e, p, k1, k2, o)) {
            return true;
        }
    }
    int seat = trick_turn(&p->t);
    cardset_t moves = eg_moves(e, p, seat);
    bool any = false;
    while (moves) {
        card_t card = cardset_pop(&moves);
        if (++e->nodes > e->max_nodes) {
            return false;
        }
        eg_pos_t next = *p;
        hs_play(c, &next, card);
        eg_out_t r;
        if (!eg_search(e, &next, &r)) {
            return false;
        }
        if (!any || r.u[seat] > o->u[seat]) {
            *o = r;
            any = true;
        }
    }
    if (boundary) {
        eg_store(e, p, k1, k2, o);
    }
    return true;
}

bool eg_solve(eg_solver_t *e, hs_sim_t *s, long max_nodes, long *spent)
{
    const hs_ctx_t *c = e->c;
    int left = cardset_count(c->deck) - cardset_count(s->played);
    if (s->done || left <= 0 || s->cards_left < left) {
        return false;
    }
    e->nodes = 0;
    e->max_nodes = max_nodes;
    eg_out_t o;
    bool ok = eg_search(e, s, &o);
    *spent += EG_NODE_CARDS * (e->nodes < max_nodes ? e->nodes : max_nodes);
    if (!ok) {
        return false;
    }
    for (int q = 0; q < c->players; q++) {
        s->hand[q] = 0;
        s->taken[q] = o.taken[q];
        s->tricks_won[q] = o.tricks_won[q];
    }
    s->played |= c->deck;
    s->cards_left -= left;
    s->t.number = c->hand_size;
    s->t.count = 0;
    s->done = true;
    return true;
}

void eg_finish(eg_solver_t *e, const hs_ctx_t *c, hs_sim_t *s, int tricks, long max_nodes, long *spent)
{
    if (!e || tricks <= 0) {
        hs_rollout(c, s);
        return;
    }
    while (!s->done && eg_tricks_left(c, s) > tricks) {
        hs_play(c, s, hs_policy(c, s));
    }
    if (!s->done && !eg_solve(e, s, max_nodes, spent)) {
        hs_rollout(c, s);
    }
}
