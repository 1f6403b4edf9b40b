/* The AI's public face: level names and the dispatch of each decision to its level. The levels
 * live in ai_<level>.c; what they share is in ai_util, never here, so no level calls back into
 * this file. */
#include "hearts/ai.h"

#include <string.h>

#include "ai_internal.h"

static const char *const LEVEL_NAMES[AI_LEVEL_COUNT] = {"random", "easy", "normal", "hard", "expert"};

const char *ai_level_name(ai_level_t level)
{
    return (level >= 0 && level < AI_LEVEL_COUNT) ? LEVEL_NAMES[level] : "?";
}

bool ai_level_parse(const char *name, ai_level_t *out)
{
    for (int l = 0; l < AI_LEVEL_COUNT; l++) {
        if (strcmp(name, LEVEL_NAMES[l]) == 0) {
            *out = (ai_level_t)l;
            return true;
        }
    }
    return false;
}

bool ai_level_thinks(ai_level_t level)
{
    return level >= AI_HARD && level < AI_LEVEL_COUNT;
}

bool ai_level_weak_defender(ai_level_t level)
{
    return level < AI_HARD;
}

bool ai_level_plays_seats(ai_level_t level, int players)
{
    if (!seat_count_valid(players) || level < 0 || level >= AI_LEVEL_COUNT) {
        return false;
    }
    /* Every level plays 3, 4 and 5 seats (ai_*.c take the count from the rules). */
    return true;
}

void ai_choose_pass(ai_level_t level, const seat_view_t *v, rng_t *rng, card_t out[3])
{
    switch (level) {
    case AI_RANDOM:
        ai_random_pass(v, rng, out);
        break;
    case AI_EASY:
        ai_easy_pass(v, rng, out);
        break;
    case AI_HARD:
        ai_hard_pass(v, rng, out, NULL);
        break;
    case AI_EXPERT:
        ai_expert_pass(v, rng, out, NULL);
        break;
    case AI_NORMAL:
    default:
        ai_normal_pass(v, rng, out);
        break;
    }
}

card_t ai_choose_play(ai_level_t level, const seat_view_t *v, rng_t *rng)
{
    switch (level) {
    case AI_RANDOM:
        return ai_random_play(v, rng);
    case AI_EASY:
        return ai_easy_play(v, rng);
    case AI_HARD:
        return ai_hard_play(v, rng, NULL);
    case AI_EXPERT:
        return ai_expert_play(v, rng, NULL);
    case AI_NORMAL:
    default:
        return ai_normal_play(v, rng);
    }
}

moon_choice_t ai_choose_moon(const seat_view_t *v)
{
    return rules_moon_auto_choice(&v->rules, v->seat, v->taken_points, v->totals);
}
