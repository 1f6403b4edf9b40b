/* test_game_log FILE: checks a log written by `hearts --autoplay` against docs/game-log.md with cJSON.
 * Independent of the engine: it counts cards, tricks and totals itself. Exits 0 if the file holds at
 * least one complete game and every line is as the spec says. */
#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int line_no;
static int failures;

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "line %d: ", line_no);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    failures++;
}

static const char *str(const cJSON *o, const char *k)
{
    return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, k));
}

static bool num(const cJSON *o, const char *k, double *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    if (!cJSON_IsNumber(v)) {
        return false;
    }
    *out = v->valuedouble;
    return true;
}

static int card_index(const char *s)
{
    static const char ranks[] = "23456789TJQKA", suits[] = "CDSH";
    if (!s || strlen(s) != 2) {
        return -1;
    }
    const char *r = strchr(ranks, s[0]), *u = strchr(suits, s[1]);
    if (!r || !u) {
        return -1;
    }
    return (int)(u - suits) * 13 + (int)(r - ranks);
}

static const char *const SEATS[4] = {"S", "W", "N", "E"};

typedef struct {
    bool in_game;
    bool has_clock;
    bool standings;
    int target;
    int totals[4];
    int hand;
    int plays_in_hand;
    int tricks_in_hand;
    int taken[4];
    int games;
} state_t;

static void check_game(state_t *st, const cJSON *o)
{
    double v = 0;
    if (!num(o, "version", &v) || v != 1) {
        fail("game: version is not 1");
    }
    if (!num(o, "seed", &v)) {
        fail("game: no seed");
    }
    const cJSON *rules = cJSON_GetObjectItemCaseSensitive(o, "rules");
    if (!cJSON_IsObject(rules) || !str(rules, "preset")) {
        fail("game: no rules with a preset");
        return;
    }
    const char *keys[] = {"target", "clock_seconds", "jack_of_diamonds"};
    for (int i = 0; i < 3; i++) {
        if (!num(rules, keys[i], &v)) {
            fail("game: rules lack %s", keys[i]);
        }
    }
    num(rules, "target", &v);
    st->target = (int)v;
    num(rules, "clock_seconds", &v);
    st->has_clock = v > 0;
    const cJSON *sd = cJSON_GetObjectItemCaseSensitive(rules, "standings");
    st->standings = cJSON_IsTrue(sd);
    if (!str(rules, "moon")) {
        fail("game: rules lack moon");
    }
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(o, "players");
    for (int s = 0; s < 4; s++) {
        const char *p = str(players, SEATS[s]);
        if (!p) {
            fail("game: no player for %s", SEATS[s]);
        } else if (strcmp(p, "human") != 0 && strncmp(p, "ai:", 3) != 0) {
            fail("game: player %s is '%s'", SEATS[s], p);
        }
    }
    /* written by --autoplay: South is the computer too */
    const char *south = str(players, "S");
    if (south && strncmp(south, "ai:", 3) != 0) {
        fail("game: an --autoplay game has South '%s', not ai:LEVEL", south);
    }
    st->in_game = true;
    memset(st->totals, 0, sizeof st->totals);
    st->hand = 0;
}

static void check_deal(state_t *st, const cJSON *o)
{
    double v = 0;
    if (!num(o, "hand", &v) || (int)v != st->hand + 1) {
        fail("deal: hand %g after hand %d", v, st->hand);
    }
    st->hand = (int)v;
    st->plays_in_hand = st->tricks_in_hand = 0;
    memset(st->taken, 0, sizeof st->taken);
    static const char *const dirs[4] = {"hold", "left", "right", "across"};
    const char *pass = str(o, "pass");
    if (!pass || strcmp(pass, dirs[st->hand % 4]) != 0) {
        fail("deal: hand %d passes '%s', expected %s", st->hand, pass ? pass : "?", dirs[st->hand % 4]);
    }
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(o, "cards");
    bool seen[52] = {false};
    int count = 0;
    for (int s = 0; s < 4; s++) {
        const cJSON *arr = cJSON_GetObjectItemCaseSensitive(cards, SEATS[s]);
        if (cJSON_GetArraySize(arr) != 13) {
            fail("deal: %s holds %d cards", SEATS[s], cJSON_GetArraySize(arr));
        }
        const cJSON *c;
        cJSON_ArrayForEach(c, arr)
        {
            int k = card_index(cJSON_GetStringValue(c));
            if (k < 0 || seen[k]) {
                fail("deal: bad or repeated card");
            } else {
                seen[k] = true;
                count++;
            }
        }
    }
    if (count != 52) {
        fail("deal: %d different cards", count);
    }
}

static void check_play(state_t *st, const cJSON *o)
{
    double v = 0;
    st->plays_in_hand++;
    if (!num(o, "trick", &v) || (int)v != st->tricks_in_hand + 1) {
        fail("play: trick %g, expected %d", v, st->tricks_in_hand + 1);
    }
    if (card_index(str(o, "card")) < 0) {
        fail("play: bad card");
    }
    bool has_clock = num(o, "clock", &v);
    if (has_clock != st->has_clock) {
        fail("play: clock %s on a game %s a clock", has_clock ? "present" : "missing",
             st->has_clock ? "with" : "without");
    }
}

static void check_trick(state_t *st, const cJSON *o)
{
    double v = 0;
    st->tricks_in_hand++;
    if (cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(o, "cards")) != 4) {
        fail("trick: not 4 cards");
    }
    if (st->plays_in_hand != st->tricks_in_hand * 4) {
        fail("trick %d after %d plays", st->tricks_in_hand, st->plays_in_hand);
    }
    const char *w = str(o, "winner");
    int seat = -1;
    for (int s = 0; s < 4; s++) {
        if (w && strcmp(w, SEATS[s]) == 0) {
            seat = s;
        }
    }
    if (seat < 0 || !num(o, "points", &v)) {
        fail("trick: no winner or points");
        return;
    }
    st->taken[seat] += (int)v;
}

static void check_hand(state_t *st, const cJSON *o)
{
    if (st->tricks_in_hand != 13) {
        fail("hand: after %d tricks", st->tricks_in_hand);
    }
    const cJSON *taken = cJSON_GetObjectItemCaseSensitive(o, "taken");
    const cJSON *score = cJSON_GetObjectItemCaseSensitive(o, "score");
    const cJSON *totals = cJSON_GetObjectItemCaseSensitive(o, "totals");
    for (int s = 0; s < 4; s++) {
        double t, sc, to;
        if (!num(taken, SEATS[s], &t) || !num(score, SEATS[s], &sc) || !num(totals, SEATS[s], &to)) {
            fail("hand: %s lacks taken, score or totals", SEATS[s]);
            continue;
        }
        if ((int)t != st->taken[s]) {
            fail("hand: %s took %g, the tricks say %d", SEATS[s], t, st->taken[s]);
        }
        if ((int)to != st->totals[s] + (int)sc) {
            fail("hand: %s total %g is not %d + %g", SEATS[s], to, st->totals[s], sc);
        }
        st->totals[s] = (int)to;
    }
    if (!cJSON_HasObjectItem(o, "moon") || !cJSON_HasObjectItem(o, "sun")) {
        fail("hand: moon and sun must be present (null when nobody shot)");
    }
}

static void check_end(state_t *st, const cJSON *o)
{
    double v = 0;
    const char *reason = str(o, "reason");
    if (!reason || (strcmp(reason, "target") && strcmp(reason, "clock") && strcmp(reason, "quit"))) {
        fail("end: reason '%s'", reason ? reason : "?");
        return;
    }
    if (!num(o, "hands", &v) || (int)v != st->hand) {
        fail("end: hands %g, dealt %d", v, st->hand);
    }
    const cJSON *totals = cJSON_GetObjectItemCaseSensitive(o, "totals");
    int t[4], low = 1 << 30;
    for (int s = 0; s < 4; s++) {
        if (!num(totals, SEATS[s], &v)) {
            fail("end: totals lack %s", SEATS[s]);
            return;
        }
        t[s] = (int)v;
        low = t[s] < low ? t[s] : low;
        if (!strcmp(reason, "target") && t[s] != st->totals[s]) {
            fail("end: %s total %d, the hands say %d", SEATS[s], t[s], st->totals[s]);
        }
    }
    if (!strcmp(reason, "target")) {
        bool reached = false;
        for (int s = 0; s < 4; s++) {
            reached |= t[s] >= st->target;
        }
        if (!reached) {
            fail("end: target reason but nobody reached %d", st->target);
        }
    }
    const cJSON *winners = cJSON_GetObjectItemCaseSensitive(o, "winners");
    int n = 0;
    const cJSON *w;
    cJSON_ArrayForEach(w, winners)
    {
        for (int s = 0; s < 4; s++) {
            if (strcmp(cJSON_GetStringValue(w), SEATS[s]) == 0 && t[s] != low) {
                fail("end: winner %s does not have the lowest total", SEATS[s]);
            }
        }
        n++;
    }
    if (n == 0) {
        fail("end: no winners");
    }
    if (num(o, "seconds_left", &v) != st->has_clock) {
        fail("end: seconds_left %s", st->has_clock ? "missing" : "on a game without a clock");
    }
    const cJSON *sd = cJSON_GetObjectItemCaseSensitive(o, "standings");
    if ((sd != NULL) != st->standings) {
        fail("end: standings %s", st->standings ? "missing" : "on a game without them");
    }
    if (sd && !strcmp(reason, "target")) {
        double sb, tb, wb, tot;
        if (!num(sd, "score_bonus", &sb) || !num(sd, "time_bonus", &tb) || !num(sd, "win_bonus", &wb) ||
            !num(sd, "total", &tot)) {
            fail("end: standings lack a bonus");
        } else {
            if ((int)sb != 15 * (100 - t[0])) {
                fail("end: score bonus %g", sb);
            }
            if ((int)(sb + tb + wb) != (int)tot) {
                fail("end: %g + %g + %g != %g", sb, tb, wb, tot);
            }
        }
    }
    st->in_game = false;
    st->games++;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_game_log FILE\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        fprintf(stderr, "test_game_log: cannot read %s\n", argv[1]);
        return 1;
    }
    static char line[65536];
    state_t st;
    memset(&st, 0, sizeof st);
    while (fgets(line, sizeof line, f)) {
        line_no++;
        cJSON *o = cJSON_Parse(line);
        if (!o) {
            fail("not JSON");
            continue;
        }
        const char *ev = str(o, "event");
        if (!ev) {
            fail("no event key");
        } else if (!strcmp(ev, "game")) {
            if (st.in_game) {
                fail("a game line before the previous game's end");
            }
            check_game(&st, o);
        } else if (!st.in_game) {
            fail("%s outside a game", ev);
        } else if (!strcmp(ev, "deal")) {
            check_deal(&st, o);
        } else if (!strcmp(ev, "pass")) {
            if (cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(o, "cards")) != 3) {
                fail("pass: not 3 cards");
            }
        } else if (!strcmp(ev, "play")) {
            check_play(&st, o);
        } else if (!strcmp(ev, "trick")) {
            check_trick(&st, o);
        } else if (!strcmp(ev, "hand")) {
            check_hand(&st, o);
        } else if (!strcmp(ev, "end")) {
            check_end(&st, o);
        } else {
            fail("unknown event '%s'", ev);
        }
        cJSON_Delete(o);
    }
    fclose(f);
    if (st.in_game) {
        line_no++;
        fail("the last game has no end line");
    }
    if (st.games < 1) {
        fail("no complete game");
    }
    if (failures) {
        fprintf(stderr, "test_game_log: %s: %d problems\n", argv[1], failures);
        return 1;
    }
    printf("test_game_log: %s: %d games, %d lines, all as docs/game-log.md says\n", argv[1], st.games, line_no);
    return 0;
}
