/* The moon hunter: an adversary for measuring defence (hearts-sim's level `hunter`), not a level of
 * the game. It plays as the hard level does, except that it goes for the moon whenever a strong player
 * would consider it, and keeps going until the others have split the points. */
#ifndef HEARTS_AI_HUNTER_H
#define HEARTS_AI_HUNTER_H

#include "hearts/ai.h"

void ai_hunter_pass(const seat_view_t *v, rng_t *rng, card_t out[3]);
/* *moon_plan (may be NULL) says whether the card is part of an attempt on the moon. */
card_t ai_hunter_play(const seat_view_t *v, rng_t *rng, bool *moon_plan);

#endif
