/* An independent checker of game logs: parses each line with cJSON and re-derives, with rule code of
 * its own (not the engine's), that every line follows docs/game-log.md and every game follows
 * docs/rules.md: each card dealt once and played once, each play legal and in turn, tricks, points,
 * moons and suns, totals, the end and the standings, for 3, 4 or 5 seats (docs/rules.md, Three or five
 * players: the seats, the cards taken out, the passing cycle, every seat-keyed object with exactly the
 * game's seats). The game line's rules object is read through
 * the engine's table of options (their keys, types and ranges are the log's contract), so an option
 * added to the table is checked with no change here. */
#define _POSIX_C_SOURCE 200809L

#include "log_check.h"

#include "hearts/rules.h"
#include "hearts/textline.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long long u64;

enum { MAXS = 5 }; /* the most seats */

typedef struct {
    /* rules */
    int target, clock_seconds, jack;
    char moon[16];
    bool sun, qbh, ftp, standings, moon_needs_jack;
    int n;         /* seats: 3, 4 or 5 */
    int hand_size; /* cards a seat is dealt, tricks a hand: 17, 13 or 10 */
    u64 deck;      /* the cards dealt: 52 less 2D (3 seats) or 2D and 2S (5 seats) */
    /* game state */
    bool in_game;
    int hand;       /* current hand number (0 before the first deal) */
    bool hand_open; /* dealt and not yet scored */
    int offset;     /* seats clockwise a pass goes this hand (negative: the other way); 0 hold */
    u64 dealt[MAXS], hands[MAXS], passed[MAXS];
    int passes;
    int trick; /* tricks completed this hand */
    int leader, count;
    int played_seat[MAXS];
    int cards[MAXS];
    bool broken;
    u64 taken[MAXS];
    int tricks_won[MAXS];
    int totals[MAXS];
    double last_clock;
    int games;
    long line;
    char *err;
    size_t errlen;
} checker_t;

static bool fail(checker_t *c, const char *fmt, ...)
{
    if (c->err && c->errlen) {
        int n = snprintf(c->err, c->errlen, "line %ld: ", c->line);
        va_list ap;
        va_start(ap, fmt);
        if (n >= 0 && (size_t)n < c->errlen) {
            vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
        }
        va_end(ap);
    }
    return false;
}

/* ---- Small rule code of the checker's own ---- */

static int card_index(const char *s)
{
    static const char ranks[] = "23456789TJQKA", suits[] = "CDSH";
    if (!s || strlen(s) != 2) {
        return -1;
    }
    const char *r = strchr(ranks, s[0]), *u = strchr(suits, s[1]);
    if (!r || !u || !*r || !*u) {
        return -1;
    }
    return (int)(u - suits) * 13 + (int)(r - ranks);
}

static int suit_of(int c)
{
    return c / 13;
}
static int rank_of(int c)
{
    return c % 13;
}
static u64 bit(int c)
{
    return 1ULL << c;
}
static u64 suit_mask(int s)
{
    return 0x1FFFULL << (13 * s);
}
#define QS          (2 * 13 + 10)
#define JD          (1 * 13 + 9)
#define TWO_C       0
#define HEARTS_MASK (0x1FFFULL << 39)
#define POINTS_MASK (HEARTS_MASK | bit(QS))

/* The seats of each count, clockwise from South (docs/rules.md, Seats; Three or five players). */
static const char *const SEATS[3][MAXS] = {{"S", "W", "E"}, {"S", "W", "N", "E"}, {"S", "W", "NW", "NE", "E"}};

static const char *seat_name_of(const checker_t *c, int s)
{
    return SEATS[c->n - 3][s];
}

static int seat_index(const checker_t *c, const char *s)
{
    for (int k = 0; s && k < c->n; k++) {
        if (!strcmp(s, SEATS[c->n - 3][k])) {
            return k;
        }
    }
    return -1;
}

/* The passing cycle: hand h passes PASS_CYCLE[n - 3][(h - 1) mod n], so many seats clockwise. */
static const struct {
    const char *name;
    int offset;
} PASS_CYCLE[3][MAXS] = {
    {{"left", 1}, {"right", -1}, {"hold", 0}},
    {{"left", 1}, {"right", -1}, {"across", 2}, {"hold", 0}},
    {{"left", 1}, {"right", -1}, {"far-left", 2}, {"far-right", -2}, {"hold", 0}},
};

static int points_of(const checker_t *c, u64 set)
{
    return __builtin_popcountll(set & HEARTS_MASK) + ((set & bit(QS)) ? 13 : 0) + ((set & bit(JD)) ? c->jack : 0);
}

static bool legal(const checker_t *c, u64 hand, int card)
{
    if (!(hand & bit(card))) {
        return false;
    }
    if (c->count == 0) {
        if (c->trick == 0) {
            return card == TWO_C;
        }
        if (suit_of(card) == 3 && !c->broken) {
            return (hand & ~(HEARTS_MASK | bit(QS))) == 0;
        }
        return true;
    }
    int led = suit_of(c->cards[0]);
    if (hand & suit_mask(led)) {
        return suit_of(card) == led;
    }
    if (c->trick == 0 && !c->ftp && (bit(card) & POINTS_MASK)) {
        return (hand & ~POINTS_MASK) == 0;
    }
    return true;
}

/* ---- JSON helpers ---- */

static const cJSON *get(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

static bool get_int(checker_t *c, const cJSON *o, const char *key, int *out)
{
    const cJSON *v = get(o, key);
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(int)v->valuedouble) {
        return fail(c, "'%s' is missing or not a whole number", key);
    }
    *out = (int)v->valuedouble;
    return true;
}

static bool get_str(checker_t *c, const cJSON *o, const char *key, const char **out)
{
    const cJSON *v = get(o, key);
    if (!cJSON_IsString(v)) {
        return fail(c, "'%s' is missing or not a string", key);
    }
    *out = v->valuestring;
    return true;
}

static bool get_cards(checker_t *c, const cJSON *arr, int want, int *out, u64 *set)
{
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) != want) {
        return fail(c, "expected an array of %d cards", want);
    }
    *set = 0;
    int i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, arr)
    {
        int k = cJSON_IsString(e) ? card_index(e->valuestring) : -1;
        if (k < 0) {
            return fail(c, "not a card: %s", cJSON_IsString(e) ? e->valuestring : "(not a string)");
        }
        if (*set & bit(k)) {
            return fail(c, "card %s twice", e->valuestring);
        }
        *set |= bit(k);
        if (out) {
            out[i] = k;
        }
        i++;
    }
    return true;
}

/* An object keyed by exactly the game's seats: each of them once, nothing else. */
static bool seat_object(checker_t *c, const cJSON *v, const char *key)
{
    if (!cJSON_IsObject(v) || cJSON_GetArraySize(v) != c->n) {
        return fail(c, "'%s' must be an object with the game's %d seats", key, c->n);
    }
    const cJSON *e;
    unsigned seen = 0;
    cJSON_ArrayForEach(e, v)
    {
        int s = seat_index(c, e->string);
        if (s < 0 || (seen & (1u << s))) {
            return fail(c, "'%s' has key '%s', not a seat of a game of %d", key, e->string, c->n);
        }
        seen |= 1u << s;
    }
    return true;
}

static bool get_seat_ints(checker_t *c, const cJSON *o, const char *key, int out[MAXS])
{
    const cJSON *v = get(o, key);
    if (!seat_object(c, v, key)) {
        return false;
    }
    for (int s = 0; s < c->n; s++) {
        if (!get_int(c, v, seat_name_of(c, s), &out[s])) {
            return fail(c, "'%s' lacks seat %s", key, seat_name_of(c, s));
        }
    }
    return true;
}

static bool seat_or_null(checker_t *c, const cJSON *o, const char *key, int *out)
{
    const cJSON *v = get(o, key);
    if (cJSON_IsNull(v)) {
        *out = -1;
        return true;
    }
    if (!cJSON_IsString(v) || (*out = seat_index(c, v->valuestring)) < 0) {
        return fail(c, "'%s' must be a seat or null", key);
    }
    return true;
}

/* ---- Lines ---- */

/* One option's value as the log writes it (gamelog_write_rules): a bool, a name, a whole number. */
static bool option_value(checker_t *c, const rule_option_t *opt, const cJSON *v, int *out)
{
    switch (opt->type) {
    case RULE_BOOL:
        if (!cJSON_IsBool(v)) {
            return fail(c, "'%s' is not true/false", opt->key);
        }
        *out = cJSON_IsTrue(v);
        return true;
    case RULE_ENUM:
        for (int k = opt->min; cJSON_IsString(v) && k <= opt->max; k++) {
            if (!strcmp(v->valuestring, opt->names[k])) {
                *out = k;
                return true;
            }
        }
        return fail(c, "'%s' is not one of its names", opt->key);
    case RULE_INT:
    default:
        if (!cJSON_IsNumber(v) || v->valuedouble != (double)(int)v->valuedouble || (int)v->valuedouble < opt->min ||
            (int)v->valuedouble > opt->max) {
            return fail(c, "'%s' is not a whole number from %d to %d", opt->key, opt->min, opt->max);
        }
        *out = (int)v->valuedouble;
        return true;
    }
}

/* The rules object: its preset, then every option of the engine's table. An option of the first
 * version-1 logs must be there; a later one may be absent and then has the preset's value. */
static bool read_rules(checker_t *c, const cJSON *r, rules_t *out)
{
    const char *preset = NULL;
    preset_t p;
    if (!cJSON_IsObject(r) || !get_str(c, r, "preset", &preset)) {
        return false;
    }
    if (!rules_preset_parse(preset, &p)) {
        return fail(c, "unknown preset '%s'", preset);
    }
    rules_preset(out, p);
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        const cJSON *v = get(r, opts[i].key);
        int x = 0;
        if (!v && opts[i].in_first_logs) {
            return fail(c, "the rules lack '%s'", opts[i].key);
        }
        if (v && (!option_value(c, &opts[i], v, &x) || !rules_option_set(out, &opts[i], x))) {
            return false;
        }
        if (v && opts[i].log_off_preset_only && x == opts[i].preset_value[p]) {
            return fail(c, "the rules carry '%s' only when it is not the preset's %d", opts[i].key, x);
        }
    }
    return true;
}

static bool on_game(checker_t *c, const cJSON *o)
{
    if (c->in_game) {
        return fail(c, "a game line inside a game that has not ended");
    }
    int version = 0;
    if (!get_int(c, o, "version", &version) || version != 1) {
        return fail(c, "version must be 1");
    }
    const cJSON *seed = get(o, "seed");
    if (!cJSON_IsNumber(seed) || seed->valuedouble < 0) {
        return fail(c, "seed must be a number");
    }
    rules_t rules;
    if (!read_rules(c, get(o, "rules"), &rules)) {
        return false;
    }
    /* what the checker's own rule code reads */
    c->target = rules.target;
    c->clock_seconds = rules.clock_seconds;
    c->jack = rules.jack_of_diamonds;
    snprintf(c->moon, sizeof c->moon, "%s", moon_mode_name(rules.moon));
    c->sun = rules.sun;
    c->qbh = rules.queen_breaks_hearts;
    c->ftp = rules.first_trick_points;
    c->standings = rules.standings;
    c->moon_needs_jack = rules.moon_needs_jack;
    c->n = rules.players;
    if (c->n < 3 || c->n > MAXS) {
        return fail(c, "a game of %d players", c->n);
    }
    c->deck = (1ULL << 52) - 1;
    if (c->n == 3 || c->n == 5) {
        c->deck &= ~bit(13); /* 2D */
    }
    if (c->n == 5) {
        c->deck &= ~bit(26); /* 2S */
    }
    c->hand_size = __builtin_popcountll(c->deck) / c->n;
    const cJSON *players = get(o, "players");
    if (!seat_object(c, players, "players")) {
        return false;
    }
    for (int s = 0; s < c->n; s++) {
        const char *p = NULL;
        if (!get_str(c, players, seat_name_of(c, s), &p)) {
            return fail(c, "players must name every seat");
        }
        if (strcmp(p, "human") && strncmp(p, "ai:", 3) && strncmp(p, "bot:", 4)) {
            return fail(c, "player '%s' is not human, ai:LEVEL or bot:NAME", p);
        }
    }
    c->in_game = true;
    c->hand = 0;
    c->hand_open = false;
    memset(c->totals, 0, sizeof c->totals);
    c->last_clock = 1e18;
    return true;
}

static bool start_play(checker_t *c)
{
    for (int s = 0; s < c->n; s++) {
        if (c->hands[s] & bit(TWO_C)) {
            c->leader = s;
        }
    }
    c->count = 0;
    c->trick = 0;
    return true;
}

static bool on_deal(checker_t *c, const cJSON *o)
{
    if (c->hand_open) {
        return fail(c, "a deal before the previous hand was scored");
    }
    int hand = 0;
    const char *pass = NULL;
    if (!get_int(c, o, "hand", &hand) || !get_str(c, o, "pass", &pass)) {
        return false;
    }
    if (hand != c->hand + 1) {
        return fail(c, "hand %d follows hand %d", hand, c->hand);
    }
    int at = (hand - 1) % c->n;
    if (strcmp(pass, PASS_CYCLE[c->n - 3][at].name) != 0) {
        return fail(c, "hand %d of %d players must pass %s, not %s", hand, c->n, PASS_CYCLE[c->n - 3][at].name, pass);
    }
    const cJSON *cards = get(o, "cards");
    if (!seat_object(c, cards, "cards")) {
        return false;
    }
    u64 all = 0;
    for (int s = 0; s < c->n; s++) {
        if (!get_cards(c, get(cards, seat_name_of(c, s)), c->hand_size, NULL, &c->dealt[s])) {
            return fail(c, "deal: seat %s must have %d different cards", seat_name_of(c, s), c->hand_size);
        }
        if (all & c->dealt[s]) {
            return fail(c, "deal: a card is dealt twice");
        }
        all |= c->dealt[s];
    }
    if (all != c->deck) {
        return fail(c, "deal: not the %d cards of a game of %d players", __builtin_popcountll(c->deck), c->n);
    }
    memcpy(c->hands, c->dealt, sizeof c->hands);
    memset(c->passed, 0, sizeof c->passed);
    memset(c->taken, 0, sizeof c->taken);
    memset(c->tricks_won, 0, sizeof c->tricks_won);
    c->passes = 0;
    c->hand = hand;
    c->hand_open = true;
    c->offset = PASS_CYCLE[c->n - 3][at].offset;
    c->broken = false;
    c->trick = 0;
    c->count = 0;
    c->leader = -1;
    if (c->offset == 0) {
        start_play(c);
    }
    return true;
}

static bool on_pass(checker_t *c, const cJSON *o)
{
    int hand = 0;
    const char *seat_s = NULL, *to_s = NULL;
    if (!get_int(c, o, "hand", &hand) || !get_str(c, o, "seat", &seat_s) || !get_str(c, o, "to", &to_s)) {
        return false;
    }
    int seat = seat_index(c, seat_s), to = seat_index(c, to_s);
    if (!c->hand_open || hand != c->hand || seat < 0 || to < 0) {
        return fail(c, "pass: wrong hand or seat");
    }
    if (c->offset == 0) {
        return fail(c, "a pass on a hold hand");
    }
    if (to != (seat + c->offset + c->n) % c->n) {
        return fail(c, "pass from %s goes to the wrong seat %s", seat_s, to_s);
    }
    if (c->passed[seat]) {
        return fail(c, "seat %s passes twice", seat_s);
    }
    u64 set;
    if (!get_cards(c, get(o, "cards"), 3, NULL, &set)) {
        return false;
    }
    if ((set & c->dealt[seat]) != set) {
        return fail(c, "seat %s passes cards it was not dealt", seat_s);
    }
    c->passed[seat] = set;
    if (++c->passes == c->n) {
        /* All passes are exchanged at once: what a seat received cannot have been passed on. */
        for (int s = 0; s < c->n; s++) {
            int from = (s - c->offset + c->n) % c->n;
            c->hands[s] = (c->dealt[s] & ~c->passed[s]) | c->passed[from];
        }
        start_play(c);
    }
    return true;
}

static bool on_play(checker_t *c, const cJSON *o)
{
    int hand = 0, trick = 0;
    const char *seat_s = NULL, *card_s = NULL;
    if (!get_int(c, o, "hand", &hand) || !get_int(c, o, "trick", &trick) || !get_str(c, o, "seat", &seat_s) ||
        !get_str(c, o, "card", &card_s)) {
        return false;
    }
    if (!c->hand_open || hand != c->hand || c->leader < 0) {
        return fail(c, "play before the pass is complete, or outside a hand");
    }
    if (trick != c->trick + 1 || c->count >= c->n || c->trick >= c->hand_size) {
        return fail(c, "play in trick %d, expected trick %d", trick, c->trick + 1);
    }
    int seat = seat_index(c, seat_s), card = card_index(card_s);
    if (seat < 0 || seat != (c->leader + c->count) % c->n) {
        return fail(c, "seat %s plays out of turn", seat_s);
    }
    if (card < 0) {
        return fail(c, "not a card: %s", card_s);
    }
    if (!legal(c, c->hands[seat], card)) {
        return fail(c, "seat %s may not play %s here", seat_s, card_s);
    }
    const cJSON *clock = get(o, "clock");
    if (c->clock_seconds > 0) {
        if (!cJSON_IsNumber(clock) || clock->valuedouble < 0 || clock->valuedouble > c->clock_seconds) {
            return fail(c, "a clocked game's play needs 'clock' with the seconds left");
        }
        if (clock->valuedouble > c->last_clock) {
            return fail(c, "the clock went up");
        }
        c->last_clock = clock->valuedouble;
    } else if (clock) {
        return fail(c, "'clock' on a game without a clock");
    }
    c->hands[seat] &= ~bit(card);
    c->cards[c->count] = card;
    c->played_seat[c->count++] = seat;
    if (suit_of(card) == 3 || (c->qbh && card == QS)) {
        c->broken = true;
    }
    return true;
}

static bool on_trick(checker_t *c, const cJSON *o)
{
    int hand = 0, trick = 0, points = 0;
    const char *winner_s = NULL;
    if (!get_int(c, o, "hand", &hand) || !get_int(c, o, "trick", &trick) || !get_str(c, o, "winner", &winner_s) ||
        !get_int(c, o, "points", &points)) {
        return false;
    }
    if (c->count != c->n || hand != c->hand || trick != c->trick + 1) {
        return fail(c, "trick line before a play of every seat, or numbered wrong");
    }
    int cards[MAXS];
    u64 set;
    if (!get_cards(c, get(o, "cards"), c->n, cards, &set)) {
        return false;
    }
    for (int i = 0; i < c->n; i++) {
        if (cards[i] != c->cards[i]) {
            return fail(c, "trick cards differ from the plays");
        }
    }
    int best = 0;
    for (int i = 1; i < c->n; i++) {
        if (suit_of(cards[i]) == suit_of(cards[0]) && rank_of(cards[i]) > rank_of(cards[best])) {
            best = i;
        }
    }
    int winner = c->played_seat[best];
    if (seat_index(c, winner_s) != winner) {
        return fail(c, "trick taken by the wrong seat %s", winner_s);
    }
    if (points != points_of(c, set)) {
        return fail(c, "trick points %d, expected %d", points, points_of(c, set));
    }
    c->taken[winner] |= set;
    c->tricks_won[winner]++;
    c->trick++;
    c->leader = winner;
    c->count = 0;
    return true;
}

static bool on_hand(checker_t *c, const cJSON *o)
{
    int hand = 0;
    if (!get_int(c, o, "hand", &hand) || hand != c->hand || !c->hand_open || c->trick != c->hand_size) {
        return fail(c, "hand line before %d tricks, or numbered wrong", c->hand_size);
    }
    int taken[MAXS] = {0}, score[MAXS] = {0}, totals[MAXS] = {0};
    if (!get_seat_ints(c, o, "taken", taken) || !get_seat_ints(c, o, "score", score) ||
        !get_seat_ints(c, o, "totals", totals)) {
        return false;
    }
    int moon = -1, sun = -1;
    if (!seat_or_null(c, o, "moon", &moon) || !seat_or_null(c, o, "sun", &sun)) {
        return false;
    }
    int want_sun = -1, want_moon = -1;
    int jack[MAXS];
    for (int s = 0; s < c->n; s++) {
        if (taken[s] != points_of(c, c->taken[s])) {
            return fail(c, "taken points of seat %d are %d, expected %d", s, taken[s], points_of(c, c->taken[s]));
        }
        jack[s] = (c->taken[s] & bit(JD)) ? c->jack : 0;
        if (c->sun && c->tricks_won[s] == c->hand_size) {
            want_sun = s;
        }
        /* with moon_needs_jack, a moon also needs the jack among the shooter's cards */
        if ((c->taken[s] & POINTS_MASK) == POINTS_MASK && (!c->moon_needs_jack || (c->taken[s] & bit(JD)))) {
            want_moon = s;
        }
    }
    if (want_sun >= 0) {
        want_moon = -1;
    }
    if (sun != want_sun || moon != want_moon) {
        return fail(c, "moon/sun is %d/%d, expected %d/%d", moon, sun, want_moon, want_sun);
    }
    const cJSON *mc = get(o, "moon_choice");
    if ((moon >= 0) != (mc != NULL)) {
        return fail(c, "moon_choice must be there exactly when a moon was shot");
    }
    int want[MAXS];
    if (sun >= 0) {
        for (int s = 0; s < c->n; s++) {
            want[s] = s == sun ? 0 : 39;
        }
    } else if (moon >= 0) {
        if (!cJSON_IsString(mc) || (strcmp(mc->valuestring, "add") && strcmp(mc->valuestring, "subtract"))) {
            return fail(c, "moon_choice must be add or subtract");
        }
        bool add = !strcmp(mc->valuestring, "add");
        int add_totals[MAXS];
        for (int s = 0; s < c->n; s++) {
            add_totals[s] = c->totals[s] + (s == moon ? 0 : 26) + jack[s];
        }
        bool ends = false;
        int low = add_totals[0];
        for (int s = 0; s < c->n; s++) {
            ends |= add_totals[s] >= c->target;
            low = add_totals[s] < low ? add_totals[s] : low;
        }
        bool auto_add = !(ends && add_totals[moon] != low);
        if ((!strcmp(c->moon, "add") && !add) || (!strcmp(c->moon, "subtract") && add) ||
            (!strcmp(c->moon, "auto") && add != auto_add)) {
            return fail(c, "moon scored as %s under mode %s", mc->valuestring, c->moon);
        }
        for (int s = 0; s < c->n; s++) {
            want[s] = (add ? (s == moon ? 0 : 26) : (s == moon ? -26 : 0)) + jack[s];
        }
    } else {
        memcpy(want, taken, sizeof want);
        int sum = 0;
        for (int s = 0; s < c->n; s++) {
            sum += taken[s];
        }
        if (sum != 26 + c->jack) {
            return fail(c, "the hand's points add up to %d, not %d", sum, 26 + c->jack);
        }
    }
    for (int s = 0; s < c->n; s++) {
        if (score[s] != want[s]) {
            return fail(c, "seat %d scores %d, expected %d", s, score[s], want[s]);
        }
        if (totals[s] != c->totals[s] + score[s]) {
            return fail(c, "seat %d's total %d is not %d + %d", s, totals[s], c->totals[s], score[s]);
        }
    }
    memcpy(c->totals, totals, sizeof totals);
    c->hand_open = false;
    return true;
}

static bool on_end(checker_t *c, const cJSON *o)
{
    const char *reason = NULL;
    int hands = 0, totals[MAXS] = {0};
    if (!get_str(c, o, "reason", &reason) || !get_int(c, o, "hands", &hands) ||
        !get_seat_ints(c, o, "totals", totals)) {
        return false;
    }
    if (hands != c->hand) {
        return fail(c, "end says %d hands, %d were dealt", hands, c->hand);
    }
    bool reached = false;
    for (int s = 0; s < c->n; s++) {
        reached |= c->totals[s] >= c->target;
    }
    int want[MAXS];
    memcpy(want, c->totals, sizeof want);
    if (!strcmp(reason, "target")) {
        if (!reached || c->hand_open) {
            return fail(c, "a target end without a total at the target");
        }
    } else if (!strcmp(reason, "clock")) {
        if (c->clock_seconds <= 0 || reached) {
            return fail(c, "a clock end in a game without a clock, or after the target");
        }
        if (c->hand_open) {
            for (int s = 0; s < c->n; s++) {
                want[s] += points_of(c, c->taken[s]);
            }
        }
    } else if (!strcmp(reason, "quit")) {
        if (reached) {
            return fail(c, "a quit after the target was reached");
        }
    } else {
        return fail(c, "unknown end reason '%s'", reason);
    }
    int low = want[0];
    for (int s = 0; s < c->n; s++) {
        if (totals[s] != want[s]) {
            return fail(c, "end total of seat %d is %d, expected %d", s, totals[s], want[s]);
        }
        low = want[s] < low ? want[s] : low;
    }
    const cJSON *winners = get(o, "winners"), *w;
    unsigned mask = 0, want_mask = 0;
    if (!cJSON_IsArray(winners)) {
        return fail(c, "winners must be an array");
    }
    cJSON_ArrayForEach(w, winners)
    {
        int s = cJSON_IsString(w) ? seat_index(c, w->valuestring) : -1;
        if (s < 0) {
            return fail(c, "winners holds a non-seat");
        }
        mask |= 1u << s;
    }
    for (int s = 0; s < c->n; s++) {
        want_mask |= (want[s] == low) ? 1u << s : 0;
    }
    if (mask != want_mask) {
        return fail(c, "winners are not the seats with the lowest total");
    }
    const cJSON *secs = get(o, "seconds_left");
    int seconds = 0;
    if (c->clock_seconds > 0) {
        if (!get_int(c, o, "seconds_left", &seconds) || seconds < 0 || seconds > c->clock_seconds) {
            return fail(c, "a clocked game's end needs seconds_left");
        }
        if (!strcmp(reason, "clock") && seconds != 0) {
            return fail(c, "a clock end with time left");
        }
    } else if (secs) {
        return fail(c, "seconds_left in a game without a clock");
    }
    const cJSON *st = get(o, "standings");
    if (c->standings != (st != NULL)) {
        return fail(c, "standings must be there exactly when the rules have them");
    }
    if (st) {
        int total = 0;
        if (!get_int(c, st, "total", &total)) {
            return false;
        }
        int expect;
        if (!strcmp(reason, "target")) {
            int sb = 0, tb = 0, wb = 0;
            if (!get_int(c, st, "score_bonus", &sb) || !get_int(c, st, "time_bonus", &tb) ||
                !get_int(c, st, "win_bonus", &wb)) {
                return false;
            }
            int others = 0; /* all the opponents' totals: two, three or four of them */
            for (int s = 1; s < c->n; s++) {
                others += want[s];
            }
            int want_wb = (want_mask & 1u) ? 3 * others : 0;
            if (sb != 15 * (100 - want[0]) || tb != seconds || wb != want_wb || total != sb + tb + wb) {
                return fail(c, "standings do not follow the formula");
            }
            expect = sb + tb + wb;
        } else {
            if (get(st, "score_bonus") || get(st, "time_bonus") || get(st, "win_bonus")) {
                return fail(c, "a %s end's standings have only a total", reason);
            }
            bool completed = c->hand > 1 || !c->hand_open;
            expect = (!strcmp(reason, "clock") && completed) ? 50 + 26 * c->hand - 2 * want[0] : 0;
        }
        if (total != expect) {
            return fail(c, "standings total %d, expected %d", total, expect);
        }
    }
    c->in_game = false;
    c->games++;
    return true;
}

static bool check_line(checker_t *c, const char *line)
{
    cJSON *o = cJSON_Parse(line);
    if (!o || !cJSON_IsObject(o)) {
        cJSON_Delete(o);
        return fail(c, "not a JSON object");
    }
    const char *event = NULL;
    bool ok = get_str(c, o, "event", &event);
    if (ok && strcmp(event, "game") != 0 && !c->in_game) {
        ok = fail(c, "'%s' line outside a game", event);
    } else if (ok) {
        if (!strcmp(event, "game")) {
            ok = on_game(c, o);
        } else if (!strcmp(event, "deal")) {
            ok = on_deal(c, o);
        } else if (!strcmp(event, "pass")) {
            ok = on_pass(c, o);
        } else if (!strcmp(event, "play")) {
            ok = on_play(c, o);
        } else if (!strcmp(event, "trick")) {
            ok = on_trick(c, o);
        } else if (!strcmp(event, "hand")) {
            ok = on_hand(c, o);
        } else if (!strcmp(event, "end")) {
            ok = on_end(c, o);
        } else {
            ok = fail(c, "unknown event '%s'", event);
        }
    }
    cJSON_Delete(o);
    return ok;
}
int log_check_stream(FILE *f, char *err, size_t errlen)
{
    checker_t *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    c->err = err;
    c->errlen = errlen;
    char *line = NULL;
    size_t cap = 0;
    int result = -1;
    bool ok = true;
    while (ok && text_read_line(f, &line, &cap)) {
        c->line++;
        ok = check_line(c, line);
    }
    if (ok && c->in_game) {
        c->line++;
        ok = fail(c, "the last game has no end line");
    }
    if (ok) {
        result = c->games;
    }
    free(line);
    free(c);
    return result;
}

int log_check_file(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open %s", path);
        return -1;
    }
    int r = log_check_stream(f, err, errlen);
    fclose(f);
    return r;
}
