/* Why a hint suggests what it does, as a code with its particulars rather than a sentence: the
 * program that shows the hint words it (short, with the cards as the player reads them, in the
 * player's language). ai_hint_play_why / ai_hint_pass_why give the expert level's choice and its
 * reason; ai_hint_play / ai_hint_pass (ai.h) give the same choice with an English sentence. */
#ifndef HEARTS_HINT_H
#define HEARTS_HINT_H

#include "hearts/cards.h"
#include "hearts/rng.h"
#include "hearts/view.h"

typedef enum {
    HINT_NONE = 0,
    /* playing `card` */
    HINT_ONLY_CARD,        /* it is the only legal card */
    HINT_MOON_GO,          /* going for the moon: it works in `percent` % of the deals tried */
    HINT_MOON_STOP,        /* `seat` has every point so far: take some */
    HINT_TWO_CLUBS,        /* the two of clubs leads the first trick */
    HINT_LEAD_SMALL_SPADE, /* a small spade drives out the queen */
    HINT_LEAD_SAFE,        /* nobody can beat it: win a trick while it is safe */
    HINT_LEAD_LOW,         /* others hold higher cards of its suit */
    HINT_DROP_QUEEN,       /* void in the suit led: the queen of spades goes to `seat` */
    HINT_SHED_HIGH_SPADE,  /* void: shed a high spade while the queen is out */
    HINT_UNLOAD_HEART,     /* void: a heart for `seat` */
    HINT_DISCARD_DANGER,   /* void: a card that could win a trick later */
    HINT_DISCARD_LEAST,    /* void: the card needed least */
    HINT_FIRST_TRICK_HIGH, /* no points can fall on the first trick: the highest club */
    HINT_GIVE_QUEEN,       /* the queen of spades to `seat`, whose `high` takes the trick */
    HINT_DUCK_QUEEN,       /* under `high`: the queen of spades is still out */
    HINT_DUCK,             /* under `high` with the highest card that loses */
    HINT_TAKE_CLEAN,       /* the last card of a trick without points: take it, lose a high card */
    HINT_CANNOT_DUCK,      /* no card of the suit led is under `high` */
    HINT_TAKE_CHEAPER,     /* taking it costs less than ducking */
    /* passing `cards` */
    HINT_PASS_MOON,        /* keep the high cards: this hand can shoot the moon */
    HINT_PASS_QUEEN,       /* the queen with only `count` small spades to guard her */
    HINT_PASS_HIGH_SPADE,  /* a high spade could catch the queen */
    HINT_PASS_VOID,        /* with no `suit` left, bad cards can be thrown away */
    HINT_PASS_HIGH_HEARTS, /* high hearts win tricks full of points */
    HINT_PASS_HIGH_CARDS,  /* high cards win tricks nobody wants */
    HINT_PASS_SPARE,       /* (one card of a pass) the card the hand needs least */
} hint_reason_t;

typedef struct {
    hint_reason_t reason;
    card_t card;     /* the card to play (CARD_NONE for a pass) */
    card_t cards[3]; /* the cards to pass */
    int seat;        /* HINT_MOON_STOP, HINT_DROP_QUEEN, HINT_UNLOAD_HEART, HINT_GIVE_QUEEN */
    card_t high;     /* the card winning the trick so far: HINT_GIVE_QUEEN, HINT_DUCK*, HINT_CANNOT_DUCK */
    int count;       /* HINT_PASS_QUEEN */
    int suit;        /* HINT_LEAD_LOW, HINT_PASS_VOID */
    int percent;     /* HINT_MOON_GO */
    int pass_to;     /* the seat the cards go to (a pass) */
    /* A pass: why each of cards[i] goes, a HINT_PASS_* (HINT_PASS_VOID: the suit is the card's own).
     * `reason` is the pass's main reason; these speak of every card. */
    hint_reason_t card_reason[3];
} hint_why_t;

/* view->phase == PHASE_PLAY and it is view->seat's turn. Takes as long as an expert decision. */
void ai_hint_play_why(const seat_view_t *view, rng_t *rng, hint_why_t *why);
/* view->phase == PHASE_PASS and view->seat has not passed yet. */
void ai_hint_pass_why(const seat_view_t *view, rng_t *rng, hint_why_t *why);

#endif
