#include "match.h"

#include <string.h>

#include "hearts/game.h"
#include "hearts/gamelog.h"

void ai_player_tell_table(ai_player_t *p, int seat, const ai_level_t levels[], int players)
{
    for (int q = 0; q < players; q++) {
        p->weak_defender[q] = q != seat && ai_level_weak_defender(levels[q]);
        p->shown_level[q] = q != seat ? (int)levels[q] : SEAT_LEVEL_UNKNOWN;
    }
}

void ai_player_tell_levels(ai_player_t *p, int seat, const ai_level_t levels[4])
{
    ai_player_tell_table(p, seat, levels, 4);
}

const seat_view_t *ai_player_view(const ai_player_t *p, const seat_view_t *v, seat_view_t *copy)
{
    *copy = *v;
    memcpy(copy->weak_defender, p->weak_defender, sizeof copy->weak_defender);
    memcpy(copy->shown_level, p->shown_level, sizeof copy->shown_level);
    return copy;
}

static void ai_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    ai_player_t *a = (ai_player_t *)p;
    seat_view_t mine;
    ai_choose_pass(a->level, ai_player_view(a, v, &mine), &a->rng, out);
}

static card_t ai_play(player_t *p, const seat_view_t *v)
{
    ai_player_t *a = (ai_player_t *)p;
    seat_view_t mine;
    return ai_choose_play(a->level, ai_player_view(a, v, &mine), &a->rng);
}

static moon_choice_t ai_moon(player_t *p, const seat_view_t *v)
{
    (void)p;
    return ai_choose_moon(v);
}

void ai_player_init(ai_player_t *p, ai_level_t level, uint64_t seed, int seat)
{
    memset(p, 0, sizeof *p);
    p->base.pass = ai_pass;
    p->base.play = ai_play;
    p->base.moon = ai_moon;
    p->level = level;
    for (int q = 0; q < SEAT_MAX; q++) {
        p->shown_level[q] = SEAT_LEVEL_UNKNOWN;
    }
    rng_seed(&p->rng, seed, (uint64_t)RNG_STREAM_AI + (uint64_t)seat);
}

static void drain(game_t *g, player_t *const players[], FILE *log, match_result_t *res)
{
    int n = game_players(g);
    game_event_t ev;
    while (game_next_event(g, &ev)) {
        if (log) {
            gamelog_write_event(log, game_rules(g), &ev);
        }
        /* An event every seat sees alike is made once and told to each seat under its own name (the
         * simulator's profile had a sixth of its time in making the same copy for every seat). */
        bool shared = game_event_public(&ev);
        seat_event_t told;
        if (shared) {
            game_seat_event(&ev, -1, &told);
        }
        for (int s = 0; s < n; s++) {
            if (players[s]->event) {
                if (!shared) {
                    game_seat_event(&ev, s, &told);
                }
                told.viewer = s;
                players[s]->event(players[s], &told);
            }
        }
        if (ev.type == EV_HAND) {
            for (int s = 0; s < n; s++) {
                res->hand_points[s] += ev.score.score[s];
            }
            if (ev.score.moon >= 0) {
                res->moons[ev.score.moon]++;
            }
            if (ev.score.sun >= 0) {
                res->suns[ev.score.sun]++;
            }
        } else if (ev.type == EV_END) {
            res->reason = ev.reason;
            res->hands = ev.hands;
            memcpy(res->totals, ev.end_totals, sizeof res->totals);
            res->winners = ev.winners;
            res->has_standings = ev.has_standings;
            res->standings = ev.standings;
            res->seconds_left = ev.seconds_left;
        }
    }
}

static bool broke_rules(game_t *g, match_result_t *res, int seat, const char *what)
{
    int n = game_players(g);
    snprintf(res->error, sizeof res->error, "%s (%s) made an illegal %s: %s", seat_name(seat, n), seat_code(seat, n),
             what, game_last_error(g));
    game_free(g);
    return false;
}

bool match_play(const rules_t *rules, uint64_t seed, player_t *const players[], int64_t move_ms, FILE *log,
                const char *const names[], match_result_t *res)
{
    memset(res, 0, sizeof *res);
    game_t *g = game_new(rules, seed);
    if (!g) {
        snprintf(res->error, sizeof res->error, "out of memory");
        return false;
    }
    if (log) {
        gamelog_write_game(log, game_rules(g), seed, names);
    }
    res->players = game_players(g);
    seat_view_t v;
    for (;;) {
        drain(g, players, log, res);
        game_phase_t phase = game_phase(g);
        if (phase == PHASE_OVER) {
            break;
        }
        if (phase == PHASE_PASS) {
            for (int s = 0; s < res->players && game_phase(g) == PHASE_PASS; s++) {
                if (game_has_passed(g, s)) {
                    continue;
                }
                game_seat_view(g, s, &v);
                card_t cards[3];
                players[s]->pass(players[s], &v, cards);
                if (game_advance_clock(g, move_ms)) {
                    break;
                }
                if (game_pass(g, s, cards) != HEARTS_OK) {
                    return broke_rules(g, res, s, "pass");
                }
            }
        } else if (phase == PHASE_PLAY) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            card_t c = players[s]->play(players[s], &v);
            if (game_advance_clock(g, move_ms)) {
                continue;
            }
            if (game_play(g, s, c) != HEARTS_OK) {
                return broke_rules(g, res, s, "play");
            }
        } else if (phase == PHASE_MOON_CHOICE) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            if (game_choose_moon(g, s, players[s]->moon(players[s], &v)) != HEARTS_OK) {
                return broke_rules(g, res, s, "moon choice");
            }
        } else if (phase == PHASE_HAND_OVER) {
            if (game_next_hand(g) != HEARTS_OK) {
                /* Cannot happen in PHASE_HAND_OVER; were it to, looping on would never end. */
                snprintf(res->error, sizeof res->error, "the next hand could not be dealt: %s", game_last_error(g));
                game_free(g);
                return false;
            }
        }
    }
    res->hands_completed = game_history(g, &(const hand_score_t *){NULL});
    game_free(g);
    return true;
}
