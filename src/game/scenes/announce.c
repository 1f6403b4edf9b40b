/* Speaking the game: the words of cards and events, the focus and the screens, the clock, speech on
 * and off (announce.h). The table's keys and the words of its focus are announce_keys.c's. */
#include "scenes/announce.h"

#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/ui.h"
#include "scenes/words.h"

void announce_say(const home_t *h, speech_kind_t kind, const char *text)
{
    if (h && h->app && h->app->speech) {
        speech_say(h->app->speech, kind, text);
    }
}

bool announce_on(const home_t *h)
{
    return h->app && h->app->speech && speech_is_on(h->app->speech);
}

void announce_append(char *buf, size_t len, const char *sentence)
{
    size_t n = strlen(buf);
    if (!sentence[0] || n + 2 >= len) {
        return;
    }
    snprintf(buf + n, len - n, "%s%s", n ? " " : "", sentence);
}

/* ---- Cards ---- */

static const char *rank_word(int rank)
{
    /* TRANSLATORS: the ranks as a card is named aloud ("queen of spades"; a hand read by suit: "Clubs:
       two, seven, queen.") */
    static const char *const ranks[RANK_COUNT] = {N_("two"),   N_("three"), N_("four"), N_("five"), N_("six"),
                                                  N_("seven"), N_("eight"), N_("nine"), N_("ten"),  N_("jack"),
                                                  N_("queen"), N_("king"),  N_("ace")};
    return _(ranks[rank % RANK_COUNT]);
}

const char *announce_card(card_t c, char *buf, size_t len)
{
    /* TRANSLATORS: a card named aloud; %s is its rank ("queen of spades") */
    static const char *const of[SUIT_COUNT] = {N_("%s of clubs"), N_("%s of diamonds"), N_("%s of spades"),
                                               N_("%s of hearts")};
    snprintf(buf, len, _(of[card_suit(c) & 3]), rank_word(card_rank(c)));
    return buf;
}

const char *announce_card_list(const card_t *cards, int n, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char c[64];
        size_t k = strlen(buf);
        snprintf(buf + k, len - k, "%s%s", i ? ", " : "", announce_card(cards[i], c, sizeof c));
    }
    return buf;
}

const char *announce_hand(cardset_t cards, char *buf, size_t len)
{
    /* TRANSLATORS: a hand read aloud by suit; %s lists the ranks ("Clubs: two, seven, queen.") */
    static const char *const suits[SUIT_COUNT] = {N_("Clubs: %s."), N_("Diamonds: %s."), N_("Spades: %s."),
                                                  N_("Hearts: %s.")};
    buf[0] = '\0';
    for (int s = 0; s < SUIT_COUNT; s++) {
        char ranks[160] = "";
        for (int r = 0; r < RANK_COUNT; r++) {
            if (cardset_has(cards, CARD_MAKE(s, r))) {
                size_t k = strlen(ranks);
                snprintf(ranks + k, sizeof ranks - k, "%s%s", k ? ", " : "", rank_word(r));
            }
        }
        if (ranks[0]) {
            char line[200];
            snprintf(line, sizeof line, _(suits[s]), ranks);
            announce_append(buf, len, line);
        }
    }
    if (!buf[0]) {
        snprintf(buf, len, "%s", _("No cards."));
    }
    return buf;
}

const char *announce_spoken_cards(const char *text, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    while (*text && n + 1 < len) {
        card_t found = CARD_NONE;
        char label[16];
        for (card_t c = 0; c < 52 && found == CARD_NONE; c++) {
            ui_card_label(c, label, sizeof label);
            found = strncmp(text, label, strlen(label)) == 0 ? c : CARD_NONE;
        }
        if (found == CARD_NONE) {
            buf[n++] = *text++;
            buf[n] = '\0';
            continue;
        }
        ui_card_label(found, label, sizeof label);
        text += strlen(label);
        char name[64];
        snprintf(buf + n, len - n, "%s", announce_card(found, name, sizeof name));
        n = strlen(buf);
    }
    return buf;
}

/* ---- Events ---- */

/* The seat count of a game (3, 4 or 5); anything else is read as four. */
static int seat_count(int players)
{
    return seat_count_valid(players) ? players : 4;
}

static void deal_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    (void)players;
    static const char *const dirs[PASS_DIR_COUNT] = {
        N_("Hand %s. Pass three cards to the left."),     N_("Hand %s. Pass three cards to the right."),
        N_("Hand %s. Pass three cards across."),          N_("Hand %s. No pass: keep your cards."),
        N_("Hand %s. Pass three cards to the far left."), N_("Hand %s. Pass three cards to the far right.")};
    unsigned d = (unsigned)ev->pass_dir < PASS_DIR_COUNT ? (unsigned)ev->pass_dir : PASS_HOLD;
    snprintf(buf, len, _(dirs[d]), words_int(ev->hand));
}

/* South's pass, or the one South receives; another seat's pass is not South's to know. */
static void pass_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    int seat = ev->seat, to = ev->to, n = seat_count(players);
    char list[200];
    announce_card_list(ev->cards, 3, list, sizeof list);
    buf[0] = '\0';
    if (seat == SEAT_S && to > 0 && to < n) {
        static const char *const to_seat[SEAT_KINDS] = {"%s",
                                                        N_("You pass %s to the left."),
                                                        N_("You pass %s across."),
                                                        N_("You pass %s to the right."),
                                                        N_("You pass %s to the far left."),
                                                        N_("You pass %s to the far right.")};
        snprintf(buf, len, words_seat_pick(to, n, to_seat), list);
    } else if (to == SEAT_S && seat > 0 && seat < n) {
        static const char *const from[SEAT_KINDS] = {"%s",
                                                     N_("Left passes you %s."),
                                                     N_("Across passes you %s."),
                                                     N_("Right passes you %s."),
                                                     N_("Far left passes you %s."),
                                                     N_("Far right passes you %s.")};
        snprintf(buf, len, words_seat_pick(seat, n, from), list);
    }
}

static void play_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    /* TRANSLATORS: a card played, said aloud as it lands: short, for a fast game ("Left: queen of spades.") */
    static const char *const who[SEAT_KINDS] = {N_("You: %s."),   N_("Left: %s."),     N_("Across: %s."),
                                                N_("Right: %s."), N_("Far left: %s."), N_("Far right: %s.")};
    char c[64];
    snprintf(buf, len, words_seat_pick(ev->seat, seat_count(players), who), announce_card(ev->card, c, sizeof c));
}

static void trick_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    int points = ev->points;
    const char *f;
    switch (words_seat_kind(ev->winner, seat_count(players))) {
    case SEAT_KIND_YOU:
        f = NG_("You take the trick: %s point.", "You take the trick: %s points.", points);
        break;
    case SEAT_KIND_LEFT:
        f = NG_("Left takes the trick: %s point.", "Left takes the trick: %s points.", points);
        break;
    case SEAT_KIND_ACROSS:
        f = NG_("Across takes the trick: %s point.", "Across takes the trick: %s points.", points);
        break;
    case SEAT_KIND_FAR_LEFT:
        f = NG_("Far left takes the trick: %s point.", "Far left takes the trick: %s points.", points);
        break;
    case SEAT_KIND_FAR_RIGHT:
        f = NG_("Far right takes the trick: %s point.", "Far right takes the trick: %s points.", points);
        break;
    default:
        f = NG_("Right takes the trick: %s point.", "Right takes the trick: %s points.", points);
        break;
    }
    snprintf(buf, len, f, words_int(points));
}

void announce_seats_line(const char *const by_count[3], const int v[], int players, bool sign, char *buf, size_t len)
{
    const char *(*num)(long) = sign ? words_signed : words_int;
    int n = seat_count(players);
    char a[SEAT_MAX][32];
    for (int s = 0; s < SEAT_MAX; s++) {
        snprintf(a[s], sizeof a[s], "%s", s < n ? num(v[s]) : "");
    }
    char line[400];
    snprintf(line, sizeof line, _(by_count[n - SEAT_MIN]), a[0], a[1], a[2], a[3], a[4]);
    announce_append(buf, len, line);
}

/* The game totals, each seat's in order. */
static void totals_words(const int totals[], int players, char *buf, size_t len)
{
    static const char *const by_count[3] = {N_("Totals: you %s, left %s, right %s."),
                                            N_("Totals: you %s, left %s, across %s, right %s."),
                                            N_("Totals: you %s, left %s, far left %s, far right %s, right %s.")};
    announce_seats_line(by_count, totals, players, false, buf, len);
}

static void hand_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    const hand_score_t *sc = &ev->score;
    int n = seat_count(players);
    /* a moon (shot[0]) or a sun (shot[1]), by who shot it */
    static const char *const shot[2][SEAT_KINDS] = {
        {N_("You shot the moon!"), N_("Left shot the moon!"), N_("Across shot the moon!"), N_("Right shot the moon!"),
         N_("Far left shot the moon!"), N_("Far right shot the moon!")},
        {N_("You shot the sun!"), N_("Left shot the sun!"), N_("Across shot the sun!"), N_("Right shot the sun!"),
         N_("Far left shot the sun!"), N_("Far right shot the sun!")}};
    if (sc->sun >= 0 || sc->moon >= 0) {
        bool sun = sc->sun >= 0;
        announce_append(buf, len, words_seat_pick(sun ? sc->sun : sc->moon, n, shot[sun]));
    }
    static const char *const hand[3] = {N_("This hand: you %s, left %s, right %s."),
                                        N_("This hand: you %s, left %s, across %s, right %s."),
                                        N_("This hand: you %s, left %s, far left %s, far right %s, right %s.")};
    announce_seats_line(hand, sc->score, n, true, buf, len);
    totals_words(sc->totals, n, buf, len);
}

static void end_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    int n = seat_count(players);
    if (ev->reason == END_CLOCK) {
        announce_append(buf, len, _("Time is up!"));
    } else if (ev->reason == END_QUIT) {
        announce_append(buf, len, _("The game was quit."));
    }
    static const char *const wins[SEAT_KINDS] = {N_("You win!"),    N_("Left wins."),     N_("Across wins."),
                                                 N_("Right wins."), N_("Far left wins."), N_("Far right wins.")};
    for (int s = 0; s < n && ev->reason != END_QUIT; s++) {
        if (ev->winners & (1u << s)) {
            announce_append(buf, len, words_seat_pick(s, n, wins));
        }
    }
    totals_words(ev->end_totals, n, buf, len);
    if (ev->has_standings) {
        char line[120];
        snprintf(line, sizeof line, _("Standings score: %s."), words_int(ev->standings.total));
        announce_append(buf, len, line);
    }
}

static void exchanged_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    (void)players;
    (void)ev;
    snprintf(buf, len, "%s", _("The cards are exchanged."));
}

static void broken_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    (void)players;
    (void)ev;
    snprintf(buf, len, "%s", _("Hearts are broken"));
}

static void moon_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    (void)players;
    snprintf(buf, len, "%s",
             ev->seat == SEAT_S ? _("You shot the moon: A adds 26 to the others, T takes 26 off your score.")
                                : _("The shooter chooses how the moon counts."));
}

/* The words of each kind of event (test_speech walks every kind: none may be missing). */
static void (*const EVENT_WORDS[EV_END + 1])(const game_event_t *ev, int players, char *buf,
                                             size_t len) = {[EV_DEAL] = deal_words,
                                                            [EV_PASS] = pass_words,
                                                            [EV_PASSES_DONE] = exchanged_words,
                                                            [EV_PLAY] = play_words,
                                                            [EV_HEARTS_BROKEN] = broken_words,
                                                            [EV_TRICK] = trick_words,
                                                            [EV_MOON_CHOICE] = moon_words,
                                                            [EV_HAND] = hand_words,
                                                            [EV_END] = end_words};

const char *announce_event_words(const game_event_t *ev, int players, char *buf, size_t len)
{
    buf[0] = '\0';
    if ((unsigned)ev->type <= EV_END && EVENT_WORDS[ev->type]) {
        EVENT_WORDS[ev->type](ev, players, buf, len);
    }
    return buf;
}

void announce_event(const home_t *h, const game_event_t *ev)
{
    if (!announce_on(h)) {
        return;
    }
    char buf[600];
    int players = h->table ? game_players(table_game(h->table)) : 4;
    announce_say(h, SPEECH_QUEUE, announce_event_words(ev, players, buf, sizeof buf));
}

const char *announce_claim_words(int claimer, int players, const cardset_t hands[], const int tricks[],
                                 const int points[], bool takes_all, char *buf, size_t len)
{
    players = seat_count(players);
    snprintf(buf, len, "%s.", words_claim_title(claimer, players, takes_all));
    announce_append(buf, len, _("The rest of the hand is certain: the cards are laid down."));
    for (int r = 0; r < players; r++) {
        int seat = r == 0 ? claimer : r - 1 < claimer ? r - 1 : r; /* as the claim's rows lie (play_claim.c) */
        char cards[500], line[560], rest[120];
        snprintf(line, sizeof line, _("%s: %s"), words_seat(seat, players),
                 words_claim_rest(tricks[seat], points[seat], rest, sizeof rest));
        announce_append(buf, len, line);
        /* TRANSLATORS: a seat's cards said aloud when a claim lays them down: the seat's name, then its
         * cards by suit ("Left: Clubs: two, seven.") */
        snprintf(line, sizeof line, _("%s: %s"), words_seat(seat, players),
                 announce_hand(hands[seat], cards, sizeof cards));
        announce_append(buf, len, line);
    }
    return buf;
}

void announce_claim(const home_t *h, int claimer, const cardset_t hands[], const int tricks[], const int points[],
                    bool takes_all)
{
    if (!announce_on(h)) {
        return;
    }
    char buf[1600];
    int players = h->table ? game_players(table_game(h->table)) : 4;
    announce_say(h, SPEECH_QUEUE,
                 announce_claim_words(claimer, players, hands, tricks, points, takes_all, buf, sizeof buf));
}
