/* The result's line of the coach: the game's accuracy (points lost to the strong play a hand), or that
 * the coach is still rating the last hand. */
#ifndef GAME_SCENES_RESULT_COACH_H
#define GAME_SCENES_RESULT_COACH_H

#include "platform/gfx.h"
#include "scenes/home.h"

/* Draws it at r's top (r.h unused) when the coach rated or is rating this game; returns the y below. */
float result_coach_draw(gfx_t *g, const home_t *h, rectf_t r);
/* The coach goes on with the last hand on the worker; what it found is kept (home_coach_update). */
void result_coach_update(home_t *h);
/* A quarter second while the coach works (the line changes when it ends), else SCENE_IDLE. */
double result_coach_idle_ms(const home_t *h);

#endif
