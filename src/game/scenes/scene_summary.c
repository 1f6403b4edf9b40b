/* The end of a hand: the points each seat took, a moon or sun, what the hand adds, the totals and the
 * score sheet. Drawn over the table (whose clock keeps running in the header). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/sprites.h"
#include "platform/ui.h"
#include "scenes/panel.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/coach_run.h"
#include "table/table.h"

typedef struct {
    hand_score_t score;
    cardset_t taken[SEAT_MAX];
    int players; /* the game's seats */
    int hand;
    double shown_at;
    double waited_ms; /* the game's fixed-step clock run with the summary on top (press) */
    rectf_t panel;
    rectf_t box[SEAT_MAX]; /* the hand in columns, one a seat */
    float cards_h;         /* a tall window: the room in each box for the cards that counted (0: none) */
    rectf_t sheet;
    bool over; /* what the button says: the game is over (it may end under the summary) */
    /* Next hand, then Review (the coach's notes: overlay_review.c) */
    ui_button_t b[2];
} summary_t;

/* Whether a plate at the top of the table (Across's, or Far left's and Far right's) would show in part
 * from under a panel of 760 from y, h high. */
static bool top_plate_shows(const gfx_t *g, int players, float y, float h)
{
    float left = g->layout.lw / 2 - 380, right = g->layout.lw / 2 + 380;
    for (int seat = 1; seat < players; seat++) {
        rectf_t p = play_plate_rect(g->layout.lw, g->layout.lh, seat, players);
        bool across = p.y < y + h && p.y + p.h > y && p.x < right && p.x + p.w > left;
        if (across && (p.x < left || p.x + p.w > right)) {
            return true;
        }
    }
    return false;
}

static void resize(scene_t *s, const gfx_t *g)
{
    summary_t *m = s->data;
    /* a window taller than wide (800x1000) has room below: each seat's box shows the cards that
     * counted, face up (the panel stood in half the height, the rest bare felt) */
    float cards = card_size_h(CARDSZ_MINI) + 16;
    m->cards_h = g->layout.lh > g->layout.lw && g->layout.lh - 84 >= 640 + cards ? cards : 0;
    /* from just under the header, over the plates (their numbers are in the panel) */
    float h = g->layout.lh - 84;
    if (h > 640 + m->cards_h) {
        h = 640 + m->cards_h;
    }
    /* the side plates covered whole or not at all: on a tall table the panel's foot ended across their
     * tops (shorter, down to 560, to clear them; else longer, to cover them) */
    float top, bottom, lh = g->layout.lh;
    play_side_plates_span(lh, m->players, &top, &bottom);
    /* in the middle of the window's height (a tall window had it in its top half), under the header */
    float y = (lh - h) / 2 < 68 ? 68 : (lh - h) / 2;
    if (y + h > top - 10 && y + h < bottom + 10) {
        if (bottom + 10 <= lh - 16) {
            y = bottom + 10 - h; /* down a little, over the plates */
        } else if (top - 10 - h >= 68) {
            y = top - 10 - h; /* up a little, clear of them */
        } else {
            y = 68;
            float clear = top - 10 - 68, cover = bottom + 10 - 68;
            h = clear >= 560 ? clear : cover < lh - 84 ? cover : lh - 84;
        }
    }
    /* on a narrow (tall) table the side plates reach under a panel of 760: it covers them whole; so where
     * a plate at the top (wider in a small window) would show from under its corner */
    float w = g->layout.lw < LOGICAL_W || top_plate_shows(g, m->players, y, h) ? g->layout.lw - 24 : 760;
    rectf_t r = rectf(g->layout.lw / 2 - w / 2, y, w, h);
    m->panel = r;
    float cw = (r.w - 72) / (float)m->players;
    y = r.y + 80;
    for (int seat = 0; seat < m->players; seat++) {
        m->box[seat] = rectf(r.x + 36 + seat * cw + 4, y, cw - 8, 128 + m->cards_h);
    }
    float sheet_y = y + 146 + m->cards_h;
    m->sheet = rectf(r.x + 36, sheet_y, r.w - 72, r.y + r.h - 84 - sheet_y);
    m->b[0].r = rectf(r.x + r.w - 36 - 220, r.y + r.h - 68, 220, 50);
    m->b[1].r = rectf(m->b[0].r.x - 16 - 170, m->b[0].r.y, 170, 50);
}

/* The button says where it leads; the game may end under the summary (the clock runs out).
 * Returns whether that changed. */
static bool update_label(summary_t *m, const home_t *h)
{
    bool over = h->table && table_over(h->table);
    if (over == m->over) {
        return false;
    }
    m->over = over;
    snprintf(m->b[0].label, sizeof m->b[0].label, "%s", over ? N_("See the result") : N_("Next hand"));
    return true;
}

static void go_on(scene_t *s)
{
    home_t *h = s->home;
    scene_stack_t *st = &h->app->scenes;
    table_t *t = h->table;
    if (!t) {
        scene_replace_all(st, scene_title_new(h));
        return;
    }
    if (table_over(t)) {
        scene_replace_all(st, scene_result_new(h));
        return;
    }
    if (game_phase(table_game(t)) == PHASE_HAND_OVER) {
        hearts_err_t err = table_next_hand(t);
        if (err != HEARTS_OK) {
            /* the engine refused the deal: say so; the table beneath shows whatever state it is in */
            char why[300];
            SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "hearts: the next hand could not be dealt: %s",
                         words_refusal(err, CARD_NONE, NULL, why, sizeof why));
        }
    }
    scene_pop(st);
}

static void event(scene_t *s, const SDL_Event *ev)
{
    summary_t *m = s->data;
    home_t *h = s->home;
    /* Enter and Space press Next hand (the focus's keys, press below) */
    int id = ui_buttons_event(&h->app->gfx, m->b, 2, ev);
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        scene_push(&h->app->scenes, overlay_pause_new(h));
    }
    if (!m->b[1].hidden && (id == 2 || (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_r))) {
        scene_push(&h->app->scenes, overlay_review_new(h, m->hand));
    }
    if (id == 1) {
        go_on(s);
    }
}

/* Next hand pressed from the keyboard: not in the first moments, when an Enter meant for the table
 * (held, or pressed twice) would skip the summary unread. The moment is SCENE_KEYS_WAIT_MS of the
 * game's fixed-step clock run with the summary on top, not of the wall's: a frame late on a busy
 * machine, with the Enter queued meanwhile, counts for no more than the loop's catch-up. */
static void press(scene_t *s, int id)
{
    summary_t *m = s->data;
    if (id == 1 && m->waited_ms >= SCENE_KEYS_WAIT_MS) {
        go_on(s);
    }
    if (id == 2 && !m->b[1].hidden) {
        scene_push(&s->home->app->scenes, overlay_review_new(s->home, m->hand));
    }
}

/* After the hearts in `took`: each other card of `taken` that counts under the rules, the queen first;
 * a card other than the queen says what it is worth ("J♦ -10"), as its points depend on the rules. */
static void add_counting_cards(const rules_t *ru, cardset_t taken, char *took, size_t len)
{
    for (int k = -1; k < CARD_COUNT; k++) {
        card_t c = k < 0 ? CARD_QS : (card_t)k;
        if ((k >= 0 && c == CARD_QS) || card_suit(c) == SUIT_HEARTS || !cardset_has(taken, c) ||
            rules_card_points(ru, c) == 0) {
            continue;
        }
        char label[12], one[32];
        ui_card_label(c, label, sizeof label);
        if (c == CARD_QS) {
            snprintf(one, sizeof one, "%s%s", took[0] ? "   " : "", label);
        } else {
            snprintf(one, sizeof one, "%s%s %s", took[0] ? "   " : "", label, words_signed(rules_card_points(ru, c)));
        }
        strncat(took, one, len - strlen(took) - 1);
    }
}

/* In a tall window, under a seat's words: the cards it took that count, face up, fanned in its box. */
static void draw_counting_cards(gfx_t *g, const rules_t *ru, cardset_t taken, rectf_t box, float cards_h)
{
    card_t show[CARD_COUNT];
    int n = 0;
    for (cardset_t left = taken; left;) {
        card_t c = cardset_pop(&left);
        if (rules_card_points(ru, c) != 0) {
            show[n++] = c;
        }
    }
    float cw = card_size_w(CARDSZ_MINI), room = box.w - 16;
    float step = n > 1 ? (room - cw) / (float)(n - 1) : 0;
    step = step > cw * 0.45f ? cw * 0.45f : step;
    float x = box.x + box.w / 2 - ((float)(n - 1) * step + cw) / 2, y = box.y + box.h - cards_h + 4;
    for (int i = 0; i < n; i++) {
        sprite_shadow(g, CARDSZ_MINI, false, x + (float)i * step, y, 2, 200);
        sprite_face(g, CARDSZ_MINI, show[i], x + (float)i * step, y, 255, 255);
    }
}

/* Under a seat's figure when it took no card that counts: "no points", or, when its figure came from
 * another's moon or sun, where it came from (a "+26" over "no points" read as a contradiction). */
static const char *nothing_taken(const hand_score_t *sc, int seat)
{
    if (sc->sun >= 0 && sc->sun != seat) {
        /* TRANSLATORS: the hand's summary, under the points a seat got when another seat shot the sun */
        return _("from the sun");
    }
    if (sc->moon >= 0 && sc->moon != seat && sc->moon_choice != MOON_CHOICE_SUBTRACT && sc->score[seat] > 0) {
        /* TRANSLATORS: the hand's summary, under the points a seat got when another seat shot the moon */
        return _("from the moon");
    }
    return _("no points");
}

static void draw(scene_t *s, gfx_t *g, double t)
{
    (void)t;
    summary_t *m = s->data;
    const home_t *h = s->home;
    if (!h->table) {
        return;
    }
    const rules_t *ru = table_rules(h->table);
    panel_draw(g, m->panel, 0.45f);
    rectf_t r = m->panel;
    ui_textf(g, FONT_BOLD, 30, UI_CREAM, r.x + 36, r.y + 22, UI_LEFT, _("Hand %d"), m->hand);
    const hand_score_t *sc = &m->score;
    char line[160] = "";
    if (sc->sun >= 0) {
        static const char *const sun[SEAT_KINDS] = {N_("You shot the sun: +39 to each of the others"),
                                                    N_("Left shot the sun: +39 to each of the others"),
                                                    N_("Across shot the sun: +39 to each of the others"),
                                                    N_("Right shot the sun: +39 to each of the others"),
                                                    N_("Far left shot the sun: +39 to each of the others"),
                                                    N_("Far right shot the sun: +39 to each of the others")};
        snprintf(line, sizeof line, "%s", words_seat_pick(sc->sun, m->players, sun));
    } else if (sc->moon >= 0 && sc->moon_choice == MOON_CHOICE_SUBTRACT) {
        static const char *const off[SEAT_KINDS] = {N_("You shot the moon: 26 off your score"),
                                                    N_("Left shot the moon: 26 off the shooter's score"),
                                                    N_("Across shot the moon: 26 off the shooter's score"),
                                                    N_("Right shot the moon: 26 off the shooter's score"),
                                                    N_("Far left shot the moon: 26 off the shooter's score"),
                                                    N_("Far right shot the moon: 26 off the shooter's score")};
        snprintf(line, sizeof line, "%s", words_seat_pick(sc->moon, m->players, off));
    } else if (sc->moon >= 0) {
        static const char *const add[SEAT_KINDS] = {N_("You shot the moon: +26 to each of the others"),
                                                    N_("Left shot the moon: +26 to each of the others"),
                                                    N_("Across shot the moon: +26 to each of the others"),
                                                    N_("Right shot the moon: +26 to each of the others"),
                                                    N_("Far left shot the moon: +26 to each of the others"),
                                                    N_("Far right shot the moon: +26 to each of the others")};
        snprintf(line, sizeof line, "%s", words_seat_pick(sc->moon, m->players, add));
    }
    if (line[0]) { /* beside "Hand 1", above the seats' boxes: on two lines where one is too short */
        float x = r.x + 36 + ui_text_width(g, FONT_BOLD, 30, "Hand 00") + 24;
        ui_text_box(g, FONT_BOLD, 17, 12, UI_GOLD, rectf(x, r.y + 14, r.x + r.w - 36 - x, 58), UI_LEFT, 20, line);
    }
    for (int seat = 0; seat < m->players; seat++) {
        rectf_t box = m->box[seat];
        bool shot = sc->moon == seat || sc->sun == seat;
        ui_round(g, box, 12, shot ? (SDL_Color){238, 190, 80, 60} : (SDL_Color){0, 0, 0, 70});
        if (m->players == 5) { /* five columns: a long name shrinks to fit its box */
            ui_text_fit(g, FONT_BOLD, 18, 12, UI_CREAM, rectf(box.x + 4, box.y + 10, box.w - 8, 24), UI_CENTER,
                        words_seat(seat, m->players));
        } else {
            ui_text(g, FONT_BOLD, 18, UI_CREAM, box.x + box.w / 2, box.y + 10, UI_CENTER, words_seat(seat, m->players));
        }
        ui_text(g, FONT_BOLD, 34, sc->score[seat] > 0 ? (SDL_Color){255, 170, 160, 255} : UI_CREAM, box.x + box.w / 2,
                box.y + 34, UI_CENTER, words_signed(sc->score[seat]));
        /* what was taken: the hearts, then each other card that counts */
        char took[64] = "";
        int hearts = cardset_count(m->taken[seat] & CARDSET_HEARTS);
        if (hearts) {
            snprintf(took, sizeof took, "%s \xc3\x97%d", ui_suit_symbol(SUIT_HEARTS), hearts);
        }
        add_counting_cards(ru, m->taken[seat], took, sizeof took);
        ui_text_fit(g, FONT_BOLD, 15, 11, took[0] ? (SDL_Color){240, 120, 110, 255} : UI_MUTED,
                    rectf(box.x + 6, box.y + 80, box.w - 12, 20), UI_CENTER, took[0] ? took : nothing_taken(sc, seat));
        ui_textf(g, FONT_REGULAR, 14, UI_MUTED, box.x + box.w / 2, box.y + 102, UI_CENTER, _("total %s"),
                 words_int(sc->totals[seat]));
        if (m->cards_h > 0) {
            draw_counting_cards(g, ru, m->taken[seat], box, m->cards_h);
        }
    }
    scores_draw_sheet(h, g, m->sheet, m->hand);
    if (table_over(h->table)) {
        bool target = table_end(h->table)->reason == END_TARGET;
        snprintf(line, sizeof line, "%s", target ? _("The game is over.") : _("The game has ended."));
    } else {
        snprintf(line, sizeof line,
                 NG_("The game ends when a total reaches %d point.", "The game ends when a total reaches %d points.",
                     ru->target),
                 ru->target);
    }
    /* left of the button, on two lines where one is too short (German at 800x450) */
    rectf_t nb = m->b[m->b[1].hidden ? 0 : 1].r;
    ui_text_box(g, FONT_REGULAR, 15, 12, UI_MUTED, rectf(r.x + 36, nb.y, nb.x - 16 - (r.x + 36), nb.h), UI_LEFT, 17,
                line);
    if (scene_is_top(&s->home->app->scenes, s)) {
        ui_buttons_draw(g, m->b, 2); /* under the Review, not half hidden by its panel */
    }
}

/* --autoplay: nobody clicks, so the summary moves on by itself after a moment. */
static double autoplay_left(const home_t *h, const summary_t *m)
{
    double shown = 2500.0 / h->app->speed;
    return m->shown_at + (shown < 400 ? 400 : shown) - app_now_ms(h->app);
}

static bool autoplay(const home_t *h)
{
    return h->table && table_autoplay(h->table);
}

static void update(scene_t *s, double dt)
{
    summary_t *m = s->data;
    m->waited_ms += dt;
    if (autoplay(s->home) && autoplay_left(s->home, m) <= 0) {
        go_on(s);
    }
}

static void tick(scene_t *s, double real_ms)
{
    (void)real_ms;
    home_t *h = s->home;
    if (h->table) {
        table_coach_think(h->table); /* the coach rates the hand while the player reads this */
    }
    if (update_label(s->data, h)) {
        app_redraw(h->app);
    }
}

static double idle_ms(scene_t *s, bool top)
{
    summary_t *m = s->data;
    if (top && m->waited_ms < SCENE_KEYS_WAIT_MS) {
        return 0; /* the fixed-step clock runs while the keys wait (press) */
    }
    /* covered (paused), it gets no update, so it would only be asked to draw for nothing */
    if (top && autoplay(s->home)) {
        double left = autoplay_left(s->home, m);
        return left > 0 ? left : 0;
    }
    return SCENE_IDLE;
}

static void enter(scene_t *s)
{
    summary_t *m = s->data;
    const home_t *h = s->home;
    (void)update_label(s->data, s->home);
    /* Review: when the coach keeps this hand's decisions (it is on, and South made some) */
    m->b[1].hidden = !h->table || coach_run_hand_state(table_coach(h->table), m->hand) == COACH_HAND_OFF;
}

static int controls(scene_t *s, const ui_button_t **out)
{
    summary_t *m = s->data;
    *out = m->b;
    return 2;
}

scene_t *scene_summary_new(home_t *h, const hand_score_t *score, int hand, const cardset_t taken[SEAT_MAX])
{
    scene_t *s = scene_new_with_data(h, "summary", sizeof(summary_t));
    summary_t *m = s->data;
    m->players = h->table ? game_players(table_game(h->table)) : 4;
    m->score = *score;
    memcpy(m->taken, taken, sizeof m->taken);
    m->hand = hand;
    m->shown_at = app_now_ms(h->app);
    ui_button_init(&m->b[0], 1, N_("Next hand"), BUTTON_PRIMARY);
    m->b[0].focus = true;
    ui_button_init(&m->b[1], 2, N_("Review"), BUTTON_SECONDARY);
    ui_button_key(&m->b[1], "R");
    m->b[1].hidden = true;
    s->press = press;
    s->draw_below = true;
    s->resize = resize;
    s->enter = enter;
    s->event = event;
    s->update = update;
    s->tick = tick;
    s->draw = draw;
    s->idle_ms = idle_ms;
    s->controls = controls;
    return s;
}
