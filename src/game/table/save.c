#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "table/save.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include "hearts/check.h"
#include "hearts/gamelog.h"
#include "hearts/intl.h"
#include "platform/fatal.h"
#include "store/kvfile.h"

typedef enum { ITEM_EVENT = 0, ITEM_STATE } item_kind_t;

typedef struct {
    item_kind_t kind;
    bool sync;
    game_event_t ev;
    save_header_t state;
} item_t;

struct save_writer {
    SDL_Thread *thread;
    SDL_mutex *mutex;
    SDL_cond *cond; /* signalled when there is work, and when work is done */
    char path[1100];
    FILE *f;
    /* what the file is made from */
    save_header_t head;
    rules_t rules;
    uint64_t seed;
    char players[SEAT_MAX][32];
    char *resume_lines;
    /* the queue: items[0..count) of cap, under the mutex; the thread takes them all at once */
    item_t *items;
    size_t count, cap;
    bool busy;    /* the thread is writing a batch it took */
    bool started; /* the file has been made (or could not be) */
    bool quit;
    bool failed;
    int fault_at; /* HEARTS_FAULT_SAVE_KILL: the batch that dies half-way (tests) */
    int batches;
};

/* The queue's invariant (under the mutex): count items of a buffer of cap, none without a buffer. */
static void check_queue(const save_writer_t *w)
{
    HEARTS_CHECK(w->count <= w->cap, "the save queue holds no more items than its room");
    HEARTS_CHECK((w->items != NULL) == (w->cap > 0), "the save queue has a buffer exactly when it has room");
}

/* Makes the file whole: header, game line (or a resumed game's lines), the first state. */
static FILE *create_file(save_writer_t *w)
{
    FILE *f = kvfile_begin_path(w->path);
    if (!f) {
        return NULL;
    }
    char line[SAVEGAME_LINE_MAX];
    fwrite(line, 1, savegame_header_line(line, sizeof line, &w->head), f);
    if (w->resume_lines) {
        fputs(w->resume_lines, f);
    } else {
        const char *players[SEAT_MAX] = {w->players[0], w->players[1], w->players[2], w->players[3], w->players[4]};
        gamelog_write_game(f, &w->rules, w->seed, players);
    }
    fwrite(line, 1, savegame_state_line(line, sizeof line, &w->head), f);
    if (!kvfile_commit_path(f, w->path)) {
        return NULL;
    }
    return fopen(w->path, "ab");
}

static bool write_batch(save_writer_t *w, const item_t *items, size_t n)
{
    bool sync = false;
    char line[SAVEGAME_LINE_MAX];
    w->batches++;
    for (size_t i = 0; i < n; i++) {
        HEARTS_CHECK(items[i].kind == ITEM_EVENT || items[i].kind == ITEM_STATE, "a queued save item is a known kind");
        if (items[i].kind == ITEM_EVENT) {
            gamelog_write_event(w->f, &w->rules, &items[i].ev);
        } else {
            size_t len = savegame_state_line(line, sizeof line, &items[i].state);
            if (w->fault_at > 0 && w->batches == w->fault_at) {
                /* fault injection: half a line reaches the file, then the process is gone, as if killed */
                fwrite(line, 1, len / 2, w->f);
                fflush(w->f);
                _exit(9);
            }
            fwrite(line, 1, len, w->f);
        }
        sync |= items[i].sync;
    }
    bool ok = !ferror(w->f) && fflush(w->f) == 0;
    return ok && (!sync || kvfile_sync(w->f));
}

static int writer_main(void *arg)
{
    save_writer_t *w = arg;
    FILE *f = create_file(w);
    SDL_LockMutex(w->mutex);
    w->f = f;
    w->started = true;
    SDL_CondBroadcast(w->cond);
    if (!f) {
        w->failed = true;
        fprintf(stderr, _("hearts: the game cannot be saved to %s: %s\n"), w->path, strerror(errno));
    }
    for (;;) {
        while (!w->quit && w->count == 0) {
            SDL_CondWait(w->cond, w->mutex);
        }
        if (w->count == 0 && w->quit) {
            break;
        }
        check_queue(w);
        HEARTS_CHECK(!w->busy, "the save thread writes one batch at a time");
        item_t *items = w->items;
        size_t n = w->count;
        w->items = NULL;
        w->count = w->cap = 0;
        w->busy = true;
        SDL_UnlockMutex(w->mutex);
        bool ok = w->f == NULL || write_batch(w, items, n);
        free(items);
        SDL_LockMutex(w->mutex);
        w->busy = false;
        if (!ok && !w->failed) {
            w->failed = true;
            fprintf(stderr, _("hearts: the game can no longer be saved to %s\n"), w->path);
        }
        SDL_CondBroadcast(w->cond);
    }
    SDL_UnlockMutex(w->mutex);
    return 0;
}

save_writer_t *save_writer_open(const char *path, const save_header_t *h, const rules_t *rules, uint64_t seed,
                                const char *const players[SEAT_MAX], const char *resume_lines)
{
    save_writer_t *w = calloc(1, sizeof *w);
    if (!w) {
        fatal("Out of memory.");
    }
    snprintf(w->path, sizeof w->path, "%s", path);
    w->head = *h;
    w->rules = *rules;
    w->seed = seed;
    for (int i = 0; i < rules->players && i < SEAT_MAX; i++) {
        snprintf(w->players[i], sizeof w->players[i], "%s", players[i]);
    }
    if (resume_lines) {
        size_t n = strlen(resume_lines);
        w->resume_lines = malloc(n + 1);
        if (!w->resume_lines) {
            fatal("Out of memory.");
        }
        memcpy(w->resume_lines, resume_lines, n + 1);
    }
    const char *fault = getenv("HEARTS_FAULT_SAVE_KILL");
    w->fault_at = fault ? atoi(fault) : 0;
    w->mutex = SDL_CreateMutex();
    w->cond = SDL_CreateCond();
    if (!w->mutex || !w->cond) {
        fatal(_("Could not create a lock for saving the game: %s"), SDL_GetError());
    }
    w->thread = SDL_CreateThread(writer_main, "hearts-save", w);
    if (!w->thread) {
        fatal(_("Could not start the thread that saves the game: %s"), SDL_GetError());
    }
    return w;
}

static void push(save_writer_t *w, const item_t *it)
{
    if (!w) {
        return;
    }
    SDL_LockMutex(w->mutex);
    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 32;
        item_t *ni = realloc(w->items, cap * sizeof *ni);
        if (!ni) {
            fatal("Out of memory.");
        }
        w->items = ni;
        w->cap = cap;
    }
    w->items[w->count++] = *it;
    check_queue(w);
    SDL_CondBroadcast(w->cond);
    SDL_UnlockMutex(w->mutex);
}

void save_writer_event(save_writer_t *w, const game_event_t *ev)
{
    item_t it;
    memset(&it, 0, sizeof it);
    it.kind = ITEM_EVENT;
    it.ev = *ev;
    push(w, &it);
}

void save_writer_state(save_writer_t *w, const save_header_t *h, bool sync)
{
    item_t it;
    memset(&it, 0, sizeof it);
    it.kind = ITEM_STATE;
    it.state = *h;
    it.sync = sync;
    push(w, &it);
}

save_writer_t *save_writer_reopen(save_writer_t *w, const save_header_t *h, const char *resume_lines)
{
    char path[sizeof w->path], players[SEAT_MAX][32];
    rules_t rules = w->rules;
    uint64_t seed = w->seed;
    memcpy(path, w->path, sizeof path);
    memcpy(players, w->players, sizeof players);
    save_writer_close(w, false);
    const char *names[SEAT_MAX] = {players[0], players[1], players[2], players[3], players[4]};
    return save_writer_open(path, h, &rules, seed, names, resume_lines);
}

void save_writer_flush(save_writer_t *w)
{
    if (!w) {
        return;
    }
    SDL_LockMutex(w->mutex);
    while (!w->started || w->count > 0 || w->busy) {
        SDL_CondWait(w->cond, w->mutex);
    }
    SDL_UnlockMutex(w->mutex);
}

void save_writer_close(save_writer_t *w, bool remove_file)
{
    if (!w) {
        return;
    }
    SDL_LockMutex(w->mutex);
    w->quit = true;
    SDL_CondBroadcast(w->cond);
    SDL_UnlockMutex(w->mutex);
    SDL_WaitThread(w->thread, NULL);
    HEARTS_CHECK(w->count == 0 && !w->busy, "the save thread wrote everything queued before it stopped");
    if (w->f) {
        if (!remove_file) {
            (void)kvfile_sync(w->f); /* a failed fsync on close is reported by nobody: the data is written */
        }
        fclose(w->f);
    }
    if (remove_file) {
        remove(w->path);
    }
    free(w->items);
    free(w->resume_lines);
    SDL_DestroyCond(w->cond);
    SDL_DestroyMutex(w->mutex);
    free(w);
}
