/* The saved game (savegame.c, session.c): written after every trick, read back to the very same state
 * (hands, trick, totals, clock, the computer players' streams); ended or quit games removed; corrupt
 * and hostile files set aside; a kill in the middle of a save leaves the previous file whole. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "kvfile.h"
#include "savegame.h"
#include "session.h"
#include "test_util.h"

static char dir[600];
static char path[700];

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

/* One decision for whoever is to decide (every seat played by the normal level). */
static void step(session_t *s)
{
    game_t *g = s->game;
    seat_view_t v;
    switch (game_phase(g)) {
    case PHASE_PASS:
        for (int seat = 0; seat < 4; seat++) {
            if (!game_has_passed(g, seat)) {
                card_t c[3];
                game_seat_view(g, seat, &v);
                ai_choose_pass(AI_NORMAL, &v, &s->ai_rng[seat], c);
                game_pass(g, seat, c);
                break;
            }
        }
        break;
    case PHASE_PLAY: {
        int seat = game_turn(g);
        game_seat_view(g, seat, &v);
        game_play(g, seat, ai_choose_play(AI_NORMAL, &v, &s->ai_rng[seat]));
        break;
    }
    case PHASE_MOON_CHOICE:
        game_choose_moon(g, game_turn(g), MOON_CHOICE_ADD);
        break;
    case PHASE_HAND_OVER:
        game_next_hand(g);
        break;
    case PHASE_OVER:
        break;
    }
    session_pump(s);
    session_advance_clock(s, 1234.5);
    game_event_t ev;
    while (session_pop_event(s, &ev)) {
    }
}

/* Plays until n more tricks are done (and the pump has saved). */
static void play_tricks(session_t *s, int n)
{
    for (int guard = 0; guard < 10000 && n > 0 && !s->over; guard++) {
        int before = s->saves;
        bool trick_end = game_phase(s->game) == PHASE_PLAY && game_trick(s->game)->count == 3;
        step(s);
        if (trick_end && s->saves > before) {
            n--;
        }
    }
}

static void check_same(game_t *a, session_t *s)
{
    game_t *b = s->game;
    CHECK_EQ_INT(game_phase(a), game_phase(b));
    CHECK_EQ_INT(game_hand_number(a), game_hand_number(b));
    for (int seat = 0; seat < 4; seat++) {
        CHECK_EQ_INT(game_hand(a, seat), game_hand(b, seat));
    }
    const trick_t *ta = game_trick(a), *tb = game_trick(b);
    CHECK_EQ_INT(ta->count, tb->count);
    CHECK_EQ_INT(ta->leader, tb->leader);
    int x[4], y[4];
    game_totals(a, x);
    game_totals(b, y);
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(x[i], y[i]);
    }
    game_taken_points(a, x);
    game_taken_points(b, y);
    for (int i = 0; i < 4; i++) {
        CHECK_EQ_INT(x[i], y[i]);
    }
    CHECK_EQ_INT(game_clock_ms(a), s->saved_clock_ms); /* the clock as it was at the save */
    CHECK_EQ_INT(game_hearts_broken(a), game_hearts_broken(b));
}

static session_t *new_session(uint64_t seed)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    char err[200];
    session_t *s = session_new(&rules, seed, AI_NORMAL, false, NULL, 1, err, sizeof err);
    CHECK_MSG(s != NULL, "%s", err);
    session_enable_save(s, path, 1.5);
    session_save(s);
    return s;
}

static void test_saved_after_trick_and_identical(void)
{
    remove(path);
    session_t *s = new_session(4242);
    CHECK(exists(path));
    play_tricks(s, 5);
    CHECK(game_trick(s->game)->count == 0);
    save_header_t h;
    game_t *g = NULL;
    char *text = NULL, err[300];
    CHECK_EQ_INT(savegame_load(path, &h, &g, &text, err, sizeof err), SAVE_OK);
    if (g) {
        check_same(g, s);
        for (int i = 0; i < 4; i++) {
            CHECK(h.ai_rng[i].state == s->ai_rng[i].state && h.ai_rng[i].inc == s->ai_rng[i].inc);
        }
        CHECK(h.speed > 1.49 && h.speed < 1.51);
        CHECK(!h.autoplay);
        CHECK(game_clock_ms(g) < 600000 && game_clock_ms(g) > 0);
        game_free(g);
    }
    free(text);
    /* a quit game is not kept */
    session_quit(s);
    CHECK(!exists(path));
    session_free(s);
}

static void test_ended_game_removed(void)
{
    remove(path);
    session_t *s = new_session(77);
    for (int guard = 0; guard < 100000 && !s->over; guard++) {
        step(s);
    }
    CHECK(s->over);
    CHECK(!exists(path));
    session_free(s);
}

static void write_file(const char *p, const void *data, size_t n)
{
    FILE *f = fopen(p, "wb");
    fwrite(data, 1, n, f);
    fclose(f);
}

static void test_corrupt_set_aside(void)
{
    static const char *const bad[] = {
        "",
        "garbage\n",
        "{\"save\":1}\n",
        "{\"save\":1,\"clock_ms\":5,\"level\":\"normal\",\"speed\":1,\"south_moons\":0,\"rng\":[\"0:1\",\"0:1\",\"0:1\",\"0:1\"]}\n",
        "{\"save\":1,\"clock_ms\":1e300,\"level\":\"normal\",\"speed\":1,\"south_moons\":0,\"rng\":[]}\n",
        "{\"save\":1,\"clock_ms\":5,\"level\":\"godlike\",\"speed\":1,\"south_moons\":0}\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char cmd[1400];
        snprintf(cmd, sizeof cmd, "rm -f '%s'/save.jsonl*", dir);
        CHECK(system(cmd) == 0);
        write_file(path, bad[i], strlen(bad[i]));
        save_header_t h;
        game_t *g = NULL;
        char *text = NULL, err[300];
        CHECK_EQ_INT(savegame_load(path, &h, &g, &text, err, sizeof err), SAVE_CORRUPT);
        CHECK(g == NULL);
        CHECK(!exists(path));
        char kept[800];
        snprintf(kept, sizeof kept, "%s.corrupt-1", path);
        CHECK_MSG(exists(kept), "case %zu not kept", i);
    }
    /* a real save with a forged line: the replay refuses it */
    remove(path);
    session_t *s = new_session(9);
    play_tricks(s, 2);
    FILE *f = fopen(path, "ab");
    fputs("{\"event\":\"play\",\"hand\":1,\"trick\":3,\"seat\":\"S\",\"card\":\"QS\",\"clock\":1.0}\n", f);
    fclose(f);
    save_header_t h;
    game_t *g = NULL;
    char *text = NULL, err[300];
    CHECK_EQ_INT(savegame_load(path, &h, &g, &text, err, sizeof err), SAVE_CORRUPT);
    /* NUL bytes and a huge line */
    char junk[5000];
    memset(junk, 'x', sizeof junk);
    junk[100] = '\0';
    write_file(path, junk, sizeof junk);
    CHECK_EQ_INT(savegame_load(path, &h, &g, &text, err, sizeof err), SAVE_CORRUPT);
    session_free(s);
}

/* HEARTS_FAULT_SAVE_KILL: the child dies with half its temporary file written; the previous save is
 * still whole and loads to the state it had. */
static void test_kill_during_save(void)
{
    remove(path);
    session_t *s = new_session(31337);
    play_tricks(s, 3);
    char tmp[800];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    remove(tmp);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        setenv("HEARTS_FAULT_SAVE_KILL", "1", 1);
        /* a fresh count in the child: its next save is its first */
        session_t *c = s;
        play_tricks(c, 1);
        _exit(0); /* not reached if the fault fired */
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK_MSG(WIFEXITED(status) && WEXITSTATUS(status) == 9, "child status %d", status);
    CHECK(exists(tmp)); /* the half-written temporary file */
    save_header_t h;
    game_t *g = NULL;
    char *text = NULL, err[300];
    CHECK_EQ_INT(savegame_load(path, &h, &g, &text, err, sizeof err), SAVE_OK);
    if (g) {
        check_same(g, s);
        game_free(g);
    }
    free(text);
    session_free(s);
}

int main(void)
{
    snprintf(dir, sizeof dir, "%s/savegame", HEARTS_TEST_OUT);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    if (system(cmd) != 0) {
        return 1;
    }
    kvfile_path(path, sizeof path, dir, SAVEGAME_NAME);
    RUN(test_saved_after_trick_and_identical);
    RUN(test_ended_game_removed);
    RUN(test_corrupt_set_aside);
    RUN(test_kill_during_save);
    return test_finish();
}
