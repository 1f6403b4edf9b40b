/* Where things go on the table: play_layout_compute makes the whole play_layout_t for a window size
 * (resize calls it); drawing, hit-testing, the events' animations and the tests read it. Then where a
 * card is drawn at a moment (its look) and which of South's cards is under a point. All positions are
 * in logical units; a card's position is its centre. */
#include <math.h>

#include "hearts/check.h"
#include "hearts/intl.h"

#include "platform/look.h"
#include "scenes/play_internal.h"
#include "scenes/plate.h"
#include "scenes/scenes.h"

#define HEADER_H     50.0f
#define NORTH_Y      60.0f
#define SOUTH_MARGIN 18.0f
#define PLATE_W      plate_w
#define PLATE_H      58.0f
#define OPP_PLATE_H  opp_plate_h

/* The trick's cards' offsets and the fans' steps, at the cards' size of a 16:10 window; a tall window's
 * larger cards (card_size_scale) spread them by as much. */
#define TRICK_DX   (110.0f * card_size_scale())
/* (large print's taller cards: the trick's upper and lower cards a little over each other, as on a
 * table, so that the message's band keeps its room above it) */
#define TRICK_DY   (72.0f * card_size_scale() * (look_large() && card_size_h(CARDSZ_FACE) > 150 ? 0.8f : 1.0f))
/* (large print's cards on a tall table: Across's fan closer, so that its plate stays in the window) */
#define NORTH_STEP (22.0f * (look_large() && card_size_scale() > 1.45f ? 1.45f : card_size_scale()))
#define SIDE_STEP  (19.0f * card_size_scale())
#define SOUTH_STEP (62.0f * card_size_scale())

/* The plates' width (plate_width) and the opponents' plates' height (Left's, Across's, Right's:
 * plate_height_opponent, a line taller where the level goes under the name), set by
 * play_layout_compute. */
static float plate_w = 176.0f;
static float opp_plate_h = PLATE_SIZE_H;
/* Text held at its floor of 12 pixels (a window whose scale is under 0.85): the pass and moon panels and
 * the table's buttons wider, for their words at that size. Set by play_layout_compute. */
static bool small_text;
/* The seats laid out (3, 4 or 5), set by play_layout_compute: three seats have nobody across, and the
 * table uses the top for them (side_cy_at, trick_cy_at, trick_offset). */
static int seats = 4;

#define HINT_ABOVE_PLATE 118.0f /* the Hint button's top, above South's plate's top */

/* Three seats: the trick's middle in the felt between the header (and the message's band under it) and
 * South's hand with the room its cards rise into; its three cards a triangle (trick_offset). */
static float trick_cy_three(float lh)
{
    float top = HEADER_H + 8 + 34 + 8, bottom = lh - card_size_h(CARDSZ_FACE) - SOUTH_MARGIN - 40;
    float cy = (top + bottom) / 2;
    float least = top + TRICK_DY / 2 + card_size_h(CARDSZ_FACE) / 2; /* its top card under the band */
    return cy < least ? least : cy;
}

/* The middle of the trick: between Across's fan and South's hand, a little high, to leave a line for
 * messages above the hand. */
static float trick_cy_at(float lh)
{
    if (seats == 3) {
        return trick_cy_three(lh);
    }
    float top = NORTH_Y + card_size_h(CARDSZ_SMALL);
    float bottom = lh - card_size_h(CARDSZ_FACE) - SOUTH_MARGIN;
    float cy = (top + bottom) / 2 - 16;
    /* large print (platform/look.h): lower, where its larger cards leave the message's band (34 and a
     * margin) no room above the trick; never nearer South's hand than 40 (its raised cards and tags) */
    float least = top + 46 + TRICK_DY + card_size_h(CARDSZ_FACE) / 2;
    float most = bottom - 40 - TRICK_DY - card_size_h(CARDSZ_FACE) / 2;
    if (look_large() && cy < least) {
        cy = least < most ? least : most > cy ? most : cy;
    }
    return cy;
}

/* Half the length of a side fan of thirteen cards lying sideways */
static float side_fan_half(void)
{
    return (12 * SIDE_STEP + card_size_w(CARDSZ_SMALL)) / 2;
}

/* The middle of the side fans on a table lh high: a little above the table's middle, and high enough
 * that Left's plate, under its fan, keeps 12 clear of the Hint button (on the lowest table, 720, it
 * came within 3). */
static float side_cy_at(float lh)
{
    float cy = lh * 0.43f;
    if (seats == 3) {
        /* nobody across: each fan level with the card its player puts in the trick (a triangle in the
         * middle of the felt), its top under the header */
        cy = trick_cy_three(lh) - TRICK_DY / 2;
        float least = HEADER_H + 16 + side_fan_half();
        cy = cy < least ? least : cy;
    }
    float hint_top = lh - SOUTH_MARGIN - PLATE_H - 4 - HINT_ABOVE_PLATE;
    float plate_bottom = cy + side_fan_half() + 14 + OPP_PLATE_H;
    if (plate_bottom > hint_top - 12) {
        cy -= plate_bottom - (hint_top - 12);
    }
    return cy;
}

/* The top of Left's and Right's plates, under their fans */
static float side_plates_top(float lh)
{
    return side_cy_at(lh) + side_fan_half() + 14;
}

void play_side_plates_span(float lh, int players, float *top, float *bottom)
{
    int laid = seats;
    seats = seat_count_valid(players) ? players : 4;
    *top = side_plates_top(lh);
    *bottom = *top + OPP_PLATE_H;
    seats = laid;
}

/* South's hand: centred between the plates; on a narrow (tall) table, from South's plate to the edge.
 * The cards of a hand of n lie on a slight curve. */
static play_pt_t south_slot(float lw, float lh, int index, int count)
{
    float mid = (count - 1) / 2.0f;
    float w = card_size_w(CARDSZ_FACE), h = card_size_h(CARDSZ_FACE);
    float room = lw - 2 * (PLATE_W + 44) - w, left = PLATE_W + 44;
    bool narrow = room < 12 * 52;
    if (narrow) {
        room = lw - (PLATE_W + 44) - 24 - w;
    }
    float sp = count > 1 ? room / (count - 1) : 0;
    sp = sp > SOUTH_STEP ? SOUTH_STEP : sp;
    float total = (count - 1) * sp + w;
    play_pt_t pt;
    pt.x = (narrow ? left + (lw - left - 24 - total) / 2 : (lw - total) / 2) + index * sp + w / 2;
    float k = count > 1 ? (index - mid) / (mid > 0 ? mid : 1) : 0;
    pt.y = lh - SOUTH_MARGIN - h / 2 + k * k * 9.0f;
    return pt;
}

/* A fan's step for a hand of `count`: a hand over thirteen (three seats) keeps a fan of thirteen's
 * length */
static float fan_step(float step, int count)
{
    return count > 13 ? step * 12 / (count - 1) : step;
}

/* Five seats: the width of Far left's and Far right's fans of ten at the top, as wide as the room beside
 * their plates allows (a tall table's larger cards come closer), and the middle of each */
static float pair_fan_w(float lw)
{
    float w = 9 * NORTH_STEP + card_size_w(CARDSZ_SMALL);
    float room = lw / 2 - 20 - PLATE_W - 22 - 12;
    return w < room ? w : room;
}

static float pair_fan_x(float lw, play_place_t place)
{
    float fw = pair_fan_w(lw);
    float spare = lw / 2 - 20 - PLATE_W - 22 - fw - 12;
    float d = fw / 2 + 12 + (spare > 60 ? 60 : spare > 0 ? spare : 0);
    return place == PLACE_NW ? lw / 2 - d : lw / 2 + d;
}

static play_pt_t slot_at(float lw, float lh, play_place_t place, int index, int count)
{
    float mid = (count - 1) / 2.0f;
    play_pt_t pt;
    switch (place) {
    case PLACE_S:
        return south_slot(lw, lh, index, count);
    case PLACE_N:
        pt.x = lw / 2 + (index - mid) * NORTH_STEP;
        pt.y = NORTH_Y + card_size_h(CARDSZ_SMALL) / 2;
        return pt;
    case PLACE_NW:
    case PLACE_NE: {
        float step = (pair_fan_w(lw) - card_size_w(CARDSZ_SMALL)) / 9;
        pt.x = pair_fan_x(lw, place) + (index - mid) * step;
        pt.y = NORTH_Y + card_size_h(CARDSZ_SMALL) / 2;
        return pt;
    }
    default: {
        float w = card_size_h(CARDSZ_SMALL); /* lying sideways */
        pt.x = place == PLACE_W ? 26 + w / 2 : lw - 26 - w / 2;
        /* Left's fan runs top to bottom, Right's bottom to top, as if dealt round the table */
        float off = (index - mid) * fan_step(SIDE_STEP, count);
        pt.y = side_cy_at(lh) + (place == PLACE_W ? off : -off);
        return pt;
    }
    }
}

/* The top of the plates at the top of the table (Across's, or Far left's and Far right's), beside their
 * fans: a plate of one line centred on its fan; a plate a line taller (the level under the name) ends
 * where that one would (so that the last trick's panel under it keeps its room: 24 less, at 800x450
 * its tags met its last line), reaching up towards the header, clear of it with room for the turn's
 * ring. */
static float top_plate_y(void)
{
    float bottom = NORTH_Y + (card_size_h(CARDSZ_SMALL) + PLATE_SIZE_H) / 2;
    float y = bottom - OPP_PLATE_H, least = HEADER_H + 6;
    return y < least ? least : y;
}

static rectf_t plate_at(float lw, float lh, play_place_t place)
{
    float top_y = top_plate_y(), oh = OPP_PLATE_H;
    switch (place) {
    case PLACE_S:
        return rectf(20, lh - SOUTH_MARGIN - PLATE_H - 4, PLATE_W, PLATE_H);
    case PLACE_W:
        return rectf(20, side_plates_top(lh), PLATE_W, oh);
    case PLACE_N:
        return rectf(lw / 2 + (12 * NORTH_STEP + card_size_w(CARDSZ_SMALL)) / 2 + 22, top_y, PLATE_W, oh);
    case PLACE_NW: /* left of its fan */
        return rectf(pair_fan_x(lw, place) - pair_fan_w(lw) / 2 - 22 - PLATE_W, top_y, PLATE_W, oh);
    case PLACE_NE: /* right of its fan */
        return rectf(pair_fan_x(lw, place) + pair_fan_w(lw) / 2 + 22, top_y, PLATE_W, oh);
    default:
        return rectf(lw - 20 - PLATE_W, side_plates_top(lh), PLATE_W, oh);
    }
}

static play_pt_t anchor_at(float lw, float lh, play_place_t place)
{
    switch (place) {
    case PLACE_S:
        return (play_pt_t){lw / 2, lh - 80};
    case PLACE_N:
        return (play_pt_t){lw / 2, NORTH_Y + 40};
    case PLACE_NW:
    case PLACE_NE:
        return (play_pt_t){pair_fan_x(lw, place), NORTH_Y + 40};
    case PLACE_W:
        return (play_pt_t){80, side_cy_at(lh)};
    default:
        return (play_pt_t){lw - 80, side_cy_at(lh)};
    }
}

/* A seat's card in the trick, from the trick's middle: before its player. Five seats: Far left and Far
 * right side by side above the middle, Left and Right farther out and a little lower, clear of them.
 * Three seats: a triangle, Left's and Right's cards half a step up, South's half a step down. */
static play_pt_t trick_offset(play_place_t place, int players)
{
    if (players == 3) {
        float dx = place == PLACE_W ? -1.0f : place == PLACE_E ? 1.0f : 0.0f;
        return (play_pt_t){dx * TRICK_DX, (place == PLACE_S ? 0.5f : -0.5f) * TRICK_DY};
    }
    static const float dx[6] = {0, -1, 0, 1, -0.52f, 0.52f}, dy[6] = {1, 0, -1, 0, -1, -1};
    float wide = players == 5 && (place == PLACE_W || place == PLACE_E) ? 1.5f : 1.0f;
    float low = players == 5 && (place == PLACE_W || place == PLACE_E) ? 0.15f : 0.0f;
    return (play_pt_t){dx[place] * wide * TRICK_DX, (dy[place] + low) * TRICK_DY};
}

rectf_t play_layout_centred(const play_layout_t *l, float w, float h)
{
    return rectf(l->mid_x - w / 2, l->trick_mid.y - h / 2, w, h);
}

/* Where a one-line message goes: the band between Across's cards and the trick, narrower than the
 * room between the side fans (its width is the most a message may take). */
static rectf_t band_at(const play_layout_t *l)
{
    /* three seats: under the header, above the trick's top (Left's and Right's cards, half a step up) */
    float top = l->players == 3 ? HEADER_H + 8 : NORTH_Y + card_size_h(CARDSZ_SMALL) + 4;
    float bottom = l->trick_mid.y - (l->players == 3 ? TRICK_DY / 2 : TRICK_DY) - card_size_h(CARDSZ_FACE) / 2 - 4;
    float h = bottom - top < 34 ? bottom - top : 34;
    float least = look_large() ? 30 : 26; /* large print's words need a little more (platform/look.h) */
    h = h < least ? least : h;
    float max_w = l->lw - 2 * (26 + card_size_h(CARDSZ_SMALL) + 24);
    return rectf(l->lw / 2 - max_w / 2, top + (bottom - top - h) / 2, max_w, h);
}

/* The last trick's panel: up to 400 high, and clear of the plates at every size: of Across's too when
 * it is ringed for its turn (at 800x450 a panel of 400 touched the ring). */
static rectf_t last_panel_at(const play_layout_t *l)
{
    float top = l->header.y + l->header.h;
    for (int seat = 1; seat < l->players; seat++) {
        play_place_t place = play_seat_place(seat, l->players);
        if (place == PLACE_N || place == PLACE_NW || place == PLACE_NE) {
            rectf_t across = rectf_inset(l->plate[seat], -3);
            top = across.y + across.h > top ? across.y + across.h : top;
        }
    }
    float room = 2 * (l->trick_mid.y - (top + 4));
    return play_layout_centred(l, 480, room < 400 ? room : 400);
}

static void set_button(play_layout_t *l, int id, rectf_t r, float pt)
{
    l->button[id - 1] = r;
    l->button_pt[id - 1] = pt;
}

/* The width a table button needs for its words (in the language of the moment, at its size, large print
 * too) and its key's cap (ui_button_width); label and key as play_controls.c gives them. */
static float button_need(gfx_t *g, const char *label, const char *key, float pt)
{
    ui_button_t b;
    ui_button_init(&b, 0, label, BUTTON_SECONDARY);
    ui_button_key(&b, key);
    b.pt = pt;
    return ui_button_width(g, &b, 36);
}

static float most(float a, float b)
{
    return a > b ? a : b;
}

static void layout_buttons(play_layout_t *l, gfx_t *g)
{
    float lw = l->lw;
    /* wide enough for the label at 12 pixels (Italian "Punteggi") and the cap of the key that presses
     * it (ui_button_t.key) */
    float mw = small_text ? 140 : 120, sw = small_text ? 156 : 128;
    float extra = small_text ? 30 : 0; /* where text is held at 12 pixels */
    set_button(l, BTN_MENU, rectf(lw - 12 - mw, 7, mw, 36), 17);
    /* 12 apart: at least 6 pixels between their boxes at the smallest window's scale */
    set_button(l, BTN_SCORES, rectf(lw - 24 - mw - sw, 7, sw, 36), 17);
    rectf_t pr = l->plate[SEAT_S];
    /* above South's plate, clear of the YOUR TURN tag on its top edge */
    /* 11 above the tab's top, pr.y - 29; as wide as its words need at 12 pixels ("Letzter Stich") */
    set_button(l, BTN_LAST, rectf(pr.x, pr.y - 76, 156 + extra * 1.5f, 36), 15);
    /* Hint and Claim as wide as their words and caps need, measured ("Tipp nehmen"; large print's "Use hint"
     * dropped its H cap at 112), Hint for both its labels (play_controls_sync) */
    float least = 112 + extra * 1.5f;
    float hint_w = most(least, most(button_need(g, N_("Hint"), "H", 15), button_need(g, N_("Use hint"), "H", 15)));
    set_button(l, BTN_HINT, rectf(pr.x, pr.y - HINT_ABOVE_PLATE, hint_w, 36), 15);
    rectf_t hint = l->button[BTN_HINT - 1];
    /* Undo as wide as Last trick (German "Zurücknehmen"): above Hint where Left's plate leaves the room (a
     * tall window: under Right's plate, it stood half under the score sheet's panel); else just under
     * Right's plate, clear of South's hand (whose fan reaches under it in a tall window) */
    rectf_t rp = l->plate[seat_right(l->players)], last = l->button[BTN_LAST - 1];
    rectf_t lp = l->plate[SEAT_W];
    if (lp.y + lp.h + 16 <= hint.y - 8 - last.h) {
        set_button(l, BTN_UNDO, rectf(pr.x, hint.y - 8 - last.h, last.w, last.h), 15);
    } else {
        set_button(l, BTN_UNDO, rectf(rp.x + rp.w - last.w, rp.y + rp.h + 8, last.w, last.h), 15);
    }
    /* Claim beside Hint; where that meets South's hand of thirteen (Hint as wide as large print's words:
     * it stood over the hand's first card), under Right's plate (and Undo, when that is there), if the
     * hand leaves the room there */
    float claim_w = most(least, button_need(g, N_("Claim"), "C", 15));
    rectf_t claim = rectf(hint.x + hint.w + 8, hint.y, claim_w, hint.h);
    float card_w = card_size_w(CARDSZ_FACE);
    float hand_left = l->hand[SEAT_S][13][0].x - card_w / 2, hand_right = l->hand[SEAT_S][13][12].x + card_w / 2;
    if (claim.x + claim.w + 8 > hand_left) {
        rectf_t undo = l->button[BTN_UNDO - 1];
        float below = undo.x > hint.x ? undo.y + undo.h + 8 : rp.y + rp.h + 8;
        rectf_t right = rectf(rp.x + rp.w - claim_w, below, claim_w, hint.h);
        if (right.x >= hand_right + 8 && right.y + right.h <= pr.y + pr.h) {
            claim = right;
        }
    }
    set_button(l, BTN_CLAIM, claim, 15);
    rectf_t cp = l->pass_panel;
    float pw = small_text ? 280 : 220, bw = small_text ? 266 : 226; /* wider for their words at 12 pixels */
    set_button(l, BTN_PASS, rectf(cp.x + cp.w / 2 - pw / 2, cp.y + cp.h - 70, pw, 50), 0);
    rectf_t mp = l->moon_panel;
    set_button(l, BTN_MOON_ADD, rectf(mp.x + 24, mp.y + mp.h - 68, bw, 48), 17);
    set_button(l, BTN_MOON_SUB, rectf(mp.x + mp.w - 24 - bw, mp.y + mp.h - 68, bw, 48), 17);
}

#define SOUTH_RISE  34.0f /* the most a card of South's rises (play_south_lift) */
#define AREA_MARGIN 12.0f

/* South's hand of n cards and the room above it that its cards rise into, a little wider all round and
 * down to the table's edge: while the pointer is in it, the hand keeps its places through a trick. */
static rectf_t south_area_at(const play_layout_t *l, int n)
{
    float w = card_size_w(CARDSZ_FACE), h = card_size_h(CARDSZ_FACE);
    float left = l->hand[SEAT_S][n][0].x - w / 2 - AREA_MARGIN;
    float right = l->hand[SEAT_S][n][n - 1].x + w / 2 + AREA_MARGIN;
    float top = l->hand[SEAT_S][n][0].y;
    for (int i = 1; i < n; i++) {
        top = l->hand[SEAT_S][n][i].y < top ? l->hand[SEAT_S][n][i].y : top;
    }
    top -= h / 2 + SOUTH_RISE + AREA_MARGIN;
    return rectf(left, top, right - left, l->lh - top);
}

/* The cards: the hands for every number of cards, the deck, the trick, where passes wait. */
static void layout_cards(play_layout_t *l)
{
    float lw = l->lw, lh = l->lh, cx = l->trick_mid.x, cy = l->trick_mid.y;
    for (int seat = 0; seat < l->players; seat++) {
        play_place_t place = play_seat_place(seat, l->players);
        for (int n = 1; n <= HAND_MAX; n++) {
            for (int i = 0; i < n; i++) {
                l->hand[seat][n][i] = slot_at(lw, lh, place, i, n);
            }
        }
        play_pt_t d = trick_offset(place, l->players);
        l->trick[seat] = (play_pt_t){cx + d.x, cy + d.y};
        l->anchor[seat] = anchor_at(lw, lh, place);
        /* towards the receiver, stopping short of its fan, the three fanned a little */
        play_pt_t a = l->anchor[seat];
        for (int i = 0; i < 3; i++) {
            l->pass_to[seat][i] = (play_pt_t){cx + (a.x - cx) * 0.62f + (float)(i - 1) * NORTH_STEP,
                                              cy + (a.y - cy) * 0.62f + (float)(i - 1) * 4.0f};
        }
    }
    for (int n = 1; n <= HAND_MAX; n++) {
        l->south_area[n] = south_area_at(l, n);
    }
    for (int i = 0; i < 52; i++) {
        l->deck[i] = (play_pt_t){cx, cy - (51 - i) * 0.18f};
    }
}

void play_layout_compute(play_layout_t *l, gfx_t *g, float lw, float lh, float scale, int players)
{
    plate_w = plate_width(scale);
    small_text = scale < 0.85f;
    l->players = seat_count_valid(players) ? players : 4;
    opp_plate_h = plate_height_opponent(g, plate_w, l->players);
    seats = l->players;
    l->lw = lw;
    l->lh = lh;
    l->mid_x = lw / 2;
    l->header = rectf(0, 0, lw, HEADER_H);
    l->clock = rectf(l->mid_x - 74, 5, 148, 40);
    l->trick_mid = (play_pt_t){lw / 2, trick_cy_at(lh)};
    for (int seat = 0; seat < l->players; seat++) {
        l->plate[seat] = plate_at(lw, lh, play_seat_place(seat, l->players));
    }
    layout_cards(l);
    l->band = band_at(l);
    /* wider where text is held at 12 pixels (Portuguese, Dutch) */
    l->pass_panel = play_layout_centred(l, small_text ? 520 : 420, 190);
    l->moon_panel = play_layout_centred(l, small_text ? 600 : 520, 200);
    l->last_panel = last_panel_at(l);
    l->banner_most_w = lw - 60;
    layout_buttons(l, g);
}

play_pt_t play_slot(const play_t *p, int seat, int i, int n)
{
    HEARTS_CHECK(n >= 1 && n <= HAND_MAX && i >= 0 && i < n, "a place in a hand of 1 to 17 cards");
    n = n < 1 ? 1 : n > HAND_MAX ? HAND_MAX : n;
    i = i < 0 ? 0 : i >= n ? n - 1 : i;
    seat = seat >= 0 && seat < SEAT_MAX ? seat : 0;
    return p->layout.hand[seat][n][i];
}

play_look_t play_card_look(const play_t *p, card_t c, double t)
{
    const csprite_t *s = &p->anim.cards[c];
    play_look_t l;
    float cx, cy;
    tween2_at(&s->pos, t, &cx, &cy);
    l.size = s->size;
    l.turned = s->turned;
    l.face = s->face_up;
    if (s->loc == LOC_DECK || (p->anim.dealing && s->loc == LOC_HAND && t < s->pos.start)) {
        l.size = CARDSZ_SMALL;
        l.turned = false;
        l.face = false;
    } else if (p->anim.dealing && s->loc == LOC_HAND && s->seat == SEAT_S && t < tween2_end(&s->pos)) {
        l.face = false; /* turned face up as it lands */
    }
    if (s->loc == LOC_HAND && s->seat == SEAT_S) {
        cy -= p->in.lift[c];
    }
    float shake = p->in.shake[c];
    if (shake >= 0 && !look_still()) { /* reduced motion: a refused card does not shake (its message says why) */
        double e = t - shake;
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
    for (cardset_t hand = p->shown.hand[SEAT_S]; hand;) {
        card_t c = cardset_pop(&hand);
        const csprite_t *s = &p->anim.cards[c];
        if (s->loc != LOC_HAND || s->seat != SEAT_S) {
            continue;
        }
        play_look_t l = play_card_look(p, c, t);
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

bool play_pointer_on_hand(const play_t *p)
{
    int n = p->anim.south_laid;
    return p->in.pointer_in && n >= 1 && n <= HAND_MAX &&
           rectf_contains(p->layout.south_area[n], p->in.pointer_x, p->in.pointer_y);
}

rectf_t play_plate_rect(float lw, float lh, int seat, int players)
{
    return plate_at(lw, lh, play_seat_place(seat, players)); /* (the summary covers it whole or not at all) */
}
