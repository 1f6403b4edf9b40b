/* Reading a game log back: each line is parsed with cJSON and replayed into the engine, which
 * checks every decision; what the log says happened is compared with what the engine made happen. */
#include <cjson/cJSON.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"

#define PENDING_MAX 64 /* engine events waiting to be matched by log lines */

struct gamelog_reader {
    game_t *game;
    bool failed;
    bool ended;
    char players[SEAT_MAX][80];
    game_event_t pending[PENDING_MAX];
    int npending;
};

static bool fail(gamelog_reader_t *r, char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && errlen) {
        vsnprintf(err, errlen, fmt, ap);
    }
    va_end(ap);
    r->failed = true;
    return false;
}

gamelog_reader_t *gamelog_reader_new(void)
{
    return calloc(1, sizeof(gamelog_reader_t));
}

void gamelog_reader_free(gamelog_reader_t *r)
{
    if (r) {
        game_free(r->game);
        free(r);
    }
}

game_t *gamelog_reader_game(const gamelog_reader_t *r)
{
    return r->game;
}
bool gamelog_reader_ended(const gamelog_reader_t *r)
{
    return r->ended;
}

game_t *gamelog_reader_take(gamelog_reader_t *r)
{
    game_t *g = r->game;
    r->game = NULL;
    r->failed = true; /* the reader has no game any more */
    return g;
}

const char *gamelog_reader_player(const gamelog_reader_t *r, int seat)
{
    return (r->game && seat >= 0 && seat < game_players(r->game)) ? r->players[seat] : "";
}

/* Moves the engine's new events into the pending list, keeping only those a log line must match. */
static void collect(gamelog_reader_t *r)
{
    game_event_t ev;
    while (game_next_event(r->game, &ev)) {
        if (ev.type != EV_DEAL && ev.type != EV_TRICK && ev.type != EV_HAND && ev.type != EV_END) {
            continue;
        }
        if (r->npending < PENDING_MAX) {
            r->pending[r->npending++] = ev;
        }
    }
}

/* Takes the oldest pending event, which must be of the given type. */
static bool take(gamelog_reader_t *r, game_event_type_t type, game_event_t *out)
{
    collect(r);
    if (r->npending == 0 || r->pending[0].type != type) {
        return false;
    }
    *out = r->pending[0];
    memmove(r->pending, r->pending + 1, (size_t)(r->npending - 1) * sizeof r->pending[0]);
    r->npending--;
    return true;
}

/* ---- Fields ---- */

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static bool num(const cJSON *o, const char *k, double lo, double hi, double *out)
{
    const cJSON *v = get(o, k);
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= lo && v->valuedouble <= hi)) {
        return false;
    }
    *out = v->valuedouble;
    return true;
}

static bool whole(const cJSON *o, const char *k, int lo, int hi, int *out)
{
    double d;
    if (!num(o, k, lo, hi, &d) || d != floor(d)) {
        return false;
    }
    *out = (int)d;
    return true;
}

static const char *str(const cJSON *o, const char *k)
{
    const cJSON *v = get(o, k);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* A seat of a game of `players` seats, by its code ("S", "NW"). */
static bool seat_of(const cJSON *o, const char *k, int players, int *seat)
{
    const char *s = str(o, k);
    return s && seat_parse(s, players, seat);
}

/* An object keyed by seat with exactly the game's seats (a key of no seat, or a seat twice, is refused). */
static const cJSON *seat_object(const cJSON *o, const char *k, int players)
{
    const cJSON *v = get(o, k);
    if (!cJSON_IsObject(v) || cJSON_GetArraySize(v) != players) {
        return NULL;
    }
    for (int s = 0; s < players; s++) {
        if (!get(v, seat_code(s, players))) {
            return NULL;
        }
    }
    return v;
}

static bool card_of(const cJSON *v, card_t *c)
{
    return cJSON_IsString(v) && card_parse(v->valuestring, c);
}

/* An array of exactly n cards, in order. */
static bool cards_of(const cJSON *o, const char *k, int n, card_t *out)
{
    const cJSON *a = get(o, k);
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) {
        return false;
    }
    int i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, a)
    {
        if (!card_of(e, &out[i++])) {
            return false;
        }
    }
    return true;
}

static bool cardset_of_array(const cJSON *a, cardset_t *out)
{
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) > CARD_COUNT) {
        return false;
    }
    *out = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, a)
    {
        card_t c;
        if (!card_of(e, &c) || cardset_has(*out, c)) {
            return false;
        }
        *out |= cardset_of(c);
    }
    return true;
}

/* out[seat] from an object keyed by exactly the game's seats; the seats past the count get 0. */
static bool seat_ints(const cJSON *o, const char *k, int players, int out[SEAT_MAX])
{
    const cJSON *v = seat_object(o, k, players);
    if (!v) {
        return false;
    }
    memset(out, 0, SEAT_MAX * sizeof out[0]);
    for (int s = 0; s < players; s++) {
        if (!whole(v, seat_code(s, players), -100000, 100000, &out[s])) {
            return false;
        }
    }
    return true;
}

static bool bool_of(const cJSON *o, const char *k, bool *out)
{
    const cJSON *v = get(o, k);
    if (!cJSON_IsBool(v)) {
        return false;
    }
    *out = cJSON_IsTrue(v);
    return true;
}

/* ---- Lines ---- */

/* The rules object: the preset's name, then each option of the table on top of that preset. */
static bool read_rules(const cJSON *o, rules_t *rules)
{
    const char *preset_name = str(o, "preset");
    preset_t p;
    if (!cJSON_IsObject(o) || !preset_name || !rules_preset_parse(preset_name, &p)) {
        return false;
    }
    rules_preset(rules, p);
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        const rule_option_t *opt = &opts[i];
        if (!get(o, opt->key)) {
            /* An option newer than the first version-1 logs: absent means the preset's value. */
            if (opt->in_first_logs) {
                return false;
            }
            continue;
        }
        int v;
        bool b;
        switch (opt->type) {
        case RULE_BOOL:
            if (!bool_of(o, opt->key, &b)) {
                return false;
            }
            v = b;
            break;
        case RULE_ENUM: {
            const char *name = str(o, opt->key);
            if (!name || !rules_option_parse(opt, name, &v, NULL, 0)) {
                return false;
            }
            break;
        }
        case RULE_INT:
        default:
            if (!whole(o, opt->key, opt->min, opt->max, &v)) {
                return false;
            }
            break;
        }
        if (!rules_option_set(rules, opt, v)) {
            return false;
        }
    }
    return true;
}

static bool on_game(gamelog_reader_t *r, const cJSON *o, const char *line, char *err, size_t errlen)
{
    if (r->game) {
        return fail(r, err, errlen, "a second game line: a reader replays one game");
    }
    int version;
    double seed;
    rules_t rules;
    if (!whole(o, "version", 1, 1, &version)) {
        return fail(r, err, errlen, "the game line is not version 1");
    }
    if (!num(o, "seed", 0, 18446744073709551615.0, &seed) || seed != floor(seed)) {
        return fail(r, err, errlen, "the game line has no seed");
    }
    if (!read_rules(get(o, "rules"), &rules)) {
        return fail(r, err, errlen, "the game line's rules are missing or wrong");
    }
    int n = rules.players;
    const cJSON *players = get(o, "players");
    for (int s = 0; s < n; s++) {
        const char *p = cJSON_IsObject(players) ? str(players, seat_code(s, n)) : NULL;
        if (!p) {
            return fail(r, err, errlen, "the game line does not name the player of seat %s", seat_code(s, n));
        }
        snprintf(r->players[s], sizeof r->players[s], "%s", p);
    }
    if (!seat_object(o, "players", n)) {
        return fail(r, err, errlen, "the game line names players for seats a game of %d has not", n);
    }
    /* A double holds seeds only up to 2^53 exactly: read the digits from the line itself, and check
     * that they are the number cJSON saw. */
    const char *at = strstr(line, "\"seed\":");
    char *end = NULL;
    uint64_t seed_u = at ? strtoull(at + 7, &end, 10) : 0;
    if (!at || end == at + 7 || fabs((double)seed_u - seed) > seed * 1e-15) {
        return fail(r, err, errlen, "the game line's seed cannot be read");
    }
    r->game = game_new(&rules, seed_u);
    if (!r->game) {
        return fail(r, err, errlen, "out of memory");
    }
    return true;
}

static bool on_deal(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    int hand;
    if (!whole(o, "hand", 1, 1000000, &hand)) {
        return fail(r, err, errlen, "a deal line without its hand number");
    }
    if (hand > 1) {
        if (game_phase(r->game) != PHASE_HAND_OVER || game_next_hand(r->game) != HEARTS_OK) {
            return fail(r, err, errlen, "deal of hand %d before hand %d was over", hand, hand - 1);
        }
    }
    game_event_t ev;
    if (!take(r, EV_DEAL, &ev) || ev.hand != hand) {
        return fail(r, err, errlen, "deal of hand %d out of place", hand);
    }
    const char *pass = str(o, "pass");
    if (!pass || strcmp(pass, pass_dir_name(ev.pass_dir)) != 0) {
        return fail(r, err, errlen, "hand %d passes %s, not %s", hand, pass_dir_name(ev.pass_dir), pass ? pass : "?");
    }
    int n = game_players(r->game);
    const cJSON *cards = seat_object(o, "cards", n);
    if (!cards) {
        return fail(r, err, errlen, "hand %d: the deal is not one of the game's %d seats", hand, n);
    }
    for (int s = 0; s < n; s++) {
        cardset_t set;
        if (!cardset_of_array(get(cards, seat_code(s, n)), &set) || set != ev.dealt[s]) {
            return fail(r, err, errlen, "hand %d: seat %s's cards are not what this seed deals", hand, seat_code(s, n));
        }
    }
    return true;
}

static bool on_pass(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    int seat, to, hand;
    int n = game_players(r->game);
    card_t cards[3];
    if (!whole(o, "hand", 1, 1000000, &hand) || hand != game_hand_number(r->game) || !seat_of(o, "seat", n, &seat) ||
        !seat_of(o, "to", n, &to) || !cards_of(o, "cards", 3, cards)) {
        return fail(r, err, errlen, "a pass line that is incomplete or of another hand");
    }
    if (to != rules_pass_target(seat, game_pass_dir(r->game), n)) {
        return fail(r, err, errlen, "a pass to the wrong seat");
    }
    if (game_pass(r->game, seat, cards) != HEARTS_OK) {
        return fail(r, err, errlen, "seat %s's pass is refused: %s", seat_code(seat, n), game_last_error(r->game));
    }
    return true;
}

static bool on_play(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    int seat, hand, trick;
    int n = game_players(r->game);
    card_t card;
    if (!whole(o, "hand", 1, 1000000, &hand) || hand != game_hand_number(r->game) ||
        !whole(o, "trick", 1, rules_hand_size(n), &trick) || !seat_of(o, "seat", n, &seat) ||
        !card_of(get(o, "card"), &card)) {
        return fail(r, err, errlen, "a play line that is incomplete or of another hand");
    }
    if (game_phase(r->game) != PHASE_PLAY || trick != game_trick(r->game)->number + 1) {
        return fail(r, err, errlen, "a play in trick %d out of place", trick);
    }
    int64_t left = game_clock_ms(r->game);
    if (left >= 0) {
        double c;
        if (!num(o, "clock", 0, 86400, &c)) {
            return fail(r, err, errlen, "a play in a clocked game without the clock");
        }
        int64_t at = (int64_t)llround(c * 1000.0);
        if (at > left || at <= 0) {
            return fail(r, err, errlen, "the clock at a play is %.3f s, but %.3f s were left", c, left / 1000.0);
        }
        game_advance_clock(r->game, left - at);
    }
    if (game_play(r->game, seat, card) != HEARTS_OK) {
        return fail(r, err, errlen, "seat %s's play is refused: %s", seat_code(seat, n), game_last_error(r->game));
    }
    return true;
}

static bool on_trick(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    game_event_t ev;
    int winner, points, trick;
    int n = game_players(r->game);
    card_t cards[SEAT_MAX];
    if (!take(r, EV_TRICK, &ev) || !whole(o, "trick", 1, rules_hand_size(n), &trick) ||
        !seat_of(o, "winner", n, &winner) || !whole(o, "points", -100, 100, &points) ||
        !cards_of(o, "cards", n, cards)) {
        return fail(r, err, errlen, "a trick line out of place or incomplete");
    }
    if (trick != ev.trick || winner != ev.winner || points != ev.points ||
        memcmp(cards, ev.cards, (size_t)n * sizeof cards[0])) {
        return fail(r, err, errlen, "trick %d is not what the plays make it", trick);
    }
    return true;
}

static bool on_hand(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    if (game_phase(r->game) == PHASE_MOON_CHOICE) {
        const char *choice = str(o, "moon_choice");
        moon_choice_t c = choice && !strcmp(choice, "add")        ? MOON_CHOICE_ADD
                          : choice && !strcmp(choice, "subtract") ? MOON_CHOICE_SUBTRACT
                                                                  : MOON_CHOICE_NONE;
        if (game_choose_moon(r->game, game_turn(r->game), c) != HEARTS_OK) {
            return fail(r, err, errlen, "a moon without the shooter's choice");
        }
    }
    game_event_t ev;
    int n = game_players(r->game);
    int score[SEAT_MAX], totals[SEAT_MAX], taken[SEAT_MAX];
    if (!take(r, EV_HAND, &ev) || !seat_ints(o, "score", n, score) || !seat_ints(o, "totals", n, totals) ||
        !seat_ints(o, "taken", n, taken)) {
        return fail(r, err, errlen, "a hand line out of place or incomplete");
    }
    if (memcmp(score, ev.score.score, sizeof score) || memcmp(totals, ev.score.totals, sizeof totals) ||
        memcmp(taken, ev.score.taken, sizeof taken)) {
        return fail(r, err, errlen, "hand %d's score is not what its tricks make it", ev.hand);
    }
    return true;
}

static bool on_end(gamelog_reader_t *r, const cJSON *o, char *err, size_t errlen)
{
    const char *reason = str(o, "reason");
    if (!reason) {
        return fail(r, err, errlen, "an end line without its reason");
    }
    if (!strcmp(reason, "quit")) {
        game_quit(r->game);
    } else if (!strcmp(reason, "clock")) {
        if (game_clock_ms(r->game) < 0) {
            return fail(r, err, errlen, "a clock end in a game without a clock");
        }
        game_advance_clock(r->game, game_clock_ms(r->game));
    } else if (strcmp(reason, "target") != 0) {
        return fail(r, err, errlen, "unknown end reason '%s'", reason);
    }
    game_event_t ev;
    int totals[SEAT_MAX];
    if (!take(r, EV_END, &ev) || !seat_ints(o, "totals", game_players(r->game), totals) ||
        strcmp(reason, end_reason_name(ev.reason))) {
        return fail(r, err, errlen, "the game does not end here as the log says");
    }
    if (memcmp(totals, ev.end_totals, sizeof totals)) {
        return fail(r, err, errlen, "the end totals are not what the hands make them");
    }
    r->ended = true;
    return true;
}

bool gamelog_reader_line(gamelog_reader_t *r, const char *line, char *err, size_t errlen)
{
    if (r->failed) {
        return fail(r, err, errlen, "the log was already refused");
    }
    if (r->ended) {
        return fail(r, err, errlen, "a line after the end of the game");
    }
    cJSON *o = cJSON_Parse(line);
    if (!cJSON_IsObject(o)) {
        cJSON_Delete(o);
        return fail(r, err, errlen, "not a JSON object");
    }
    const char *event = str(o, "event");
    bool ok;
    if (!event) {
        ok = fail(r, err, errlen, "a line without an event");
    } else if (!strcmp(event, "game")) {
        ok = on_game(r, o, line, err, errlen);
    } else if (!r->game) {
        ok = fail(r, err, errlen, "a '%s' line before the game line", event);
    } else if (!strcmp(event, "deal")) {
        ok = on_deal(r, o, err, errlen);
    } else if (!strcmp(event, "pass")) {
        ok = on_pass(r, o, err, errlen);
    } else if (!strcmp(event, "play")) {
        ok = on_play(r, o, err, errlen);
    } else if (!strcmp(event, "trick")) {
        ok = on_trick(r, o, err, errlen);
    } else if (!strcmp(event, "hand")) {
        ok = on_hand(r, o, err, errlen);
    } else if (!strcmp(event, "end")) {
        ok = on_end(r, o, err, errlen);
    } else {
        ok = fail(r, err, errlen, "unknown event '%s'", event);
    }
    cJSON_Delete(o);
    return ok;
}
