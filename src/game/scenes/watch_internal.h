/* The game viewer (Watch again, hearts --watch FILE), in two files: scene_watch.c is the scene (where
 * it is in the game, its layout, keys and buttons), watch_draw.c draws one moment of it. */
#ifndef GAME_SCENES_WATCH_INTERNAL_H
#define GAME_SCENES_WATCH_INTERNAL_H

#include <stdbool.h>

#include "platform/assets.h"
#include "platform/gfx.h"
#include "platform/layout.h"
#include "platform/ui.h"
#include "store/coachfile.h"
#include "store/replay.h"

/* The trick's cards: each seat's this far from its middle (as on the table: a tall window's larger cards
 * spread them by as much) */
#define TRICK_DX (110.0f * card_size_scale())
#define TRICK_DY (72.0f * card_size_scale())

enum { WB_PREV_HAND = 0, WB_PREV, WB_NEXT, WB_NEXT_HAND, WB_CLOSE, WB_COUNT };

/* What a step of a hand shows: the deal and its passes, a trick, the trick the game ended in, the
 * hand's score. */
typedef enum { WSTEP_DEAL = 0, WSTEP_TRICK, WSTEP_UNFINISHED, WSTEP_SCORE } watch_step_kind_t;

typedef struct {
    float x, y; /* the first card's top-left corner */
    float step; /* between one card's left edge and the next's */
} watch_row_t;

typedef struct {
    rectf_t header;
    watch_row_t row[SEAT_MAX];  /* each seat's hand, a row of small cards face up */
    rectf_t hand_box[SEAT_MAX]; /* the row of thirteen (with room for a raised card) */
    rectf_t plate[SEAT_MAX];
    float plate_w;          /* plate_width at the window's scale */
    float trick_x, trick_y; /* the middle of the trick */
    float trick_dy;         /* its cards' vertical step: TRICK_DY, less where the window is short of room */
    rectf_t centre;         /* the passes or the hand's score, in the middle */
    rectf_t info;           /* under the trick: who took it, for how many points */
    rectf_t notes;          /* the coach's notes (watch_coach_note) */
} watch_layout_t;

typedef struct {
    replay_t game;
    int hand; /* index in game.hands */
    int step; /* 0 .. watch_steps(hand) - 1 */
    ui_button_t buttons[WB_COUNT];
    watch_layout_t layout;
    coach_record_t *coach; /* the coach's notes kept beside the game's log (store/coachfile.h), or NULL */
} watch_t;

/* How many steps hand h has, and what step k of it shows (for a trick: which, from 1, in *trick). */
int watch_steps(const replay_hand_t *h);
watch_step_kind_t watch_step_kind(const replay_hand_t *h, int k, int *trick);

void watch_draw(gfx_t *g, watch_t *w);
/* The coach's note on the moment shown (the pass at the deal's step, a card at its trick's), worded in
 * buf, or NULL when it has none. */
const char *watch_coach_note(const watch_t *w, char *buf, size_t len);

#endif
