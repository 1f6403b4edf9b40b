/* The coach at the table (hearts/coach.h): South's decisions of a hand kept as they were taken (what
 * South knew, what it chose), and after the hand rated on the AI worker, one step at a time and only
 * when the computer players have nothing to ask it, so the analysis never delays the game. The notes
 * and the accuracy of the game so far are a coach_record_t (store/coachfile.h). */
#ifndef GAME_TABLE_COACH_RUN_H
#define GAME_TABLE_COACH_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/coach.h"
#include "store/coachfile.h"
#include "table/ai_worker.h"

typedef struct coach_run coach_run_t;

typedef enum {
    COACH_HAND_OFF = 0, /* the coach is off, or South made no decision of its own that hand */
    COACH_HAND_WORKING, /* the hand's decisions are being rated */
    COACH_HAND_DONE,
} coach_hand_state_t;

coach_run_t *coach_run_new(uint64_t seed, bool on);
void coach_run_free(coach_run_t *c);
/* The coach on or off from now on (off: nothing more is kept or rated). */
void coach_run_set_on(coach_run_t *c, bool on);
/* South decided: view is what it knew just before, cards what it chose (three, or one card). */
void coach_run_decided(coach_run_t *c, const seat_view_t *view, const card_t *cards);
/* Decisions taken back (Undo): those of `view`'s hand taken at its position or after it (view: South's
 * after the undo) are forgotten, as if never made. */
void coach_run_take_back(coach_run_t *c, const seat_view_t *view);
/* Hands up to this one are over: their decisions may be rated. */
void coach_run_close(coach_run_t *c, int hand);
/* Gives the worker the next step if there is one (the worker must be free); true if it took it. */
bool coach_run_submit(coach_run_t *c, ai_worker_t *w);
/* The worker's answer to a step (AI_REQ_COACH); a step dropped with the worker's question (cancelled)
 * is asked again. */
void coach_run_answer(coach_run_t *c, const ai_answer_t *ans);
void coach_run_dropped(coach_run_t *c);
/* South's last card was taken back (Undo): forgets that decision, and any step with the worker. */
void coach_run_undone(coach_run_t *c);

coach_hand_state_t coach_run_hand_state(const coach_run_t *c, int hand);
/* The notes of one hand: how many, the first in *out. */
int coach_run_hand_notes(const coach_run_t *c, int hand, const coach_note_t **out);
/* The game so far: every note and the accuracy of the hands rated. */
const coach_record_t *coach_run_record(const coach_run_t *c);
/* Every decision kept so far has been rated. */
bool coach_run_idle(const coach_run_t *c);
/* How many decisions wait to be rated. */
int coach_run_waiting(const coach_run_t *c);

#endif
