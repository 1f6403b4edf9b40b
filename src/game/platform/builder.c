#include "platform/builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/check.h"
#include "hearts/intl.h"
#include "platform/card_cache.h"
#include "platform/datadir.h"
#include "platform/fatal.h"
#include "platform/image.h"

typedef enum { ST_IDLE, ST_TODO, ST_RUNNING, ST_DONE } job_state_t; /* IDLE: a source no job needs (yet) */

enum { P_FACES, P_FACES4, P_TABLE, P_BACKS, P_SHADOW, P_COUNT }; /* the data files */

struct builder {
    SDL_mutex *lock;
    SDL_cond *changed;
    SDL_Thread *thread;
    Uint32 wake_event;
    bool quit;
    unsigned gen;
    build_params_t want;
    job_state_t state[BJ_COUNT];
    unsigned ran_gen[BJ_COUNT];            /* the generation a running or done job was made for */
    SDL_Surface *out[BJ_COUNT][BUILD_OUT]; /* finished, not yet taken */
    bool taken[BJ_COUNT];                  /* its images were handed out */
    char paths[P_COUNT][ASSET_PATH_MAX];
    char data_dir[ASSET_PATH_MAX];      /* the folder of cards.png: the court cards are beside it */
    unsigned long long src_id[P_COUNT]; /* each one's path, size and time: the cache's key */
    char cache_dir[ASSET_PATH_MAX];     /* "" : no cache */
    bool cached[BJ_COUNT];              /* the current generation's result is in the cache */
    SDL_Surface *faces_src[2], *table_src, *backs_src, *shadow_src;
    char faces_courts[2][COURTS_LETTERS]; /* the letters on faces_src's courts */
    int faces_held;                       /* builder_hold_faces_source's holds */
    Uint32 quiet_until;                   /* SDL_GetTicks: the worker starts a new size only once it has held a while */
    char error[1400];
};

#define RESIZE_SETTLE_MS 120 /* a window being dragged: only the size it stops at is made */

/* ---- The graph ---- */

static bool is_source(build_job_t j)
{
    return j <= BJ_SRC_SHADOW;
}

static build_job_t source_of(build_job_t j)
{
    switch (j) {
    case BJ_FACES0:
    case BJ_FACES1:
    case BJ_FACES2:
        return BJ_SRC_FACES;
    case BJ_BACKGROUND:
        return BJ_SRC_TABLE;
    case BJ_BACKS:
    case BJ_PREVIEWS:
        return BJ_SRC_BACKS;
    case BJ_SHADOWS:
        return BJ_SRC_SHADOW;
    default:
        return j;
    }
}

static int outputs(build_job_t j)
{
    return j == BJ_BACKS || j == BJ_SHADOWS || j == BJ_PREVIEWS ? 4 : 1;
}

static int face_size(build_job_t j)
{
    return j == BJ_FACES0 ? 0 : j == BJ_FACES1 ? 1 : 2;
}

static bool source_loaded(const builder_t *b, build_job_t j, const build_params_t *p)
{
    switch (j) {
    case BJ_SRC_FACES:
        return b->faces_src[p->four] != NULL && strcmp(b->faces_courts[p->four], p->courts) == 0;
    case BJ_SRC_TABLE:
        return b->table_src != NULL;
    case BJ_SRC_BACKS:
        return b->backs_src != NULL;
    case BJ_SRC_SHADOW:
        return b->shadow_src != NULL;
    default:
        return false;
    }
}

static bool deps_done(const builder_t *b, build_job_t j)
{
    return is_source(j) || b->cached[j] || b->state[source_of(j)] == ST_DONE;
}

/* ---- The states: every change goes through these three ---- */

/* A change that no runner makes: between IDLE, TODO and DONE. Locked. */
static void set_state(builder_t *b, build_job_t j, job_state_t to)
{
    HEARTS_CHECK(b->state[j] != ST_RUNNING && to != ST_RUNNING, "only its runner moves a running job");
    HEARTS_CHECK(to != ST_IDLE || is_source(j), "only a source is ever idle");
    HEARTS_CHECK(to == ST_DONE || is_source(j) || b->out[j][0] == NULL, "a job to make holds no images");
    b->state[j] = to;
}

/* TODO -> RUNNING, for the current generation. Locked. */
static void start_job(builder_t *b, build_job_t j)
{
    HEARTS_CHECK(b->state[j] == ST_TODO, "a job starts only from TODO");
    HEARTS_CHECK(deps_done(b, j), "a job starts only once its source is read (or its result is cached)");
    b->state[j] = ST_RUNNING;
    b->ran_gen[j] = b->gen;
}

/* RUNNING -> to, by the thread that ran it. Locked. */
static void end_job(builder_t *b, build_job_t j, job_state_t to)
{
    HEARTS_CHECK(b->state[j] == ST_RUNNING, "only a running job ends");
    HEARTS_CHECK(to != ST_RUNNING, "a job that ends is no longer running");
    HEARTS_CHECK(to != ST_IDLE || is_source(j), "only a source is ever idle");
    b->state[j] = to;
}

/* A source is read when a job that is to run needs it, and only then (a start whose cards are all in
 * the cache reads no image at all). Locked. */
static void update_sources(builder_t *b)
{
    for (int s = 0; s <= BJ_SRC_SHADOW; s++) {
        if (b->state[s] == ST_RUNNING) {
            continue;
        }
        if (source_loaded(b, (build_job_t)s, &b->want)) {
            set_state(b, (build_job_t)s, ST_DONE);
            continue;
        }
        bool needed = false;
        for (int j = BJ_SRC_SHADOW + 1; j < BJ_COUNT; j++) {
            needed = needed || ((int)source_of((build_job_t)j) == s && b->state[j] == ST_TODO && !b->cached[j]);
        }
        set_state(b, (build_job_t)s, needed ? ST_TODO : ST_IDLE);
    }
}

/* A job that can run now: want itself if it can, else the first in order (any job is worth doing
 * while waiting: the first frame needs most of them), or -1. Locked. */
static int claim(builder_t *b, int want)
{
    int j = -1;
    if (b->error[0] || b->quit) {
        return -1; /* the game stops: nothing more is made */
    }
    if (want >= 0 && b->state[want] == ST_TODO && deps_done(b, (build_job_t)want)) {
        j = want;
    }
    for (int k = 0; k < BJ_COUNT && j < 0; k++) {
        if (b->state[k] == ST_TODO && deps_done(b, (build_job_t)k)) {
            j = k;
        }
    }
    if (j >= 0) {
        start_job(b, (build_job_t)j);
    }
    return j;
}

/* ---- The cache's key ---- */

/* The court cards of p's letters for p's deck, beside cards.png. */
static void courts_path(const builder_t *b, const build_params_t *p, char *out, size_t len)
{
    char name[32];
    courts_file(p->courts, p->four, name, sizeof name);
    snprintf(out, len, "%s/%s", b->data_dir, name);
}

static const char *const JOB_NAME[BJ_COUNT] = {"",      "",        "",         "",      "faces", "table",
                                               "backs", "shadows", "previews", "faces", "faces"};

/* The sizes job j's images depend on, in v; how many. */
static int key_sizes(build_job_t j, const build_params_t *p, int *v)
{
    int n = 0;
    v[n++] = 2; /* the format of what is made: bump when the making changes */
    switch (j) {
    case BJ_FACES0:
    case BJ_FACES1:
    case BJ_FACES2:
        v[n++] = p->four;
        v[n++] = p->cell_w[face_size(j)];
        v[n++] = p->cell_h[face_size(j)];
        break;
    case BJ_BACKGROUND:
        v[n++] = p->pw;
        v[n++] = p->ph;
        break;
    case BJ_BACKS:
        v[n++] = p->back;
        /* fall through */
    case BJ_SHADOWS:
        for (int i = 0; i < BUILD_SIZES; i++) {
            v[n++] = p->cell_w[i];
            v[n++] = p->cell_h[i];
        }
        break;
    case BJ_PREVIEWS:
        v[n++] = p->cell_w[BUILD_SIZES - 1];
        v[n++] = p->cell_h[BUILD_SIZES - 1];
        break;
    default:
        break;
    }
    return n;
}

/* The cache file of job j for params p ("" without a cache). */
static void cache_path(const builder_t *b, build_job_t j, const build_params_t *p, char *out, size_t len)
{
    out[0] = '\0';
    if (!b->cache_dir[0] || is_source(j)) {
        return;
    }
    int v[16];
    int n = key_sizes(j, p, v);
    build_job_t src = source_of(j);
    int si = src == BJ_SRC_FACES   ? (p->four ? P_FACES4 : P_FACES)
             : src == BJ_SRC_TABLE ? P_TABLE
             : src == BJ_SRC_BACKS ? P_BACKS
                                   : P_SHADOW;
    unsigned long long h = card_cache_hash(b->src_id[si], v, (size_t)n * sizeof v[0]);
    if (src == BJ_SRC_FACES && strcmp(p->courts, COURTS_PLAIN) != 0) {
        /* another language's court cards over the atlas: their letters and their file are part of it */
        char courts[ASSET_PATH_MAX + 64];
        courts_path(b, p, courts, sizeof courts);
        unsigned long long id = card_cache_file_id(courts);
        h = card_cache_hash(h, p->courts, strlen(p->courts));
        h = card_cache_hash(h, &id, sizeof id);
    }
    snprintf(out, len, "%s/%s-%016llx.raw", b->cache_dir, JOB_NAME[j], h);
}

/* ---- Running a job ---- */

/* Reads the deck's atlas, with the language's court cards over its J, Q, K: or, if they cannot be read,
 * the atlas as it is, with J, Q, K in the words too (courts_mark_bad), and a word why. */
static SDL_Surface *read_faces(const builder_t *b, const build_params_t *p, char *letters, char *err, size_t errlen)
{
    bool plain = strcmp(p->courts, COURTS_PLAIN) == 0;
    char courts[ASSET_PATH_MAX + 64], courts_err[ASSET_PATH_MAX + 512];
    courts_path(b, p, courts, sizeof courts);
    SDL_Surface *s = image_load_faces(b->paths[p->four ? P_FACES4 : P_FACES], plain ? NULL : courts, err, errlen,
                                      courts_err, sizeof courts_err);
    snprintf(letters, COURTS_LETTERS, "%s", p->courts);
    if (s && courts_err[0]) {
        fprintf(stderr, "hearts: %s %s\n", courts_err, _("The cards keep the letters J, Q and K, in words too."));
        courts_mark_bad(p->courts);
        snprintf(letters, COURTS_LETTERS, "%s", COURTS_PLAIN);
    }
    return s;
}

/* Source job j: its image in out[0]. */
static void read_source(const builder_t *b, build_job_t j, const build_params_t *p, SDL_Surface **out, char *letters,
                        char *err, size_t errlen)
{
    switch (j) {
    case BJ_SRC_FACES:
        out[0] = read_faces(b, p, letters, err, errlen);
        break;
    case BJ_SRC_TABLE:
        out[0] = image_load(b->paths[P_TABLE], 0, 0, false, err, errlen);
        break;
    case BJ_SRC_BACKS:
        out[0] = image_load(b->paths[P_BACKS], IMAGE_CELL_W * 4, IMAGE_CELL_H, false, err, errlen);
        break;
    default:
        out[0] = image_load(b->paths[P_SHADOW], IMAGE_SHADOW_W, IMAGE_SHADOW_H, false, err, errlen);
        break;
    }
}

/* Job j (not a source) made from its source: its images in out. */
static void make(const builder_t *b, build_job_t j, const build_params_t *p, SDL_Surface **out)
{
    switch (j) {
    case BJ_FACES0:
    case BJ_FACES1:
    case BJ_FACES2: {
        int i = face_size(j);
        out[0] = image_resample(b->faces_src[p->four], NULL, p->cell_w[i] * 13, p->cell_h[i] * 4);
        break;
    }
    case BJ_BACKGROUND:
        out[0] = image_felt(b->table_src, p->pw, p->ph);
        break;
    case BJ_BACKS:
        for (int i = 0; i < BUILD_SIZES; i++) {
            SDL_Rect src_rect = {p->back * IMAGE_CELL_W, 0, IMAGE_CELL_W, IMAGE_CELL_H};
            out[i] = image_resample(b->backs_src, &src_rect, p->cell_w[i], p->cell_h[i]);
        }
        out[3] = image_rotate_quarter(out[1]);
        break;
    case BJ_SHADOWS:
        for (int i = 0; i < BUILD_SIZES; i++) {
            int m = p->shadow_pad[i];
            out[i] = image_resample(b->shadow_src, NULL, p->cell_w[i] + 2 * m, p->cell_h[i] + 2 * m);
        }
        out[3] = image_rotate_quarter(out[1]);
        break;
    default: /* BJ_PREVIEWS */
        for (int k = 0; k < 4; k++) {
            SDL_Rect src_rect = {k * IMAGE_CELL_W, 0, IMAGE_CELL_W, IMAGE_CELL_H};
            out[k] = image_resample(b->backs_src, &src_rect, p->cell_w[2], p->cell_h[2]);
        }
        break;
    }
}

/* Runs job j for params p; its surfaces in out (a source job: the image read; the face atlas's court
 * letters in letters). Unlocked: reads only sources already loaded, which are not changed while a job
 * that reads them runs (run_claimed). False when the job needs its source after all (its cache file
 * went away). */
static bool run(const builder_t *b, build_job_t j, const build_params_t *p, SDL_Surface **out, char *letters, char *err,
                size_t errlen)
{
    if (is_source(j)) {
        read_source(b, j, p, out, letters, err, errlen);
        return true;
    }
    char cpath[ASSET_PATH_MAX + 64];
    cache_path(b, j, p, cpath, sizeof cpath);
    if (cpath[0] && card_cache_load(cpath, out, outputs(j))) {
        return true;
    }
    if (!source_loaded(b, source_of(j), p)) {
        return false;
    }
    make(b, j, p, out);
    for (int k = 0; k < outputs(j); k++) {
        if (!out[k]) {
            snprintf(err, errlen, "%s", _("Out of memory while preparing the card images."));
            return true;
        }
    }
    card_cache_save(cpath, out, outputs(j), b->cache_dir);
    return true;
}

static void builder_request_locked(builder_t *b, const build_params_t *p);

/* A faces job is running (it reads a face atlas). Locked. */
static bool faces_running(const builder_t *b)
{
    return b->state[BJ_FACES0] == ST_RUNNING || b->state[BJ_FACES1] == ST_RUNNING ||
           b->state[BJ_FACES2] == ST_RUNNING || b->faces_held > 0;
}

/* Keeps what source job j read for params p (out: its image, letters: the court letters on a face
 * atlas), and ends it. Locked. */
static void keep_source(builder_t *b, build_job_t j, const build_params_t *p, SDL_Surface *out, const char *letters,
                        bool failed)
{
    if (j == BJ_SRC_FACES && out && b->faces_src[p->four] && strcmp(b->faces_courts[p->four], letters) != 0) {
        /* the atlas of another language's court cards: let go once nothing reads it (a job claimed for
         * this generation waits for this one; one of a generation before may run) */
        while (faces_running(b)) {
            SDL_CondWait(b->changed, b->lock);
        }
        SDL_FreeSurface(b->faces_src[p->four]);
        b->faces_src[p->four] = NULL;
    }
    SDL_Surface **slot = j == BJ_SRC_FACES   ? &b->faces_src[p->four]
                         : j == BJ_SRC_TABLE ? &b->table_src
                         : j == BJ_SRC_BACKS ? &b->backs_src
                                             : &b->shadow_src;
    if (!*slot) {
        *slot = out;
        if (j == BJ_SRC_FACES) {
            snprintf(b->faces_courts[p->four], COURTS_LETTERS, "%s", letters);
        }
    } else if (out) {
        SDL_FreeSurface(out);
    }
    if (j == BJ_SRC_FACES && strcmp(letters, p->courts) != 0 && strcmp(b->want.courts, p->courts) == 0) {
        /* the court cards could not be read: the faces keep J, Q, K, as the words do now */
        build_params_t plain = b->want;
        snprintf(plain.courts, COURTS_LETTERS, "%s", COURTS_PLAIN);
        builder_request_locked(b, &plain);
    }
    /* the deck may have changed while this one was read: update_sources says */
    end_job(b, j, failed ? ST_DONE : ST_IDLE);
}

/* Keeps what job j made (ran: false if its source was needed after all), and ends it. Locked. */
static void keep_made(builder_t *b, build_job_t j, SDL_Surface **out, bool ran)
{
    if (!ran) {
        b->cached[j] = false; /* made from its source after all */
        end_job(b, j, ST_TODO);
    } else if (b->ran_gen[j] != b->gen) {
        card_cache_free(out, BUILD_OUT);
        end_job(b, j, ST_TODO); /* asked for again at another size meanwhile */
    } else {
        HEARTS_CHECK(b->out[j][0] == NULL, "a job that ends holds no images of before");
        memcpy(b->out[j], out, sizeof b->out[j]);
        b->taken[j] = false;
        end_job(b, j, ST_DONE);
    }
}

/* Runs one claimed job with the lock released, and records its result. Locked on entry and exit. */
static void run_claimed(builder_t *b, build_job_t j)
{
    build_params_t p = b->want;
    SDL_Surface *out[BUILD_OUT] = {NULL};
    char err[sizeof b->error] = "", letters[COURTS_LETTERS] = "";
    SDL_UnlockMutex(b->lock);
    bool ran = run(b, j, &p, out, letters, err, sizeof err);
    SDL_LockMutex(b->lock);
    if (err[0] && !b->error[0]) {
        snprintf(b->error, sizeof b->error, "%s", err);
    }
    if (is_source(j)) {
        keep_source(b, j, &p, out[0], letters, err[0] != '\0');
    } else {
        keep_made(b, j, out, ran);
    }
    update_sources(b);
    SDL_CondBroadcast(b->changed);
    if (b->wake_event != (Uint32)-1 && b->wake_event != 0) {
        SDL_Event ev;
        SDL_zero(ev);
        ev.type = b->wake_event;
        SDL_PushEvent(&ev);
    }
}

/* Nothing left to make: the images read are let go (the face atlas alone is 11 MB); a later size
 * reads them again. Locked. */
static void drop_sources(builder_t *b)
{
    for (int j = 0; j < BJ_COUNT; j++) {
        if (b->state[j] == ST_RUNNING || b->state[j] == ST_TODO) {
            return;
        }
    }
    if (b->faces_held > 0) {
        return;
    }
    SDL_Surface **srcs[] = {&b->faces_src[0], &b->faces_src[1], &b->table_src, &b->backs_src, &b->shadow_src};
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        if (*srcs[i]) {
            SDL_FreeSurface(*srcs[i]);
            *srcs[i] = NULL;
        }
    }
    update_sources(b); /* each source is idle again */
}

static int builder_main(void *arg)
{
    builder_t *b = arg;
    SDL_LockMutex(b->lock);
    while (!b->quit) {
        Uint32 now = SDL_GetTicks();
        if (b->quiet_until && !SDL_TICKS_PASSED(now, b->quiet_until)) {
            SDL_CondWaitTimeout(b->changed, b->lock, b->quiet_until - now);
            continue;
        }
        b->quiet_until = 0;
        int j = claim(b, -1);
        if (j < 0) {
            drop_sources(b);
            SDL_CondWait(b->changed, b->lock);
            continue;
        }
        run_claimed(b, (build_job_t)j);
    }
    SDL_UnlockMutex(b->lock);
    return 0;
}

/* ---- Requests ---- */

/* Whether job j is to be made again for p, given what changed since the request before. */
static bool same_size(const build_params_t *was, const build_params_t *p)
{
    return p->scale == was->scale && memcmp(p->cell_w, was->cell_w, sizeof p->cell_w) == 0 &&
           memcmp(p->cell_h, was->cell_h, sizeof p->cell_h) == 0;
}

static bool redo(build_job_t j, const build_params_t *was, const build_params_t *p)
{
    bool size = !same_size(was, p); /* the scale, or the cards' sizes on a table of another shape */
    switch (j) {
    case BJ_FACES0:
    case BJ_FACES1:
    case BJ_FACES2:
        return size || p->four != was->four || strcmp(p->courts, was->courts) != 0;
    case BJ_BACKGROUND:
        return p->pw != was->pw || p->ph != was->ph;
    case BJ_BACKS:
        return size || p->back != was->back;
    default:
        return size;
    }
}

/* A new generation: every job made for another size, deck or back is done again. Locked. */
static void builder_request_locked(builder_t *b, const build_params_t *p)
{
    if (b->gen > 0 && !same_size(&b->want, p)) {
        b->quiet_until = SDL_GetTicks() + RESIZE_SETTLE_MS; /* textures exist: they are drawn meanwhile */
        b->quiet_until += !b->quiet_until;
    }
    b->gen++;
    build_params_t was = b->want;
    b->want = *p;
    for (int j = BJ_SRC_SHADOW + 1; j < BJ_COUNT; j++) {
        if (!redo((build_job_t)j, &was, p)) {
            if (b->state[j] != ST_TODO) {
                b->ran_gen[j] = b->gen; /* still right for the new generation */
            }
            continue;
        }
        char path[ASSET_PATH_MAX + 64];
        cache_path(b, (build_job_t)j, p, path, sizeof path);
        SDL_RWops *rw = path[0] ? SDL_RWFromFile(path, "rb") : NULL;
        b->cached[j] = rw != NULL;
        if (rw) {
            SDL_RWclose(rw);
        }
        if (b->state[j] == ST_DONE) {
            card_cache_free(b->out[j], BUILD_OUT);
            set_state(b, (build_job_t)j, ST_TODO);
        }
        /* a running job finds the generation changed when it ends, and is queued again then */
    }
    update_sources(b);
    SDL_CondBroadcast(b->changed);
}

void builder_request(builder_t *b, const build_params_t *p)
{
    SDL_LockMutex(b->lock);
    builder_request_locked(b, p);
    SDL_UnlockMutex(b->lock);
}

/* ---- The main thread's side ---- */

bool builder_take(builder_t *b, build_job_t j, build_result_t *r)
{
    SDL_LockMutex(b->lock);
    bool ready = !is_source(j) && b->state[j] == ST_DONE && !b->taken[j] && b->ran_gen[j] == b->gen;
    if (ready) {
        HEARTS_CHECK(b->out[j][0] != NULL, "a finished job holds its images");
        memcpy(r->out, b->out[j], sizeof r->out);
        memset(b->out[j], 0, sizeof b->out[j]);
        snprintf(r->courts, sizeof r->courts, "%s", b->want.courts);
        b->taken[j] = true;
    }
    SDL_UnlockMutex(b->lock);
    return ready;
}

static void check_locked(builder_t *b)
{
    if (b->error[0]) {
        char msg[sizeof b->error];
        snprintf(msg, sizeof msg, "%s", b->error);
        /* the builder starts nothing more while the game stops */
        b->quit = true;
        SDL_CondBroadcast(b->changed);
        SDL_UnlockMutex(b->lock);
        fatal("%s", msg);
    }
}

void builder_check(builder_t *b)
{
    SDL_LockMutex(b->lock);
    check_locked(b);
    SDL_UnlockMutex(b->lock);
}

static bool job_ready(const builder_t *b, build_job_t j)
{
    return b->state[j] == ST_DONE && (is_source(j) || b->ran_gen[j] == b->gen);
}

bool builder_wait(builder_t *b, build_job_t j, bool faces_source)
{
    SDL_LockMutex(b->lock);
    bool source = false;
    while (!job_ready(b, j) && !source) {
        check_locked(b);
        source = faces_source && source_loaded(b, BJ_SRC_FACES, &b->want);
        int k = source ? -1 : claim(b, j);
        if (k >= 0) {
            run_claimed(b, (build_job_t)k);
        } else if (!source) {
            SDL_CondWait(b->changed, b->lock);
        }
    }
    check_locked(b);
    SDL_UnlockMutex(b->lock);
    return source;
}

SDL_Surface *builder_hold_faces_source(builder_t *b)
{
    SDL_LockMutex(b->lock);
    SDL_Surface *s = source_loaded(b, BJ_SRC_FACES, &b->want) ? b->faces_src[b->want.four] : NULL;
    b->faces_held += s != NULL;
    SDL_UnlockMutex(b->lock);
    return s;
}

void builder_release(builder_t *b, SDL_Surface *source)
{
    SDL_LockMutex(b->lock);
    HEARTS_CHECK(source == NULL || b->faces_held > 0, "a source released was held");
    b->faces_held -= source != NULL;
    SDL_CondBroadcast(b->changed);
    SDL_UnlockMutex(b->lock);
}

void builder_wake_with(builder_t *b, Uint32 event)
{
    SDL_LockMutex(b->lock);
    b->wake_event = event;
    SDL_UnlockMutex(b->lock);
}

/* ---- Start and end ---- */

/* Whether the cache folder may hold faces made before (any at all): if not, the face atlas will be
 * needed, and is read at once, while SDL starts. */
static bool may_have_faces(const char *cache_dir)
{
    if (!cache_dir[0]) {
        return false;
    }
    char probe[ASSET_PATH_MAX + 64];
    snprintf(probe, sizeof probe, "%s", cache_dir);
    return card_cache_any(probe, "faces-");
}

builder_t *builder_start(const char *const paths[5], const char *cache_dir, bool four, char *err, size_t errlen)
{
    builder_t *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(err, errlen, "%s", _("Out of memory while loading the card images."));
        return NULL;
    }
    for (int i = 0; i < P_COUNT; i++) {
        snprintf(b->paths[i], sizeof b->paths[i], "%s", paths[i]);
        b->src_id[i] = card_cache_file_id(b->paths[i]);
    }
    /* the folder of cards.png, where the court cards of other letters are too */
    snprintf(b->data_dir, sizeof b->data_dir, "%s", b->paths[P_FACES]);
    char *slash = strrchr(b->data_dir, '/');
    if (slash) {
        *slash = '\0';
    }
    if (cache_dir && cache_dir[0] && card_cache_make_dir(cache_dir)) {
        snprintf(b->cache_dir, sizeof b->cache_dir, "%s", cache_dir);
    }
    b->lock = SDL_CreateMutex();
    b->changed = SDL_CreateCond();
    if (!b->lock || !b->changed) {
        snprintf(err, errlen, _("Could not start the image loader: %s"), SDL_GetError());
        builder_free(b);
        return NULL;
    }
    b->want.four = four;
    courts_letters(b->want.courts);
    b->want.scale = -1;
    b->want.back = -1;
    for (int j = 0; j < BJ_COUNT; j++) {
        b->state[j] = is_source((build_job_t)j) ? ST_IDLE : ST_DONE;
        b->taken[j] = true;
    }
    if (!may_have_faces(b->cache_dir)) {
        b->state[BJ_SRC_FACES] = ST_TODO;
    }
    b->thread = SDL_CreateThread(builder_main, "hearts-assets", b);
    /* no thread: the main thread makes everything when it is needed */
    return b;
}

void builder_free(builder_t *b)
{
    if (!b) {
        return;
    }
    if (b->lock) {
        SDL_LockMutex(b->lock);
        b->quit = true;
        SDL_CondBroadcast(b->changed);
        SDL_UnlockMutex(b->lock);
    }
    if (b->thread) {
        SDL_WaitThread(b->thread, NULL);
    }
    for (int j = 0; j < BJ_COUNT; j++) {
        card_cache_free(b->out[j], BUILD_OUT);
    }
    SDL_Surface *srcs[] = {b->faces_src[0], b->faces_src[1], b->table_src, b->backs_src, b->shadow_src};
    for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        SDL_FreeSurface(srcs[i]);
    }
    SDL_DestroyCond(b->changed);
    SDL_DestroyMutex(b->lock);
    free(b);
}
