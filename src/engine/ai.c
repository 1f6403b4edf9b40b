#include "hearts/ai.h"

#include <string.h>

#include "ai_internal.h"

static const char *const LEVEL_NAMES[AI_LEVEL_COUNT] = {"random", "easy", "normal", "hard"};

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

card_t ai_pick_random(cardset_t set, rng_t *rng)
{
    int k = (int)rng_below(rng, (uint32_t)cardset_count(set));
    while (k-- > 0) {
        set &= set - 1;
    }
    return cardset_lowest(set);
}

card_t ai_highest_rank(cardset_t set)
{
    card_t best = CARD_NONE;
    while (set) {
        card_t c = cardset_pop(&set);
        if (best == CARD_NONE || card_rank(c) >= card_rank(best)) {
            best = c;
        }
    }
    return best;
}

card_t ai_lowest_rank(cardset_t set)
{
    card_t best = CARD_NONE;
    while (set) {
        card_t c = cardset_pop(&set);
        if (best == CARD_NONE || card_rank(c) < card_rank(best)) {
            best = c;
        }
    }
    return best;
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
    case AI_NORMAL:
    default:
        return ai_normal_play(v, rng);
    }
}

moon_choice_t ai_choose_moon(const seat_view_t *v)
{
    return rules_moon_auto_choice(&v->rules, v->seat, v->taken_points, v->totals);
}

/* ---- random: any legal card, any three cards ---- */

void ai_random_pass(const seat_view_t *v, rng_t *rng, card_t out[3])
{
    cardset_t left = v->hand;
    for (int i = 0; i < 3; i++) {
        out[i] = ai_pick_random(left, rng);
        left &= ~cardset_of(out[i]);
    }
}

card_t ai_random_play(const seat_view_t *v, rng_t *rng)
{
    return ai_pick_random(v->legal, rng);
}
