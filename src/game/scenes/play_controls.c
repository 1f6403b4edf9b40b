/* The table's buttons: Menu, Scores, Last trick, Hint, Claim, Undo, Pass and the moon's two choices. Where they
 * are comes from the layout (play_controls_place, after a resize); whether they show, may be pressed,
 * and the Pass and Hint buttons' words come from the table's state (play_controls_sync, before they are drawn,
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
    /* TRANSLATORS: the button that takes back the player's last card (key U), in a game without a clock */
    ui_button_init(&b[BTN_UNDO - 1], BTN_UNDO, N_("Undo"), BUTTON_SECONDARY);
    /* the keys that press them, on their caps (play_input.c's on_key) */
    static const struct {
        int id;
        const char *key;
    } keys[] = {{BTN_PASS, "P"},     {BTN_MENU, "Esc"}, {BTN_SCORES, "S"}, {BTN_LAST, "L"}, {BTN_MOON_ADD, "A"},
                {BTN_MOON_SUB, "T"}, {BTN_HINT, "H"},   {BTN_CLAIM, "C"},  {BTN_UNDO, "U"}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        ui_button_key(&b[keys[i].id - 1], keys[i].key);
    }
}

void play_controls_place(play_t *p)
{
    for (int i = 0; i < PLAY_BUTTONS; i++) {
        p->ctl.b[i].r = p->layout.button[i];
        p->ctl.b[i].pt = p->layout.button_pt[i];
    }
}

void play_controls_sync(play_t *p)
{
    ui_button_t *b = p->ctl.b;
    b[BTN_LAST - 1].hidden = !p->shown.has_last_trick || p->anim.claim_up; /* a claim's cards cover the table */
    b[BTN_HINT - 1].hidden = !play_hint_available(p) || p->in.moon_choice;
    /* while a hint's marks show, the same button (and H) takes it; once taken, there is nothing to do */
    bool shown = play_hint_shown(p);
    b[BTN_HINT - 1].enabled = !table_hint_pending(p->h->table) && !(shown && play_hint_taken(p));
    /* TRANSLATORS: the Hint button while a hint shows: it makes the hint's cards the player's choice */
    snprintf(b[BTN_HINT - 1].label, sizeof b[BTN_HINT - 1].label, "%s", shown ? N_("Use hint") : N_("Hint"));
    b[BTN_CLAIM - 1].hidden = !play_claim_available(p) || p->in.moon_choice;
    /* not while the last trick is shown: its panel may cover it (five seats at 800x450) */
    b[BTN_UNDO - 1].hidden = !play_undo_shown(p) || p->in.show_last || p->anim.claim_up;
    b[BTN_PASS - 1].hidden = !play_pass_mode(p);
    b[BTN_PASS - 1].enabled = cardset_count(p->in.selected) == 3;
    /* TRANSLATORS: the Pass button, with an arrow to where the cards go */
    static const char *const pass[PASS_DIR_COUNT] = {
        N_("Pass left  \xe2\x86\x90"),     N_("Pass right  \xe2\x86\x92"),
        N_("Pass across  \xe2\x86\x91"),   N_("Pass"),
        N_("Pass far left  \xe2\x86\x96"), N_("Pass far right  \xe2\x86\x97")};
    snprintf(b[BTN_PASS - 1].label, sizeof b[BTN_PASS - 1].label, "%s", pass[p->shown.pass_dir % PASS_DIR_COUNT]);
    b[BTN_MOON_ADD - 1].hidden = b[BTN_MOON_SUB - 1].hidden = !p->in.moon_choice;
}

int play_controls_event(play_t *p, const SDL_Event *ev)
{
    play_controls_sync(p);
    return ui_buttons_event(&p->h->app->gfx, p->ctl.b, PLAY_BUTTONS, ev);
}

int play_controls_list(play_t *p, const ui_button_t **out)
{
    ui_button_t *list = p->ctl.list;
    cardset_t hand = p->shown.hand[SEAT_S];
    cardset_t legal = play_is_south_turn(p) ? play_south_legal(p) : hand;
    double t = p->h->app->anim_ms;
    for (int i = 0; i < PLAY_FOCUS_CARDS; i++) {
        ui_button_t *b = &list[i];
        card_t c = hand ? cardset_pop(&hand) : CARD_NONE;
        char label[16];
        ui_button_init(b, PLAY_CARD_ID + i, c == CARD_NONE ? "" : ui_card_label(c, label, sizeof label), BUTTON_QUIET);
        b->hidden = c == CARD_NONE || p->anim.cards[c].loc != LOC_HAND;
        if (b->hidden) {
            continue;
        }
        b->enabled = cardset_has(legal, c);
        play_look_t l = play_card_look(p, c, t);
        b->r = rectf(l.x, l.y, card_size_w(l.size), card_size_h(l.size));
        b->corner = card_size_w(l.size) * 0.075f; /* a card's rounded corners (sprite_outline's) */
        if (i > 0 && !list[i - 1].hidden && list[i - 1].r.x < l.x) {
            list[i - 1].r.w = l.x - list[i - 1].r.x; /* a card covered by the next: the part that shows */
        }
    }
    if (p->h->table) {
        play_controls_sync(p);
    }
    for (int i = 0; i < PLAY_BUTTONS; i++) {
        list[PLAY_FOCUS_CARDS + i] = p->ctl.b[i];
    }
    *out = list;
    return PLAY_FOCUS_CARDS + PLAY_BUTTONS;
}
