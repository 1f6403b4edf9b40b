/* Where a claimed rest is laid down (play_claim_layout_t): a panel in the table's middle with a row a
 * seat, every card left face up, the claimer's row first and largest; left of each row the seat's plate
 * (the table's plates the panel would cover are hidden meanwhile: play_claim_plate_shown) and under it
 * what the rest gives the seat (play_claim_rest). Worked out from the table's layout (play_layout_t)
 * and the number of cards each seat has left, when a claim is shown and again when the window
 * changes; the events put the cards on these places (play_events.c), the drawing reads them
 * (play_draw.c). */
#include <string.h>

#include "scenes/play_internal.h"

#define PAD         18.0f /* the panel's inner margin */
#define TITLE_H     44.0f /* "Right claims the rest" */
#define FOOT_H      32.0f /* "Click or press a key to go on" */
#define ROW_GAP     10.0f
#define REST_H      22.0f      /* under a row's plate: "the rest: 2 tricks, 1 point" */
#define LABEL_WIDER (4.0f / 3) /* the plates' column: this many times a plate's width */
#define SET_APART   18.0f      /* the card played to the trick, left of the cards held */
#define PANEL_MOST  1100.0f
#define PANEL_LEAST 620.0f /* room for the title in every language */

/* A row's height: its cards', at least its plate (as high as the seat's plate on the table: an
 * opponent's a line taller where the level goes under the name, plate_height_opponent) and the line
 * under it. */
static float row_height(card_size_t size, float plate_h)
{
    float ch = card_size_h(size), label = plate_h + REST_H;
    return ch > label ? ch : label;
}

/* The claimer's row, then the others from South round the table. */
static int row_seat(int claimer, int r)
{
    return r == 0 ? claimer : r - 1 < claimer ? r - 1 : r;
}

/* The panel's height with the claimer's cards at `first` and the others' at `rest`. */
static float panel_height(const play_layout_t *l, int claimer, int rows, card_size_t first, card_size_t rest)
{
    float h = PAD + TITLE_H + ROW_GAP + FOOT_H + PAD / 2;
    for (int r = 0; r < rows; r++) {
        h += row_height(r == 0 ? first : rest, l->plate[row_seat(claimer, r)].h) + (r > 0 ? ROW_GAP : 0);
    }
    return h;
}

/* Row r's places from its top y: the plate and the rest's line at x, the card played to the trick (if
 * any) at cards_x, set apart from the cards left after it, which take at most the width up to right. */
static void place_row(play_claim_layout_t *out, int r, card_size_t size, float plate_h, float y, float x, float cards_x,
                      float right, int n, bool played)
{
    float plate_w = out->label_w / LABEL_WIDER;
    float cw = card_size_w(size), ch = card_size_h(size), rh = row_height(size, plate_h);
    float top = y + (rh - ch) / 2;
    out->played[r] = played ? rectf(cards_x, top, cw, ch) : rectf(cards_x, top, 0, 0);
    if (played) {
        cards_x += cw + SET_APART;
    }
    float cards_w = right - cards_x, step = cw + 6;
    if (n > 1 && (cards_w - cw) / (float)(n - 1) < step) {
        step = (cards_w - cw) / (float)(n - 1);
    }
    out->size[r] = size;
    out->first[r] = (play_pt_t){cards_x + cw / 2, y + rh / 2};
    out->step[r] = step;
    out->row[r] = rectf(cards_x, top, n > 0 ? cw + step * (float)(n - 1) : cw, ch);
    float ly = y + (rh - plate_h - REST_H) / 2;
    out->label[r] = rectf(x, ly, plate_w, plate_h);
    out->rest[r] = rectf(x + 4, ly + plate_h + 2, out->label_w - 8, REST_H - 2);
}

void play_claim_layout(const play_layout_t *l, int claimer, const cardset_t hands[SEAT_MAX],
                       const card_t trick[SEAT_MAX], play_claim_layout_t *out)
{
    int players = l->players >= 3 && l->players <= SEAT_MAX ? l->players : 4;
    float top = l->header.y + l->header.h + 8, room = l->lh - top - 8;
    /* the largest cards whose rows fit the table's height, the claimer's at least as large as the others' */
    static const card_size_t sizes[4][2] = {{CARDSZ_FACE, CARDSZ_SMALL},
                                            {CARDSZ_FACE, CARDSZ_MINI},
                                            {CARDSZ_SMALL, CARDSZ_MINI},
                                            {CARDSZ_MINI, CARDSZ_MINI}};
    int k = 0;
    while (k < 3 && panel_height(l, claimer, players, sizes[k][0], sizes[k][1]) > room) {
        k++;
    }
    /* as wide as its longest row needs (each card whole, the one played to the trick set apart) */
    float needed = 0;
    for (int seat = 0; seat < players; seat++) {
        float cw = card_size_w(sizes[k][seat == claimer ? 0 : 1]);
        int n = cardset_count(hands[seat]);
        float row = n > 0 ? cw + (float)(n - 1) * (cw + 6) : 0;
        row += trick[seat] != CARD_NONE ? cw + SET_APART : 0;
        needed = row > needed ? row : needed;
    }
    /* the table's plates' width (the same plate, the same words); the column wider, for the rest's
     * line under it ("der Rest: 13 Stiche, 26 Punkte" at 12 pixels in the smallest window) */
    out->label_w = l->plate[SEAT_S].w * LABEL_WIDER;
    float w = 2 * PAD + out->label_w + 12 + needed;
    float most = l->lw - 40 < PANEL_MOST ? l->lw - 40 : PANEL_MOST;
    w = w < PANEL_LEAST ? PANEL_LEAST : w > most ? most : w;
    float h = panel_height(l, claimer, players, sizes[k][0], sizes[k][1]);
    h = h > room ? room : h;
    out->panel = rectf(l->mid_x - w / 2, top + (room - h) / 2, w, h);
    out->title = rectf(out->panel.x + PAD, out->panel.y + PAD / 2, w - 2 * PAD, TITLE_H - 4);
    out->foot = rectf(out->panel.x + PAD, out->panel.y + h - FOOT_H - PAD / 4, w - 2 * PAD, FOOT_H - 4);
    out->rows = players;
    float y = out->title.y + TITLE_H, x = out->panel.x + PAD;
    for (int r = 0; r < players; r++) {
        int seat = row_seat(claimer, r);
        card_size_t size = sizes[k][r == 0 ? 0 : 1];
        out->seat[r] = seat;
        out->trick[r] = trick[seat];
        float plate_h = l->plate[seat].h;
        place_row(out, r, size, plate_h, y, x, x + out->label_w + 12, x + w - 2 * PAD, cardset_count(hands[seat]),
                  trick[seat] != CARD_NONE);
        y += row_height(size, plate_h) + ROW_GAP;
    }
}

play_pt_t play_claim_slot(const play_claim_layout_t *c, int row, int i)
{
    return (play_pt_t){c->first[row].x + c->step[row] * (float)i, c->first[row].y};
}

bool play_claim_plate_shown(const play_claim_layout_t *c, rectf_t plate)
{
    return !rectf_overlaps(rectf_inset(plate, -4), c->panel); /* its shadow and turn ring too */
}

/* The trick as the table shows it (by seat), as the engine keeps one (in the order played). */
static trick_t shown_trick(const rules_t *r, const play_shown_t *shown)
{
    int players = r->players;
    trick_t t;
    memset(&t, 0, sizeof t);
    t.players = players;
    t.leader = shown->leader;
    t.hearts_broken = shown->hearts_broken;
    for (int i = 0; i < players && shown->trick[seat_plus(shown->leader, i, players)] != CARD_NONE; i++) {
        t.cards[t.count++] = shown->trick[seat_plus(shown->leader, i, players)];
    }
    for (int i = t.count; i < SEAT_MAX; i++) {
        t.cards[i] = CARD_NONE;
    }
    /* the leader has played one card more than it holds less, when it has played to this trick */
    int played = rules_hand_size(players) - cardset_count(shown->hand[t.leader]) - (t.count > 0 ? 1 : 0);
    t.number = played > 0 ? played : 0;
    return t;
}

void play_claim_rest(const rules_t *r, const play_shown_t *shown, int claimer, play_claim_rest_t *out)
{
    memset(out, 0, sizeof *out);
    cardset_t hands[SEAT_MAX];
    memcpy(hands, shown->hand, sizeof hands);
    trick_t t = shown_trick(r, shown);
    int tricks = 0;
    for (int guard = 0; guard < HAND_MAX * SEAT_MAX; guard++) {
        int q = trick_turn(&t);
        cardset_t legal = rules_legal_moves(r, hands[q], &t);
        if (!legal) {
            break; /* every card played */
        }
        card_t c = cardset_lowest(legal);
        hands[q] &= ~cardset_of(c);
        t.cards[t.count++] = c;
        t.hearts_broken |= rules_breaks_hearts(r, c);
        if (trick_complete(&t)) {
            int winner = rules_trick_winner(&t);
            cardset_t taken = 0;
            for (int i = 0; i < t.count; i++) {
                taken |= cardset_of(t.cards[i]);
            }
            out->tricks[winner]++;
            out->points[winner] += rules_cards_points(r, taken);
            tricks++;
            t.number++;
            t.leader = winner;
            t.count = 0;
        }
    }
    out->all = tricks > 0 && out->tricks[claimer] == tricks;
}
