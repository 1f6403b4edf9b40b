/* The rules themselves (docs/rules.md): seats and passing, legal moves, tricks, points, a hand's score
 * and the standings. The table of options is rule_options.c; the words of a refusal, rule_words.c. */
#include "hearts/rules.h"

#include <string.h>

/* ---- Seats and passing ---- */

char seat_letter(int seat)
{
    return (seat >= 0 && seat < SEAT_COUNT) ? "SWNE"[seat] : '?';
}

const char *seat_name(int seat)
{
    static const char *const names[SEAT_COUNT] = {"South", "Left", "Across", "Right"};
    return (seat >= 0 && seat < SEAT_COUNT) ? names[seat] : "?";
}

bool seat_parse(char letter, int *seat)
{
    const char *letters = "SWNE";
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (letter == letters[s] || letter == letters[s] + ('a' - 'A')) {
            *seat = s;
            return true;
        }
    }
    return false;
}

pass_dir_t rules_pass_dir(int hand_number)
{
    switch (((hand_number % 4) + 4) % 4) {
    case 1:
        return PASS_LEFT;
    case 2:
        return PASS_RIGHT;
    case 3:
        return PASS_ACROSS;
    default:
        return PASS_HOLD;
    }
}

int rules_pass_target(int seat, pass_dir_t dir)
{
    switch (dir) {
    case PASS_LEFT:
        return (seat + 1) & 3;
    case PASS_RIGHT:
        return (seat + 3) & 3;
    case PASS_ACROSS:
        return (seat + 2) & 3;
    default:
        return -1;
    }
}

int rules_pass_source(int seat, pass_dir_t dir)
{
    /* Left and right are each other's inverse; across is its own. */
    switch (dir) {
    case PASS_LEFT:
        return (seat + 3) & 3;
    case PASS_RIGHT:
        return (seat + 1) & 3;
    case PASS_ACROSS:
        return (seat + 2) & 3;
    default:
        return -1;
    }
}

const char *pass_dir_name(pass_dir_t dir)
{
    static const char *const names[] = {"left", "right", "across", "hold"};
    return (dir >= PASS_LEFT && dir <= PASS_HOLD) ? names[dir] : "?";
}

/* ---- Legal moves ---- */

cardset_t rules_legal_moves(const rules_t *r, cardset_t hand, const trick_t *t)
{
    if (!hand) {
        return 0;
    }
    if (t->count == 0) {
        if (t->number == 0 && cardset_has(hand, CARD_2C)) {
            return cardset_of(CARD_2C);
        }
        if (t->hearts_broken) {
            return hand;
        }
        /* Hearts may be led once broken, or when nothing but hearts (and perhaps QS) is held. */
        if ((hand & ~(CARDSET_HEARTS | cardset_of(CARD_QS))) == 0) {
            return hand;
        }
        return hand & ~CARDSET_HEARTS;
    }
    cardset_t follow = cardset_suit(hand, card_suit(t->cards[0]));
    if (follow) {
        return follow;
    }
    if (t->number == 0 && !r->first_trick_points) {
        cardset_t safe = hand & ~CARDSET_POINTS;
        if (safe) {
            return safe;
        }
    }
    return hand;
}

hearts_err_t rules_check_play(const rules_t *r, cardset_t hand, const trick_t *t, card_t card)
{
    if (card >= CARD_COUNT || !cardset_has(hand, card)) {
        return HEARTS_ERR_NOT_IN_HAND;
    }
    if (cardset_has(rules_legal_moves(r, hand, t), card)) {
        return HEARTS_OK;
    }
    if (t->count == 0) {
        return (t->number == 0 && cardset_has(hand, CARD_2C)) ? HEARTS_ERR_MUST_LEAD_2C : HEARTS_ERR_HEARTS_NOT_BROKEN;
    }
    if (cardset_suit(hand, card_suit(t->cards[0]))) {
        return HEARTS_ERR_MUST_FOLLOW;
    }
    return HEARTS_ERR_NO_POINTS_FIRST;
}

int rules_trick_winner(const trick_t *t)
{
    int suit = card_suit(t->cards[0]);
    int best = 0;
    for (int i = 1; i < t->count; i++) {
        if (card_suit(t->cards[i]) == suit && card_rank(t->cards[i]) > card_rank(t->cards[best])) {
            best = i;
        }
    }
    return (t->leader + best) & 3;
}

int rules_card_points(const rules_t *r, card_t c)
{
    if (card_suit(c) == SUIT_HEARTS) {
        return 1;
    }
    if (c == CARD_QS) {
        return 13;
    }
    if (c == CARD_JD) {
        return r->jack_of_diamonds;
    }
    return 0;
}

int rules_cards_points(const rules_t *r, cardset_t cards)
{
    int pts = cardset_count(cards & CARDSET_HEARTS);
    if (cardset_has(cards, CARD_QS)) {
        pts += 13;
    }
    if (cardset_has(cards, CARD_JD)) {
        pts += r->jack_of_diamonds;
    }
    return pts;
}

bool rules_breaks_hearts(const rules_t *r, card_t card)
{
    return card_suit(card) == SUIT_HEARTS || (r->queen_breaks_hearts && card == CARD_QS);
}

/* ---- Scoring ---- */

int rules_moon_shooter(const cardset_t taken_cards[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if ((taken_cards[s] & CARDSET_POINTS) == CARDSET_POINTS) {
            return s;
        }
    }
    return -1;
}

cardset_t rules_moon_cards(const rules_t *r)
{
    return CARDSET_POINTS | (r->moon_needs_jack ? cardset_of(CARD_JD) : 0);
}

int rules_moon_shot(const rules_t *r, const cardset_t taken_cards[4])
{
    cardset_t need = rules_moon_cards(r);
    for (int s = 0; s < SEAT_COUNT; s++) {
        if ((taken_cards[s] & need) == need) {
            return s;
        }
    }
    return -1;
}

bool rules_target_reached(const rules_t *r, const int totals[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (totals[s] >= r->target) {
            return true;
        }
    }
    return false;
}

unsigned rules_winners(const int totals[4])
{
    int low = totals[0];
    for (int s = 1; s < SEAT_COUNT; s++) {
        if (totals[s] < low) {
            low = totals[s];
        }
    }
    unsigned mask = 0;
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (totals[s] == low) {
            mask |= 1u << s;
        }
    }
    return mask;
}

/* Score of each seat for a moon by `shooter` scored as `choice`; the jack still counts for its taker. */
static void moon_scores(int shooter, moon_choice_t choice, const int jack[4], int score[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (choice == MOON_CHOICE_SUBTRACT) {
            score[s] = (s == shooter ? -26 : 0) + jack[s];
        } else {
            score[s] = (s == shooter ? 0 : 26) + jack[s];
        }
    }
}

static void jack_points(const rules_t *r, const cardset_t taken_cards[4], int jack[4])
{
    for (int s = 0; s < SEAT_COUNT; s++) {
        jack[s] = cardset_has(taken_cards[s], CARD_JD) ? r->jack_of_diamonds : 0;
    }
}

moon_choice_t rules_moon_auto_choice(const rules_t *r, int shooter, const int taken[4], const int totals_before[4])
{
    /* The jack's part of each seat's taken points: whatever is not hearts and the queen. For the
     * shooter that is taken - 26; the others took no hearts and no queen, so all of theirs is jack. */
    int jack[4];
    for (int s = 0; s < SEAT_COUNT; s++) {
        jack[s] = (s == shooter) ? taken[s] - 26 : taken[s];
    }
    int score[4], totals[4];
    moon_scores(shooter, MOON_CHOICE_ADD, jack, score);
    for (int s = 0; s < SEAT_COUNT; s++) {
        totals[s] = totals_before[s] + score[s];
    }
    if (rules_target_reached(r, totals) && !(rules_winners(totals) & (1u << shooter))) {
        return MOON_CHOICE_SUBTRACT;
    }
    return MOON_CHOICE_ADD;
}

void rules_score_hand(const rules_t *r, const cardset_t taken_cards[4], const int tricks_won[4],
                      const int totals_before[4], moon_choice_t choice, hand_score_t *out)
{
    memset(out, 0, sizeof *out);
    out->moon = -1;
    out->sun = -1;
    out->moon_choice = MOON_CHOICE_NONE;
    for (int s = 0; s < SEAT_COUNT; s++) {
        out->taken[s] = rules_cards_points(r, taken_cards[s]);
        out->score[s] = out->taken[s];
    }
    int sun = -1;
    if (r->sun) {
        for (int s = 0; s < SEAT_COUNT; s++) {
            if (tricks_won[s] == 13) {
                sun = s;
            }
        }
    }
    if (sun >= 0) {
        /* The sun replaces the moon: the taker of every trick scores nothing for them (the jack
         * included, as it is in those tricks); each other seat gets 39. */
        out->sun = sun;
        for (int s = 0; s < SEAT_COUNT; s++) {
            out->score[s] = (s == sun) ? 0 : 39;
        }
    } else {
        int shooter = rules_moon_shot(r, taken_cards);
        if (shooter >= 0) {
            moon_choice_t c;
            switch (r->moon) {
            case MOON_SUBTRACT:
                c = MOON_CHOICE_SUBTRACT;
                break;
            case MOON_AUTO:
                c = rules_moon_auto_choice(r, shooter, out->taken, totals_before);
                break;
            case MOON_ASK:
                c = (choice != MOON_CHOICE_NONE) ? choice
                                                 : rules_moon_auto_choice(r, shooter, out->taken, totals_before);
                break;
            case MOON_ADD:
            default:
                c = MOON_CHOICE_ADD;
                break;
            }
            int jack[4];
            jack_points(r, taken_cards, jack);
            out->moon = shooter;
            out->moon_choice = c;
            moon_scores(shooter, c, jack, out->score);
        }
    }
    for (int s = 0; s < SEAT_COUNT; s++) {
        out->totals[s] = totals_before[s] + out->score[s];
    }
}

/* ---- Standings ---- */

standings_t standings_completed(const int totals[4], int seconds_left)
{
    standings_t st = {0};
    st.detailed = true;
    st.score_bonus = 15 * (100 - totals[SEAT_S]);
    st.time_bonus = seconds_left > 0 ? seconds_left : 0;
    if (rules_winners(totals) & (1u << SEAT_S)) {
        st.win_bonus = 3 * (totals[SEAT_W] + totals[SEAT_N] + totals[SEAT_E]);
    }
    st.total = st.score_bonus + st.time_bonus + st.win_bonus;
    return st;
}

standings_t standings_timeout(int hands_played, int hands_completed, int south_points)
{
    standings_t st = {0};
    if (hands_completed > 0) {
        st.total = 50 + 26 * hands_played - 2 * south_points;
    }
    return st;
}

standings_t standings_quit(void)
{
    standings_t st = {0};
    return st;
}
