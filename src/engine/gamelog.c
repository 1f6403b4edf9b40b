#include "hearts/gamelog.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

void gamelog_write_json_string(FILE *f, const char *s)
{
    /* cJSON's escaping: \" \\ \b \f \n \r \t, \u00XX for the other control bytes, every other byte as
     * it is (UTF-8 passes through). Printed into a buffer on the stack when it fits. */
    cJSON *str = cJSON_CreateString(s);
    char small[256];
    if (str && cJSON_PrintPreallocated(str, small, (int)sizeof small, false)) {
        fputs(small, f);
    } else {
        char *text = str ? cJSON_PrintUnformatted(str) : NULL;
        if (!text) {
            abort(); /* out of memory for a player's name: nothing sensible is left to do */
        }
        fputs(text, f);
        cJSON_free(text);
    }
    cJSON_Delete(str);
}

static void write_card(FILE *f, card_t c)
{
    char buf[3];
    card_to_str(c, buf);
    fprintf(f, "\"%s\"", buf);
}

static void write_cardset(FILE *f, cardset_t set)
{
    fputc('[', f);
    for (bool first = true; set; first = false) {
        if (!first) {
            fputc(',', f);
        }
        write_card(f, cardset_pop(&set));
    }
    fputc(']', f);
}

static void write_cards(FILE *f, const card_t *cards, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i) {
            fputc(',', f);
        }
        write_card(f, cards[i]);
    }
    fputc(']', f);
}

/* {"S":1,"W":2,...}: one key a seat of the game, in seat order. */
static void write_seat_ints(FILE *f, const int v[], int players)
{
    for (int s = 0; s < players; s++) {
        fprintf(f, "%s\"%s\":%d", s ? "," : "{", seat_code(s, players), v[s]);
    }
    fputc('}', f);
}

static void write_seat_or_null(FILE *f, int seat, int players)
{
    if (seat >= 0) {
        fprintf(f, "\"%s\"", seat_code(seat, players));
    } else {
        fputs("null", f);
    }
}

/* Seconds from milliseconds, as a JSON number with no trailing zeros: 583400 -> 583.4. */
static void write_seconds(FILE *f, int64_t ms)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld.%03lld", (long long)(ms / 1000), (long long)(ms % 1000));
    size_t n = strlen(buf);
    while (buf[n - 1] == '0') {
        buf[--n] = '\0';
    }
    if (buf[n - 1] == '.') {
        buf[--n] = '\0';
    }
    fputs(buf, f);
}

void gamelog_write_rules(FILE *f, const rules_t *r)
{
    /* The preset's name, then every option in the table's order, which is the log's. */
    fprintf(f, "{\"preset\":\"%s\"", rules_preset_name(r->preset));
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        const rule_option_t *o = &opts[i];
        int v = rules_option_get(r, o);
        if (o->log_off_preset_only && v == o->preset_value[r->preset]) {
            continue; /* e.g. `players` is written only when it is not 4 */
        }
        fprintf(f, ",\"%s\":", o->key);
        switch (o->type) {
        case RULE_BOOL:
            fputs(v ? "true" : "false", f);
            break;
        case RULE_ENUM: {
            char name[64];
            gamelog_write_json_string(f, rules_option_format(o, v, name, sizeof name));
            break;
        }
        case RULE_INT:
        default:
            fprintf(f, "%d", v);
            break;
        }
    }
    fputc('}', f);
}

void gamelog_write_game(FILE *f, const rules_t *rules, uint64_t seed, const char *const players[])
{
    fprintf(f, "{\"event\":\"game\",\"version\":1,\"seed\":%llu,\"rules\":", (unsigned long long)seed);
    gamelog_write_rules(f, rules);
    fputs(",\"players\":{", f);
    for (int s = 0; s < rules->players; s++) {
        fprintf(f, "%s\"%s\":", s ? "," : "", seat_code(s, rules->players));
        gamelog_write_json_string(f, players[s] ? players[s] : "human");
    }
    fputs("}}\n", f);
}

static void write_hand(FILE *f, const rules_t *rules, const game_event_t *ev)
{
    const hand_score_t *h = &ev->score;
    int n = rules->players;
    fprintf(f, "{\"event\":\"hand\",\"hand\":%d,\"taken\":", ev->hand);
    write_seat_ints(f, h->taken, n);
    fputs(",\"moon\":", f);
    write_seat_or_null(f, h->moon, n);
    if (h->moon >= 0) {
        fprintf(f, ",\"moon_choice\":\"%s\"", moon_choice_name(h->moon_choice));
    }
    fputs(",\"sun\":", f);
    write_seat_or_null(f, h->sun, n);
    fputs(",\"score\":", f);
    write_seat_ints(f, h->score, n);
    fputs(",\"totals\":", f);
    write_seat_ints(f, h->totals, n);
    fputs("}\n", f);
}

static void write_end(FILE *f, const rules_t *rules, const game_event_t *ev)
{
    fprintf(f, "{\"event\":\"end\",\"reason\":\"%s\",\"hands\":%d,\"totals\":", end_reason_name(ev->reason), ev->hands);
    write_seat_ints(f, ev->end_totals, rules->players);
    fputs(",\"winners\":[", f);
    for (int s = 0, n = 0; s < rules->players; s++) {
        if (ev->winners & (1u << s)) {
            fprintf(f, "%s\"%s\"", n++ ? "," : "", seat_code(s, rules->players));
        }
    }
    fputc(']', f);
    if (rules->clock_seconds > 0 && ev->seconds_left >= 0) {
        fprintf(f, ",\"seconds_left\":%d", ev->seconds_left);
    }
    if (ev->has_standings) {
        if (ev->standings.detailed) {
            fprintf(f, ",\"standings\":{\"score_bonus\":%d,\"time_bonus\":%d,\"win_bonus\":%d,\"total\":%d}",
                    ev->standings.score_bonus, ev->standings.time_bonus, ev->standings.win_bonus, ev->standings.total);
        } else {
            fprintf(f, ",\"standings\":{\"total\":%d}", ev->standings.total);
        }
    }
    fputs("}\n", f);
}

void gamelog_write_event(FILE *f, const rules_t *rules, const game_event_t *ev)
{
    int n = rules->players;
    switch (ev->type) {
    case EV_DEAL:
        fprintf(f, "{\"event\":\"deal\",\"hand\":%d,\"pass\":\"%s\",\"cards\":{", ev->hand,
                pass_dir_name(ev->pass_dir));
        for (int s = 0; s < n; s++) {
            fprintf(f, "%s\"%s\":", s ? "," : "", seat_code(s, n));
            write_cardset(f, ev->dealt[s]);
        }
        fputs("}}\n", f);
        break;
    case EV_PASS:
        fprintf(f, "{\"event\":\"pass\",\"hand\":%d,\"seat\":\"%s\",\"to\":\"%s\",\"cards\":", ev->hand,
                seat_code(ev->seat, n), seat_code(ev->to, n));
        write_cards(f, ev->cards, 3);
        fputs("}\n", f);
        break;
    case EV_PLAY:
        fprintf(f, "{\"event\":\"play\",\"hand\":%d,\"trick\":%d,\"seat\":\"%s\",\"card\":", ev->hand, ev->trick,
                seat_code(ev->seat, n));
        write_card(f, ev->card);
        if (rules->clock_seconds > 0 && ev->clock_ms >= 0) {
            fputs(",\"clock\":", f);
            write_seconds(f, ev->clock_ms);
        }
        fputs("}\n", f);
        break;
    case EV_TRICK:
        fprintf(f, "{\"event\":\"trick\",\"hand\":%d,\"trick\":%d,\"winner\":\"%s\",\"cards\":", ev->hand, ev->trick,
                seat_code(ev->winner, n));
        write_cards(f, ev->cards, n);
        fprintf(f, ",\"points\":%d}\n", ev->points);
        break;
    case EV_HAND:
        write_hand(f, rules, ev);
        break;
    case EV_END:
        write_end(f, rules, ev);
        break;
    default:
        break; /* EV_PASSES_DONE, EV_HEARTS_BROKEN, EV_MOON_CHOICE: no line */
    }
}
