/* The table: the one owner of a game in progress. It holds the engine's game_t, the game log, the
 * save, the computer players' worker thread and their random streams, the tournament clock's
 * fractions of a millisecond, and the queue of engine events the screen has yet to show.
 *
 * Scenes ask it to pass, play, choose how a moon scores, deal the next hand, tick the clock and think
 * for the computer players; they read what happened from its queue and the state through a const
 * game_t. Only the table gives the engine decisions (the engine's decision functions take a
 * non-const game_t, which the table never hands out).
 *
 * Events are written to the log the moment the engine reports them, so the log is complete even when
 * the screen never gets to show them (a game quit or cut off by the clock). The save is append-only:
 * what each decision adds, and the clock every second, go to a background writer (save.h); it is
 * fsync'd at the end of each hand and when the table is closed. A state line written while the game
 * goes on holds the clock cut down to its whole second (the clock stays above it until the next line),
 * one written as the table closes holds it exactly: a resumed game never has more time than it had
 * when it was stopped, killed or not. */
#ifndef GAME_TABLE_TABLE_H
#define GAME_TABLE_TABLE_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "hearts/hint.h"
#include "hearts/game.h"
#include "store/savegame.h"
#include "table/undo.h"

typedef struct table table_t;

typedef struct {
    rules_t rules;
    uint64_t seed;
    ai_level_t level;
    bool autoplay;        /* South is played by the computer too */
    double speed;         /* the animation speed, kept in the save */
    const char *log_path; /* the game log (appended), or NULL */
    /* The log the game keeps of this game (store/logfile.h, LOGFILE_CURRENT), or NULL: a new game
     * makes it anew, a resumed one continues it; closed when the game ends. */
    const char *kept_log_path;
    const char *save_path; /* where the game is kept for a resume, or NULL */
    Uint32 wake_event;     /* pushed when the computer players have an answer (0: none) */
    bool coach;            /* the coach keeps South's decisions and rates them after each hand */
    bool no_claims;        /* the computer seats play a certain rest out card by card: they never claim */
} table_config_t;

/* A new game. NULL with a message in err if the log cannot be opened. */
table_t *table_new(const table_config_t *cfg, char *err, size_t errlen);
/* Takes up a saved game (savegame_load): game becomes the table's; lines are its log lines so far, which
 * the log file gets only where it lacks them (store/logfile.h: it continues where it stopped).
 * cfg's rules, seed, level, autoplay and speed are taken from the save, not from cfg. */
table_t *table_resume(const table_config_t *cfg, game_t *game, const save_header_t *h, const char *lines, char *err,
                      size_t errlen);
/* Closes the table: the worker stops, the save is flushed and fsync'd. A game that is not over stays
 * in its save (a kill); call table_quit first when the player leaves. */
void table_free(table_t *t);

/* ---- What is on the table ---- */
const game_t *table_game(const table_t *t);
const rules_t *table_rules(const table_t *t);
uint64_t table_seed(const table_t *t);
ai_level_t table_level(const table_t *t);
double table_speed(const table_t *t);
bool table_autoplay(const table_t *t);
/* For tests and demonstrations: South played by the computer from now on, or not. */
void table_set_autoplay(table_t *t, bool on);
bool table_seat_is_ai(const table_t *t, int seat);
/* The view a computer seat (or South's hint) decides from: the seat's own, with what the table shows of
 * the others (seat_view_t.weak_defender: the computer seats when their level is easy or normal; the
 * person is taken to defend against a moon as well as the hard level does; seat_view_t.shown_level:
 * the computer seats' level, the person unknown). */
void table_decision_view(const table_t *t, int seat, seat_view_t *v);
bool table_over(const table_t *t);
/* The EV_END event once over. */
const game_event_t *table_end(const table_t *t);
/* Moons and suns South shot this game. */
int table_south_moons(const table_t *t);
/* Taken up from a save: true once, for the screen to lay itself out from the engine's state. */
bool table_take_resumed(table_t *t);

/* ---- Events not yet shown ---- */
bool table_next_event(table_t *t, game_event_t *out);
bool table_peek_event(const table_t *t, game_event_t *out);
bool table_has_events(const table_t *t);

/* ---- South's decisions (the person). HEARTS_OK, or why not (table_last_error says it). ---- */
hearts_err_t table_pass(table_t *t, const card_t cards[3]);
hearts_err_t table_play(table_t *t, card_t card);
hearts_err_t table_choose_moon(table_t *t, moon_choice_t choice);
/* The cards South has chosen to pass so far and not yet passed (0 to 3 of its hand): not a decision,
 * but kept in the save, so that a game resumed mid-pass has them chosen still. The screen gives every
 * change; false (nothing kept) when South is not to pass or they are not up to three of its cards. */
bool table_choose_pass(table_t *t, cardset_t chosen);
/* What South has chosen to pass so far (a resumed game's, as saved). Once South has passed, its three
 * cards until the passes are exchanged (a game killed meanwhile resumes with them chosen); then 0. */
cardset_t table_pass_chosen(const table_t *t);
/* Deals the next hand after a hand's summary. */
hearts_err_t table_next_hand(table_t *t);
/* Why South's last decision was refused (HEARTS_OK if it was not): the scenes word it
 * (words_refusal). */
hearts_err_t table_last_error(const table_t *t);
/* South leaves: the game ends with reason quit, its end line is logged and the save removed. */
void table_quit(table_t *t);

/* ---- Time ---- */
enum { TABLE_CLOCK_ENDED = 1, TABLE_CLOCK_LAST_MINUTE = 2 };
/* Feeds real elapsed time to the tournament clock. Returns TABLE_CLOCK_* bits for what happened now:
 * the game ended on time, or the last minute began (once a game). */
unsigned table_tick(table_t *t, double real_ms);

/* ---- The computer players ---- */
/* Polls the worker and asks the next question. Answers to passes are given to the engine at once
 * (nobody sees a pass until all are made); plays and moon choices only when shown_up_to_date (the
 * screen has caught up), so that what a person sees is always what happened. */
void table_think(table_t *t, bool shown_up_to_date);
/* An answer waits to be given to the engine. */
bool table_answer_waiting(const table_t *t);
/* The next computer seat to decide decides now, on this thread (the benchmark, tests). False if no
 * computer seat is to decide. */
bool table_decide_now(table_t *t);

/* ---- Hints for the person: the hard level's suggestion, thought on the worker ---- */
typedef struct {
    bool pass; /* three cards to pass, else a card to play */
    card_t cards[3];
    card_t card;
    hint_why_t why; /* why: a code the scene words (hearts/hint.h) */
} table_hint_t;
/* Asks for a hint for South's decision now (false if South has nothing to decide or one is coming). */
bool table_ask_hint(table_t *t);
/* A hint is asked for and has not come yet. */
bool table_hint_pending(const table_t *t);
/* Takes the hint if it has come and still fits South's decision; a hint whose moment has passed
 * (another hand, a card played since) is dropped. */
bool table_take_hint(table_t *t, table_hint_t *out);

/* ---- Claiming the rest of a hand (hearts/claim.h, docs/rules.md) ----
 * South may claim when it is to play and the rest of the hand is certain from what South knows (the
 * worker thinks it over at each of South's turns); a computer seat whose rest is certain claims instead
 * of playing. A claim plays every card left at once; the tournament clock does not count while the
 * screen lays them down (until the queue of events not yet shown is empty). */
bool table_claim_offered(const table_t *t);
/* South claims; HEARTS_ERR_WRONG_PHASE when no claim is offered now. */
hearts_err_t table_claim(table_t *t);
/* The seat that claimed the rest of the current hand, or -1. */
int table_claimant(const table_t *t);

/* ---- Taking back a card (table/undo.h, docs/rules.md) ----
 * In a game without a clock or a standings score, South may take back its last card and the computer
 * players' cards after it, as long as it is in the trick on the table (or completed the trick just
 * before, nothing played since), one card at a time. The log and the save then hold the game as if the
 * card had never been played; the game is practice from then on (its end line says so). */
table_undo_t table_undo_check(const table_t *t);
/* Takes the card back: the events not yet shown are dropped and the screen lays itself out again from
 * the engine's state, South to play. The game is a new game_t then (table_game again: the one before is
 * gone). TABLE_UNDO_OK, or why not (nothing changes then). */
table_undo_t table_undo(table_t *t);
/* A card was taken back in this game (a resumed game's too). */
bool table_practice(const table_t *t);

/* ---- The coach (table/coach_run.h): South's decisions rated after each hand, on the worker when the
 * computer players have nothing to ask it ---- */
typedef struct coach_run coach_run_t;
const coach_run_t *table_coach(const table_t *t);
void table_coach_on(table_t *t, bool on);
/* Whether the computer seats claim a certain rest (Options: Computer claims; table_config_t.no_claims):
 * from their next decision on. South's own claim (table_claim) is offered either way. */
void table_computer_claims(table_t *t, bool on);
/* The coach's turn on the worker while the table scene does not think (the summary, the result are on
 * top): takes its answers, and asks the next step when no computer player waits for the worker. */
void table_coach_think(table_t *t);

/* ---- The save ---- */
/* How many times the state was written to the save (tests), and the clock in the last one. */
int table_saves(const table_t *t);
int64_t table_saved_clock_ms(const table_t *t);
/* Waits until the writer has written everything given to it (tests; the table does it on free). */
void table_flush(table_t *t);

#endif
