#include "table/ai_worker.h"

#include <stdlib.h>
#include <string.h>

#include "hearts/claim.h"
#include "hearts/intl.h"
#include "platform/fatal.h"

struct ai_worker {
    SDL_Thread *thread;
    SDL_mutex *mutex;
    SDL_cond *cond;
    Uint32 wake_event;
    bool quit;
    bool has_request; /* a request waits for the thread */
    bool working;
    bool has_answer;
    bool cancelled;
    ai_request_t req;
    ai_answer_t ans;
};

static int worker_main(void *arg)
{
    ai_worker_t *w = arg;
    SDL_LockMutex(w->mutex);
    for (;;) {
        while (!w->quit && !w->has_request) {
            SDL_CondWait(w->cond, w->mutex);
        }
        if (w->quit) {
            break;
        }
        ai_request_t req = w->req;
        w->has_request = false;
        w->working = true;
        SDL_UnlockMutex(w->mutex);

        ai_answer_t ans = {0};
        ans.kind = req.kind;
        ans.seat = req.view.seat;
        ans.tag = req.tag;
        Uint64 t0 = SDL_GetPerformanceCounter();
        switch (req.kind) {
        case AI_REQ_PASS:
            ai_choose_pass(req.level, &req.view, &req.rng, ans.cards);
            break;
        case AI_REQ_PLAY:
            ans.claim = req.claim && claim_certain(&req.view, NULL);
            ans.card = ans.claim ? CARD_NONE : ai_choose_play(req.level, &req.view, &req.rng);
            break;
        case AI_REQ_CLAIM:
            ans.claim = claim_certain(&req.view, NULL);
            break;
        case AI_REQ_MOON:
            ans.moon = ai_choose_moon(&req.view);
            break;
        case AI_REQ_HINT_PASS:
            ai_hint_pass_why(&req.view, &req.rng, &ans.why);
            memcpy(ans.cards, ans.why.cards, sizeof ans.cards);
            break;
        case AI_REQ_HINT_PLAY:
            ai_hint_play_why(&req.view, &req.rng, &ans.why);
            ans.card = ans.why.card;
            break;
        case AI_REQ_COACH:
            ans.job = req.job;
            (void)coach_job_step(&ans.job);
            break;
        }
        ans.ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        ans.rng = req.rng;

        SDL_LockMutex(w->mutex);
        w->working = false;
        if (w->cancelled) {
            w->cancelled = false;
        } else {
            w->ans = ans;
            w->has_answer = true;
        }
        if (w->wake_event != 0) { /* 0: none (table.h) */
            SDL_Event ev;
            SDL_zero(ev);
            ev.type = w->wake_event;
            SDL_PushEvent(&ev);
        }
    }
    SDL_UnlockMutex(w->mutex);
    return 0;
}

ai_worker_t *ai_worker_new(Uint32 wake_event)
{
    ai_worker_t *w = calloc(1, sizeof *w);
    if (!w) {
        fatal("Out of memory.");
    }
    w->wake_event = wake_event;
    w->mutex = SDL_CreateMutex();
    w->cond = SDL_CreateCond();
    if (!w->mutex || !w->cond) {
        fatal(_("Could not create a lock for the computer players: %s"), SDL_GetError());
    }
    w->thread = SDL_CreateThread(worker_main, "hearts-ai", w);
    if (!w->thread) {
        fatal(_("Could not start the computer players' thread: %s"), SDL_GetError());
    }
    return w;
}

void ai_worker_free(ai_worker_t *w)
{
    if (!w) {
        return;
    }
    SDL_LockMutex(w->mutex);
    w->quit = true;
    SDL_CondSignal(w->cond);
    SDL_UnlockMutex(w->mutex);
    SDL_WaitThread(w->thread, NULL);
    SDL_DestroyCond(w->cond);
    SDL_DestroyMutex(w->mutex);
    free(w);
}

bool ai_worker_submit(ai_worker_t *w, const ai_request_t *req)
{
    SDL_LockMutex(w->mutex);
    bool ok = !w->has_request && !w->working && !w->has_answer;
    if (ok) {
        w->req = *req;
        w->has_request = true;
        w->cancelled = false;
        SDL_CondSignal(w->cond);
    }
    SDL_UnlockMutex(w->mutex);
    return ok;
}

bool ai_worker_poll(ai_worker_t *w, ai_answer_t *out)
{
    SDL_LockMutex(w->mutex);
    bool ok = w->has_answer;
    if (ok) {
        *out = w->ans;
        w->has_answer = false;
    }
    SDL_UnlockMutex(w->mutex);
    return ok;
}

bool ai_worker_busy(ai_worker_t *w)
{
    SDL_LockMutex(w->mutex);
    bool b = w->has_request || w->working || w->has_answer;
    SDL_UnlockMutex(w->mutex);
    return b;
}

void ai_worker_cancel(ai_worker_t *w)
{
    SDL_LockMutex(w->mutex);
    if (w->has_request) {
        w->has_request = false;
    } else if (w->working) {
        w->cancelled = true;
    }
    w->has_answer = false;
    SDL_UnlockMutex(w->mutex);
}
