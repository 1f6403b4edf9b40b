#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* dup, dup2 */
#endif

#include "platform/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdlib.h>
#include <string.h>

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

void audio_init(audio_t *au, const assets_t *assets, bool enabled, int volume, bool open_device)
{
    memset(au, 0, sizeof *au);
    char paths[SND_COUNT][ASSET_PATH_MAX];
    for (int i = 0; i < SND_COUNT; i++) {
        assets_require(assets, FILES[i], paths[i], sizeof paths[i]);
    }
    if (!open_device) {
        return;
    }
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
        return; /* no driver or no device: silent */
    }
    Mix_AllocateChannels(16);
    au->open = true;
    for (int i = 0; i < SND_COUNT; i++) {
        au->chunks[i] = Mix_LoadWAV(paths[i]);
        if (!au->chunks[i]) {
            fatal("Could not read the sound %s: %s. Reinstall the game's data.", paths[i], Mix_GetError());
        }
    }
    audio_set(au, enabled, volume);
}

void audio_set(audio_t *au, bool enabled, int volume)
{
    au->enabled = enabled;
    au->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    if (au->open) {
        Mix_Volume(-1, enabled ? au->volume * MIX_MAX_VOLUME / 100 : 0);
    }
}

void audio_play(audio_t *au, sound_t s)
{
    au->played[s]++;
    if (!au->open || !au->enabled || au->volume == 0 || !au->chunks[s]) {
        return;
    }
    Mix_PlayChannel(-1, (Mix_Chunk *)au->chunks[s], 0);
}

void audio_free(audio_t *au)
{
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
