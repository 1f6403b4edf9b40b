#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* dup, dup2 */
#endif

#include "platform/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/fatal.h"

#if !defined(_WIN32)
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static int quiet_stderr_begin(void)
{
    if (getenv("HEARTS_AUDIO_DEBUG")) {
        return -1;
    }
    fflush(stderr);
    int saved = dup(2);
    int null = open("/dev/null", O_WRONLY);
    if (saved < 0 || null < 0) {
        if (null >= 0) {
            close(null);
        }
        return saved;
    }
    dup2(null, 2);
    close(null);
    return saved;
}

static void quiet_stderr_end(int saved)
{
    if (saved >= 0) {
        fflush(stderr);
        dup2(saved, 2);
        close(saved);
    }
}
#else
static int quiet_stderr_begin(void)
{
    return -1;
}

static void quiet_stderr_end(int saved)
{
    (void)saved;
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
    /* With no sound card ALSA writes a page of complaints to stderr while SDL probes it. No device is
     * not an error here (the game is silent), so keep those lines off the terminal. */
    int saved = quiet_stderr_begin();
    bool ok = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0;
    if (ok && Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        ok = false;
    }
    quiet_stderr_end(saved);
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
