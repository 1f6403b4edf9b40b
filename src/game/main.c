/* hearts: the card table. Parses the command line, then hands over to the app. */
#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "cli.h"

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
        FILE *f = fopen(opt.log_path, "a");
        if (!f) {
            fprintf(stderr, "hearts: --log cannot write to %s (%s): give a file in a folder you can write to\n",
                    opt.log_path, strerror(errno));
            return 2;
        }
        fclose(f);
    }
    static app_t app; /* the one app; static only to keep it off the stack */
    app_init(&app, &opt, start);
    int rc = app_run(&app);
    app_shutdown(&app);
    return rc;
}
