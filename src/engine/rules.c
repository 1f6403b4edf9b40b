/* The rules themselves (docs/rules.md): seats and passing, legal moves, tricks, points, a hand's score
 * and the standings. The table of options is rule_options.c; the words of a refusal, rule_words.c. */
#include "hearts/rules.h"

#include <string.h>

/* ---- Seats and passing ---- */

/* Each seat count's seats, clockwise from South: code and name (indexed [players - SEAT_MIN]). */
static const char *const SEAT_CODES[SEAT_MAX - SEAT_MIN + 1][SEAT_MAX] = {
    {"S", "W", "E"},
    {"S", "W", "N", "E"},
    {"S", "W", "NW", "NE", "E"},
};
static const char *const SEAT_NAMES[SEAT_MAX - SEAT_MIN + 1][SEAT_MAX] = {
    {"South", "Left", "Right"},
    {"South", "Left", "Across", "Right"},
    {"South", "Left", "Far left", "Far right", "Right"},
};

const char *seat_code(int seat, int players)
{
    if (!seat_count_valid(players) || seat < 0 || seat >= players) {
        return "?";
    }
    return SEAT_CODES[players - SEAT_MIN][seat];
}

const char *seat_name(int seat, int players)
{
    if (!seat_count_valid(players) || seat < 0 || seat >= players) {
        return "?";
    }
    return SEAT_NAMES[players - SEAT_MIN][seat];
}

static bool same_code(const char *given, const char *code)
{
    size_t i = 0;
    for (; given[i] && code[i]; i++) {
        char c = given[i];
        if (c >= 'a' && c <= 'z') {
            c = (char)(c - 'a' + 'A');
        }
        if (c != code[i]) {
            return false;
        }
    }
    return given[i] == '\0' && code[i] == '\0';
}

bool seat_parse(const char *code, int players, int *seat)
{
    if (!code || !seat_count_valid(players)) {
        return false;
    }
    for (int s = 0; s < players; s++) {
        if (same_code(code, SEAT_CODES[players - SEAT_MIN][s])) {
            *seat = s;
            return true;
        }
    }
    return false;
}

int rules_hand_size(int players)
{
    return cardset_count(rules_deck(players)) / (seat_count_valid(players) ? players : 4);
}

cardset_t rules_removed_cards(int players)
{
    switch (players) {
    case 3:
        return cardset_of(CARD_MAKE(SUIT_DIAMONDS, RANK_2));
    case 5:
        return cardset_of(CARD_MAKE(SUIT_DIAMONDS, RANK_2)) | cardset_of(CARD_MAKE(SUIT_SPADES, RANK_2));
    default:
        return CARDSET_EMPTY;
    }
}

cardset_t rules_deck(int players)
{
    return CARDSET_ALL & ~rules_removed_cards(players);
}

int rules_pass_cycle(int players)
{
    return seat_count_valid(players) ? players : 4;
}

pass_dir_t rules_pass_dir(int hand_number, int players)
{
    /* The cycle: left, right, then (four seats) across or (five) far left and far right, then hold. */
    static const pass_dir_t CYCLE[SEAT_MAX - SEAT_MIN + 1][SEAT_MAX] = {
        {PASS_LEFT, PASS_RIGHT, PASS_HOLD},
        {PASS_LEFT, PASS_RIGHT, PASS_ACROSS, PASS_HOLD},
        {PASS_LEFT, PASS_RIGHT, PASS_FAR_LEFT, PASS_FAR_RIGHT, PASS_HOLD},
    };
    int n = rules_pass_cycle(players);
    int at = (((hand_number - 1) % n) + n) % n;
    return CYCLE[n - SEAT_MIN][at];
}

int rules_pass_steps(pass_dir_t dir)
{
    switch (dir) {
    case PASS_LEFT:
        return 1;
    case PASS_RIGHT:
        return -1;
    case PASS_ACROSS:
    case PASS_FAR_LEFT:
        return 2;
    case PASS_FAR_RIGHT:
        return -2;
    default:
        return 0;
    }
}

int rules_pass_target(int seat, pass_dir_t dir, int players)
{
    int steps = rules_pass_steps(dir);
    return steps ? seat_plus(seat, steps, players) : -1;
}

int rules_pass_source(int seat, pass_dir_t dir, int players)
{
    int steps = rules_pass_steps(dir);
    return steps ? seat_plus(seat, -steps, players) : -1;
}

const char *pass_dir_name(pass_dir_t dir)
{
    static const char *const names[PASS_DIR_COUNT] = {"left", "right", "across", "hold", "far-left", "far-right"};
    return (dir >= PASS_LEFT && dir < PASS_DIR_COUNT) ? names[dir] : "?";
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
    return trick_player(t, best);
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

int rules_moon_shooter(const cardset_t taken_cards[], int players)
{
    for (int s = 0; s < players; s++) {
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

int rules_moon_shot(const rules_t *r, const cardset_t taken_cards[])
{
    cardset_t need = rules_moon_cards(r);
    for (int s = 0; s < r->players; s++) {
        if ((taken_cards[s] & need) == need) {
            return s;
        }
    }
    return -1;
}

bool rules_target_reached(const rules_t *r, const int totals[])
{
    for (int s = 0; s < r->players; s++) {
        if (totals[s] >= r->target) {
            return true;
        }
    }
    return false;
}

unsigned rules_winners(const int totals[], int players)
{
    int low = totals[0];
    for (int s = 1; s < players; s++) {
        if (totals[s] < low) {
            low = totals[s];
        }
    }
    unsigned mask = 0;
    for (int s = 0; s < players; s++) {
        if (totals[s] == low) {
            mask |= 1u << s;
        }
    }
    return mask;
}

/* Score of each seat for a moon by `shooter` scored as `choice`; the jack still counts for its taker. */
static void moon_scores(int players, int shooter, moon_choice_t choice, const int jack[], int score[])
{
    for (int s = 0; s < players; s++) {
        if (choice == MOON_CHOICE_SUBTRACT) {
            score[s] = (s == shooter ? -26 : 0) + jack[s];
        } else {
            score[s] = (s == shooter ? 0 : 26) + jack[s];
        }
    }
}

static void jack_points(const rules_t *r, const cardset_t taken_cards[], int jack[])
{
    for (int s = 0; s < r->players; s++) {
        jack[s] = cardset_has(taken_cards[s], CARD_JD) ? r->jack_of_diamonds : 0;
    }
}

moon_choice_t rules_moon_auto_choice(const rules_t *r, int shooter, const int taken[], const int totals_before[])
{
    /* The jack's part of each seat's taken points: whatever is not hearts and the queen. For the
     * shooter that is taken - 26; the others took no hearts and no queen, so all of theirs is jack. */
    int jack[SEAT_MAX] = {0};
    for (int s = 0; s < r->players; s++) {
        jack[s] = (s == shooter) ? taken[s] - 26 : taken[s];
    }
    int score[SEAT_MAX] = {0}, totals[SEAT_MAX] = {0};
    moon_scores(r->players, shooter, MOON_CHOICE_ADD, jack, score);
    for (int s = 0; s < r->players; s++) {
        totals[s] = totals_before[s] + score[s];
    }
    if (rules_target_reached(r, totals) && !(rules_winners(totals, r->players) & (1u << shooter))) {
        return MOON_CHOICE_SUBTRACT;
    }
    return MOON_CHOICE_ADD;
}

/* How a moon by `shooter` is scored under r's mode (`choice`: the shooter's, under `ask`). */
static moon_choice_t moon_choice_for(const rules_t *r, int shooter, const int taken[], const int totals_before[],
                                     moon_choice_t choice)
{
    switch (r->moon) {
    case MOON_SUBTRACT:
        return MOON_CHOICE_SUBTRACT;
    case MOON_AUTO:
        return rules_moon_auto_choice(r, shooter, taken, totals_before);
    case MOON_ASK:
        return (choice != MOON_CHOICE_NONE) ? choice : rules_moon_auto_choice(r, shooter, taken, totals_before);
    case MOON_ADD:
    default:
        return MOON_CHOICE_ADD;
    }
}

void rules_score_hand(const rules_t *r, const cardset_t taken_cards[], const int tricks_won[],
                      const int totals_before[], moon_choice_t choice, hand_score_t *out)
{
    int players = r->players;
    memset(out, 0, sizeof *out);
    out->moon = -1;
    out->sun = -1;
    out->moon_choice = MOON_CHOICE_NONE;
    for (int s = 0; s < players; s++) {
        out->taken[s] = rules_cards_points(r, taken_cards[s]);
        out->score[s] = out->taken[s];
    }
    int sun = -1;
    if (r->sun) {
        for (int s = 0; s < players; s++) {
            if (tricks_won[s] == rules_hand_size(players)) {
                sun = s;
            }
        }
    }
    if (sun >= 0) {
        /* The sun replaces the moon: the taker of every trick scores nothing for them (the jack
         * included, as it is in those tricks); each other seat gets 39. */
        out->sun = sun;
        for (int s = 0; s < players; s++) {
            out->score[s] = (s == sun) ? 0 : 39;
        }
    } else {
        int shooter = rules_moon_shot(r, taken_cards);
        if (shooter >= 0) {
            int jack[SEAT_MAX] = {0};
            jack_points(r, taken_cards, jack);
            out->moon = shooter;
            out->moon_choice = moon_choice_for(r, shooter, out->taken, totals_before, choice);
            moon_scores(players, shooter, out->moon_choice, jack, out->score);
        }
    }
    for (int s = 0; s < players; s++) {
        out->totals[s] = totals_before[s] + out->score[s];
    }
}

/* ---- Standings ---- */

standings_t standings_completed(const int totals[], int players, int seconds_left)
{
    standings_t st = {0};
    st.detailed = true;
    st.score_bonus = 15 * (100 - totals[SEAT_S]);
    st.time_bonus = seconds_left > 0 ? seconds_left : 0;
    if (rules_winners(totals, players) & (1u << SEAT_S)) {
        int others = 0;
        for (int s = 0; s < players; s++) {
            others += s == SEAT_S ? 0 : totals[s];
        }
        st.win_bonus = 3 * others;
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
