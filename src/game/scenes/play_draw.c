/* Drawing the table: the header, the plates, the cards with their marks and tags, the panels (the
 * pass, the last trick, the moon's question), the banner and the message. Where each goes comes from
 * the layout (play_layout.c); what it shows from the state. It writes only what it drew last
 * (play_drawn_t), so that an idle table knows when to draw again. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/sprites.h"
#include "platform/uicheck.h"
#include "platform/look.h"
#include "platform/look_draw.h"
#include "scenes/play_internal.h"
#include "scenes/plate.h"
#include "scenes/scenes.h"
#include "scenes/words.h"
#include "table/table.h"

void play_draw_init(play_t *p)
{
    p->drawn.clock_s = -1;
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
    const csprite_t *s = &p->anim.cards[c];
    cardset_t hand = p->shown.hand[SEAT_S] & cardset_above(c);
    if (!hand) {
        return w;
    }
    card_t next = cardset_lowest(hand);
    float strip = p->anim.cards[next].pos.x1 - s->pos.x1;
    return strip < w && strip > 0 ? strip : w;
}

/* What the cards drawn after the i-th (whole, so opaque but for their corners) cover of it and of its
 * shadow: pixel rectangles (sprite_cover), from the first three that come near it. */
static int covers_above(gfx_t *g, const play_look_t *looks, int i, int n, SDL_Rect *out)
{
    const play_look_t *l = &looks[i];
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
 * tag (NULL: none), and the tag's colour; is_new tells a tag that keeps to its card's strip and gives
 * way to a wider one (NEW, and HINT on the pass's three cards, which may lie side by side). */
typedef struct {
    SDL_Color ring;
    float ring_w;
    const char *tag;
    bool is_new;
    SDL_Color tag_bg;
} mark_t;

#define HINT_GREEN ((SDL_Color){120, 230, 120, 255})

static mark_t south_mark(const play_t *p, card_t c, bool pass_mode)
{
    mark_t m = {UI_GOLD, 0, NULL, false, UI_GOLD};
    bool chosen = (pass_mode || !p->shown.passes_done) && cardset_has(p->in.selected, c);
    if (chosen) {
        m.ring_w = 3.5f;
    } else if (p->in.queued == c) {
        m = (mark_t){{110, 190, 255, 255}, 3.5f, NULL, false, {110, 190, 255, 255}};
        /* TRANSLATORS: the tags on South's cards, in capitals, on a narrow strip of the card */
        m.tag = _("QUEUED");
    } else if (cardset_has(p->shown.received, c) && !p->anim.dealing) {
        m = (mark_t){{96, 214, 190, 255}, 3.0f, _("NEW"), true, {96, 214, 190, 255}};
    }
    if (play_hint_marks(p, c)) {
        /* the hint's green tag (and its ring, unless South has chosen the card: the gold ring stays) */
        m.tag = _("HINT");
        m.tag_bg = HINT_GREEN;
        m.is_new = pass_mode;
        if (!chosen) {
            m.ring = HINT_GREEN;
            m.ring_w = 3.5f;
        }
    }
    return m;
}

static rectf_t tag_rect(gfx_t *g, float card_x, float card_y, const char *label, float max_w, bool whole_word)
{
    return rectf(card_x + 2, card_y - 26, tag_width(g, label, max_w, whole_word), tag_height(g));
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

/* The cards of one frame, in the order they are drawn, with what marks them. */
typedef struct {
    int n;
    card_t order[52]; /* bottom first: the deck, the fans, South's hand, the trick, cards on their way */
    play_look_t looks[52];
    cardset_t legal; /* South's playable cards on South's turn, else none */
    bool pass_mode;
    card_t taker;    /* the trick's card that takes it, ringed, or CARD_NONE */
    rectf_t wide[2]; /* the queued card's and the hinted card's tags, which may be wider than their strips */
    int nwide;
    rectf_t last_new; /* the last NEW or pass HINT tag drawn (left to right): a wider one gives way to it */
    bool has_last_new;
} cards_frame_t;

/* The cards shown, sorted by layer and then by z (insertion: the order changes little frame to frame). */
static int draw_order(const play_t *p, card_t order[52])
{
    int n = 0;
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc != LOC_HIDDEN && p->anim.cards[c].loc != LOC_CLAIM) { /* those: draw_claim */
            order[n++] = (card_t)c;
        }
    }
    for (int i = 1; i < n; i++) {
        card_t c = order[i];
        int j = i;
        const csprite_t *s = &p->anim.cards[c];
        while (j > 0) {
            const csprite_t *o = &p->anim.cards[order[j - 1]];
            if (layer_of(o) < layer_of(s) || (layer_of(o) == layer_of(s) && o->z <= s->z)) {
                break;
            }
            order[j] = order[j - 1];
            j--;
        }
        order[j] = c;
    }
    return n;
}

static bool in_south_hand(const play_t *p, card_t c)
{
    const csprite_t *s = &p->anim.cards[c];
    return s->loc == LOC_HAND && s->seat == SEAT_S;
}

static void cards_frame(gfx_t *g, const play_t *p, double t, cards_frame_t *f)
{
    f->n = draw_order(p, f->order);
    f->legal = play_south_legal(p);
    f->pass_mode = play_pass_mode(p);
    f->has_last_new = false;
    for (int i = 0; i < f->n; i++) {
        f->looks[i] = play_card_look(p, f->order[i], t);
    }
    f->taker = play_trick_taker(p);
    /* The queued card's and the hinted card's tags may be wider than their strips (WARTET, À JOUER):
     * the NEW tags they would cover are left out, as the coloured rings still tell those cards. */
    f->nwide = 0;
    for (int i = 0; i < f->n; i++) {
        card_t c = f->order[i];
        if (!in_south_hand(p, c)) {
            continue;
        }
        mark_t m = south_mark(p, c, f->pass_mode);
        if (m.tag && !m.is_new && f->nwide < 2) {
            f->wide[f->nwide++] = tag_rect(g, f->looks[i].x, f->looks[i].y, m.tag, south_strip(p, c) - 4, true);
        }
    }
}

/* High contrast (platform/look.h): what South's card c is, told by a shape as well as by its colour,
 * its lift and its ring: playable now (a bar), not playable (hatched), chosen for the pass (a bar of
 * blocks). */
static void contrast_marks(gfx_t *g, const play_t *p, const cards_frame_t *f, card_t c, const play_look_t *l)
{
    if (f->pass_mode && cardset_has(p->in.selected, c)) {
        look_mark_chosen(g, l->size, l->x, l->y);
    } else if (f->legal && cardset_has(f->legal, c)) {
        look_mark_playable(g, l->size, l->x, l->y);
    } else if (f->legal) {
        look_mark_unplayable(g, l->size, l->x, l->y);
    }
}

/* The i-th card of the frame, with its shadow: whole, less what the next ones cover of it (the same
 * picture). */
static void draw_card(gfx_t *g, const play_t *p, const cards_frame_t *f, int i, double t)
{
    card_t c = f->order[i];
    const csprite_t *s = &p->anim.cards[c];
    play_look_t l = f->looks[i];
    bool south = in_south_hand(p, c);
    float lift = south ? p->in.lift[c] : 0;
    bool moving = !tween2_done(&s->pos, t);
    SDL_Rect covered[9];
    int ncov = covers_above(g, f->looks, i, f->n, covered);
    sprite_shadow_except(g, l.size, l.turned, l.x, l.y, moving ? 10.0f : lift * 0.4f, moving ? 150 : 200, covered,
                         ncov);
    if (s->loc == LOC_TRICK && c == f->taker) {
        sprite_outline(g, l.size, l.x, l.y, UI_GOLD, 4.0f); /* the card that takes the trick */
    }
    if (look_contrast()) {
        look_card_edge(g, l.size, l.turned, l.x, l.y); /* high contrast: a dark edge round every card */
    }
    if (l.face) {
        Uint8 shade = south && f->legal && !cardset_has(f->legal, c) ? 140 : 255;
        sprite_face_except(g, l.size, c, l.x, l.y, shade, 255, covered, ncov);
    } else {
        sprite_back_except(g, l.size, l.turned, l.x, l.y, 255, covered, ncov);
    }
    if (look_contrast() && south && l.face) {
        contrast_marks(g, p, f, c, &l);
    }
}

/* South's card's ring and its tag (QUEUED, NEW, HINT); the keyboard's focus is the scene stack's ring. */
static void draw_south_marks(gfx_t *g, const play_t *p, cards_frame_t *f, int i, double t)
{
    card_t c = f->order[i];
    play_look_t l = f->looks[i];
    bool moving = !tween2_done(&p->anim.cards[c].pos, t);
    float strip = south_strip(p, c) - 4;
    mark_t m = south_mark(p, c, f->pass_mode);
    if (m.ring_w > 0) {
        sprite_outline(g, CARDSZ_FACE, l.x, l.y, m.ring, m.ring_w);
    }
    /* a NEW tag whose word does not fit the strip of its card at a readable size (12 pixels at 800x450):
     * a run of new cards side by side shows it once, whole, on its last card (the rings mark them all) */
    bool whole = !m.is_new;
    if (m.tag && m.is_new && tag_width(g, m.tag, 1e6f, true) > strip) {
        cardset_t above = p->shown.hand[SEAT_S] & cardset_above(c);
        bool next_new = above && south_mark(p, cardset_lowest(above), f->pass_mode).is_new;
        m.tag = next_new ? NULL : m.tag;
        whole = true;
    }
    for (int k = 0; m.tag && m.is_new && k < f->nwide; k++) {
        if (rectf_overlaps(tag_rect(g, l.x, l.y, m.tag, strip, whole),
                           rectf_inset(f->wide[k], -3))) /* touching counts */ {
            m.tag = NULL;
        }
    }
    if (m.tag && m.is_new) {
        /* two such words a few cards apart in a tight fan (17 cards at 800x450): the later one gives way */
        rectf_t r = tag_rect(g, l.x, l.y, m.tag, strip, whole);
        if (f->has_last_new && rectf_overlaps(r, rectf_inset(f->last_new, -3))) {
            m.tag = NULL;
        } else {
            f->last_new = r;
            f->has_last_new = true;
        }
    }
    if (m.tag) {
        draw_tag(g, l.x + 2, l.y - 26, strip, m.tag, m.tag_bg, UI_INK, moving, whole);
    }
}

static void draw_cards(gfx_t *g, const play_t *p, double t)
{
    cards_frame_t f;
    cards_frame(g, p, t, &f);
    for (int i = 0; i < f.n; i++) {
        draw_card(g, p, &f, i, t);
        if (in_south_hand(p, f.order[i])) {
            draw_south_marks(g, p, &f, i, t);
        }
    }
}

static void draw_plate(gfx_t *g, const play_t *p, int seat, bool turn)
{
    const table_t *tb = p->h->table;
    plate_draw(g, p->layout.plate[seat], seat, play_players(p), p->shown.totals[seat], p->shown.taken[seat],
               tb ? words_level(table_level(tb)) : NULL, turn);
}

void format_clock(char *buf, size_t len, long long ms)
{
    long long s = ms <= 0 ? 0 : (ms + 999) / 1000;
    snprintf(buf, len, "%lld:%02lld", s / 60, s % 60);
}

/* What the header's left part's sizes are multiplied by: 1, but in large print (platform/look.h) where
 * the larger words would reach the clock: then the usual sizes. */
static float header_left_scale(gfx_t *g, const play_t *p, float x, const char *hand, const char *pass,
                               const char *broken)
{
    if (!look_large() || game_clock_ms(table_game(p->h->table)) < 0) {
        return 1;
    }
    float w = ui_text_width(g, FONT_BOLD, 19, hand) + ui_text_width(g, FONT_REGULAR, 16, pass) +
              ui_text_width(g, FONT_BOLD, 14, broken) + 80;
    return x + w > p->layout.clock.x ? 1 / look_text_scale() : 1;
}

static void draw_header(gfx_t *g, play_t *p)
{
    rectf_t hd = p->layout.header;
    float hy = hd.y + hd.h / 2; /* the header's middle, where its lines stand */
    ui_fill(g, hd, UI_HEADER);
    ui_fill(g, rectf(hd.x, hd.y + hd.h, hd.w, 1), (SDL_Color){255, 255, 255, 28});
    const game_t *game = table_game(p->h->table);
    /* TRANSLATORS: the header: which way this hand passes */
    static const char *const pass_txt[PASS_DIR_COUNT] = {N_("pass left"), N_("pass right"), N_("pass across"),
                                                         N_("no pass"),
                                                         /* TRANSLATORS: the header, five players */
                                                         N_("pass far left"), N_("pass far right")};
    float x = hd.x + 22;
    char hand[48], pass[64], broken[96];
    snprintf(hand, sizeof hand, _("Hand %d"), p->shown.hand_no > 0 ? p->shown.hand_no : 1);
    snprintf(pass, sizeof pass, "\xc2\xb7  %s", _(pass_txt[p->shown.pass_dir % PASS_DIR_COUNT]));
    if (p->shown.hearts_broken) {
        /* TRANSLATORS: %s is a heart symbol */
        snprintf(broken, sizeof broken, _("%s Hearts broken"), ui_suit_symbol(SUIT_HEARTS));
    } else {
        snprintf(broken, sizeof broken, _("%s not broken yet"), ui_suit_symbol(SUIT_HEARTS));
    }
    float k = header_left_scale(g, p, x, hand, pass, broken);
    x += ui_text(g, FONT_BOLD, 19 * k, UI_CREAM, x, hy, UI_MIDDLE, hand);
    x += ui_text(g, FONT_REGULAR, 16 * k, UI_MUTED, x + 10, hy, UI_MIDDLE, pass);
    x += 34;
    float end; /* where the header's left part ends */
    if (p->shown.hearts_broken) {
        float bw = ui_text_width(g, FONT_BOLD, 14 * k, broken) + 28;
        ui_round(g, rectf(x, hd.y + 12, bw, 26), 13, (SDL_Color){150, 30, 34, 220});
        ui_text(g, FONT_BOLD, 14 * k, (SDL_Color){255, 226, 222, 255}, x + bw / 2, hy, UI_CENTER | UI_MIDDLE, broken);
        end = x + bw;
    } else {
        end = x + 6 + ui_text(g, FONT_REGULAR, 14 * k, ui_alpha(UI_MUTED, 0.8f), x + 6, hy, UI_MIDDLE, broken);
    }

    long long ms = game_clock_ms(game);
    if (ms >= 0) {
        char clock[32];
        /* Counting down, a second shows until it is wholly gone (0:00 is the end); once the game is
         * over, the whole seconds left, as the time bonus counts them. */
        format_clock(clock, sizeof clock, table_over(p->h->table) ? ms - ms % 1000 : ms);
        p->drawn.clock_s = (ms + 999) / 1000;
        bool urgent = ms <= 60000;
        float cx = p->layout.mid_x;
        rectf_t pill = p->layout.clock;
        if (urgent) {
            /* a beat twice a second, so an idle table redraws twice a second, not continuously */
            bool beat = (ms % 1000) >= 500;
            p->drawn.beat = beat;
            float pulse = beat || look_still() ? 1.0f : 0.25f; /* reduced motion: a steady red ring */
            ui_round(g, rectf_inset(pill, -3 * pulse), 20, (SDL_Color){220, 50, 40, (Uint8)(90 + 110 * pulse)});
            ui_round(g, pill, 20, (SDL_Color){120, 18, 16, 235});
            ui_text(g, FONT_BOLD, 27, (SDL_Color){255, 236, 230, 255}, cx, hy, UI_CENTER | UI_MIDDLE, clock);
        } else {
            ui_round(g, pill, 20, (SDL_Color){0, 0, 0, 90});
            ui_text(g, FONT_BOLD, 27, UI_CREAM, cx, hy, UI_CENTER | UI_MIDDLE, clock);
        }
    } else {
        char what[96];
        const rules_t *r = game_rules(game);
        /* TRANSLATORS: the header of a game without a clock: its rules and its target */
        static const char *const kind[PRESET_COUNT] = {N_("Tournament game  \xc2\xb7  to %d"),
                                                       N_("Classic game  \xc2\xb7  to %d"),
                                                       N_("Omnibus game  \xc2\xb7  to %d")};
        snprintf(what, sizeof what, _(kind[r->preset >= 0 && r->preset < PRESET_COUNT ? r->preset : 0]), r->target);
        /* in the middle, or right of the left part where a narrow (tall) table leaves no room for that */
        float ww = ui_text_width(g, FONT_BOLD, 17, what);
        float left = p->layout.mid_x - ww / 2 < end + 24 ? end + 24 : p->layout.mid_x - ww / 2;
        float right = p->layout.button[BTN_SCORES - 1].x - 16;
        /* (large print: never smaller than the usual look draws it, and left out where that does not
         * fit: the score sheet says it) */
        float least = look_large() ? look_usual_pt(17) : 12;
        if (ui_text_width(g, FONT_BOLD, least, what) <= right - left) {
            ui_text_fit(g, FONT_BOLD, 17, least, UI_CREAM_DIM, rectf(left, hd.y, right - left, hd.h), UI_LEFT, what);
        }
    }
}

static void draw_pass_panel(gfx_t *g, const play_t *p)
{
    rectf_t r = p->layout.pass_panel;
    ui_panel(g, r, 18, UI_PANEL, UI_PANEL_EDGE);
    static const char *const to[PASS_DIR_COUNT] = {
        N_("Pass three cards to Left"), N_("Pass three cards to Right"),    N_("Pass three cards across"),
        N_("No pass this hand"),        N_("Pass three cards to Far left"), N_("Pass three cards to Far right")};
    ui_text_fit(g, FONT_BOLD, 24, 16, UI_CREAM, rectf(r.x + 16, r.y + 18, r.w - 32, 36), UI_CENTER,
                _(to[p->shown.pass_dir % PASS_DIR_COUNT]));
    int n = cardset_count(p->in.selected);
    char sub[128];
    if (n < 3) {
        /* TRANSLATORS: under "Pass three cards to Left": how many are chosen so far, by a click or by the
           keys (so not "click") */
        snprintf(sub, sizeof sub,
                 NG_("Choose the cards to pass: %d of 3 chosen", "Choose the cards to pass: %d of 3 chosen", n), n);
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

static void draw_last_trick(gfx_t *g, const play_t *p)
{
    rectf_t r = p->layout.last_panel;
    ui_panel(g, r, 18, UI_PANEL, UI_PANEL_EDGE);
    const trick_record_t *t = &p->shown.last_trick;
    static const char *const taken[SEAT_KINDS] = {
        N_("Last trick \xc2\xb7 taken by you"),      N_("Last trick \xc2\xb7 taken by Left"),
        N_("Last trick \xc2\xb7 taken by Across"),   N_("Last trick \xc2\xb7 taken by Right"),
        N_("Last trick \xc2\xb7 taken by Far left"), N_("Last trick \xc2\xb7 taken by Far right")};
    int players = play_players(p);
    ui_text_fit(g, FONT_BOLD, 20, 13, UI_CREAM, rectf(r.x + 16, r.y + 12, r.w - 32, 32), UI_CENTER,
                words_seat_pick(t->winner, players, taken));
    /* The four cards where their players sit. The led card's tag and the winner's are outside the card,
     * each as wide as its word needs: above Across's card, below yours, above (led) and below (takes)
     * Left's and Right's; a card with both has them one over the other. */
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2 + 6;
    /* by place (play_place_t); five seats: Far left and Far right side by side above, Left and Right
     * wider and a little lower, clear of them */
    static const float dx4[6] = {0, -104, 0, 104, 0, 0}, dy4[6] = {52, 0, -52, 0, 0, 0};
    static const float dx5[6] = {0, -150, 0, 150, -64, 64}, dy5[6] = {52, 12, 0, 12, -52, -52};
    const float *dx = players == 5 ? dx5 : dx4, *dy = players == 5 ? dy5 : dy4;
    float w = card_size_w(CARDSZ_MINI), h = card_size_h(CARDSZ_MINI);
    float th = tag_height(g), most = w + 40;
    for (int i = 0; i < players; i++) {
        int seat = seat_plus(t->leader, i, players);
        play_place_t place = play_seat_place(seat, players);
        float x = cx + dx[place] - w / 2, y = cy + dy[place] - h / 2;
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
            bool up = place == PLACE_N || place == PLACE_NW || place == PLACE_NE || (seat != SEAT_S && k == 0);
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

/* The card row r's seat has played to the trick in play (which the panel covers): at the row's start,
 * set apart from the cards it holds by a line. */
static void draw_claim_played(gfx_t *g, const play_claim_layout_t *c, int r)
{
    rectf_t at = c->played[r];
    if (at.w <= 0 || c->trick[r] == CARD_NONE) {
        return;
    }
    sprite_shadow(g, c->size[r], false, at.x, at.y, 2, 200);
    sprite_face(g, c->size[r], c->trick[r], at.x, at.y, 255, 255);
    ui_round(g, rectf(at.x + at.w + 8, at.y + 6, 2, at.h - 12), 1, ui_alpha(UI_GOLD, 0.6f));
    ui_box(g, at, "the card played to the trick", 0);
}

/* A claimed rest laid down (play_claim.c): on a panel over the table, who claims and whether it takes
 * every trick left, each seat's plate (the table's plates under the panel are not drawn meanwhile) with
 * what the rest gives it, and its cards face up in a row, the claimer's first and largest, after the
 * card it has played to the trick in play, if any (cards still gliding there pass over the panel). */
static void draw_claim(gfx_t *g, const play_t *p, double t)
{
    const play_claim_layout_t *c = &p->anim.claim;
    const play_claim_rest_t *rest = &p->anim.claim_rest;
    int players = play_players(p);
    if (g->check) {
        /* a layer over the table, as an overlay is (the layout checker's rules): the table's buttons
         * under it are hidden meanwhile (play_controls_sync), Menu and Scores in the header stay clear */
        ui_check_screen(g->check, "play: the claim");
    }
    ui_dim(g, 0.3f);
    ui_panel(g, c->panel, 18, UI_PANEL, (SDL_Color){238, 190, 80, 200});
    ui_text_fit(g, FONT_BOLD, 26, 16, UI_GOLD, c->title, UI_CENTER,
                words_claim_title(p->anim.claim_seat, players, rest->all));
    const table_t *tb = p->h->table;
    for (int r = 0; r < c->rows; r++) {
        int seat = c->seat[r];
        plate_draw(g, c->label[r], seat, players, p->shown.totals[seat], p->shown.taken[seat],
                   tb ? words_level(table_level(tb)) : NULL, false);
        char line[120];
        words_claim_rest(rest->tricks[seat], rest->points[seat], line, sizeof line);
        ui_text_fit(g, FONT_REGULAR, 14, 11, rest->points[seat] ? UI_CREAM : UI_CREAM_DIM, c->rest[r], UI_LEFT, line);
        draw_claim_played(g, c, r);
        for (cardset_t h = p->shown.hand[seat]; h;) {
            card_t card = cardset_pop(&h);
            if (p->anim.cards[card].loc != LOC_CLAIM) {
                continue;
            }
            play_look_t l = play_card_look(p, card, t);
            sprite_shadow(g, l.size, false, l.x, l.y, tween2_done(&p->anim.cards[card].pos, t) ? 2 : 10, 200);
            sprite_face(g, l.size, card, l.x, l.y, 255, 255);
        }
        if (p->shown.hand[seat]) {
            ui_box(g, c->row[r], r == 0 ? "the claimer's cards" : "a seat's cards laid down", 0);
        }
    }
    /* TRANSLATORS: under a claimed hand's cards laid down on the table: the hand ends on a click or a key */
    ui_text_fit(g, FONT_REGULAR, 15, 12, UI_CREAM_DIM, c->foot, UI_CENTER, _("Click or press a key to go on"));
}

static void draw_moon_choice(gfx_t *g, const play_t *p)
{
    ui_dim(g, 0.35f);
    rectf_t r = p->layout.moon_panel;
    ui_panel(g, r, 18, UI_PANEL, (SDL_Color){238, 190, 80, 200});
    const char *title = _("You shot the moon!");
    float pt = ui_fit_pt(g, FONT_BOLD, 30, 18, r.w - 40, title);
    ui_text_shadowed(g, FONT_BOLD, pt, UI_GOLD, r.x + r.w / 2, r.y + 20 + (30 - pt) / 2, UI_CENTER, title);
    /* TRANSLATORS: A and T are the keys of the two choices: keep them */
    ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(r.x + 20, r.y + 66, r.w - 40, 26), UI_CENTER,
                _("How should it count? (A: add, T: take off)"));
}

/* One line in the message band, on a pill as wide as its words and pad (at most the band's width);
 * a long text shrinks to fit. */
static void band_pill(gfx_t *g, const play_t *p, const char *text, float pt, float pad, float shadow, SDL_Color bg,
                      SDL_Color fg, const char *what)
{
    rectf_t band = p->layout.band;
    float w = ui_text_width(g, FONT_BOLD, pt, text) + pad;
    w = w > band.w ? band.w : w;
    rectf_t r = rectf(p->layout.mid_x - w / 2, band.y, w, band.h);
    ui_shadow(g, r, 10, shadow);
    ui_round(g, r, r.h / 2, bg);
    ui_box(g, r, what, 0);
    ui_text_fit(g, FONT_BOLD, pt, 11, fg, rectf(r.x + 16, r.y, r.w - 32, r.h), UI_CENTER, text);
}

static void draw_banner(gfx_t *g, const play_t *p)
{
    double now = app_now_ms(p->h->app);
    if (p->msg.banner_until <= now) {
        return;
    }
    if (p->msg.banner_big) {
        /* as wide as its words need, from 560 to the table's width */
        float most = p->layout.banner_most_w;
        float w = ui_text_width(g, FONT_BOLD, 34, p->msg.banner) + 64;
        float ws = p->msg.banner_sub[0] ? ui_text_width(g, FONT_REGULAR, 17, p->msg.banner_sub) + 48 : 0;
        w = ws > w ? ws : w;
        w = w < 560 ? 560 : w > most ? most : w;
        float h = p->msg.banner_sub[0] ? 130 : 96;
        rectf_t r = play_layout_centred(&p->layout, w, h);
        ui_panel(g, r, 20, UI_PANEL, (SDL_Color){238, 190, 80, 220});
        float pt = ui_fit_pt(g, FONT_BOLD, 34, 20, w - 48, p->msg.banner);
        ui_text_shadowed(g, FONT_BOLD, pt, UI_GOLD, r.x + w / 2, r.y + 22 + (34 - pt) / 2, UI_CENTER, p->msg.banner);
        if (p->msg.banner_sub[0]) {
            ui_text_fit(g, FONT_REGULAR, 17, 12, UI_CREAM, rectf(r.x + 20, r.y + 76, w - 40, 26), UI_CENTER,
                        p->msg.banner_sub);
        }
    } else {
        /* in the message's band, below Across's cards (the message, South's own, goes first: the
         * header says the same) */
        if (play_toast_showing(p) || (p->msg.hint[0] && play_hint_shown(p))) {
            return;
        }
        char text[160];
        snprintf(text, sizeof text, "%s  %s", ui_suit_symbol(SUIT_HEARTS), p->msg.banner);
        band_pill(g, p, text, 18, 48, 0.4f, (SDL_Color){170, 32, 36, 240}, (SDL_Color){255, 236, 232, 255},
                  "the banner");
    }
}

#define HINT_PALE ((SDL_Color){226, 246, 226, 248})

/* The widest of text's lines ('\n' apart) at pt. */
static float widest_line(gfx_t *g, float pt, const char *text)
{
    float most = 0;
    char line[256];
    for (const char *s = text; *s;) {
        size_t n = strcspn(s, "\n");
        snprintf(line, sizeof line, "%.*s", (int)n, s);
        float w = ui_text_width(g, FONT_BOLD, pt, line);
        most = w > most ? w : most;
        s += n + (s[n] == '\n');
    }
    return most;
}

/* A hint's reason in the message's band: on one line when its sentences fit there side by side, else
 * a sentence a line (a pass's, one for each reason), the box growing down towards the pass's panel. */
static void draw_hint(gfx_t *g, const play_t *p)
{
    const char *text = p->msg.hint;
    rectf_t band = p->layout.band;
    char flat[sizeof p->msg.hint + 8];
    size_t k = 0;
    for (const char *s = text; *s && k + 3 < sizeof flat; s++) {
        flat[k++] = *s == '\n' ? ' ' : *s;
        if (*s == '\n') {
            flat[k++] = ' ';
        }
    }
    flat[k] = 0;
    float room = (play_pass_mode(p) ? p->layout.pass_panel.y - 8 : band.y + band.h) - band.y;
    if (!strchr(text, '\n') || ui_text_width(g, FONT_BOLD, 14, flat) + 36 <= band.w || room < 2 * 17 + 10) {
        band_pill(g, p, flat, 16, 36, 0.45f, HINT_PALE, UI_INK, "the hint");
        return;
    }
    /* the largest size, from 15 points down to 11, at which its lines fit the band's width and the room */
    float pt = 15, lh = 21;
    int lines = 1;
    for (; pt >= 11; pt -= 1) {
        lh = ceilf(ui_line_height(g, pt, pt * 1.4f)); /* taller where the text is held at 12 pixels */
        lines = ui_text_lines(g, FONT_BOLD, pt, band.w - 36, text);
        if (lines * lh + 10 <= room || pt <= 11) {
            break;
        }
    }
    float w = widest_line(g, pt, text) + 40; /* a little slack: a width rounded at pixels must not wrap again */
    w = w > band.w ? band.w : w;
    rectf_t r = rectf(p->layout.mid_x - w / 2, band.y, w, lines * lh + 12);
    ui_shadow(g, r, 10, 0.45f);
    ui_round(g, r, 14, HINT_PALE);
    ui_box(g, r, "the hint", 0);
    ui_text_wrapped(g, FONT_BOLD, pt, UI_INK,
                    rectf(r.x + 18, r.y + 6 + (lh - ui_line_height(g, pt, pt * 1.25f)) / 2, r.w - 36, lines * lh),
                    UI_CENTER, lh, text);
}

/* The message, else the hint's reason while its marks show (a message goes over it for a moment). */
static void draw_toast(gfx_t *g, const play_t *p)
{
    if (play_toast_showing(p)) {
        band_pill(g, p, p->msg.toast, 16, 36, 0.45f, (SDL_Color){250, 244, 228, 245}, UI_INK, "the message");
    } else if (p->msg.hint[0] && play_hint_shown(p)) {
        draw_hint(g, p);
    }
}

void play_draw(gfx_t *g, play_t *p, double t)
{
    const table_t *tb = p->h->table;
    const game_t *game = table_game(tb);
    draw_header(g, p);

    int turn = -1;
    if (!table_over(tb) && game_phase(game) == PHASE_PLAY && p->shown.passes_done && t >= p->anim.busy_until &&
        p->anim.nactions == 0 && !table_has_events(tb)) {
        turn = game_turn(game);
    }
    ui_buttons_draw(g, &p->ctl.b[BTN_MENU - 1], 2); /* Menu and Scores: one size of words */
    for (int seat = 0; seat < play_players(p); seat++) {
        /* under a claim's panel, a plate is not drawn at all: its row in the panel has it */
        if (!p->anim.claim_up || play_claim_plate_shown(&p->anim.claim, p->layout.plate[seat])) {
            draw_plate(g, p, seat, seat == turn);
        }
    }
    ui_button_draw(g, &p->ctl.b[BTN_LAST - 1]);
    ui_button_draw(g, &p->ctl.b[BTN_HINT - 1]);
    ui_button_draw(g, &p->ctl.b[BTN_CLAIM - 1]);
    ui_button_draw(g, &p->ctl.b[BTN_UNDO - 1]);
    bool pass_mode = play_pass_mode(p);
    if (pass_mode) {
        draw_pass_panel(g, p);
    }
    draw_cards(g, p, t);
    if (turn == SEAT_S && !table_autoplay(tb)) {
        rectf_t pr = p->layout.plate[SEAT_S];
        /* TRANSLATORS: the tab over South's plate on their turn, in capitals */
        const char *yours = _("YOUR TURN");
        float tw = ui_text_width(g, FONT_BOLD, 11, yours) + 12;
        float th = tag_height(g);
        draw_tag(g, pr.x + pr.w - tw - 10, pr.y - th + 1, pr.w, yours, UI_GOLD, UI_INK, false, false);
    }
    if (p->in.show_last && p->shown.has_last_trick) {
        draw_last_trick(g, p);
    }
    if (p->in.moon_choice) {
        draw_moon_choice(g, p);
    }
    draw_banner(g, p);
    draw_toast(g, p);
    ui_button_draw(g, &p->ctl.b[BTN_PASS - 1]);
    ui_buttons_draw(g, &p->ctl.b[BTN_MOON_ADD - 1], 2); /* the moon's two answers: one size of words */
    if (p->anim.claim_up) {
        draw_claim(g, p, t);
    }
}
