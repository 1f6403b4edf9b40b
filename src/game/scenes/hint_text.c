/* Hints worded for the player (hint_text.h). */
#include "scenes/hint_text.h"

#include <stdio.h>

#include "platform/ui.h"

static const char *seat_to(int seat)
{
    static const char *const names[4] = {"you", "Left", "Across", "Right"};
    return seat >= 0 && seat < 4 ? names[seat] : "";
}

static const char *suit_plural(int suit)
{
    static const char *const names[4] = {"clubs", "diamonds", "spades", "hearts"};
    return suit >= 0 && suit < 4 ? names[suit] : "";
}

void hint_text(const hint_why_t *w, int pass_dir, char *buf, size_t len)
{
    char c[16], h[16], qs[16];
    ui_card_label(w->card != CARD_NONE ? w->card : w->cards[0], c, sizeof c);
    ui_card_label(w->high != CARD_NONE ? w->high : CARD_QS, h, sizeof h);
    ui_card_label(CARD_QS, qs, sizeof qs);
    if (w->reason >= HINT_PASS_MOON) {
        char a[16], b[16], d[16], why[96];
        ui_card_label(w->cards[0], a, sizeof a);
        ui_card_label(w->cards[1], b, sizeof b);
        ui_card_label(w->cards[2], d, sizeof d);
        switch (w->reason) {
        case HINT_PASS_MOON:
            snprintf(why, sizeof why, "keep your high cards to shoot the moon");
            break;
        case HINT_PASS_QUEEN:
            snprintf(why, sizeof why, "too few small spades to guard %s", qs);
            break;
        case HINT_PASS_HIGH_SPADE:
            snprintf(why, sizeof why, "high spades can catch %s", qs);
            break;
        case HINT_PASS_VOID:
            snprintf(why, sizeof why, "with no %s left you can discard", suit_plural(w->suit));
            break;
        case HINT_PASS_HIGH_HEARTS:
            snprintf(why, sizeof why, "high hearts take points");
            break;
        default:
            snprintf(why, sizeof why, "high cards take tricks you don't want");
            break;
        }
        (void)pass_dir;
        snprintf(buf, len, "Pass %s %s %s: %s.", a, b, d, why);
        return;
    }
    switch (w->reason) {
    case HINT_MOON_GO:
        snprintf(buf, len, "Play %s: go for the moon (%d%% of deals).", c, w->percent);
        break;
    case HINT_MOON_STOP:
        snprintf(buf, len, "Play %s: %s has every point, stop the moon.", c, seat_to(w->seat));
        break;
    case HINT_TWO_CLUBS:
        snprintf(buf, len, "Play %s: it leads the first trick.", c);
        break;
    case HINT_LEAD_SMALL_SPADE:
        snprintf(buf, len, "Lead %s to drive out %s.", c, qs);
        break;
    case HINT_LEAD_SAFE:
        snprintf(buf, len, "Lead %s: nobody can beat it.", c);
        break;
    case HINT_LEAD_LOW:
        snprintf(buf, len, "Lead %s: others hold higher %s.", c, suit_plural(w->suit));
        break;
    case HINT_DROP_QUEEN:
        snprintf(buf, len, "Drop %s on %s.", c, seat_to(w->seat));
        break;
    case HINT_SHED_HIGH_SPADE:
        snprintf(buf, len, "Discard %s while %s is out.", c, qs);
        break;
    case HINT_UNLOAD_HEART:
        snprintf(buf, len, "Discard %s on %s.", c, seat_to(w->seat));
        break;
    case HINT_DISCARD_DANGER:
        snprintf(buf, len, "Discard %s: it could win a trick later.", c);
        break;
    case HINT_DISCARD_LEAST:
        snprintf(buf, len, "Discard %s, the card you need least.", c);
        break;
    case HINT_FIRST_TRICK_HIGH:
        snprintf(buf, len, "Play %s: no points on the first trick.", c);
        break;
    case HINT_GIVE_QUEEN:
        snprintf(buf, len, "Play %s: %s takes this trick.", c, h);
        break;
    case HINT_DUCK_QUEEN:
        snprintf(buf, len, "Play %s under %s: %s is still out.", c, h, qs);
        break;
    case HINT_DUCK:
        snprintf(buf, len, "Play %s under %s.", c, h);
        break;
    case HINT_TAKE_CLEAN:
        snprintf(buf, len, "Take it with %s: no points here.", c);
        break;
    case HINT_CANNOT_DUCK:
        snprintf(buf, len, "Play %s: you can't go under %s.", c, h);
        break;
    case HINT_TAKE_CHEAPER:
        snprintf(buf, len, "Take it with %s: cheaper than ducking.", c);
        break;
    default:
        snprintf(buf, len, "Play %s: your only legal card.", c);
        break;
    }
}
