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

/* What plays a seat: a built-in level or an outside program. In --duplicate mode the four players
 * named by --players move round the table from game to game; they keep the letter they were given. */
typedef struct {
    ai_level_t level;
    bool hunter;     /* the moon hunter (ai_hunter.h), a measuring adversary: level is AI_HARD */
    long search;     /* the searching shooter (ai_search_level.h) with this work budget, or 0: level is AI_HARD */
    const char *bot; /* the command of an outside bot, or NULL */
    char name[300];  /* "hard", "bot:COMMAND" */
} spec_t;

typedef struct {
    rules_t rules;
    long long games; /* games to play (in --duplicate mode: 4 per deal) */
    long long deals; /* --games as given */
    uint64_t seed;
    spec_t specs[4];
    int64_t move_ms;
    int bot_timeout_ms;
    const char *log_path;
    int jobs;
    bool json;
    bool duplicate;
    bool teams;   /* --teams: each deal twice, S+N and W+E swapping places */
    int per_deal; /* games per deal: 4 (--duplicate), 2 (--teams) or 1 */
    bool any_bot;
} sim_config_t;

typedef struct {
    uint64_t count[HIST_BUCKETS];
} histogram_t;

typedef struct {
    bool done;
    bool ok;
    int rotation; /* seat s was played by specs[(s - rotation) & 3] */
    match_result_t res;
    int moon_tries[4]; /* per seat: hands in which the hard level played for the moon */
    int moon_tries_won[4];
    long faults[4]; /* per seat: an outside bot's faults in this game */
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
    histogram_t hist[4]; /* per player (spec); merged from the workers at the end */
    histogram_t cpu[4];  /* the same for the deciding thread's CPU time (built-in players only) */
    struct bot *bots[4]; /* per spec that is an outside bot (then there is one worker) */
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
           "                         the rules are listed below\n"
           "  --players LIST         each seat's player, e.g. S=hard,W=normal,N=normal,E=normal;\n"
           "                         levels: random, easy, normal, hard (default all normal); hunter,\n"
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
           "  --duplicate            play every deal 4 times, the players moved one seat round the\n"
           "                         table each time, so that luck cancels; --games counts deals and\n"
           "                         the summary is per player (named by the seat given in --players)\n"
           "  --teams                play every deal twice, S+N and W+E swapping places the second\n"
           "                         time (e.g. S=hard,N=hard,W=normal,E=normal); --games counts deals;\n"
           "                         adds each team's points per seat and hand and S+N's margin\n"
           "  --move-seconds X       on a clocked preset, virtual seconds each pass and card take (default 1.5)\n"
           "  --log FILE             append every game's log (JSON lines) to FILE\n"
           "  --jobs N               games played in parallel (default: the number of cores; outside\n"
           "                         bots play one game at a time)\n"
           "  --json                 print the summary as one JSON object (its keys are below)\n"
           "  --help, --version\n"
           "\nThe summary, per player (a seat's row; with --duplicate or --teams the player named by that\n"
           "seat in --players, wherever it sat). Its JSON keys: games, hands (dealt), hands_completed,\n"
           "deals (--games as given), duplicate (true with --duplicate or --teams), seatings (games per\n"
           "deal: 4, 2 or 1), seconds, hands_per_second, clock_ends (games the clock ended),\n"
           "peak_rss_mb; with --teams, teams: SN and WE {points_per_hand, points_per_hand_se} per seat\n"
           "and hand, margin (SN's minus WE's) and margin_se; seats: S, W, N, E, each with player,\n"
           "points_per_hand (what each completed hand added to its total, a moon's 26 included) and\n"
           "points_per_hand_se, margin (its points per hand minus the mean of the other three) and\n"
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

static void set_spec_level(spec_t *sp, ai_level_t level)
{
    sp->level = level;
    sp->hunter = false;
    sp->search = 0;
    sp->bot = NULL;
    snprintf(sp->name, sizeof sp->name, "%s", ai_level_name(level));
}

/* Splits the list at the commas that start a new SEAT= item, so that a bot's command may hold commas. */
static char *next_item(char **cursor)
{
    char *start = *cursor;
    if (!start) {
        return NULL;
    }
    for (char *p = start; *p; p++) {
        if (p[0] == ',' && p[1] && strchr("SWNEswne", p[1]) && p[2] == '=') {
            *p = '\0';
            *cursor = p + 1;
            return start;
        }
    }
    *cursor = NULL;
    return start;
}

/* "search" or "search:WORK": the searching shooter and its work budget a decision. */
static void parse_search(spec_t *sp, const char *level, int seat)
{
    long budget = AI_SEARCH_BUDGET;
    if (level[6] == ':') {
        char *end;
        budget = strtol(level + 7, &end, 10);
        if (end == level + 7 || *end || budget < 1000 || budget > 100000000) {
            usage_error("--players: seat %s's '%s' needs a work budget from 1000 to 100000000, like %s=search:60000",
                        seat_code(seat, SEAT_COUNT), level, seat_code(seat, SEAT_COUNT));
        }
    }
    set_spec_level(sp, AI_HARD);
    sp->search = budget;
    snprintf(sp->name, sizeof sp->name, "%s", level);
}

static void parse_players(const char *list, spec_t specs[4])
{
    bool seen[4] = {false, false, false, false};
    static char buf[4096];
    if (strlen(list) >= sizeof buf) {
        usage_error("--players is too long: write it like S=hard,W=normal,N=normal,E=normal");
    }
    strcpy(buf, list);
    char *cursor = buf;
    for (char *item = next_item(&cursor); item; item = next_item(&cursor)) {
        int seat;
        char *eq = strchr(item, '=');
        if (eq) {
            *eq = '\0';
        }
        if (!eq || !seat_parse(item, SEAT_COUNT, &seat)) {
            if (eq) {
                *eq = '=';
            }
            usage_error("--players: '%s' is not SEAT=LEVEL with SEAT one of S, W, N, E; write it like "
                        "S=hard,W=normal,N=normal,E=normal",
                        item);
        }
        if (seen[seat]) {
            usage_error("--players names seat %s twice; give each of S, W, N, E once", seat_code(seat, SEAT_COUNT));
        }
        const char *level = eq + 1;
        if (strncmp(level, "bot:", 4) == 0) {
            const char *cmd = level + 4;
            while (*cmd == ' ') {
                cmd++;
            }
            if (!*cmd) {
                usage_error("--players: seat %s's bot has no command; write it like %s=bot:python3 mybot.py",
                            seat_code(seat, SEAT_COUNT), seat_code(seat, SEAT_COUNT));
            }
            specs[seat].level = AI_NORMAL;
            specs[seat].hunter = false;
            specs[seat].search = 0;
            specs[seat].bot = cmd;
            snprintf(specs[seat].name, sizeof specs[seat].name, "bot:%s", cmd);
        } else if (strcmp(level, "hunter") == 0) {
            set_spec_level(&specs[seat], AI_HARD);
            specs[seat].hunter = true;
            snprintf(specs[seat].name, sizeof specs[seat].name, "hunter");
        } else if (strncmp(level, "search", 6) == 0 && (level[6] == '\0' || level[6] == ':')) {
            parse_search(&specs[seat], level, seat);
        } else {
            ai_level_t lv;
            if (!ai_level_parse(level, &lv)) {
                usage_error("--players: unknown level '%s' for seat %s; choose random, easy, normal, hard, hunter, "
                            "search or bot:COMMAND",
                            level, seat_code(seat, SEAT_COUNT));
            }
            set_spec_level(&specs[seat], lv);
        }
        seen[seat] = true;
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (!seen[s]) {
            usage_error("--players needs all four seats; seat %s is missing (e.g. S=hard,W=normal,N=normal,E=normal)",
                        seat_code(s, SEAT_COUNT));
        }
    }
}

static void parse_args(int argc, char **argv, sim_config_t *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    preset_t preset = PRESET_TOURNAMENT;
    cfg->games = 1000;
    cfg->seed = 1;
    for (int s = 0; s < SEAT_COUNT; s++) {
        set_spec_level(&cfg->specs[s], AI_NORMAL);
    }
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
            parse_players(v, cfg->specs);
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
    cfg->deals = cfg->games;
    if (cfg->teams) {
        cfg->duplicate = false;
        cfg->per_deal = 2;
    } else {
        cfg->per_deal = cfg->duplicate ? 4 : 1;
    }
    cfg->games *= cfg->per_deal;
    for (int s = 0; s < SEAT_COUNT; s++) {
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
    histogram_t *hist = calloc(8, sizeof *hist); /* wall-clock, then CPU */
    if (!hist) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    char name_buf[4][320];
    for (int s = 0; s < SEAT_COUNT; s++) {
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
        timed_player_t tp[4];
        player_t *players[4];
        const char *names[4];
        long faults_before[4] = {0, 0, 0, 0};
        char label[96];
        snprintf(label, sizeof label, "game %lld (seed %" PRIu64 ")", k, seed);
        for (int s = 0; s < SEAT_COUNT; s++) {
            int p = (s - rotation) & 3;
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
            tp[s].cpu = &hist[4 + p];
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
        ai_level_t levels[4];
        for (int q = 0; q < SEAT_COUNT; q++) {
            const spec_t *sp = &cfg->specs[(q - rotation) & 3];
            levels[q] = sp->bot || sp->hunter ? AI_HARD : sp->level;
        }
        for (int s = 0; s < SEAT_COUNT; s++) {
            ai_player_tell_levels(&tp[s].ai, s, levels);
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
        for (int s = 0; s < SEAT_COUNT; s++) {
            int p = (s - rotation) & 3;
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
    for (int s = 0; s < SEAT_COUNT; s++) {
        for (int b = 0; b < HIST_BUCKETS; b++) {
            sh->hist[s].count[b] += hist[s].count[b];
            sh->cpu[s].count[b] += hist[4 + s].count[b];
        }
    }
    pthread_mutex_unlock(&sh->mu);
    free(hist);
    return NULL;
}

/* ---- Summary ---- */

/* Everything is gathered per player (the spec a --players entry names); without --duplicate a
 * player is a seat. Standard errors treat each game (with --duplicate: each deal's four games) as one
 * independent draw of (points, hands) and use the ratio estimator's error. */
typedef struct {
    long long games, hands, hands_completed, clock_ends, errors;
    double hand_points[4], totals[4], wins[4];
    double standings_sum[4];
    long long standings_n[4];
    long long moons[4], suns[4], moons_against[4];
    long long moon_tries[4], moon_tries_won[4], faults[4];
    /* the unit being gathered, and sums over finished units */
    double uP[4], uH;
    long long units;
    double sP[4], sPP[4], sPH[4], sM[4], sMM[4], sMH[4], sH, sHH;
    /* teams (S+N, W+E): each team's points per seat, and S+N's minus W+E's */
    double sT[2], sTT[2], sTH[2], sD, sDD, sDH;
} summary_t;

static void close_unit(summary_t *sum)
{
    double tot = sum->uP[0] + sum->uP[1] + sum->uP[2] + sum->uP[3];
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
    for (int p = 0; p < SEAT_COUNT; p++) {
        double P = sum->uP[p], M = P - (tot - P) / 3.0;
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
    for (int s = 0; s < SEAT_COUNT; s++) {
        moons_all += r->moons[s];
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        int p = (s - slot->rotation) & 3;
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
        int p = (SEAT_S - slot->rotation) & 3;
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

static void print_summary(const sim_config_t *cfg, const summary_t *sum, const histogram_t hist[4],
                          const histogram_t cpu[4], double secs)
{
    double g = sum->games ? (double)sum->games : 1.0;
    double hps = secs > 0 ? sum->hands / secs : 0;
    double ppm[4], ppse[4], mm[4], mse[4];
    bool any_hard = false;
    for (int p = 0; p < SEAT_COUNT; p++) {
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
        for (int p = 0; p < SEAT_COUNT; p++) {
            printf("%s\"%s\":{\"player\":", p ? "," : "", seat_code(p, SEAT_COUNT));
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
            printf("duplicate: each deal is played 4 times with the players moved round the table; a row is a player\n"
                   "(named by the seat --players gave it), over all four seats\n");
        }
    } else {
        printf("hearts-sim %s: %lld games (%s, seeds %" PRIu64 "..%" PRIu64 "), %lld hands in %.2f s: %.0f hands/s\n",
               HEARTS_VERSION, sum->games, rules_preset_name(cfg->rules.preset), cfg->seed,
               cfg->seed + (uint64_t)sum->games - 1, sum->hands, secs, hps);
    }
    if (cfg->rules.clock_seconds > 0) {
        printf("games ended by the clock: %lld (%.1f%%)\n", sum->clock_ends, 100.0 * sum->clock_ends / g);
    }
    printf("\n%-6s %-8s %17s %15s %11s %9s %6s %6s %14s %14s %11s %11s", "seat", "player", "points/hand", "vs others",
           "mean total", "win rate", "moons", "vs", "decide p50 ms", "decide p99 ms", "cpu p50 ms", "cpu p99 ms");
    if (any_hard) {
        printf(" %12s", "moon tries");
    }
    if (cfg->any_bot) {
        printf(" %7s", "faults");
    }
    putchar('\n');
    for (int p = 0; p < SEAT_COUNT; p++) {
        char pp[32], mg[32];
        snprintf(pp, sizeof pp, "%.3f+-%.3f", ppm[p], ppse[p]);
        snprintf(mg, sizeof mg, "%+.2f+-%.2f", mm[p], mse[p]);
        const char *name = cfg->specs[p].name;
        printf("%-6s %-8.8s %17s %15s %11.2f %8.1f%% %6lld %6lld %14.4f %14.4f",
               rotated ? seat_code(p, SEAT_COUNT) : seat_name(p, SEAT_COUNT), name, pp, mg, sum->totals[p] / g,
               100.0 * sum->wins[p] / g, sum->moons[p], sum->moons_against[p], hist_quantile(&hist[p], 0.5),
               hist_quantile(&hist[p], 0.99));
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
    for (int p = 0; p < SEAT_COUNT; p++) {
        if (cfg->specs[p].bot && strlen(cfg->specs[p].name) > 8) {
            printf("  %s: %s\n", seat_code(p, SEAT_COUNT), cfg->specs[p].name);
        }
    }
    printf("(points/hand with its standard error; vs others: its points per hand minus the mean of the other\n"
           " three; moons: shot by this player, vs: shot by the others at its table; decide: wall-clock time of a\n"
           " decision, cpu: the deciding thread's CPU time, which a busy machine does not inflate)\n");
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
            for (int p = 0; p < SEAT_COUNT; p++) {
                if (sum->standings_n[p] > 0) {
                    printf(" %s %.1f", seat_code(p, SEAT_COUNT), sum->standings_sum[p] / (double)sum->standings_n[p]);
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
        for (int p = 0; p < SEAT_COUNT; p++) {
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
    for (int p = 0; p < SEAT_COUNT; p++) {
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
