/* hearts-sim's --players: what plays each seat of a table of 3, 4 or 5 (sim_players.h). */
#include "sim_players.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_search_level.h"

void sim_spec_level(spec_t *sp, ai_level_t level)
{
    sp->level = level;
    sp->hunter = false;
    sp->search = 0;
    sp->bot = NULL;
    snprintf(sp->name, sizeof sp->name, "%s", ai_level_name(level));
}

/* "S, W, N, E" (the game's seats) and "S=hard,W=normal,N=normal,E=normal" (an example list). */
static const char *seat_list(int seats, char *buf, size_t len)
{
    size_t n = 0;
    for (int s = 0; s < seats && n < len; s++) {
        n += (size_t)snprintf(buf + n, len - n, "%s%s", s ? ", " : "", seat_code(s, seats));
    }
    return buf;
}

static const char *example_list(int seats, char *buf, size_t len)
{
    size_t n = 0;
    for (int s = 0; s < seats && n < len; s++) {
        n += (size_t)snprintf(buf + n, len - n, "%s%s=%s", s ? "," : "", seat_code(s, seats), s ? "normal" : "hard");
    }
    return buf;
}

/* Whether text starts with a seat code of any table ("S", "NW", ...) and then '='. */
static bool starts_seat_item(const char *text)
{
    size_t k = strspn(text, "SWNEswne");
    return (k == 1 || k == 2) && text[k] == '=';
}

/* Splits the list at the commas that start a new SEAT= item, so that a bot's command may hold commas. */
static char *next_item(char **cursor)
{
    char *start = *cursor;
    if (!start) {
        return NULL;
    }
    for (char *p = start; *p; p++) {
        if (p[0] == ',' && starts_seat_item(p + 1)) {
            *p = '\0';
            *cursor = p + 1;
            return start;
        }
    }
    *cursor = NULL;
    return start;
}

/* "search" or "search:WORK": the searching shooter and its work budget a decision. */
static void parse_search(spec_t *sp, const char *level, const char *code)
{
    long budget = AI_SEARCH_BUDGET;
    if (level[6] == ':') {
        char *end;
        budget = strtol(level + 7, &end, 10);
        if (end == level + 7 || *end || budget < 1000 || budget > 100000000) {
            usage_error("--players: seat %s's '%s' needs a work budget from 1000 to 100000000, like %s=search:60000",
                        code, level, code);
        }
    }
    sim_spec_level(sp, AI_HARD);
    sp->search = budget;
    snprintf(sp->name, sizeof sp->name, "%s", level);
}

/* One seat's player from LEVEL (what follows "SEAT="). */
static void parse_level(spec_t *sp, const char *level, const char *code)
{
    if (strncmp(level, "bot:", 4) == 0) {
        const char *cmd = level + 4;
        while (*cmd == ' ') {
            cmd++;
        }
        if (!*cmd) {
            usage_error("--players: seat %s's bot has no command; write it like %s=bot:python3 mybot.py", code, code);
        }
        sp->level = AI_NORMAL;
        sp->hunter = false;
        sp->search = 0;
        sp->bot = cmd;
        snprintf(sp->name, sizeof sp->name, "bot:%s", cmd);
    } else if (strcmp(level, "hunter") == 0) {
        sim_spec_level(sp, AI_HARD);
        sp->hunter = true;
        snprintf(sp->name, sizeof sp->name, "hunter");
    } else if (strncmp(level, "search", 6) == 0 && (level[6] == '\0' || level[6] == ':')) {
        parse_search(sp, level, code);
    } else {
        ai_level_t lv;
        if (!ai_level_parse(level, &lv)) {
            usage_error("--players: unknown level '%s' for seat %s; choose random, easy, normal, hard, expert, hunter, "
                        "search or bot:COMMAND",
                        level, code);
        }
        sim_spec_level(sp, lv);
    }
}

void sim_parse_players(const char *list, int seats, spec_t specs[SEAT_MAX])
{
    bool seen[SEAT_MAX] = {false};
    static char buf[4096];
    char names[64], example[128];
    seat_list(seats, names, sizeof names);
    example_list(seats, example, sizeof example);
    if (strlen(list) >= sizeof buf) {
        usage_error("--players is too long: write it like %s", example);
    }
    strcpy(buf, list);
    char *cursor = buf;
    for (char *item = next_item(&cursor); item; item = next_item(&cursor)) {
        int seat;
        char *eq = strchr(item, '=');
        if (eq) {
            *eq = '\0';
        }
        bool ok = eq && seat_parse(item, seats, &seat);
        if (eq) {
            *eq = '=';
        }
        if (!ok) {
            usage_error("--players: '%s' is not SEAT=LEVEL with SEAT one of %s (a game of %d players); write it "
                        "like %s",
                        item, names, seats, example);
        }
        if (seen[seat]) {
            usage_error("--players names seat %s twice; give each of %s once", seat_code(seat, seats), names);
        }
        parse_level(&specs[seat], eq + 1, seat_code(seat, seats));
        seen[seat] = true;
    }
    for (int s = 0; s < seats; s++) {
        if (!seen[s]) {
            usage_error("--players needs every seat of a game of %d players (%s); seat %s is missing (e.g. %s)", seats,
                        names, seat_code(s, seats), example);
        }
    }
}

void sim_check_players(const spec_t specs[SEAT_MAX], int seats)
{
    char ready_levels[96] = "";
    size_t n = 0;
    for (int l = 0; l < AI_LEVEL_COUNT && n < sizeof ready_levels; l++) {
        if (ai_level_plays_seats((ai_level_t)l, seats)) {
            n += (size_t)snprintf(ready_levels + n, sizeof ready_levels - n, "%s ", ai_level_name((ai_level_t)l));
        }
    }
    for (int s = 0; s < seats; s++) {
        const spec_t *sp = &specs[s];
        /* The hunter and the searcher are the hard level's: they play where it does. */
        bool ready = sp->bot || ai_level_plays_seats(sp->level, seats);
        if (!ready) {
            usage_error("seat %s's player '%s' does not play a game of %d players yet: choose one of %sor bot:COMMAND",
                        seat_code(s, seats), sp->name, seats, ready_levels);
        }
    }
}
