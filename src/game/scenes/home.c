/* The flow between games, and what outlives a scene: settings, statistics, the saved game offered. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* unsetenv */
#endif

#include "scenes/home.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hearts/intl.h"
#include "platform/fatal.h"
#include "platform/lang.h"
#include "scenes/announce.h"
#include "platform/look.h"
#include "scenes/words.h"
#include "store/kvfile.h"
#include "store/logfile.h"

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
                    _("hearts: the folder %s cannot be written; settings, statistics and games will not be kept\n"),
                    h->pref_dir);
            h->pref_dir[0] = '\0';
        }
    } else {
        h->pref_dir[0] = '\0';
        fprintf(stderr, _("hearts: no folder for settings (%s); they will not be kept\n"), SDL_GetError());
    }
    if (!h->pref_dir[0]) {
        /* kept in English, translated where it is shown (the language may change meanwhile) */
        snprintf(h->no_save_notice, sizeof h->no_save_notice, "%s",
                 N_("No folder can be written for settings: nothing will be saved this time."));
    }
}

/* The file a game is kept in: the player's, or the demonstration's (so that a demonstration never
 * replaces a game the player may resume). */
static void save_path_of(const home_t *h, bool autoplay, char *path, size_t len)
{
    kvfile_path(path, len, h->pref_dir, autoplay ? SAVEGAME_AUTOPLAY_NAME : SAVEGAME_NAME);
}

void home_check_resume(home_t *h)
{
    home_forget_resume(h);
    if (!h->pref_dir[0]) {
        return;
    }
    /* --resume --autoplay takes up the demonstration's game; anything else, the player's */
    bool demo = h->opt.resume && h->opt.autoplay;
    char err[300];
    save_path_of(h, demo, h->resume_path, sizeof h->resume_path);
    if (savegame_load(h->resume_path, &h->resume_h, &h->resume_game, &h->resume_text, err, sizeof err) != SAVE_OK) {
        return;
    }
    if (h->resume_h.autoplay != demo) {
        home_forget_resume(h);
        return;
    }
    h->resume_offered = true;
}

const char *home_resume_line(const home_t *h, char *buf, size_t len)
{
    buf[0] = '\0';
    const game_t *g = h->resume_game;
    if (!h->resume_offered || !g) {
        return buf;
    }
    int t[SEAT_MAX];
    game_totals(g, t);
    int64_t ms = game_clock_ms(g);
    if (game_players(g) != 4) {
        /* TRANSLATORS: the saved game on the title, a game of three or five players: the hand, how many
         * players, South's total */
        snprintf(buf, len, _("Hand %d \xc2\xb7 %d players \xc2\xb7 You %s"), game_hand_number(g), game_players(g),
                 words_int(t[SEAT_S]));
    } else if (ms >= 0) {
        long long sec = (ms + 999) / 1000;
        /* TRANSLATORS: the saved game on the title: the hand, everyone's total, the time left */
        snprintf(buf, len,
                 _("Hand %d \xc2\xb7 You %s \xc2\xb7 Left %s \xc2\xb7 Across %s \xc2\xb7 Right %s \xc2\xb7 %lld:%02lld "
                   "left"),
                 game_hand_number(g), words_int(t[SEAT_S]), words_int(t[SEAT_W]), words_int(t[SEAT_N]),
                 words_int(t[SEAT_E]), sec / 60, sec % 60);
    } else {
        snprintf(buf, len, _("Hand %d \xc2\xb7 You %s \xc2\xb7 Left %s \xc2\xb7 Across %s \xc2\xb7 Right %s"),
                 game_hand_number(g), words_int(t[SEAT_S]), words_int(t[SEAT_W]), words_int(t[SEAT_N]),
                 words_int(t[SEAT_E]));
    }
    return buf;
}

/* The player's own files: the preferences folder found (and tidied), settings and statistics read, a
 * saved game looked for. */
static void open_player_files(home_t *h)
{
    /* SDL_GetPrefPath works before SDL_Init */
    setup_pref_dir(h);
    /* what a write killed half-way left behind: the files themselves are whole (renamed into place) */
    static const char *const written_whole[] = {"settings.txt", STATS_NAME, SAVEGAME_NAME, SAVEGAME_AUTOPLAY_NAME};
    for (size_t i = 0; i < sizeof written_whole / sizeof written_whole[0]; i++) {
        kvfile_remove_tmp(h->pref_dir, written_whole[i]);
    }
    settings_load(&h->settings, h->pref_dir);
    stats_load(&h->stats, h->pref_dir);
    if (!h->opt.autoplay || h->opt.resume) {
        home_check_resume(h);
    }
}

void home_apply_look(const settings_t *s)
{
    look_set(&(look_t){.large = s->large_print, .contrast = s->high_contrast, .still = s->reduced_motion});
}

void home_init(home_t *h, const cli_options_t *opt)
{
    memset(h, 0, sizeof *h);
    h->opt = *opt;
    settings_defaults(&h->settings);
    stats_defaults(&h->stats);
    /* A benchmark (--bench-frames) touches nothing of the player's: it has no preferences folder
     * (pref_dir stays empty, and with none nothing is read or written there: settings, statistics,
     * the saved game, the renderer probe's answer). It measures the defaults, and it can neither
     * overwrite the settings nor record its quit in the statistics. */
    if (opt->bench_frames <= 0) {
        open_player_files(h);
    }
    /* reduced motion: the desktop's choice until the player makes one in Options */
    if (!h->settings.motion_chosen && look_desktop_reduced_motion()) {
        h->settings.reduced_motion = true;
    }
    home_apply_look(&h->settings);
    h->applied = h->settings;
    /* the language: --language for this run, else the player's choice (an unknown one: the system's) */
    if (!opt->language && !lang_use(h->settings.language)) {
        lang_use(NULL);
    }
    /* the command line's choices are this run's only: h->settings stays what the player set */
    h->level = opt->have_level ? opt->level : h->settings.level;
    h->rules = opt->rules_given ? opt->rules : h->settings.rules;
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
    c.pref_dir = h->pref_dir;          /* the renderer probe's answer is kept there */
    c.renderer = h->settings.renderer; /* the player's choice, unless SDL_RENDER_DRIVER says */
    c.title = C_("the game's name", "Hearts");
    return c;
}

static void on_fullscreen(void *ctx, bool on)
{
    home_t *h = ctx;
    h->settings.fullscreen = on;
    h->applied.fullscreen = on;
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
    announce_attach(h);
}

void home_shutdown(home_t *h, bool killed)
{
    fatal_forget(close_table_on_fatal, h);
    if (killed) {
        /* killed: keep the save (no quit line, no result); the game can be resumed. The clock first
         * takes the real time since the last frame (the loop may have slept up to a second before it
         * saw the signal), so that the save holds no more time than the game had when stopped. */
        if (h->table && h->app) {
            double since = app_now_ms(h->app) - h->app->last_ms;
            (void)table_tick(h->table, since > 0 ? since : 0);
        }
        table_free(h->table);
        h->table = NULL;
    } else {
        /* leaving with a game in progress: it ends as quit, and its log gets its end line */
        home_end_game(h);
        settings_save(&h->settings, h->pref_dir);
    }
    home_forget_resume(h);
    announce_detach(h);
}

rules_t home_new_game_rules(const home_t *h)
{
    return h->rules;
}

void home_choose(home_t *h, const rules_t *rules, ai_level_t level)
{
    h->rules = *rules;
    h->level = level;
}

/* The log kept of the game about to start (store/logfile.h): the player's, or the demonstration's. */
static void kept_log_of(home_t *h, bool autoplay, char *path, size_t len)
{
    h->kept_name = autoplay ? LOGFILE_CURRENT_AUTOPLAY : LOGFILE_CURRENT;
    kvfile_path(path, len, h->pref_dir, h->kept_name);
}

/* kept_log: the log kept of this game, or NULL. */
static table_config_t table_config(const home_t *h, const char *save_path, const char *kept_log)
{
    table_config_t c;
    memset(&c, 0, sizeof c);
    c.level = h->level;
    c.speed = h->app ? h->app->speed : 1.0;
    c.log_path = h->opt.log_path;
    c.kept_log_path = kept_log;
    c.save_path = save_path;
    c.wake_event = h->app ? h->app->wake_event : 0;
    c.coach = h->settings.coach;
    c.no_claims = !h->settings.computer_claims;
    return c;
}

bool home_start_game(home_t *h, const rules_t *rules, uint64_t seed, bool autoplay)
{
    home_end_game(h);
    char path[1100] = "", kept[1100] = "";
    bool keep = h->pref_dir[0] && h->opt.bench_frames <= 0;
    if (keep) {
        save_path_of(h, autoplay, path, sizeof path);
        kept_log_of(h, autoplay, kept, sizeof kept);
        if (!autoplay) {
            home_forget_resume(h); /* its file is replaced by this game's */
        }
    }
    h->watch_path[0] = '\0';
    table_config_t c = table_config(h, keep ? path : NULL, keep ? kept : NULL);
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
    char path[1100], kept[1100];
    snprintf(path, sizeof path, "%s", h->resume_path);
    kept_log_of(h, h->resume_h.autoplay, kept, sizeof kept);
    h->watch_path[0] = '\0';
    table_config_t c = table_config(h, path, kept);
    char err[512];
    h->table = table_resume(&c, h->resume_game, &h->resume_h, h->resume_text, err, sizeof err);
    h->resume_game = NULL; /* the table's now (or freed) */
    home_forget_resume(h);
    h->stats_recorded = false;
    if (!h->table) {
        fprintf(stderr, "hearts: %s\n", err);
        return false;
    }
    /* the animation speed it was played at, unless this run says otherwise */
    h->app->speed = h->opt.have_speed ? h->opt.speed : table_speed(h->table);
    return true;
}

bool home_record_result(home_t *h)
{
    table_t *t = h->table;
    if (!t || !table_over(t) || h->stats_recorded) {
        return false;
    }
    h->stats_recorded = true;
    h->coach_written = -1;
    /* its log is kept (a demonstration's too: Watch again), named by when it ended */
    int64_t when = (int64_t)time(NULL);
    if (h->pref_dir[0] && h->opt.bench_frames <= 0 &&
        !logfile_keep(h->pref_dir, h->kept_name, &when, LOGFILE_KEPT, h->watch_path, sizeof h->watch_path)) {
        h->watch_path[0] = '\0';
    }
    h->ended_when = when;
    if (table_autoplay(t)) {
        return false; /* a demonstration is nobody's record */
    }
    const game_event_t *end = table_end(t);
    stats_result_t r;
    memset(&r, 0, sizeof r);
    r.when = when; /* the name of its kept log */
    r.preset = table_rules(t)->preset;
    r.reason = end->reason;
    r.hands = end->hands;
    r.south_total = end->end_totals[SEAT_S];
    r.won = (end->winners & 1u) && end->reason != END_QUIT;
    r.shared = r.won && (end->winners & ~1u) != 0;
    r.has_standings = end->has_standings;
    r.standings = end->standings.total;
    r.practice = table_practice(t); /* a card was taken back: not in the record */
    r.players = table_rules(t)->players;
    r.own_rules = stats_rules_own(table_rules(t));            /* changed rules: in no standings record */
    stats_seats_t *apart = stats_seats(&h->stats, r.players); /* three and five: their own record */
    int moons = r.practice ? 0 : table_south_moons(t);
    if (apart) {
        apart->moons += moons;
    } else {
        h->stats.moons += moons;
    }
    bool best = stats_record(&h->stats, &r);
    stats_save(&h->stats, h->pref_dir);
    home_coach_update(h);
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
    home_coach_update(h);
    table_free(h->table);
    h->table = NULL;
}

const char *home_language(const home_t *h)
{
    return h->opt.language ? h->opt.language : h->settings.language;
}

void home_pick_language(home_t *h, const char *choice)
{
    snprintf(h->settings.language, sizeof h->settings.language, "%s", choice);
    if (h->opt.language) {
        h->opt.language = NULL; /* the pick is this run's language too, even where it equals the setting */
        h->language_picked = true;
    }
}

void home_settings_changed(home_t *h)
{
    app_t *app = h->app;
    const settings_t *s = &h->settings, *was = &h->applied;
    audio_set(&app->audio, s->sound, s->volume);
    /* only what the player changed now replaces this run's choice (the command line's, New game's) */
    if (s->speed != was->speed) {
        app->speed = s->speed;
    }
    if (s->level != was->level) {
        h->level = s->level;
    }
    if (memcmp(&s->rules, &was->rules, sizeof s->rules) != 0) {
        h->rules = s->rules;
    }
    bool new_language = strcmp(s->language, was->language) != 0 || h->language_picked;
    bool new_look = s->large_print != was->large_print || s->high_contrast != was->high_contrast ||
                    s->reduced_motion != was->reduced_motion;
    h->language_picked = false;
    h->applied = *s;
    if (new_language) {
        /* every word from now on in the new language; screens lay out their words again */
        if (!lang_use(s->language)) {
            lang_use(NULL);
        }
        app_set_title(app, C_("the game's name", "Hearts"));
        scene_resize(&app->scenes, &app->gfx);
        app_redraw(app);
    }
    if (app_is_fullscreen(app) != h->settings.fullscreen) {
        app_set_fullscreen(app, h->settings.fullscreen);
    }
    home_apply_look(s);
    app_set_look(app, h->settings.four_colour, h->settings.card_back);
    if (h->table) {
        table_coach_on(h->table, h->settings.coach);
        table_computer_claims(h->table, h->settings.computer_claims);
    }
    announce_settings_changed(h);
    if (new_look) {
        /* larger words and cards, or the other look: every screen lays itself out again */
        scene_resize(&app->scenes, &app->gfx);
        app_redraw(app);
    }
    settings_save(&h->settings, h->pref_dir);
}
