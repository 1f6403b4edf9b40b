/* The player's record, kept between runs under SDL_GetPrefPath() in stats.txt. */
#ifndef GAME_STATS_H
#define GAME_STATS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hearts/game.h"
#include "hearts/rules.h"

#define STATS_RECENT 8
#define STATS_NAME   "stats.txt"

/* What happened in a game, as a person says it. */
typedef enum { STATS_WON = 0, STATS_LOST, STATS_QUIT, STATS_TIME_UP, STATS_OUTCOME_COUNT } stats_outcome_t;

typedef struct {
    int64_t when; /* seconds since 1970 */
    preset_t preset;
    end_reason_t reason;
    int hands;
    int south_total;
    bool won;
    bool shared; /* won with another seat as low: a tie for the lowest total (all four at 0 included) */
    bool has_standings;
    int standings;
    stats_outcome_t outcome; /* set by stats_record from reason and won; kept in the file */
    bool practice;           /* a card was taken back (undo): not counted in the record */
    int players;             /* the game's seats: 3, 4 or 5 (0 is read as 4; a file of before has 4) */
    bool own_rules;          /* the rules were changed from the preset's (stats_rules_own): its standings score
                              * is compared with no record and counts in none (a file of before: false) */
} stats_result_t;

/* The coach's accuracy in a recent game: the points lost to the strong play over the hands it rated
 * (store/stats_coach.c; "accuracy=WHEN,LOST,HANDS" in the file, apart from the recent lines). */
typedef struct {
    int64_t when; /* the recent game's */
    double lost;
    int hands;
} stats_accuracy_t;

/* The record of the games of three or of five players, kept apart from the four-player record (the
 * figures of stats_t itself, which files of before hold). */
typedef struct {
    int games;
    int wins;
    int moons;
    int standings_games;
    long long standings_sum;
    int standings_best; /* valid when standings_games > 0 */
} stats_seats_t;

typedef struct {
    int games;
    int wins;
    int moons; /* moons (and suns) South has shot */
    int standings_games;
    long long standings_sum;
    int standings_best; /* valid when standings_games > 0 */
    int recent_count;
    stats_result_t recent[STATS_RECENT]; /* newest first, of every seat count */
    stats_seats_t three, five;           /* the records of three and of five players */
    int practice_games;                  /* games with a card taken back: in recent, in no other figure */
    /* the coach: every game's hands rated and points lost, and the recent games' (newest first) */
    int coach_hands;
    double coach_lost;
    int accuracy_count;
    stats_accuracy_t accuracy[STATS_RECENT];
} stats_t;

void stats_defaults(stats_t *s);
/* Loads dir/stats.txt. A file that cannot be read, or whose figures cannot all be true (more wins
 * than games, a best below the mean, a quit game won, ...), is set aside as stats.txt.corrupt-N and
 * the defaults are used. Files written before the outcome was kept are read (it is worked out). */
void stats_load(stats_t *s, const char *dir);
bool stats_save(const stats_t *s, const char *dir);
/* Whether a four-seat game's rules differ from their preset's: a game under such rules is the player's
 * own, not the preset's, and its standings score is not a record's. Never for three or five seats: no
 * preset scores their standings (the tournament is for four), so their records (stats_seats_t) are of
 * the games the player turned the standings score on for. */
bool stats_rules_own(const rules_t *r);
/* Adds a finished game; returns true if it set a new best standings score (never for own rules: their
 * standings count in neither the best nor the mean, the game and a win still count). A practice game (a card was
 * taken back) counts only among the practice games and the recent results: not in games, wins or
 * standings. */
bool stats_record(stats_t *s, const stats_result_t *r);
/* The record of games of `players` seats (three or five; else NULL: the four-player record is stats_t's
 * own figures). */
stats_seats_t *stats_seats(stats_t *s, int players);
const stats_seats_t *stats_seats_const(const stats_t *s, int players);
/* The record of games of `players` seats, whatever the count (four: stats_t's own figures), as a copy. */
stats_seats_t stats_record_of(const stats_t *s, int players);
double stats_standings_mean(const stats_t *s);
/* The mean standings score of a record (0 without a game in the standings). */
double stats_seats_mean(const stats_seats_t *b);
/* The outcome of a game that ended for reason, won (South among the winners) or not: a quit game is
 * Quit, one cut off by the clock Time up (won says whether South led then), else Won or Lost. */
stats_outcome_t stats_outcome_of(end_reason_t reason, bool won);
/* "Won", "Lost", "Quit", "Time up": what the recent results say (scenes/overlay_stats.c). */
const char *stats_outcome_name(stats_outcome_t o);
/* Whether every figure of s can be true together (stats_load sets aside a file where not). */
bool stats_plausible(const stats_t *s);

/* ---- The coach's accuracy (store/stats_coach.c) ---- */
/* The game that ended at when: lost points over hands rated (replacing what was kept for it, so that
 * a game whose last hand was rated later is counted once). */
void stats_set_accuracy(stats_t *s, int64_t when, double lost, int hands);
/* Points lost a hand in the game that ended at when: false if not kept. */
bool stats_accuracy_of(const stats_t *s, int64_t when, double *per_hand);
/* Points lost a hand over every game rated (-1 when none). */
double stats_accuracy_mean(const stats_t *s);
/* The file's lines: reading one accuracy=... value, and writing them all. */
bool stats_accuracy_parse(stats_t *s, const char *v);
void stats_accuracy_write(const stats_t *s, FILE *f);

#endif
