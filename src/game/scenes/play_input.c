/* South's input: the mouse and the keys on the table; choosing, passing and playing cards, the moon
 * choice, hints. Every decision goes to the table (table_pass, table_play, table_choose_moon). */
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

/* ---- South's decisions ---- */

bool play_pass_mode(const play_t *p)
{
    const table_t *t = p->h->table;
    const game_t *g = t ? table_game(t) : NULL;
    return t && !table_over(t) && !table_autoplay(t) && game_phase(g) == PHASE_PASS && !game_has_passed(g, SEAT_S) &&
           !p->dealing && p->hand_no == game_hand_number(g) && p->h->app->anim_ms >= p->busy_until;
}

bool play_is_south_turn(const play_t *p)
{
    const table_t *t = p->h->table;
    const game_t *g = t ? table_game(t) : NULL;
    return t && !table_over(t) && !table_autoplay(t) && game_phase(g) == PHASE_PLAY && game_turn(g) == SEAT_S &&
           p->passes_done && play_caught_up(p);
}

cardset_t play_south_legal(const play_t *p)
{
    if (!play_is_south_turn(p)) {
        return 0;
    }
    const game_t *g = table_game(p->h->table);
    return rules_legal_moves(game_rules(g), game_hand(g, SEAT_S), game_trick(g));
}

static void do_pass(play_t *p)
{
    if (!play_pass_mode(p)) {
        return;
    }
    if (cardset_count(p->selected) != 3) {
        char msg[160];
        int n = cardset_count(p->selected);
        snprintf(
            msg, sizeof msg,
            NG_("Choose three cards to pass (%d chosen so far).", "Choose three cards to pass (%d chosen so far).", n),
            n);
        play_toast(p, msg, 3200);
        return;
    }
    card_t cards[3];
    cardset_t sel = p->selected;
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

static void shake(play_t *p, card_t c)
{
    p->cards[c].shake_start = (float)p->h->app->anim_ms;
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
        p->queued = CARD_NONE; /* a queued card that became illegal is dropped, and says why */
    }
    play_toast(p, msg, 3200);
    shake(p, c);
}

static void click_card(play_t *p, card_t c)
{
    const table_t *t = p->h->table;
    if (!t || table_over(t) || table_autoplay(t) || p->moon_choice) {
        return;
    }
    const game_t *g = table_game(t);
    if (play_pass_mode(p)) {
        if (cardset_has(p->selected, c)) {
            p->selected &= ~cardset_of(c);
        } else if (cardset_count(p->selected) < 3) {
            p->selected |= cardset_of(c);
        } else {
            play_toast(p, _("Three cards are chosen: click one of them to put it back first."), 3200);
        }
        audio_play(&p->h->app->audio, SND_CLICK);
        app_redraw(p->h->app);
        return;
    }
    if (p->dealing || game_phase(g) == PHASE_PASS || !p->passes_done) {
        return;
    }
    if (game_phase(g) != PHASE_PLAY) {
        return;
    }
    if (play_is_south_turn(p)) {
        try_play(p, c, false);
    } else if (p->queued == c) {
        p->queued = CARD_NONE; /* clicked again: cancelled */
    } else {
        p->queued = c; /* played the moment it is South's turn, if legal then */
    }
    app_redraw(p->h->app);
}

bool play_hint_available(const play_t *p)
{
    return play_pass_mode(p) || play_is_south_turn(p);
}

/* H or the Hint button: the table's worker thinks it over (tens of milliseconds); play.c shows it. */
static void ask_hint(play_t *p)
{
    if (p->moon_choice || !play_hint_available(p)) {
        return;
    }
    if (table_ask_hint(p->h->table)) {
        app_redraw(p->h->app);
    }
}

static void update_hover(play_t *p, float x, float y)
{
    int h = play_hit_card(p, x, y, p->h->app->anim_ms);
    if (h != p->hover) {
        p->hover = h;
        app_redraw(p->h->app);
    }
}

static void south_cards(const play_t *p, card_t out[13], int *n)
{
    *n = 0;
    for (cardset_t h = p->vis_hand[SEAT_S]; h && *n < 13;) {
        out[(*n)++] = cardset_pop(&h);
    }
}

/* South chose how a moon of theirs scores (the buttons, or A / T). */
static void choose_moon(play_t *p, moon_choice_t choice)
{
    if (!p->moon_choice) {
        return;
    }
    p->moon_choice = false;
    hearts_err_t err = table_choose_moon(p->h->table, choice);
    if (err != HEARTS_OK) {
        char msg[300];
        play_toast(p, words_refusal(err, CARD_NONE, NULL, msg, sizeof msg), 3200);
    }
    app_redraw(p->h->app);
}

void play_event(scene_t *sc, const SDL_Event *ev)
{
    play_t *p = sc->data;
    home_t *h = p->h;
    if (!h->table) {
        return;
    }
    play_layout_buttons(p);
    int clicked = ui_buttons_event(&h->app->gfx, p->buttons, BTN_COUNT_ - 1, ev);
    switch (clicked) {
    case BTN_PASS:
        do_pass(p);
        return;
    case BTN_MENU:
        scene_push(&h->app->scenes, overlay_pause_new(h));
        return;
    case BTN_SCORES:
        scene_push(&h->app->scenes, overlay_scores_new(h));
        return;
    case BTN_HINT:
        ask_hint(p);
        return;
    case BTN_LAST:
        p->show_last = !p->show_last && p->has_last_trick;
        app_redraw(p->h->app);
        return;
    case BTN_MOON_ADD:
    case BTN_MOON_SUB:
        choose_moon(p, clicked == BTN_MOON_ADD ? MOON_CHOICE_ADD : MOON_CHOICE_SUBTRACT);
        return;
    default:
        break;
    }

    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        float x, y;
        layout_from_window(&h->app->gfx.layout, ev->motion.x, ev->motion.y, &x, &y);
        update_hover(p, x, y);
        break;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT) {
            break;
        }
        float x, y;
        layout_from_window(&h->app->gfx.layout, ev->button.x, ev->button.y, &x, &y);
        if (p->show_last) {
            p->show_last = false;
            app_redraw(p->h->app);
            break;
        }
        for (int i = 0; i < BTN_COUNT_ - 1; i++) {
            if (!p->buttons[i].hidden && rectf_contains(p->buttons[i].r, x, y)) {
                return; /* a button's press, handled on release */
            }
        }
        int c = play_hit_card(p, x, y, p->h->app->anim_ms);
        if (c >= 0) {
            p->focus = -1;
            click_card(p, (card_t)c);
            update_hover(p, x, y);
        }
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        card_t hand[13];
        int n;
        south_cards(p, hand, &n);
        if (k == SDLK_ESCAPE) {
            if (p->show_last) {
                p->show_last = false;
                app_redraw(p->h->app);
            } else {
                scene_push(&h->app->scenes, overlay_pause_new(h));
            }
        } else if (k == SDLK_p) {
            do_pass(p);
        } else if (k == SDLK_h) {
            ask_hint(p);
        } else if (k == SDLK_l) {
            p->show_last = !p->show_last && p->has_last_trick;
            app_redraw(p->h->app);
        } else if (k == SDLK_s || k == SDLK_TAB) {
            scene_push(&h->app->scenes, overlay_scores_new(h));
        } else if (p->moon_choice) {
            if (k == SDLK_a) {
                choose_moon(p, MOON_CHOICE_ADD);
            } else if (k == SDLK_t) {
                choose_moon(p, MOON_CHOICE_SUBTRACT);
            }
        } else if ((k == SDLK_LEFT || k == SDLK_RIGHT) && n > 0) {
            if (p->focus < 0) {
                p->focus = k == SDLK_LEFT ? n - 1 : 0;
                if (p->hover >= 0) {
                    for (int i = 0; i < n; i++) {
                        if (hand[i] == p->hover) {
                            p->focus = i;
                        }
                    }
                }
            } else {
                /* on South's turn the arrows go from one playable card to the next */
                cardset_t legal = play_south_legal(p);
                int step = k == SDLK_LEFT ? n - 1 : 1;
                p->focus = (p->focus + step) % n;
                for (int i = 0; legal && i < n && !cardset_has(legal, hand[p->focus]); i++) {
                    p->focus = (p->focus + step) % n;
                }
            }
            app_redraw(p->h->app);
        } else if ((k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) && !(ev->key.keysym.mod & KMOD_ALT)) {
            if (p->focus >= 0 && p->focus < n) {
                click_card(p, hand[p->focus]);
            } else if (play_pass_mode(p) && cardset_count(p->selected) == 3) {
                do_pass(p);
            }
        }
        break;
    }
    default:
        break;
    }
}

void play_queued_card(play_t *p)
{
    if (p->queued != CARD_NONE && play_is_south_turn(p)) {
        card_t c = p->queued;
        p->queued = CARD_NONE;
        try_play(p, c, true);
    }
}
