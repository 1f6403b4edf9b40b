/* The game log: each line exactly as docs/game-log.md writes it; logs read back and replayed into the
 * engine; tampered logs refused at the first line that does not fit. */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "hearts/ai.h"
#include "hearts/gamelog.h"
#include "test_util.h"

static char *write_event(const rules_t *r, const game_event_t *ev)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gamelog_write_event(f, r, ev);
    fclose(f);
    return buf;
}

static char *json_string(const char *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gamelog_write_json_string(f, s);
    fclose(f);
    return buf;
}

/* The one JSON string writer (cJSON's escaping) writes the bytes the log has always had: quote and
 * backslash escaped, newline, return and tab by name, other control bytes as \u00XX, UTF-8 as it is;
 * a string longer than its buffer on the stack as well. */
static void test_json_strings(void)
{
    char *got = json_string("bot:\"q\" \\ \n\r\t\x01\x1f caf\xc3\xa9");
    CHECK_EQ_STR(got, "\"bot:\\\"q\\\" \\\\ \\n\\r\\t\\u0001\\u001f caf\xc3\xa9\"");
    free(got);
    char longname[600];
    memset(longname, 'x', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    longname[300] = '"';
    got = json_string(longname);
    CHECK(got && strlen(got) == sizeof longname - 1 + 3 && got[301] == '\\' && got[302] == '"');
    free(got);
}

static void test_line_formats(void)
{
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const char *players[4] = {"human", "ai:normal", "ai:normal", "bot:my \"bot\""};
    gamelog_write_game(f, &r, 42, players);
    fclose(f);
    CHECK_EQ_STR(
        buf, "{\"event\":\"game\",\"version\":1,\"seed\":42,\"rules\":{\"preset\":\"tournament\",\"target\":50,"
             "\"clock_seconds\":600,\"moon\":\"add\",\"jack_of_diamonds\":0,\"sun\":false,"
             "\"queen_breaks_hearts\":false,\"first_trick_points\":false,\"standings\":true,\"moon_needs_jack\":false},"
             "\"players\":{\"S\":\"human\",\"W\":\"ai:normal\",\"N\":\"ai:normal\",\"E\":\"bot:my "
             "\\\"bot\\\"\"}}\n");
    free(buf);

    game_event_t ev;
    memset(&ev, 0, sizeof ev);
    ev.type = EV_PASS;
    ev.hand = 1;
    ev.seat = SEAT_S;
    ev.to = SEAT_W;
    ev.cards[0] = CARD_QS;
    ev.cards[1] = card_from("AS");
    ev.cards[2] = card_from("KH");
    buf = write_event(&r, &ev);
    CHECK_EQ_STR(buf, "{\"event\":\"pass\",\"hand\":1,\"seat\":\"S\",\"to\":\"W\",\"cards\":[\"QS\",\"AS\",\"KH\"]}\n");
    free(buf);

    ev.type = EV_PLAY;
    ev.trick = 1;
    ev.seat = SEAT_N;
    ev.card = CARD_2C;
    ev.clock_ms = 583400;
    buf = write_event(&r, &ev);
    CHECK_EQ_STR(buf, "{\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"N\",\"card\":\"2C\",\"clock\":583.4}\n");
    free(buf);
    ev.clock_ms = 600000;
    buf = write_event(&r, &ev);
    CHECK(strstr(buf, "\"clock\":600}") != NULL);
    free(buf);
    ev.clock_ms = 1005;
    buf = write_event(&r, &ev);
    CHECK(strstr(buf, "\"clock\":1.005}") != NULL);
    free(buf);

    ev.type = EV_TRICK;
    ev.winner = SEAT_W;
    ev.cards[0] = CARD_2C;
    ev.cards[1] = card_from("9C");
    ev.cards[2] = card_from("KC");
    ev.cards[3] = card_from("AC");
    ev.points = 0;
    buf = write_event(&r, &ev);
    CHECK_EQ_STR(buf, "{\"event\":\"trick\",\"hand\":1,\"trick\":1,\"winner\":\"W\",\"cards\":[\"2C\",\"9C\",\"KC\","
                      "\"AC\"],\"points\":0}\n");
    free(buf);

    ev.type = EV_HAND;
    int taken[4] = {0, 13, 4, 9};
    memcpy(ev.score.taken, taken, sizeof taken);
    memcpy(ev.score.score, taken, sizeof taken);
    memcpy(ev.score.totals, taken, sizeof taken);
    ev.score.moon = -1;
    ev.score.sun = -1;
    buf = write_event(&r, &ev);
    CHECK_EQ_STR(buf, "{\"event\":\"hand\",\"hand\":1,\"taken\":{\"S\":0,\"W\":13,\"N\":4,\"E\":9},\"moon\":null,"
                      "\"sun\":null,\"score\":{\"S\":0,\"W\":13,\"N\":4,\"E\":9},\"totals\":{\"S\":0,\"W\":13,\"N\":4,"
                      "\"E\":9}}\n");
    free(buf);
    ev.score.moon = SEAT_E;
    ev.score.moon_choice = MOON_CHOICE_SUBTRACT;
    buf = write_event(&r, &ev);
    CHECK(strstr(buf, "\"moon\":\"E\",\"moon_choice\":\"subtract\",\"sun\":null") != NULL);
    free(buf);

    ev.type = EV_END;
    ev.reason = END_TARGET;
    ev.hands = 5;
    int totals[4] = {25, 32, 41, 58};
    memcpy(ev.end_totals, totals, sizeof totals);
    ev.winners = 1u << SEAT_S;
    ev.seconds_left = 130;
    ev.has_standings = true;
    ev.standings = standings_completed(totals, 4, 130);
    buf = write_event(&r, &ev);
    CHECK_EQ_STR(buf, "{\"event\":\"end\",\"reason\":\"target\",\"hands\":5,\"totals\":{\"S\":25,\"W\":32,\"N\":41,"
                      "\"E\":58},\"winners\":[\"S\"],\"seconds_left\":130,\"standings\":{\"score_bonus\":1125,"
                      "\"time_bonus\":130,\"win_bonus\":393,\"total\":1648}}\n");
    free(buf);
    ev.reason = END_CLOCK;
    ev.seconds_left = 0;
    ev.standings = standings_timeout(7, 6, 42);
    buf = write_event(&r, &ev);
    CHECK(strstr(buf, "\"reason\":\"clock\"") && strstr(buf, "\"seconds_left\":0,\"standings\":{\"total\":148}}"));
    free(buf);

    /* Without a clock or standings, those keys are absent. */
    rules_preset(&r, PRESET_CLASSIC);
    ev.has_standings = false;
    ev.reason = END_TARGET;
    ev.seconds_left = -1;
    buf = write_event(&r, &ev);
    CHECK(!strstr(buf, "seconds_left") && !strstr(buf, "standings"));
    free(buf);
    ev.type = EV_PLAY;
    ev.clock_ms = -1;
    buf = write_event(&r, &ev);
    CHECK(!strstr(buf, "clock"));
    free(buf);
}

/* Plays a game with AI players into a log; quit_at >= 0 quits after that many decisions. Four seats
 * are easy, normal, random, normal; three or five all random. */
static char *play_logged(const rules_t *r, uint64_t seed, long quit_at, int64_t move_ms, size_t *len, game_t **out)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    const char *names[SEAT_MAX] = {"ai:easy", "ai:normal", "ai:random", "ai:normal"};
    ai_level_t levels[SEAT_MAX] = {AI_EASY, AI_NORMAL, AI_RANDOM, AI_NORMAL};
    if (r->players != 4) {
        for (int s = 0; s < SEAT_MAX; s++) {
            names[s] = "ai:random";
            levels[s] = AI_RANDOM;
        }
    }
    game_t *g = game_new(r, seed);
    gamelog_write_game(f, r, seed, names);
    rng_t rng;
    rng_seed(&rng, seed, 3);
    seat_view_t v;
    game_event_t ev;
    for (long k = 0;; k++) {
        while (game_next_event(g, &ev)) {
            gamelog_write_event(f, r, &ev);
        }
        if (game_phase(g) == PHASE_OVER) {
            break;
        }
        if (k == quit_at) {
            game_quit(g);
            continue;
        }
        switch (game_phase(g)) {
        case PHASE_PASS:
            for (int s = 0; s < game_players(g); s++) {
                if (!game_has_passed(g, s)) {
                    card_t c[3];
                    game_seat_view(g, s, &v);
                    ai_choose_pass(levels[s], &v, &rng, c);
                    if (!game_advance_clock(g, move_ms)) {
                        CHECK_EQ_INT(game_pass(g, s, c), HEARTS_OK);
                    }
                    break;
                }
            }
            break;
        case PHASE_PLAY: {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            card_t c = ai_choose_play(levels[s], &v, &rng);
            if (!game_advance_clock(g, move_ms)) {
                CHECK_EQ_INT(game_play(g, s, c), HEARTS_OK);
            }
            break;
        }
        case PHASE_MOON_CHOICE:
            CHECK_EQ_INT(game_choose_moon(g, game_turn(g), (k & 1) ? MOON_CHOICE_ADD : MOON_CHOICE_SUBTRACT),
                         HEARTS_OK);
            break;
        default:
            CHECK_EQ_INT(game_next_hand(g), HEARTS_OK);
            break;
        }
    }
    fclose(f);
    *out = g;
    return buf;
}

/* Feeds every line of `text` to a new reader; returns the reader, or NULL (with the message). */
static gamelog_reader_t *replay(const char *text, char *err, size_t errlen, int *bad_line)
{
    gamelog_reader_t *r = gamelog_reader_new();
    char *copy = strdup(text);
    int n = 0;
    *bad_line = 0;
    for (char *save = NULL, *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        n++;
        if (!gamelog_reader_line(r, line, err, errlen)) {
            *bad_line = n;
            free(copy);
            gamelog_reader_free(r);
            return NULL;
        }
    }
    free(copy);
    return r;
}

static void same_state(game_t *a, game_t *b)
{
    CHECK_EQ_INT(game_phase(a), game_phase(b));
    CHECK_EQ_INT(game_hand_number(a), game_hand_number(b));
    CHECK_EQ_INT(game_clock_ms(a), game_clock_ms(b));
    CHECK_EQ_INT(game_end_reason(a), game_end_reason(b));
    int ta[SEAT_MAX], tb[SEAT_MAX];
    game_totals(a, ta);
    game_totals(b, tb);
    CHECK_EQ_INT(game_players(a), game_players(b));
    for (int s = 0; s < game_players(a); s++) {
        CHECK(game_hand(a, s) == game_hand(b, s));
        CHECK_EQ_INT(ta[s], tb[s]);
    }
}

/* Three and five seats: the log names exactly the game's seats, carries players only when not 4, and
 * replays; the reader refuses a seat of another count and a deal of the wrong size. */
static void test_three_and_five(void)
{
    static const char *const presets[] = {"tournament", "classic", "omnibus"};
    for (int n = 3; n <= 5; n++) {
        for (uint64_t seed = 1; seed <= 12; seed++) {
            rules_t r;
            char err[256];
            rules_preset(&r, (preset_t)(seed % 3));
            snprintf(err, sizeof err, "players=%d", n);
            CHECK(rules_set_option(&r, err, err, sizeof err));
            r.sun = seed % 2;
            size_t len;
            game_t *orig;
            char *text = play_logged(&r, seed * 31, seed == 5 ? 40 : -1, 1500, &len, &orig);
            char want[64];
            snprintf(want, sizeof want, "\"players\":%d}", n);
            CHECK_MSG((strstr(text, want) != NULL) == (n != 4), "%d seats, %s: %.300s", n, presets[seed % 3], text);
            CHECK((strstr(text, "\"NW\":") != NULL) == (n == 5));
            CHECK((strstr(text, "\"N\":") != NULL) == (n == 4));
            CHECK(n != 5 || !strstr(text, "\"across\""));
            int bad;
            gamelog_reader_t *rd = replay(text, err, sizeof err, &bad);
            CHECK_MSG(rd != NULL, "%d seats seed %llu: line %d refused: %s", n, (unsigned long long)seed, bad, err);
            if (rd) {
                CHECK(gamelog_reader_ended(rd));
                CHECK_EQ_STR(gamelog_reader_player(rd, n - 1), n == 4 ? "ai:normal" : "ai:random");
                CHECK_EQ_STR(gamelog_reader_player(rd, n), "");
                same_state(gamelog_reader_game(rd), orig);
                gamelog_reader_free(rd);
            }
            if (n == 5) {
                /* The far-left seat renamed N: refused at the game line. */
                char *t2 = strdup(text);
                char *at = strstr(t2, "\"NW\":");
                memcpy(at, "\"N\" :", 5);
                CHECK(replay(t2, err, sizeof err, &bad) == NULL && bad == 1);
                free(t2);
            }
            if (n == 3) {
                /* The rules said four: the deal of 17 cards a seat is not what the seed deals. */
                char *t2 = strdup(text);
                char *at = strstr(t2, ",\"players\":3}");
                memmove(at, at + 12, strlen(at + 12) + 1);
                CHECK(replay(t2, err, sizeof err, &bad) == NULL && bad <= 2);
                free(t2);
            }
            game_free(orig);
            free(text);
        }
    }
}

static void test_round_trip(void)
{
    /* Every preset, moons asked, the clock running out, a quit: each log replays to the same game. */
    struct {
        preset_t preset;
        const char *rule;
        long quit_at;
        int64_t move_ms;
    } cases[] = {
        {PRESET_TOURNAMENT, NULL, -1, 1500},   {PRESET_TOURNAMENT, NULL, -1, 4000},
        {PRESET_CLASSIC, "sun=on", -1, 0},     {PRESET_OMNIBUS, NULL, -1, 0},
        {PRESET_OMNIBUS, "target=300", -1, 0}, {PRESET_TOURNAMENT, NULL, 150, 1500},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (uint64_t seed = 1; seed <= 30; seed++) {
            rules_t r;
            char err[256];
            rules_preset(&r, cases[i].preset);
            if (cases[i].rule) {
                rules_set_option(&r, cases[i].rule, err, sizeof err);
            }
            size_t len;
            game_t *orig;
            char *text = play_logged(&r, seed * 7919, cases[i].quit_at, cases[i].move_ms, &len, &orig);
            int bad;
            gamelog_reader_t *rd = replay(text, err, sizeof err, &bad);
            CHECK_MSG(rd != NULL, "case %zu seed %llu: line %d refused: %s", i, (unsigned long long)seed, bad, err);
            if (rd) {
                CHECK(gamelog_reader_ended(rd));
                CHECK_EQ_STR(gamelog_reader_player(rd, SEAT_W), "ai:normal");
                same_state(gamelog_reader_game(rd), orig);
                gamelog_reader_free(rd);
            }
            game_free(orig);
            free(text);
        }
    }
}

static void test_prefix_resumes(void)
{
    /* The log up to some trick replays to a game in the middle of a hand; the rest of the original log
     * then goes on from it line by line, every decision accepted, to the original's final state. */
    rules_t r;
    rules_preset(&r, PRESET_TOURNAMENT);
    size_t len;
    game_t *orig;
    char *text = play_logged(&r, 2026, -1, 1500, &len, &orig);
    char *cut = text;
    for (int n = 0; n < 30 && cut; n++) {
        cut = strstr(cut + 1, "\"event\":\"trick\"");
    }
    CHECK(cut != NULL);
    if (!cut) {
        game_free(orig);
        free(text);
        return;
    }
    char *rest = strchr(cut, '\n') + 1;
    char *prefix = strndup(text, (size_t)(rest - text));
    char err[256];
    int bad;
    gamelog_reader_t *rd = replay(prefix, err, sizeof err, &bad);
    CHECK_MSG(rd != NULL, "prefix refused at line %d: %s", bad, err);
    if (rd) {
        game_t *g = gamelog_reader_game(rd);
        CHECK(!gamelog_reader_ended(rd));
        CHECK(game_phase(g) == PHASE_PLAY || game_phase(g) == PHASE_HAND_OVER);
        CHECK(game_clock_ms(g) > 0 && game_clock_ms(g) < 600000);
        int n = 0;
        for (char *save = NULL, *line = strtok_r(rest, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
            n++;
            if (!CHECK_MSG(gamelog_reader_line(rd, line, err, sizeof err), "line %d after the cut: %s", n, err)) {
                break;
            }
        }
        CHECK(n > 10);
        CHECK(gamelog_reader_ended(rd));
        same_state(gamelog_reader_game(rd), orig);
        gamelog_reader_free(rd);
    }
    game_free(orig);
    free(prefix);
    free(text);
}

/* Replaces the first occurrence of `from` after the `skip`-th line with `to`. */
static char *tamper(const char *text, int skip_lines, const char *from, const char *to)
{
    const char *start = text;
    for (int i = 0; i < skip_lines && start; i++) {
        start = strchr(start, '\n');
        start = start ? start + 1 : NULL;
    }
    const char *at = start ? strstr(start, from) : NULL;
    if (!at) {
        return NULL;
    }
    size_t n = strlen(text) + strlen(to) + 1;
    char *out = malloc(n);
    size_t pre = (size_t)(at - text);
    memcpy(out, text, pre);
    strcpy(out + pre, to);
    strcat(out, at + strlen(from));
    return out;
}

static void test_tampered_logs_refused(void)
{
    rules_t r;
    rules_preset(&r, PRESET_CLASSIC);
    size_t len;
    game_t *orig;
    char *text = play_logged(&r, 77, -1, 0, &len, &orig);
    game_free(orig);
    static const struct {
        const char *from, *to, *why;
    } cases[] = {
        {"\"seed\":77", "\"seed\":78", "cards are not what this seed deals"},
        {"\"winner\":\"", "\"winner\":\"X", "out of place or incomplete"},
        {"\"points\":0", "\"points\":5", "is not what the plays make it"},
        {"\"pass\":\"left\"", "\"pass\":\"right\"", "passes left"},
        {"\"event\":\"play\",\"hand\":1,\"trick\":1,\"seat\":\"",
         "\"event\":\"play\",\"hand\":1,\"trick\":2,\"seat\":\"", "out of place"},
        {"\"totals\":{\"S\":", "\"totals\":{\"S\":1", "score is not"},
        {"\"event\":\"deal\"", "\"event\":\"shuffle\"", "unknown event"},
        {"{\"event\":\"trick\"", "[\"event\",\"trick\"", "not a JSON object"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad_text = tamper(text, 0, cases[i].from, cases[i].to);
        CHECK_MSG(bad_text != NULL, "case %zu: pattern not found", i);
        if (!bad_text) {
            continue;
        }
        char err[256] = "";
        int bad;
        gamelog_reader_t *rd = replay(bad_text, err, sizeof err, &bad);
        CHECK_MSG(rd == NULL, "case %zu: a tampered log was accepted", i);
        CHECK_MSG(strstr(err, cases[i].why) != NULL, "case %zu: message '%s' lacks '%s'", i, err, cases[i].why);
        gamelog_reader_free(rd);
        free(bad_text);
    }
    /* A play of a card the seat does not hold, or out of turn: the engine refuses it. */
    char *p = strstr(text, "\"event\":\"play\",\"hand\":1,\"trick\":2,");
    CHECK(p != NULL);
    if (p) {
        char *card = strstr(p, "\"card\":\"") + 8;
        char saved = card[1];
        card[1] = card[1] == 'H' ? 'C' : 'H';
        char err[256] = "";
        int bad;
        gamelog_reader_t *rd = replay(text, err, sizeof err, &bad);
        CHECK_MSG(rd == NULL && strstr(err, "refused"), "changed card: %s", err);
        gamelog_reader_free(rd);
        card[1] = saved;
    }
    /* Lines after the end, and a second game line, are refused. */
    char *twice = malloc(2 * len + 1);
    memcpy(twice, text, len);
    memcpy(twice + len, text, len);
    twice[2 * len] = '\0';
    char err[256] = "";
    int bad;
    CHECK(replay(twice, err, sizeof err, &bad) == NULL);
    CHECK(strstr(err, "after the end") != NULL);
    free(twice);
    free(text);
}

/* ---- The rules object, from the table of options ---- */

/* Not inlined: GCC's -O3 otherwise takes what the line points to for the local that open_memstream was
 * given (-Wdangling-pointer, a false alarm in a Release build). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static char *
game_line(const rules_t *r)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const char *players[SEAT_MAX] = {"human", "ai:normal", "ai:normal", "ai:normal", "ai:normal"};
    gamelog_write_game(f, r, 5, players);
    fclose(f);
    return buf;
}

/* Reads one game line; true with the rules the reader's game was made with. */
static bool read_game_line(const char *line, rules_t *out, char *err, size_t errlen)
{
    gamelog_reader_t *rd = gamelog_reader_new();
    bool ok = gamelog_reader_line(rd, line, err, errlen);
    if (ok) {
        *out = *game_rules(gamelog_reader_game(rd));
    }
    gamelog_reader_free(rd);
    return ok;
}

/* A value of `o` other than v, inside its range. */
static int other_value(const rule_option_t *o, int v)
{
    return v == o->max ? o->min : o->type == RULE_INT ? o->max : v + 1;
}

static void check_same_rules(const rules_t *a, const rules_t *b, const char *what)
{
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    CHECK_MSG(a->preset == b->preset, "%s: preset", what);
    for (size_t i = 0; i < n; i++) {
        CHECK_MSG(rules_option_get(a, &opts[i]) == rules_option_get(b, &opts[i]), "%s: %s %d != %d", what, opts[i].key,
                  rules_option_get(a, &opts[i]), rules_option_get(b, &opts[i]));
    }
}

static void test_rules_object_from_table(void)
{
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (int p = 0; p < PRESET_COUNT; p++) {
        rules_t all;
        rules_preset(&all, (preset_t)p);
        /* Each option alone at a value other than the preset's, then all of them at once. */
        for (size_t i = 0; i <= n; i++) {
            rules_t r;
            rules_preset(&r, (preset_t)p);
            if (i < n) {
                CHECK(rules_option_set(&r, &opts[i], other_value(&opts[i], opts[i].preset_value[p])));
                CHECK(rules_option_set(&all, &opts[i], other_value(&opts[i], opts[i].preset_value[p])));
            } else {
                r = all;
            }
            char *line = game_line(&r);
            /* Every key, in the table's order, after the preset's name. */
            const char *at = strstr(line, "\"rules\":{\"preset\":");
            CHECK(at != NULL);
            for (size_t k = 0; k < n && at; k++) {
                char key[64];
                snprintf(key, sizeof key, ",\"%s\":", opts[k].key);
                const char *next = strstr(at, key);
                CHECK_MSG(next != NULL, "%s missing or out of order in %s", opts[k].key, line);
                at = next;
            }
            rules_t back;
            char err[256] = "", what[64];
            snprintf(what, sizeof what, "preset %d row %zu", p, i);
            CHECK_MSG(read_game_line(line, &back, err, sizeof err), "%s: %s", what, err);
            check_same_rules(&back, &r, what);
            free(line);
        }
    }

    /* `standings` came later: a log without it takes the preset's value; the first options may not
     * be missing; values of the wrong type or out of range are refused. */
    rules_t r, back;
    rules_preset(&r, PRESET_CLASSIC);
    char *line = game_line(&r);
    char err[256];
    static const struct {
        const char *from, *to;
        bool ok;
    } cases[] = {
        {",\"standings\":false", "", true},
        {"\"target\":100,", "", false},
        {"\"moon\":\"auto\",", "", false},
        {"\"sun\":false", "\"sun\":\"off\"", false},
        {"\"moon\":\"auto\"", "\"moon\":\"sometimes\"", false},
        {"\"moon\":\"auto\"", "\"moon\":2", false},
        {"\"target\":100", "\"target\":0", false},
        {"\"target\":100", "\"target\":99.5", false},
        {"\"jack_of_diamonds\":0", "\"jack_of_diamonds\":-27", false},
        {"\"jack_of_diamonds\":0", "\"jack_of_diamonds\":-26", true},
        {"\"preset\":\"classic\"", "\"preset\":\"house\"", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *changed = tamper(line, 0, cases[i].from, cases[i].to);
        CHECK_MSG(changed != NULL, "case %zu: pattern not found", i);
        if (!changed) {
            continue;
        }
        err[0] = '\0';
        bool ok = read_game_line(changed, &back, err, sizeof err);
        CHECK_MSG(ok == cases[i].ok, "case %zu: %s", i, ok ? "accepted" : err);
        if (!ok) {
            CHECK_MSG(strstr(err, "rules are missing or wrong") != NULL, "case %zu: %s", i, err);
        } else if (i == 0) {
            check_same_rules(&back, &r, "standings absent");
        }
        free(changed);
    }
    free(line);
}

static void test_golden_logs_replay(void)
{
    /* Every stored golden game replays (the deals file holds 40 games: one reader each). */
    static const char *const files[] = {
        "tournament-7", "classic-42", "omnibus-sun-1234",        "tournament-clock-99",   "deals-first-hands",
        "three-5",      "five-17",    "deals-three-first-hands", "deals-five-first-hands"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s.jsonl", HEARTS_GOLDEN_DIR, files[i]);
        FILE *f = fopen(path, "r");
        CHECK_MSG(f != NULL, "cannot open %s", path);
        if (!f) {
            continue;
        }
        char *line = NULL;
        size_t cap = 0;
        gamelog_reader_t *rd = NULL;
        int games = 0, n = 0;
        bool ok = true;
        while (ok && getline(&line, &cap, f) > 0) {
            n++;
            if (!rd || gamelog_reader_ended(rd)) {
                games += rd != NULL;
                gamelog_reader_free(rd);
                rd = gamelog_reader_new();
            }
            char err[256];
            ok = CHECK_MSG(gamelog_reader_line(rd, line, err, sizeof err), "%s line %d: %s", files[i], n, err);
        }
        if (rd && gamelog_reader_ended(rd)) {
            games++;
        }
        CHECK(games >= 1);
        gamelog_reader_free(rd);
        free(line);
        fclose(f);
    }
}

static void test_garbage_refused(void)
{
    static const char *const lines[] = {
        "", "{", "null", "[]", "{\"event\":1}", "{\"event\":\"game\"}", "{\"event\":\"play\",\"hand\":1}", "\xff\xfe"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        gamelog_reader_t *rd = gamelog_reader_new();
        char err[256] = "";
        CHECK_MSG(!gamelog_reader_line(rd, lines[i], err, sizeof err), "line %zu accepted", i);
        CHECK(err[0] != '\0');
        CHECK(gamelog_reader_game(rd) == NULL);
        gamelog_reader_free(rd);
    }
}

int main(void)
{
    RUN(test_json_strings);
    RUN(test_line_formats);
    RUN(test_round_trip);
    RUN(test_three_and_five);
    RUN(test_prefix_resumes);
    RUN(test_tampered_logs_refused);
    RUN(test_golden_logs_replay);
    RUN(test_garbage_refused);
    RUN(test_rules_object_from_table);
    return test_finish();
}
