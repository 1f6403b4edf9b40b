/* The saved game (store/savegame.c, table/save.c, table/table.c): written after every trick and read
 * back to the very same state (hands, trick, totals, clock, the computer players' streams); ended or
 * quit games removed; corrupt and hostile files set aside; the tournament clock kept every second; a
 * kill in the middle of writing a state line leaves a save that loads to the last whole state. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "store/kvfile.h"
#include "store/savegame.h"
#include "table/table.h"
#include "test_util.h"

#define SPEED   1.5
#define TICK_MS 1234.5

static char dir[600];
static char path[700];

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static void write_file(const char *p, const void *data, size_t n)
{
    FILE *f = fopen(p, "wb");
    if (!f) {
        CHECK_MSG(false, "cannot write %s", p);
        return;
    }
    fwrite(data, 1, n, f);
    fclose(f);
}

static void append_file(const char *p, const char *text)
{
    FILE *f = fopen(p, "ab");
    if (!f) {
        CHECK_MSG(false, "cannot append to %s", p);
        return;
    }
    fputs(text, f);
    fclose(f);
}

/* The whole file (NUL-terminated; the caller frees). */
static char *read_all(const char *p)
{
    FILE *f = fopen(p, "rb");
    if (!f) {
        return NULL;
    }
    char *buf = malloc(SAVEGAME_MAX_BYTES + 1);
    size_t n = buf ? fread(buf, 1, SAVEGAME_MAX_BYTES, f) : 0;
    fclose(f);
    if (buf) {
        buf[n] = '\0';
    }
    return buf;
}

/* Keeps a copy of a save in the test's folder under name (for the fuzz corpus). */
static void copy_file(const char *from, const char *name)
{
    char *text = read_all(from);
    CHECK(text != NULL);
    if (text) {
        char to[800];
        snprintf(to, sizeof to, "%s/%s", dir, name);
        write_file(to, text, strlen(text));
        free(text);
    }
}

/* A game driven without a window: South by the normal level with a stream of the test's own, the
 * computer seats by the table (table_decide_now), whose streams are followed in ai[] so that the save's
 * can be checked. */
typedef struct {
    table_t *t;
    rng_t south;
    rng_t ai[4];
    bool flush; /* table_flush after every decision and every tick (the kill test) */
} drv_t;

static void drv_init(drv_t *d, uint64_t seed, const char *save_path)
{
    memset(d, 0, sizeof *d);
    table_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rules_preset(&cfg.rules, PRESET_TOURNAMENT);
    cfg.seed = seed;
    cfg.level = AI_NORMAL;
    cfg.speed = SPEED;
    cfg.save_path = save_path;
    char err[200] = "";
    d->t = table_new(&cfg, err, sizeof err);
    CHECK_MSG(d->t != NULL, "%s", err);
    if (!d->t) {
        exit(1);
    }
    rng_seed(&d->south, seed, 999);
    for (int seat = 0; seat < 4; seat++) {
        rng_seed(&d->ai[seat], seed, (uint64_t)RNG_STREAM_AI + (uint64_t)seat);
    }
}

static void drain(drv_t *d)
{
    game_event_t ev;
    while (table_next_event(d->t, &ev)) {
    }
}

/* One decision for whoever is to decide. */
static void decide(drv_t *d)
{
    const game_t *g = table_game(d->t);
    seat_view_t v;
    switch (game_phase(g)) {
    case PHASE_PASS:
        if (!game_has_passed(g, SEAT_S)) {
            card_t c[3];
            game_seat_view(g, SEAT_S, &v);
            ai_choose_pass(AI_NORMAL, &v, &d->south, c);
            CHECK_EQ_INT(table_pass(d->t, c), HEARTS_OK);
        } else {
            for (int seat = 1; seat < 4; seat++) {
                if (!game_has_passed(g, seat)) {
                    card_t c[3];
                    game_seat_view(g, seat, &v);
                    ai_choose_pass(AI_NORMAL, &v, &d->ai[seat], c); /* what the table's seat does too */
                    CHECK(table_decide_now(d->t));
                    break;
                }
            }
        }
        break;
    case PHASE_PLAY: {
        int seat = game_turn(g);
        game_seat_view(g, seat, &v);
        if (seat == SEAT_S) {
            CHECK_EQ_INT(table_play(d->t, ai_choose_play(AI_NORMAL, &v, &d->south)), HEARTS_OK);
        } else {
            (void)ai_choose_play(AI_NORMAL, &v, &d->ai[seat]);
            CHECK(table_decide_now(d->t));
        }
        break;
    }
    case PHASE_MOON_CHOICE:
        if (game_turn(g) == SEAT_S) {
            CHECK_EQ_INT(table_choose_moon(d->t, MOON_CHOICE_ADD), HEARTS_OK);
        } else {
            CHECK(table_decide_now(d->t));
        }
        break;
    case PHASE_HAND_OVER:
        CHECK_EQ_INT(table_next_hand(d->t), HEARTS_OK);
        break;
    case PHASE_OVER:
        break;
    }
    drain(d);
    if (d->flush) {
        table_flush(d->t);
    }
}

static void tick(drv_t *d)
{
    table_tick(d->t, TICK_MS);
    drain(d);
    if (d->flush) {
        table_flush(d->t);
    }
}

static void step(drv_t *d)
{
    decide(d);
    tick(d);
}

/* Plays until n more tricks are done (and each was saved). */
static void play_tricks(drv_t *d, int n)
{
    for (int guard = 0; guard < 10000 && n > 0 && !table_over(d->t); guard++) {
        const game_t *g = table_game(d->t);
        int before = table_saves(d->t);
        bool trick_end = game_phase(g) == PHASE_PLAY && game_trick(g)->count == 3;
        decide(d);
        if (trick_end) {
            CHECK_MSG(table_saves(d->t) > before, "a trick was not saved");
            n--;
        }
        tick(d);
    }
}

/* a: the loaded game; b: the game it should be; clock_ms: the clock it should have. */
static void check_same(const game_t *a, const game_t *b, int64_t clock_ms)
{
    CHECK_EQ_INT(game_phase(a), game_phase(b));
    CHECK_EQ_INT(game_hand_number(a), game_hand_number(b));
    for (int seat = 0; seat < 4; seat++) {
        CHECK_EQ_INT(game_hand(a, seat), game_hand(b, seat));
        CHECK_EQ_INT(game_has_passed(a, seat), game_has_passed(b, seat));
    }
    const trick_t *ta = game_trick(a), *tb = game_trick(b);
    CHECK_EQ_INT(ta->count, tb->count);
    CHECK_EQ_INT(ta->leader, tb->leader);
    CHECK_EQ_INT(ta->number, tb->number);
    int x[SEAT_MAX], y[SEAT_MAX];
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
    CHECK_EQ_INT(game_clock_ms(a), clock_ms);
    CHECK_EQ_INT(game_hearts_broken(a), game_hearts_broken(b));
}

static void check_rngs(const save_header_t *h, const drv_t *d)
{
    for (int i = 0; i < 4; i++) {
        CHECK_MSG(h->ai_rng[i].state == d->ai[i].state && h->ai_rng[i].inc == d->ai[i].inc, "seat %d's stream", i);
    }
}

static save_status_t load(save_header_t *h, game_t **g)
{
    char *text = NULL, err[300] = "";
    save_status_t st = savegame_load(path, h, g, &text, err, sizeof err);
    free(text);
    return st;
}

static void test_saved_after_trick_and_identical(void)
{
    remove(path);
    drv_t d;
    drv_init(&d, 4242, path);
    table_flush(d.t);
    CHECK(exists(path));
    play_tricks(&d, 3);
    table_flush(d.t);
    copy_file(path, "three_tricks.jsonl"); /* tests/fuzz/corpus/savegame/ has a copy */
    play_tricks(&d, 2);
    CHECK(game_trick(table_game(d.t))->count == 0);
    table_flush(d.t);
    save_header_t h;
    game_t *g = NULL;
    CHECK_EQ_INT(load(&h, &g), SAVE_OK);
    if (g) {
        check_same(g, table_game(d.t), table_saved_clock_ms(d.t));
        /* the last tick crossed a second: the save keeps the clock cut down to its whole second */
        int64_t now = game_clock_ms(table_game(d.t));
        CHECK_EQ_INT(game_clock_ms(g), now - now % 1000);
        CHECK_EQ_INT(h.clock_ms, game_clock_ms(g));
        check_rngs(&h, &d);
        CHECK(h.speed > 1.49 && h.speed < 1.51);
        CHECK(!h.autoplay);
        CHECK_EQ_INT(h.level, AI_NORMAL);
        CHECK_EQ_INT(h.south_moons, table_south_moons(d.t));
        CHECK(game_clock_ms(g) < 600000 && game_clock_ms(g) > 0);
        game_free(g);
    }
    /* a quit game is not kept */
    table_quit(d.t);
    CHECK(table_over(d.t));
    CHECK(!exists(path));
    table_free(d.t);
    CHECK(!exists(path));
}

static void test_ended_game_removed(void)
{
    remove(path);
    drv_t d;
    drv_init(&d, 77, path);
    for (int guard = 0; guard < 100000 && !table_over(d.t); guard++) {
        step(&d);
    }
    CHECK(table_over(d.t));
    CHECK(!exists(path));
    table_free(d.t);
    CHECK(!exists(path));
}

/* The tournament clock goes to the save every second even when nobody decides, cut down to its whole
 * second: a kill at any moment until the next line never gives time back, and takes less than a
 * second. */
static void test_clock_saved_every_second(void)
{
    remove(path);
    drv_t d;
    drv_init(&d, 555, path);
    int64_t start = game_clock_ms(table_game(d.t));
    int saves = table_saves(d.t);
    for (int i = 0; i < 7; i++) {
        table_tick(d.t, 999.7);
    }
    drain(&d);
    CHECK(table_saves(d.t) > saves);
    table_flush(d.t);
    int64_t now = game_clock_ms(table_game(d.t));
    CHECK(now <= start - 6000);
    save_header_t h;
    game_t *g = NULL;
    CHECK_EQ_INT(load(&h, &g), SAVE_OK);
    if (g) {
        CHECK_MSG(h.clock_ms <= now && now - h.clock_ms < 1000, "saved %lld, clock %lld", (long long)h.clock_ms,
                  (long long)now);
        CHECK_EQ_INT(h.clock_ms % 1000, 0);
        CHECK_EQ_INT(game_clock_ms(g), h.clock_ms);
        CHECK_EQ_INT(h.clock_ms, table_saved_clock_ms(d.t));
        check_same(g, table_game(d.t), h.clock_ms);
        game_free(g);
    }
    table_quit(d.t);
    table_free(d.t);
    CHECK(!exists(path));
}

/* Every state line, from the first decision to a kill at any moment: its clock is never more than the
 * game's at that moment, nor a second less; and the clock the game keeps on a clean stop (the table
 * closed: a SIGTERM, a fatal error) is the game's exactly. */
static void test_saved_clock_never_more(void)
{
    remove(path);
    drv_t d;
    drv_init(&d, 2024, path);
    d.flush = true;
    for (int i = 0; i < 60 && !table_over(d.t); i++) {
        if (i % 3 == 0) {
            decide(&d);
        } else {
            table_tick(d.t, 137.25 * (i % 7 + 1));
            drain(&d);
            table_flush(d.t);
        }
        /* a kill now: the save as it stands */
        save_header_t h;
        game_t *g = NULL;
        int64_t now = game_clock_ms(table_game(d.t));
        CHECK_EQ_INT(load(&h, &g), SAVE_OK);
        if (g) {
            CHECK_MSG(h.clock_ms <= now && now - h.clock_ms < 1000, "step %d: saved %lld, clock %lld", i,
                      (long long)h.clock_ms, (long long)now);
            CHECK_EQ_INT(game_clock_ms(g), h.clock_ms);
            game_free(g);
        }
    }
    table_tick(d.t, 421.5);
    drain(&d);
    int64_t at_stop = game_clock_ms(table_game(d.t));
    CHECK(at_stop % 1000 != 0);
    table_free(d.t); /* a clean stop: the game stays in its save */
    save_header_t h;
    game_t *g = NULL;
    CHECK_EQ_INT(load(&h, &g), SAVE_OK);
    if (g) {
        CHECK_EQ_INT(h.clock_ms, at_stop);
        CHECK_EQ_INT(game_clock_ms(g), at_stop);
        game_free(g);
    }
    remove(path);
}

static void clear_dir(void)
{
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "rm -f '%s'/save.jsonl*", dir);
    CHECK(system(cmd) == 0);
}

static void check_set_aside(const char *what)
{
    char kept[800];
    snprintf(kept, sizeof kept, "%s.corrupt-1", path);
    CHECK_MSG(!exists(path), "%s: still there", what);
    CHECK_MSG(exists(kept), "%s: not kept", what);
}

#define HEAD "{\"save\":2,\"level\":\"normal\",\"speed\":1.000}\n"
#define GAME                                                                                                     \
    "{\"event\":\"game\",\"version\":1,\"seed\":1,\"rules\":{\"preset\":\"tournament\",\"target\":50,"           \
    "\"clock_seconds\":600,\"moon\":\"add\",\"jack_of_diamonds\":0,\"sun\":false,\"queen_breaks_hearts\":false," \
    "\"first_trick_points\":false,\"standings\":true},\"players\":{\"S\":\"human\",\"W\":\"ai:normal\","         \
    "\"N\":\"ai:normal\",\"E\":\"ai:normal\"}}\n"
#define RNG1              "\"0000000000000000:0000000000000001\""
#define STATE(clock, rng) "{\"state\":1,\"clock_ms\":" clock ",\"south_moons\":0,\"rng\":[" rng "]}\n"
#define RNGS              RNG1 "," RNG1 "," RNG1 "," RNG1

/* Appends to the save a play line of `card` by `seat` in the game `now`, then a state line after it. */
static void append_play_and_state(const game_t *now, int seat, const char *card, const rng_t ai[4])
{
    char line[300];
    snprintf(line, sizeof line,
             "{\"event\":\"play\",\"hand\":%d,\"trick\":%d,\"seat\":\"%s\",\"card\":\"%s\",\"clock\":%.3f}\n",
             game_hand_number(now), game_trick(now)->number + 1, seat_code(seat, game_players(now)), card,
             (double)(game_clock_ms(now) - 10) / 1000.0);
    append_file(path, line);
    char state[SAVEGAME_LINE_MAX];
    save_header_t sh;
    memset(&sh, 0, sizeof sh);
    sh.clock_ms = game_clock_ms(now) - 20;
    sh.level = AI_NORMAL;
    sh.speed = SPEED;
    memcpy(sh.ai_rng, ai, 4 * sizeof sh.ai_rng[0]);
    savegame_state_line(state, sizeof state, &sh);
    append_file(path, state);
}

/* A save of version 1 (one header with the state, written whole each time) from before the save was
 * append-only is still taken up: an update of the game does not lose the game in progress. */
static void test_version_1_resumes(void)
{
    clear_dir();
    char src[800];
    snprintf(src, sizeof src, "%s/save-v1.jsonl", HEARTS_TEST_DATA);
    char *text = read_all(src);
    CHECK(text != NULL);
    if (!text) {
        return;
    }
    write_file(path, text, strlen(text));
    free(text);
    save_header_t h;
    game_t *g = NULL;
    CHECK_EQ_INT(load(&h, &g), SAVE_OK);
    if (g) {
        CHECK_EQ_INT(game_clock_ms(g), 581483); /* the clock of its header */
        CHECK_EQ_INT(h.level, AI_NORMAL);
        CHECK(h.speed > 1.49 && h.speed < 1.51);
        CHECK_EQ_INT(game_phase(g), PHASE_PLAY);
        CHECK(h.ai_rng[0].inc == 0x4001 && h.ai_rng[3].inc == 0x4007);
        game_free(g);
    }
}

/* A game against the expert level is saved with its level and taken up at it (the header's "expert",
 * the game line's ai:expert seats); the header's levels of before still read. */
static void test_expert_level_resumes(void)
{
    static const char *const levels[] = {"easy", "normal", "hard", "expert"};
    for (int i = 0; i < 4; i++) {
        char head[128], game[sizeof GAME + 64], text[2048];
        snprintf(head, sizeof head, "{\"save\":2,\"level\":\"%s\",\"speed\":1.000}\n", levels[i]);
        /* the game line's players as the table writes them for this level (GAME's are ai:normal) */
        const char *from = GAME;
        size_t used = 0;
        for (const char *at; (at = strstr(from, "ai:normal")) != NULL; from = at + strlen("ai:normal")) {
            used += (size_t)snprintf(game + used, sizeof game - used, "%.*s", (int)(at - from), from);
            used += (size_t)snprintf(game + used, sizeof game - used, "ai:%s", levels[i]);
        }
        snprintf(game + used, sizeof game - used, "%s", from);
        snprintf(text, sizeof text, "%s%s%s", head, game, STATE("600000", RNGS));
        clear_dir();
        write_file(path, text, strlen(text));
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_OK);
        CHECK_EQ_INT(h.level, (ai_level_t)(AI_EASY + i));
        CHECK_EQ_STR(ai_level_name(h.level), levels[i]);
        game_free(g);
    }
}

static void test_corrupt_set_aside(void)
{
    static const char *const bad[] = {
        "",
        "garbage\n",
        HEAD,                                        /* no state line */
        "{\"save\":1}\n" GAME STATE("600000", RNGS), /* version 1 without its state */
        "{\"save\":3,\"level\":\"normal\",\"speed\":1.000}\n" GAME STATE("600000", RNGS),
        "{\"save\":2,\"level\":\"godlike\",\"speed\":1.000}\n" GAME STATE("600000", RNGS),
        "{\"save\":2,\"level\":\"normal\",\"speed\":1e300}\n" GAME STATE("600000", RNGS),
        "[2]\n" GAME STATE("600000", RNGS),
        HEAD STATE("600000", RNGS), /* no game line */
        HEAD GAME STATE("1e300", RNGS),
        HEAD GAME STATE("700000", RNGS), /* more time than the game has */
        HEAD GAME STATE("-1", RNGS),     /* no clock in a clocked game */
        HEAD GAME STATE("600000", ""),
        HEAD GAME STATE("600000", RNG1 "," RNG1 "," RNG1 ",\"0000000000000000:0000000000000002\""), /* even inc */
        HEAD GAME STATE("600000", RNG1 "," RNG1 "," RNG1 ",\"xyz\""),
        HEAD GAME "{\"state\":2,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS "]}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":-3,\"rng\":[" RNGS "]}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS "]", /* torn: none left */
        HEAD GAME "{\"event\":\"bogus\"}\n" STATE("600000", RNGS),
        HEAD GAME STATE("600000", RNGS) "{\"state\":1,\"clock_ms\":600000}\n", /* last is bad */
        /* South's pass chosen so far: one to three different cards */
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS "],\"south_pass\":[]}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS "],\"south_pass\":[\"ZZ\"]}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS "],\"south_pass\":\"2C\"}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS
                  "],\"south_pass\":[\"2C\",\"2C\"]}\n",
        HEAD GAME "{\"state\":1,\"clock_ms\":600000,\"south_moons\":0,\"rng\":[" RNGS
                  "],\"south_pass\":[\"2C\",\"3C\",\"4C\",\"5C\"]}\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        clear_dir();
        write_file(path, bad[i], strlen(bad[i]));
        save_header_t h;
        game_t *g = NULL;
        CHECK_MSG(load(&h, &g) == SAVE_CORRUPT, "case %zu loads", i);
        CHECK(g == NULL);
        char what[40];
        snprintf(what, sizeof what, "case %zu", i);
        check_set_aside(what);
        game_free(g);
    }

    /* The good counterpart of the cases above loads: they fail for what they break. */
    clear_dir();
    write_file(path, HEAD GAME STATE("600000", RNGS), strlen(HEAD GAME STATE("600000", RNGS)));
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_OK);
        CHECK(g != NULL && game_phase(g) == PHASE_PASS);
        game_free(g);
    }

    /* A real save with forged lines. */
    clear_dir();
    drv_t d;
    drv_init(&d, 9, path);
    play_tricks(&d, 2);
    table_flush(d.t);
    const game_t *now = table_game(d.t);
    CHECK_EQ_INT(game_phase(now), PHASE_PLAY);
    char *orig = read_all(path);
    CHECK(orig != NULL);

    /* After the last state line, a play that would be legal: torn off, never replayed. */
    int seat = game_turn(now);
    seat_view_t v;
    game_seat_view(now, seat, &v);
    char card[3];
    card_to_str(cardset_lowest(v.legal), card);
    char line[400];
    snprintf(line, sizeof line,
             "{\"event\":\"play\",\"hand\":%d,\"trick\":%d,\"seat\":\"%s\",\"card\":\"%s\",\"clock\":%.3f}\n",
             game_hand_number(now), game_trick(now)->number + 1, seat_code(seat, game_players(now)), card,
             (double)(game_clock_ms(now) - 10) / 1000.0);
    append_file(path, line);
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_OK);
        if (g) {
            check_same(g, now, table_saved_clock_ms(d.t));
            check_rngs(&h, &d);
            game_free(g);
        }
        CHECK(exists(path));
    }

    /* Before a state line, a play the seat to play cannot make (a card of another seat's): refused. */
    write_file(path, orig, strlen(orig));
    card_t foreign = cardset_lowest(game_hand(now, (seat + 1) % 4));
    card_to_str(foreign, card);
    append_play_and_state(now, seat, card, d.ai);
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_CORRUPT);
        CHECK(g == NULL);
        check_set_aside("a forged play before a state line");
        game_free(g);
    }

    /* The same with a legal play before the state line loads, and has that play: the refusal above is
     * for the forged card, not for the place. */
    clear_dir();
    write_file(path, orig, strlen(orig));
    card_to_str(cardset_lowest(v.legal), card);
    append_play_and_state(now, seat, card, d.ai);
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_OK);
        if (g) {
            CHECK_EQ_INT(game_trick(g)->count, game_trick(now)->count + 1);
            CHECK(!cardset_has(game_hand(g, seat), cardset_lowest(v.legal)));
            CHECK_EQ_INT(game_clock_ms(g), game_clock_ms(now) - 20);
            game_free(g);
        }
    }
    free(orig);

    /* NUL bytes, and a huge line */
    clear_dir();
    char junk[5000];
    memset(junk, 'x', sizeof junk);
    junk[100] = '\0';
    write_file(path, junk, sizeof junk);
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_CORRUPT);
        check_set_aside("NUL bytes");
    }
    clear_dir();
    {
        size_t n = strlen(HEAD GAME STATE("600000", RNGS));
        char *buf = malloc(n + 2);
        CHECK(buf != NULL);
        if (buf) {
            memcpy(buf, HEAD GAME STATE("600000", RNGS), n);
            buf[20] = '\0'; /* a NUL inside the header line */
            write_file(path, buf, n);
            free(buf);
            save_header_t h;
            game_t *g = NULL;
            CHECK_EQ_INT(load(&h, &g), SAVE_CORRUPT);
            check_set_aside("a NUL in the header");
        }
    }
    clear_dir();
    memset(junk, 'x', sizeof junk);
    junk[sizeof junk - 1] = '\n';
    write_file(path, junk, sizeof junk);
    {
        save_header_t h;
        game_t *g = NULL;
        CHECK_EQ_INT(load(&h, &g), SAVE_CORRUPT);
        check_set_aside("a huge line");
    }
    clear_dir();
    table_quit(d.t);
    table_free(d.t);
}

/* The same point of the game (the clock aside: the save keeps it cut down to its second). */
static bool same_point(const game_t *a, const game_t *b)
{
    if (game_phase(a) != game_phase(b) || game_hand_number(a) != game_hand_number(b) ||
        game_trick(a)->count != game_trick(b)->count) {
        return false;
    }
    for (int seat = 0; seat < 4; seat++) {
        if (game_hand(a, seat) != game_hand(b, seat)) {
            return false;
        }
    }
    return true;
}

/* HEARTS_FAULT_SAVE_KILL=N: the Nth batch the writer writes dies half-way through a state line
 * (_exit(9)). The child is forked before any table exists (the writer is a thread), sets the variable
 * before its table starts the writer, and plays, flushing after every decision and tick, until the
 * fault fires. A batch holding only log lines does not fire: then the child plays on to the end and
 * the next N is tried. The save it leaves loads, and is the game replayed here up to its last whole
 * state line. */
static void test_kill_during_save(void)
{
    const uint64_t seed = 31337;
    int status = 0;
    for (int n = 40; n < 50; n++) {
        remove(path);
        fflush(NULL);
        pid_t pid = fork();
        if (pid < 0) {
            CHECK_MSG(false, "fork failed");
            return;
        }
        if (pid == 0) {
            char num[16];
            snprintf(num, sizeof num, "%d", n);
            setenv("HEARTS_FAULT_SAVE_KILL", num, 1);
            drv_t c;
            drv_init(&c, seed, path);
            c.flush = true;
            for (int guard = 0; guard < 100000 && !table_over(c.t); guard++) {
                step(&c);
            }
            _exit(0); /* not reached if the fault fired */
        }
        waitpid(pid, &status, 0);
        if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
            break;
        }
        printf("  (batch %d held no state line: the next one)\n", n);
    }
    CHECK_MSG(WIFEXITED(status) && WEXITSTATUS(status) == 9, "child status %d", status);

    char *text = read_all(path);
    CHECK(text != NULL && strlen(text) > 0 && text[strlen(text) - 1] != '\n'); /* torn */
    free(text);
    copy_file(path, "half_written.jsonl"); /* tests/fuzz/corpus/savegame/ has a copy */
    save_header_t h;
    game_t *g = NULL;
    CHECK_EQ_INT(load(&h, &g), SAVE_OK);
    if (!g) {
        return;
    }
    printf("  the save was cut in hand %d, trick %d, after %d cards of it\n", game_hand_number(g),
           game_trick(g)->number + 1, game_trick(g)->count);
    /* N is far enough for about four tricks; a batch split in two by the writer makes it earlier */
    CHECK(game_hand_number(g) > 1 || game_trick(g)->number >= 2);

    /* The same game here, step by step, until it reaches the saved point. */
    drv_t d;
    drv_init(&d, seed, NULL);
    bool found = same_point(g, table_game(d.t));
    for (int guard = 0; guard < 100000 && !found && !table_over(d.t); guard++) {
        decide(&d);
        found = same_point(g, table_game(d.t));
        if (!found) {
            tick(&d);
            found = same_point(g, table_game(d.t));
        }
    }
    CHECK_MSG(found, "the saved game is not a point of the game");
    if (found) {
        /* the clock's ticks at that point until the saved whole second (a state line keeps the clock
         * cut down to its second) */
        for (int guard = 0; guard < 100 && game_clock_ms(table_game(d.t)) / 1000 > h.clock_ms / 1000; guard++) {
            tick(&d);
        }
        int64_t now = game_clock_ms(table_game(d.t));
        CHECK_EQ_INT(h.clock_ms, now - now % 1000);
        check_same(g, table_game(d.t), h.clock_ms);
        check_rngs(&h, &d);
        CHECK_EQ_INT(h.south_moons, table_south_moons(d.t));
    }
    game_free(g);
    table_free(d.t);
    remove(path);
}

/* Loads the save and takes it up as the game does (home_resume_game): a table, or NULL. */
static table_t *resume(save_header_t *h)
{
    char *text = NULL, err[300] = "";
    game_t *g = NULL;
    if (savegame_load(path, h, &g, &text, err, sizeof err) != SAVE_OK) {
        CHECK_MSG(false, "the save does not load: %s", err);
        free(text);
        return NULL;
    }
    table_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.save_path = path;
    table_t *t = table_resume(&cfg, g, h, text, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    free(text);
    return t;
}

/* A game saved while South has chosen two cards to pass (not yet passed) resumes with the same two
 * chosen: after a kill (the last state line is the choice's: choosing writes one, with no decision
 * and no tick of the clock after it) and after the table closed; then once passed nothing is chosen.
 * A choice that does not fit (a card of another's hand) is refused by the table, and set aside as
 * forged when it is found in a save. */
static void test_resume_mid_pass(void)
{
    clear_dir();
    drv_t d;
    drv_init(&d, 2024, path);
    drain(&d);
    const game_t *g = table_game(d.t);
    CHECK_EQ_INT(game_phase(g), PHASE_PASS);
    cardset_t hand = game_hand(g, SEAT_S);
    card_t first = cardset_pop(&hand), second = cardset_pop(&hand);
    cardset_t two = cardset_of(first) | cardset_of(second);
    CHECK_EQ_INT(table_pass_chosen(d.t), 0);
    CHECK(table_choose_pass(d.t, two));
    CHECK(table_pass_chosen(d.t) == two);
    /* refused: a card West holds, four cards */
    card_t wests = cardset_lowest(game_hand(g, SEAT_W));
    CHECK(!table_choose_pass(d.t, two | cardset_of(wests)));
    CHECK(!table_choose_pass(d.t, two | cardset_of(cardset_pop(&hand)) | cardset_of(cardset_pop(&hand))));
    CHECK(table_pass_chosen(d.t) == two);
    table_flush(d.t);

    /* killed now: the file as it stands */
    save_header_t h;
    game_t *loaded = NULL;
    CHECK_EQ_INT(load(&h, &loaded), SAVE_OK);
    CHECK_MSG(h.south_pass == two, "the save has %d cards chosen, not the two", cardset_count(h.south_pass));
    game_free(loaded);
    save_header_t killed = h;
    char *orig = read_all(path);
    copy_file(path, "mid_pass.jsonl"); /* tests/fuzz/corpus/savegame/ has a copy */

    /* closed and taken up again */
    table_free(d.t);
    table_t *t = resume(&h);
    if (!t) {
        free(orig);
        return;
    }
    CHECK(table_pass_chosen(t) == two);
    CHECK(table_take_resumed(t));
    CHECK_EQ_INT(game_phase(table_game(t)), PHASE_PASS);
    /* and again: the resumed table keeps it in its own save */
    table_free(t);
    t = resume(&h);
    if (t) {
        CHECK(table_pass_chosen(t) == two);
        /* passed before the others: the engine tells no pass until all four are made, so a game killed
         * now resumes with South to pass again, the three cards chosen */
        card_t third = cardset_pop(&hand);
        card_t pass[3] = {first, second, third};
        cardset_t three = two | cardset_of(third);
        CHECK_EQ_INT(game_has_passed(table_game(t), SEAT_W), false);
        CHECK_EQ_INT(table_pass(t, pass), HEARTS_OK);
        CHECK(table_pass_chosen(t) == three);
        CHECK(!table_choose_pass(t, two)); /* passed: no other choice now */
        table_flush(t);
        CHECK_EQ_INT(load(&h, &loaded), SAVE_OK);
        CHECK(h.south_pass == three);
        CHECK(loaded && !game_has_passed(loaded, SEAT_S));
        game_free(loaded);
        /* the others pass: the passes are exchanged, nothing is chosen any more, here or in the save */
        while (game_phase(table_game(t)) == PHASE_PASS && table_decide_now(t)) {
        }
        CHECK_EQ_INT(game_phase(table_game(t)), PHASE_PLAY);
        CHECK_EQ_INT(table_pass_chosen(t), 0);
        table_flush(t);
        CHECK_EQ_INT(load(&h, &loaded), SAVE_OK);
        CHECK_EQ_INT(h.south_pass, 0);
        game_free(loaded);
        table_quit(t);
        table_free(t);
    }

    /* a forged choice: West's card among South's */
    clear_dir();
    if (orig) {
        write_file(path, orig, strlen(orig));
        save_header_t sh = killed;
        sh.south_pass = cardset_of(first) | cardset_of(wests);
        char state[SAVEGAME_LINE_MAX];
        savegame_state_line(state, sizeof state, &sh);
        append_file(path, state);
        CHECK_EQ_INT(load(&h, &loaded), SAVE_CORRUPT);
        check_set_aside("West's card chosen for South's pass");
        game_free(loaded);
    }
    free(orig);
    clear_dir();
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
    /* first: it forks, and must do so before any thread of this process exists */
    RUN(test_kill_during_save);
    RUN(test_saved_after_trick_and_identical);
    RUN(test_ended_game_removed);
    RUN(test_clock_saved_every_second);
    RUN(test_saved_clock_never_more);
    RUN(test_corrupt_set_aside);
    RUN(test_version_1_resumes);
    RUN(test_expert_level_resumes);
    RUN(test_resume_mid_pass);
    return test_finish();
}
