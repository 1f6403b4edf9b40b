#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "store/savegame.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"
#include "hearts/intl.h"
#include "store/kvfile.h"

size_t savegame_header_line(char *buf, size_t len, const save_header_t *h)
{
    int n = snprintf(buf, len, "{\"save\":2,\"level\":\"%s\",\"speed\":%.3f}\n", ai_level_name(h->level), h->speed);
    return n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
}

size_t savegame_state_line(char *buf, size_t len, const save_header_t *h)
{
    /* one stream a seat: "S:I","S:I",... */
    char rng[SEAT_MAX * 40] = "";
    int seats = seat_count_valid(h->seats) ? h->seats : 4;
    for (int i = 0, at = 0; i < seats; i++) {
        at += snprintf(rng + at, sizeof rng - (size_t)at, "%s\"%016" PRIx64 ":%016" PRIx64 "\"", i ? "," : "",
                       h->ai_rng[i].state, h->ai_rng[i].inc);
    }
    /* South's pass chosen so far: ,"south_pass":["QS","2C"] (nothing when none is chosen) */
    char pass[40] = "";
    size_t at = 0;
    for (cardset_t left = h->south_pass; left && at + 8 < sizeof pass;) {
        char c[3];
        card_to_str(cardset_pop(&left), c);
        at += (size_t)snprintf(pass + at, sizeof pass - at, "%s\"%s\"", at ? "," : ",\"south_pass\":[", c);
    }
    if (at) {
        snprintf(pass + at, sizeof pass - at, "]");
    }
    int n = snprintf(buf, len, "{\"state\":1,\"clock_ms\":%" PRId64 ",\"south_moons\":%d,\"rng\":[%s]%s%s}\n",
                     h->clock_ms, h->south_moons, rng, pass, h->practice ? ",\"practice\":true" : "");
    return n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
}

/* A state line's "south_pass" (optional): one to three different cards. */
static bool parse_south_pass(const cJSON *j, cardset_t *out)
{
    *out = 0;
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(j, "south_pass");
    if (!a) {
        return true;
    }
    int n = cJSON_IsArray(a) ? cJSON_GetArraySize(a) : 0;
    if (n < 1 || n > 3) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        const char *s = cJSON_GetStringValue(cJSON_GetArrayItem(a, i));
        card_t c;
        if (!s || strlen(s) != 2 || !card_parse(s, &c) || cardset_has(*out, c)) {
            return false;
        }
        *out |= cardset_of(c);
    }
    return true;
}

static bool parse_rng(const char *s, rng_t *r)
{
    if (!s || strlen(s) != 33 || s[16] != ':') {
        return false;
    }
    for (int i = 0; i < 33; i++) {
        if (i != 16 && !strchr("0123456789abcdef", s[i])) {
            return false;
        }
    }
    char a[17], b[17];
    memcpy(a, s, 16);
    a[16] = '\0';
    memcpy(b, s + 17, 16);
    b[16] = '\0';
    r->state = (uint64_t)strtoull(a, NULL, 16);
    r->inc = (uint64_t)strtoull(b, NULL, 16);
    return (r->inc & 1u) == 1u; /* a PCG increment is odd */
}

static cJSON *parse_object(const char *line, size_t len)
{
    cJSON *j = cJSON_ParseWithLength(line, len);
    if (j && !cJSON_IsObject(j)) {
        cJSON_Delete(j);
        j = NULL;
    }
    return j;
}

/* A state line: true with its values in h. */
static bool parse_state(const cJSON *j, bool state_key, save_header_t *h, char *err, size_t errlen)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "state");
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(j, "clock_ms");
    const cJSON *moons = cJSON_GetObjectItemCaseSensitive(j, "south_moons");
    const cJSON *rng = cJSON_GetObjectItemCaseSensitive(j, "rng");
    save_header_t s = *h;
    if (state_key && (!cJSON_IsNumber(v) || v->valuedouble != 1)) {
        snprintf(err, errlen, "not a state of version 1");
        return false;
    }
    if (!cJSON_IsNumber(clock) || clock->valuedouble < -1 || clock->valuedouble > 1e10 ||
        clock->valuedouble != (double)(int64_t)clock->valuedouble) {
        snprintf(err, errlen, "bad clock_ms");
        return false;
    }
    if (!cJSON_IsNumber(moons) || moons->valuedouble < 0 || moons->valuedouble > 10000) {
        snprintf(err, errlen, "bad south_moons");
        return false;
    }
    /* a stream a seat: the game's 3, 4 or 5 (checked against the game's seats once it is read) */
    if (!cJSON_IsArray(rng) || !seat_count_valid(cJSON_GetArraySize(rng))) {
        snprintf(err, errlen, "bad rng");
        return false;
    }
    s.seats = cJSON_GetArraySize(rng);
    for (int i = 0; i < s.seats; i++) {
        if (!parse_rng(cJSON_GetStringValue(cJSON_GetArrayItem(rng, i)), &s.ai_rng[i])) {
            snprintf(err, errlen, "bad rng");
            return false;
        }
    }
    if (!parse_south_pass(j, &s.south_pass)) {
        snprintf(err, errlen, "bad south_pass");
        return false;
    }
    const cJSON *practice = cJSON_GetObjectItemCaseSensitive(j, "practice");
    if (practice && !cJSON_IsTrue(practice)) {
        snprintf(err, errlen, "bad practice");
        return false;
    }
    s.practice = practice != NULL;
    s.clock_ms = (int64_t)clock->valuedouble;
    s.south_moons = (int)moons->valuedouble;
    *h = s;
    return true;
}

/* The first line. Version 1 (before the save was append-only) held the state too: *state_in_header. */
static bool parse_header(const char *line, size_t len, save_header_t *h, bool *state_in_header, char *err,
                         size_t errlen)
{
    cJSON *j = parse_object(line, len);
    if (!j) {
        snprintf(err, errlen, "the first line is not a JSON object");
        return false;
    }
    bool ok = false;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "save");
    const cJSON *level = cJSON_GetObjectItemCaseSensitive(j, "level");
    const cJSON *speed = cJSON_GetObjectItemCaseSensitive(j, "speed");
    *state_in_header = cJSON_IsNumber(v) && v->valuedouble == 1;
    if (!cJSON_IsNumber(v) || (v->valuedouble != 1 && v->valuedouble != 2)) {
        snprintf(err, errlen, "not a save of version 1 or 2");
    } else if (*state_in_header && !parse_state(j, false, h, err, errlen)) {
        /* err says what */
    } else if (!cJSON_IsString(level) || !ai_level_parse(level->valuestring, &h->level)) {
        snprintf(err, errlen, "bad level");
    } else if (!cJSON_IsNumber(speed) || !(speed->valuedouble >= 0.1 && speed->valuedouble <= 100.0)) {
        snprintf(err, errlen, "bad speed");
    } else {
        h->speed = speed->valuedouble;
        ok = true;
    }
    cJSON_Delete(j);
    return ok;
}

/* One line of buf from p: its length without the newline; *next after it. False at the end. A last
 * line with no newline is torn (the program was stopped while appending it): it is not returned. */
static bool next_line(const char *p, const char *end, size_t *n, const char **next)
{
    if (p >= end) {
        return false;
    }
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) {
        return false;
    }
    *n = (size_t)(e - p);
    *next = e + 1;
    return true;
}

static bool is_state_line(const char *line, size_t n)
{
    static const char key[] = "{\"state\":";
    return n >= sizeof key - 1 && memcmp(line, key, sizeof key - 1) == 0;
}

/* The state the save ends with, into h: the last whole state line of body..end, or (version 1, the
 * whole file written at once) the header's. *state_at: where the game's lines end. */
static bool read_last_state(const char *body, const char *end, bool state_in_header, save_header_t *h,
                            const char **state_at, char *err, size_t errlen)
{
    const char *next, *at = NULL;
    size_t n, at_len = 0;
    for (const char *q = body; next_line(q, end, &n, &next); q = next) {
        if (is_state_line(q, n)) {
            at = q;
            at_len = n;
        }
    }
    if (state_in_header) {
        at = end; /* version 1: its header is the state */
        while (at > body && at[-1] != '\n') {
            at--; /* but never a torn last line */
        }
        *state_at = at;
        return true;
    }
    if (!at) {
        snprintf(err, errlen, "no state line");
        return false;
    }
    *state_at = at;
    cJSON *sj = parse_object(at, at_len);
    if (!sj) {
        snprintf(err, errlen, "the last state line is not a JSON object");
        return false;
    }
    bool ok = parse_state(sj, true, h, err, errlen);
    cJSON_Delete(sj);
    return ok;
}

/* Feeds the game's lines (p..state_at, state lines left out) to the reader, and copies them, each with
 * its newline, to out (room for state_at - p bytes and a NUL). lineno: the number of the line before p. */
static save_status_t replay_lines(gamelog_reader_t *r, const char *p, const char *state_at, const char *end, int lineno,
                                  char *out, char *err, size_t errlen)
{
    size_t outlen = 0, n, cap = 0;
    char *line = NULL;
    save_status_t st = SAVE_OK;
    for (const char *next; p < state_at && next_line(p, end, &n, &next); p = next) {
        lineno++;
        if (n == 0 || is_state_line(p, n)) {
            continue;
        }
        if (n + 1 > cap) {
            cap = n + 1;
            char *nb = realloc(line, cap);
            if (!nb) {
                st = SAVE_CORRUPT;
                snprintf(err, errlen, "out of memory");
                break;
            }
            line = nb;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        char why[256];
        if (!gamelog_reader_line(r, line, why, sizeof why)) {
            snprintf(err, errlen, "line %d: %s", lineno, why);
            st = SAVE_CORRUPT;
            break;
        }
        memcpy(out + outlen, p, n + 1); /* the line and its newline */
        outlen += n + 1;
    }
    free(line);
    out[outlen] = '\0';
    return st;
}

/* The replayed game, its clock set back to the saved state's: SAVE_OK with *game, or why not. */
static save_status_t take_game(gamelog_reader_t *r, save_header_t *h, game_t **game, char *err, size_t errlen)
{
    if (!gamelog_reader_game(r)) {
        snprintf(err, errlen, "no game line");
        return SAVE_CORRUPT;
    }
    if (gamelog_reader_ended(r)) {
        snprintf(err, errlen, "the game is over");
        return SAVE_ENDED;
    }
    const char *south = gamelog_reader_player(r, SEAT_S);
    h->autoplay = strncmp(south, "ai:", 3) == 0;
    game_t *g = gamelog_reader_take(r);
    int64_t left = game_clock_ms(g);
    if ((left < 0) != (h->clock_ms < 0) || h->clock_ms > left) {
        snprintf(err, errlen, "clock_ms %" PRId64 " does not follow the log's %" PRId64, h->clock_ms, left);
        game_free(g);
        return SAVE_CORRUPT;
    }
    bool ended = left > h->clock_ms && game_advance_clock(g, left - h->clock_ms);
    if (ended || game_phase(g) == PHASE_OVER) {
        snprintf(err, errlen, "the game is over");
        game_free(g);
        return SAVE_ENDED;
    }
    /* South's pass chosen so far: only while South is still to pass, and only cards of its hand */
    if (h->south_pass &&
        (game_phase(g) != PHASE_PASS || game_has_passed(g, SEAT_S) || (h->south_pass & ~game_hand(g, SEAT_S)))) {
        snprintf(err, errlen, "south_pass does not fit the game");
        game_free(g);
        return SAVE_CORRUPT;
    }
    game_event_t ev;
    while (game_next_event(g, &ev)) {
    }
    *game = g;
    return SAVE_OK;
}

save_status_t savegame_parse(const char *buf, size_t len, save_header_t *h, game_t **game, char **log, char *err,
                             size_t errlen)
{
    memset(h, 0, sizeof *h);
    *game = NULL;
    *log = NULL;
    if (len > SAVEGAME_MAX_BYTES || memchr(buf, '\0', len)) {
        snprintf(err, errlen, "too big or not text");
        return SAVE_CORRUPT;
    }
    const char *end = buf + len, *body, *state_at;
    size_t n;
    if (!next_line(buf, end, &n, &body)) {
        snprintf(err, errlen, "no header line");
        return SAVE_CORRUPT;
    }
    bool state_in_header = false;
    if (!parse_header(buf, n, h, &state_in_header, err, errlen) ||
        !read_last_state(body, end, state_in_header, h, &state_at, err, errlen)) {
        return SAVE_CORRUPT;
    }
    gamelog_reader_t *r = gamelog_reader_new();
    char *out = malloc((size_t)(state_at - body) + 1);
    if (!r || !out) {
        gamelog_reader_free(r);
        free(out);
        snprintf(err, errlen, "out of memory");
        return SAVE_CORRUPT;
    }
    save_status_t st = replay_lines(r, body, state_at, end, 1, out, err, errlen);
    if (st == SAVE_OK) {
        st = take_game(r, h, game, err, errlen);
    }
    if (st == SAVE_OK && h->seats != game_players(*game)) {
        snprintf(err, errlen, "the state has %d streams for %d seats", h->seats, game_players(*game));
        game_free(*game);
        *game = NULL;
        st = SAVE_CORRUPT;
    }
    gamelog_reader_free(r);
    if (st == SAVE_OK) {
        *log = out;
    } else {
        free(out);
    }
    return st;
}

/* A save that cannot be taken up is kept aside, and said so in the words of a saved game. */
static void report_damaged(const char *path, const char *why, bool special)
{
    char kept[1100];
    /* TRANSLATORS: why is a short technical reason, in English */
    if (kvfile_set_aside_to(path, kept, sizeof kept)) {
        fprintf(stderr,
                special ? _("hearts: the saved game %s is no file and cannot be resumed (%s); it was kept as %s\n")
                        : _("hearts: the saved game %s is damaged and cannot be resumed (%s); it was kept as %s\n"),
                path, why, kept);
    } else {
        fprintf(stderr,
                special ? _("hearts: the saved game %s is no file and cannot be resumed (%s)\n")
                        : _("hearts: the saved game %s is damaged and cannot be resumed (%s)\n"),
                path, why);
    }
}

save_status_t savegame_load(const char *path, save_header_t *h, game_t **game, char **text, char *err, size_t errlen)
{
    *game = NULL;
    *text = NULL;
    bool special = false;
    FILE *f = kvfile_open(path, "rb", &special, err, errlen);
    if (!f && special) {
        report_damaged(path, err, true);
        return SAVE_CORRUPT;
    }
    if (!f) {
        snprintf(err, errlen, "no save");
        return SAVE_MISSING;
    }
    char *buf = malloc(SAVEGAME_MAX_BYTES + 1);
    size_t len = buf ? fread(buf, 1, SAVEGAME_MAX_BYTES + 1, f) : 0;
    bool read_err = ferror(f) != 0;
    fclose(f);
    save_status_t st;
    if (!buf || read_err) {
        snprintf(err, errlen, "cannot read %s", path);
        st = SAVE_CORRUPT;
    } else {
        st = savegame_parse(buf, len, h, game, text, err, errlen);
    }
    free(buf);
    if (st == SAVE_OK) {
        return st;
    }
    if (st == SAVE_CORRUPT) {
        report_damaged(path, err, false);
    } else if (st == SAVE_ENDED) {
        remove(path);
    }
    return st;
}
