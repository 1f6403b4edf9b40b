/* libFuzzer target: the saved game (savegame.c): a JSON header line, then game-log lines replayed by
 * the engine. Whatever the bytes, parsing neither crashes nor leaks, and a game it hands back is one
 * the engine can go on with, its clock no later than the header says. */
#include <stdint.h>
#include <stdlib.h>

#include "savegame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    save_header_t h;
    game_t *g = NULL;
    size_t body = 0;
    char err[300];
    save_status_t st = savegame_parse((const char *)data, size, &h, &g, &body, err, sizeof err);
    if ((st == SAVE_OK) != (g != NULL) || body > size) {
        abort();
    }
    if (g) {
        if (game_phase(g) == PHASE_OVER || game_clock_ms(g) != h.clock_ms) {
            abort();
        }
        if (game_phase(g) == PHASE_PLAY) {
            seat_view_t v;
            game_seat_view(g, game_turn(g), &v);
            if (!v.legal || (v.legal & ~v.hand)) {
                abort();
            }
        }
        game_free(g);
    }
    return 0;
}
