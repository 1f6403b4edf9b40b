/* Three and five players in the window: New game's players row (and the tournament staying four), whole
 * games of three and of five played by autoplay to the result with their kept log passing the log
 * checker, the statistics keeping their records apart (and the result showing the game's own), and a
 * saved game of five taken up again. */
#include "scene_driver.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "log_check.h"
#include "platform/lang.h"
#include "platform/uicheck.h"
#include "scenes/words.h"
#include "test_util.h"

static bool file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
    }
    return f != NULL;
}

/* New game: 3 or 5 players choose the classic rules over the tournament's (which is for four); choosing
 * the tournament again makes it four; the cards dealt, the table has the seats chosen. */
static void test_new_game_players(void)
{
    rules_preset(&home.rules, PRESET_TOURNAMENT);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    scene_push(&app.scenes, scene_newgame_new(&home));
    frames(2);
    click_control("5 players");
    frames(2);
    CHECK(control("5 players")->style == BUTTON_PRIMARY && control("Classic")->style == BUTTON_PRIMARY);
    CHECK(control("Tournament")->style != BUTTON_PRIMARY);
    click_control("Tournament");
    frames(2);
    CHECK(control("4 players")->style == BUTTON_PRIMARY && control("5 players")->style != BUTTON_PRIMARY);
    click_control("3 players");
    frames(2);
    click_control("Deal the cards");
    frames(3);
    CHECK_EQ_STR(top_name(), "play");
    if (home.table) {
        CHECK_EQ_INT(game_players(table_game(home.table)), 3);
        CHECK_EQ_INT(table_rules(home.table)->preset, PRESET_CLASSIC);
        CHECK_EQ_INT(play()->layout.players, 3);
        CHECK(run_until(c_pass_mode, 3000));
        CHECK_EQ_INT(cardset_count(play()->shown.hand[SEAT_S]), 17);
        screenshot("seats3_pass");
    }
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static bool c_result_or_summary(void)
{
    if (strcmp(top_name(), "summary") == 0) {
        key(SDLK_RETURN); /* Next hand */
    }
    return c_result();
}

/* A whole game of `players` seats shown on the table, South played by the computer, to the result: the
 * result names the seats there are, the kept log passes the checker, the record is the count's own. */
static void whole_game(int players, uint64_t seed)
{
    stats_t before = home.stats;
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = players;
    rules.target = 30;
    CHECK(start_game(&rules, seed));
    double speed = app.speed;
    app.speed = 40;
    table_set_autoplay(home.table, true);
    /* autoplay is a demonstration, nobody's record: South is given back its seat for the last hands
     * only where the record is checked (below, by stats_record) */
    CHECK_MSG(run_until(c_result_or_summary, 400000), "the game of %d never reached its result", players);
    app.speed = speed;
    frames(60);
    char name[32];
    snprintf(name, sizeof name, "seats%d_result", players);
    screenshot(name);
    const game_event_t *end = home.table ? table_end(home.table) : NULL;
    if (CHECK(end != NULL)) {
        for (int s = players; s < SEAT_MAX; s++) {
            CHECK_EQ_INT(end->end_totals[s], 0);
        }
    }
    char why[300];
    CHECK_MSG(home.watch_path[0] && log_check_file(home.watch_path, why, sizeof why) == 1, "%s: %s", home.watch_path,
              why);
    /* the record of this count of players, apart from the four-player record */
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.preset = PRESET_CLASSIC;
    r.reason = END_TARGET;
    r.hands = 3;
    r.won = true;
    r.players = players;
    stats_t st = before;
    stats_record(&st, &r);
    CHECK_EQ_INT(st.games, before.games);
    CHECK_EQ_INT(stats_seats(&st, players)->games, stats_seats(&before, players)->games + 1);
    CHECK_EQ_INT(st.recent[0].players, players);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static void test_whole_game_three(void)
{
    whole_game(3, 31);
}

static void test_whole_game_five(void)
{
    whole_game(5, 51);
}

/* Statistics: records of three and five written and read back apart from four's; a file of before (no
 * seats anywhere) loads as four players'. */
static void test_stats_apart(void)
{
    char dir[600];
    snprintf(dir, sizeof dir, "%s/seats-stats", out_dir);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    CHECK(system(cmd) == 0);
    stats_t st, back;
    stats_defaults(&st);
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.preset = PRESET_CLASSIC;
    r.reason = END_TARGET;
    r.hands = 4;
    r.won = true;
    r.players = 5;
    stats_record(&st, &r);
    r.players = 3;
    r.won = false;
    stats_record(&st, &r);
    r.players = 4;
    stats_record(&st, &r);
    CHECK(stats_save(&st, dir));
    stats_load(&back, dir);
    CHECK_EQ_INT(back.games, 1);
    CHECK_EQ_INT(back.wins, 0);
    CHECK_EQ_INT(back.five.games, 1);
    CHECK_EQ_INT(back.five.wins, 1);
    CHECK_EQ_INT(back.three.games, 1);
    CHECK_EQ_INT(back.recent_count, 3);
    CHECK_EQ_INT(back.recent[0].players, 4);
    CHECK_EQ_INT(back.recent[1].players, 3);
    CHECK_EQ_INT(back.recent[2].players, 5);
    /* a file of before */
    char path[700];
    snprintf(path, sizeof path, "%s/%s", dir, STATS_NAME);
    FILE *f = fopen(path, "w");
    if (CHECK(f != NULL)) {
        fputs("games=2\nwins=1\nmoons=0\nstandings_games=0\nstandings_sum=0\nstandings_best=0\n"
              "recent=1700000000,classic,target,5,40,1,-,won,0\n",
              f);
        fclose(f);
    }
    stats_load(&back, dir);
    CHECK_EQ_INT(back.games, 2);
    CHECK_EQ_INT(back.recent_count, 1);
    CHECK_EQ_INT(back.recent[0].players, 4);
    CHECK_EQ_INT(back.three.games + back.five.games, 0);
}

static int saves_seen;

/* The computer plays South until a save follows the second trick of a hand */
static bool c_later_trick_saved(void)
{
    table_t *t = home.table;
    if (!t || table_over(t)) {
        return false;
    }
    const game_t *g = table_game(t);
    if (table_saves(t) > saves_seen) {
        saves_seen = table_saves(t);
        return game_phase(g) == PHASE_PLAY && game_trick(g)->count == 0 && game_trick(g)->number >= 2;
    }
    return false;
}

/* A game of five saved after a trick, the program stopped and started again: the game is offered, and
 * taken up it has its five seats, their hands and totals as saved, and goes on to its end. */
static void test_resume_five(void)
{
    char save[1100], keep[1200], cmd[2600];
    kvfile_path(save, sizeof save, home.pref_dir, SAVEGAME_NAME);
    snprintf(keep, sizeof keep, "%s.keep", save);
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = 5;
    CHECK(start_game(&rules, 5005));
    table_set_autoplay(home.table, true);
    saves_seen = table_saves(home.table);
    CHECK_MSG(run_until(c_later_trick_saved, 40000), "no save after a trick");
    table_set_autoplay(home.table, false);
    table_flush(home.table);
    cardset_t hands[SEAT_MAX];
    const game_t *g = table_game(home.table);
    for (int s = 0; s < 5; s++) {
        hands[s] = game_hand(g, s);
    }
    int hand_no = game_hand_number(g);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", save, keep);
    CHECK(system(cmd) == 0);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", keep, save);
    CHECK(system(cmd) == 0);
    driver_restart_home();
    CHECK_MSG(home.resume_offered, "the saved game of five is not offered");
    char line[200];
    CHECK_MSG(strstr(home_resume_line(&home, line, sizeof line), "5 players") != NULL, "'%s'", line);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    click_control("Resume game");
    CHECK_EQ_STR(top_name(), "play");
    if (!CHECK(home.table != NULL)) {
        return;
    }
    g = table_game(home.table);
    CHECK_EQ_INT(game_players(g), 5);
    CHECK_EQ_INT(game_hand_number(g), hand_no);
    for (int s = 0; s < 5; s++) {
        CHECK_EQ_INT(game_hand(g, s), hands[s]);
    }
    frames(10);
    screenshot("seats5_resumed");
    play_to_end();
    home_end_game(&home);
    CHECK(!file_exists(save));
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static bool c_pass_hint(void)
{
    return play() && play()->in.hint_pass != 0;
}

static bool c_third_hand_pass(void)
{
    const game_t *g = home.table ? table_game(home.table) : NULL;
    if (strcmp(top_name(), "summary") == 0) {
        if (g && game_hand_number(g) == 2) {
            /* South passes the third hand by hand. Autoplay is turned off before that hand is dealt: at
             * this speed its deal and South's automatic pass can fall in one frame. */
            table_set_autoplay(home.table, false);
        }
        key(SDLK_RETURN); /* Next hand */
    }
    return g && game_hand_number(g) == 3 && c_pass_mode();
}

/* Five players' third hand passes far left: the header, the panel and the button say so, and the three
 * cards passed by the keyboard (H takes the hint's cards, P passes) go to seat 2, Far left. */
static void test_far_left_pass(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = 5;
    rules.target = 500;
    CHECK(start_game(&rules, 77));
    double speed = app.speed;
    app.speed = 40;
    table_set_autoplay(home.table, true);
    CHECK_MSG(run_until(c_third_hand_pass, 200000), "no pass in the third hand");
    app.speed = speed;
    play_t *p = play();
    CHECK_EQ_INT(p->shown.pass_dir, PASS_FAR_LEFT);
    key(SDLK_h);
    CHECK_MSG(run_until(c_pass_hint, 20000), "no pass hint");
    key(SDLK_h);
    frames(20);
    CHECK(control("Pass far left  \xe2\x86\x96") != NULL);
    redraw();
    screenshot("seats5_pass_far_left");
    cardset_t passed = p->in.selected;
    CHECK_EQ_INT(cardset_count(passed), 3);
    key(SDLK_p);
    CHECK(run_until(c_passes_shown, 5000));
    const game_t *g = table_game(home.table);
    CHECK_EQ_INT(game_hand(g, 2) & passed, passed);
    CHECK_EQ_INT(p->shown.received_from, 3); /* the pass far left comes from Far right */
    redraw();
    screenshot("seats5_received_far_left");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* Three seats' table uses the top, where nobody sits across: the trick higher than four seats' and a
 * triangle, Left's and Right's cards level with their fans, the message band between the header and the
 * trick; the Undo button clear of every plate and in the window. At 800x450, 1280x800 and 800x1000. */
static void test_three_seat_table(void)
{
    static const int sizes[][2] = {{800, 450}, {1280, 800}, {800, 1000}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        SDL_SetWindowSize(app.window, sizes[i][0], sizes[i][1]);
        frames(3);
        play_layout_t four, three;
        play_layout_compute(&four, &app.gfx, L()->lw, L()->lh, L()->scale, 4);
        play_layout_compute(&three, &app.gfx, L()->lw, L()->lh, L()->scale, 3);
        int right = seat_right(3);
        float fh = card_size_h(CARDSZ_FACE);
        CHECK_MSG(three.trick_mid.y < four.trick_mid.y - 20, "%dx%d: the trick is not higher (%.0f, four %.0f)",
                  sizes[i][0], sizes[i][1], three.trick_mid.y, four.trick_mid.y);
        CHECK(three.trick[SEAT_W].y == three.trick[right].y && three.trick[SEAT_W].y < three.trick[SEAT_S].y);
        float fan_mid = three.hand[SEAT_W][17][8].y;
        CHECK_MSG(fan_mid > three.trick[SEAT_W].y - 40 && fan_mid < three.trick[SEAT_W].y + 40,
                  "%dx%d: Left's fan (%.0f) is not level with its card (%.0f)", sizes[i][0], sizes[i][1], fan_mid,
                  three.trick[SEAT_W].y);
        CHECK(three.band.y >= three.header.y + three.header.h);
        CHECK(three.band.y + three.band.h <= three.trick[SEAT_W].y - fh / 2);
        CHECK(three.band.y < four.band.y);
        rectf_t undo = three.button[BTN_UNDO - 1];
        for (int seat = 0; seat < 3; seat++) {
            CHECK_MSG(!rectf_overlaps(undo, three.plate[seat]), "%dx%d: Undo over seat %d's plate", sizes[i][0],
                      sizes[i][1], seat);
        }
        CHECK(undo.x >= 0 && undo.y >= 0 && undo.x + undo.w <= three.lw && undo.y + undo.h <= three.lh);
    }
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
}

/* The opponents' level on their plates: a larger window never shows less than a smaller one (at
 * 1280x800 the plates were narrower in the table's units than at 800x450 and left it out); for three,
 * four and five seats. (Large print at 1280x800, whose larger cards need the room, still leaves it out.) */
static void test_plates_level(void)
{
    static const int sizes[][2] = {{800, 450}, {1024, 600}, {1280, 800}, {1920, 1080}};
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    ai_level_t kept = home.level;
    home.level = AI_EXPERT;
    const char *level = words_level(AI_EXPERT);
    for (int players = 3; players <= 5; players++) {
        bool shown_smaller = false;
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
            SDL_SetWindowSize(app.window, sizes[i][0], sizes[i][1]);
            rules_t rules;
            rules_preset(&rules, PRESET_CLASSIC);
            rules.players = players;
            CHECK(start_game(&rules, 11));
            frames(3);
            redraw();
            bool shown = ui_check_drew(check, level);
            CHECK_MSG(shown || !shown_smaller, "%dx%d, %d seats: no level on the plates, a smaller window has it",
                      sizes[i][0], sizes[i][1], players);
            shown_smaller |= shown;
            home_end_game(&home);
        }
        CHECK_MSG(shown_smaller, "%d seats: the level on no plate at any size", players);
    }
    home.level = kept;
    app.gfx.check = NULL;
    ui_check_free(check);
    SDL_SetWindowSize(app.window, 1280, 720);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
}

/* The result of a game of three or five with a standings score: YOUR RECORD is the record of that many
 * players, its heading says which, and the four-player figures are not shown. */
static void result_record(int players, const char *heading)
{
    stats_t kept = home.stats;
    stats_defaults(&home.stats);
    /* bests no game could beat: four players' 77,777, this count's 33,333 over two games */
    home.stats.standings_games = 2;
    home.stats.standings_sum = 2 * 70000LL;
    home.stats.standings_best = 77777;
    stats_seats_t *apart = stats_seats(&home.stats, players);
    apart->games = apart->standings_games = 2;
    apart->standings_sum = 2 * 30000LL;
    apart->standings_best = 33333;
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = players;
    rules.standings = true;
    rules.target = 30;
    CHECK(start_game(&rules, 21));
    play_to_end();
    table_set_autoplay(home.table, false); /* South's record, not a demonstration's */
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    redraw();
    CHECK_EQ_INT(apart->standings_games, 3);
    CHECK_EQ_INT(home.stats.standings_games, 2);
    CHECK_MSG(ui_check_drew(check, heading), "the result's record is not headed '%s'", heading);
    CHECK_MSG(!ui_check_drew(check, "YOUR RECORD"), "the record of a game of %d is headed as four players'", players);
    CHECK_MSG(ui_check_drew(check, "Personal best: 33,333"), "the result shows not the best of %d players", players);
    CHECK(!ui_check_drew(check, "Personal best: 77,777"));
    char avg[96];
    snprintf(avg, sizeof avg, "Average over 3 games: %s", words_int(lround(stats_seats_mean(apart))));
    CHECK_MSG(ui_check_drew(check, avg), "no '%s'", avg);
    /* standings without a clock: the time bonus says so (it said "0:-1 left on the clock") */
    CHECK_MSG(ui_check_drew(check, "no clock"), "the time bonus of a game without a clock does not say so");
    char name[48];
    snprintf(name, sizeof name, "seats%d_result_record", players);
    screenshot(name);
    /* in every language at the smallest window: the heading translated, within its column */
    static const char *const langs[] = {"de", "fr", "es", "it", "nl", "pt_BR"};
    SDL_SetWindowSize(app.window, 800, 450);
    frames(3);
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        CHECK(lang_use(langs[i]));
        int problems = ui_check_count(check);
        redraw();
        CHECK_MSG(ui_check_drew(check, _(heading)), "%s: no '%s'", langs[i], _(heading));
        CHECK_MSG(strcmp(_(heading), heading) != 0, "%s: '%s' is not translated", langs[i], heading);
        if (!CHECK_MSG(ui_check_count(check) == problems, "%s: the result has layout problems", langs[i])) {
            ui_check_print(check, stderr);
        }
        snprintf(name, sizeof name, "seats%d_result_record_%s", players, langs[i]);
        screenshot(name);
    }
    CHECK(lang_use("en"));
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    app.gfx.check = NULL;
    ui_check_free(check);
    home_end_game(&home);
    home.stats = kept;
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

static void test_result_record_three(void)
{
    result_record(3, "YOUR RECORD, THREE PLAYERS");
}

static void test_result_record_five(void)
{
    result_record(5, "YOUR RECORD, FIVE PLAYERS");
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("seats", 1280, 720)) {
        return 1;
    }
    RUN(test_stats_apart);
    RUN(test_new_game_players);
    RUN(test_whole_game_three);
    RUN(test_whole_game_five);
    RUN(test_resume_five);
    RUN(test_far_left_pass);
    RUN(test_three_seat_table);
    RUN(test_plates_level);
    RUN(test_result_record_three);
    RUN(test_result_record_five);
    driver_finish();
    return test_finish();
}
