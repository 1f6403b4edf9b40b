#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "savegame.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include "hearts/gamelog.h"
#include "kvfile.h"

static int save_count; /* saves made while HEARTS_FAULT_SAVE_KILL is set */

bool savegame_write(const char *path, const save_header_t *h, const char *log, size_t loglen)
{
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        return false;
    }
    char rng[4][40];
    for (int i = 0; i < 4; i++) {
        snprintf(rng[i], sizeof rng[i], "%016" PRIx64 ":%016" PRIx64, h->ai_rng[i].state, h->ai_rng[i].inc);
    }
    char head[512];
    int n = snprintf(head, sizeof head,
                     "{\"save\":1,\"clock_ms\":%" PRId64 ",\"level\":\"%s\",\"speed\":%.3f,\"south_moons\":%d,"
                     "\"rng\":[\"%s\",\"%s\",\"%s\",\"%s\"]}\n",
                     h->clock_ms, ai_level_name(h->level), h->speed, h->south_moons, rng[0], rng[1], rng[2], rng[3]);
    const char *fault = getenv("HEARTS_FAULT_SAVE_KILL");
    if (fault && atoi(fault) == ++save_count) {
        /* fault injection: half the file, then gone, as if killed mid-write */
        fwrite(head, 1, (size_t)n, f);
        fwrite(log, 1, loglen / 2, f);
        fflush(f);
        _exit(9);
    }
    bool ok = fwrite(head, 1, (size_t)n, f) == (size_t)n && fwrite(log, 1, loglen, f) == loglen;
    ok = ok && fflush(f) == 0 && kvfile_sync(f);
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        remove(tmp);
        return false;
    }
#ifdef _WIN32
    remove(path);
#endif
    if (rename(tmp, path) != 0) {
        fprintf(stderr, "hearts: could not save the game to %s: %s\n", path, strerror(errno));
        remove(tmp);
        return false;
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

static bool parse_header(const char *line, size_t len, save_header_t *h, char *err, size_t errlen)
{
    cJSON *j = cJSON_ParseWithLength(line, len);
    if (!j || !cJSON_IsObject(j)) {
        snprintf(err, errlen, "the first line is not a JSON object");
        cJSON_Delete(j);
        return false;
    }
    bool ok = false;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "save");
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(j, "clock_ms");
    const cJSON *level = cJSON_GetObjectItemCaseSensitive(j, "level");
    const cJSON *speed = cJSON_GetObjectItemCaseSensitive(j, "speed");
    const cJSON *moons = cJSON_GetObjectItemCaseSensitive(j, "south_moons");
    const cJSON *rng = cJSON_GetObjectItemCaseSensitive(j, "rng");
    if (!cJSON_IsNumber(v) || v->valuedouble != 1) {
        snprintf(err, errlen, "not a save of version 1");
    } else if (!cJSON_IsNumber(clock) || clock->valuedouble < -1 || clock->valuedouble > 1e10 ||
               clock->valuedouble != (double)(int64_t)clock->valuedouble) {
        snprintf(err, errlen, "bad clock_ms");
    } else if (!cJSON_IsString(level) || !ai_level_parse(level->valuestring, &h->level)) {
        snprintf(err, errlen, "bad level");
    } else if (!cJSON_IsNumber(speed) || !(speed->valuedouble >= 0.1 && speed->valuedouble <= 100.0)) {
        snprintf(err, errlen, "bad speed");
    } else if (!cJSON_IsNumber(moons) || moons->valuedouble < 0 || moons->valuedouble > 10000) {
        snprintf(err, errlen, "bad south_moons");
    } else if (!cJSON_IsArray(rng) || cJSON_GetArraySize(rng) != 4) {
        snprintf(err, errlen, "bad rng");
    } else {
        ok = true;
        for (int i = 0; i < 4 && ok; i++) {
            ok = parse_rng(cJSON_GetStringValue(cJSON_GetArrayItem(rng, i)), &h->ai_rng[i]);
        }
        if (!ok) {
            snprintf(err, errlen, "bad rng");
        }
        h->clock_ms = (int64_t)clock->valuedouble;
        h->speed = speed->valuedouble;
        h->south_moons = (int)moons->valuedouble;
    }
    cJSON_Delete(j);
    return ok;
}

save_status_t savegame_parse(const char *buf, size_t len, save_header_t *h, game_t **game, size_t *body_offset,
                             char *err, size_t errlen)
{
    memset(h, 0, sizeof *h);
    *game = NULL;
    *body_offset = 0;
    if (len > SAVEGAME_MAX_BYTES || memchr(buf, '\0', len)) {
        snprintf(err, errlen, "too big or not text");
        return SAVE_CORRUPT;
    }
    const char *nl = memchr(buf, '\n', len);
    if (!nl) {
        snprintf(err, errlen, "no header line");
        return SAVE_CORRUPT;
    }
    if (!parse_header(buf, (size_t)(nl - buf), h, err, errlen)) {
        return SAVE_CORRUPT;
    }
    *body_offset = (size_t)(nl - buf) + 1;
    gamelog_reader_t *r = gamelog_reader_new();
    if (!r) {
        snprintf(err, errlen, "out of memory");
        return SAVE_CORRUPT;
    }
    const char *p = nl + 1, *end = buf + len;
    char *line = NULL;
    size_t cap = 0;
    int lineno = 1;
    save_status_t st = SAVE_OK;
    while (p < end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        size_t n = e ? (size_t)(e - p) : (size_t)(end - p);
        lineno++;
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
        p = e ? e + 1 : end;
        if (n == 0) {
            continue;
        }
        char why[256];
        if (!gamelog_reader_line(r, line, why, sizeof why)) {
            snprintf(err, errlen, "line %d: %s", lineno, why);
            st = SAVE_CORRUPT;
            break;
        }
    }
    free(line);
    if (st == SAVE_OK && !gamelog_reader_game(r)) {
        snprintf(err, errlen, "no game line");
        st = SAVE_CORRUPT;
    }
    if (st == SAVE_OK && gamelog_reader_ended(r)) {
        snprintf(err, errlen, "the game is over");
        st = SAVE_ENDED;
    }
    if (st == SAVE_OK) {
        const char *south = gamelog_reader_player(r, SEAT_S);
        h->autoplay = strncmp(south, "ai:", 3) == 0;
        game_t *g = gamelog_reader_take(r);
        int64_t left = game_clock_ms(g);
        if ((left < 0) != (h->clock_ms < 0) || h->clock_ms > left) {
            snprintf(err, errlen, "clock_ms %" PRId64 " does not follow the log's %" PRId64, h->clock_ms, left);
            game_free(g);
            st = SAVE_CORRUPT;
        } else {
            if (left > h->clock_ms) {
                game_advance_clock(g, left - h->clock_ms);
            }
            if (game_phase(g) == PHASE_OVER) {
                snprintf(err, errlen, "the game is over");
                game_free(g);
                st = SAVE_ENDED;
            } else {
                game_event_t ev;
                while (game_next_event(g, &ev)) {
                }
                *game = g;
            }
        }
    }
    gamelog_reader_free(r);
    return st;
}

save_status_t savegame_load(const char *path, save_header_t *h, game_t **game, char **text, char *err, size_t errlen)
{
    *game = NULL;
    *text = NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "no save");
        return SAVE_MISSING;
    }
    char *buf = malloc(SAVEGAME_MAX_BYTES + 1);
    size_t len = buf ? fread(buf, 1, SAVEGAME_MAX_BYTES + 1, f) : 0;
    bool read_err = ferror(f) != 0;
    fclose(f);
    save_status_t st;
    size_t body = 0;
    if (!buf || read_err) {
        snprintf(err, errlen, "cannot read %s", path);
        st = SAVE_CORRUPT;
    } else {
        st = savegame_parse(buf, len, h, game, &body, err, errlen);
    }
    if (st == SAVE_OK) {
        memmove(buf, buf + body, len - body);
        buf[len - body] = '\0';
        *text = buf;
        return st;
    }
    free(buf);
    if (st == SAVE_CORRUPT) {
        fprintf(stderr, "hearts: the saved game %s cannot be resumed (%s)\n", path, err);
        kvfile_set_aside(path);
    } else if (st == SAVE_ENDED) {
        remove(path);
    }
    return st;
}
