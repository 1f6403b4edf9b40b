/* What the rest of the game reads of the table: its game, rules and seats, whether it is over, and the
 * events the screen has yet to show (the state is table/table_internal.h). */
#include "table/table_internal.h"

/* ---- Reading ---- */

const game_t *table_game(const table_t *t)
{
    return t->game;
}

const rules_t *table_rules(const table_t *t)
{
    return &t->rules;
}

uint64_t table_seed(const table_t *t)
{
    return t->seed;
}

ai_level_t table_level(const table_t *t)
{
    return t->level;
}

double table_speed(const table_t *t)
{
    return t->speed;
}

bool table_autoplay(const table_t *t)
{
    return t->autoplay;
}

void table_set_autoplay(table_t *t, bool on)
{
    t->autoplay = on;
}

bool table_seat_is_ai(const table_t *t, int seat)
{
    return seat != SEAT_S || t->autoplay;
}

void table_decision_view(const table_t *t, int seat, seat_view_t *v)
{
    game_seat_view(t->game, seat, v);
    for (int q = 0; q < game_players(t->game); q++) {
        bool ai = q != seat && table_seat_is_ai(t, q);
        v->weak_defender[q] = ai && ai_level_weak_defender(t->level);
        v->shown_level[q] = ai ? (int)t->level : SEAT_LEVEL_UNKNOWN;
    }
}

bool table_over(const table_t *t)
{
    return t->over;
}

const game_event_t *table_end(const table_t *t)
{
    return t->over ? &t->end : NULL;
}

int table_south_moons(const table_t *t)
{
    return t->south_moons;
}

bool table_take_resumed(table_t *t)
{
    bool r = t->resumed;
    t->resumed = false;
    return r;
}

bool table_next_event(table_t *t, game_event_t *out)
{
    if (t->q_head >= t->q_count) {
        return false;
    }
    *out = t->queue[t->q_head++];
    return true;
}

bool table_peek_event(const table_t *t, game_event_t *out)
{
    if (t->q_head >= t->q_count) {
        return false;
    }
    *out = t->queue[t->q_head];
    return true;
}

bool table_has_events(const table_t *t)
{
    return t->q_head < t->q_count;
}
