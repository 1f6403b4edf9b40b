/* The coach's notes worded for the player (coach_text.h): one whole sentence for each thing a choice can
 * cost, for a card and for a pass, so that a translation words each as its language does. */
#include "scenes/coach_text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/lang.h"
#include "platform/ui.h"
#include "scenes/hint_text.h"

static void pass_label(const card_t c[3], char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < 3; i++) {
        char one[12];
        ui_card_label(c[i], one, sizeof one);
        strncat(buf, one, len - strlen(buf) - 1);
        if (i < 2) {
            strncat(buf, " ", len - strlen(buf) - 1);
        }
    }
}

/* The count that chooses a plural form for a figure written with one decimal: the whole number it
 * shows ("1" is one), else 2 (a fraction takes the plural: "1.5 points"). */
static long plural_of(double v)
{
    double shown = round(fabs(v) * 10) / 10;
    return shown == floor(shown) ? (long)shown : 2;
}

/* One sentence a thing a choice can cost (coach_loss_t's order), for a card, the plural form for n: what
 * the card risked, then what it cost against the better card. The coach's figure is an average over the
 * deals it imagined: the moon's sentence says a risk, not that a moon was shot. */
static const char *play_sentence(coach_loss_t loss, long n)
{
    /* TRANSLATORS: the coach after a hand: the card played, Q♠ (the queen's sentence only), the points it
       cost on average more than the better card ("4.1"; the plural form is chosen by that figure), the
       card that was better */
    switch (loss & 3) {
    case 0:
        return NG_("Playing %s here cost %s point more on average than %s.",
                   "Playing %s here cost %s points more on average than %s.", n);
    case 1:
        return NG_("Playing %s here risked taking %s: it cost %s point more on average than %s.",
                   "Playing %s here risked taking %s: it cost %s points more on average than %s.", n);
    case 2:
        return NG_("Playing %s here risked letting another player shoot the moon: it cost %s point more on "
                   "average than %s.",
                   "Playing %s here risked letting another player shoot the moon: it cost %s points more on "
                   "average than %s.",
                   n);
    default:
        return NG_("Playing %s here gave up your moon: it cost %s point more on average than %s, which kept it "
                   "in reach.",
                   "Playing %s here gave up your moon: it cost %s points more on average than %s, which kept it "
                   "in reach.",
                   n);
    }
}

/* The same for a pass. */
static const char *pass_sentence(coach_loss_t loss, long n)
{
    /* TRANSLATORS: the coach after a hand: the three cards passed, Q♠ (the queen's sentence only), the
       points it cost on average more than the better pass ("4.1"; the plural form is chosen by that
       figure), the three that were better */
    switch (loss & 3) {
    case 0:
        return NG_("Passing %s cost %s point more on average than passing %s.",
                   "Passing %s cost %s points more on average than passing %s.", n);
    case 1:
        return NG_("Passing %s put you at risk of taking %s: it cost %s point more on average than passing %s.",
                   "Passing %s put you at risk of taking %s: it cost %s points more on average than passing %s.", n);
    case 2:
        return NG_("Passing %s risked letting another player shoot the moon: it cost %s point more on average "
                   "than passing %s.",
                   "Passing %s risked letting another player shoot the moon: it cost %s points more on average "
                   "than passing %s.",
                   n);
    default:
        return NG_("Passing %s gave up your moon: it cost %s point more on average than passing %s, which kept "
                   "it in reach.",
                   "Passing %s gave up your moon: it cost %s points more on average than passing %s, which kept "
                   "it in reach.",
                   n);
    }
}

void coach_text(const coach_note_t *n, char *buf, size_t len)
{
    char mine[40], better[40], qs[12], cost[16];
    if (n->pass) {
        pass_label(n->cards, mine, sizeof mine);
        pass_label(n->better3, better, sizeof better);
    } else {
        ui_card_label(n->card, mine, sizeof mine);
        ui_card_label(n->better, better, sizeof better);
    }
    lang_decimal(cost, sizeof cost, n->cost, 1);
    long k = plural_of(n->cost);
    const char *fmt = n->pass ? pass_sentence(n->loss, k) : play_sentence(n->loss, k);
    if (n->loss == COACH_LOSS_QUEEN) { /* the queen's sentence names her */
        snprintf(buf, len, fmt, mine, ui_card_label(CARD_QS, qs, sizeof qs), cost, better);
    } else {
        snprintf(buf, len, fmt, mine, cost, better);
    }
}

void coach_text_why(const coach_note_t *n, char *buf, size_t len)
{
    hint_text(&n->why, 0, buf, len);
}

void coach_text_accuracy(double per_hand, char *buf, size_t len)
{
    if (per_hand < 0) {
        buf[0] = '\0';
        return;
    }
    char x[16];
    /* TRANSLATORS: the coach's accuracy, after "Coach: ": the points a hand the player gave away, on
       average, against the strong play ("1.4") */
    snprintf(buf, len,
             NG_("on average you gave away %s point a hand", "on average you gave away %s points a hand",
                 plural_of(per_hand)),
             lang_decimal(x, sizeof x, per_hand, 1));
}

void coach_text_recent(const stats_t *s, int64_t when, char *buf, size_t len)
{
    double a;
    size_t used = strlen(buf);
    if (used >= len || !stats_accuracy_of(s, when, &a)) {
        return;
    }
    char x[16];
    /* TRANSLATORS: after a recent game in Statistics: the points a hand the coach found the player gave
       away there, on average ("1.4") */
    snprintf(buf + used, len - used,
             NG_(" \xc2\xb7 gave away %s point a hand", " \xc2\xb7 gave away %s points a hand", plural_of(a)),
             lang_decimal(x, sizeof x, a, 1));
}

void coach_text_average(const stats_t *s, char *buf, size_t len)
{
    double a = stats_accuracy_mean(s);
    buf[0] = '\0';
    if (a >= 0) {
        char x[16];
        /* TRANSLATORS: Statistics: the coach's accuracy over every game it rated: the points a hand the
           player gave away against the strong play ("2.1") */
        snprintf(buf, len,
                 NG_("Coach: on average you gave away %s point a hand",
                     "Coach: on average you gave away %s points a hand", plural_of(a)),
                 lang_decimal(x, sizeof x, a, 1));
    }
}
