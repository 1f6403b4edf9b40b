/* A finished game read back from its game log (docs/game-log.md), for the viewer (scenes/scene_watch.c,
 * "Watch again" and `hearts --watch FILE`): every hand as dealt, the passes, the tricks one by one
 * with the points in each, and each hand's score. The log is replayed line by line through the
 * engine's reader (hearts/gamelog.h), which checks every decision, so what the viewer shows is a game
 * the rules allow. A file with several games gives its first. SDL-free. */
#ifndef GAME_STORE_REPLAY_H
#define GAME_STORE_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hearts/game.h"

typedef struct {
    int number; /* from 1 */
    pass_dir_t pass_dir;
    int totals_before[SEAT_MAX];
    int players; /* the game's seats (its rules'): the arrays by seat hold this many */
    cardset_t dealt[SEAT_MAX];
    cardset_t passed[SEAT_MAX]; /* what each seat passed (empty on a hold hand) */
    int passed_to[SEAT_MAX];    /* -1 on a hold hand */
    int ntricks;                /* completed tricks */
    trick_record_t tricks[HAND_MAX];
    int trick_points[HAND_MAX];
    trick_t partial; /* the trick the game ended in (count 0 if none) */
    bool scored;     /* the hand line was read: score holds it */
    hand_score_t score;
} replay_hand_t;

typedef struct {
    rules_t rules;
    uint64_t seed;
    char players[SEAT_MAX][80]; /* "human", "ai:normal", ... (rules.players of them) */
    int nhands;
    replay_hand_t *hands;
    end_reason_t reason;
    int end_totals[SEAT_MAX];
    int lines; /* the lines the game took in the file */
} replay_t;

/* Reads the first game of the log at path. False with a sentence in err naming the file and, for a
 * line that does not fit, its number and what is wrong: the file cannot be opened, holds no game,
 * a line is not what the game could have written, or the file ends before the game's end line. */
bool replay_load(const char *path, replay_t *out, char *err, size_t errlen);
void replay_free(replay_t *r);

/* The cards seat holds in hand h once trick k's cards are on the table (k from 1; past the completed
 * tricks: the unfinished one's); k = 0: as dealt, before the pass. */
cardset_t replay_held(const replay_hand_t *h, int seat, int k);
/* The points each seat has taken in hand h once trick k is over (k from 0). */
void replay_taken_after(const replay_hand_t *h, int k, int taken[SEAT_MAX]);

#endif
