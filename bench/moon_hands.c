/* The hands of a logged match against the moon hunter played again, for comparing ways of defending
 * quickly (the full benchmark is hearts-sim --duplicate; see bench/README.md).
 *
 *   moon_hands hands LOG REPS [EVERY]
 *   moon_hands trace LOG GAME LINE CARD [WORLDS]
 *
 * hands: in a log of games with one seat played by the hunter (ai:hunter, three hard seats), takes the
 * hands the hunter shot the moon in, and every EVERY-th other hand (default 8) as a control; each is
 * dealt again as it was (the same cards and game totals; the clock is not run) and played from its pass to its end REPS
 * times by the hunter and the hard level (as this build plays it) on random streams of their own, and
 * the hunter's moons are counted in both groups, with the three hard seats' points per hand.
 * trace: the playouts of an attempt on the moon by the seat to play before line LINE of game GAME
 * (counted from 0 in the log), starting with CARD. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_hunter.h"
#include "ai_internal.h"
#include "ai_hard.h"
#include "ai_sim.h"
#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/gamelog.h"
#include "loglines.h"

#define MAX_LINES 4096
#define MAX_GAMES 20000

static const char SEATS[4] = {'S', 'W', 'N', 'E'};

typedef struct {
    char **line;
    int n;
} game_lines_t;

static int load(const char *path, game_lines_t *games)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(1);
    }
    int ng = -1;
    char *buf = NULL;
    size_t cap = 0;
    while (getline(&buf, &cap, f) > 0) {
        if (strstr(buf, "\"event\":\"game\"")) {
            if (++ng >= MAX_GAMES) {
                break;
            }
            games[ng].line = calloc(MAX_LINES, sizeof(char *));
            games[ng].n = 0;
        }
        if (ng >= 0 && games[ng].n < MAX_LINES) {
            games[ng].line[games[ng].n++] = strdup(buf);
        }
    }
    free(buf);
    fclose(f);
    return ng + 1;
}

static int hunter_seat(const game_lines_t *gl)
{
    for (int s = 0; s < 4; s++) {
        char pat[32];
        snprintf(pat, sizeof pat, "\"%c\":\"ai:hunter\"", SEATS[s]);
        if (strstr(gl->line[0], pat)) {
            return s;
        }
    }
    return -1;
}

/* Plays the hand the game is at (its pass not yet made) to its end; returns whether the hunter shot the
 * moon and adds the other seats' points to *pts. */
static bool play_hand(game_t *g, int hunter, uint64_t seed, double *pts)
{
    int hand = game_hand_number(g);
    rng_t rng[4];
    for (int s = 0; s < 4; s++) {
        rng_seed(&rng[s], seed, (uint64_t)s + 11);
    }
    for (int s = 0; s < 4; s++) {
        if (game_phase(g) != PHASE_PASS || game_has_passed(g, s)) {
            continue;
        }
        seat_view_t v;
        game_seat_view(g, s, &v);
        card_t out[3];
        if (s == hunter) {
            ai_hunter_pass(&v, &rng[s], out);
        } else {
            ai_hard_pass(&v, &rng[s], out, NULL);
        }
        if (game_pass(g, s, out) != HEARTS_OK) {
            fprintf(stderr, "pass refused\n");
            return false;
        }
    }
    bool moon = false;
    game_event_t ev;
    for (;;) {
        while (game_next_event(g, &ev)) {
            if (ev.type == EV_HAND) {
                moon = ev.score.moon == hunter;
                for (int s = 0; s < 4; s++) {
                    if (s != hunter) {
                        *pts += ev.score.score[s];
                    }
                }
            }
        }
        if (game_phase(g) != PHASE_PLAY || game_hand_number(g) != hand) {
            break;
        }
        int p = game_turn(g);
        seat_view_t v;
        game_seat_view(g, p, &v);
        card_t c = p == hunter ? ai_hunter_play(&v, &rng[p], NULL) : ai_hard_play(&v, &rng[p], NULL);
        if (game_play(g, p, c) != HEARTS_OK) {
            fprintf(stderr, "play refused\n");
            return false;
        }
    }
    return moon;
}

static int hands(const char *log, int reps, int every)
{
    static game_lines_t games[MAX_GAMES];
    int ng = load(log, games);
    long n[2] = {0, 0}, moons[2] = {0, 0}, was[2] = {0, 0};
    double pts[2] = {0, 0};
    long counter = 0;
    for (int gi = 0; gi < ng; gi++) {
        const game_lines_t *gl = &games[gi];
        int hunter = hunter_seat(gl);
        if (hunter < 0) {
            continue;
        }
        int deal_line[64] = {0};
        for (int i = 0; i < gl->n; i++) {
            const char *l = gl->line[i];
            int h = log_key_int(l, "hand");
            if (strstr(l, "\"event\":\"deal\"") && h > 0 && h < 64) {
                deal_line[h] = i;
            }
            if (!strstr(l, "\"event\":\"hand\"") || h <= 0 || h >= 64) {
                continue;
            }
            bool moon = log_key_char(l, "moon") == SEATS[hunter];
            int group = moon ? 0 : 1;
            if (!moon && (counter++ % every) != 0) {
                continue;
            }
            was[group] += moon;
            for (int r = 0; r < reps; r++) {
                game_t *g = log_replay_to(gl->line, deal_line[h] + 1);
                if (!g || game_hand_number(g) != h) {
                    fprintf(stderr, "game %d hand %d: not at the deal\n", gi, h);
                    game_free(g);
                    continue;
                }
                n[group]++;
                moons[group] +=
                    play_hand(g, hunter, 7000 + (uint64_t)gi * 131 + (uint64_t)h * 17 + (uint64_t)r, &pts[group]);
                game_free(g);
            }
        }
    }
    const char *names[2] = {"hunter's moon hands", "control hands"};
    for (int k = 0; k < 2; k++) {
        printf("%-20s %5ld plays: hunter moons %4ld (%.1f%%), hard seats %.3f points per hand\n", names[k], n[k],
               moons[k], n[k] ? 100.0 * moons[k] / n[k] : 0.0, n[k] ? pts[k] / (3.0 * n[k]) : 0.0);
    }
    return 0;
}

/* Prints playouts of an attempt on the moon from one position (game gi, before line li). */
static int trace(const char *log, int gi, int li, const char *card_s, int n)
{
    static game_lines_t games[MAX_GAMES];
    load(log, games);
    game_t *g = log_replay_to(games[gi].line, li);
    seat_view_t v;
    game_seat_view(g, game_turn(g), &v);
    game_free(g);
    card_t card;
    if (!card_parse(card_s, &card)) {
        return 2;
    }
    know_t k;
    hs_know(&v, &k);
    hs_ctx_t c;
    hs_ctx(&v, &c);
    rng_t rng;
    rng_seed(&rng, 99, 1);
    for (int w = 0; w < n; w++) {
        cardset_t hands[SEAT_MAX];
        hs_sample(&k, &rng, hands);
        hs_sim_t s;
        hs_start(&v, hands, &s);
        s.moon = v.seat;
        s.defend_min = HS_HARD.moon_defend;
        for (int q = 0; q < 4; q++) {
            char buf[80] = "";
            for (cardset_t m = hands[q]; m;) {
                char cn[3];
                log_card(cardset_pop(&m), cn);
                strcat(buf, cn);
                strcat(buf, " ");
            }
            printf("  %c: %s\n", SEATS[q], buf);
        }
        card_t next = card;
        while (!s.done) {
            int p = trick_turn(&s.t);
            if (s.t.count == 0) {
                printf("  |");
            }
            char cn[3];
            log_card(next, cn);
            printf(" %c%s", SEATS[p], cn);
            hs_play(&c, &s, next);
            if (!s.done) {
                next = hs_policy(&c, &s);
            }
        }
        int sc[SEAT_MAX];
        int moon = hs_score(&c, &s, sc);
        printf("\n  moon %d scores %d %d %d %d\n", moon, sc[0], sc[1], sc[2], sc[3]);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 6 && strcmp(argv[1], "trace") == 0) {
        return trace(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5], argc > 6 ? atoi(argv[6]) : 3);
    }
    if (argc >= 4 && strcmp(argv[1], "hands") == 0) {
        return hands(argv[2], atoi(argv[3]), argc > 4 ? atoi(argv[4]) : 8);
    }
    fprintf(stderr, "usage: moon_hands hands LOG REPS [EVERY] | trace LOG GAME LINE CARD [WORLDS]\n");
    return 2;
}
