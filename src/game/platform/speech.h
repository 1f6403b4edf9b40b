/* Speech through the platform's own speech service, never a voice of the game's own: speech-dispatcher
 * (libspeechd) on Linux, SAPI 5 on Windows, a recorder for tests. The game hands it sentences in the
 * player's language; the service's voice, rate and language settings apply.
 *
 * Two ways to say something: SPEECH_NOW (what has the focus, or what a key asked for: it interrupts
 * the announcement of that kind said before it) and SPEECH_QUEUE (what happened at the table: it waits
 * its turn behind the others, none dropped). The backend runs on a thread of its own: connecting
 * (speech-dispatcher may be started on demand, or hang) never holds up the loop. A backend that cannot
 * start, or fails later, is one message (speech_take_failure) and the game goes on silently. */
#ifndef GAME_PLATFORM_SPEECH_H
#define GAME_PLATFORM_SPEECH_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { SPEECH_NOW = 0, SPEECH_QUEUE } speech_kind_t;

typedef struct speech speech_t;

/* A backend, run on the speech thread (the recorder: on the caller's). open may block; it fills err
 * with one sentence in English (the game words it) when it fails. */
typedef struct {
    const char *name;
    bool (*open)(void **state, const char *language, char *err, size_t errlen);
    /* false, with why in err: the service has gone (the failure is said once, the rest is silence) */
    bool (*say)(void *state, speech_kind_t kind, const char *text, char *err, size_t errlen);
    void (*language)(void *state, const char *language);
    void (*close)(void *state);
} speech_backend_t;

/* The backend built into this program (speech-dispatcher or SAPI), or NULL: speech is not available
 * in this build. */
const speech_backend_t *speech_backend_builtin(void);

/* Off until speech_set_on. Never NULL (out of memory is fatal). HEARTS_SPEECH=record: the recorder
 * (the tests' environment: a test that turns speech on never reaches the system's speech service). */
speech_t *speech_new(void);
/* Ends the thread (waiting a moment for a backend stuck in its open, then leaving it) and frees. */
void speech_free(speech_t *sp);
/* Tests: the recorder instead of the built-in backend (before speech_set_on). */
void speech_use_recorder(speech_t *sp);
/* Turns speech on or off; on starts the backend's thread the first time. language: the catalogue's
 * code ("de", "pt_BR"): the voice's language. Whether speech is on now. */
bool speech_set_on(speech_t *sp, bool on, const char *language);
bool speech_is_on(const speech_t *sp);
/* Whether it can speak at all: a backend is built in (or the recorder is used). */
bool speech_available(const speech_t *sp);
void speech_set_language(speech_t *sp, const char *language);
/* Says text (nothing when off). */
void speech_say(speech_t *sp, speech_kind_t kind, const char *text);
/* The last thing said (either kind), for "say it again", or "". */
const char *speech_last(const speech_t *sp);
/* The backend's failure (English, one sentence), once: true the first time it is asked after one. */
bool speech_take_failure(speech_t *sp, char *buf, size_t len);

/* The recorder's utterances, in order: the i-th's kind and text; false past the end. */
bool speech_recorded(const speech_t *sp, int i, speech_kind_t *kind, const char **text);
int speech_recorded_count(const speech_t *sp);
void speech_recorded_clear(speech_t *sp);

/* Whether the desktop says a screen reader runs (Linux: GNOME's screen-reader-enabled setting, read
 * by gsettings under a time limit; Windows: SPI_GETSCREENREADER). HEARTS_SCREEN_READER=1 or 0
 * decides instead (tests). May take up to about a second on Linux: call it off the loop
 * (speech_detect_start). */
bool speech_screen_reader_running(void);
/* Asks speech_screen_reader_running on a thread; speech_detect_poll: 1 yes, 0 no, -1 not known yet. */
void speech_detect_start(speech_t *sp);
int speech_detect_poll(speech_t *sp);

#endif
