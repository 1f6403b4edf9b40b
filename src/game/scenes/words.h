/* The game's own words, in the player's language: the seats, the suits, the presets and the levels
 * as a label shows them. A sentence that names a seat or a suit is written whole, once per seat or
 * suit, where it is said (other languages change a name with its place in the sentence). */
#ifndef GAME_SCENES_WORDS_H
#define GAME_SCENES_WORDS_H

#include "hearts/ai.h"
#include "hearts/cards.h"
#include "hearts/rules.h"
#include "table/undo.h"

/* "You", "Left", "Across", "Right": a seat's name on its own (a plate, a column of the score sheet). */
const char *words_seat(int seat, int players);
/* Who a seat is to South, in a game of `players` seats: you, Left, Across (four seats), Right, Far left
 * and Far right (five seats). A sentence naming a seat is one of six, picked by this. */
enum {
    SEAT_KIND_YOU = 0,
    SEAT_KIND_LEFT,
    SEAT_KIND_ACROSS,
    SEAT_KIND_RIGHT,
    SEAT_KIND_FAR_LEFT,
    SEAT_KIND_FAR_RIGHT,
    SEAT_KINDS
};
int words_seat_kind(int seat, int players);
/* The one of six sentences (N_() marked: you, Left, Across, Right, Far left, Far right) for the seat,
 * translated. */
const char *words_seat_pick(int seat, int players, const char *const six[SEAT_KINDS]);
/* "Right claims the rest": who claimed the rest of the hand (a claim's title, said too). */
const char *words_claims(int seat, int players);
/* A claim's title: words_claims when the claimer takes every trick left, else "Right claims: the rest is
 * certain" (its rows say who takes what). */
const char *words_claim_title(int seat, int players, bool takes_all);
/* What a claimed rest gives a seat: "the rest: 2 tricks, 1 point". Returns buf. */
const char *words_claim_rest(int tricks, int points, char *buf, size_t len);
/* "Tournament", "Classic", "Omnibus". */
const char *words_preset(preset_t p);
/* "Easy", "Normal", "Hard" (and "Random"). */
const char *words_level(ai_level_t level);
/* An option's value as a line shows it after the option's name or in a sentence, without a capital
 * where the language writes none ("Shooting the moon: best for the shooter"): "on", "+26 to the
 * others", "50 points", "10:00", "−10 points" (the minus sign). Returns buf. */
const char *words_rule_value(const rule_option_t *o, int value, char *buf, size_t len);
/* The same value on its own, as the Options screen shows it in its box: "On", "Best for the shooter"
 * (its first letter a capital). Returns buf. */
const char *words_rule_value_alone(const rule_option_t *o, int value, char *buf, size_t len);
/* "Shooting the moon": the option's label. */
const char *words_rule_label(const rule_option_t *o);
/* Why the engine refused South's decision, in a sentence: with card (CARD_NONE for a pass or a
 * choice) and the trick it was meant for (may be NULL): "7♣ can't be played: diamonds were led."
 * The engine's one wording (rules_refusal_words), translated. Returns buf. */
const char *words_refusal(hearts_err_t err, card_t card, const trick_t *trick, char *buf, size_t len);
/* Why South may not take a card back now (table_undo), in a sentence. */
const char *words_undo_refusal(table_undo_t why);
/* Why Claim (key C) does nothing now: not the player's turn, or the rest of the hand not certain. */
const char *words_claim_refusal(bool your_turn);
/* A number as the player's language writes it (platform/lang.h), in a buffer of its own for the
 * next few calls: words_int(1648) -> "1,648". Four buffers turn round. */
const char *words_int(long v);
/* A number with its sign, as the player reads a change of score: "+5", "−10" (the minus sign U+2212),
 * "0"; in a ring of buffers of its own, as words_int. */
const char *words_signed(long v);

#endif
