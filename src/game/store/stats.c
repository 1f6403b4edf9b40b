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

/* recent=when,preset,reason,hands,south_total,won,standings,outcome,shared,practice ("-" for no
 * standings; shared 1 when the lowest total South had was another's too; practice 1 when a card was
 * taken back); files written before the outcome was kept have the first seven fields only, before the
 * tie was kept the first eight, before practice games the first nine. */
static bool parse_recent(const char *v, stats_result_t *r)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", v);
    char *fields[10];
    int n = 0;
    char *p = buf;
    while (n < 10) {
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
    if (!kvfile_parse_ll(fields[0], 0, INT64_MAX, &when) || !rules_preset_parse(fields[1], &r->preset)) {
        return false;
    }
    r->when = when;
    if (strcmp(fields[2], "target") == 0) {
        r->reason = END_TARGET;
    } else if (strcmp(fields[2], "clock") == 0) {
        r->reason = END_CLOCK;
    } else if (strcmp(fields[2], "quit") == 0) {
        r->reason = END_QUIT;
    } else {
        return false;
    }
    int won, shared = 0, practice = 0;
    if (!kvfile_parse_int(fields[3], -STAT_MAX, STAT_MAX, &r->hands) ||
        !kvfile_parse_int(fields[4], -STAT_MAX, STAT_MAX, &r->south_total) ||
        !kvfile_parse_int(fields[5], 0, 1, &won) || (n >= 9 && !kvfile_parse_int(fields[8], 0, won, &shared)) ||
        (n == 10 && !kvfile_parse_int(fields[9], 0, 1, &practice))) {
        return false; /* shared only with won */
    }
    r->practice = practice != 0;
    r->won = won != 0;
    r->shared = shared != 0;
    r->has_standings = strcmp(fields[6], "-") != 0;
    r->standings = 0;
    if (r->has_standings && !kvfile_parse_int(fields[6], -STAT_MAX, STAT_MAX, &r->standings)) {
        return false;
    }
    r->outcome = stats_outcome_of(r->reason, r->won);
    if (n == 8 && strcmp(fields[7], OUTCOME_KEYS[r->outcome]) != 0) {
        return false; /* an outcome that is not what the rest of the line says */
    }
    return true;
}

static bool on_line(void *ctx, const char *key, const char *v)
{
    stats_t *s = ctx;
    long long x;
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

bool stats_plausible(const stats_t *s)
{
    if (s->games < 0 || s->wins < 0 || s->moons < 0 || s->standings_games < 0 || s->recent_count < 0 ||
        s->recent_count > STATS_RECENT) {
        return false;
    }
    if (s->practice_games < 0 || s->wins > s->games || s->standings_games > s->games ||
        s->recent_count > s->games + s->practice_games || (s->games == 0 && s->moons > 0)) {
        return false;
    }
    if (s->standings_games == 0 ? (s->standings_sum != 0 || s->standings_best != 0)
                                : s->standings_sum > (long long)s->standings_best * s->standings_games) {
        return false; /* a mean above the best */
    }
    int recent_wins = 0, recent_standings = 0, recent_practice = 0;
    for (int i = 0; i < s->recent_count; i++) {
        const stats_result_t *r = &s->recent[i];
        if (r->hands < 0 || (r->won && r->reason == END_QUIT) ||
            (r->has_standings && r->standings > s->standings_best)) {
            return false;
        }
        if (r->practice) {
            recent_practice++; /* counted in no other figure */
            continue;
        }
        recent_wins += r->won && r->reason != END_QUIT;
        recent_standings += r->has_standings;
    }
    return recent_wins <= s->wins && recent_standings <= s->standings_games && recent_practice <= s->practice_games;
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
    for (int i = 0; i < s->recent_count; i++) {
        const stats_result_t *r = &s->recent[i];
        char st[32];
        if (r->has_standings) {
            snprintf(st, sizeof st, "%d", r->standings);
        } else {
            snprintf(st, sizeof st, "-");
        }
        fprintf(f, "recent=%" PRId64 ",%s,%s,%d,%d,%d,%s,%s,%d,%d\n", r->when, rules_preset_name(r->preset),
                end_reason_name(r->reason), r->hands, r->south_total, r->won ? 1 : 0, st,
                OUTCOME_KEYS[stats_outcome_of(r->reason, r->won)], r->won && r->shared ? 1 : 0, r->practice ? 1 : 0);
    }
    stats_accuracy_write(s, f);
    return kvfile_commit(f, dir, STATS_FILE);
}

bool stats_record(stats_t *s, const stats_result_t *r)
{
    bool best = false;
    if (r->practice) {
        s->practice_games++;
    } else {
        s->games++;
    }
    if (r->won && r->reason != END_QUIT && !r->practice) {
        s->wins++;
    }
    if (r->has_standings && !r->practice) {
        if (s->standings_games == 0 || r->standings > s->standings_best) {
            best = s->standings_games > 0 || r->standings > 0;
            s->standings_best = r->standings;
        }
        s->standings_games++;
        s->standings_sum += r->standings;
    }
    int n = s->recent_count < STATS_RECENT ? s->recent_count : STATS_RECENT - 1;
    memmove(&s->recent[1], &s->recent[0], (size_t)n * sizeof s->recent[0]);
    s->recent[0] = *r;
    s->recent[0].outcome = stats_outcome_of(r->reason, r->won);
    s->recent[0].shared = r->won && r->shared;
    s->recent_count = n + 1;
    return best;
}

double stats_standings_mean(const stats_t *s)
{
    return s->standings_games ? (double)s->standings_sum / s->standings_games : 0.0;
}
