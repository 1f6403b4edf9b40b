/* The coach's pass: the person's three and the hard level's three played out in the same deals.
 *
 * A deal gives the cards the person could not see to the other seats at random; they pass as the normal
 * level does, and the hand is played out from the exchange by the normal level at every seat (the
 * rollout the hard pass judges its passes by), once with each pass and the same chance for both.
 * Batches of deals go on until the difference is clear (three standard errors) or the deals run out. */
#include <math.h>
#include <string.h>

#include "coach_internal.h"
#include "hearts/ai.h"
#include "hearts/rules.h"

#define BATCH     64
#define MIN_DEALS 256
#define MAX_DEALS 768
#define CLEAR_Z   3.0

/* A hand being played out: what the table knows, and each seat's cards. */
typedef struct {
    seat_view_t pub; /* the public part, the same for every seat */
    cardset_t hands[SEAT_MAX];
    cardset_t passed[SEAT_MAX], received[SEAT_MAX];
} playout_t;

static void sample_deal(const seat_view_t *v, rng_t *rng, cardset_t hands[SEAT_MAX])
{
    int seats = v->rules.players, size = rules_hand_size(seats);
    card_t unseen[52];
    int n = 0;
    for (cardset_t m = rules_deck(seats) & ~v->hand; m;) {
        unseen[n++] = cardset_pop(&m);
    }
    for (int i = n - 1; i > 0; i--) {
        int k = (int)rng_below(rng, (uint32_t)i + 1);
        card_t t = unseen[i];
        unseen[i] = unseen[k];
        unseen[k] = t;
    }
    int next = 0;
    for (int s = 0; s < seats; s++) {
        hands[s] = 0;
        if (s == v->seat) {
            hands[s] = v->hand;
            continue;
        }
        for (int c = 0; c < size && next < n; c++) {
            hands[s] |= cardset_of(unseen[next++]);
        }
    }
}

/* The view of seat s of the hand played out. */
static void view_of(const playout_t *p, int s, seat_view_t *out)
{
    *out = p->pub;
    out->seat = s;
    out->hand = p->hands[s];
    out->passed = p->passed[s];
    out->received = p->received[s];
    out->passed_to = rules_pass_target(s, p->pub.pass_dir, p->pub.rules.players);
    out->received_from = rules_pass_source(s, p->pub.pass_dir, p->pub.rules.players);
    out->legal = out->to_move == s ? rules_legal_moves(&out->rules, out->hand, &out->trick) : 0;
}

/* The others' passes, as the normal level makes them. */
static void others_pass(const seat_view_t *v, const cardset_t hands[SEAT_MAX], rng_t *rng, cardset_t passes[SEAT_MAX])
{
    for (int s = 0; s < v->rules.players; s++) {
        passes[s] = 0;
        if (s == v->seat) {
            continue;
        }
        seat_view_t pv = *v;
        pv.seat = s;
        pv.hand = pv.dealt = hands[s];
        pv.passed = pv.received = 0;
        pv.passed_to = pv.received_from = -1;
        card_t out[3];
        ai_choose_pass(AI_NORMAL, &pv, rng, out);
        passes[s] = cardset_of(out[0]) | cardset_of(out[1]) | cardset_of(out[2]);
    }
}

static void playout_start(const seat_view_t *v, const cardset_t hands[SEAT_MAX], const cardset_t passes[SEAT_MAX],
                          playout_t *p)
{
    int seats = v->rules.players;
    memset(p, 0, sizeof *p);
    p->pub = *v;
    p->pub.phase = PHASE_PLAY;
    p->pub.played = 0;
    p->pub.tricks_done = 0;
    p->pub.hearts_broken = false;
    memset(p->pub.taken_cards, 0, sizeof p->pub.taken_cards);
    memset(p->pub.taken_points, 0, sizeof p->pub.taken_points);
    memset(p->pub.tricks_won, 0, sizeof p->pub.tricks_won);
    memset(p->pub.voids, 0, sizeof p->pub.voids);
    for (int s = 0; s < seats; s++) {
        p->hands[s] = hands[s] & ~passes[s];
        p->pub.weak_defender[s] = false;
        p->pub.shown_level[s] = SEAT_LEVEL_UNKNOWN;
    }
    for (int s = 0; s < seats; s++) {
        int to = rules_pass_target(s, v->pass_dir, seats);
        p->passed[s] = passes[s];
        p->hands[to] |= passes[s];
        p->received[to] = passes[s];
    }
    memset(&p->pub.trick, 0, sizeof p->pub.trick);
    p->pub.trick.players = seats;
    for (int s = 0; s < seats; s++) {
        if (cardset_has(p->hands[s], CARD_2C)) {
            p->pub.trick.leader = s;
        }
    }
    p->pub.to_move = p->pub.trick.leader;
}

static void play_card(playout_t *p, card_t c)
{
    seat_view_t *g = &p->pub;
    trick_t *t = &g->trick;
    int s = trick_turn(t);
    if (t->count > 0 && card_suit(c) != trick_led_suit(t)) {
        g->voids[s] |= 1u << trick_led_suit(t);
    }
    p->hands[s] &= ~cardset_of(c);
    g->played |= cardset_of(c);
    t->cards[t->count++] = c;
    if (!g->hearts_broken && rules_breaks_hearts(&g->rules, c)) {
        g->hearts_broken = t->hearts_broken = true;
    }
    if (!trick_complete(t)) {
        g->to_move = trick_turn(t);
        return;
    }
    int w = rules_trick_winner(t);
    trick_record_t *rec = &g->tricks[g->tricks_done++];
    rec->leader = t->leader;
    memcpy(rec->cards, t->cards, sizeof rec->cards);
    rec->winner = w;
    for (int i = 0; i < t->count; i++) {
        g->taken_cards[w] |= cardset_of(t->cards[i]);
    }
    g->taken_points[w] = rules_cards_points(&g->rules, g->taken_cards[w]);
    g->tricks_won[w]++;
    int number = t->number + 1;
    memset(t, 0, sizeof *t);
    t->number = number;
    t->players = g->rules.players;
    t->leader = w;
    t->hearts_broken = g->hearts_broken;
    g->to_move = w;
}

/* Plays the hand out; returns the points the hand adds to `me`'s total, and how it went for me. */
static int playout_run(playout_t *p, int me, rng_t *rng, bool *queen, bool *moon_for, bool *moon_against)
{
    for (int k = 0, all = cardset_count(rules_deck(p->pub.rules.players)); k < all; k++) {
        seat_view_t v;
        view_of(p, p->pub.to_move, &v);
        card_t c = ai_choose_play(AI_NORMAL, &v, rng);
        if (!cardset_has(v.legal, c)) {
            c = cardset_lowest(v.legal);
        }
        play_card(p, c);
    }
    hand_score_t hs;
    rules_score_hand(&p->pub.rules, p->pub.taken_cards, p->pub.tricks_won, p->pub.totals, MOON_CHOICE_NONE, &hs);
    *queen = cardset_has(p->pub.taken_cards[me], CARD_QS);
    *moon_for = hs.moon == me || hs.sun == me;
    *moon_against = (hs.moon >= 0 && hs.moon != me) || (hs.sun >= 0 && hs.sun != me);
    return hs.score[me];
}

/* One deal, both passes. */
static void pass_deal(coach_job_t *j)
{
    const seat_view_t *v = &j->view;
    const coach_note_t *n = &j->note;
    cardset_t hands[SEAT_MAX], passes[SEAT_MAX];
    sample_deal(v, &j->rng, hands);
    others_pass(v, hands, &j->rng, passes);
    rng_t chance = j->rng;
    (void)rng_next(&j->rng);
    int pts[2];
    bool q[2], mf[2], ma[2];
    for (int i = 0; i < 2; i++) {
        const card_t *mine = i == 0 ? n->cards : n->better3;
        passes[v->seat] = cardset_of(mine[0]) | cardset_of(mine[1]) | cardset_of(mine[2]);
        playout_t p;
        playout_start(v, hands, passes, &p);
        rng_t r = chance;
        pts[i] = playout_run(&p, v->seat, &r, &q[i], &mf[i], &ma[i]);
    }
    coach_tally(j, pts[0] - pts[1], q[0], q[1], ma[0], ma[1], mf[0], mf[1]);
}

static cardset_t set_of(const card_t c[3])
{
    return cardset_of(c[0]) | cardset_of(c[1]) | cardset_of(c[2]);
}

void coach_pass_step(coach_job_t *j)
{
    coach_note_t *n = &j->note;
    if (j->step == 0) {
        ai_hint_pass_why(&j->view, &j->rng, &n->why);
        memcpy(n->better3, n->why.cards, sizeof n->better3);
        bool hold = rules_pass_target(j->view.seat, j->view.pass_dir, j->view.rules.players) < 0;
        j->step = hold || set_of(n->better3) == set_of(n->cards) ? -1 : 1;
        return;
    }
    for (int i = 0; i < BATCH; i++) {
        pass_deal(j);
    }
    n->worlds = j->n;
    double mean = j->sum_d / j->n;
    double var = (j->sum_dd - j->sum_d * mean) / (j->n - 1);
    bool clear = mean * mean * j->n > CLEAR_Z * CLEAR_Z * (var > 0 ? var : 0) && mean > 0;
    if (j->n >= MAX_DEALS || (j->n >= MIN_DEALS && (clear || mean < COACH_NOTE_POINTS / 2))) {
        coach_verdict(j, clear);
    } else {
        j->step++;
    }
}
