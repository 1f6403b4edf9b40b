/* The moon hunter (see ai_hunter.h). It knows the hard level (ai_hard.h), which knows nothing of it.
 * Its play is the hard level's search with other moon settings:
 * an attempt is played out for any hand with some strength (against others who fight it from the
 * second point), chosen when it completes in half the worlds, and once it holds every point taken so far it plays the
 * card that completes the moon most often for as long as any world still completes it. Its pass keeps the high cards
 * and the hearts of a hand that might shoot and gives away the low cards that would lose the lead. */
#include "ai_hunter.h"

#include "ai_hard.h"
#include "ai_sim.h"

static const hs_params_t HS_HUNTER = {
    .moon_start = 0.50,
    .moon_keep = 0.0,
    .moon_start_strong = 0.50,
    .moon_keep_strong = 0.0,
    .moon_drop = 0.05,
    .moon_strength = 10,
    .moon_defend = 2, /* its attempts are played out against others who fight back */
    .rival_strength = 0,
    .rival_defend = HS_DEFEND_MIN,
    .rival_moon = 8, /* as the hard level's: the hunter's play did not change when the hard level's did */
    .rival_moon_strong = 8,
    .critical_scale = 1,
    .rival_tries = 0,
    .hunter = true,
};

void ai_hunter_pass(const seat_view_t *v, rng_t *rng, card_t out[3])
{
    cardset_t hand = v->hand;
    if (hs_moon_strength(hand) < hs_strength_for(20, v->rules.players)) {
        /* The hard level's pass, weighing a pass for the moon as the hunter does: against the others'
         * ordinary defence (it is told they all defend by rule of thumb). */
        seat_view_t bold = *v;
        for (int q = 0; q < v->rules.players; q++) {
            bold.weak_defender[q] = q != v->seat;
        }
        ai_hard_pass(&bold, rng, out, NULL);
        return;
    }
    /* Pass the three lowest cards that are neither hearts nor spades above the jack, the lowest rank
     * first, so that no small card is left to lose the lead with. */
    int n = 0;
    for (int r = 0; r < RANK_COUNT && n < 3; r++) {
        for (int suit = 0; suit < SUIT_COUNT && n < 3; suit++) {
            card_t c = CARD_MAKE(suit, r);
            if (!cardset_has(hand, c) || suit == SUIT_HEARTS || (suit == SUIT_SPADES && r > RANK_J)) {
                continue;
            }
            out[n++] = c;
        }
    }
    /* A hand of hearts and high spades only: its lowest hearts go. */
    for (int r = 0; r < RANK_COUNT && n < 3; r++) {
        card_t c = CARD_MAKE(SUIT_HEARTS, r);
        if (cardset_has(hand, c)) {
            out[n++] = c;
        }
    }
}

card_t ai_hunter_play(const seat_view_t *v, rng_t *rng, bool *moon_plan)
{
    ai_analysis_t a;
    card_t c = hs_decide_play_with(v, rng, &a, &HS_HUNTER);
    if (moon_plan) {
        *moon_plan = a.moon;
    }
    return c;
}
