#include "scene.h"

#include <stdlib.h>

#include "app.h"
#include "fatal.h"

scene_t *scene_new(scene_id_t id, const char *name)
{
    scene_t *s = calloc(1, sizeof *s);
    if (!s) {
        fatal("Out of memory.");
    }
    s->id = id;
    s->name = name;
    return s;
}

static void add_op(app_t *app, int op, scene_t *s, scene_id_t id)
{
    scene_stack_t *st = &app->scenes;
    if (st->nops == SCENE_OPS_MAX) {
        fatal("Too many screen changes at once (internal error).");
    }
    st->ops[st->nops++] = (scene_op_t){op, s, id};
    app->dirty = true;
}

void scene_push(app_t *app, scene_t *s)
{
    add_op(app, 0, s, s->id);
}

void scene_pop(app_t *app)
{
    add_op(app, 1, NULL, SCENE_TITLE);
}

void scene_replace_all(app_t *app, scene_t *s)
{
    add_op(app, 2, s, s->id);
}

void scene_pop_to(app_t *app, scene_id_t id)
{
    add_op(app, 3, NULL, id);
}

static void destroy_top(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    scene_t *s = st->items[--st->count];
    if (s->leave) {
        s->leave(app, s);
    }
    free(s);
}

static void push_now(app_t *app, scene_t *s)
{
    scene_stack_t *st = &app->scenes;
    if (st->count == SCENE_STACK_MAX) {
        fatal("Too many screens open at once (internal error).");
    }
    st->items[st->count++] = s;
    if (s->enter) {
        s->enter(app, s);
    }
}

void scene_apply_pending(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    /* An op may queue more ops (from enter or leave): run until none is left. */
    for (int i = 0; i < st->nops; i++) {
        scene_op_t op = st->ops[i];
        switch (op.op) {
        case 0:
            push_now(app, op.scene);
            break;
        case 1:
            if (st->count > 0) {
                destroy_top(app);
            }
            break;
        case 2:
            while (st->count > 0) {
                destroy_top(app);
            }
            push_now(app, op.scene);
            break;
        case 3: {
            int k = st->count - 1;
            while (k >= 0 && st->items[k]->id != op.id) {
                k--;
            }
            if (k >= 0) {
                while (st->count > k + 1) {
                    destroy_top(app);
                }
            }
            break;
        }
        default:
            break;
        }
    }
    st->nops = 0;
}

void scene_clear(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    for (int i = 0; i < st->nops; i++) {
        if ((st->ops[i].op == 0 || st->ops[i].op == 2) && st->ops[i].scene) {
            free(st->ops[i].scene); /* never entered */
        }
    }
    st->nops = 0;
    while (st->count > 0) {
        destroy_top(app);
    }
}

scene_t *scene_top(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    return st->count ? st->items[st->count - 1] : NULL;
}

scene_t *scene_find(app_t *app, scene_id_t id)
{
    scene_stack_t *st = &app->scenes;
    for (int i = st->count - 1; i >= 0; i--) {
        if (st->items[i]->id == id) {
            return st->items[i];
        }
    }
    return NULL;
}

void scene_dispatch_event(app_t *app, const SDL_Event *ev)
{
    scene_t *s = scene_top(app);
    if (s && s->event) {
        s->event(app, s, ev);
    }
}

void scene_update(app_t *app, double dt_ms)
{
    scene_t *s = scene_top(app);
    if (s && s->update) {
        s->update(app, s, dt_ms);
    }
}

static int first_visible(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    int i = st->count - 1;
    while (i > 0 && st->items[i]->draw_below) {
        i--;
    }
    return i;
}

void scene_draw(app_t *app, double t)
{
    scene_stack_t *st = &app->scenes;
    for (int i = first_visible(app); i >= 0 && i < st->count; i++) {
        if (st->items[i]->draw) {
            st->items[i]->draw(app, st->items[i], t);
        }
    }
}

double scene_idle_ms(app_t *app)
{
    scene_stack_t *st = &app->scenes;
    double idle = SCENE_IDLE;
    for (int i = first_visible(app); i >= 0 && i < st->count; i++) {
        scene_t *s = st->items[i];
        if (s->idle_ms) {
            double d = s->idle_ms(app, s);
            idle = d < idle ? d : idle;
        }
    }
    return idle;
}
