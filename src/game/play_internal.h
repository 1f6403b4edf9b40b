/* The table scene's state, shared with the code that draws it (play_draw.c). */
#ifndef GAME_PLAY_INTERNAL_H
#define GAME_PLAY_INTERNAL_H

#include <stdbool.h>

#include "ai_worker.h"
#include "anim.h"
#include "app.h"
#include "hearts/game.h"
#include "ui.h"

typedef enum { LOC_HIDDEN = 0, LOC_DECK, LOC_HAND, LOC_PASS, LOC_TRICK, LOC_TAKEN } card_loc_t;

typedef struct {
    card_loc_t loc;
    int seat;            /* hand owner, player of a trick card, where a pass or a trick goes */
    bool face_up;
    card_size_t size;
    bool turned;         /* a back lying sideways (Left's and Right's fans) */
    tween2_t pos;        /* top-left corner */
    int z;
    float shake_start;   /* anim time a refused card began to shake; <0 none */
} csprite_t;

typedef enum { ACT_COLLECT = 0, ACT_JOIN_PASSES, ACT_SOUND, ACT_HIDE_TAKEN, ACT_SUMMARY, ACT_RESULT } act_kind_t;

typedef struct {
    act_kind_t kind;
    double at;           /* animation time */
    int a, b;
} action_t;

#define PLAY_ACTIONS_MAX 64

enum { BTN_PASS = 1, BTN_MENU, BTN_SCORES, BTN_LAST, BTN_MOON_ADD, BTN_MOON_SUB, BTN_HINT, BTN_COUNT_ };

typedef struct {
    bool bench;
    double dur;                 /* duration factor: 0 while snapping into place */
    csprite_t cards[52];
    float lift[52];             /* how far each of South's cards is raised now (eases to its target) */
    int zseq;
    uint8_t perm[52];           /* the opponents' fans are ordered by this, so a slot reveals nothing */

    /* What the table shows (it lags behind the engine while animations run). */
    int hand_no;
    pass_dir_t pass_dir;
    cardset_t vis_hand[4];
    card_t vis_trick[4];        /* by seat, CARD_NONE if empty */
    int vis_leader;
    int vis_taken[4];
    int vis_totals[4];
    bool vis_hearts_broken;
    bool dealing;
    bool passes_done;           /* this hand's exchange has been shown */
    trick_record_t last_trick;
    bool has_last_trick;

    double busy_until;          /* animation time until which events wait */
    action_t actions[PLAY_ACTIONS_MAX];
    int nactions;

    /* South's choices */
    cardset_t selected;         /* for the pass */
    cardset_t received;         /* marked in the hand until the first trick is taken */
    int received_from;
    card_t queued;              /* clicked before South's turn */
    int hover;                  /* card under the mouse, or -1 */
    int focus;                  /* keyboard focus: a card of South's hand, or -1 */
    bool show_last;
    bool moon_choice;           /* South is asked how to score a moon */

    /* The computer players */
    bool requested;
    bool has_answer;
    ai_answer_t answer;

    /* The person's hint: asked of the worker thread, shown when it comes */
    bool hint_wanted;           /* asked for, not yet given to the worker */
    bool hint_asked;            /* with the worker */
    card_t hint_card;           /* the card suggested for this turn, or CARD_NONE */
    int hint_hand, hint_trick;  /* the decision the hint belongs to */
    rng_t hint_rng;             /* a stream of its own: hints never change the computer players' play */

    /* Messages */
    char toast[256];
    double toast_until;         /* real time */
    char banner[120];
    char banner_sub[160];
    double banner_until;        /* real time */
    bool banner_big;
    double result_at;           /* real time to show the result (game cut off by the clock) */

    long long drawn_clock_s;    /* the clock as last drawn, to redraw when it changes */
    bool drawn_beat;            /* the urgent clock's beat as last drawn */
    bool summary_pending;
    bool time_up;               /* the clock ran out and the table has been put in its final state */
    game_event_t hand_event;

    ui_button_t buttons[BTN_COUNT_];
} play_t;

/* play_draw.c */
void play_draw(app_t *app, play_t *p, double t);
void play_slot_pos(app_t *app, const play_t *p, int seat, int index, int count, float *x, float *y);
void play_trick_pos(app_t *app, int seat, float *x, float *y);
void play_seat_anchor(app_t *app, int seat, float *x, float *y);
void play_layout_buttons(app_t *app, play_t *p);
float play_trick_cy(app_t *app);
/* The card of South's hand under (x, y) as drawn, or -1. */
int play_hit_card(app_t *app, play_t *p, float x, float y, double t);
float play_south_lift(app_t *app, const play_t *p, card_t c, double t);
bool play_is_south_turn(app_t *app, const play_t *p);
cardset_t play_south_legal(app_t *app, const play_t *p);
bool play_pass_mode(app_t *app, const play_t *p);
/* Whether a hint can be asked for now (South passes or plays). */
bool play_hint_available(app_t *app, const play_t *p);

#endif
