#include "ai_games.h"

#include "hearts/game.h"
#include "test_util.h"

void ai_games_play(const ai_games_t *games)
{
    rules_t rules;
    rules_preset(&rules, games->preset);
    if (games->players) {
        rules.players = games->players;
    }
    uint64_t seed = games->seed;
    game_t *g = game_new(&rules, seed);
    const ai_level_t *level = games->mixes[seed % (uint64_t)games->nmixes];
    rng_t rng;
    rng_seed(&rng, seed, games->stream);
    int done = 0;
    while (done < games->hands) {
        if (game_phase(g) == PHASE_OVER) {
            game_free(g);
            g = game_new(&rules, ++seed);
            level = games->mixes[seed % (uint64_t)games->nmixes];
        }
        game_event_t ev;
        while (game_next_event(g, &ev)) {
        }
        seat_view_t v;
        switch (game_phase(g)) {
        case PHASE_PASS:
            for (int s = 0; s < rules.players; s++) {
                if (!game_has_passed(g, s)) {
                    game_seat_view(g, s, &v);
                    if (games->on_pass) {
                        games->on_pass(&v, games->ctx);
                    }
                    card_t c[3];
                    ai_choose_pass(level[s], &v, &rng, c);
                    CHECK(game_pass(g, s, c) == HEARTS_OK);
                }
            }
            break;
        case PHASE_HAND_OVER:
            done++;
            CHECK(game_next_hand(g) == HEARTS_OK);
            break;
        case PHASE_MOON_CHOICE: {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            CHECK(game_choose_moon(g, s, ai_choose_moon(&v)) == HEARTS_OK);
            break;
        }
        case PHASE_PLAY: {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            if (games->on_play) {
                cardset_t truth[SEAT_MAX] = {0};
                for (int q = 0; q < rules.players; q++) {
                    truth[q] = game_hand(g, q);
                }
                games->on_play(&v, truth, games->ctx);
            }
            CHECK(game_play(g, s, ai_choose_play(level[s], &v, &rng)) == HEARTS_OK);
            break;
        }
        case PHASE_OVER:
            break; /* a new game is dealt at the top */
        default:
            CHECK_MSG(false, "a phase the AI's test games do not play: %d", (int)game_phase(g));
            done = games->hands;
            break;
        }
    }
    game_free(g);
}
