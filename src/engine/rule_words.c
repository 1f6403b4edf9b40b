/* The one wording of each refusal (rules.h): why a card may not be played or a pass made, and why a
 * --rule was refused. The messages are the game's, in its catalogue (po/): the engine only marks
 * them; the game passes its translation, the simulator and game_last_error the English. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hearts/rules.h"

#define N_(s) s

static const char *say(rules_translate_t tr, const char *msgid)
{
    return tr ? tr(msgid) : msgid;
}

/* "%s can't be played: clubs were led." by the led suit; the last for a trick not yet led. */
static const char *const MUST_FOLLOW[SUIT_COUNT + 1] = {
    N_("%s can't be played: clubs were led."), N_("%s can't be played: diamonds were led."),
    N_("%s can't be played: spades were led."), N_("%s can't be played: hearts were led."),
    N_("%s can't be played: follow the suit that was led.")};

/* Each refusal's message; a NULL is one worded by the led suit (MUST_FOLLOW). Every message takes the
 * card's name as its first %s (or none) and the two of clubs' as its second. */
static const char *refusal_msgid(hearts_err_t err, const trick_t *t)
{
    switch (err) {
    case HEARTS_ERR_MUST_FOLLOW: {
        int led = t && t->count > 0 ? card_suit(t->cards[0]) : -1;
        return MUST_FOLLOW[led >= 0 && led < SUIT_COUNT ? led : SUIT_COUNT];
    }
    case HEARTS_ERR_MUST_LEAD_2C:
        /* TRANSLATORS: "7♣ can't be led: 2♣ leads the first trick." */
        return N_("%s can't be led: %s leads the first trick.");
    case HEARTS_ERR_NO_POINTS_FIRST:
        return N_("%s can't be played: no points on the first trick.");
    case HEARTS_ERR_HEARTS_NOT_BROKEN:
        return N_("%s can't be led: hearts are not broken yet.");
    case HEARTS_ERR_NOT_YOUR_TURN:
        return N_("Wait for your turn to play %s.");
    case HEARTS_ERR_NOT_IN_HAND:
        return N_("That card is not in your hand.");
    case HEARTS_ERR_PASS_COUNT:
        return N_("Choose exactly three different cards from your hand to pass.");
    case HEARTS_ERR_ALREADY_PASSED:
        return N_("You have already passed this hand.");
    case HEARTS_ERR_NO_PASS:
        return N_("There is no pass this hand: keep your cards.");
    case HEARTS_ERR_NOT_SHOOTER:
        return N_("Only the player who shot the moon chooses how it is scored.");
    case HEARTS_ERR_WRONG_PHASE:
        return N_("That cannot be done now.");
    default:
        return N_("That move is not allowed.");
    }
}

const char *rules_refusal_words(hearts_err_t err, const char *card, const char *two_of_clubs, const trick_t *t,
                                rules_translate_t tr, char *buf, size_t len)
{
    /* a message without the card takes no argument: printf ignores the ones left over */
    snprintf(buf, len, say(tr, refusal_msgid(err, t)), card ? card : "", two_of_clubs ? two_of_clubs : "");
    return buf;
}

void rules_error_text(hearts_err_t err, const trick_t *t, char *buf, size_t len)
{
    char two[32];
    card_name(CARD_2C, two, sizeof two);
    char the_two[40];
    snprintf(the_two, sizeof the_two, "the %s", two);
    rules_refusal_words(err, "that card", the_two, t, NULL, buf, len);
    if (len && islower((unsigned char)buf[0])) {
        buf[0] = (char)toupper((unsigned char)buf[0]);
    }
}

/* Appends to a buffer as snprintf would. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
append(char *buf, size_t len, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 1 >= len) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, len - used, fmt, ap);
    va_end(ap);
}

/* "rule 'moon' takes one of add, subtract, auto, ask, not 'x' (e.g. moon=auto)" and the like. */
static void bad_value_words(const rule_error_t *e, rules_translate_t tr, char *buf, size_t len)
{
    const rule_option_t *o = e->option;
    if (o->type == RULE_BOOL) {
        snprintf(buf, len, say(tr, N_("rule '%s' takes on or off, not '%s' (e.g. %s=%s)")), e->key, e->value, e->key,
                 e->example);
    } else if (o->type == RULE_ENUM) {
        char names[160] = "";
        for (int k = o->min; k <= o->max; k++) {
            append(names, sizeof names, "%s%s", k == o->min ? "" : ", ", o->names[k]);
        }
        /* TRANSLATORS: %s after "one of" lists the words the rule takes: "add, subtract, auto, ask" */
        snprintf(buf, len, say(tr, N_("rule '%s' takes one of %s, not '%s' (e.g. %s=%s)")), e->key, names, e->value,
                 e->key, e->example);
    } else {
        const char *unit = say(tr, o->unit ? o->unit : N_("a whole number"));
        if (o->zero_means) {
            /* TRANSLATORS: "rule 'clock' takes seconds from 0 to 86400 (0 is no clock), not 'x' (e.g. clock=600)" */
            snprintf(buf, len, say(tr, N_("rule '%s' takes %s from %d to %d (0 is %s), not '%s' (e.g. %s=%s)")), e->key,
                     unit, o->min, o->max, say(tr, o->zero_means), e->value, e->key, e->example);
        } else {
            snprintf(buf, len, say(tr, N_("rule '%s' takes %s from %d to %d, not '%s' (e.g. %s=%s)")), e->key, unit,
                     o->min, o->max, e->value, e->key, e->example);
        }
    }
}

const char *rules_option_error_words(const rule_error_t *e, const char *given, rules_translate_t tr, char *buf,
                                     size_t len)
{
    if (!len) {
        return buf;
    }
    switch (e->kind) {
    case RULE_ERR_NOT_KEY_VALUE:
        snprintf(buf, len, say(tr, N_("rule '%s' is not KEY=VALUE: write it like --rule sun=on")), given);
        break;
    case RULE_ERR_UNKNOWN_KEY: {
        size_t n;
        const rule_option_t *opts = rules_options(&n);
        char keys[300] = "";
        for (size_t i = 0; i < n; i++) {
            append(keys, sizeof keys, "%s%s", i ? ", " : "", opts[i].key);
        }
        snprintf(buf, len, say(tr, N_("unknown rule '%s': the rules are %s")), e->key, keys);
        break;
    }
    case RULE_ERR_BAD_VALUE:
        bad_value_words(e, tr, buf, len);
        break;
    default:
        buf[0] = '\0';
        break;
    }
    return buf;
}
