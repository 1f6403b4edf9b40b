/* The layout checker: while a frame is drawn, the ui layer records every element (a panel, a button,
 * a badge, a scene's own box given with ui_box) and every label (a piece of text, with the box it was
 * drawn in), each under the name of the screen drawing it. When the frame is done, these rules are
 * checked, and each breach is kept as one line naming the screen, the text and the boxes:
 *   1. a label lies inside the window, and for every element of its screen it is either inside the
 *      element, clear of its border by UI_CHECK_PAD, or wholly outside it (no text over a button,
 *      across a panel's edge or touching a border);
 *   2. two labels of one screen do not overlap;
 *   3. two elements of one screen are nested or apart (touching counts as overlapping, so a badge
 *      against a button is caught);
 *   4. a control of a screen beneath an opaque element of a screen above it (an overlay's panel) is
 *      covered wholly or not at all: no button half shows from under a panel;
 *   5. no label is drawn smaller than UI_CHECK_MIN_PX pixels;
 *   6. when asked (ui_check_translated: the tests run the game in a made-up language whose every
 *      message carries a mark), every text with a Latin letter in it carries the mark: a text that
 *      does not was never looked up in the catalogue;
 *   7. the focus ring (ui_check_ring: the band round the control with the keyboard's focus) covers
 *      no label of its screen but the control's own.
 * Scene tests switch it on by setting gfx_t.check; a player's build does when HEARTS_CHECK_LAYOUT is
 * set in the environment (each distinct breach is printed once on standard error). */
#ifndef GAME_PLATFORM_UICHECK_H
#define GAME_PLATFORM_UICHECK_H

#include <stdbool.h>
#include <stdio.h>

#include "platform/layout.h"

#define UI_CHECK_PAD    1.5f /* logical units between a label and the border of its element */
#define UI_CHECK_MIN_PX 12   /* the smallest text, in pixels, a person is asked to read (src/game/README.md) */

typedef struct ui_check ui_check_t;

enum {
    UI_ELEM_OPAQUE = 1,  /* hides what is beneath it (rule 4) */
    UI_ELEM_LOOSE = 2,   /* may overlap other elements of its screen (a card dragged, a toast in
                            flight): only rule 1 applies to the labels around it */
    UI_ELEM_CONTROL = 4, /* something to click (rule 4: a control half hidden invites a click that
                            the panel above it takes) */
};

ui_check_t *ui_check_new(void);
void ui_check_free(ui_check_t *c);
/* The checker HEARTS_CHECK_LAYOUT asks for (reporting on stderr), or NULL when it is not set. */
ui_check_t *ui_check_from_env(void);

/* A frame begins: forget the last one's elements and labels (not its problems). */
void ui_check_begin(ui_check_t *c, float window_w, float window_h);
/* What follows is drawn by this screen (a scene's name). */
void ui_check_screen(ui_check_t *c, const char *screen);
void ui_check_element(ui_check_t *c, rectf_t r, const char *what, int flags);
/* A label: the box its text occupies (logical units), its size in pixels and its text. */
void ui_check_label(ui_check_t *c, rectf_t r, int px, const char *text);
/* A whole text as given to be drawn (a wrapped paragraph before it is broken into lines): rule 6. */
void ui_check_text(ui_check_t *c, const char *text);
/* Rule 6 from now on: every text with a letter A-Z or a-z must hold `mark` (NULL: rule 6 off). */
void ui_check_translated(ui_check_t *c, const char *mark);
/* A text that rule 6 lets through as it is (a language's name, written in that language). */
void ui_check_allow_untranslated(ui_check_t *c, const char *text);
/* The labels that follow belong to something in motion (see UI_ELEM_LOOSE), or no longer. */
void ui_check_loose(ui_check_t *c, bool loose);
/* The focus ring drawn round control (named what) up to reach logical units outside it: rule 7. */
void ui_check_ring(ui_check_t *c, rectf_t control, float reach, const char *what);
/* The frame is done: checks the rules; returns the number of new breaches found in it. */
int ui_check_end(ui_check_t *c);

/* The labels of the last frame drawn (tests look for a word on screen); texts are cut at 71 bytes. */
int ui_check_label_count(const ui_check_t *c);
const char *ui_check_label_text(const ui_check_t *c, int i);
/* Label i's box (its ink's height, logical units; empty past the last). */
rectf_t ui_check_label_rect(const ui_check_t *c, int i);
/* Label i's size in pixels, as drawn (0 past the last). */
int ui_check_label_px(const ui_check_t *c, int i);
/* Whether the last frame drew a label whose text is s (or, when s is longer than a label keeps,
 * starts with what it keeps). */
bool ui_check_drew(const ui_check_t *c, const char *s);
/* Every distinct breach seen since the checker was made (or last cleared). */
int ui_check_count(const ui_check_t *c);
const char *ui_check_problem(const ui_check_t *c, int i);
void ui_check_clear(ui_check_t *c);
void ui_check_print(const ui_check_t *c, FILE *f);
/* Adds a context to every breach found from now on (e.g. "1024x600"), shown before the screen. */
void ui_check_context(ui_check_t *c, const char *context);

#endif
