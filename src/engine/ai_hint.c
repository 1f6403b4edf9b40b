/* Hints for the person: the hard level's choice, and a few words of why.
 *
 * The choice is the hard level's own (the same search, the same worlds); the words come from what
 * the position shows and what the search found: the chance of taking the queen, the points expected,
 * a moon for or against. */
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"
#include "ai_sim.h"
#include "ai_util.h"

static const char *rank_word(card_t c)
{
    return rank_name(card_rank(c));
}

/* "the queen of spades" */
static void the_card(card_t c, char *buf, size_t len)
{
    char name[40];
    card_name(c, name, sizeof name);
    snprintf(buf, len, "the %s", name);
}

static const char *seat_word(int viewer, int seat)
{
    /* Names as South sees the table ("Left", "Across", "Right"); another seat gets the compass. */
    static const char *const compass[SEAT_COUNT] = {"South", "West", "North", "East"};
    if (viewer == SEAT_S) {
        return seat_name(seat);
    }
    return compass[seat];
}

static const ai_option_t *option_for(const ai_analysis_t *a, card_t c, bool moon)
{
    for (int i = 0; i < a->options; i++) {
        if (a->option[i].card == c && a->option[i].moon_plan == moon) {
            return &a->option[i];
        }
    }
    return NULL;
}

/* The best plain option other than the chosen card, for comparisons. */
static const ai_option_t *runner_up(const ai_analysis_t *a, card_t chosen)
{
    const ai_option_t *r = NULL;
    for (int i = 0; i < a->options; i++) {
        const ai_option_t *o = &a->option[i];
        if (o->card != chosen && !o->moon_plan && (!r || o->value > r->value)) {
            r = o;
        }
    }
    return r;
}

static void play_reason(const seat_view_t *v, const ai_analysis_t *a, card_t card, char *why, size_t len)
{
    const trick_t *t = &v->trick;
    int me = v->seat;
    cardset_t unseen = CARDSET_ALL & ~v->played & ~v->hand;
    bool qs_out = cardset_has(unseen, CARD_QS);
    const ai_option_t *mine = &a->option[a->best];
    const ai_option_t *other = runner_up(a, card);
    char cn[48];
    the_card(card, cn, sizeof cn);

    if (cardset_count(v->legal) == 1) {
        snprintf(why, len, "It is your only legal card.");
        return;
    }
    if (a->moon) {
        snprintf(why, len, "Go for the moon: you take every point in %.0f%% of the deals I tried.",
                 100.0 * mine->moon_for);
        return;
    }
    int threat = ai_sole_point_taker(v->taken_cards, 1);
    if (threat >= 0 && threat != me && other && mine->moon_against + 0.02 < other->moon_against &&
        (card_suit(card) == SUIT_HEARTS || t->count > 0)) {
        snprintf(why, len, "Stop the moon: %s has every point so far, so take some yourself.", seat_word(me, threat));
        return;
    }
    if (t->count == 0) {
        int suit = card_suit(card);
        bool high_spade = (v->hand & (cardset_of(CARD_MAKE(SUIT_SPADES, RANK_A)) |
                                      cardset_of(CARD_MAKE(SUIT_SPADES, RANK_K)) | cardset_of(CARD_QS))) != 0;
        if (t->number == 0) {
            snprintf(why, len, "The two of clubs leads the first trick.");
        } else if (suit == SUIT_SPADES && qs_out && !high_spade && card < CARD_QS) {
            snprintf(why, len, "Lead a small spade to drive out the queen of spades.");
        } else if (cardset_count(unseen & CARDSET_SUIT(suit) & cardset_above(card)) == 0) {
            snprintf(why, len, "Lead %s: nobody can beat it, so win a trick while it is safe.", cn);
        } else {
            snprintf(why, len, "Lead the %s of %s: others hold higher %s, so one of them should take it.",
                     rank_word(card), suit_name(suit), suit_name(suit));
        }
        return;
    }
    int win_seat;
    card_t high = ai_trick_high(t, &win_seat);
    int led = card_suit(t->cards[0]);
    if (card_suit(card) != led) {
        if (card == CARD_QS) {
            snprintf(why, len, "You cannot follow: drop the queen of spades on %s.", seat_word(me, win_seat));
        } else if (card_suit(card) == SUIT_SPADES && card > CARD_QS && qs_out) {
            snprintf(why, len, "You cannot follow: get rid of %s while the queen of spades is still out.", cn);
        } else if (card_suit(card) == SUIT_HEARTS) {
            snprintf(why, len, "You cannot follow: unload %s on %s.", cn, seat_word(me, win_seat));
        } else if (cardset_count(unseen & CARDSET_SUIT(card_suit(card)) & cardset_below(card)) >= 2) {
            snprintf(why, len, "You cannot follow: discard %s, a card that could win a trick later.", cn);
        } else {
            snprintf(why, len, "You cannot follow: discard %s, the card you need least.", cn);
        }
        return;
    }
    if (t->number == 0 && !v->rules.first_trick_points) {
        snprintf(why, len, "No points can fall on the first trick: play your highest club.");
        return;
    }
    if (card == CARD_QS) {
        snprintf(why, len, "Give the queen of spades to %s: the %s of spades takes this trick.",
                 seat_word(me, win_seat), rank_word(high));
        return;
    }
    if (card < high) {
        /* The queen can still fall on this trick: under a high spade, or from a seat to play that
         * has shown it has no card of the suit led. */
        bool queen_risk = false;
        for (int i = t->count + 1; i < 4 && qs_out; i++) {
            queen_risk |= led == SUIT_SPADES || (v->voids[(t->leader + i) & 3] & (1u << led)) != 0;
        }
        if (qs_out && led == SUIT_SPADES && high > CARD_QS) {
            queen_risk = true;
        }
        if (queen_risk) {
            snprintf(why, len, "Duck under the %s: the queen of spades is still out.", rank_word(high));
        } else {
            snprintf(why, len, "Duck under the %s with your highest card that loses.", rank_word(high));
        }
        return;
    }
    int pts = 0;
    for (int i = 0; i < t->count; i++) {
        pts += rules_card_points(&v->rules, t->cards[i]);
    }
    if (t->count == 3 && pts <= 0) {
        snprintf(why, len, "This trick holds no points: take it with %s and lose a high card.", cn);
    } else if (!(v->legal & cardset_below(high) & CARDSET_SUIT(led))) {
        snprintf(why, len, "You cannot duck under the %s: play %s, the card you least need.", rank_word(high), cn);
    } else {
        snprintf(why, len, "Take it with %s: it costs less than ducking (about %.1f points this hand against %.1f).",
                 cn, mine->points, other ? other->points : mine->points);
    }
}

void ai_hint_play(const seat_view_t *v, rng_t *rng, card_t *card, char *why, size_t len)
{
    ai_analysis_t a;
    *card = hs_decide_play(v, rng, &a);
    if (!why || !len) {
        return;
    }
    why[0] = '\0';
    if (*card == CARD_NONE || a.options == 0) {
        snprintf(why, len, "It is your only legal card.");
        return;
    }
    /* The option row of the chosen card (fill_analysis keeps the chosen one as `best`). */
    if (a.option[a.best].card != *card) {
        const ai_option_t *o = option_for(&a, *card, a.moon);
        if (o) {
            a.best = (int)(o - a.option);
        }
    }
    play_reason(v, &a, *card, why, len);
}

void ai_hint_pass(const seat_view_t *v, rng_t *rng, card_t out[3], char *why, size_t len)
{
    ai_analysis_t a;
    hs_decide_pass(v, rng, out, &a);
    if (!why || !len) {
        return;
    }
    cardset_t pass = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    cardset_t hand = v->hand, keep = hand & ~pass;
    const char *to = seat_word(v->seat, rules_pass_target(v->seat, v->pass_dir));
    char reason[160] = "";
    int small_spades = cardset_count(hand & CARDSET_SUIT(SUIT_SPADES) & cardset_below(CARD_QS));
    if (a.options > 0 && a.moon) {
        snprintf(reason, sizeof reason, "keep your high cards: this hand can shoot the moon");
    } else if (cardset_has(pass, CARD_QS)) {
        snprintf(reason, sizeof reason, "the queen of spades is a danger with only %d small spade%s to guard her",
                 small_spades, small_spades == 1 ? "" : "s");
    } else if (pass & (cardset_of(CARD_MAKE(SUIT_SPADES, RANK_A)) | cardset_of(CARD_MAKE(SUIT_SPADES, RANK_K)))) {
        snprintf(reason, sizeof reason, "a high spade could catch the queen of spades");
    } else {
        int voided = -1;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            if ((hand & CARDSET_SUIT(suit)) && !(keep & CARDSET_SUIT(suit))) {
                voided = suit;
            }
        }
        if (voided >= 0) {
            snprintf(reason, sizeof reason, "with no %s left you can throw away bad cards when they are led",
                     suit_name(voided));
        } else if (pass & CARDSET_HEARTS & ~cardset_below(CARD_MAKE(SUIT_HEARTS, RANK_10))) {
            snprintf(reason, sizeof reason, "high hearts win tricks full of points");
        } else {
            snprintf(reason, sizeof reason, "these high cards are the likeliest to win tricks you do not want");
        }
    }
    char c0[4], c1[4], c2[4];
    card_to_str(out[0], c0);
    card_to_str(out[1], c1);
    card_to_str(out[2], c2);
    snprintf(why, len, "Pass %s %s %s to %s: %s.", c0, c1, c2, to, reason);
}
