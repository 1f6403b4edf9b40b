/* Speaking the game: speech on and off (the setting, --speech, a screen reader, F2), the focus and
 * the screens said as they change, F3 to say it again, the tournament clock's marks (announce.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/lang.h"
#include "scenes/announce.h"
#include "scenes/words.h"

/* What was said last of the focus and the clock. One home a run. */
static struct {
    const scene_t *scene; /* the top screen as last said */
    int focus_id;         /* its focus as last said, and a hash of its words (a row's new value is said) */
    unsigned focus_hash;
    const table_t *clock_table; /* the clock's marks said so far, for this table */
    int clock_mark;
    bool detecting; /* the screen reader's question is out */
    bool failed;
} A;

static const int64_t CLOCK_MARKS[] = {300000, 60000, 30000, 10000};
#define N_MARKS 4

static unsigned hash(const char *s)
{
    unsigned v = 2166136261u;
    for (; *s; s++) {
        v = (v ^ (unsigned char)*s) * 16777619u;
    }
    return v;
}

const char *announce_title_words(const home_t *h)
{
    if (A.failed) {
        return _("Speech could not start: the system's speech service does not answer.");
    }
    if (!h->app || !speech_available(h->app->speech)) {
        return _("Speech is not available in this build.");
    }
    return announce_on(h) ? _("Speech is on: F2 turns it off, F3 says it again.")
                          : _("Press F2 to hear the game spoken.");
}

const char *announce_option_value(const home_t *h)
{
    if (!h->app || !speech_available(h->app->speech)) {
        return _("Not available in this build");
    }
    if (A.failed) {
        return _("No speech service");
    }
    return announce_on(h) ? _("On") : _("Off");
}

/* The screen's focus said anew (a new screen, speech just turned on). */
static void forget_focus(void)
{
    A.scene = NULL;
}

static void set_speech(home_t *h, bool on)
{
    speech_t *sp = h->app->speech;
    if (!on && speech_is_on(sp)) {
        speech_say(sp, SPEECH_NOW, _("Speech off."));
    }
    if (speech_set_on(sp, on, lang_code()) && on) {
        speech_say(sp, SPEECH_NOW, _("Speech on."));
        forget_focus();
    }
    app_redraw(h->app);
}

void announce_option_toggle(home_t *h)
{
    h->settings.speech = !announce_on(h);
    set_speech(h, h->settings.speech);
    h->applied.speech = h->settings.speech;
}

void announce_settings_changed(home_t *h)
{
    speech_set_language(h->app->speech, lang_code());
}

/* F2: speech on or off, saved; F3: the last words again. On every screen. */
static bool on_key(void *ctx, const SDL_Event *ev)
{
    home_t *h = ctx;
    SDL_Keycode k = ev->key.keysym.sym;
    if (ev->key.repeat || (ev->key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
        return false;
    }
    if (k == SDLK_F2) {
        announce_option_toggle(h);
        settings_save(&h->settings, h->pref_dir);
        return true;
    }
    if (k == SDLK_F3 && announce_on(h)) {
        char again[600];
        snprintf(again, sizeof again, "%s", speech_last(h->app->speech));
        announce_say(h, SPEECH_NOW, again);
        return true;
    }
    return false;
}

/* What a screen is called when it opens (the table says nothing: its events speak). */
static const char *screen_words(const home_t *h, const char *name)
{
    static const struct {
        const char *name, *words;
    } SCREENS[] = {{"newgame", N_("New game")}, {"options", N_("Options")},    {"rules", N_("Rules")},
                   {"stats", N_("Statistics")}, {"pause", N_("Game paused.")}, {"summary", N_("Hand summary.")},
                   {"result", N_("Result.")},   {"watch", N_("Game viewer.")}};
    if (strcmp(name, "title") == 0) {
        return announce_title_words(h);
    }
    for (size_t i = 0; i < sizeof SCREENS / sizeof SCREENS[0]; i++) {
        if (strcmp(name, SCREENS[i].name) == 0) {
            return _(SCREENS[i].words);
        }
    }
    return "";
}

/* The focus's words: the screen's own (scene_t.speak), else the button's label; returns what the
 * focus is (scene_t.speak's number, else a hash of the words). */
static unsigned focus_words(scene_t *s, const ui_button_t *f, char *buf, size_t len)
{
    buf[0] = '\0';
    unsigned what = f && s->speak ? s->speak(s, f->id, buf, len) : 0;
    if (f && what == 0 && f->label[0]) {
        snprintf(buf, len, "%s", _(f->label));
    }
    return what > 1 ? what : hash(buf);
}

/* A screen's name and its focus, a sentence each. */
static void screen_and_focus(const char *screen, const char *focus, char *buf, size_t len)
{
    size_t n = strlen(screen);
    bool stop = n == 0 || strchr(".!?", screen[n - 1]);
    snprintf(buf, len, "%s%s%s%s", screen, stop ? "" : ".", n ? " " : "", focus);
}

/* A new top screen is said with its focus; a new focus (or new words for it) on its own. */
static void check_focus(home_t *h)
{
    scene_t *top = scene_top(&h->app->scenes);
    if (!top) {
        return;
    }
    const ui_button_t *f = scene_focused(top);
    char words[600];
    unsigned hw = focus_words(top, f, words, sizeof words);
    int id = f ? f->id : -1;
    if (top != A.scene) {
        char all[800];
        screen_and_focus(screen_words(h, top->name), words, all, sizeof all);
        announce_say(h, SPEECH_NOW, all);
    } else if (id != A.focus_id || hw != A.focus_hash) {
        announce_say(h, SPEECH_NOW, words);
    }
    A.scene = top;
    A.focus_id = id;
    A.focus_hash = hw;
}

/* 5:00, 1:00, 0:30 and 0:10 left, each once a game, as the clock passes it (not the ones already
 * passed when the table is first seen: a resumed game). */
static void check_clock(home_t *h)
{
    const table_t *t = h->table;
    int64_t ms = t ? game_clock_ms(table_game(t)) : -1;
    if (ms < 0 || table_over(t)) {
        return;
    }
    int passed = 0;
    while (passed < N_MARKS && ms <= CLOCK_MARKS[passed]) {
        passed++;
    }
    if (t != A.clock_table) {
        A.clock_table = t;
        A.clock_mark = passed;
        return;
    }
    if (passed > A.clock_mark) {
        static const char *const words[N_MARKS] = {N_("5 minutes left."), N_("1 minute left."), N_("30 seconds left."),
                                                   N_("10 seconds left.")};
        announce_say(h, SPEECH_QUEUE, _(words[passed - 1]));
        A.clock_mark = passed;
    }
}

/* Once a frame: the backend's failure told once, the screen reader's answer, the focus, the clock. */
static void after_events(void *ctx)
{
    home_t *h = ctx;
    speech_t *sp = h->app->speech;
    char why[512];
    if (speech_take_failure(sp, why, sizeof why)) {
        fprintf(stderr, "hearts: %s (%s) %s\n",
                _("Speech could not start: the system's speech service does not answer."), why,
                _("The game goes on without speech."));
        A.failed = true;
        app_redraw(h->app);
    }
    if (A.detecting && speech_detect_poll(sp) >= 0) {
        A.detecting = false;
        if (speech_detect_poll(sp) == 1 && !speech_is_on(sp)) {
            set_speech(h, true); /* for this run: the setting stays as the player left it */
        }
    }
    if (speech_is_on(sp)) {
        check_focus(h);
        check_clock(h);
    }
}

void announce_attach(home_t *h)
{
    memset(&A, 0, sizeof A);
    app_t *app = h->app;
    if (app->speech) { /* attached again (a restart within a test): the service of before goes */
        speech_free(app->speech);
    }
    app->speech = speech_new();
    app->on_key = on_key;
    app->after_events = after_events;
    app->speech_ctx = h;
    if (h->settings.speech || h->opt.speech) {
        speech_set_on(app->speech, true, lang_code());
    } else if (h->opt.bench_frames <= 0) {
        speech_detect_start(app->speech);
        A.detecting = true;
    }
}

void announce_detach(home_t *h)
{
    if (h->app && h->app->speech) {
        speech_free(h->app->speech);
        h->app->speech = NULL;
        h->app->on_key = NULL;
        h->app->after_events = NULL;
    }
}
