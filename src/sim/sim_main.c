/* hearts-sim: plays whole games between AIs without a window (docs/cli.md, hearts-sim).
 *
 * The command line (sim_options.c) says what to play; the games are shared out to worker threads
 * (sim_run.c) whose players time their decisions (sim_timed.c); the results, taken back strictly in
 * game order, make the summary (sim_summary.c), the same whatever --jobs is. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "sim_config.h"
#include "sim_run.h"
#include "sim_summary.h"
#include "sim_timed.h"

int main(int argc, char **argv)
{
    sim_config_t cfg;
    sim_parse_args(argc, argv, &cfg);

    FILE *log = NULL;
    if (cfg.log_path) {
        log = fopen(cfg.log_path, "ab"); /* binary: the same bytes (LF line ends) on every system */
        if (!log) {
            usage_error("cannot write the log '%s': %s; give a file in a folder that exists and may be written",
                        cfg.log_path, strerror(errno));
        }
    }
    summary_t sum = {.seats = cfg.seats};
    static sim_times_t times;
    double secs = 0;
    bool write_failed = false;
    if (!sim_run(&cfg, log, &sum, &times, &secs, &write_failed)) {
        return 1;
    }
    if (log && (fclose(log) != 0 || write_failed)) {
        fprintf(stderr, "hearts-sim: writing the log '%s' failed: %s\n", cfg.log_path, strerror(errno));
        return 1;
    }
    summary_print(&cfg, &sum, &times, secs);
    if (sum.errors) {
        fprintf(stderr, "hearts-sim: %lld games stopped on an illegal decision (a bug in a player)\n", sum.errors);
        return 1;
    }
    return 0;
}
