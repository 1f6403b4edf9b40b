#include "store/cli.h"

#include <string.h>

#include "hearts/args.h"
#include "hearts/version.h"

static const char HELP[] = "Usage: hearts [OPTION]...\n"
                           "Hearts, the card game: you (South) against Left, Across and Right.\n"
                           "Started without options it opens the title screen.\n"
                           "\n"
                           "  --preset NAME       tournament (default), classic or omnibus\n"
                           "  --rule KEY=VALUE    one rule on top of the preset, e.g. --rule sun=on (may repeat);\n"
                           "                      the rules and their values are listed below\n"
                           "  --seed N            deal this game from seed N (the same deals as hearts-sim --seed N)\n"
                           "  --log FILE          append the game log (one JSON object a line) to FILE; a resumed\n"
                           "                      game continues its log where it stopped\n"
                           "  --level LEVEL       the opponents' level: easy, normal (default) or hard\n"
                           "                      (--preset, --rule, --level and --speed are for this run only:\n"
                           "                      what Options saves is not changed)\n"
                           "  --autoplay          South is played by the computer too: a demonstration\n"
                           "  --exit-at-end       quit once the game has ended and its result has been shown\n"
                           "  --resume            take up the saved game at once, without the title (with\n"
                           "                      --autoplay: the demonstration's); exit 1 if there is none\n"
                           "  --speed X           animation speed factor (1 = normal, larger is faster)\n"
                           "  --fullscreen        start in fullscreen\n"
                           "  --windowed          start in a window\n"
                           "  --bench-frames N    render N frames of a full table as fast as possible, print the\n"
                           "                      figures as one JSON line and exit\n"
                           "  --data-dir DIR      take the game's data from DIR (refused if DIR lacks a file)\n"
                           "  --help              show this help and exit\n"
                           "  --version           show the version and exit\n";

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
    const char *v;

    args_t a;
    args_init(&a, "hearts", argc, argv);
    while (args_next(&a)) {
        if (args_is(&a, "--help") || args_is(&a, "-h")) {
            fputs(HELP, out);
            fputs("\nRules (--rule KEY=VALUE), from the engine's table of options:\n", out);
            rules_options_write_help(out, 2);
            return CLI_EXIT;
        } else if (args_is(&a, "--version")) {
            fprintf(out, "hearts %s\n", HEARTS_VERSION);
            return CLI_EXIT;
        } else if (args_is(&a, "--preset")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (!rules_preset_parse(v, &preset)) {
                args_bad_choice(&a, v, "tournament, classic or omnibus", "classic");
                break;
            }
            have_preset = true;
        } else if (args_is(&a, "--rule")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (rule_count == (int)(sizeof rule_args / sizeof rule_args[0])) {
                args_fail(&a, "too many --rule options: give each rule once");
                break;
            }
            rule_args[rule_count++] = v;
        } else if (args_is(&a, "--seed")) {
            if (!args_u64(&a, "42", &o->seed)) {
                break;
            }
            o->have_seed = true;
        } else if (args_is(&a, "--log")) {
            if (!(o->log_path = args_value(&a))) {
                break;
            }
        } else if (args_is(&a, "--level")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (!ai_level_parse(v, &o->level) || o->level == AI_RANDOM) {
                args_bad_choice(&a, v, "easy, normal or hard", "hard");
                break;
            }
            o->have_level = true;
        } else if (args_is(&a, "--autoplay") || args_is(&a, "--exit-at-end") || args_is(&a, "--fullscreen") ||
                   args_is(&a, "--windowed") || args_is(&a, "--resume")) {
            if (!args_switch(&a)) {
                break;
            }
            if (args_is(&a, "--autoplay")) {
                o->autoplay = true;
            } else if (args_is(&a, "--exit-at-end")) {
                o->exit_at_end = true;
            } else if (args_is(&a, "--resume")) {
                o->resume = true;
            } else {
                o->fullscreen = args_is(&a, "--fullscreen") ? 1 : 0;
            }
        } else if (args_is(&a, "--speed")) {
            if (!args_double(&a, 0.1, 100.0, "a number (1 = normal)", "2", &o->speed)) {
                break;
            }
            o->have_speed = true;
        } else if (args_is(&a, "--bench-frames")) {
            long long x;
            if (!args_ll(&a, 1, 10000000, "600", &x)) {
                break;
            }
            o->bench_frames = (long)x;
        } else if (args_is(&a, "--data-dir")) {
            if (!(o->data_dir = args_value(&a))) {
                break;
            }
        } else if (strncmp(a.arg, "-psn_", 5) == 0) {
            continue; /* macOS Finder adds a process serial number */
        } else {
            args_unknown(&a);
            break;
        }
    }
    if (!a.failed && o->resume) {
        /* a saved game keeps its own rules, deal and opponents */
        const char *clash = have_preset       ? "--preset"
                            : rule_count > 0  ? "--rule"
                            : o->have_seed    ? "--seed"
                            : o->have_level   ? "--level"
                            : o->bench_frames ? "--bench-frames"
                                              : NULL;
        if (clash) {
            args_fail(&a, "--resume takes up the saved game with its own rules, deal and opponents: drop %s", clash);
        }
    }
    if (a.failed) {
        snprintf(err, errlen, "%s", a.err);
        return CLI_ERROR;
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
