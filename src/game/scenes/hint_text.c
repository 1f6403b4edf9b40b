/* Hints worded for the player (hint_text.h). Each reason is a whole sentence in the catalogue, once
 * per seat or suit it names, so that a translation words it as its language does. */
#include "scenes/hint_text.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/ui.h"
#include "scenes/words.h"

/* One of five sentences for the seats other than South (Left, Across, Right, Far left, Far right). */
static const char *for_seat(int seat, int players, const char *const five[5])
{
    const char *six[SEAT_KINDS] = {five[0], five[0], five[1], five[2], five[3], five[4]};
    return words_seat_pick(seat, players, six);
}

/* One of four sentences, for clubs, diamonds, spades and hearts. */
static const char *for_suit(int suit, const char *const four[4])
{
    return _(four[suit & 3]);
}

/* One sentence for the cards of a pass that go for one reason (their labels in `cards`, n of them). */
static void pass_group_text(hint_reason_t why, int suit, const char *cards, int n, char *buf, size_t len)
{
    char qs[16];
    ui_card_label(CARD_QS, qs, sizeof qs);
    /* TRANSLATORS: a pass hint speaks of each card it suggests: one sentence for the cards (one, two or
     * three, written as printed: "Q♦ A♦") that go for the same reason */
    static const char *const no_suit[4] = {
        N_("Pass %s: with no clubs left you can discard."),
        N_("Pass %s: with no diamonds left you can discard."),
        N_("Pass %s: with no spades left you can discard."),
        N_("Pass %s: with no hearts left you can discard."),
    };
    switch (why) {
    case HINT_PASS_QUEEN:
        snprintf(buf, len, _("Pass %s: too few small spades to guard it."), cards);
        break;
    case HINT_PASS_HIGH_SPADE:
        snprintf(buf, len, _("Pass %s: high spades can catch %s."), cards, qs);
        break;
    case HINT_PASS_VOID:
        snprintf(buf, len, for_suit(suit, no_suit), cards);
        break;
    case HINT_PASS_HIGH_HEARTS:
        snprintf(buf, len, _("Pass %s: high hearts take points."), cards);
        break;
    case HINT_PASS_HIGH_CARDS:
        snprintf(buf, len, _("Pass %s: high cards take tricks you don't want."), cards);
        break;
    default:
        snprintf(buf, len, NG_("Pass %s: the card you need least.", "Pass %s: the cards you need least.", n), cards);
        break;
    }
}

/* A pass: one sentence that names all three (keeping the high cards for the moon), else a sentence
 * for each reason with the cards it covers, strongest first, one a line. */
static void pass_text(const hint_why_t *w, char *buf, size_t len)
{
    char a[16], b[16], d[16];
    ui_card_label(w->cards[0], a, sizeof a);
    ui_card_label(w->cards[1], b, sizeof b);
    ui_card_label(w->cards[2], d, sizeof d);
    if (w->reason == HINT_PASS_MOON) {
        /* TRANSLATORS: the pass hint of a hand that can shoot the moon: the three cards to pass */
        snprintf(buf, len, _("Pass %s %s %s: keep your high cards to shoot the moon."), a, b, d);
        return;
    }
    /* the cards in the order they lie in the hand */
    card_t card[3];
    hint_reason_t why[3];
    for (int i = 0; i < 3; i++) {
        int k = i;
        while (k > 0 && card[k - 1] > w->cards[i]) {
            card[k] = card[k - 1];
            why[k] = why[k - 1];
            k--;
        }
        card[k] = w->cards[i];
        why[k] = w->card_reason[i];
    }
    buf[0] = 0;
    size_t used = 0;
    bool done[3] = {false, false, false};
    for (int r = HINT_PASS_QUEEN; r <= HINT_PASS_SPARE + 1; r++) {
        for (int i = 0; i < 3; i++) {
            bool now = r <= HINT_PASS_SPARE ? (int)why[i] == r : true; /* a reason of no pass: the last */
            if (done[i] || !now) {
                continue;
            }
            /* the cards that go for this reason (of the same suit, for a suit made empty) */
            char cards[64] = "", label[16], line[200];
            int n = 0;
            for (int j = i; j < 3; j++) {
                bool same = why[j] == why[i] && (why[i] != HINT_PASS_VOID || card_suit(card[j]) == card_suit(card[i]));
                if (!done[j] && same) {
                    done[j] = true;
                    ui_card_label(card[j], label, sizeof label);
                    size_t cl = strlen(cards);
                    snprintf(cards + cl, sizeof cards - cl, "%s%s", n++ ? " " : "", label);
                }
            }
            pass_group_text(why[i], card_suit(card[i]), cards, n, line, sizeof line);
            int k = snprintf(buf + used, len - used, "%s%s", used ? "\n" : "", line);
            used += k > 0 && (size_t)k < len - used ? (size_t)k : 0;
        }
    }
}

void hint_text(const hint_why_t *w, int pass_dir, char *buf, size_t len)
{
    (void)pass_dir;
    hint_text_seats(w, 4, buf, len);
}

void hint_text_seats(const hint_why_t *w, int players, char *buf, size_t len)
{
    if (w->reason >= HINT_PASS_MOON) {
        pass_text(w, buf, len);
        return;
    }
    char c[16], h[16], qs[16];
    ui_card_label(w->card != CARD_NONE ? w->card : w->cards[0], c, sizeof c);
    ui_card_label(w->high != CARD_NONE ? w->high : CARD_QS, h, sizeof h);
    ui_card_label(CARD_QS, qs, sizeof qs);
    static const char *const higher[4] = {
        N_("Lead %s: others hold higher clubs."),
        N_("Lead %s: others hold higher diamonds."),
        N_("Lead %s: others hold higher spades."),
        N_("Lead %s: others hold higher hearts."),
    };
    switch (w->reason) {
    case HINT_MOON_GO:
        /* TRANSLATORS: the card, then the share of the deals tried in which the moon works */
        snprintf(buf, len, _("Play %s: go for the moon (%d%% of deals)."), c, w->percent);
        break;
    case HINT_MOON_STOP:
        snprintf(buf, len,
                 for_seat(w->seat, players,
                          (const char *const[5]){N_("Play %s: Left has every point, stop the moon."),
                                                 N_("Play %s: Across has every point, stop the moon."),
                                                 N_("Play %s: Right has every point, stop the moon."),
                                                 N_("Play %s: Far left has every point, stop the moon."),
                                                 N_("Play %s: Far right has every point, stop the moon.")}),
                 c);
        break;
    case HINT_TWO_CLUBS:
        snprintf(buf, len, _("Play %s: it leads the first trick."), c);
        break;
    case HINT_LEAD_SMALL_SPADE:
        snprintf(buf, len, _("Lead %s to drive out %s."), c, qs);
        break;
    case HINT_LEAD_SAFE:
        /* TRANSLATORS: a hint, and the coach's reason for the better card: nobody holds a higher card
           of its suit, so it takes the trick; while the others still have that suit they must follow
           with it rather than throw points on it */
        snprintf(buf, len, _("Lead %s: it wins the trick safely while the others still follow suit."), c);
        break;
    case HINT_LEAD_LOW:
        snprintf(buf, len, for_suit(w->suit, higher), c);
        break;
    case HINT_DROP_QUEEN:
        snprintf(
            buf, len,
            for_seat(w->seat, players,
                     (const char *const[5]){N_("Drop %s on Left."), N_("Drop %s on Across."), N_("Drop %s on Right."),
                                            N_("Drop %s on Far left."), N_("Drop %s on Far right.")}),
            c);
        break;
    case HINT_SHED_HIGH_SPADE:
        snprintf(buf, len, _("Discard %s while %s is out."), c, qs);
        break;
    case HINT_UNLOAD_HEART:
        snprintf(buf, len,
                 for_seat(w->seat, players,
                          (const char *const[5]){N_("Discard %s on Left."), N_("Discard %s on Across."),
                                                 N_("Discard %s on Right."), N_("Discard %s on Far left."),
                                                 N_("Discard %s on Far right.")}),
                 c);
        break;
    case HINT_DISCARD_DANGER:
        snprintf(buf, len, _("Discard %s: it could win a trick later."), c);
        break;
    case HINT_DISCARD_LEAST:
        snprintf(buf, len, _("Discard %s, the card you need least."), c);
        break;
    case HINT_FIRST_TRICK_HIGH:
        snprintf(buf, len, _("Play %s: no points on the first trick."), c);
        break;
    case HINT_GIVE_QUEEN:
        snprintf(buf, len, _("Play %s: %s takes this trick."), c, h);
        break;
    case HINT_DUCK_QUEEN:
        snprintf(buf, len, _("Play %s under %s: %s is still out."), c, h, qs);
        break;
    case HINT_DUCK:
        snprintf(buf, len, _("Play %s under %s."), c, h);
        break;
    case HINT_TAKE_CLEAN:
        snprintf(buf, len, _("Take it with %s: no points here."), c);
        break;
    case HINT_CANNOT_DUCK:
        snprintf(buf, len, _("Play %s: you can't go under %s."), c, h);
        break;
    case HINT_TAKE_CHEAPER:
        snprintf(buf, len, _("Take it with %s: cheaper than ducking."), c);
        break;
    default:
        snprintf(buf, len, _("Play %s: your only legal card."), c);
        break;
    }
}
