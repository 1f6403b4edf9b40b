/* hearts-sim's games played on worker threads (docs/cli.md, hearts-sim): results and logs are taken
 * back strictly in game order, so the summary and the log are the same whatever --jobs is. */
#ifndef HEARTS_SIM_RUN_H
#define HEARTS_SIM_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "sim_config.h"
#include "sim_summary.h"
#include "sim_timed.h"

/* Plays cfg's games, gathering them into sum and their decisions' times into times, and appends each
 * game's log to log (if not NULL; *write_failed says whether a write failed). secs: how long it took.
 * False (said on the standard error) if the run could not start: a bot or a thread that would not. */
bool sim_run(const sim_config_t *cfg, FILE *log, summary_t *sum, sim_times_t *times, double *secs, bool *write_failed);

#endif
