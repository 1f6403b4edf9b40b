/* The scene stack. Each scene is a record of callbacks with a flag to draw the scene beneath it
 * (overlays). Only the top scene gets input and fixed updates; every scene in the stack gets `tick`
 * (real time, even when covered: the tournament clock runs under the pause); drawing starts at the
 * lowest scene that shows. Pushes and pops asked for during a callback take effect after it returns,
 * in the order asked.
 *
 * The stack knows no scene by name or kind: the scenes layer (scenes/) builds them. A scene's
 * callbacks reach what the scenes share through s->home, an opaque pointer here. */
#ifndef GAME_PLATFORM_SCENE_H
#define GAME_PLATFORM_SCENE_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/gfx.h"
#include "platform/ui.h"

typedef struct app app_t;
typedef struct home home_t; /* defined by the scenes layer */
typedef struct scene scene_t;

#define SCENE_IDLE         1e9 /* idle_ms: nothing to redraw until an event comes */
/* A screen that comes of itself after the table (a hand's summary, the result) takes Enter and Space
 * only this long after it opens: a key meant for the table must not skip it unread. */
#define SCENE_KEYS_WAIT_MS 600.0

struct scene {
    const char *name; /* "play", "pause", ...: for tests and messages */
    bool draw_below;
    home_t *home;
    void *data; /* the scene's own state; freed by the stack after leave */
    void (*enter)(scene_t *s);
    void (*leave)(scene_t *s); /* optional: what must happen when it goes (data is freed after) */
    void (*event)(scene_t *s, const SDL_Event *ev);
    void (*update)(scene_t *s, double dt_ms); /* fixed step, animation time; top scene only */
    void (*tick)(scene_t *s, double real_ms); /* every frame, real time, covered or not */
    void (*draw)(scene_t *s, gfx_t *g, double t);
    /* The window changed size: recompute the layout (every scene of the stack). */
    void (*resize)(scene_t *s, const gfx_t *g);
    /* Milliseconds until it must be drawn again: 0 while it animates, SCENE_IDLE when still.
     * top: whether it is the top scene. A covered scene's own animation is frozen (it gets no
     * update), so it may only ask for timed redraws, such as a clock's next second. */
    double (*idle_ms)(scene_t *s, bool top);
    /* Its buttons as laid out now (tests click their centres; layout checks read them). Tab takes them
     * in reading order (scene_tab_order): every control shown and enabled is one stop, save one marked
     * ui_button_t.tab_joined, reached with the one before it. */
    int (*controls)(scene_t *s, const ui_button_t **out);
    /* A control pressed from the keyboard: Enter or Space with the focus on it. Optional: without
     * it, those keys go to event. */
    void (*press)(scene_t *s, int id);
    /* Speech: the words of control id when it has the focus ("queen of spades, can be played",
     * "Sound: On"). Returns 0 to have its label said instead, 1 when the words are what it is (new
     * words for the same control are said again: a row's new value), or a number of the screen's
     * choosing that changes only with what the control is (the table: its card, whose words change
     * with whether it may be played, which is then not said again). Optional. */
    unsigned (*speak)(scene_t *s, int id, char *buf, size_t len);
    /* The arrow keys that move the focus as Tab does (SCENE_ARROWS_*); the others go to event. */
    unsigned arrows;
    /* The keyboard's focus: the index in controls() of the control that has it, or -1: then the
     * screen's default has it (the first control shown marked ui_button_t.focus), if any. It points
     * at focus_own unless the scene keeps the focus itself (the table: its cards come first). */
    int *focus;
    int focus_own;
    /* The first tab_lead controls come first in the Tab order, in their own order, before the rest in
     * reading order (the table's hand: the cards as the arrows walk them, then its buttons). */
    int tab_lead;
};

enum { SCENE_ARROWS_UPDOWN = 1, SCENE_ARROWS_LEFTRIGHT = 2 };

#define SCENE_STACK_MAX 8
#define SCENE_OPS_MAX   16

typedef enum { SCENE_OP_PUSH = 0, SCENE_OP_POP, SCENE_OP_REPLACE_ALL, SCENE_OP_POP_ABOVE } scene_op_kind_t;

typedef struct {
    scene_op_kind_t op;
    scene_t *scene;
} scene_op_t;

typedef struct {
    scene_t *items[SCENE_STACK_MAX];
    int count;
    scene_op_t ops[SCENE_OPS_MAX];
    int nops;
    gfx_t *gfx; /* set by the app: a scene entered is laid out for it at once, and a change of
                 * screens asks for the next frame to be drawn */
} scene_stack_t;

/* A zeroed scene with a name and the shared home; the caller fills in callbacks and data.
 * Never returns NULL (out of memory is fatal). */
scene_t *scene_new(home_t *home, const char *name);
/* As scene_new, with data_size zeroed bytes of state in s->data. */
scene_t *scene_new_with_data(home_t *home, const char *name, size_t data_size);
/* Frees a scene that was never pushed (leave is called, then its data freed). */
void scene_discard(scene_t *s);

void scene_push(scene_stack_t *st, scene_t *s);
void scene_pop(scene_stack_t *st);
void scene_replace_all(scene_stack_t *st, scene_t *s);
/* Pops every scene above s (s stays); nothing if s is not in the stack by then. */
void scene_pop_above(scene_stack_t *st, scene_t *s);
void scene_apply_pending(scene_stack_t *st);
/* Leaves every scene and frees the ones queued but never entered. */
void scene_clear(scene_stack_t *st);

scene_t *scene_top(const scene_stack_t *st);
/* The topmost scene with this name, or NULL. */
scene_t *scene_find(const scene_stack_t *st, const char *name);
bool scene_is_top(const scene_stack_t *st, const scene_t *s);
/* An event to the top scene: the focus's keys first (scene_focus_key), then its event callback. */
void scene_dispatch_event(scene_stack_t *st, const SDL_Event *ev);
/* The keyboard's focus, one way on every screen, the Tab order made from the scene's controls():
 * Tab and Shift+Tab (and the arrows of s->arrows) move it to the next or previous control shown and
 * enabled in scene_tab_order, round the end; Enter and Space press it (s->press). Whether the key was taken. */
bool scene_focus_key(scene_stack_t *st, scene_t *s, const SDL_Event *ev);
/* The Tab order: the indices of the n controls b (at most SCENE_TAB_MAX) in the order Tab walks them,
 * into order; returns how many. The first s->tab_lead in their own order, then the others as a person
 * reads them: top to bottom, and left to right along a row. A column of like controls (one under the
 * other, the same left edge and width, less than half a control's height apart: Options' rows) is read
 * whole, as one block, before what stands right of it. A control marked tab_joined follows the one
 * before it in the array. */
#define SCENE_TAB_MAX 160
int scene_tab_order(const scene_t *s, const ui_button_t *b, int n, int *order);
/* The control with the keyboard's focus now (the screen's default until a key moves it), or NULL. */
const ui_button_t *scene_focused(scene_t *s);
/* Gives the focus to the control of index i in controls() (-1: back to the screen's default). */
void scene_focus_set(scene_t *s, int i);
void scene_update(scene_stack_t *st, double dt_ms);
void scene_tick(scene_stack_t *st, double real_ms);
/* Draws the scenes that show, then the focus ring (ui_focus_ring) round the top scene's focus. */
void scene_draw(scene_stack_t *st, gfx_t *g, double t);
void scene_resize(scene_stack_t *st, const gfx_t *g);
double scene_idle_ms(scene_stack_t *st);

#endif
