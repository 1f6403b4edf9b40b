/* Hints for the person: the hard level's choice, and a few words of why. */
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"
#include "ai_sim.h"

void ai_hint_play(const seat_view_t *v, rng_t *rng, card_t *card, char *why, size_t len)
{
    ai_analysis_t a;
    *card = hs_decide_play(v, rng, &a);
    if (why && len) {
        snprintf(why, len, "It looks best.");
    }
}

void ai_hint_pass(const seat_view_t *v, rng_t *rng, card_t out[3], char *why, size_t len)
{
    ai_analysis_t a;
    hs_decide_pass(v, rng, out, &a);
    if (why && len) {
        snprintf(why, len, "It looks best.");
    }
}
