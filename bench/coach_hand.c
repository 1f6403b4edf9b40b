/* The coach's analysis time per hand: South's decisions of a few hands (South played by the normal
 * level) rated as the game rates them after each hand. `bench/coach_hand SEED HANDS`. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hearts/ai.h"
#include "hearts/coach.h"
#include "hearts/game.h"

static double longest; /* the longest step, seconds */

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* coach_rate step by step, timing each step (the game runs one a request on the worker). */
static void rate(const seat_view_t *v, const card_t *cards, uint64_t seed, coach_note_t *n)
{
    coach_job_t j;
    coach_job_start(&j, v, cards, seed);
    for (;;) {
        double a = now_s();
        bool done = coach_job_step(&j);
        double t = now_s() - a;
        longest = t > longest ? t : longest;
        if (done) {
            break;
        }
    }
    *n = j.note;
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    int hands = argc > 2 ? atoi(argv[2]) : 4;
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    game_t *g = game_new(&r, seed);
    rng_t rng;
    rng_seed(&rng, seed, 7);
    int notes = 0, decisions = 0;
    double total = 0;
    for (int h = 0; h < hands && game_phase(g) != PHASE_OVER; h++) {
        double t0 = 0;
        while (game_phase(g) == PHASE_PASS || game_phase(g) == PHASE_PLAY || game_phase(g) == PHASE_MOON_CHOICE) {
            for (int s = 0; s < 4; s++) {
                seat_view_t v;
                game_seat_view(g, s, &v);
                if (v.phase == PHASE_PASS && !game_has_passed(g, s)) {
                    card_t c[3];
                    ai_choose_pass(AI_NORMAL, &v, &rng, c);
                    if (s == SEAT_S) {
                        coach_note_t n;
                        double a = now_s();
                        rate(&v, c, seed, &n);
                        t0 += now_s() - a;
                        notes += n.noted;
                        decisions++;
                    }
                    if (game_pass(g, s, c) != HEARTS_OK)
                        return 1;
                }
            }
            if (game_phase(g) == PHASE_PLAY) {
                int s = game_turn(g);
                seat_view_t v;
                game_seat_view(g, s, &v);
                card_t c = ai_choose_play(AI_NORMAL, &v, &rng);
                if (s == SEAT_S) {
                    coach_note_t n;
                    double a = now_s();
                    rate(&v, &c, seed, &n);
                    t0 += now_s() - a;
                    notes += n.noted;
                    decisions++;
                }
                if (game_play(g, s, c) != HEARTS_OK)
                    return 1;
            } else if (game_phase(g) == PHASE_MOON_CHOICE) {
                if (game_choose_moon(g, game_turn(g), MOON_CHOICE_ADD) != HEARTS_OK)
                    return 1;
            }
        }
        printf("hand %d: %.2f s\n", h + 1, t0);
        total += t0;
        if (game_phase(g) == PHASE_HAND_OVER) {
            if (game_next_hand(g) != HEARTS_OK)
                return 1;
        }
    }
    printf("%d decisions, %d noted, %.2f s a hand on average, the longest step %.0f ms\n", decisions, notes,
           total / hands, longest * 1000);
    game_free(g);
    return 0;
}
