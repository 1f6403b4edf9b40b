/* The game log of ../shared/spec/game-log.md: one JSON object a line. */
#ifndef HEARTS_GAMELOG_H
#define HEARTS_GAMELOG_H

#include <stdint.h>
#include <stdio.h>

#include "hearts/game.h"

/* players[seat]: "human", "ai:normal", "bot:NAME". */
void gamelog_write_game(FILE *f, const rules_t *rules, uint64_t seed, const char *const players[4]);
/* Writes the line for an event (EV_PASSES_DONE, EV_HEARTS_BROKEN and EV_MOON_CHOICE write nothing). */
void gamelog_write_event(FILE *f, const rules_t *rules, const game_event_t *ev);
/* The rules object as it appears in the log and the bot protocol: {"preset":...,...}. */
void gamelog_write_rules(FILE *f, const rules_t *rules);

#endif
