/* A hint as the player reads it: one short line, the cards written as they are printed ("8♦ J♦ A♦"),
 * built here from the engine's reason code (hearts/hint.h) so that the wording stays the game's. */
#ifndef GAME_SCENES_HINT_TEXT_H
#define GAME_SCENES_HINT_TEXT_H

#include <stddef.h>

#include "hearts/hint.h"

/* pass: a hint for the pass (the cards are w->cards), else for a card to play (w->card). */
void hint_text(const hint_why_t *w, int pass_dir, char *buf, size_t len);
/* The same for a game of `players` seats (hint_text is for four): the seat a reason names is named as
 * South sees it (Far left and Far right at five). */
void hint_text_seats(const hint_why_t *w, int players, char *buf, size_t len);

#endif
