/* The coach (hearts/coach.h): a decision rated against the hard level's, step by step. A card is played
 * out here by the hard level's own search, given only the two cards to weigh; a pass in coach_pass.c. */
#include "hearts/coach.h"

#include <math.h>
#include <string.h>

#include "coach_internal.h"
#include "hearts/ai.h"
#include "hearts/rules.h"

/* A card: the runs of the play search over the two cards, each on worlds of its own. */
#define PLAY_RUNS 2

bool coach_same_play(const seat_view_t *v, card_t a, card_t b)
{
    if (a == b) {
        return true;
    }
    if (card_suit(a) != card_suit(b) || a == CARD_QS || b == CARD_QS ||
        (v->rules.jack_of_diamonds != 0 && (a == CARD_JD || b == CARD_JD))) {
        return false;
    }
    card_t lo = a < b ? a : b, hi = a < b ? b : a;
    cardset_t on_table = 0;
    for (int i = 0; i < v->trick.count; i++) {
        on_table |= cardset_of(v->trick.cards[i]);
    }
    cardset_t gone = (v->played & ~on_table) | v->hand;
    return (cardset_above(lo) & cardset_below(hi) & ~gone) == 0;
}

static cardset_t legal_of(const seat_view_t *v)
{
    return v->legal ? v->legal : rules_legal_moves(&v->rules, v->hand, &v->trick);
}

/* Every legal card plays as the one chosen: nothing to choose. */
static bool forced(const seat_view_t *v, card_t card)
{
    for (cardset_t m = legal_of(v); m;) {
        if (!coach_same_play(v, card, cardset_pop(&m))) {
            return false;
        }
    }
    return true;
}

static void note_start(coach_job_t *j, const seat_view_t *view, const card_t *cards)
{
    coach_note_t *n = &j->note;
    memset(n, 0, sizeof *n);
    n->pass = view->phase == PHASE_PASS;
    n->hand = view->hand_number;
    n->trick = n->pass ? 0 : view->tricks_done + 1;
    n->card = n->better = CARD_NONE;
    for (int i = 0; i < 3; i++) {
        n->cards[i] = n->better3[i] = CARD_NONE;
    }
    if (n->pass) {
        memcpy(n->cards, cards, sizeof n->cards);
    } else {
        n->card = n->better = cards[0];
    }
    n->why.card = CARD_NONE;
    n->why.reason = HINT_NONE;
}

void coach_job_start(coach_job_t *j, const seat_view_t *view, const card_t *cards, uint64_t seed)
{
    memset(j, 0, sizeof *j);
    j->view = *view;
    note_start(j, view, cards);
    j->least_d = HUGE_VAL;
    /* The seed's own stream, apart from the deals' and the players'. */
    rng_seed(&j->rng, seed, 0x4000u + (uint64_t)view->hand_number * 64u + (uint64_t)j->note.trick);
    j->step = 0;
}

/* The best of the options for one card (either plan), or NULL. */
static const ai_option_t *best_for(const ai_analysis_t *a, card_t card)
{
    const ai_option_t *b = NULL;
    for (int i = 0; i < a->options; i++) {
        if (a->option[i].card == card && (!b || a->option[i].value > b->value)) {
            b = &a->option[i];
        }
    }
    return b;
}

/* One run of the play search over the person's card and the hard level's. */
static void play_run(coach_job_t *j)
{
    coach_note_t *n = &j->note;
    seat_view_t v = j->view;
    v.legal = cardset_of(n->card) | cardset_of(n->better);
    ai_analysis_t a;
    (void)ai_hard_play(&v, &j->rng, &a);
    const ai_option_t *mine = best_for(&a, n->card), *other = best_for(&a, n->better);
    if (!mine || !other) {
        /* The search found them the same card: no difference. */
        coach_tally(j, 0, 0, 0, 0, 0, 0, 0);
        j->least_d = 0;
        return;
    }
    double d = mine->points - other->points;
    coach_tally(j, d, mine->queen, other->queen, mine->moon_against, other->moon_against, mine->moon_for,
                other->moon_for);
    if (d < j->least_d) {
        j->least_d = d;
    }
    j->worse_runs += a.option[a.best].card == n->better;
    n->worlds += a.worlds;
}

void coach_tally(coach_job_t *j, double d, double q0, double q1, double ma0, double ma1, double mf0, double mf1)
{
    j->n++;
    j->sum_d += d;
    j->sum_dd += d * d;
    j->queen[0] += q0;
    j->queen[1] += q1;
    j->moon_against[0] += ma0;
    j->moon_against[1] += ma1;
    j->moon_for[0] += mf0;
    j->moon_for[1] += mf1;
}

void coach_verdict(coach_job_t *j, bool clear)
{
    coach_note_t *n = &j->note;
    double k = j->n > 0 ? (double)j->n : 1.0;
    n->cost = j->sum_d / k;
    double queen = (j->queen[0] - j->queen[1]) / k;
    double against = (j->moon_against[0] - j->moon_against[1]) / k;
    double missed = (j->moon_for[1] - j->moon_for[0]) / k;
    if (missed >= 0.25) {
        n->loss = COACH_LOSS_MOON_MISSED;
    } else if (against >= 0.08 && against * 26 >= queen * 13) {
        n->loss = COACH_LOSS_MOON_AGAINST;
    } else if (queen >= 0.08) {
        n->loss = COACH_LOSS_QUEEN;
    } else {
        n->loss = COACH_LOSS_POINTS;
    }
    n->noted = clear && n->cost >= COACH_NOTE_POINTS;
    j->step = -1;
}

/* The first step of a card: forced, or the hard level's card and its reason. */
static void play_first(coach_job_t *j)
{
    coach_note_t *n = &j->note;
    if (forced(&j->view, n->card)) {
        n->why.reason = HINT_ONLY_CARD;
        n->why.card = n->card;
        j->step = -1;
        return;
    }
    ai_hint_play_why(&j->view, &j->rng, &n->why);
    n->better = n->why.card;
    if (n->better == CARD_NONE || coach_same_play(&j->view, n->card, n->better)) {
        n->better = n->card;
        j->step = -1;
        return;
    }
    j->step = 1;
}

static void play_step(coach_job_t *j)
{
    if (j->step == 0) {
        play_first(j);
        return;
    }
    play_run(j);
    if (j->n >= PLAY_RUNS) {
        /* Clear: each run on its own worlds found the person's card at least half the mark worse, and
         * the search kept preferring its own. */
        coach_verdict(j, j->worse_runs == PLAY_RUNS && j->least_d >= COACH_NOTE_POINTS / 2);
    } else {
        j->step++;
    }
}

bool coach_job_step(coach_job_t *j)
{
    if (j->step < 0) {
        return true;
    }
    if (j->note.pass) {
        coach_pass_step(j);
    } else {
        play_step(j);
    }
    return j->step < 0;
}

void coach_rate(const seat_view_t *view, const card_t *cards, uint64_t seed, coach_note_t *out)
{
    coach_job_t j;
    coach_job_start(&j, view, cards, seed);
    while (!coach_job_step(&j)) {
    }
    *out = j.note;
}
