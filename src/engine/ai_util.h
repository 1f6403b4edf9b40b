/* Small helpers over cards and tricks that the AI levels share (easy, normal, the hard level's
 * rollouts and hints). They depend on nothing of the AI above them, so a level may call them without
 * calling back into ai.c, which only dispatches to the levels.
 *
 * The ones the hard level's rollouts call for every card played are inline: the rollouts play
 * millions of cards per decision. */
#ifndef HEARTS_AI_UTIL_H
#define HEARTS_AI_UTIL_H

#include "hearts/cards.h"
#include "hearts/rng.h"
#include "hearts/rules.h"

/* A uniformly chosen card of a non-empty set. */
card_t ai_pick_random(cardset_t set, rng_t *rng);

/* The card of `set` with the highest rank (ties: the higher suit index); CARD_NONE if empty. */
static inline card_t ai_highest_rank(cardset_t set)
{
    card_t best = CARD_NONE;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t x = cardset_suit(set, suit);
        if (x) {
            card_t c = cardset_highest(x);
            if (best == CARD_NONE || card_rank(c) >= card_rank(best)) {
                best = c;
            }
        }
    }
    return best;
}

/* The card of `set` with the lowest rank (ties: the lower suit index); CARD_NONE if empty. */
static inline card_t ai_lowest_rank(cardset_t set)
{
    card_t best = CARD_NONE;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t x = cardset_suit(set, suit);
        if (x) {
            card_t c = cardset_lowest(x);
            if (best == CARD_NONE || card_rank(c) < card_rank(best)) {
                best = c;
            }
        }
    }
    return best;
}

/* The card winning a trick that has at least one card so far, and (seat may be NULL) its seat. */
static inline card_t ai_trick_high(const trick_t *t, int *seat)
{
    int suit = card_suit(t->cards[0]);
    int best = 0;
    for (int i = 1; i < t->count; i++) {
        /* Within one suit the card index orders by rank. */
        if (card_suit(t->cards[i]) == suit && t->cards[i] > t->cards[best]) {
            best = i;
        }
    }
    if (seat) {
        *seat = trick_player(t, best);
    }
    return t->cards[best];
}

/* The cards on the table in a trick. */
static inline cardset_t ai_trick_cards(const trick_t *t)
{
    cardset_t x = 0;
    for (int i = 0; i < t->count; i++) {
        x |= cardset_of(t->cards[i]);
    }
    return x;
}

/* The cards a seat of a game of `players` seats cannot see and another seat may hold: the deck
 * dealt (rules_deck: the removed cards are nobody's) less the cards played and the seat's own hand. */
static inline cardset_t ai_unseen(int players, cardset_t played, cardset_t hand)
{
    return rules_deck(players) & ~played & ~hand;
}

/* Points the cards on the table count under these rules. */
static inline int ai_trick_points(const rules_t *r, const trick_t *t)
{
    int p = 0;
    for (int i = 0; i < t->count; i++) {
        p += rules_card_points(r, t->cards[i]);
    }
    return p;
}

/* Moon points of a set of cards: a heart one, the queen of spades thirteen (the jack never counts
 * towards a moon). */
static inline int ai_moon_points(cardset_t cards)
{
    return cardset_count(cards & CARDSET_HEARTS) + (cardset_has(cards, CARD_QS) ? 13 : 0);
}

/* Whether a moon by `seat` can no longer be: with moon_needs_jack on, another seat has taken the
 * jack of diamonds (the points taken elsewhere are ai_sole_point_taker's). */
static inline bool ai_moon_jack_gone(const rules_t *r, const cardset_t taken[], int seat)
{
    if (!r->moon_needs_jack || seat < 0) {
        return false;
    }
    for (int s = 0; s < r->players; s++) {
        if (s != seat && cardset_has(taken[s], CARD_JD)) {
            return true;
        }
    }
    return false;
}

/* The one seat of `players` that has taken every heart and queen taken so far, with at least `min`
 * moon points among them; -1 when none has, or two seats share them. The first sign of a moon. */
static inline int ai_sole_point_taker(const cardset_t taken[], int players, int min)
{
    int holder = -1, holders = 0, pts = 0;
    for (int s = 0; s < players; s++) {
        cardset_t p = taken[s] & CARDSET_POINTS;
        if (p) {
            holders++;
            holder = s;
            pts += ai_moon_points(p);
        }
    }
    return holders == 1 && pts >= min ? holder : -1;
}

#endif
