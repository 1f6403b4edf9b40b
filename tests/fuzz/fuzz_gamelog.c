/* libFuzzer target: the game log reader. The input is split into lines and fed to one reader, as a
 * saved game or a log file would be; whatever the bytes, it must neither crash nor leak, and a game
 * it hands back must be one the engine can go on with. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) {
        return 0;
    }
    memcpy(text, data, size);
    text[size] = '\0';
    gamelog_reader_t *r = gamelog_reader_new();
    char err[256];
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) {
            *next++ = '\0';
        }
        if (!gamelog_reader_line(r, line, err, sizeof err)) {
            break;
        }
    }
    game_t *g = gamelog_reader_take(r);
    if (g) {
        /* The replayed game is sound: its view and legal moves are consistent. */
        int turn = game_turn(g);
        if (game_phase(g) == PHASE_PLAY) {
            seat_view_t v;
            game_seat_view(g, turn, &v);
            if (!v.legal || (v.legal & ~v.hand)) {
                abort();
            }
        }
        game_free(g);
    }
    gamelog_reader_free(r);
    free(text);
    return 0;
}
