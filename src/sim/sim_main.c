/* hearts-sim: plays whole games between AIs without a window (../shared/spec/cli.md).
 *
 * Games are shared out to worker threads; their results and logs are taken back strictly in game
 * order, so the summary and the log are the same whatever --jobs is. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "hearts/ai.h"
#include "hearts/version.h"
#include "match.h"

#define WINDOW 256 /* games that may be finished ahead of the one being written */
#define HIST_BUCKETS 1024
#define HIST_STEPS 16.0 /* buckets per doubling of the decision time */

typedef struct {
    rules_t rules;
    long long games;
    uint64_t seed;
    ai_level_t levels[4];
    int64_t move_ms;
    const char *log_path;
    int jobs;
    bool json;
} sim_config_t;

typedef struct {
    uint64_t count[HIST_BUCKETS];
} histogram_t;

typedef struct {
    bool done;
    bool ok;
    match_result_t res;
    char *log;
    size_t log_len;
} slot_t;

typedef struct {
    const sim_config_t *cfg;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    long long next;
    long long consumed;
    slot_t slots[WINDOW];
    histogram_t hist[4]; /* merged from the workers at the end */
} shared_t;

/* ---- Command line ---- */

static void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hearts-sim: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static void print_help(void)
{
    printf("Usage: hearts-sim [OPTION]...\n"
           "Plays whole games of Hearts between computer players, without a window.\n\n"
           "  --games N              how many games (default 1000)\n"
           "  --seed N               the first game's seed; game k uses seed N+k (default 1)\n"
           "  --preset NAME          tournament (default), classic or omnibus\n"
           "  --rule KEY=VALUE       one rule on top of the preset, e.g. --rule sun=on (may repeat);\n"
           "                         keys: target, clock_seconds, moon, jack_of_diamonds, sun,\n"
           "                         queen_breaks_hearts, first_trick_points, standings\n"
           "  --players LIST         each seat's player, e.g. S=hard,W=normal,N=normal,E=normal;\n"
           "                         levels: random, easy, normal, hard (default all normal)\n"
           "  --move-seconds X       on a clocked preset, virtual seconds each pass and card take (default 1.5)\n"
           "  --log FILE             append every game's log (JSON lines) to FILE\n"
           "  --jobs N               games played in parallel (default: the number of cores)\n"
           "  --json                 print the summary as one JSON object\n"
           "  --help, --version\n");
}

static long long parse_count(const char *flag, const char *v, long long lo, long long hi, const char *example)
{
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi) {
        usage_error("%s takes a whole number from %lld to %lld, not '%s' (e.g. %s %s)", flag, lo, hi, v, flag,
                    example);
    }
    return x;
}

static void parse_players(const char *list, ai_level_t levels[4])
{
    bool seen[4] = {false, false, false, false};
    char buf[256];
    if (strlen(list) >= sizeof buf) {
        usage_error("--players is too long: write it like S=hard,W=normal,N=normal,E=normal");
    }
    strcpy(buf, list);
    for (char *save = NULL, *item = strtok_r(buf, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
        int seat;
        if (!seat_parse(item[0], &seat) || item[1] != '=') {
            usage_error("--players: '%s' is not SEAT=LEVEL with SEAT one of S, W, N, E; write it like "
                        "S=hard,W=normal,N=normal,E=normal",
                        item);
        }
        if (seen[seat]) {
            usage_error("--players names seat %c twice; give each of S, W, N, E once", seat_letter(seat));
        }
        const char *level = item + 2;
        if (strncmp(level, "bot:", 4) == 0) {
            usage_error("--players: outside bots (%s) are not supported by this build yet; use random, easy, "
                        "normal or hard",
                        level);
        }
        if (!ai_level_parse(level, &levels[seat])) {
            usage_error("--players: unknown level '%s' for seat %c; choose random, easy, normal or hard", level,
                        seat_letter(seat));
        }
        seen[seat] = true;
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (!seen[s]) {
            usage_error("--players needs all four seats; seat %c is missing (e.g. S=hard,W=normal,N=normal,E=normal)",
                        seat_letter(s));
        }
    }
}

/* Takes the value of a flag given as "--flag value" or "--flag=value". */
static const char *flag_value(int argc, char **argv, int *i, const char *flag)
{
    size_t n = strlen(flag);
    if (strncmp(argv[*i], flag, n) == 0 && argv[*i][n] == '=') {
        return argv[*i] + n + 1;
    }
    if (*i + 1 >= argc || strncmp(argv[*i + 1], "--", 2) == 0) {
        usage_error("%s needs a value; see hearts-sim --help", flag);
    }
    return argv[++*i];
}

static bool is_flag(const char *arg, const char *flag)
{
    size_t n = strlen(flag);
    return strncmp(arg, flag, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

static void parse_args(int argc, char **argv, sim_config_t *cfg)
{
    /* The preset comes first whatever its place, so --rule always applies on top of it. */
    preset_t preset = PRESET_TOURNAMENT;
    for (int i = 1; i < argc; i++) {
        if (is_flag(argv[i], "--preset")) {
            const char *v = flag_value(argc, argv, &i, "--preset");
            if (!rules_preset_parse(v, &preset)) {
                usage_error("unknown preset '%s': choose tournament, classic or omnibus", v);
            }
        }
    }
    memset(cfg, 0, sizeof *cfg);
    rules_preset(&cfg->rules, preset);
    cfg->games = 1000;
    cfg->seed = 1;
    for (int s = 0; s < SEAT_COUNT; s++) {
        cfg->levels[s] = AI_NORMAL;
    }
    cfg->move_ms = 1500;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    cfg->jobs = cores > 0 ? (int)cores : 1;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        char err[256];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_help();
            exit(0);
        } else if (strcmp(a, "--version") == 0) {
            printf("hearts-sim %s\n", HEARTS_VERSION);
            exit(0);
        } else if (is_flag(a, "--preset")) {
            (void)flag_value(argc, argv, &i, "--preset");
        } else if (is_flag(a, "--games")) {
            cfg->games = parse_count("--games", flag_value(argc, argv, &i, "--games"), 1, 1000000000LL, "1000");
        } else if (is_flag(a, "--seed")) {
            const char *v = flag_value(argc, argv, &i, "--seed");
            char *end;
            errno = 0;
            unsigned long long x = strtoull(v, &end, 10);
            if (errno || end == v || *end || v[0] == '-') {
                usage_error("--seed takes a whole number from 0 to 18446744073709551615, not '%s' (e.g. --seed 42)",
                            v);
            }
            cfg->seed = x;
        } else if (is_flag(a, "--rule")) {
            if (!rules_set_option(&cfg->rules, flag_value(argc, argv, &i, "--rule"), err, sizeof err)) {
                usage_error("%s", err);
            }
        } else if (is_flag(a, "--players")) {
            parse_players(flag_value(argc, argv, &i, "--players"), cfg->levels);
        } else if (is_flag(a, "--move-seconds")) {
            const char *v = flag_value(argc, argv, &i, "--move-seconds");
            char *end;
            errno = 0;
            double x = strtod(v, &end);
            if (errno || end == v || *end || !(x >= 0 && x <= 3600)) {
                usage_error("--move-seconds takes seconds from 0 to 3600, not '%s' (e.g. --move-seconds 1.5)", v);
            }
            cfg->move_ms = (int64_t)llround(x * 1000.0);
        } else if (is_flag(a, "--log")) {
            cfg->log_path = flag_value(argc, argv, &i, "--log");
            if (!cfg->log_path[0]) {
                usage_error("--log needs a file name (e.g. --log games.jsonl)");
            }
        } else if (is_flag(a, "--jobs")) {
            cfg->jobs = (int)parse_count("--jobs", flag_value(argc, argv, &i, "--jobs"), 1, 256, "2");
        } else if (strcmp(a, "--json") == 0) {
            cfg->json = true;
        } else if (a[0] == '-') {
            usage_error("unknown option '%s'; see hearts-sim --help for the options", a);
        } else {
            usage_error("unexpected argument '%s'; options start with -- (see hearts-sim --help)", a);
        }
    }
}

/* ---- Players that time their decisions ---- */

typedef struct {
    ai_player_t ai;
    histogram_t *hist;
} timed_player_t;

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void hist_add(histogram_t *h, double ns)
{
    int b = ns <= 1.0 ? 0 : (int)(log2(ns) * HIST_STEPS);
    if (b >= HIST_BUCKETS) {
        b = HIST_BUCKETS - 1;
    }
    h->count[b]++;
}

/* The decision time (ms) below which a fraction q of the decisions lie. */
static double hist_quantile(const histogram_t *h, double q)
{
    uint64_t total = 0;
    for (int b = 0; b < HIST_BUCKETS; b++) {
        total += h->count[b];
    }
    if (!total) {
        return 0;
    }
    uint64_t want = (uint64_t)ceil(q * (double)total), seen = 0;
    for (int b = 0; b < HIST_BUCKETS; b++) {
        seen += h->count[b];
        if (seen >= want) {
            return pow(2.0, (b + 0.5) / HIST_STEPS) / 1e6;
        }
    }
    return 0;
}

static void timed_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = now_ns();
    ai_choose_pass(t->ai.level, v, &t->ai.rng, out);
    hist_add(t->hist, now_ns() - t0);
}

static card_t timed_play(player_t *p, const seat_view_t *v)
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = now_ns();
    card_t c = ai_choose_play(t->ai.level, v, &t->ai.rng);
    hist_add(t->hist, now_ns() - t0);
    return c;
}

/* ---- Workers ---- */

static void *worker(void *arg)
{
    shared_t *sh = arg;
    const sim_config_t *cfg = sh->cfg;
    histogram_t *hist = calloc(4, sizeof *hist);
    if (!hist) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    static const char *const names_fmt = "ai:%s";
    char name_buf[4][32];
    const char *names[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        snprintf(name_buf[s], sizeof name_buf[s], names_fmt, ai_level_name(cfg->levels[s]));
        names[s] = name_buf[s];
    }
    for (;;) {
        pthread_mutex_lock(&sh->mu);
        while (sh->next < cfg->games && sh->next - sh->consumed >= WINDOW) {
            pthread_cond_wait(&sh->cv, &sh->mu);
        }
        if (sh->next >= cfg->games) {
            pthread_mutex_unlock(&sh->mu);
            break;
        }
        long long k = sh->next++;
        pthread_mutex_unlock(&sh->mu);

        uint64_t seed = cfg->seed + (uint64_t)k;
        timed_player_t tp[4];
        player_t *players[4];
        for (int s = 0; s < SEAT_COUNT; s++) {
            ai_player_init(&tp[s].ai, cfg->levels[s], seed, s);
            tp[s].ai.base.pass = timed_pass;
            tp[s].ai.base.play = timed_play;
            tp[s].hist = &hist[s];
            players[s] = &tp[s].ai.base;
        }
        slot_t result = {0};
        FILE *log = NULL;
        if (cfg->log_path) {
            log = open_memstream(&result.log, &result.log_len);
            if (!log) {
                fprintf(stderr, "hearts-sim: out of memory\n");
                exit(1);
            }
        }
        result.ok = match_play(&cfg->rules, seed, players, cfg->rules.clock_seconds > 0 ? cfg->move_ms : 0, log,
                               names, &result.res);
        if (log) {
            fclose(log);
        }
        result.done = true;

        pthread_mutex_lock(&sh->mu);
        sh->slots[k % WINDOW] = result;
        pthread_cond_broadcast(&sh->cv);
        pthread_mutex_unlock(&sh->mu);
    }
    pthread_mutex_lock(&sh->mu);
    for (int s = 0; s < SEAT_COUNT; s++) {
        for (int b = 0; b < HIST_BUCKETS; b++) {
            sh->hist[s].count[b] += hist[s].count[b];
        }
    }
    pthread_mutex_unlock(&sh->mu);
    free(hist);
    return NULL;
}

/* ---- Summary ---- */

typedef struct {
    long long games, hands, hands_completed, clock_ends, errors;
    double hand_points[4], totals[4], wins[4], standings;
    long long moons[4], suns[4];
} summary_t;

static void add_result(summary_t *sum, const match_result_t *r)
{
    sum->games++;
    sum->hands += r->hands;
    sum->hands_completed += r->hands_completed;
    sum->clock_ends += r->reason == END_CLOCK;
    int winners = __builtin_popcount(r->winners);
    for (int s = 0; s < SEAT_COUNT; s++) {
        sum->hand_points[s] += r->hand_points[s];
        sum->totals[s] += r->totals[s];
        if (r->winners & (1u << s)) {
            sum->wins[s] += 1.0 / winners;
        }
        sum->moons[s] += r->moons[s];
        sum->suns[s] += r->suns[s];
    }
    if (r->has_standings) {
        sum->standings += r->standings.total;
    }
}

static double peak_rss_mb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss / 1024.0; /* kilobytes on Linux */
}

static void print_summary(const sim_config_t *cfg, const summary_t *sum, const histogram_t hist[4], double secs)
{
    double hc = sum->hands_completed ? (double)sum->hands_completed : 1.0;
    double g = sum->games ? (double)sum->games : 1.0;
    double hps = secs > 0 ? sum->hands / secs : 0;
    if (cfg->json) {
        printf("{\"games\":%lld,\"hands\":%lld,\"seconds\":%.3f,\"hands_per_second\":%.0f,\"clock_ends\":%lld,"
               "\"peak_rss_mb\":%.1f,\"seats\":{",
               sum->games, sum->hands, secs, hps, sum->clock_ends, peak_rss_mb());
        for (int s = 0; s < SEAT_COUNT; s++) {
            printf("%s\"%c\":{\"player\":\"%s\",\"points_per_hand\":%.4f,\"mean_total\":%.3f,\"win_rate\":%.4f,"
                   "\"moons\":%lld,\"suns\":%lld",
                   s ? "," : "", seat_letter(s), ai_level_name(cfg->levels[s]), sum->hand_points[s] / hc,
                   sum->totals[s] / g, sum->wins[s] / g, sum->moons[s], sum->suns[s]);
            if (s == SEAT_S && cfg->rules.standings) {
                printf(",\"standings_mean\":%.2f", sum->standings / g);
            }
            printf(",\"decision_ms_p50\":%.4f,\"decision_ms_p99\":%.4f}", hist_quantile(&hist[s], 0.5),
                   hist_quantile(&hist[s], 0.99));
        }
        printf("}}\n");
        return;
    }
    printf("hearts-sim %s: %lld games (%s, seeds %" PRIu64 "..%" PRIu64 "), %lld hands in %.2f s: %.0f hands/s\n",
           HEARTS_VERSION, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
           cfg->seed + (uint64_t)sum->games - 1, sum->hands, secs, hps);
    if (cfg->rules.clock_seconds > 0) {
        printf("games ended by the clock: %lld (%.1f%%)\n", sum->clock_ends, 100.0 * sum->clock_ends / g);
    }
    printf("\n%-6s %-8s %12s %11s %9s %6s %14s %14s\n", "seat", "player", "points/hand", "mean total", "win rate",
           "moons", "decide p50 ms", "decide p99 ms");
    for (int s = 0; s < SEAT_COUNT; s++) {
        printf("%-6s %-8s %12.3f %11.2f %8.1f%% %6lld %14.4f %14.4f\n", seat_name(s), ai_level_name(cfg->levels[s]),
               sum->hand_points[s] / hc, sum->totals[s] / g, 100.0 * sum->wins[s] / g, sum->moons[s],
               hist_quantile(&hist[s], 0.5), hist_quantile(&hist[s], 0.99));
    }
    if (cfg->rules.standings) {
        printf("\nSouth's mean tournament standings score: %.1f\n", sum->standings / g);
    }
    printf("peak memory: %.1f MB\n", peak_rss_mb());
}

int main(int argc, char **argv)
{
    sim_config_t cfg;
    parse_args(argc, argv, &cfg);

    FILE *log = NULL;
    if (cfg.log_path) {
        log = fopen(cfg.log_path, "a");
        if (!log) {
            usage_error("cannot write the log '%s': %s; give a file in a folder that exists and may be written",
                        cfg.log_path, strerror(errno));
        }
    }

    shared_t *sh = calloc(1, sizeof *sh);
    if (!sh) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        return 1;
    }
    sh->cfg = &cfg;
    pthread_mutex_init(&sh->mu, NULL);
    pthread_cond_init(&sh->cv, NULL);

    double t0 = now_ns();
    int jobs = cfg.jobs < cfg.games ? cfg.jobs : (int)cfg.games;
    pthread_t *threads = calloc((size_t)jobs, sizeof *threads);
    if (!threads) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        return 1;
    }
    for (int j = 0; j < jobs; j++) {
        if (pthread_create(&threads[j], NULL, worker, sh) != 0) {
            fprintf(stderr, "hearts-sim: cannot start a worker thread\n");
            return 1;
        }
    }

    summary_t sum = {0};
    bool write_failed = false;
    for (long long k = 0; k < cfg.games; k++) {
        pthread_mutex_lock(&sh->mu);
        slot_t *slot = &sh->slots[k % WINDOW];
        while (!slot->done) {
            pthread_cond_wait(&sh->cv, &sh->mu);
        }
        slot_t result = *slot;
        slot->done = false;
        sh->consumed++;
        pthread_cond_broadcast(&sh->cv);
        pthread_mutex_unlock(&sh->mu);

        if (!result.ok) {
            sum.errors++;
            fprintf(stderr, "hearts-sim: game %lld (seed %" PRIu64 "): %s\n", k, cfg.seed + (uint64_t)k,
                    result.res.error);
        } else {
            add_result(&sum, &result.res);
        }
        if (log && result.log && !write_failed) {
            if (fwrite(result.log, 1, result.log_len, log) != result.log_len) {
                write_failed = true;
            }
        }
        free(result.log);
    }
    for (int j = 0; j < jobs; j++) {
        pthread_join(threads[j], NULL);
    }
    double secs = (now_ns() - t0) / 1e9;
    if (log && (fclose(log) != 0 || write_failed)) {
        fprintf(stderr, "hearts-sim: writing the log '%s' failed: %s\n", cfg.log_path, strerror(errno));
        return 1;
    }
    print_summary(&cfg, &sum, sh->hist, secs);
    free(threads);
    pthread_mutex_destroy(&sh->mu);
    pthread_cond_destroy(&sh->cv);
    free(sh);
    if (sum.errors) {
        fprintf(stderr, "hearts-sim: %lld games stopped on an illegal decision (a bug in a player)\n", sum.errors);
        return 1;
    }
    return 0;
}
