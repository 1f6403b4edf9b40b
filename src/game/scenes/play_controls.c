/* The table's buttons: Menu, Scores, Last trick, Hint, Claim, Pass and the moon's two choices. Where they
 * are comes from the layout (play_controls_place, after a resize); whether they show, may be pressed,
 * and the Pass button's words come from the table's state (play_controls_sync, before they are drawn,
 * listed or pressed). */
#include <stdio.h>

#include "hearts/intl.h"
#include "scenes/play_internal.h"
#include "table/table.h"

void play_controls_init(play_t *p)
{
    ui_button_t *b = p->ctl.b;
    ui_button_init(&b[BTN_PASS - 1], BTN_PASS, N_("Pass"), BUTTON_PRIMARY);
    ui_button_init(&b[BTN_MENU - 1], BTN_MENU, N_("Menu"), BUTTON_QUIET);
    ui_button_init(&b[BTN_SCORES - 1], BTN_SCORES, N_("Scores"), BUTTON_QUIET);
    ui_button_init(&b[BTN_LAST - 1], BTN_LAST, N_("Last trick"), BUTTON_SECONDARY);
    ui_button_init(&b[BTN_MOON_ADD - 1], BTN_MOON_ADD, N_("+26 to each of them"), BUTTON_PRIMARY);
    ui_button_init(&b[BTN_MOON_SUB - 1], BTN_MOON_SUB, N_("26 off my score"), BUTTON_PRIMARY);
    ui_button_init(&b[BTN_HINT - 1], BTN_HINT, N_("Hint"), BUTTON_SECONDARY);
    /* TRANSLATORS: the button that claims the rest of the hand when it is certain (key C) */
    ui_button_init(&b[BTN_CLAIM - 1], BTN_CLAIM, N_("Claim"), BUTTON_PRIMARY);
}

void play_controls_place(play_t *p)
{
    for (int i = 0; i < PLAY_BUTTONS; i++) {
        p->ctl.b[i].r = p->layout.button[i];
        p->ctl.b[i].pt = p->layout.button_pt[i];
    }
    /* Claim: beside Hint, as wide, in the same row (the layout places Hint) */
    rectf_t hint = p->layout.button[BTN_HINT - 1];
    p->ctl.b[BTN_CLAIM - 1].r = rectf(hint.x + hint.w + 8, hint.y, hint.w, hint.h);
    p->ctl.b[BTN_CLAIM - 1].pt = p->layout.button_pt[BTN_HINT - 1];
}

void play_controls_sync(play_t *p)
{
    ui_button_t *b = p->ctl.b;
    b[BTN_LAST - 1].hidden = !p->shown.has_last_trick;
    b[BTN_HINT - 1].hidden = !play_hint_available(p) || p->in.moon_choice;
    b[BTN_HINT - 1].enabled = !table_hint_pending(p->h->table);
    b[BTN_CLAIM - 1].hidden = !play_claim_available(p) || p->in.moon_choice;
    b[BTN_PASS - 1].hidden = !play_pass_mode(p);
    b[BTN_PASS - 1].enabled = cardset_count(p->in.selected) == 3;
    /* TRANSLATORS: the Pass button, with an arrow to where the cards go */
    static const char *const pass[4] = {N_("Pass left  \xe2\x86\x90"), N_("Pass right  \xe2\x86\x92"),
                                        N_("Pass across  \xe2\x86\x91"), N_("Pass")};
    snprintf(b[BTN_PASS - 1].label, sizeof b[BTN_PASS - 1].label, "%s", pass[p->shown.pass_dir & 3]);
    b[BTN_MOON_ADD - 1].hidden = b[BTN_MOON_SUB - 1].hidden = !p->in.moon_choice;
}

int play_controls_event(play_t *p, const SDL_Event *ev)
{
    play_controls_sync(p);
    return ui_buttons_event(&p->h->app->gfx, p->ctl.b, PLAY_BUTTONS, ev);
}
