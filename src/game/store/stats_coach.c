/* The coach's accuracy in the statistics (store/stats.h): the points lost to the strong play a hand,
 * over every game and for the recent ones, so the player sees it improve. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "store/kvfile.h"
#include "store/stats.h"

#define LOST_MAX 1.0e7

static int find(const stats_t *s, int64_t when)
{
    for (int i = 0; i < s->accuracy_count; i++) {
        if (s->accuracy[i].when == when) {
            return i;
        }
    }
    return -1;
}

void stats_set_accuracy(stats_t *s, int64_t when, double lost, int hands)
{
    if (hands <= 0 || lost < 0) {
        return;
    }
    int i = find(s, when);
    if (i >= 0) {
        s->coach_hands -= s->accuracy[i].hands;
        s->coach_lost -= s->accuracy[i].lost;
        memmove(&s->accuracy[i], &s->accuracy[i + 1], (size_t)(s->accuracy_count - i - 1) * sizeof s->accuracy[0]);
        s->accuracy_count--;
    }
    s->coach_hands += hands;
    s->coach_lost += lost;
    if (s->coach_lost < 0) {
        s->coach_lost = 0;
    }
    int n = s->accuracy_count < STATS_RECENT ? s->accuracy_count : STATS_RECENT - 1;
    memmove(&s->accuracy[1], &s->accuracy[0], (size_t)n * sizeof s->accuracy[0]);
    s->accuracy[0] = (stats_accuracy_t){when, lost, hands};
    s->accuracy_count = n + 1;
}

bool stats_accuracy_of(const stats_t *s, int64_t when, double *per_hand)
{
    int i = find(s, when);
    if (i < 0) {
        return false;
    }
    *per_hand = s->accuracy[i].lost / s->accuracy[i].hands;
    return true;
}

double stats_accuracy_mean(const stats_t *s)
{
    return s->coach_hands > 0 ? s->coach_lost / s->coach_hands : -1;
}

/* accuracy=WHEN,LOST,HANDS, newest first; accuracy=all,LOST,HANDS for every game. */
bool stats_accuracy_parse(stats_t *s, const char *v)
{
    char head[32];
    double lost;
    int hands, used = 0;
    if (sscanf(v, "%31[^,],%lf,%d%n", head, &lost, &hands, &used) != 3 || v[used] != '\0' || !(lost >= 0) ||
        lost > LOST_MAX || hands <= 0 || hands > 100000000) {
        return false;
    }
    if (strcmp(head, "all") == 0) {
        s->coach_hands = hands;
        s->coach_lost = lost;
        return true;
    }
    long long when;
    if (!kvfile_parse_ll(head, 0, INT64_MAX, &when) || find(s, when) >= 0) {
        return false;
    }
    if (s->accuracy_count < STATS_RECENT) {
        s->accuracy[s->accuracy_count++] = (stats_accuracy_t){when, lost, hands};
    }
    return true;
}

void stats_accuracy_write(const stats_t *s, FILE *f)
{
    if (s->coach_hands > 0) {
        fprintf(f, "accuracy=all,%.3f,%d\n", s->coach_lost, s->coach_hands);
    }
    for (int i = 0; i < s->accuracy_count; i++) {
        const stats_accuracy_t *a = &s->accuracy[i];
        fprintf(f, "accuracy=%" PRId64 ",%.3f,%d\n", a->when, a->lost, a->hands);
    }
}
