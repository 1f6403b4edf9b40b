#include "store/replay.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"
#include "hearts/intl.h"
#include "hearts/textline.h"
#include "store/kvfile.h"

/* The hand the game is in now, from what the four seats know of it: kept up to date line by line. */
static void follow_hand(replay_t *r, const game_t *g)
{
    int number = game_hand_number(g);
    if (r->nhands == 0 || r->hands[r->nhands - 1].number != number) {
        replay_hand_t *p = realloc(r->hands, (size_t)(r->nhands + 1) * sizeof *p);
        if (!p) {
            return;
        }
        r->hands = p;
        memset(&r->hands[r->nhands], 0, sizeof *p);
        r->hands[r->nhands].number = number;
        game_totals(g, r->hands[r->nhands].totals_before); /* the hand is just dealt */
        r->nhands++;
    }
    replay_hand_t *h = &r->hands[r->nhands - 1];
    h->pass_dir = game_pass_dir(g);
    h->players = game_players(g);
    for (int s = 0; s < h->players; s++) {
        seat_view_t v;
        game_seat_view(g, s, &v);
        h->dealt[s] = v.dealt;
        h->passed[s] = v.passed;
        h->passed_to[s] = v.passed_to;
        if (s == 0) {
            h->ntricks = v.tricks_done;
            memcpy(h->tricks, v.tricks, sizeof h->tricks);
            h->partial = v.trick;
        }
    }
    for (int k = 0; k < h->ntricks; k++) {
        cardset_t cards = 0;
        for (int i = 0; i < h->players; i++) {
            cards |= cardset_of(h->tricks[k].cards[i]);
        }
        h->trick_points[k] = rules_cards_points(&r->rules, cards);
    }
    const hand_score_t *hist;
    int n = game_history(g, &hist);
    if (n >= number) {
        h->scored = true;
        h->score = hist[number - 1];
    }
}

/* Says what is wrong with the file (its name first) in err; false. */
static bool refuse(char *err, size_t errlen, const char *path, int line, const char *why)
{
    if (line > 0) {
        /* TRANSLATORS: a game log that cannot be watched: the file, the line, what is wrong there */
        snprintf(err, errlen, _("%s, line %d: %s"), path, line, why);
    } else {
        snprintf(err, errlen, "%s: %s", path, why);
    }
    return false;
}

/* Feeds the file's lines to the reader until the first game's end line. */
static bool read_game(FILE *f, const char *path, gamelog_reader_t *rd, replay_t *out, char *err, size_t errlen)
{
    char *buf = NULL, why[512];
    size_t cap = 0;
    int line = 0;
    bool ok = true;
    while (ok && !gamelog_reader_ended(rd) && text_read_line(f, &buf, &cap)) {
        line++;
        if (!gamelog_reader_line(rd, buf, why, sizeof why)) {
            ok = refuse(err, errlen, path, line, why);
        } else if (gamelog_reader_game(rd)) {
            out->rules = *game_rules(gamelog_reader_game(rd));
            follow_hand(out, gamelog_reader_game(rd));
        }
    }
    free(buf);
    out->lines = line;
    if (ok && ferror(f)) {
        ok = refuse(err, errlen, path, 0, strerror(errno));
    } else if (ok && line == 0) {
        ok = refuse(err, errlen, path, 0, _("the file is empty: it holds no game"));
    } else if (ok && !gamelog_reader_ended(rd)) {
        ok = refuse(err, errlen, path, line, _("the file ends before the game does (no end line)"));
    }
    return ok;
}

bool replay_load(const char *path, replay_t *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    char why[1200];
    FILE *f = kvfile_open(path, "rb", NULL, why, sizeof why);
    if (!f) {
        snprintf(err, errlen, "%s", why);
        return false;
    }
    gamelog_reader_t *rd = gamelog_reader_new();
    bool ok = rd && read_game(f, path, rd, out, err, errlen);
    fclose(f);
    if (ok) {
        const game_t *g = gamelog_reader_game(rd);
        out->seed = game_seed(g);
        out->reason = game_end_reason(g);
        game_totals(g, out->end_totals);
        for (int s = 0; s < game_players(g); s++) {
            snprintf(out->players[s], sizeof out->players[s], "%s", gamelog_reader_player(rd, s));
        }
    } else if (!rd) {
        snprintf(err, errlen, "%s: %s", path, strerror(ENOMEM));
    }
    gamelog_reader_free(rd);
    if (!ok) {
        replay_free(out);
    }
    return ok;
}

void replay_free(replay_t *r)
{
    free(r->hands);
    r->hands = NULL;
    r->nhands = 0;
}

cardset_t replay_held(const replay_hand_t *h, int seat, int k)
{
    if (k <= 0) {
        return h->dealt[seat];
    }
    cardset_t held = h->dealt[seat] & ~h->passed[seat];
    for (int s = 0; s < h->players; s++) {
        if (h->passed_to[s] == seat) {
            held |= h->passed[s];
        }
    }
    for (int t = 0; t < k && t < h->ntricks; t++) {
        for (int i = 0; i < h->players; i++) {
            held &= ~cardset_of(h->tricks[t].cards[i]);
        }
    }
    for (int i = 0; k > h->ntricks && i < h->partial.count; i++) {
        held &= ~cardset_of(h->partial.cards[i]);
    }
    return held;
}

void replay_taken_after(const replay_hand_t *h, int k, int taken[SEAT_MAX])
{
    memset(taken, 0, SEAT_MAX * sizeof taken[0]);
    for (int t = 0; t < k && t < h->ntricks; t++) {
        taken[h->tricks[t].winner] += h->trick_points[t];
    }
}
