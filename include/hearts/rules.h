/* The rules of docs/rules.md: options, presets, legal moves, trick winners, hand scoring and the
 * tournament standings score. Pure functions over plain data, so the AI can run them in its rollouts
 * and the tests can check each rule on a hand-built position. The table of options is
 * src/engine/rule_options.c, the words of a refusal src/engine/rule_words.c, the rules rules.c. */
#ifndef HEARTS_RULES_H
#define HEARTS_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hearts/cards.h"

/* ---- Seats ----
 * A game has 3, 4 or 5 seats (option `players`), numbered clockwise from South, the person at the
 * computer: seat 0 is South, seat 1 West (Left), the last seat East (Right). Four seats are S W N E;
 * three S W E; five S W NW NE E. Play goes clockwise, from seat s to seat s + 1 (mod the count). */
enum {
    SEAT_S = 0,
    SEAT_W = 1,
    SEAT_MIN = 3, /* the fewest seats a game has */
    SEAT_MAX = 5, /* the most: the size of every array indexed by seat */
};
/* The four-seat game's North and East. Only for four seats: East is seat_right(players) in general. */
enum { SEAT_N = 2, SEAT_E = 3 };
/* SEAT_COUNT is the four-seat game's count, only a name for code of the game (src/game) not yet
 * converted to the option `players`: the engine takes the count from the rules, never from this. */
enum { SEAT_COUNT = 4 };

/* Whether `players` is a seat count a game may have (3, 4 or 5). */
static inline bool seat_count_valid(int players)
{
    return players >= SEAT_MIN && players <= SEAT_MAX;
}
/* The seat `steps` places clockwise from `seat` (steps may be negative). */
static inline int seat_plus(int seat, int steps, int players)
{
    return ((seat + steps) % players + players) % players;
}
/* The next seat clockwise: the one that plays after `seat`. */
static inline int seat_next(int seat, int players)
{
    return seat_plus(seat, 1, players);
}
/* East, "Right": the last seat, the one before South. */
static inline int seat_right(int players)
{
    return players - 1;
}
/* The seat's code in logs and on the command line: "S" "W" "N" "E" for four seats, "S" "W" "E" for
 * three, "S" "W" "NW" "NE" "E" for five; "?" for a seat the count has not. */
const char *seat_code(int seat, int players);
/* The seat as the game names it to South: "South", "Left", "Across", "Right" for four; "South",
 * "Left", "Right" for three; "South", "Left", "Far left", "Far right", "Right" for five. */
const char *seat_name(int seat, int players);
/* Reads a seat's code (as seat_code writes it, lower case accepted) for a game of `players` seats. */
bool seat_parse(const char *code, int players, int *seat);

/* ---- The deal ---- */
enum { HAND_MAX = 17 }; /* the most cards a seat is dealt (three seats), the most tricks in a hand */
/* Cards a seat is dealt, and tricks in a hand: 13 for four seats, 17 for three, 10 for five. */
int rules_hand_size(int players);
/* The cards taken out before the shuffle: none for four seats, 2D for three, 2D and 2S for five. */
cardset_t rules_removed_cards(int players);
/* The cards dealt: the deck without rules_removed_cards. */
cardset_t rules_deck(int players);

/* ---- Passing ---- */
typedef enum {
    PASS_LEFT = 0,      /* to the next seat clockwise */
    PASS_RIGHT = 1,     /* to the seat before */
    PASS_ACROSS = 2,    /* four seats: to the opposite seat */
    PASS_HOLD = 3,      /* no pass */
    PASS_FAR_LEFT = 4,  /* five seats: to the second seat clockwise (S -> NW) */
    PASS_FAR_RIGHT = 5, /* five seats: to the second seat the other way (S -> NE) */
    PASS_DIR_COUNT
} pass_dir_t;
/* Hand n (from 1) of a game of `players` seats. Four: left if n mod 4 = 1, right if 2, across if 3,
 * hold if 0. Three: left if n mod 3 = 1, right if 2, hold if 0. Five: left if n mod 5 = 1, right if 2,
 * far left if 3, far right if 4, hold if 0. */
pass_dir_t rules_pass_dir(int hand_number, int players);
/* The number of hands in the passing cycle: the seat count (every count holds once a cycle). */
int rules_pass_cycle(int players);
/* How many places clockwise a pass in `dir` goes (left 1, right -1, across 2, far left 2, far right -2);
 * 0 for a hold hand. */
int rules_pass_steps(pass_dir_t dir);
/* Where `seat`'s pass goes in a game of `players` seats; -1 for a hold hand. */
int rules_pass_target(int seat, pass_dir_t dir, int players);
/* The seat whose pass `seat` receives (the inverse of rules_pass_target); -1 for a hold hand. */
int rules_pass_source(int seat, pass_dir_t dir, int players);
/* "left", "right", "across", "hold", "far-left", "far-right" */
const char *pass_dir_name(pass_dir_t dir);

typedef enum { MOON_ADD = 0, MOON_SUBTRACT, MOON_AUTO, MOON_ASK } moon_mode_t;
typedef enum { MOON_CHOICE_NONE = 0, MOON_CHOICE_ADD, MOON_CHOICE_SUBTRACT } moon_choice_t;
typedef enum { PRESET_TOURNAMENT = 0, PRESET_CLASSIC, PRESET_OMNIBUS, PRESET_COUNT } preset_t;

typedef struct {
    preset_t preset;   /* the preset the options started from (its name goes in the log) */
    int target;        /* the game ends after a hand when a total is at or past this */
    int clock_seconds; /* tournament countdown; 0 = no clock */
    moon_mode_t moon;
    int jack_of_diamonds; /* points for taking JD: 0 (off) or e.g. -10 */
    bool sun;             /* shooting the sun: all 13 tricks */
    bool queen_breaks_hearts;
    bool first_trick_points; /* point cards allowed on the first trick */
    bool standings;          /* the game ends with a tournament standings score */
    bool moon_needs_jack;    /* a moon also needs JD among the shooter's cards */
    int players;             /* seats at the table: 3, 4 or 5 (seat_count_valid) */
#ifdef HEARTS_TEST_OPTION
    int made_up; /* the test build's made-up option (tests/game/test_new_option.c): its row is all */
#endif
} rules_t;

void rules_preset(rules_t *r, preset_t p);
const char *rules_preset_name(preset_t p);
bool rules_preset_parse(const char *name, preset_t *out);
const char *moon_mode_name(moon_mode_t m);
const char *moon_choice_name(moon_choice_t c);

/* Sets one option from "key=value" (e.g. "sun=on", "moon=subtract", "target=75").
 * Returns true, or false with a one-line message in err that says what was wrong and how to mend it
 * (rules_option_error_words in English; a program that words it in the player's language uses
 * rules_set_option_why and passes its translation); a refused option leaves r as it was. */
bool rules_set_option(rules_t *r, const char *key_value, char *err, size_t errlen);

/* ---- The table of rule options ----
 * Every option of rules_t except `preset` is one row of one table (rule_options.c): its key, its
 * values, its value in each preset, its help, its label, the words of its values, what New game and
 * the rules page say of it. Parsing, printing, presets, the log's rules object (written, read and
 * checked), settings, the Options screen, New game, the rules page and the programs' --help all walk
 * the table, so an option that only changes what the rules code reads is one new row (and its field
 * in rules_t). Rows are in the order the log writes them. */

typedef enum {
    RULE_INT,  /* an int field: a whole number from min to max */
    RULE_BOOL, /* a bool field: on or off (0 or 1) */
    RULE_ENUM, /* an enum field of int size: 0..max, written by names[value] */
} rule_type_t;

/* How a person reads a RULE_INT value on an options screen. */
typedef enum {
    RULE_SHOW_NUMBER = 0, /* "75" */
    RULE_SHOW_POINTS,     /* "75 points" */
    RULE_SHOW_SIGNED,     /* "-10 points", "+5 points" */
    RULE_SHOW_CLOCK,      /* seconds as "10:00" */
} rule_show_t;

/* A sentence of the rules page: its message and, when it holds a number, the message of its plural
 * (other), as ngettext takes them; a NULL `one` says nothing. */
typedef struct {
    const char *one, *other;
} rule_sentence_t;

/* Where an option's sentences go on the rules page, in the page's order. */
typedef enum {
    RULE_PAGE_NONE = 0,
    RULE_PAGE_AIM,         /* "The aim": what the cards count */
    RULE_PAGE_FIRST_TRICK, /* "A hand": the first trick */
    RULE_PAGE_LEADING,     /* "A hand": leading hearts */
    RULE_PAGE_MOON,        /* "Shooting the moon" */
} rule_page_place_t;

enum { RULE_SAYS_MAX = 4, RULE_PAGE_LINES = 2 };

typedef struct {
    rule_page_place_t place;
    /* What is said for each value: BOOL and ENUM by value; INT: [0] for 0, [1] below 0, [2] above 0,
     * the number without its sign filling %d. A sentence with %s takes the place's paragraph so far
     * (a clause added to what another option said); one without starts a paragraph of its own. */
    rule_sentence_t says[RULE_SAYS_MAX];
    const char *heading; /* the place's heading while the value is not 0, or NULL for the page's own */
} rule_page_line_t;

struct rule_option {
    const char *key; /* in --rule KEY=VALUE, the settings and the log's rules object */
    rule_type_t type;
    int min, max;                   /* the values allowed; BOOL 0..1, ENUM 0..(number of names - 1) */
    const char *const *names;       /* ENUM: each value's name as written ("add", ...), NULL-terminated */
    int preset_value[PRESET_COUNT]; /* the value in each preset, indexed by preset_t */
    size_t offset;                  /* offsetof(rules_t, field) */
    size_t size;                    /* sizeof the field: sizeof(bool) for BOOL, sizeof(int) otherwise */
    const char *help;               /* one short English sentence, for --help */
    const char *label;              /* a short label for an options screen: "Shooting the moon" */
    const char *example;            /* a value for error messages' examples ("e.g. target=100") */
    const char *alias;              /* another key accepted when parsing ("clock"), or NULL */
    const char *unit;               /* INT: what the number is, in messages ("seconds"); NULL "a whole number" */
    const char *zero_means;         /* INT: what 0 means ("no clock"), or NULL */
    int on_value;                   /* INT: the value "on" stands for (off is 0); 0 = no on/off words */
    /* For an options screen: */
    const int *steps; /* INT: the values the arrows step through, ascending; NULL = by one */
    int step_count;
    const char *const *shown;               /* BOOL/ENUM: what a person reads for each value, as a line shows it
                                             * after the label (no capital); NULL = on/off, names */
    rule_show_t show;                       /* INT: how the number is shown */
    const char *zero_shown;                 /* INT: what 0 shows instead ("no clock", "not counted"), or NULL */
    bool in_first_logs;                     /* written since the first version-1 logs: a log must have it (a later
                                             * option absent from a log takes the preset's value) */
    bool log_off_preset_only;               /* the log writes it only when its value is not the preset's (a
                                             * log without it takes the preset's value): `players` */
    const char *brief;                      /* New game's line adds these words while the value is not 0, or NULL */
    rule_page_line_t page[RULE_PAGE_LINES]; /* its sentences on the rules page (place NONE: none) */
};

/* Why rules_set_option_why refused "key=value", with its particulars, for a program to word. */
typedef enum {
    RULE_ERR_NONE = 0,
    RULE_ERR_NOT_KEY_VALUE, /* no '=', or nothing on one side of it */
    RULE_ERR_UNKNOWN_KEY,   /* key names no option */
    RULE_ERR_BAD_VALUE,     /* option does not take value: see its type, min, max, names, unit, zero_means */
} rule_error_kind_t;

typedef struct rule_option rule_option_t;

typedef struct {
    rule_error_kind_t kind;
    char key[64];                /* the key as written (an alias stays an alias) */
    const char *value;           /* the value as written: inside the key_value given */
    const rule_option_t *option; /* RULE_ERR_BAD_VALUE */
    char example[32];            /* RULE_ERR_BAD_VALUE: a value the option takes, for "e.g. key=example" */
} rule_error_t;

/* rules_set_option, with the reason as a code: true, or false with *why filled. */
bool rules_set_option_why(rules_t *r, const char *key_value, rule_error_t *why);

/* The table, in log order; *count gets the number of rows (count may be NULL). */
const rule_option_t *rules_options(size_t *count);
/* The row of `key` (or of its alias), or NULL. */
const rule_option_t *rules_option_find(const char *key);
/* The option's value in r: an int, 0/1 for BOOL, the enum's value for ENUM. */
int rules_option_get(const rules_t *r, const rule_option_t *o);
/* Sets the option; false (and r unchanged) when value is outside min..max. */
bool rules_option_set(rules_t *r, const rule_option_t *o, int value);
/* The value as --rule and the settings write it: "on"/"off", the enum's name, the number.
 * Returns buf. */
const char *rules_option_format(const rule_option_t *o, int value, char *buf, size_t len);
/* Reads a value text for one option (what rules_option_format writes, and also true/false, yes/no,
 * 1/0 for BOOL). false with a one-line message in err: what was wrong and how to mend it. */
bool rules_option_parse(const rule_option_t *o, const char *text, int *value, char *err, size_t errlen);
/* The sentence the rules page says for `line` of `o` at `value` (see rule_page_line_t), or NULL. */
const rule_sentence_t *rules_option_says(const rule_option_t *o, const rule_page_line_t *line, int value);
/* The value one step on from `value` (dir > 0) or back (dir < 0), wrapping round: the next of
 * `steps` for INT, otherwise the next value from min to max. */
int rules_option_step(const rule_option_t *o, int value, int dir);
/* The values --rule takes, as --help lists them: "1..100000", "on|off", "add|subtract|auto|ask".
 * Returns buf. */
const char *rules_option_values(const rule_option_t *o, char *buf, size_t len);
/* The option list for --help, each line starting with `indent` spaces: per option "KEY=VALUES" with
 * each preset's value, then its help sentence. rules_options_help_text works as snprintf. */
void rules_options_write_help(FILE *out, int indent);
size_t rules_options_help_text(char *buf, size_t len, int indent);

/* ---- Tricks and legal moves ---- */

typedef struct {
    int number;             /* 0..hand size - 1: which trick of the hand */
    int leader;             /* seat that led */
    int count;              /* cards played so far, 0..the seat count */
    card_t cards[SEAT_MAX]; /* in the order played: cards[i] was played by seat_plus(leader, i, seats) */
    bool hearts_broken;     /* before this trick started, or during it (only matters for leading) */
    int players;            /* the seats it goes round; 0 is read as 4 (a trick built by hand for four) */
} trick_t;

/* The seats the trick goes round: t->players, or 4 where it was left 0. */
static inline int trick_seats(const trick_t *t)
{
    return t->players ? t->players : 4;
}
static inline int trick_led_suit(const trick_t *t)
{
    return t->count ? card_suit(t->cards[0]) : -1;
}
static inline int trick_turn(const trick_t *t)
{
    return seat_plus(t->leader, t->count, trick_seats(t));
}
/* Whether every seat has played to the trick. */
static inline bool trick_complete(const trick_t *t)
{
    return t->count >= trick_seats(t);
}
/* The seat that played t->cards[i]. */
static inline int trick_player(const trick_t *t, int i)
{
    return seat_plus(t->leader, i, trick_seats(t));
}

typedef enum {
    HEARTS_OK = 0,
    HEARTS_ERR_NOT_IN_HAND,       /* that card is not in the hand */
    HEARTS_ERR_MUST_LEAD_2C,      /* the first trick is led with the two of clubs */
    HEARTS_ERR_MUST_FOLLOW,       /* a card of the led suit is held */
    HEARTS_ERR_NO_POINTS_FIRST,   /* no hearts or QS on the first trick */
    HEARTS_ERR_HEARTS_NOT_BROKEN, /* hearts may not be led yet */
    HEARTS_ERR_NOT_YOUR_TURN,
    HEARTS_ERR_WRONG_PHASE, /* e.g. playing while passing, or after the end */
    HEARTS_ERR_PASS_COUNT,  /* a pass is exactly three different cards */
    HEARTS_ERR_ALREADY_PASSED,
    HEARTS_ERR_NO_PASS,     /* a hold hand has no pass */
    HEARTS_ERR_NOT_SHOOTER, /* only the shooter chooses how a moon scores */
    HEARTS_ERR_BAD_ARGUMENT,
} hearts_err_t;

/* The cards `hand` may play to trick `t` (it is this hand's turn). Never empty for a non-empty hand. */
cardset_t rules_legal_moves(const rules_t *r, cardset_t hand, const trick_t *t);
/* HEARTS_OK or why `card` may not be played from `hand` to `t`. */
hearts_err_t rules_check_play(const rules_t *r, cardset_t hand, const trick_t *t, card_t card);

/* ---- The words of a refusal (rule_words.c) ----
 * One wording of each refusal, the game's: its messages are the game's catalogue's (po/), marked
 * in rule_words.c. A program that speaks the player's language passes its translation (the game
 * passes gettext); the simulator and game_last_error pass NULL and get the English. */
typedef const char *(*rules_translate_t)(const char *msgid);
/* Why `card` may not go to trick `t` (may be NULL), as a sentence; card and two_of_clubs are the
 * cards' names as the program writes them: "7♣ can't be played: diamonds were led." Returns buf. */
const char *rules_refusal_words(hearts_err_t err, const char *card, const char *two_of_clubs, const trick_t *t,
                                rules_translate_t tr, char *buf, size_t len);
/* The same in English, the card being "that card": "That card can't be played: clubs were led." */
void rules_error_text(hearts_err_t err, const trick_t *t, char *buf, size_t len);
/* Why --rule `given` was refused (rules_set_option_why), as a sentence. Returns buf. */
const char *rules_option_error_words(const rule_error_t *e, const char *given, rules_translate_t tr, char *buf,
                                     size_t len);
/* The seat that takes a complete trick. */
int rules_trick_winner(const trick_t *t);
/* Points a card counts in a trick: 1 a heart, 13 the queen, the jack's value where that option is on. */
int rules_card_points(const rules_t *r, card_t c);
int rules_cards_points(const rules_t *r, cardset_t cards);
/* Whether playing `card` breaks hearts (a heart, or QS with queen_breaks_hearts). */
bool rules_breaks_hearts(const rules_t *r, card_t card);

/* ---- Scoring a hand ---- */

/* By seat, for the rules' seats (seats past the count are 0). */
typedef struct {
    int taken[SEAT_MAX]; /* points in the tricks each seat took (jack included) */
    int moon;            /* seat that shot the moon, or -1 */
    moon_choice_t moon_choice;
    int sun;              /* seat that shot the sun, or -1 */
    int score[SEAT_MAX];  /* what the hand adds to each total */
    int totals[SEAT_MAX]; /* totals after the hand */
} hand_score_t;

/* The seat of `players` that took every heart and QS, or -1, whatever the options. */
int rules_moon_shooter(const cardset_t taken_cards[], int players);
/* The cards a moon takes under r: every heart and QS, and JD where moon_needs_jack is on. */
cardset_t rules_moon_cards(const rules_t *r);
/* The seat that shot the moon under r (it took every card of rules_moon_cards), or -1; before the
 * sun is considered. */
int rules_moon_shot(const rules_t *r, const cardset_t taken_cards[]);
/* What `auto` (and an AI asked under `ask`) chooses for a moon by `shooter`. */
moon_choice_t rules_moon_auto_choice(const rules_t *r, int shooter, const int taken[], const int totals_before[]);
/* Scores a finished hand of r->players seats. taken_cards: the cards in each seat's tricks;
 * tricks_won: how many tricks each seat took (a sun is every trick: rules_hand_size). choice: how a moon is scored when
 * the mode is `ask` (ignored otherwise; NONE under `ask` means the auto choice). */
void rules_score_hand(const rules_t *r, const cardset_t taken_cards[], const int tricks_won[],
                      const int totals_before[], moon_choice_t choice, hand_score_t *out);
/* Whether the game ends with these totals of r->players seats (any at or past the target). */
bool rules_target_reached(const rules_t *r, const int totals[]);
/* Bit mask of the seats (of `players`) with the lowest total (bit s = seat s). */
unsigned rules_winners(const int totals[], int players);

/* ---- Tournament standings ---- */

typedef struct {
    bool detailed; /* true for a completed game: the three bonuses are meaningful */
    int score_bonus;
    int time_bonus;
    int win_bonus;
    int total;
} standings_t;

/* A completed game of `players` seats: 15*(100-South) + whole seconds left + (South lowest? 3*sum of
 * all the opponents' totals : 0). */
standings_t standings_completed(const int totals[], int players, int seconds_left);
/* Time ran out: 50 + 26*hands_played - 2*south_points, or 0 when no hand was completed. */
standings_t standings_timeout(int hands_played, int hands_completed, int south_points);
/* South quit: 0. */
standings_t standings_quit(void);

#endif
