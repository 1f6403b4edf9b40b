/* Speaking the table (announce_keys.c): its focus's words and its keys, for the table scene's files. */
#ifndef GAME_SCENES_ANNOUNCE_TABLE_H
#define GAME_SCENES_ANNOUNCE_TABLE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "scenes/play_internal.h"

/* The table's scene_t.speak: a card of South's hand as the focus says it ("queen of spades, can be
 * played"; "seven of hearts can't be played: clubs were led."), its card for what it is (2 + the card:
 * a card whose words change as the turn comes is not said again); 0 for a button (its label). */
unsigned announce_play_speak(scene_t *s, int id, char *buf, size_t len);
/* The table's speech keys (speech on only; taken: true). Y the hand by suit, T the table, W whose
 * turn and what was led, N the scores and this hand's points, K the time left, X what was passed and
 * received, Shift+C, D, S, H the first card of that suit in the hand; L (the last trick's own key) is
 * said as well as shown, and is not taken. */
bool announce_table_key(play_t *p, SDL_Keysym key);

#endif
