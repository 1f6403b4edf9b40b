/* The table of rule options (rules.h): presets, the rows, and what walks them: get and set, format
 * and parse, step, --help, and "key=value". The rules that read the options are rules.c. */
#include "hearts/rules.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Mark the words of the table that a program shows a person, for the message catalogue (po/,
 * hearts/intl.h): the engine itself never translates; the game translates them. NG_ marks a
 * sentence and its plural. */
#define N_(s) s
#define NG_(one, other) \
    {                   \
        one, other      \
    }

/* ---- Presets ---- */

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

/* The words of the values, as a line shows them after the option's name ("Shooting the moon: best for the
 * shooter"): no capital of their own; the Options screen gives its box's value one. */
/* TRANSLATORS: an option's value after its name in a line ("Shooting the moon: best for the shooter"),
   so without a capital unless your language writes one there; Options shows it with a capital */
static const char *const MOON_SHOWN[] = {N_("+26 to the others"), N_("26 off the shooter"), N_("best for the shooter"),
                                         N_("shooter chooses")};
static const char *const FIRST_TRICK_SHOWN[] = {N_("not allowed"), N_("allowed")};
static const int TARGET_STEPS[] = {25, 50, 75, 100, 150, 200};
static const int CLOCK_STEPS[] = {0, 300, 600, 900, 1200};
static const int JACK_STEPS[] = {-10, 0};
#ifdef HEARTS_TEST_OPTION
static const char *const MADE_UP_NAMES[] = {"low", "middle", "high", NULL};
static const char *const MADE_UP_SHOWN[] = {"low", "middling", "high"};
#endif

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
     /* TRANSLATORS: the clock option's value when it is 0, after its name in a line ("Tournament clock: no
        clock") */
     .zero_shown = N_("no clock"),
     .in_first_logs = true},
    {.key = "moon",
     RULE_ENUM_VALUES(MOON_NAMES),
     RULE_PRESETS(MOON_ADD, MOON_AUTO, MOON_ASK),
     RULE_AT(moon),
     .help = N_("Moon scores: +26 to the others, -26 to the shooter, auto picks, or ask."),
     .label = N_("Shooting the moon"),
     .example = "auto",
     .shown = MOON_SHOWN,
     .in_first_logs = true,
     .page = {{.place = RULE_PAGE_MOON,
               .says = {{N_("Take all 13 hearts and the queen of spades: you score 0 for the hand; each of the "
                            "others gets 26.")},
                        {N_("Take all 13 hearts and the queen of spades: you score 0 for the hand; 26 comes off "
                            "your total and the others get nothing.")},
                        {N_("Take all 13 hearts and the queen of spades: you score 0 for the hand; each of the "
                            "others gets 26, unless that would end the game with you not among the lowest: then "
                            "26 comes off your total instead.")},
                        {N_("Take all 13 hearts and the queen of spades: you score 0 for the hand; you choose: "
                            "+26 to each of the others, or 26 off your own total (a computer player chooses "
                            "what suits it best).")}}}}},
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
     /* TRANSLATORS: the jack of diamonds option's value when it is 0, after its name in a line ("Jack of
        diamonds: not counted") */
     .zero_shown = N_("not counted"),
     .in_first_logs = true,
     /* TRANSLATORS: New game's line names the options on: "To 100 points, no clock, moon: shooter
        chooses, jack of diamonds" */
     .brief = N_("jack of diamonds"),
     .page = {{.place = RULE_PAGE_AIM,
               .says = {{N_("Take as few points as you can. Each heart you take is 1 point, the queen of spades "
                            "13; the jack of diamonds counts nothing.")},
                        NG_("Take as few points as you can. Each heart you take is 1 point, the queen of spades "
                            "13; the jack of diamonds takes %d point off.",
                            "Take as few points as you can. Each heart you take is 1 point, the queen of spades "
                            "13; the jack of diamonds takes %d points off."),
                        NG_("Take as few points as you can. Each heart you take is 1 point, the queen of spades "
                            "13; the jack of diamonds adds %d point.",
                            "Take as few points as you can. Each heart you take is 1 point, the queen of spades "
                            "13; the jack of diamonds adds %d points.")}},
              {.place = RULE_PAGE_MOON,
               .says = {{NULL},
                        /* TRANSLATORS: %s is one of the sentences "Take all 13 hearts and the queen of
                           spades: ..." */
                        {N_("%s The jack of diamonds still counts for whoever took it.")},
                        {N_("%s The jack of diamonds still counts for whoever took it.")}}}}},
    {.key = "sun",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, false, false),
     RULE_AT(sun),
     .help = N_("Taking all 13 tricks scores 0 and gives the others 39 each."),
     .label = N_("Shooting the sun"),
     .in_first_logs = true,
     .page = {{.place = RULE_PAGE_MOON,
               .says = {{N_("Shooting the sun (taking all 13 tricks) is off: it scores as a moon.")},
                        {N_("Take all 13 tricks (shooting the sun): you score 0 for the hand, the jack of diamonds "
                            "included, and each of the others gets 39. It takes the place of the moon.")}},
               .heading = N_("Shooting the moon and the sun")}}},
    {.key = "queen_breaks_hearts",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, true, true),
     RULE_AT(queen_breaks_hearts),
     .help = N_("Playing the queen of spades breaks hearts."),
     .label = N_("Queen breaks hearts"),
     .in_first_logs = true,
     .page = {{.place = RULE_PAGE_LEADING,
               .says = {{N_("Hearts may not be led until they are broken, unless you hold nothing but hearts and "
                            "perhaps the queen of spades. Hearts are broken once a heart has been played on an "
                            "earlier trick (the queen of spades does not break them). The queen of spades may "
                            "always be led.")},
                        {N_("Hearts may not be led until they are broken, unless you hold nothing but hearts and "
                            "perhaps the queen of spades. Hearts are broken once a heart or the queen of spades "
                            "has been played on an earlier trick. The queen of spades may always be led.")}}}}},
    {.key = "first_trick_points",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, false, false),
     RULE_AT(first_trick_points),
     .help = N_("Hearts and the queen of spades may be played on the first trick."),
     .label = N_("Points on first trick"),
     .shown = FIRST_TRICK_SHOWN,
     .in_first_logs = true,
     .page = {{.place = RULE_PAGE_FIRST_TRICK,
               .says = {{N_("No heart and not the queen of spades on the first trick, unless you hold nothing "
                            "else.")},
                        {N_("Hearts and the queen of spades may be played on the first trick.")}}}}},
    /* Not in the first version-1 logs: a log without it takes the preset's value. */
    {.key = "standings",
     RULE_BOOL_VALUES,
     RULE_PRESETS(true, false, false),
     RULE_AT(standings),
     .help = N_("The game ends with a tournament standings score."),
     .label = N_("Standings score")},
    /* Added later still: a log without it takes the preset's value (off). */
    {.key = "moon_needs_jack",
     RULE_BOOL_VALUES,
     RULE_PRESETS(false, false, false),
     RULE_AT(moon_needs_jack),
     .help = N_("A moon also needs the jack of diamonds among the shooter's cards."),
     .label = N_("Moon needs the jack"),
     /* TRANSLATORS: New game's line names the options on: "To 100 points, no clock, moon needs the jack" */
     .brief = N_("moon needs the jack"),
     .page = {{.place = RULE_PAGE_MOON,
               .says = {{NULL},
                        {N_("The moon also needs the jack of diamonds: without it, whoever takes every heart and "
                            "the queen of spades scores them as usual.")}}}}},
    /* Added later still: the log writes it only when it is not 4, and a log without it has four seats. */
    {.key = "players",
     .type = RULE_INT,
     .min = SEAT_MIN,
     .max = SEAT_MAX,
     RULE_PRESETS(4, 4, 4),
     RULE_AT(players),
     /* TRANSLATORS: what the number of --rule players=N is, in "rule 'players' takes players from 3 to 5" */
     .unit = N_("players"),
     .help = N_("Players at the table: 3 (without 2D), 4, or 5 (without 2D and 2S)."),
     .label = N_("Players"),
     .example = "3",
     .show = RULE_SHOW_NUMBER,
     .log_off_preset_only = true},
#ifdef HEARTS_TEST_OPTION
    /* The test build's made-up option (tests/game/test_new_option.c): this row and its field in rules_t
     * are all there is of it, and every program that reads the table must carry it. Its words are not
     * marked for the catalogue: no player ever sees them. */
    {.key = "made_up",
     RULE_ENUM_VALUES(MADE_UP_NAMES),
     RULE_PRESETS(1, 0, 2),
     RULE_AT(made_up),
     .help = "A made-up rule, in the test build only.",
     .label = "Made-up rule",
     .example = "high",
     .shown = MADE_UP_SHOWN,
     .brief = "made-up rule",
     .page =
         {{.place = RULE_PAGE_LEADING,
           .says = {{"The made-up rule is low."}, {"The made-up rule is middling."}, {"The made-up rule is high."}}}}},
#endif
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
        rule_error_t why = {.kind = RULE_ERR_BAD_VALUE, .value = v, .option = o};
        snprintf(why.key, sizeof why.key, "%s", key);
        char ex[32];
        snprintf(why.example, sizeof why.example, "%s", example_of(o, ex, sizeof ex));
        rules_option_error_words(&why, key, NULL, err, errlen);
    }
    return false;
}

bool rules_option_parse(const rule_option_t *o, const char *text, int *value, char *err, size_t errlen)
{
    return parse_value(o, o->key, text, value, err, errlen);
}

const rule_sentence_t *rules_option_says(const rule_option_t *o, const rule_page_line_t *line, int value)
{
    int i = value;
    if (o->type == RULE_INT) {
        i = value < 0 ? 1 : value > 0 ? 2 : 0;
    } else if (o->type == RULE_BOOL) {
        i = value ? 1 : 0;
    }
    if (i < 0 || i >= RULE_SAYS_MAX || !line->says[i].one) {
        return NULL;
    }
    return &line->says[i];
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

const char *rules_option_values(const rule_option_t *o, char *buf, size_t len)
{
    text_t t = {buf, len, 0};
    if (len) {
        buf[0] = '\0';
    }
    values_short(&t, o);
    return buf;
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
    if (err && errlen) {
        rules_option_error_words(&why, key_value, NULL, err, errlen);
    }
    return false;
}
