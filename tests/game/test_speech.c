/* Speaking the game (scenes/announce.h) through the recording backend (platform/speech.h): every kind
 * of engine event has its words; the focus is said at once (SPEECH_NOW) and the table's events wait
 * their turn (SPEECH_QUEUE); the speech keys answer; and a whole game played by keys alone, from the
 * title to the result, says every card played, each trick, each hand and the result, in order, with
 * nothing dropped at the fastest speed. HEARTS_TEST_LANGUAGE=de: the same in German (the words
 * checked are the catalogue's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/speech.h"
#include "scene_driver.h"
#include "scenes/announce.h"
#include "test_util.h"

static bool german;

static speech_t *sp(void)
{
    return app.speech;
}

/* The i-th utterance's text and kind (NULL past the end). */
static const char *said(int i, speech_kind_t *kind)
{
    const char *t = NULL;
    speech_kind_t k = SPEECH_NOW;
    if (!speech_recorded(sp(), i, &k, &t)) {
        return NULL;
    }
    if (kind) {
        *kind = k;
    }
    return t;
}

static void dump(int from)
{
    for (int i = from; i < speech_recorded_count(sp()); i++) {
        speech_kind_t k = SPEECH_NOW;
        const char *t = said(i, &k);
        fprintf(stderr, "  %4d %s %s\n", i, k == SPEECH_NOW ? "now  " : "queue", t);
    }
}

/* Whether an utterance from `from` on has this kind and contains this text; its index or -1. */
static int find(int from, speech_kind_t kind, const char *text)
{
    for (int i = from; i < speech_recorded_count(sp()); i++) {
        speech_kind_t k = SPEECH_NOW;
        const char *t = said(i, &k);
        if (k == kind && strstr(t, text)) {
            return i;
        }
    }
    return -1;
}

/* An event of each kind the engine has: a switch without default, so that a new kind added to
 * hearts/event.h fails to build here until it has words. */
static game_event_t sample(game_event_type_t type)
{
    game_event_t ev = {.type = type, .hand = 2, .seat = SEAT_W, .card = CARD_QS};
    switch (type) {
    case EV_DEAL:
        ev.pass_dir = PASS_RIGHT;
        break;
    case EV_PASS:
        ev.to = SEAT_S;
        ev.cards[0] = CARD_2C;
        ev.cards[1] = CARD_QS;
        ev.cards[2] = CARD_JD;
        break;
    case EV_PASSES_DONE:
    case EV_PLAY:
    case EV_HEARTS_BROKEN:
        break;
    case EV_TRICK:
        ev.winner = SEAT_N;
        ev.points = 14;
        break;
    case EV_MOON_CHOICE:
        ev.seat = SEAT_S;
        break;
    case EV_HAND:
        ev.score.moon = SEAT_E;
        ev.score.sun = -1;
        for (int s = 0; s < 4; s++) {
            ev.score.score[s] = s == SEAT_E ? 0 : 26;
            ev.score.totals[s] = 30 + s;
        }
        break;
    case EV_END:
        ev.reason = END_TARGET;
        ev.winners = 1u << SEAT_S;
        ev.has_standings = true;
        ev.standings.total = 1234;
        break;
    }
    return ev;
}

/* Nothing a sighted player sees is left unsaid: every kind of event has words. */
static void test_every_event_kind(void)
{
    static const char *const en[EV_END + 1] = {
        "Hand 2. Pass three cards to the right.",
        "Left passes you two of clubs, queen of spades, jack of diamonds.",
        "The cards are exchanged.",
        "Left: queen of spades.",
        "Hearts are broken",
        "Across takes the trick: 14 points.",
        "You shot the moon: A adds 26 to the others, T takes 26 off your score.",
        "Right shot the moon! This hand: you +26, left +26, across +26, right 0. Totals: you 30, left 31, across 32, "
        "right 33.",
        "You win! Totals: you 0, left 0, across 0, right 0. Standings score: 1,234."};
    static const char *const de[EV_END + 1] = {NULL, NULL, NULL, "Links: Pik Dame.", NULL, NULL, NULL, NULL, NULL};
    for (int k = EV_DEAL; k <= EV_END; k++) {
        game_event_t ev = sample((game_event_type_t)k);
        char buf[600];
        announce_event_words(&ev, 4, buf, sizeof buf);
        CHECK_MSG(buf[0] != '\0', "event kind %d has no words", k);
        const char *want = german ? de[k] : en[k];
        if (want) {
            CHECK_MSG(strcmp(buf, want) == 0, "event kind %d says '%s', not '%s'", k, buf, want);
        }
    }
}

/* A hint's sentences are said with the cards in words, not their labels ("Q♦"). */
static void test_hint_cards_in_words(void)
{
    char label[16], ten[16], text[120], spoken[300], want[300], q[64], t[64];
    ui_card_label(CARD_MAKE(SUIT_DIAMONDS, RANK_Q), label, sizeof label);
    ui_card_label(CARD_MAKE(SUIT_HEARTS, RANK_10), ten, sizeof ten);
    snprintf(text, sizeof text, "Pass %s %s: high cards.", label, ten);
    snprintf(want, sizeof want, "Pass %s %s: high cards.", announce_card(CARD_MAKE(SUIT_DIAMONDS, RANK_Q), q, sizeof q),
             announce_card(CARD_MAKE(SUIT_HEARTS, RANK_10), t, sizeof t));
    announce_spoken_cards(text, spoken, sizeof spoken);
    CHECK_MSG(strcmp(spoken, want) == 0, "'%s' is said '%s', not '%s'", text, spoken, want);
    if (!german) {
        CHECK_EQ_STR(want, "Pass queen of diamonds ten of hearts: high cards.");
    }
}

/* The focus is said at once, with the screen when it opens; a focus moved cuts the one before. */
static void test_focus_is_said_now(void)
{
    int from = speech_recorded_count(sp());
    for (int i = 0; i < 2; i++) {
        key(i == 0 ? SDLK_DOWN : SDLK_UP);
        frames(2);
        speech_kind_t k = SPEECH_QUEUE;
        const char *t = said(from + i, &k);
        const char *want = focused() ? _(focused()->label) : "?";
        CHECK_MSG(t && k == SPEECH_NOW && strcmp(t, want) == 0, "arrow %d on the title: '%s', not '%s'", i,
                  t ? t : "(nothing)", want);
    }
    CHECK_EQ_INT(speech_recorded_count(sp()), from + 2);
    /* Options: a row with its value; Enter changes it and the new value is said */
    key(SDLK_o);
    frames(3);
    CHECK_MSG(find(from, SPEECH_NOW, _("Options")) >= 0, "Options opened unsaid");
    for (int i = 0; i < 40 && focused() && strcmp(focused()->label, "Speak the game") != 0; i++) {
        key(SDLK_TAB);
    }
    char row[200];
    snprintf(row, sizeof row, _("%s: %s"), _("Speak the game"), _("On"));
    frames(2);
    CHECK_MSG(find(from, SPEECH_NOW, row) >= 0, "the row 'Speak the game' unsaid ('%s')", row);
    key(SDLK_ESCAPE);
    frames(3);
}

static bool c_title(void)
{
    return strcmp(top_name(), "title") == 0;
}

static bool c_table_ready(void)
{
    play_t *p = play();
    return p && play_caught_up(p) && (play_pass_mode(p) || play_is_south_turn(p) || p->in.moon_choice);
}

/* South's pass by keys: three cards chosen with the arrows and Enter, Tab to Pass, Enter. */
static void pass_by_keys(void)
{
    for (int i = 0; i < 3; i++) {
        key(SDLK_RIGHT);
        key(SDLK_RETURN);
    }
    for (int i = 0; i < 30 && focused() && focused()->id != BTN_PASS; i++) {
        key(SDLK_TAB);
    }
    CHECK_MSG(focused() && focused()->id == BTN_PASS, "Tab does not reach Pass");
    key(SDLK_RETURN);
}

/* The speech keys on the table, once a game: each says something at once. */
static void try_speech_keys(void)
{
    static const SDL_Keycode keys[] = {SDLK_y, SDLK_t, SDLK_w, SDLK_n, SDLK_k, SDLK_x};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        int from = speech_recorded_count(sp());
        key(keys[i]);
        speech_kind_t k = SPEECH_NOW;
        const char *t = said(from, &k);
        CHECK_MSG(t && k == SPEECH_NOW, "speech key %d said nothing", (int)i);
    }
    int from = speech_recorded_count(sp());
    key(SDLK_y);
    CHECK_MSG(find(from, SPEECH_NOW, german ? "Kreuz:" : "Clubs:") >= 0 ||
                  find(from, SPEECH_NOW, german ? "Karo:" : "Diamonds:") >= 0,
              "Y does not read the hand by suit");
    /* F3: the last words again */
    const char *last = said(speech_recorded_count(sp()) - 1, NULL);
    char copy[600];
    snprintf(copy, sizeof copy, "%s", last ? last : "");
    key(SDLK_F3);
    const char *again = said(speech_recorded_count(sp()) - 1, NULL);
    CHECK_MSG(again && strcmp(again, copy) == 0, "F3 does not say the last words again");
    /* C with no claim offered: why not, on the table and said, as U says why it takes nothing back */
    if (!table_claim_offered(home.table)) {
        const char *why = play_is_south_turn(play()) ? _("No claim yet: the rest of the hand is not certain.")
                                                     : _("No claim now: you can claim only on your turn.");
        from = speech_recorded_count(sp());
        key(SDLK_c);
        CHECK_MSG(strcmp(play()->msg.toast, why) == 0, "C refused says '%s'", play()->msg.toast);
        CHECK_MSG(find(from, SPEECH_NOW, why) >= 0, "C refused is not said");
    }
}

/* One step of the game by keys: pass, play, the moon's question, the summary. Whether it moved. */
static bool step_by_keys(bool *tried)
{
    if (c_summary()) {
        frames(40); /* Enter waits a moment there (SCENE_KEYS_WAIT_MS) */
        key(SDLK_RETURN);
        return true;
    }
    if (!run_until(c_table_ready, 3000)) {
        return c_summary() || c_result();
    }
    play_t *p = play();
    if (p->in.moon_choice) {
        key(SDLK_a);
    } else if (play_pass_mode(p)) {
        pass_by_keys();
    } else {
        if (!*tried && p->shown.passes_done) {
            try_speech_keys();
            *tried = true;
        }
        key(SDLK_RIGHT); /* the focus to a card that may be played */
        key(SDLK_RETURN);
    }
    return true;
}

/* The cards a claim's line lays down ("Left claims the rest. The rest of the hand is certain: ...
 * Left: the rest: 2 tricks, 1 point. Left: Diamonds: jack, queen. You: ..."), counted by its lists: a
 * suit's heading and each comma after it (but the rest's); -1 when t is not a claim's line. */
static int claimed_cards(const char *t)
{
    const char *fixed = _("The rest of the hand is certain: the cards are laid down.");
    const char *p = strstr(t, fixed);
    if (!p) {
        return -1;
    }
    p += strlen(fixed);
    int n = 0;
    for (const char *q = p; (q = strstr(q, ", ")) != NULL; q += 2) {
        n++;
    }
    /* each seat's "the rest: 2 tricks, 1 point" has a comma of its own */
    char rest[80];
    snprintf(rest, sizeof rest, "%s", _("the rest: %s, %s"));
    char *open = strstr(rest, "%s");
    if (open) {
        *open = '\0';
    }
    for (const char *q = p; (q = strstr(q, rest)) != NULL; q += strlen(rest)) {
        n--;
    }
    static const char *const suits[SUIT_COUNT] = {"Clubs: %s.", "Diamonds: %s.", "Spades: %s.", "Hearts: %s."};
    for (int s = 0; s < SUIT_COUNT; s++) {
        char head[80];
        snprintf(head, sizeof head, "%s", _(suits[s]));
        char *cut = strstr(head, "%s");
        if (cut) {
            *cut = '\0';
        }
        for (const char *q = p; (q = strstr(q, head)) != NULL; q += strlen(head)) {
            n++;
        }
    }
    return n;
}

/* Every card played is said once a hand, by the seat that played it, or laid down by a claim and said
 * in the claim's line; each trick's taker too, but the tricks a claim ended (the one it interrupted
 * among them). */
static void check_game_words(int from, int hands, int players)
{
    int plays = 0, tricks = 0, deals = 0;
    for (int i = from; i < speech_recorded_count(sp()); i++) {
        speech_kind_t k = SPEECH_NOW;
        const char *t = said(i, &k);
        if (k != SPEECH_QUEUE) {
            continue;
        }
        int laid = claimed_cards(t);
        if (laid > 0) {
            plays += laid;
            tricks += (laid + players - 1) / players;
            continue;
        }
        char w[600];
        for (int s = 0; s < players; s++) {
            for (card_t c = 0; c < 52; c++) {
                game_event_t ev = {.type = EV_PLAY, .seat = s, .card = c};
                plays += strcmp(t, announce_event_words(&ev, players, w, sizeof w)) == 0;
            }
            for (int pts = 0; pts <= 26; pts++) {
                game_event_t ev = {.type = EV_TRICK, .winner = s, .points = pts};
                tricks += strcmp(t, announce_event_words(&ev, players, w, sizeof w)) == 0;
            }
        }
        for (int d = 0; d < PASS_DIR_COUNT; d++) {
            game_event_t ev = {.type = EV_DEAL, .hand = deals + 1, .pass_dir = (pass_dir_t)d};
            deals += strcmp(t, announce_event_words(&ev, players, w, sizeof w)) == 0;
        }
    }
    CHECK_EQ_INT(deals, hands);
    CHECK_EQ_INT(plays, rules_hand_size(players) * players * hands);
    CHECK_EQ_INT(tricks, rules_hand_size(players) * hands);
}

/* A whole game by keys alone, speech on, at the fastest speed: title, New game, Deal, every pass and
 * card by the arrows and Enter, every summary, to the result. */
static void test_game_by_keys(void)
{
    CHECK(run_until(c_title, 100));
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    CHECK(rules_set_option(&r, "target=40", NULL, 0));
    CHECK(rules_set_option(&r, "clock_seconds=302", NULL, 0));
    home.rules = r;
    app.speed = 6;
    int from = speech_recorded_count(sp());
    key(SDLK_n);
    frames(3);
    key(SDLK_RETURN); /* Deal the cards: New game's default */
    frames(3);
    CHECK_MSG(strcmp(top_name(), "play") == 0, "keys N, Enter did not deal: %s", top_name());
    bool tried = false;
    for (int guard = 0; guard < 2000 && !c_result(); guard++) {
        if (!step_by_keys(&tried)) {
            break;
        }
    }
    CHECK_MSG(c_result(), "the game by keys did not reach the result (%s)", top_name());
    frames(5);
    int hands = game_hand_number(table_game(home.table));
    const game_event_t *end = table_end(home.table);
    if (end && end->reason == END_CLOCK) {
        hands--; /* the hand cut short by the clock is not whole */
    } else {
        check_game_words(from, hands, 4);
    }
    char deal1[200];
    snprintf(deal1, sizeof deal1, _("Hand %s. Pass three cards to the left."), "1");
    int d = find(from, SPEECH_QUEUE, deal1);
    CHECK_MSG(d >= 0, "the first deal unsaid ('%s')", deal1);
    CHECK_MSG(find(d, SPEECH_QUEUE, _("The cards are exchanged.")) > d, "the exchange unsaid");
    CHECK_MSG(find(from, SPEECH_QUEUE, _("5 minutes left.")) >= 0, "5:00 left unsaid");
    char standings[80];
    snprintf(standings, sizeof standings, _("Standings score: %s."), "");
    standings[strlen(standings) - 1] = '\0'; /* up to the number */
    CHECK_MSG(find(from, SPEECH_QUEUE, standings) >= 0, "the result's standings unsaid");
    if (test_checks_failed > 0 || getenv("HEARTS_SPEECH_DUMP")) {
        dump(0);
    }
}

/* The words of 3 and 5 seats name the game's seats: Far left and Far right at five, no Across at
 * three or five; scores list every seat in order. */
static void test_event_words_by_seats(void)
{
    struct {
        int players;
        game_event_t ev;
        const char *en;
    } cases[] = {
        {5, {.type = EV_DEAL, .hand = 3, .pass_dir = PASS_FAR_LEFT}, "Hand 3. Pass three cards to the far left."},
        {5, {.type = EV_DEAL, .hand = 4, .pass_dir = PASS_FAR_RIGHT}, "Hand 4. Pass three cards to the far right."},
        {5, {.type = EV_PLAY, .seat = 2, .card = CARD_QS}, "Far left: queen of spades."},
        {5, {.type = EV_PLAY, .seat = 3, .card = CARD_QS}, "Far right: queen of spades."},
        {5, {.type = EV_PLAY, .seat = 4, .card = CARD_QS}, "Right: queen of spades."},
        {3, {.type = EV_PLAY, .seat = 2, .card = CARD_QS}, "Right: queen of spades."},
        {5, {.type = EV_TRICK, .winner = 3, .points = 1}, "Far right takes the trick: 1 point."},
        {3, {.type = EV_TRICK, .winner = 2, .points = 0}, "Right takes the trick: 0 points."},
        {5,
         {.type = EV_PASS, .seat = SEAT_S, .to = 2, .cards = {CARD_2C, CARD_QS, CARD_JD}},
         "You pass two of clubs, queen of spades, jack of diamonds to the far left."},
        {5,
         {.type = EV_PASS, .seat = 3, .to = SEAT_S, .cards = {CARD_2C, CARD_QS, CARD_JD}},
         "Far right passes you two of clubs, queen of spades, jack of diamonds."},
        {3,
         {.type = EV_PASS, .seat = 2, .to = SEAT_S, .cards = {CARD_2C, CARD_QS, CARD_JD}},
         "Right passes you two of clubs, queen of spades, jack of diamonds."},
        {5,
         {.type = EV_HAND, .score = {.moon = 2, .sun = -1, .score = {26, 26, 0, 26, 26}, .totals = {1, 2, 3, 4, 5}}},
         "Far left shot the moon! This hand: you +26, left +26, far left 0, far right +26, right +26. Totals: you 1, "
         "left 2, far left 3, far right 4, right 5."},
        {3,
         {.type = EV_HAND, .score = {.moon = -1, .sun = -1, .score = {4, 0, 22}, .totals = {14, 10, 32}}},
         "This hand: you +4, left 0, right +22. Totals: you 14, left 10, right 32."},
        {5,
         {.type = EV_END, .reason = END_TARGET, .winners = 1u << 3, .end_totals = {50, 60, 70, 40, 101}},
         "Far right wins. Totals: you 50, left 60, far left 70, far right 40, right 101."},
        {3,
         {.type = EV_END, .reason = END_TARGET, .winners = 1u << 2, .end_totals = {50, 101, 40}},
         "Right wins. Totals: you 50, left 101, right 40."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[600];
        announce_event_words(&cases[i].ev, cases[i].players, buf, sizeof buf);
        CHECK_MSG(buf[0] != '\0', "case %d says nothing", (int)i);
        if (!german) {
            CHECK_MSG(strcmp(buf, cases[i].en) == 0, "case %d says '%s', not '%s'", (int)i, buf, cases[i].en);
        } else {
            CHECK_MSG(!strstr(buf, "gegenüber"), "case %d names Across: '%s'", (int)i, buf);
        }
    }
}

/* Whether an utterance from `from` on contains this text, whatever its kind. */
static bool heard(int from, const char *text)
{
    return find(from, SPEECH_QUEUE, text) >= 0 || find(from, SPEECH_NOW, text) >= 0;
}

/* The speech keys on the table in a game of `players` seats, once South has passed (and the
 * exchange is shown) or on a hold hand: the table, the turn, the scores, the exchange. */
static void seats_keys(int players, int from)
{
    static const SDL_Keycode keys[] = {SDLK_t, SDLK_w, SDLK_n, SDLK_x, SDLK_y};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        int before = speech_recorded_count(sp());
        key(keys[i]);
        CHECK_MSG(said(before, NULL), "speech key %d said nothing at %d seats", (int)i, players);
    }
    char scores[200];
    snprintf(scores, sizeof scores, "%s",
             players == 5   ? _("Totals: you %s, left %s, far left %s, far right %s, right %s.")
             : players == 3 ? _("Totals: you %s, left %s, right %s.")
                            : _("Totals: you %s, left %s, across %s, right %s."));
    *strstr(scores, " %s") = '\0'; /* "Totals: you" */
    CHECK_MSG(heard(from, scores), "N does not list the scores at %d seats", players);
}

/* Three hands of a game of `players` seats, the computer playing South, speech on: every card and
 * trick said by the seat that played or took it, the passes of each hand, no seat the game has not. */
static void seats_game(int players)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    r.players = players;
    r.target = 1000;
    app.speed = 6;
    int from = speech_recorded_count(sp());
    CHECK(start_game(&r, 29u + (uint64_t)players));
    for (int hand = 1; hand <= 3; hand++) {
        CHECK_MSG(run_until(c_table_ready, 3000), "hand %d of %d seats: the table is not ready", hand, players);
        if (hand == 1 && !german) { /* Y: the whole hand by suit, 17 cards at three seats */
            int before = speech_recorded_count(sp());
            key(SDLK_y);
            const char *t = said(before, NULL);
            int ranks = 0;
            for (const char *c = t ? t : ""; *c; c++) {
                ranks += (c[0] == ',' || c[0] == ':') && c[1] == ' ';
            }
            CHECK_MSG(ranks == rules_hand_size(players), "Y reads %d cards at %d seats: '%s'", ranks, players,
                      t ? t : "");
        }
        if (hand == 3 && play_pass_mode(play())) {
            pass_by_keys();
        }
        if (hand == 3) {
            CHECK_MSG(run_until(c_table_ready, 3000) && play()->shown.passes_done, "hand 3: no turn");
            seats_keys(players, from);
        }
        CHECK_MSG(autoplay_to_summary(), "hand %d of %d seats: no summary", hand, players);
        if (hand < 3) {
            frames(40);
            key(SDLK_RETURN);
        }
    }
    check_game_words(from, 3, players);
    char line[200];
    snprintf(line, sizeof line,
             players == 5 ? _("Hand %s. Pass three cards to the far left.") : _("Hand %s. No pass: keep your cards."),
             "3");
    CHECK_MSG(heard(from, line), "'%s' unsaid at %d seats", line, players);
    if (players == 5) {
        CHECK_MSG(heard(from, german ? "Weit links: " : "Far left: "), "no card of Far left said");
        CHECK_MSG(heard(from, german ? "Weit rechts: " : "Far right: "), "no card of Far right said");
        const char *pass = _("You pass %s to the far left.");
        snprintf(line, sizeof line, "%s", strstr(pass, "%s") + 2); /* after the cards: " to the far left." */
        CHECK_MSG(heard(from, line), "South's pass to the far left unsaid ('%s')", line);
    }
    for (int i = from; i < speech_recorded_count(sp()); i++) {
        const char *t = said(i, NULL);
        CHECK_MSG(!strstr(t, german ? "egenüber" : "cross"), "%d seats say Across: '%s'", players, t);
        CHECK_MSG(players == 5 || !strstr(t, german ? "Weit " : "ar left"), "%d seats say Far left: '%s'", players, t);
    }
    if (test_checks_failed > 0 || getenv("HEARTS_SPEECH_DUMP")) {
    }
}

static void test_three_seats(void)
{
    seats_game(3);
}

static void test_five_seats(void)
{
    seats_game(5);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    const char *lang = getenv("HEARTS_TEST_LANGUAGE");
    german = lang && strcmp(lang, "de") == 0;
    if (!driver_init("speech", 1280, 720)) {
        return 1;
    }
    speech_use_recorder(app.speech);
    CHECK_MSG(speech_set_on(app.speech, true, "en"), "the recorder does not take speech on");
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    speech_kind_t k = SPEECH_NOW;
    const char *first = said(0, &k);
    CHECK_MSG(first && k == SPEECH_NOW && strstr(first, "F2"), "the title does not say F2 first: '%s'",
              first ? first : "(nothing)");
    RUN(test_every_event_kind);
    RUN(test_hint_cards_in_words);
    RUN(test_focus_is_said_now);
    RUN(test_game_by_keys);
    RUN(test_event_words_by_seats);
    RUN(test_three_seats);
    RUN(test_five_seats);
    driver_finish();
    return test_finish();
}
