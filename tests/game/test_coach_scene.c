/* The coach in the game: South plays a hand badly (the highest legal card every time), the summary
 * offers Review (its button and R), and once the worker has rated the hand the review lists the costly
 * choices; the notes and the accuracy go through their files and back the same. */
#include "scene_driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/uicheck.h"
#include "scenes/coach_text.h"
#include "scenes/watch_internal.h"
#include "store/coachfile.h"
#include "store/settings.h"
#include "store/stats.h"
#include "table/coach_run.h"
#include "test_util.h"

static void test_review(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(home.settings.coach); /* on unless the player turns it off */
    CHECK(start_game(&rules, 4242));
    CHECK_MSG(careless_to_summary(), "the hand never ended");
    const ui_button_t *review = control("Review");
    CHECK(review && !review->hidden);
    /* the analysis runs while the summary is shown; Review says so until it is done */
    click_control("Review");
    frames(2);
    CHECK_EQ_STR(top_name(), "review");
    CHECK_MSG(wait_for_coach(1), "the coach never finished the hand");
    frames(2);
    screenshot("review");
    const coach_note_t *n;
    int count = coach_run_hand_notes(table_coach(home.table), 1, &n);
    CHECK_MSG(count >= 1, "no costly choice in a hand played with the highest card every time");
    for (int i = 0; i < count; i++) {
        CHECK(n[i].noted && n[i].cost >= COACH_NOTE_POINTS);
    }
    CHECK_EQ_INT(coach_run_record(table_coach(home.table))->hands, 1);
    key(SDLK_ESCAPE);
    frames(2);
    CHECK_EQ_STR(top_name(), "summary");
    screenshot("summary");
    frames(80); /* R, like the button */
    key(SDLK_r);
    frames(2);
    CHECK_EQ_STR(top_name(), "review");
    key(SDLK_ESCAPE);
    frames(2);
}

/* The rest of the game played by the computer: the result says the points lost a hand (the one hand
 * South played), the statistics keep it, the notes are beside the kept log and the viewer shows them. */
static void test_result_and_watch(void)
{
    const coach_record_t *rec = coach_run_record(table_coach(home.table));
    int noted = rec->count;
    double lost = rec->lost;
    play_to_end();
    table_set_autoplay(home.table, false); /* the player's game, for the record */
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(4);
    screenshot("result");
    double a;
    CHECK_MSG(stats_accuracy_of(&home.stats, home.stats.recent[0].when, &a), "no accuracy kept for the game");
    CHECK(a > lost - 1e-9 && a < lost + 1e-9); /* one hand rated */
    char notes[1200];
    coachfile_path_of(home.watch_path, notes, sizeof notes);
    coach_record_t *back = malloc(sizeof *back);
    CHECK(coachfile_read(notes, back));
    CHECK_EQ_INT(back->count, noted);
    CHECK_EQ_INT(back->hands, 1);
    click_control("Watch again");
    frames(2);
    CHECK_EQ_STR(top_name(), "watch");
    /* the first note's moment: the deal (a pass), else its trick */
    watch_t *w = scene_top(&app.scenes)->data;
    for (int k = 0; k < (back->notes[0].pass ? 0 : back->notes[0].trick); k++) {
        key(SDLK_RIGHT);
    }
    char buf[800];
    CHECK_MSG(watch_coach_note(w, buf, sizeof buf) != NULL, "the viewer shows no note where the coach had one");
    /* the note in a panel of its own, headed as the coach's, inside the window's margin */
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    redraw();
    CHECK_MSG(ui_check_drew(check, _("Coach")), "the viewer's note has no heading");
    CHECK_EQ_INT(ui_check_count(check), 0);
    app.gfx.check = NULL;
    ui_check_free(check);
    CHECK(w->layout.notes.x + w->layout.notes.w <= L()->lw - 20);
    screenshot("watch_note");
    free(back);
    key(SDLK_ESCAPE);
    frames(2);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    scene_push(&app.scenes, overlay_stats_new(&home));
    frames(2);
    screenshot("stats");
}

static void test_files_round_trip(void)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/coach-files", HEARTS_TEST_OUT);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    CHECK(system(cmd) == 0);
    stats_t s;
    stats_defaults(&s);
    stats_set_accuracy(&s, 1000, 6.0, 4);
    stats_set_accuracy(&s, 2000, 2.5, 5);
    stats_set_accuracy(&s, 1000, 8.0, 4); /* the same game rated further: counted once */
    CHECK(stats_save(&s, dir));
    stats_t back;
    stats_load(&back, dir);
    double a;
    CHECK(stats_accuracy_of(&back, 1000, &a) && a == 2.0);
    CHECK(stats_accuracy_of(&back, 2000, &a) && a == 0.5);
    CHECK_EQ_INT(back.coach_hands, 9);
    CHECK(stats_accuracy_mean(&back) > 10.5 / 9 - 1e-9 && stats_accuracy_mean(&back) < 10.5 / 9 + 1e-9);
    CHECK_EQ_INT(back.accuracy[0].when, 1000); /* newest first */

    /* the Options row's setting: off is kept */
    settings_t set, set_back;
    settings_defaults(&set);
    CHECK(set.coach);
    set.coach = false;
    CHECK(settings_save(&set, dir));
    settings_load(&set_back, dir);
    CHECK(!set_back.coach);

    coach_record_t *r = calloc(2, sizeof *r);
    r->hands = 3;
    r->lost = 4.25;
    r->count = 1;
    coach_note_t *n = &r->notes[0];
    n->hand = 2;
    n->trick = 5;
    n->card = CARD_MAKE(SUIT_SPADES, RANK_K);
    n->better = CARD_MAKE(SUIT_SPADES, RANK_9);
    n->cards[0] = n->cards[1] = n->cards[2] = n->better3[0] = n->better3[1] = n->better3[2] = CARD_NONE;
    n->cost = 4.125;
    n->loss = COACH_LOSS_QUEEN;
    n->noted = true;
    n->why.reason = HINT_DUCK_QUEEN;
    n->why.card = n->better;
    n->why.high = CARD_MAKE(SUIT_SPADES, RANK_A);
    n->why.seat = SEAT_W;
    char path[1200], logp[1200];
    snprintf(logp, sizeof logp, "%s/game-1000.jsonl", dir);
    coachfile_path_of(logp, path, sizeof path);
    CHECK(strstr(path, "game-1000.coach") != NULL);
    CHECK(coachfile_write(path, r));
    CHECK(coachfile_read(path, &r[1]));
    CHECK_EQ_INT(r[1].hands, 3);
    CHECK_EQ_INT(r[1].count, 1);
    const coach_note_t *m = &r[1].notes[0];
    CHECK(m->card == n->card && m->better == n->better && m->trick == 5 && m->hand == 2 && m->noted);
    CHECK(m->loss == COACH_LOSS_QUEEN && m->why.reason == HINT_DUCK_QUEEN && m->why.high == n->why.high);
    CHECK(m->cost > 4.12 && m->cost < 4.13);
    FILE *f = fopen(path, "w");
    fputs("hearts-coach 1\nhands x\n", f);
    fclose(f);
    CHECK(!coachfile_read(path, &r[1])); /* a damaged file: no notes */
    CHECK_EQ_INT(r[1].count, 0);
    free(r);
}

/* An undone card is forgotten: decisions at the position taken back to and after it go, earlier stay. */
static void test_take_back(void)
{
    coach_run_t *c = coach_run_new(1, true);
    seat_view_t v;
    memset(&v, 0, sizeof v);
    v.phase = PHASE_PLAY;
    v.hand_number = 2;
    card_t card = CARD_MAKE(SUIT_CLUBS, RANK_2);
    for (int t = 0; t < 3; t++) {
        v.tricks_done = t;
        v.trick.count = 1;
        coach_run_decided(c, &v, &card);
    }
    CHECK_EQ_INT(coach_run_waiting(c), 3);
    v.tricks_done = 1; /* back to the second trick, before South's card */
    v.trick.count = 1;
    coach_run_take_back(c, &v);
    CHECK_EQ_INT(coach_run_waiting(c), 1);
    v.hand_number = 1; /* another hand's position takes nothing back */
    v.tricks_done = 0;
    coach_run_take_back(c, &v);
    CHECK_EQ_INT(coach_run_waiting(c), 1);
    coach_run_free(c);
}

/* The coach's words: a figure of 1 takes the singular ("1 point", not "1 points"), a fraction the plural;
 * the moon's note says a risk (its figure is an average over deals imagined, in a hand where nobody may
 * have shot the moon); a recent game's line in Statistics says "points". */
static void test_words(void)
{
    coach_note_t n;
    memset(&n, 0, sizeof n);
    n.card = CARD_MAKE(SUIT_DIAMONDS, RANK_9);
    n.better = CARD_MAKE(SUIT_DIAMONDS, RANK_2);
    n.cost = 1.0;
    n.loss = COACH_LOSS_POINTS;
    char buf[400];
    coach_text(&n, buf, sizeof buf);
    /* what happened, then the average against the better card, in one plain sentence */
    CHECK_MSG(strstr(buf, " here cost 1 point more on average than ") != NULL, "'%s'", buf);
    n.cost = 5.3;
    n.loss = COACH_LOSS_MOON_AGAINST;
    coach_text(&n, buf, sizeof buf);
    CHECK_MSG(strstr(buf, "risked letting another player shoot the moon: it cost 5.3 points more on average than") !=
                  NULL,
              "'%s'", buf);
    n.pass = true;
    n.cost = 0.96; /* written "1" */
    coach_text(&n, buf, sizeof buf);
    CHECK_MSG(
        strstr(buf, "risked letting another player shoot the moon: it cost 1 point more on average than passing ") !=
            NULL,
        "'%s'", buf);
    /* a pass put you at risk (not "left you", which read as the pass's direction) */
    n.loss = COACH_LOSS_QUEEN;
    n.cost = 6.6;
    coach_text(&n, buf, sizeof buf);
    CHECK_MSG(strncmp(buf, "Passing ", 8) == 0 && strstr(buf, " put you at risk of taking ") &&
                  strstr(buf, ": it cost 6.6 points more on average than passing ") && !strstr(buf, "left"),
              "'%s'", buf);
    coach_text_accuracy(1.0, buf, sizeof buf);
    CHECK_EQ_STR(buf, "on average you gave away 1 point a hand");
    stats_t st;
    stats_defaults(&st);
    stats_set_accuracy(&st, 1000, 16.0, 2);
    snprintf(buf, sizeof buf, "Won");
    coach_text_recent(&st, 1000, buf, sizeof buf);
    CHECK_EQ_STR(buf, "Won \xc2\xb7 gave away 8 points a hand");
    coach_text_average(&st, buf, sizeof buf);
    CHECK_EQ_STR(buf, "Coach: on average you gave away 8 points a hand");
    /* the safe lead says why it is safe */
    n.why.reason = HINT_LEAD_SAFE;
    n.why.card = CARD_MAKE(SUIT_CLUBS, RANK_K);
    coach_text_why(&n, buf, sizeof buf);
    CHECK_MSG(strstr(buf, ": it wins the trick safely while the others still follow suit.") != NULL, "'%s'", buf);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("coach", 1280, 800)) {
        return 1;
    }
    RUN(test_words);
    RUN(test_files_round_trip);
    RUN(test_take_back);
    RUN(test_review);
    RUN(test_result_and_watch);
    driver_finish();
    return test_finish();
}
