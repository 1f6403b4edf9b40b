#include "table/undo.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"
#include "platform/fatal.h"
#include "store/logfile.h"

bool undo_casual(const rules_t *r)
{
    return r->clock_seconds <= 0 && !r->standings;
}

table_undo_t undo_check(const undo_mark_t *m, const game_t *g, const rules_t *r)
{
    if (!undo_casual(r)) {
        return TABLE_UNDO_TOURNAMENT;
    }
    game_phase_t phase = game_phase(g);
    if (phase == PHASE_HAND_OVER || phase == PHASE_MOON_CHOICE || phase == PHASE_OVER) {
        return TABLE_UNDO_HAND_END;
    }
    if (!m->set || m->hand != game_hand_number(g)) {
        return TABLE_UNDO_NOTHING; /* no card yet, or it was in a hand before this one */
    }
    const trick_t *t = phase == PHASE_PLAY ? game_trick(g) : NULL;
    /* the card is in the trick on the table, or it completed the trick just before and nothing is played since */
    if (t && (t->number == m->trick || (t->number == m->trick + 1 && m->plays_after == 0))) {
        return TABLE_UNDO_OK;
    }
    return TABLE_UNDO_NOTHING;
}

FILE *undo_book_open(const char *lines)
{
    FILE *f = tmpfile();
    if (f && lines) {
        fputs(lines, f);
    }
    return f;
}

char *undo_book_cut(FILE *book, long long at)
{
    long long size = book ? logfile_size(book) : -1;
    if (at < 0 || at > size) {
        return NULL;
    }
    char *text = malloc((size_t)at + 1);
    if (!text) {
        fatal("Out of memory.");
    }
    rewind(book);
    if (fread(text, 1, (size_t)at, book) != (size_t)at || !logfile_cut(book, at)) {
        free(text);
        return NULL;
    }
    text[at] = '\0';
    return text;
}

game_t *undo_replay(const char *lines, char *err, size_t errlen)
{
    gamelog_reader_t *r = gamelog_reader_new();
    if (!r) {
        fatal("Out of memory.");
    }
    bool ok = true;
    for (const char *p = lines; ok && *p;) {
        size_t n = strcspn(p, "\n");
        char *line = malloc(n + 1);
        if (!line) {
            fatal("Out of memory.");
        }
        memcpy(line, p, n);
        line[n] = '\0';
        ok = gamelog_reader_line(r, line, err, errlen);
        free(line);
        p += n + (p[n] == '\n');
    }
    game_t *g = ok ? gamelog_reader_take(r) : NULL;
    gamelog_reader_free(r);
    if (ok && !g) {
        snprintf(err, errlen, "no game line");
    }
    game_event_t ev;
    while (g && game_next_event(g, &ev)) {
        /* what the lines made happen is in the log already */
    }
    return g;
}

void undo_write_end(FILE *f, FILE *book, const rules_t *rules, const game_event_t *ev)
{
    char buf[4096];
    size_t n = 0;
    long long at = book ? logfile_size(book) : -1;
    if (at >= 0) {
        gamelog_write_event(book, rules, ev);
        long long end = logfile_size(book);
        if (end > at && end - at < (long long)sizeof buf && fseek(book, (long)at, SEEK_SET) == 0) {
            n = fread(buf, 1, (size_t)(end - at), book);
        }
        logfile_cut(book, at);
    }
    size_t close = n; /* just after the line's last '}' */
    while (close > 0 && buf[close - 1] != '}') {
        close--;
    }
    if (close == 0) {
        gamelog_write_event(f, rules, ev); /* the book failed: the end line as it is */
        return;
    }
    fwrite(buf, 1, close - 1, f);
    fputs(",\"practice\":true", f);
    fwrite(buf + close - 1, 1, n - (close - 1), f);
}

undo_mark_t undo_mark(const game_t *g, const rules_t *r, FILE *book, FILE *const logs[2], const rng_t ai_rng[SEAT_MAX])
{
    undo_mark_t m;
    memset(&m, 0, sizeof m);
    m.set = book != NULL && undo_casual(r);
    m.hand = game_hand_number(g);
    m.trick = game_trick(g)->number;
    m.plays_after = -1; /* the card's own play line is not after it */
    m.book_at = m.set ? logfile_size(book) : -1;
    for (int i = 0; i < 2; i++) {
        m.log_at[i] = logs[i] ? logfile_size(logs[i]) : -1;
    }
    memcpy(m.ai_rng, ai_rng, sizeof m.ai_rng);
    return m;
}

game_t *undo_rewind(const undo_mark_t *m, FILE *book, FILE *const logs[2], char **text)
{
    char err[300] = "";
    *text = undo_book_cut(book, m->book_at);
    game_t *g = *text ? undo_replay(*text, err, sizeof err) : NULL;
    if (!g) {
        fprintf(stderr, "hearts: the card cannot be taken back: %s\n", *text ? err : strerror(errno));
        free(*text);
        *text = NULL;
        return NULL;
    }
    for (int i = 0; i < 2; i++) {
        if (logs[i] && m->log_at[i] >= 0 && !logfile_cut(logs[i], m->log_at[i])) {
            fprintf(stderr, "hearts: the game log could not be cut back: %s\n", strerror(errno));
        }
    }
    return g;
}
