/* Drawing the table and where things go on it. All positions are card centres in logical units. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/sprites.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

#define HEADER_H     50.0f
#define NORTH_Y      60.0f
#define SOUTH_MARGIN 18.0f
#define PLATE_W      176.0f
#define PLATE_H      58.0f

#define TRICK_DX 110.0f
#define TRICK_DY 72.0f

/* The middle of the trick: between Across's fan and South's hand, a little high, to leave a line for
 * messages above the hand. */
float play_trick_cy(const play_t *p)
{
    float top = NORTH_Y + card_size_h(CARDSZ_SMALL);
    float bottom = p->L.lh - card_size_h(CARDSZ_FACE) - SOUTH_MARGIN;
    return (top + bottom) / 2 - 16;
}

#define HINT_ABOVE_PLATE 118.0f /* the Hint button's top, above South's plate's top */

/* Half the length of a side fan of thirteen cards lying sideways */
static float side_fan_half(void)
{
    return (12 * 19 + card_size_w(CARDSZ_SMALL)) / 2;
}

/* The middle of the side fans on a table lh high: a little above the table's middle, and high enough
 * that Left's plate, under its fan, keeps 12 clear of the Hint button (on the lowest table, 720, it
 * came within 3). */
static float side_cy_at(float lh)
{
    float cy = lh * 0.43f;
    float hint_top = lh - SOUTH_MARGIN - PLATE_H - 4 - HINT_ABOVE_PLATE;
    float plate_bottom = cy + side_fan_half() + 14 + PLATE_H;
    if (plate_bottom > hint_top - 12) {
        cy -= plate_bottom - (hint_top - 12);
    }
    return cy;
}

static float side_cy(const play_t *p)
{
    return side_cy_at(p->L.lh);
}

/* The top of Left's and Right's plates, under their fans */
static float side_plates_top(float lh)
{
    return side_cy_at(lh) + side_fan_half() + 14;
}

void play_side_plates_span(float lh, float *top, float *bottom)
{
    *top = side_plates_top(lh);
    *bottom = *top + PLATE_H;
}

void play_slot_pos(const play_t *p, int seat, int index, int count, float *x, float *y)
{
    (void)p;
    float lw = p->L.lw, lh = p->L.lh;
    float mid = (count - 1) / 2.0f;
    switch (seat) {
    case SEAT_S: {
        float w = card_size_w(CARDSZ_FACE), h = card_size_h(CARDSZ_FACE);
        /* centred between the plates; on a narrow (tall) table, from South's plate to the edge */
        float room = lw - 2 * (PLATE_W + 44) - w, left = PLATE_W + 44;
        bool narrow = room < 12 * 52;
        if (narrow) {
            room = lw - (PLATE_W + 44) - 24 - w;
        }
        float sp = count > 1 ? room / (count - 1) : 0;
        sp = sp > 62 ? 62 : sp;
        float total = (count - 1) * sp + w;
        *x = (narrow ? left + (lw - left - 24 - total) / 2 : (lw - total) / 2) + index * sp + w / 2;
        float k = count > 1 ? (index - mid) / (mid > 0 ? mid : 1) : 0;
        *y = lh - SOUTH_MARGIN - h / 2 + k * k * 9.0f;
        break;
    }
    case SEAT_N: {
        float w = card_size_w(CARDSZ_SMALL), h = card_size_h(CARDSZ_SMALL);
        float sp = 22;
        *x = lw / 2 + (index - mid) * sp;
        *y = NORTH_Y + h / 2;
        (void)w;
        break;
    }
    default: {
        float w = card_size_h(CARDSZ_SMALL); /* lying sideways */
        float sp = 19;
        float cx = seat == SEAT_W ? 26 + w / 2 : lw - 26 - w / 2;
        *x = cx;
        /* Left's fan runs top to bottom, Right's bottom to top, as if dealt round the table */
        float off = (index - mid) * sp;
        *y = side_cy(p) + (seat == SEAT_W ? off : -off);
        break;
    }
    }
}

void play_trick_pos(const play_t *p, int seat, float *x, float *y)
{
    float cx = p->L.lw / 2, cy = play_trick_cy(p);
    static const float dx[4] = {0, -TRICK_DX, 0, TRICK_DX}, dy[4] = {TRICK_DY, 0, -TRICK_DY, 0};
    *x = cx + dx[seat];
    *y = cy + dy[seat];
}

static rectf_t plate_rect(const play_t *p, int seat)
{
    float lw = p->L.lw, lh = p->L.lh;
    switch (seat) {
    case SEAT_S:
        return rectf(20, lh - SOUTH_MARGIN - PLATE_H - 4, PLATE_W, PLATE_H);
    case SEAT_W:
        return rectf(20, side_plates_top(lh), PLATE_W, PLATE_H);
    case SEAT_N:
        return rectf(lw / 2 + (12 * 22 + card_size_w(CARDSZ_SMALL)) / 2 + 22,
                     NORTH_Y + (card_size_h(CARDSZ_SMALL) - PLATE_H) / 2, PLATE_W, PLATE_H);
    default:
        return rectf(lw - 20 - PLATE_W, side_plates_top(lh), PLATE_W, PLATE_H);
    }
}

void play_seat_anchor(const play_t *p, int seat, float *x, float *y)
{
    float lw = p->L.lw, lh = p->L.lh;
    switch (seat) {
    case SEAT_S:
        *x = lw / 2;
        *y = lh - 80;
        break;
    case SEAT_N:
        *x = lw / 2;
        *y = NORTH_Y + 40;
        break;
    case SEAT_W:
        *x = 80;
        *y = side_cy(p);
        break;
    default:
        *x = lw - 80;
        *y = side_cy(p);
        break;
    }
}

static rectf_t center_panel(const play_t *p, float w, float h)
{
    return rectf(p->L.lw / 2 - w / 2, play_trick_cy(p) - h / 2, w, h);
}

void play_layout_buttons(play_t *p)
{
    float lw = p->L.lw;
    ui_button_t *b = p->buttons;
    b[BTN_MENU - 1].r = rectf(lw - 104, 7, 92, 36);
    b[BTN_SCORES - 1].r = rectf(lw - 204, 7, 96, 36);
    b[BTN_MENU - 1].pt = b[BTN_SCORES - 1].pt = 17;
    rectf_t pr = plate_rect(p, SEAT_S);
    /* above South's plate, clear of the YOUR TURN tag on its top edge */
    b[BTN_LAST - 1].r = rectf(pr.x, pr.y - 76, 132, 36); /* 11 above the tab's top, pr.y - 29 */
    b[BTN_LAST - 1].pt = 15;
    b[BTN_LAST - 1].hidden = !p->has_last_trick;
    b[BTN_HINT - 1].r = rectf(pr.x, pr.y - HINT_ABOVE_PLATE, 92, 36);
    b[BTN_HINT - 1].pt = 15;
    b[BTN_HINT - 1].hidden = !play_hint_available(p) || p->moon_choice;
    b[BTN_HINT - 1].enabled = !table_hint_pending(p->h->table);
    rectf_t cp = center_panel(p, 420, 190);
    b[BTN_PASS - 1].r = rectf(cp.x + cp.w / 2 - 110, cp.y + cp.h - 70, 220, 50);
    bool pass_mode = play_pass_mode(p);
    b[BTN_PASS - 1].hidden = !pass_mode;
    b[BTN_PASS - 1].enabled = cardset_count(p->selected) == 3;
    /* TRANSLATORS: the Pass button, with an arrow to where the cards go */
    static const char *const pass[4] = {N_("Pass left  \xe2\x86\x90"), N_("Pass right  \xe2\x86\x92"),
                                        N_("Pass across  \xe2\x86\x91"), N_("Pass")};
    snprintf(b[BTN_PASS - 1].label, sizeof b[BTN_PASS - 1].label, "%s", pass[p->pass_dir & 3]);
    rectf_t mp = center_panel(p, 520, 200);
    b[BTN_MOON_ADD - 1].r = rectf(mp.x + 24, mp.y + mp.h - 68, 226, 48);
    b[BTN_MOON_SUB - 1].r = rectf(mp.x + mp.w - 250, mp.y + mp.h - 68, 226, 48);
    b[BTN_MOON_ADD - 1].pt = b[BTN_MOON_SUB - 1].pt = 17;
    b[BTN_MOON_ADD - 1].hidden = b[BTN_MOON_SUB - 1].hidden = !p->moon_choice;
}

float play_south_lift(const play_t *p, card_t c, double t)
{
    (void)t;
    const csprite_t *s = &p->cards[c];
    if (s->loc != LOC_HAND || s->seat != SEAT_S || p->dealing) {
        return 0;
    }
    bool hover = p->hover == c;
    if (!p->passes_done && cardset_has(p->selected, c)) {
        return 34.0f; /* chosen, and raised until they fly (the others may still be thinking) */
    }
    if (play_pass_mode(p)) {
        return cardset_has(p->selected, c) ? 34.0f : hover ? 10.0f : 0.0f;
    }
    if (p->queued == c) {
        return 26.0f;
    }
    cardset_t legal = play_south_legal(p);
    if (legal) {
        if (p->hint_card == c) {
            return 34.0f;
        }
        return cardset_has(legal, c) ? (hover ? 26.0f : 18.0f) : 0.0f;
    }
    return hover ? 6.0f : 0.0f;
}

typedef struct {
    float x, y; /* top-left */
    card_size_t size;
    bool turned, face;
} look_t;

static look_t sprite_look(const play_t *p, card_t c, double t)
{
    const csprite_t *s = &p->cards[c];
    look_t l;
    float cx, cy;
    tween2_at(&s->pos, t, &cx, &cy);
    l.size = s->size;
    l.turned = s->turned;
    l.face = s->face_up;
    if (s->loc == LOC_DECK || (p->dealing && s->loc == LOC_HAND && t < s->pos.start)) {
        l.size = CARDSZ_SMALL;
        l.turned = false;
        l.face = false;
    } else if (p->dealing && s->loc == LOC_HAND && s->seat == SEAT_S && t < tween2_end(&s->pos)) {
        l.face = false; /* turned face up as it lands */
    }
    if (s->loc == LOC_HAND && s->seat == SEAT_S) {
        cy -= p->lift[c];
    }
    if (s->shake_start >= 0) {
        double e = t - s->shake_start;
        if (e >= 0 && e < 400) {
            float k = 1.0f - (float)(e / 400.0);
            cx += sinf((float)(e / 400.0) * 6.2832f * 3) * 9.0f * k;
        }
    }
    float w = card_size_w(l.size), h = card_size_h(l.size);
    if (l.turned) {
        float tmp = w;
        w = h;
        h = tmp;
    }
    l.x = cx - w / 2;
    l.y = cy - h / 2;
    return l;
}

int play_hit_card(const play_t *p, float x, float y, double t)
{
    int best = -1, best_z = -1;
    float h = card_size_h(CARDSZ_FACE), w = card_size_w(CARDSZ_FACE);
    for (cardset_t hand = p->vis_hand[SEAT_S]; hand;) {
        card_t c = cardset_pop(&hand);
        const csprite_t *s = &p->cards[c];
        if (s->loc != LOC_HAND || s->seat != SEAT_S) {
            continue;
        }
        look_t l = sprite_look(p, c, t);
        float lift = play_south_lift(p, c, t);
        /* down to where the card would rest, so a lifted card does not flicker at its lower edge */
        rectf_t r = {l.x, l.y, w, h + lift};
        if (rectf_contains(r, x, y) && s->z > best_z) {
            best = c;
            best_z = s->z;
        }
    }
    return best;
}

static int layer_of(const csprite_t *s)
{
    switch (s->loc) {
    case LOC_DECK:
        return 0;
    case LOC_HAND:
        return s->seat == SEAT_S ? 2 : 1;
    case LOC_TRICK:
        return 3;
    default:
        return 4;
    }
}

/* A tag's height: taller where the text's 10 px floor makes its letters larger than 11 points. */
static float tag_height(gfx_t *g)
{
    return ui_text_width(g, FONT_BOLD, 11, "M") > 14 ? 24 : 19;
}

/* A tag's width: its text at 11 points, or shrunk to max_w. A card's only tag (queued, hint) is never
 * narrower than its text at the smallest size the tag allows (WARTET may reach over the next card's
 * top edge); the NEW tags, which may stand side by side, keep to their strips. */
static float tag_width(gfx_t *g, const char *label, float max_w, bool whole_word)
{
    float w = ui_text_width(g, FONT_BOLD, 11, label) + 12;
    float least = ui_text_width(g, FONT_BOLD, 8, label) + 8;
    w = w > max_w ? max_w : w;
    return whole_word && w < least ? least : w;
}

/* A small label on a pill, from x, about max_w wide (the text shrinks to fit); returns its box. */
static rectf_t draw_tag(gfx_t *g, float x, float y, float max_w, const char *label, SDL_Color bg, SDL_Color fg,
                        bool moving, bool whole_word)
{
    float h = tag_height(g);
    float w = tag_width(g, label, max_w, whole_word);
    rectf_t r = rectf(x, y, w, h);
    ui_round(g, r, h / 2, bg);
    char what[48];
    snprintf(what, sizeof what, "the %s tag", label);
    ui_box(g, r, what, moving ? UI_ELEM_LOOSE : 0); /* a card on its way may pass over its neighbours */
    if (g->check) {
        ui_check_loose(g->check, moving);
    }
    ui_text_fit(g, FONT_BOLD, 11, 8, fg, rectf_inset(r, 2), UI_CENTER, label);
    if (g->check) {
        ui_check_loose(g->check, false);
    }
    return r;
}

/* The width of the part of South's card c that the next card leaves uncovered. */
static float south_strip(const play_t *p, card_t c)
{
    float w = card_size_w(CARDSZ_FACE);
    const csprite_t *s = &p->cards[c];
    cardset_t hand = p->vis_hand[SEAT_S] & cardset_above(c);
    if (!hand) {
        return w;
    }
    card_t next = cardset_lowest(hand);
    float strip = p->cards[next].pos.x1 - s->pos.x1;
    return strip < w && strip > 0 ? strip : w;
}

/* Four cards on the table: the trick is complete, waiting to be swept to its winner. */
static bool trick_full(const play_t *p)
{
    for (int s = 0; s < 4; s++) {
        if (p->vis_trick[s] == CARD_NONE) {
            return false;
        }
    }
    return true;
}

card_t play_trick_taker(const play_t *p)
{
    if (!p->has_last_trick || !trick_full(p)) {
        return CARD_NONE;
    }
    /* the trick on the table is the last one the game reported only when it holds the same cards */
    for (int s = 0; s < 4; s++) {
        bool reported = false;
        for (int i = 0; i < 4; i++) {
            reported |= p->last_trick.cards[i] == p->vis_trick[s];
        }
        if (!reported) {
            return CARD_NONE;
        }
    }
    return p->vis_trick[p->last_trick.winner];
}

/* What the cards drawn after the i-th (whole, so opaque but for their corners) cover of it and of its
 * shadow: pixel rectangles (sprite_cover), from the first three that come near it. */
static int covers_above(gfx_t *g, const look_t *looks, int i, int n, SDL_Rect *out)
{
    const look_t *l = &looks[i];
    SDL_Rect near = sprite_rect(g, l->size, l->turned, l->x, l->y);
    int m = (int)(40 * g->layout.scale); /* the shadow's reach, lifted or moving */
    near = (SDL_Rect){near.x - m, near.y - m, near.w + 2 * m, near.h + 2 * m};
    int nh = 0;
    for (int j = i + 1, cards = 0; j < n && cards < 3; j++) {
        SDL_Rect c[3];
        int k = sprite_cover(g, looks[j].size, looks[j].turned, looks[j].x, looks[j].y, c);
        bool near_it = false;
        for (int q = 0; q < k; q++) {
            if (SDL_HasIntersection(&c[q], &near)) {
                out[nh++] = c[q];
                near_it = true;
            }
        }
        cards += near_it;
    }
    return nh;
}

/* How South's card c is marked: the colour and width of its ring (width 0: none) and the word on its
 * tag (NULL: none); is_new tells a NEW tag, which keeps to its card's strip. */
typedef struct {
    SDL_Color ring;
    float ring_w;
    const char *tag;
    bool is_new;
} mark_t;

static mark_t south_mark(const play_t *p, card_t c, cardset_t legal, bool pass_mode)
{
    mark_t m = {UI_GOLD, 0, NULL, false};
    if ((pass_mode || !p->passes_done) && cardset_has(p->selected, c)) {
        m.ring_w = 3.5f;
    } else if (p->queued == c) {
        m = (mark_t){{110, 190, 255, 255}, 3.5f, NULL, false};
        /* TRANSLATORS: the tags on South's cards, in capitals, on a narrow strip of the card */
        m.tag = _("QUEUED");
    } else if (cardset_has(p->received, c) && !p->dealing) {
        m = (mark_t){{96, 214, 190, 255}, 3.0f, _("NEW"), true};
    }
    if (c == p->hint_card && legal) {
        m = (mark_t){{120, 230, 120, 255}, 3.5f, _("HINT"), false};
    }
    return m;
}

static rectf_t tag_rect(gfx_t *g, float card_x, float card_y, const char *label, float max_w, bool whole_word)
{
    return rectf(card_x + 2, card_y - 26, tag_width(g, label, max_w, whole_word), tag_height(g));
}

static void draw_cards(gfx_t *g, play_t *p, double t)
{
    int order[52], n = 0;
    for (int c = 0; c < 52; c++) {
        if (p->cards[c].loc != LOC_HIDDEN) {
            order[n++] = c;
        }
    }
    for (int i = 1; i < n; i++) {
        int c = order[i], j = i;
        const csprite_t *s = &p->cards[c];
        while (j > 0) {
            const csprite_t *o = &p->cards[order[j - 1]];
            if (layer_of(o) < layer_of(s) || (layer_of(o) == layer_of(s) && o->z <= s->z)) {
                break;
            }
            order[j] = order[j - 1];
            j--;
        }
        order[j] = c;
    }
    cardset_t legal = play_south_legal(p);
    bool pass_mode = play_pass_mode(p);
    card_t south_sorted[13];
    int ns = 0;
    for (cardset_t h = p->vis_hand[SEAT_S]; h && ns < 13;) {
        south_sorted[ns++] = cardset_pop(&h);
    }
    card_t focus_card = (p->focus >= 0 && p->focus < ns) ? south_sorted[p->focus] : CARD_NONE;
    look_t looks[52];
    for (int i = 0; i < n; i++) {
        looks[i] = sprite_look(p, (card_t)order[i], t);
    }
    card_t taker = play_trick_taker(p);
    /* The queued card's and the hinted card's tags may be wider than their strips (WARTET, À JOUER):
     * the NEW tags they would cover are left out, as the coloured rings still tell those cards. */
    rectf_t wide[2];
    int nwide = 0;
    for (int i = 0; i < n; i++) {
        card_t c = (card_t)order[i];
        const csprite_t *s = &p->cards[c];
        if (s->loc != LOC_HAND || s->seat != SEAT_S) {
            continue;
        }
        mark_t m = south_mark(p, c, legal, pass_mode);
        if (m.tag && !m.is_new && nwide < 2) {
            wide[nwide++] = tag_rect(g, looks[i].x, looks[i].y, m.tag, south_strip(p, c) - 4, true);
        }
    }

    for (int i = 0; i < n; i++) {
        card_t c = (card_t)order[i];
        const csprite_t *s = &p->cards[c];
        look_t l = looks[i];
        bool south = s->loc == LOC_HAND && s->seat == SEAT_S;
        float lift = south ? p->lift[c] : 0;
        bool moving = !tween2_done(&s->pos, t);
        /* every card is drawn whole: what the next ones cover of it is left out (the same picture) */
        SDL_Rect covered[9];
        int ncov = covers_above(g, looks, i, n, covered);
        sprite_shadow_except(g, l.size, l.turned, l.x, l.y, moving ? 10.0f : lift * 0.4f, moving ? 150 : 200, covered,
                             ncov);
        if (s->loc == LOC_TRICK && c == taker) {
            sprite_outline(g, l.size, l.x, l.y, UI_GOLD, 4.0f); /* the card that takes the trick */
        }
        if (l.face) {
            Uint8 shade = 255;
            if (south && legal && !cardset_has(legal, c)) {
                shade = 140;
            }
            sprite_face_except(g, l.size, c, l.x, l.y, shade, 255, covered, ncov);
        } else {
            sprite_back_except(g, l.size, l.turned, l.x, l.y, 255, covered, ncov);
        }
        if (!south) {
            continue;
        }
        float strip = south_strip(p, c) - 4;
        mark_t m = south_mark(p, c, legal, pass_mode);
        if (m.ring_w > 0) {
            sprite_outline(g, CARDSZ_FACE, l.x, l.y, m.ring, m.ring_w);
        }
        for (int k = 0; m.is_new && k < nwide; k++) {
            if (rectf_overlaps(tag_rect(g, l.x, l.y, m.tag, strip, false), wide[k])) {
                m.tag = NULL;
            }
        }
        if (c == focus_card) {
            /* the keyboard's focus: a dark ring with a bright one inside, seen on white and on felt */
            sprite_outline(g, CARDSZ_FACE, l.x, l.y, (SDL_Color){16, 32, 96, 255}, 7.5f);
            sprite_outline(g, CARDSZ_FACE, l.x, l.y, (SDL_Color){70, 160, 255, 255}, 4.5f);
        }
        if (m.tag) {
            draw_tag(g, l.x + 2, l.y - 26, strip, m.tag, m.ring, UI_INK, moving, !m.is_new);
        }
    }
}

static void draw_plate(gfx_t *g, play_t *p, int seat, bool turn)
{
    rectf_t r = plate_rect(p, seat);
    if (turn) {
        ui_round(g, rectf_inset(r, -3), 15, ui_alpha(UI_GOLD, 0.9f));
    }
    ui_shadow(g, (rectf_t){r.x + 2, r.y + 4, r.w - 4, r.h - 2}, 10, 0.35f);
    ui_round(g, r, 12, UI_PLATE);
    static const char *const plates[4] = {"your plate", "Left's plate", "Across's plate",
                                          "Right's plate"}; /* for the checker */
    rectf_t box = turn ? rectf_inset(r, -3) : r;
    if (turn && seat == SEAT_S) {
        box.y -= 26; /* the YOUR TURN tab on its top edge belongs to it */
        box.h += 26;
    }
    ui_box(g, box, plates[seat], 0);
    const char *name = words_seat(seat);
    char total[16];
    snprintf(total, sizeof total, "%d", p->vis_totals[seat]);
    float tw = ui_text(g, FONT_BOLD, 22, UI_GOLD, r.x + r.w - 14, r.y + 5, UI_RIGHT, total);
    float room = r.w - 28 - tw - 8; /* the name and the level, left of the total */
    float nw = ui_text_fit(g, FONT_BOLD, 18, 12, UI_CREAM, rectf(r.x + 14, r.y + 6, room, 26), UI_LEFT, name);
    const table_t *tb = p->h->table;
    /* the opponents' level beside the name, where it fits (a small window leaves no room for it) */
    if (seat != SEAT_S && tb) {
        /* on every opponent's plate or on none: shown when it fits beside the longest name and a
         * two-digit total (a third digit shrinks it) */
        const char *level = words_level(table_level(tb));
        float longest = 0;
        for (int s = SEAT_W; s <= SEAT_E; s++) {
            float w = ui_text_width(g, FONT_BOLD, 18, words_seat(s));
            longest = w > longest ? w : longest;
        }
        float worst = r.w - 28 - ui_text_width(g, FONT_BOLD, 22, "88") - 8 - longest - 6;
        if (ui_text_width(g, FONT_REGULAR, ui_fit_pt(g, FONT_REGULAR, 12, 11, worst, level), level) <= worst) {
            ui_text_fit(g, FONT_REGULAR, 12, 11, UI_MUTED, rectf(r.x + 20 + nw, r.y + 10, room - nw - 6, 20), UI_LEFT,
                        level);
        }
    }
    char line[64];
    /* TRANSLATORS: on a player's plate: the points taken in this hand (the jack of diamonds can make
     * it negative). Keep it short: a small window gives the plate about 20 letters. */
    snprintf(line, sizeof line, _("this hand: %d"), p->vis_taken[seat]);
    SDL_Color c = p->vis_taken[seat] > 0 ? (SDL_Color){255, 170, 160, 255} : UI_MUTED;
    if (p->vis_taken[seat] < 0) {
        c = (SDL_Color){150, 220, 170, 255};
    }
    ui_text_fit(g, FONT_REGULAR, 14, 11, c, rectf(r.x + 14, r.y + 32, r.w - 28, 20), UI_LEFT, line);
}

void format_clock(char *buf, size_t len, long long ms)
{
    long long s = ms <= 0 ? 0 : (ms + 999) / 1000;
    snprintf(buf, len, "%lld:%02lld", s / 60, s % 60);
}

static void draw_header(gfx_t *g, play_t *p)
{
    float lw = p->L.lw;
    ui_fill(g, rectf(0, 0, lw, HEADER_H), UI_HEADER);
    ui_fill(g, rectf(0, HEADER_H, lw, 1), (SDL_Color){255, 255, 255, 28});
    const game_t *game = table_game(p->h->table);
    /* TRANSLATORS: the header: which way this hand passes */
    static const char *const pass_txt[4] = {N_("pass left"), N_("pass right"), N_("pass across"), N_("no pass")};
    float x = 22;
    x +=
        ui_textf(g, FONT_BOLD, 19, UI_CREAM, x, HEADER_H / 2, UI_MIDDLE, _("Hand %d"), p->hand_no > 0 ? p->hand_no : 1);
    x += ui_textf(g, FONT_REGULAR, 16, UI_MUTED, x + 10, HEADER_H / 2, UI_MIDDLE, "\xc2\xb7  %s",
                  _(pass_txt[p->pass_dir & 3]));
    x += 34;
    char broken[96];
    if (p->vis_hearts_broken) {
        /* TRANSLATORS: %s is a heart symbol */
        snprintf(broken, sizeof broken, _("%s Hearts broken"), ui_suit_symbol(SUIT_HEARTS));
        float bw = ui_text_width(g, FONT_BOLD, 14, broken) + 28;
        ui_round(g, rectf(x, 12, bw, 26), 13, (SDL_Color){150, 30, 34, 220});
        ui_text(g, FONT_BOLD, 14, (SDL_Color){255, 226, 222, 255}, x + bw / 2, HEADER_H / 2, UI_CENTER | UI_MIDDLE,
                broken);
    } else {
        snprintf(broken, sizeof broken, _("%s not broken yet"), ui_suit_symbol(SUIT_HEARTS));
        ui_text(g, FONT_REGULAR, 14, ui_alpha(UI_MUTED, 0.8f), x + 6, HEADER_H / 2, UI_MIDDLE, broken);
    }

    long long ms = game_clock_ms(game);
    if (ms >= 0) {
        char clock[32];
        /* Counting down, a second shows until it is wholly gone (0:00 is the end); once the game is
         * over, the whole seconds left, as the time bonus counts them. */
        format_clock(clock, sizeof clock, table_over(p->h->table) ? ms - ms % 1000 : ms);
        p->drawn_clock_s = (ms + 999) / 1000;
        bool urgent = ms <= 60000;
        float cx = lw / 2;
        rectf_t pill = rectf(cx - 74, 5, 148, 40);
        if (urgent) {
            /* a beat twice a second, so an idle table redraws twice a second, not continuously */
            bool beat = (ms % 1000) >= 500;
            p->drawn_beat = beat;
            float pulse = beat ? 1.0f : 0.25f;
            ui_round(g, rectf_inset(pill, -3 * pulse), 20, (SDL_Color){220, 50, 40, (Uint8)(90 + 110 * pulse)});
            ui_round(g, pill, 20, (SDL_Color){120, 18, 16, 235});
            ui_text(g, FONT_BOLD, 27, (SDL_Color){255, 236, 230, 255}, cx, HEADER_H / 2, UI_CENTER | UI_MIDDLE, clock);
        } else {
            ui_round(g, pill, 20, (SDL_Color){0, 0, 0, 90});
            ui_text(g, FONT_BOLD, 27, UI_CREAM, cx, HEADER_H / 2, UI_CENTER | UI_MIDDLE, clock);
        }
    } else {
        char what[96];
        const rules_t *r = game_rules(game);
        /* TRANSLATORS: the header of a game without a clock: its rules and its target */
        static const char *const kind[PRESET_COUNT] = {N_("Tournament game  \xc2\xb7  to %d"),
                                                       N_("Classic game  \xc2\xb7  to %d"),
                                                       N_("Omnibus game  \xc2\xb7  to %d")};
        snprintf(what, sizeof what, _(kind[r->preset >= 0 && r->preset < PRESET_COUNT ? r->preset : 0]), r->target);
        ui_text(g, FONT_BOLD, 17, UI_CREAM_DIM, lw / 2, HEADER_H / 2, UI_CENTER | UI_MIDDLE, what);
    }
}

static void draw_pass_panel(gfx_t *g, play_t *p)
{
    rectf_t r = center_panel(p, 420, 190);
    ui_panel(g, r, 18, UI_PANEL, UI_PANEL_EDGE);
    static const char *const to[4] = {N_("Pass three cards to Left"), N_("Pass three cards to Right"),
                                      N_("Pass three cards across"), N_("No pass this hand")};
    ui_text_fit(g, FONT_BOLD, 24, 16, UI_CREAM, rectf(r.x + 16, r.y + 18, r.w - 32, 36), UI_CENTER,
                _(to[p->pass_dir & 3]));
    int n = cardset_count(p->selected);
    char sub[128];
    if (n < 3) {
        snprintf(sub, sizeof sub,
                 NG_("Click the cards to pass: %d of 3 chosen", "Click the cards to pass: %d of 3 chosen", n), n);
    } else {
        /* TRANSLATORS: P is the key that passes: keep it */
        snprintf(sub, sizeof sub, "%s", _("Ready: press Pass (or P)"));
    }
    ui_text_fit(g, FONT_REGULAR, 16, 11, UI_MUTED, rectf(r.x + 16, r.y + 60, r.w - 32, 24), UI_CENTER, sub);
    /* three dots for the three cards */
    for (int i = 0; i < 3; i++) {
        SDL_Color c = i < n ? UI_GOLD : (SDL_Color){255, 255, 255, 50};
        ui_round(g, rectf(r.x + r.w / 2 - 30 + i * 24 - 6, r.y + 92, 12, 12), 6, c);
    }
}

static void draw_last_trick(gfx_t *g, play_t *p)
{
    /* Up to 400 high, and clear of the plates at every size: of Across's too when it is ringed for its
     * turn (at 800x450 a panel of 400 touched the ring). */
    rectf_t across = rectf_inset(plate_rect(p, SEAT_N), -3);
    float room = 2 * (play_trick_cy(p) - (across.y + across.h + 4));
    rectf_t r = center_panel(p, 480, room < 400 ? room : 400);
    ui_panel(g, r, 18, UI_PANEL, UI_PANEL_EDGE);
    const trick_record_t *t = &p->last_trick;
    static const char *const taken[4] = {
        N_("Last trick \xc2\xb7 taken by you"), N_("Last trick \xc2\xb7 taken by Left"),
        N_("Last trick \xc2\xb7 taken by Across"), N_("Last trick \xc2\xb7 taken by Right")};
    ui_text_fit(g, FONT_BOLD, 20, 13, UI_CREAM, rectf(r.x + 16, r.y + 12, r.w - 32, 32), UI_CENTER,
                _(taken[t->winner & 3]));
    /* The four cards where their players sit. The led card's tag and the winner's are outside the card,
     * each as wide as its word needs: above Across's card, below yours, above (led) and below (takes)
     * Left's and Right's; a card with both has them one over the other. */
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2 + 6;
    static const float dx[4] = {0, -104, 0, 104}, dy[4] = {52, 0, -52, 0};
    float w = card_size_w(CARDSZ_MINI), h = card_size_h(CARDSZ_MINI);
    float th = tag_height(g), most = w + 40;
    for (int i = 0; i < 4; i++) {
        int seat = (t->leader + i) & 3;
        float x = cx + dx[seat] - w / 2, y = cy + dy[seat] - h / 2;
        if (seat == t->winner) {
            sprite_outline(g, CARDSZ_MINI, x, y, UI_GOLD, 3.5f);
        }
        sprite_shadow(g, CARDSZ_MINI, false, x, y, 2, 200);
        sprite_face(g, CARDSZ_MINI, t->cards[i], x, y, 255, 255);
        ui_box(g, rectf(x, y, w, h), "a card of the last trick", 0);
        /* TRANSLATORS: tags in the last trick: the card that was led, the card that takes the trick */
        const char *tags[2] = {i == 0 ? _("LED") : NULL, seat == t->winner ? _("TAKES") : NULL};
        float above = y - 4, below = y + h + 4;
        for (int k = 0; k < 2; k++) {
            if (!tags[k]) {
                continue;
            }
            float tw = ui_text_width(g, FONT_BOLD, 11, tags[k]) + 12;
            tw = tw > most ? most : tw;
            bool up = seat == SEAT_N || (seat != SEAT_S && k == 0);
            float ty;
            if (up) {
                above -= th;
                ty = above;
                above -= 3;
            } else {
                ty = below;
                below += th + 3;
            }
            draw_tag(g, x + w / 2 - tw / 2, ty, tw, tags[k], k == 0 ? UI_CREAM : UI_GOLD, UI_INK, false, false);
        }
    }
    /* TRANSLATORS: L is the key of the last trick: keep it */
    ui_text_box(g, FONT_REGULAR, 13, 11, UI_MUTED, rectf(r.x + 20, r.y + r.h - 40, r.w - 40, 32), UI_CENTER, 15,
                _("Click anywhere or press L to close"));
}

static void draw_moon_choice(gfx_t *g, play_t *p)
{
    (void)p;
    ui_dim(g, 0.35f);
    rectf_t r = center_panel(p, 520, 200);
    ui_panel(g, r, 18, UI_PANEL, (SDL_Color){238, 190, 80, 200});
    const char *title = _("You shot the moon!");
    float pt = ui_fit_pt(g, FONT_BOLD, 30, 18, r.w - 40, title);
    ui_text_shadowed(g, FONT_BOLD, pt, UI_GOLD, r.x + r.w / 2, r.y + 20 + (30 - pt) / 2, UI_CENTER, title);
    /* TRANSLATORS: A and T are the keys of the two choices: keep them */
    ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(r.x + 20, r.y + 66, r.w - 40, 26), UI_CENTER,
                _("How should it count? (A: add, T: take off)"));
}

static bool toast_showing(const play_t *p)
{
    return p->toast_until > app_now_ms(p->h->app) && p->toast[0];
}

/* Where a one-line message goes: the band between Across's cards and the trick, narrower than the
 * room between the side fans (its width is the most a message may take). */
static rectf_t message_band(const play_t *p)
{
    float top = NORTH_Y + card_size_h(CARDSZ_SMALL) + 4;
    float bottom = play_trick_cy(p) - TRICK_DY - card_size_h(CARDSZ_FACE) / 2 - 4;
    float h = bottom - top < 34 ? bottom - top : 34;
    h = h < 26 ? 26 : h;
    float max_w = p->L.lw - 2 * (26 + card_size_h(CARDSZ_SMALL) + 24);
    return rectf(p->L.lw / 2 - max_w / 2, top + (bottom - top - h) / 2, max_w, h);
}

/* One line in the message band, on a pill as wide as its words and pad (at most the band's width);
 * a long text shrinks to fit. */
static void band_pill(gfx_t *g, const play_t *p, const char *text, float pt, float pad, float shadow, SDL_Color bg,
                      SDL_Color fg, const char *what)
{
    rectf_t band = message_band(p);
    float w = ui_text_width(g, FONT_BOLD, pt, text) + pad;
    w = w > band.w ? band.w : w;
    rectf_t r = rectf(p->L.lw / 2 - w / 2, band.y, w, band.h);
    ui_shadow(g, r, 10, shadow);
    ui_round(g, r, r.h / 2, bg);
    ui_box(g, r, what, 0);
    ui_text_fit(g, FONT_BOLD, pt, 11, fg, rectf(r.x + 16, r.y, r.w - 32, r.h), UI_CENTER, text);
}

static void draw_banner(gfx_t *g, play_t *p)
{
    double now = app_now_ms(p->h->app);
    if (p->banner_until <= now) {
        return;
    }
    if (p->banner_big) {
        /* as wide as its words need, from 560 to the table's width */
        float most = p->L.lw - 60;
        float w = ui_text_width(g, FONT_BOLD, 34, p->banner) + 64;
        float ws = p->banner_sub[0] ? ui_text_width(g, FONT_REGULAR, 17, p->banner_sub) + 48 : 0;
        w = ws > w ? ws : w;
        w = w < 560 ? 560 : w > most ? most : w;
        float h = p->banner_sub[0] ? 130 : 96;
        rectf_t r = center_panel(p, w, h);
        ui_panel(g, r, 20, UI_PANEL, (SDL_Color){238, 190, 80, 220});
        float pt = ui_fit_pt(g, FONT_BOLD, 34, 20, w - 48, p->banner);
        ui_text_shadowed(g, FONT_BOLD, pt, UI_GOLD, r.x + w / 2, r.y + 22 + (34 - pt) / 2, UI_CENTER, p->banner);
        if (p->banner_sub[0]) {
            ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(r.x + 20, r.y + 76, w - 40, 26), UI_CENTER,
                        p->banner_sub);
        }
    } else {
        /* in the message's band, below Across's cards (the message, South's own, goes first: the
         * header says the same) */
        if (toast_showing(p)) {
            return;
        }
        char text[160];
        snprintf(text, sizeof text, "%s  %s", ui_suit_symbol(SUIT_HEARTS), p->banner);
        band_pill(g, p, text, 18, 48, 0.4f, (SDL_Color){170, 32, 36, 240}, (SDL_Color){255, 236, 232, 255},
                  "the banner");
    }
}

static void draw_toast(gfx_t *g, play_t *p)
{
    if (!toast_showing(p)) {
        return;
    }
    band_pill(g, p, p->toast, 16, 36, 0.45f,
              p->toast_hint ? (SDL_Color){226, 246, 226, 248} : (SDL_Color){250, 244, 228, 245}, UI_INK, "the message");
}

void play_draw(gfx_t *g, play_t *p, double t)
{
    const table_t *tb = p->h->table;
    const game_t *game = table_game(tb);
    play_layout_buttons(p);
    draw_header(g, p);

    int turn = -1;
    if (!table_over(tb) && game_phase(game) == PHASE_PLAY && p->passes_done && t >= p->busy_until && p->nactions == 0 &&
        !table_has_events(tb)) {
        turn = game_turn(game);
    }
    ui_button_draw(g, &p->buttons[BTN_MENU - 1]);
    ui_button_draw(g, &p->buttons[BTN_SCORES - 1]);
    for (int seat = 0; seat < 4; seat++) {
        draw_plate(g, p, seat, seat == turn);
    }
    ui_button_draw(g, &p->buttons[BTN_LAST - 1]);
    ui_button_draw(g, &p->buttons[BTN_HINT - 1]);
    bool pass_mode = play_pass_mode(p);
    if (pass_mode) {
        draw_pass_panel(g, p);
    }
    draw_cards(g, p, t);
    if (turn == SEAT_S && !table_autoplay(tb)) {
        rectf_t pr = plate_rect(p, SEAT_S);
        /* TRANSLATORS: the tab over South's plate on their turn, in capitals */
        const char *yours = _("YOUR TURN");
        float tw = ui_text_width(g, FONT_BOLD, 11, yours) + 12;
        float th = tag_height(g);
        draw_tag(g, pr.x + pr.w - tw - 10, pr.y - th + 1, pr.w, yours, UI_GOLD, UI_INK, false, false);
    }
    if (p->show_last && p->has_last_trick) {
        draw_last_trick(g, p);
    }
    if (p->moon_choice) {
        draw_moon_choice(g, p);
    }
    draw_banner(g, p);
    draw_toast(g, p);
    ui_button_draw(g, &p->buttons[BTN_PASS - 1]);
    ui_button_draw(g, &p->buttons[BTN_MOON_ADD - 1]);
    ui_button_draw(g, &p->buttons[BTN_MOON_SUB - 1]);
}
