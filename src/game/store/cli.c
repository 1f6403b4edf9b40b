#include "store/cli.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/version.h"

static const char HELP[] = "Usage: hearts [OPTION]...\n"
                           "Hearts, the card game: you (South) against Left, Across and Right.\n"
                           "Started without options it opens the title screen.\n"
                           "\n"
                           "  --preset NAME       tournament (default), classic or omnibus\n"
                           "  --rule KEY=VALUE    one rule on top of the preset, e.g. --rule sun=on (may repeat);\n"
                           "                      the rules and their values are listed below\n"
                           "  --seed N            deal this game from seed N (the same deals as hearts-sim --seed N)\n"
                           "  --log FILE          append the game log (one JSON object a line) to FILE\n"
                           "  --level LEVEL       the opponents' level: easy, normal (default) or hard\n"
                           "  --autoplay          South is played by the computer too: a demonstration\n"
                           "  --exit-at-end       quit once the game has ended and its result has been shown\n"
                           "  --speed X           animation speed factor (1 = normal, larger is faster)\n"
                           "  --fullscreen        start in fullscreen\n"
                           "  --windowed          start in a window\n"
                           "  --bench-frames N    render N frames of a full table as fast as possible, print the\n"
                           "                      figures as one JSON line and exit\n"
                           "  --data-dir DIR      look for the game's assets in DIR first\n"
                           "  --help              show this help and exit\n"
                           "  --version           show the version and exit\n";

/* Splits "--flag=value" or takes the next argument as the value. */
static const char *value_of(int argc, char **argv, int *i, const char *flag, const char *inline_value, char *err,
                            size_t errlen, const char *example)
{
    if (inline_value) {
        if (!*inline_value) {
            snprintf(err, errlen, "%s needs a value, e.g. %s", flag, example);
            return NULL;
        }
        return inline_value;
    }
    if (*i + 1 >= argc) {
        snprintf(err, errlen, "%s needs a value, e.g. %s", flag, example);
        return NULL;
    }
    return argv[++*i];
}

cli_result_t cli_parse(int argc, char **argv, cli_options_t *o, FILE *out, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->fullscreen = -1;
    o->speed = 1.0;
    o->level = AI_NORMAL;
    preset_t preset = PRESET_TOURNAMENT;
    bool have_preset = false;
    const char *rule_args[64];
    int rule_count = 0;

    for (int i = 1; i < argc; i++) {
        char flag[64];
        const char *arg = argv[i];
        const char *inline_value = NULL;
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        if (eq) {
            size_t n = (size_t)(eq - arg);
            if (n >= sizeof flag) {
                n = sizeof flag - 1;
            }
            memcpy(flag, arg, n);
            flag[n] = '\0';
            inline_value = eq + 1;
        } else {
            snprintf(flag, sizeof flag, "%s", arg);
        }
        const char *v;
        char *end;

        if (strcmp(flag, "--help") == 0 || strcmp(flag, "-h") == 0) {
            fputs(HELP, out);
            fputs("\nRules (--rule KEY=VALUE), from the engine's table of options:\n", out);
            rules_options_write_help(out, 2);
            return CLI_EXIT;
        } else if (strcmp(flag, "--version") == 0) {
            fprintf(out, "hearts %s\n", HEARTS_VERSION);
            return CLI_EXIT;
        } else if (strcmp(flag, "--preset") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--preset classic"))) {
                return CLI_ERROR;
            }
            if (!rules_preset_parse(v, &preset)) {
                snprintf(err, errlen, "--preset takes tournament, classic or omnibus, not '%s' (e.g. --preset classic)",
                         v);
                return CLI_ERROR;
            }
            have_preset = true;
        } else if (strcmp(flag, "--rule") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--rule sun=on"))) {
                return CLI_ERROR;
            }
            if (rule_count == (int)(sizeof rule_args / sizeof rule_args[0])) {
                snprintf(err, errlen, "too many --rule options: give each rule once");
                return CLI_ERROR;
            }
            rule_args[rule_count++] = v;
        } else if (strcmp(flag, "--seed") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--seed 42"))) {
                return CLI_ERROR;
            }
            errno = 0;
            unsigned long long x = strtoull(v, &end, 10);
            if (errno || end == v || *end || v[0] == '-' || v[0] == '+') {
                snprintf(err, errlen,
                         "--seed takes a whole number from 0 to 18446744073709551615, not '%s' (e.g. --seed 42)", v);
                return CLI_ERROR;
            }
            o->have_seed = true;
            o->seed = (uint64_t)x;
        } else if (strcmp(flag, "--log") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--log game.jsonl"))) {
                return CLI_ERROR;
            }
            o->log_path = v;
        } else if (strcmp(flag, "--level") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--level hard"))) {
                return CLI_ERROR;
            }
            if (!ai_level_parse(v, &o->level) || o->level == AI_RANDOM) {
                snprintf(err, errlen, "--level takes easy, normal or hard, not '%s' (e.g. --level hard)", v);
                return CLI_ERROR;
            }
            o->have_level = true;
        } else if (strcmp(flag, "--autoplay") == 0 || strcmp(flag, "--exit-at-end") == 0 ||
                   strcmp(flag, "--fullscreen") == 0 || strcmp(flag, "--windowed") == 0) {
            if (inline_value) {
                snprintf(err, errlen, "%s takes no value: write just %s", flag, flag);
                return CLI_ERROR;
            }
            if (strcmp(flag, "--autoplay") == 0) {
                o->autoplay = true;
            } else if (strcmp(flag, "--exit-at-end") == 0) {
                o->exit_at_end = true;
            } else {
                o->fullscreen = strcmp(flag, "--fullscreen") == 0 ? 1 : 0;
            }
        } else if (strcmp(flag, "--speed") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--speed 2"))) {
                return CLI_ERROR;
            }
            errno = 0;
            double x = strtod(v, &end);
            if (errno || end == v || *end || !isfinite(x) || x < 0.1 || x > 100.0) {
                snprintf(err, errlen, "--speed takes a number from 0.1 to 100 (1 = normal), not '%s' (e.g. --speed 2)",
                         v);
                return CLI_ERROR;
            }
            o->have_speed = true;
            o->speed = x;
        } else if (strcmp(flag, "--bench-frames") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--bench-frames 600"))) {
                return CLI_ERROR;
            }
            errno = 0;
            long x = strtol(v, &end, 10);
            if (errno || end == v || *end || x < 1 || x > 10000000) {
                snprintf(err, errlen,
                         "--bench-frames takes a whole number of frames from 1 to 10000000, not '%s' (e.g. "
                         "--bench-frames 600)",
                         v);
                return CLI_ERROR;
            }
            o->bench_frames = x;
        } else if (strcmp(flag, "--data-dir") == 0) {
            if (!(v = value_of(argc, argv, &i, flag, inline_value, err, errlen, "--data-dir /usr/share/hearts"))) {
                return CLI_ERROR;
            }
            o->data_dir = v;
        } else if (strncmp(arg, "-psn_", 5) == 0) {
            continue; /* macOS Finder adds a process serial number */
        } else if (arg[0] == '-') {
            snprintf(err, errlen, "unknown option '%s': run hearts --help to see the options", arg);
            return CLI_ERROR;
        } else {
            snprintf(err, errlen, "unexpected argument '%s': options start with --, run hearts --help to see them",
                     arg);
            return CLI_ERROR;
        }
    }

    rules_preset(&o->rules, preset);
    for (int k = 0; k < rule_count; k++) {
        char msg[256];
        if (!rules_set_option(&o->rules, rule_args[k], msg, sizeof msg)) {
            snprintf(err, errlen, "%s", msg);
            return CLI_ERROR;
        }
    }
    o->rules_given = have_preset || rule_count > 0;
    return CLI_RUN;
}
