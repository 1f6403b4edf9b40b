/* The cost of claim_certain (hearts/claim.h): classic games at the normal level, every seat's view
 * asked at every card of the first three hands, as the game asks it. Prints how many were certain,
 * how many the search gave up on (not offered), the most positions searched, and the mean and the
 * largest CPU time of one call (the thread's own time: other programs on a busy machine do not
 * inflate it). Built and run by bench/claim_speed.sh. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hearts/ai.h"
#include "hearts/claim.h"
#include "hearts/game.h"

static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

typedef struct {
    long calls, certain, gave_up, most;
    double total, worst;
} tally_t;

static void ask_every_seat(const game_t *g, tally_t *n)
{
    for (int q = 0; q < 4; q++) {
        seat_view_t v;
        game_seat_view(g, q, &v);
        claim_t c;
        double t0 = cpu_ms();
        bool yes = claim_certain(&v, &c);
        double ms = cpu_ms() - t0;
        n->calls++;
        n->certain += yes;
        n->gave_up += c.gave_up;
        n->most = c.positions > n->most ? c.positions : n->most;
        n->total += ms;
        n->worst = ms > n->worst ? ms : n->worst;
    }
}

static void decide(game_t *g, rng_t *rng, tally_t *n)
{
    seat_view_t v;
    bool ok = true;
    switch (game_phase(g)) {
    case PHASE_PASS:
        for (int s = 0; s < 4; s++) {
            game_seat_view(g, s, &v);
            card_t c[3];
            if (!v.passed) {
                ai_choose_pass(AI_NORMAL, &v, rng, c);
                ok &= game_pass(g, s, c) == HEARTS_OK;
            }
        }
        break;
    case PHASE_PLAY:
        ask_every_seat(g, n);
        game_seat_view(g, game_turn(g), &v);
        ok = game_play(g, v.seat, ai_choose_play(AI_NORMAL, &v, rng)) == HEARTS_OK;
        break;
    case PHASE_MOON_CHOICE:
        ok = game_choose_moon(g, game_turn(g), MOON_CHOICE_ADD) == HEARTS_OK;
        break;
    default:
        ok = game_next_hand(g) == HEARTS_OK;
        break;
    }
    if (!ok) {
        fprintf(stderr, "claim_speed: a decision was refused\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 100;
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    tally_t n = {0};
    for (int k = 0; k < games; k++) {
        rng_t rng;
        rng_seed(&rng, (uint64_t)k, 3);
        game_t *g = game_new(&r, 900 + (uint64_t)k);
        game_event_t ev;
        while (game_phase(g) != PHASE_OVER && game_hand_number(g) <= 3) {
            while (game_next_event(g, &ev)) {
            }
            decide(g, &rng, &n);
        }
        game_free(g);
    }
    printf("%ld calls: %ld certain, %ld given up (not offered); at most %ld positions; CPU %.3f ms mean, %.1f ms "
           "at most\n",
           n.calls, n.certain, n.gave_up, n.most, n.total / (double)n.calls, n.worst);
    return 0;
}
