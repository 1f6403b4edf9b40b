/* The window and the loop: setting up SDL, the fixed-timestep loop, sleeping when nothing moves. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#endif

#include "platform/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/look.h"
#include "platform/fullscreen.h"
#include "platform/render_pick.h"

double app_clock_ms(void)
{
    static Uint64 freq;
    if (!freq) {
        freq = SDL_GetPerformanceFrequency();
    }
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)freq;
}

double app_now_ms(const app_t *app)
{
    return app->virtual_time ? app->virtual_now : app_clock_ms();
}

/* SIGTERM / SIGINT (a kill, a logout, Ctrl-C) is not the player quitting: the loop stops and the layers
 * above decide what to keep (the game in progress stays in its save, to be offered at the next start). */
static volatile sig_atomic_t app_signal;

static void on_signal(int sig)
{
    app_signal = sig;
}

/* Whether the renderer draws through an OpenGL that is a rasteriser on the CPU: its name in gl. The
 * renderer's context is current after creation. Only a safety net: render_pick decides before GL is
 * loaded wherever it can. */
static bool gl_is_software(SDL_Renderer *r, char *gl, size_t len)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r, &info) != 0 || strncmp(info.name, "opengl", 6) != 0) {
        return false;
    }
    typedef const unsigned char *(*gl_get_string_fn)(unsigned int name);
    void *sym = SDL_GL_GetProcAddress("glGetString");
    gl_get_string_fn get_string;
    if (!sym) {
        return false;
    }
    memcpy(&get_string, &sym, sizeof get_string); /* an object pointer to a function pointer, portably */
    const char *name = (const char *)get_string(0x1F01 /* GL_RENDERER */);
    if (!name) {
        return false;
    }
    snprintf(gl, len, "%s", name);
    for (char *c = gl; *c; c++) {
        if (*c == '"' || *c == '\\' || (unsigned char)*c < 32) {
            *c = '\''; /* it goes into a JSON line (--bench-frames) */
        }
    }
    return render_pick_gl_is_cpu(name);
}

static void create_window(app_t *app, const app_config_t *cfg, const render_pick_t *pick)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    bool bench = cfg->bench;
    bool full = cfg->fullscreen && !bench; /* made fullscreen once the window exists (app_set_fullscreen) */
    /* 1280x800 where the screen has room (a benchmark asks for 1280x720 exactly), smaller otherwise */
    int w = 1280, h = bench ? 720 : 800;
    SDL_Rect usable;
    if (!bench && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        if (w > usable.w || h > usable.h) {
            float k = SDL_min((float)usable.w / w, (float)usable.h / h) * 0.92f;
            w = (int)(w * k);
            h = (int)(h * k);
        }
    }
    if (cfg->window_w > 0 && cfg->window_h > 0) {
        w = cfg->window_w;
        h = cfg->window_h;
    }
    app->window = SDL_CreateWindow(cfg->title ? cfg->title : "Hearts", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   w, h, flags);
    if (!app->window) {
        fatal(_("Could not open a window: %s"), SDL_GetError());
    }
    SDL_SetWindowMinimumSize(app->window, 800, 450);
    if (full) {
        fullscreen_set(&app->fullscreen, app->window, true);
    }

    Uint32 rflags = bench ? 0 : SDL_RENDERER_PRESENTVSYNC;
    snprintf(app->renderer_why, sizeof app->renderer_why, "%s", pick->why);
    if (pick->software) {
        /* The software renderer draws into the window's surface. By default SDL then shows that surface
         * through an OpenGL texture, which on a machine without a GPU means loading Mesa's LLVM
         * rasteriser (some 60 MB) to copy a picture: send it to the window system directly instead. */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!app->renderer && !pick->software) {
        app->renderer = SDL_CreateRenderer(app->window, -1, rflags | SDL_RENDERER_ACCELERATED);
    }
    if (!app->renderer) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        app->renderer = SDL_CreateRenderer(app->window, -1, rflags);
    }
    if (!app->renderer) {
        app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!app->renderer) {
        fatal(_("Could not draw in the window: %s"), SDL_GetError());
    }
    char gl[128];
    if (!pick->sdl_decides && !pick->software && gl_is_software(app->renderer, gl, sizeof gl)) {
        /* The decision was left to SDL and OpenGL turned out to run on the CPU after all: SDL's own
         * software renderer draws the same table several times faster. */
        SDL_Renderer *soft;
        SDL_DestroyRenderer(app->renderer);
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        soft = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
        if (soft) {
            app->renderer = soft;
            snprintf(app->renderer_why, sizeof app->renderer_why, "OpenGL is %.80s, a software rasteriser", gl);
        } else {
            app->renderer = SDL_CreateRenderer(app->window, -1, rflags);
        }
        if (!app->renderer) {
            fatal(_("Could not draw in the window: %s"), SDL_GetError());
        }
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(app->renderer, &info) == 0) {
        snprintf(app->renderer_name, sizeof app->renderer_name, "%s", info.name);
        app->vsync = (info.flags & SDL_RENDERER_PRESENTVSYNC) && strcmp(info.name, "software") != 0;
    }
    SDL_DisplayMode mode;
    app->refresh_hz = 60;
    if (SDL_GetCurrentDisplayMode(SDL_GetWindowDisplayIndex(app->window), &mode) == 0 && mode.refresh_rate >= 30) {
        app->refresh_hz = mode.refresh_rate;
    }
}

static void set_icon(app_t *app)
{
    char path[ASSET_PATH_MAX];
    if (!assets_find(&app->assets, "icons/hearts-64.png", path, sizeof path)) {
        return; /* the window manager's default icon will do */
    }
    SDL_Surface *s = IMG_Load(path);
    if (s) {
        SDL_SetWindowIcon(app->window, s);
        SDL_FreeSurface(s);
    }
}

static void prepare_assets(app_t *app)
{
    card_sizes_for(app->gfx.layout.lw, app->gfx.layout.lh, app->gfx.layout.scale);
    assets_prepare(&app->assets, app->gfx.layout.scale, app->gfx.layout.pw, app->gfx.layout.ph, app->four_colour,
                   app->card_back);
}

double app_thread_cpu_ms(void)
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) {
        return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
    }
#endif
    return 0;
}

/* CPU time of the whole process (every thread, and the dynamic loading before main), in ms. */
static double process_cpu_ms(void)
{
#if defined(CLOCK_PROCESS_CPUTIME_ID)
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == 0) {
        return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
    }
#endif
    return -1;
}

static void mark(app_t *app, const char *what)
{
    if (app->nmarks < APP_MARKS_MAX) {
        app->marks[app->nmarks].what = what;
        app->marks[app->nmarks].cpu_ms = app_thread_cpu_ms();
        app->marks[app->nmarks].ms = app_clock_ms() - app->start_ms;
        app->nmarks++;
    }
}

void app_init(app_t *app, const app_config_t *cfg, double start_ms)
{
    memset(app, 0, sizeof *app);
    app->start_ms = start_ms;
    app->first_frame_ms = -1;
    app->speed = 1.0;
    app->four_colour = cfg->four_colour;
    app->card_back = cfg->card_back;
    mark(app, "app_init");
    framestats_init(&app->framestats);
#if defined(__GLIBC__)
    /* Images of a few MB come and go (each window size makes new ones, on the builder's thread): given
     * back to the system when freed, rather than kept in a thread's arena, which glibc does once its
     * threshold has grown past their size (peak memory 78 -> 65 MB during 60 resizes under Xvfb). */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif

    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (cfg->bench) {
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0");
    }
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    /* Which renderer: decided before SDL starts, so that a probe of OpenGL (a child process, where
     * needed) runs while SDL and the images load. */
    render_pick_t pick;
    render_pick_begin(&pick, (render_setting_t)cfg->renderer, cfg->pref_dir);
    /* The images are read on the builder's thread while SDL starts and the window opens. */
    char data_err[1400], cache[ASSET_PATH_MAX];
    assets_cache_dir(cache, sizeof cache);
    if (getenv("HEARTS_NO_CACHE")) {
        cache[0] = '\0'; /* benchmarks of a first start */
    }
    bool data_ok = assets_init_paths(&app->assets, cfg->data_dir, data_err, sizeof data_err) &&
                   assets_start(&app->assets, app->four_colour, cache, data_err, sizeof data_err);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        fatal(_("Could not start SDL (video): %s. Is a display available?"), SDL_GetError());
    }
    mark(app, "SDL_Init");
    if (!data_ok) {
        fatal("%s", data_err); /* after SDL_Init: the message box knows which video driver is in use */
    }
    app->wake_event = SDL_RegisterEvents(1);
    render_pick_end(&pick);
    mark(app, "renderer chosen");
    create_window(app, cfg, &pick);
    mark(app, "window and renderer");
    set_icon(app);
    layout_update(&app->gfx.layout, app->window, app->renderer);
    assets_attach(&app->assets, app->renderer, app->wake_event);
    prepare_assets(app); /* the builder makes the cards at this size while the fonts load */
    char fonts[FONT_COUNT][ASSET_PATH_MAX];
    assets_require(&app->assets, "fonts/DejaVuSans.ttf", fonts[FONT_REGULAR], sizeof fonts[0]);
    assets_require(&app->assets, "fonts/DejaVuSans-Bold.ttf", fonts[FONT_BOLD], sizeof fonts[1]);
    const char *const font_paths[FONT_COUNT] = {fonts[FONT_REGULAR], fonts[FONT_BOLD]};
    app->gfx.renderer = app->renderer;
    app->gfx.text = text_new(app->renderer, font_paths);
    mark(app, "fonts");
    app->gfx.assets = &app->assets;
    app->gfx.audio = &app->audio;
    app->gfx.dirty = true;
    app->scenes.gfx = &app->gfx;
    audio_init(&app->audio, &app->assets, cfg->sound, cfg->volume, !cfg->bench);
    mark(app, "audio");

    app->running = true;
    app->last_ms = app_now_ms(app);
}

void app_shutdown(app_t *app)
{
    framestats_report(&app->framestats, app->renderer_name, app->first_frame_ms);
    scene_clear(&app->scenes);
    audio_free(&app->audio);
    text_free(app->gfx.text);
    app->gfx.text = NULL;
    assets_free(&app->assets);
    if (app->renderer) {
        SDL_DestroyRenderer(app->renderer);
    }
    if (app->window) {
        SDL_DestroyWindow(app->window);
    }
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

void app_quit(app_t *app)
{
    app->running = false;
}

void app_set_title(app_t *app, const char *title)
{
    if (app->window) {
        SDL_SetWindowTitle(app->window, title);
    }
}

void app_redraw(app_t *app)
{
    app->gfx.dirty = true;
}

void app_set_fullscreen(app_t *app, bool on)
{
    fullscreen_set(&app->fullscreen, app->window, on);
    app->gfx.dirty = true;
}

bool app_is_fullscreen(const app_t *app)
{
    return fullscreen_is_on(&app->fullscreen, app->window);
}

void app_set_look(app_t *app, bool four_colour, int card_back)
{
    app->four_colour = four_colour;
    app->card_back = card_back;
    prepare_assets(app);
    app->gfx.dirty = true;
}

/* ---- The loop ---- */

static void handle_event(app_t *app, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT:
        app_quit(app);
        return;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || ev->window.event == SDL_WINDOWEVENT_RESIZED ||
            ev->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
            if (layout_update(&app->gfx.layout, app->window, app->renderer)) {
                prepare_assets(app);
                scene_resize(&app->scenes, &app->gfx); /* every scene, even under an overlay */
            }
        }
        app->gfx.dirty = true;
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        app->gfx.dirty = true;
        break;
    case SDL_MOUSEMOTION:
        layout_from_window(&app->gfx.layout, ev->motion.x, ev->motion.y, &app->mouse_x, &app->mouse_y);
        break;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_F11 || ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && (ev->key.keysym.mod & KMOD_ALT))) {
            bool full = !app_is_fullscreen(app);
            app_set_fullscreen(app, full);
            if (app->on_fullscreen) {
                app->on_fullscreen(app->fullscreen_ctx, full);
            }
            return;
        }
        if (app->on_key && app->on_key(app->speech_ctx, ev)) {
            return;
        }
        break;
    }
    default:
        break;
    }
    if (ev->type == app->wake_event) {
        return; /* only here to wake the loop: scenes poll their workers in their updates */
    }
    scene_dispatch_event(&app->scenes, ev);
    scene_apply_pending(&app->scenes);
}

/* HEARTS_TRACE_SCENES=1: "hearts: shown NAME" on stderr once a frame with a new top scene is on the
 * screen (docs/screenshots/take_screenshots.sh waits for the hand's summary so). */
static void trace_scene(const app_t *app)
{
    static int on = -1;
    static const scene_t *last;
    if (on < 0) {
        const char *v = getenv("HEARTS_TRACE_SCENES");
        on = v && *v && strcmp(v, "0") != 0;
    }
    const scene_t *top = scene_top(&app->scenes);
    if (on && top && top != last) {
        last = top;
        fprintf(stderr, "hearts: shown %s\n", top->name);
        fflush(stderr);
    }
}

void app_frame(app_t *app)
{
    double frame_t0 = app_clock_ms();
    double frame_cpu0 = app->framestats.on ? app_thread_cpu_ms() : 0;
    double now = app_now_ms(app);
    double real_dt = now - app->last_ms;
    if (real_dt < 0) {
        real_dt = 0;
    }
    app->last_ms = now;
    if (app->was_idle) {
        /* Nothing moved while we slept: let animation time catch up with real time in one go, so that
         * timers run in real time, before any input starts something new. */
        app->anim_ms += (real_dt < 60000 ? real_dt : 60000) * app->speed;
        app->acc_ms = APP_STEP_MS;
    } else {
        double cap = APP_MAX_STEPS * APP_STEP_MS;
        app->acc_ms += real_dt < cap ? real_dt : cap;
    }

    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
        handle_event(app, &ev);
    }
    scene_apply_pending(&app->scenes);
    if (assets_poll(&app->assets)) {
        app->gfx.dirty = true; /* cards made for a new size or look */
    }
    audio_poll(&app->audio);

    /* Real time for every scene (the tournament clock runs whatever the scene, paused or not). */
    scene_tick(&app->scenes, real_dt);
    scene_apply_pending(&app->scenes);
    if (app->after_events) {
        app->after_events(app->speech_ctx);
    }

    int steps = 0;
    while (app->acc_ms >= APP_STEP_MS && steps < APP_MAX_STEPS) {
        scene_update(&app->scenes, APP_STEP_MS);
        app->anim_ms += APP_STEP_MS * app->speed;
        app->acc_ms -= APP_STEP_MS;
        app->updates++;
        steps++;
        scene_apply_pending(&app->scenes);
    }
    if (app->acc_ms > APP_STEP_MS) {
        app->acc_ms = APP_STEP_MS; /* catch-up capped: drop the rest */
    }
    if (!scene_top(&app->scenes)) {
        app->running = false;
        return;
    }
    double alpha = app->acc_ms / APP_STEP_MS;
    app->idle_ms = scene_idle_ms(&app->scenes);
    app->was_idle = app->idle_ms >= 1.0;
    if (app->gfx.dirty || app->idle_ms < 1.0 || app->frames_drawn == 0) {
        app->gfx.dirty = false;
        if (app->frames_drawn == 0) {
            mark(app, "first frame begins");
        }
        text_frame(app->gfx.text);
        /* the background covers every pixel: no clear needed */
        SDL_Rect bg = {0, 0, app->gfx.layout.pw, app->gfx.layout.ph};
        if (look_contrast()) {
            /* high contrast: a flat dark table, no felt */
            SDL_Color c = LOOK_HC_TABLE;
            SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_NONE);
            SDL_SetRenderDrawColor(app->renderer, c.r, c.g, c.b, 255);
            SDL_RenderFillRect(app->renderer, &bg);
        } else {
            SDL_RenderCopy(app->renderer, assets_background(&app->assets), NULL, &bg);
        }
        scene_draw(&app->scenes, &app->gfx, app->anim_ms + alpha * APP_STEP_MS * app->speed);
        if (app->frames_drawn == 0) {
            mark(app, "first frame drawn");
        }
        SDL_RenderPresent(app->renderer);
        trace_scene(app);
        app->frames_drawn++;
        if (app->frames_drawn > 1) {
            scene_t *top = scene_top(&app->scenes);
            framestats_add(&app->framestats, app_clock_ms() - frame_t0, app_thread_cpu_ms() - frame_cpu0,
                           frame_t0 - app->start_ms - app->first_frame_ms, top ? top->name : NULL);
        }
        if (app->on_frame) {
            double t1 = app_clock_ms();
            app->on_frame(app->frame_ctx, t1 - frame_t0, t1);
        }
        if (app->first_frame_ms < 0) {
            app->first_frame_ms = app_clock_ms() - app->start_ms;
            app->first_frame_cpu_ms = process_cpu_ms();
            if (getenv("HEARTS_TIMING")) {
                fprintf(stderr, "hearts: first frame %.1f ms after start (%s renderer: %s)\n", app->first_frame_ms,
                        app->renderer_name, app->renderer_why);
                for (int i = 0; i < app->nmarks; i++) {
                    fprintf(stderr, "hearts:   %7.1f ms (main thread's CPU %6.1f ms)  %s\n", app->marks[i].ms,
                            app->marks[i].cpu_ms, app->marks[i].what);
                }
            }
        }
    }
}

int app_run(app_t *app)
{
    scene_apply_pending(&app->scenes);
    while (app->running) {
        if (app_signal) {
            app->signal = (int)app_signal;
            app->exit_code = 128 + (int)app_signal;
            break;
        }
        double t0 = app_clock_ms();
        app_frame(app);
        if (!app->running) {
            break;
        }
        if (app->was_idle) {
            /* Nothing moves: sleep until an event comes or a scene's timer (e.g. the clock's next second). */
            double wait = app->idle_ms < 1000.0 ? app->idle_ms : 1000.0;
            SDL_WaitEventTimeout(NULL, (int)ceil(wait));
        } else if (!app->vsync) {
            /* No vsync to pace us (software renderer): keep to the display's refresh rate. */
            double frame = 1000.0 / app->refresh_hz;
            double spent = app_clock_ms() - t0;
            if (spent < frame - 0.5) {
                SDL_Delay((Uint32)(frame - spent));
            }
        }
    }
    return app->exit_code;
}
