/* Review: the coach's notes on a hand (hearts/coach.h), over its summary. Each costly pass or card in one
 * sentence with the better choice and its reason; "No costly choices this hand"; while the analysis
 * runs on the worker, that it does (the screen is drawn again as it ends). */
#include <stdio.h>
#include <stdlib.h>

#include "hearts/intl.h"
#include "platform/app.h"
#include "platform/ui.h"
#include "scenes/coach_text.h"
#include "scenes/home.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "table/coach_run.h"

enum { B_CLOSE = 1 };

typedef struct {
    int hand;
    rectf_t panel;
    rectf_t body; /* where the notes go */
    ui_button_t close;
    coach_hand_state_t shown; /* what was drawn last: drawn again when it changes */
} review_t;

static void resize(scene_t *s, const gfx_t *g)
{
    review_t *v = s->data;
    bool small = g->layout.scale < 0.85f;
    float w = g->layout.lw - 40 < 820 ? g->layout.lw - 40 : 820;
    /* the window's height under the header: the summary's buttons are covered whole, never half */
    v->panel = rectf(g->layout.lw / 2 - (small ? g->layout.lw - 24 : w) / 2, 60, small ? g->layout.lw - 24 : w,
                     g->layout.lh - 68);
    rectf_t r = v->panel;
    v->close.r = panel_foot(r, UI_CENTER, 190);
    v->body = rectf(r.x + 36, r.y + 84, r.w - 72, v->close.r.y - 16 - (r.y + 84));
}

static coach_hand_state_t state_now(const scene_t *s)
{
    const review_t *v = s->data;
    const home_t *h = s->home;
    return h->table ? coach_run_hand_state(table_coach(h->table), v->hand) : COACH_HAND_OFF;
}

static void event(scene_t *s, const SDL_Event *ev)
{
    review_t *v = s->data;
    int id = ui_buttons_event(&s->home->app->gfx, &v->close, 1, ev);
    if (id == B_CLOSE || (id < 0 && panel_close_key(ev))) {
        panel_press_close(s, B_CLOSE);
    }
}

/* One note: its sentence, and under it in a quieter colour the better choice's reason. Returns the
 * height used; nothing is drawn below bottom. */
static float draw_note(gfx_t *g, const coach_note_t *n, rectf_t r, float bottom)
{
    char head[32], line[400], why[300];
    if (n->pass) {
        /* TRANSLATORS: the coach's review: a note on the pass */
        snprintf(head, sizeof head, "%s", _("The pass"));
    } else {
        /* TRANSLATORS: the coach's review: a note on the card played to trick %d */
        snprintf(head, sizeof head, _("Trick %d"), n->trick);
    }
    coach_text(n, line, sizeof line);
    coach_text_why(n, why, sizeof why);
    float lh = ui_line_height(g, 16, 21), wh = ui_line_height(g, 14, 18);
    int lines = ui_text_lines(g, FONT_REGULAR, 16, r.w, line), wlines = ui_text_lines(g, FONT_REGULAR, 14, r.w, why);
    float need = 24 + lines * lh + wlines * wh;
    if (r.y + need > bottom) {
        return -1;
    }
    ui_text(g, FONT_BOLD, 15, UI_GOLD, r.x, r.y, UI_LEFT, head);
    ui_text_wrapped(g, FONT_REGULAR, 16, UI_CREAM, rectf(r.x, r.y + 24, r.w, lines * lh), UI_LEFT, 21, line);
    ui_text_wrapped(g, FONT_REGULAR, 14, UI_MUTED, rectf(r.x, r.y + 24 + lines * lh, r.w, wlines * wh), UI_LEFT, 18,
                    why);
    return need + 14;
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    review_t *v = s->data;
    const home_t *h = s->home;
    rectf_t r = v->panel;
    panel_draw(g, r, 0.35f);
    /* TRANSLATORS: the title of the coach's review of hand %d */
    char title[80];
    snprintf(title, sizeof title, _("Hand %d: the coach's review"), v->hand);
    ui_text_fit(g, FONT_BOLD, 28, 16, UI_CREAM, rectf(r.x + 36, r.y + 22, r.w - 72, 40), UI_LEFT, title);
    v->shown = state_now(s);
    rectf_t b = v->body;
    if (v->shown != COACH_HAND_DONE) {
        const char *msg = v->shown == COACH_HAND_WORKING ? _("The coach is still looking at this hand\xe2\x80\xa6")
                                                         : _("The coach did not look at this hand.");
        ui_text_wrapped(g, FONT_REGULAR, 17, UI_MUTED, b, UI_LEFT, 22, msg);
    } else {
        const coach_note_t *n;
        int count = coach_run_hand_notes(table_coach(h->table), v->hand, &n);
        if (count == 0) {
            ui_text_wrapped(g, FONT_REGULAR, 17, UI_CREAM, b, UI_LEFT, 22, _("No costly choices this hand."));
        }
        float y = b.y;
        for (int i = 0; i < count; i++) {
            float used = draw_note(g, &n[i], rectf(b.x, y, b.w, b.h), b.y + b.h);
            if (used < 0) {
                char more[80];
                snprintf(more, sizeof more, NG_("and %d more", "and %d more", count - i), count - i);
                ui_text(g, FONT_REGULAR, 14, UI_MUTED, b.x, y, UI_LEFT, more);
                break;
            }
            y += used;
        }
    }
    ui_button_draw(g, &v->close);
}

/* While the coach works, a look every quarter second for its end. */
static double idle_ms(scene_t *s, bool top)
{
    (void)top;
    review_t *v = s->data;
    return state_now(s) != v->shown ? 0 : v->shown == COACH_HAND_WORKING ? 250 : SCENE_IDLE;
}

static int controls(scene_t *s, const ui_button_t **out)
{
    review_t *v = s->data;
    *out = &v->close;
    return 1;
}

scene_t *overlay_review_new(home_t *h, int hand)
{
    scene_t *s = scene_new_with_data(h, "review", sizeof(review_t));
    review_t *v = s->data;
    v->hand = hand;
    panel_close_init(&v->close, B_CLOSE);
    s->draw_below = true;
    s->press = panel_press_close;
    s->resize = resize;
    s->event = event;
    s->draw = draw;
    s->idle_ms = idle_ms;
    s->controls = controls;
    return s;
}
