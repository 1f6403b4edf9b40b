#include "store/stats.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/kvfile.h"

#define STATS_FILE "stats.txt"
#define STAT_MAX   100000000 /* any count or score beyond this was not written by us */

void stats_defaults(stats_t *s)
{
    memset(s, 0, sizeof *s);
}

/* recent=when,preset,reason,hands,south_total,won,standings ("-" for none) */
static bool parse_recent(const char *v, stats_result_t *r)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", v);
    char *fields[7];
    int n = 0;
    char *p = buf;
    while (n < 7) {
        fields[n++] = p;
        char *comma = strchr(p, ',');
        if (!comma) {
            break;
        }
        *comma = '\0';
        p = comma + 1;
    }
    if (n != 7 || strchr(fields[6], ',')) {
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
    int won;
    if (!kvfile_parse_int(fields[3], -STAT_MAX, STAT_MAX, &r->hands) ||
        !kvfile_parse_int(fields[4], -STAT_MAX, STAT_MAX, &r->south_total) ||
        !kvfile_parse_int(fields[5], -STAT_MAX, STAT_MAX, &won)) {
        return false;
    }
    r->won = won != 0;
    r->has_standings = strcmp(fields[6], "-") != 0;
    r->standings = 0;
    if (r->has_standings && !kvfile_parse_int(fields[6], -STAT_MAX, STAT_MAX, &r->standings)) {
        return false;
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
    if (strcmp(key, "standings_best") == 0) {
        return kvfile_parse_int(v, -STAT_MAX, STAT_MAX, &s->standings_best);
    }
    if (strcmp(key, "recent") == 0) {
        if (s->recent_count >= STATS_RECENT) {
            return true;
        }
        return parse_recent(v, &s->recent[s->recent_count++]);
    }
    return true;
}

void stats_load(stats_t *s, const char *dir)
{
    stats_t loaded;
    stats_defaults(&loaded);
    if (dir && *dir && kvfile_read(dir, STATS_FILE, on_line, &loaded) == KVFILE_OK) {
        *s = loaded;
    } else {
        stats_defaults(s);
    }
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
    for (int i = 0; i < s->recent_count; i++) {
        const stats_result_t *r = &s->recent[i];
        char st[32];
        if (r->has_standings) {
            snprintf(st, sizeof st, "%d", r->standings);
        } else {
            snprintf(st, sizeof st, "-");
        }
        fprintf(f, "recent=%" PRId64 ",%s,%s,%d,%d,%d,%s\n", r->when, rules_preset_name(r->preset),
                end_reason_name(r->reason), r->hands, r->south_total, r->won ? 1 : 0, st);
    }
    return kvfile_commit(f, dir, STATS_FILE);
}

bool stats_record(stats_t *s, const stats_result_t *r)
{
    bool best = false;
    s->games++;
    if (r->won && r->reason != END_QUIT) {
        s->wins++;
    }
    if (r->has_standings) {
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
    s->recent_count = n + 1;
    return best;
}

double stats_standings_mean(const stats_t *s)
{
    return s->standings_games ? (double)s->standings_sum / s->standings_games : 0.0;
}
