/* The game's own words (words.h). */
#include "scenes/words.h"

#include <stdio.h>

#include "hearts/intl.h"
#include "platform/lang.h"
#include "platform/ui.h"

int words_seat_kind(int seat, int players)
{
    if (seat <= SEAT_W || players == 4) {
        return seat >= 0 && seat < 4 ? seat : SEAT_S;
    }
    if (seat == seat_right(players)) {
        return SEAT_KIND_RIGHT;
    }
    return seat == 2 ? SEAT_KIND_FAR_LEFT : SEAT_KIND_FAR_RIGHT;
}

const char *words_seat_pick(int seat, int players, const char *const six[SEAT_KINDS])
{
    return _(six[words_seat_kind(seat, players)]);
}

const char *words_seat(int seat, int players)
{
    switch (words_seat_kind(seat, players)) {
    case SEAT_KIND_YOU:
        /* TRANSLATORS: South's name at the table (the person playing), on its own: a plate, a column */
        return C_("seat", "You");
    case SEAT_KIND_LEFT:
        /* TRANSLATORS: the computer player on South's left (West), on its own */
        return C_("seat", "Left");
    case SEAT_KIND_ACROSS:
        /* TRANSLATORS: the computer player facing South (North), on its own */
        return C_("seat", "Across");
    case SEAT_KIND_RIGHT:
        /* TRANSLATORS: the computer player on South's right (East), on its own */
        return C_("seat", "Right");
    case SEAT_KIND_FAR_LEFT:
        /* TRANSLATORS: five players: the second computer player on South's left, at the top of the table,
         * on its own (short: a plate, a column) */
        return C_("seat", "Far left");
    default:
        /* TRANSLATORS: five players: the second computer player on South's right, at the top of the table,
         * on its own (short: a plate, a column) */
        return C_("seat", "Far right");
    }
}

const char *words_preset(preset_t p)
{
    switch (p) {
    case PRESET_TOURNAMENT:
        return C_("preset", "Tournament");
    case PRESET_CLASSIC:
        return C_("preset", "Classic");
    case PRESET_OMNIBUS:
        return C_("preset", "Omnibus");
    default:
        return "?";
    }
}

const char *words_level(ai_level_t level)
{
    switch (level) {
    case AI_RANDOM:
        return C_("level", "Random");
    case AI_EASY:
        return C_("level", "Easy");
    case AI_NORMAL:
        return C_("level", "Normal");
    case AI_HARD:
        return C_("level", "Hard");
    case AI_EXPERT:
        return C_("level", "Expert");
    default:
        return "?";
    }
}

const char *words_rule_label(const rule_option_t *o)
{
    return _(o->label);
}

/* The value as a line shows it after the option's name (words.h); Options capitalises it (below). */
const char *words_rule_value(const rule_option_t *o, int value, char *buf, size_t len)
{
    if (o->type == RULE_BOOL) {
        int v = value ? 1 : 0;
        /* TRANSLATORS: an option's value after its name, in a line: "Shooting the sun: on" */
        snprintf(buf, len, "%s",
                 o->shown ? _(o->shown[v])
                 : v      ? C_("value in a line", "on")
                          : C_("value in a line", "off"));
    } else if (o->type == RULE_ENUM) {
        bool in = value >= o->min && value <= o->max;
        snprintf(buf, len, "%s", !in ? "?" : o->shown ? _(o->shown[value]) : o->names[value]);
    } else if (value == 0 && o->zero_shown) {
        snprintf(buf, len, "%s", _(o->zero_shown));
    } else {
        switch (o->show) {
        case RULE_SHOW_POINTS:
            snprintf(buf, len, NG_("%s point", "%s points", value), words_int(value));
            break;
        case RULE_SHOW_SIGNED:
            /* "+5 points", "−10 points" (the plural form is chosen by the number without its sign) */
            snprintf(buf, len, NG_("%s point", "%s points", value), words_signed(value));
            break;
        case RULE_SHOW_CLOCK:
            snprintf(buf, len, "%d:%02d", value / 60, value % 60);
            break;
        case RULE_SHOW_NUMBER:
        default:
            snprintf(buf, len, "%s", words_int(value));
            break;
        }
    }
    return buf;
}

/* The first letter made a capital: ASCII and the accented letters of Latin-1 (U+00E0 to U+00FE, two
 * bytes in UTF-8: the capital is 0x20 below), all the languages of the game need. */
static void capitalise(char *s)
{
    unsigned char *u = (unsigned char *)s;
    if (u[0] >= 'a' && u[0] <= 'z') {
        u[0] = (unsigned char)(u[0] - 'a' + 'A');
    } else if (u[0] == 0xc3 && u[1] >= 0xa0 && u[1] <= 0xbe && u[1] != 0xb7) {
        u[1] = (unsigned char)(u[1] - 0x20);
    }
}

const char *words_rule_value_alone(const rule_option_t *o, int value, char *buf, size_t len)
{
    words_rule_value(o, value, buf, len);
    capitalise(buf);
    return buf;
}

const char *words_refusal(hearts_err_t err, card_t card, const trick_t *trick, char *buf, size_t len)
{
    char c[16] = "", two[16];
    if (card != CARD_NONE) {
        ui_card_label(card, c, sizeof c);
    }
    ui_card_label(CARD_2C, two, sizeof two);
    return rules_refusal_words(err, c, two, trick, hearts_translate, buf, len);
}

const char *words_undo_refusal(table_undo_t why)
{
    switch (why) {
    case TABLE_UNDO_TOURNAMENT:
        /* TRANSLATORS: the table's message when Undo (key U) is refused in a game with a clock or standings */
        return _("No taking back cards in a game with a clock or a standings score.");
    case TABLE_UNDO_HAND_END:
        return _("The hand is over: its cards can no longer be taken back.");
    case TABLE_UNDO_NOTHING:
    default:
        /* TRANSLATORS: Undo takes back only the player's card in the trick on the table (or in the trick
           it has just completed) */
        return _("Nothing to take back: Undo takes back your card in the trick on the table.");
    }
}

const char *words_claim_refusal(bool your_turn)
{
    if (!your_turn) {
        /* TRANSLATORS: the table's message when Claim (key C) is pressed while it is not the player's turn */
        return _("No claim now: you can claim only on your turn.");
    }
    /* TRANSLATORS: the table's message when Claim (key C) is pressed while the rest of the hand is not yet
       certain (a claim is offered only when every remaining trick is known) */
    return _("No claim yet: the rest of the hand is not certain.");
}

/* The scenes draw on the main thread only: the ring is theirs. */
const char *words_int(long v)
{
    static char ring[4][32];
    static int next;
    char *buf = ring[next];
    next = (next + 1) % 4;
    return lang_int(buf, sizeof ring[0], v);
}

const char *words_signed(long v)
{
    const char *n = words_int(v);
    if (v <= 0) {
        return n; /* "0", or the minus sign's "−10" */
    }
    static char ring[4][36];
    static int next;
    char *buf = ring[next];
    next = (next + 1) % 4;
    snprintf(buf, sizeof ring[0], "+%s", n);
    return buf;
}

const char *words_claims(int seat, int players)
{
    static const char *const claims[SEAT_KINDS] = {N_("You claim the rest"),       N_("Left claims the rest"),
                                                   N_("Across claims the rest"),   N_("Right claims the rest"),
                                                   N_("Far left claims the rest"), N_("Far right claims the rest")};
    return words_seat_pick(seat, players, claims);
}

const char *words_claim_title(int seat, int players, bool takes_all)
{
    /* TRANSLATORS: a claim's title when the claimer does not take every trick left: the rest of the
     * hand is certain (each seat's points are fixed), its rows say who takes what */
    static const char *const certain[SEAT_KINDS] = {
        N_("You claim: the rest is certain"),       N_("Left claims: the rest is certain"),
        N_("Across claims: the rest is certain"),   N_("Right claims: the rest is certain"),
        N_("Far left claims: the rest is certain"), N_("Far right claims: the rest is certain")};
    return takes_all ? words_claims(seat, players) : words_seat_pick(seat, players, certain);
}

const char *words_claim_rest(int tricks, int points, char *buf, size_t len)
{
    char t[40], pts[40];
    /* TRANSLATORS: the tricks a seat takes in a claimed rest of the hand */
    snprintf(t, sizeof t, NG_("%d trick", "%d tricks", tricks), tricks);
    snprintf(pts, sizeof pts, NG_("%s point", "%s points", points), words_int(points));
    /* TRANSLATORS: under a seat's plate in a claim: what the rest of the hand gives it, its tricks then
     * its points ("the rest: 2 tricks, 1 point") */
    snprintf(buf, len, _("the rest: %s, %s"), t, pts);
    return buf;
}
