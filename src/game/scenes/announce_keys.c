/* Speaking the table: the words of South's cards under the focus and the table's speech keys
 * (announce_table.h). What the table shows is read (play_t.shown), not the engine, which runs ahead. */
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "scenes/announce.h"
#include "scenes/announce_table.h"
#include "scenes/words.h"

/* The i-th card of South's hand as the table lays it (play_controls_list's order), or CARD_NONE. */
static card_t nth_card(const play_t *p, int i)
{
    cardset_t hand = p->shown.hand[SEAT_S];
    for (int k = 0; hand; k++) {
        card_t c = cardset_pop(&hand);
        if (k == i) {
            return c;
        }
    }
    return CARD_NONE;
}

/* Why c may not be played now, in spoken words ("seven of hearts can't be played: clubs were led."). */
static void refusal(const play_t *p, card_t c, char *buf, size_t len)
{
    const table_t *t = p->h->table;
    seat_view_t v;
    game_seat_view(table_game(t), SEAT_S, &v);
    hearts_err_t err = rules_check_play(table_rules(t), v.hand, &v.trick, c);
    char name[64], two[64];
    rules_refusal_words(err, announce_card(c, name, sizeof name), announce_card(CARD_2C, two, sizeof two), &v.trick,
                        hearts_translate, buf, len);
}

static void card_words(const play_t *p, card_t c, char *buf, size_t len)
{
    char name[64];
    announce_card(c, name, sizeof name);
    if (play_pass_mode(p)) {
        snprintf(buf, len, cardset_has(p->in.selected, c) ? _("%s, chosen to pass.") : _("%s."), name);
    } else if (play_is_south_turn(p) && cardset_has(play_south_legal(p), c)) {
        snprintf(buf, len, _("%s, can be played."), name);
    } else if (play_is_south_turn(p)) {
        refusal(p, c, buf, len);
    } else {
        snprintf(buf, len, _("%s."), name);
    }
}

unsigned announce_play_speak(scene_t *s, int id, char *buf, size_t len)
{
    const play_t *p = s->data;
    card_t c = id >= PLAY_CARD_ID && id < PLAY_CARD_ID + PLAY_FOCUS_CARDS ? nth_card(p, id - PLAY_CARD_ID) : CARD_NONE;
    if (c == CARD_NONE || !p->h->table) {
        return 0;
    }
    card_words(p, c, buf, len);
    return 2u + (unsigned)c;
}

/* ---- The keys ---- */

/* "Left: queen of spades.", as a card played is said. */
static void seat_card(const play_t *p, int seat, card_t c, char *buf, size_t len)
{
    game_event_t ev = {.type = EV_PLAY, .seat = seat, .card = c};
    char line[120];
    announce_append(buf, len, announce_event_words(&ev, play_players(p), line, sizeof line));
}

static void turn_words(const play_t *p, char *buf, size_t len)
{
    seat_view_t v;
    game_seat_view(table_game(p->h->table), SEAT_S, &v);
    static const char *const turn[SEAT_KINDS] = {N_("Your turn."),           N_("Left plays next."),
                                                 N_("Across plays next."),   N_("Right plays next."),
                                                 N_("Far left plays next."), N_("Far right plays next.")};
    int n = play_players(p);
    if (play_pass_mode(p)) {
        announce_append(buf, len, _("Choose three cards to pass."));
    } else if (play_is_south_turn(p)) {
        announce_append(buf, len, _(turn[SEAT_KIND_YOU]));
    } else if (v.to_move >= 0 && v.to_move < n) {
        announce_append(buf, len, words_seat_pick(v.to_move, n, turn));
    }
}

static void led_words(const play_t *p, char *buf, size_t len)
{
    int lead = p->shown.leader;
    card_t led = lead >= 0 && lead < play_players(p) ? p->shown.trick[lead] : CARD_NONE;
    if (led == CARD_NONE) {
        announce_append(buf, len, _("Nothing has been led yet."));
        return;
    }
    char name[64], line[120];
    snprintf(line, sizeof line, _("Led: %s."), announce_card(led, name, sizeof name));
    announce_append(buf, len, line);
}

static void table_words(const play_t *p, char *buf, size_t len)
{
    int n = play_players(p);
    for (int i = 0; i < n; i++) {
        int seat = seat_plus(p->shown.leader, i, n);
        if (p->shown.trick[seat] != CARD_NONE) {
            seat_card(p, seat, p->shown.trick[seat], buf, len);
        }
    }
    if (!buf[0]) {
        announce_append(buf, len, _("The table is empty."));
    }
    turn_words(p, buf, len);
}

static void score_words(const play_t *p, char *buf, size_t len)
{
    static const char *const totals[3] = {N_("Totals: you %s, left %s, right %s."),
                                          N_("Totals: you %s, left %s, across %s, right %s."),
                                          N_("Totals: you %s, left %s, far left %s, far right %s, right %s.")};
    static const char *const taken[3] = {N_("This hand so far: you %s, left %s, right %s."),
                                         N_("This hand so far: you %s, left %s, across %s, right %s."),
                                         N_("This hand so far: you %s, left %s, far left %s, far right %s, right %s.")};
    announce_seats_line(totals, p->shown.totals, play_players(p), false, buf, len);
    announce_seats_line(taken, p->shown.taken, play_players(p), false, buf, len);
}

static void time_words(const play_t *p, char *buf, size_t len)
{
    int64_t ms = game_clock_ms(table_game(p->h->table));
    if (ms < 0) {
        announce_append(buf, len, _("This game has no clock."));
        return;
    }
    long s = (long)((ms + 999) / 1000);
    char clock[32], line[80];
    snprintf(clock, sizeof clock, "%ld:%02ld", s / 60, s % 60);
    snprintf(line, sizeof line, _("%s left on the clock."), clock);
    announce_append(buf, len, line);
}

static void exchange_words(const play_t *p, char *buf, size_t len)
{
    seat_view_t v;
    game_seat_view(table_game(p->h->table), SEAT_S, &v);
    card_t cards[3];
    char line[300];
    if (v.passed && v.passed_to >= 0 && v.hand_number == p->shown.hand_no) {
        cardset_t s = v.passed;
        for (int i = 0; i < 3; i++) {
            cards[i] = cardset_pop(&s);
        }
        game_event_t ev = {.type = EV_PASS, .seat = SEAT_S, .to = v.passed_to};
        memcpy(ev.cards, cards, sizeof cards);
        announce_append(buf, len, announce_event_words(&ev, play_players(p), line, sizeof line));
    }
    if (v.received && v.received_from >= 0 && v.hand_number == p->shown.hand_no && p->shown.passes_done) {
        cardset_t s = v.received;
        for (int i = 0; i < 3; i++) {
            cards[i] = cardset_pop(&s);
        }
        game_event_t ev = {.type = EV_PASS, .seat = v.received_from, .to = SEAT_S};
        memcpy(ev.cards, cards, sizeof cards);
        announce_append(buf, len, announce_event_words(&ev, play_players(p), line, sizeof line));
    }
    if (!buf[0]) {
        announce_append(buf, len, _("No cards have been passed this hand."));
    }
}

static void last_trick_words(const play_t *p, char *buf, size_t len)
{
    if (!p->shown.has_last_trick) {
        announce_append(buf, len, _("No trick has been taken yet this hand."));
        return;
    }
    const trick_record_t *r = &p->shown.last_trick;
    announce_append(buf, len, _("Last trick."));
    cardset_t taken = 0;
    int n = play_players(p);
    for (int i = 0; i < n; i++) {
        seat_card(p, seat_plus(r->leader, i, n), r->cards[i], buf, len);
        taken |= cardset_of(r->cards[i]);
    }
    char line[160];
    game_event_t ev = {
        .type = EV_TRICK, .winner = r->winner, .points = rules_cards_points(table_rules(p->h->table), taken)};
    announce_append(buf, len, announce_event_words(&ev, play_players(p), line, sizeof line));
}

/* Shift+C, D, S, H: the focus to the first card of that suit, if it may take the focus now; else why. */
static void jump_to_suit(play_t *p, int suit, char *buf, size_t len)
{
    static const char *const none[SUIT_COUNT] = {N_("You have no clubs."), N_("You have no diamonds."),
                                                 N_("You have no spades."), N_("You have no hearts.")};
    cardset_t hand = p->shown.hand[SEAT_S];
    cardset_t legal = play_is_south_turn(p) ? play_south_legal(p) : hand;
    card_t first = CARD_NONE;
    for (int i = 0; i < PLAY_FOCUS_CARDS; i++) {
        card_t c = nth_card(p, i);
        if (c != CARD_NONE && card_suit(c) == suit) {
            first = first == CARD_NONE ? c : first;
            if (cardset_has(legal, c)) {
                p->in.focus = i; /* said as the focus, next frame */
                app_redraw(p->h->app);
                return;
            }
        }
    }
    if (first == CARD_NONE) {
        announce_append(buf, len, _(none[suit]));
    } else {
        refusal(p, first, buf, len);
    }
}

static int suit_key(SDL_Keycode k)
{
    switch (k) {
    case SDLK_c:
        return SUIT_CLUBS;
    case SDLK_d:
        return SUIT_DIAMONDS;
    case SDLK_s:
        return SUIT_SPADES;
    case SDLK_h:
        return SUIT_HEARTS;
    default:
        return -1;
    }
}

/* The words a key asks for ("" none: the key is not a speech key). */
static void key_words(play_t *p, SDL_Keysym key, char *buf, size_t len)
{
    SDL_Keycode k = key.sym;
    if ((key.mod & KMOD_SHIFT) && suit_key(k) >= 0) {
        jump_to_suit(p, suit_key(k), buf, len);
        if (!buf[0]) {
            snprintf(buf, len, " "); /* taken: the focus says the card */
        }
    } else if (key.mod & (KMOD_SHIFT | KMOD_CTRL | KMOD_ALT | KMOD_GUI)) {
        return;
    } else if (k == SDLK_y) {
        announce_hand(p->shown.hand[SEAT_S], buf, len);
    } else if (k == SDLK_t && !p->in.moon_choice) {
        table_words(p, buf, len);
    } else if (k == SDLK_w) {
        turn_words(p, buf, len);
        led_words(p, buf, len);
    } else if (k == SDLK_n) {
        score_words(p, buf, len);
    } else if (k == SDLK_k) {
        time_words(p, buf, len);
    } else if (k == SDLK_x) {
        exchange_words(p, buf, len);
    } else if (k == SDLK_l) {
        last_trick_words(p, buf, len);
    }
}

bool announce_table_key(play_t *p, SDL_Keysym key)
{
    if (!announce_on(p->h) || !p->h->table) {
        return false;
    }
    char buf[1200] = "";
    key_words(p, key, buf, sizeof buf);
    if (!buf[0]) {
        return false;
    }
    if (buf[0] != ' ') {
        announce_say(p->h, SPEECH_NOW, buf);
    }
    return key.sym != SDLK_l; /* L shows the last trick too */
}
