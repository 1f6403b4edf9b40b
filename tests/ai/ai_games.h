/* Dealt games for the AI's tests: whole hands played by the levels given, with a look at every pass
 * and every play before it is made. */
#ifndef HEARTS_TEST_AI_GAMES_H
#define HEARTS_TEST_AI_GAMES_H

#include "hearts/ai.h"
#include "hearts/rules.h"

typedef struct {
    preset_t preset;
    uint64_t seed;   /* the first game's deal; each later game deals from the next seed */
    uint64_t stream; /* the players' rng: seeded with the first seed on this stream */
    int hands;       /* hands to play */
    int players;     /* seats at the table: 3, 4 or 5 (0: the preset's four) */
    /* The seats' levels (the first `players` of each): the game dealt from seed s is played by
     * mixes[s % nmixes]. */
    const ai_level_t (*mixes)[SEAT_MAX];
    int nmixes;
    /* Called before each pass with the passing seat's view (may be NULL). */
    void (*on_pass)(const seat_view_t *v, void *ctx);
    /* Called before each play with the view of the seat to play and the true hands (may be NULL). */
    void (*on_play)(const seat_view_t *v, const cardset_t truth[SEAT_MAX], void *ctx);
    void *ctx;
} ai_games_t;

void ai_games_play(const ai_games_t *games);

#endif
