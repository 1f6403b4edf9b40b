/* The flow between games, and what outlives a scene: settings, statistics, the saved game offered. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* unsetenv */
#endif

#include "scenes/home.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform/fatal.h"
#include "store/kvfile.h"

uint64_t home_random_seed(void)
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

static void setup_pref_dir(home_t *h)
{
    guard_xdg();
    char *p = SDL_GetPrefPath("", "hearts");
    if (p) {
        snprintf(h->pref_dir, sizeof h->pref_dir, "%s", p);
        SDL_free(p);
        /* the folder may exist and still refuse files (read-only mount, permissions): try one */
        char probe[1100];
        kvfile_path(probe, sizeof probe, h->pref_dir, "write-test.tmp");
        FILE *f = fopen(probe, "w");
        bool ok = f != NULL && fputs("ok\n", f) >= 0;
        ok = (f == NULL || fclose(f) == 0) && ok;
        remove(probe);
        if (!ok) {
            fprintf(stderr,
                    "hearts: the folder %s cannot be written; settings, statistics and games will not be kept\n",
                    h->pref_dir);
            h->pref_dir[0] = '\0';
        }
    } else {
        h->pref_dir[0] = '\0';
        fprintf(stderr, "hearts: no folder for settings (%s); they will not be kept\n", SDL_GetError());
    }
    if (!h->pref_dir[0]) {
        snprintf(h->no_save_notice, sizeof h->no_save_notice,
                 "No folder can be written for settings: nothing will be saved this time.");
    }
}

void home_check_resume(home_t *h)
{
    home_forget_resume(h);
    if (!h->pref_dir[0]) {
        return;
    }
    char path[1100], err[300];
    kvfile_path(path, sizeof path, h->pref_dir, SAVEGAME_NAME);
    if (savegame_load(path, &h->resume_h, &h->resume_game, &h->resume_text, err, sizeof err) != SAVE_OK) {
        return;
    }
    if (h->resume_h.autoplay) {
        home_forget_resume(h);
        return;
    }
    h->resume_offered = true;
    const game_t *g = h->resume_game;
    int totals[4];
    game_totals(g, totals);
    int64_t ms = game_clock_ms(g);
    char clock[48] = "";
    if (ms >= 0) {
        long long sec = (ms + 999) / 1000;
        snprintf(clock, sizeof clock, " \xc2\xb7 %lld:%02lld left", sec / 60, sec % 60);
    }
    snprintf(h->resume_line, sizeof h->resume_line, "Hand %d \xc2\xb7 you %d, Left %d, Across %d, Right %d%s",
             game_hand_number(g), totals[SEAT_S], totals[SEAT_W], totals[SEAT_N], totals[SEAT_E], clock);
}

void home_init(home_t *h, const cli_options_t *opt)
{
    memset(h, 0, sizeof *h);
    h->opt = *opt;
    bool bench = opt->bench_frames > 0;
    /* SDL_GetPrefPath works before SDL_Init */
    setup_pref_dir(h);
    settings_defaults(&h->settings);
    stats_defaults(&h->stats);
    if (!bench) {
        settings_load(&h->settings, h->pref_dir);
        stats_load(&h->stats, h->pref_dir);
    }
    if (!bench && !opt->autoplay) {
        home_check_resume(h);
    }
    h->level = opt->have_level ? opt->level : h->settings.level;
}

app_config_t home_app_config(const home_t *h)
{
    app_config_t c;
    memset(&c, 0, sizeof c);
    c.bench = h->opt.bench_frames > 0;
    c.fullscreen = h->opt.fullscreen >= 0 ? h->opt.fullscreen == 1 : h->settings.fullscreen;
    c.window_w = h->opt.window_w;
    c.window_h = h->opt.window_h;
    c.data_dir = h->opt.data_dir;
    c.four_colour = h->settings.four_colour;
    c.card_back = h->settings.card_back;
    c.sound = h->settings.sound;
    c.volume = h->settings.volume;
    return c;
}

static void on_fullscreen(void *ctx, bool on)
{
    home_t *h = ctx;
    h->settings.fullscreen = on;
    settings_save(&h->settings, h->pref_dir);
}

/* fatal() mid-game: the table is closed, so its save is flushed and fsync'd and offered next time. */
static void close_table_on_fatal(void *ctx)
{
    home_t *h = ctx;
    table_t *t = h->table;
    h->table = NULL;
    table_free(t);
}

void home_attach(home_t *h, app_t *app)
{
    fatal_on_exit(close_table_on_fatal, h);
    fatal_set_started(true);
    h->app = app;
    app->speed = h->opt.have_speed ? h->opt.speed : h->settings.speed;
    app->fullscreen_ctx = h;
    app->on_fullscreen = on_fullscreen;
}

void home_shutdown(home_t *h, bool killed)
{
    fatal_forget(close_table_on_fatal, h);
    if (killed) {
        /* killed: keep the save (no quit line, no result); the game can be resumed */
        table_free(h->table);
        h->table = NULL;
    } else {
        /* leaving with a game in progress: it ends as quit, and its log gets its end line */
        home_end_game(h);
        settings_save(&h->settings, h->pref_dir);
    }
    home_forget_resume(h);
}

rules_t home_new_game_rules(const home_t *h)
{
    return h->opt.rules_given ? h->opt.rules : h->settings.rules;
}

static table_config_t table_config(const home_t *h, const char *save_path)
{
    table_config_t c;
    memset(&c, 0, sizeof c);
    c.level = h->level;
    c.speed = h->app ? h->app->speed : 1.0;
    c.log_path = h->opt.log_path;
    c.save_path = save_path;
    c.wake_event = h->app ? h->app->wake_event : 0;
    return c;
}

bool home_start_game(home_t *h, const rules_t *rules, uint64_t seed, bool autoplay)
{
    home_end_game(h);
    char path[1100] = "";
    bool keep = !autoplay && h->pref_dir[0] && h->opt.bench_frames <= 0;
    if (keep) {
        kvfile_path(path, sizeof path, h->pref_dir, SAVEGAME_NAME);
        home_forget_resume(h); /* its file is replaced by this game's */
    }
    table_config_t c = table_config(h, keep ? path : NULL);
    c.rules = *rules;
    c.seed = seed;
    c.autoplay = autoplay;
    char err[512];
    h->table = table_new(&c, err, sizeof err);
    h->stats_recorded = false;
    h->games_started += h->table != NULL;
    if (!h->table) {
        fprintf(stderr, "hearts: %s\n", err);
        return false;
    }
    return true;
}

void home_forget_resume(home_t *h)
{
    game_free(h->resume_game);
    free(h->resume_text);
    h->resume_game = NULL;
    h->resume_text = NULL;
    h->resume_offered = false;
}

bool home_resume_game(home_t *h)
{
    if (!h->resume_offered) {
        return false;
    }
    home_end_game(h);
    char path[1100];
    kvfile_path(path, sizeof path, h->pref_dir, SAVEGAME_NAME);
    table_config_t c = table_config(h, path);
    char err[512];
    h->table = table_resume(&c, h->resume_game, &h->resume_h, h->resume_text, err, sizeof err);
    h->resume_game = NULL; /* the table's now (or freed) */
    home_forget_resume(h);
    h->stats_recorded = false;
    if (!h->table) {
        fprintf(stderr, "hearts: %s\n", err);
        return false;
    }
    h->app->speed = table_speed(h->table); /* the animation speed it was played at */
    return true;
}

bool home_record_result(home_t *h)
{
    table_t *t = h->table;
    if (!t || !table_over(t) || h->stats_recorded) {
        return false;
    }
    h->stats_recorded = true;
    if (table_autoplay(t)) {
        return false; /* a demonstration is nobody's record */
    }
    const game_event_t *end = table_end(t);
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.when = (int64_t)time(NULL);
    r.preset = table_rules(t)->preset;
    r.reason = end->reason;
    r.hands = end->hands;
    r.south_total = end->end_totals[SEAT_S];
    r.won = (end->winners & 1u) && end->reason != END_QUIT;
    r.has_standings = end->has_standings;
    r.standings = end->standings.total;
    h->stats.moons += table_south_moons(t);
    bool best = stats_record(&h->stats, &r);
    stats_save(&h->stats, h->pref_dir);
    return best;
}

void home_end_game(home_t *h)
{
    if (!h->table) {
        return;
    }
    if (!table_over(h->table)) {
        table_quit(h->table);
        home_record_result(h);
    }
    table_free(h->table);
    h->table = NULL;
}

void home_settings_changed(home_t *h)
{
    app_t *app = h->app;
    audio_set(&app->audio, h->settings.sound, h->settings.volume);
    app->speed = h->settings.speed;
    h->level = h->settings.level;
    if (app_is_fullscreen(app) != h->settings.fullscreen) {
        app_set_fullscreen(app, h->settings.fullscreen);
    }
    app_set_look(app, h->settings.four_colour, h->settings.card_back);
    settings_save(&h->settings, h->pref_dir);
}
