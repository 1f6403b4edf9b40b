/* The engine's invariant checks (hearts/check.h) stop a corrupt game. This program is compiled with
 * the engine's game.c included, so that it can reach into a game_t and break it the way a bug would:
 * a card in two hands, a card lost, a trick whose leader is wrong. Each broken game runs in a child
 * process, which must die by SIGABRT after printing "invariant broken"; a sound game played to its end
 * must not. Built without the checks (a release), the program says so and is skipped (77). */
#define _POSIX_C_SOURCE 200809L

#include "../src/engine/game.c"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test_util.h"

/* The seats of the games under test: each test runs at 3, 4 and 5. */
static int seats = 4;

/* One decision for whoever is to act: the three lowest cards to pass, the lowest legal card to play. */
static void step(game_t *g)
{
    if (g->phase == PHASE_PASS) {
        for (int s = 0; s < g->players; s++) {
            if (!g->has_passed[s]) {
                cardset_t h = g->hands[s];
                card_t c[3] = {cardset_pop(&h), cardset_pop(&h), cardset_pop(&h)};
                if (game_pass(g, s, c) != HEARTS_OK) {
                    abort();
                }
                return;
            }
        }
    }
    if (g->phase == PHASE_PLAY) {
        seat_view_t v;
        int seat = game_turn(g);
        game_seat_view(g, seat, &v);
        if (game_play(g, seat, cardset_lowest(v.legal)) != HEARTS_OK) {
            abort();
        }
    } else if (g->phase == PHASE_MOON_CHOICE) {
        if (game_choose_moon(g, game_turn(g), MOON_CHOICE_ADD) != HEARTS_OK) {
            abort();
        }
    } else if (g->phase == PHASE_HAND_OVER) {
        if (game_next_hand(g) != HEARTS_OK) {
            abort();
        }
    }
}

static game_t *new_game(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    r.players = seats;
    game_t *g = game_new(&r, 24);
    if (!g) {
        abort();
    }
    return g;
}

/* Plays into the middle of the first hand's play: the passes done, five tricks and two cards. */
static game_t *game_in_play(void)
{
    game_t *g = new_game();
    while (g->phase != PHASE_PLAY || g->tricks_done < 5 || g->trick.count < 2) {
        step(g);
    }
    return g;
}

static void play_to_end(game_t *g)
{
    while (g->phase != PHASE_OVER) {
        step(g);
    }
    game_free(g);
}

static void corrupt_card_in_two_hands(void)
{
    game_t *g = game_in_play();
    int seat = game_turn(g);
    g->hands[seat_next(seat, g->players)] |= cardset_of(cardset_lowest(g->hands[seat])); /* now in two hands */
    play_to_end(g);
}

static void corrupt_card_lost(void)
{
    game_t *g = game_in_play();
    int other = seat_plus(game_turn(g), 2, g->players);
    g->hands[other] &= g->hands[other] - 1; /* its lowest card is gone from the game */
    play_to_end(g);
}

static void corrupt_trick_leader(void)
{
    game_t *g = game_in_play();
    g->trick.leader = seat_next(g->trick.leader, g->players); /* the turn moves to a seat that has played */
    play_to_end(g);
}

static void corrupt_pass(void)
{
    game_t *g = new_game();
    card_t c[3];
    cardset_t h = g->hands[SEAT_S];
    for (int i = 0; i < 3; i++) {
        c[i] = cardset_pop(&h);
    }
    g->hands[SEAT_W] |= g->hands[SEAT_S]; /* South's hand dealt to West as well */
    if (game_pass(g, SEAT_S, c) == HEARTS_OK) {
        play_to_end(g);
    }
}

static void sound_game(void)
{
    play_to_end(new_game());
}

/* Runs fn in a child; true if it died by SIGABRT with "invariant broken" on its stderr. */
static bool aborts(void (*fn)(void), const char *name)
{
    char path[64];
    snprintf(path, sizeof path, "test_invariants-%d.err", (int)getpid());
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        exit(1);
    }
    if (pid == 0) {
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || dup2(fd, 2) < 0) {
            _exit(3);
        }
        fn();
        _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    char text[512] = "";
    FILE *f = fopen(path, "r");
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = '\0';
        fclose(f);
    }
    remove(path);
    bool died = WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
    printf("%s: %s%s", name, died ? "aborted: " : "ran to its end\n", died ? text : "");
    return died && strstr(text, "invariant broken") != NULL;
}

/* A removed card (2D with three or five seats) dealt into a hand as well. */
static void corrupt_removed_card_dealt(void)
{
    game_t *g = game_in_play();
    g->hands[SEAT_S] |= cardset_of(CARD_MAKE(SUIT_DIAMONDS, RANK_2));
    play_to_end(g);
}

static void test_broken_states_abort(void)
{
    for (seats = SEAT_MIN; seats <= SEAT_MAX; seats++) {
        printf("%d seats:\n", seats);
        CHECK(aborts(corrupt_card_in_two_hands, "a card in two hands"));
        CHECK(aborts(corrupt_card_lost, "a card lost"));
        CHECK(aborts(corrupt_trick_leader, "the trick's leader moved"));
        CHECK(aborts(corrupt_pass, "a hand dealt twice before the pass"));
        if (seats != 4) {
            CHECK(aborts(corrupt_removed_card_dealt, "a card taken out of the deck dealt"));
        }
    }
    seats = 4;
}

static void test_sound_game_runs(void)
{
    for (seats = SEAT_MIN; seats <= SEAT_MAX; seats++) {
        CHECK(!aborts(sound_game, "a sound game"));
    }
    seats = 4;
}

int main(void)
{
    if (!HEARTS_CHECKS_ON) {
        printf("test_invariants: built without HEARTS_CHECKS, nothing to test\n");
        return 77;
    }
    RUN(test_broken_states_abort);
    RUN(test_sound_game_runs);
    return test_finish();
}
