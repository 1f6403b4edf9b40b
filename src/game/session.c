#include "session.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"

session_t *session_new(const rules_t *rules, uint64_t seed, ai_level_t level, bool autoplay, const char *log_path,
                       uint32_t tag, char *err, size_t errlen)
{
    session_t *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (log_path) {
        s->log = fopen(log_path, "a");
        if (!s->log) {
            snprintf(err, errlen, "cannot open the log file %s: %s", log_path, strerror(errno));
            free(s);
            return NULL;
        }
    }
    s->rules = *rules;
    s->seed = seed;
    s->level = level;
    s->autoplay = autoplay;
    s->tag = tag;
    for (int seat = 0; seat < 4; seat++) {
        rng_seed(&s->ai_rng[seat], seed, (uint64_t)RNG_STREAM_AI + (uint64_t)seat);
    }
    s->mem = tmpfile();
    s->game = game_new(rules, seed);
    if (!s->game) {
        snprintf(err, errlen, "out of memory");
        if (s->log) {
            fclose(s->log);
        }
        free(s);
        return NULL;
    }
    if (s->log) {
        char ai[32];
        snprintf(ai, sizeof ai, "ai:%s", ai_level_name(level));
        const char *players[4] = {autoplay ? ai : "human", ai, ai, ai};
        gamelog_write_game(s->log, rules, seed, players);
        fflush(s->log);
    }
    if (s->mem) {
        char ai[32];
        snprintf(ai, sizeof ai, "ai:%s", ai_level_name(level));
        const char *players[4] = {autoplay ? ai : "human", ai, ai, ai};
        gamelog_write_game(s->mem, rules, seed, players);
    }
    session_pump(s);
    return s;
}

void session_free(session_t *s)
{
    if (!s) {
        return;
    }
    if (s->log) {
        fclose(s->log);
    }
    if (s->mem) {
        fclose(s->mem);
    }
    game_free(s->game);
    free(s->queue);
    free(s);
}

void session_enable_save(session_t *s, const char *path, double speed)
{
    snprintf(s->save_path, sizeof s->save_path, "%s", path ? path : "");
    s->speed = speed;
}

bool session_save(session_t *s)
{
    if (!s->save_path[0] || !s->mem || s->over) {
        return false;
    }
    if (fflush(s->mem) != 0) {
        return false;
    }
    long n = ftell(s->mem);
    if (n < 0) {
        return false;
    }
    char *buf = malloc((size_t)n + 1);
    if (!buf) {
        return false;
    }
    rewind(s->mem);
    size_t got = fread(buf, 1, (size_t)n, s->mem);
    fseek(s->mem, 0, SEEK_END);
    save_header_t h;
    memset(&h, 0, sizeof h);
    h.clock_ms = game_clock_ms(s->game);
    h.level = s->level;
    h.speed = s->speed;
    h.south_moons = s->south_moons;
    memcpy(h.ai_rng, s->ai_rng, sizeof h.ai_rng);
    bool ok = got == (size_t)n && savegame_write(s->save_path, &h, buf, got);
    free(buf);
    if (ok) {
        s->saves++;
        s->saved_clock_ms = h.clock_ms;
    }
    return ok;
}

session_t *session_resume(game_t *game, const save_header_t *h, const char *lines, const char *log_path,
                          uint32_t tag, char *err, size_t errlen)
{
    session_t *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (log_path) {
        s->log = fopen(log_path, "a");
        if (!s->log) {
            snprintf(err, errlen, "cannot open the log file %s: %s", log_path, strerror(errno));
            free(s);
            return NULL;
        }
        fputs(lines, s->log);
        fflush(s->log);
    }
    s->mem = tmpfile();
    if (s->mem) {
        fputs(lines, s->mem);
    }
    s->game = game;
    s->rules = *game_rules(game);
    s->seed = game_seed(game);
    s->level = h->level;
    s->autoplay = h->autoplay;
    s->tag = tag;
    s->speed = h->speed;
    s->south_moons = h->south_moons;
    memcpy(s->ai_rng, h->ai_rng, sizeof s->ai_rng);
    s->resumed = true;
    int64_t left = game_clock_ms(game);
    s->clock_warned = left >= 0 && left <= 60000;
    return s;
}

static void enqueue(session_t *s, const game_event_t *e)
{
    if (s->q_head == s->q_count) {
        s->q_head = s->q_count = 0;
    }
    if (s->q_count == s->q_cap) {
        size_t cap = s->q_cap ? s->q_cap * 2 : 64;
        game_event_t *q = realloc(s->queue, cap * sizeof *q);
        if (!q) {
            abort();
        }
        s->queue = q;
        s->q_cap = cap;
    }
    s->queue[s->q_count++] = *e;
}

void session_pump(session_t *s)
{
    game_event_t e;
    bool wrote = false, milestone = false;
    while (game_next_event(s->game, &e)) {
        if (s->log) {
            gamelog_write_event(s->log, &s->rules, &e);
            wrote = true;
        }
        if (s->mem) {
            gamelog_write_event(s->mem, &s->rules, &e);
        }
        milestone |= e.type == EV_DEAL || e.type == EV_PASSES_DONE || e.type == EV_TRICK || e.type == EV_HAND ||
                     e.type == EV_MOON_CHOICE;
        if (e.type == EV_HAND && (e.score.moon == SEAT_S || e.score.sun == SEAT_S)) {
            s->south_moons++;
        }
        if (e.type == EV_END) {
            s->over = true;
            s->end = e;
        }
        enqueue(s, &e);
    }
    if (wrote) {
        fflush(s->log);
    }
    if (s->over && s->save_path[0]) {
        remove(s->save_path); /* an ended or quit game is not offered again */
        s->save_path[0] = '\0';
    } else if (milestone) {
        session_save(s);
    }
}

bool session_pop_event(session_t *s, game_event_t *out)
{
    if (s->q_head >= s->q_count) {
        return false;
    }
    *out = s->queue[s->q_head++];
    return true;
}

bool session_has_events(const session_t *s)
{
    return s->q_head < s->q_count;
}

bool session_advance_clock(session_t *s, double ms)
{
    if (s->over || game_clock_ms(s->game) < 0 || ms <= 0) {
        return false;
    }
    s->clock_frac += ms;
    int64_t whole = (int64_t)s->clock_frac;
    if (whole <= 0) {
        return false;
    }
    s->clock_frac -= (double)whole;
    bool ended = game_advance_clock(s->game, whole);
    session_pump(s);
    return ended;
}

void session_quit(session_t *s)
{
    if (!s->over) {
        game_quit(s->game);
        session_pump(s);
    }
}

bool session_is_ai(const session_t *s, int seat)
{
    return seat != SEAT_S || s->autoplay;
}
