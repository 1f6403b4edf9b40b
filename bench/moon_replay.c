/* Looks at the moons a player shot in a game log (hearts-sim --log), to see how the others defended:
 * for every hand in which a seat played by SHOOTER (default "ai:hunter") took every point, prints the
 * deal, the passes and every trick, and at each card a defender played:
 *   - the hard level's analysis from that defender's seat (replayed from the log, its own rng), each
 *     candidate with its value and how often a rival shot the moon in its worlds;
 *   - with every hand known (the true deal at that moment), which of its legal cards would have
 *     stopped the moon when the rest of the hand is played by the rollout policy, the shooter playing
 *     for the moon and the defenders fighting it ("stops": a card that splits the points there).
 * With REPS > 0 it prints instead, for each card a defender chose (up to trick MAX_TRICK, default 9)
 * while the shooter held every point or nobody had any, each of its distinct cards played in its place
 * and the hand played on REPS times by the real players (the hunter at the shooter's seat, the hard
 * level of this build elsewhere, on fresh random streams): how often the moon still came, beside the
 * share of the hard level's worlds in which a rival shot after that card; "a clearly better card" marks
 * a choice that another card would have beaten by half the hands or more.
 * It is a tool for reading hands, not a benchmark: the analysis uses its own random stream, so it need
 * not choose the card the defender chose. Built and run by bench/moon_replay.sh. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_hunter.h"
#include "ai_hard.h"
#include "ai_sim.h"
#include "hearts/ai.h"
#include "hearts/game.h"
#include "hearts/gamelog.h"
#include "loglines.h"

#define MAX_LINES 4096

static const char SEATS[4] = {'S', 'W', 'N', 'E'};

static void cards_str(cardset_t set, char *buf, size_t len)
{
    buf[0] = 0;
    size_t at = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        for (cardset_t m = set & CARDSET_SUIT(suit); m;) {
            char c[8];
            log_card(cardset_pop(&m), c);
            int n = snprintf(buf + at, len - at, "%s%s", at ? " " : "", c);
            if (n < 0 || (size_t)n >= len - at) {
                return;
            }
            at += (size_t)n;
        }
    }
}

/* Whether the rest of the hand, from the true position with `card` played, ends in a moon for
 * `shooter` under the rollout policy (the shooter playing for it, the others fighting it). */
static bool oracle_moon(const game_t *g, int me, int shooter, card_t card, int defend_min)
{
    seat_view_t v;
    game_seat_view(g, me, &v);
    cardset_t hands[SEAT_MAX] = {0};
    for (int s = 0; s < SEAT_COUNT; s++) {
        hands[s] = game_hand(g, s);
    }
    hs_ctx_t c;
    hs_ctx(&v, &c);
    hs_sim_t s;
    hs_start(&v, hands, &s);
    s.moon = shooter;
    s.defend_min = defend_min;
    s.fight = true;
    hs_play(&c, &s, card);
    hs_rollout(&c, &s);
    return !s.clock_out && (s.taken[shooter] & CARDSET_POINTS) == CARDSET_POINTS;
}

static int seat_of(char ch)
{
    for (int s = 0; s < 4; s++) {
        if (SEATS[s] == ch) {
            return s;
        }
    }
    return -1;
}

static void show_hand(char **lines, int n, int hand, int shooter, const char *shooter_name, long *stats)
{
    gamelog_reader_t *r = gamelog_reader_new();
    char err[256];
    rng_t rng;
    rng_seed(&rng, 12345, 1);
    bool in_hand = false;
    for (int i = 0; i < n; i++) {
        const char *line = lines[i];
        int h = log_key_int(line, "hand");
        bool is_play = strstr(line, "\"event\":\"play\"") != NULL;
        if (h == hand && strstr(line, "\"event\":\"deal\"")) {
            in_hand = true;
        }
        if (in_hand && is_play) {
            game_t *g = gamelog_reader_game(r);
            int seat = seat_of(log_key_char(line, "seat"));
            if (seat == shooter) {
                if (!gamelog_reader_line(r, line, err, sizeof err)) {
                    fprintf(stderr, "log: %s\n", err);
                    break;
                }
                continue;
            }
            seat_view_t v;
            game_seat_view(g, seat, &v);
            char cs[8], hs[64];
            card_t played;
            {
                const char *p = strstr(line, "\"card\":\"");
                char name[4] = {p[8], p[9], 0, 0};
                if (!card_parse(name, &played)) {
                    played = CARD_NONE;
                }
            }
            log_card(played, cs);
            cards_str(v.hand, hs, sizeof hs);
            printf("  t%-2d %c plays %s  (hand %s; %d of %d on the table)\n", v.trick.number + 1, SEATS[seat], cs, hs,
                   v.trick.count, 4);
            if (cardset_count(v.legal) > 1) {
                ai_analysis_t a;
                card_t choice = ai_hard_play(&v, &rng, &a);
                log_card(choice, cs);
                printf("       hard now: %s over %d worlds;", cs, a.worlds);
                for (int k = 0; k < a.options; k++) {
                    char oc[8];
                    log_card(a.option[k].card, oc);
                    printf(" %s%s %.2f/%.0f%%", oc, a.option[k].moon_plan ? "(m)" : "", a.option[k].value,
                           100 * a.option[k].moon_against);
                }
                printf("\n       stops (true deal):");
                int stops = 0, actual_stops = 0;
                for (cardset_t m = v.legal; m;) {
                    card_t c = cardset_pop(&m);
                    bool moon = oracle_moon(g, seat, shooter, c, 1);
                    if (!moon) {
                        char oc[8];
                        log_card(c, oc);
                        printf(" %s", oc);
                        stops++;
                        actual_stops += c == played;
                    }
                }
                if (stops && !actual_stops) {
                    printf("   <-- missed");
                    stats[0]++;
                }
                stats[1]++;
                printf("\n");
            }
        }
        if (!gamelog_reader_line(r, line, err, sizeof err)) {
            fprintf(stderr, "log: %s\n", err);
            break;
        }
        if (in_hand && strstr(line, "\"event\":\"deal\"")) {
            printf("== hand %d, %s at %c shot the moon\n", hand, shooter_name, SEATS[shooter]);
            game_t *g = gamelog_reader_game(r);
            for (int s = 0; s < 4; s++) {
                char buf[64];
                cards_str(game_hand(g, s), buf, sizeof buf);
                printf("  dealt %c: %s\n", SEATS[s], buf);
            }
        }
        if (in_hand && strstr(line, "\"event\":\"pass\"")) {
            printf("  %s", strstr(line, "\"seat\""));
        }
        if (in_hand && strstr(line, "\"event\":\"trick\"")) {
            printf("  %s", strstr(line, "\"trick\":"));
        }
        if (h == hand && strstr(line, "\"event\":\"hand\"")) {
            break;
        }
    }
    gamelog_reader_free(r);
}

/* ---- What if: a defender's other cards, the hand played on by the real players ---- */

/* Plays `card` for `seat`, then the hand on with the hunter at `shooter` and hard elsewhere; true when
 * the shooter took every point. */
static bool continue_hand(game_t *g, int seat, card_t card, int shooter, uint64_t seed)
{
    int hand = game_hand_number(g);
    if (game_play(g, seat, card) != HEARTS_OK) {
        fprintf(stderr, "whatif: refused %d\n", card);
        return false;
    }
    rng_t rng[4];
    for (int s = 0; s < 4; s++) {
        rng_seed(&rng[s], seed, (uint64_t)s + 1);
    }
    game_event_t ev;
    int moon = -1;
    for (;;) {
        while (game_next_event(g, &ev)) {
            if (ev.type == EV_HAND) {
                moon = ev.score.moon;
            }
        }
        if (game_phase(g) != PHASE_PLAY || game_hand_number(g) != hand) {
            break;
        }
        int p = game_turn(g);
        seat_view_t v;
        game_seat_view(g, p, &v);
        card_t c = p == shooter ? ai_hunter_play(&v, &rng[p], NULL) : ai_hard_play(&v, &rng[p], NULL);
        if (game_play(g, p, c) != HEARTS_OK) {
            fprintf(stderr, "whatif: refused\n");
            return false;
        }
    }
    while (game_next_event(g, &ev)) {
        if (ev.type == EV_HAND) {
            moon = ev.score.moon;
        }
    }
    return moon == shooter;
}

static void whatif_hand(char **lines, int n, int hand, int shooter, int reps, int max_trick, long *stats)
{
    for (int i = 0; i < n; i++) {
        const char *line = lines[i];
        if (log_key_int(line, "hand") != hand || !strstr(line, "\"event\":\"play\"")) {
            continue;
        }
        int seat = seat_of(log_key_char(line, "seat"));
        int trick = log_key_int(line, "trick");
        if (seat == shooter || trick > max_trick) {
            continue;
        }
        game_t *g = log_replay_to(lines, i);
        seat_view_t v;
        game_seat_view(g, seat, &v);
        game_free(g);
        /* Only while the shooter holds every point so far (or nobody has any). */
        bool open = true;
        for (int q = 0; q < 4; q++) {
            open &= q == shooter || !(v.taken_cards[q] & CARDSET_POINTS);
        }
        cardset_t cands = hs_distinct(&v.rules, v.legal, v.hand, v.played);
        if (!open || cardset_count(cands) < 2) {
            continue;
        }
        const char *p = strstr(line, "\"card\":\"");
        char name[3] = {p[8], p[9], 0};
        card_t played = CARD_NONE;
        if (!card_parse(name, &played)) {
            continue;
        }
        rng_t rng;
        rng_seed(&rng, 777, (uint64_t)i);
        ai_analysis_t a;
        (void)ai_hard_play(&v, &rng, &a);
        char hs[64];
        cards_str(v.hand, hs, sizeof hs);
        printf("  t%-2d %c played %s (hand %s)\n", trick, SEATS[seat], name, hs);
        double best = 2, actual = -1;
        for (cardset_t m = cands; m;) {
            card_t c = cardset_pop(&m);
            /* the card actually played stands for its run */
            card_t tried = c;
            if (card_suit(played) == card_suit(c) && cardset_has(v.legal, played)) {
                cardset_t between =
                    (cardset_below(played) & cardset_above(c)) | (cardset_below(c) & cardset_above(played));
                if (!(between & ~v.played & ~v.hand) && played != CARD_QS && c != CARD_QS) {
                    tried = played;
                }
            }
            int moons = 0;
            for (int r = 0; r < reps; r++) {
                game_t *h = log_replay_to(lines, i);
                moons += continue_hand(h, seat, tried, shooter, 1000 + (uint64_t)r * 7919 + (uint64_t)i);
                game_free(h);
            }
            double rate = (double)moons / reps;
            double est = -1, val = 0;
            for (int k = 0; k < a.options; k++) {
                if (a.option[k].card == c && !a.option[k].moon_plan) {
                    est = a.option[k].moon_against;
                    val = a.option[k].value;
                }
            }
            char cn[4];
            log_card(tried, cn);
            printf("      %s%s moon %3.0f%%  (hard's worlds: %3.0f%%, value %+.2f)\n", cn, tried == played ? "*" : " ",
                   100 * rate, 100 * est, val);
            if (tried == played) {
                actual = rate;
            }
            if (rate < best) {
                best = rate;
            }
        }
        stats[1]++;
        if (actual >= 0 && actual - best >= 0.5) {
            stats[0]++;
            printf("      ^ a clearly better card\n");
        }
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: moon_replay LOG [SHOOTER [MAX_HANDS [REPS [MAX_TRICK]]]]\n");
        return 2;
    }
    const char *shooter_name = argc > 2 ? argv[2] : "ai:hunter";
    int max_hands = argc > 3 ? atoi(argv[3]) : 1000000;
    int reps = argc > 4 ? atoi(argv[4]) : 0; /* what-if continuations per card (0: no what-if) */
    int max_trick = argc > 5 ? atoi(argv[5]) : 9;
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    char **lines = calloc(MAX_LINES, sizeof *lines);
    int n = 0, shown = 0;
    long stats[2] = {0, 0};
    char *buf = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&buf, &cap, f)) > 0 && shown < max_hands) {
        if (strstr(buf, "\"event\":\"game\"")) {
            for (int i = 0; i < n; i++) {
                free(lines[i]);
            }
            n = 0;
        }
        if (n < MAX_LINES) {
            lines[n++] = strdup(buf);
        }
        if (strstr(buf, "\"event\":\"hand\"")) {
            char m = log_key_char(buf, "moon");
            int ms = m ? seat_of(m) : -1;
            char pat[64];
            snprintf(pat, sizeof pat, "\"%c\":\"%s\"", m, shooter_name);
            if (ms >= 0 && strstr(lines[0], pat)) {
                printf("\n### game seed %d\n", log_key_int(lines[0], "seed"));
                if (reps > 0) {
                    printf("== hand %d, %s at %c\n", log_key_int(buf, "hand"), shooter_name, SEATS[ms]);
                    whatif_hand(lines, n, log_key_int(buf, "hand"), ms, reps, max_trick, stats);
                } else {
                    show_hand(lines, n, log_key_int(buf, "hand"), ms, shooter_name, stats);
                }
                shown++;
            }
        }
    }
    printf("\n%d moons; defender decisions with a choice: %ld; where some card stopped the moon (true deal) and "
           "the card played did not: %ld\n",
           shown, stats[1], stats[0]);
    free(buf);
    fclose(f);
    return 0;
}
