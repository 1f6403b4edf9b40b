#if defined(__linux__)
#define _GNU_SOURCE /* dlopen, dlsym */
#endif

#include "platform/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"

#if defined(__linux__)
#include <dlfcn.h>

typedef void (*alsa_error_handler_t)(const char *file, int line, const char *function, int err, const char *fmt, ...);

static void alsa_says_nothing(const char *file, int line, const char *function, int err, const char *fmt, ...)
{
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    (void)fmt;
}

/* With no sound card ALSA writes a page of complaints to stderr while SDL probes it ("ALSA lib
 * confmisc.c: cannot find card '0'", ...). No device is not an error here (the game is silent), so
 * ALSA's own error handler is set to say nothing, in the library SDL then uses (the same one, loaded
 * once). Nothing else is kept off stderr: the game's own messages always get through.
 * HEARTS_AUDIO_DEBUG=1 leaves ALSA's lines on. */
static void alsa_quiet(void)
{
    if (getenv("HEARTS_AUDIO_DEBUG")) {
        return;
    }
    void *lib = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        return; /* no ALSA: nothing to quieten */
    }
    void *sym = dlsym(lib, "snd_lib_error_set_handler");
    if (sym) {
        int (*set_handler)(alsa_error_handler_t);
        memcpy(&set_handler, &sym, sizeof set_handler); /* an object pointer to a function pointer, portably */
        set_handler(alsa_says_nothing);
    }
    /* the library stays loaded, and so does the handler set in it */
}
#else
static void alsa_quiet(void)
{
}
#endif

static const char *const FILES[SND_COUNT] = {
    "sounds/shuffle.wav",       "sounds/deal.wav",          "sounds/card.wav",  "sounds/pass.wav",
    "sounds/trick.wav",         "sounds/hearts_broken.wav", "sounds/queen.wav", "sounds/moon.wav",
    "sounds/clock_warning.wav", "sounds/game_over.wav",     "sounds/click.wav",
};

/* The device is opened and the sounds read on a thread of their own: opening a device can take a
 * few hundred ms (SDL's dummy driver, PulseAudio, a Bluetooth headset waking up), and the title is
 * shown meanwhile. A sound asked for before the device is ready is not played. */
static int opener_main(void *arg)
{
    audio_t *au = arg;
    alsa_quiet();
    bool ok = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0;
    if (ok && Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        ok = false;
    }
    if (!ok) {
        SDL_AtomicSet(&au->state, AUDIO_SILENT); /* no driver or no device: silent */
        return 0;
    }
    Mix_AllocateChannels(16);
    Mix_Volume(-1, 0); /* the main thread sets the volume once it sees the device ready */
    au->open = true;
    for (int i = 0; i < SND_COUNT; i++) {
        au->chunks[i] = Mix_LoadWAV(au->paths[i]);
        if (!au->chunks[i]) {
            snprintf(au->error, sizeof au->error, _("Could not read the sound %s: %s. Reinstall the game's data."),
                     au->paths[i], Mix_GetError());
            SDL_AtomicSet(&au->state, AUDIO_FAILED);
            return 0;
        }
    }
    SDL_AtomicSet(&au->state, AUDIO_READY);
    return 0;
}

void audio_init(audio_t *au, const assets_t *assets, bool enabled, int volume, bool open_device)
{
    memset(au, 0, sizeof *au);
    for (int i = 0; i < SND_COUNT; i++) {
        assets_require(assets, FILES[i], au->paths[i], sizeof au->paths[i]);
    }
    au->enabled = enabled;
    au->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    SDL_AtomicSet(&au->state, AUDIO_SILENT);
    if (!open_device) {
        return;
    }
    SDL_AtomicSet(&au->state, AUDIO_OPENING);
    au->opener = SDL_CreateThread(opener_main, "hearts-audio", au);
    if (!au->opener) {
        opener_main(au); /* no thread: here and now */
    }
}

/* The device ready: the volume set; a sound that could not be read: fatal. Main thread. */
static bool ready(audio_t *au)
{
    int st = SDL_AtomicGet(&au->state);
    if (st == AUDIO_FAILED) {
        fatal("%s", au->error);
    }
    if (st != AUDIO_READY) {
        return false;
    }
    if (!au->applied) {
        au->applied = true;
        Mix_Volume(-1, au->enabled ? au->volume * MIX_MAX_VOLUME / 100 : 0);
    }
    return true;
}

void audio_poll(audio_t *au)
{
    (void)ready(au);
}

void audio_set(audio_t *au, bool enabled, int volume)
{
    au->enabled = enabled;
    au->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    if (ready(au)) {
        Mix_Volume(-1, enabled ? au->volume * MIX_MAX_VOLUME / 100 : 0);
    }
}

void audio_play(audio_t *au, sound_t s)
{
    au->played[s]++;
    if (!ready(au) || !au->enabled || au->volume == 0 || !au->chunks[s]) {
        return;
    }
    Mix_PlayChannel(-1, (Mix_Chunk *)au->chunks[s], 0);
}

void audio_free(audio_t *au)
{
    if (au->opener) {
        SDL_WaitThread(au->opener, NULL);
        au->opener = NULL;
        if (SDL_AtomicGet(&au->state) == AUDIO_FAILED && !au->reported) {
            au->reported = true;
            fatal("%s", au->error); /* found only as the game closes: still a damaged install */
        }
    }
    if (!au->open) {
        return;
    }
    Mix_HaltChannel(-1);
    for (int i = 0; i < SND_COUNT; i++) {
        if (au->chunks[i]) {
            Mix_FreeChunk((Mix_Chunk *)au->chunks[i]);
        }
    }
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    au->open = false;
}
