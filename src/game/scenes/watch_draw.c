/* Drawing one moment of a watched game (watch_internal.h): the header (which hand, which step), the
 * four hands face up at their seats with their plates (the shared plate.h: points this hand and the
 * total as they stood), and in the middle the passes, a trick or the hand's score. */
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/sprites.h"
#include "scenes/plate.h"
#include "scenes/scenes.h"
#include "scenes/watch_internal.h"
#include "scenes/words.h"

#define PASS_RAISE 14.0f /* a card to be passed stands this much above its row */

static void draw_header(gfx_t *g, const watch_t *w, watch_step_kind_t kind, int trick)
{
    const watch_layout_t *l = &w->layout;
    rectf_t hd = l->header;
    ui_fill(g, hd, UI_HEADER);
    ui_fill(g, rectf(hd.x, hd.y + hd.h, hd.w, 1), (SDL_Color){255, 255, 255, 28});
    float third = hd.w / 3;
    /* TRANSLATORS: the title of the game viewer (a finished game, every hand open, trick by trick) */
    ui_text_fit(g, FONT_BOLD, 22, 14, UI_GOLD, rectf(20, hd.y, third - 30, hd.h), UI_LEFT, _("Watch again"));
    char where[96];
    const replay_hand_t *h = &w->game.hands[w->hand];
    /* TRANSLATORS: the game viewer's header: the hand shown and how many the game had */
    snprintf(where, sizeof where, _("Hand %d of %d"), h->number, w->game.nhands);
    ui_text_fit(g, FONT_BOLD, 19, 13, UI_CREAM, rectf(third, hd.y, third, hd.h), UI_CENTER, where);
    switch (kind) {
    case WSTEP_DEAL:
        /* TRANSLATORS: the game viewer's header: the first step of a hand, its deal and its passes */
        snprintf(where, sizeof where, "%s", _("The deal"));
        break;
    case WSTEP_TRICK:
    case WSTEP_UNFINISHED:
        /* TRANSLATORS: the game viewer's header: the trick shown */
        if (h->players == 4 || h->players == 0) {
            snprintf(where, sizeof where, _("Trick %d of 13"), trick);
        } else {
            /* TRANSLATORS: the game viewer's header, three or five players: the trick shown and how
             * many a hand has (17 or 10) */
            snprintf(where, sizeof where, _("Trick %d of %d"), trick, rules_hand_size(h->players));
        }
        break;
    default:
        /* TRANSLATORS: the game viewer's header: the last step of a hand */
        snprintf(where, sizeof where, "%s", _("The score"));
        break;
    }
    ui_text_fit(g, FONT_REGULAR, 18, 12, UI_CREAM_DIM, rectf(2 * third + 10, hd.y, third - 30, hd.h), UI_RIGHT, where);
}

/* One seat's cards, face up in a row; raised: the ones it is about to pass. */
static void draw_row(gfx_t *g, const watch_layout_t *l, int seat, int players, cardset_t held, cardset_t raised)
{
    static const char *const hands[SEAT_KINDS] = {"your hand",    "Left's hand",     "Across's hand",
                                                  "Right's hand", "Far left's hand", "Far right's hand"};
    ui_box(g, l->hand_box[seat], hands[words_seat_kind(seat, players)], 0);
    int n = cardset_count(held), most = rules_hand_size(players); /* the row is laid out for a whole hand */
    const watch_row_t *r = &l->row[seat];
    /* fewer cards close up round the row's middle */
    float x = r->x + ((most - 1) - (n - 1)) * r->step / 2;
    for (cardset_t c = held; c;) {
        card_t card = cardset_pop(&c);
        float y = cardset_has(raised, card) ? r->y - PASS_RAISE : r->y;
        sprite_shadow(g, CARDSZ_SMALL, false, x, y, 2, 200);
        sprite_face(g, CARDSZ_SMALL, card, x, y, 255, 255);
        if (cardset_has(raised, card)) {
            sprite_outline(g, CARDSZ_SMALL, x, y, UI_GOLD, 3.0f);
        }
        x += r->step;
    }
}

/* The four cards of a trick where their players sit; the one that takes it last, ringed in gold. */
static void draw_trick(gfx_t *g, const watch_layout_t *l, const trick_t *t, int winner, int players)
{
    /* by place (plate.h), in steps of TRICK_DX and TRICK_DY: Far left and Far right side by side above the
     * middle */
    static const float dx4[6] = {0, -1, 0, 1, 0, 0}, dy4[6] = {1, 0, -1, 0, 0, 0};
    /* five seats as on the table: Left and Right farther out and a little lower */
    static const float dx5[6] = {0, -1.5f, 0, 1.5f, -0.52f, 0.52f}, dy5[6] = {1, 0.15f, 0, 0.15f, -1, -1};
    /* three seats as on the table: a triangle, Left's and Right's cards half a step up */
    static const float dy3[6] = {0.5f, -0.5f, 0, -0.5f, 0, 0};
    const float *dx = players == 5 ? dx5 : dx4, *dy = players == 5 ? dy5 : players == 3 ? dy3 : dy4;
    float w = card_size_w(CARDSZ_FACE), h = card_size_h(CARDSZ_FACE);
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < t->count; i++) {
            int seat = seat_plus(t->leader, i, players);
            if ((seat == winner) != (pass == 1)) {
                continue;
            }
            play_place_t place = play_seat_place(seat, players);
            float x = l->trick_x + dx[place] * TRICK_DX - w / 2, y = l->trick_y + dy[place] * l->trick_dy - h / 2;
            sprite_shadow(g, CARDSZ_FACE, false, x, y, 3, 200);
            if (seat == winner) {
                sprite_outline(g, CARDSZ_FACE, x, y, UI_GOLD, 4.0f);
            }
            sprite_face(g, CARDSZ_FACE, t->cards[i], x, y, 255, 255);
        }
    }
    float half = players == 5 ? 1.5f * TRICK_DX : TRICK_DX, high = players == 3 ? l->trick_dy / 2 : l->trick_dy;
    ui_box(g, rectf(l->trick_x - half - w / 2, l->trick_y - high - h / 2, 2 * half + w, 2 * high + h), "the trick", 0);
}

static void draw_trick_info(gfx_t *g, const watch_layout_t *l, int winner, int points, int players)
{
    static const char *const taken[SEAT_KINDS] = {N_("Taken by you"),      N_("Taken by Left"),
                                                  N_("Taken by Across"),   N_("Taken by Right"),
                                                  N_("Taken by Far left"), N_("Taken by Far right")};
    rectf_t r = l->info;
    ui_text_fit(g, FONT_BOLD, 18, 12, UI_CREAM, rectf(r.x, r.y, r.w, 24), UI_CENTER,
                words_seat_pick(winner, players, taken));
    char pts[48];
    snprintf(pts, sizeof pts, NG_("%s point", "%s points", points), words_int(points));
    ui_text_fit(g, FONT_REGULAR, 16, 11, points ? (SDL_Color){255, 170, 160, 255} : UI_MUTED,
                rectf(r.x, r.y + 24, r.w, 22), UI_CENTER, pts);
}

/* The middle panel's column of seats' names: as wide as the longest name needs, at most a third of
 * the panel. */
static float name_column(gfx_t *g, rectf_t r, int players)
{
    float name_w = 0;
    for (int s = 0; s < players; s++) {
        float nw = ui_text_width(g, FONT_BOLD, 16, words_seat(s, players)) + 30;
        name_w = nw > name_w ? nw : name_w;
    }
    return name_w > r.w * 0.4f ? r.w * 0.4f : name_w; /* Dutch "Rechterbuur" at 12 pixels */
}

/* A row of the middle panel: a seat's name at the left, what it did at the right; a second part
 * (then) beside it, or under it where the two do not fit on one line (a small window). */
static void panel_row(gfx_t *g, rectf_t r, float y, int seat, int players, const char *what, const char *then,
                      SDL_Color c)
{
    float name_w = name_column(g, r, players);
    ui_text_fit(g, FONT_BOLD, 16, 11, UI_CREAM, rectf(r.x + 18, y, name_w - 18, 24), UI_LEFT,
                words_seat(seat, players));
    rectf_t room = rectf(r.x + name_w + 6, y, r.w - name_w - 24, 24);
    char line[200];
    snprintf(line, sizeof line, "%s%s%s", what, then && *then ? "  " : "", then ? then : "");
    if (!then || !*then || ui_text_width(g, FONT_REGULAR, 14, line) <= room.w) {
        ui_text_fit(g, FONT_REGULAR, 16, 11, c, room, UI_LEFT, line);
        return;
    }
    ui_text_fit(g, FONT_REGULAR, 16, 11, c, rectf(room.x, y - 10, room.w, 22), UI_LEFT, what);
    ui_text_fit(g, FONT_REGULAR, 14, 11, UI_MUTED, rectf(room.x, y + 12, room.w, 22), UI_LEFT, then);
}

/* The deal's passes: which way, and who passed what to whom. */
static void draw_passes(gfx_t *g, const watch_layout_t *l, const replay_hand_t *h)
{
    rectf_t r = l->centre;
    ui_panel(g, r, 16, UI_PANEL, UI_PANEL_EDGE);
    static const char *const way[PASS_DIR_COUNT] = {N_("Passing to the left"),     N_("Passing to the right"),
                                                    N_("Passing across"),          N_("No passing this hand"),
                                                    N_("Passing to the far left"), N_("Passing to the far right")};
    ui_text_fit(g, FONT_BOLD, 19, 12, UI_GOLD, rectf(r.x + 16, r.y + 12, r.w - 32, 28), UI_CENTER,
                _(way[h->pass_dir % PASS_DIR_COUNT]));
    if (h->pass_dir == PASS_HOLD) {
        return;
    }
    static const char *const to[SEAT_KINDS] = {N_("to you"),   N_("to Left"),     N_("to Across"),
                                               N_("to Right"), N_("to Far left"), N_("to Far right")};
    float y = r.y + 52, step = (r.h - 64) / (float)h->players;
    for (int s = 0; s < h->players; s++) {
        char cards[64] = "", one[16];
        for (cardset_t c = h->passed[s]; c;) {
            size_t used = strlen(cards);
            snprintf(cards + used, sizeof cards - used, "%s%s", used ? " " : "",
                     ui_card_label(cardset_pop(&c), one, sizeof one));
        }
        panel_row(g, r, y + s * step, s, h->players, cards,
                  h->passed_to[s] >= 0 ? words_seat_pick(h->passed_to[s], h->players, to) : "", UI_CREAM_DIM);
    }
}

/* The hand's score: what it added to each seat, the totals after it, and a moon or a sun. */
static void draw_score(gfx_t *g, const watch_layout_t *l, const replay_hand_t *h)
{
    rectf_t r = l->centre;
    ui_panel(g, r, 16, UI_PANEL, UI_PANEL_EDGE);
    char title[64];
    /* TRANSLATORS: the game viewer's score panel: the hand's number */
    snprintf(title, sizeof title, _("Hand %d scored"), h->number);
    ui_text_fit(g, FONT_BOLD, 19, 12, UI_GOLD, rectf(r.x + 16, r.y + 12, r.w - 32, 28), UI_CENTER, title);
    static const char *const moon[SEAT_KINDS] = {N_("You shot the moon!"),      N_("Left shot the moon!"),
                                                 N_("Across shot the moon!"),   N_("Right shot the moon!"),
                                                 N_("Far left shot the moon!"), N_("Far right shot the moon!")};
    static const char *const sun[SEAT_KINDS] = {N_("You shot the sun!"),      N_("Left shot the sun!"),
                                                N_("Across shot the sun!"),   N_("Right shot the sun!"),
                                                N_("Far left shot the sun!"), N_("Far right shot the sun!")};
    bool shot = h->score.sun >= 0 || h->score.moon >= 0;
    float y = r.y + 48, step = (r.h - 60 - (shot ? 26 : 0)) / (float)h->players;
    for (int s = 0; s < h->players; s++) {
        char line[96];
        /* TRANSLATORS: a seat's line of the hand's score in the game viewer: what the hand added, the
         * total after it */
        snprintf(line, sizeof line, _("%s  \xc2\xb7  total %s"), words_signed(h->score.score[s]),
                 words_int(h->score.totals[s]));
        panel_row(g, r, y + s * step, s, h->players, line, NULL,
                  h->score.score[s] > 0 ? (SDL_Color){255, 170, 160, 255} : UI_CREAM_DIM);
    }
    if (shot) {
        const char *what = h->score.sun >= 0 ? words_seat_pick(h->score.sun, h->players, sun)
                                             : words_seat_pick(h->score.moon, h->players, moon);
        ui_text_fit(g, FONT_BOLD, 16, 11, UI_GOLD_LIGHT, rectf(r.x + 16, r.y + r.h - 34, r.w - 32, 24), UI_CENTER,
                    what);
    }
}

/* At the game's last moment, under the middle: why it ended. */
static void draw_end(gfx_t *g, const watch_t *w, watch_step_kind_t kind)
{
    const replay_hand_t *h = &w->game.hands[w->hand];
    if (w->hand != w->game.nhands - 1 || w->step != watch_steps(h) - 1 || kind == WSTEP_TRICK) {
        return;
    }
    const char *why = w->game.reason == END_CLOCK ? _("Time is up")
                      /* TRANSLATORS: the game viewer, at the end of a game South left */
                      : w->game.reason == END_QUIT ? _("The game was left here")
                                                   /* TRANSLATORS: the game viewer, at the end of a game */
                                                   : _("The game is over");
    rectf_t r = w->layout.info;
    float y = kind == WSTEP_UNFINISHED ? r.y + 24 : r.y;
    ui_text_fit(g, FONT_REGULAR, 16, 11, UI_GOLD_LIGHT, rectf(r.x, y, r.w, 22), UI_CENTER, why);
}

/* The coach's note on the moment shown, in a panel headed "Coach" as tall as the note needs (down to
 * the buttons at most), its words inside the panel's edge. */
static void draw_notes(gfx_t *g, const watch_t *w)
{
    char buf[800];
    const char *note = watch_coach_note(w, buf, sizeof buf);
    rectf_t r = w->layout.notes;
    if (!note || r.h <= 30 || r.w <= 60) {
        return;
    }
    float pad = 14, bottom = w->buttons[0].r.y - 12, pt = 15, asked = 20;
    float text_w = r.w - 2 * pad, line_h = ui_line_height(g, pt, asked);
    int lines = ui_text_lines(g, FONT_REGULAR, pt, text_w, note);
    if (r.y + pad + 26 + (float)lines * line_h + pad > bottom) {
        pt = 13; /* a long note in a short room: smaller print (never under 12 pixels) */
        asked = 17;
        line_h = ui_line_height(g, pt, asked);
        lines = ui_text_lines(g, FONT_REGULAR, pt, text_w, note);
    }
    float h = pad + 26 + (float)lines * line_h + pad - 4;
    rectf_t p = rectf(r.x, r.y, r.w, h < bottom - r.y ? h : bottom - r.y);
    ui_panel(g, p, 12, UI_PANEL, UI_PANEL_EDGE);
    ui_text_fit(g, FONT_BOLD, 16, 12, UI_GOLD, rectf(p.x + pad, p.y + 8, text_w, 24), UI_LEFT, _("Coach"));
    ui_text_wrapped(g, FONT_REGULAR, pt, UI_CREAM, rectf(p.x + pad, p.y + pad + 24, text_w, p.h - pad - 24 - 6),
                    UI_LEFT, asked, note);
}

/* What the plates show at this step: the points taken this hand so far, the totals as they stood. */
static void draw_plates(gfx_t *g, const watch_t *w, watch_step_kind_t kind, int trick)
{
    const replay_hand_t *h = &w->game.hands[w->hand];
    int taken[SEAT_MAX];
    replay_taken_after(h, kind == WSTEP_DEAL ? 0 : kind == WSTEP_TRICK ? trick : h->ntricks, taken);
    for (int s = 0; s < h->players; s++) {
        int total = kind == WSTEP_SCORE ? h->score.totals[s] : h->totals_before[s];
        /* the score: what the hand scored, beside the total it made (after a moon, 0 for the shooter and
         * 26 for the others, or 26 off the shooter's: not the 26 points the shooter took) */
        int shown = kind == WSTEP_SCORE ? h->score.score[s] : taken[s];
        plate_draw(g, w->layout.plate[s], s, h->players, total, shown, NULL, false);
    }
}

void watch_draw(gfx_t *g, watch_t *w)
{
    const replay_hand_t *h = &w->game.hands[w->hand];
    int trick;
    watch_step_kind_t kind = watch_step_kind(h, w->step, &trick);
    draw_header(g, w, kind, trick);
    int k = kind == WSTEP_DEAL ? 0 : kind == WSTEP_SCORE ? h->ntricks + 1 : trick;
    for (int s = 0; s < h->players; s++) {
        draw_row(g, &w->layout, s, h->players, replay_held(h, s, k), kind == WSTEP_DEAL ? h->passed[s] : 0);
    }
    draw_plates(g, w, kind, trick);
    if (kind == WSTEP_DEAL) {
        draw_passes(g, &w->layout, h);
    } else if (kind == WSTEP_TRICK) {
        const trick_record_t *t = &h->tricks[trick - 1];
        trick_t shown = {.leader = t->leader, .count = h->players, .players = h->players};
        memcpy(shown.cards, t->cards, sizeof shown.cards);
        draw_trick(g, &w->layout, &shown, t->winner, h->players);
        draw_trick_info(g, &w->layout, t->winner, h->trick_points[trick - 1], h->players);
    } else if (kind == WSTEP_UNFINISHED) {
        draw_trick(g, &w->layout, &h->partial, -1, h->players);
        /* TRANSLATORS: the game viewer: the game ended (time ran out, or it was quit) in this trick */
        ui_text_fit(g, FONT_BOLD, 18, 12, UI_CREAM, rectf(w->layout.info.x, w->layout.info.y, w->layout.info.w, 24),
                    UI_CENTER, _("The game ended during this trick"));
    } else {
        draw_score(g, &w->layout, h);
    }
    draw_end(g, w, kind);
    draw_notes(g, w);
    ui_buttons_draw(g, w->buttons, WB_COUNT);
}
