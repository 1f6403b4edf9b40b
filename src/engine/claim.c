/* Whether the rest of a hand is certain from one seat's knowledge (hearts/claim.h).
 *
 * The search plays every line of every lie of the unseen cards at once: the seat that knows plays its
 * legal cards; another seat may play any card it could hold, and each play narrows what it can hold
 * (a card off the suit led: it has none of that suit; a heart led before hearts were broken: nothing
 * but hearts and QS; points on the first trick: nothing but points). A play is allowed while some lie
 * of the unseen cards still fits every such limit and each seat's number of cards (Hall's condition
 * over the other seats, checked after each play), so every line searched happens in some lie of the
 * cards and every line of every lie is searched. The rest is certain when every line ends with the
 * same takers of the counting cards (and the same sun). Random lines first find most positions that
 * are not certain at once; then the whole search, with the positions seen before remembered. */
#include "hearts/claim.h"

#include <stdlib.h>
#include <string.h>

#include "hearts/rng.h"

enum { CLAIM_LIMIT = 60000, RANDOM_LINES = 24, MEMO_BITS = 15 };

/* A position: the knowing seat's cards, the unseen ones, what each other seat may and must hold. */
typedef struct {
    cardset_t mine;              /* the knowing seat's cards */
    cardset_t pool;              /* every card not played and not the knowing seat's */
    cardset_t allowed[SEAT_MAX]; /* other seats: the cards of pool each may hold (none for the knowing seat) */
    cardset_t known[SEAT_MAX];   /* other seats: cards of pool each surely holds (the knowing seat's pass) */
    trick_t trick;
    int left[SEAT_MAX]; /* cards each seat holds */
    int run;            /* the seat that has taken every trick of the hand so far; -1 none yet; -2 split */
} pos_t;

/* What the rest of the hand gives: the counting cards still to be taken, by taker, and the sun. */
typedef struct {
    cardset_t takes[SEAT_MAX];
    int sun;
} rest_t;

typedef struct {
    bool used;
    pos_t key;
    rest_t rest;
} memo_t;

typedef struct {
    const rules_t *r;
    int me;
    cardset_t counting;
    long positions;
    bool gave_up;
    memo_t *memo; /* MEMO_BITS entries, replaced on a collision; NULL without memory */
} search_t;

cardset_t claim_counting_cards(const rules_t *r)
{
    bool jack = r->jack_of_diamonds != 0 || r->moon_needs_jack;
    return CARDSET_POINTS | (jack ? cardset_of(CARD_JD) : 0);
}

static cardset_t trick_cards(const trick_t *t)
{
    cardset_t x = 0;
    for (int i = 0; i < t->count; i++) {
        x |= cardset_of(t->cards[i]);
    }
    return x;
}

/* Whether the unseen cards can still lie so: every card of pool to one other seat that may hold it,
 * each seat its number of cards (Hall: no set of seats is left more cards than it has room for). */
static bool can_lie(const pos_t *p, int me, int seats)
{
    for (int q = 0; q < seats; q++) {
        if (q != me && (p->known[q] & ~p->allowed[q])) {
            return false;
        }
    }
    for (unsigned set = 0; set < (1u << seats); set++) { /* set 0: a card no seat may hold */
        if (set & (1u << me)) {
            continue;
        }
        /* the cards only the seats of `set` may hold */
        cardset_t elsewhere = 0;
        int room = 0;
        for (int q = 0; q < seats; q++) {
            if (q == me) {
                continue;
            }
            if (set & (1u << q)) {
                room += p->left[q];
            } else {
                elsewhere |= p->allowed[q];
            }
        }
        if (cardset_count(p->pool & ~elsewhere) > room) {
            return false;
        }
    }
    return true;
}

/* The limits a play of c by seat q (not the knowing seat) puts on the rest of its cards; false when c
 * cannot be its play in any lie of the cards. */
static bool narrow(const search_t *s, pos_t *p, int q, card_t c)
{
    const trick_t *t = &p->trick;
    cardset_t *a = &p->allowed[q];
    if (!cardset_has(*a, c)) {
        return false;
    }
    if (t->count == 0) {
        if (t->number == 0) {
            return c == CARD_2C;
        }
        if (card_suit(c) == SUIT_HEARTS && !t->hearts_broken) {
            *a &= CARDSET_HEARTS | cardset_of(CARD_QS);
        }
    } else if (card_suit(c) != card_suit(t->cards[0])) {
        *a &= ~CARDSET_SUIT(card_suit(t->cards[0]));
        if (t->number == 0 && !s->r->first_trick_points && cardset_has(CARDSET_POINTS, c)) {
            *a &= CARDSET_POINTS;
        }
    }
    return true;
}

/* Plays c for the seat whose turn it is into *p; false when it cannot be played in any lie of the
 * cards. *taken gets the counting cards of a trick the play completes, to *winner. */
static bool play(const search_t *s, pos_t *p, card_t c, cardset_t *taken, int *winner)
{
    trick_t *t = &p->trick;
    int q = trick_turn(t);
    *taken = 0;
    *winner = -1;
    if (q == s->me) {
        if (!cardset_has(rules_legal_moves(s->r, p->mine, t), c)) {
            return false;
        }
        p->mine &= ~cardset_of(c);
    } else {
        if (!narrow(s, p, q, c)) {
            return false;
        }
        p->pool &= ~cardset_of(c);
        for (int k = 0; k < s->r->players; k++) {
            p->allowed[k] &= ~cardset_of(c);
            p->known[k] &= ~cardset_of(c);
        }
    }
    p->left[q]--;
    t->cards[t->count++] = c;
    t->hearts_broken |= rules_breaks_hearts(s->r, c);
    if (q != s->me && !can_lie(p, s->me, s->r->players)) {
        return false;
    }
    if (trick_complete(t)) {
        *winner = rules_trick_winner(t);
        *taken = trick_cards(t) & s->counting;
        p->run = p->run == -1 || p->run == *winner ? *winner : -2;
        t->number++;
        t->leader = *winner;
        t->count = 0;
        memset(t->cards, 0xFF, sizeof t->cards); /* CARD_NONE: a position is the same whatever came before */
    }
    return true;
}

/* The cards the seat to play might play here (each still to be tried with play()). */
static cardset_t candidates(const search_t *s, const pos_t *p)
{
    int q = trick_turn(&p->trick);
    return q == s->me ? rules_legal_moves(s->r, p->mine, &p->trick) : p->allowed[q];
}

static bool rest_same(const rest_t *a, const rest_t *b)
{
    return a->sun == b->sun && memcmp(a->takes, b->takes, sizeof a->takes) == 0;
}

/* Whether nothing is left to decide: no counting card left, and no sun still open. */
static bool settled(const search_t *s, const pos_t *p, rest_t *out)
{
    bool over = p->trick.number >= rules_hand_size(s->r->players);
    cardset_t counting = (p->mine | p->pool | trick_cards(&p->trick)) & s->counting;
    if (!over && (counting || (s->r->sun && p->run != -2))) {
        return false;
    }
    memset(out, 0, sizeof *out);
    out->sun = over && s->r->sun && p->run >= 0 ? p->run : -1;
    return true;
}

static memo_t *memo_slot(const search_t *s, const pos_t *p)
{
    if (!s->memo) {
        return NULL;
    }
    const unsigned char *b = (const unsigned char *)p;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < sizeof *p; i++) {
        h = (h ^ b[i]) * 1099511628211ull;
    }
    return &s->memo[h >> (64 - MEMO_BITS)];
}

/* Whether c, the knowing seat's to play, plays as its next lower card of the suit in play does: both
 * its own, neither counting, no card still in play between them (the two never meet in a trick, and
 * every other card ranks the same against both, so their lines are the same). */
static bool same_as_lower(const search_t *s, const pos_t *p, cardset_t cands, card_t c)
{
    if (trick_turn(&p->trick) != s->me || cardset_has(s->counting, c)) {
        return false;
    }
    cardset_t live = (p->mine | p->pool | trick_cards(&p->trick)) & CARDSET_SUIT(card_suit(c)) & cardset_below(c);
    if (!live) {
        return false;
    }
    card_t lower = cardset_highest(live);
    return cardset_has(cands, lower) && !cardset_has(s->counting, lower);
}

/* The one rest of every line from p, into *out; false when two lines differ (or the limit is reached). */
static bool solve(search_t *s, const pos_t *p, rest_t *out)
{
    if (settled(s, p, out)) {
        return true;
    }
    memo_t *m = memo_slot(s, p);
    if (m && m->used && memcmp(&m->key, p, sizeof *p) == 0) {
        *out = m->rest;
        return true;
    }
    if (++s->positions > CLAIM_LIMIT) {
        s->gave_up = true;
        return false;
    }
    bool first = true;
    cardset_t all = candidates(s, p);
    for (cardset_t cands = all; cands;) {
        card_t c = cardset_pop(&cands);
        if (same_as_lower(s, p, all, c)) {
            continue;
        }
        pos_t next = *p;
        cardset_t taken;
        int winner;
        if (!play(s, &next, c, &taken, &winner)) {
            continue;
        }
        rest_t r;
        if (!solve(s, &next, &r)) {
            return false;
        }
        if (winner >= 0) {
            r.takes[winner] |= taken;
        }
        if (first) {
            *out = r;
            first = false;
        } else if (!rest_same(out, &r)) {
            return false;
        }
    }
    if (m) {
        m->used = true;
        m->key = *p;
        m->rest = *out;
    }
    return !first;
}

/* One line of random plays from p to its end: what it gives. */
static void random_line(const search_t *s, pos_t p, rng_t *rng, rest_t *out)
{
    memset(out, 0, sizeof *out);
    rest_t end;
    while (!settled(s, &p, &end)) {
        card_t options[CARD_COUNT];
        int n = 0;
        for (cardset_t cands = candidates(s, &p); cands;) {
            options[n++] = cardset_pop(&cands);
        }
        for (;;) {
            int i = (int)rng_below(rng, (uint32_t)n);
            pos_t next = p;
            cardset_t taken;
            int winner;
            if (play(s, &next, options[i], &taken, &winner)) {
                if (winner >= 0) {
                    out->takes[winner] |= taken;
                }
                p = next;
                break;
            }
            options[i] = options[--n]; /* never empty: some play fits every lie that is left */
        }
    }
    out->sun = end.sun;
}

/* The position as the view shows it, with what the play so far says of the others' cards. */
static void start(const seat_view_t *v, pos_t *p)
{
    memset(p, 0, sizeof *p);
    int me = v->seat;
    int seats = v->rules.players;
    int hand_size = rules_hand_size(seats);
    p->mine = v->hand;
    p->pool = rules_deck(seats) & ~v->played & ~v->hand;
    p->trick = v->trick;
    p->trick.players = seats;
    for (int i = p->trick.count; i < SEAT_MAX; i++) {
        p->trick.cards[i] = CARD_NONE;
    }
    p->run = -1;
    bool broken = false;
    cardset_t limit[SEAT_MAX];
    for (int q = 0; q < SEAT_MAX; q++) {
        limit[q] = CARDSET_ALL;
    }
    for (int k = 0; k <= v->tricks_done && k < hand_size; k++) {
        const trick_record_t *rec = &v->tricks[k];
        bool done = k < v->tricks_done;
        int n = done ? seats : v->trick.count;
        int leader = done ? rec->leader : v->trick.leader;
        const card_t *cards = done ? rec->cards : v->trick.cards;
        for (int i = 0; i < n; i++) {
            int q = seat_plus(leader, i, seats);
            card_t c = cards[i];
            p->left[q]++;
            if (i == 0 && card_suit(c) == SUIT_HEARTS && !broken) {
                limit[q] &= CARDSET_HEARTS | cardset_of(CARD_QS);
            } else if (i > 0 && card_suit(c) != card_suit(cards[0])) {
                limit[q] &= ~CARDSET_SUIT(card_suit(cards[0]));
                if (k == 0 && !v->rules.first_trick_points && cardset_has(CARDSET_POINTS, c)) {
                    limit[q] &= CARDSET_POINTS;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            broken |= rules_breaks_hearts(&v->rules, cards[i]);
        }
        if (done) {
            p->run = p->run == -1 || p->run == rec->winner ? rec->winner : -2;
        }
    }
    cardset_t passed = v->passed_to >= 0 && v->passed_to != me ? v->passed & p->pool : 0;
    for (int q = 0; q < seats; q++) {
        p->left[q] = hand_size - p->left[q]; /* played so far, to held */
        if (q != me) {
            p->allowed[q] = p->pool & limit[q];
            for (int suit = 0; suit < SUIT_COUNT; suit++) {
                if (v->voids[q] & (1u << suit)) {
                    p->allowed[q] &= ~CARDSET_SUIT(suit);
                }
            }
            p->allowed[q] &= q == v->passed_to ? CARDSET_ALL : ~passed;
        }
    }
    if (passed) {
        p->known[v->passed_to] = passed;
    }
}

bool claim_certain(const seat_view_t *v, claim_t *out)
{
    claim_t local;
    claim_t *c = out ? out : &local;
    memset(c, 0, sizeof *c);
    c->sun = -1;
    if (v->phase != PHASE_PLAY || !seat_count_valid(v->rules.players) || v->seat < 0 || v->seat >= v->rules.players) {
        return false;
    }
    search_t s = {.r = &v->rules, .me = v->seat, .counting = claim_counting_cards(&v->rules)};
    pos_t p;
    start(v, &p);
    rest_t rest;
    if (!settled(&s, &p, &rest)) {
        /* Random lines first: two that differ settle it at once. */
        rng_t rng;
        rng_seed(&rng, (uint64_t)p.pool ^ p.mine, 0xc1a1);
        rest_t first;
        random_line(&s, p, &rng, &first);
        for (int i = 1; i < RANDOM_LINES; i++) {
            rest_t r;
            random_line(&s, p, &rng, &r);
            if (!rest_same(&first, &r)) {
                return false;
            }
        }
        s.memo = calloc((size_t)1 << MEMO_BITS, sizeof *s.memo);
        bool one = solve(&s, &p, &rest);
        free(s.memo);
        c->positions = s.positions;
        c->gave_up = s.gave_up;
        if (!one) {
            return false;
        }
    }
    c->certain = true;
    memcpy(c->takes, rest.takes, sizeof c->takes);
    c->sun = rest.sun;
    return true;
}
