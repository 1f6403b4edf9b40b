/* An outside program playing a seat (docs/bot-protocol.md): JSON lines over its standard
 * input and output. The program is started through /bin/sh -c once and kept for the whole series of
 * games; it is restarted after it exits or had to be stopped. A bot that misbehaves (exits, hangs,
 * answers nonsense, a line over 64 KiB, an illegal card) is reported on standard error and counted;
 * the built-in normal AI makes that decision instead and the series goes on. */
#ifndef HEARTS_BOT_H
#define HEARTS_BOT_H

#include <stdbool.h>

#include "match.h"

typedef struct bot bot_t;

#define BOT_MAX_LINE (64 * 1024)
/* A line a bot writes on its standard error is passed on in pieces of at most this many bytes. */
#define BOT_ERR_LINE 4096

/* A bot for `command` (not started until it is first needed). label names it in messages, e.g.
 * "bot:python3 mybot.py". NULL when out of memory. */
HEARTS_NODISCARD bot_t *bot_new(const char *command, int timeout_ms);
/* Ends the program (closes its input, then kills it if it does not exit at once) and frees. */
void bot_free(bot_t *b);
/* The player to seat in match_play. */
player_t *bot_player(bot_t *b);
/* Before each game: the seat it plays, the rules, and a name for the game in messages
 * ("game 12 (seed 13)"). The bot is told its seat again if it changed. */
void bot_begin_game(bot_t *b, int seat, const rules_t *rules, const char *game_label);
/* Faults so far. */
long bot_faults(const bot_t *b);
/* Ignores SIGPIPE for the whole program (a bot that exits must not kill the simulator). */
void bot_ignore_sigpipe(void);

#endif
