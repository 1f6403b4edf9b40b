/* The scene stack. Each scene is a record of callbacks with a flag to draw the scene beneath it
 * (overlays). Only the top scene gets input and updates; drawing starts at the lowest scene that
 * shows. Pushes and pops asked for during a callback take effect after it returns. */
#ifndef GAME_SCENE_H
#define GAME_SCENE_H

#include <SDL.h>
#include <stdbool.h>

typedef struct app app_t;
typedef struct scene scene_t;

typedef enum {
    SCENE_TITLE = 0,
    SCENE_NEWGAME,
    SCENE_OPTIONS,
    SCENE_PLAY,
    SCENE_SUMMARY,
    SCENE_RESULT,
    SCENE_PAUSE,
    SCENE_RULES,
    SCENE_SCORES,
    SCENE_STATS,
} scene_id_t;

#define SCENE_IDLE 1e9 /* idle_ms: nothing to redraw until an event comes */

struct scene {
    scene_id_t id;
    const char *name;
    bool draw_below;
    void *data;
    void (*enter)(app_t *app, scene_t *s);
    void (*leave)(app_t *app, scene_t *s); /* frees data */
    void (*event)(app_t *app, scene_t *s, const SDL_Event *ev);
    void (*update)(app_t *app, scene_t *s, double dt_ms);
    void (*draw)(app_t *app, scene_t *s, double t);
    /* Milliseconds until it must be drawn again: 0 while it animates, SCENE_IDLE when still. */
    double (*idle_ms)(app_t *app, scene_t *s);
};

#define SCENE_STACK_MAX 8
#define SCENE_OPS_MAX 16

typedef struct {
    int op;           /* 0 push, 1 pop, 2 replace all, 3 pop to id */
    scene_t *scene;
    scene_id_t id;
} scene_op_t;

typedef struct {
    scene_t *items[SCENE_STACK_MAX];
    int count;
    scene_op_t ops[SCENE_OPS_MAX];
    int nops;
} scene_stack_t;

/* A zeroed scene with an id and name; the caller fills in callbacks and data. */
scene_t *scene_new(scene_id_t id, const char *name);
void scene_push(app_t *app, scene_t *s);
void scene_pop(app_t *app);
void scene_replace_all(app_t *app, scene_t *s);
/* Pops every scene above the topmost one with this id. */
void scene_pop_to(app_t *app, scene_id_t id);
void scene_apply_pending(app_t *app);
void scene_clear(app_t *app);

scene_t *scene_top(app_t *app);
scene_t *scene_find(app_t *app, scene_id_t id);
void scene_dispatch_event(app_t *app, const SDL_Event *ev);
void scene_update(app_t *app, double dt_ms);
void scene_draw(app_t *app, double t);
double scene_idle_ms(app_t *app);

#endif
