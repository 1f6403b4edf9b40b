/* Where a claimed rest is laid down (play_claim_layout_t): a panel in the table's middle with a row a
 * seat, every card left face up, the claimer's row first and largest. Worked out from the table's
 * layout (play_layout_t) and the number of cards each seat has left, when a claim is shown and again
 * when the window changes; the events put the cards on these places (play_events.c), the drawing
 * reads them (play_draw.c). */
#include "scenes/play_internal.h"

#define PAD         18.0f /* the panel's inner margin */
#define TITLE_H     44.0f /* "Right claims the rest" */
#define FOOT_H      32.0f /* "Click or press a key to go on" */
#define ROW_GAP     10.0f
#define LABEL_W     150.0f /* the seats' names, left of their rows */
#define PANEL_MOST  1100.0f
#define PANEL_LEAST 620.0f /* room for the title in every language */

/* The panel's height with the claimer's cards at `first` and the others' at `rest`. */
static float panel_height(int rows, card_size_t first, card_size_t rest)
{
    return PAD + TITLE_H + card_size_h(first) + (float)(rows - 1) * (card_size_h(rest) + ROW_GAP) + ROW_GAP + FOOT_H +
           PAD / 2;
}

void play_claim_layout(const play_layout_t *l, int claimer, const cardset_t hands[SEAT_MAX], play_claim_layout_t *out)
{
    int players = l->players >= 3 && l->players <= SEAT_MAX ? l->players : 4;
    float top = l->header.y + l->header.h + 8, room = l->lh - top - 8;
    /* the largest cards whose rows fit the table's height, the claimer's at least as large as the others' */
    static const card_size_t sizes[4][2] = {{CARDSZ_FACE, CARDSZ_SMALL},
                                            {CARDSZ_FACE, CARDSZ_MINI},
                                            {CARDSZ_SMALL, CARDSZ_MINI},
                                            {CARDSZ_MINI, CARDSZ_MINI}};
    int k = 0;
    while (k < 3 && panel_height(players, sizes[k][0], sizes[k][1]) > room) {
        k++;
    }
    /* as wide as its longest row needs (each card whole), within the table */
    float needed = 0;
    for (int seat = 0; seat < players; seat++) {
        float cw = card_size_w(sizes[k][seat == claimer ? 0 : 1]);
        int n = cardset_count(hands[seat]);
        float row = n > 0 ? cw + (float)(n - 1) * (cw + 6) : 0;
        needed = row > needed ? row : needed;
    }
    float w = 2 * PAD + LABEL_W + 12 + needed;
    float most = l->lw - 40 < PANEL_MOST ? l->lw - 40 : PANEL_MOST;
    w = w < PANEL_LEAST ? PANEL_LEAST : w > most ? most : w;
    float h = panel_height(players, sizes[k][0], sizes[k][1]);
    h = h > room ? room : h;
    out->panel = rectf(l->mid_x - w / 2, top + (room - h) / 2, w, h);
    out->title = rectf(out->panel.x + PAD, out->panel.y + PAD / 2, w - 2 * PAD, TITLE_H - 4);
    out->foot = rectf(out->panel.x + PAD, out->panel.y + h - FOOT_H - PAD / 4, w - 2 * PAD, FOOT_H - 4);
    out->rows = players;
    float y = out->title.y + TITLE_H;
    float cards_x = out->panel.x + PAD + LABEL_W + 12, cards_w = out->panel.x + w - PAD - cards_x;
    for (int r = 0; r < players; r++) {
        /* the claimer, then the others from South round the table */
        int seat = claimer;
        if (r > 0) {
            seat = r - 1 < claimer ? r - 1 : r;
        }
        card_size_t size = sizes[k][r == 0 ? 0 : 1];
        float cw = card_size_w(size), ch = card_size_h(size);
        int n = cardset_count(hands[seat]);
        float step = cw + 6;
        if (n > 1 && (cards_w - cw) / (float)(n - 1) < step) {
            step = (cards_w - cw) / (float)(n - 1);
        }
        out->seat[r] = seat;
        out->size[r] = size;
        out->first[r] = (play_pt_t){cards_x + cw / 2, y + ch / 2};
        out->step[r] = step;
        out->row[r] = rectf(cards_x, y, n > 0 ? cw + step * (float)(n - 1) : cw, ch);
        out->label[r] = rectf(out->panel.x + PAD, y, LABEL_W, ch);
        y += ch + ROW_GAP;
    }
}

play_pt_t play_claim_slot(const play_claim_layout_t *c, int row, int i)
{
    return (play_pt_t){c->first[row].x + c->step[row] * (float)i, c->first[row].y};
}
