#include "hearts/cards.h"

#include <stdio.h>

static const char RANK_CHARS[RANK_COUNT + 1] = "23456789TJQKA";
static const char SUIT_CHARS[SUIT_COUNT + 1] = "CDSH";

void card_to_str(card_t c, char buf[3])
{
    if (c >= CARD_COUNT) {
        buf[0] = '?';
        buf[1] = '?';
    } else {
        buf[0] = RANK_CHARS[card_rank(c)];
        buf[1] = SUIT_CHARS[card_suit(c)];
    }
    buf[2] = '\0';
}

static int index_of(const char *chars, char ch)
{
    if (ch >= 'a' && ch <= 'z') {
        ch = (char)(ch - 'a' + 'A');
    }
    for (int i = 0; chars[i]; i++) {
        if (chars[i] == ch) {
            return i;
        }
    }
    return -1;
}

bool card_parse(const char *s, card_t *out)
{
    if (!s || !s[0] || !s[1] || s[2]) {
        return false;
    }
    int rank = index_of(RANK_CHARS, s[0]);
    int suit = index_of(SUIT_CHARS, s[1]);
    if (rank < 0 || suit < 0) {
        return false;
    }
    *out = CARD_MAKE(suit, rank);
    return true;
}

const char *suit_name(int suit)
{
    static const char *const names[SUIT_COUNT] = {"clubs", "diamonds", "spades", "hearts"};
    return (suit >= 0 && suit < SUIT_COUNT) ? names[suit] : "?";
}

const char *rank_name(int rank)
{
    static const char *const names[RANK_COUNT] = {"two",  "three", "four", "five",  "six",  "seven", "eight",
                                                  "nine", "ten",   "jack", "queen", "king", "ace"};
    return (rank >= 0 && rank < RANK_COUNT) ? names[rank] : "?";
}

void card_name(card_t c, char *buf, size_t len)
{
    if (c >= CARD_COUNT) {
        snprintf(buf, len, "no card");
        return;
    }
    snprintf(buf, len, "%s of %s", rank_name(card_rank(c)), suit_name(card_suit(c)));
}
