/* The coach (hearts/coach.h) on fixed positions: a known blunder is noted with the better card and why,
 * a good card is not, a forced card is not; a pass that keeps the danger is noted; the rating is the
 * same for the same seed. */
#include <string.h>

#include "hearts/coach.h"
#include "hearts/rules.h"
#include "test_util.h"

/* The third trick: West led 9H, North put on TH, East (out of hearts) dropped QS. South, last to play,
 * holds AH 2H 6H: the ace takes the queen and three hearts, either small heart ducks. */
/* South's view with nothing played yet, before anyone's level is known. */
static void blank_view(seat_view_t *v, game_phase_t phase, int hand_number, pass_dir_t dir, const char *dealt)
{
    memset(v, 0, sizeof *v);
    rules_preset(&v->rules, PRESET_TOURNAMENT);
    v->seat = SEAT_S;
    v->phase = phase;
    v->hand_number = hand_number;
    v->pass_dir = dir;
    v->passed_to = v->received_from = v->to_move = -1;
    v->dealt = v->hand = cards_from(dealt);
    v->clock_ms = -1;
    for (int s = 0; s < 4; s++) {
        v->shown_level[s] = SEAT_LEVEL_UNKNOWN;
    }
}

static void queen_trick(seat_view_t *v, const char *south_dealt)
{
    blank_view(v, PHASE_PLAY, 4, PASS_HOLD, south_dealt);
    static const struct {
        int leader, winner;
        const char *cards[4];
    } done[2] = {{SEAT_W, SEAT_E, {"2C", "8C", "KC", "4C"}}, {SEAT_E, SEAT_W, {"3D", "8D", "9D", "5H"}}};
    for (int t = 0; t < 2; t++) {
        trick_record_t *r = &v->tricks[t];
        r->leader = done[t].leader;
        r->winner = done[t].winner;
        for (int i = 0; i < 4; i++) {
            r->cards[i] = card_from(done[t].cards[i]);
            v->played |= cardset_of(r->cards[i]);
            v->taken_cards[r->winner] |= cardset_of(r->cards[i]);
        }
        v->tricks_won[r->winner]++;
    }
    v->taken_points[SEAT_W] = 1;
    v->voids[SEAT_N] = 1u << SUIT_DIAMONDS;
    v->voids[SEAT_E] = 1u << SUIT_HEARTS;
    v->hearts_broken = true;
    v->tricks_done = 2;
    v->trick.number = 2;
    v->trick.leader = SEAT_W;
    v->trick.hearts_broken = true;
    v->trick.count = 3;
    v->trick.cards[0] = card_from("9H");
    v->trick.cards[1] = card_from("TH");
    v->trick.cards[2] = card_from("QS");
    v->played |= cards_from("9H TH QS");
    v->hand = v->dealt & ~cards_from("4C 8D");
    v->to_move = SEAT_S;
    v->legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
}

static void blunder_is_noted(void)
{
    seat_view_t v;
    queen_trick(&v, "4C 8D AH 2H 6H 3S 5S 7S JC TC 6D TD 5D");
    card_t ah = card_from("AH");
    coach_note_t n;
    coach_rate(&v, &ah, 7, &n);
    CHECK(!n.pass);
    CHECK_EQ_INT(n.trick, 3);
    CHECK_EQ_INT(n.card, ah);
    CHECK(n.noted);
    CHECK_MSG(n.cost > 10, "cost %.2f", n.cost);
    CHECK_EQ_INT(n.loss, COACH_LOSS_QUEEN);
    CHECK(n.better == card_from("2H") || n.better == card_from("6H"));
    CHECK_EQ_INT(n.why.card, n.better);
    CHECK(n.worlds >= 256);
    /* The same for the same seed. */
    coach_note_t again;
    coach_rate(&v, &ah, 7, &again);
    CHECK(again.cost == n.cost && again.better == n.better);
}

static void good_card_is_not_noted(void)
{
    seat_view_t v;
    queen_trick(&v, "4C 8D AH 2H 6H 3S 5S 7S JC TC 6D TD 5D");
    /* 6H, the highest heart that ducks, keeps the least danger for later. */
    const char *good[1] = {"6H"};
    for (int i = 0; i < 1; i++) {
        card_t c = card_from(good[i]);
        coach_note_t n;
        coach_rate(&v, &c, 7, &n);
        CHECK_MSG(!n.noted, "%s cost %.2f", good[i], n.cost);
        CHECK_MSG(n.cost < COACH_NOTE_POINTS, "%s cost %.2f", good[i], n.cost);
    }
}

static void forced_card_is_not_noted(void)
{
    seat_view_t v;
    /* The ace is South's only heart: it must take the queen, and that is nobody's fault. */
    queen_trick(&v, "4C 8D AH 2S 6S 3S 5S 7S JC TC 6D TD 5D");
    CHECK_EQ_INT(cardset_count(v.legal), 1);
    card_t ah = card_from("AH");
    coach_note_t n;
    coach_rate(&v, &ah, 7, &n);
    CHECK(!n.noted);
    CHECK(n.cost == 0);
    CHECK_EQ_INT(n.better, ah);
    CHECK_EQ_INT(n.why.reason, HINT_ONLY_CARD);
    /* Two cards that play the same are as forced: 5S and 6S with 5S's neighbours gone or held. */
    CHECK(coach_same_play(&v, card_from("5S"), card_from("6S")));
    CHECK(coach_same_play(&v, card_from("5S"), card_from("7S")));
    CHECK(!coach_same_play(&v, card_from("3S"), card_from("5S")));
}

/* Hand 1, passing left: South holds the queen of spades with only the two beside her, and the ace and
 * king of hearts. Passing three small clubs keeps all of that. */
static void pass_position(seat_view_t *v)
{
    blank_view(v, PHASE_PASS, 1, PASS_LEFT, "QS AS KS 2S AH KH QH 3C 4C 5C 7D 8D 9D");
}

static void bad_pass_is_noted(void)
{
    seat_view_t v;
    pass_position(&v);
    card_t bad[3] = {card_from("3C"), card_from("4C"), card_from("5C")};
    coach_note_t n;
    coach_rate(&v, bad, 11, &n);
    CHECK(n.pass);
    CHECK_EQ_INT(n.trick, 0);
    CHECK_MSG(n.noted, "cost %.2f over %d deals", n.cost, n.worlds);
    CHECK(n.cost >= COACH_NOTE_POINTS);
    cardset_t better = cardset_of(n.better3[0]) | cardset_of(n.better3[1]) | cardset_of(n.better3[2]);
    CHECK_EQ_INT(cardset_count(better), 3);
    CHECK(better != cards_from("3C 4C 5C"));
    /* The hard level's own pass is never noted. */
    coach_note_t own;
    coach_rate(&v, n.better3, 11, &own);
    CHECK(!own.noted);
    CHECK(own.cost == 0);
}

int main(void)
{
    RUN(blunder_is_noted);
    RUN(good_card_is_not_noted);
    RUN(forced_card_is_not_noted);
    RUN(bad_pass_is_noted);
    return test_finish();
}
