/* What the table is doing now, read from the scene's state and the game: whether South passes or
 * plays, which cards South may play, how far each of South's cards stands raised, which card takes
 * the trick. Nothing here writes. */
#include "scenes/play_internal.h"
#include "table/table.h"

bool play_pass_mode(const play_t *p)
{
    const table_t *t = p->h->table;
    const game_t *g = t ? table_game(t) : NULL;
    return t && !table_over(t) && !table_autoplay(t) && game_phase(g) == PHASE_PASS && !game_has_passed(g, SEAT_S) &&
           !p->anim.dealing && p->shown.hand_no == game_hand_number(g) && p->h->app->anim_ms >= p->anim.busy_until;
}

bool play_caught_up(const play_t *p)
{
    return p->h->app->anim_ms >= p->anim.busy_until && p->anim.nactions == 0 && !table_has_events(p->h->table);
}

bool play_is_south_turn(const play_t *p)
{
    const table_t *t = p->h->table;
    const game_t *g = t ? table_game(t) : NULL;
    return t && !table_over(t) && !table_autoplay(t) && game_phase(g) == PHASE_PLAY && game_turn(g) == SEAT_S &&
           p->shown.passes_done && play_caught_up(p);
}

cardset_t play_south_legal(const play_t *p)
{
    if (!play_is_south_turn(p)) {
        return 0;
    }
    const game_t *g = table_game(p->h->table);
    return rules_legal_moves(game_rules(g), game_hand(g, SEAT_S), game_trick(g));
}

bool play_hint_available(const play_t *p)
{
    return play_pass_mode(p) || play_is_south_turn(p);
}

bool play_hint_shown(const play_t *p)
{
    const play_input_t *in = &p->in;
    if (play_pass_mode(p)) {
        return in->hint_pass != 0;
    }
    return in->hint_card != CARD_NONE && cardset_has(play_south_legal(p), in->hint_card);
}

bool play_hint_marks(const play_t *p, card_t c)
{
    if (!play_hint_shown(p)) {
        return false;
    }
    return play_pass_mode(p) ? cardset_has(p->in.hint_pass, c) : c == p->in.hint_card;
}

bool play_hint_taken(const play_t *p)
{
    const play_input_t *in = &p->in;
    if (!play_hint_shown(p)) {
        return false;
    }
    if (play_pass_mode(p)) {
        return in->selected == in->hint_pass;
    }
    /* the focus is an index into the hand as it lies: the hinted card's is the count of those below it */
    int at = cardset_count(p->shown.hand[SEAT_S] & cardset_below(in->hint_card));
    return in->hint_taken && in->focus == at;
}

bool play_claim_available(const play_t *p)
{
    return play_is_south_turn(p) && table_claim_offered(p->h->table);
}

card_t play_focus_card(const play_t *p)
{
    int n = cardset_count(p->shown.hand[SEAT_S]);
    if (p->in.focus < 0 || p->in.focus >= n || p->in.focus >= PLAY_FOCUS_CARDS) {
        return CARD_NONE;
    }
    cardset_t hand = p->shown.hand[SEAT_S];
    card_t c = CARD_NONE;
    for (int i = 0; i <= p->in.focus; i++) {
        c = cardset_pop(&hand);
    }
    return c;
}

bool play_undo_shown(const play_t *p)
{
    const table_t *tb = p->h->table;
    /* only while an undo would be made (table_undo_check): not at a trick's start, after a trick is taken,
       at the hand's end (the summary over the table) */
    return tb && !table_autoplay(tb) && !table_over(tb) && undo_casual(table_rules(tb)) && p->shown.passes_done &&
           !p->in.moon_choice && table_undo_check(tb) == TABLE_UNDO_OK;
}

float play_south_lift(const play_t *p, card_t c, double t)
{
    (void)t;
    const csprite_t *s = &p->anim.cards[c];
    if (s->loc != LOC_HAND || s->seat != SEAT_S || p->anim.dealing) {
        return 0;
    }
    const play_input_t *in = &p->in;
    /* the keyboard's focus stands raised as the card under the pointer does: "this one" */
    bool hover = in->hover == c || play_focus_card(p) == c;
    if (!p->shown.passes_done && cardset_has(in->selected, c)) {
        return 34.0f; /* chosen, and raised until they fly (the others may still be thinking) */
    }
    if (play_pass_mode(p)) {
        return cardset_has(in->selected, c) ? 34.0f : hover ? 10.0f : 0.0f;
    }
    if (in->queued == c) {
        return 26.0f;
    }
    cardset_t legal = play_south_legal(p);
    if (legal) {
        if (in->hint_card == c && play_hint_taken(p)) {
            return 34.0f; /* the hint taken: raised with the focus, Enter plays it */
        }
        return cardset_has(legal, c) ? (hover ? 26.0f : 18.0f) : 0.0f;
    }
    return hover ? 6.0f : 0.0f;
}

/* A card of every seat on the table: the trick is complete, waiting to be swept to its winner. */
static bool trick_full(const play_t *p)
{
    for (int s = 0; s < play_players(p); s++) {
        if (p->shown.trick[s] == CARD_NONE) {
            return false;
        }
    }
    return true;
}

card_t play_trick_taker(const play_t *p)
{
    const play_shown_t *v = &p->shown;
    if (!v->has_last_trick || !trick_full(p)) {
        return CARD_NONE;
    }
    /* the trick on the table is the last one the game reported only when it holds the same cards */
    int n = play_players(p);
    for (int s = 0; s < n; s++) {
        bool reported = false;
        for (int i = 0; i < n; i++) {
            reported |= v->last_trick.cards[i] == v->trick[s];
        }
        if (!reported) {
            return CARD_NONE;
        }
    }
    return v->trick[v->last_trick.winner];
}

int play_players(const play_t *p)
{
    const table_t *t = p->h ? p->h->table : NULL;
    const game_t *g = t ? table_game(t) : NULL;
    return g ? game_players(g) : 4;
}
