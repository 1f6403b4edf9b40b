#include "store/cli.h"

#include <string.h>

#include "hearts/args.h"
#include "hearts/intl.h"
#include "hearts/version.h"

/* The help, a flag a row: its name and value, and what it does in the player's language, wrapped
 * under the column the descriptions start at. */
static const struct {
    const char *flag, *does;
} FLAGS[] = {
    {"--preset NAME", N_("tournament (default), classic or omnibus")},
    {"--rule KEY=VALUE", N_("one rule on top of the preset, e.g. --rule sun=on (may repeat); the rules and their "
                            "values are listed below")},
    {"--seed N", N_("deal this game from seed N (the same deals as hearts-sim --seed N)")},
    {"--log FILE", N_("append the game log (one JSON object a line) to FILE; a resumed game continues its log where "
                      "it stopped")},
    {"--watch FILE", N_("open the first game of the game log FILE (written by hearts --log or hearts-sim --log) in "
                        "the game viewer: every hand open, trick by trick; exit 1 if it cannot be read")},
    {"--level LEVEL",
     N_("the opponents' level: easy, normal (default), hard or expert (--preset, --rule, --level, --speed "
        "and --language are for this run only: what Options saves is not changed)")},
    {"--language CODE", N_("speak this language for this run: en, de, fr, es, it, nl or pt_BR (default: the "
                           "system's, or the one chosen in Options)")},
    {"--autoplay", N_("South is played by the computer too: a demonstration")},
    {"--exit-at-end", N_("quit once the game has ended and its result has been shown")},
    {"--resume", N_("take up the saved game at once, without the title (with --autoplay: the demonstration's); "
                    "exit 1 if there is none")},
    {"--speed X", N_("animation speed factor (1 = normal, larger is faster)")},
    {"--fullscreen", N_("start in fullscreen")},
    {"--speech", N_("speak the game for this run, through the system's speech service (Options: Speak the game)")},
    {"--windowed", N_("start in a window")},
    {"--bench-frames N", N_("render N frames of a full table as fast as possible, print the figures as one JSON "
                            "line and exit")},
    {"--data-dir DIR", N_("take the game's data from DIR (refused if DIR lacks a file)")},
    {"--help", N_("show this help and exit")},
    {"--version", N_("show the version and exit")},
};

/* The width of s on a terminal: its characters, not its bytes (UTF-8). */
static size_t columns(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n && s[i]; i++) {
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    return c;
}

/* text from column `indent` (the first line after `first` columns already used), wrapped at 79. */
static void write_wrapped(FILE *out, const char *text, size_t indent, size_t first)
{
    const size_t width = 79;
    size_t col = first;
    if (col + 2 <= indent) {
        fprintf(out, "%*s", (int)(indent - col), "");
        col = indent;
    } else if (col > 0) {
        fprintf(out, "\n%*s", (int)indent, "");
        col = indent;
    }
    bool line_start = true;
    for (const char *p = text; *p;) {
        while (*p == ' ') {
            p++;
        }
        size_t n = strcspn(p, " ");
        if (!n) {
            break;
        }
        size_t w = columns(p, n);
        if (!line_start && col + 1 + w > width) {
            fprintf(out, "\n%*s", (int)indent, "");
            col = indent;
            line_start = true;
        }
        if (!line_start) {
            fputc(' ', out);
            col++;
        }
        fwrite(p, 1, n, out);
        col += w;
        line_start = false;
        p += n;
    }
    fputc('\n', out);
}

/* The rules, from the engine's table: KEY=VALUES, each preset's value, what it does. */
static void write_rules_help(FILE *out)
{
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        const rule_option_t *o = &opts[i];
        char values[160], v[32];
        rules_option_values(o, values, sizeof values);
        char head[200];
        int k = snprintf(head, sizeof head, "  %s=%s", o->key, values);
        fputs(head, out);
        bool same = true;
        for (int p = 1; p < PRESET_COUNT; p++) {
            same = same && o->preset_value[p] == o->preset_value[0];
        }
        char presets[200];
        if (same) {
            /* TRANSLATORS: in --help, the value of a rule in every preset ("every preset: off") */
            snprintf(presets, sizeof presets, _("every preset: %s"),
                     rules_option_format(o, o->preset_value[0], v, sizeof v));
        } else {
            size_t used = 0;
            for (int p = 0; p < PRESET_COUNT && used < sizeof presets; p++) {
                used += (size_t)snprintf(presets + used, sizeof presets - used, "%s%s %s", p ? ", " : "",
                                         rules_preset_name((preset_t)p),
                                         rules_option_format(o, o->preset_value[p], v, sizeof v));
            }
        }
        write_wrapped(out, presets, 29, k > 0 ? (size_t)k : 0);
        write_wrapped(out, _(o->help), 6, 0);
    }
}

static void write_help(FILE *out)
{
    fprintf(out, "%s\n", _("Usage: hearts [OPTION]..."));
    fprintf(out, "%s\n", _("Hearts, the card game: you (South) against Left, Across and Right."));
    fprintf(out, "%s\n\n", _("Started without options it opens the title screen."));
    for (size_t i = 0; i < sizeof FLAGS / sizeof FLAGS[0]; i++) {
        fprintf(out, "  %s", FLAGS[i].flag);
        write_wrapped(out, _(FLAGS[i].does), 22, 2 + strlen(FLAGS[i].flag));
    }
    fprintf(out, "\n%s\n", _("Rules (--rule KEY=VALUE), from the engine's table of options:"));
    write_rules_help(out);
}

/* The flags that are not about the rules (what this run does, and how): true if a->arg is one of them,
 * its value then in o, or a->failed set. */
static bool this_run_flag(args_t *a, cli_options_t *o)
{
    const char *v;
    long long frames;
    if (args_is(a, "--seed")) {
        o->have_seed = args_u64(a, "42", &o->seed);
    } else if (args_is(a, "--log")) {
        o->log_path = args_value(a);
    } else if (args_is(a, "--watch")) {
        o->watch_path = args_value(a);
    } else if (args_is(a, "--level")) {
        if ((v = args_value(a)) && (!ai_level_parse(v, &o->level) || o->level == AI_RANDOM)) {
            /* TRANSLATORS: the words --level takes: keep them as they are */
            args_bad_choice(a, v, _("easy, normal, hard or expert"), "expert");
        }
        o->have_level = v && !a->failed;
    } else if (args_is(a, "--autoplay") || args_is(a, "--exit-at-end") || args_is(a, "--resume")) {
        bool *on = args_is(a, "--autoplay") ? &o->autoplay : args_is(a, "--resume") ? &o->resume : &o->exit_at_end;
        *on = args_switch(a);
    } else if (args_is(a, "--fullscreen") || args_is(a, "--windowed")) {
        if (args_switch(a)) {
            o->fullscreen = args_is(a, "--fullscreen") ? 1 : 0;
        }
    } else if (args_is(a, "--speech")) {
        o->speech = args_switch(a);
    } else if (args_is(a, "--speed")) {
        o->have_speed = args_double(a, 0.1, 100.0, _("a number (1 = normal)"), "2", &o->speed);
    } else if (args_is(a, "--bench-frames")) {
        if (args_ll(a, 1, 10000000, "600", &frames)) {
            o->bench_frames = (long)frames;
        }
    } else if (args_is(a, "--data-dir")) {
        o->data_dir = args_value(a);
    } else if (args_is(a, "--language")) {
        o->language = args_value(a);
    } else {
        return false;
    }
    return true;
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
    const char *v;

    args_t a;
    args_init(&a, "hearts", argc, argv);
    while (args_next(&a)) {
        if (args_is(&a, "--help") || args_is(&a, "-h")) {
            write_help(out);
            return CLI_EXIT;
        } else if (args_is(&a, "--version")) {
            fprintf(out, "hearts %s\n", HEARTS_VERSION);
            return CLI_EXIT;
        } else if (args_is(&a, "--preset")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (!rules_preset_parse(v, &preset)) {
                /* TRANSLATORS: the words --preset takes: keep them as they are */
                args_bad_choice(&a, v, _("tournament, classic or omnibus"), "classic");
                break;
            }
            have_preset = true;
        } else if (args_is(&a, "--rule")) {
            if (!(v = args_value(&a))) {
                break;
            }
            if (rule_count == (int)(sizeof rule_args / sizeof rule_args[0])) {
                args_fail(&a, "%s", _("too many --rule options: give each rule once"));
                break;
            }
            rule_args[rule_count++] = v;
        } else if (this_run_flag(&a, o)) {
            if (a.failed) {
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
            args_fail(&a, _("--resume takes up the saved game with its own rules, deal and opponents: drop %s"), clash);
        }
    }
    if (!a.failed && o->watch_path) {
        /* the viewer plays no game */
        const char *clash = o->resume         ? "--resume"
                            : o->autoplay     ? "--autoplay"
                            : o->bench_frames ? "--bench-frames"
                                              : NULL;
        if (clash) {
            args_fail(&a, _("--watch opens a finished game in the viewer and plays none: drop %s"), clash);
        }
    }
    if (a.failed) {
        snprintf(err, errlen, "%s", a.err);
        return CLI_ERROR;
    }

    rules_preset(&o->rules, preset);
    for (int k = 0; k < rule_count; k++) {
        rule_error_t why;
        if (!rules_set_option_why(&o->rules, rule_args[k], &why)) {
            rules_option_error_words(&why, rule_args[k], hearts_translate, err, errlen);
            return CLI_ERROR;
        }
    }
    o->rules_given = have_preset || rule_count > 0;
    return CLI_RUN;
}
