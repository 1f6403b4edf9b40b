/* The layout checker (uicheck.h). */
#include "platform/uicheck.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS    768
#define MAX_SCREENS  8
#define MAX_PROBLEMS 256
#define TEXT_LEN     128  /* a label kept whole: a line of the rules page at a glance, 1280 wide */
#define TOL          0.5f /* logical units of rounding forgiven everywhere */
#define MAX_ALLOWED  16

typedef struct {
    rectf_t r;
    int screen;
    int flags;
    int px; /* labels only */
    char text[TEXT_LEN];
} item_t;

struct ui_check {
    bool to_stderr;
    float ww, wh;
    char screens[MAX_SCREENS][32];
    int nscreens;
    char context[48];
    int label_flags; /* given to the labels that follow (ui_check_loose) */
    item_t elems[MAX_ITEMS];
    int nelems;
    item_t labels[MAX_ITEMS];
    int nlabels;
    char *problems[MAX_PROBLEMS];
    char *keys[MAX_PROBLEMS]; /* each problem without its context and coordinates */
    int nproblems;
    int overflow;                        /* breaches not kept once MAX_PROBLEMS were */
    char mark[16];                       /* rule 6: what every translated text holds ("" off) */
    char allowed[MAX_ALLOWED][TEXT_LEN]; /* rule 6: texts that need no mark */
    int nallowed;
    item_t ring;      /* rule 7: the focused control and its name */
    float ring_reach; /* how far outside it the ring goes */
    bool has_ring;
};

ui_check_t *ui_check_new(void)
{
    return calloc(1, sizeof(ui_check_t));
}

void ui_check_free(ui_check_t *c)
{
    if (!c) {
        return;
    }
    ui_check_clear(c);
    free(c);
}

ui_check_t *ui_check_from_env(void)
{
    static ui_check_t *env;
    static bool asked;
    if (!asked) {
        asked = true;
        const char *v = getenv("HEARTS_CHECK_LAYOUT");
        if (v && *v && strcmp(v, "0") != 0) {
            env = ui_check_new(); /* lives as long as the program */
            if (env) {
                env->to_stderr = true;
            }
        }
    }
    return env;
}

void ui_check_begin(ui_check_t *c, float window_w, float window_h)
{
    c->ww = window_w;
    c->wh = window_h;
    c->nscreens = 0;
    c->nelems = 0;
    c->nlabels = 0;
    c->has_ring = false;
    ui_check_screen(c, "?");
}

void ui_check_screen(ui_check_t *c, const char *screen)
{
    if (c->nscreens > 0 && strcmp(c->screens[c->nscreens - 1], screen) == 0) {
        return;
    }
    if (c->nscreens < MAX_SCREENS) {
        c->nscreens++;
    }
    snprintf(c->screens[c->nscreens - 1], sizeof c->screens[0], "%s", screen);
}

void ui_check_context(ui_check_t *c, const char *context)
{
    snprintf(c->context, sizeof c->context, "%s", context ? context : "");
}

static void add(item_t *items, int *n, int screen, rectf_t r, int flags, int px, const char *text)
{
    if (*n >= MAX_ITEMS) {
        return;
    }
    item_t *it = &items[(*n)++];
    it->r = r;
    it->screen = screen;
    it->flags = flags;
    it->px = px;
    /* keep whole UTF-8 characters when cutting a long text short */
    size_t len = strlen(text ? text : "");
    if (len >= TEXT_LEN) {
        len = TEXT_LEN - 4;
        while (len > 0 && ((unsigned char)text[len] & 0xC0) == 0x80) {
            len--;
        }
        memcpy(it->text, text, len);
        memcpy(it->text + len, "...", 4);
    } else {
        memcpy(it->text, text ? text : "", len + 1);
    }
}

void ui_check_element(ui_check_t *c, rectf_t r, const char *what, int flags)
{
    add(c->elems, &c->nelems, c->nscreens - 1, r, flags, 0, what);
}

void ui_check_label(ui_check_t *c, rectf_t r, int px, const char *text)
{
    /* A line's box holds the font's whole height; its ink starts lower and ends higher. */
    float top = r.h * 0.16f, bottom = r.h * 0.08f;
    r.y += top;
    r.h -= top + bottom;
    add(c->labels, &c->nlabels, c->nscreens - 1, r, c->label_flags, px, text);
}

void ui_check_ring(ui_check_t *c, rectf_t control, float reach, const char *what)
{
    int n = 0;
    add(&c->ring, &n, c->nscreens - 1, control, 0, 0, what);
    c->ring_reach = reach;
    c->has_ring = true;
}

static void report(ui_check_t *c, int *found, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

void ui_check_translated(ui_check_t *c, const char *mark)
{
    snprintf(c->mark, sizeof c->mark, "%s", mark ? mark : "");
}

void ui_check_allow_untranslated(ui_check_t *c, const char *text)
{
    if (c->nallowed < MAX_ALLOWED) {
        snprintf(c->allowed[c->nallowed++], TEXT_LEN, "%s", text);
    }
}

void ui_check_text(ui_check_t *c, const char *text)
{
    if (!c->mark[0] || !text || strstr(text, c->mark)) {
        return;
    }
    bool letters = false;
    for (const char *p = text; *p && !letters; p++) {
        /* a card's name in the letters its face shows ("Q♠": courts.h keeps J, Q, K for a language
         * without court cards of its own, as the made-up one is) is not a word of the catalogue */
        bool court = (*p == 'J' || *p == 'Q' || *p == 'K') && strncmp(p + 1, "\xe2\x99", 2) == 0;
        letters = !court && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'));
    }
    for (int i = 0; letters && i < c->nallowed; i++) {
        letters = strcmp(text, c->allowed[i]) != 0;
    }
    if (letters) {
        int found = 0;
        char cut[TEXT_LEN];
        snprintf(cut, sizeof cut, "%s", text);
        report(c, &found, "%s: \"%s\" is not translated (it lacks the mark %s)", c->screens[c->nscreens - 1], cut,
               c->mark);
    }
}

void ui_check_loose(ui_check_t *c, bool loose)
{
    c->label_flags = loose ? UI_ELEM_LOOSE : 0;
}

/* ---- The rules ---- */

static bool inside(rectf_t in, rectf_t out, float pad)
{
    return in.x >= out.x + pad - TOL && in.y >= out.y + pad - TOL && in.x + in.w <= out.x + out.w - pad + TOL &&
           in.y + in.h <= out.y + out.h - pad + TOL;
}

/* Apart by at least gap (negative gap: overlapping by less than -gap is forgiven). */
static bool apart(rectf_t a, rectf_t b, float gap)
{
    return a.x + a.w + gap <= b.x + TOL || b.x + b.w + gap <= a.x + TOL || a.y + a.h + gap <= b.y + TOL ||
           b.y + b.h + gap <= a.y + TOL;
}

static void report(ui_check_t *c, int *found, const char *fmt, ...)
{
    char what[400], line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    /* One breach is reported once, with the context where it was first seen; the boxes' places (in
     * brackets at the end) do not make it another. */
    char *cut = strstr(what, " (");
    size_t key = cut ? (size_t)(cut - what) : strlen(what);
    for (int i = 0; i < c->nproblems; i++) {
        if (strlen(c->keys[i]) == key && strncmp(c->keys[i], what, key) == 0) {
            return;
        }
    }
    (*found)++;
    if (c->nproblems >= MAX_PROBLEMS) {
        c->overflow++;
        return;
    }
    snprintf(line, sizeof line, "%s%s%s", c->context, c->context[0] ? " " : "", what);
    char *kept = malloc(strlen(line) + 1), *k = malloc(key + 1);
    if (!kept || !k) {
        free(kept);
        free(k);
        return;
    }
    memcpy(kept, line, strlen(line) + 1);
    memcpy(k, what, key);
    k[key] = 0;
    c->problems[c->nproblems] = kept;
    c->keys[c->nproblems] = k;
    c->nproblems++;
    if (c->to_stderr) {
        fprintf(stderr, "hearts: layout: %s\n", line);
    }
}

#define R(r) (double)(r).x, (double)(r).y, (double)(r).w, (double)(r).h

/* Rule 7: no label of the ring's screen but those inside the focused control lies under the ring. */
static void check_ring(ui_check_t *c, int *found)
{
    if (!c->has_ring) {
        return;
    }
    const item_t *f = &c->ring;
    float reach = c->ring_reach;
    rectf_t out = rectf(f->r.x - reach, f->r.y - reach, f->r.w + 2 * reach, f->r.h + 2 * reach);
    for (int i = 0; i < c->nlabels; i++) {
        const item_t *l = &c->labels[i];
        if (l->screen != f->screen || (l->flags & UI_ELEM_LOOSE) || inside(l->r, f->r, 0) || apart(l->r, out, 0)) {
            continue;
        }
        report(c, found,
               "%s: the focus ring round %s covers \"%s\" (ring to %.0f,%.0f %.0fx%.0f; text at %.0f,%.0f %.0fx%.0f)",
               c->screens[f->screen], f->text, l->text, R(out), R(l->r));
    }
}

int ui_check_end(ui_check_t *c)
{
    int found = 0;
    rectf_t win = rectf(0, 0, c->ww, c->wh);
    for (int i = 0; i < c->nlabels; i++) {
        const item_t *l = &c->labels[i];
        const char *scr = c->screens[l->screen];
        if (!inside(l->r, win, 0)) {
            report(c, &found, "%s: \"%s\" leaves the window (text at %.0f,%.0f %.0fx%.0f)", scr, l->text, R(l->r));
        }
        if (l->px < UI_CHECK_MIN_PX) {
            report(c, &found, "%s: \"%s\" is %d px, below the readable %d px", scr, l->text, l->px, UI_CHECK_MIN_PX);
        }
        for (int j = 0; j < c->nelems; j++) {
            const item_t *e = &c->elems[j];
            if (e->screen != l->screen || ((l->flags | e->flags) & UI_ELEM_LOOSE) || inside(l->r, e->r, UI_CHECK_PAD) ||
                apart(l->r, e->r, 0)) {
                continue;
            }
            if (inside(l->r, e->r, 0)) {
                report(c, &found,
                       "%s: \"%s\" touches the border of %s (text at %.0f,%.0f %.0fx%.0f; %s at %.0f,%.0f %.0fx%.0f)",
                       scr, l->text, e->text, R(l->r), e->text, R(e->r));
            } else {
                report(c, &found, "%s: \"%s\" runs over %s (text at %.0f,%.0f %.0fx%.0f; %s at %.0f,%.0f %.0fx%.0f)",
                       scr, l->text, e->text, R(l->r), e->text, R(e->r));
            }
        }
        for (int j = i + 1; j < c->nlabels; j++) {
            const item_t *m = &c->labels[j];
            if (m->screen == l->screen && !((l->flags | m->flags) & UI_ELEM_LOOSE) && !apart(l->r, m->r, -TOL)) {
                report(
                    c, &found,
                    "%s: \"%s\" and \"%s\" are drawn over each other (at %.0f,%.0f %.0fx%.0f and %.0f,%.0f %.0fx%.0f)",
                    scr, l->text, m->text, R(l->r), R(m->r));
            }
        }
    }
    check_ring(c, &found);
    for (int i = 0; i < c->nelems; i++) {
        const item_t *a = &c->elems[i];
        const char *scr = c->screens[a->screen];
        if (!inside(a->r, win, 0)) {
            report(c, &found, "%s: %s leaves the window (%.0f,%.0f %.0fx%.0f)", scr, a->text, R(a->r));
        }
        for (int j = i + 1; j < c->nelems; j++) {
            const item_t *b = &c->elems[j];
            if (b->screen == a->screen) {
                if ((a->flags | b->flags) & UI_ELEM_LOOSE) {
                    continue;
                }
                if (!apart(a->r, b->r, 1) && !inside(a->r, b->r, 0) && !inside(b->r, a->r, 0)) {
                    report(c, &found, "%s: %s and %s overlap or touch (%.0f,%.0f %.0fx%.0f and %.0f,%.0f %.0fx%.0f)",
                           scr, a->text, b->text, R(a->r), R(b->r));
                }
            } else if (b->screen > a->screen && (b->flags & UI_ELEM_OPAQUE) && (a->flags & UI_ELEM_CONTROL)) {
                if (!apart(a->r, b->r, 0) && !inside(a->r, b->r, 0)) {
                    report(c, &found, "%s: %s shows half from under %s's %s", scr, a->text, c->screens[b->screen],
                           b->text);
                }
            }
        }
    }
    return found;
}

int ui_check_label_count(const ui_check_t *c)
{
    return c->nlabels;
}

const char *ui_check_label_text(const ui_check_t *c, int i)
{
    return i >= 0 && i < c->nlabels ? c->labels[i].text : NULL;
}

rectf_t ui_check_label_rect(const ui_check_t *c, int i)
{
    return i >= 0 && i < c->nlabels ? c->labels[i].r : rectf(0, 0, 0, 0);
}

int ui_check_label_px(const ui_check_t *c, int i)
{
    return i >= 0 && i < c->nlabels ? c->labels[i].px : 0;
}

bool ui_check_drew(const ui_check_t *c, const char *s)
{
    for (int i = 0; i < c->nlabels; i++) {
        const char *t = c->labels[i].text;
        size_t n = strlen(t);
        bool cut = n >= 3 && strcmp(t + n - 3, "...") == 0 && strlen(s) >= TEXT_LEN - 4;
        if (strcmp(t, s) == 0 || (cut && strncmp(t, s, n - 3) == 0)) {
            return true;
        }
    }
    return false;
}

int ui_check_count(const ui_check_t *c)
{
    return c->nproblems;
}

const char *ui_check_problem(const ui_check_t *c, int i)
{
    return i >= 0 && i < c->nproblems ? c->problems[i] : NULL;
}

void ui_check_clear(ui_check_t *c)
{
    for (int i = 0; i < c->nproblems; i++) {
        free(c->problems[i]);
        free(c->keys[i]);
    }
    c->nproblems = 0;
    c->overflow = 0;
}

void ui_check_print(const ui_check_t *c, FILE *f)
{
    for (int i = 0; i < c->nproblems; i++) {
        fprintf(f, "  %s\n", c->problems[i]);
    }
    if (c->overflow) {
        fprintf(f, "  ... and %d more\n", c->overflow);
    }
}
