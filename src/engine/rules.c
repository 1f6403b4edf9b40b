#include "hearts/rules.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Marks the words of the option table that a program shows a person, for the message catalogue
 * (po/, hearts/intl.h): the engine itself never translates; the game calls _() on them. */
#define N_(s) s

/* ---- Seats and passing ---- */

char seat_letter(int seat)
{
    return (seat >= 0 && seat < SEAT_COUNT) ? "SWNE"[seat] : '?';
}

const char *seat_name(int seat)
{
    static const char *const names[SEAT_COUNT] = {"South", "Left", "Across", "Right"};
    return (seat >= 0 && seat < SEAT_COUNT) ? names[seat] : "?";
}

bool seat_parse(char letter, int *seat)
{
    const char *letters = "SWNE";
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (letter == letters[s] || letter == letters[s] + ('a' - 'A')) {
            *seat = s;
            return true;
        }
    }
    return false;
}

pass_dir_t rules_pass_dir(int hand_number)
{
    switch (((hand_number % 4) + 4) % 4) {
    case 1:
        return PASS_LEFT;
    case 2:
        return PASS_RIGHT;
    case 3:
        return PASS_ACROSS;
    default:
        return PASS_HOLD;
    }
}

int rules_pass_target(int seat, pass_dir_t dir)
{
    switch (dir) {
    case PASS_LEFT:
        return (seat + 1) & 3;
    case PASS_RIGHT:
        return (seat + 3) & 3;
    case PASS_ACROSS:
        return (seat + 2) & 3;
    default:
        return -1;
    }
}

int rules_pass_source(int seat, pass_dir_t dir)
{
    /* Left and right are each other's inverse; across is its own. */
    switch (dir) {
    case PASS_LEFT:
        return (seat + 3) & 3;
    case PASS_RIGHT:
        return (seat + 1) & 3;
    case PASS_ACROSS:
        return (seat + 2) & 3;
    default:
        return -1;
    }
}

const char *pass_dir_name(pass_dir_t dir)
{
    static const char *const names[] = {"left", "right", "across", "hold"};
    return (dir >= PASS_LEFT && dir <= PASS_HOLD) ? names[dir] : "?";
}

/* ---- Options and presets ---- */

void rules_preset(rules_t *r, preset_t p)
{
    if (p < 0 || p >= PRESET_COUNT) {
        p = PRESET_TOURNAMENT;
    }
    memset(r, 0, sizeof *r);
    r->preset = p;
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        (void)rules_option_set(r, &opts[i], opts[i].preset_value[p]);
    }
}

static const char *const PRESET_NAMES[PRESET_COUNT] = {"tournament", "classic", "omnibus"};

const char *rules_preset_name(preset_t p)
{
    return (p >= 0 && p < PRESET_COUNT) ? PRESET_NAMES[p] : "?";
}

bool rules_preset_parse(const char *name, preset_t *out)
{
    for (int p = 0; p < PRESET_COUNT; p++) {
        if (strcmp(name, PRESET_NAMES[p]) == 0) {
            *out = (preset_t)p;
            return true;
        }
    }
    return false;
}

/* NULL-terminated: the moon option's value names in the table below. */
static const char *const MOON_NAMES[] = {"add", "subtract", "auto", "ask", NULL};

const char *moon_mode_name(moon_mode_t m)
{
    return (m >= MOON_ADD && m <= MOON_ASK) ? MOON_NAMES[m] : "?";
}

const char *moon_choice_name(moon_choice_t c)
{
    switch (c) {
    case MOON_CHOICE_ADD:
        return "add";
    case MOON_CHOICE_SUBTRACT:
        return "subtract";
    default:
        return "none";
    }
}

/* ---- The table of rule options ---- */

/* The accessors read an ENUM field as an int. */
_Static_assert(sizeof(moon_mode_t) == sizeof(int), "an ENUM rule option is stored in an int-sized enum");

/* Pieces of a row: where its value lives, its value per preset, its kind of values, its screen steps. */
#define RULE_AT(field) .offset = offsetof(rules_t, field), .size = sizeof(((rules_t *)0)->field)
#define RULE_PRESETS(t, c, o) \
    .preset_value = {[PRESET_TOURNAMENT] = (t), [PRESET_CLASSIC] = (c), [PRESET_OMNIBUS] = (o)}
#define RULE_BOOL_VALUES    .type = RULE_BOOL, .min = 0, .max = 1
/* names is a NULL-terminated array: its last index is the sentinel's. */
#define RULE_ENUM_VALUES(n) .type = RULE_ENUM, .names = (n), .min = 0, .max = (int)(sizeof(n) / sizeof((n)[0])) - 2
#define RULE_STEPS(a)       .steps = (a), .step_count = (int)(sizeof(a) / sizeof((a)[0]))

static const char *const MOON_SHOWN[] = {N_("+26 to the others"), N_("26 off the shooter"), N_("Best for the shooter"),
                                         N_("Shooter chooses")};
static const char *const FIRST_TRICK_SHOWN[] = {N_("Not allowed"), N_("Allowed")};
static const int TARGET_STEPS[] = {25, 50, 75, 100, 150, 200};
static const int CLOCK_STEPS[] = {0, 300, 600, 900, 1200};
static const int JACK_STEPS[] = {-10, 0};

/* In log order: new options go at the end (a log's keys are never reordered). */
static const rule_option_t OPTIONS[] = {
    {.key = "target",
     .type = RULE_INT,
     .min = 1,
     .max = 100000,
     RULE_PRESETS(50, 100, 100),
     RULE_AT(target),
     /* TRANSLATORS: the help lines of the rules in hearts --help; keep the words typed on the command
        line (on, off, add, subtract, auto, ask) as they are. */
     .help = N_("The game ends after a hand in which a total reaches this."),
     .label = N_("Game ends at"),
     .example = "100",
     RULE_STEPS(TARGET_STEPS),
     .show = RULE_SHOW_POINTS,
     .in_first_logs = true},
    {.key = "clock_seconds",
     .alias = "clock",
     .type = RULE_INT,
     .min = 0,
     .max = 86400,
     RULE_PRESETS(600, 0, 0),
     RULE_AT(clock_seconds),
     /* TRANSLATORS: what the number of --rule clock_seconds=N is, in "rule 'clock' takes seconds from 0 to 86400" */
     .unit = N_("seconds"),
     .zero_means = N_("no clock"),
     .help = N_("The tournament countdown in seconds; 0 is no clock."),
     .label = N_("Tournament clock"),
     .example = "600",
     RULE_STEPS(CLOCK_STEPS),
     .show = RULE_SHOW_CLOCK,
     .zero_shown = N_("No clock"),
     .in_first_logs = true},
    {.key = "moon",
     RULE_ENUM_VALUES(MOON_NAMES),
     RULE_PRESETS(MOON_ADD, MOON_AUTO, MOON_ASK),
     RULE_AT(moon),
     .help = N_("Moon scores: +26 to the others, -26 to the shooter, auto picks, or ask."),
     .label = N_("Shooting the moon"),
     .example = "auto",
     .shown = MOON_SHOWN,
     .in_first_logs = true},
    {.key = "jack_of_diamonds",
     .type = RULE_INT,
     .min = -26,
     .max = 26,
     RULE_PRESETS(0, 0, -10),
     RULE_AT(jack_of_diamonds),
     .unit = N_("the jack's points, a whole number"),
     /* TRANSLATORS: in "rule 'jack_of_diamonds' takes ... from -26 to 26 (0 is off)" */
     .zero_means = N_("off"),
     .on_value = -10,
     .help = N_("Points for taking the jack of diamonds; 0 is off, on is -10."),
     .label = N_("Jack of diamonds"),
     .example = "-10",
     RULE_STEPS(JACK_STEPS),
     .show = RULE_SHOW_SIGNED,
     .zero_shown = N_("Off"),
     .in_first_logs = true},
    {.key = "sun",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, false, false),
     RULE_AT(sun),
     .help = N_("Taking all 13 tricks scores 0 and gives the others 39 each."),
     .label = N_("Shooting the sun"),
     .in_first_logs = true},
    {.key = "queen_breaks_hearts",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, true, true),
     RULE_AT(queen_breaks_hearts),
     .help = N_("Playing the queen of spades breaks hearts."),
     .label = N_("Queen breaks hearts"),
     .in_first_logs = true},
    {.key = "first_trick_points",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, false, false),
     RULE_AT(first_trick_points),
     .help = N_("Hearts and the queen of spades may be played on the first trick."),
     .label = N_("Points on first trick"),
     .shown = FIRST_TRICK_SHOWN,
     .in_first_logs = true},
    /* Not in the first version-1 logs: a log without it takes the preset's value. */
    {.key = "standings",
     RULE_BOOL_VALUES,
     RULE_PRESETS(true, false, false),
     RULE_AT(standings),
     .help = N_("The game ends with a tournament standings score."),
     .label = N_("Standings score")},
};

#define OPTION_COUNT (sizeof OPTIONS / sizeof OPTIONS[0])

const rule_option_t *rules_options(size_t *count)
{
    if (count) {
        *count = OPTION_COUNT;
    }
    return OPTIONS;
}

const rule_option_t *rules_option_find(const char *key)
{
    for (size_t i = 0; i < OPTION_COUNT; i++) {
        if (strcmp(key, OPTIONS[i].key) == 0 || (OPTIONS[i].alias && strcmp(key, OPTIONS[i].alias) == 0)) {
            return &OPTIONS[i];
        }
    }
    return NULL;
}

/* Fields are reached through memcpy at the row's offset, so a row needs no accessor of its own; the
 * row's recorded size is checked by the tests against its type. */
int rules_option_get(const rules_t *r, const rule_option_t *o)
{
    const unsigned char *at = (const unsigned char *)r + o->offset;
    if (o->type == RULE_BOOL) {
        bool b;
        memcpy(&b, at, sizeof b);
        return b ? 1 : 0;
    }
    int v;
    memcpy(&v, at, sizeof v);
    return v;
}

bool rules_option_set(rules_t *r, const rule_option_t *o, int value)
{
    if (value < o->min || value > o->max) {
        return false;
    }
    unsigned char *at = (unsigned char *)r + o->offset;
    if (o->type == RULE_BOOL) {
        bool b = value != 0;
        memcpy(at, &b, sizeof b);
    } else {
        memcpy(at, &value, sizeof value);
    }
    return true;
}

const char *rules_option_format(const rule_option_t *o, int value, char *buf, size_t len)
{
    switch (o->type) {
    case RULE_BOOL:
        snprintf(buf, len, "%s", value ? "on" : "off");
        break;
    case RULE_ENUM:
        snprintf(buf, len, "%s", (value >= o->min && value <= o->max) ? o->names[value] : "?");
        break;
    case RULE_INT:
    default:
        snprintf(buf, len, "%d", value);
        break;
    }
    return buf;
}

/* on/true/yes -> 1, off/false/no -> 0; with digits, also 1 and 0. */
static bool parse_bool_word(const char *v, bool digits, int *out)
{
    static const char *const yes[] = {"on", "true", "yes", "1"};
    static const char *const no[] = {"off", "false", "no", "0"};
    size_t n = digits ? 4 : 3;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(v, yes[i]) == 0) {
            *out = 1;
            return true;
        }
        if (strcmp(v, no[i]) == 0) {
            *out = 0;
            return true;
        }
    }
    return false;
}

static bool parse_int(const char *v, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi) {
        return false;
    }
    *out = (int)x;
    return true;
}

/* Appends to a buffer as snprintf would, counting what did not fit. */
typedef struct {
    char *buf;
    size_t len, n;
} text_t;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
add(text_t *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *at = t->n < t->len ? t->buf + t->n : NULL;
    size_t room = t->n < t->len ? t->len - t->n : 0;
    int k = vsnprintf(at, room, fmt, ap);
    va_end(ap);
    if (k > 0) {
        t->n += (size_t)k;
    }
}

/* What the values of `o` are, for a message: "on or off", "add, subtract, auto or ask",
 * "seconds from 0 (no clock) to 86400". */
static void values_phrase(text_t *t, const rule_option_t *o)
{
    switch (o->type) {
    case RULE_BOOL:
        add(t, "on or off");
        break;
    case RULE_ENUM:
        for (int v = o->min; v <= o->max; v++) {
            add(t, "%s%s", v == o->min ? "" : v == o->max ? " or " : ", ", o->names[v]);
        }
        break;
    case RULE_INT:
    default:
        add(t, "%s from %d", o->unit ? o->unit : "a whole number", o->min);
        if (o->zero_means && o->min == 0) {
            add(t, " (%s)", o->zero_means);
        }
        add(t, " to %d", o->max);
        if (o->zero_means && o->min != 0) {
            add(t, " (0 is %s)", o->zero_means);
        }
        break;
    }
}

static const char *example_of(const rule_option_t *o, char *buf, size_t len)
{
    if (o->example) {
        return o->example;
    }
    if (o->type == RULE_BOOL) {
        return "on";
    }
    return rules_option_format(o, o->preset_value[PRESET_TOURNAMENT], buf, len);
}

/* rules_option_parse with the key as the person wrote it (an alias stays an alias in the message). */
static bool parse_value(const rule_option_t *o, const char *key, const char *v, int *value, char *err, size_t errlen)
{
    int x = 0;
    bool ok = false;
    switch (o->type) {
    case RULE_BOOL:
        ok = parse_bool_word(v, true, &x);
        break;
    case RULE_ENUM:
        for (int m = o->min; m <= o->max && !ok; m++) {
            if (strcmp(v, o->names[m]) == 0) {
                x = m;
                ok = true;
            }
        }
        break;
    case RULE_INT:
    default:
        if (o->on_value && parse_bool_word(v, false, &x)) {
            x = x ? o->on_value : 0;
            ok = true;
        } else {
            ok = parse_int(v, o->min, o->max, &x);
        }
        break;
    }
    if (ok) {
        *value = x;
        return true;
    }
    if (err && errlen) {
        char ex[32];
        text_t t = {err, errlen, 0};
        add(&t, "rule '%s' takes ", key);
        values_phrase(&t, o);
        add(&t, ", not '%s' (e.g. %s=%s)", v, key, example_of(o, ex, sizeof ex));
    }
    return false;
}

bool rules_option_parse(const rule_option_t *o, const char *text, int *value, char *err, size_t errlen)
{
    return parse_value(o, o->key, text, value, err, errlen);
}

const char *rules_option_show(const rule_option_t *o, int value, char *buf, size_t len)
{
    if (o->type == RULE_BOOL) {
        int v = value ? 1 : 0;
        snprintf(buf, len, "%s", o->shown ? o->shown[v] : v ? "On" : "Off");
    } else if (o->type == RULE_ENUM) {
        bool in = value >= o->min && value <= o->max;
        snprintf(buf, len, "%s", !in ? "?" : o->shown ? o->shown[value] : o->names[value]);
    } else if (value == 0 && o->zero_shown) {
        snprintf(buf, len, "%s", o->zero_shown);
    } else {
        switch (o->show) {
        case RULE_SHOW_POINTS:
            snprintf(buf, len, "%d points", value);
            break;
        case RULE_SHOW_SIGNED:
            snprintf(buf, len, "%+d points", value);
            break;
        case RULE_SHOW_CLOCK:
            snprintf(buf, len, "%d:%02d", value / 60, value % 60);
            break;
        case RULE_SHOW_NUMBER:
        default:
            snprintf(buf, len, "%d", value);
            break;
        }
    }
    return buf;
}

int rules_option_step(const rule_option_t *o, int value, int dir)
{
    if (dir == 0) {
        return value;
    }
    if (o->steps && o->step_count > 0) {
        /* A value between steps (set by --rule or the settings file) goes to its neighbour step. */
        int n = o->step_count;
        if (dir > 0) {
            for (int i = 0; i < n; i++) {
                if (o->steps[i] > value) {
                    return o->steps[i];
                }
            }
            return o->steps[0];
        }
        for (int i = n - 1; i >= 0; i--) {
            if (o->steps[i] < value) {
                return o->steps[i];
            }
        }
        return o->steps[n - 1];
    }
    long span = (long)o->max - o->min + 1;
    long at = ((long)value - o->min + (dir > 0 ? 1 : -1)) % span;
    return (int)(o->min + (at < 0 ? at + span : at));
}

/* "1..100000", "on|off", "add|subtract|auto|ask" */
static void values_short(text_t *t, const rule_option_t *o)
{
    switch (o->type) {
    case RULE_BOOL:
        add(t, "on|off");
        break;
    case RULE_ENUM:
        for (int v = o->min; v <= o->max; v++) {
            add(t, "%s%s", v == o->min ? "" : "|", o->names[v]);
        }
        break;
    case RULE_INT:
    default:
        add(t, "%d..%d", o->min, o->max);
        break;
    }
}

size_t rules_options_help_text(char *buf, size_t len, int indent)
{
    enum { KEY_COLUMN = 28 };
    text_t t = {buf, len, 0};
    if (len) {
        buf[0] = '\0';
    }
    if (indent < 0) {
        indent = 0;
    }
    for (size_t i = 0; i < OPTION_COUNT; i++) {
        const rule_option_t *o = &OPTIONS[i];
        size_t start = t.n;
        add(&t, "%*s%s=", indent, "", o->key);
        values_short(&t, o);
        size_t used = t.n - start - (size_t)indent;
        add(&t, "%*s", used < KEY_COLUMN ? (int)(KEY_COLUMN - used) : 1, "");
        bool same = true;
        for (int p = 1; p < PRESET_COUNT; p++) {
            same = same && o->preset_value[p] == o->preset_value[0];
        }
        char v[32];
        if (same) {
            add(&t, "every preset: %s", rules_option_format(o, o->preset_value[0], v, sizeof v));
        } else {
            for (int p = 0; p < PRESET_COUNT; p++) {
                add(&t, "%s%s %s", p ? ", " : "", rules_preset_name((preset_t)p),
                    rules_option_format(o, o->preset_value[p], v, sizeof v));
            }
        }
        add(&t, "\n%*s%s\n", indent + 4, "", o->help);
    }
    return t.n;
}

void rules_options_write_help(FILE *out, int indent)
{
    size_t n = rules_options_help_text(NULL, 0, indent);
    char *buf = malloc(n + 1);
    if (!buf) {
        return;
    }
    rules_options_help_text(buf, n + 1, indent);
    fputs(buf, out);
    free(buf);
}

bool rules_set_option_why(rules_t *r, const char *key_value, rule_error_t *why)
{
    memset(why, 0, sizeof *why);
    why->value = "";
    const char *eq = strchr(key_value, '=');
    if (!eq || eq == key_value || !eq[1]) {
        why->kind = RULE_ERR_NOT_KEY_VALUE;
        snprintf(why->key, sizeof why->key, "%s", key_value);
        return false;
    }
    size_t klen = (size_t)(eq - key_value);
    if (klen >= sizeof why->key) {
        klen = sizeof why->key - 1;
    }
    memcpy(why->key, key_value, klen);
    why->key[klen] = '\0';
    why->value = eq + 1;
    const rule_option_t *o = rules_option_find(why->key);
    if (!o) {
        why->kind = RULE_ERR_UNKNOWN_KEY;
        return false;
    }
    int value;
    if (!parse_value(o, why->key, why->value, &value, NULL, 0) || !rules_option_set(r, o, value)) {
        why->kind = RULE_ERR_BAD_VALUE;
        why->option = o;
        char ex[32];
        snprintf(why->example, sizeof why->example, "%s", example_of(o, ex, sizeof ex));
        return false;
    }
    return true;
}

bool rules_set_option(rules_t *r, const char *key_value, char *err, size_t errlen)
{
    rule_error_t why;
    if (rules_set_option_why(r, key_value, &why)) {
        return true;
    }
    text_t t = {err, errlen, 0};
    switch (why.kind) {
    case RULE_ERR_NOT_KEY_VALUE:
        add(&t, "rule '%s' is not KEY=VALUE: write it like --rule sun=on", key_value);
        break;
    case RULE_ERR_UNKNOWN_KEY:
        add(&t, "unknown rule '%s': the rules are ", why.key);
        for (size_t i = 0; i < OPTION_COUNT; i++) {
            add(&t, "%s%s", i ? ", " : "", OPTIONS[i].key);
        }
        break;
    default:
        add(&t, "rule '%s' takes ", why.key);
        values_phrase(&t, why.option);
        add(&t, ", not '%s' (e.g. %s=%s)", why.value, why.key, why.example);
        break;
    }
    return false;
}

/* ---- Legal moves ---- */

cardset_t rules_legal_moves(const rules_t *r, cardset_t hand, const trick_t *t)
{
    if (!hand) {
        return 0;
    }
    if (t->count == 0) {
        if (t->number == 0 && cardset_has(hand, CARD_2C)) {
            return cardset_of(CARD_2C);
        }
        if (t->hearts_broken) {
            return hand;
        }
        /* Hearts may be led once broken, or when nothing but hearts (and perhaps QS) is held. */
        if ((hand & ~(CARDSET_HEARTS | cardset_of(CARD_QS))) == 0) {
            return hand;
        }
        return hand & ~CARDSET_HEARTS;
    }
    cardset_t follow = cardset_suit(hand, card_suit(t->cards[0]));
    if (follow) {
        return follow;
    }
    if (t->number == 0 && !r->first_trick_points) {
        cardset_t safe = hand & ~CARDSET_POINTS;
        if (safe) {
            return safe;
        }
    }
    return hand;
}

hearts_err_t rules_check_play(const rules_t *r, cardset_t hand, const trick_t *t, card_t card)
{
    if (card >= CARD_COUNT || !cardset_has(hand, card)) {
        return HEARTS_ERR_NOT_IN_HAND;
    }
    if (cardset_has(rules_legal_moves(r, hand, t), card)) {
        return HEARTS_OK;
    }
    if (t->count == 0) {
        return (t->number == 0 && cardset_has(hand, CARD_2C)) ? HEARTS_ERR_MUST_LEAD_2C : HEARTS_ERR_HEARTS_NOT_BROKEN;
    }
    if (cardset_suit(hand, card_suit(t->cards[0]))) {
        return HEARTS_ERR_MUST_FOLLOW;
    }
    return HEARTS_ERR_NO_POINTS_FIRST;
}

void rules_error_text(hearts_err_t err, const trick_t *t, char *buf, size_t len)
{
    static const char *const led[SUIT_COUNT] = {"Clubs", "Diamonds", "Spades", "Hearts"};
    switch (err) {
    case HEARTS_OK:
        snprintf(buf, len, "OK.");
        break;
    case HEARTS_ERR_NOT_IN_HAND:
        snprintf(buf, len, "That card is not in your hand.");
        break;
    case HEARTS_ERR_MUST_LEAD_2C:
        snprintf(buf, len, "The two of clubs leads the first trick.");
        break;
    case HEARTS_ERR_MUST_FOLLOW: {
        int s = t ? trick_led_suit(t) : -1;
        if (s >= 0) {
            snprintf(buf, len, "%s were led: you must follow suit.", led[s]);
        } else {
            snprintf(buf, len, "You must follow suit.");
        }
        break;
    }
    case HEARTS_ERR_NO_POINTS_FIRST:
        snprintf(buf, len, "No points on the first trick: hearts and the queen of spades must wait.");
        break;
    case HEARTS_ERR_HEARTS_NOT_BROKEN:
        snprintf(buf, len, "Hearts are not broken yet: lead another suit.");
        break;
    case HEARTS_ERR_NOT_YOUR_TURN:
        snprintf(buf, len, "It is not your turn.");
        break;
    case HEARTS_ERR_WRONG_PHASE:
        snprintf(buf, len, "That cannot be done now.");
        break;
    case HEARTS_ERR_PASS_COUNT:
        snprintf(buf, len, "Choose exactly three different cards from your hand to pass.");
        break;
    case HEARTS_ERR_ALREADY_PASSED:
        snprintf(buf, len, "You have already passed this hand.");
        break;
    case HEARTS_ERR_NO_PASS:
        snprintf(buf, len, "There is no pass this hand: keep your cards.");
        break;
    case HEARTS_ERR_NOT_SHOOTER:
        snprintf(buf, len, "Only the player who shot the moon chooses how it is scored.");
        break;
    default:
        snprintf(buf, len, "That move is not allowed.");
        break;
    }
}

int rules_trick_winner(const trick_t *t)
{
    int suit = card_suit(t->cards[0]);
    int best = 0;
    for (int i = 1; i < t->count; i++) {
        if (card_suit(t->cards[i]) == suit && card_rank(t->cards[i]) > card_rank(t->cards[best])) {
            best = i;
        }
    }
    return (t->leader + best) & 3;
}

int rules_card_points(const rules_t *r, card_t c)
{
    if (card_suit(c) == SUIT_HEARTS) {
        return 1;
    }
    if (c == CARD_QS) {
        return 13;
    }
    if (c == CARD_JD) {
        return r->jack_of_diamonds;
    }
    return 0;
}

int rules_cards_points(const rules_t *r, cardset_t cards)
{
    int pts = cardset_count(cards & CARDSET_HEARTS);
    if (cardset_has(cards, CARD_QS)) {
        pts += 13;
    }
    if (cardset_has(cards, CARD_JD)) {
        pts += r->jack_of_diamonds;
    }
    return pts;
}

bool rules_breaks_hearts(const rules_t *r, card_t card)
{
    return card_suit(card) == SUIT_HEARTS || (r->queen_breaks_hearts && card == CARD_QS);
}

/* ---- Scoring ---- */

int rules_moon_shooter(const cardset_t taken_cards[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if ((taken_cards[s] & CARDSET_POINTS) == CARDSET_POINTS) {
            return s;
        }
    }
    return -1;
}

bool rules_target_reached(const rules_t *r, const int totals[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (totals[s] >= r->target) {
            return true;
        }
    }
    return false;
}

unsigned rules_winners(const int totals[4])
{
    int low = totals[0];
    for (int s = 1; s < SEAT_COUNT; s++) {
        if (totals[s] < low) {
            low = totals[s];
        }
    }
    unsigned mask = 0;
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (totals[s] == low) {
            mask |= 1u << s;
        }
    }
    return mask;
}

/* Score of each seat for a moon by `shooter` scored as `choice`; the jack still counts for its taker. */
static void moon_scores(int shooter, moon_choice_t choice, const int jack[4], int score[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (choice == MOON_CHOICE_SUBTRACT) {
            score[s] = (s == shooter ? -26 : 0) + jack[s];
        } else {
            score[s] = (s == shooter ? 0 : 26) + jack[s];
        }
    }
}

static void jack_points(const rules_t *r, const cardset_t taken_cards[4], int jack[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        jack[s] = cardset_has(taken_cards[s], CARD_JD) ? r->jack_of_diamonds : 0;
    }
}

moon_choice_t rules_moon_auto_choice(const rules_t *r, int shooter, const int taken[4], const int totals_before[4])
{
    /* The jack's part of each seat's taken points: whatever is not hearts and the queen. For the
     * shooter that is taken - 26; the others took no hearts and no queen, so all of theirs is jack. */
    int jack[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        jack[s] = (s == shooter) ? taken[s] - 26 : taken[s];
    }
    int score[4], totals[4];
    moon_scores(shooter, MOON_CHOICE_ADD, jack, score);
    for (int s = 0; s < SEAT_COUNT; s++) {
        totals[s] = totals_before[s] + score[s];
    }
    if (rules_target_reached(r, totals) && !(rules_winners(totals) & (1u << shooter))) {
        return MOON_CHOICE_SUBTRACT;
    }
    return MOON_CHOICE_ADD;
}

void rules_score_hand(const rules_t *r, const cardset_t taken_cards[4], const int tricks_won[4],
                      const int totals_before[4], moon_choice_t choice, hand_score_t *out)
{
    memset(out, 0, sizeof *out);
    out->moon = -1;
    out->sun = -1;
    out->moon_choice = MOON_CHOICE_NONE;
    for (int s = 0; s < SEAT_COUNT; s++) {
        out->taken[s] = rules_cards_points(r, taken_cards[s]);
        out->score[s] = out->taken[s];
    }
    int sun = -1;
    if (r->sun) {
        for (int s = 0; s < SEAT_COUNT; s++) {
            if (tricks_won[s] == 13) {
                sun = s;
            }
        }
    }
    if (sun >= 0) {
        /* The sun replaces the moon: the taker of every trick scores nothing for them (the jack
         * included, as it is in those tricks); each other seat gets 39. */
        out->sun = sun;
        for (int s = 0; s < SEAT_COUNT; s++) {
            out->score[s] = (s == sun) ? 0 : 39;
        }
    } else {
        int shooter = rules_moon_shooter(taken_cards);
        if (shooter >= 0) {
            moon_choice_t c;
            switch (r->moon) {
            case MOON_SUBTRACT:
                c = MOON_CHOICE_SUBTRACT;
                break;
            case MOON_AUTO:
                c = rules_moon_auto_choice(r, shooter, out->taken, totals_before);
                break;
            case MOON_ASK:
                c = (choice != MOON_CHOICE_NONE) ? choice
                                                 : rules_moon_auto_choice(r, shooter, out->taken, totals_before);
                break;
            case MOON_ADD:
            default:
                c = MOON_CHOICE_ADD;
                break;
            }
            int jack[4];
            jack_points(r, taken_cards, jack);
            out->moon = shooter;
            out->moon_choice = c;
            moon_scores(shooter, c, jack, out->score);
        }
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        out->totals[s] = totals_before[s] + out->score[s];
    }
}

/* ---- Standings ---- */

standings_t standings_completed(const int totals[4], int seconds_left)
{
    standings_t st = {0};
    st.detailed = true;
    st.score_bonus = 15 * (100 - totals[SEAT_S]);
    st.time_bonus = seconds_left > 0 ? seconds_left : 0;
    if (rules_winners(totals) & (1u << SEAT_S)) {
        st.win_bonus = 3 * (totals[SEAT_W] + totals[SEAT_N] + totals[SEAT_E]);
    }
    st.total = st.score_bonus + st.time_bonus + st.win_bonus;
    return st;
}

standings_t standings_timeout(int hands_played, int hands_completed, int south_points)
{
    standings_t st = {0};
    if (hands_completed > 0) {
        st.total = 50 + 26 * hands_played - 2 * south_points;
    }
    return st;
}

standings_t standings_quit(void)
{
    standings_t st = {0};
    return st;
}
