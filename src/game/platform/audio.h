/* Sound with SDL2_mixer. No audio device is not an error: the game is silent. */
#ifndef GAME_AUDIO_H
#define GAME_AUDIO_H

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

typedef struct {
    bool open;               /* an audio device is open */
    void *chunks[SND_COUNT]; /* Mix_Chunk */
    bool enabled;
    int volume;                 /* 0..100 */
    unsigned played[SND_COUNT]; /* how often each was asked for (tests read this) */
} audio_t;

/* Finds every sound file (fatal if one is missing) and, if open_device, opens the device if there is
 * one. */
void audio_init(audio_t *au, const assets_t *assets, bool enabled, int volume, bool open_device);
void audio_set(audio_t *au, bool enabled, int volume);
void audio_play(audio_t *au, sound_t s);
void audio_free(audio_t *au);

#endif
