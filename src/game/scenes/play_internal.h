/* The table scene's state, shared by its parts. Calls between them point one way, down this list: a
 * file calls only the files below it (play.c calls any of them; play_messages.c calls none).
 *
 *   play.c           the scene: its callbacks, the flow of a game on screen (what runs when), hints
 *   play_events.c    engine events turned into animation (deal, passes, plays, tricks, hand ends)
 *   play_input.c     South's input: mouse and keys, choosing, passing, playing, the moon choice
 *   play_draw.c      drawing the table, from the layout and the state below
 *   play_controls.c  the table's buttons: placed from the layout, shown or hidden by the state
 *   play_layout.c    where everything goes for this window size (play_layout_t), where a card is drawn
 *                    now and which of South's cards is under a point
 *   play_query.c     what the table is doing now (South passes, South's turn, the legal cards, ...)
 *   play_messages.c  the message, the banner and the sounds
 *
 * Each part of play_t below has one writer, the file named on it; the others only read it.
 *
 * The layout holds a hand's places for every number of cards, so South's hand keeps where it stands
 * under the pointer while a trick is played: the cards stay on the places of the count it had
 * (play_anim_t.south_laid) until the trick is collected or the pointer leaves the hand's area
 * (play_layout_t.south_area). The table's buttons are one array in play_controls.c; its controls for
 * the keyboard (play_controls_list) are South's cards, then those buttons: the Tab order (scene.h). */
#ifndef GAME_SCENES_PLAY_INTERNAL_H
#define GAME_SCENES_PLAY_INTERNAL_H

#include <stdbool.h>

#include "hearts/game.h"
#include "platform/anim.h"
#include "platform/app.h"
#include "platform/ui.h"
#include "scenes/home.h"
#include "scenes/plate.h"
#include "table/table.h"

/* LOC_CLAIM: a card of a claimed rest, laid down face up on the claim's panel (play_claim_layout_t) */
typedef enum { LOC_HIDDEN = 0, LOC_DECK, LOC_HAND, LOC_PASS, LOC_TRICK, LOC_TAKEN, LOC_CLAIM } card_loc_t;

typedef struct {
    card_loc_t loc;
    int seat; /* hand owner, player of a trick card, where a pass or a trick goes */
    bool face_up;
    card_size_t size;
    bool turned;  /* a back lying sideways (Left's and Right's fans) */
    tween2_t pos; /* the card's centre */
    int z;
} csprite_t;

typedef enum { ACT_COLLECT = 0, ACT_SOUND, ACT_HIDE_TAKEN, ACT_SUMMARY } act_kind_t;

typedef struct {
    act_kind_t kind;
    double at; /* animation time */
    int a, b;
} action_t;

#define PLAY_ACTIONS_MAX 64

enum {
    BTN_PASS = 1,
    BTN_MENU,
    BTN_SCORES,
    BTN_LAST,
    BTN_MOON_ADD,
    BTN_MOON_SUB,
    BTN_HINT,
    BTN_CLAIM,
    BTN_UNDO,
    BTN_COUNT_
};
#define PLAY_BUTTONS     (BTN_COUNT_ - 1)
/* The table's controls (play_controls_list): the places of South's 13 cards, then the buttons. A
 * card's id is PLAY_CARD_ID + its index in the hand. */
#define PLAY_FOCUS_CARDS HAND_MAX
#define PLAY_CARD_ID     100

typedef struct {
    float x, y;
} play_pt_t;

/* Where everything goes on a table lw x lh (logical units; positions of cards are their centres).
 * Written by play_layout.c (play_layout_compute), in resize: it depends on the window's size alone (a
 * hand's places are there for every number of cards it may hold), and on the look and the language
 * through the measured widths of the Hint and Claim buttons' words and the opponents' plates' height
 * (a line taller where the level does not fit beside the name: plate_height_opponent) (resize follows
 * a change of either), so nothing else recomputes it. */
typedef struct {
    float lw, lh;
    int players;         /* the seats laid out (the game's: 3, 4 or 5) */
    float mid_x;         /* the table's middle, left to right */
    rectf_t header;      /* the bar along the top */
    rectf_t clock;       /* the tournament clock's pill, in the header's middle */
    play_pt_t trick_mid; /* the trick's middle, where the deck lies and panels are centred */
    play_pt_t hand[SEAT_MAX][HAND_MAX + 1]
                  [HAND_MAX];         /* [seat][n][i]: the i-th card of a hand of n, in the order it lies */
    rectf_t south_area[HAND_MAX + 1]; /* [n]: South's hand of n and the room its cards rise into, a little wider */
    play_pt_t deck[52];               /* the i-th card dealt starts here: a small stack, each a little higher */
    play_pt_t trick[SEAT_MAX];        /* each seat's card in the trick */
    play_pt_t anchor[SEAT_MAX];       /* where a seat's tricks are swept to */
    play_pt_t pass_to[SEAT_MAX][3];   /* where the three cards passed to a seat wait, fanned */
    rectf_t plate[SEAT_MAX];          /* the seats' plates: name, total, this hand's points */
    rectf_t band;                     /* the message band, below Across's cards (as wide as a message may be) */
    rectf_t pass_panel;               /* "Pass three cards to ...", South's pass */
    rectf_t moon_panel;               /* "You shot the moon!": how it counts */
    rectf_t last_panel;               /* the last trick */
    float banner_most_w;              /* a big banner's widest */
    rectf_t button[PLAY_BUTTONS];     /* by id - 1 */
    float button_pt[PLAY_BUTTONS];
} play_layout_t;

/* Where a claimed rest lies (play_claim.c): a panel in the table's middle, a row a seat (the claimer's
 * first, its cards the largest that fit), each row's cards from `first` (a centre) `step` apart. */
typedef struct {
    rectf_t panel, title, foot;
    int rows;
    int seat[SEAT_MAX]; /* by row */
    card_size_t size[SEAT_MAX];
    play_pt_t first[SEAT_MAX];
    float step[SEAT_MAX];
    rectf_t row[SEAT_MAX];    /* the cards of the row */
    rectf_t label[SEAT_MAX];  /* the seat's plate (name, total, this hand's points), left of its row */
    rectf_t rest[SEAT_MAX];   /* under it: what the rest gives the seat ("the rest: 2 tricks, 1 point") */
    card_t trick[SEAT_MAX];   /* the card the seat has played to the trick in play, or CARD_NONE */
    rectf_t played[SEAT_MAX]; /* where it lies, set apart left of the row's cards (w 0: none) */
    float label_w;            /* the plates' column */
} play_claim_layout_t;

/* What a claimed rest gives each seat, as the table plays it out (table.c: each seat its lowest legal
 * card; the points are the same in every line, hearts/claim.h): tricks and points, by seat. */
typedef struct {
    int tricks[SEAT_MAX];
    int points[SEAT_MAX];
    bool all; /* the claimer takes every trick left */
} play_claim_rest_t;

/* What the table shows: it lags behind the engine while animations run. Written by play_events.c. */
typedef struct {
    int hand_no;
    pass_dir_t pass_dir;
    cardset_t hand[SEAT_MAX];
    card_t trick[SEAT_MAX]; /* by seat, CARD_NONE if empty */
    int leader;
    int taken[SEAT_MAX];
    int totals[SEAT_MAX];
    bool hearts_broken;
    bool passes_done;   /* this hand's exchange has been shown */
    cardset_t received; /* marked in South's hand until the first trick is taken */
    int received_from;
    trick_record_t last_trick;
    bool has_last_trick;
} play_shown_t;

/* The cards on their way and the events' timing. Written by play_events.c. */
typedef struct {
    double dur; /* duration factor: 0 while snapping into place */
    csprite_t cards[52];
    int zseq;
    uint8_t perm[52]; /* the opponents' fans are ordered by this, so a slot reveals nothing */
    bool dealing;
    double busy_until; /* animation time until which events wait */
    int south_laid;    /* South's cards lie on the places of a hand of this many: more than it holds while it
                          keeps its places under the pointer through a trick, until it closes up */
    action_t actions[PLAY_ACTIONS_MAX];
    int nactions;
    game_event_t hand_event;
    bool time_up;       /* the clock ran out and the table has been put in its final state */
    double result_at;   /* real time to show the result; 0 none */
    int claim_shown;    /* the hand whose claim has been laid down, or 0 */
    bool claim_up;      /* a claimed rest lies face up on the table (claim), until a click, a key or claim_until */
    double claim_until; /* animation time */
    int claim_seat;     /* who claimed it */
    play_claim_layout_t claim;    /* where its cards lie */
    play_claim_rest_t claim_rest; /* what it gives each seat */
    bool quiet;                   /* the claimed rest's plays put in place at once: unsaid, no sound, no banner */
} play_anim_t;

/* South's choices and how the hand answers the pointer. Written by play_input.c. */
typedef struct {
    cardset_t selected;         /* for the pass */
    card_t queued;              /* clicked before South's turn */
    int hover;                  /* card under the mouse, or -1 */
    bool pointer_in;            /* the mouse is in the window (seen moving there since the table opened) */
    float pointer_x, pointer_y; /* where it is, in logical units */
    int focus; /* the keyboard's focus (scene_t.focus points here): the index in the table's controls, a card
                * of South's hand below PLAY_FOCUS_CARDS, a button from there; -1 none */
    bool show_last;
    bool moon_choice;    /* South is asked how to score a moon */
    card_t hint_card;    /* the card suggested for this turn (marked), or CARD_NONE */
    cardset_t hint_pass; /* the three cards suggested for the pass (marked), or none */
    bool hint_taken;     /* the play's hint was taken: its card has the focus and stands raised */
    float lift[52];      /* how far each of South's cards is raised now (eases to play_south_lift) */
    float shake[52];     /* anim time a refused card began to shake; <0 none */
    bool undone;         /* South took a card back (table_undo): the table is laid out again (play.c) */
} play_input_t;

/* The table's buttons, by id - 1. Written by play_controls.c (ui_buttons_event is called there). */
typedef struct {
    ui_button_t b[PLAY_BUTTONS];
    ui_button_t list[PLAY_FOCUS_CARDS + PLAY_BUTTONS]; /* play_controls_list's */
} play_controls_t;

/* The message and the banner. Written by play_messages.c. */
typedef struct {
    char toast[256];
    double toast_until; /* real time */
    char hint[512];     /* a hint's reason, a sentence a line: shown while its marks are, under a toast */
    char banner[120];
    char banner_sub[160];
    double banner_until; /* real time */
    bool banner_big;
} play_messages_t;

/* What was drawn last, so that the idle table redraws when it changes. Written by play_draw.c. */
typedef struct {
    long long clock_s; /* the clock as last drawn */
    bool beat;         /* the urgent clock's beat as last drawn */
} play_drawn_t;

typedef struct {
    home_t *h;  /* play.c, at creation */
    bool bench; /* play.c, at creation: the benchmark's table, laid out once and never moving */
    play_layout_t layout;
    play_shown_t shown;
    play_anim_t anim;
    play_input_t in;
    play_controls_t ctl;
    play_messages_t msg;
    play_drawn_t drawn;
} play_t;

/* ---- play_events.c ---- */
void play_events_init(play_t *p);
/* The timed actions that are due, then the end of the deal's flight. */
void play_events_step(play_t *p);
/* The next engine event, if the table has caught up with the one before; whether one was shown. */
bool play_events_show_next(play_t *p);
/* The clock ran out: what the table had yet to show is put in place at once. */
void play_events_time_up(play_t *p);
/* Whether the result is due now (once). */
bool play_events_take_result(play_t *p);
/* Everything in its place at once (a resized window). */
void play_events_snap_all(play_t *p);
/* A game taken up from a save: the table laid out at once from the engine's state. */
void play_events_resume(play_t *p);
/* South took a card back (table_undo): the table shows the engine's state again, the cards taken back
 * gliding home to their hands. */
void play_events_undone(play_t *p);
/* A full table at once for the benchmark: deal, pass, and the first three cards of a trick. */
void play_events_bench(play_t *p);
/* A claimed rest lies on the table (play_anim_t.claim_up); the player goes on (a click or a key) or
 * its time is up: the hand's plays are put in place at once and the hand ends as play ended it. */
bool play_events_claim_showing(const play_t *p);
void play_events_claim_done(play_t *p);

/* ---- play_input.c ---- */
void play_input_init(play_t *p);
void play_event(scene_t *sc, const SDL_Event *ev);
/* A control pressed from the keyboard (Enter or Space on the focus): a card is clicked, a button pressed. */
void play_press(scene_t *sc, int id);
/* South's card chosen ahead of time, played the moment it is South's turn (if legal then). */
void play_queued_card(play_t *p);
/* A hint has come: its cards (three for the pass, one to play) are marked, South's own choice and
 * focus stay; false if its moment has passed. H or the Hint button ("Use hint") then takes it. */
bool play_input_take_hint(play_t *p, const table_hint_t *hint);
/* Takes a hint off the table, its marks and its words (South has played or passed, or its trick is
 * over). */
void play_hint_done(play_t *p);
/* A hint for a card no longer in South's hand is forgotten. */
void play_input_forget_stale_hint(play_t *p);
/* South's cards rise and settle smoothly towards play_south_lift. */
void play_input_ease_lifts(play_t *p, double dt);
bool play_input_lifts_moving(const play_t *p);
/* On South's turn the keyboard's focus (once used) is on a playable card: the nearest to where it was. */
void play_input_keep_focus_legal(play_t *p);
/* What the events tell South's input: a new deal, a card passed, a card played, the moon's question. */
void play_input_new_hand(play_t *p);
void play_input_passed(play_t *p, card_t c);
/* A resumed game: the cards South had chosen to pass when it was saved are chosen again. */
void play_input_resumed(play_t *p, cardset_t pass_chosen);
void play_input_played(play_t *p, int seat, card_t c);
void play_input_moon_asked(play_t *p, bool asked);
/* The table has been laid out again after a card was taken back: nothing queued, chosen or hinted. */
void play_input_undone(play_t *p);

/* ---- play_draw.c ---- */
void play_draw_init(play_t *p);
void play_draw(gfx_t *g, play_t *p, double t);

/* ---- play_controls.c ---- */
void play_controls_init(play_t *p);
/* Each button where the layout puts it (after play_layout_compute). */
void play_controls_place(play_t *p);
/* Which buttons show, which may be pressed, the Pass button's words: from the table's state now. */
void play_controls_sync(play_t *p);
/* The mouse on the buttons (synced first); the id of a button clicked, or -1. */
int play_controls_event(play_t *p, const SDL_Event *ev);
/* The table's controls as they are now (the scene's controls(): the Tab order): South's cards where
 * they are drawn (one that may not be played now is not a stop), then every button. */
int play_controls_list(play_t *p, const ui_button_t **out);

/* ---- play_layout.c ---- */
/* The seats of the game on the table (4 without one). */
int play_players(const play_t *p);
void play_layout_compute(play_layout_t *l, gfx_t *g, float lw, float lh, float scale, int players);
/* A rectangle w x h centred on the trick's middle (the panels, the big banner). */
rectf_t play_layout_centred(const play_layout_t *l, float w, float h);
/* Where the i-th card of seat's hand of n cards lies. */
play_pt_t play_slot(const play_t *p, int seat, int i, int n);

/* How a card is drawn at time t: where (top-left), how big, whether turned and face up. */
typedef struct {
    float x, y;
    card_size_t size;
    bool turned, face;
} play_look_t;
play_look_t play_card_look(const play_t *p, card_t c, double t);
/* The card of South's hand under (x, y) as drawn, or -1. */
int play_hit_card(const play_t *p, float x, float y, double t);
/* Whether the pointer is over South's hand as it lies (the area of the count it is laid out for). */
bool play_pointer_on_hand(const play_t *p);

/* ---- play_claim.c (with the layout: called by the events and the drawing) ---- */
/* Where the rest claimed by `claimer` lies, each seat holding hands[seat], having played trick[seat] to
 * the trick in play (CARD_NONE: not yet). */
void play_claim_layout(const play_layout_t *l, int claimer, const cardset_t hands[SEAT_MAX],
                       const card_t trick[SEAT_MAX], play_claim_layout_t *out);
/* The centre of the i-th card of the row. */
play_pt_t play_claim_slot(const play_claim_layout_t *c, int row, int i);
/* What the rest claimed by `claimer` gives each seat, played out from the table as shown (its hands,
 * its trick) as the table plays it (table.c: each seat its lowest legal card). */
void play_claim_rest(const rules_t *r, const play_shown_t *shown, int claimer, play_claim_rest_t *out);
/* Whether a seat's plate on the table shows while the claim's panel is up: not when the panel would
 * cover any of it (its row's plate in the panel shows the same). */
bool play_claim_plate_shown(const play_claim_layout_t *c, rectf_t plate);

/* ---- play_query.c ---- */
bool play_pass_mode(const play_t *p);
bool play_is_south_turn(const play_t *p);
cardset_t play_south_legal(const play_t *p);
/* Whether a hint can be asked for now (South passes or plays). */
bool play_hint_available(const play_t *p);
/* Whether a hint's marks show now (its cards are still to be passed or played), and whether card c
 * is one of them. */
bool play_hint_shown(const play_t *p);
bool play_hint_marks(const play_t *p, card_t c);
/* Whether the hint shown is what South has now: its three cards chosen, or its card taken (focus). */
bool play_hint_taken(const play_t *p);
/* South may claim the rest of the hand now (table_claim_offered, on South's turn shown). */
bool play_claim_available(const play_t *p);
/* Whether the Undo button shows: a casual game (no clock, no standings) in play, South a person, and a card of
 * South's to take back now (table_undo_check). */
bool play_undo_shown(const play_t *p);
/* The animation is done and no event waits: the screen shows what happened. */
bool play_caught_up(const play_t *p);
/* South's card with the keyboard's focus, or CARD_NONE (the focus on a button, or none). */
card_t play_focus_card(const play_t *p);
/* How far South's card c should be raised now: chosen, queued, hinted, playable, under the mouse. */
float play_south_lift(const play_t *p, card_t c, double t);
/* The card on the table that takes the trick, ringed once the game has said who wins it: CARD_NONE
 * while the trick is not whole or its result has not come (last_trick is still the one before). */
card_t play_trick_taker(const play_t *p);

/* ---- play_messages.c ---- */
void play_toast(play_t *p, const char *msg, double ms);
/* A key or button refused: why, in the message (as a toast) and said by the speech (Undo, Claim). */
void play_refused(play_t *p, const char *why);
/* A hint's reason (sentences a line): shown until its moment has passed (play_messages_drop_hint);
 * a toast shows over it for the toast's time. */
void play_say_hint(play_t *p, const char *msg);
void play_messages_drop_hint(play_t *p);
bool play_toast_showing(const play_t *p);
void play_banner(play_t *p, const char *title, const char *sub, double ms, bool big);
void play_sound(play_t *p, sound_t s);
/* How long until the message or the banner goes (SCENE_IDLE: neither shows); 0 when one has just
 * gone, which is forgotten then. */
double play_messages_idle(play_t *p, double real_now);

#endif
