/* random: any three cards, any legal card. A yardstick for the other levels. */
#include "ai_internal.h"
#include "ai_util.h"

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
