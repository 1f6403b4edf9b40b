#include "ai_util.h"

card_t ai_pick_random(cardset_t set, rng_t *rng)
{
    int k = (int)rng_below(rng, (uint32_t)cardset_count(set));
    while (k-- > 0) {
        set &= set - 1;
    }
    return cardset_lowest(set);
}
