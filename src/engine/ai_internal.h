/* The AI levels behind ai.h's dispatch (ai.c). Each sees only a seat_view_t. The helpers the
 * levels share are in ai_util.h. */
#ifndef HEARTS_AI_INTERNAL_H
#define HEARTS_AI_INTERNAL_H

#include "hearts/ai.h"

void ai_random_pass(const seat_view_t *v, rng_t *rng, card_t out[3]);
card_t ai_random_play(const seat_view_t *v, rng_t *rng);
void ai_easy_pass(const seat_view_t *v, rng_t *rng, card_t out[3]);
card_t ai_easy_play(const seat_view_t *v, rng_t *rng);
void ai_normal_pass(const seat_view_t *v, rng_t *rng, card_t out[3]);
card_t ai_normal_play(const seat_view_t *v, rng_t *rng);
/* normal's three cards to pass from `hand` (also the hard level's model of how others pass). */
cardset_t ai_normal_pass_set(cardset_t hand, pass_dir_t dir);
/* The expert's play as the hint gives it to a person: its search, but weighing an attempt on the moon
 * as the hard level does at every table (a person who stops asking for hints may not carry a bold
 * attempt through, and the coach judges by the hard level). */
card_t ai_expert_hint_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a);

#endif
