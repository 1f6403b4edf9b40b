/* Speech through speech-dispatcher (libspeechd): the service Orca itself speaks through, so the
 * player's voice, rate and language settings apply. The address is the library's default
 * (SPEECHD_ADDRESS, else the user's socket); a daemon not running at the user's socket is started by
 * the library (autospawn). Run on the speech thread only (speech.c): a connection that hangs holds up nothing. */
#include <libspeechd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/speech.h"

/* "pt_BR" -> "pt-BR": speech-dispatcher's language codes. */
static void spd_language(SPDConnection *c, const char *language)
{
    char code[16];
    snprintf(code, sizeof code, "%s", language && language[0] ? language : "en");
    for (char *p = code; *p; p++) {
        if (*p == '_') {
            *p = '-';
        }
    }
    (void)spd_set_language(c, code);
}

/* The library's reason on one line, without the newlines and the end it comes with. */
static void reason(char *err, size_t errlen, const char *why, const char *none)
{
    char line[400];
    snprintf(line, sizeof line, "%s", why ? why : none);
    for (char *p = line; *p; p++) {
        *p = *p == '\n' || *p == '\r' ? ' ' : *p;
    }
    size_t n = strlen(line);
    while (n > 0 && strchr(" .", line[n - 1])) {
        line[--n] = '\0';
    }
    snprintf(err, errlen, "speech-dispatcher cannot be reached: %s.", line);
}

static bool spd_backend_open(void **state, const char *language, char *err, size_t errlen)
{
    char *why = NULL;
    SPDConnectionAddress *addr = spd_get_default_address(&why);
    if (!addr) {
        reason(err, errlen, why, "no address");
        free(why);
        return false;
    }
    free(why);
    why = NULL;
    /* the daemon is started on demand for the user's own address; one named in SPEECHD_ADDRESS is
     * someone's own daemon, which is not started behind their back */
    int autospawn = getenv("SPEECHD_ADDRESS") == NULL;
    SPDConnection *c = spd_open2("hearts", "game", NULL, SPD_MODE_SINGLE, addr, autospawn, &why);
    SPDConnectionAddress__free(addr);
    if (!c) {
        reason(err, errlen, why, "no answer");
        free(why);
        return false;
    }
    free(why);
    spd_language(c, language);
    *state = c;
    return true;
}

/* A focus line is of the priority "text": the next one of that priority (or an event's) cancels it;
 * an event's is a "message": it waits its turn and is never dropped. */
static bool spd_backend_say(void *state, speech_kind_t kind, const char *text, char *err, size_t errlen)
{
    if (spd_say(state, kind == SPEECH_NOW ? SPD_TEXT : SPD_MESSAGE, text) >= 0) {
        return true;
    }
    snprintf(err, errlen, "speech-dispatcher stopped answering.");
    return false;
}

static void spd_backend_language(void *state, const char *language)
{
    spd_language(state, language);
}

static void spd_backend_close(void *state)
{
    spd_close(state);
}

static const speech_backend_t SPD = {"speech-dispatcher", spd_backend_open, spd_backend_say, spd_backend_language,
                                     spd_backend_close};

const speech_backend_t *speech_backend_builtin(void)
{
    return &SPD;
}
