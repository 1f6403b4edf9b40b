/* Tweens with easing, evaluated at any time so that drawing can interpolate between updates. */
#ifndef GAME_ANIM_H
#define GAME_ANIM_H

#include <stdbool.h>

typedef enum { EASE_LINEAR = 0, EASE_OUT_CUBIC, EASE_IN_OUT_CUBIC, EASE_OUT_BACK, EASE_IN_CUBIC } ease_t;

float anim_ease(ease_t e, float t);

/* A point moving from (x0,y0) to (x1,y1) between start and start+dur (milliseconds of animation time). */
typedef struct {
    float x0, y0, x1, y1;
    double start, dur;
    ease_t ease;
} tween2_t;

void tween2_set(tween2_t *t, float x, float y); /* at rest at (x,y) */
void tween2_to(tween2_t *t, double now, float x, float y, double delay, double dur, ease_t ease);
void tween2_at(const tween2_t *t, double now, float *x, float *y);
bool tween2_done(const tween2_t *t, double now);
double tween2_end(const tween2_t *t);

float anim_lerp(float a, float b, float t);
/* 0..1 over [start, start+dur], clamped. */
float anim_progress(double now, double start, double dur);

#endif
