/* Speech: the queue between the loop and the backend's thread (speech.h). The loop only ever takes a
 * lock for a moment to add a line; the thread opens the backend (which may block) and hands it the
 * lines in order. */
#include "platform/speech.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"

#define SPEECH_PENDING 256 /* lines waiting for the thread; beyond, the oldest focus lines go */
#define SPEECH_TEXT    512
#define RECORD_MAX     8192

typedef struct {
    speech_kind_t kind;
    char text[SPEECH_TEXT];
} line_t;

typedef struct {
    speech_kind_t kind;
    char *text;
} record_t;

/* What the thread and the loop share: the loop frees it, unless the thread is stuck in the backend's
 * open at the end (then it is left to the thread, which never returns). */
typedef struct {
    SDL_mutex *lock;
    SDL_cond *wake;
    SDL_cond *done_cond;
    const speech_backend_t *backend;
    line_t pending[SPEECH_PENDING];
    int head, count;
    char language[16];
    bool language_changed;
    bool quit, done;
    bool failed;
    char failure[512];
} shared_t;

struct speech {
    const speech_backend_t *backend;
    bool recorder;
    bool on;
    char language[16];
    char last[SPEECH_TEXT];
    shared_t *sh;
    SDL_Thread *thread;
    bool failure_told;
    record_t *rec;
    int nrec;
    SDL_Thread *detect; /* the screen reader question */
};

/* The screen reader's answer: 0 not known, 1 no, 2 yes. Static: the thread that asks may outlive a
 * speech_t (it is never waited for). */
static SDL_atomic_t detected;

static void *must(void *p)
{
    if (!p) {
        fatal("%s", _("Out of memory."));
    }
    return p;
}

speech_t *speech_new(void)
{
    speech_t *sp = must(calloc(1, sizeof *sp));
    sp->backend = speech_backend_builtin();
    const char *forced = getenv("HEARTS_SPEECH");
    sp->recorder = forced && strcmp(forced, "record") == 0; /* the tests: never the system's voice */
    return sp;
}

void speech_use_recorder(speech_t *sp)
{
    sp->recorder = true;
}

bool speech_available(const speech_t *sp)
{
    return sp->recorder || sp->backend != NULL;
}

bool speech_is_on(const speech_t *sp)
{
    return sp->on;
}

const char *speech_last(const speech_t *sp)
{
    return sp->last;
}

static void fail(shared_t *sh, const char *why)
{
    SDL_LockMutex(sh->lock);
    sh->failed = true;
    snprintf(sh->failure, sizeof sh->failure, "%s", why);
    sh->count = 0;
    SDL_UnlockMutex(sh->lock);
}

/* The next line for the backend, or false when it is time to stop. A language change comes first. */
static bool next_line(shared_t *sh, line_t *out, char *language, bool *lang_changed)
{
    SDL_LockMutex(sh->lock);
    while (!sh->quit && sh->count == 0 && !sh->language_changed) {
        SDL_CondWait(sh->wake, sh->lock);
    }
    bool go = !sh->quit;
    *lang_changed = sh->language_changed;
    if (go && sh->language_changed) {
        memcpy(language, sh->language, sizeof sh->language);
        sh->language_changed = false;
    } else if (go) {
        *out = sh->pending[sh->head];
        sh->head = (sh->head + 1) % SPEECH_PENDING;
        sh->count--;
    }
    SDL_UnlockMutex(sh->lock);
    return go;
}

static int speech_thread(void *arg)
{
    shared_t *sh = arg;
    void *state = NULL;
    char err[480] = "";
    char language[16];
    SDL_LockMutex(sh->lock);
    memcpy(language, sh->language, sizeof language);
    sh->language_changed = false;
    SDL_UnlockMutex(sh->lock);
    bool open = sh->backend->open(&state, language, err, sizeof err);
    if (!open) {
        fail(sh, err[0] ? err : "The speech service could not be started.");
    }
    line_t line;
    bool lang_changed;
    while (open && next_line(sh, &line, language, &lang_changed)) {
        if (lang_changed) {
            sh->backend->language(state, language);
        } else if (!sh->backend->say(state, line.kind, line.text, err, sizeof err)) {
            fail(sh, err[0] ? err : "The speech service stopped answering.");
            sh->backend->close(state);
            open = false;
        }
    }
    if (open) {
        sh->backend->close(state);
    }
    SDL_LockMutex(sh->lock);
    sh->done = true;
    SDL_CondSignal(sh->done_cond);
    SDL_UnlockMutex(sh->lock);
    return 0;
}

static void start_thread(speech_t *sp)
{
    shared_t *sh = must(calloc(1, sizeof *sh));
    sh->lock = must(SDL_CreateMutex());
    sh->wake = must(SDL_CreateCond());
    sh->done_cond = must(SDL_CreateCond());
    sh->backend = sp->backend;
    memcpy(sh->language, sp->language, sizeof sh->language);
    sp->sh = sh;
    sp->thread = SDL_CreateThread(speech_thread, "speech", sh);
    if (!sp->thread) {
        fail(sh, "The speech service could not be started (no thread).");
    }
}

bool speech_set_on(speech_t *sp, bool on, const char *language)
{
    if (language) {
        snprintf(sp->language, sizeof sp->language, "%s", language);
    }
    sp->on = on && speech_available(sp);
    if (sp->on && !sp->recorder && !sp->sh) {
        start_thread(sp);
    }
    return sp->on;
}

void speech_set_language(speech_t *sp, const char *language)
{
    if (!language || strcmp(language, sp->language) == 0) {
        return;
    }
    snprintf(sp->language, sizeof sp->language, "%s", language);
    if (sp->sh) {
        SDL_LockMutex(sp->sh->lock);
        memcpy(sp->sh->language, sp->language, sizeof sp->language);
        sp->sh->language_changed = true;
        SDL_CondSignal(sp->sh->wake);
        SDL_UnlockMutex(sp->sh->lock);
    }
}

static void record(speech_t *sp, speech_kind_t kind, const char *text)
{
    if (sp->nrec == RECORD_MAX) {
        return;
    }
    if (!sp->rec) {
        sp->rec = must(calloc(RECORD_MAX, sizeof *sp->rec));
    }
    sp->rec[sp->nrec].kind = kind;
    size_t n = strlen(text) + 1;
    sp->rec[sp->nrec].text = memcpy(must(malloc(n)), text, n);
    sp->nrec++;
}

/* A line for the thread. The queue holds SPEECH_PENDING lines: when it is full (the service far
 * behind), a focus line still waiting is dropped first (a newer one replaces it anyway), else the
 * oldest line. */
static void enqueue(shared_t *sh, speech_kind_t kind, const char *text)
{
    SDL_LockMutex(sh->lock);
    if (!sh->failed) {
        if (sh->count == SPEECH_PENDING) {
            sh->head = (sh->head + 1) % SPEECH_PENDING;
            sh->count--;
        }
        line_t *l = &sh->pending[(sh->head + sh->count) % SPEECH_PENDING];
        l->kind = kind;
        snprintf(l->text, sizeof l->text, "%s", text);
        sh->count++;
        SDL_CondSignal(sh->wake);
    }
    SDL_UnlockMutex(sh->lock);
}

void speech_say(speech_t *sp, speech_kind_t kind, const char *text)
{
    if (!sp || !sp->on || !text || !text[0]) {
        return;
    }
    snprintf(sp->last, sizeof sp->last, "%s", text);
    if (sp->recorder) {
        record(sp, kind, text);
    } else if (sp->sh) {
        enqueue(sp->sh, kind, text);
    }
}

bool speech_take_failure(speech_t *sp, char *buf, size_t len)
{
    if (!sp->sh || sp->failure_told) {
        return false;
    }
    SDL_LockMutex(sp->sh->lock);
    bool failed = sp->sh->failed;
    snprintf(buf, len, "%s", sp->sh->failure);
    SDL_UnlockMutex(sp->sh->lock);
    sp->failure_told = failed;
    return failed;
}

bool speech_recorded(const speech_t *sp, int i, speech_kind_t *kind, const char **text)
{
    if (i < 0 || i >= sp->nrec) {
        return false;
    }
    *kind = sp->rec[i].kind;
    *text = sp->rec[i].text;
    return true;
}

int speech_recorded_count(const speech_t *sp)
{
    return sp->nrec;
}

void speech_recorded_clear(speech_t *sp)
{
    for (int i = 0; i < sp->nrec; i++) {
        free(sp->rec[i].text);
    }
    sp->nrec = 0;
}

/* The thread is told to stop and given a second; one stuck in the backend's open (a service that
 * never answers) is left behind with what it shares: the program is ending. */
static void stop_thread(speech_t *sp)
{
    shared_t *sh = sp->sh;
    SDL_LockMutex(sh->lock);
    sh->quit = true;
    SDL_CondSignal(sh->wake);
    if (!sh->done) {
        SDL_CondWaitTimeout(sh->done_cond, sh->lock, 1000);
    }
    bool done = sh->done;
    SDL_UnlockMutex(sh->lock);
    if (!sp->thread) {
        done = true;
    } else if (done) {
        SDL_WaitThread(sp->thread, NULL);
    } else {
        SDL_DetachThread(sp->thread);
        return; /* sh stays the thread's */
    }
    SDL_DestroyCond(sh->wake);
    SDL_DestroyCond(sh->done_cond);
    SDL_DestroyMutex(sh->lock);
    free(sh);
}

void speech_free(speech_t *sp)
{
    if (!sp) {
        return;
    }
    if (sp->sh) {
        stop_thread(sp);
    }
    if (sp->detect) {
        SDL_DetachThread(sp->detect); /* it ends by itself within its time limit */
    }
    speech_recorded_clear(sp);
    free(sp->rec);
    free(sp);
}

static int detect_thread(void *arg)
{
    SDL_atomic_t *answer = arg;
    SDL_AtomicSet(answer, speech_screen_reader_running() ? 2 : 1);
    return 0;
}

void speech_detect_start(speech_t *sp)
{
    if (!sp->detect) {
        sp->detect = SDL_CreateThread(detect_thread, "screen-reader", &detected);
        if (!sp->detect) {
            SDL_AtomicSet(&detected, 1);
        }
    }
}

int speech_detect_poll(speech_t *sp)
{
    (void)sp;
    int v = SDL_AtomicGet(&detected);
    return v == 0 ? -1 : v == 2;
}
