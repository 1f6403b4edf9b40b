/* The player's choices, kept between runs under SDL_GetPrefPath() in settings.txt. */
#ifndef GAME_SETTINGS_H
#define GAME_SETTINGS_H

#include <stdbool.h>

#include "hearts/ai.h"
#include "hearts/rules.h"

#define CARD_BACK_COUNT 4

typedef struct {
    rules_t rules;    /* the rules of the next new game: a preset and every option */
    ai_level_t level; /* the opponents' level */
    double speed;     /* animation speed factor */
    bool four_colour; /* four-colour deck */
    int card_back;    /* 0 .. CARD_BACK_COUNT-1 */
    bool sound;
    int volume; /* 0..100 */
    bool fullscreen;
    int renderer;         /* SETTINGS_RENDERER_*: which renderer draws (platform/render_pick.h) */
    bool speech;          /* speak the game (platform/speech.h) */
    char language[16];    /* the catalogue the game speaks ("de", "pt_BR"; platform/lang.h), or "auto": the system's */
    bool coach;           /* the coach rates South's passes and cards after each hand ("coach=on") */
    bool computer_claims; /* a computer seat whose tricks left are certain claims them, all its cards at once
                             ("computer_claims=on"); off, it plays them out a card at a time */
    bool large_print;     /* larger text and cards (platform/look.h) */
    bool high_contrast;   /* a flat dark table, strong outlines, marks by shape */
    bool reduced_motion;  /* no flying cards, nothing pulsing or shaking */
    bool motion_chosen;   /* reduced_motion was read from the file (else the desktop's choice may set it) */
} settings_t;

/* The renderer setting, as render_pick.h's render_setting_t: "renderer=auto|software|gpu". */
enum { SETTINGS_RENDERER_AUTO = 0, SETTINGS_RENDERER_SOFTWARE = 1, SETTINGS_RENDERER_GPU = 2 };
/* "auto", "software" or "gpu". */
const char *settings_renderer_name(int renderer);

void settings_defaults(settings_t *s);
/* Loads dir/settings.txt over the defaults; a corrupt file is set aside. */
void settings_load(settings_t *s, const char *dir);
bool settings_save(const settings_t *s, const char *dir);

#endif
