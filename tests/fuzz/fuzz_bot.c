/* libFuzzer target: the outside-bot protocol, end to end. A real bot process (a shell loop) answers
 * each question with the fuzz input, through the simulator's own pipes, line reader, JSON parsing
 * and checks (src/sim/bot.c). Whatever it answers, the simulator must not crash, and the decision it
 * takes (the bot's, or the normal AI's in its place) must be legal. The first input byte picks a
 * pass or a play question and the deal. */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bot.h"
#include "hearts/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bot_t *bot;
static char answer_path[64];

static void setup(void)
{
    bot_ignore_sigpipe();
    snprintf(answer_path, sizeof answer_path, "/tmp/hearts-fuzz-bot-%d", (int)getpid());
    char cmd[256];
    snprintf(cmd, sizeof cmd,
             "while IFS= read -r q; do case \"$q\" in *'\"type\":\"pass\"'*|*'\"type\":\"play\"'*) "
             "cat %s;; esac; done",
             answer_path);
    bot = bot_new(cmd, 2000);
    if (!bot) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!bot) {
        setup();
    }
    if (size < 1) {
        return 0;
    }
    FILE *f = fopen(answer_path, "wb");
    if (!f) {
        return 0;
    }
    fwrite(data + 1, 1, size - 1, f);
    fputc('\n', f);
    fclose(f);

    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    game_t *g = game_new(&rules, data[0] >> 1);
    if (!g) {
        abort();
    }
    bot_begin_game(bot, SEAT_S, &rules, "fuzz");
    player_t *p = bot_player(bot);
    seat_view_t v;
    if (data[0] & 1) {
        game_seat_view(g, SEAT_S, &v);
        card_t out[3];
        p->pass(p, &v, out);
        if (game_pass(g, SEAT_S, out) != HEARTS_OK) {
            abort(); /* an illegal pass got through */
        }
    } else {
        rng_t rng;
        rng_seed(&rng, 1, 1);
        for (int s = 0; s < 4; s++) {
            card_t c[3];
            game_seat_view(g, s, &v);
            ai_choose_pass(AI_EASY, &v, &rng, c);
            if (game_pass(g, s, c) != HEARTS_OK) {
                abort(); /* the easy level's own moves are legal: the engine or the harness is wrong */
            }
        }
        while (game_turn(g) != SEAT_S) {
            int s = game_turn(g);
            game_seat_view(g, s, &v);
            if (game_play(g, s, ai_choose_play(AI_EASY, &v, &rng)) != HEARTS_OK) {
                abort();
            }
        }
        game_seat_view(g, SEAT_S, &v);
        card_t c = p->play(p, &v);
        if (game_play(g, SEAT_S, c) != HEARTS_OK) {
            abort(); /* an illegal card got through */
        }
    }
    game_free(g);
    return 0;
}
