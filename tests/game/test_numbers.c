/* The standings' numbers as the player's language writes them (platform/lang.h, lang_int): on the
 * result of a tournament game every number of the standings score, the sum's too, carries the
 * language's thousands separator ("1.648" in German, "1 648" in French, "1,648" in English).
 *
 * usage: test_numbers */
#include <stdio.h>
#include <string.h>

#include "platform/lang.h"
#include "platform/uicheck.h"
#include "scene_driver.h"
#include "scenes/words.h"
#include "test_util.h"

/* A tournament game played to its target whose score bonus reaches four digits (South's total 33 or
 * less): the first of a few deals that gives one. Its end, or NULL. */
static const game_event_t *a_four_digit_result(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    for (uint64_t seed = 1; seed < 40; seed++) {
        if (!start_game(&rules, seed)) {
            return NULL;
        }
        play_to_end();
        const game_event_t *e = table_end(home.table);
        if (e && e->reason == END_TARGET && e->has_standings && e->standings.score_bonus >= 1000) {
            return e;
        }
        home_end_game(&home);
    }
    return NULL;
}

/* No label on the screen holds four digits in a row: a number of 1000 or more is written with the
 * language's separator. */
static void no_bare_thousands(const ui_check_t *check, const char *lang)
{
    for (int i = 0; i < ui_check_label_count(check); i++) {
        const char *t = ui_check_label_text(check, i);
        int run = 0;
        for (const char *c = t; *c; c++) {
            run = *c >= '0' && *c <= '9' ? run + 1 : 0;
            CHECK_MSG(run < 4, "%s: the result writes a number without its thousands separator: '%s'", lang, t);
            if (run >= 4) {
                break;
            }
        }
    }
}

static void test_result_numbers(void)
{
    static const char *const langs[] = {"en", "de", "fr", "es", "it", "nl", "pt_BR"};
    const game_event_t *e = a_four_digit_result();
    if (!CHECK_MSG(e != NULL, "no tournament deal of the first 40 ends with a score bonus of four digits")) {
        return;
    }
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        CHECK(lang_use(langs[i]));
        redraw();
        const standings_t *st = &e->standings;
        char sum[160];
        snprintf(sum, sizeof sum, "%s + %s + %s =", words_int(st->score_bonus), words_int(st->time_bonus),
                 words_int(st->win_bonus));
        CHECK_MSG(ui_check_drew(check, sum), "%s: the standings' sum is not '%s'", langs[i], sum);
        CHECK_MSG(ui_check_drew(check, words_int(st->score_bonus)), "%s: no score bonus '%s'", langs[i],
                  words_int(st->score_bonus));
        no_bare_thousands(check, langs[i]);
        char name[64];
        snprintf(name, sizeof name, "result_numbers_%s", langs[i]);
        screenshot(name);
    }
    CHECK(lang_use("en"));
    app.gfx.check = NULL;
    ui_check_free(check);
    home_end_game(&home);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("numbers", 1280, 800)) {
        return 1;
    }
    RUN(test_result_numbers);
    driver_finish();
    return test_finish();
}
