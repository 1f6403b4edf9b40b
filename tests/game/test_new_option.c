/* An option is one row of the engine's table, and nothing else: this program is built against the
 * engine, the game and the log checker compiled once more with HEARTS_TEST_OPTION, which adds one
 * made-up row ("made_up": low, middle or high; its field in rules_t) and nothing else. Every program
 * that reads the table must then carry it: --rule and its refusal, --help (the game's and the
 * simulator's), the settings file, the game log written, read back and checked, the Options screen,
 * New game and the rules page. A reader that lists the options by hand fails here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/game.h"
#include "hearts/gamelog.h"
#include "log_check.h"
#include "match.h"
#include "platform/uicheck.h"
#include "scene_driver.h"
#include "store/cli.h"
#include "test_util.h"

#ifndef HEARTS_TEST_OPTION
#error "test_new_option is built with HEARTS_TEST_OPTION (tests/game/CMakeLists.txt)"
#endif

enum { LOW = 0, MIDDLE = 1, HIGH = 2 };

static ui_check_t *check; /* what the screens drew */

static const rule_option_t *made_up(void)
{
    const rule_option_t *o = rules_option_find("made_up");
    CHECK_MSG(o != NULL, "the test build's engine has no made_up row");
    return o;
}

/* The whole of a stream, from its start. */
static char *slurp(FILE *f)
{
    static char buf[1 << 16];
    rewind(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    return buf;
}

static void test_table_and_presets(void)
{
    const rule_option_t *o = made_up();
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    CHECK_EQ_INT(r.made_up, MIDDLE);
    CHECK(rules_option_get(&r, o) == MIDDLE);
    rules_preset(&r, PRESET_OMNIBUS);
    CHECK_EQ_INT(r.made_up, HIGH);
}

static void test_rule_flag(void)
{
    cli_options_t opt;
    char err[300] = "";
    char *good[] = {"hearts", "--rule", "made_up=high", NULL};
    CHECK_EQ_INT(cli_parse(3, good, &opt, stdout, err, sizeof err), CLI_RUN);
    CHECK_EQ_INT(opt.rules.made_up, HIGH);
    char *bad[] = {"hearts", "--rule", "made_up=sideways", NULL};
    CHECK_EQ_INT(cli_parse(3, bad, &opt, stdout, err, sizeof err), CLI_ERROR);
    CHECK_EQ_STR(err, "rule 'made_up' takes one of low, middle, high, not 'sideways' (e.g. made_up=high)");
    char *unknown[] = {"hearts", "--rule", "colour=blue", NULL};
    CHECK_EQ_INT(cli_parse(3, unknown, &opt, stdout, err, sizeof err), CLI_ERROR);
    CHECK_MSG(strstr(err, ", made_up") != NULL, "the list of rules lacks made_up: %s", err);
}

static void test_help(void)
{
    FILE *f = tmpfile();
    CHECK(f != NULL);
    if (!f) {
        return;
    }
    cli_options_t opt;
    char err[200];
    char *help[] = {"hearts", "--help", NULL};
    CHECK_EQ_INT(cli_parse(2, help, &opt, f, err, sizeof err), CLI_EXIT);
    const char *text = slurp(f);
    CHECK_MSG(strstr(text, "made_up=low|middle|high") != NULL, "hearts --help lacks made_up");
    CHECK_MSG(strstr(text, "tournament middle, classic low, omnibus high") != NULL, "no presets for made_up");
    CHECK(strstr(text, "A made-up rule, in the test build only.") != NULL);
    fclose(f);
    /* the simulator's --help (hearts-sim prints rules_options_write_help) */
    char sim[4096];
    rules_options_help_text(sim, sizeof sim, 2);
    CHECK_MSG(strstr(sim, "  made_up=low|middle|high") != NULL, "hearts-sim --help lacks made_up");
}

static void test_settings_file(void)
{
    settings_t s, back;
    settings_defaults(&s);
    CHECK_EQ_INT(s.rules.made_up, MIDDLE);
    s.rules.made_up = HIGH;
    CHECK(settings_save(&s, home.pref_dir));
    char path[1200];
    snprintf(path, sizeof path, "%s/settings.txt", home.pref_dir);
    FILE *f = fopen(path, "r");
    CHECK_MSG(f != NULL, "no %s", path);
    if (f) {
        CHECK_MSG(strstr(slurp(f), "made_up=high") != NULL, "the settings file lacks made_up=high");
        fclose(f);
    }
    settings_load(&back, home.pref_dir);
    CHECK_EQ_INT(back.rules.made_up, HIGH);
}

static void test_log(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.made_up = HIGH;
    ai_player_t ai[4];
    player_t *players[4];
    for (int s = 0; s < 4; s++) {
        ai_player_init(&ai[s], AI_RANDOM, 7 + (uint64_t)s, s);
        players[s] = &ai[s].base;
    }
    static const char *const names[4] = {"ai:random", "ai:random", "ai:random", "ai:random"};
    FILE *log = tmpfile();
    CHECK(log != NULL);
    if (!log) {
        return;
    }
    match_result_t res;
    CHECK(match_play(&rules, 11, players, 0, log, names, &res));
    char *text = slurp(log);
    char *made = strstr(text, "\"made_up\":\"high\"");
    CHECK_MSG(made != NULL, "the log's rules lack made_up");
    /* checked: the independent checker reads the rules object through the table */
    rewind(log);
    char err[300] = "";
    CHECK_MSG(log_check_stream(log, err, sizeof err) == 1, "%s", err);
    fclose(log);
    if (!made) {
        return;
    }
    /* read back: the engine's reader */
    char *first = strtok(text, "\n");
    gamelog_reader_t *rd = gamelog_reader_new();
    CHECK_MSG(gamelog_reader_line(rd, first, err, sizeof err), "%s", err);
    CHECK_EQ_INT(game_rules(gamelog_reader_game(rd))->made_up, HIGH);
    gamelog_reader_free(rd);
    /* a value the row does not allow: the checker refuses it, naming the option */
    FILE *bad = tmpfile();
    CHECK(bad != NULL);
    if (bad) {
        fprintf(bad, "%.*s\"made_up\":\"sideways\"%s\n", (int)(made - first), first,
                made + strlen("\"made_up\":\"high\""));
        rewind(bad);
        CHECK(log_check_stream(bad, err, sizeof err) < 0);
        CHECK_MSG(strstr(err, "made_up") != NULL, "the checker's complaint does not name made_up: %s", err);
        fclose(bad);
    }
}

/* The Options screen: the row with its label and value; Right on it steps the value, which is saved. */
static void test_options_screen(void)
{
    settings_t before = home.settings;
    settings_defaults(&home.settings);
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    redraw();
    CHECK_MSG(ui_check_drew(check, "Made-up rule"), "Options has no made-up row");
    CHECK_MSG(ui_check_drew(check, "Middling"), "Options does not show the made-up value");
    size_t n;
    rules_options(&n);
    for (size_t i = 1; i < n; i++) { /* from the preset's row to the last rule's, the made-up one */
        key(SDLK_DOWN);
    }
    key(SDLK_DOWN);
    key(SDLK_RIGHT);
    CHECK_EQ_INT(home.settings.rules.made_up, HIGH);
    redraw();
    CHECK(ui_check_drew(check, "High"));
    settings_t loaded;
    settings_load(&loaded, home.pref_dir);
    CHECK_EQ_INT(loaded.rules.made_up, HIGH);
    key(SDLK_ESCAPE);
    home.settings = before;
}

/* Whether the last frame drew a label with `part` in it. */
static bool drew_within(const char *part)
{
    for (int i = 0; i < ui_check_label_count(check); i++) {
        if (strstr(ui_check_label_text(check, i), part)) {
            return true;
        }
    }
    return false;
}

/* New game names it (its brief words) while it is not 0; the rules page says its sentence and lists it
 * at a glance. */
static void test_new_game_and_rules_page(void)
{
    settings_t before = home.settings;
    settings_defaults(&home.settings);
    rules_t rules_before = home.rules;
    home.settings.rules.made_up = HIGH;
    home.rules.made_up = HIGH;
    home.settings.rules.clock_seconds = home.rules.clock_seconds = 0; /* the line that names the options */
    scene_push(&app.scenes, scene_newgame_new(&home));
    frames(2);
    redraw();
    CHECK_MSG(drew_within(", made-up rule"), "New game's line does not name the made-up rule");
    key(SDLK_ESCAPE);
    frames(2);
    scene_push(&app.scenes, overlay_rules_new(&home));
    frames(2);
    redraw();
    CHECK_MSG(ui_check_drew(check, "The made-up rule is high."), "the rules page does not say the made-up rule");
    CHECK_MSG(drew_within("Made-up rule: high"), "the rules page's options at a glance lack the made-up rule");
    key(SDLK_ESCAPE);
    frames(2);
    home.settings = before;
    home.rules = rules_before;
}

int main(int argc, char *argv[])
{
    (void)argc;
    (void)argv;
    RUN(test_table_and_presets);
    RUN(test_rule_flag);
    RUN(test_help);
    if (!driver_init("new_option", 1280, 720)) {
        return 1;
    }
    check = ui_check_new();
    app.gfx.check = check;
    RUN(test_settings_file);
    RUN(test_log);
    RUN(test_options_screen);
    RUN(test_new_game_and_rules_page);
    app.gfx.check = NULL;
    ui_check_free(check);
    driver_finish();
    return test_finish();
}
