/* The property test: many whole games across every preset and option, at 3, 4 and 5 seats (one game in
 * seven of three players, one of five), with random, easy and normal players (those that play the count), some cut off
 * by the clock and some quit. Each game's log is checked line by line by the independent checker (log_check.c): every
 * card dealt once and played once, every play legal and in turn, the points of each hand adding up, totals matching the
 * hands, the end and the standings.
 *
 * test_property [GAMES] (default 10000) */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/ai.h"
#include "hearts/gamelog.h"
#include "log_check.h"
#include "test_util.h"

static long games_wanted = 10000;

typedef struct {
    long games, hands, moons, suns, clock_ends, quits, target_ends, moon_asks, jackless;
    long by_seats[SEAT_MAX + 1]; /* games of each count */
    long moons_by_seats[SEAT_MAX + 1];
} counts_t;

/* The rules of game k: every preset, and every option value in turn. */
static void rules_for(long k, rules_t *r, rng_t *rng)
{
    rules_preset(r, (preset_t)(k % 3));
    r->sun = rng_below(rng, 3) == 0;
    r->queen_breaks_hearts = rng_below(rng, 2);
    r->first_trick_points = rng_below(rng, 4) == 0;
    r->moon = (moon_mode_t)rng_below(rng, 4);
    r->jack_of_diamonds = rng_below(rng, 3) == 0 ? -10 : 0;
    static const int targets[] = {26, 50, 75, 100};
    r->target = targets[rng_below(rng, 4)];
    if (rng_below(rng, 5) == 0) {
        r->clock_seconds = 60 + (int)rng_below(rng, 600);
    }
    r->standings = r->clock_seconds > 0 ? rng_below(rng, 4) != 0 : rng_below(rng, 4) == 0;
    r->moon_needs_jack = rng_below(rng, 3) == 0;
    r->players = k % 7 == 5 ? 3 : k % 7 == 6 ? 5 : 4; /* drawn from k alone: four-seat games stay as they were */
}

static void drain(game_t *g, FILE *log, counts_t *n)
{
    game_event_t ev;
    while (game_next_event(g, &ev)) {
        gamelog_write_event(log, game_rules(g), &ev);
        if (ev.type == EV_HAND) {
            n->hands++;
            n->moons += ev.score.moon >= 0;
            n->moons_by_seats[game_players(g)] += ev.score.moon >= 0;
            n->suns += ev.score.sun >= 0;
            /* every heart and the queen without the jack, under moon_needs_jack: scored as points */
            for (int s = 0; s < game_players(g); s++) {
                n->jackless += ev.score.moon < 0 && ev.score.sun < 0 && ev.score.taken[s] == 26;
            }
        } else if (ev.type == EV_END) {
            n->clock_ends += ev.reason == END_CLOCK;
            n->quits += ev.reason == END_QUIT;
            n->target_ends += ev.reason == END_TARGET;
        } else if (ev.type == EV_MOON_CHOICE) {
            n->moon_asks++;
        }
    }
}

/* Plays game k into `log`. Returns false if a player's decision was refused (an AI bug). */
static bool play_game(long k, FILE *log, counts_t *n)
{
    rng_t rng;
    rng_seed(&rng, (uint64_t)k, 77);
    rules_t r;
    rules_for(k, &r, &rng);
    ai_level_t levels[SEAT_MAX];
    const char *names[SEAT_MAX];
    static const char *const level_names[] = {"ai:random", "ai:easy", "ai:normal"};
    for (int s = 0; s < r.players; s++) {
        levels[s] = (ai_level_t)rng_below(&rng, 3);
        if (!ai_level_plays_seats(levels[s], r.players)) {
            levels[s] = AI_RANDOM; /* a level that does not play this count yet */
        }
        names[s] = level_names[levels[s]];
    }
    int64_t move_ms = 500 + rng_below(&rng, 4000);
    long quit_at = rng_below(&rng, 20) == 0 ? (long)rng_below(&rng, 400) : -1;

    game_t *g = game_new(&r, 1000 + (uint64_t)k);
    gamelog_write_game(log, &r, 1000 + (uint64_t)k, names);
    seat_view_t v;
    bool ok = true;
    for (long moves = 0; ok; moves++) {
        drain(g, log, n);
        game_phase_t phase = game_phase(g);
        if (phase == PHASE_OVER) {
            break;
        }
        if (moves == quit_at) {
            game_quit(g);
            continue;
        }
        if (phase != PHASE_HAND_OVER && phase != PHASE_MOON_CHOICE && game_advance_clock(g, move_ms)) {
            continue;
        }
        if (phase == PHASE_PASS) {
            for (int s = 0; s < r.players; s++) {
                if (!game_has_passed(g, s)) {
                    card_t c[3];
                    game_seat_view(g, s, &v);
                    ai_choose_pass(levels[s], &v, &rng, c);
                    ok = CHECK_MSG(game_pass(g, s, c) == HEARTS_OK, "game %ld: %s", k, game_last_error(g));
                    break;
                }
            }
        } else if (phase == PHASE_PLAY) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            card_t c = ai_choose_play(levels[s], &v, &rng);
            ok = CHECK_MSG(cardset_has(v.legal, c), "game %ld: an AI chose a card outside its legal set", k) &&
                 CHECK_MSG(game_play(g, s, c) == HEARTS_OK, "game %ld: %s", k, game_last_error(g));
        } else if (phase == PHASE_MOON_CHOICE) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            moon_choice_t choice = rng_below(&rng, 2) ? MOON_CHOICE_ADD : MOON_CHOICE_SUBTRACT;
            ok = CHECK(game_choose_moon(g, s, choice) == HEARTS_OK);
        } else {
            ok = CHECK(game_next_hand(g) == HEARTS_OK);
        }
    }
    game_free(g);
    n->games++;
    n->by_seats[r.players]++;
    return ok;
}

static void test_many_games(void)
{
    counts_t n = {0};
    const long batch = 500;
    for (long first = 0; first < games_wanted; first += batch) {
        char *buf = NULL;
        size_t len = 0;
        FILE *log = open_memstream(&buf, &len);
        long last = first + batch < games_wanted ? first + batch : games_wanted;
        bool ok = true;
        for (long k = first; k < last && ok; k++) {
            ok = play_game(k, log, &n);
        }
        fclose(log);
        if (!ok) {
            free(buf);
            return;
        }
        FILE *in = fmemopen(buf, len, "r");
        char err[512];
        int games = log_check_stream(in, err, sizeof err);
        fclose(in);
        CHECK_MSG(games == last - first, "games %ld..%ld: %s", first, last - 1, games < 0 ? err : "count differs");
        free(buf);
        if (games != last - first) {
            return;
        }
    }
    printf("  %ld games (%ld of 3 seats, %ld of 4, %ld of 5), %ld hands: %ld moons (%ld at 3 seats, %ld at 5), "
           "%ld suns, %ld moon choices asked, %ld moons lacking the jack; ends: %ld target, %ld clock, %ld quit\n",
           n.games, n.by_seats[3], n.by_seats[4], n.by_seats[5], n.hands, n.moons, n.moons_by_seats[3],
           n.moons_by_seats[5], n.suns, n.moon_asks, n.jackless, n.target_ends, n.clock_ends, n.quits);
    /* The sample really covers what it claims to. */
    CHECK_EQ_INT(n.games, games_wanted);
    if (games_wanted >= 2000) {
        CHECK(n.moons > 0 && n.suns > 0 && n.moon_asks > 0 && n.jackless > 0);
        CHECK(n.clock_ends > 0 && n.quits > 0 && n.target_ends > 0);
        CHECK(n.by_seats[3] > 0 && n.by_seats[5] > 0 && n.moons_by_seats[3] > 0 && n.moons_by_seats[5] > 0);
    }
}

/* The checker itself must catch a broken log: feed it corrupted copies of a good one. */
static void test_checker_catches_faults(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *log = open_memstream(&buf, &len);
    counts_t n = {0};
    play_game(3, log, &n); /* a tournament game */
    fclose(log);
    char err[512];
    FILE *in = fmemopen(buf, len, "r");
    CHECK_EQ_INT(log_check_stream(in, err, sizeof err), 1);
    fclose(in);

    static const char *const faults[][2] = {
        {"\"points\":0", "\"points\":1"},                   /* wrong trick points */
        {"\"trick\":2,\"seat\":", "\"trick\":3,\"seat\":"}, /* a play in the wrong trick */
        {"\"pass\":\"left\"", "\"pass\":\"right\""},        /* wrong pass direction */
        {"\"reason\":", "\"reason\":\"x\",\"y\":"},         /* an unknown end reason */
    };
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) {
        char *copy = malloc(len + 64);
        char *at = strstr(buf, faults[i][0]);
        CHECK_MSG(at != NULL, "fault %zu: pattern not in the log", i);
        if (!at) {
            free(copy);
            continue;
        }
        size_t pre = (size_t)(at - buf);
        memcpy(copy, buf, pre);
        strcpy(copy + pre, faults[i][1]);
        strcat(copy, at + strlen(faults[i][0]));
        in = fmemopen(copy, strlen(copy), "r");
        CHECK_MSG(log_check_stream(in, err, sizeof err) < 0, "fault %zu was not caught", i);
        fclose(in);
        free(copy);
    }
    /* A truncated log (no end line) is caught too. */
    in = fmemopen(buf, len / 2, "r");
    CHECK(log_check_stream(in, err, sizeof err) < 0);
    fclose(in);
    free(buf);
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        games_wanted = atol(argv[1]);
    }
    RUN(test_checker_catches_faults);
    RUN(test_many_games);
    return test_finish();
}
