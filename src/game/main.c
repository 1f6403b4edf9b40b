/* hearts: the card table. Parses the command line, sets up the home (settings, statistics, a saved
 * game) and the window, gives the loop its first scene, and tidies up. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "diag/bench.h"
#include "diag/soak.h"
#include "hearts/intl.h"
#include "platform/app.h"
#include "platform/lang.h"
#include "scenes/home.h"
#include "scenes/scenes.h"
#include "store/cli.h"
#include "store/kvfile.h"
#include "store/replay.h"

static void on_frame(void *ctx, double frame_ms, double now_ms)
{
    soak_t *soak = ctx;
    soak_frame(soak, frame_ms, now_ms);
}

/* The value of a flag given as "--flag VALUE" or "--flag=VALUE" anywhere in argv, or NULL: the
 * language and the data folder are wanted before the command line is read, so that --help and its
 * messages are in the player's language. cli_parse reads them again, with every check. */
static const char *early_value(int argc, char **argv, const char *flag)
{
    size_t n = strlen(flag);
    const char *v = NULL;
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], flag, n) == 0 && argv[i][n] == '=') {
            v = argv[i] + n + 1;
        } else if (strcmp(argv[i], flag) == 0 && i + 1 < argc) {
            v = argv[++i];
        }
    }
    return v;
}

/* --watch FILE: the game read before any window opens; false (said on stderr) if it cannot be. */
static bool load_watch(const char *path, replay_t *out)
{
    char err[1400];
    if (!replay_load(path, out, err, sizeof err)) {
        fprintf(stderr, "hearts: ");
        fprintf(stderr, _("--watch cannot open this game log: %s"), err);
        fputc('\n', stderr);
        return false;
    }
    return true;
}

int main(int argc, char **argv)
{
    double start = app_clock_ms();
    lang_init(early_value(argc, argv, "--data-dir"));
    const char *language = early_value(argc, argv, "--language");
    if (language) {
        lang_use(language); /* an unknown code is refused below, once the command line is read */
    }
    cli_options_t opt;
    char err[512];
    switch (cli_parse(argc, argv, &opt, stdout, err, sizeof err)) {
    case CLI_EXIT:
        return 0;
    case CLI_ERROR:
        fprintf(stderr, "hearts: %s\n", err);
        return 2;
    default:
        break;
    }
    if (opt.language && !lang_find(opt.language)) {
        char codes[128];
        fprintf(stderr, "hearts: ");
        fprintf(stderr, _("%s takes %s, not '%s' (e.g. %s %s)"), "--language", lang_codes(codes, sizeof codes),
                opt.language, "--language", "de");
        fputc('\n', stderr);
        return 2;
    }
    if (opt.log_path) {
        /* never blocks: a FIFO or a device is refused at once, before any window opens */
        char why[1200];
        bool special = false;
        FILE *f = kvfile_open(opt.log_path, "ab", &special, why, sizeof why);
        if (!f) {
            fprintf(stderr, "hearts: ");
            fprintf(stderr, special ? _("--log takes a regular file: %s") : _("--log cannot be written: %s"), why);
            fputc('\n', stderr);
            return 2;
        }
        fclose(f);
    }
    /* static only to keep them off the stack */
    static replay_t watch;
    if (opt.watch_path && !load_watch(opt.watch_path, &watch)) {
        return 1;
    }
    static home_t home;
    static app_t app;
    static soak_t soak;
    home_init(&home, &opt);
    home.watch = opt.watch_path ? &watch : NULL;
    if (opt.resume && !home.resume_offered) {
        fprintf(stderr, "hearts: ");
        if (!home.pref_dir[0]) {
            fprintf(
                stderr, "%s",
                opt.autoplay
                    ? _("--resume: there is no saved demonstration (--autoplay): the preferences folder cannot be used")
                    : _("--resume: there is no saved game: the preferences folder cannot be used"));
        } else {
            fprintf(stderr,
                    opt.autoplay ? _("--resume: there is no saved demonstration (--autoplay) to take up in %s")
                                 : _("--resume: there is no saved game to take up in %s"),
                    home.pref_dir);
        }
        fputc('\n', stderr);
        return 1;
    }
    app_config_t cfg = home_app_config(&home);
    app_init(&app, &cfg, start);
    home_attach(&home, &app);
    int rc;
    if (opt.bench_frames > 0) {
        rc = bench_run(&home, opt.bench_frames);
    } else {
        soak_init(&soak, app_clock_ms(), &home);
        if (soak.on) {
            app.on_frame = on_frame;
            app.frame_ctx = &soak;
        }
        scene_t *first = NULL;
        if (opt.resume) {
            /* --resume: the saved game at once, or a clear word that there is none */
            if (home_resume_game(&home)) { /* else it said why on stderr */
                first = scene_play_new(&home, false);
            }
        } else {
            first = scenes_first(&home);
        }
        if (first) {
            scene_replace_all(&app.scenes, first);
            rc = app_run(&app);
        } else {
            rc = 1;
        }
        soak_close(&soak);
    }
    scene_clear(&app.scenes);
    replay_free(&watch);
    home_shutdown(&home, app.signal != 0);
    app_shutdown(&app);
    return rc;
}
