/* Computer players. Each decision sees only a seat_view_t (what that seat may know) and draws its
 * tie-breaks from the rng it is given, so a game is the same for the same seed. */
#ifndef HEARTS_AI_H
#define HEARTS_AI_H

#include <stdbool.h>

#include "hearts/game.h"
#include "hearts/rng.h"

typedef enum { AI_RANDOM = 0, AI_EASY, AI_NORMAL, AI_HARD, AI_LEVEL_COUNT } ai_level_t;

const char *ai_level_name(ai_level_t level); /* "random", "easy", "normal", "hard" */
bool ai_level_parse(const char *name, ai_level_t *out);

/* Three cards from view->hand to pass (view->phase == PHASE_PASS). */
void ai_choose_pass(ai_level_t level, const seat_view_t *view, rng_t *rng, card_t out[3]);
/* A legal card from view->legal. */
card_t ai_choose_play(ai_level_t level, const seat_view_t *view, rng_t *rng);
/* How the shooter scores a moon under `ask`: as `auto` would. */
moon_choice_t ai_choose_moon(const seat_view_t *view);

#endif
