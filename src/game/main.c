/* hearts: the card table. Parses the command line, sets up the home (settings, statistics, a saved
 * game) and the window, gives the loop its first scene, and tidies up. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "diag/bench.h"
#include "diag/soak.h"
#include "platform/app.h"
#include "scenes/home.h"
#include "scenes/scenes.h"
#include "store/cli.h"
#include "store/kvfile.h"

static void on_frame(void *ctx, double frame_ms, double now_ms)
{
    soak_t *soak = ctx;
    soak_frame(soak, frame_ms, now_ms);
}

int main(int argc, char **argv)
{
    double start = app_clock_ms();
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
    if (opt.log_path) {
        /* never blocks: a FIFO or a device is refused at once, before any window opens */
        char why[1200];
        bool special = false;
        FILE *f = kvfile_open(opt.log_path, "ab", &special, why, sizeof why);
        if (!f) {
            fprintf(stderr, "hearts: --log %s: %s\n", special ? "takes a regular file" : "cannot be written", why);
            return 2;
        }
        fclose(f);
    }
    /* static only to keep them off the stack */
    static home_t home;
    static app_t app;
    static soak_t soak;
    home_init(&home, &opt);
    if (opt.resume && !home.resume_offered) {
        fprintf(stderr, "hearts: --resume: there is no %s to take up in %s\n",
                opt.autoplay ? "saved demonstration (--autoplay)" : "saved game",
                home.pref_dir[0] ? home.pref_dir : "the preferences folder (it cannot be used)");
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
    home_shutdown(&home, app.signal != 0);
    app_shutdown(&app);
    return rc;
}
