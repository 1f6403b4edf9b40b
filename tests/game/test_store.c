/* The store's files as the game opens them (store/logfile.c, store/kvfile.c, store/stats.c):
 * - the game log: a torn last line cut off; a resumed game continues its log where it stopped (the
 *   unfinished copy is never repeated, lines the save lacks are dropped); another game's log is
 *   appended to whole;
 * - a FIFO or a folder as the log, the settings, the statistics or the save: refused at once (the
 *   test would hang if it were opened the ordinary way), set aside where the game owns the file;
 * - a half-written *.tmp removed;
 * - statistics whose figures cannot all be true set aside; each recent result says what happened (a
 *   game of own rules in no standings record),
 *   files written before the outcome was kept still read. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "store/kvfile.h"
#include "store/logfile.h"
#include "store/savegame.h"
#include "store/stats.h"
#include "test_util.h"

static char dir[600];

static void path_of(char *out, size_t len, const char *name)
{
    kvfile_path(out, len, dir, name);
}

static void write_text(const char *p, const char *text)
{
    FILE *f = fopen(p, "wb");
    CHECK_MSG(f != NULL, "cannot write %s", p);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* The whole file (the caller frees), or NULL. */
static char *read_text(const char *p)
{
    FILE *f = fopen(p, "rb");
    if (!f) {
        return NULL;
    }
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strdup(buf);
}

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

/* Opens the log at p for resume_lines, appends tail_text as the game would, and checks the file. */
static void check_log_open(const char *what, const char *before, const char *resume_lines, const char *then,
                           const char *want)
{
    char p[700];
    path_of(p, sizeof p, "game.jsonl");
    remove(p);
    if (before) {
        write_text(p, before);
    }
    char err[1200] = "";
    FILE *f = logfile_open(p, resume_lines, err, sizeof err);
    CHECK_MSG(f != NULL, "%s: %s", what, err);
    if (!f) {
        return;
    }
    fputs(then, f);
    fclose(f);
    char *got = read_text(p);
    CHECK_MSG(got && strcmp(got, want) == 0, "%s:\n  got:  [%s]\n  want: [%s]", what, got ? got : "(none)", want);
    free(got);
}

#define G1   "{\"event\":\"game\",\"version\":1,\"seed\":1}\n"
#define G2   "{\"event\":\"game\",\"version\":1,\"seed\":2}\n"
#define D    "{\"event\":\"deal\",\"hand\":1}\n"
#define P1   "{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"N\"}\n"
#define P2   "{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"E\"}\n"
#define P3   "{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"S\"}\n"
#define PX   "{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"S\",\"card\":\"QH\"}\n"
#define E1   "{\"event\":\"end\",\"reason\":\"target\"}\n"
#define TORN "{\"event\":\"play\",\"ha"

static void test_log_continues_where_it_stopped(void)
{
    /* new games: a torn last line goes, so the next game starts on a line of its own */
    check_log_open("new log", NULL, NULL, G1, G1);
    check_log_open("after a whole game", G2 D E1, NULL, G1, G2 D E1 G1);
    check_log_open("after a torn line", G2 D P1 TORN, NULL, G1, G2 D P1 G1);
    check_log_open("only a torn line", TORN, NULL, G1, G1);
    /* a resumed game: the log level with the save */
    check_log_open("level with the save", G2 D E1 G1 D P1, G1 D P1, P2, G2 D E1 G1 D P1 P2);
    /* the log ahead of the save (the save's last lines were lost in the kill) and torn */
    check_log_open("ahead of the save", G1 D P1 P2 P3 TORN, G1 D P1, PX, G1 D P1 PX);
    /* the log behind the save (it was cut): only what it lacks */
    check_log_open("behind the save", G1 D, G1 D P1 P2, P3, G1 D P1 P2 P3);
    check_log_open("behind and torn", G1 D TORN, G1 D P1 P2, P3, G1 D P1 P2 P3);
    /* the log's last game is another: the saved game's lines whole */
    check_log_open("another game last", G2 D E1, G1 D P1, P2, G2 D E1 G1 D P1 P2);
    check_log_open("another game, torn", G2 D TORN, G1 D P1, P2, G2 D G1 D P1 P2);
    check_log_open("an empty log", NULL, G1 D P1, P2, G1 D P1 P2);
    /* the same game line earlier, then another game: only the last game counts */
    check_log_open("this game earlier", G1 D E1 G2 D, G1 D P1, P2, G1 D E1 G2 D G1 D P1 P2);
}

static void test_special_files_refused(void)
{
    char fifo[700], err[1200] = "";
    path_of(fifo, sizeof fifo, "fifo.jsonl");
    remove(fifo);
    CHECK(mkfifo(fifo, 0600) == 0);
    /* each of these would wait for a writer (or a reader) for ever if opened the ordinary way */
    FILE *f = logfile_open(fifo, NULL, err, sizeof err);
    CHECK(f == NULL);
    CHECK_MSG(strstr(err, "is a FIFO") && strstr(err, fifo), "%s", err);
    bool special = false;
    f = kvfile_open(fifo, "rb", &special, err, sizeof err);
    CHECK(f == NULL && special);
    f = kvfile_open(fifo, "ab", &special, err, sizeof err);
    CHECK(f == NULL && special);
    CHECK(exists(fifo));
    remove(fifo);
    /* a folder */
    char sub[700];
    path_of(sub, sizeof sub, "folder.jsonl");
    CHECK(mkdir(sub, 0700) == 0 || exists(sub));
    f = logfile_open(sub, NULL, err, sizeof err);
    CHECK(f == NULL);
    CHECK_MSG(strstr(err, "is a folder") != NULL, "%s", err);
    rmdir(sub);
    /* a file that is not there: missing, not special */
    char none[700];
    path_of(none, sizeof none, "none.txt");
    f = kvfile_open(none, "rb", &special, err, sizeof err);
    CHECK(f == NULL && !special);

    /* the statistics, the settings' reader and the save as FIFOs: set aside, defaults used */
    char stats[700], kept[800];
    path_of(stats, sizeof stats, STATS_NAME);
    snprintf(kept, sizeof kept, "%s.corrupt-1", stats);
    remove(stats);
    remove(kept);
    CHECK(mkfifo(stats, 0600) == 0);
    stats_t s;
    s.games = 99;
    stats_load(&s, dir);
    CHECK_EQ_INT(s.games, 0);
    CHECK(!exists(stats));
    CHECK(exists(kept));
    remove(kept);

    char save[700];
    path_of(save, sizeof save, SAVEGAME_NAME);
    snprintf(kept, sizeof kept, "%s.corrupt-1", save);
    remove(save);
    remove(kept);
    CHECK(mkfifo(save, 0600) == 0);
    save_header_t h;
    game_t *g = NULL;
    char *text = NULL;
    CHECK_EQ_INT(savegame_load(save, &h, &g, &text, err, sizeof err), SAVE_CORRUPT);
    CHECK(g == NULL && text == NULL);
    CHECK(!exists(save) && exists(kept));
    remove(kept);
}

static void test_tmp_removed(void)
{
    char tmp[700];
    path_of(tmp, sizeof tmp, "save.jsonl.tmp");
    write_text(tmp, "{\"save\":2,\"lev");
    kvfile_remove_tmp(dir, SAVEGAME_NAME);
    CHECK(!exists(tmp));
    /* a FIFO left as a temporary file is replaced, not waited on */
    CHECK(mkfifo(tmp, 0600) == 0);
    char save[700];
    path_of(save, sizeof save, SAVEGAME_NAME);
    FILE *f = kvfile_begin_path(save);
    CHECK(f != NULL);
    if (f) {
        fputs("x\n", f);
        CHECK(kvfile_commit_path(f, save));
    }
    CHECK(!exists(tmp));
    remove(save);
}

static void write_stats(const char *text)
{
    char p[700];
    path_of(p, sizeof p, STATS_NAME);
    write_text(p, text);
}

/* Loads text as stats.txt: true if it was taken (not set aside). */
static bool stats_taken(const char *text, stats_t *s)
{
    char p[700], kept[800];
    path_of(p, sizeof p, STATS_NAME);
    snprintf(kept, sizeof kept, "%s.corrupt-1", p);
    remove(kept);
    write_stats(text);
    stats_load(s, dir);
    bool taken = exists(p) && !exists(kept);
    remove(kept);
    return taken;
}

static void test_stats_impossible_set_aside(void)
{
    stats_t s;
    CHECK(stats_taken("games=3\nwins=2\nmoons=1\n", &s));
    CHECK_EQ_INT(s.games, 3);
    CHECK_EQ_INT(s.wins, 2);
    static const char *const impossible[] = {
        "games=3\nwins=4\n",                                                     /* more wins than games */
        "games=0\nmoons=2\n",                                                    /* moons without a game */
        "games=2\nstandings_games=3\nstandings_sum=10\nstandings_best=9\n",      /* more standings than games */
        "games=2\nstandings_games=2\nstandings_sum=3000\nstandings_best=1000\n", /* a mean above the best */
        "games=2\nstandings_games=0\nstandings_best=1200\n",                     /* a best of no game */
        "games=1\nwins=-1\n",                                                    /* negative */
        "games=1\nwins=1\nrecent=100,tournament,quit,3,40,1,-\n",                /* a quit game won */
        "games=1\nrecent=100,classic,target,-2,40,0,-\n",                        /* negative hands */
        "games=1\nrecent=100,classic,target,5,40,0,-\nrecent=90,classic,target,5,40,0,-\n", /* two of one */
        "games=2\nwins=0\nrecent=100,classic,target,5,40,1,-\n",      /* a recent win, no win counted */
        "games=1\nwins=1\nrecent=100,classic,target,5,40,1,-,lost\n", /* an outcome that disagrees */
        "games=1\nrecent=100,classic,target,5,40,7,-\n",              /* won is 0 or 1 */
    };
    for (size_t i = 0; i < sizeof impossible / sizeof impossible[0]; i++) {
        s.games = 77;
        CHECK_MSG(!stats_taken(impossible[i], &s), "taken: %s", impossible[i]);
        CHECK_EQ_INT(s.games, 0);
    }
}

static void test_stats_outcome(void)
{
    CHECK_EQ_INT(stats_outcome_of(END_TARGET, true), STATS_WON);
    CHECK_EQ_INT(stats_outcome_of(END_TARGET, false), STATS_LOST);
    CHECK_EQ_INT(stats_outcome_of(END_QUIT, false), STATS_QUIT);
    CHECK_EQ_INT(stats_outcome_of(END_CLOCK, true), STATS_TIME_UP);
    CHECK_EQ_INT(stats_outcome_of(END_CLOCK, false), STATS_TIME_UP);
    CHECK_EQ_STR(stats_outcome_name(STATS_WON), "Won");
    CHECK_EQ_STR(stats_outcome_name(STATS_LOST), "Lost");
    CHECK_EQ_STR(stats_outcome_name(STATS_QUIT), "Quit");
    CHECK_EQ_STR(stats_outcome_name(STATS_TIME_UP), "Time up");

    /* a file of the version before: seven fields a result, the outcome worked out */
    stats_t s;
    CHECK(stats_taken("games=4\nwins=2\nstandings_games=2\nstandings_sum=2010\nstandings_best=2010\n"
                      "recent=400,tournament,clock,6,30,1,2010\n"
                      "recent=300,tournament,quit,0,0,0,0\n"
                      "recent=200,classic,target,9,104,0,-\n"
                      "recent=100,omnibus,target,7,40,1,-\n",
                      &s));
    CHECK_EQ_INT(s.recent_count, 4);
    CHECK_EQ_INT(s.recent[0].outcome, STATS_TIME_UP);
    CHECK_EQ_INT(s.recent[1].outcome, STATS_QUIT);
    CHECK_EQ_INT(s.recent[2].outcome, STATS_LOST);
    CHECK_EQ_INT(s.recent[3].outcome, STATS_WON);

    /* recorded, saved with its outcome, read back */
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.when = 500;
    r.preset = PRESET_CLASSIC;
    r.reason = END_QUIT;
    r.hands = 2;
    r.south_total = 12;
    r.outcome = STATS_WON; /* whatever the caller says, the record says what happened */
    stats_record(&s, &r);
    CHECK_EQ_INT(s.recent[0].outcome, STATS_QUIT);
    CHECK(stats_save(&s, dir));
    char p[700];
    path_of(p, sizeof p, STATS_NAME);
    char *text = read_text(p);
    CHECK_MSG(text && strstr(text, "recent=500,classic,quit,2,12,0,-,quit,0,0\n"), "%s", text ? text : "(none)");
    CHECK_MSG(text && strstr(text, "recent=400,tournament,clock,6,30,1,2010,timeup,0,0\n"), "%s", text ? text : "");
    free(text);
    stats_t t;
    stats_load(&t, dir);
    CHECK_EQ_INT(t.games, 5);
    CHECK_EQ_INT(t.recent_count, 5);
    CHECK_EQ_INT(t.recent[0].outcome, STATS_QUIT);
    CHECK_EQ_INT(t.recent[1].outcome, STATS_TIME_UP);
    CHECK_EQ_INT(t.recent[4].outcome, STATS_WON);

    /* a tie for the lowest total is kept as such (the record says "tied for the lead", not "you led");
     * a tie without a win cannot be */
    r.reason = END_CLOCK;
    r.won = true;
    r.shared = true;
    r.when = 600;
    stats_record(&t, &r);
    CHECK(stats_save(&t, dir));
    text = read_text(p);
    CHECK_MSG(text && strstr(text, "recent=600,classic,clock,2,12,1,-,timeup,1,0\n"), "%s", text ? text : "(none)");
    free(text);
    stats_load(&s, dir);
    CHECK_EQ_INT(s.recent_count, 6);
    CHECK(s.recent[0].shared && s.recent[0].won);
    CHECK(!s.recent[1].shared);
    CHECK(!stats_taken("games=1\nwins=0\nrecent=100,classic,clock,5,40,0,-,timeup,1\n", &s));
}

/* Saves s: the file holds both lines. */
static void saved_holds(const stats_t *s, const char *one, const char *other)
{
    CHECK(stats_save(s, dir));
    char p[700];
    path_of(p, sizeof p, STATS_NAME);
    char *text = read_text(p);
    CHECK_MSG(text && strstr(text, one) && strstr(text, other), "%s", text ? text : "(none)");
    free(text);
}

/* A practice game (a card taken back) is among the recent results and the practice games only: no
 * game, win or standings of the record; kept as such in the file. */
static void test_stats_practice(void)
{
    stats_t s;
    stats_defaults(&s);
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.when = 700;
    r.preset = PRESET_CLASSIC;
    r.reason = END_TARGET;
    r.hands = 6;
    r.south_total = 20;
    r.won = true;
    r.practice = true;
    CHECK(!stats_record(&s, &r));
    CHECK_EQ_INT(s.games, 0);
    CHECK_EQ_INT(s.wins, 0);
    CHECK_EQ_INT(s.practice_games, 1);
    CHECK_EQ_INT(s.recent_count, 1);
    CHECK(s.recent[0].practice && s.recent[0].won);
    r.practice = false;
    r.when = 800;
    stats_record(&s, &r);
    CHECK_EQ_INT(s.games, 1);
    CHECK_EQ_INT(s.wins, 1);
    CHECK(stats_plausible(&s));
    saved_holds(&s, "practice_games=1\n", "recent=700,classic,target,6,20,1,-,won,0,1\n");
    stats_t t;
    stats_load(&t, dir);
    CHECK_EQ_INT(t.games, 1);
    CHECK_EQ_INT(t.practice_games, 1);
    CHECK_EQ_INT(t.recent_count, 2);
    CHECK(!t.recent[0].practice && t.recent[1].practice);
    /* a practice result the file's count does not cover cannot be */
    CHECK(!stats_taken("games=0\nwins=0\nrecent=100,classic,target,5,40,1,-,won,0,1\n", &t));
}

/* A game whose rules were changed from its preset's (a tournament to 10 points) is the player's own:
 * counted as a game, but its standings score neither sets nor is compared with the best, nor counts in
 * the mean; kept as such in the file; a file of before reads as it did (its standings counted). */
static void test_stats_own_rules(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(!stats_rules_own(&rules));
    rules.players = 5; /* three and five keep their own record: not a change of rules */
    CHECK(!stats_rules_own(&rules));
    rules.players = 4;
    char err[200];
    CHECK(rules_set_option(&rules, "target=10", err, sizeof err));
    CHECK(stats_rules_own(&rules));
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(!stats_rules_own(&rules));

    stats_t s;
    stats_defaults(&s);
    stats_result_t r = {.when = 900,
                        .preset = PRESET_TOURNAMENT,
                        .reason = END_TARGET,
                        .hands = 7,
                        .south_total = 54,
                        .has_standings = true,
                        .standings = 1036};
    CHECK(stats_record(&s, &r));
    r.when = 1000;
    r.hands = 1;
    r.south_total = 1;
    r.standings = 2050;
    r.own_rules = true;
    CHECK_MSG(!stats_record(&s, &r), "a game of own rules set the tournament's best");
    CHECK_EQ_INT(s.games, 2);
    CHECK_EQ_INT(s.standings_games, 1);
    CHECK_EQ_INT(s.standings_best, 1036);
    CHECK_EQ_INT((int)s.standings_sum, 1036);
    CHECK(s.recent[0].own_rules && !s.recent[1].own_rules);
    CHECK(stats_plausible(&s)); /* its score above the best is no contradiction */
    saved_holds(&s, "recent=1000,tournament,target,1,1,0,2050,lost,0,0,4,1\n",
                "recent=900,tournament,target,7,54,0,1036,lost,0,0\n");
    stats_t t;
    stats_load(&t, dir);
    CHECK_EQ_INT(t.recent_count, 2);
    CHECK_EQ_INT(t.games, 2);
    CHECK(t.recent[0].own_rules && !t.recent[1].own_rules);
    CHECK_EQ_INT(t.recent[0].standings, 2050);
    CHECK_EQ_INT(t.standings_best, 1036);
    /* a file of before: its lines have no own field, and their standings are the record's as they were */
    CHECK(stats_taken("games=1\nstandings_games=1\nstandings_sum=2050\nstandings_best=2050\n"
                      "recent=1000,tournament,target,1,1,0,2050,lost,0,0\n",
                      &t));
    CHECK(!t.recent[0].own_rules);
    CHECK_EQ_INT(t.standings_best, 2050);
    /* a line of four with own rules names its seats; own is 0 or 1 */
    CHECK(stats_taken("games=1\nrecent=1000,tournament,target,1,1,0,2050,lost,0,0,4,1\n", &t));
    CHECK(!stats_taken("games=1\nrecent=1000,tournament,target,1,1,0,-,lost,0,0,4,2\n", &t));
}

int main(void)
{
    snprintf(dir, sizeof dir, "%s/store", HEARTS_TEST_OUT);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    if (system(cmd) != 0) {
        return 1;
    }
    RUN(test_log_continues_where_it_stopped);
    RUN(test_special_files_refused);
    RUN(test_tmp_removed);
    RUN(test_stats_impossible_set_aside);
    RUN(test_stats_outcome);
    RUN(test_stats_practice);
    RUN(test_stats_own_rules);
    return test_finish();
}
