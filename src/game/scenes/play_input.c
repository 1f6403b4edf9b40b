/* South's input: the mouse and the keys on the table; choosing, passing and playing cards, the moon
 * choice, hints; and how South's hand answers (cards raised, a refused card shaking, the keyboard's
 * focus). Every decision goes to the table (table_pass, table_play, table_choose_moon). The events
 * (play_events.c) tell it what changed under it: a new deal, cards passed and played, the moon's
 * question. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/look.h"
#include "scenes/announce_table.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

void play_input_init(play_t *p)
{
    play_input_t *in = &p->in;
    in->hover = -1;
    in->focus = -1;
    in->queued = CARD_NONE;
    in->hint_card = CARD_NONE;
    for (int c = 0; c < 52; c++) {
        in->shake[c] = -1;
    }
}

/* South's hand in the order it lies (by suit and rank); how many. */
static int south_cards(const play_t *p, card_t out[HAND_MAX])
{
    int n = 0;
    for (cardset_t h = p->shown.hand[SEAT_S]; h && n < HAND_MAX;) {
        out[n++] = cardset_pop(&h);
    }
    return n;
}

/* ---- What the events tell ---- */

void play_input_new_hand(play_t *p)
{
    play_input_t *in = &p->in;
    in->selected = 0;
    in->queued = CARD_NONE;
    in->show_last = false;
    in->focus = -1;
    play_hint_done(p);
    for (int c = 0; c < 52; c++) {
        in->shake[c] = -1;
    }
}

void play_input_resumed(play_t *p, cardset_t pass_chosen)
{
    p->in.selected = p->shown.passes_done ? 0 : pass_chosen & p->shown.hand[SEAT_S];
}

void play_input_undone(play_t *p)
{
    p->in.undone = false;
    p->in.queued = CARD_NONE;
    p->in.show_last = false;
    play_hint_done(p);
}

void play_input_passed(play_t *p, card_t c)
{
    p->in.lift[c] = 0;
    p->in.selected &= ~cardset_of(c);
}

void play_input_played(play_t *p, int seat, card_t c)
{
    play_input_t *in = &p->in;
    in->shake[c] = -1;
    if (seat != SEAT_S) {
        return;
    }
    play_hint_done(p);
    if (in->queued == c) {
        in->queued = CARD_NONE;
    }
    int n = cardset_count(p->shown.hand[SEAT_S]);
    if (in->focus >= n && in->focus < PLAY_FOCUS_CARDS) {
        in->focus = n - 1;
    }
    /* the hand kept its places under the pointer: the card now there is the one a click takes */
    in->hover = in->pointer_in ? play_hit_card(p, in->pointer_x, in->pointer_y, p->h->app->anim_ms) : -1;
}

void play_input_moon_asked(play_t *p, bool asked)
{
    p->in.moon_choice = asked;
}

/* ---- Hints ---- */

void play_hint_done(play_t *p)
{
    p->in.hint_card = CARD_NONE;
    p->in.hint_pass = 0;
    p->in.hint_taken = false;
    play_messages_drop_hint(p);
}

/* The hint only marks its cards: what South has chosen (the pass) and the focus stay as they were. */
bool play_input_take_hint(play_t *p, const table_hint_t *hint)
{
    play_input_t *in = &p->in;
    if (hint->pass) {
        if (!play_pass_mode(p)) {
            return false;
        }
        in->hint_pass = 0;
        for (int i = 0; i < 3; i++) {
            in->hint_pass |= cardset_of(hint->cards[i]);
        }
        in->hint_card = CARD_NONE;
        return true;
    }
    if (!cardset_has(play_south_legal(p), hint->card)) {
        return false;
    }
    in->hint_card = hint->card;
    in->hint_pass = 0;
    in->hint_taken = false;
    return true;
}

void play_input_forget_stale_hint(play_t *p)
{
    cardset_t hand = game_hand(table_game(p->h->table), SEAT_S);
    bool stale = p->in.hint_card != CARD_NONE && !cardset_has(hand, p->in.hint_card);
    if (stale || (p->in.hint_pass & ~hand)) {
        play_hint_done(p);
    }
}

/* H or the Hint button: the table's worker thinks it over (tens of milliseconds); play.c shows it. */
static void ask_hint(play_t *p)
{
    if (p->in.moon_choice || !play_hint_available(p)) {
        return;
    }
    if (table_ask_hint(p->h->table)) {
        app_redraw(p->h->app);
    }
}

/* The hint taken (H or "Use hint" again): its three cards become South's choice for the pass, still
 * passed only by Pass; or its card gets the focus and stands raised, played by Enter or a click (a
 * card played cannot be taken back, so a second press of H never plays one). */
static void use_hint(play_t *p)
{
    play_input_t *in = &p->in;
    if (play_pass_mode(p)) {
        in->selected = in->hint_pass;
    } else {
        in->focus = cardset_count(p->shown.hand[SEAT_S] & cardset_below(in->hint_card));
        in->hint_taken = true;
    }
    audio_play(&p->h->app->audio, SND_CLICK);
    app_redraw(p->h->app);
}

/* H or the Hint button: a hint shown is taken, else one is asked for. */
static void hint_pressed(play_t *p)
{
    if (play_hint_shown(p)) {
        if (!play_hint_taken(p)) {
            use_hint(p);
        }
        return;
    }
    ask_hint(p);
}

/* ---- South's hand: raised cards, the keyboard's focus ---- */

bool play_input_lifts_moving(const play_t *p)
{
    for (cardset_t h = p->shown.hand[SEAT_S]; h;) {
        card_t c = cardset_pop(&h);
        if (fabsf(play_south_lift(p, c, p->h->app->anim_ms) - p->in.lift[c]) > 0.25f) {
            return true;
        }
    }
    return false;
}

void play_input_ease_lifts(play_t *p, double dt)
{
    /* reduced motion (platform/look.h): a card is raised or lowered at once, never glides */
    float k = look_still() ? 1.0f : 1.0f - expf(-(float)(dt * (p->bench ? 1e6 : p->h->app->speed)) / 45.0f);
    for (int c = 0; c < 52; c++) {
        const csprite_t *s = &p->anim.cards[c];
        float target =
            (s->loc == LOC_HAND && s->seat == SEAT_S) ? play_south_lift(p, (card_t)c, p->h->app->anim_ms) : 0;
        float d = target - p->in.lift[c];
        p->in.lift[c] = fabsf(d) < 0.25f ? target : p->in.lift[c] + d * k;
    }
}

void play_input_keep_focus_legal(play_t *p)
{
    play_input_t *in = &p->in;
    if (in->focus < 0 || in->focus >= PLAY_FOCUS_CARDS || !play_is_south_turn(p)) {
        return; /* none, or a button's */
    }
    cardset_t legal = play_south_legal(p);
    card_t hand[HAND_MAX];
    int n = south_cards(p, hand);
    if (n == 0 || !legal || (in->focus < n && cardset_has(legal, hand[in->focus]))) {
        return;
    }
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (cardset_has(legal, hand[i]) && (best < 0 || abs(i - in->focus) < abs(best - in->focus))) {
            best = i;
        }
    }
    if (best >= 0) {
        in->focus = best;
        app_redraw(p->h->app);
    }
}

/* Where the pointer is: a hand that kept its places under it closes up when it leaves (play_events.c). */
static void set_pointer(play_t *p, bool in, float x, float y)
{
    p->in.pointer_in = in;
    p->in.pointer_x = x;
    p->in.pointer_y = y;
}

static void update_hover(play_t *p, float x, float y)
{
    int h = play_hit_card(p, x, y, p->h->app->anim_ms);
    if (h != p->in.hover) {
        p->in.hover = h;
        app_redraw(p->h->app);
    }
}

/* ---- South's decisions ---- */

static void do_pass(play_t *p)
{
    if (!play_pass_mode(p)) {
        return;
    }
    int n = cardset_count(p->in.selected);
    if (n != 3) {
        char msg[160];
        snprintf(
            msg, sizeof msg,
            NG_("Choose three cards to pass (%d chosen so far).", "Choose three cards to pass (%d chosen so far).", n),
            n);
        play_toast(p, msg, 3200);
        return;
    }
    card_t cards[3];
    cardset_t sel = p->in.selected;
    for (int i = 0; i < 3; i++) {
        cards[i] = cardset_pop(&sel);
    }
    hearts_err_t err = table_pass(p->h->table, cards);
    if (err != HEARTS_OK) {
        char msg[300];
        play_toast(p, words_refusal(err, CARD_NONE, NULL, msg, sizeof msg), 3200);
        return;
    }
    app_redraw(p->h->app);
}

/* Why South's card was refused, with the card as it is printed: "7♣ can't be played: diamonds were
 * led." */
static void refusal_text(const play_t *p, card_t c, hearts_err_t err, char *buf, size_t len)
{
    const trick_t *trick = table_game(p->h->table) ? game_trick(table_game(p->h->table)) : NULL;
    words_refusal(err, c, trick, buf, len);
}

static void try_play(play_t *p, card_t c, bool from_queue)
{
    table_t *t = p->h->table;
    hearts_err_t err = table_play(t, c);
    if (err == HEARTS_OK) {
        return;
    }
    char msg[300];
    refusal_text(p, c, err, msg, sizeof msg);
    if (from_queue) {
        p->in.queued = CARD_NONE; /* a queued card that became illegal is dropped, and says why */
    }
    play_toast(p, msg, 3200);
    p->in.shake[c] = (float)p->h->app->anim_ms;
}

/* A card chosen for the pass, or put back. */
static void choose_for_pass(play_t *p, card_t c)
{
    play_input_t *in = &p->in;
    if (cardset_has(in->selected, c)) {
        in->selected &= ~cardset_of(c);
    } else if (cardset_count(in->selected) < 3) {
        in->selected |= cardset_of(c);
    } else {
        play_toast(p, _("Three cards are chosen: choose one of them again to put it back first."), 3200);
    }
    /* three cards of South's own, at most one of them the hint's: the hint is set aside */
    if (in->hint_pass && cardset_count(in->selected) == 3 && cardset_count(in->selected & in->hint_pass) <= 1) {
        play_hint_done(p);
    }
    audio_play(&p->h->app->audio, SND_CLICK);
    app_redraw(p->h->app);
}

static void click_card(play_t *p, card_t c)
{
    const table_t *t = p->h->table;
    if (!t || table_over(t) || table_autoplay(t) || p->in.moon_choice) {
        return;
    }
    const game_t *g = table_game(t);
    if (play_pass_mode(p)) {
        choose_for_pass(p, c);
        return;
    }
    if (p->anim.dealing || game_phase(g) != PHASE_PLAY || !p->shown.passes_done) {
        return;
    }
    if (play_is_south_turn(p)) {
        try_play(p, c, false);
    } else if (p->in.queued == c) {
        p->in.queued = CARD_NONE; /* clicked again: cancelled */
    } else {
        p->in.queued = c; /* played the moment it is South's turn, if legal then */
    }
    app_redraw(p->h->app);
}

/* South chose how a moon of theirs scores (the buttons, or A / T). */
static void choose_moon(play_t *p, moon_choice_t choice)
{
    if (!p->in.moon_choice) {
        return;
    }
    p->in.moon_choice = false;
    hearts_err_t err = table_choose_moon(p->h->table, choice);
    if (err != HEARTS_OK) {
        char msg[300];
        play_toast(p, words_refusal(err, CARD_NONE, NULL, msg, sizeof msg), 3200);
    }
    app_redraw(p->h->app);
}

void play_queued_card(play_t *p)
{
    if (p->in.queued != CARD_NONE && play_is_south_turn(p)) {
        card_t c = p->in.queued;
        p->in.queued = CARD_NONE;
        try_play(p, c, true);
    }
}

/* ---- Events ---- */

static void toggle_last_trick(play_t *p)
{
    p->in.show_last = !p->in.show_last && p->shown.has_last_trick;
    app_redraw(p->h->app);
}

/* South claims the rest of the hand (the Claim button, key C), when a claim is offered; else is told
 * why not, as Undo is. */
static void claim(play_t *p)
{
    if (play_claim_available(p) && !p->in.moon_choice && table_claim(p->h->table) == HEARTS_OK) {
        p->in.queued = CARD_NONE;
        app_redraw(p->h->app);
    } else if (!p->in.moon_choice) {
        play_refused(p, words_claim_refusal(play_is_south_turn(p)));
    }
}

/* South takes back its last card (the Undo button, key U), or is told why not in the table's message. */
static void undo(play_t *p)
{
    table_undo_t why = table_undo(p->h->table);
    if (why == TABLE_UNDO_OK) {
        p->in.undone = true; /* play.c lays the table out again from the engine */
    } else {
        play_refused(p, words_undo_refusal(why));
    }
    app_redraw(p->h->app);
}

/* A button clicked (its id); whether that was one of the table's. */
static bool on_button(play_t *p, int id)
{
    home_t *h = p->h;
    switch (id) {
    case BTN_PASS:
        do_pass(p);
        return true;
    case BTN_MENU:
        scene_push(&h->app->scenes, overlay_pause_new(h));
        return true;
    case BTN_SCORES:
        scene_push(&h->app->scenes, overlay_scores_new(h));
        return true;
    case BTN_HINT:
        hint_pressed(p);
        return true;
    case BTN_CLAIM:
        claim(p);
        return true;
    case BTN_UNDO:
        undo(p);
        return true;
    case BTN_LAST:
        toggle_last_trick(p);
        return true;
    case BTN_MOON_ADD:
    case BTN_MOON_SUB:
        choose_moon(p, id == BTN_MOON_ADD ? MOON_CHOICE_ADD : MOON_CHOICE_SUBTRACT);
        return true;
    default:
        return false;
    }
}

/* The left button pressed at (x, y): closes the last trick, or clicks a card of South's hand. */
static void on_press(play_t *p, float x, float y)
{
    if (p->in.show_last) {
        p->in.show_last = false;
        app_redraw(p->h->app);
        return;
    }
    for (int i = 0; i < PLAY_BUTTONS; i++) {
        if (!p->ctl.b[i].hidden && rectf_contains(p->ctl.b[i].r, x, y)) {
            return; /* a button's press, handled on release */
        }
    }
    int c = play_hit_card(p, x, y, p->h->app->anim_ms);
    if (c >= 0) {
        p->in.focus = -1;
        click_card(p, (card_t)c);
        update_hover(p, x, y);
    }
}

/* The arrows: the keyboard's focus to the next card; on South's turn from one playable card to the
 * next. With no card focused, the first press moves from the card under the mouse (the one lit), else
 * from outside the hand (to its first or last card). */
static void move_focus(play_t *p, bool left)
{
    play_input_t *in = &p->in;
    card_t hand[HAND_MAX];
    int n = south_cards(p, hand);
    if (n == 0) {
        return;
    }
    int step = left ? n - 1 : 1;
    if (in->focus < 0 || in->focus >= n) {
        in->focus = left ? 0 : n - 1; /* one step from here is the first card the way it goes */
        for (int i = 0; in->hover >= 0 && i < n; i++) {
            if (hand[i] == in->hover) {
                in->focus = i;
            }
        }
    }
    cardset_t legal = play_is_south_turn(p) ? play_south_legal(p) : 0;
    in->focus = (in->focus + step) % n;
    for (int i = 0; legal && i < n && !cardset_has(legal, hand[in->focus]); i++) {
        in->focus = (in->focus + step) % n;
    }
    app_redraw(p->h->app);
}

/* Home and End: the focus to the first or the last card of the hand; on South's turn the first or the
 * last it may play. Whether a card got it. */
static bool focus_end(play_t *p, bool last)
{
    card_t hand[HAND_MAX];
    int n = south_cards(p, hand);
    cardset_t legal = play_is_south_turn(p) ? play_south_legal(p) : 0;
    for (int i = 0; i < n; i++) {
        int at = last ? n - 1 - i : i;
        if (!legal || cardset_has(legal, hand[at])) {
            p->in.focus = at;
            app_redraw(p->h->app);
            return true;
        }
    }
    return false;
}

/* Space or Enter: the focused card is clicked; with none, three chosen cards are passed. With no card
 * focused and nothing to pass (after a card played with the mouse), the key is not lost: the first card
 * South may play gets the focus, not played yet, and the message says the next press plays it. */
static void press_focus(play_t *p)
{
    card_t hand[HAND_MAX];
    int n = south_cards(p, hand);
    if (p->in.focus >= 0 && p->in.focus < n) {
        click_card(p, hand[p->in.focus]);
    } else if (play_pass_mode(p) && cardset_count(p->in.selected) == 3) {
        do_pass(p);
    } else if ((play_pass_mode(p) || play_is_south_turn(p)) && focus_end(p, false)) {
        char label[16], msg[200];
        ui_card_label(hand[p->in.focus], label, sizeof label);
        if (play_pass_mode(p)) {
            /* TRANSLATORS: Enter pressed on the table with no card chosen by the keyboard; %s is a card
             * ("3♣"), now raised with the focus's ring */
            snprintf(msg, sizeof msg, _("%s has the focus: Enter chooses it, the arrows move on."), label);
        } else {
            /* TRANSLATORS: as above, on the player's turn; %s is the first card they may play */
            snprintf(msg, sizeof msg, _("%s has the focus: Enter plays it, the arrows choose another."), label);
        }
        play_toast(p, msg, 3200);
    }
}

static void on_key(play_t *p, SDL_Keysym key)
{
    home_t *h = p->h;
    SDL_Keycode k = key.sym;
    if (announce_table_key(p, key)) {
        return; /* speech on: its keys (announce_table.h) */
    }
    if (k == SDLK_ESCAPE) {
        if (p->in.show_last) {
            p->in.show_last = false;
            app_redraw(h->app);
        } else {
            scene_push(&h->app->scenes, overlay_pause_new(h));
        }
    } else if (k == SDLK_p) {
        do_pass(p);
    } else if (k == SDLK_h) {
        hint_pressed(p);
    } else if (k == SDLK_c) {
        claim(p);
    } else if (k == SDLK_u) {
        undo(p);
    } else if (k == SDLK_l) {
        toggle_last_trick(p);
    } else if (k == SDLK_s) { /* (Tab walks the cards and the buttons: scene.h) */
        scene_push(&h->app->scenes, overlay_scores_new(h));
    } else if (p->in.moon_choice) {
        if (k == SDLK_a) {
            choose_moon(p, MOON_CHOICE_ADD);
        } else if (k == SDLK_t) {
            choose_moon(p, MOON_CHOICE_SUBTRACT);
        }
    } else if (k == SDLK_LEFT || k == SDLK_RIGHT) {
        move_focus(p, k == SDLK_LEFT);
    } else if (k == SDLK_HOME || k == SDLK_END) {
        (void)focus_end(p, k == SDLK_END);
    } else if ((k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) && !(key.mod & KMOD_ALT)) {
        press_focus(p);
    }
}

void play_press(scene_t *sc, int id)
{
    play_t *p = sc->data;
    card_t hand[HAND_MAX];
    int n = p->h->table ? south_cards(p, hand) : 0;
    int i = id - PLAY_CARD_ID;
    if (i >= 0 && i < n) {
        click_card(p, hand[i]);
    } else if (p->h->table) {
        (void)on_button(p, id);
    }
}

void play_event(scene_t *sc, const SDL_Event *ev)
{
    play_t *p = sc->data;
    if (!p->h->table) {
        return;
    }
    if (on_button(p, play_controls_event(p, ev))) {
        return;
    }
    float x, y;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        layout_from_window(&p->h->app->gfx.layout, ev->motion.x, ev->motion.y, &x, &y);
        set_pointer(p, true, x, y);
        update_hover(p, x, y);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT) {
            layout_from_window(&p->h->app->gfx.layout, ev->button.x, ev->button.y, &x, &y);
            set_pointer(p, true, x, y);
            on_press(p, x, y);
        }
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_LEAVE) {
            set_pointer(p, false, 0, 0); /* off the hand too: one that kept its places closes up */
            update_hover(p, -1e6f, -1e6f);
        }
        break;
    case SDL_KEYDOWN:
        on_key(p, ev->key.keysym);
        break;
    default:
        break;
    }
}
