/* hearts-sim's command line: --help and the options read into a sim_config_t (sim_config.h). */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

#include "hearts/ai.h"
#include "hearts/args.h"
#include "hearts/version.h"
#include "sim_config.h"
#include "sim_players.h"

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
           "others at its table), suns, moon_tries and moon_tries_won (hard, expert, hunter, search: hands\n"
           "in which it played for the moon, and how many of them it shot), faults (an outside bot's),\n"
           "standings_mean (rules with a standings score, when it sat South), decision_ms_p50 and\n"
           "decision_ms_p99 (wall-clock time of a decision), decision_cpu_ms_p50 and\n"
           "decision_cpu_ms_p99 (the deciding thread's CPU time; built-in players only); random, easy\n"
           "and normal are timed at one decision in 256, the others at every decision.\n"
           "\nRules for --rule KEY=VALUE, with each preset's value:\n");
    /* From the engine's table of options, so a new option shows here without an edit. */
    rules_options_write_help(stdout, 2);
}

/* What the loop over the flags gathers before the rules are known: the preset applies first whatever
 * its place, so --rule always applies on top of it (the rules are kept in order and applied after the
 * last flag), and --players is read once the rules say how many seats there are. */
typedef struct {
    preset_t preset;
    const char **rules;
    int nrules;
    const char *players_list;
} raw_args_t;

enum { FLAG_FAILED, FLAG_READ, FLAG_NOT_MINE };

/* The flags that say what is played: --preset, --rule, --games, --seed, --players, --duplicate,
 * --teams, --move-seconds. */
static int parse_game_flag(args_t *a, sim_config_t *cfg, raw_args_t *raw)
{
    long long n;
    const char *v;
    if (args_is(a, "--preset")) {
        if (!(v = args_value(a))) {
            return FLAG_FAILED;
        }
        if (!rules_preset_parse(v, &raw->preset)) {
            args_fail(a, "unknown preset '%s': choose tournament, classic or omnibus", v);
            return FLAG_FAILED;
        }
    } else if (args_is(a, "--games")) {
        if (!args_ll(a, 1, 1000000000LL, "1000", &n)) {
            return FLAG_FAILED;
        }
        cfg->games = n;
    } else if (args_is(a, "--seed")) {
        if (!args_u64(a, "42", &cfg->seed)) {
            return FLAG_FAILED;
        }
    } else if (args_is(a, "--rule")) {
        if (!(v = args_value(a))) {
            return FLAG_FAILED;
        }
        raw->rules[raw->nrules++] = v;
    } else if (args_is(a, "--players")) {
        if (!(raw->players_list = args_value(a))) {
            return FLAG_FAILED;
        }
    } else if (args_is(a, "--duplicate") || args_is(a, "--teams")) {
        bool teams = args_is(a, "--teams");
        if (!args_switch(a)) {
            return FLAG_FAILED;
        }
        *(teams ? &cfg->teams : &cfg->duplicate) = true;
    } else if (args_is(a, "--move-seconds")) {
        double x;
        if (!args_double(a, 0, 3600, "seconds", "1.5", &x)) {
            return FLAG_FAILED;
        }
        cfg->move_ms = (int64_t)llround(x * 1000.0);
    } else {
        return FLAG_NOT_MINE;
    }
    return FLAG_READ;
}

/* The flags about the run itself: --help, --version, --bot-timeout, --log, --jobs, --json. */
static int parse_run_flag(args_t *a, sim_config_t *cfg)
{
    long long n;
    if (args_is(a, "--help") || args_is(a, "-h") || args_is(a, "--version")) {
        bool version = args_is(a, "--version");
        if (!args_switch(a)) {
            return FLAG_FAILED;
        }
        if (version) {
            printf("hearts-sim %s\n", HEARTS_VERSION);
        } else {
            print_help();
        }
        exit(0);
    } else if (args_is(a, "--bot-timeout")) {
        if (!args_ll(a, 1, 3600000, "10000", &n)) {
            return FLAG_FAILED;
        }
        cfg->bot_timeout_ms = (int)n;
    } else if (args_is(a, "--log")) {
        if (!(cfg->log_path = args_value(a))) {
            return FLAG_FAILED;
        }
    } else if (args_is(a, "--jobs")) {
        if (!args_ll(a, 1, 256, "2", &n)) {
            return FLAG_FAILED;
        }
        cfg->jobs = (int)n;
    } else if (args_is(a, "--json")) {
        if (!args_switch(a)) {
            return FLAG_FAILED;
        }
        cfg->json = true;
    } else {
        return FLAG_NOT_MINE;
    }
    return FLAG_READ;
}

static int cores_online(void)
{
#ifdef _WIN32
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    long cores = (long)si.dwNumberOfProcessors;
#else
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return cores > 0 ? (int)cores : 1;
}

/* The rules, the players and the games per deal, once every flag is read. */
static void settle_config(sim_config_t *cfg, const raw_args_t *raw)
{
    rules_preset(&cfg->rules, raw->preset);
    for (int i = 0; i < raw->nrules; i++) {
        char err[256];
        if (!rules_set_option(&cfg->rules, raw->rules[i], err, sizeof err)) {
            usage_error("%s", err);
        }
    }
    cfg->seats = cfg->rules.players;
    for (int s = 0; s < cfg->seats; s++) {
        sim_spec_level(&cfg->specs[s], AI_NORMAL);
    }
    if (raw->players_list) {
        sim_parse_players(raw->players_list, cfg->seats, cfg->specs);
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

void sim_parse_args(int argc, char **argv, sim_config_t *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->games = 1000;
    cfg->seed = 1;
    cfg->move_ms = 1500;
    cfg->bot_timeout_ms = 10000;
    cfg->jobs = cores_online();
    raw_args_t raw = {.preset = PRESET_TOURNAMENT, .rules = calloc((size_t)argc + 1, sizeof *raw.rules)};
    if (!raw.rules) {
        fprintf(stderr, "hearts-sim: out of memory\n");
        exit(1);
    }
    args_t a;
    args_init(&a, "hearts-sim", argc, argv);
    while (args_next(&a)) {
        int r = parse_game_flag(&a, cfg, &raw);
        if (r == FLAG_NOT_MINE) {
            r = parse_run_flag(&a, cfg);
        }
        if (r == FLAG_NOT_MINE) {
            args_unknown(&a);
            break;
        }
        if (r == FLAG_FAILED) {
            break;
        }
    }
    if (a.failed) {
        args_print_error(&a, stderr);
        exit(2);
    }
    settle_config(cfg, &raw);
    free(raw.rules);
}
