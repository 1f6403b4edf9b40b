/* The application: setting up, the fixed-timestep loop, and what outlives a scene. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* unsetenv, clock_gettime */
#endif

#include "app.h"
#include "kvfile.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "fatal.h"
#include "scenes.h"

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

uint64_t app_random_seed(void)
{
    uint64_t s = (uint64_t)time(NULL);
    s ^= SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ULL;
    s ^= s >> 29;
    /* a number a person can read out and type back in */
    return s % 1000000000ULL;
}

/* SDL 2.26 puts the preference folder at the root of the file system when XDG_DATA_HOME is set but
 * empty: treat an empty value as unset, as the XDG specification says. */
static void guard_xdg(void)
{
#if !defined(_WIN32)
    const char *x = getenv("XDG_DATA_HOME");
    if (x && !*x) {
        unsetenv("XDG_DATA_HOME");
    }
#endif
}

/* SIGTERM / SIGINT (a kill, a logout, Ctrl-C) is not the player quitting: the loop stops and the game
 * in progress is left in its save, to be offered at the next start. */
static volatile sig_atomic_t app_signal;

static void on_signal(int sig)
{
    app_signal = sig;
}

static void setup_pref_dir(app_t *app)
{
    guard_xdg();
    char *p = SDL_GetPrefPath("", "hearts");
    if (p) {
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", p);
        SDL_free(p);
        /* the folder may exist and still refuse files (read-only mount, permissions): try one */
        char probe[1100];
        kvfile_path(probe, sizeof probe, app->pref_dir, "write-test.tmp");
        FILE *f = fopen(probe, "w");
        bool ok = f != NULL && fputs("ok\n", f) >= 0;
        ok = (f == NULL || fclose(f) == 0) && ok;
        remove(probe);
        if (!ok) {
            fprintf(stderr, "hearts: the folder %s cannot be written; settings, statistics and games will not be kept\n",
                    app->pref_dir);
            app->pref_dir[0] = '\0';
        }
    } else {
        app->pref_dir[0] = '\0';
        fprintf(stderr, "hearts: no folder for settings (%s); they will not be kept\n", SDL_GetError());
    }
    if (!app->pref_dir[0]) {
        snprintf(app->no_save_notice, sizeof app->no_save_notice,
                 "No folder can be written for settings: nothing will be saved this time.");
    }
}

static void create_window(app_t *app, bool bench)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    bool full = app->opt.fullscreen >= 0 ? app->opt.fullscreen == 1 : app->settings.fullscreen;
    if (bench) {
        full = false;
    }
    if (full) {
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    }
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
    if (app->opt.window_w > 0 && app->opt.window_h > 0) {
        w = app->opt.window_w;
        h = app->opt.window_h;
    }
    app->window = SDL_CreateWindow("Hearts", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!app->window) {
        fatal("Could not open a window: %s", SDL_GetError());
    }
    SDL_SetWindowMinimumSize(app->window, 800, 450);

    Uint32 rflags = bench ? 0 : SDL_RENDERER_PRESENTVSYNC;
    /* The software renderer draws into the window's surface. By default SDL then shows that surface
     * through an OpenGL texture, which on a machine without a GPU means loading Mesa's LLVM rasteriser
     * (some 60 MB) to copy a picture: send it to the window system directly instead. */
    const char *want = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (want && SDL_strcasecmp(want, "software") == 0) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    app->renderer = SDL_CreateRenderer(app->window, -1, rflags | SDL_RENDERER_ACCELERATED);
    if (!app->renderer) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        app->renderer = SDL_CreateRenderer(app->window, -1, rflags);
    }
    if (!app->renderer) {
        app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!app->renderer) {
        fatal("Could not draw in the window: %s", SDL_GetError());
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
    assets_prepare(&app->assets, app->renderer, app->layout.scale, app->layout.pw, app->layout.ph,
                   app->settings.four_colour, app->settings.card_back);
}

void app_init(app_t *app, const cli_options_t *opt, double start_ms)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    app->start_ms = start_ms;
    app->first_frame_ms = -1;
    bool bench = opt->bench_frames > 0;

    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (bench) {
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0");
    }
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        fatal("Could not start SDL (video): %s. Is a display available?", SDL_GetError());
    }
    setup_pref_dir(app);
    settings_defaults(&app->settings);
    stats_defaults(&app->stats);
    if (!bench) {
        settings_load(&app->settings, app->pref_dir);
        stats_load(&app->stats, app->pref_dir);
    }
    if (!bench && !opt->autoplay) {
        app_check_resume(app);
    }
    app->level = opt->have_level ? opt->level : app->settings.level;
    app->speed = opt->have_speed ? opt->speed : app->settings.speed;

    assets_init_paths(&app->assets, opt->data_dir);
    create_window(app, bench);
    set_icon(app);
    layout_update(&app->layout, app->window, app->renderer);
    assets_load(&app->assets, app->renderer, app->settings.four_colour);
    char fonts[FONT_COUNT][ASSET_PATH_MAX];
    assets_require(&app->assets, "fonts/DejaVuSans.ttf", fonts[FONT_REGULAR], sizeof fonts[0]);
    assets_require(&app->assets, "fonts/DejaVuSans-Bold.ttf", fonts[FONT_BOLD], sizeof fonts[1]);
    const char *const font_paths[FONT_COUNT] = {fonts[FONT_REGULAR], fonts[FONT_BOLD]};
    app->text = text_new(app->renderer, font_paths);
    prepare_assets(app);
    audio_init(&app->audio, &app->assets, app->settings.sound, app->settings.volume, !bench);

    app->wake_event = SDL_RegisterEvents(1);
    app->worker = ai_worker_new(app->wake_event);
    app->next_tag = 1;
    app->running = true;
    app->dirty = true;
    app->last_ms = app_now_ms(app);
    app->last_draw_ms = app->last_ms;
    soak_init(&app->soak, app_clock_ms());
}

void app_shutdown(app_t *app)
{
    soak_close(&app->soak);
    app_forget_resume(app);
    scene_clear(app);
    app_end_session(app);
    ai_worker_free(app->worker);
    app->worker = NULL;
    audio_free(&app->audio);
    text_free(app->text);
    app->text = NULL;
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

void app_set_fullscreen(app_t *app, bool on)
{
    SDL_SetWindowFullscreen(app->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    app->settings.fullscreen = on;
    app->dirty = true;
}

void app_settings_changed(app_t *app)
{
    audio_set(&app->audio, app->settings.sound, app->settings.volume);
    app->speed = app->settings.speed;
    app->level = app->settings.level;
    bool full = (SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (full != app->settings.fullscreen) {
        app_set_fullscreen(app, app->settings.fullscreen);
    }
    prepare_assets(app);
    settings_save(&app->settings, app->pref_dir);
    app->dirty = true;
}

bool app_start_game(app_t *app, const rules_t *rules, uint64_t seed, bool autoplay)
{
    app_end_session(app);
    char err[512];
    app->session = session_new(rules, seed, app->level, autoplay, app->opt.log_path, app->next_tag++, err, sizeof err);
    if (!app->session) {
        fprintf(stderr, "hearts: %s\n", err);
        return false;
    }
    if (!autoplay && app->pref_dir[0] && app->opt.bench_frames <= 0) {
        char path[1100];
        kvfile_path(path, sizeof path, app->pref_dir, SAVEGAME_NAME);
        app_forget_resume(app);
        session_enable_save(app->session, path, app->speed);
        session_save(app->session);
    }
    scene_replace_all(app, scene_play_new(app, false));
    return true;
}

void app_forget_resume(app_t *app)
{
    game_free(app->resume_game);
    free(app->resume_text);
    app->resume_game = NULL;
    app->resume_text = NULL;
    app->resume_offered = false;
}

void app_check_resume(app_t *app)
{
    app_forget_resume(app);
    if (!app->pref_dir[0]) {
        return;
    }
    char path[1100], err[300];
    kvfile_path(path, sizeof path, app->pref_dir, SAVEGAME_NAME);
    if (savegame_load(path, &app->resume_h, &app->resume_game, &app->resume_text, err, sizeof err) != SAVE_OK) {
        return;
    }
    if (app->resume_h.autoplay) {
        app_forget_resume(app);
        return;
    }
    app->resume_offered = true;
    game_t *g = app->resume_game;
    int totals[4];
    game_totals(g, totals);
    int64_t ms = game_clock_ms(g);
    char clock[48] = "";
    if (ms >= 0) {
        long long sec = (ms + 999) / 1000;
        snprintf(clock, sizeof clock, " \xc2\xb7 %lld:%02lld left", sec / 60, sec % 60);
    }
    snprintf(app->resume_line, sizeof app->resume_line,
             "Hand %d \xc2\xb7 you %d, Left %d, Across %d, Right %d%s", game_hand_number(g), totals[SEAT_S],
             totals[SEAT_W], totals[SEAT_N], totals[SEAT_E], clock);
}

bool app_resume_game(app_t *app)
{
    if (!app->resume_offered) {
        return false;
    }
    app_end_session(app);
    char err[512];
    session_t *s = session_resume(app->resume_game, &app->resume_h, app->resume_text, app->opt.log_path,
                                  app->next_tag++, err, sizeof err);
    if (!s) {
        fprintf(stderr, "hearts: %s\n", err);
        app_forget_resume(app);
        return false;
    }
    app->resume_game = NULL; /* the session's now */
    app_forget_resume(app);
    app->session = s;
    app->speed = s->speed; /* the animation speed it was played at */
    char path[1100];
    kvfile_path(path, sizeof path, app->pref_dir, SAVEGAME_NAME);
    session_enable_save(s, path, app->speed);
    scene_replace_all(app, scene_play_new(app, false));
    return true;
}

bool app_record_result(app_t *app)
{
    session_t *s = app->session;
    if (!s || !s->over || s->stats_recorded) {
        return false;
    }
    s->stats_recorded = true;
    if (s->autoplay) {
        return false; /* a demonstration is nobody's record */
    }
    stats_result_t r = {0};
    r.when = (int64_t)time(NULL);
    r.preset = s->rules.preset;
    r.reason = s->end.reason;
    r.hands = s->end.hands;
    r.south_total = s->end.end_totals[SEAT_S];
    r.won = (s->end.winners & 1u) && s->end.reason != END_QUIT;
    r.has_standings = s->end.has_standings;
    r.standings = s->end.standings.total;
    app->stats.moons += s->south_moons;
    bool best = stats_record(&app->stats, &r);
    stats_save(&app->stats, app->pref_dir);
    return best;
}

void app_end_session(app_t *app)
{
    if (!app->session) {
        return;
    }
    if (!app->session->over) {
        session_quit(app->session);
        app_record_result(app);
    }
    if (app->worker) {
        ai_worker_cancel(app->worker);
    }
    session_free(app->session);
    app->session = NULL;
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
            if (layout_update(&app->layout, app->window, app->renderer)) {
                prepare_assets(app);
                scene_t *play = scene_find(app, SCENE_PLAY);
                if (play) {
                    scene_play_window_changed(app, play); /* even under an overlay */
                }
            }
        }
        app->dirty = true;
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        app->dirty = true;
        break;
    case SDL_MOUSEMOTION:
        layout_from_window(&app->layout, ev->motion.x, ev->motion.y, &app->mouse_x, &app->mouse_y);
        break;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_F11 || ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && (ev->key.keysym.mod & KMOD_ALT))) {
            bool full = (SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
            app_set_fullscreen(app, !full);
            settings_save(&app->settings, app->pref_dir);
            return;
        }
        break;
    }
    default:
        break;
    }
    if (ev->type == app->wake_event) {
        return; /* only here to wake the loop: the scene polls the worker in its update */
    }
    scene_dispatch_event(app, ev);
    scene_apply_pending(app);
}

void app_frame(app_t *app)
{
    double frame_t0 = app_clock_ms();
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
    scene_apply_pending(app);

    /* The tournament clock runs in real time whatever the scene, paused or not (rules.md). */
    if (app->session && !app->session->over && session_advance_clock(app->session, real_dt)) {
        scene_pop_to(app, SCENE_PLAY);
        scene_apply_pending(app);
        app->dirty = true;
    }
    if (app->session && !app->session->over && !app->session->clock_warned) {
        int64_t left = game_clock_ms(app->session->game);
        if (left >= 0 && left <= 60000) {
            app->session->clock_warned = true;
            audio_play(&app->audio, SND_CLOCK_WARNING);
        }
    }

    int steps = 0;
    while (app->acc_ms >= APP_STEP_MS && steps < APP_MAX_STEPS) {
        scene_update(app, APP_STEP_MS);
        app->anim_ms += APP_STEP_MS * app->speed;
        app->acc_ms -= APP_STEP_MS;
        app->updates++;
        steps++;
        scene_apply_pending(app);
    }
    if (app->acc_ms > APP_STEP_MS) {
        app->acc_ms = APP_STEP_MS; /* catch-up capped: drop the rest */
    }
    if (!scene_top(app)) {
        app->running = false;
        return;
    }
    double alpha = app->acc_ms / APP_STEP_MS;
    app->idle_ms = scene_idle_ms(app);
    app->was_idle = app->idle_ms >= 1.0;
    if (app->dirty || app->idle_ms < 1.0 || app->frames_drawn == 0) {
        app->dirty = false;
        text_frame(app->text);
        /* the background covers every pixel: no clear needed */
        SDL_Rect bg = {0, 0, app->layout.pw, app->layout.ph};
        SDL_RenderCopy(app->renderer, app->assets.background, NULL, &bg);
        scene_draw(app, app->anim_ms + alpha * APP_STEP_MS * app->speed);
        SDL_RenderPresent(app->renderer);
        app->frames_drawn++;
        app->last_draw_ms = now;
        if (app->soak.on) {
            double t1 = app_clock_ms();
            soak_frame(&app->soak, t1 - frame_t0, t1);
        }
        if (app->first_frame_ms < 0) {
            app->first_frame_ms = app_clock_ms() - app->start_ms;
            if (getenv("HEARTS_TIMING")) {
                fprintf(stderr, "hearts: first frame %.1f ms after start (%s renderer)\n", app->first_frame_ms,
                        app->renderer_name);
            }
        }
    }
}

int app_run(app_t *app)
{
    if (app->opt.bench_frames > 0) {
        return bench_run(app, app->opt.bench_frames);
    }
    if (app->opt.autoplay) {
        rules_t rules = app->opt.rules_given ? app->opt.rules : app->settings.rules;
        uint64_t seed = app->opt.have_seed ? app->opt.seed : app_random_seed();
        if (!app_start_game(app, &rules, seed, true)) {
            return 1;
        }
    } else {
        scene_replace_all(app, scene_title_new(app));
    }
    scene_apply_pending(app);
    while (app->running) {
        if (app_signal) {
            /* killed: keep the save (no quit line, no result); the game can be resumed */
            app->exit_code = 128 + (int)app_signal;
            if (app->session) {
                ai_worker_cancel(app->worker);
                session_free(app->session);
                app->session = NULL;
            }
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
    /* Leaving with a game in progress: it ends as quit, and its log gets its end line. */
    app_end_session(app);
    settings_save(&app->settings, app->pref_dir);
    return app->exit_code;
}
