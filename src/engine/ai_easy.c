/* easy: legal and simple. Passes its three highest cards and plays its lowest legal card. */
#include "ai_internal.h"
#include "ai_util.h"

void ai_easy_pass(const seat_view_t *v, rng_t *rng, card_t out[3])
{
    (void)rng;
    cardset_t left = v->hand;
    for (int i = 0; i < 3; i++) {
        out[i] = ai_highest_rank(left);
        left &= ~cardset_of(out[i]);
    }
}

card_t ai_easy_play(const seat_view_t *v, rng_t *rng)
{
    (void)rng;
    /* When it cannot follow suit it still sheds its highest card, points first. */
    const trick_t *t = &v->trick;
    if (t->count > 0 && !cardset_suit(v->legal, card_suit(t->cards[0]))) {
        if (cardset_has(v->legal, CARD_QS)) {
            return CARD_QS;
        }
        return ai_highest_rank(v->legal);
    }
    return ai_lowest_rank(v->legal);
}
