/* hearts-sim's run (sim_run.h): games shared out to worker threads, their results and logs taken back
 * strictly in game order. */
#define _POSIX_C_SOURCE 200809L

#include "sim_run.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

#include "bot.h"
#include "match.h"

#define WINDOW 256 /* games that may be finished ahead of the one being written */
#define BATCH  16  /* games the writer waits for at once (at most WINDOW) */
/* A worker waits only with the whole window started, so the writer's batch has all been started. */
_Static_assert(BATCH <= WINDOW, "the writer's batch must fit in the window");

/* One game's log, kept in memory until its turn to be written. POSIX: open_memstream. Windows has no
 * memory streams: a temporary file that is deleted when closed ("D"), read back at the close. */
#ifdef _WIN32
static FILE *log_buffer_open(char **buf, size_t *len)
{
    *buf = NULL;
    *len = 0;
    char dir[MAX_PATH], name[MAX_PATH];
    if (GetTempPathA(sizeof dir, dir) == 0 || GetTempFileNameA(dir, "hsl", 0, name) == 0) {
        return NULL;
    }
    return fopen(name, "w+bD");
}

static void log_buffer_close(FILE *f, char **buf, size_t *len)
{
    long n = ftell(f);
    char *b = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (b) {
        rewind(f);
        *len = fread(b, 1, (size_t)n, f);
        b[*len] = '\0';
    }
    *buf = b;
    fclose(f);
}
#else
static FILE *log_buffer_open(char **buf, size_t *len)
{
    return open_memstream(buf, len);
}

static void log_buffer_close(FILE *f, char **buf, size_t *len)
{
    (void)buf;
    (void)len;
    fclose(f);
}
#endif

typedef struct {
    bool done;
    bool ok;
    sim_game_t game;
    char *log;
    size_t log_len;
} slot_t;

typedef struct {
    const sim_config_t *cfg;
    pthread_mutex_t mu;
    pthread_cond_t work_cv;   /* a worker may start a game: the window has room again */
    pthread_cond_t gather_cv; /* the games the writer waits for are done */
    int workers_waiting;
    long long gather_until; /* the last game of the batch the writer waits for, or -1 */
    long long next;
    long long consumed;
    slot_t slots[WINDOW];
    sim_times_t times;          /* merged from the workers at the end */
    struct bot *bots[SEAT_MAX]; /* per spec that is an outside bot (then there is one worker) */
} shared_t;

/* ---- Workers ---- */

/* Under the lock: whether every game of the batch the writer waits for is done. */
static bool batch_done(const shared_t *sh)
{
    for (long long k = sh->consumed; k <= sh->gather_until; k++) {
        if (!sh->slots[k % WINDOW].done) {
            return false;
        }
    }
    return true;
}

/* The players of game k (seed, rotation) in tp and players[seat], each named as the log names it. */
static void seat_players(shared_t *sh, long long k, timed_player_t tp[SEAT_MAX], player_t *players[SEAT_MAX],
                         long faults_before[SEAT_MAX], sim_times_t *times)
{
    const sim_config_t *cfg = sh->cfg;
    int n = cfg->seats;
    uint64_t seed = cfg->seed + (uint64_t)(k / cfg->per_deal);
    int rotation = (int)(k % cfg->per_deal);
    char label[96];
    snprintf(label, sizeof label, "game %lld (seed %" PRIu64 ")", k, seed);
    for (int s = 0; s < n; s++) {
        int p = seat_plus(s, -rotation, n);
        timed_player_init(&tp[s], &cfg->specs[p], seed, s, times, p);
        if (sh->bots[p]) {
            tp[s].bot = bot_player(sh->bots[p]);
            bot_begin_game(sh->bots[p], s, &cfg->rules, label);
            faults_before[s] = bot_faults(sh->bots[p]);
        }
        players[s] = &tp[s].base;
    }
    /* What each player is told of the table, as the game shows the levels (a hunter and a bot
     * count as hard: strong defenders of a moon). */
    ai_level_t levels[SEAT_MAX];
    for (int q = 0; q < n; q++) {
        const spec_t *sp = &cfg->specs[seat_plus(q, -rotation, n)];
        levels[q] = sp->bot || sp->hunter ? AI_HARD : sp->level;
    }
    for (int s = 0; s < n; s++) {
        ai_player_tell_table(&tp[s].ai, s, levels, n);
    }
}

/* Plays game k into result (its log in memory when there is a log). */
static void play_game(shared_t *sh, long long k, sim_times_t *times, const char *names[SEAT_MAX], slot_t *result)
{
    const sim_config_t *cfg = sh->cfg;
    int n = cfg->seats;
    uint64_t seed = cfg->seed + (uint64_t)(k / cfg->per_deal);
    int rotation = (int)(k % cfg->per_deal);
    timed_player_t tp[SEAT_MAX];
    player_t *players[SEAT_MAX];
    const char *seat_names[SEAT_MAX];
    long faults_before[SEAT_MAX] = {0};
    seat_players(sh, k, tp, players, faults_before, times);
    for (int s = 0; s < n; s++) {
        seat_names[s] = names[seat_plus(s, -rotation, n)];
    }
    memset(result, 0, sizeof *result);
    result->game.rotation = rotation;
    FILE *log = NULL;
    if (cfg->log_path) {
        log = log_buffer_open(&result->log, &result->log_len);
        if (!log) {
            fprintf(stderr, "hearts-sim: out of memory\n");
            exit(1);
        }
    }
    result->ok = match_play(&cfg->rules, seed, players, cfg->rules.clock_seconds > 0 ? cfg->move_ms : 0, log,
                            seat_names, &result->game.res);
    if (log) {
        log_buffer_close(log, &result->log, &result->log_len);
    }
    for (int s = 0; s < n; s++) {
        int p = seat_plus(s, -rotation, n);
        result->game.moon_tries[s] = tp[s].moon_tries;
        result->game.moon_tries_won[s] = tp[s].moon_tries_won;
        result->game.faults[s] = sh->bots[p] ? bot_faults(sh->bots[p]) - faults_before[s] : 0;
    }
    result->done = true;
}

static void *worker(void *arg)
{
    shared_t *sh = arg;
    const sim_config_t *cfg = sh->cfg;
    sim_times_t *times = calloc(1, sizeof *times);
    if (!times) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    char name_buf[SEAT_MAX][320];
    const char *names[SEAT_MAX];
    for (int s = 0; s < cfg->seats; s++) {
        snprintf(name_buf[s], sizeof name_buf[s], "%s%s", cfg->specs[s].bot ? "" : "ai:", cfg->specs[s].name);
        names[s] = name_buf[s];
    }
    for (;;) {
        pthread_mutex_lock(&sh->mu);
        while (sh->next < cfg->games && sh->next - sh->consumed >= WINDOW) {
            sh->workers_waiting++;
            pthread_cond_wait(&sh->work_cv, &sh->mu);
            sh->workers_waiting--;
        }
        if (sh->next >= cfg->games) {
            pthread_mutex_unlock(&sh->mu);
            break;
        }
        long long k = sh->next++;
        pthread_mutex_unlock(&sh->mu);

        slot_t result;
        play_game(sh, k, times, names, &result);
        pthread_mutex_lock(&sh->mu);
        sh->slots[k % WINDOW] = result;
        if (sh->gather_until >= 0 && k <= sh->gather_until && batch_done(sh)) {
            pthread_cond_signal(&sh->gather_cv);
        }
        pthread_mutex_unlock(&sh->mu);
    }
    pthread_mutex_lock(&sh->mu);
    sim_times_merge(&sh->times, times);
    pthread_mutex_unlock(&sh->mu);
    free(times);
    return NULL;
}

/* ---- The run ---- */

/* One program per outside bot, started before the games. */
static bool start_bots(shared_t *sh)
{
    const sim_config_t *cfg = sh->cfg;
    if (!cfg->any_bot) {
        return true;
    }
    bot_ignore_sigpipe();
    for (int p = 0; p < cfg->seats; p++) {
        if (cfg->specs[p].bot) {
            sh->bots[p] = bot_new(cfg->specs[p].bot, cfg->bot_timeout_ms);
            if (!sh->bots[p]) {
                fprintf(stderr, "hearts-sim: %s\n",
                        errno == ENOSYS ? "outside bots (bot:COMMAND) are not available on Windows" : "out of memory");
                return false;
            }
        }
    }
    return true;
}

/* Takes the games back in order as the workers finish them: into the summary, and their logs into log. */
static void gather(shared_t *sh, FILE *log, summary_t *sum, bool *write_failed)
{
    const sim_config_t *cfg = sh->cfg;
    for (long long k = 0; k < cfg->games; k++) {
        pthread_mutex_lock(&sh->mu);
        slot_t *slot = &sh->slots[k % WINDOW];
        if (!slot->done) {
            /* Woken once for a batch of games, not for each: a wake-up is a system call, and games
             * of the cheap levels finish tens of thousands a second. */
            long long last = k + BATCH - 1 < cfg->games - 1 ? k + BATCH - 1 : cfg->games - 1;
            sh->gather_until = last;
            while (!batch_done(sh)) {
                pthread_cond_wait(&sh->gather_cv, &sh->mu);
            }
            sh->gather_until = -1;
        }
        slot_t result = *slot;
        slot->done = false;
        sh->consumed++;
        if (sh->workers_waiting > 0) {
            pthread_cond_broadcast(&sh->work_cv);
        }
        pthread_mutex_unlock(&sh->mu);

        if (!result.ok) {
            sum->errors++;
            fprintf(stderr, "hearts-sim: game %lld (seed %" PRIu64 "): %s\n", k,
                    cfg->seed + (uint64_t)(k / cfg->per_deal), result.game.res.error);
        } else {
            summary_add(sum, &result.game, cfg->per_deal);
        }
        if (log && result.log && !*write_failed) {
            if (fwrite(result.log, 1, result.log_len, log) != result.log_len) {
                *write_failed = true;
            }
        }
        free(result.log);
    }
}

bool sim_run(const sim_config_t *cfg, FILE *log, summary_t *sum, sim_times_t *times, double *secs, bool *write_failed)
{
    shared_t *sh = calloc(1, sizeof *sh);
    if (!sh) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        return false;
    }
    sh->cfg = cfg;
    if (!start_bots(sh)) {
        return false;
    }
    pthread_mutex_init(&sh->mu, NULL);
    pthread_cond_init(&sh->work_cv, NULL);
    pthread_cond_init(&sh->gather_cv, NULL);
    sh->gather_until = -1;

    double t0 = sim_now_ns();
    int jobs = cfg->jobs < cfg->games ? cfg->jobs : (int)cfg->games;
    pthread_t *threads = calloc((size_t)jobs, sizeof *threads);
    if (!threads) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        return false;
    }
    for (int j = 0; j < jobs; j++) {
        if (pthread_create(&threads[j], NULL, worker, sh) != 0) {
            fprintf(stderr, "hearts-sim: cannot start a worker thread\n");
            return false;
        }
    }
    *write_failed = false;
    gather(sh, log, sum, write_failed);
    for (int j = 0; j < jobs; j++) {
        pthread_join(threads[j], NULL);
    }
    *secs = (sim_now_ns() - t0) / 1e9;
    for (int p = 0; p < cfg->seats; p++) {
        bot_free(sh->bots[p]);
    }
    *times = sh->times;
    free(threads);
    pthread_mutex_destroy(&sh->mu);
    pthread_cond_destroy(&sh->work_cv);
    pthread_cond_destroy(&sh->gather_cv);
    free(sh);
    return true;
}
