/* libFuzzer target: the saved game (store/savegame.c): a JSON header line, game-log lines replayed by
 * the engine, state lines. Whatever the bytes, parsing neither crashes nor leaks, and a game it hands
 * back is one the engine can go on with, its clock as the last state line says. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "store/savegame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    save_header_t h;
    game_t *g = NULL;
    char *log = NULL;
    char err[300];
    save_status_t st = savegame_parse((const char *)data, size, &h, &g, &log, err, sizeof err);
    if ((st == SAVE_OK) != (g != NULL) || (st == SAVE_OK) != (log != NULL) || (log && strlen(log) > size)) {
        abort();
    }
    free(log);
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
