/* Taking back a card (table/undo.c, table_undo): the game after an undo is the game as it stood before
 * the undone cards (every seat's view, the hands, the trick, the totals, the computer players' next
 * choices); the log and the save hold the game as finally played, so a game with undos logs exactly
 * what the same game played without the undone cards logs, but for its end line's "practice":true;
 * the save resumes to the same place; undo is refused in the tournament format, at a hand's end and
 * when South's card has left the table. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "log_check.h"
#include "store/savegame.h"
#include "table/table.h"
#include "table_steps.h"
#include "test_util.h"

static void temp_path(char *path, size_t len, const char *what)
{
    snprintf(path, len, "/tmp/hearts-undo-%s-XXXXXX", what);
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        close(fd);
    }
}

static table_t *new_table(preset_t preset, uint64_t seed, const char *log, const char *save)
{
    table_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rules_preset(&cfg.rules, preset);
    cfg.seed = seed;
    cfg.level = AI_RANDOM; /* every choice from its stream: the streams must be given back too */
    cfg.speed = 1.0;
    cfg.log_path = log;
    cfg.save_path = save;
    char err[200] = "";
    table_t *t = table_new(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t) {
        exit(1);
    }
    return t;
}

static cardset_t south_legal(const table_t *t)
{
    seat_view_t v;
    game_seat_view(table_game(t), SEAT_S, &v);
    return v.legal;
}

/* Everything every seat may know, and the totals: the same game at the same moment. */
typedef struct {
    seat_view_t view[SEAT_MAX];
    cardset_t hand[SEAT_MAX];
    trick_t trick;
    int totals[SEAT_MAX];
    game_phase_t phase;
} snapshot_t;

static void snap(const table_t *t, snapshot_t *s)
{
    memset(s, 0, sizeof *s);
    const game_t *g = table_game(t);
    for (int seat = 0; seat < 4; seat++) {
        game_seat_view(g, seat, &s->view[seat]);
        s->hand[seat] = game_hand(g, seat);
    }
    s->trick = *game_trick(g);
    game_totals(g, s->totals);
    s->phase = game_phase(g);
}

static bool same_snapshot(const snapshot_t *a, const snapshot_t *b)
{
    for (int seat = 0; seat < 4; seat++) {
        if (memcmp(&a->view[seat], &b->view[seat], sizeof a->view[seat]) != 0) {
            return false;
        }
    }
    return memcmp(a->hand, b->hand, sizeof a->hand) == 0 && memcmp(&a->trick, &b->trick, sizeof a->trick) == 0 &&
           memcmp(a->totals, b->totals, sizeof a->totals) == 0 && a->phase == b->phase;
}

/* South plays `wrong` (not its last card of the hand), the computer players go on up to the last card
 * of that trick (South's card may be that last card), and South takes it back: the game is as it was
 * before `wrong`. */
static void play_and_take_back(table_t *t, card_t wrong)
{
    snapshot_t before, after;
    snap(t, &before);
    int trick = game_trick(table_game(t))->number, hand = game_hand_number(table_game(t));
    CHECK_EQ_INT(table_play(t, wrong), HEARTS_OK);
    steps_drain(t);
    const game_t *g = table_game(t);
    while (game_phase(g) == PHASE_PLAY && game_trick(g)->number == trick && game_trick(g)->count < SEAT_COUNT - 1) {
        CHECK(table_decide_now(t));
        steps_drain(t);
    }
    CHECK_EQ_INT(table_undo_check(t), TABLE_UNDO_OK);
    CHECK_EQ_INT(table_undo(t), TABLE_UNDO_OK);
    CHECK(!table_has_events(t)); /* the screen lays itself out from the engine */
    snap(t, &after);
    CHECK_MSG(same_snapshot(&before, &after), "hand %d trick %d: the game after the undo is not the game before", hand,
              trick + 1);
    CHECK_EQ_INT(table_undo(t), TABLE_UNDO_NOTHING); /* one card at a time */
}

/* South has played its last card of the hand: the computer players finish the trick, and the card is
 * not taken back (the hand is over). */
static void hand_end_refused(table_t *t)
{
    const game_t *g = table_game(t);
    while (game_phase(g) == PHASE_PLAY && !table_over(t)) {
        CHECK(table_decide_now(t));
        steps_drain(t);
    }
    CHECK_EQ_INT(table_undo_check(t), TABLE_UNDO_HAND_END);
    CHECK_EQ_INT(table_undo(t), TABLE_UNDO_HAND_END);
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = buf ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    if (buf) {
        buf[got] = '\0';
    }
    return buf;
}

/* The save, read back now, holds the game as the table has it (and nothing else): the same state, and
 * log lines that are the log file's. */
static void check_save(table_t *t, const char *save, const char *log)
{
    table_flush(t);
    save_header_t h;
    game_t *g = NULL;
    char *text = NULL, err[300] = "";
    CHECK_EQ_INT(savegame_load(save, &h, &g, &text, err, sizeof err), SAVE_OK);
    if (!g) {
        return;
    }
    CHECK(h.practice == table_practice(t));
    snapshot_t a, b;
    snap(t, &a);
    memset(&b, 0, sizeof b);
    for (int seat = 0; seat < 4; seat++) {
        game_seat_view(g, seat, &b.view[seat]);
        b.hand[seat] = game_hand(g, seat);
    }
    b.trick = *game_trick(g);
    game_totals(g, b.totals);
    b.phase = game_phase(g);
    CHECK_MSG(same_snapshot(&a, &b), "the save does not resume to where the game is");
    char *logged = read_all(log);
    CHECK(logged && strcmp(logged, text) == 0);
    free(logged);
    free(text);
    game_free(g);
}

/* A whole classic game; with takebacks, South first plays another legal card at each turn and takes
 * it back, then plays its lowest. Returns the number of undos made. */
static int play_game(uint64_t seed, bool takebacks, const char *log, const char *save)
{
    table_t *t = new_table(PRESET_CLASSIC, seed, log, save);
    rng_t rng; /* South's passes */
    rng_seed(&rng, seed, 99);
    int undos = 0, turns = 0;
    CHECK_EQ_INT(table_undo(t), TABLE_UNDO_NOTHING);
    for (steps_until_south_plays(t, &rng); !table_over(t); steps_until_south_plays(t, &rng)) {
        cardset_t legal = south_legal(t);
        card_t lowest = cardset_lowest(legal);
        cardset_t others = legal & ~cardset_of(lowest);
        if (takebacks && others) {
            play_and_take_back(t, cardset_lowest(others));
            undos++;
            CHECK(steps_south_to_play(t));
            if (undos % 9 == 1 && save) {
                check_save(t, save, log);
            }
        }
        CHECK_EQ_INT(table_play(t, lowest), HEARTS_OK);
        steps_drain(t);
        turns++;
        if (takebacks && game_hand(table_game(t), SEAT_S) == 0) {
            hand_end_refused(t);
        }
    }
    CHECK(turns > 13);
    CHECK(table_practice(t) == (undos > 0));
    table_free(t);
    return undos;
}

/* The same game, once straight and once with a card taken back at (nearly) every turn of South's: the
 * second's log is the first's, but for "practice":true on its end line; the checker referees it. */
static void test_log_is_the_game_as_played(void)
{
    char a[64], b[64], save[64];
    temp_path(a, sizeof a, "a");
    temp_path(b, sizeof b, "b");
    temp_path(save, sizeof save, "save");
    remove(save);
    CHECK_EQ_INT(play_game(5, false, a, NULL), 0);
    int undos = play_game(5, true, b, save);
    printf("  %d cards taken back\n", undos);
    CHECK(undos > 20);
    char why[300];
    CHECK_MSG(log_check_file(b, why, sizeof why) == 1, "%s", why);
    char *la = read_all(a), *lb = read_all(b);
    CHECK(la && lb);
    if (la && lb) {
        char *end_a = strstr(la, "{\"event\":\"end\""), *end_b = strstr(lb, "{\"event\":\"end\"");
        CHECK(end_a && end_b && end_a - la == end_b - lb && memcmp(la, lb, (size_t)(end_a - la)) == 0);
        CHECK(end_a && !strstr(end_a, "practice"));
        char want[1024];
        size_t n = end_a ? strlen(end_a) : 0;
        if (n > 2 && n < sizeof want) {
            snprintf(want, sizeof want, "%.*s,\"practice\":true}\n", (int)(n - 2), end_a); /* before "}\n" */
            CHECK_EQ_STR(end_b, want);
        }
    }
    free(la);
    free(lb);
    CHECK(access(save, F_OK) != 0); /* an ended game's save is gone */
    remove(a);
    remove(b);
}

/* The tournament format has a clock and standings: no card is taken back there. */
static void test_refused_in_the_tournament(void)
{
    table_t *t = new_table(PRESET_TOURNAMENT, 7, NULL, NULL);
    rng_t rng;
    rng_seed(&rng, 7, 99);
    steps_until_south_plays(t, &rng);
    CHECK_EQ_INT(table_play(t, cardset_lowest(south_legal(t))), HEARTS_OK);
    CHECK_EQ_INT(table_undo_check(t), TABLE_UNDO_TOURNAMENT);
    CHECK_EQ_INT(table_undo(t), TABLE_UNDO_TOURNAMENT);
    CHECK(!table_practice(t));
    table_free(t);
}

/* Once the trick South's card was in is completed by another seat, or a card is played in the next,
 * that card has left the table. */
static void test_refused_once_the_trick_is_gone(void)
{
    table_t *t = new_table(PRESET_CLASSIC, 9, NULL, NULL);
    rng_t rng;
    rng_seed(&rng, 9, 99);
    bool seen = false;
    for (int k = 0; k < 40 && !seen; k++) {
        steps_until_south_plays(t, &rng);
        int trick = game_trick(table_game(t))->number;
        CHECK_EQ_INT(table_play(t, cardset_lowest(south_legal(t))), HEARTS_OK);
        steps_drain(t);
        const game_t *g = table_game(t);
        bool south_last = game_trick(g)->number != trick;
        CHECK_EQ_INT(table_undo_check(t), game_phase(g) == PHASE_PLAY ? TABLE_UNDO_OK : TABLE_UNDO_HAND_END);
        while (game_phase(g) == PHASE_PLAY && game_turn(g) != SEAT_S) {
            CHECK(table_decide_now(t));
            steps_drain(t);
            if (game_phase(g) == PHASE_PLAY && game_trick(g)->number == trick + 1) {
                /* completed by another seat, or a card of the next trick is down */
                CHECK_EQ_INT(table_undo(t),
                             south_last && game_trick(g)->count == 0 ? TABLE_UNDO_OK : TABLE_UNDO_NOTHING);
                seen |= !south_last;
            }
        }
    }
    CHECK(seen);
    CHECK(!table_practice(t));
    table_free(t);
}

int main(int argc, char *argv[])
{
    (void)argc;
    (void)argv;
    if (SDL_Init(SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "SDL_Init(SDL_INIT_TIMER): %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_refused_in_the_tournament);
    RUN(test_refused_once_the_trick_is_gone);
    RUN(test_log_is_the_game_as_played);
    SDL_Quit();
    return test_finish();
}
