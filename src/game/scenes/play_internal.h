/* The table scene's state, shared by its four parts:
 *   play.c         the scene: its callbacks, the flow of a game on screen, hints, idle
 *   play_events.c  engine events turned into animation (deal, passes, plays, tricks, hand ends)
 *   play_input.c   South's input: mouse and keys, passing, playing, the moon choice
 *   play_draw.c    where things go on the table, and drawing it */
#ifndef GAME_SCENES_PLAY_INTERNAL_H
#define GAME_SCENES_PLAY_INTERNAL_H

#include <stdbool.h>

#include "hearts/game.h"
#include "platform/anim.h"
#include "platform/app.h"
#include "platform/ui.h"
#include "scenes/home.h"

typedef enum { LOC_HIDDEN = 0, LOC_DECK, LOC_HAND, LOC_PASS, LOC_TRICK, LOC_TAKEN } card_loc_t;

typedef struct {
    card_loc_t loc;
    int seat; /* hand owner, player of a trick card, where a pass or a trick goes */
    bool face_up;
    card_size_t size;
    bool turned;  /* a back lying sideways (Left's and Right's fans) */
    tween2_t pos; /* the card's centre */
    int z;
    float shake_start; /* anim time a refused card began to shake; <0 none */
} csprite_t;

typedef enum { ACT_COLLECT = 0, ACT_SOUND, ACT_HIDE_TAKEN, ACT_SUMMARY } act_kind_t;

typedef struct {
    act_kind_t kind;
    double at; /* animation time */
    int a, b;
} action_t;

#define PLAY_ACTIONS_MAX 64

enum { BTN_PASS = 1, BTN_MENU, BTN_SCORES, BTN_LAST, BTN_MOON_ADD, BTN_MOON_SUB, BTN_HINT, BTN_COUNT_ };

typedef struct {
    home_t *h;
    scene_t *scene;
    layout_t L; /* the window's layout, as of the last resize */
    bool bench;
    double dur; /* duration factor: 0 while snapping into place */
    csprite_t cards[52];
    float lift[52]; /* how far each of South's cards is raised now (eases to its target) */
    int zseq;
    uint8_t perm[52]; /* the opponents' fans are ordered by this, so a slot reveals nothing */

    /* What the table shows (it lags behind the engine while animations run). */
    int hand_no;
    pass_dir_t pass_dir;
    cardset_t vis_hand[4];
    card_t vis_trick[4]; /* by seat, CARD_NONE if empty */
    int vis_leader;
    int vis_taken[4];
    int vis_totals[4];
    bool vis_hearts_broken;
    bool dealing;
    bool passes_done; /* this hand's exchange has been shown */
    trick_record_t last_trick;
    bool has_last_trick;

    double busy_until; /* animation time until which events wait */
    action_t actions[PLAY_ACTIONS_MAX];
    int nactions;

    /* South's choices */
    cardset_t selected; /* for the pass */
    cardset_t received; /* marked in the hand until the first trick is taken */
    int received_from;
    card_t queued; /* clicked before South's turn */
    int hover;     /* card under the mouse, or -1 */
    int focus;     /* keyboard focus: a card of South's hand, or -1 */
    bool show_last;
    bool moon_choice; /* South is asked how to score a moon */

    /* The person's hint (the table thinks it over on its worker) */
    card_t hint_card; /* the card suggested for this turn, or CARD_NONE */

    /* Messages */
    char toast[256];
    double toast_until; /* real time */
    bool toast_hint;    /* the toast is a hint: it goes when its moment has passed */
    char banner[120];
    char banner_sub[160];
    double banner_until; /* real time */
    bool banner_big;
    double result_at; /* real time to show the result (game cut off by the clock) */

    long long drawn_clock_s; /* the clock as last drawn, to redraw when it changes */
    bool drawn_beat;         /* the urgent clock's beat as last drawn */
    bool summary_pending;
    bool time_up; /* the clock ran out and the table has been put in its final state */
    game_event_t hand_event;

    ui_button_t buttons[BTN_COUNT_];
} play_t;

/* play.c */
void play_toast(play_t *p, const char *msg, double ms);
/* Takes a hint off the table (South has played or passed, or its trick is over). */
void play_hint_done(play_t *p);
void play_banner(play_t *p, const char *title, const char *sub, double ms, bool big);
void play_sound(play_t *p, sound_t s);

/* play_events.c */
/* Shows one engine event: starts its animations and says how long the table is busy. */
void play_show_event(play_t *p, const game_event_t *ev);
void play_run_action(play_t *p, const action_t *a);
/* Everything in its place at once (a resized window, a game cut off by the clock). */
void play_snap_all(play_t *p);
/* A game taken up from a save: the table laid out at once from the engine's state. */
void play_resume_table(play_t *p);
/* The animation is done and no event waits: the screen shows what happened. */
bool play_caught_up(const play_t *p);

/* play_input.c */
void play_event(scene_t *sc, const SDL_Event *ev);
/* South's card chosen ahead of time, played the moment it is South's turn (if legal then). */
void play_queued_card(play_t *p);

/* play_draw.c */
void play_draw(gfx_t *g, play_t *p, double t);
void play_slot_pos(const play_t *p, int seat, int index, int count, float *x, float *y);
void play_trick_pos(const play_t *p, int seat, float *x, float *y);
void play_seat_anchor(const play_t *p, int seat, float *x, float *y);
void play_layout_buttons(play_t *p);
float play_trick_cy(const play_t *p);
/* The card on the table that takes the trick, ringed once the game has said who wins it: CARD_NONE
 * while the trick is not whole or its result has not come (last_trick is still the one before). */
card_t play_trick_taker(const play_t *p);
/* The card of South's hand under (x, y) as drawn, or -1. */
int play_hit_card(const play_t *p, float x, float y, double t);
float play_south_lift(const play_t *p, card_t c, double t);
bool play_is_south_turn(const play_t *p);
cardset_t play_south_legal(const play_t *p);
bool play_pass_mode(const play_t *p);
/* Whether a hint can be asked for now (South passes or plays). */
bool play_hint_available(const play_t *p);

#endif
