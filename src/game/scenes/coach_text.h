/* The coach's notes (hearts/coach.h) as the player reads them: one sentence a note with the cards as
 * printed ("Playing K♠ here risked taking Q♠: 4.1 points on average; 9♠ was better."), and the better
 * choice's reason in the hint's words (hint_text.h). */
#ifndef GAME_SCENES_COACH_TEXT_H
#define GAME_SCENES_COACH_TEXT_H

#include <stddef.h>

#include "hearts/coach.h"
#include "store/stats.h"

void coach_text(const coach_note_t *n, char *buf, size_t len);
/* Why the better choice: the hint's sentence for it. */
void coach_text_why(const coach_note_t *n, char *buf, size_t len);
/* "on average you gave away 1.4 points a hand" (after "Coach: "), or the analysis is not done: "" (per_hand < 0). */
void coach_text_accuracy(double per_hand, char *buf, size_t len);

/* Statistics: " · gave away 1.4 points a hand" appended to a recent game's line in buf when the coach rated it;
 * the average over every game rated ("Coach: on average you gave away 2.1 points a hand"), or "" for none. */
void coach_text_recent(const stats_t *s, int64_t when, char *buf, size_t len);
void coach_text_average(const stats_t *s, char *buf, size_t len);

#endif
