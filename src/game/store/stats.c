#include "store/stats.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "store/kvfile.h"

#define STATS_FILE STATS_NAME
#define STAT_MAX   100000000 /* any count or score beyond this was not written by us */

void stats_defaults(stats_t *s)
{
    memset(s, 0, sizeof *s);
}

/* The outcome's word in the file. */
static const char *const OUTCOME_KEYS[STATS_OUTCOME_COUNT] = {"won", "lost", "quit", "timeup"};

stats_outcome_t stats_outcome_of(end_reason_t reason, bool won)
{
    if (reason == END_QUIT) {
        return STATS_QUIT;
    }
    if (reason == END_CLOCK) {
        return STATS_TIME_UP;
    }
    return won ? STATS_WON : STATS_LOST;
}

const char *stats_outcome_name(stats_outcome_t o)
{
    static const char *const names[STATS_OUTCOME_COUNT] = {"Won", "Lost", "Quit", "Time up"};
    return (unsigned)o < STATS_OUTCOME_COUNT ? names[o] : "";
}

/* recent=when,preset,reason,hands,south_total,won,standings,outcome,shared,practice[,players[,own]]
 * ("-" for no standings; shared 1 when the lowest total South had was another's too; practice 1 when a
 * card was taken back); players, the game's seats, only when not four or when own follows; own 1 when
 * the rules were changed from the preset's, only then. Files written before the outcome was kept have
 * the first seven fields only, before the tie was kept the first eight, before practice games the first
 * nine, before own rules at most eleven. */
#define RECENT_FIELDS 12

static bool parse_end_reason(const char *v, end_reason_t *out)
{
    static const struct {
        const char *name;
        end_reason_t reason;
    } reasons[] = {{"target", END_TARGET}, {"clock", END_CLOCK}, {"quit", END_QUIT}};
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++) {
        if (strcmp(v, reasons[i].name) == 0) {
            *out = reasons[i].reason;
            return true;
        }
    }
    return false;
}

static bool parse_recent(const char *v, stats_result_t *r)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", v);
    char *fields[RECENT_FIELDS];
    int n = 0;
    char *p = buf;
    while (n < RECENT_FIELDS) {
        fields[n++] = p;
        char *comma = strchr(p, ',');
        if (!comma) {
            break;
        }
        *comma = '\0';
        p = comma + 1;
    }
    if (n < 7 || strchr(fields[n - 1], ',')) {
        return false;
    }
    long long when;
    if (!kvfile_parse_ll(fields[0], 0, INT64_MAX, &when) || !rules_preset_parse(fields[1], &r->preset) ||
        !parse_end_reason(fields[2], &r->reason)) {
        return false;
    }
    r->when = when;
    int won, shared = 0, practice = 0, own = 0;
    if (!kvfile_parse_int(fields[3], -STAT_MAX, STAT_MAX, &r->hands) ||
        !kvfile_parse_int(fields[4], -STAT_MAX, STAT_MAX, &r->south_total) ||
        !kvfile_parse_int(fields[5], 0, 1, &won) || (n >= 9 && !kvfile_parse_int(fields[8], 0, won, &shared)) ||
        (n >= 10 && !kvfile_parse_int(fields[9], 0, 1, &practice)) ||
        (n >= 12 && !kvfile_parse_int(fields[11], 0, 1, &own))) {
        return false; /* shared only with won */
    }
    r->practice = practice != 0;
    r->own_rules = own != 0;
    r->won = won != 0;
    r->shared = shared != 0;
    r->has_standings = strcmp(fields[6], "-") != 0;
    r->standings = 0;
    if (r->has_standings && !kvfile_parse_int(fields[6], -STAT_MAX, STAT_MAX, &r->standings)) {
        return false;
    }
    r->outcome = stats_outcome_of(r->reason, r->won);
    if (n >= 8 && strcmp(fields[7], OUTCOME_KEYS[r->outcome]) != 0) {
        return false; /* an outcome that is not what the rest of the line says */
    }
    r->players = 4; /* the eleventh field: the seats (files of before, and games of four: four) */
    return n < 11 || (kvfile_parse_int(fields[10], SEAT_MIN, SEAT_MAX, &r->players));
}

bool stats_rules_own(const rules_t *r)
{
    if (r->players != 4) {
        return false; /* three and five: no preset scores standings, so their records are of the games the
                         player set a standings score on (their own record, by seat count) */
    }
    if (r->preset < 0 || r->preset >= PRESET_COUNT) {
        return true;
    }
    size_t n;
    const rule_option_t *opt = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        if (strcmp(opt[i].key, "players") != 0 && rules_option_get(r, &opt[i]) != opt[i].preset_value[r->preset]) {
            return true;
        }
    }
    return false;
}

stats_seats_t *stats_seats(stats_t *s, int players)
{
    return players == 3 ? &s->three : players == 5 ? &s->five : NULL;
}

const stats_seats_t *stats_seats_const(const stats_t *s, int players)
{
    return players == 3 ? &s->three : players == 5 ? &s->five : NULL;
}

/* games_3=, wins_5=, ...: the record of three or five players */
static bool on_seats_line(stats_t *s, const char *key, const char *v, bool *known)
{
    size_t n = strlen(key);
    *known = n > 2 && key[n - 2] == '_' && (key[n - 1] == '3' || key[n - 1] == '5');
    if (!*known) {
        return true;
    }
    stats_seats_t *r = stats_seats(s, key[n - 1] - '0');
    char name[32];
    snprintf(name, sizeof name, "%.*s", (int)(n - 2), key);
    long long x;
    if (strcmp(name, "standings_sum") == 0) {
        if (!kvfile_parse_ll(v, -1000000000000LL, 1000000000000LL, &x)) {
            return false;
        }
        r->standings_sum = x;
        return true;
    }
    int *field = strcmp(name, "games") == 0             ? &r->games
                 : strcmp(name, "wins") == 0            ? &r->wins
                 : strcmp(name, "moons") == 0           ? &r->moons
                 : strcmp(name, "standings_games") == 0 ? &r->standings_games
                 : strcmp(name, "standings_best") == 0  ? &r->standings_best
                                                        : NULL;
    if (!field) {
        return true;
    }
    bool any_sign = field == &r->standings_best;
    return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, field) && (any_sign || *field >= 0);
}

static bool on_line(void *ctx, const char *key, const char *v)
{
    stats_t *s = ctx;
    long long x;
    bool seats;
    bool ok = on_seats_line(s, key, v, &seats);
    if (seats) {
        return ok;
    }
    if (strcmp(key, "games") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->games) && s->games >= 0;
    }
    if (strcmp(key, "wins") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->wins) && s->wins >= 0;
    }
    if (strcmp(key, "moons") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->moons) && s->moons >= 0;
    }
    if (strcmp(key, "standings_games") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->standings_games) && s->standings_games >= 0;
    }
    if (strcmp(key, "standings_sum") == 0) {
        if (!kvfile_parse_ll(v, -1000000000000LL, 1000000000000LL, &x)) {
            return false;
        }
        s->standings_sum = x;
        return true;
    }
    if (strcmp(key, "practice_games") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->practice_games) && s->practice_games >= 0;
    }
    if (strcmp(key, "standings_best") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->standings_best);
    }
    if (strcmp(key, "accuracy") == 0) {
        return stats_accuracy_parse(s, v);
    }
    if (strcmp(key, "recent") == 0) {
        if (s->recent_count >= STATS_RECENT) {
            return true;
        }
        return parse_recent(v, &s->recent[s->recent_count++]);
    }
    return true;
}

/* The four-player record as a record of a seat count, and back */
static stats_seats_t four_of(const stats_t *s)
{
    return (stats_seats_t){s->games, s->wins, s->moons, s->standings_games, s->standings_sum, s->standings_best};
}

static void set_four(stats_t *s, const stats_seats_t *b)
{
    s->games = b->games;
    s->wins = b->wins;
    s->moons = b->moons;
    s->standings_games = b->standings_games;
    s->standings_sum = b->standings_sum;
    s->standings_best = b->standings_best;
}

stats_seats_t stats_record_of(const stats_t *s, int players)
{
    const stats_seats_t *b = stats_seats_const(s, players);
    return b ? *b : four_of(s);
}

static bool block_plausible(const stats_seats_t *b)
{
    if (b->games < 0 || b->wins < 0 || b->moons < 0 || b->standings_games < 0) {
        return false;
    }
    if (b->wins > b->games || b->standings_games > b->games || (b->games == 0 && b->moons > 0)) {
        return false;
    }
    return b->standings_games == 0 ? (b->standings_sum == 0 && b->standings_best == 0)
                                   : b->standings_sum <= (long long)b->standings_best * b->standings_games;
}

bool stats_plausible(const stats_t *s)
{
    if (s->recent_count < 0 || s->recent_count > STATS_RECENT) {
        return false;
    }
    if (s->practice_games < 0) {
        return false;
    }
    int recent_games[SEAT_MAX + 1] = {0}, recent_wins[SEAT_MAX + 1] = {0}, recent_standings[SEAT_MAX + 1] = {0};
    int recent_practice = 0;
    for (int i = 0; i < s->recent_count; i++) {
        const stats_result_t *r = &s->recent[i];
        int n = seat_count_valid(r->players) ? r->players : 4;
        stats_seats_t b = stats_record_of(s, n);
        bool counted = r->has_standings && !r->own_rules; /* own rules' standings are in no record */
        if (r->hands < 0 || (r->won && r->reason == END_QUIT) || (counted && r->standings > b.standings_best)) {
            return false;
        }
        if (r->practice) {
            recent_practice++; /* counted in no other figure */
            continue;
        }
        recent_games[n]++;
        recent_wins[n] += r->won && r->reason != END_QUIT;
        recent_standings[n] += counted;
    }
    if (recent_practice > s->practice_games) {
        return false;
    }
    for (int n = SEAT_MIN; n <= SEAT_MAX; n++) {
        stats_seats_t b = stats_record_of(s, n);
        if (!block_plausible(&b) || recent_games[n] > b.games || recent_wins[n] > b.wins ||
            recent_standings[n] > b.standings_games) {
            return false; /* a mean above the best, more wins than games, ... */
        }
    }
    return true;
}

void stats_load(stats_t *s, const char *dir)
{
    stats_t loaded;
    stats_defaults(&loaded);
    stats_defaults(s);
    if (!dir || !*dir || kvfile_read(dir, STATS_FILE, on_line, &loaded) != KVFILE_OK) {
        return;
    }
    if (!stats_plausible(&loaded)) {
        char path[1100], kept[1200];
        kvfile_path(path, sizeof path, dir, STATS_FILE);
        if (kvfile_set_aside_to(path, kept, sizeof kept)) {
            fprintf(stderr,
                    _("hearts: %s holds figures that cannot all be true (e.g. more wins than games); it was kept as "
                      "%s and the statistics start again\n"),
                    path, kept);
        }
        return;
    }
    *s = loaded;
}

bool stats_save(const stats_t *s, const char *dir)
{
    if (!dir || !*dir) {
        return false;
    }
    FILE *f = kvfile_begin(dir, STATS_FILE);
    if (!f) {
        return false;
    }
    fprintf(f, "# Hearts statistics: key=value, one a line\n");
    fprintf(f, "games=%d\nwins=%d\nmoons=%d\n", s->games, s->wins, s->moons);
    fprintf(f, "standings_games=%d\nstandings_sum=%lld\nstandings_best=%d\n", s->standings_games, s->standings_sum,
            s->standings_best);
    fprintf(f, "practice_games=%d\n", s->practice_games);
    for (int n = 3; n <= 5; n += 2) {
        const stats_seats_t *b = stats_seats_const(s, n);
        if (b->games) {
            fprintf(f, "games_%d=%d\nwins_%d=%d\nmoons_%d=%d\n", n, b->games, n, b->wins, n, b->moons);
            fprintf(f, "standings_games_%d=%d\nstandings_sum_%d=%lld\nstandings_best_%d=%d\n", n, b->standings_games, n,
                    b->standings_sum, n, b->standings_best);
        }
    }
    for (int i = 0; i < s->recent_count; i++) {
        const stats_result_t *r = &s->recent[i];
        char st[32];
        if (r->has_standings) {
            snprintf(st, sizeof st, "%d", r->standings);
        } else {
            snprintf(st, sizeof st, "-");
        }
        fprintf(f, "recent=%" PRId64 ",%s,%s,%d,%d,%d,%s,%s,%d,%d", r->when, rules_preset_name(r->preset),
                end_reason_name(r->reason), r->hands, r->south_total, r->won ? 1 : 0, st,
                OUTCOME_KEYS[stats_outcome_of(r->reason, r->won)], r->won && r->shared ? 1 : 0, r->practice ? 1 : 0);
        /* the seats, only where not four or where own rules follow (a line of four reads as before) */
        int players = seat_count_valid(r->players) ? r->players : 4;
        if (players != 4 || r->own_rules) {
            fprintf(f, ",%d", players);
        }
        fprintf(f, r->own_rules ? ",1\n" : "\n");
    }
    stats_accuracy_write(s, f);
    return kvfile_commit(f, dir, STATS_FILE);
}

bool stats_record(stats_t *s, const stats_result_t *r)
{
    bool best = false;
    if (r->practice) {
        s->practice_games++; /* in no other figure */
    }
    int players = seat_count_valid(r->players) ? r->players : 4;
    stats_seats_t b = stats_record_of(s, players); /* the record of the game's seat count */
    b.games += !r->practice;
    if (r->won && r->reason != END_QUIT && !r->practice) {
        b.wins++;
    }
    if (r->has_standings && !r->practice && !r->own_rules) { /* own rules: in no standings record */
        if (b.standings_games == 0 || r->standings > b.standings_best) {
            best = b.standings_games > 0 || r->standings > 0;
            b.standings_best = r->standings;
        }
        b.standings_games++;
        b.standings_sum += r->standings;
    }
    if (stats_seats(s, players)) {
        *stats_seats(s, players) = b;
    } else {
        set_four(s, &b);
    }
    int n = s->recent_count < STATS_RECENT ? s->recent_count : STATS_RECENT - 1;
    memmove(&s->recent[1], &s->recent[0], (size_t)n * sizeof s->recent[0]);
    s->recent[0] = *r;
    s->recent[0].outcome = stats_outcome_of(r->reason, r->won);
    s->recent[0].shared = r->won && r->shared;
    s->recent[0].players = players;
    s->recent_count = n + 1;
    return best;
}

double stats_standings_mean(const stats_t *s)
{
    return s->standings_games ? (double)s->standings_sum / s->standings_games : 0.0;
}

double stats_seats_mean(const stats_seats_t *b)
{
    return b->standings_games ? (double)b->standings_sum / b->standings_games : 0.0;
}
