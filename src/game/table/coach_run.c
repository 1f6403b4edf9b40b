/* The coach at the table (table/coach_run.h). */
#include "table/coach_run.h"

#include <stdlib.h>
#include <string.h>

#include "platform/fatal.h"

typedef struct {
    seat_view_t view;
    card_t cards[3];
    bool rated;
} decision_t;

struct coach_run {
    uint64_t seed;
    bool on;
    decision_t *d;
    int nd, cap;
    int next;        /* the first decision not rated */
    int closed_hand; /* hands up to this one are over */
    bool working;    /* decision `next` has a job started */
    bool asked;      /* ...and a step of it is with the worker */
    coach_job_t job;
    coach_record_t rec;
};

coach_run_t *coach_run_new(uint64_t seed, bool on)
{
    coach_run_t *c = calloc(1, sizeof *c);
    if (!c) {
        fatal("Out of memory.");
    }
    c->seed = seed;
    c->on = on;
    return c;
}

void coach_run_free(coach_run_t *c)
{
    if (c) {
        free(c->d);
        free(c);
    }
}

void coach_run_set_on(coach_run_t *c, bool on)
{
    c->on = on;
}

void coach_run_decided(coach_run_t *c, const seat_view_t *view, const card_t *cards)
{
    if (!c->on) {
        return;
    }
    if (c->nd == c->cap) {
        int cap = c->cap ? 2 * c->cap : 32;
        decision_t *d = realloc(c->d, sizeof *d * (size_t)cap);
        if (!d) {
            return; /* no room: this decision is not rated */
        }
        c->d = d;
        c->cap = cap;
    }
    decision_t *x = &c->d[c->nd++];
    memset(x, 0, sizeof *x);
    x->view = *view;
    memcpy(x->cards, cards, sizeof(card_t) * (view->phase == PHASE_PASS ? 3 : 1));
}

/* How far into its hand a view is: the cards played. */
static int moment(const seat_view_t *v)
{
    return v->phase == PHASE_PASS ? -1 : 4 * v->tricks_done + v->trick.count;
}

void coach_run_take_back(coach_run_t *c, const seat_view_t *view)
{
    while (c->nd > c->next && c->d[c->nd - 1].view.hand_number == view->hand_number &&
           moment(&c->d[c->nd - 1].view) >= moment(view)) {
        c->nd--;
    }
}

void coach_run_close(coach_run_t *c, int hand)
{
    if (hand > c->closed_hand) {
        c->closed_hand = hand;
    }
}

static bool hand_rated(const coach_run_t *c, int hand)
{
    bool any = false;
    for (int i = 0; i < c->nd; i++) {
        if (c->d[i].view.hand_number == hand) {
            any = true;
            if (!c->d[i].rated) {
                return false;
            }
        }
    }
    return any;
}

/* A decision rated: its note kept when it is one, the hand counted when it is the hand's last. */
static void rated(coach_run_t *c, const coach_note_t *n)
{
    decision_t *x = &c->d[c->next];
    x->rated = true;
    c->next++;
    c->working = false;
    if (n->noted && c->rec.count < COACH_MAX_NOTES) {
        c->rec.notes[c->rec.count++] = *n;
        c->rec.lost += n->cost;
    }
    if (hand_rated(c, x->view.hand_number)) {
        c->rec.hands++;
    }
}

bool coach_run_submit(coach_run_t *c, ai_worker_t *w)
{
    if (!c->on || c->asked || c->next >= c->nd || c->d[c->next].view.hand_number > c->closed_hand) {
        return false;
    }
    decision_t *x = &c->d[c->next];
    if (!c->working) {
        coach_job_start(&c->job, &x->view, x->cards, c->seed);
        c->working = true;
    }
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = AI_REQ_COACH;
    req.view.seat = SEAT_S;
    req.tag = 1;
    req.job = c->job;
    if (!ai_worker_submit(w, &req)) {
        return false;
    }
    c->asked = true;
    return true;
}

void coach_run_answer(coach_run_t *c, const ai_answer_t *ans)
{
    c->asked = false;
    if (!c->working) {
        return;
    }
    c->job = ans->job;
    if (c->job.step < 0) {
        rated(c, &c->job.note);
    }
}

void coach_run_dropped(coach_run_t *c)
{
    c->asked = false; /* the job is as it was before that step: asked again */
}

void coach_run_undone(coach_run_t *c)
{
    c->asked = false;
    /* South's last card was taken back: it is no longer South's decision (a hand is rated once over, so
       a card of the hand on the table has no job started) */
    if (c->nd > c->next && !c->working && c->d[c->nd - 1].view.phase == PHASE_PLAY) {
        c->nd--;
    }
}

coach_hand_state_t coach_run_hand_state(const coach_run_t *c, int hand)
{
    bool any = false;
    for (int i = 0; i < c->nd; i++) {
        any |= c->d[i].view.hand_number == hand;
    }
    if (!any) {
        return COACH_HAND_OFF;
    }
    return hand_rated(c, hand) ? COACH_HAND_DONE : COACH_HAND_WORKING;
}

int coach_run_hand_notes(const coach_run_t *c, int hand, const coach_note_t **out)
{
    int first = -1, n = 0;
    for (int i = 0; i < c->rec.count; i++) {
        if (c->rec.notes[i].hand == hand) {
            first = first < 0 ? i : first;
            n++;
        }
    }
    *out = first >= 0 ? &c->rec.notes[first] : NULL;
    return n;
}

const coach_record_t *coach_run_record(const coach_run_t *c)
{
    return &c->rec;
}

bool coach_run_idle(const coach_run_t *c)
{
    return c->next >= c->nd;
}

int coach_run_waiting(const coach_run_t *c)
{
    return c->nd - c->next;
}
