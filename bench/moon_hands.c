/* The hands of a logged match against a shooter played again, for comparing ways of defending quickly
 * (the full benchmark is hearts-sim --duplicate or --teams; see bench/README.md).
 *
 *   moon_hands hands LOG REPS [EVERY]
 *   moon_hands trace LOG GAME LINE CARD [WORLDS]
 *
 * hands: in a log of games with one or two seats played by a shooter (ai:hunter, or ai:search, the
 * searching shooter, at its default work budget) and the others by a defending level, takes the hands a
 * shooter shot the moon in, and every EVERY-th other hand (default 8) as a control; each is dealt again
 * as it was (the same cards and game totals; the clock is not run) and played from its pass to its end
 * REPS times by the shooters and the hard level (as this build plays it) on random streams of their
 * own, and the shooters' moons are counted in both groups, with the defending seats' points per hand
 * and the shooters'.
 * trace: the playouts of an attempt on the moon by the seat to play before line LINE of game GAME
 * (counted from 0 in the log), starting with CARD.
 * In the environment: MOON_DEFENDER=expert has the expert level defend instead of the hard level;
 * MOON_EACH=1 prints a line for each replay (game, hand, replay, group: 0 a moon hand, 1 a control, whether
 * a shooter shot, the defending seats' points, the shooters'), for pairing two builds hand by hand;
 * MOON_VERBOSE=1 prints each moon of the replays (the hands after the pass, every card); MOON_PROBE=SEED:K
 * prints the analysis behind the defender's K-th card (counted from 0 in the hand) of the replay whose
 * seed MOON_VERBOSE printed. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_hunter.h"
#include "ai_internal.h"
#include "ai_search_level.h"
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

/* Who plays each seat in the replays. */
typedef enum { DEFENDER, HUNTER, SEARCHER } role_t;

/* The seats' roles from the game's first line; returns how many seats shoot (0: not such a game). */
static int seat_roles(const game_lines_t *gl, role_t role[4])
{
    int shooters = 0;
    for (int s = 0; s < 4; s++) {
        char hunter[32], search[32];
        snprintf(hunter, sizeof hunter, "\"%c\":\"ai:hunter\"", SEATS[s]);
        snprintf(search, sizeof search, "\"%c\":\"ai:search\"", SEATS[s]);
        role[s] = strstr(gl->line[0], hunter) ? HUNTER : strstr(gl->line[0], search) ? SEARCHER : DEFENDER;
        shooters += role[s] != DEFENDER;
    }
    return shooters;
}

/* Plays the hand the game is at (its pass not yet made) to its end; returns whether a shooter shot the
 * moon, and adds the defending seats' points to *pts and the shooters' to *shot_pts. */
static bool play_hand(game_t *g, const role_t role[4], uint64_t seed, double *pts, double *shot_pts)
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
        if (role[s] == HUNTER) {
            ai_hunter_pass(&v, &rng[s], out);
        } else if (role[s] == SEARCHER) {
            ai_searcher_pass(&v, &rng[s], 0, out);
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
            tl += snprintf(trace_buf + tl, sizeof trace_buf - (size_t)tl, "  %c%s:", SEATS[s],
                           role[s] != DEFENDER ? "*" : "");
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
                moon = ev.score.moon >= 0 && ev.score.moon < 4 && role[ev.score.moon] != DEFENDER;
                for (int s = 0; s < 4; s++) {
                    *(role[s] == DEFENDER ? pts : shot_pts) += ev.score.score[s];
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
        if (probe && role[p] == DEFENDER && strtoull(probe, NULL, 10) == seed &&
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
        card_t c = role[p] == HUNTER     ? ai_hunter_play(&v, &rng[p], NULL)
                   : role[p] == SEARCHER ? ai_searcher_play(&v, &rng[p], 0, NULL)
                   : expert_defends      ? ai_expert_play(&v, &rng[p], NULL)
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
    double pts[2] = {0, 0}, shot_pts[2] = {0, 0};
    long def_seats[2] = {0, 0}, shot_seats[2] = {0, 0};
    long counter = 0;
    for (int gi = 0; gi < ng; gi++) {
        const game_lines_t *gl = &games[gi];
        role_t role[4];
        int shooters = seat_roles(gl, role);
        if (shooters == 0) {
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
            char mooner = log_key_char(l, "moon");
            bool moon = false;
            for (int s = 0; s < 4; s++) {
                moon |= role[s] != DEFENDER && mooner == SEATS[s];
            }
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
                def_seats[group] += 4 - shooters;
                shot_seats[group] += shooters;
                double def_before = pts[group], shot_before = shot_pts[group];
                bool shot = play_hand(g, role, 7000 + (uint64_t)gi * 131 + (uint64_t)h * 17 + (uint64_t)r, &pts[group],
                                      &shot_pts[group]);
                moons[group] += shot;
                if (getenv("MOON_EACH")) {
                    printf("each %d %d %d %d %d %.0f %.0f\n", gi, h, r, group, shot, pts[group] - def_before,
                           shot_pts[group] - shot_before);
                }
                game_free(g);
            }
        }
    }
    const char *names[2] = {"shooters' moon hands", "control hands"};
    for (int k = 0; k < 2; k++) {
        printf("%-20s %5ld plays: shooters' moons %4ld (%.1f%%), defending seats %.3f points a seat-hand, "
               "shooters %.3f\n",
               names[k], n[k], moons[k], n[k] ? 100.0 * moons[k] / n[k] : 0.0,
               def_seats[k] ? pts[k] / (double)def_seats[k] : 0.0,
               shot_seats[k] ? shot_pts[k] / (double)shot_seats[k] : 0.0);
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
