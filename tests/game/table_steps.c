#include "table_steps.h"

#include "test_util.h"

void steps_drain(table_t *t)
{
    game_event_t ev;
    while (table_next_event(t, &ev)) {
    }
}

bool steps_south_to_play(const table_t *t)
{
    const game_t *g = table_game(t);
    return !table_over(t) && game_phase(g) == PHASE_PLAY && game_turn(g) == SEAT_S;
}

bool steps_until_south_plays(table_t *t, rng_t *rng)
{
    for (int guard = 0; guard < 1000 && !steps_south_to_play(t) && !table_over(t); guard++) {
        const game_t *g = table_game(t);
        seat_view_t v;
        if (game_phase(g) == PHASE_PASS && !game_has_passed(g, SEAT_S)) {
            card_t c[3];
            game_seat_view(g, SEAT_S, &v);
            ai_choose_pass(AI_NORMAL, &v, rng, c);
            CHECK_EQ_INT(table_pass(t, c), HEARTS_OK);
        } else if (game_phase(g) == PHASE_MOON_CHOICE && game_turn(g) == SEAT_S) {
            CHECK_EQ_INT(table_choose_moon(t, MOON_CHOICE_ADD), HEARTS_OK);
        } else if (game_phase(g) == PHASE_HAND_OVER) {
            CHECK_EQ_INT(table_next_hand(t), HEARTS_OK);
        } else {
            CHECK(table_decide_now(t));
        }
        steps_drain(t);
    }
    return steps_south_to_play(t);
}
