/* What the coach's two files share (hearts/coach.h): coach.c rates a card, coach_pass.c a pass. */
#ifndef HEARTS_ENGINE_COACH_INTERNAL_H
#define HEARTS_ENGINE_COACH_INTERNAL_H

#include <stdbool.h>

#include "hearts/coach.h"

/* Adds one world's (or run's) play-out to the job: d the person's points less the better choice's, then
 * how often each took the queen, let another seat shoot, and shot the moon ([0] the person's). */
void coach_tally(coach_job_t *j, double d, double q0, double q1, double ma0, double ma1, double mf0, double mf1);
/* The job is done: its cost, what it cost mostly, and whether it is noted (clear: not noise). */
void coach_verdict(coach_job_t *j, bool clear);
/* One step of a pass. */
void coach_pass_step(coach_job_t *j);

#endif
