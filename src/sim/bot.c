/* Outside bots: one child process per bot, JSON lines both ways (cJSON builds and parses them). */
#define _POSIX_C_SOURCE 200809L

#include "bot.h"

#include <errno.h>

#ifndef _WIN32 /* outside bots need POSIX processes and pipes; the Windows build has none (below) */

#include <cjson/cJSON.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hearts/gamelog.h"
#include "wallclock.h"

struct bot {
    player_t base;
    char *command;
    int timeout_ms;
    pid_t pid;   /* 0 when not running */
    int to_fd;   /* its standard input */
    int from_fd; /* its standard output */
    int err_fd;  /* its standard error, passed on to ours line by line with its seat */
    char ebuf[BOT_ERR_LINE];
    size_t elen;
    char *buf; /* what it has written that is not yet taken */
    size_t len;
    size_t line_used; /* bytes of buf taken by the line last read (newline included) */
    int seat;         /* the seat it plays in this game */
    int told_seat;    /* the seat its hello named, -1 before */
    rules_t rules;
    char game[96];
    int hand; /* current hand number, for messages */
    long faults;
    rng_t rng; /* for the normal AI that stands in */
};

/* ---- Its standard error ---- */

static void err_flush_line(bot_t *b, size_t n)
{
    fprintf(stderr, "bot %s: %.*s\n", seat_code(b->seat, b->rules.players), (int)n, b->ebuf);
}

/* Passes on what the program has written on its standard error, each whole line with its seat
 * ("bot W: ..."); at_end also passes on a last line without a newline. Never blocks. */
static void drain_stderr(bot_t *b, bool at_end)
{
    while (b->err_fd >= 0) {
        ssize_t got = read(b->err_fd, b->ebuf + b->elen, sizeof b->ebuf - b->elen);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got > 0) {
            b->elen += (size_t)got;
            char *nl;
            while ((nl = memchr(b->ebuf, '\n', b->elen)) != NULL) {
                size_t n = (size_t)(nl - b->ebuf);
                err_flush_line(b, n);
                memmove(b->ebuf, nl + 1, b->elen - n - 1);
                b->elen -= n + 1;
            }
            if (b->elen == sizeof b->ebuf) { /* an overlong line goes in pieces */
                err_flush_line(b, b->elen);
                b->elen = 0;
            }
            continue;
        }
        if (got == 0) { /* the program has closed it */
            close(b->err_fd);
            b->err_fd = -1;
            at_end = true;
        }
        break;
    }
    if (at_end && b->elen > 0) {
        err_flush_line(b, b->elen);
        b->elen = 0;
    }
}

void bot_ignore_sigpipe(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPIPE, &sa, NULL);
}

/* ---- The process ---- */

/* Waits up to wait_ms for the program to exit by itself, then kills it and what it started (its
 * process group). Returns waitpid's answer; *killed says whether it had to be killed. */
static pid_t end_process(pid_t pid, int wait_ms, int *status, bool *killed)
{
    *killed = false;
    for (int waited = 0; waited < wait_ms; waited += 5) {
        pid_t r = waitpid(pid, status, WNOHANG);
        if (r != 0) {
            return r;
        }
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    *killed = true;
    return waitpid(pid, status, 0);
}

static void reap(bot_t *b, char *how, size_t len)
{
    if (b->pid <= 0) {
        return;
    }
    int st = 0;
    bool killed;
    /* Give a program that is exiting a moment to finish, then stop it. */
    pid_t r = end_process(b->pid, 100, &st, &killed);
    if (how && killed) {
        snprintf(how, len, "stopped");
    } else if (how && r == b->pid) {
        if (WIFEXITED(st)) {
            snprintf(how, len, "exited with status %d", WEXITSTATUS(st));
        } else if (WIFSIGNALED(st)) {
            snprintf(how, len, "was killed by signal %d", WTERMSIG(st));
        } else {
            snprintf(how, len, "ended");
        }
    }
    b->pid = 0;
}

static void close_fds(bot_t *b)
{
    drain_stderr(b, true);
    if (b->err_fd >= 0) {
        close(b->err_fd);
        b->err_fd = -1;
    }
    if (b->to_fd >= 0) {
        close(b->to_fd);
        b->to_fd = -1;
    }
    if (b->from_fd >= 0) {
        close(b->from_fd);
        b->from_fd = -1;
    }
    b->len = 0;
}

/* Stops the program at once (after a fault that leaves it out of step, or at the end). */
static void stop(bot_t *b)
{
    if (b->pid > 0) {
        int st;
        bool killed;
        (void)end_process(b->pid, 0, &st, &killed);
        b->pid = 0;
    }
    close_fds(b);
    b->told_seat = -1;
}

static bool start(bot_t *b)
{
    int in[2], out[2], err[2];
    if (pipe(in) != 0) {
        return false;
    }
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        return false;
    }
    if (pipe(err) != 0) {
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        return false;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        close(err[0]);
        close(err[1]);
        return false;
    }
    if (pid == 0) {
        /* The child: its own process group (so that stopping it stops what it started), the pipes
         * as its standard input, output and error. */
        setpgid(0, 0);
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        close(err[0]);
        close(err[1]);
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = SIG_DFL;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGPIPE, &sa, NULL);
        execl("/bin/sh", "sh", "-c", b->command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also from this side, so the group exists before we might signal it */
    close(in[0]);
    close(out[1]);
    close(err[1]);
    b->pid = pid;
    b->to_fd = in[1];
    b->from_fd = out[0];
    b->err_fd = err[0];
    b->len = 0;
    b->elen = 0;
    /* Our ends must not leak into the next bot's process, and must never block us. */
    fcntl(b->to_fd, F_SETFD, FD_CLOEXEC);
    fcntl(b->from_fd, F_SETFD, FD_CLOEXEC);
    fcntl(b->err_fd, F_SETFD, FD_CLOEXEC);
    fcntl(b->err_fd, F_SETFL, fcntl(b->err_fd, F_GETFL) | O_NONBLOCK);
    fcntl(b->to_fd, F_SETFL, fcntl(b->to_fd, F_GETFL) | O_NONBLOCK);
    fcntl(b->from_fd, F_SETFL, fcntl(b->from_fd, F_GETFL) | O_NONBLOCK);
    b->told_seat = -1;
    return true;
}

static void report(bot_t *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void report(bot_t *b, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    b->faults++;
    fprintf(stderr, "hearts-sim: bot at seat %s (bot:%s), %s, hand %d: %s; the normal AI plays this decision\n",
            seat_code(b->seat, b->rules.players), b->command, b->game, b->hand, what);
}

/* Writes one line; false if the program is gone or will not read (within the time limit). */
static bool send_line(bot_t *b, const char *line, char *err, size_t errlen)
{
    size_t n = strlen(line), off = 0;
    double deadline = wallclock_ms() + b->timeout_ms;
    while (off < n) {
        ssize_t w = write(b->to_fd, line + off, n - off);
        if (w > 0) {
            off += (size_t)w;
            continue;
        }
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            int left = (int)(deadline - wallclock_ms());
            if (left <= 0) {
                snprintf(err, errlen, "did not read its input within %d ms", b->timeout_ms);
                return false;
            }
            struct pollfd p[2] = {{b->to_fd, POLLOUT, 0}, {b->err_fd, POLLIN, 0}};
            poll(p, b->err_fd >= 0 ? 2 : 1, left);
            drain_stderr(b, false);
            continue;
        }
        snprintf(err, errlen, "closed its input (%s)", w < 0 ? strerror(errno) : "no progress");
        return false;
    }
    return true;
}

/* Sends a message; a program that is not running is (re)started first when `start_if_needed`. */
static bool send_json(bot_t *b, cJSON *msg, bool start_if_needed, char *err, size_t errlen);

static bool say_hello(bot_t *b, char *err, size_t errlen)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "hello");
    cJSON_AddNumberToObject(m, "version", 1);
    cJSON_AddStringToObject(m, "seat", seat_code(b->seat, b->rules.players));
    if (b->rules.players != 4) {
        /* three or five players: the game's seats, clockwise from S (docs/bot-protocol.md) */
        cJSON *seats = cJSON_AddArrayToObject(m, "seats");
        for (int s = 0; seats && s < b->rules.players; s++) {
            cJSON_AddItemToArray(seats, cJSON_CreateString(seat_code(s, b->rules.players)));
        }
    }
    char *rules = NULL;
    size_t rlen = 0;
    FILE *f = open_memstream(&rules, &rlen);
    if (f) {
        gamelog_write_rules(f, &b->rules);
        fclose(f);
        /* gamelog_write_rules writes one JSON object; trim a trailing newline if any */
        while (rlen > 0 && (rules[rlen - 1] == '\n' || rules[rlen - 1] == ' ')) {
            rules[--rlen] = '\0';
        }
        cJSON_AddRawToObject(m, "rules", rules);
        free(rules);
    }
    b->told_seat = b->seat;
    bool ok = send_json(b, m, false, err, errlen);
    cJSON_Delete(m);
    return ok;
}

static bool send_json(bot_t *b, cJSON *msg, bool start_if_needed, char *err, size_t errlen)
{
    if (b->pid <= 0) {
        if (!start_if_needed) {
            snprintf(err, errlen, "is not running");
            return false;
        }
        if (!start(b)) {
            snprintf(err, errlen, "could not be started (%s)", strerror(errno));
            return false;
        }
    }
    if (b->told_seat != b->seat) {
        if (!say_hello(b, err, errlen)) {
            return false;
        }
    }
    char *text = cJSON_PrintUnformatted(msg);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    size_t n = strlen(text);
    char *line = malloc(n + 2);
    if (!line) {
        free(text);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    memcpy(line, text, n);
    line[n] = '\n';
    line[n + 1] = '\0';
    free(text);
    bool ok = send_line(b, line, err, errlen);
    free(line);
    return ok;
}

/* Reads one line of answer into *out (NUL-terminated, without the newline; owned by b until the
 * next read). false with err set when the program exits, is silent too long, or writes a line over
 * BOT_MAX_LINE bytes. */
static bool read_line(bot_t *b, char **out, char *err, size_t errlen)
{
    double deadline = wallclock_ms() + b->timeout_ms;
    for (;;) {
        char *nl = memchr(b->buf, '\n', b->len);
        if (nl) {
            size_t line_len = (size_t)(nl - b->buf);
            if (line_len > BOT_MAX_LINE) {
                snprintf(err, errlen, "wrote a line over 64 KiB");
                return false;
            }
            *nl = '\0';
            b->line_used = line_len + 1;
            *out = b->buf;
            return true;
        }
        if (b->len > BOT_MAX_LINE) {
            snprintf(err, errlen, "wrote a line over 64 KiB");
            return false;
        }
        int left = (int)(deadline - wallclock_ms());
        if (left <= 0) {
            snprintf(err, errlen, "did not answer within %d ms", b->timeout_ms);
            return false;
        }
        /* Its standard error is read meanwhile, so that a bot that writes much there never blocks. */
        struct pollfd p[2] = {{b->from_fd, POLLIN, 0}, {b->err_fd, POLLIN, 0}};
        int r = poll(p, b->err_fd >= 0 ? 2 : 1, left);
        if (r < 0 && errno != EINTR) {
            snprintf(err, errlen, "could not be read (%s)", strerror(errno));
            return false;
        }
        drain_stderr(b, false);
        if (r <= 0 || !(p[0].revents & (POLLIN | POLLHUP | POLLERR))) {
            continue;
        }
        ssize_t got = read(b->from_fd, b->buf + b->len, BOT_MAX_LINE + 2 - b->len);
        if (got > 0) {
            b->len += (size_t)got;
            continue;
        }
        if (got < 0 && (errno == EAGAIN || errno == EINTR || errno == EWOULDBLOCK)) {
            continue;
        }
        char how[64] = "closed its output";
        close_fds(b);
        reap(b, how, sizeof how);
        snprintf(err, errlen, "%s before answering", how);
        return false;
    }
}

/* Drops what remains of the line just taken. */
static void consume_line(bot_t *b)
{
    size_t used = b->line_used <= b->len ? b->line_used : b->len;
    b->line_used = 0;
    memmove(b->buf, b->buf + used, b->len - used);
    b->len -= used;
}

/* Asks a question and returns the parsed answer object, or NULL after reporting the fault. A fault
 * that leaves the program out of step (silence, an overlong line, its end) stops it; it will be
 * started again for its next decision. */
static cJSON *ask(bot_t *b, cJSON *question)
{
    char err[256] = "";
    /* Anything it wrote unasked belongs to no question: drop it. */
    if (b->pid > 0 && b->from_fd >= 0) {
        for (;;) {
            char junk[4096];
            ssize_t got = read(b->from_fd, junk, sizeof junk);
            if (got <= 0) {
                break;
            }
        }
        b->len = 0;
    }
    if (!send_json(b, question, true, err, sizeof err)) {
        char how[64] = "";
        if (b->pid > 0) {
            close_fds(b);
            reap(b, how, sizeof how);
        }
        report(b, "%s%s%s", err, how[0] ? "; it " : "", how);
        stop(b);
        return NULL;
    }
    char *line;
    if (!read_line(b, &line, err, sizeof err)) {
        report(b, "%s", err);
        stop(b);
        return NULL;
    }
    cJSON *ans = cJSON_Parse(line);
    if (!ans || !cJSON_IsObject(ans)) {
        char shown[80];
        snprintf(shown, sizeof shown, "%s", line);
        report(b, "answered '%s%s', which is not a JSON object", shown, strlen(line) >= sizeof shown - 1 ? "..." : "");
        cJSON_Delete(ans);
        consume_line(b);
        return NULL;
    }
    consume_line(b);
    return ans;
}

/* ---- Building messages ---- */

static cJSON *card_str(card_t c)
{
    char s[3];
    card_to_str(c, s);
    return cJSON_CreateString(s);
}

static cJSON *cards_array(cardset_t set)
{
    cJSON *a = cJSON_CreateArray();
    while (set) {
        cJSON_AddItemToArray(a, card_str(cardset_pop(&set)));
    }
    return a;
}

static cJSON *card_list(const card_t *cards, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) {
        cJSON_AddItemToArray(a, card_str(cards[i]));
    }
    return a;
}

/* {"S":..,"W":..,...}: one key a seat of the game. */
static cJSON *per_seat(const int v[], int players)
{
    cJSON *o = cJSON_CreateObject();
    for (int s = 0; s < players; s++) {
        cJSON_AddNumberToObject(o, seat_code(s, players), v[s]);
    }
    return o;
}

static void add_seat(cJSON *o, const char *key, int seat, int players)
{
    cJSON_AddStringToObject(o, key, seat_code(seat, players));
}

static void tell(bot_t *b, cJSON *m)
{
    /* Information only: a program that is not running misses it (a decision restarts it, and every
     * question carries what the seat may know). A failure here shows at the next question. */
    char err[128];
    drain_stderr(b, false);
    if (b->pid > 0 && !send_json(b, m, false, err, sizeof err)) {
        close_fds(b);
        reap(b, NULL, 0);
        b->told_seat = -1;
    }
    cJSON_Delete(m);
}

/* The events as this seat sees them (match.c redacts them with game_seat_event), so a deal carries
 * only its own hand and a pass's cards only when it received them. */
static void bot_event(player_t *p, const seat_event_t *ev)
{
    bot_t *b = (bot_t *)p;
    int seat = b->seat;
    cJSON *m;
    switch (ev->type) {
    case EV_DEAL:
        b->hand = ev->hand;
        m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "deal");
        cJSON_AddNumberToObject(m, "hand", ev->hand);
        cJSON_AddStringToObject(m, "pass", pass_dir_name(ev->pass_dir));
        cJSON_AddItemToObject(m, "cards", cards_array(ev->dealt));
        cJSON_AddItemToObject(m, "totals", per_seat(ev->totals, b->rules.players));
        /* The first message of a series starts the program. */
        if (b->pid <= 0 && b->told_seat < 0) {
            char err[256];
            if (!send_json(b, m, true, err, sizeof err)) {
                stop(b);
            }
            cJSON_Delete(m);
        } else {
            tell(b, m);
        }
        break;
    case EV_PASS:
        if (ev->to != seat) {
            break;
        }
        m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "received");
        cJSON_AddNumberToObject(m, "hand", ev->hand);
        add_seat(m, "from", ev->seat, b->rules.players);
        cJSON_AddItemToObject(m, "cards", card_list(ev->cards, 3));
        tell(b, m);
        break;
    case EV_TRICK:
        m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "trick");
        cJSON_AddNumberToObject(m, "hand", ev->hand);
        cJSON_AddNumberToObject(m, "trick", ev->trick);
        add_seat(m, "leader", ev->seat, b->rules.players);
        cJSON_AddItemToObject(m, "cards", card_list(ev->cards, b->rules.players));
        add_seat(m, "winner", ev->winner, b->rules.players);
        tell(b, m);
        break;
    case EV_HAND:
        m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "hand");
        cJSON_AddNumberToObject(m, "hand", ev->hand);
        cJSON_AddItemToObject(m, "score", per_seat(ev->score.score, b->rules.players));
        cJSON_AddItemToObject(m, "totals", per_seat(ev->score.totals, b->rules.players));
        if (ev->score.moon >= 0) {
            add_seat(m, "moon", ev->score.moon, b->rules.players);
        }
        tell(b, m);
        break;
    case EV_END:
        m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "end");
        cJSON_AddItemToObject(m, "totals", per_seat(ev->end_totals, b->rules.players));
        cJSON_AddStringToObject(m, "reason", end_reason_name(ev->reason));
        tell(b, m);
        break;
    default:
        break;
    }
}

/* ---- Decisions ---- */

static bool parse_card(const cJSON *item, card_t *c)
{
    return cJSON_IsString(item) && item->valuestring && strlen(item->valuestring) == 2 &&
           card_parse(item->valuestring, c);
}

static void bot_pass(player_t *p, const seat_view_t *v, card_t out[3])
{
    bot_t *b = (bot_t *)p;
    b->hand = v->hand_number;
    cJSON *q = cJSON_CreateObject();
    cJSON_AddStringToObject(q, "type", "pass");
    add_seat(q, "seat", v->seat, b->rules.players);
    cJSON_AddNumberToObject(q, "hand", v->hand_number);
    cJSON_AddStringToObject(q, "direction", pass_dir_name(v->pass_dir));
    add_seat(q, "to", rules_pass_target(v->seat, v->pass_dir, b->rules.players), b->rules.players);
    cJSON_AddItemToObject(q, "cards", cards_array(v->hand));
    cJSON *ans = ask(b, q);
    cJSON_Delete(q);
    if (ans) {
        const cJSON *cards = cJSON_GetObjectItemCaseSensitive(ans, "cards");
        cardset_t set = 0;
        bool ok = cJSON_IsArray(cards) && cJSON_GetArraySize(cards) == 3;
        for (int i = 0; ok && i < 3; i++) {
            card_t c;
            ok = parse_card(cJSON_GetArrayItem(cards, i), &c) && cardset_has(v->hand, c) && !cardset_has(set, c);
            if (ok) {
                set |= cardset_of(c);
                out[i] = c;
            }
        }
        if (ok) {
            cJSON_Delete(ans);
            return;
        }
        char *text = cJSON_PrintUnformatted(ans);
        report(b, "passed %.120s, which is not three different cards of its hand", text ? text : "?");
        free(text);
        cJSON_Delete(ans);
    }
    ai_choose_pass(AI_NORMAL, v, &b->rng, out);
}

static card_t bot_play(player_t *p, const seat_view_t *v)
{
    bot_t *b = (bot_t *)p;
    b->hand = v->hand_number;
    cJSON *q = cJSON_CreateObject();
    cJSON_AddStringToObject(q, "type", "play");
    add_seat(q, "seat", v->seat, b->rules.players);
    cJSON_AddNumberToObject(q, "hand", v->hand_number);
    cJSON_AddNumberToObject(q, "trick", v->tricks_done + 1);
    cJSON_AddStringToObject(q, "pass", pass_dir_name(v->pass_dir));
    cJSON_AddItemToObject(q, "cards", cards_array(v->hand));
    cJSON_AddItemToObject(q, "legal", cards_array(v->legal));
    cJSON *tc = cJSON_CreateArray();
    for (int i = 0; i < v->trick.count; i++) {
        cJSON *e = cJSON_CreateObject();
        add_seat(e, "seat", trick_player(&v->trick, i), b->rules.players);
        cJSON_AddItemToObject(e, "card", card_str(v->trick.cards[i]));
        cJSON_AddItemToArray(tc, e);
    }
    cJSON_AddItemToObject(q, "trick_cards", tc);
    cJSON *tricks = cJSON_CreateArray();
    for (int i = 0; i < v->tricks_done; i++) {
        cJSON *e = cJSON_CreateObject();
        add_seat(e, "leader", v->tricks[i].leader, b->rules.players);
        cJSON_AddItemToObject(e, "cards", card_list(v->tricks[i].cards, b->rules.players));
        add_seat(e, "winner", v->tricks[i].winner, b->rules.players);
        cJSON_AddItemToArray(tricks, e);
    }
    cJSON_AddItemToObject(q, "tricks", tricks);
    cJSON_AddBoolToObject(q, "hearts_broken", v->hearts_broken);
    cJSON_AddItemToObject(q, "passed", cards_array(v->passed));
    cJSON_AddItemToObject(q, "received", cards_array(v->received));
    cJSON_AddItemToObject(q, "taken", per_seat(v->taken_points, b->rules.players));
    cJSON_AddItemToObject(q, "totals", per_seat(v->totals, b->rules.players));
    if (v->clock_ms >= 0) {
        cJSON_AddNumberToObject(q, "clock", (double)v->clock_ms / 1000.0);
    }
    cJSON *ans = ask(b, q);
    cJSON_Delete(q);
    if (ans) {
        const cJSON *item = cJSON_GetObjectItemCaseSensitive(ans, "card");
        card_t c;
        if (parse_card(item, &c) && cardset_has(v->legal, c)) {
            cJSON_Delete(ans);
            return c;
        }
        if (parse_card(item, &c)) {
            char why[160];
            hearts_err_t e = rules_check_play(&v->rules, v->hand, &v->trick, c);
            rules_error_text(e, &v->trick, why, sizeof why);
            report(b, "played %s, which is not legal: %s", item->valuestring, why);
        } else {
            char *text = cJSON_PrintUnformatted(ans);
            report(b, "answered %.120s, which names no card", text ? text : "?");
            free(text);
        }
        cJSON_Delete(ans);
    }
    return ai_choose_play(AI_NORMAL, v, &b->rng);
}

/* Under moon=ask, a bot that has just shot the moon chooses how it scores. */
static moon_choice_t bot_moon(player_t *p, const seat_view_t *v)
{
    bot_t *b = (bot_t *)p;
    b->hand = v->hand_number;
    cJSON *q = cJSON_CreateObject();
    cJSON_AddStringToObject(q, "type", "moon");
    add_seat(q, "seat", v->seat, b->rules.players);
    cJSON_AddNumberToObject(q, "hand", v->hand_number);
    cJSON_AddItemToObject(q, "totals", per_seat(v->totals, b->rules.players));
    cJSON_AddNumberToObject(q, "target", v->rules.target);
    cJSON *ans = ask(b, q);
    cJSON_Delete(q);
    if (ans) {
        const cJSON *item = cJSON_GetObjectItemCaseSensitive(ans, "choice");
        if (cJSON_IsString(item) && item->valuestring) {
            if (strcmp(item->valuestring, "add") == 0) {
                cJSON_Delete(ans);
                return MOON_CHOICE_ADD;
            }
            if (strcmp(item->valuestring, "subtract") == 0) {
                cJSON_Delete(ans);
                return MOON_CHOICE_SUBTRACT;
            }
        }
        char *text = cJSON_PrintUnformatted(ans);
        report(b,
               "answered %.120s to the moon question, which is neither {\"choice\":\"add\"} nor "
               "{\"choice\":\"subtract\"}",
               text ? text : "?");
        free(text);
        cJSON_Delete(ans);
    }
    return ai_choose_moon(v);
}

/* ---- Life cycle ---- */

bot_t *bot_new(const char *command, int timeout_ms)
{
    bot_t *b = calloc(1, sizeof *b);
    if (!b) {
        return NULL;
    }
    b->command = strdup(command);
    b->buf = malloc(BOT_MAX_LINE + 2);
    if (!b->command || !b->buf) {
        free(b->command);
        free(b->buf);
        free(b);
        return NULL;
    }
    b->timeout_ms = timeout_ms;
    b->to_fd = b->from_fd = b->err_fd = -1;
    b->told_seat = -1;
    b->seat = 0;
    rules_preset(&b->rules, PRESET_TOURNAMENT);
    snprintf(b->game, sizeof b->game, "before the first game");
    b->base.pass = bot_pass;
    b->base.play = bot_play;
    b->base.moon = bot_moon;
    b->base.event = bot_event;
    b->base.ctx = b;
    rng_seed(&b->rng, 0, RNG_STREAM_AI);
    return b;
}

void bot_free(bot_t *b)
{
    if (!b) {
        return;
    }
    if (b->pid > 0) {
        /* Closing its input is the polite end; a program that does not leave at once is stopped. */
        if (b->to_fd >= 0) {
            close(b->to_fd);
            b->to_fd = -1;
        }
        int st;
        bool killed;
        (void)end_process(b->pid, 1000, &st, &killed);
        b->pid = 0;
    }
    close_fds(b);
    free(b->command);
    free(b->buf);
    free(b);
}

player_t *bot_player(bot_t *b)
{
    return &b->base;
}

void bot_begin_game(bot_t *b, int seat, const rules_t *rules, const char *game_label)
{
    b->seat = seat;
    b->rules = *rules;
    b->hand = 1;
    snprintf(b->game, sizeof b->game, "%s", game_label);
}

long bot_faults(const bot_t *b)
{
    return b->faults;
}

#else /* _WIN32 */

/* The Windows build plays the built-in levels only: starting a bot fails with ENOSYS. */
bot_t *bot_new(const char *command, int timeout_ms)
{
    (void)command;
    (void)timeout_ms;
    errno = ENOSYS;
    return NULL;
}

void bot_free(bot_t *b)
{
    (void)b;
}

player_t *bot_player(bot_t *b)
{
    (void)b;
    return NULL;
}

void bot_begin_game(bot_t *b, int seat, const rules_t *rules, const char *game_label)
{
    (void)b;
    (void)seat;
    (void)rules;
    (void)game_label;
}

long bot_faults(const bot_t *b)
{
    (void)b;
    return 0;
}

void bot_ignore_sigpipe(void) {}

#endif
