/* hearts-sim: plays whole games between AIs without a window (docs/cli.md, hearts-sim).
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
#include <time.h>
#include <unistd.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

#include "hearts/ai.h"
#include "hearts/args.h"
#include "hearts/gamelog.h"
#include "hearts/memory.h"
#include "hearts/version.h"
#include "ai_hunter.h"
#include "ai_search_level.h"
#include "bot.h"
#include "match.h"
#include "sim_players.h"
#include "wallclock.h"

#define WINDOW       256 /* games that may be finished ahead of the one being written */
#define HIST_BUCKETS 1024
#define HIST_STEPS   16.0 /* buckets per doubling of the decision time */

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
    rules_t rules;
    long long games; /* games to play (in --duplicate mode: one a seat per deal) */
    long long deals; /* --games as given */
    uint64_t seed;
    int seats; /* the rules' players: 3, 4 or 5 */
    spec_t specs[SEAT_MAX];
    int64_t move_ms;
    int bot_timeout_ms;
    const char *log_path;
    int jobs;
    bool json;
    bool duplicate;
    bool teams;   /* --teams: each deal twice, S+N and W+E swapping places */
    int per_deal; /* games per deal: the seats (--duplicate), 2 (--teams) or 1 */
    bool any_bot;
} sim_config_t;

typedef struct {
    uint64_t count[HIST_BUCKETS];
} histogram_t;

typedef struct {
    bool done;
    bool ok;
    int rotation; /* seat s was played by specs[seat_plus(s, -rotation, seats)] */
    match_result_t res;
    int moon_tries[SEAT_MAX]; /* per seat: hands in which the hard level played for the moon */
    int moon_tries_won[SEAT_MAX];
    long faults[SEAT_MAX]; /* per seat: an outside bot's faults in this game */
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
    histogram_t hist[SEAT_MAX]; /* per player (spec); merged from the workers at the end */
    histogram_t cpu[SEAT_MAX];  /* the same for the deciding thread's CPU time (built-in players only) */
    struct bot *bots[SEAT_MAX]; /* per spec that is an outside bot (then there is one worker) */
} shared_t;

/* ---- Command line ---- */

void usage_error(const char *fmt, ...)
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
           "                         the rules are listed below\n"
           "  --players LIST         each seat's player, e.g. S=hard,W=normal,N=normal,E=normal\n"
           "                         (3 players: S, W, E; 5: S, W, NW, NE, E);\n"
           "                         levels: random, easy, normal, hard, expert (default all normal); hunter,\n"
           "                         an adversary for measuring that plays as hard but goes for the\n"
           "                         moon whenever a strong player would consider it; search or\n"
           "                         search:WORK, an adversary that searches sampled worlds and\n"
           "                         shoots whenever its search finds the moon pays (WORK: cards\n"
           "                         played out a decision, default 60000); or\n"
           "                         bot:COMMAND for an outside program (docs/bot-protocol.md), e.g.\n"
           "                         W=bot:python3 mybot.py (quote the list for the shell).\n"
           "                         Each built-in player is told which other seats are easy or\n"
           "                         normal (as the game shows the levels): the hard level is bolder\n"
           "                         for the moon against those, whose defence is weak, and reads\n"
           "                         their cards from how those levels play.\n"
           "  --bot-timeout MS       how long an outside bot may think before the normal AI decides\n"
           "                         for it (default 10000)\n"
           "  --duplicate            play every deal once a seat (4 times; 3 or 5 with --rule players),\n"
           "                         the players moved one seat round the table each time, so that luck\n"
           "                         cancels; --games counts deals and the summary is per player (named\n"
           "                         by the seat given in --players)\n"
           "  --teams                (four players) play every deal twice, S+N and W+E swapping places the second\n"
           "                         time (e.g. S=hard,N=hard,W=normal,E=normal); --games counts deals;\n"
           "                         adds each team's points per seat and hand and S+N's margin\n"
           "  --move-seconds X       on a clocked preset, virtual seconds each pass and card take (default 1.5)\n"
           "  --log FILE             append every game's log (JSON lines) to FILE\n"
           "  --jobs N               games played in parallel (default: the number of cores; outside\n"
           "                         bots play one game at a time)\n"
           "  --json                 print the summary as one JSON object (its keys are below)\n"
           "  --help, --version\n");
    printf("\nThe summary, per player (a seat's row; with --duplicate or --teams the player named by that\n"
           "seat in --players, wherever it sat). Its JSON keys: games, hands (dealt), hands_completed,\n"
           "deals (--games as given), duplicate (true with --duplicate or --teams), seatings (games per\n"
           "deal: 4, 2 or 1), seconds, hands_per_second, clock_ends (games the clock ended),\n"
           "peak_rss_mb; with --teams, teams: SN and WE {points_per_hand, points_per_hand_se} per seat\n"
           "and hand, margin (SN's minus WE's) and margin_se; seats: S, W, N, E, each with player,\n"
           "points_per_hand (what each completed hand added to its total, a moon's 26 included) and\n"
           "points_per_hand_se, margin (its points per hand minus the mean of the others) and\n"
           "margin_se (standard errors count each deal's games as one draw), mean_total (game totals),\n"
           "win_rate (a shared win counts as a share), moons (shot by it), moons_against (shot by the\n"
           "others at its table), suns, moon_tries and moon_tries_won (hard, hunter, search: hands in which\n"
           "it played for the moon, and how many of them it shot), faults (an outside bot's),\n"
           "standings_mean (rules with a standings score, when it sat South), decision_ms_p50 and\n"
           "decision_ms_p99 (wall-clock time of a decision), decision_cpu_ms_p50 and\n"
           "decision_cpu_ms_p99 (the deciding thread's CPU time; built-in players only); random, easy\n"
           "and normal are timed at one decision in 64, the others at every decision.\n"
           "\nRules for --rule KEY=VALUE, with each preset's value:\n");
    /* From the engine's table of options, so a new option shows here without an edit. */
    rules_options_write_help(stdout, 2);
}

static void parse_args(int argc, char **argv, sim_config_t *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    preset_t preset = PRESET_TOURNAMENT;
    cfg->games = 1000;
    cfg->seed = 1;
    const char *players_list = NULL;
    cfg->move_ms = 1500;
    cfg->bot_timeout_ms = 10000;
#ifdef _WIN32
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    long cores = (long)si.dwNumberOfProcessors;
#else
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    cfg->jobs = cores > 0 ? (int)cores : 1;

    /* The preset applies first whatever its place, so --rule always applies on top of it: the rules
     * are kept in order and applied after the last flag. */
    const char **rules = calloc((size_t)argc + 1, sizeof *rules);
    int nrules = 0;
    if (!rules) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    args_t a;
    args_init(&a, "hearts-sim", argc, argv);
    while (args_next(&a)) {
        long long n;
        const char *v;
        if (args_is(&a, "--help") || args_is(&a, "-h")) {
            if (!args_switch(&a)) {
                break;
            }
            print_help();
            exit(0);
        } else if (args_is(&a, "--version")) {
            if (!args_switch(&a)) {
                break;
            }
            printf("hearts-sim %s\n", HEARTS_VERSION);
            exit(0);
        } else if (args_is(&a, "--preset")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (!rules_preset_parse(v, &preset)) {
                args_fail(&a, "unknown preset '%s': choose tournament, classic or omnibus", v);
                break;
            }
        } else if (args_is(&a, "--games")) {
            if (!args_ll(&a, 1, 1000000000LL, "1000", &n)) {
                break;
            }
            cfg->games = n;
        } else if (args_is(&a, "--seed")) {
            if (!args_u64(&a, "42", &cfg->seed)) {
                break;
            }
        } else if (args_is(&a, "--rule")) {
            if (!(v = args_value(&a))) {
                break;
            }
            rules[nrules++] = v;
        } else if (args_is(&a, "--players")) {
            if (!(v = args_value(&a))) {
                break;
            }
            players_list = v; /* read once the rules say how many seats there are */
        } else if (args_is(&a, "--bot-timeout")) {
            if (!args_ll(&a, 1, 3600000, "10000", &n)) {
                break;
            }
            cfg->bot_timeout_ms = (int)n;
        } else if (args_is(&a, "--duplicate")) {
            if (!args_switch(&a)) {
                break;
            }
            cfg->duplicate = true;
        } else if (args_is(&a, "--teams")) {
            if (!args_switch(&a)) {
                break;
            }
            cfg->teams = true;
        } else if (args_is(&a, "--move-seconds")) {
            double x;
            if (!args_double(&a, 0, 3600, "seconds", "1.5", &x)) {
                break;
            }
            cfg->move_ms = (int64_t)llround(x * 1000.0);
        } else if (args_is(&a, "--log")) {
            if (!(cfg->log_path = args_value(&a))) {
                break;
            }
        } else if (args_is(&a, "--jobs")) {
            if (!args_ll(&a, 1, 256, "2", &n)) {
                break;
            }
            cfg->jobs = (int)n;
        } else if (args_is(&a, "--json")) {
            if (!args_switch(&a)) {
                break;
            }
            cfg->json = true;
        } else {
            args_unknown(&a);
            break;
        }
    }
    if (a.failed) {
        args_print_error(&a, stderr);
        exit(2);
    }
    rules_preset(&cfg->rules, preset);
    for (int i = 0; i < nrules; i++) {
        char err[256];
        if (!rules_set_option(&cfg->rules, rules[i], err, sizeof err)) {
            usage_error("%s", err);
        }
    }
    free(rules);
    cfg->seats = cfg->rules.players;
    for (int s = 0; s < cfg->seats; s++) {
        sim_spec_level(&cfg->specs[s], AI_NORMAL);
    }
    if (players_list) {
        sim_parse_players(players_list, cfg->seats, cfg->specs);
    }
    sim_check_players(cfg->specs, cfg->seats);
    if (cfg->teams && cfg->seats != 4) {
        usage_error("--teams pairs S+N against W+E: a game of four players; with --rule players=%d use --duplicate",
                    cfg->seats);
    }
    cfg->deals = cfg->games;
    if (cfg->teams) {
        cfg->duplicate = false;
        cfg->per_deal = 2;
    } else {
        cfg->per_deal = cfg->duplicate ? cfg->seats : 1;
    }
    cfg->games *= cfg->per_deal;
    for (int s = 0; s < cfg->seats; s++) {
        cfg->any_bot |= cfg->specs[s].bot != NULL;
    }
    if (cfg->any_bot) {
        cfg->jobs = 1; /* one program per bot, and it plays one game at a time */
    }
}

/* ---- Players that time their decisions ---- */

/* A seat's player as the simulator runs it: a built-in level (the hard one with its analysis, to
 * count its attempts on the moon) or an outside bot, with its decisions timed. */
typedef struct {
    player_t base;
    ai_player_t ai;
    player_t *bot; /* the outside bot, or NULL */
    bool hunter;
    long search; /* the searching shooter's budget, or 0 */
    int seat;
    histogram_t *hist;
    histogram_t *cpu;
    bool every;         /* timed at every decision (a level that thinks, or a bot), else sampled */
    unsigned decisions; /* decisions made in this game */
    bool moon_try;      /* the hard level played for the moon in this hand */
    int moon_tries, moon_tries_won;
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

/* A decision's time: wall-clock for every player; the thread's CPU time for a built-in one (an outside
 * bot thinks in a process of its own, and our thread only waits for it). The CPU clock is read inside
 * the wall-clock interval at both ends (t0 before c0, c1 before t1), so the CPU interval lies within
 * the wall-clock one.
 *
 * Reading the CPU clock is a system call that costs more than a whole decision of a cheap level (a
 * normal player decides in well under a microsecond): timed at every decision, four normal players ran
 * at a tenth of their speed. So the levels that think (hard, the hunter) and outside bots are timed at
 * every decision, and random, easy and normal at one decision in TIMING_SAMPLE (the first of each game,
 * then every TIMING_SAMPLE-th), both clocks on the same decisions: their quantiles are those of a
 * sample, and the CPU figures still lie within the wall-clock ones. No clock ever decides anything. */
#define TIMING_SAMPLE 64

static bool timed_begin(timed_player_t *t, double *t0, double *c0)
{
    if (!t->every && t->decisions++ % TIMING_SAMPLE != 0) {
        return false;
    }
    *t0 = now_ns();
    *c0 = t->bot ? 0 : wallclock_thread_cpu_ms();
    return true;
}

static void timed_done(const timed_player_t *t, double t0, double c0)
{
    if (t->bot) {
        hist_add(t->hist, now_ns() - t0);
        return;
    }
    double c1 = wallclock_thread_cpu_ms();
    hist_add(t->hist, now_ns() - t0);
    hist_add(t->cpu, (c1 - c0) * 1e6);
}

static void timed_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = 0, c0 = 0;
    bool timed = timed_begin(t, &t0, &c0);
    seat_view_t mine;
    if (!t->bot) {
        v = ai_player_view(&t->ai, v, &mine);
    }
    if (t->bot) {
        t->bot->pass(t->bot, v, out);
    } else if (t->hunter) {
        ai_hunter_pass(v, &t->ai.rng, out);
    } else if (t->search) {
        ai_searcher_pass(v, &t->ai.rng, t->search, out);
    } else {
        ai_choose_pass(t->ai.level, v, &t->ai.rng, out);
    }
    if (timed) {
        timed_done(t, t0, c0);
    }
}

static card_t timed_play(player_t *p, const seat_view_t *v)
{
    timed_player_t *t = (timed_player_t *)p;
    double t0 = 0, c0 = 0;
    bool timed = timed_begin(t, &t0, &c0);
    card_t c;
    seat_view_t mine;
    if (!t->bot) {
        v = ai_player_view(&t->ai, v, &mine);
    }
    if (t->bot) {
        c = t->bot->play(t->bot, v);
    } else if (t->hunter) {
        bool moon = false;
        c = ai_hunter_play(v, &t->ai.rng, &moon);
        t->moon_try |= moon;
    } else if (t->search) {
        bool moon = false;
        c = ai_searcher_play(v, &t->ai.rng, t->search, &moon);
        t->moon_try |= moon;
    } else if (t->ai.level == AI_HARD) {
        /* The same decision as ai_choose_play(AI_HARD, ...), with what lay behind it. */
        ai_analysis_t a;
        c = ai_hard_play(v, &t->ai.rng, &a);
        t->moon_try |= a.moon;
    } else {
        c = ai_choose_play(t->ai.level, v, &t->ai.rng);
    }
    if (timed) {
        timed_done(t, t0, c0);
    }
    return c;
}

static moon_choice_t timed_moon(player_t *p, const seat_view_t *v)
{
    timed_player_t *t = (timed_player_t *)p;
    return t->bot ? t->bot->moon(t->bot, v) : ai_choose_moon(v);
}

static void timed_event(player_t *p, const seat_event_t *ev)
{
    timed_player_t *t = (timed_player_t *)p;
    if (ev->type == EV_DEAL) {
        t->moon_try = false;
    } else if (ev->type == EV_HAND && t->moon_try) {
        t->moon_tries++;
        t->moon_tries_won += ev->score.moon == t->seat;
    }
    if (t->bot && t->bot->event) {
        t->bot->event(t->bot, ev);
    }
}

/* ---- Workers ---- */

static void *worker(void *arg)
{
    shared_t *sh = arg;
    const sim_config_t *cfg = sh->cfg;
    histogram_t *hist = calloc(2 * SEAT_MAX, sizeof *hist); /* wall-clock, then CPU */
    int n = cfg->seats;
    if (!hist) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    char name_buf[SEAT_MAX][320];
    for (int s = 0; s < n; s++) {
        if (cfg->specs[s].bot) {
            snprintf(name_buf[s], sizeof name_buf[s], "%s", cfg->specs[s].name);
        } else {
            snprintf(name_buf[s], sizeof name_buf[s], "ai:%s", cfg->specs[s].name);
        }
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

        uint64_t seed = cfg->seed + (uint64_t)(k / cfg->per_deal);
        int rotation = (int)(k % cfg->per_deal);
        timed_player_t tp[SEAT_MAX];
        player_t *players[SEAT_MAX];
        const char *names[SEAT_MAX];
        long faults_before[SEAT_MAX] = {0};
        char label[96];
        snprintf(label, sizeof label, "game %lld (seed %" PRIu64 ")", k, seed);
        for (int s = 0; s < n; s++) {
            int p = seat_plus(s, -rotation, n);
            memset(&tp[s], 0, sizeof tp[s]);
            ai_player_init(&tp[s].ai, cfg->specs[p].level, seed, s);
            tp[s].base.pass = timed_pass;
            tp[s].base.play = timed_play;
            tp[s].base.moon = timed_moon;
            tp[s].base.event = timed_event;
            tp[s].seat = s;
            tp[s].hunter = cfg->specs[p].hunter;
            tp[s].search = cfg->specs[p].search;
            tp[s].every = cfg->specs[p].hunter || cfg->specs[p].bot || cfg->specs[p].level == AI_HARD;
            tp[s].hist = &hist[p];
            tp[s].cpu = &hist[SEAT_MAX + p];
            if (sh->bots[p]) {
                tp[s].bot = bot_player(sh->bots[p]);
                bot_begin_game(sh->bots[p], s, &cfg->rules, label);
                faults_before[s] = bot_faults(sh->bots[p]);
            }
            players[s] = &tp[s].base;
            names[s] = name_buf[p];
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
        slot_t result = {0};
        result.rotation = rotation;
        FILE *log = NULL;
        if (cfg->log_path) {
            log = log_buffer_open(&result.log, &result.log_len);
            if (!log) {
                fprintf(stderr, "hearts-sim: out of memory\n");
                exit(1);
            }
        }
        result.ok = match_play(&cfg->rules, seed, players, cfg->rules.clock_seconds > 0 ? cfg->move_ms : 0, log, names,
                               &result.res);
        if (log) {
            log_buffer_close(log, &result.log, &result.log_len);
        }
        for (int s = 0; s < n; s++) {
            int p = seat_plus(s, -rotation, n);
            result.moon_tries[s] = tp[s].moon_tries;
            result.moon_tries_won[s] = tp[s].moon_tries_won;
            result.faults[s] = sh->bots[p] ? bot_faults(sh->bots[p]) - faults_before[s] : 0;
        }
        result.done = true;

        pthread_mutex_lock(&sh->mu);
        sh->slots[k % WINDOW] = result;
        pthread_cond_broadcast(&sh->cv);
        pthread_mutex_unlock(&sh->mu);
    }
    pthread_mutex_lock(&sh->mu);
    for (int s = 0; s < n; s++) {
        for (int b = 0; b < HIST_BUCKETS; b++) {
            sh->hist[s].count[b] += hist[s].count[b];
            sh->cpu[s].count[b] += hist[SEAT_MAX + s].count[b];
        }
    }
    pthread_mutex_unlock(&sh->mu);
    free(hist);
    return NULL;
}

/* ---- Summary ---- */

/* Everything is gathered per player (the spec a --players entry names); without --duplicate a
 * player is a seat. Standard errors treat each game (with --duplicate: each deal's games) as one
 * independent draw of (points, hands) and use the ratio estimator's error. */
typedef struct {
    long long games, hands, hands_completed, clock_ends, errors;
    int seats;
    double hand_points[SEAT_MAX], totals[SEAT_MAX], wins[SEAT_MAX];
    double standings_sum[SEAT_MAX];
    long long standings_n[SEAT_MAX];
    long long moons[SEAT_MAX], suns[SEAT_MAX], moons_against[SEAT_MAX];
    long long moon_tries[SEAT_MAX], moon_tries_won[SEAT_MAX], faults[SEAT_MAX];
    /* the unit being gathered, and sums over finished units */
    double uP[SEAT_MAX], uH;
    long long units;
    double sP[SEAT_MAX], sPP[SEAT_MAX], sPH[SEAT_MAX], sM[SEAT_MAX], sMM[SEAT_MAX], sMH[SEAT_MAX], sH, sHH;
    /* teams (S+N, W+E): each team's points per seat, and S+N's minus W+E's */
    double sT[2], sTT[2], sTH[2], sD, sDD, sDH;
} summary_t;

static void close_unit(summary_t *sum)
{
    double tot = 0;
    for (int p = 0; p < sum->seats; p++) {
        tot += sum->uP[p];
    }
    /* Teams (--teams, four seats only): S+N and W+E. */
    double team[2] = {(sum->uP[SEAT_S] + sum->uP[SEAT_N]) / 2.0, (sum->uP[SEAT_W] + sum->uP[SEAT_E]) / 2.0};
    for (int t = 0; t < 2; t++) {
        sum->sT[t] += team[t];
        sum->sTT[t] += team[t] * team[t];
        sum->sTH[t] += team[t] * sum->uH;
    }
    double d = team[0] - team[1];
    sum->sD += d;
    sum->sDD += d * d;
    sum->sDH += d * sum->uH;
    for (int p = 0; p < sum->seats; p++) {
        double P = sum->uP[p], M = P - (tot - P) / (sum->seats - 1);
        sum->sP[p] += P;
        sum->sPP[p] += P * P;
        sum->sPH[p] += P * sum->uH;
        sum->sM[p] += M;
        sum->sMM[p] += M * M;
        sum->sMH[p] += M * sum->uH;
        sum->uP[p] = 0;
    }
    sum->sH += sum->uH;
    sum->sHH += sum->uH * sum->uH;
    sum->uH = 0;
    sum->units++;
}

static void add_result(summary_t *sum, const slot_t *slot, int per_deal)
{
    const match_result_t *r = &slot->res;
    sum->games++;
    sum->hands += r->hands;
    sum->hands_completed += r->hands_completed;
    sum->clock_ends += r->reason == END_CLOCK;
    int winners = __builtin_popcount(r->winners);
    long long moons_all = 0;
    int n = sum->seats;
    for (int s = 0; s < n; s++) {
        moons_all += r->moons[s];
    }
    for (int s = 0; s < n; s++) {
        int p = seat_plus(s, -slot->rotation, n);
        sum->hand_points[p] += r->hand_points[s];
        sum->totals[p] += r->totals[s];
        if (r->winners & (1u << s)) {
            sum->wins[p] += 1.0 / winners;
        }
        sum->moons[p] += r->moons[s];
        sum->moons_against[p] += moons_all - r->moons[s];
        sum->suns[p] += r->suns[s];
        sum->moon_tries[p] += slot->moon_tries[s];
        sum->moon_tries_won[p] += slot->moon_tries_won[s];
        sum->faults[p] += slot->faults[s];
        sum->uP[p] += r->hand_points[s];
    }
    sum->uH += r->hands_completed;
    if (r->has_standings) {
        int p = seat_plus(SEAT_S, -slot->rotation, n);
        sum->standings_sum[p] += r->standings.total;
        sum->standings_n[p]++;
    }
    if (slot->rotation == per_deal - 1) {
        close_unit(sum);
    }
}

/* Mean per hand and its standard error, from sums over units of X and of hands H. */
static void ratio(double sX, double sXX, double sXH, double sH, double sHH, long long n, double *mean, double *se)
{
    *mean = sH > 0 ? sX / sH : 0;
    *se = 0;
    if (n > 1 && sH > 0) {
        double R = *mean;
        double v = (sXX - 2 * R * sXH + R * R * sHH) / ((double)n * (double)(n - 1));
        *se = v > 0 ? sqrt(v) / (sH / (double)n) : 0;
    }
}

static void print_summary(const sim_config_t *cfg, const summary_t *sum, const histogram_t hist[SEAT_MAX],
                          const histogram_t cpu[SEAT_MAX], double secs)
{
    double g = sum->games ? (double)sum->games : 1.0;
    double hps = secs > 0 ? sum->hands / secs : 0;
    int n = cfg->seats;
    double ppm[SEAT_MAX], ppse[SEAT_MAX], mm[SEAT_MAX], mse[SEAT_MAX];
    bool any_hard = false;
    for (int p = 0; p < n; p++) {
        ratio(sum->sP[p], sum->sPP[p], sum->sPH[p], sum->sH, sum->sHH, sum->units, &ppm[p], &ppse[p]);
        ratio(sum->sM[p], sum->sMM[p], sum->sMH[p], sum->sH, sum->sHH, sum->units, &mm[p], &mse[p]);
        any_hard |= !cfg->specs[p].bot && cfg->specs[p].level == AI_HARD;
    }
    bool rotated = cfg->per_deal > 1;
    /* Teams: S+N against W+E, per seat and hand; the margin is S+N's minus W+E's. */
    double tm[2], tse[2], dm, dse;
    for (int t = 0; t < 2; t++) {
        ratio(sum->sT[t], sum->sTT[t], sum->sTH[t], sum->sH, sum->sHH, sum->units, &tm[t], &tse[t]);
    }
    ratio(sum->sD, sum->sDD, sum->sDH, sum->sH, sum->sHH, sum->units, &dm, &dse);
    if (cfg->json) {
        printf("{\"games\":%lld,\"hands\":%lld,\"seconds\":%.3f,\"hands_per_second\":%.0f,\"clock_ends\":%lld,"
               "\"peak_rss_mb\":%.1f,\"duplicate\":%s,\"seatings\":%d,\"deals\":%lld,\"hands_completed\":%lld,",
               sum->games, sum->hands, secs, hps, sum->clock_ends, memory_peak_rss_kb() / 1024.0,
               cfg->per_deal > 1 ? "true" : "false", cfg->per_deal, cfg->deals, sum->hands_completed);
        if (cfg->teams) {
            printf("\"teams\":{\"SN\":{\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f},"
                   "\"WE\":{\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f},\"margin\":%.4f,\"margin_se\":%.4f},",
                   tm[0], tse[0], tm[1], tse[1], dm, dse);
        }
        printf("\"seats\":{");
        for (int p = 0; p < n; p++) {
            printf("%s\"%s\":{\"player\":", p ? "," : "", seat_code(p, n));
            gamelog_write_json_string(stdout, cfg->specs[p].name);
            printf(",\"points_per_hand\":%.4f,\"points_per_hand_se\":%.4f,\"margin\":%.4f,\"margin_se\":%.4f,"
                   "\"mean_total\":%.3f,\"win_rate\":%.4f,\"moons\":%lld,\"moons_against\":%lld,\"suns\":%lld",
                   ppm[p], ppse[p], mm[p], mse[p], sum->totals[p] / g, sum->wins[p] / g, sum->moons[p],
                   sum->moons_against[p], sum->suns[p]);
            if (!cfg->specs[p].bot && cfg->specs[p].level == AI_HARD) {
                printf(",\"moon_tries\":%lld,\"moon_tries_won\":%lld", sum->moon_tries[p], sum->moon_tries_won[p]);
            }
            if (cfg->specs[p].bot) {
                printf(",\"faults\":%lld", sum->faults[p]);
            }
            if (cfg->rules.standings && sum->standings_n[p] > 0) {
                printf(",\"standings_mean\":%.2f", sum->standings_sum[p] / (double)sum->standings_n[p]);
            }
            printf(",\"decision_ms_p50\":%.4f,\"decision_ms_p99\":%.4f", hist_quantile(&hist[p], 0.5),
                   hist_quantile(&hist[p], 0.99));
            if (!cfg->specs[p].bot) {
                printf(",\"decision_cpu_ms_p50\":%.4f,\"decision_cpu_ms_p99\":%.4f", hist_quantile(&cpu[p], 0.5),
                       hist_quantile(&cpu[p], 0.99));
            }
            putchar('}');
        }
        printf("}}\n");
        return;
    }
    if (rotated) {
        printf("hearts-sim %s: %lld deals x %d seatings = %lld games (%s, seeds %" PRIu64 "..%" PRIu64
               "), %lld hands in %.2f s: %.0f hands/s\n",
               HEARTS_VERSION, cfg->deals, cfg->per_deal, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
               cfg->seed + (uint64_t)cfg->deals - 1, sum->hands, secs, hps);
        if (cfg->teams) {
            printf("teams: each deal is played twice, S+N and W+E swapping places the second time; a row is a\n"
                   "player (named by the seat --players gave it), over both seatings\n");
        } else {
            printf("duplicate: each deal is played %d times with the players moved round the table; a row is a player\n"
                   "(named by the seat --players gave it), over all %d seats\n",
                   n, n);
        }
    } else {
        printf("hearts-sim %s: %lld games (%s, seeds %" PRIu64 "..%" PRIu64 "), %lld hands in %.2f s: %.0f hands/s\n",
               HEARTS_VERSION, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
               cfg->seed + (uint64_t)sum->games - 1, sum->hands, secs, hps);
    }
    if (cfg->rules.clock_seconds > 0) {
        printf("games ended by the clock: %lld (%.1f%%)\n", sum->clock_ends, 100.0 * sum->clock_ends / g);
    }
    int seat_w = n == 5 ? 9 : 6; /* "Far right" */
    printf("\n%-*s %-8s %17s %15s %11s %9s %6s %6s %14s %14s %11s %11s", seat_w, "seat", "player", "points/hand",
           "vs others", "mean total", "win rate", "moons", "vs", "decide p50 ms", "decide p99 ms", "cpu p50 ms",
           "cpu p99 ms");
    if (any_hard) {
        printf(" %12s", "moon tries");
    }
    if (cfg->any_bot) {
        printf(" %7s", "faults");
    }
    putchar('\n');
    for (int p = 0; p < n; p++) {
        char pp[32], mg[32];
        snprintf(pp, sizeof pp, "%.3f+-%.3f", ppm[p], ppse[p]);
        snprintf(mg, sizeof mg, "%+.2f+-%.2f", mm[p], mse[p]);
        const char *name = cfg->specs[p].name;
        printf("%-*s %-8.8s %17s %15s %11.2f %8.1f%% %6lld %6lld %14.4f %14.4f", seat_w,
               rotated ? seat_code(p, n) : seat_name(p, n), name, pp, mg, sum->totals[p] / g, 100.0 * sum->wins[p] / g,
               sum->moons[p], sum->moons_against[p], hist_quantile(&hist[p], 0.5), hist_quantile(&hist[p], 0.99));
        if (cfg->specs[p].bot) {
            printf(" %11s %11s", "-", "-");
        } else {
            printf(" %11.4f %11.4f", hist_quantile(&cpu[p], 0.5), hist_quantile(&cpu[p], 0.99));
        }
        if (any_hard) {
            if (!cfg->specs[p].bot && cfg->specs[p].level == AI_HARD) {
                char mt[32];
                snprintf(mt, sizeof mt, "%lld (%lld won)", sum->moon_tries[p], sum->moon_tries_won[p]);
                printf(" %12s", mt);
            } else {
                printf(" %12s", "");
            }
        }
        if (cfg->any_bot) {
            if (cfg->specs[p].bot) {
                printf(" %7lld", sum->faults[p]);
            } else {
                printf(" %7s", "");
            }
        }
        putchar('\n');
    }
    for (int p = 0; p < n; p++) {
        if (cfg->specs[p].bot && strlen(cfg->specs[p].name) > 8) {
            printf("  %s: %s\n", seat_code(p, n), cfg->specs[p].name);
        }
    }
    printf("(points/hand with its standard error; vs others: its points per hand minus the mean of the other\n"
           " %s; moons: shot by this player, vs: shot by the others at its table; decide: wall-clock time of a\n"
           " decision, cpu: the deciding thread's CPU time, which a busy machine does not inflate)\n",
           n == 3   ? "two"
           : n == 5 ? "four"
                    : "three");
    if (cfg->teams) {
        printf("\nteams, points per seat and hand: S+N (%s, %s) %.3f+-%.3f, W+E (%s, %s) %.3f+-%.3f;\n"
               "S+N minus W+E: %+.3f+-%.3f\n",
               cfg->specs[SEAT_S].name, cfg->specs[SEAT_N].name, tm[0], tse[0], cfg->specs[SEAT_W].name,
               cfg->specs[SEAT_E].name, tm[1], tse[1], dm, dse);
    }
    if (cfg->rules.standings) {
        int sp = SEAT_S;
        if (!rotated && sum->standings_n[sp] > 0) {
            printf("\nSouth's mean tournament standings score: %.1f\n",
                   sum->standings_sum[sp] / (double)sum->standings_n[sp]);
        } else if (rotated) {
            printf("\nmean tournament standings score when sitting South:");
            for (int p = 0; p < n; p++) {
                if (sum->standings_n[p] > 0) {
                    printf(" %s %.1f", seat_code(p, n), sum->standings_sum[p] / (double)sum->standings_n[p]);
                }
            }
            putchar('\n');
        }
    }
    printf("peak memory: %.1f MB\n", memory_peak_rss_kb() / 1024.0);
}

int main(int argc, char **argv)
{
    sim_config_t cfg;
    parse_args(argc, argv, &cfg);

    FILE *log = NULL;
    if (cfg.log_path) {
        log = fopen(cfg.log_path, "ab"); /* binary: the same bytes (LF line ends) on every system */
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
    if (cfg.any_bot) {
        bot_ignore_sigpipe();
        for (int p = 0; p < cfg.seats; p++) {
            if (cfg.specs[p].bot) {
                sh->bots[p] = bot_new(cfg.specs[p].bot, cfg.bot_timeout_ms);
                if (!sh->bots[p]) {
                    fprintf(stderr, "hearts-sim: %s\n",
                            errno == ENOSYS ? "outside bots (bot:COMMAND) are not available on Windows"
                                            : "out of memory");
                    return 1;
                }
            }
        }
    }
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

    summary_t sum = {.seats = cfg.seats};
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
            add_result(&sum, &result, cfg.per_deal);
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
    for (int p = 0; p < cfg.seats; p++) {
        bot_free(sh->bots[p]);
    }
    if (log && (fclose(log) != 0 || write_failed)) {
        fprintf(stderr, "hearts-sim: writing the log '%s' failed: %s\n", cfg.log_path, strerror(errno));
        return 1;
    }
    print_summary(&cfg, &sum, sh->hist, sh->cpu, secs);
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
