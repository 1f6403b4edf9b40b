/* Whether the desktop says a screen reader runs (speech.h): then the game speaks from the start. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/speech.h"

#if defined(_WIN32)
#include <windows.h>

static bool desktop_says(void)
{
    BOOL on = FALSE;
    return SystemParametersInfoW(SPI_GETSCREENREADER, 0, &on, 0) && on;
}
#else
/* GNOME's (and the AT-SPI's) setting, asked of gsettings with a time limit of one second: a session
 * bus that does not answer costs that second on the asking thread, never a hang. No gsettings, no
 * timeout, another desktop: no. */
static bool desktop_says(void)
{
    FILE *f = popen("timeout 1 gsettings get org.gnome.desktop.a11y.applications screen-reader-enabled "
                    "2>/dev/null",
                    "r");
    if (!f) {
        return false;
    }
    char line[64] = "";
    bool yes = fgets(line, sizeof line, f) && strncmp(line, "true", 4) == 0;
    pclose(f);
    return yes;
}
#endif

bool speech_screen_reader_running(void)
{
    const char *forced = getenv("HEARTS_SCREEN_READER");
    if (forced && (strcmp(forced, "0") == 0 || strcmp(forced, "1") == 0)) {
        return forced[0] == '1';
    }
    return desktop_says();
}
