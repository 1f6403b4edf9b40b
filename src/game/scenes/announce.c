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

static void deal_words(const game_event_t *ev, char *buf, size_t len)
{
    static const char *const dirs[4] = {
        N_("Hand %s. Pass three cards to the left."), N_("Hand %s. Pass three cards to the right."),
        N_("Hand %s. Pass three cards across."), N_("Hand %s. No pass: keep your cards.")};
    snprintf(buf, len, _(dirs[ev->pass_dir & 3]), words_int(ev->hand));
}

/* South's pass, or the one South receives; another seat's pass is not South's to know. */
static void pass_words(const game_event_t *ev, char *buf, size_t len)
{
    int seat = ev->seat, to = ev->to;
    const card_t *cards = ev->cards;
    char list[200];
    announce_card_list(cards, 3, list, sizeof list);
    buf[0] = '\0';
    if (seat == SEAT_S) {
        static const char *const to_seat[4] = {"", N_("You pass %s to the left."), N_("You pass %s across."),
                                               N_("You pass %s to the right.")};
        if (to > 0 && to < 4) {
            snprintf(buf, len, _(to_seat[to]), list);
        }
    } else if (to == SEAT_S && seat > 0 && seat < 4) {
        static const char *const from[4] = {"", N_("Left passes you %s."), N_("Across passes you %s."),
                                            N_("Right passes you %s.")};
        snprintf(buf, len, _(from[seat]), list);
    }
}

static void play_words(const game_event_t *ev, char *buf, size_t len)
{
    int seat = ev->seat;
    card_t card = ev->card;
    /* TRANSLATORS: a card played, said aloud as it lands: short, for a fast game ("Left: queen of spades.") */
    static const char *const who[4] = {N_("You: %s."), N_("Left: %s."), N_("Across: %s."), N_("Right: %s.")};
    char c[64];
    snprintf(buf, len, _(who[seat & 3]), announce_card(card, c, sizeof c));
}

static void trick_words(const game_event_t *ev, char *buf, size_t len)
{
    int winner = ev->winner, points = ev->points;
    const char *f;
    switch (winner & 3) {
    case SEAT_S:
        f = NG_("You take the trick: %s point.", "You take the trick: %s points.", points);
        break;
    case SEAT_W:
        f = NG_("Left takes the trick: %s point.", "Left takes the trick: %s points.", points);
        break;
    case SEAT_N:
        f = NG_("Across takes the trick: %s point.", "Across takes the trick: %s points.", points);
        break;
    default:
        f = NG_("Right takes the trick: %s point.", "Right takes the trick: %s points.", points);
        break;
    }
    snprintf(buf, len, f, words_int(points));
}

void announce_four(const char *msgid, const int v[4], bool sign, char *buf, size_t len)
{
    const char *(*num)(long) = sign ? words_signed : words_int;
    char a[4][32];
    for (int s = 0; s < 4; s++) {
        snprintf(a[s], sizeof a[s], "%s", num(v[s]));
    }
    char line[300];
    snprintf(line, sizeof line, _(msgid), a[0], a[1], a[2], a[3]);
    announce_append(buf, len, line);
}

static void hand_words(const game_event_t *ev, char *buf, size_t len)
{
    const hand_score_t *sc = &ev->score;
    static const char *const moon[4] = {N_("You shot the moon!"), N_("Left shot the moon!"),
                                        N_("Across shot the moon!"), N_("Right shot the moon!")};
    static const char *const sun[4] = {N_("You shot the sun!"), N_("Left shot the sun!"), N_("Across shot the sun!"),
                                       N_("Right shot the sun!")};
    if (sc->sun >= 0) {
        announce_append(buf, len, _(sun[sc->sun & 3]));
    } else if (sc->moon >= 0) {
        announce_append(buf, len, _(moon[sc->moon & 3]));
    }
    announce_four(N_("This hand: you %s, left %s, across %s, right %s."), sc->score, true, buf, len);
    announce_four(N_("Totals: you %s, left %s, across %s, right %s."), sc->totals, false, buf, len);
}

static void end_words(const game_event_t *ev, char *buf, size_t len)
{
    if (ev->reason == END_CLOCK) {
        announce_append(buf, len, _("Time is up!"));
    } else if (ev->reason == END_QUIT) {
        announce_append(buf, len, _("The game was quit."));
    }
    static const char *const wins[4] = {N_("You win!"), N_("Left wins."), N_("Across wins."), N_("Right wins.")};
    for (int s = 0; s < 4 && ev->reason != END_QUIT; s++) {
        if (ev->winners & (1u << s)) {
            announce_append(buf, len, _(wins[s]));
        }
    }
    announce_four(N_("Totals: you %s, left %s, across %s, right %s."), ev->end_totals, false, buf, len);
    if (ev->has_standings) {
        char line[120];
        snprintf(line, sizeof line, _("Standings score: %s."), words_int(ev->standings.total));
        announce_append(buf, len, line);
    }
}

static void exchanged_words(const game_event_t *ev, char *buf, size_t len)
{
    (void)ev;
    snprintf(buf, len, "%s", _("The cards are exchanged."));
}

static void broken_words(const game_event_t *ev, char *buf, size_t len)
{
    (void)ev;
    snprintf(buf, len, "%s", _("Hearts are broken"));
}

static void moon_words(const game_event_t *ev, char *buf, size_t len)
{
    snprintf(buf, len, "%s",
             ev->seat == SEAT_S ? _("You shot the moon: A adds 26 to the others, T takes 26 off your score.")
                                : _("The shooter chooses how the moon counts."));
}

/* The words of each kind of event (test_speech walks every kind: none may be missing). */
static void (*const EVENT_WORDS[EV_END + 1])(const game_event_t *ev, char *buf,
                                             size_t len) = {[EV_DEAL] = deal_words,
                                                            [EV_PASS] = pass_words,
                                                            [EV_PASSES_DONE] = exchanged_words,
                                                            [EV_PLAY] = play_words,
                                                            [EV_HEARTS_BROKEN] = broken_words,
                                                            [EV_TRICK] = trick_words,
                                                            [EV_MOON_CHOICE] = moon_words,
                                                            [EV_HAND] = hand_words,
                                                            [EV_END] = end_words};

const char *announce_event_words(const game_event_t *ev, char *buf, size_t len)
{
    buf[0] = '\0';
    if ((unsigned)ev->type <= EV_END && EVENT_WORDS[ev->type]) {
        EVENT_WORDS[ev->type](ev, buf, len);
    }
    return buf;
}

void announce_event(const home_t *h, const game_event_t *ev)
{
    if (!announce_on(h)) {
        return;
    }
    char buf[600];
    announce_say(h, SPEECH_QUEUE, announce_event_words(ev, buf, sizeof buf));
}
