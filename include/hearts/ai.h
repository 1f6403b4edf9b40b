/* Computer players. Each decision sees only a seat_view_t (what that seat may know) and draws its
 * tie-breaks from the rng it is given, so a game is the same for the same seed. This header (and the
 * AI's own) include hearts/view.h, never hearts/game.h: the AI cannot name a game, so it cannot read
 * another seat's hand. */
#ifndef HEARTS_AI_H
#define HEARTS_AI_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts/cards.h"
#include "hearts/nodiscard.h"
#include "hearts/rng.h"
#include "hearts/rules.h"
#include "hearts/view.h"

typedef enum { AI_RANDOM = 0, AI_EASY, AI_NORMAL, AI_HARD, AI_EXPERT, AI_LEVEL_COUNT } ai_level_t;

const char *ai_level_name(ai_level_t level); /* "random", "easy", "normal", "hard", "expert" */
/* Whether the level searches (hard, expert): its decisions take milliseconds, so a caller times each
 * one and runs it off the UI thread. */
bool ai_level_thinks(ai_level_t level);
HEARTS_NODISCARD bool ai_level_parse(const char *name, ai_level_t *out);
/* Whether a computer player of this level fights a moon only late and by rule of thumb (random, easy,
 * normal): what seat_view_t.weak_defender records for the seats the table shows at such a level. */
bool ai_level_weak_defender(ai_level_t level);
/* Whether the level plays a game of `players` seats: every level plays 3, 4 and 5; a level that did
 * not play a count would not be seated at such a table. */
bool ai_level_plays_seats(ai_level_t level, int players);

/* Three cards from view->hand to pass (view->phase == PHASE_PASS). */
void ai_choose_pass(ai_level_t level, const seat_view_t *view, rng_t *rng, card_t out[3]);
/* A legal card from view->legal. */
card_t ai_choose_play(ai_level_t level, const seat_view_t *view, rng_t *rng);
/* How the shooter scores a moon under `ask`: as `auto` would. */
moon_choice_t ai_choose_moon(const seat_view_t *view);

/* ---- The analysis of the levels that search (hard, expert), for hints and statistics ---- */

#define AI_MAX_OPTIONS 32

/* One way to play (or pass) that the level weighed, judged over the worlds it sampled. */
typedef struct {
    card_t card;         /* the card to play (CARD_NONE for a pass) */
    card_t cards[3];     /* the three to pass (a pass only) */
    bool moon_plan;      /* played out as an attempt to shoot the moon */
    double value;        /* how good, on average (higher is better; about minus the points) */
    double points;       /* the points it expects to add to its own total this hand */
    double queen;        /* how often it took the queen of spades */
    double moon_for;     /* how often it shot the moon */
    double moon_against; /* how often another seat shot the moon */
} ai_option_t;

typedef struct {
    int options;
    ai_option_t option[AI_MAX_OPTIONS];
    int best;        /* index of the option chosen */
    int worlds;      /* worlds played out */
    bool exhaustive; /* every world still possible was played out */
    bool moon;       /* the choice is part of an attempt to shoot the moon */
    int shown;       /* a rival taken to be shooting (played out so wherever its cards can), or -1 */
    /* by seat: the share of the worlds played out in which that rival played for the moon */
    double rival_shoots[SEAT_MAX];
} ai_analysis_t;

/* The hard level's decisions with what lay behind them (a may be NULL). */
card_t ai_hard_play(const seat_view_t *view, rng_t *rng, ai_analysis_t *a);
void ai_hard_pass(const seat_view_t *view, rng_t *rng, card_t out[3], ai_analysis_t *a);
/* The expert level's (the same search, spending more of the time a decision may take). */
card_t ai_expert_play(const seat_view_t *view, rng_t *rng, ai_analysis_t *a);
void ai_expert_pass(const seat_view_t *view, rng_t *rng, card_t out[3], ai_analysis_t *a);

/* ---- Hints for the person: the expert level's choice and a few words of why ----
 * They take a while (as long as an expert decision, up to a hundred milliseconds or so): call them off
 * the UI thread.
 * why gets one short sentence, e.g. "Duck under the king: the queen of spades is still out." */

/* view->phase == PHASE_PLAY and it is view->seat's turn. */
void ai_hint_play(const seat_view_t *view, rng_t *rng, card_t *card, char *why, size_t len);
/* view->phase == PHASE_PASS and view->seat has not passed yet. */
void ai_hint_pass(const seat_view_t *view, rng_t *rng, card_t out[3], char *why, size_t len);

#endif
