/* Computer players think on a worker thread, so a slow level never freezes the window.
 * One request at a time: the table asks, carries on animating, and polls for the answer; the worker
 * pushes an SDL event when it is done so an idle loop wakes up. */
#ifndef GAME_AI_WORKER_H
#define GAME_AI_WORKER_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "hearts/coach.h"
#include "hearts/hint.h"

/* AI_REQ_HINT_*: the person's hint (ai_hint_pass / ai_hint_play), with a few words of why.
 * AI_REQ_CLAIM: whether the seat of the view may claim the rest of the hand (hearts/claim.h).
 * AI_REQ_COACH: one step of the coach's rating of a decision of South's (hearts/coach.h): the answer
 * carries the job after it. */
typedef enum {
    AI_REQ_PASS = 0,
    AI_REQ_PLAY,
    AI_REQ_MOON,
    AI_REQ_HINT_PASS,
    AI_REQ_HINT_PLAY,
    AI_REQ_CLAIM,
    AI_REQ_COACH
} ai_req_kind_t;

typedef struct {
    ai_req_kind_t kind;
    ai_level_t level;
    seat_view_t view;
    rng_t rng;    /* the seat's stream; the answer carries it back advanced */
    uint32_t tag; /* the caller's: which game the request belongs to */
    bool claim;   /* AI_REQ_PLAY: a seat whose rest of the hand is certain claims it instead of playing */
    /* AI_REQ_COACH: the coach's job, a step of which is thought */
    coach_job_t job;
} ai_request_t;

typedef struct {
    ai_req_kind_t kind;
    int seat;
    uint32_t tag;
    card_t cards[3];    /* AI_REQ_PASS */
    card_t card;        /* AI_REQ_PLAY */
    moon_choice_t moon; /* AI_REQ_MOON */
    hint_why_t why;     /* AI_REQ_HINT_*: why */
    bool claim;         /* AI_REQ_CLAIM, and AI_REQ_PLAY asked with claim: the rest is certain (no card) */
    rng_t rng;
    double ms; /* how long it thought */
    /* AI_REQ_COACH: the job after the step */
    coach_job_t job;
} ai_answer_t;

typedef struct ai_worker ai_worker_t;

ai_worker_t *ai_worker_new(Uint32 wake_event);
void ai_worker_free(ai_worker_t *w);
/* False if a request is already in hand. */
bool ai_worker_submit(ai_worker_t *w, const ai_request_t *req);
/* Takes the answer if there is one. */
bool ai_worker_poll(ai_worker_t *w, ai_answer_t *out);
/* A request is being thought about or an answer waits. */
bool ai_worker_busy(ai_worker_t *w);
/* Forgets a pending request's answer (a game was left): it will be dropped when it comes. */
void ai_worker_cancel(ai_worker_t *w);

#endif
