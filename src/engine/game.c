#include "hearts/game.h"

#include <stdlib.h>
#include <string.h>

#include "hearts/check.h"
#include "hearts/rng.h"

struct game {
    rules_t rules;
    uint64_t seed;
    game_phase_t phase;
    int hand_number;
    pass_dir_t pass_dir;
    int players;   /* the seats: rules.players */
    int hand_size; /* cards dealt to each seat, tricks in a hand */
    /* By seat, the first `players` used: */
    cardset_t hands[SEAT_MAX];
    cardset_t dealt[SEAT_MAX];
    cardset_t passed[SEAT_MAX];
    cardset_t received[SEAT_MAX];
    bool has_passed[SEAT_MAX];
    trick_t trick;
    int tricks_done;
    trick_record_t tricks[HAND_MAX];
    cardset_t played;
    cardset_t taken_cards[SEAT_MAX];
    int tricks_won[SEAT_MAX];
    unsigned voids[SEAT_MAX];
    bool hearts_broken;
    int totals[SEAT_MAX];
    int hands_completed;
    hand_score_t *history;
    int history_cap;
    int64_t clock_ms;
    end_reason_t end_reason;
    game_event_t *events;
    size_t ev_head, ev_count, ev_cap;
    char last_error[160];
};

const char *end_reason_name(end_reason_t r)
{
    switch (r) {
    case END_TARGET:
        return "target";
    case END_CLOCK:
        return "clock";
    case END_QUIT:
        return "quit";
    default:
        return "none";
    }
}

/* ---- Events ---- */

static game_event_t *push_event(game_t *g, game_event_type_t type)
{
    if (g->ev_head == g->ev_count) {
        g->ev_head = g->ev_count = 0;
    }
    if (g->ev_count == g->ev_cap) {
        size_t cap = g->ev_cap ? g->ev_cap * 2 : 64;
        game_event_t *ev = realloc(g->events, cap * sizeof *ev);
        if (!ev) {
            abort(); /* out of memory inside a few kilobytes: nothing sensible is left to do */
        }
        g->events = ev;
        g->ev_cap = cap;
    }
    game_event_t *e = &g->events[g->ev_count++];
    memset(e, 0, sizeof *e);
    e->type = type;
    e->hand = g->hand_number;
    e->trick = g->tricks_done + 1;
    e->seat = -1;
    e->to = -1;
    e->winner = -1;
    e->card = CARD_NONE;
    e->clock_ms = g->clock_ms;
    e->seconds_left = -1;
    return e;
}

bool game_next_event(game_t *g, game_event_t *out)
{
    if (g->ev_head >= g->ev_count) {
        return false;
    }
    *out = g->events[g->ev_head++];
    return true;
}

bool game_event_public(const game_event_t *ev)
{
    return ev->type != EV_DEAL && ev->type != EV_PASS;
}

void game_seat_event(const game_event_t *ev, int viewer, seat_event_t *out)
{
    memset(out, 0, sizeof *out);
    /* Field by field, never a copy of the whole event: a field added to game_event_t stays hidden
     * from the seats until someone decides here that a seat may see it. */
    out->type = ev->type;
    out->viewer = viewer;
    out->hand = ev->hand;
    out->trick = ev->trick;
    out->seat = ev->seat;
    out->to = ev->to;
    out->card = ev->card;
    for (int i = 0; i < SEAT_MAX; i++) {
        out->cards[i] = CARD_NONE;
    }
    out->winner = ev->winner;
    out->points = ev->points;
    out->clock_ms = ev->clock_ms;
    out->pass_dir = ev->pass_dir;
    out->seconds_left = ev->seconds_left;
    bool seated = viewer >= 0 && viewer < SEAT_MAX;
    switch (ev->type) {
    case EV_DEAL:
        out->dealt = seated ? ev->dealt[viewer] : 0;
        memcpy(out->totals, ev->totals, sizeof out->totals);
        break;
    case EV_PASS:
        /* Who passed to whom is public (the direction says it); what, only the two of them know. */
        if (seated && (viewer == ev->seat || viewer == ev->to)) {
            memcpy(out->cards, ev->cards, 3 * sizeof ev->cards[0]);
        }
        break;
    case EV_TRICK:
        memcpy(out->cards, ev->cards, sizeof out->cards);
        break;
    case EV_HAND:
        out->score = ev->score;
        break;
    case EV_END:
        out->reason = ev->reason;
        out->hands = ev->hands;
        memcpy(out->end_totals, ev->end_totals, sizeof out->end_totals);
        out->winners = ev->winners;
        out->has_standings = ev->has_standings;
        out->standings = ev->standings;
        break;
    default:
        break;
    }
}

/* ---- Invariants (hearts/check.h) ----
 *
 * Every card of the deck (rules_deck: the cards the seat count removes are nowhere) is in exactly one
 * place: a hand (a card chosen to pass stays in its hand until the exchange), the trick on the table,
 * or a taken pile; a hand holds the hand size (13; 17 or 10 with 3 or 5 seats) at the deal and one fewer
 * for each card its seat has played since; the trick's count, leader and led suit are those the cards
 * played say. Checked after each change of the cards; the condition is not evaluated when the checks
 * are off. */

static void check_trick(const game_t *g)
{
    const trick_t *t = &g->trick;
    HEARTS_CHECK(t->leader >= 0 && t->leader < g->players, "the trick's leader is a seat");
    HEARTS_CHECK(t->players == g->players, "the trick goes round the game's seats");
    HEARTS_CHECK(t->count >= 0 && t->count < g->players, "a trick in play holds a card fewer than the seats");
    HEARTS_CHECK(t->number == g->tricks_done, "the trick's number is the count of tricks done");
    HEARTS_CHECK(g->tricks_done == 0 || t->leader == g->tricks[g->tricks_done - 1].winner,
                 "the last trick's winner leads");
    HEARTS_CHECK(g->tricks_done > 0 || t->count > 0 || cardset_has(g->hands[t->leader], CARD_2C),
                 "the holder of the two of clubs leads the first trick");
    HEARTS_CHECK(g->tricks_done > 0 || t->count == 0 || t->cards[0] == CARD_2C,
                 "the first trick is led with the two of clubs");
    for (int i = 0; i < t->count; i++) {
        HEARTS_CHECK(t->cards[i] < CARD_COUNT && cardset_has(g->played, t->cards[i]), "a trick card was played");
        HEARTS_CHECK(i == 0 || card_suit(t->cards[i]) == card_suit(t->cards[0]) ||
                         ((g->voids[trick_player(t, i)] >> card_suit(t->cards[0])) & 1u),
                     "a seat that did not follow the led suit is marked void in it");
    }
}

static void check_cards(const game_t *g)
{
    if (!HEARTS_CHECKS_ON) {
        return;
    }
    HEARTS_CHECK(g->trick.count >= 0 && g->trick.count <= g->players, "a trick holds a card a seat at most");
    HEARTS_CHECK(g->tricks_done >= 0 && g->tricks_done <= g->hand_size, "a hand has a trick a card of a hand");
    cardset_t seen = 0, taken = 0, on_table = 0;
    int tricks_won = 0;
    for (int i = 0; i < g->trick.count; i++) {
        on_table |= cardset_of(g->trick.cards[i]);
    }
    for (int s = 0; s < g->players; s++) {
        HEARTS_CHECK(!(seen & g->hands[s]), "no card is in two hands");
        seen |= g->hands[s];
        HEARTS_CHECK(!(taken & g->taken_cards[s]), "no card is in two taken piles");
        taken |= g->taken_cards[s];
        tricks_won += g->tricks_won[s];
        HEARTS_CHECK(cardset_count(g->taken_cards[s]) == g->players * g->tricks_won[s],
                     "a taken pile is a card a seat for each trick won");
        HEARTS_CHECK(g->phase != PHASE_PASS || !g->has_passed[s] ||
                         (cardset_count(g->passed[s]) == 3 && (g->passed[s] & ~g->hands[s]) == 0),
                     "a pass in flight is three cards still in the passer's hand");
        int played_now = seat_plus(s, -g->trick.leader, g->players) < g->trick.count;
        HEARTS_CHECK(cardset_count(g->hands[s]) == g->hand_size - g->tricks_done - played_now,
                     "a hand holds the hand size less one a card played");
    }
    HEARTS_CHECK(tricks_won == g->tricks_done, "every trick done has one winner");
    HEARTS_CHECK(!(seen & (taken | on_table)) && !(taken & on_table), "a card in a hand is not also played");
    HEARTS_CHECK((seen | taken | on_table) == rules_deck(g->players), "every card of the deck is somewhere");
    HEARTS_CHECK(g->played == (taken | on_table), "the cards played are those taken and those on the table");
    if (g->phase == PHASE_PLAY) {
        check_trick(g);
    }
}

/* ---- The course of a hand ---- */

/* An empty trick numbered `number` (from 0), led by `leader`, round the game's seats. */
static void new_trick(game_t *g, int number, int leader)
{
    memset(&g->trick, 0, sizeof g->trick);
    g->trick.number = number;
    g->trick.leader = leader;
    g->trick.players = g->players;
    g->trick.hearts_broken = g->hearts_broken;
}

static void start_play(game_t *g)
{
    int leader = 0;
    for (int s = 0; s < g->players; s++) {
        if (cardset_has(g->hands[s], CARD_2C)) {
            leader = s;
        }
    }
    new_trick(g, 0, leader);
    g->phase = PHASE_PLAY;
}

static void deal(game_t *g)
{
    /* The deck without the cards the seat count removes (before the shuffle), in card order. */
    card_t deck[CARD_COUNT];
    int n = 0;
    for (cardset_t d = rules_deck(g->players); d;) {
        deck[n++] = cardset_pop(&d);
    }
    rng_t rng;
    rng_seed(&rng, g->seed, (uint64_t)RNG_STREAM_DEAL + (uint64_t)g->hand_number);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&rng, (uint32_t)i + 1);
        card_t t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (int s = 0; s < SEAT_MAX; s++) {
        g->hands[s] = 0;
        g->passed[s] = g->received[s] = g->taken_cards[s] = 0;
        g->has_passed[s] = false;
        g->tricks_won[s] = 0;
        g->voids[s] = 0;
    }
    /* One card at a time round the table, starting with the seat after the dealer (South deals). */
    for (int i = 0; i < n; i++) {
        g->hands[seat_plus(SEAT_S, i + 1, g->players)] |= cardset_of(deck[i]);
    }
    memcpy(g->dealt, g->hands, sizeof g->dealt);
    g->pass_dir = rules_pass_dir(g->hand_number, g->players);
    g->tricks_done = 0;
    g->played = 0;
    g->hearts_broken = false;
    new_trick(g, 0, SEAT_S);

    game_event_t *e = push_event(g, EV_DEAL);
    e->pass_dir = g->pass_dir;
    memcpy(e->dealt, g->dealt, sizeof e->dealt);
    memcpy(e->totals, g->totals, sizeof e->totals);

    if (g->pass_dir == PASS_HOLD) {
        start_play(g);
    } else {
        g->phase = PHASE_PASS;
    }
    check_cards(g);
}

static int interrupted_points(const game_t *g, int seat)
{
    if (g->phase == PHASE_PASS || g->phase == PHASE_PLAY || g->phase == PHASE_MOON_CHOICE) {
        return rules_cards_points(&g->rules, g->taken_cards[seat]);
    }
    return 0;
}

static void end_game(game_t *g, end_reason_t reason)
{
    game_event_t *e = push_event(g, EV_END);
    e->reason = reason;
    e->hands = g->hand_number;
    for (int s = 0; s < g->players; s++) {
        e->end_totals[s] = g->totals[s] + (reason == END_CLOCK ? interrupted_points(g, s) : 0);
    }
    e->winners = rules_winners(e->end_totals, g->players);
    e->seconds_left = g->clock_ms >= 0 ? (int)(g->clock_ms / 1000) : -1;
    if (g->rules.standings) {
        e->has_standings = true;
        switch (reason) {
        case END_TARGET:
            e->standings = standings_completed(e->end_totals, g->players, e->seconds_left);
            break;
        case END_CLOCK:
            e->standings = standings_timeout(g->hand_number, g->hands_completed, e->end_totals[SEAT_S]);
            break;
        default:
            e->standings = standings_quit();
            break;
        }
    }
    g->end_reason = reason;
    g->phase = PHASE_OVER;
}

static void finish_hand(game_t *g, moon_choice_t choice)
{
    if (g->hands_completed == g->history_cap) {
        int cap = g->history_cap ? g->history_cap * 2 : 16;
        hand_score_t *h = realloc(g->history, (size_t)cap * sizeof *h);
        if (!h) {
            abort();
        }
        g->history = h;
        g->history_cap = cap;
    }
    hand_score_t *hs = &g->history[g->hands_completed];
    rules_score_hand(&g->rules, g->taken_cards, g->tricks_won, g->totals, choice, hs);
    g->hands_completed++;
    memcpy(g->totals, hs->totals, sizeof g->totals);
    game_event_t *e = push_event(g, EV_HAND);
    e->trick = g->hand_size;
    e->score = *hs;
    if (rules_target_reached(&g->rules, g->totals)) {
        end_game(g, END_TARGET);
    } else {
        g->phase = PHASE_HAND_OVER;
    }
}

static void hand_played_out(game_t *g)
{
    if (g->rules.moon == MOON_ASK) {
        int shooter = rules_moon_shot(&g->rules, g->taken_cards);
        bool sun = false;
        for (int s = 0; s < g->players; s++) {
            sun |= g->rules.sun && g->tricks_won[s] == g->hand_size;
        }
        if (shooter >= 0 && !sun) {
            g->phase = PHASE_MOON_CHOICE;
            game_event_t *e = push_event(g, EV_MOON_CHOICE);
            e->trick = g->hand_size;
            e->seat = shooter;
            return;
        }
    }
    finish_hand(g, MOON_CHOICE_NONE);
}

/* ---- Public API ---- */

game_t *game_new(const rules_t *rules, uint64_t seed)
{
    game_t *g = calloc(1, sizeof *g);
    if (!g) {
        return NULL;
    }
    g->rules = *rules;
    if (!seat_count_valid(g->rules.players)) {
        /* Rules not made by rules_preset (a struct filled by hand): the preset's seats. */
        g->rules.players = rules_option_find("players")->preset_value[g->rules.preset];
    }
    g->players = g->rules.players;
    g->hand_size = rules_hand_size(g->players);
    g->seed = seed;
    g->hand_number = 1;
    g->clock_ms = rules->clock_seconds > 0 ? (int64_t)rules->clock_seconds * 1000 : -1;
    deal(g);
    return g;
}

void game_free(game_t *g)
{
    if (g) {
        free(g->history);
        free(g->events);
        free(g);
    }
}

const rules_t *game_rules(const game_t *g)
{
    return &g->rules;
}
uint64_t game_seed(const game_t *g)
{
    return g->seed;
}
int game_players(const game_t *g)
{
    return g->players;
}
game_phase_t game_phase(const game_t *g)
{
    return g->phase;
}
int game_hand_number(const game_t *g)
{
    return g->hand_number;
}
pass_dir_t game_pass_dir(const game_t *g)
{
    return g->pass_dir;
}
bool game_hearts_broken(const game_t *g)
{
    return g->hearts_broken;
}
const trick_t *game_trick(const game_t *g)
{
    return &g->trick;
}
end_reason_t game_end_reason(const game_t *g)
{
    return g->end_reason;
}
int64_t game_clock_ms(const game_t *g)
{
    return g->clock_ms;
}
const char *game_last_error(const game_t *g)
{
    return g->last_error;
}

int game_turn(const game_t *g)
{
    if (g->phase == PHASE_PLAY) {
        return trick_turn(&g->trick);
    }
    if (g->phase == PHASE_MOON_CHOICE) {
        return rules_moon_shot(&g->rules, g->taken_cards);
    }
    return -1;
}

bool game_has_passed(const game_t *g, int seat)
{
    return seat >= 0 && seat < g->players && g->has_passed[seat];
}

cardset_t game_hand(const game_t *g, int seat)
{
    return (seat >= 0 && seat < g->players) ? g->hands[seat] : 0;
}

void game_totals(const game_t *g, int totals[SEAT_MAX])
{
    memcpy(totals, g->totals, sizeof g->totals);
}

void game_taken_points(const game_t *g, int taken[SEAT_MAX])
{
    for (int s = 0; s < SEAT_MAX; s++) {
        taken[s] = s < g->players ? rules_cards_points(&g->rules, g->taken_cards[s]) : 0;
    }
}

bool game_last_trick(const game_t *g, trick_record_t *out)
{
    if (g->tricks_done == 0) {
        return false;
    }
    *out = g->tricks[g->tricks_done - 1];
    return true;
}

int game_history(const game_t *g, const hand_score_t **out)
{
    *out = g->history;
    return g->hands_completed;
}

static hearts_err_t refuse(game_t *g, hearts_err_t err)
{
    rules_error_text(err, &g->trick, g->last_error, sizeof g->last_error);
    return err;
}

hearts_err_t game_pass(game_t *g, int seat, const card_t cards[3])
{
    if (seat < 0 || seat >= g->players || !cards) {
        return refuse(g, HEARTS_ERR_BAD_ARGUMENT);
    }
    if (g->phase != PHASE_PASS) {
        return refuse(g,
                      g->phase == PHASE_PLAY && g->pass_dir == PASS_HOLD ? HEARTS_ERR_NO_PASS : HEARTS_ERR_WRONG_PHASE);
    }
    if (g->has_passed[seat]) {
        return refuse(g, HEARTS_ERR_ALREADY_PASSED);
    }
    cardset_t set = 0;
    for (int i = 0; i < 3; i++) {
        if (cards[i] >= CARD_COUNT || !cardset_has(g->hands[seat], cards[i])) {
            return refuse(g, HEARTS_ERR_PASS_COUNT);
        }
        set |= cardset_of(cards[i]);
    }
    if (cardset_count(set) != 3) {
        return refuse(g, HEARTS_ERR_PASS_COUNT);
    }
    g->passed[seat] = set;
    g->has_passed[seat] = true;
    check_cards(g);
    for (int s = 0; s < g->players; s++) {
        if (!g->has_passed[s]) {
            return HEARTS_OK;
        }
    }
    /* Everyone has chosen: all passes are exchanged at once. */
    for (int s = 0; s < g->players; s++) {
        int to = rules_pass_target(s, g->pass_dir, g->players);
        g->received[to] = g->passed[s];
    }
    for (int s = 0; s < g->players; s++) {
        g->hands[s] = (g->hands[s] & ~g->passed[s]) | g->received[s];
        game_event_t *e = push_event(g, EV_PASS);
        e->seat = s;
        e->to = rules_pass_target(s, g->pass_dir, g->players);
        cardset_t p = g->passed[s];
        for (int i = 0; i < 3; i++) {
            e->cards[i] = cardset_pop(&p);
        }
    }
    push_event(g, EV_PASSES_DONE);
    start_play(g);
    check_cards(g);
    return HEARTS_OK;
}

/* Every seat has played: the trick goes to its winner, and the next one starts, or the hand ends. */
static void take_trick(game_t *g)
{
    trick_t *t = &g->trick;
    int winner = rules_trick_winner(t);
    cardset_t cards = 0;
    HEARTS_CHECK(g->tricks_done < g->hand_size, "a hand has a trick a card of a hand");
    trick_record_t *rec = &g->tricks[g->tricks_done];
    memset(rec, 0, sizeof *rec);
    rec->leader = t->leader;
    rec->winner = winner;
    for (int i = 0; i < t->count; i++) {
        rec->cards[i] = t->cards[i];
        cards |= cardset_of(t->cards[i]);
    }
    g->taken_cards[winner] |= cards;
    g->tricks_won[winner]++;
    game_event_t *e = push_event(g, EV_TRICK);
    e->seat = t->leader;
    e->winner = winner;
    memcpy(e->cards, t->cards, sizeof e->cards);
    e->points = rules_cards_points(&g->rules, cards);
    g->tricks_done++;

    if (g->tricks_done == g->hand_size) {
        t->count = 0;
        hand_played_out(g);
    } else {
        new_trick(g, t->number + 1, winner);
    }
}

hearts_err_t game_play(game_t *g, int seat, card_t card)
{
    if (seat < 0 || seat >= g->players) {
        return refuse(g, HEARTS_ERR_BAD_ARGUMENT);
    }
    if (g->phase != PHASE_PLAY) {
        return refuse(g, HEARTS_ERR_WRONG_PHASE);
    }
    if (seat != trick_turn(&g->trick)) {
        return refuse(g, HEARTS_ERR_NOT_YOUR_TURN);
    }
    hearts_err_t err = rules_check_play(&g->rules, g->hands[seat], &g->trick, card);
    if (err != HEARTS_OK) {
        return refuse(g, err);
    }
    trick_t *t = &g->trick;
    if (t->count > 0 && card_suit(card) != card_suit(t->cards[0])) {
        g->voids[seat] |= 1u << card_suit(t->cards[0]);
    }
    g->hands[seat] &= ~cardset_of(card);
    g->played |= cardset_of(card);
    t->cards[t->count++] = card;

    game_event_t *e = push_event(g, EV_PLAY);
    e->seat = seat;
    e->card = card;
    if (!g->hearts_broken && rules_breaks_hearts(&g->rules, card)) {
        g->hearts_broken = true;
        t->hearts_broken = true;
        e = push_event(g, EV_HEARTS_BROKEN);
        e->seat = seat;
        e->card = card;
    }
    if (trick_complete(t)) {
        take_trick(g);
    }
    check_cards(g);
    return HEARTS_OK;
}

hearts_err_t game_choose_moon(game_t *g, int seat, moon_choice_t choice)
{
    if (g->phase != PHASE_MOON_CHOICE) {
        return refuse(g, HEARTS_ERR_WRONG_PHASE);
    }
    if (seat != rules_moon_shot(&g->rules, g->taken_cards)) {
        return refuse(g, HEARTS_ERR_NOT_SHOOTER);
    }
    if (choice != MOON_CHOICE_ADD && choice != MOON_CHOICE_SUBTRACT) {
        return refuse(g, HEARTS_ERR_BAD_ARGUMENT);
    }
    finish_hand(g, choice);
    return HEARTS_OK;
}

hearts_err_t game_next_hand(game_t *g)
{
    if (g->phase != PHASE_HAND_OVER) {
        return refuse(g, HEARTS_ERR_WRONG_PHASE);
    }
    g->hand_number++;
    deal(g);
    return HEARTS_OK;
}

void game_quit(game_t *g)
{
    if (g->phase != PHASE_OVER) {
        end_game(g, END_QUIT);
    }
}

bool game_advance_clock(game_t *g, int64_t ms)
{
    if (g->clock_ms < 0 || g->phase == PHASE_OVER || ms <= 0) {
        return false;
    }
    g->clock_ms -= ms;
    if (g->clock_ms > 0) {
        return false;
    }
    g->clock_ms = 0;
    end_game(g, END_CLOCK);
    return true;
}

void game_seat_view(const game_t *g, int seat, seat_view_t *v)
{
    memset(v, 0, sizeof *v);
    v->seat = seat;
    v->rules = g->rules;
    v->phase = g->phase;
    v->hand_number = g->hand_number;
    v->pass_dir = g->pass_dir;
    v->to_move = g->phase == PHASE_PLAY ? trick_turn(&g->trick) : -1;
    v->hand = g->hands[seat];
    v->dealt = g->dealt[seat];
    v->passed = g->has_passed[seat] ? g->passed[seat] : 0;
    v->passed_to = g->has_passed[seat] ? rules_pass_target(seat, g->pass_dir, g->players) : -1;
    bool exchanged = g->pass_dir != PASS_HOLD && g->phase != PHASE_PASS;
    v->received = exchanged ? g->received[seat] : 0;
    v->received_from = exchanged ? rules_pass_source(seat, g->pass_dir, g->players) : -1;
    v->trick = g->trick;
    v->tricks_done = g->tricks_done;
    memcpy(v->tricks, g->tricks, sizeof v->tricks);
    v->played = g->played;
    memcpy(v->taken_cards, g->taken_cards, sizeof v->taken_cards);
    for (int s = 0; s < g->players; s++) {
        v->taken_points[s] = rules_cards_points(&g->rules, g->taken_cards[s]);
    }
    memcpy(v->tricks_won, g->tricks_won, sizeof v->tricks_won);
    memcpy(v->voids, g->voids, sizeof v->voids);
    v->hearts_broken = g->hearts_broken;
    if (v->to_move == seat) {
        v->legal = rules_legal_moves(&g->rules, g->hands[seat], &g->trick);
    }
    memcpy(v->totals, g->totals, sizeof v->totals);
    v->clock_ms = g->clock_ms;
    for (int s = 0; s < g->players; s++) {
        v->shown_level[s] = SEAT_LEVEL_UNKNOWN;
    }
}
