#include "table/table.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/gamelog.h"
#include "hearts/intl.h"
#include "platform/fatal.h"
#include "store/logfile.h"
#include "table/ai_worker.h"
#include "table/coach_run.h"
#include "table/save.h"
#include "table/table_internal.h"

/* ---- The log and the save ---- */

static void players_of(const table_t *t, char ai[32], const char *players[SEAT_MAX])
{
    snprintf(ai, 32, "ai:%s", ai_level_name(t->level));
    players[0] = t->autoplay ? ai : "human";
    for (int seat = 1; seat < SEAT_MAX; seat++) {
        players[seat] = ai;
    }
}

static save_header_t header_now(const table_t *t)
{
    save_header_t h;
    memset(&h, 0, sizeof h);
    h.clock_ms = game_clock_ms(t->game);
    h.level = t->level;
    h.speed = t->speed;
    h.south_moons = t->south_moons;
    h.autoplay = t->autoplay;
    memcpy(h.ai_rng, t->ai_rng, sizeof h.ai_rng);
    h.seats = t->rules.players;
    h.south_pass = t->pass_chosen;
    h.practice = t->practice;
    return h;
}

/* The clock a state line carries. Between two lines the clock runs on, and a kill keeps only the last
 * line: so a line written while the game goes on carries the clock cut down to its whole second, which
 * the real clock stays above until the next line (written when that second is gone). A resumed game
 * then never has more time than it had when it was stopped, and at most a second less. A line written
 * as the table closes (the program stops: no time passes after it) carries the clock exactly. */
static int64_t clock_to_save(int64_t ms, bool exact)
{
    return (ms < 0 || exact) ? ms : ms - ms % 1000;
}

/* Appends a state line (the clock, the computer players' streams) to the save; exact: the table is
 * closing (see clock_to_save). */
static void save_state(table_t *t, bool sync, bool exact)
{
    if (!t->save) {
        return;
    }
    save_header_t h = header_now(t);
    h.clock_ms = clock_to_save(h.clock_ms, exact);
    save_writer_state(t->save, &h, sync);
    t->saves++;
    t->saved_clock_ms = h.clock_ms;
    t->saved_second = h.clock_ms < 0 ? -1 : h.clock_ms / 1000;
}

/* Starts the save: made anew with the header, the game line (or a resumed game's lines so far) and
 * the state now; appended to from then on. */
static void save_start(table_t *t, const char *path, const char *resume_lines)
{
    if (!path || !path[0]) {
        return;
    }
    save_header_t h = header_now(t);
    char ai[32];
    const char *players[SEAT_MAX];
    players_of(t, ai, players);
    t->save = save_writer_open(path, &h, &t->rules, t->seed, players, resume_lines);
    t->saves++;
    t->saved_clock_ms = h.clock_ms;
    t->saved_second = h.clock_ms < 0 ? -1 : h.clock_ms / 1000;
}

static void enqueue(table_t *t, const game_event_t *e)
{
    if (t->q_head == t->q_count) {
        t->q_head = t->q_count = 0;
    }
    if (t->q_count == t->q_cap) {
        size_t cap = t->q_cap ? t->q_cap * 2 : 64;
        game_event_t *q = realloc(t->queue, cap * sizeof *q);
        if (!q) {
            fatal("Out of memory.");
        }
        t->queue = q;
        t->q_cap = cap;
    }
    t->queue[t->q_count++] = *e;
}

/* Drains the engine's events: the log, the save, the queue. After every decision given to the engine. */
static void pump(table_t *t)
{
    game_event_t e;
    bool any = false, hand_end = false;
    if (game_phase(t->game) != PHASE_PASS) {
        t->pass_chosen = 0; /* the passes are exchanged (or the game is over): nothing is chosen any more */
    }
    while (game_next_event(t->game, &e)) {
        any = true;
        for (int i = 0; i < 2; i++) {
            if (t->log[i] && e.type == EV_END && t->practice) {
                undo_write_end(t->log[i], t->book, &t->rules, &e);
            } else if (t->log[i]) {
                gamelog_write_event(t->log[i], &t->rules, &e);
            }
        }
        if (t->book) {
            gamelog_write_event(t->book, &t->rules, &e);
        }
        t->mark.plays_after += e.type == EV_PLAY;
        if (t->save) {
            save_writer_event(t->save, &e);
        }
        hand_end |= e.type == EV_HAND;
        if (e.type == EV_HAND && (e.score.moon == SEAT_S || e.score.sun == SEAT_S)) {
            t->south_moons++;
        }
        if (e.type == EV_END) {
            t->over = true;
            t->end = e;
        }
        enqueue(t, &e);
    }
    if (!any) {
        return;
    }
    for (int i = 0; i < 2; i++) {
        if (t->log[i]) {
            fflush(t->log[i]);
        }
    }
    if (t->over && t->log[1]) {
        fclose(t->log[1]); /* whole: the home keeps it (store/logfile.h, logfile_keep) */
        t->log[1] = NULL;
    }
    if (t->over) {
        /* an ended or quit game is not offered again */
        save_writer_close(t->save, true);
        t->save = NULL;
    } else {
        save_state(t, hand_end, false);
    }
}

/* ---- Making and closing ---- */

/* resume_lines: a resumed game's log so far, which the log file gets where it lacks it (logfile.h). */
static table_t *table_alloc(const table_config_t *cfg, const char *resume_lines, char *err, size_t errlen)
{
    table_t *t = calloc(1, sizeof *t);
    if (!t) {
        fatal("Out of memory.");
    }
    if (cfg->kept_log_path) {
        char why[1200];
        if (!resume_lines) {
            remove(cfg->kept_log_path); /* a game left unfinished, whose save this one replaces */
        }
        t->log[1] = logfile_open(cfg->kept_log_path, resume_lines, why, sizeof why);
        if (!t->log[1]) {
            fprintf(stderr, _("hearts: this game's log will not be kept: %s\n"), why);
        }
    }
    if (cfg->log_path) {
        char why[1200];
        t->log[0] = logfile_open(cfg->log_path, resume_lines, why, sizeof why);
        if (!t->log[0]) {
            snprintf(err, errlen, _("cannot use the log file: %s"), why);
            if (t->log[1]) {
                fclose(t->log[1]);
            }
            free(t);
            return NULL;
        }
    }
    t->worker = ai_worker_new(cfg->wake_event);
    t->coach = coach_run_new(cfg->seed, cfg->coach);
    t->no_claims = cfg->no_claims;
    t->claim_asked = t->claim_seat = -1;
    return t;
}

table_t *table_new(const table_config_t *cfg, char *err, size_t errlen)
{
    table_t *t = table_alloc(cfg, NULL, err, errlen);
    if (!t) {
        return NULL;
    }
    t->rules = cfg->rules;
    t->seed = cfg->seed;
    t->level = cfg->level;
    t->autoplay = cfg->autoplay;
    t->speed = cfg->speed;
    for (int seat = 0; seat < SEAT_MAX; seat++) {
        rng_seed(&t->ai_rng[seat], cfg->seed, (uint64_t)RNG_STREAM_AI + (uint64_t)seat);
    }
    rng_seed(&t->hint_rng, cfg->seed, (uint64_t)RNG_STREAM_COSMETIC + 0x800);
    t->game = game_new(&cfg->rules, cfg->seed);
    if (!t->game) {
        fatal("Out of memory.");
    }
    char ai[32];
    const char *players[SEAT_MAX];
    players_of(t, ai, players);
    t->book = undo_book_open(NULL);
    FILE *logs[3] = {t->log[0], t->log[1], t->book};
    for (int i = 0; i < 3; i++) {
        if (logs[i]) {
            gamelog_write_game(logs[i], &t->rules, t->seed, players);
            fflush(logs[i]);
        }
    }
    if (cfg->save_path) {
        save_start(t, cfg->save_path, NULL); /* the game line; the deal follows with the first pump */
    }
    pump(t);
    return t;
}

table_t *table_resume(const table_config_t *cfg, game_t *game, const save_header_t *h, const char *lines, char *err,
                      size_t errlen)
{
    table_t *t = table_alloc(cfg, lines, err, errlen);
    if (!t) {
        game_free(game);
        return NULL;
    }
    t->game = game;
    t->rules = *game_rules(game);
    t->seed = game_seed(game);
    t->level = h->level;
    t->autoplay = h->autoplay;
    t->speed = h->speed;
    t->south_moons = h->south_moons;
    memcpy(t->ai_rng, h->ai_rng, sizeof t->ai_rng);
    t->pass_chosen = h->south_pass; /* savegame_parse checked that it fits the game */
    rng_seed(&t->hint_rng, t->seed, (uint64_t)RNG_STREAM_COSMETIC + 0x800);
    t->resumed = true;
    t->practice = h->practice;
    t->book = undo_book_open(lines);
    int64_t left = game_clock_ms(game);
    t->clock_warned = left >= 0 && left <= 60000;
    /* made anew: whatever a kill tore off the old file's end is gone */
    save_start(t, cfg->save_path, lines);
    return t;
}

void table_free(table_t *t)
{
    if (!t) {
        return;
    }
    ai_worker_free(t->worker);
    if (t->save && !t->over) {
        save_state(t, false, true); /* the clock as it stands now: nothing runs after this */
    }
    save_writer_close(t->save, false);
    if (t->log[1]) {
        fclose(t->log[1]);
    }
    if (t->log[0]) {
        fclose(t->log[0]);
    }
    if (t->book) {
        fclose(t->book);
    }
    game_free(t->game);
    coach_run_free(t->coach);
    free(t->queue);
    free(t);
}

/* ---- South's decisions ---- */

static bool south_to_pass(const table_t *t)
{
    return !t->over && game_phase(t->game) == PHASE_PASS && !game_has_passed(t->game, SEAT_S);
}

static bool south_to_play(const table_t *t)
{
    return !t->over && game_phase(t->game) == PHASE_PLAY && game_turn(t->game) == SEAT_S;
}

static hearts_err_t decided(table_t *t, hearts_err_t e)
{
    t->error = e;
    if (e == HEARTS_OK) {
        pump(t);
    }
    return e;
}

hearts_err_t table_pass(table_t *t, const card_t cards[3])
{
    seat_view_t knew; /* what South knew before deciding, for the coach */
    table_decision_view(t, SEAT_S, &knew);
    hearts_err_t e = decided(t, game_pass(t->game, SEAT_S, cards));
    if (e == HEARTS_OK) {
        coach_run_decided(t->coach, &knew, cards);
    }
    if (e == HEARTS_OK && game_phase(t->game) == PHASE_PASS) {
        /* The others are still choosing: the engine says nothing of a pass until all four are made,
         * so the save has no line of South's. Its three cards are kept as chosen: a game killed now
         * resumes with them ready to pass again. */
        t->pass_chosen = cardset_of(cards[0]) | cardset_of(cards[1]) | cardset_of(cards[2]);
        save_state(t, false, false);
    }
    return e;
}

bool table_choose_pass(table_t *t, cardset_t chosen)
{
    if (chosen == t->pass_chosen) {
        return true;
    }
    if (!south_to_pass(t) || cardset_count(chosen) > 3 || (chosen & ~game_hand(t->game, SEAT_S))) {
        return false;
    }
    t->pass_chosen = chosen;
    save_state(t, false, false); /* not a decision, but a resumed game has it chosen still */
    return true;
}

cardset_t table_pass_chosen(const table_t *t)
{
    return t->pass_chosen;
}

hearts_err_t table_play(table_t *t, card_t card)
{
    undo_mark_t m = south_to_play(t) ? undo_mark(t->game, &t->rules, t->book, t->log, t->ai_rng) : t->mark;
    seat_view_t knew;
    table_decision_view(t, SEAT_S, &knew);
    hearts_err_t e = game_play(t->game, SEAT_S, card);
    if (e == HEARTS_OK) {
        t->mark = m;
        coach_run_decided(t->coach, &knew, &card);
    }
    return decided(t, e);
}

hearts_err_t table_choose_moon(table_t *t, moon_choice_t choice)
{
    return decided(t, game_choose_moon(t->game, SEAT_S, choice));
}

hearts_err_t table_next_hand(table_t *t)
{
    return decided(t, game_next_hand(t->game));
}

hearts_err_t table_last_error(const table_t *t)
{
    return t->error;
}

void table_quit(table_t *t)
{
    if (!t->over) {
        game_quit(t->game);
        pump(t);
    }
}

/* ---- Time ---- */

unsigned table_tick(table_t *t, double real_ms)
{
    unsigned what = 0;
    if (t->clock_held) {
        if (table_has_events(t)) {
            return 0; /* the claimed cards are still being laid down: the time is the player's */
        }
        t->clock_held = false;
    }
    if (t->over || game_clock_ms(t->game) < 0 || real_ms <= 0) {
        return 0;
    }
    t->clock_frac += real_ms;
    int64_t whole = (int64_t)t->clock_frac;
    if (whole <= 0) {
        return 0;
    }
    t->clock_frac -= (double)whole;
    if (game_advance_clock(t->game, whole)) {
        what |= TABLE_CLOCK_ENDED;
    }
    pump(t);
    int64_t left = game_clock_ms(t->game);
    if (!t->over && !t->clock_warned && left >= 0 && left <= 60000) {
        t->clock_warned = true;
        what |= TABLE_CLOCK_LAST_MINUTE;
    }
    /* The clock goes to the save every second, so that a kill never gives time back. */
    if (!t->over && left >= 0 && left / 1000 != t->saved_second) {
        save_state(t, false, false);
    }
    return what;
}

/* ---- The computer players ---- */

/* The decision South has now: its hand number and how many cards it holds (a hint is for that). */
static int south_key(const table_t *t)
{
    return cardset_count(game_hand(t->game, SEAT_S));
}

/* Whether a hint still fits South's decision now: the same hand and moment, and cards South may
 * pass or play. */
static bool hint_fits(const table_t *t, const table_hint_t *h)
{
    if (t->hint_hand != game_hand_number(t->game) || t->hint_key != south_key(t)) {
        return false; /* the moment has passed */
    }
    if (h->pass) {
        cardset_t sel = cardset_of(h->cards[0]) | cardset_of(h->cards[1]) | cardset_of(h->cards[2]);
        return south_to_pass(t) && cardset_count(sel) == 3 && !(sel & ~game_hand(t->game, SEAT_S));
    }
    seat_view_t v;
    game_seat_view(t->game, SEAT_S, &v);
    return south_to_play(t) && cardset_has(v.legal, h->card);
}

static void take_hint_answer(table_t *t, const ai_answer_t *ans)
{
    t->hint_asked = false;
    t->hint_rng = ans->rng;
    table_hint_t h;
    memset(&h, 0, sizeof h);
    h.pass = ans->kind == AI_REQ_HINT_PASS;
    h.why = ans->why;
    memcpy(h.cards, ans->cards, sizeof h.cards);
    h.card = h.pass ? CARD_NONE : ans->card;
    if (hint_fits(t, &h)) {
        t->hint = h;
        t->hint_ready = true;
    }
}

/* South's decision now, for a claim: the hand and how many cards South holds. */
static int claim_key(const table_t *t)
{
    return game_hand_number(t->game) * 16 + south_key(t);
}

/* The rest of the hand, certain, claimed by `seat`: every card left is played at once, each seat its
 * lowest legal card (any line ends the same; the log holds one that play could have had). */
static void play_out(table_t *t, int seat)
{
    t->claim_seat = seat;
    t->claim_hand = game_hand_number(t->game);
    t->clock_held = true;
    t->claim_ok = false;
    while (game_phase(t->game) == PHASE_PLAY) {
        int q = game_turn(t->game);
        cardset_t legal = rules_legal_moves(game_rules(t->game), game_hand(t->game, q), game_trick(t->game));
        if (game_play(t->game, q, cardset_lowest(legal)) != HEARTS_OK) {
            break;
        }
    }
    pump(t);
}

static void poll_worker(table_t *t)
{
    ai_answer_t ans;
    if (!ai_worker_poll(t->worker, &ans)) {
        return;
    }
    t->requested = false;
    if (ans.kind == AI_REQ_CLAIM) {
        t->claim_ok = ans.claim && t->claim_asked == claim_key(t);
        return;
    }
    if (ans.kind == AI_REQ_HINT_PASS || ans.kind == AI_REQ_HINT_PLAY) {
        take_hint_answer(t, &ans);
        return;
    }
    if (ans.kind == AI_REQ_COACH) {
        coach_run_answer(t->coach, &ans);
        return;
    }
    t->ai_rng[ans.seat] = ans.rng;
    t->answer = ans;
    t->has_answer = true;
}

/* Gives a computer seat's answer to the engine if it still fits. */
static void apply_answer(table_t *t, const ai_answer_t *a)
{
    game_phase_t phase = game_phase(t->game);
    hearts_err_t e = HEARTS_ERR_WRONG_PHASE;
    if (a->kind == AI_REQ_PASS && phase == PHASE_PASS && !game_has_passed(t->game, a->seat)) {
        e = game_pass(t->game, a->seat, a->cards);
    } else if (a->kind == AI_REQ_PLAY && phase == PHASE_PLAY && game_turn(t->game) == a->seat && a->claim) {
        if (!t->no_claims) {
            play_out(t, a->seat);
        }
        return; /* else Computer claims was turned off since it was asked: the seat is asked again, for a card */
    } else if (a->kind == AI_REQ_PLAY && phase == PHASE_PLAY && game_turn(t->game) == a->seat) {
        e = game_play(t->game, a->seat, a->card);
    } else if (a->kind == AI_REQ_MOON && phase == PHASE_MOON_CHOICE && game_turn(t->game) == a->seat) {
        e = game_choose_moon(t->game, a->seat, a->moon);
    }
    if (e == HEARTS_OK) {
        pump(t);
    }
    /* else: the answer came for a moment that has passed (the clock ended the game): dropped */
}

static void submit_hint(table_t *t)
{
    t->hint_wanted = false;
    if (!south_to_pass(t) && !south_to_play(t)) {
        return;
    }
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = south_to_pass(t) ? AI_REQ_HINT_PASS : AI_REQ_HINT_PLAY;
    req.level = AI_HARD;
    req.tag = 1;
    table_decision_view(t, SEAT_S, &req.view);
    req.rng = t->hint_rng;
    if (ai_worker_submit(t->worker, &req)) {
        t->hint_asked = true;
        t->requested = true;
        t->hint_hand = game_hand_number(t->game);
        t->hint_key = south_key(t);
    } else {
        t->hint_wanted = true; /* the worker is busy: next time */
    }
}

/* Asks the worker whether South may claim at its decision now. */
static void submit_claim(table_t *t)
{
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = AI_REQ_CLAIM;
    req.tag = 1;
    table_decision_view(t, SEAT_S, &req.view);
    if (ai_worker_submit(t->worker, &req)) {
        t->requested = true;
        t->claim_asked = claim_key(t);
        t->claim_ok = false;
    }
}

/* Which computer seat decides next, and what; -1 if none. */
static int next_question(const table_t *t, ai_req_kind_t *kind)
{
    game_phase_t phase = game_phase(t->game);
    if (t->over) {
        return -1;
    }
    if (phase == PHASE_PASS) {
        for (int k = 0; k < game_players(t->game); k++) {
            if (table_seat_is_ai(t, k) && !game_has_passed(t->game, k)) {
                *kind = AI_REQ_PASS;
                return k;
            }
        }
    } else if (phase == PHASE_PLAY && table_seat_is_ai(t, game_turn(t->game))) {
        *kind = AI_REQ_PLAY;
        return game_turn(t->game);
    } else if (phase == PHASE_MOON_CHOICE && table_seat_is_ai(t, game_turn(t->game))) {
        *kind = AI_REQ_MOON;
        return game_turn(t->game);
    }
    return -1;
}

void table_think(table_t *t, bool shown_up_to_date)
{
    poll_worker(t);
    if (t->over) {
        table_coach_think(t);
        return;
    }
    /* Passes at once (nobody sees them until all are made); the rest when the screen has caught up. */
    if (t->has_answer && (t->answer.kind == AI_REQ_PASS || shown_up_to_date)) {
        t->has_answer = false;
        apply_answer(t, &t->answer);
    }
    /* The person's hint first: it is asked only when South is to decide. */
    if (t->hint_wanted && !t->requested && !t->has_answer) {
        submit_hint(t);
    }
    if (t->requested || t->has_answer) {
        return;
    }
    if (south_to_play(t) && !table_seat_is_ai(t, SEAT_S) && t->claim_asked != claim_key(t)) {
        submit_claim(t);
        return;
    }
    ai_req_kind_t kind = AI_REQ_PASS;
    int seat = next_question(t, &kind);
    if (seat < 0) {
        table_coach_think(t); /* the computer players have nothing to ask: the coach may think */
        return;
    }
    ai_request_t req;
    memset(&req, 0, sizeof req);
    req.kind = kind;
    req.level = t->level;
    req.tag = 1;
    req.claim = kind == AI_REQ_PLAY && !t->no_claims; /* computer players claim a certain rest */
    table_decision_view(t, seat, &req.view);
    req.rng = t->ai_rng[seat];
    if (ai_worker_submit(t->worker, &req)) {
        t->requested = true;
    }
}

bool table_answer_waiting(const table_t *t)
{
    return t->has_answer;
}

bool table_decide_now(table_t *t)
{
    if (t->requested || t->has_answer) {
        /* the worker's question is dropped: its seat decides here and now, from the same stream */
        ai_worker_cancel(t->worker);
        t->requested = t->has_answer = false;
        t->hint_asked = false;
        coach_run_dropped(t->coach);
    }
    ai_req_kind_t kind = AI_REQ_PASS;
    int seat = next_question(t, &kind);
    if (seat < 0) {
        return false;
    }
    ai_answer_t a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    a.seat = seat;
    seat_view_t v;
    table_decision_view(t, seat, &v);
    if (kind == AI_REQ_PASS) {
        ai_choose_pass(t->level, &v, &t->ai_rng[seat], a.cards);
    } else if (kind == AI_REQ_PLAY) {
        a.card = ai_choose_play(t->level, &v, &t->ai_rng[seat]);
    } else {
        a.moon = ai_choose_moon(&v);
    }
    apply_answer(t, &a);
    return true;
}

/* ---- Claims ---- */

bool table_claim_offered(const table_t *t)
{
    return south_to_play(t) && t->claim_ok && t->claim_asked == claim_key(t);
}

hearts_err_t table_claim(table_t *t)
{
    if (!table_claim_offered(t)) {
        t->error = HEARTS_ERR_WRONG_PHASE;
        return t->error;
    }
    t->error = HEARTS_OK;
    play_out(t, SEAT_S);
    return HEARTS_OK;
}

int table_claimant(const table_t *t)
{
    return t->claim_seat >= 0 && t->claim_hand == game_hand_number(t->game) ? t->claim_seat : -1;
}

/* ---- Taking back a card ---- */

table_undo_t table_undo_check(const table_t *t)
{
    return t->over ? TABLE_UNDO_HAND_END : t->autoplay ? TABLE_UNDO_NOTHING : undo_check(&t->mark, t->game, &t->rules);
}

table_undo_t table_undo(table_t *t)
{
    table_undo_t why = table_undo_check(t);
    char *text = NULL;
    game_t *g = why == TABLE_UNDO_OK ? undo_rewind(&t->mark, t->book, t->log, &text) : NULL;
    if (!g) {
        return why != TABLE_UNDO_OK ? why : TABLE_UNDO_NOTHING;
    }
    game_free(t->game);
    t->game = g;
    /* the computer players think again from where they were, with the streams they had then */
    ai_worker_cancel(t->worker);
    coach_run_undone(t->coach);
    t->requested = t->has_answer = t->hint_wanted = t->hint_asked = t->hint_ready = false;
    t->claim_asked = -1;
    t->claim_ok = false;
    memcpy(t->ai_rng, t->mark.ai_rng, sizeof t->ai_rng);
    t->q_head = t->q_count = 0; /* the screen lays itself out again from the engine (play_events_undone) */
    t->mark.set = false;        /* one card at a time */
    t->practice = true;
    t->error = HEARTS_OK;
    if (t->save) { /* made anew from the book: no line of it holds an undone card */
        save_header_t h = header_now(t);
        t->save = save_writer_reopen(t->save, &h, text);
    }
    free(text);
    return TABLE_UNDO_OK;
}

bool table_practice(const table_t *t)
{
    return t->practice;
}

/* ---- Hints ---- */

bool table_ask_hint(table_t *t)
{
    if (t->autoplay || t->hint_wanted || t->hint_asked || (!south_to_pass(t) && !south_to_play(t))) {
        return false;
    }
    t->hint_wanted = true;
    t->hint_ready = false;
    return true;
}

bool table_hint_pending(const table_t *t)
{
    return t->hint_wanted || t->hint_asked;
}

bool table_take_hint(table_t *t, table_hint_t *out)
{
    if (!t->hint_ready) {
        return false;
    }
    t->hint_ready = false;
    if (!hint_fits(t, &t->hint)) {
        return false; /* South decided meanwhile */
    }
    *out = t->hint;
    return true;
}

/* ---- The save ---- */

int table_saves(const table_t *t)
{
    return t->saves;
}

int64_t table_saved_clock_ms(const table_t *t)
{
    return t->saved_clock_ms;
}

void table_flush(table_t *t)
{
    save_writer_flush(t->save);
}

/* ---- The coach ---- */

const coach_run_t *table_coach(const table_t *t)
{
    return t->coach;
}

void table_coach_think(table_t *t)
{
    poll_worker(t);
    game_phase_t phase = game_phase(t->game);
    coach_run_close(t->coach, game_hand_number(t->game) - (phase != PHASE_HAND_OVER && phase != PHASE_OVER));
    ai_req_kind_t kind;
    if (!t->requested && !t->has_answer && !t->hint_wanted && (t->over || next_question(t, &kind) < 0)) {
        t->requested = coach_run_submit(t->coach, t->worker);
    }
}

void table_coach_on(table_t *t, bool on)
{
    coach_run_set_on(t->coach, on);
}

void table_computer_claims(table_t *t, bool on)
{
    t->no_claims = !on;
}
