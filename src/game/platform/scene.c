#include "platform/scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/audio.h"
#include "platform/fatal.h"

scene_t *scene_new(home_t *home, const char *name)
{
    scene_t *s = calloc(1, sizeof *s);
    if (!s) {
        fatal("%s", _("Out of memory."));
    }
    s->home = home;
    s->name = name;
    s->focus_own = -1;
    s->focus = &s->focus_own;
    return s;
}

scene_t *scene_new_with_data(home_t *home, const char *name, size_t data_size)
{
    scene_t *s = scene_new(home, name);
    s->data = calloc(1, data_size);
    if (!s->data) {
        fatal("%s", _("Out of memory."));
    }
    return s;
}

void scene_discard(scene_t *s)
{
    if (!s) {
        return;
    }
    if (s->leave) {
        s->leave(s);
    }
    free(s->data);
    free(s);
}

static void add_op(scene_stack_t *st, scene_op_kind_t op, scene_t *s)
{
    if (st->nops == SCENE_OPS_MAX) {
        fatal("%s", _("Too many screen changes at once (an error in the game)."));
    }
    st->ops[st->nops++] = (scene_op_t){op, s};
}

void scene_push(scene_stack_t *st, scene_t *s)
{
    add_op(st, SCENE_OP_PUSH, s);
}

void scene_pop(scene_stack_t *st)
{
    add_op(st, SCENE_OP_POP, NULL);
}

void scene_replace_all(scene_stack_t *st, scene_t *s)
{
    add_op(st, SCENE_OP_REPLACE_ALL, s);
}

void scene_pop_above(scene_stack_t *st, scene_t *s)
{
    add_op(st, SCENE_OP_POP_ABOVE, s);
}

static void destroy_top(scene_stack_t *st)
{
    scene_discard(st->items[--st->count]);
}

static void push_now(scene_stack_t *st, scene_t *s)
{
    if (st->count == SCENE_STACK_MAX) {
        scene_discard(s);
        fatal("%s", _("Too many screens open at once (an error in the game)."));
    }
    st->items[st->count++] = s;
    if (s->resize && st->gfx) {
        s->resize(s, st->gfx); /* laid out before it is entered */
    }
    if (s->enter) {
        s->enter(s);
    }
}

void scene_apply_pending(scene_stack_t *st)
{
    /* An op may queue more ops (from enter or leave): run until none is left. */
    for (int i = 0; i < st->nops; i++) {
        scene_op_t op = st->ops[i];
        switch (op.op) {
        case SCENE_OP_PUSH:
            push_now(st, op.scene);
            break;
        case SCENE_OP_POP:
            if (st->count > 0) {
                destroy_top(st);
            }
            break;
        case SCENE_OP_REPLACE_ALL:
            while (st->count > 0) {
                destroy_top(st);
            }
            push_now(st, op.scene);
            break;
        case SCENE_OP_POP_ABOVE: {
            int k = st->count - 1;
            while (k >= 0 && st->items[k] != op.scene) {
                k--;
            }
            if (k >= 0) {
                while (st->count > k + 1) {
                    destroy_top(st);
                }
            }
            break;
        }
        }
    }
    if (st->nops > 0 && st->gfx) {
        st->gfx->dirty = true; /* another screen (or one more, or one less) shows */
    }
    st->nops = 0;
}

void scene_clear(scene_stack_t *st)
{
    for (int i = 0; i < st->nops; i++) {
        if (st->ops[i].op == SCENE_OP_PUSH || st->ops[i].op == SCENE_OP_REPLACE_ALL) {
            scene_discard(st->ops[i].scene); /* never entered */
        }
    }
    st->nops = 0;
    while (st->count > 0) {
        destroy_top(st);
    }
}

scene_t *scene_top(const scene_stack_t *st)
{
    return st->count ? st->items[st->count - 1] : NULL;
}

scene_t *scene_find(const scene_stack_t *st, const char *name)
{
    for (int i = st->count - 1; i >= 0; i--) {
        if (strcmp(st->items[i]->name, name) == 0) {
            return st->items[i];
        }
    }
    return NULL;
}

bool scene_is_top(const scene_stack_t *st, const scene_t *s)
{
    return st->count > 0 && st->items[st->count - 1] == s;
}

void scene_dispatch_event(scene_stack_t *st, const SDL_Event *ev)
{
    scene_t *s = scene_top(st);
    if (s && !scene_focus_key(st, s, ev) && s->event) {
        s->event(s, ev);
    }
}

/* ---- The keyboard's focus ---- */

static int controls_of(scene_t *s, const ui_button_t **b)
{
    *b = NULL;
    return s->controls ? s->controls(s, b) : 0;
}

static bool is_stop(const ui_button_t *b)
{
    return !b->hidden && b->enabled && !b->tab_joined;
}

/* The stop nearest to control d on the screen (between their middles), or -1. */
static int nearest_stop(const ui_button_t *b, int n, int d)
{
    float x = b[d].r.x + b[d].r.w / 2, y = b[d].r.y + b[d].r.h / 2, best = 0;
    int at = -1;
    for (int i = 0; i < n; i++) {
        float dx = b[i].r.x + b[i].r.w / 2 - x, dy = b[i].r.y + b[i].r.h / 2 - y;
        if (i != d && is_stop(&b[i]) && (at < 0 || dx * dx + dy * dy < best)) {
            at = i;
            best = dx * dx + dy * dy;
        }
    }
    return at;
}

/* The index of the focus now: the one set, else (none set, or gone) the screen's default; when the
 * default shows but may not be pressed now (Next at a game's end), the enabled control nearest to it,
 * so that the keyboard always has a live focus there; -1 none. */
static int focus_index(scene_t *s, const ui_button_t *b, int n)
{
    int f = *s->focus;
    if (f >= 0 && f < n && is_stop(&b[f])) {
        return f;
    }
    for (int i = 0; i < n; i++) {
        if (b[i].focus && is_stop(&b[i])) {
            return i;
        }
    }
    for (int i = 0; i < n; i++) {
        if (b[i].focus && !b[i].hidden && !b[i].tab_joined) {
            return nearest_stop(b, n, i);
        }
    }
    return -1;
}

const ui_button_t *scene_focused(scene_t *s)
{
    const ui_button_t *b;
    int n = controls_of(s, &b);
    int f = focus_index(s, b, n);
    return f >= 0 ? &b[f] : NULL;
}

void scene_focus_set(scene_t *s, int i)
{
    *s->focus = i;
}

/* ---- The Tab order: reading order (scene_tab_order) ---- */

/* b stands right under a in a column: the same left edge and width, less than half a height apart. */
static bool stacked(rectf_t a, rectf_t b)
{
    float gap = b.y - (a.y + a.h), h = a.h < b.h ? a.h : b.h;
    return fabsf(a.x - b.x) < 1 && fabsf(a.w - b.w) < 1 && gap > -1 && gap < h / 2;
}

/* A block: one control, or a column of them, read whole (first, next[first], ...). */
typedef struct {
    int first;
    rectf_t box;
} tab_block_t;

/* Whether block a is read before block b: rows top to bottom (two blocks whose middles are less than
 * half the lower one's height apart share a row), left to right along a row. */
static bool read_before(rectf_t a, rectf_t b)
{
    float ca = a.y + a.h / 2, cb = b.y + b.h / 2, h = a.h < b.h ? a.h : b.h;
    if (fabsf(ca - cb) < h / 2) {
        return a.x < b.x;
    }
    return ca < cb;
}

/* The controls from lead on in blocks: each column's first control, its box the column's. */
static int tab_blocks(const ui_button_t *b, int lead, int n, int *next, tab_block_t *blk)
{
    bool below[SCENE_TAB_MAX] = {false};
    for (int i = lead; i < n; i++) {
        next[i] = -1;
        for (int j = lead; j < n && !b[i].hidden && !b[i].tab_joined; j++) {
            if (j != i && !b[j].hidden && !b[j].tab_joined && !below[j] && stacked(b[i].r, b[j].r)) {
                next[i] = j;
                below[j] = true;
                break;
            }
        }
    }
    int nb = 0;
    for (int i = lead; i < n; i++) {
        if (b[i].tab_joined || below[i]) {
            continue;
        }
        rectf_t box = b[i].r;
        for (int j = next[i]; j >= 0; j = next[j]) {
            box.h = b[j].r.y + b[j].r.h - box.y;
        }
        blk[nb++] = (tab_block_t){i, box};
    }
    return nb;
}

/* Control i into order, and the controls joined to it after it. */
static int put(const ui_button_t *b, int n, int i, int *order, int m)
{
    order[m++] = i;
    for (int j = i + 1; j < n && b[j].tab_joined; j++) {
        order[m++] = j;
    }
    return m;
}

int scene_tab_order(const scene_t *s, const ui_button_t *b, int n, int *order)
{
    n = n < SCENE_TAB_MAX ? n : SCENE_TAB_MAX;
    int lead = s->tab_lead < n ? s->tab_lead : n, m = 0;
    for (int i = 0; i < lead; i++) {
        m = b[i].tab_joined ? m : put(b, n, i, order, m);
    }
    int next[SCENE_TAB_MAX];
    tab_block_t blk[SCENE_TAB_MAX];
    int nb = tab_blocks(b, lead, n, next, blk);
    for (int i = 1; i < nb; i++) { /* insertion sort: stable, and the lists are short */
        tab_block_t k = blk[i];
        int j = i - 1;
        for (; j >= 0 && read_before(k.box, blk[j].box); j--) {
            blk[j + 1] = blk[j];
        }
        blk[j + 1] = k;
    }
    for (int k = 0; k < nb; k++) {
        for (int i = blk[k].first; i >= 0; i = next[i]) {
            m = put(b, n, i, order, m);
        }
    }
    return m;
}

/* The focus to the next stop (dir 1) or the one before (-1) in the Tab order, round the end; from
 * where it was when that control has gone (a button hidden), from the ends when there was none. */
static bool focus_move(scene_t *s, int dir)
{
    const ui_button_t *b;
    int n = controls_of(s, &b);
    int order[SCENE_TAB_MAX];
    int m = scene_tab_order(s, b, n, order);
    int from = focus_index(s, b, n);
    if (from < 0) {
        from = *s->focus >= 0 && *s->focus < n ? *s->focus : -1;
    }
    int at = dir > 0 ? -1 : m;
    for (int k = 0; k < m && from >= 0; k++) {
        at = order[k] == from ? k : at;
    }
    for (int step = 1; step <= m; step++) {
        int i = order[((at + dir * step) % m + m) % m];
        if (is_stop(&b[i])) {
            *s->focus = i;
            return true;
        }
    }
    return false;
}

static int arrow_dir(const scene_t *s, SDL_Keycode k)
{
    if (s->arrows & SCENE_ARROWS_UPDOWN) {
        if (k == SDLK_UP || k == SDLK_DOWN) {
            return k == SDLK_DOWN ? 1 : -1;
        }
    }
    if (s->arrows & SCENE_ARROWS_LEFTRIGHT) {
        if (k == SDLK_LEFT || k == SDLK_RIGHT) {
            return k == SDLK_RIGHT ? 1 : -1;
        }
    }
    return 0;
}

bool scene_focus_key(scene_stack_t *st, scene_t *s, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN || !s->controls) {
        return false;
    }
    SDL_Keysym key = ev->key.keysym;
    int dir = arrow_dir(s, key.sym);
    if (key.sym == SDLK_TAB && !(key.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
        dir = key.mod & KMOD_SHIFT ? -1 : 1;
    }
    if (dir) {
        if (focus_move(s, dir) && st->gfx) {
            st->gfx->dirty = true;
        }
        return true;
    }
    bool enter = key.sym == SDLK_RETURN || key.sym == SDLK_KP_ENTER || key.sym == SDLK_SPACE;
    const ui_button_t *f = enter && s->press && !(key.mod & KMOD_ALT) ? scene_focused(s) : NULL;
    if (!f) {
        return false;
    }
    if (st->gfx) {
        audio_play(st->gfx->audio, SND_CLICK);
        st->gfx->dirty = true;
    }
    s->press(s, f->id);
    return true;
}

void scene_update(scene_stack_t *st, double dt_ms)
{
    scene_t *s = scene_top(st);
    if (s && s->update) {
        s->update(s, dt_ms);
    }
}

void scene_tick(scene_stack_t *st, double real_ms)
{
    for (int i = 0; i < st->count; i++) {
        if (st->items[i]->tick) {
            st->items[i]->tick(st->items[i], real_ms);
        }
    }
}

static int first_visible(const scene_stack_t *st)
{
    int i = st->count - 1;
    while (i > 0 && st->items[i]->draw_below) {
        i--;
    }
    return i;
}

void scene_draw(scene_stack_t *st, gfx_t *g, double t)
{
    if (!g->check) {
        g->check = ui_check_from_env();
    }
    if (g->check) {
        ui_check_begin(g->check, g->layout.lw, g->layout.lh);
    }
    for (int i = first_visible(st); i >= 0 && i < st->count; i++) {
        if (g->check) {
            ui_check_screen(g->check, st->items[i]->name);
        }
        if (st->items[i]->draw) {
            st->items[i]->draw(st->items[i], g, t);
        }
    }
    scene_t *top = st->count > 0 ? st->items[st->count - 1] : NULL;
    const ui_button_t *f = top ? scene_focused(top) : NULL;
    if (f) {
        ui_focus_ring_round(g, f->r, ui_button_corner(f));
        const ui_button_t *all;
        controls_of(top, &all);
        /* the checker's rule 7 (no other words under the ring), but round a card of the table's hand:
         * the hand's cards lie over each other, and their tags with them */
        if (g->check && f - all >= top->tab_lead) {
            char what[96];
            snprintf(what, sizeof what, "\"%s\"", f->label);
            ui_check_ring(g->check, f->r, ui_focus_ring_reach(g), what);
        }
    }
    if (g->check) {
        ui_check_end(g->check);
    }
}

void scene_resize(scene_stack_t *st, const gfx_t *g)
{
    for (int i = 0; i < st->count; i++) {
        if (st->items[i]->resize) {
            st->items[i]->resize(st->items[i], g);
        }
    }
}

double scene_idle_ms(scene_stack_t *st)
{
    double idle = SCENE_IDLE;
    for (int i = first_visible(st); i >= 0 && i < st->count; i++) {
        scene_t *s = st->items[i];
        if (s->idle_ms) {
            double d = s->idle_ms(s, i == st->count - 1);
            idle = d < idle ? d : idle;
        }
    }
    return idle;
}
