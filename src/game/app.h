/* The program's single state: window, renderer, assets, settings, the scene stack and the game in
 * progress. Nothing else in the program is global and mutable. */
#ifndef GAME_APP_H
#define GAME_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "ai_worker.h"
#include "assets.h"
#include "audio.h"
#include "cli.h"
#include "layout.h"
#include "scene.h"
#include "session.h"
#include "settings.h"
#include "soak.h"
#include "stats.h"
#include "text.h"

#define APP_UPDATE_HZ 120
#define APP_STEP_MS (1000.0 / APP_UPDATE_HZ)
#define APP_MAX_STEPS 12      /* catch-up cap: at most 100 ms of updates per frame */

struct app {
    cli_options_t opt;
    SDL_Window *window;
    SDL_Renderer *renderer;
    char renderer_name[32];
    bool vsync;
    int refresh_hz;
    layout_t layout;
    assets_t assets;
    text_cache_t *text;
    audio_t audio;
    settings_t settings;
    stats_t stats;
    char pref_dir[1024];     /* empty: nowhere to keep settings */
    scene_stack_t scenes;
    session_t *session;
    ai_worker_t *worker;
    uint32_t next_tag;
    Uint32 wake_event;
    ai_level_t level;        /* the level of the next new game */
    double speed;            /* animation speed factor */

    double anim_ms;          /* animation clock: advanced by updates, times speed */
    double acc_ms;           /* fixed-step accumulator */
    double last_ms;          /* real time of the previous frame */
    double last_draw_ms;
    double idle_ms;          /* what the scenes said after the last update */
    bool was_idle;
    bool running;
    bool dirty;              /* something changed that needs drawing */
    bool virtual_time;       /* tests: time moves only when told */
    double virtual_now;
    float mouse_x, mouse_y;  /* logical */
    uint64_t frames_drawn;
    uint64_t updates;
    double start_ms;         /* program start, for first_frame_ms */
    double first_frame_ms;
    int exit_code;
    soak_t soak;             /* HEARTS_SOAK_REPORT */
    char no_save_notice[200]; /* non-empty: the preferences folder cannot be written */
    bool no_save_told;        /* the table has said so once */

    /* A game saved before a crash or a kill, offered on the title screen */
    bool resume_offered;
    save_header_t resume_h;
    game_t *resume_game;
    char *resume_text;
    char resume_line[200];   /* "Hand 3 · you 12, ... · 7:32 left" */
};

/* Creates the window and loads everything. start_ms: when main() began (app_now_ms scale). */
void app_init(app_t *app, const cli_options_t *opt, double start_ms);
void app_shutdown(app_t *app);
/* Runs until quit. */
int app_run(app_t *app);
/* One turn of the loop: events, fixed updates, and a drawing if anything changed. */
void app_frame(app_t *app);
/* Real (or, in tests, virtual) milliseconds. */
double app_now_ms(const app_t *app);
/* Process wall-clock milliseconds (monotonic), before the app exists. */
double app_clock_ms(void);

/* Starts a new game with these rules and seed and shows the table. */
bool app_start_game(app_t *app, const rules_t *rules, uint64_t seed, bool autoplay);
/* Looks for a saved game (save.jsonl in the preferences folder) and offers it if it can be resumed. */
void app_check_resume(app_t *app);
/* Takes up the offered game and shows the table. */
bool app_resume_game(app_t *app);
/* Forgets the offer (the file stays until a new game's first save replaces it). */
void app_forget_resume(app_t *app);
/* Ends the game in progress (logged as quit if it was not over) and forgets it. */
void app_end_session(app_t *app);
/* Records the finished game in the statistics once; returns true on a new personal best. */
bool app_record_result(app_t *app);
void app_set_fullscreen(app_t *app, bool on);
/* Applies settings that take effect at once (sound, deck, back, speed) and saves them. */
void app_settings_changed(app_t *app);
void app_quit(app_t *app);
/* A seed for a game nobody asked a number for. */
uint64_t app_random_seed(void);

#endif
