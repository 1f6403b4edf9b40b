/* The coach's notes worded for the player (coach_text.h): one whole sentence for each thing a choice can
 * cost, for a card and for a pass, so that a translation words each as its language does. */
#include "scenes/coach_text.h"

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

/* One sentence a thing a choice can cost (coach_loss_t's order), for a card and for a pass. */
static const char *sentence(bool pass, coach_loss_t loss)
{
    /* TRANSLATORS: the coach after a hand: the card played, Q♠ (the queen's sentence only), the points it
       cost on average ("4.1"), the card that was better */
    static const char *const play[4] = {
        N_("Playing %s here took more points: %s points on average; %s was better."),
        N_("Playing %s here risked taking %s: %s points on average; %s was safer."),
        N_("Playing %s here helped another player shoot the moon: %s points on average; %s was better."),
        N_("Playing %s here gave up your moon: %s points on average; %s kept it in reach."),
    };
    /* TRANSLATORS: the coach after a hand: the three cards passed, Q♠ (the queen's sentence only), the
       points it cost on average ("4.1"), the three that were better */
    static const char *const passes[4] = {
        N_("Passing %s took more points later: %s points on average; passing %s was better."),
        N_("Passing %s left you at risk of taking %s: %s points on average; passing %s was safer."),
        N_("Passing %s helped another player shoot the moon: %s points on average; passing %s was better."),
        N_("Passing %s gave up your moon: %s points on average; passing %s kept it in reach."),
    };
    return _((pass ? passes : play)[loss & 3]);
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
    const char *fmt = sentence(n->pass, n->loss);
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
    /* TRANSLATORS: the coach's accuracy: the points a hand lost to the strong play ("1.4") */
    snprintf(buf, len, _("%s points lost a hand to the strong play"), lang_decimal(x, sizeof x, per_hand, 1));
}

void coach_text_recent(const stats_t *s, int64_t when, char *buf, size_t len)
{
    double a;
    size_t used = strlen(buf);
    if (used >= len || !stats_accuracy_of(s, when, &a)) {
        return;
    }
    char x[16];
    /* TRANSLATORS: after a recent game in Statistics: the points a hand the coach found lost there ("1.4") */
    snprintf(buf + used, len - used, _(" \xc2\xb7 %s lost a hand"), lang_decimal(x, sizeof x, a, 1));
}

void coach_text_average(const stats_t *s, char *buf, size_t len)
{
    double a = stats_accuracy_mean(s);
    buf[0] = '\0';
    if (a >= 0) {
        char x[16];
        /* TRANSLATORS: Statistics: the coach's accuracy over every game it rated ("2.1") */
        snprintf(buf, len, _("Coach: %s points lost a hand on average"), lang_decimal(x, sizeof x, a, 1));
    }
}
