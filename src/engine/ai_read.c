/* Reading the cards of the seats the table shows at easy or normal from how they have played (see
 * ai_read.h).
 *
 * The hand so far is replayed once per decision: for every card a read seat played, what it saw then
 * (the trick, the cards played and taken, the voids, the totals) is kept as that seat's view. A world
 * gives each seat its hand at every such moment (its cards now and those it played since), so the
 * seat's level can be asked again what it would have played; a different card is a contradiction.
 * A seat's contradictions depend on its own hand only, so a swap of two cards between two seats asks
 * again only for those two. */
#include "ai_read.h"

#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "ai_util.h"

/* Moves of the chain before its first world, and between two worlds. */
#define BURN_IN  160
#define THIN     3
/* A heavier weight per contradiction is pointless past this many. */
#define MAX_MISS 12

typedef struct {
    int seat;
    card_t card;     /* the card it played */
    cardset_t later; /* the cards the seat has played from this moment on, this one included */
    seat_view_t view;
} step_t;

struct hr {
    know_t k;
    int level[SEAT_MAX]; /* AI_EASY or AI_NORMAL for a read seat, else -1 */
    int nsteps;
    step_t *step;
    cardset_t played_by[SEAT_MAX];
    /* A pass across (four seats) from a read seat: it gave us pass_gave and had pass_got from us. */
    int pass_seat;
    cardset_t pass_gave, pass_got;
    pass_dir_t dir;
    /* The chain */
    bool started;
    cardset_t hands[SEAT_MAX];
    int miss[SEAT_MAX];
    double weight[MAX_MISS + 1]; /* HR_EPS^d */
    rng_t model_rng;             /* handed to the levels read, which draw nothing from it */
};

static bool readable(int level)
{
    return level == AI_EASY || level == AI_NORMAL;
}

static card_t model_play(hr_t *r, int level, const seat_view_t *v)
{
    return level == AI_EASY ? ai_easy_play(v, &r->model_rng) : ai_normal_play(v, &r->model_rng);
}

static cardset_t model_pass(hr_t *r, int level, cardset_t hand, pass_dir_t dir)
{
    if (level == AI_NORMAL) {
        return ai_normal_pass_set(hand, dir);
    }
    seat_view_t v;
    memset(&v, 0, sizeof v);
    v.hand = hand;
    v.pass_dir = dir;
    card_t out[3];
    ai_easy_pass(&v, &r->model_rng, out);
    return cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
}

/* The view every seat had at the start of play, with no seat's own cards in it. */
static void public_start(const seat_view_t *v, seat_view_t *pub)
{
    memset(pub, 0, sizeof *pub);
    pub->rules = v->rules;
    pub->phase = PHASE_PLAY;
    pub->hand_number = v->hand_number;
    pub->pass_dir = v->pass_dir;
    pub->passed_to = -1;
    pub->received_from = -1;
    memcpy(pub->totals, v->totals, sizeof pub->totals);
    pub->clock_ms = v->clock_ms;
    for (int q = 0; q < SEAT_MAX; q++) {
        pub->shown_level[q] = SEAT_LEVEL_UNKNOWN;
    }
}

/* Trick i of the hand replayed on pub: each card of a seat that is read (but the lead of the two of
 * clubs, which nobody chooses) is recorded as a moment of that seat with what it saw then. */
static void replay_trick(hr_t *r, const seat_view_t *v, seat_view_t *pub, int i, bool *broken)
{
    const card_t *cards;
    int leader;
    int n = hs_trick_so_far(v, i, &cards, &leader);
    int players = v->rules.players;
    trick_t *t = &pub->trick;
    memset(t, 0, sizeof *t);
    t->players = players;
    t->number = i;
    t->leader = leader;
    t->hearts_broken = *broken;
    pub->tricks_done = i;
    for (int j = 0; j < n; j++) {
        int p = seat_plus(leader, j, players);
        card_t c = cards[j];
        if (r->level[p] >= 0 && !(i == 0 && j == 0)) {
            step_t *st = &r->step[r->nsteps++];
            st->seat = p;
            st->card = c;
            st->view = *pub;
            st->view.seat = p;
            st->view.to_move = p;
            st->view.hearts_broken = *broken;
        }
        r->played_by[p] |= cardset_of(c);
        if (j > 0 && card_suit(c) != card_suit(cards[0])) {
            pub->voids[p] |= 1u << card_suit(cards[0]);
        }
        t->cards[t->count++] = c;
        pub->played |= cardset_of(c);
        if (!*broken && rules_breaks_hearts(&v->rules, c)) {
            *broken = true;
            t->hearts_broken = true;
        }
    }
    if (n == players) {
        int w = rules_trick_winner(t);
        cardset_t all = 0;
        for (int j = 0; j < players; j++) {
            all |= cardset_of(cards[j]);
        }
        pub->taken_cards[w] |= all;
        pub->taken_points[w] = rules_cards_points(&v->rules, pub->taken_cards[w]);
        pub->tricks_won[w]++;
        pub->tricks[i].leader = leader;
        pub->tricks[i].winner = w;
        memcpy(pub->tricks[i].cards, cards, sizeof pub->tricks[i].cards);
    }
}

hr_t *hr_new(const seat_view_t *v, const know_t *k)
{
    int level[SEAT_MAX] = {-1, -1, -1, -1, -1};
    bool any = false;
    for (int q = 0; q < v->rules.players; q++) {
        level[q] = q != v->seat && readable(v->shown_level[q]) ? v->shown_level[q] : -1;
        any |= level[q] >= 0;
    }
    if (!any || v->phase != PHASE_PLAY) {
        return NULL;
    }
    hr_t *r = calloc(1, sizeof *r);
    step_t *steps = malloc(sizeof(step_t) * (SEAT_MAX - 1) * HAND_MAX);
    if (!r || !steps) {
        free(r);
        free(steps);
        return NULL;
    }
    r->k = *k;
    memcpy(r->level, level, sizeof r->level);
    r->step = steps;
    r->pass_seat = -1;
    rng_seed(&r->model_rng, 0, 0);
    r->dir = v->pass_dir;

    /* The hand replayed: what every seat saw before each card. */
    seat_view_t pub;
    public_start(v, &pub);
    bool broken = false;
    for (int i = 0; i <= v->tricks_done && i < HAND_MAX; i++) {
        replay_trick(r, v, &pub, i, &broken);
    }
    /* What each seat played from each of its moments on. */
    cardset_t after[SEAT_MAX] = {0};
    for (int i = r->nsteps - 1; i >= 0; i--) {
        step_t *st = &r->step[i];
        after[st->seat] |= cardset_of(st->card);
        st->later = after[st->seat];
    }
    /* Cards played before a seat's first recorded moment (its lead of the two of clubs) are in
     * played_by, not in any `later`: the hand at a moment is the hand now and `later`. */
    if (v->received_from >= 0 && v->received_from == v->passed_to && level[v->received_from] >= 0 &&
        cardset_count(v->received) == 3 && cardset_count(v->passed) == 3) {
        r->pass_seat = v->received_from;
        r->pass_gave = v->received;
        r->pass_got = v->passed;
    }
    if (r->nsteps == 0 && r->pass_seat < 0) {
        hr_free(r);
        return NULL;
    }
    double w = 1.0;
    for (int d = 0; d <= MAX_MISS; d++) {
        r->weight[d] = w;
        w *= HR_EPS;
    }
    return r;
}

void hr_free(hr_t *r)
{
    if (r) {
        free(r->step);
        free(r);
    }
}

/* The decisions of read seat p that its hand `now` contradicts. */
static int seat_misses(hr_t *r, int p, cardset_t now)
{
    if (r->level[p] < 0) {
        return 0;
    }
    int m = 0;
    for (int i = 0; i < r->nsteps; i++) {
        step_t *st = &r->step[i];
        if (st->seat != p) {
            continue;
        }
        seat_view_t *sv = &st->view;
        cardset_t hand = now | st->later;
        cardset_t legal = rules_legal_moves(&sv->rules, hand, &sv->trick);
        if (!(legal & (legal - 1))) {
            continue;
        }
        if (!cardset_has(legal, st->card)) {
            m++;
            continue;
        }
        sv->hand = hand;
        sv->legal = legal;
        if (model_play(r, r->level[p], sv) != st->card) {
            m++;
        }
    }
    if (p == r->pass_seat) {
        cardset_t start = now | r->played_by[p];
        cardset_t dealt = (start & ~r->pass_got) | r->pass_gave;
        if (model_pass(r, r->level[p], dealt, r->dir) != r->pass_gave) {
            m++;
        }
    }
    return m;
}

int hr_misses(hr_t *r, const cardset_t hands[SEAT_MAX])
{
    int m = 0;
    for (int q = 0; q < r->k.players; q++) {
        if (q != r->k.me) {
            m += seat_misses(r, q, hands[q]);
        }
    }
    return m;
}

/* Cards of seat a that may move to seat b. */
static cardset_t movable(const hr_t *r, const cardset_t hands[SEAT_MAX], int a, int b)
{
    return hands[a] & ~r->k.known[a] & r->k.allowed[b];
}

/* One move of the chain: a card of one other seat swapped with a card of another, kept with the
 * Metropolis-Hastings chance. */
static void chain_step(hr_t *r, rng_t *rng)
{
    int no = r->k.nothers;
    int ia = (int)rng_below(rng, (uint32_t)no);
    int ib = (ia + 1 + (int)rng_below(rng, (uint32_t)(no - 1))) % no;
    int a = r->k.others[ia], b = r->k.others[ib];
    cardset_t ma = movable(r, r->hands, a, b), mb = movable(r, r->hands, b, a);
    if (!ma || !mb) {
        return;
    }
    card_t x = ai_pick_random(ma, rng), y = ai_pick_random(mb, rng);
    cardset_t swap = cardset_of(x) | cardset_of(y);
    cardset_t next[SEAT_MAX];
    memcpy(next, r->hands, sizeof next);
    next[a] ^= swap;
    next[b] ^= swap;
    int na = seat_misses(r, a, next[a]);
    int nb = seat_misses(r, b, next[b]);
    int d = na + nb - r->miss[a] - r->miss[b];
    /* The chance of proposing the move back, over that of this one. */
    double back = (double)cardset_count(ma) * (double)cardset_count(mb) /
                  ((double)cardset_count(movable(r, next, a, b)) * (double)cardset_count(movable(r, next, b, a)));
    int far = d < 0 ? -d : d;
    far = far > MAX_MISS ? MAX_MISS : far;
    double accept = back * (d <= 0 ? 1.0 / r->weight[far] : r->weight[far]);
    if (accept >= 1.0 || rng_unit(rng) < accept) {
        memcpy(r->hands, next, sizeof next);
        r->miss[a] = na;
        r->miss[b] = nb;
    }
}

void hr_sample(hr_t *r, rng_t *rng, cardset_t hands[SEAT_MAX])
{
    int moves = THIN;
    if (!r->started) {
        r->started = true;
        hs_sample(&r->k, rng, r->hands);
        for (int q = 0; q < r->k.players; q++) {
            r->miss[q] = q != r->k.me ? seat_misses(r, q, r->hands[q]) : 0;
        }
        moves = BURN_IN;
    }
    for (int i = 0; i < moves; i++) {
        chain_step(r, rng);
    }
    memcpy(hands, r->hands, sizeof r->hands);
}
