/* hearts-sim's command line (docs/cli.md, hearts-sim): what a run plays and how it reports it. */
#ifndef HEARTS_SIM_CONFIG_H
#define HEARTS_SIM_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "hearts/rules.h"
#include "sim_players.h"

typedef struct {
    rules_t rules;
    long long games; /* games to play (in --duplicate mode: one a seat per deal) */
    long long deals; /* --games as given */
    uint64_t seed;
    int seats; /* the rules' players: 3, 4 or 5 */
    spec_t specs[SEAT_MAX];
    int64_t move_ms;
    int bot_timeout_ms;
    const char *log_path;
    int jobs;
    bool json;
    bool duplicate;
    bool teams;   /* --teams: each deal twice, S+N and W+E swapping places */
    int per_deal; /* games per deal: the seats (--duplicate), 2 (--teams) or 1 */
    bool any_bot;
} sim_config_t;

/* Reads the command line into cfg. --help and --version print and exit 0; bad input is one clear
 * line on the standard error and exit 2 (usage_error). */
void sim_parse_args(int argc, char **argv, sim_config_t *cfg);

#endif
