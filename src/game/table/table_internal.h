/* The table's state, shared by the files that make up the table (table.c: making, deciding, thinking,
 * the log and the save; table_read.c: what the rest of the game reads of it). Nothing outside
 * src/game/table includes it: the scenes see a table_t only through table/table.h. */
#ifndef HEARTS_TABLE_INTERNAL_H
#define HEARTS_TABLE_INTERNAL_H

#include <stdio.h>

#include "table/ai_worker.h"
#include "table/coach_run.h"
#include "table/save.h"
#include "table/table.h"
#include "table/undo.h"

struct table {
    game_t *game;
    rules_t rules;
    uint64_t seed;
    ai_level_t level;
    bool autoplay;
    double speed;
    FILE *log[2]; /* --log's file, and the log the game keeps (Watch again); either may be NULL */
    rng_t ai_rng[SEAT_MAX];
    double clock_frac; /* real milliseconds not yet given to the engine */
    bool clock_warned; /* the last minute has been announced */
    bool over;
    game_event_t end;
    int south_moons;
    bool resumed;
    hearts_err_t error;    /* of South's last decision */
    cardset_t pass_chosen; /* South's cards chosen to pass, not yet passed (kept in the save) */

    /* The events the screen has yet to show */
    game_event_t *queue;
    size_t q_head, q_count, q_cap;

    /* The save */
    save_writer_t *save;
    int saves;
    int64_t saved_clock_ms;
    int64_t saved_second; /* the clock's whole second in the last state line */

    /* The computer players */
    ai_worker_t *worker;
    bool requested; /* a question is with the worker */
    bool has_answer;
    ai_answer_t answer;

    /* The person's hint */
    bool hint_wanted; /* asked for, not yet given to the worker */
    bool hint_asked;  /* with the worker */
    bool hint_ready;
    table_hint_t hint;
    int hint_hand, hint_key; /* the decision it belongs to */
    rng_t hint_rng;          /* a stream of its own: hints never change the computer players' play */

    /* Claims (hearts/claim.h): whether South may claim, thought on the worker at each of its turns */
    int claim_asked; /* the decision of South's (claim_key) the question was asked for; -1 none */
    bool claim_ok;   /* the answer for it: the rest is certain */
    int claim_seat;  /* the seat that claimed the rest of hand claim_hand, or -1 */
    int claim_hand;
    bool clock_held; /* a claim's cards are being shown: the clock does not count meanwhile */

    FILE *book;         /* the game as played so far (undo.h) */
    undo_mark_t mark;   /* where things stood before South's last card */
    bool practice;      /* a card was taken back */
    coach_run_t *coach; /* South's decisions kept and rated after each hand (table/coach_run.h) */
    bool no_claims;     /* the computer seats never claim (table_computer_claims) */
};

#endif
