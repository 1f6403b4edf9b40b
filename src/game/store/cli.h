/* The command line of `hearts` (docs/cli.md, hearts). */
#ifndef GAME_CLI_H
#define GAME_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hearts/ai.h"
#include "hearts/rules.h"

typedef struct {
    bool rules_given; /* --preset or --rule: these rules instead of the saved ones */
    rules_t rules;
    bool have_seed;
    uint64_t seed;
    const char *log_path;
    const char *watch_path; /* --watch FILE: a game log to open in the viewer */
    bool have_level;
    ai_level_t level;
    bool autoplay;
    bool exit_at_end;
    bool resume; /* --resume: take up the saved game at once */
    bool speech; /* --speech: speak the game this run */
    bool have_speed;
    double speed;
    int fullscreen;    /* -1: as saved, 0: windowed, 1: fullscreen */
    long bench_frames; /* 0: off */
    const char *data_dir;
    const char *language;   /* --language CODE: this run's language (main.c checks it is one the game speaks) */
    int window_w, window_h; /* not a flag: tests ask for an exact window size (0: chosen by the game) */
} cli_options_t;

typedef enum { CLI_RUN = 0, CLI_EXIT, CLI_ERROR } cli_result_t;

/* Parses argv with the flag reader both programs share (hearts/args.h). CLI_EXIT: --help or --version was printed to
 * out. CLI_ERROR: err holds one line saying what was wrong and how to mend it (the caller prints it and exits 2). */
cli_result_t cli_parse(int argc, char **argv, cli_options_t *o, FILE *out, char *err, size_t errlen);

#endif
