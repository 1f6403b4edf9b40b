/* The table (table/table.c) and the computer players' worker (table/ai_worker.c), without a window:
 * hints whose moment has passed are dropped and hints taken in time are legal; a cancelled request's
 * answer never comes and the next request is answered with its own tag; the computer players think on
 * the worker and their passes are given to the engine at once, their plays only when the screen has
 * caught up. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hearts/ai.h"
#include "hearts/game.h"
#include "table/ai_worker.h"
#include "log_check.h"
#include "table/table.h"
#include "table_steps.h"
#include "test_util.h"

#define WAIT_MS 20000 /* how long the worker may take before a test gives up */

static table_t *new_table_at(uint64_t seed, ai_level_t level)
{
    table_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rules_preset(&cfg.rules, PRESET_TOURNAMENT);
    cfg.seed = seed;
    cfg.level = level;
    cfg.speed = 1.0;
    cfg.wake_event = 0;
    char err[200] = "";
    table_t *t = table_new(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t) {
        exit(1);
    }
    return t;
}

static table_t *new_table(uint64_t seed)
{
    return new_table_at(seed, AI_NORMAL);
}

static void wait_hint(table_t *t)
{
    Uint32 start = SDL_GetTicks();
    while (table_hint_pending(t) && SDL_GetTicks() - start < WAIT_MS) {
        table_think(t, false);
        SDL_Delay(1);
    }
    CHECK(!table_hint_pending(t));
}

static card_t south_legal(const table_t *t)
{
    seat_view_t v;
    game_seat_view(table_game(t), SEAT_S, &v);
    return cardset_lowest(v.legal);
}

static void test_hint_after_its_moment_dropped(void)
{
    rng_t rng;
    rng_seed(&rng, 1, 999);
    table_t *t = new_table(101);
    CHECK(steps_until_south_plays(t, &rng));

    /* Asked, given to the worker, then South plays before the answer is taken. */
    CHECK(table_ask_hint(t));
    CHECK(table_hint_pending(t));
    CHECK(!table_ask_hint(t)); /* one is coming */
    table_think(t, false);     /* the hint goes to the worker */
    CHECK(table_hint_pending(t));
    CHECK_EQ_INT(table_play(t, south_legal(t)), HEARTS_OK);
    wait_hint(t);
    table_hint_t h;
    CHECK(!table_take_hint(t, &h));

    table_free(t);

    /* Asked, and South plays before it even reaches the worker. (A table of its own: the thinking
     * above has asked the worker for West's play, which table_decide_now would leave stale.) */
    t = new_table(102);
    CHECK(steps_until_south_plays(t, &rng));
    CHECK(table_ask_hint(t));
    CHECK_EQ_INT(table_play(t, south_legal(t)), HEARTS_OK);
    wait_hint(t);
    CHECK(!table_take_hint(t, &h));
    table_free(t);
}

static void test_hint_in_time_is_legal(void)
{
    rng_t rng;
    rng_seed(&rng, 2, 999);
    table_t *t = new_table(202);

    /* The pass */
    const game_t *g = table_game(t);
    CHECK_EQ_INT(game_phase(g), PHASE_PASS);
    CHECK(table_ask_hint(t));
    wait_hint(t);
    table_hint_t h;
    bool got = table_take_hint(t, &h);
    CHECK(got);
    if (got) {
        CHECK(h.pass);
        cardset_t sel = cardset_of(h.cards[0]) | cardset_of(h.cards[1]) | cardset_of(h.cards[2]);
        CHECK_EQ_INT(cardset_count(sel), 3);
        CHECK((sel & ~game_hand(g, SEAT_S)) == 0);
        CHECK(h.why.reason >= HINT_PASS_MOON); /* a reason for a pass */
        CHECK_EQ_INT(table_pass(t, h.cards), HEARTS_OK);
    }
    CHECK(!table_take_hint(t, &h)); /* taken once */
    steps_drain(t);

    /* Plays: several in a row */
    for (int i = 0; i < 4; i++) {
        CHECK(steps_until_south_plays(t, &rng));
        if (!steps_south_to_play(t)) {
            break;
        }
        CHECK(table_ask_hint(t));
        wait_hint(t);
        got = table_take_hint(t, &h);
        CHECK(got);
        if (got) {
            seat_view_t v;
            game_seat_view(table_game(t), SEAT_S, &v);
            CHECK(!h.pass);
            CHECK(cardset_has(v.legal, h.card));
            CHECK_EQ_INT(table_play(t, h.card), HEARTS_OK);
        }
        steps_drain(t);
    }
    /* no hint when South has nothing to decide */
    if (!steps_south_to_play(t)) {
        CHECK(!table_ask_hint(t));
    }
    table_free(t);
}

static bool wait_idle(ai_worker_t *w)
{
    Uint32 start = SDL_GetTicks();
    while (ai_worker_busy(w) && SDL_GetTicks() - start < WAIT_MS) {
        SDL_Delay(1);
    }
    return !ai_worker_busy(w);
}

static void test_worker_cancel_and_stale(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    game_t *g = game_new(&rules, 303);
    CHECK(g != NULL);
    if (!g) {
        return;
    }
    game_event_t ev;
    while (game_next_event(g, &ev)) {
    }
    ai_worker_t *w = ai_worker_new(0);
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = AI_REQ_PASS;
    req.level = AI_HARD;
    game_seat_view(g, SEAT_W, &req.view);
    rng_seed(&req.rng, 303, 5);
    ai_answer_t ans;

    /* Cancelled at once, while thinking, or after the answer came: the answer never comes. */
    for (int delay = 0; delay < 3; delay++) {
        req.tag = 10 + (uint32_t)delay;
        CHECK(ai_worker_submit(w, &req));
        CHECK(ai_worker_busy(w));
        CHECK(!ai_worker_submit(w, &req)); /* one at a time */
        if (delay == 1) {
            SDL_Delay(1);
        } else if (delay == 2) {
            SDL_Delay(500); /* long enough for the answer to be there */
        }
        ai_worker_cancel(w);
        CHECK(wait_idle(w));
        CHECK(!ai_worker_poll(w, &ans));
        SDL_Delay(20);
        CHECK(!ai_worker_poll(w, &ans));
    }

    /* A new request after a cancel is answered, with its own tag. */
    req.tag = 42;
    req.level = AI_NORMAL;
    CHECK(ai_worker_submit(w, &req));
    ai_worker_cancel(w);
    CHECK(wait_idle(w));
    req.tag = 43;
    CHECK(ai_worker_submit(w, &req));
    Uint32 start = SDL_GetTicks();
    bool got = false;
    while (!got && SDL_GetTicks() - start < WAIT_MS) {
        got = ai_worker_poll(w, &ans);
        if (!got) {
            SDL_Delay(1);
        }
    }
    CHECK(got);
    if (got) {
        CHECK_EQ_INT(ans.tag, 43);
        CHECK_EQ_INT(ans.kind, AI_REQ_PASS);
        CHECK_EQ_INT(ans.seat, SEAT_W);
        cardset_t sel = cardset_of(ans.cards[0]) | cardset_of(ans.cards[1]) | cardset_of(ans.cards[2]);
        CHECK_EQ_INT(cardset_count(sel), 3);
        CHECK((sel & ~game_hand(g, SEAT_W)) == 0);
    }
    CHECK(!ai_worker_busy(w));
    CHECK(!ai_worker_poll(w, &ans)); /* taken once */
    ai_worker_free(w);
    game_free(g);
}

/* Thinks with the screen behind (or caught up) until cond holds or the time is up. */
static bool think_until(table_t *t, bool shown, bool (*cond)(const table_t *))
{
    Uint32 start = SDL_GetTicks();
    while (!cond(t) && SDL_GetTicks() - start < WAIT_MS) {
        table_think(t, shown);
        SDL_Delay(1);
    }
    return cond(t);
}

static bool computers_passed(const table_t *t)
{
    const game_t *g = table_game(t);
    return game_has_passed(g, SEAT_W) && game_has_passed(g, SEAT_N) && game_has_passed(g, SEAT_E);
}

static bool answer_waits(const table_t *t)
{
    return table_answer_waiting(t);
}

static bool not_computers_turn(const table_t *t)
{
    const game_t *g = table_game(t);
    return table_over(t) || game_phase(g) != PHASE_PLAY || game_turn(g) == SEAT_S;
}

static void test_think_passes_at_once_plays_when_shown(void)
{
    table_t *t = new_table(404);
    const game_t *g = table_game(t);
    CHECK_EQ_INT(game_phase(g), PHASE_PASS);
    CHECK(game_pass_dir(g) != PASS_HOLD);

    /* passes are given to the engine with the screen behind */
    CHECK(think_until(t, false, computers_passed));
    CHECK(!game_has_passed(g, SEAT_S));
    CHECK(!table_answer_waiting(t));
    rng_t rng;
    rng_seed(&rng, 4, 999);
    seat_view_t v;
    card_t c[3];
    game_seat_view(g, SEAT_S, &v);
    ai_choose_pass(AI_NORMAL, &v, &rng, c);
    CHECK_EQ_INT(table_pass(t, c), HEARTS_OK);
    CHECK_EQ_INT(game_phase(g), PHASE_PLAY);
    steps_drain(t);

    /* Several plays: a computer seat's answer waits until the screen has caught up. */
    for (int i = 0; i < 6; i++) {
        if (game_turn(g) == SEAT_S) {
            CHECK_EQ_INT(table_play(t, south_legal(t)), HEARTS_OK);
            steps_drain(t);
        }
        int turn = game_turn(g);
        CHECK(turn != SEAT_S);
        cardset_t hand = game_hand(g, turn);
        int count = game_trick(g)->count;
        CHECK(think_until(t, false, answer_waits));
        for (int k = 0; k < 20; k++) {
            table_think(t, false);
            SDL_Delay(1);
        }
        CHECK_EQ_INT(game_turn(g), turn); /* not played */
        CHECK_EQ_INT(game_hand(g, turn), hand);
        CHECK_EQ_INT(game_trick(g)->count, count);
        CHECK(!table_has_events(t));
        CHECK(table_answer_waiting(t));
        table_think(t, true);
        CHECK(!table_answer_waiting(t) || game_turn(g) != turn);
        CHECK(cardset_count(game_hand(g, turn)) == cardset_count(hand) - 1);
        CHECK(table_has_events(t));
        steps_drain(t);
        /* the rest of the trick with the screen caught up */
        CHECK(think_until(t, true, not_computers_turn));
        steps_drain(t);
        if (table_over(t) || game_phase(g) != PHASE_PLAY) {
            break;
        }
    }
    table_free(t);
}

/* What a decision is told of the table: the computer seats at normal are weak defenders of a moon (so the
 * hard level's hint, or a hard seat, may be bolder against them), the person is not, nor is a seat at
 * hard; once South is played by the computer it is one of them. */
static bool hand_or_game_over(const table_t *t)
{
    return table_over(t) || game_phase(table_game(t)) == PHASE_HAND_OVER;
}

static bool south_decides(const table_t *t)
{
    return table_over(t) || steps_south_to_play(t) || game_phase(table_game(t)) == PHASE_HAND_OVER ||
           (game_phase(table_game(t)) == PHASE_PASS && !game_has_passed(table_game(t), SEAT_S)) ||
           (game_phase(table_game(t)) == PHASE_MOON_CHOICE && game_turn(table_game(t)) == SEAT_S);
}

/* South claims: offered only when the rest is certain from what South knows, it plays every card left
 * at once, and the clock does not count while the claimed cards are still to be shown. */
static void test_south_claims(void)
{
    table_t *t = new_table_at(21, AI_EASY);
    rng_t rng;
    rng_seed(&rng, 21, 1);
    bool claimed = false;
    for (int guard = 0; guard < 2000 && !claimed && !table_over(t); guard++) {
        CHECK(think_until(t, true, south_decides));
        steps_drain(t);
        const game_t *g = table_game(t);
        if (game_phase(g) == PHASE_PASS) {
            card_t c[3];
            seat_view_t v;
            game_seat_view(g, SEAT_S, &v);
            ai_choose_pass(AI_EASY, &v, &rng, c);
            CHECK_EQ_INT(table_pass(t, c), HEARTS_OK);
        } else if (game_phase(g) == PHASE_HAND_OVER) {
            CHECK_EQ_INT(table_next_hand(t), HEARTS_OK);
        } else if (game_phase(g) == PHASE_MOON_CHOICE) {
            CHECK_EQ_INT(table_choose_moon(t, MOON_CHOICE_ADD), HEARTS_OK);
        } else if (steps_south_to_play(t)) {
            /* the worker is asked at each of South's turns */
            Uint32 start = SDL_GetTicks();
            while (table_hint_pending(t) || (!table_claim_offered(t) && SDL_GetTicks() - start < 200)) {
                table_think(t, true);
                SDL_Delay(1);
            }
            if (table_claim_offered(t)) {
                int64_t clock = game_clock_ms(g);
                CHECK_EQ_INT(table_claim(t), HEARTS_OK);
                CHECK(hand_or_game_over(t));
                CHECK_EQ_INT(table_claimant(t), SEAT_S);
                CHECK(table_has_events(t));
                table_tick(t, 5000); /* the cards are being laid down: not counted */
                CHECK(game_clock_ms(g) == clock);
                steps_drain(t);
                table_tick(t, 5000);
                CHECK(table_over(t) || game_clock_ms(g) == clock - 5000);
                claimed = true;
            } else {
                CHECK_EQ_INT(table_claim(t), HEARTS_ERR_WRONG_PHASE);
                CHECK_EQ_INT(table_play(t, south_legal(t)), HEARTS_OK);
            }
        }
    }
    CHECK_MSG(claimed, "South was never offered a claim");
    table_free(t);
}

/* A whole game played by the computer at every seat (South too), claims and all: the log the table
 * writes holds every card in an order play could have had (the independent checker referees it). */
static void test_game_with_claims(void)
{
    char path[] = "/tmp/hearts-claims-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) {
        return;
    }
    close(fd);
    table_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rules_preset(&cfg.rules, PRESET_OMNIBUS);
    cfg.rules.moon_needs_jack = true;
    cfg.rules.target = 60;
    cfg.seed = 33;
    cfg.level = AI_EASY;
    cfg.speed = 1.0;
    cfg.autoplay = true;
    cfg.log_path = path;
    char err[200] = "";
    table_t *t = table_new(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t) {
        return;
    }
    int claims = 0, last_hand = 0;
    Uint32 start = SDL_GetTicks();
    while (!table_over(t) && SDL_GetTicks() - start < 10 * WAIT_MS) {
        table_think(t, true);
        steps_drain(t);
        const game_t *g = table_game(t);
        if (table_claimant(t) >= 0 && game_hand_number(g) != last_hand) {
            claims++;
            last_hand = game_hand_number(g);
        }
        if (game_phase(g) == PHASE_HAND_OVER) {
            CHECK_EQ_INT(table_next_hand(t), HEARTS_OK);
        }
        SDL_Delay(0);
    }
    CHECK(table_over(t));
    table_free(t);
    char why[300];
    CHECK_MSG(log_check_file(path, why, sizeof why) == 1, "%s", why);
    printf("  %d hands claimed\n", claims);
    CHECK(claims > 0);
    remove(path);
}

static void test_decision_view_tells_the_levels(void)
{
    table_t *t = new_table(11);
    seat_view_t v;
    table_decision_view(t, SEAT_W, &v);
    CHECK_EQ_INT(v.seat, SEAT_W);
    CHECK(!v.weak_defender[SEAT_S] && !v.weak_defender[SEAT_W] && v.weak_defender[SEAT_N] && v.weak_defender[SEAT_E]);
    table_decision_view(t, SEAT_S, &v);
    CHECK(!v.weak_defender[SEAT_S] && v.weak_defender[SEAT_W] && v.weak_defender[SEAT_N] && v.weak_defender[SEAT_E]);
    table_set_autoplay(t, true);
    table_decision_view(t, SEAT_W, &v);
    CHECK(v.weak_defender[SEAT_S] && !v.weak_defender[SEAT_W]);
    table_free(t);
    t = new_table_at(11, AI_HARD);
    table_decision_view(t, SEAT_N, &v);
    for (int q = 0; q < SEAT_COUNT; q++) {
        CHECK(!v.weak_defender[q]);
    }
    table_free(t);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    /* SDL starts its clock at the first read, without a lock: the worker's first
     * SDL_GetPerformanceCounter and this thread's first SDL_GetTicks could race, and a read made
     * halfway through gave a start far from the next read (wait_hint gave up at once, seen once
     * under ASan). Started here, before any worker exists. */
    if (SDL_Init(SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "SDL_Init(SDL_INIT_TIMER): %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_hint_after_its_moment_dropped);
    RUN(test_hint_in_time_is_legal);
    RUN(test_worker_cancel_and_stale);
    RUN(test_think_passes_at_once_plays_when_shown);
    RUN(test_decision_view_tells_the_levels);
    RUN(test_south_claims);
    RUN(test_game_with_claims);
    SDL_Quit();
    return test_finish();
}
