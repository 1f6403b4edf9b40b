/* The letters on the jack, queen and king: one answer for the card faces (assets.c pastes that set's
 * court cards over the J, Q, K cells of the atlas before it is scaled) and for the cards' names in
 * words (ui_card_label), so that what a player reads ("D♠ ...") is what the card shows.
 *
 * They are the language's letters (the catalogue's "card rank" letters: French V D R, German B D K,
 * Dutch B V H) when the data folder holds that set's court cards, courts-LETTERS.png and
 * courts4-LETTERS.png (drawn by src/tools/gen_cards.c), and neither was found damaged; otherwise J,
 * Q, K, on the faces and in the words alike (a language whose letters have no court cards yet, one
 * whose letters are not capitals A-Z). The ace keeps its A everywhere. Any thread. */
#ifndef GAME_PLATFORM_COURTS_H
#define GAME_PLATFORM_COURTS_H

#include <stdbool.h>
#include <stddef.h>

#define COURTS_PLAIN   "JQK" /* the letters of cards.png and cards4.png */
#define COURTS_LETTERS 4     /* a set's size as a string: three letters and the '\0' */

/* The folder the court cards are looked for in: the data folder (assets_init_paths gives it). NULL or
 * "": none, so J, Q, K. Forgets what was found in the folder before, and which sets were damaged. */
void courts_set_dir(const char *dir);
/* The letters the language in use writes ("VDR"), or "JQK" when one of them is not a single capital
 * A-Z. Returns out (COURTS_LETTERS bytes). */
const char *courts_wanted(char *out);
/* The letters on the faces and in the words now: courts_wanted's if their court cards are there
 * (both decks' files), else "JQK". Returns out (COURTS_LETTERS bytes). */
const char *courts_letters(char *out);
/* Letter `court` (0 the jack, 1 the queen, 2 the king) of courts_letters, as a string: "D". */
const char *courts_letter(int court);
/* The name of a set's file in the data folder: "courts-VDR.png", "courts4-VDR.png" (four colours). */
void courts_file(const char *letters, bool four_colour, char *out, size_t len);
/* A file of the set `letters` could not be read: J, Q, K instead, on the faces and in the words, until
 * courts_set_dir. */
void courts_mark_bad(const char *letters);

#endif
