/* The hard level's rollout policy: the card each seat plays in a playout (hs_policy), and the pass of
 * the other seats in a pass's playouts (hs_policy_pass). Declared in ai_sim.h.
 *
 * It is the normal level's rules of thumb (ai_normal.c) written over card sets, cheap enough for
 * thousands of playouts per decision, and it knows in each playout only what its seat would know there
 * (its own hand, the cards played, the voids shown). On top of them it plays the shooters and the
 * defences a playout asks for (hs_sim_t: moon, rival_moon, fight, keep, defend_min, lone_defender,
 * passive, ordinary); with none of them asked for, it plays the card the normal level plays in the same
 * position, which tests/ai/test_ai_policy.c checks on thousands of positions of dealt games. */
#include "ai_internal.h"
#include "ai_sim.h"
#include "ai_util.h"

#define SPADE_A     CARD_MAKE(SUIT_SPADES, RANK_A)
#define SPADE_K     CARD_MAKE(SUIT_SPADES, RANK_K)
#define HIGH_SPADES (cardset_of(SPADE_A) | cardset_of(SPADE_K))

/* ---- Playing ---- */
typedef struct {
    const hs_ctx_t *c;
    const hs_sim_t *s;
    int p;
    cardset_t hand;
    cardset_t legal;
    cardset_t unseen; /* what the seat to move cannot see: others' hands */
    bool qs_out;
    int threat; /* a seat that has every point so far, and enough of them */
    bool fight; /* this seat fights it hard (hs_sim_t.fight) */
    bool keep;  /* ...and keeps its stoppers (hs_sim_t.keep) */
} pol_t;

static bool others_may_beat(const pol_t *x, card_t c)
{
    const trick_t *t = &x->s->t;
    int suit = card_suit(c);
    if (!(x->unseen & CARDSET_SUIT(suit) & cardset_above(c))) {
        return false;
    }
    for (int i = t->count + 1; i < x->c->players; i++) {
        int seat = trick_player(t, i);
        if (!(x->s->voids[seat] & (1u << suit))) {
            return true;
        }
    }
    return false;
}

static card_t pol_lead(const pol_t *x)
{
    cardset_t legal = x->legal;
    if (x->threat >= 0 && x->fight) {
        /* Against a shooter (in a playout that has one): a heart nobody can beat takes a point from
         * it at the cost of one. */
        cardset_t hearts = legal & CARDSET_HEARTS;
        if (hearts && !(x->unseen & CARDSET_HEARTS & cardset_above(cardset_highest(hearts)))) {
            return cardset_highest(hearts);
        }
        /* A shooter that has shown it holds no hearts cannot win a heart led: whoever does splits. */
        if (hearts && x->keep && (x->s->voids[x->threat] & (1u << SUIT_HEARTS))) {
            return cardset_lowest(hearts);
        }
    }
    cardset_t spades = legal & CARDSET_SUIT(SUIT_SPADES);
    bool high_spade = (x->hand & (HIGH_SPADES | cardset_of(CARD_QS))) != 0;
    if (x->qs_out && !high_spade) {
        cardset_t small = spades & cardset_below(CARD_QS);
        if (small) {
            return cardset_highest(small);
        }
    }
    card_t best = CARD_NONE;
    int best_score = -100000;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t mine = legal & CARDSET_SUIT(suit);
        if (!mine) {
            continue;
        }
        card_t c = cardset_lowest(mine);
        cardset_t others = x->unseen & CARDSET_SUIT(suit);
        int higher = cardset_count(others & cardset_above(c));
        int lower = cardset_count(others & cardset_below(c));
        int voids = 0;
        for (int q = 0; q < x->c->players; q++) {
            if (q != x->p && (x->s->voids[q] & (1u << suit))) {
                voids++;
            }
        }
        int score = 10 * higher - 6 * lower - 25 * voids;
        if (higher == 0) {
            score -= 80;
        }
        if (suit == SUIT_SPADES && x->qs_out && card_rank(c) > RANK_Q) {
            score -= 200;
        }
        if (c == CARD_QS) {
            score -= 300;
        }
        if (suit == SUIT_HEARTS) {
            score -= 5;
        }
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best != CARD_NONE ? best : ai_lowest_rank(legal);
}

static card_t pol_follow(const pol_t *x)
{
    const trick_t *t = &x->s->t;
    const rules_t *r = x->c->rules;
    int suit = card_suit(t->cards[0]);
    cardset_t mine = x->legal;
    int win_seat;
    card_t high = ai_trick_high(t, &win_seat);
    bool last = t->count == x->c->players - 1;
    int pts = ai_trick_points(r, t);

    if (t->number == 0 && !r->first_trick_points) {
        return cardset_highest(mine);
    }
    if (x->threat >= 0 && win_seat == x->threat && (ai_trick_cards(t) & CARDSET_POINTS)) {
        card_t top = cardset_highest(mine);
        if (top > high && top != CARD_QS) {
            return top;
        }
    }
    if (x->threat >= 0 && x->keep && win_seat == x->threat) {
        /* It cannot be taken from the shooter: follow low and keep the cards that may beat it later
         * (never the queen onto its trick). */
        cardset_t low = mine & ~cardset_of(CARD_QS);
        return low ? cardset_lowest(low) : CARD_QS;
    }
    if (suit == SUIT_SPADES && cardset_has(mine, CARD_QS) && card_rank(high) > RANK_Q) {
        return CARD_QS;
    }
    if (r->jack_of_diamonds < 0 && suit == SUIT_DIAMONDS && (last || !x->qs_out) && pts <= 0) {
        bool jack_here = cardset_has(ai_trick_cards(t), CARD_JD);
        card_t top = cardset_highest(mine);
        if ((jack_here || cardset_has(mine, CARD_JD)) && top > high && (last || !others_may_beat(x, top))) {
            if (cardset_has(mine, CARD_JD) && CARD_JD > high && !others_may_beat(x, CARD_JD)) {
                return CARD_JD;
            }
            return top;
        }
    }
    cardset_t under_set = mine & cardset_below(high);
    card_t under = under_set ? cardset_highest(under_set) : CARD_NONE;
    cardset_t no_q = mine & ~cardset_of(CARD_QS);
    if (last) {
        if (pts > 0) {
            if (under != CARD_NONE) {
                return under;
            }
            return no_q ? cardset_highest(no_q) : CARD_QS;
        }
        if (no_q) {
            return cardset_highest(no_q);
        }
        return under != CARD_NONE ? under : CARD_QS;
    }
    if (under != CARD_NONE) {
        return under;
    }
    cardset_t safe = mine;
    if (suit == SUIT_SPADES && x->qs_out) {
        cardset_t small = mine & ~HIGH_SPADES;
        if (small) {
            safe = small;
        }
    }
    safe &= ~cardset_of(CARD_QS);
    if (!safe) {
        safe = mine;
    }
    card_t low = cardset_lowest(safe);
    if (pts == 0 && !others_may_beat(x, low) && no_q) {
        return cardset_highest(no_q);
    }
    return low;
}

/* Discarding onto a shooter's trick, keeping our stoppers: the top card of each suit (a trick the
 * shooter may yet lose) and the queen stay; a small heart goes before a stopper. */
static card_t keep_discard(const pol_t *x)
{
    cardset_t legal = x->legal;
    cardset_t safe = legal & ~CARDSET_POINTS;
    cardset_t tops = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t in = legal & CARDSET_SUIT(suit);
        if (in) {
            tops |= cardset_of(cardset_highest(in));
        }
    }
    cardset_t spare = legal & ~tops & ~cardset_of(CARD_QS);
    if (spare & safe) {
        return ai_lowest_rank(spare & safe);
    }
    if (spare) {
        return ai_lowest_rank(spare);
    }
    /* Only tops left: a master (nothing above it is still out) is a sure trick later; give up the
     * others first, a heart included. */
    cardset_t beaten = 0;
    for (cardset_t m = tops & ~cardset_of(CARD_QS); m;) {
        card_t c = cardset_pop(&m);
        if (x->unseen & CARDSET_SUIT(card_suit(c)) & cardset_above(c)) {
            beaten |= cardset_of(c);
        }
    }
    if (beaten) {
        return ai_lowest_rank(beaten);
    }
    cardset_t rest = legal & ~cardset_of(CARD_QS);
    return rest ? ai_lowest_rank(rest) : CARD_QS;
}

/* Fighting a would-be shooter that has played to this trick and is not winning it: a point card here
 * splits the points (the queen first, else the highest heart); CARD_NONE when there is none to give or
 * the shooter may still win the trick. */
static card_t split_discard(const pol_t *x)
{
    const trick_t *t = &x->s->t;
    cardset_t legal = x->legal;
    bool threat_played = false;
    for (int i = 0; i < t->count; i++) {
        threat_played |= trick_player(t, i) == x->threat;
    }
    if (!threat_played && x->keep) {
        /* It plays after us but cannot win this trick: it has shown a void in the suit led, or the
         * winning card is above every card of the suit still out. */
        int suit = card_suit(t->cards[0]);
        card_t high = ai_trick_high(t, NULL);
        threat_played =
            (x->s->voids[x->threat] & (1u << suit)) || !(x->unseen & CARDSET_SUIT(suit) & cardset_above(high));
    }
    if (threat_played) {
        if (cardset_has(legal, CARD_QS)) {
            return CARD_QS;
        }
        if (legal & CARDSET_HEARTS) {
            return cardset_highest(legal & CARDSET_HEARTS);
        }
    }
    return CARD_NONE;
}

static card_t pol_discard(const pol_t *x)
{
    const trick_t *t = &x->s->t;
    cardset_t legal = x->legal;
    int win_seat;
    (void)ai_trick_high(t, &win_seat);

    if (x->threat >= 0 && win_seat == x->threat) {
        if (x->keep) {
            return keep_discard(x);
        }
        cardset_t safe = legal & ~CARDSET_POINTS;
        if (safe) {
            return ai_highest_rank(safe);
        }
        return ai_lowest_rank(legal);
    }
    if (x->threat >= 0 && x->fight && (legal & CARDSET_POINTS)) {
        card_t split = split_discard(x);
        if (split != CARD_NONE) {
            return split;
        }
    }
    if (cardset_has(legal, CARD_QS)) {
        return CARD_QS;
    }
    if (x->qs_out) {
        cardset_t big = legal & HIGH_SPADES;
        if (big) {
            return cardset_highest(big);
        }
    }
    cardset_t hearts = legal & CARDSET_HEARTS;
    if (hearts) {
        card_t top = cardset_highest(hearts);
        if (win_seat == x->c->game_leader[x->p] || card_rank(top) >= RANK_9) {
            return top;
        }
    }
    card_t best = CARD_NONE;
    int best_score = -1000;
    bool keep_jack = x->c->rules->jack_of_diamonds < 0;
    for (cardset_t s = legal; s;) {
        card_t c = cardset_pop(&s);
        if (c == CARD_JD && keep_jack) {
            continue;
        }
        int suit = card_suit(c);
        int len = cardset_count(x->hand & CARDSET_SUIT(suit));
        int lower = cardset_count(x->unseen & CARDSET_SUIT(suit) & cardset_below(c));
        int score = 4 * card_rank(c) + 3 * lower - 2 * len;
        if (suit == SUIT_HEARTS) {
            score += 6;
        }
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best != CARD_NONE ? best : ai_highest_rank(legal);
}

/* Playing for the moon: cash the suits we command, win every trick that may hold points, throw
 * away our small non-point cards when we cannot follow. */
static card_t pol_moon(const pol_t *x)
{
    const trick_t *t = &x->s->t;
    cardset_t legal = x->legal;
    if (t->count == 0) {
        card_t best = CARD_NONE;
        int best_score = -100000;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            cardset_t mine = legal & CARDSET_SUIT(suit);
            if (!mine) {
                continue;
            }
            card_t top = cardset_highest(mine);
            cardset_t others = x->unseen & CARDSET_SUIT(suit);
            int higher = cardset_count(others & cardset_above(top));
            int len = cardset_count(mine);
            /* Prefer masters; among them, the suit others still hold most of (it draws out their
             * cards) and hearts once they can be led. */
            int score = -100 * higher + 2 * cardset_count(others) + len;
            if (suit == SUIT_HEARTS && higher == 0) {
                score += 10;
            }
            if (score > best_score) {
                best_score = score;
                best = top;
            }
        }
        return best;
    }
    int suit = card_suit(t->cards[0]);
    int win_seat;
    card_t high = ai_trick_high(t, &win_seat);
    if (legal & CARDSET_SUIT(suit)) {
        cardset_t over = legal & cardset_above(high);
        if (over) {
            if (t->count == x->c->players - 1) {
                return cardset_lowest(over);
            }
            return cardset_highest(over);
        }
        return cardset_lowest(legal);
    }
    cardset_t safe = legal & ~CARDSET_POINTS;
    if (safe) {
        return ai_lowest_rank(safe);
    }
    return ai_lowest_rank(legal);
}

card_t hs_policy(const hs_ctx_t *c, const hs_sim_t *s)
{
    const trick_t *t = &s->t;
    int p = trick_turn(t);
    cardset_t legal = rules_legal_moves(c->rules, s->hand[p], t);
    if (!(legal & (legal - 1))) {
        return cardset_lowest(legal);
    }
    pol_t x;
    x.c = c;
    x.s = s;
    x.p = p;
    x.hand = s->hand[p];
    x.legal = legal;
    x.unseen = c->deck & ~s->played & ~s->hand[p];
    x.qs_out = cardset_has(x.unseen, CARD_QS);
    if (s->moon == p) {
        return pol_moon(&x);
    }
    /* A seat that has every point so far (and enough of them) may be shooting: stop it. */
    int taker;
    x.fight = s->fight;
    x.keep = s->keep;
    if ((s->lone_defender >= 0 && p != s->lone_defender) || (s->passive >= 0 && p != s->passive) ||
        (s->ordinary & (1u << p))) {
        /* Not the seat that fights: the ordinary rules against a shooter only. */
        taker = ai_sole_point_taker(s->taken, c->players, HS_DEFEND_MIN);
        x.fight = x.keep = false;
    } else if (p == s->passive) {
        taker = -1; /* does not defend at all */
    } else {
        taker = ai_sole_point_taker(s->taken, c->players, s->defend_min);
    }
    x.threat = taker != p && !ai_moon_jack_gone(c->rules, s->taken, taker) ? taker : -1;
    if (s->rival_moon[p] > 0 && p != c->me && x.threat < 0 &&
        ai_sole_point_taker(s->taken, c->players, s->rival_moon[p]) == p && !ai_moon_jack_gone(c->rules, s->taken, p)) {
        return pol_moon(&x);
    }
    if (t->count == 0) {
        return pol_lead(&x);
    }
    if (legal & CARDSET_SUIT(card_suit(t->cards[0]))) {
        return pol_follow(&x);
    }
    return pol_discard(&x);
}

/* ---- Passing: normal's pass ---- */

cardset_t hs_policy_pass(const rules_t *r, cardset_t hand, pass_dir_t dir)
{
    (void)r;
    return ai_normal_pass_set(hand, dir);
}
