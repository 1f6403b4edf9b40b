/* normal: plays as a sound club player does, by rules of thumb and card counting.
 *
 * Passing: the queen and the ace and king of spades when short in spades; high hearts; a short club
 * or diamond suit to make a void; never the low spades that guard the queen.
 * Playing: duck just under the winning card; shed high cards when a trick is safe; dump the queen
 * and high hearts when void, onto the game's leader where there is a choice; lead low spades to
 * smoke out the queen; stop a moon by taking a heart when one player has all the points. */
#include <string.h>

#include "ai_internal.h"
#include "ai_util.h"

#define SPADE_A CARD_MAKE(SUIT_SPADES, RANK_A)
#define SPADE_K CARD_MAKE(SUIT_SPADES, RANK_K)

/* ---- Passing ---- */

static int pass_danger(cardset_t hand, card_t c, pass_dir_t dir)
{
    int suit = card_suit(c), rank = card_rank(c);
    int len = cardset_count(cardset_suit(hand, suit));
    bool has_qs = cardset_has(hand, CARD_QS);
    int low_spades = cardset_count(cardset_suit(hand, SUIT_SPADES) & cardset_below(CARD_QS));

    if (suit == SUIT_SPADES) {
        if (c == CARD_QS) {
            /* Keep the queen behind four or more small spades; otherwise it must go. Passing it to
             * the right (the seat that plays after us), or far right with five seats, is a touch less dangerous. */
            return low_spades >= 4 ? 5 : (dir == PASS_RIGHT || dir == PASS_FAR_RIGHT ? 110 : 100);
        }
        if (rank > RANK_Q) {
            if (low_spades >= 4) {
                return 8 + rank;
            }
            return (has_qs ? 60 : 85) + rank;
        }
        return -40; /* low spades protect against the queen */
    }
    if (suit == SUIT_HEARTS) {
        return rank >= RANK_10 ? 30 + 5 * (rank - RANK_10) : rank - 10;
    }
    /* Clubs and diamonds: high cards are trouble; a short suit is a void in the making. */
    int d = 3 * rank;
    if (len <= 2) {
        d += 28 - 6 * len;
    } else if (len == 3) {
        d += 6;
    }
    if (c == CARD_2C) {
        d -= 20;
    }
    return d;
}

cardset_t ai_normal_pass_set(cardset_t hand, pass_dir_t dir)
{
    cardset_t out = 0;
    for (int i = 0; i < 3; i++) {
        card_t best = CARD_NONE;
        int best_d = -1000;
        for (cardset_t s = hand; s;) {
            card_t c = cardset_pop(&s);
            /* Re-evaluated on the hand that is left, so finishing a void counts. */
            int d = pass_danger(hand, c, dir);
            if (d > best_d) {
                best_d = d;
                best = c;
            }
        }
        out |= cardset_of(best);
        hand &= ~cardset_of(best);
    }
    return out;
}

void ai_normal_pass(const seat_view_t *v, rng_t *rng, card_t out[3])
{
    (void)rng;
    cardset_t set = ai_normal_pass_set(v->hand, v->pass_dir);
    for (int i = 0; i < 3; i++) {
        out[i] = cardset_pop(&set);
    }
}

/* ---- Playing ---- */

typedef struct {
    const seat_view_t *v;
    cardset_t unseen; /* cards some other seat may still hold */
    bool qs_out;      /* the queen is still to be played, and not by us */
    int moon_threat;  /* a seat that has every point taken so far (and enough of them), or -1 */
    int game_leader;  /* the other seat with the lowest total */
} ctx_t;

static void make_ctx(const seat_view_t *v, ctx_t *x)
{
    x->v = v;
    x->unseen = ai_unseen(v->rules.players, v->played, v->hand);
    x->qs_out = cardset_has(x->unseen, CARD_QS);

    int taker = ai_sole_point_taker(v->taken_cards, v->rules.players, 6);
    x->moon_threat = taker != v->seat && !ai_moon_jack_gone(&v->rules, v->taken_cards, taker) ? taker : -1;

    x->game_leader = -1;
    for (int s = 0; s < v->rules.players; s++) {
        if (s != v->seat && (x->game_leader < 0 || v->totals[s] < v->totals[x->game_leader])) {
            x->game_leader = s;
        }
    }
}

/* Highest card of `set` (one suit) below `rank`, or CARD_NONE. */
static card_t highest_below(cardset_t set, int rank)
{
    card_t best = CARD_NONE;
    while (set) {
        card_t c = cardset_pop(&set);
        if (card_rank(c) < rank) {
            best = c;
        }
    }
    return best;
}

/* Whether some seat yet to play in this trick may still hold a card of the led suit above `rank`. */
static bool others_may_beat(const ctx_t *x, int suit, int rank)
{
    const trick_t *t = &x->v->trick;
    cardset_t higher = cardset_suit(x->unseen, suit) & cardset_above(CARD_MAKE(suit, rank));
    if (!higher) {
        return false;
    }
    for (int i = t->count + 1; i < x->v->rules.players; i++) {
        int seat = trick_player(t, i);
        if (!(x->v->voids[seat] & (1u << suit))) {
            return true;
        }
    }
    return false;
}

static card_t choose_discard(const ctx_t *x, int winner_seat)
{
    const seat_view_t *v = x->v;
    cardset_t legal = v->legal;
    bool feeding_moon = x->moon_threat >= 0 && winner_seat == x->moon_threat;

    if (feeding_moon) {
        /* Give the would-be shooter nothing; keep our high hearts to take a trick from them later. */
        cardset_t safe = legal & ~CARDSET_POINTS;
        if (safe) {
            return ai_highest_rank(safe);
        }
        return ai_lowest_rank(legal);
    }
    if (cardset_has(legal, CARD_QS)) {
        return CARD_QS;
    }
    if (x->qs_out) {
        cardset_t big = legal & (cardset_of(SPADE_A) | cardset_of(SPADE_K));
        if (big) {
            return ai_highest_rank(big);
        }
    }
    cardset_t hearts = cardset_suit(legal, SUIT_HEARTS);
    /* Hearts go to the game's leader first; to anyone else only high ones, keeping low hearts to
     * duck under later heart leads. */
    if (hearts && (winner_seat == x->game_leader || card_rank(ai_highest_rank(hearts)) >= RANK_9)) {
        return ai_highest_rank(hearts);
    }
    /* Otherwise shed from the suit that is most dangerous to keep: high cards in short suits. Keep the
     * jack of diamonds where it counts for us. */
    card_t best = CARD_NONE;
    int best_score = -1000;
    for (cardset_t s = legal; s;) {
        card_t c = cardset_pop(&s);
        if (c == CARD_JD && v->rules.jack_of_diamonds < 0) {
            continue;
        }
        int suit = card_suit(c);
        int len = cardset_count(cardset_suit(v->hand, suit));
        /* How many unseen cards of that suit lie below it: the more, the likelier it wins a trick. */
        int below = cardset_count(cardset_suit(x->unseen, suit) & cardset_below(c));
        int score = 4 * card_rank(c) + 3 * below - 2 * len;
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

/* Following to a diamond trick where the jack of diamonds counts for us and nothing else bad is in
 * it: the card that takes the jack (the jack itself where it wins for sure), or CARD_NONE. */
static card_t take_jack(const ctx_t *x, card_t high, int pts)
{
    const trick_t *t = &x->v->trick;
    cardset_t mine = x->v->legal;
    bool last = t->count == x->v->rules.players - 1;
    bool jack_here = false;
    for (int i = 0; i < t->count; i++) {
        jack_here |= t->cards[i] == CARD_JD;
    }
    card_t top = ai_highest_rank(mine);
    if ((jack_here || cardset_has(mine, CARD_JD)) && pts <= 0 && card_rank(top) > card_rank(high) &&
        (last || !others_may_beat(x, SUIT_DIAMONDS, card_rank(top)))) {
        return cardset_has(mine, CARD_JD) && card_rank(CARD_JD) > card_rank(high) &&
                       !others_may_beat(x, SUIT_DIAMONDS, RANK_J)
                   ? CARD_JD
                   : top;
    }
    return CARD_NONE;
}

/* Following last to a trick (under: our highest card below the winning one, or CARD_NONE). */
static card_t follow_last(cardset_t mine, card_t under, int pts)
{
    cardset_t no_q = mine & ~cardset_of(CARD_QS);
    if (pts > 0) {
        /* Duck if we can; otherwise take it with the highest card we have. */
        if (under != CARD_NONE) {
            return under;
        }
        return no_q ? ai_highest_rank(no_q) : CARD_QS;
    }
    /* A clean trick: win it with our highest card, unless that leaves us leading into trouble (the
     * queen of spades never goes on a trick we win). */
    if (no_q) {
        return ai_highest_rank(no_q);
    }
    return under != CARD_NONE ? under : CARD_QS;
}

static card_t choose_follow(const ctx_t *x)
{
    const seat_view_t *v = x->v;
    const trick_t *t = &v->trick;
    int suit = card_suit(t->cards[0]);
    cardset_t mine = v->legal; /* all of the led suit */
    int win_seat;
    card_t high = ai_trick_high(t, &win_seat);
    bool last = t->count == v->rules.players - 1;
    int pts = ai_trick_points(&v->rules, t);
    bool jack_rule = v->rules.jack_of_diamonds < 0;

    /* The first trick carries no points (unless that option is on): shed the highest club. */
    if (t->number == 0 && !v->rules.first_trick_points) {
        return ai_highest_rank(mine);
    }

    /* Stop a moon: take a trick that holds points from the one seat that has them all. */
    if (x->moon_threat >= 0 && win_seat == x->moon_threat && (ai_trick_cards(t) & CARDSET_POINTS)) {
        card_t top = ai_highest_rank(mine);
        if (card_rank(top) > card_rank(high) && top != CARD_QS) {
            return top;
        }
    }

    /* The queen of spades: drop it under the ace or king. */
    if (suit == SUIT_SPADES && cardset_has(mine, CARD_QS) && card_rank(high) > RANK_Q) {
        return CARD_QS;
    }

    /* Taking the jack of diamonds is worth it when nothing else bad is in the trick. */
    if (jack_rule && suit == SUIT_DIAMONDS && (last || !x->qs_out)) {
        card_t jack = take_jack(x, high, pts);
        if (jack != CARD_NONE) {
            return jack;
        }
    }

    card_t under = highest_below(mine, card_rank(high));
    if (last) {
        return follow_last(mine, under, pts);
    }

    if (under != CARD_NONE) {
        return under; /* just under the card that is winning */
    }
    /* We must go over. Play the lowest that does so, unless nobody behind us can follow anyway. */
    cardset_t safe = mine;
    if (suit == SUIT_SPADES && x->qs_out) {
        /* The ace or king of spades invites the queen: play them only when we must. */
        cardset_t small = mine & ~(cardset_of(SPADE_A) | cardset_of(SPADE_K));
        if (small) {
            safe = small;
        }
    }
    safe &= ~cardset_of(CARD_QS);
    if (!safe) {
        safe = mine;
    }
    card_t low = ai_lowest_rank(safe);
    if (!others_may_beat(x, suit, card_rank(low)) && pts == 0) {
        /* We take this trick whatever we play: shed the highest instead. */
        cardset_t no_q = mine & ~cardset_of(CARD_QS);
        if (no_q) {
            return ai_highest_rank(no_q);
        }
    }
    return low;
}

static card_t choose_lead(const ctx_t *x)
{
    const seat_view_t *v = x->v;
    cardset_t legal = v->legal;
    if (cardset_count(legal) == 1) {
        return cardset_lowest(legal);
    }

    /* Smoke out the queen with small spades while we hold none of the high ones. */
    cardset_t spades = cardset_suit(legal, SUIT_SPADES);
    bool high_spade = (v->hand & (cardset_of(SPADE_A) | cardset_of(SPADE_K) | cardset_of(CARD_QS))) != 0;
    if (x->qs_out && !high_spade) {
        cardset_t small = spades & cardset_below(CARD_QS);
        if (small) {
            return ai_highest_rank(small);
        }
    }

    /* Otherwise the lead that is least likely to win: per suit, our lowest card, scored by how many
     * unseen cards of the suit beat it, and whether the suit is still held by others. */
    card_t best = CARD_NONE;
    int best_score = -100000;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t mine = cardset_suit(legal, suit);
        if (!mine) {
            continue;
        }
        card_t c = ai_lowest_rank(mine);
        cardset_t others = cardset_suit(x->unseen, suit);
        int higher = cardset_count(others & cardset_above(c));
        int lower = cardset_count(others & cardset_below(c));
        int voids = 0;
        for (int s = 0; s < v->rules.players; s++) {
            if (s != v->seat && (v->voids[s] & (1u << suit))) {
                voids++;
            }
        }
        int score = 10 * higher - 6 * lower - 25 * voids;
        if (higher == 0) {
            score -= 80; /* we would surely win it */
        }
        if (suit == SUIT_SPADES && x->qs_out && card_rank(c) > RANK_Q) {
            score -= 200; /* leading the ace or king of spades while the queen hides */
        }
        if (c == CARD_QS) {
            score -= 300;
        }
        if (suit == SUIT_HEARTS) {
            score -= 5; /* hearts leads hand out points; slightly less attractive */
        }
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best != CARD_NONE ? best : ai_lowest_rank(legal);
}

card_t ai_normal_play(const seat_view_t *v, rng_t *rng)
{
    (void)rng;
    if (cardset_count(v->legal) == 1) {
        return cardset_lowest(v->legal);
    }
    ctx_t x;
    make_ctx(v, &x);
    const trick_t *t = &v->trick;
    if (t->count == 0) {
        return choose_lead(&x);
    }
    if (cardset_suit(v->legal, card_suit(t->cards[0]))) {
        return choose_follow(&x);
    }
    int win_seat;
    (void)ai_trick_high(t, &win_seat);
    return choose_discard(&x, win_seat);
}
