/* Reading the cards of the seats the table shows at easy or normal from how they have played.
 *
 * Those levels decide by fixed rules from what their seat sees, so the cards a seat held settle every
 * card it played (and, on a pass across, the three it passed to us). A world in which such a seat
 * would have played otherwise than it did is unlikely: the hard level draws its worlds with a weight
 * of HR_EPS for each of those seats' decisions that the world contradicts. Nothing else changes: a
 * seat that is a person, an outside program or the hard level is not read, and a decision with nobody
 * to read draws its worlds exactly as before (hs_sample). */
#ifndef HEARTS_AI_READ_H
#define HEARTS_AI_READ_H

#include <stdbool.h>

#include "ai_sim.h"

/* The weight of a world for each decision of a read seat that it contradicts. The levels read are
 * deterministic, so the real deal contradicts none; the weight is not zero so that a seat whose level
 * was shown wrongly costs worlds, not sense. */
#define HR_EPS 0.02

typedef struct hr hr_t;

/* What the view lets the seat read, or NULL when there is nothing to read (no seat shown at easy or
 * normal has made a decision yet) or no memory. */
hr_t *hr_new(const seat_view_t *v, const know_t *k);
void hr_free(hr_t *r);
/* How many decisions of the read seats the world (the hands as they are now) contradicts. */
int hr_misses(hr_t *r, const cardset_t hands[SEAT_MAX]);
/* A world drawn with weight HR_EPS^misses among those consistent with k (what hs_sample deals), by a
 * Markov chain that swaps unseen cards between the other seats' hands (Metropolis-Hastings): the
 * first call starts it from hs_sample and lets it settle, each later call moves it on. */
void hr_sample(hr_t *r, rng_t *rng, cardset_t hands[SEAT_MAX]);

/* Reading the seats that are not read above (a person, hard, expert, the hunter, a bot: not shown at
 * easy or normal) for where the queen of spades lies, by what strong players do with it. One holding
 * it drops it on another's trick when it can: four hard players did so at 808 of 1,197 chances after
 * the first trick where neither the trick's winner nor the seat was a lone point holder (a shooter).
 * And it seldom leads a small spade: 20 to 29% of the leads of those holding the queen and a small
 * spade, 39 to 68% of those holding a small spade without it (300 games of four hard players:
 * bench/README.md, "Reading the queen"). Under the ace or king of spades it drops the queen when it
 * has another spade too: 123 of 134 times (HR_QUEEN_UNDER is a little above the 8% of the others, few
 * as they are). Each chance to drop it on another suit that a seat let go
 * by multiplies the odds of the queen in that seat by HR_QUEEN_KEPT, each small spade it led by
 * HR_QUEEN_SPADE_LED, each spade it played under the ace or king by HR_QUEEN_UNDER.
 * Fills odds[q] (1: nothing read) and returns true when the queen is unseen, may lie in more than one
 * seat and something was read. */
#define HR_QUEEN_KEPT      0.33
#define HR_QUEEN_SPADE_LED 0.40
#define HR_QUEEN_UNDER     0.10
bool hr_queen_odds(const seat_view_t *v, const know_t *k, double odds[SEAT_MAX]);

#endif
