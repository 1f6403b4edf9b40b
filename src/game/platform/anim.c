#include "platform/anim.h"

#include "platform/look.h"

float anim_ease(ease_t e, float t)
{
    if (t <= 0.0f) {
        return 0.0f;
    }
    if (t >= 1.0f) {
        return 1.0f;
    }
    switch (e) {
    case EASE_OUT_CUBIC: {
        float u = 1.0f - t;
        return 1.0f - u * u * u;
    }
    case EASE_IN_CUBIC:
        return t * t * t;
    case EASE_IN_OUT_CUBIC:
        if (t < 0.5f) {
            return 4.0f * t * t * t;
        } else {
            float u = -2.0f * t + 2.0f;
            return 1.0f - u * u * u / 2.0f;
        }
    case EASE_OUT_BACK: {
        const float c1 = 1.40158f, c3 = c1 + 1.0f;
        float u = t - 1.0f;
        return 1.0f + c3 * u * u * u + c1 * u * u;
    }
    default:
        return t;
    }
}

float anim_lerp(float a, float b, float t)
{
    return a + (b - a) * t;
}

float anim_progress(double now, double start, double dur)
{
    if (dur <= 0.0 || now >= start + dur) {
        return 1.0f;
    }
    if (now <= start) {
        return 0.0f;
    }
    return (float)((now - start) / dur);
}

void tween2_set(tween2_t *t, float x, float y)
{
    t->x0 = t->x1 = x;
    t->y0 = t->y1 = y;
    t->start = 0;
    t->dur = 0;
    t->ease = EASE_LINEAR;
}

void tween2_to(tween2_t *t, double now, float x, float y, double delay, double dur, ease_t ease)
{
    float cx, cy;
    tween2_at(t, now, &cx, &cy);
    t->x0 = cx;
    t->y0 = cy;
    t->x1 = x;
    t->y1 = y;
    t->start = now + delay;
    /* reduced motion: no flight, the thing is in its place when its move would have begun */
    t->dur = look_still() ? 0 : dur;
    t->ease = ease;
}

void tween2_at(const tween2_t *t, double now, float *x, float *y)
{
    float p = anim_ease(t->ease, anim_progress(now, t->start, t->dur));
    *x = anim_lerp(t->x0, t->x1, p);
    *y = anim_lerp(t->y0, t->y1, p);
}

bool tween2_done(const tween2_t *t, double now)
{
    return now >= t->start + t->dur;
}

double tween2_end(const tween2_t *t)
{
    return t->start + t->dur;
}
