/* Hints for the person: the expert level's choice, and a few words of why.
 *
 * The choice is the expert level's own (the same search, the same worlds: the best analysis the
 * engine has, and a hint is asked off the UI thread, where its time fits); the words come from what
 * the position shows and what the search found: the chance of taking the queen, the points expected,
 * a moon for or against. */
#include <stdio.h>
#include <string.h>

#include "hearts/hint.h"

#include "ai_internal.h"
#include "ai_hard.h"
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

static const char *seat_word(int viewer, int seat, int players)
{
    /* Names as South sees the table ("Left", "Across", "Right"); another seat gets the compass. */
    static const char *const compass[SEAT_MAX - SEAT_MIN + 1][SEAT_MAX] = {
        {"South", "West", "East"},
        {"South", "West", "North", "East"},
        {"South", "West", "North-west", "North-east", "East"},
    };
    if (viewer == SEAT_S) {
        return seat_name(seat, players);
    }
    return seat >= 0 && seat < players ? compass[players - SEAT_MIN][seat] : "?";
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

/* Why lead this card. */
static hint_reason_t lead_reason(const seat_view_t *v, card_t card, cardset_t unseen, hint_why_t *w)
{
    int suit = card_suit(card);
    bool qs_out = cardset_has(unseen, CARD_QS);
    bool high_spade = (v->hand & (cardset_of(CARD_MAKE(SUIT_SPADES, RANK_A)) |
                                  cardset_of(CARD_MAKE(SUIT_SPADES, RANK_K)) | cardset_of(CARD_QS))) != 0;
    if (v->trick.number == 0) {
        return HINT_TWO_CLUBS;
    }
    if (suit == SUIT_SPADES && qs_out && !high_spade && card < CARD_QS) {
        return HINT_LEAD_SMALL_SPADE;
    }
    if (cardset_count(unseen & CARDSET_SUIT(suit) & cardset_above(card)) == 0) {
        return HINT_LEAD_SAFE;
    }
    w->suit = suit;
    return HINT_LEAD_LOW;
}

/* Why discard this card (we cannot follow). */
static hint_reason_t discard_reason(card_t card, cardset_t unseen)
{
    bool qs_out = cardset_has(unseen, CARD_QS);
    if (card == CARD_QS) {
        return HINT_DROP_QUEEN;
    }
    if (card_suit(card) == SUIT_SPADES && card > CARD_QS && qs_out) {
        return HINT_SHED_HIGH_SPADE;
    }
    if (card_suit(card) == SUIT_HEARTS) {
        return HINT_UNLOAD_HEART;
    }
    if (cardset_count(unseen & CARDSET_SUIT(card_suit(card)) & cardset_below(card)) >= 2) {
        return HINT_DISCARD_DANGER;
    }
    return HINT_DISCARD_LEAST;
}

/* Why follow with this card, under or over high, the card winning the trick. */
static hint_reason_t follow_reason(const seat_view_t *v, card_t card, card_t high, cardset_t unseen)
{
    const trick_t *t = &v->trick;
    int led = card_suit(t->cards[0]);
    bool qs_out = cardset_has(unseen, CARD_QS);
    if (t->number == 0 && !v->rules.first_trick_points) {
        return HINT_FIRST_TRICK_HIGH;
    }
    if (card == CARD_QS) {
        return HINT_GIVE_QUEEN;
    }
    if (card < high) {
        /* The queen can still fall on this trick: under a high spade, or from a seat to play that
         * has shown it has no card of the suit led. */
        bool queen_risk = false;
        for (int i = t->count + 1; i < v->rules.players && qs_out; i++) {
            queen_risk |= led == SUIT_SPADES || (v->voids[trick_player(t, i)] & (1u << led)) != 0;
        }
        if (qs_out && led == SUIT_SPADES && high > CARD_QS) {
            queen_risk = true;
        }
        return queen_risk ? HINT_DUCK_QUEEN : HINT_DUCK;
    }
    int pts = 0;
    for (int i = 0; i < t->count; i++) {
        pts += rules_card_points(&v->rules, t->cards[i]);
    }
    if (t->count == v->rules.players - 1 && pts <= 0) {
        return HINT_TAKE_CLEAN;
    }
    if (!(v->legal & cardset_below(high) & CARDSET_SUIT(led))) {
        return HINT_CANNOT_DUCK;
    }
    return HINT_TAKE_CHEAPER;
}

static void play_reason(const seat_view_t *v, const ai_analysis_t *a, card_t card, hint_why_t *w)
{
    const trick_t *t = &v->trick;
    int me = v->seat;
    cardset_t unseen = ai_unseen(v->rules.players, v->played, v->hand);
    const ai_option_t *mine = &a->option[a->best];
    const ai_option_t *other = runner_up(a, card);
    w->card = card;

    if (cardset_count(v->legal) == 1) {
        w->reason = HINT_ONLY_CARD;
        return;
    }
    if (a->moon) {
        w->reason = HINT_MOON_GO;
        w->percent = (int)(100.0 * mine->moon_for + 0.5);
        return;
    }
    int threat = ai_sole_point_taker(v->taken_cards, v->rules.players, 1);
    if (threat >= 0 && threat != me && other && mine->moon_against + 0.02 < other->moon_against &&
        (card_suit(card) == SUIT_HEARTS || t->count > 0)) {
        w->reason = HINT_MOON_STOP;
        w->seat = threat;
        return;
    }
    if (t->count == 0) {
        w->reason = lead_reason(v, card, unseen, w);
        return;
    }
    int win_seat;
    card_t high = ai_trick_high(t, &win_seat);
    w->high = high;
    w->seat = win_seat;
    if (card_suit(card) != card_suit(t->cards[0])) {
        w->reason = discard_reason(card, unseen);
    } else {
        w->reason = follow_reason(v, card, high, unseen);
    }
}

static void why_init(hint_why_t *w)
{
    memset(w, 0, sizeof *w);
    w->card = w->high = CARD_NONE;
    w->cards[0] = w->cards[1] = w->cards[2] = CARD_NONE;
    w->seat = w->pass_to = w->suit = -1;
}

void ai_hint_play_why(const seat_view_t *v, rng_t *rng, hint_why_t *w)
{
    ai_analysis_t a;
    why_init(w);
    card_t card = ai_expert_hint_play(v, rng, &a);
    w->card = card;
    if (card == CARD_NONE || a.options == 0) {
        w->reason = HINT_ONLY_CARD;
        return;
    }
    /* The option row of the chosen card (fill_analysis keeps the chosen one as `best`). */
    if (a.option[a.best].card != card) {
        const ai_option_t *o = option_for(&a, card, a.moon);
        if (o) {
            a.best = (int)(o - a.option);
        }
    }
    play_reason(v, &a, card, w);
}

/* Why card c of a pass goes: the hand before the pass, the cards it keeps, whether it keeps them for
 * the moon. The strongest reason first: the queen, a spade that could catch her, a suit made empty, a
 * high heart, a high card, else the card the hand needs least. */
static hint_reason_t pass_card_reason(cardset_t hand, cardset_t keep, card_t c, bool moon)
{
    int suit = card_suit(c);
    if (moon) {
        return HINT_PASS_MOON;
    }
    if (c == CARD_QS) {
        return HINT_PASS_QUEEN;
    }
    if (suit == SUIT_SPADES && c > CARD_QS) {
        return HINT_PASS_HIGH_SPADE;
    }
    if ((hand & CARDSET_SUIT(suit)) && !(keep & CARDSET_SUIT(suit))) {
        return HINT_PASS_VOID;
    }
    if (suit == SUIT_HEARTS && card_rank(c) >= RANK_10) {
        return HINT_PASS_HIGH_HEARTS;
    }
    return card_rank(c) >= RANK_J ? HINT_PASS_HIGH_CARDS : HINT_PASS_SPARE;
}

void ai_hint_pass_why(const seat_view_t *v, rng_t *rng, hint_why_t *w)
{
    ai_analysis_t a;
    why_init(w);
    ai_expert_pass(v, rng, w->cards, &a);
    w->pass_to = rules_pass_target(v->seat, v->pass_dir, v->rules.players);
    cardset_t pass = cardset_of(w->cards[0]) | cardset_of(w->cards[1]) | cardset_of(w->cards[2]);
    cardset_t hand = v->hand, keep = hand & ~pass;
    if (a.options > 0 && a.moon) {
        w->reason = HINT_PASS_MOON;
    } else if (cardset_has(pass, CARD_QS)) {
        w->reason = HINT_PASS_QUEEN;
        w->count = cardset_count(hand & CARDSET_SUIT(SUIT_SPADES) & cardset_below(CARD_QS));
    } else if (pass & (cardset_of(CARD_MAKE(SUIT_SPADES, RANK_A)) | cardset_of(CARD_MAKE(SUIT_SPADES, RANK_K)))) {
        w->reason = HINT_PASS_HIGH_SPADE;
    } else {
        int voided = -1;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            if ((hand & CARDSET_SUIT(suit)) && !(keep & CARDSET_SUIT(suit))) {
                voided = suit;
            }
        }
        if (voided >= 0) {
            w->reason = HINT_PASS_VOID;
            w->suit = voided;
        } else if (pass & CARDSET_HEARTS & ~cardset_below(CARD_MAKE(SUIT_HEARTS, RANK_10))) {
            w->reason = HINT_PASS_HIGH_HEARTS;
        } else {
            w->reason = HINT_PASS_HIGH_CARDS;
        }
    }
    for (int i = 0; i < 3; i++) {
        w->card_reason[i] = pass_card_reason(hand, keep, w->cards[i], w->reason == HINT_PASS_MOON);
    }
}

/* ---- The same in an English sentence (the simulator's and the tests' form) ---- */

/* A pass's reason in an English sentence. */
static void pass_english(const seat_view_t *v, const hint_why_t *w, char *why, size_t len)
{
    const char *reason;
    char buf[120];
    switch (w->reason) {
    case HINT_PASS_MOON:
        reason = "keep your high cards: this hand can shoot the moon";
        break;
    case HINT_PASS_QUEEN:
        snprintf(buf, sizeof buf, "the queen of spades is a danger with only %d small spade%s to guard her", w->count,
                 w->count == 1 ? "" : "s");
        reason = buf;
        break;
    case HINT_PASS_HIGH_SPADE:
        reason = "a high spade could catch the queen of spades";
        break;
    case HINT_PASS_VOID:
        snprintf(buf, sizeof buf, "with no %s left you can throw away bad cards when they are led", suit_name(w->suit));
        reason = buf;
        break;
    case HINT_PASS_HIGH_HEARTS:
        reason = "high hearts win tricks full of points";
        break;
    default:
        reason = "these high cards are the likeliest to win tricks you do not want";
        break;
    }
    char c0[3], c1[3], c2[3]; /* card_to_str: two characters and a NUL */
    card_to_str(w->cards[0], c0);
    card_to_str(w->cards[1], c1);
    card_to_str(w->cards[2], c2);
    snprintf(why, len, "Pass %s %s %s to %s: %s.", c0, c1, c2, seat_word(v->seat, w->pass_to, v->rules.players),
             reason);
}

static void english(const seat_view_t *v, const hint_why_t *w, char *why, size_t len)
{
    char cn[48];
    if (w->card != CARD_NONE) {
        the_card(w->card, cn, sizeof cn);
    } else {
        cn[0] = 0;
    }
    const char *high = w->high != CARD_NONE ? rank_word(w->high) : "";
    const char *to = w->seat >= 0 ? seat_word(v->seat, w->seat, v->rules.players) : "";
    switch (w->reason) {
    case HINT_NONE:
    case HINT_ONLY_CARD:
        snprintf(why, len, "It is your only legal card.");
        break;
    case HINT_MOON_GO:
        snprintf(why, len, "Go for the moon: you take every point in %d%% of the deals I tried.", w->percent);
        break;
    case HINT_MOON_STOP:
        snprintf(why, len, "Stop the moon: %s has every point so far, so take some yourself.", to);
        break;
    case HINT_TWO_CLUBS:
        snprintf(why, len, "The two of clubs leads the first trick.");
        break;
    case HINT_LEAD_SMALL_SPADE:
        snprintf(why, len, "Lead a small spade to drive out the queen of spades.");
        break;
    case HINT_LEAD_SAFE:
        snprintf(why, len, "Lead %s: nobody can beat it, so win a trick while it is safe.", cn);
        break;
    case HINT_LEAD_LOW:
        snprintf(why, len, "Lead the %s of %s: others hold higher %s, so one of them should take it.",
                 rank_word(w->card), suit_name(w->suit), suit_name(w->suit));
        break;
    case HINT_DROP_QUEEN:
        snprintf(why, len, "You cannot follow: drop the queen of spades on %s.", to);
        break;
    case HINT_SHED_HIGH_SPADE:
        snprintf(why, len, "You cannot follow: get rid of %s while the queen of spades is still out.", cn);
        break;
    case HINT_UNLOAD_HEART:
        snprintf(why, len, "You cannot follow: unload %s on %s.", cn, to);
        break;
    case HINT_DISCARD_DANGER:
        snprintf(why, len, "You cannot follow: discard %s, a card that could win a trick later.", cn);
        break;
    case HINT_DISCARD_LEAST:
        snprintf(why, len, "You cannot follow: discard %s, the card you need least.", cn);
        break;
    case HINT_FIRST_TRICK_HIGH:
        snprintf(why, len, "No points can fall on the first trick: play your highest club.");
        break;
    case HINT_GIVE_QUEEN:
        snprintf(why, len, "Give the queen of spades to %s: the %s of spades takes this trick.", to, high);
        break;
    case HINT_DUCK_QUEEN:
        snprintf(why, len, "Duck under the %s: the queen of spades is still out.", high);
        break;
    case HINT_DUCK:
        snprintf(why, len, "Duck under the %s with your highest card that loses.", high);
        break;
    case HINT_TAKE_CLEAN:
        snprintf(why, len, "This trick holds no points: take it with %s and lose a high card.", cn);
        break;
    case HINT_CANNOT_DUCK:
        snprintf(why, len, "You cannot duck under the %s: play %s, the card you least need.", high, cn);
        break;
    case HINT_TAKE_CHEAPER:
        snprintf(why, len, "Take it with %s: it costs less than ducking.", cn);
        break;
    default:
        pass_english(v, w, why, len);
        break;
    }
}

void ai_hint_play(const seat_view_t *v, rng_t *rng, card_t *card, char *why, size_t len)
{
    hint_why_t w;
    ai_hint_play_why(v, rng, &w);
    *card = w.card;
    if (why && len) {
        english(v, &w, why, len);
    }
}

void ai_hint_pass(const seat_view_t *v, rng_t *rng, card_t out[3], char *why, size_t len)
{
    hint_why_t w;
    ai_hint_pass_why(v, rng, &w);
    memcpy(out, w.cards, sizeof w.cards);
    if (why && len) {
        english(v, &w, why, len);
    }
}
