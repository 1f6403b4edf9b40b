/* Cards and sets of cards.
 *
 * A card is a number 0..51: suit * 13 + rank, with ranks 0 (two) .. 12 (ace) and suits in the order
 * clubs, diamonds, spades, hearts. A set of cards is a 64-bit mask with one bit a card, so a hand, the
 * cards played, the legal moves or "what a seat may still hold" are single machine words. */
#ifndef HEARTS_CARDS_H
#define HEARTS_CARDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hearts/nodiscard.h"

typedef uint8_t card_t;
typedef uint64_t cardset_t;

enum { SUIT_CLUBS = 0, SUIT_DIAMONDS = 1, SUIT_SPADES = 2, SUIT_HEARTS = 3, SUIT_COUNT = 4 };
enum {
    RANK_2 = 0,
    RANK_3,
    RANK_4,
    RANK_5,
    RANK_6,
    RANK_7,
    RANK_8,
    RANK_9,
    RANK_10,
    RANK_J,
    RANK_Q,
    RANK_K,
    RANK_A,
    RANK_COUNT
};

#define CARD_COUNT            52
#define CARD_NONE             ((card_t)0xFF)
#define CARD_MAKE(suit, rank) ((card_t)((suit)*13 + (rank)))
#define CARD_2C               CARD_MAKE(SUIT_CLUBS, RANK_2)
#define CARD_QS               CARD_MAKE(SUIT_SPADES, RANK_Q)
#define CARD_JD               CARD_MAKE(SUIT_DIAMONDS, RANK_J)

#define CARDSET_EMPTY      ((cardset_t)0)
#define CARDSET_ALL        ((((cardset_t)1) << 52) - 1)
#define CARDSET_SUIT(suit) (((cardset_t)0x1FFF) << (13 * (suit)))
#define CARDSET_HEARTS     CARDSET_SUIT(SUIT_HEARTS)
/* Cards that carry points in the usual count: every heart and the queen of spades. */
#define CARDSET_POINTS     (CARDSET_HEARTS | ((cardset_t)1 << CARD_QS))

static inline int card_suit(card_t c)
{
    return c / 13;
}
static inline int card_rank(card_t c)
{
    return c % 13;
}
static inline cardset_t cardset_of(card_t c)
{
    return (cardset_t)1 << c;
}
static inline bool cardset_has(cardset_t s, card_t c)
{
    return (s >> c) & 1u;
}
static inline int cardset_count(cardset_t s)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return __builtin_popcountll(s);
#else
    /* Without the popcnt instruction (x86's baseline), the builtin is a call into libgcc that the
     * simulator's profile showed at 5% of its time: count the bits in the register instead. */
    s = s - ((s >> 1) & 0x5555555555555555ull);
    s = (s & 0x3333333333333333ull) + ((s >> 2) & 0x3333333333333333ull);
    s = (s + (s >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((s * 0x0101010101010101ull) >> 56);
#endif
}
static inline cardset_t cardset_suit(cardset_t s, int suit)
{
    return s & CARDSET_SUIT(suit);
}
/* Lowest and highest card of a non-empty set (by index: within one suit, by rank). */
static inline card_t cardset_lowest(cardset_t s)
{
    return (card_t)__builtin_ctzll(s);
}
static inline card_t cardset_highest(cardset_t s)
{
    return (card_t)(63 - __builtin_clzll(s));
}

/* Every card with a lower / higher index than c: within c's suit, the lower / higher ranks (mask
 * with CARDSET_SUIT for "smaller cards of the suit"). */
static inline cardset_t cardset_below(card_t c)
{
    return cardset_of(c) - 1;
}
static inline cardset_t cardset_above(card_t c)
{
    return ~((cardset_of(c) << 1) - 1) & CARDSET_ALL;
}

/* Takes the lowest card out of a non-empty set and returns it. Visit every card of a set with
 *   for (cardset_t s = hand; s; ) { card_t c = cardset_pop(&s); ... } */
static inline card_t cardset_pop(cardset_t *s)
{
    card_t c = cardset_lowest(*s);
    *s &= *s - 1;
    return c;
}

/* "2C", "TH", "QS": writes two characters and a NUL into buf (at least 3 bytes). */
void card_to_str(card_t c, char buf[3]);
/* Parses exactly two characters as written by card_to_str (upper case; lower case accepted too). */
HEARTS_NODISCARD bool card_parse(const char *s, card_t *out);
/* "clubs", "diamonds", "spades", "hearts" */
const char *suit_name(int suit);
/* "two" .. "ace" and "queen of spades" style names, for messages a person reads. */
const char *rank_name(int rank);
void card_name(card_t c, char *buf, size_t len);

#endif
