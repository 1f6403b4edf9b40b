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
 * (counted from 0 in the log), starting with CARD.
 * In the environment: MOON_DEFENDER=expert has the expert level defend instead of the hard level;
 * MOON_VERBOSE=1 prints each moon of the replays (the hands after the pass, every card); MOON_PROBE=SEED:K
 * prints the analysis behind the defender's K-th card (counted from 0 in the hand) of the replay whose
 * seed MOON_VERBOSE printed. */
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

/* The defenders' level: the hard level, or the expert where MOON_DEFENDER=expert. */
static bool expert_defends;

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
            (expert_defends ? ai_expert_pass : ai_hard_pass)(&v, &rng[s], out, NULL);
        }
        if (game_pass(g, s, out) != HEARTS_OK) {
            fprintf(stderr, "pass refused\n");
            return false;
        }
    }
    bool moon = false;
    game_event_t ev;
    int game_cards_played_probe = 0;
    /* MOON_VERBOSE: the hands after the pass and every card, printed for each moon. */
    static char trace_buf[4096];
    int tl = 0;
    if (getenv("MOON_VERBOSE")) {
        for (int s = 0; s < 4; s++) {
            tl += snprintf(trace_buf + tl, sizeof trace_buf - (size_t)tl, "  %c%s:", SEATS[s], s == hunter ? "*" : "");
            for (cardset_t m = game_hand(g, s); m;) {
                char cn[3];
                log_card(cardset_pop(&m), cn);
                tl += snprintf(trace_buf + tl, sizeof trace_buf - (size_t)tl, " %s", cn);
            }
            tl += snprintf(trace_buf + tl, sizeof trace_buf - (size_t)tl, "\n");
        }
    }
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
        /* MOON_PROBE=SEED:PLY: the analysis behind the defender's card at that card of that replay. */
        const char *probe = getenv("MOON_PROBE");
        if (probe && p != hunter && strtoull(probe, NULL, 10) == seed &&
            atoi(strchr(probe, ':') ? strchr(probe, ':') + 1 : "-1") == game_cards_played_probe) {
            rng_t copy = rng[p];
            ai_analysis_t a;
            card_t pc = expert_defends ? ai_expert_play(&v, &copy, &a) : ai_hard_play(&v, &copy, &a);
            char cn[3];
            log_card(pc, cn);
            printf("probe %c plays %s: %d worlds%s, shown %d, rival shoots S%.2f W%.2f N%.2f E%.2f\n", SEATS[p], cn,
                   a.worlds, a.exhaustive ? " (all)" : "", a.shown, a.rival_shoots[0], a.rival_shoots[1],
                   a.rival_shoots[2], a.rival_shoots[3]);
            for (int i = 0; i < a.options; i++) {
                log_card(a.option[i].card, cn);
                printf("   %s%s value %+.3f points %.2f queen %.2f moon_for %.2f moon_against %.2f\n", cn,
                       a.option[i].moon_plan ? "(moon)" : "", a.option[i].value, a.option[i].points, a.option[i].queen,
                       a.option[i].moon_for, a.option[i].moon_against);
            }
        }
        game_cards_played_probe++;
        card_t c = p == hunter      ? ai_hunter_play(&v, &rng[p], NULL)
                   : expert_defends ? ai_expert_play(&v, &rng[p], NULL)
                                    : ai_hard_play(&v, &rng[p], NULL);
        if (game_play(g, p, c) != HEARTS_OK) {
            fprintf(stderr, "play refused\n");
            return false;
        }
        if (getenv("MOON_VERBOSE") && tl < (int)sizeof trace_buf - 16) {
            char cn[3];
            log_card(c, cn);
            tl += snprintf(trace_buf + tl, sizeof trace_buf - (size_t)tl, "%s%c%s", v.trick.count == 0 ? " |" : " ",
                           SEATS[p], cn);
        }
    }
    if (moon && getenv("MOON_VERBOSE")) {
        printf("moon (seed %llu):\n%s\n", (unsigned long long)seed, trace_buf);
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
    const char *def = getenv("MOON_DEFENDER");
    expert_defends = def && strcmp(def, "expert") == 0;
    if (argc >= 6 && strcmp(argv[1], "trace") == 0) {
        return trace(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5], argc > 6 ? atoi(argv[6]) : 3);
    }
    if (argc >= 4 && strcmp(argv[1], "hands") == 0) {
        return hands(argv[2], atoi(argv[3]), argc > 4 ? atoi(argv[4]) : 8);
    }
    fprintf(stderr, "usage: moon_hands hands LOG REPS [EVERY] | trace LOG GAME LINE CARD [WORLDS]\n");
    return 2;
}
