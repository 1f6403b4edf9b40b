/* The coach's notes beside a kept log (store/coachfile.h). */
#include "store/coachfile.h"

#include <stdio.h>
#include <string.h>

#include "store/kvfile.h"

double coach_accuracy(const coach_record_t *r)
{
    return r->hands > 0 ? r->lost / r->hands : -1;
}

void coachfile_path_of(const char *log_path, char *out, size_t len)
{
    size_t n = strlen(log_path);
    const char *ext = ".jsonl";
    if (n >= strlen(ext) && strcmp(log_path + n - strlen(ext), ext) == 0) {
        n -= strlen(ext);
    }
    snprintf(out, len, "%.*s%s", (int)n, log_path, COACHFILE_EXT);
}

static void write_note(FILE *f, const coach_note_t *n)
{
    const hint_why_t *w = &n->why;
    fprintf(f, "note %d %d %d %d %d %d %d %d %d %d %d %.3f %d %d", n->pass, n->hand, n->trick, n->card, n->cards[0],
            n->cards[1], n->cards[2], n->better, n->better3[0], n->better3[1], n->better3[2], n->cost, (int)n->loss,
            n->worlds);
    fprintf(f, " %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", (int)w->reason, w->card, w->cards[0], w->cards[1],
            w->cards[2], w->seat, w->high, w->count, w->suit, w->percent, w->pass_to, (int)w->card_reason[0],
            (int)w->card_reason[1], (int)w->card_reason[2], n->noted, 0);
}

bool coachfile_write(const char *path, const coach_record_t *r)
{
    FILE *f = kvfile_begin_path(path);
    if (!f) {
        return false;
    }
    fprintf(f, "hearts-coach 1\nhands %d lost %.3f\n", r->hands, r->lost);
    for (int i = 0; i < r->count; i++) {
        write_note(f, &r->notes[i]);
    }
    return kvfile_commit_path(f, path);
}

static bool card_ok(int c)
{
    return c == CARD_NONE || (c >= 0 && c < 52);
}

static bool read_note(const char *line, coach_note_t *n)
{
    int v[30], pass, loss, reason, cr[3], noted, spare;
    double cost;
    memset(n, 0, sizeof *n);
    int got = sscanf(line,
                     "note %d %d %d %d %d %d %d %d %d %d %d %lf %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d "
                     "%d",
                     &pass, &n->hand, &n->trick, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &cost, &loss,
                     &n->worlds, &reason, &v[8], &v[9], &v[10], &v[11], &n->why.seat, &v[12], &n->why.count,
                     &n->why.suit, &n->why.percent, &n->why.pass_to, &cr[0], &cr[1], &cr[2], &noted, &spare);
    if (got != 30 || n->hand < 1 || n->trick < 0 || n->trick > HAND_MAX || loss < 0 || loss > COACH_LOSS_MOON_MISSED ||
        reason < HINT_NONE || reason > HINT_PASS_SPARE) {
        return false;
    }
    for (int i = 0; i < 13; i++) {
        if (!card_ok(v[i])) {
            return false;
        }
    }
    n->pass = pass != 0;
    n->card = (card_t)v[0];
    n->better = (card_t)v[4];
    for (int i = 0; i < 3; i++) {
        n->cards[i] = (card_t)v[1 + i];
        n->better3[i] = (card_t)v[5 + i];
        n->why.cards[i] = (card_t)v[9 + i];
        n->why.card_reason[i] = (hint_reason_t)(cr[i] >= HINT_NONE && cr[i] <= HINT_PASS_SPARE ? cr[i] : HINT_NONE);
    }
    n->cost = cost;
    n->loss = (coach_loss_t)loss;
    n->why.reason = (hint_reason_t)reason;
    n->why.card = (card_t)v[8];
    n->why.high = (card_t)v[12];
    n->noted = noted != 0;
    return true;
}

bool coachfile_read(const char *path, coach_record_t *r)
{
    memset(r, 0, sizeof *r);
    char err[200];
    FILE *f = kvfile_open(path, "rb", NULL, err, sizeof err);
    if (!f) {
        return false;
    }
    char line[512];
    bool ok = fgets(line, sizeof line, f) && strcmp(line, "hearts-coach 1\n") == 0;
    ok = ok && fgets(line, sizeof line, f) && sscanf(line, "hands %d lost %lf", &r->hands, &r->lost) == 2;
    while (ok && r->count < COACH_MAX_NOTES && fgets(line, sizeof line, f)) {
        ok = read_note(line, &r->notes[r->count]);
        r->count += ok;
    }
    fclose(f);
    if (!ok || r->hands < 0 || r->lost < 0) {
        memset(r, 0, sizeof *r);
        return false;
    }
    return true;
}
