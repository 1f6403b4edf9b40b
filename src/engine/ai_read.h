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

#endif
