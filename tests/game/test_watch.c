/* Watch again: the game viewer (scenes/scene_watch.c) and the logs the game keeps for it
 * (store/logfile.h). A known log (a golden game written by hearts-sim) is opened and stepped through
 * forward and back, and what the viewer shows (the trick's cards and taker, the points on the words
 * it draws, each hand's score) is checked against the log's own lines, read here with cJSON; the
 * game keeps the newest 20 logs (a 21st removes the oldest); a game played to its end offers Watch
 * again on its result and in Statistics. */
#include "scene_driver.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#endif

#include "hearts/intl.h"
#include "scenes/watch_internal.h"
#include "scenes/words.h"
#include "store/logfile.h"
#include "store/replay.h"
#include "test_util.h"

static ui_check_t *check; /* the labels of the last frame drawn */

/* ---- The log as its lines say ---- */

typedef struct {
    int winner, points;
    card_t cards[4];
} log_trick_t;

typedef struct {
    int ntricks;
    log_trick_t tricks[13];
    int score[4], totals[4];
} log_hand_t;

static int seat_index(const char *s)
{
    static const char seats[] = "SWNE";
    const char *p = s && s[0] ? strchr(seats, s[0]) : NULL;
    return p ? (int)(p - seats) : -1;
}

static card_t card_of(const char *s)
{
    static const char ranks[] = "23456789TJQKA", suits[] = "CDSH";
    const char *r = strchr(ranks, s[0]), *u = strchr(suits, s[1]);
    return (card_t)((u - suits) * 13 + (r - ranks));
}

static void seat_ints(const cJSON *o, int out[4])
{
    static const char *const k[4] = {"S", "W", "N", "E"};
    for (int s = 0; s < 4; s++) {
        out[s] = cJSON_GetObjectItem(o, k[s])->valueint;
    }
}

/* The first game of the file: its trick and hand lines. Returns how many hands. */
static int read_log(const char *path, log_hand_t *hands, int max)
{
    FILE *f = fopen(path, "rb");
    if (!CHECK_MSG(f != NULL, "cannot open %s", path)) {
        return 0;
    }
    static char line[8192];
    int n = 0;
    bool ended = false;
    while (!ended && fgets(line, sizeof line, f)) {
        cJSON *o = cJSON_Parse(line);
        const char *ev = cJSON_GetObjectItem(o, "event")->valuestring;
        int h = cJSON_GetObjectItem(o, "hand") ? cJSON_GetObjectItem(o, "hand")->valueint : 0;
        if (strcmp(ev, "trick") == 0 && h >= 1 && h <= max) {
            log_hand_t *lh = &hands[h - 1];
            log_trick_t *t = &lh->tricks[lh->ntricks++];
            t->winner = seat_index(cJSON_GetObjectItem(o, "winner")->valuestring);
            t->points = cJSON_GetObjectItem(o, "points")->valueint;
            for (int i = 0; i < 4; i++) {
                t->cards[i] = card_of(cJSON_GetArrayItem(cJSON_GetObjectItem(o, "cards"), i)->valuestring);
            }
            n = h > n ? h : n;
        } else if (strcmp(ev, "hand") == 0 && h >= 1 && h <= max) {
            seat_ints(cJSON_GetObjectItem(o, "score"), hands[h - 1].score);
            seat_ints(cJSON_GetObjectItem(o, "totals"), hands[h - 1].totals);
        }
        ended = strcmp(ev, "end") == 0;
        cJSON_Delete(o);
    }
    fclose(f);
    return n;
}

/* ---- What the viewer shows ---- */

static watch_t *viewer(void)
{
    scene_t *s = scene_find(&app.scenes, "watch");
    return s ? s->data : NULL;
}

/* Whether the screen as it stands now shows the words s. */
static bool drew(const char *s)
{
    return ui_check_drew(check, s);
}

static void look_now(void)
{
    redraw();
}

/* The step shown is trick k of hand h (from 1) as the log has it: its cards where their players sit,
 * its taker and points in words, each hand holding 13 - k cards. */
static void check_trick(const watch_t *w, const log_hand_t *lh, int k)
{
    look_now();
    const replay_hand_t *h = &w->game.hands[w->hand];
    const log_trick_t *t = &lh->tricks[k - 1];
    const trick_record_t *shown = &h->tricks[k - 1];
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(shown->cards[i], t->cards[i]);
    }
    CHECK_EQ_INT(shown->winner, t->winner);
    CHECK_EQ_INT(h->trick_points[k - 1], t->points);
    static const char *const taken[4] = {"Taken by you", "Taken by Left", "Taken by Across", "Taken by Right"};
    char pts[32];
    snprintf(pts, sizeof pts, NG_("%s point", "%s points", t->points), words_int(t->points));
    CHECK_MSG(drew(_(taken[t->winner])), "hand %d trick %d: '%s' not drawn", h->number, k, taken[t->winner]);
    CHECK_MSG(drew(pts), "hand %d trick %d: '%s' not drawn", h->number, k, pts);
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(cardset_count(replay_held(h, s, k)), 13 - k);
    }
    /* the points taken so far, on the plates */
    int taken_so_far[4] = {0};
    for (int j = 0; j < k; j++) {
        taken_so_far[lh->tricks[j].winner] += lh->tricks[j].points;
    }
    for (int s = 0; s < 4; s++) {
        char line[48];
        snprintf(line, sizeof line, _("this hand: %s"), words_int(taken_so_far[s]));
        CHECK_MSG(drew(line), "hand %d trick %d: '%s' not on a plate", h->number, k, line);
    }
}

static void check_score(const watch_t *w, const log_hand_t *lh)
{
    look_now();
    for (int s = 0; s < 4; s++) {
        char line[96];
        snprintf(line, sizeof line, _("%s  \xc2\xb7  total %s"), words_signed(lh->score[s]), words_int(lh->totals[s]));
        CHECK_MSG(drew(line), "hand %d: the score '%s' not drawn", w->game.hands[w->hand].number, line);
    }
}

/* Every step of the game forward with Right, each checked; then back with Left to the start. */
static void step_through(const log_hand_t *log, int nhands)
{
    watch_t *w = viewer();
    CHECK_EQ_INT(w->game.nhands, nhands);
    int steps = 0;
    for (int hand = 0; hand < nhands; hand++) {
        CHECK_EQ_INT(w->hand, hand);
        CHECK_EQ_INT(w->step, 0);
        look_now();
        CHECK(drew(_("The deal")));
        key(SDLK_RIGHT);
        steps++;
        for (int k = 1; k <= log[hand].ntricks; k++) {
            CHECK_EQ_INT(w->step, k);
            check_trick(w, &log[hand], k);
            key(SDLK_RIGHT);
            steps++;
        }
        CHECK(drew(_("The score")));
        check_score(w, &log[hand]);
        if (hand < nhands - 1) {
            key(SDLK_RIGHT);
            steps++;
        }
    }
    CHECK(!control("Next trick")->enabled); /* the game's last moment */
    key(SDLK_RIGHT);
    CHECK_EQ_INT(w->hand, nhands - 1);
    /* Next trick, the focus by default, may not be pressed: the focus is on the enabled button nearest
       it (Previous trick), and Enter presses that */
    const ui_button_t *f = focused();
    CHECK_MSG(f && f->enabled && !f->hidden, "no live focus at the game's end");
    CHECK(f && strcmp(f->label, "Previous trick") == 0);
    int at = w->step;
    key(SDLK_RETURN);
    CHECK_EQ_INT(w->step, at - 1);
    CHECK(focused() == control("Next trick")); /* enabled again: the default again */
    key(SDLK_END);
    CHECK_EQ_INT(w->step, at);
    for (int i = 0; i < steps; i++) {
        key(SDLK_LEFT);
    }
    CHECK_EQ_INT(w->hand, 0);
    CHECK_EQ_INT(w->step, 0);
    CHECK(!control("Previous trick")->enabled);
}

/* The viewer on the game of the log at path, the only screen; whether it opened. */
static bool open_viewer(const char *path)
{
    char err[512];
    scene_t *s = scene_watch_file(&home, path, err, sizeof err);
    if (!CHECK_MSG(s != NULL, "%s", err)) {
        return false;
    }
    scene_replace_all(&app.scenes, s);
    frames(2);
    return true;
}

static void test_watch_golden(void)
{
    const char *path = HEARTS_GOLDEN "/classic-42.jsonl";
    static log_hand_t log[64];
    memset(log, 0, sizeof log);
    int nhands = read_log(path, log, 64);
    CHECK(nhands > 1);
    if (!open_viewer(path)) {
        return;
    }
    CHECK_EQ_STR(top_name(), "watch");
    step_through(log, nhands);
    /* the buttons do what the keys do; End, Page Up and Home */
    click_control("Next trick");
    CHECK_EQ_INT(viewer()->step, 1);
    check_trick(viewer(), &log[0], 1);
    click_control("Next hand");
    CHECK_EQ_INT(viewer()->hand, 1);
    CHECK_EQ_INT(viewer()->step, 0);
    key(SDLK_END);
    CHECK_EQ_INT(viewer()->hand, nhands - 1);
    check_score(viewer(), &log[nhands - 1]);
    key(SDLK_PAGEUP);
    CHECK_EQ_INT(viewer()->hand, nhands - 1);
    CHECK_EQ_INT(viewer()->step, 0);
    click_control("Previous hand");
    CHECK_EQ_INT(viewer()->hand, nhands - 2);
    key(SDLK_PAGEDOWN);
    key(SDLK_RIGHT);
    check_trick(viewer(), &log[nhands - 1], 1);
    key(SDLK_HOME);
    CHECK_EQ_INT(viewer()->hand, 0);
    screenshot("watch_golden_deal");
    /* Close with nothing beneath (hearts --watch): the title */
    click_control("Close");
    frames(2);
    CHECK_EQ_STR(top_name(), "title");
}

/* At a hand's score the plates show what the hand scored, as the score's panel does: after a moon not
 * the 26 points the shooter took, but 0 for the shooter and 26 for each of the others. (No golden game
 * has a moon: its first hand's score is made one, with the totals the panel shows.) Page Up and Page
 * Down have their caps. */
static void test_watch_score_plates(void)
{
    if (!open_viewer(HEARTS_GOLDEN "/classic-42.jsonl")) {
        return;
    }
    CHECK_EQ_STR(control("Previous hand")->key, C_("key", "PgUp"));
    CHECK_EQ_STR(control("Next hand")->key, C_("key", "PgDn"));
    watch_t *w = viewer();
    replay_hand_t *h = &w->game.hands[0];
    int taken[SEAT_MAX];
    replay_taken_after(h, h->ntricks, taken);
    int shooter = 0;
    for (int seat = 0; seat < 4; seat++) {
        shooter = taken[seat] > taken[shooter] ? seat : shooter;
    }
    h->score.moon = shooter;
    for (int seat = 0; seat < 4; seat++) {
        h->score.score[seat] = seat == shooter ? 0 : 26;
        h->score.totals[seat] = h->score.score[seat];
    }
    key(SDLK_PAGEDOWN);
    key(SDLK_LEFT); /* hand 1's score */
    CHECK_EQ_INT(w->hand, 0);
    int trick;
    CHECK(watch_step_kind(h, w->step, &trick) == WSTEP_SCORE);
    look_now();
    for (int seat = 0; seat < 4; seat++) {
        char line[48];
        snprintf(line, sizeof line, _("this hand: %s"), words_int(h->score.score[seat]));
        CHECK_MSG(drew(line), "seat %d: '%s' not on its plate after the moon", seat, line);
    }
    char took[48];
    snprintf(took, sizeof took, _("this hand: %s"), words_int(taken[shooter]));
    CHECK_MSG(!drew(took), "the shooter's plate says '%s', the points taken, not the hand's score", took);
    screenshot("watch_moon_score");
}

/* A game cut short by the clock ends in the middle of a hand: the viewer shows that hand up to where
 * it stopped, the unfinished trick last. */
static void test_watch_clock(void)
{
    const char *path = HEARTS_GOLDEN "/tournament-clock-99.jsonl";
    replay_t r;
    char err[512];
    if (!CHECK_MSG(replay_load(path, &r, err, sizeof err), "%s", err)) {
        return;
    }
    CHECK_EQ_INT(r.reason, END_CLOCK);
    const replay_hand_t *last = &r.hands[r.nhands - 1];
    CHECK(!last->scored);
    int trick;
    watch_step_kind_t k = watch_step_kind(last, watch_steps(last) - 1, &trick);
    CHECK(k == WSTEP_UNFINISHED || k == WSTEP_TRICK || k == WSTEP_DEAL);
    scene_replace_all(&app.scenes, scene_watch_new(&home, &r));
    frames(2);
    key(SDLK_END);
    look_now();
    if (k == WSTEP_UNFINISHED) {
        CHECK(drew(_("The game ended during this trick")));
    }
    CHECK(drew(_("Time is up")));
    screenshot("watch_clock_end");
    replay_free(&r); /* emptied by the scene: nothing to free */
}

/* A bad file: what is wrong, where. */
static void test_watch_refused(void)
{
    char path[600], err[1400];
    replay_t r;
    snprintf(path, sizeof path, "%s/no-such-log.jsonl", out_dir);
    remove(path);
    CHECK(!replay_load(path, &r, err, sizeof err));
    CHECK_MSG(strstr(err, path) != NULL, "the message does not name the file: %s", err);
    snprintf(path, sizeof path, "%s/corrupt-log.jsonl", out_dir);
    FILE *f = fopen(path, "wb");
    FILE *g = fopen(HEARTS_GOLDEN "/classic-42.jsonl", "rb");
    char line[8192];
    for (int i = 0; i < 3 && fgets(line, sizeof line, g); i++) {
        fputs(line, f);
    }
    fputs("{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"S\",\"card\":\"ZZ\"}\n", f);
    fclose(f);
    fclose(g);
    CHECK(!replay_load(path, &r, err, sizeof err));
    char where[700];
    snprintf(where, sizeof where, _("%s, line %d: %s"), path, 4, "");
    CHECK_MSG(strncmp(err, where, strlen(where)) == 0, "no file and line: %s", err);
}

/* ---- The logs the game keeps ---- */

static int count_kept(const char *dir)
{
    int64_t whens[64];
    return logfile_kept_list(dir, whens, 64);
}

static void make_current(const char *dir)
{
    char path[1100];
    kvfile_path(path, sizeof path, dir, LOGFILE_CURRENT);
    FILE *f = fopen(path, "wb");
    fputs("{\"event\":\"game\"}\n", f);
    fclose(f);
}

static void test_keep_twenty(void)
{
    char dir[600], path[1100];
    snprintf(dir, sizeof dir, "%s/kept", out_dir);
#ifdef _WIN32
    _mkdir(dir);
#else
    mkdir(dir, 0700);
#endif
    int64_t old[64];
    int n = logfile_kept_list(dir, old, 64);
    for (int i = 0; i < n; i++) {
        logfile_kept(dir, old[i], path, sizeof path);
        remove(path);
    }
    for (int i = 0; i < LOGFILE_KEPT; i++) {
        make_current(dir);
        int64_t when = 1000 + i;
        CHECK(logfile_keep(dir, LOGFILE_CURRENT, &when, LOGFILE_KEPT, path, sizeof path));
        CHECK_EQ_INT((int)when, 1000 + i);
    }
    CHECK_EQ_INT(count_kept(dir), 20);
    CHECK(logfile_kept(dir, 1000, path, sizeof path));
    /* the 21st removes the oldest */
    make_current(dir);
    int64_t when = 1020;
    CHECK(logfile_keep(dir, LOGFILE_CURRENT, &when, LOGFILE_KEPT, path, sizeof path));
    CHECK_EQ_INT(count_kept(dir), 20);
    CHECK(!logfile_kept(dir, 1000, path, sizeof path));
    CHECK(logfile_kept(dir, 1001, path, sizeof path));
    CHECK(logfile_kept(dir, 1020, path, sizeof path));
    /* two in one second: each its own name */
    make_current(dir);
    when = 1020;
    CHECK(logfile_keep(dir, LOGFILE_CURRENT, &when, LOGFILE_KEPT, path, sizeof path));
    CHECK_EQ_INT((int)when, 1021);
    CHECK(!logfile_kept(dir, 1001, path, sizeof path));
    int64_t whens[20];
    CHECK_EQ_INT(logfile_kept_list(dir, whens, 20), 20);
    CHECK_EQ_INT((int)whens[0], 1021);
    CHECK_EQ_INT((int)whens[19], 1002);
}

/* A game played to its end: its log is kept, the result offers Watch again, and the viewer shows the
 * game that was played; Close goes back to the result; Statistics offers it too. */
static void test_watch_from_result(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.target = 40;
    CHECK(start_game(&rules, 77));
    play_to_end();
    table_set_autoplay(home.table, false); /* the player's game, for the record */
    int hands = table_end(home.table)->hands;
    int totals[4];
    memcpy(totals, table_end(home.table)->end_totals, sizeof totals);
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    CHECK_MSG(home.watch_path[0] != '\0', "the finished game's log was not kept");
    const ui_button_t *b = control("Watch again");
    if (!CHECK_MSG(b && !b->hidden, "no Watch again on the result")) {
        return;
    }
    click_control("Watch again");
    frames(2);
    CHECK_EQ_STR(top_name(), "watch");
    watch_t *w = viewer();
    CHECK_EQ_INT(w->game.nhands, hands);
    CHECK_EQ_INT(w->game.seed, 77);
    for (int s = 0; s < 4; s++) {
        CHECK_EQ_INT(w->game.end_totals[s], totals[s]);
    }
    key(SDLK_END);
    screenshot("watch_from_result_end");
    key(SDLK_ESCAPE);
    frames(2);
    CHECK_EQ_STR(top_name(), "result");
    /* Statistics: the game is the first recent one, with its Watch */
    int64_t when = home.stats.recent[0].when;
    char path[1100];
    CHECK(logfile_kept(home.pref_dir, when, path, sizeof path));
    CHECK_EQ_STR(path, home.watch_path);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    scene_push(&app.scenes, overlay_stats_new(&home));
    frames(2);
    const ui_button_t *watch = find_control("Watch", 0);
    if (CHECK_MSG(watch && !watch->hidden, "Statistics offers no Watch for the recent game")) {
        click_rect(watch->r);
        frames(2);
        CHECK_EQ_STR(top_name(), "watch");
        CHECK_EQ_INT(viewer()->game.seed, 77);
        click_control("Close");
        frames(2);
        CHECK_EQ_STR(top_name(), "stats");
    }
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* A game stopped half-way (the program killed) and resumed keeps one whole log: the kept log goes on
 * where it stopped, as --log's does, and the viewer reads the whole game from it. A demonstration's
 * (its save and log are its own), taken up as --resume --autoplay does. */
static void test_resumed_log(void)
{
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.target = 30;
    CHECK(home_start_game(&home, &rules, 4242, true));
    for (int i = 0; i < 30 && table_decide_now(home.table); i++) {
    }
    table_flush(home.table);
    table_free(home.table); /* as if killed: the save and the kept log stay */
    home.table = NULL;
    home.opt.resume = home.opt.autoplay = true;
    home_check_resume(&home);
    CHECK_MSG(home.resume_offered, "the stopped game is not offered");
    CHECK(home_resume_game(&home));
    home.opt.resume = home.opt.autoplay = false;
    if (!CHECK(home.table != NULL)) {
        return;
    }
    play_to_end();
    int hands = table_end(home.table)->hands;
    home_record_result(&home);
    CHECK_MSG(home.watch_path[0] != '\0', "the resumed game's log was not kept");
    FILE *f = fopen(home.watch_path, "rb");
    char line[8192];
    int games = 0;
    while (f && fgets(line, sizeof line, f)) {
        games += strncmp(line, "{\"event\":\"game\"", 15) == 0;
    }
    if (f) {
        fclose(f);
    }
    CHECK_EQ_INT(games, 1);
    replay_t r;
    char err[1400];
    if (CHECK_MSG(replay_load(home.watch_path, &r, err, sizeof err), "%s", err)) {
        CHECK_EQ_INT(r.nhands, hands);
        CHECK_EQ_INT(r.seed, 4242);
        replay_free(&r);
    }
    home_end_game(&home);
}

/* Every step of two golden games (one with a moon or a sun in omnibus) at four window sizes, with the
 * layout checker on: nothing of the viewer runs over anything, at any step, in the language of the run
 * (HEARTS_TEST_LANGUAGE: game_watch_de). The deal, a trick and a score are saved at each size. */
static void test_watch_layout(void)
{
    static const int sizes[][2] = {{800, 450}, {1280, 800}, {1920, 1080}, {800, 1000}};
    static const char *const logs[] = {HEARTS_GOLDEN "/classic-42.jsonl", HEARTS_GOLDEN "/omnibus-sun-1234.jsonl"};
    int before = ui_check_count(check);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        SDL_SetWindowSize(app.window, sizes[i][0], sizes[i][1]);
        frames(3);
        for (size_t k = 0; k < sizeof logs / sizeof logs[0]; k++) {
            char err[512], ctx[64], name[64];
            scene_t *s = scene_watch_file(&home, logs[k], err, sizeof err);
            if (!CHECK_MSG(s != NULL, "%s", err)) {
                return;
            }
            scene_replace_all(&app.scenes, s);
            frames(2);
            snprintf(ctx, sizeof ctx, "%dx%d %s:", sizes[i][0], sizes[i][1], k ? "omnibus" : "classic");
            ui_check_context(check, ctx);
            for (int n = 0; n < 400 && control("Next trick")->enabled; n++) {
                look_now();
                if (k == 0 && n < 3) {
                    static const char *const what[3] = {"deal", "trick", "trick2"};
                    snprintf(name, sizeof name, "watch_%dx%d_%s", sizes[i][0], sizes[i][1], what[n]);
                    screenshot(name);
                }
                key(SDLK_RIGHT);
            }
            look_now();
            snprintf(name, sizeof name, "watch_%dx%d_%s_end", sizes[i][0], sizes[i][1], k ? "omnibus" : "classic");
            screenshot(name);
        }
    }
    ui_check_context(check, "");
    CHECK_EQ_INT(ui_check_count(check), before);
    SDL_SetWindowSize(app.window, 1280, 800);
    frames(3);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    check = ui_check_new(); /* what the viewer draws, and the layout checker's word on it */
    const char *language = getenv("HEARTS_TEST_LANGUAGE");
    char shots[32];
    snprintf(shots, sizeof shots, "watch-%s", language && *language ? language : "en");
    if (!driver_init(shots, 1280, 800)) {
        return 1;
    }
    app.gfx.check = check;
    RUN(test_watch_golden);
    RUN(test_watch_score_plates);
    RUN(test_watch_clock);
    RUN(test_watch_refused);
    RUN(test_keep_twenty);
    RUN(test_watch_from_result);
    RUN(test_resumed_log);
    RUN(test_watch_layout);
    if (ui_check_count(check) > 0) {
        ui_check_print(check, stderr);
        CHECK_MSG(0, "the layout checker found %d problems", ui_check_count(check));
    }
    app.gfx.check = NULL;
    ui_check_free(check);
    driver_finish();
    return test_finish();
}
