/* Drawing in logical units: text, rounded panels, soft shadows, buttons with hover states. */
#ifndef GAME_UI_H
#define GAME_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/layout.h"
#include "platform/text.h"

#include "hearts/cards.h"
#include "platform/gfx.h"

/* The palette. */
#define UI_CREAM      ((SDL_Color){248, 241, 225, 255})
#define UI_CREAM_DIM  ((SDL_Color){222, 214, 194, 255})
#define UI_MUTED      ((SDL_Color){178, 196, 182, 255})
#define UI_GOLD       ((SDL_Color){238, 190, 80, 255})
#define UI_GOLD_LIGHT ((SDL_Color){250, 212, 118, 255})
#define UI_RED        ((SDL_Color){236, 84, 72, 255})
#define UI_INK        ((SDL_Color){34, 30, 24, 255})
#define UI_PANEL      ((SDL_Color){14, 38, 28, 236})
#define UI_PANEL_EDGE ((SDL_Color){92, 140, 108, 150})
#define UI_HEADER     ((SDL_Color){6, 22, 15, 170})
#define UI_PLATE      ((SDL_Color){8, 26, 18, 190})
#define UI_WHITE      ((SDL_Color){255, 255, 255, 255})
#define UI_HEART      ((SDL_Color){230, 70, 70, 255})

enum {
    UI_LEFT = 0,
    UI_CENTER = 1,
    UI_RIGHT = 2, /* horizontal */
    UI_TOP = 0,
    UI_MIDDLE = 4,
    UI_BOTTOM = 8, /* vertical, added to the above */
};

/* "♣", "♦", "♠", "♥" (UTF-8) for SUIT_CLUBS .. SUIT_HEARTS. */
const char *ui_suit_symbol(int suit);
/* A card as a person reads it: "10♦", "Q♠". Returns buf. */
const char *ui_card_label(card_t c, char *buf, size_t len);

SDL_Color ui_alpha(SDL_Color c, float a);
SDL_Color ui_mix(SDL_Color a, SDL_Color b, float t);

/* Draws s at (x, y) aligned by `align`; returns its width in logical units. */
float ui_text(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *s);
float ui_textf(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 8, 9)))
#endif
    ;
/* Text with a soft dark shadow under it, for titles on the felt. */
float ui_text_shadowed(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *s);
float ui_text_width(gfx_t *g, font_style_t f, float pt, const char *s);
/* s in box, vertically centred and aligned by align's horizontal part, shrunk (not below min_pt)
 * until it fits the box's width; returns its width. The layout checker reports it if it still
 * does not fit. */
float ui_text_fit(gfx_t *g, font_style_t f, float pt, float min_pt, SDL_Color c, rectf_t box, int align, const char *s);
/* s in box as ui_text_fit does; if it does not fit on one line even at min_pt, broken into lines at
 * min_pt, line_h apart, centred in the box's height (the caller leaves room for two or three).
 * Returns the number of lines. */
float ui_text_box(gfx_t *g, font_style_t f, float pt, float min_pt, SDL_Color c, rectf_t box, int align, float line_h,
                  const char *s);
/* The size from pt down to min_pt at which s is at most width wide (min_pt if none is). */
float ui_fit_pt(gfx_t *g, font_style_t f, float pt, float min_pt, float width, const char *s);
/* s broken into lines at spaces (and at '\n') to fit box's width, from box's top, line_h apart;
 * returns the height used. ui_text_lines says how many lines that will be. */
float ui_text_wrapped(gfx_t *g, font_style_t f, float pt, SDL_Color c, rectf_t box, int align, float line_h,
                      const char *s);
int ui_text_lines(gfx_t *g, font_style_t f, float pt, float width, const char *s);
/* The pitch of lines of pt asked to be line_h apart: more in a small window, where the text is drawn
 * at UI_CHECK_MIN_PX pixels, taller than pt asks (ui_text_wrapped keeps to it). */
float ui_line_height(const gfx_t *g, float pt, float line_h);
/* Tells the layout checker about a box drawn by other means (a badge, a plate, a hand's card) so
 * that text and controls are checked against it; flags from uicheck.h. Draws nothing. */
void ui_box(gfx_t *g, rectf_t r, const char *what, int flags);

void ui_fill(gfx_t *g, rectf_t r, SDL_Color c);
void ui_round(gfx_t *g, rectf_t r, float radius, SDL_Color c);
/* The width of a panel's or a button's edge: 1.5 units (in high contrast at least a pixel and a half). */
float ui_edge_width(const gfx_t *g);
/* A panel: soft shadow, a border and a fill. */
void ui_panel(gfx_t *g, rectf_t r, float radius, SDL_Color fill, SDL_Color border);
void ui_shadow(gfx_t *g, rectf_t r, float spread, float alpha);
void ui_dim(gfx_t *g, float alpha);

typedef enum { BUTTON_PRIMARY = 0, BUTTON_SECONDARY, BUTTON_QUIET } button_style_t;

typedef struct {
    rectf_t r;
    char label[64]; /* the English words (N_ marks them for the catalogue): translated when drawn, so
                     * a change of language shows at once and tests find a button by its English */
    int id;
    button_style_t style;
    bool enabled;
    bool hidden;
    bool hover;
    bool pressed;
    bool focus;      /* the screen's default: it has the keyboard's focus until a key moves it (scene.h) */
    bool tab_joined; /* reached by Tab with the control before it, as one stop (an Options row's arrows) */
    char key[8];     /* the key that presses it, shown in a small cap at its right end ("H", "Esc"); "" none */
    float pt;        /* text size; 0 = 20 */
    float corner;    /* the radius of its corners (the focus ring's follow them); 0: a button's own */
} ui_button_t;

void ui_button_init(ui_button_t *b, int id, const char *label, button_style_t style);
/* The key that presses b, shown on its cap ("H", "Esc"; at most 7 bytes). */
void ui_button_key(ui_button_t *b, const char *key);
/* A button's colours as drawn now (its style, hover, whether enabled, high contrast); a disabled one's
 * words keep at least 3:1 against its fill in high contrast. */
void ui_button_colours(const ui_button_t *b, SDL_Color *fill, SDL_Color *text, SDL_Color *edge);
/* The colours of the cap of b's key (ui_button_key): its fill, edge and letters (before look_ink), the
 * letters as legible on it as b's words on b. */
void ui_button_key_colours(const ui_button_t *b, SDL_Color *cap, SDL_Color *edge, SDL_Color *words);
void ui_button_draw(gfx_t *g, const ui_button_t *b);
/* The least width at which b, h high, shows its label (translated) at its size (b->pt) and the cap of
 * its key beside it, as ui_button_draw lays them out: measured, in logical units. */
float ui_button_width(gfx_t *g, const ui_button_t *b, float h);
/* The radius of b's corners: b->corner, else a button's (half its height, at most 14). */
float ui_button_corner(const ui_button_t *b);
void ui_buttons_draw(gfx_t *g, ui_button_t *b, int n);
/* Handles mouse motion and clicks; returns the id of the button clicked, or -1. Sets g->dirty when
 * a hover state changes. */
int ui_buttons_event(gfx_t *g, ui_button_t *b, int n, const SDL_Event *ev);
/* The same (the keys of the focus are the scene stack's, scene_focus_key, on every screen). */
int ui_buttons_input(gfx_t *g, ui_button_t *b, int n, const SDL_Event *ev);

/* The keyboard's focus, drawn the same way on every screen round the control that has it (scene_draw
 * calls it): a bright band at least 3 pixels wide between two dark edges, just outside r, so that it
 * reads on the felt, on the gold of a default button and on a white card (high contrast: twice as
 * thick, the extra inside r's edge, so it reaches out no farther). */
#define UI_FOCUS      ((SDL_Color){72, 200, 255, 255})
#define UI_FOCUS_EDGE ((SDL_Color){6, 16, 28, 255})
void ui_focus_ring(gfx_t *g, rectf_t r);
/* The same round a control whose corners have this radius: the ring's corners follow them. */
void ui_focus_ring_round(gfx_t *g, rectf_t r, float radius);
/* How far outside a control's edge the middle of the ring's bright band is (logical units). */
float ui_focus_ring_mid(const gfx_t *g);
/* How far outside a control's edge the ring's bright band reaches (logical units; its dark outer edge,
 * a pixel and a half, is a shadow round it): the room a layout keeps round a control free of other
 * words (the layout checker's rule 7). */
float ui_focus_ring_reach(const gfx_t *g);

#endif
