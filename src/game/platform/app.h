/* The window and the loop: SDL set up, the fixed-timestep loop, the scene stack, the drawing context,
 * sound. It knows no scene by name and nothing of the game: main gives it the first scene, and the
 * scenes (scenes/) reach the game in progress through their home. */
#ifndef GAME_PLATFORM_APP_H
#define GAME_PLATFORM_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "platform/assets.h"
#include "platform/audio.h"
#include "platform/framestats.h"
#include "platform/fullscreen.h"
#include "platform/gfx.h"
#include "platform/layout.h"
#include "platform/scene.h"
#include "platform/text.h"

#define APP_UPDATE_HZ 120
#define APP_STEP_MS   (1000.0 / APP_UPDATE_HZ)
#define APP_MARKS_MAX 16
#define APP_MAX_STEPS 12 /* catch-up cap: at most 100 ms of updates per frame */

typedef struct {
    bool bench; /* --bench-frames: vsync off, exactly 1280x720, windowed, no sound device */
    bool fullscreen;
    int window_w, window_h; /* 0: chosen from the screen */
    const char *data_dir;   /* --data-dir, or NULL */
    bool four_colour;       /* the deck and back to prepare first */
    int card_back;
    bool sound;
    int volume;
    const char *pref_dir; /* where the renderer probe's answer is cached (NULL or "": not cached) */
    int renderer;         /* render_setting_t: 0 auto, 1 software, 2 gpu */
    const char *title;    /* the window's title (NULL: "Hearts") */
} app_config_t;

struct app {
    SDL_Window *window;
    SDL_Renderer *renderer;
    char renderer_name[32];
    char renderer_why[160]; /* why this renderer: asked for, SDL's choice, or GL found to run on the CPU */
    bool vsync;
    int refresh_hz;
    assets_t assets;
    audio_t audio;
    gfx_t gfx; /* what drawing code gets: renderer, layout, text, assets */
    scene_stack_t scenes;
    Uint32 wake_event; /* pushed by worker threads to wake an idle loop */
    bool four_colour;
    int card_back;

    double speed;   /* animation speed factor */
    double anim_ms; /* animation clock: advanced by updates, times speed */
    double acc_ms;  /* fixed-step accumulator */
    double last_ms; /* real time of the previous frame */
    double idle_ms; /* what the scenes said after the last update */
    bool was_idle;
    bool running;
    bool virtual_time; /* tests: time moves only when told */
    double virtual_now;
    float mouse_x, mouse_y; /* logical */
    uint64_t frames_drawn;
    uint64_t updates;
    double start_ms; /* program start, for first_frame_ms */
    double first_frame_ms;
    double first_frame_cpu_ms; /* CPU time the process had used by then (all threads; -1 unknown) */
    struct {
        const char *what;
        double ms;          /* since start_ms */
        double cpu_ms;      /* the main thread's CPU time then */
    } marks[APP_MARKS_MAX]; /* what the start spent its time on (HEARTS_TIMING=1) */
    int nmarks;
    framestats_t framestats; /* HEARTS_FRAME_REPORT */
    fullscreen_t fullscreen;
    int exit_code;
    volatile int signal; /* SIGTERM/SIGINT received (0: none) */

    /* Hooks for the layers above, all optional. */
    void (*on_frame)(void *ctx, double frame_ms, double now_ms); /* after each drawn frame */
    void *frame_ctx;
    void (*on_fullscreen)(void *ctx, bool on); /* F11 / Alt+Enter */
    void *fullscreen_ctx;
    /* Speech (scenes/announce.h): a key before the scenes get it (true: taken), and once a frame
     * after the events and the ticks (what has the focus now, the clock). */
    bool (*on_key)(void *ctx, const SDL_Event *ev);
    void (*after_events)(void *ctx);
    void *speech_ctx;
    struct speech *speech; /* platform/speech.h: made by the home, never NULL once attached */
};

/* Creates the window and loads everything (fatal on what the game cannot go without).
 * start_ms: when main() began (app_clock_ms scale). */
void app_init(app_t *app, const app_config_t *cfg, double start_ms);
void app_shutdown(app_t *app);
/* Runs until app_quit, an empty stack or a signal. Returns app->exit_code (128+signal if killed). */
int app_run(app_t *app);
/* One turn of the loop: events, ticks, fixed updates, and a drawing if anything changed. */
void app_frame(app_t *app);
/* Real (or, in tests, virtual) milliseconds. */
double app_now_ms(const app_t *app);
/* Process wall-clock milliseconds (monotonic), before the app exists. */
double app_clock_ms(void);
/* The calling thread's CPU time in milliseconds (0 where the system cannot say). */
double app_thread_cpu_ms(void);
void app_set_fullscreen(app_t *app, bool on);
bool app_is_fullscreen(const app_t *app);
/* The deck (two or four colours) and card back to draw with. */
void app_set_look(app_t *app, bool four_colour, int card_back);
void app_redraw(app_t *app);
/* The window's title (in the player's language). */
void app_set_title(app_t *app, const char *title);
void app_quit(app_t *app);

#endif
