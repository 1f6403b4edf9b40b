/* Claiming the rest of a hand (docs/rules.md, Claiming the rest of a hand): whether the rest of the
 * hand is certain from what one seat knows. Certain means: for every way the cards that seat has not
 * seen could lie (given its own hand, the cards it passed and the play so far: the suits a seat has
 * shown void, a heart led before hearts were broken, points thrown on the first trick) and for every
 * legal card anyone could play from here, each card that still counts (the hearts and QS; JD where it
 * has points or a moon needs it) goes to the same seat, and, with option sun, the same seat takes
 * every trick or none does. Then the hand's score is fixed whatever is played, and offering the claim
 * tells the seat nothing it could not work out itself.
 *
 * The answer is proven, never guessed: a search over every play and every lie of the unseen cards
 * together (a play of an unseen card is allowed when some lie of the cards makes it legal), with the
 * positions seen before remembered. A position the search cannot settle within its limit is answered
 * "not certain" (and says so in gave_up): the claim is then not offered, never offered wrongly. Pure:
 * it reads only the seat's view. */
#ifndef HEARTS_CLAIM_H
#define HEARTS_CLAIM_H

#include <stdbool.h>

#include "hearts/cards.h"
#include "hearts/view.h"

typedef struct {
    bool certain;
    /* When certain: the counting cards not yet taken (those on the table included), by the seat that
     * takes them, and the seat that takes every trick of the hand with option sun (else -1). */
    cardset_t takes[SEAT_MAX];
    int sun;
    long positions; /* positions the search looked at */
    bool gave_up;   /* the search reached its limit: answered not certain */
} claim_t;

/* Whether the rest of the hand is certain from view->seat's knowledge, in the play phase (any seat's
 * turn). out may be NULL. */
bool claim_certain(const seat_view_t *view, claim_t *out);

/* The cards that decide a hand's score under r: the hearts and QS, and JD where it counts points or
 * a moon needs it. */
cardset_t claim_counting_cards(const rules_t *r);

#endif
