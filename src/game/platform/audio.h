/* Sound with SDL2_mixer. No audio device is not an error: the game is silent. */
#ifndef GAME_AUDIO_H
#define GAME_AUDIO_H

#include <SDL.h>
#include <stdbool.h>

#include "platform/assets.h"

typedef enum {
    SND_SHUFFLE = 0,
    SND_DEAL,
    SND_CARD,
    SND_PASS,
    SND_TRICK,
    SND_HEARTS_BROKEN,
    SND_QUEEN,
    SND_MOON,
    SND_CLOCK_WARNING,
    SND_GAME_OVER,
    SND_CLICK,
    SND_COUNT
} sound_t;

enum { AUDIO_SILENT = 0, AUDIO_OPENING, AUDIO_READY, AUDIO_FAILED };

typedef struct {
    SDL_atomic_t state;      /* AUDIO_*: set by the thread that opens the device */
    SDL_Thread *opener;      /* opens the device and reads the sounds */
    bool open;               /* an audio device is open */
    void *chunks[SND_COUNT]; /* Mix_Chunk */
    char paths[SND_COUNT][ASSET_PATH_MAX];
    char error[1400]; /* AUDIO_FAILED: why */
    bool applied;     /* the volume has been given to the mixer */
    bool reported;
    bool enabled;
    int volume;                 /* 0..100 */
    unsigned played[SND_COUNT]; /* how often each was asked for (tests read this) */
} audio_t;

/* Finds every sound file (fatal if one is missing) and, if open_device, starts opening the device (if
 * there is one) and reading the sounds on a thread: sounds play once that is done. */
void audio_init(audio_t *au, const assets_t *assets, bool enabled, int volume, bool open_device);
/* Main thread, once a frame: fatal if a sound file could not be read. */
void audio_poll(audio_t *au);
void audio_set(audio_t *au, bool enabled, int volume);
void audio_play(audio_t *au, sound_t s);
void audio_free(audio_t *au);

#endif
