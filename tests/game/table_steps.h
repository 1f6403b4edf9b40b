/* Steps of a game on a table without a window (table/table.h), shared by the table's tests. */
#ifndef TESTS_GAME_TABLE_STEPS_H
#define TESTS_GAME_TABLE_STEPS_H

#include <stdbool.h>

#include "hearts/rng.h"
#include "table/table.h"

/* Takes every event the screen would show. */
void steps_drain(table_t *t);
bool steps_south_to_play(const table_t *t);
/* Decides (South's pass by the normal level with rng and its moon +26, the others at once on this
 * thread, the next hand dealt) until South is to play or the game is over; whether South is to play. */
bool steps_until_south_plays(table_t *t, rng_t *rng);

#endif
