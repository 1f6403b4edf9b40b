/* Reading the cards of the seats the table shows at easy or normal from how they have played.
 *
 * Those levels decide by fixed rules from what their seat sees, so the cards a seat held settle every
 * card it played (and, on a pass across, the three it passed to us). A world in which such a seat
 * would have played otherwise than it did is unlikely: the hard level draws its worlds with a weight
 * of HR_EPS for each of those seats' decisions that the world contradicts. A seat that is a person, an
 * outside program or the hard level is not read so; a decision with nobody to read draws its worlds
 * exactly as before (hs_sample). The expert alone also reads the strong seats for the queen of spades
 * (hr_queen_odds, below). */
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
 * easy or normal) for where the queen of spades lies, by what strong players do with it (300 games of
 * four hard players, bench/queen_tells.py; bench/README.md, "Reading the queen"):
 *   - after the first trick, void in the suit led, where neither the trick's winner so far nor the
 *     seat is the lone holder of point cards (a shooter), one holding the queen drops it at 73% of its
 *     first chances, 58% of the next and about half of the later ones: each chance let go by
 *     multiplies the odds of the queen in that seat by HR_QUEEN_KEPT, then by HR_QUEEN_KEPT_AGAIN;
 *   - it leads a small spade at 23% of its leads where it holds one (with the queen), against 59%
 *     without the queen: each small spade led, HR_QUEEN_SPADE_LED;
 *   - with the ace or king of spades winning a spade trick it drops the queen at 123 of 134 chances
 *     where it has another spade: each other spade played there, HR_QUEEN_UNDER (a little above the
 *     8% measured, few as they are).
 * No seat's odds fall below HR_QUEEN_LEAST (a player may keep the queen on purpose). Fills odds[q]
 * (1: nothing read) and returns true when the queen is unseen, may lie in more than one seat and
 * something was read of a seat that may hold it. */
#define HR_QUEEN_KEPT       0.27
#define HR_QUEEN_KEPT_AGAIN 0.45
#define HR_QUEEN_SPADE_LED  0.40
#define HR_QUEEN_UNDER      0.10
#define HR_QUEEN_LEAST      0.05
bool hr_queen_odds(const seat_view_t *v, const know_t *k, double odds[SEAT_MAX]);
/* The chain's worlds weighed by odds[q] for the seat q holding the queen of spades, too (the odds
 * hr_queen_odds fills; every one above zero). */
void hr_weigh_queen(hr_t *r, const double odds[SEAT_MAX]);

#endif
