/* What the scenes share: the window and loop (app), the player's settings and statistics, the
 * command line, the game in progress (a table, or none) and a saved game offered for a resume.
 * Every scene reaches it through scene->home. It decides the flow between games: starting,
 * resuming and ending a game, recording its result. What happens inside a game is the table's. */
#ifndef GAME_SCENES_HOME_H
#define GAME_SCENES_HOME_H

#include <stdbool.h>
#include <stdint.h>

#include "platform/app.h"
#include "store/cli.h"
#include "store/replay.h"
#include "store/savegame.h"
#include "store/settings.h"
#include "store/stats.h"
#include "table/table.h"

struct home {
    app_t *app;
    cli_options_t opt;
    settings_t settings;
    stats_t stats;
    char pref_dir[1024];      /* empty: nowhere to keep settings */
    char no_save_notice[200]; /* non-empty: the preferences folder cannot be written (English: a msgid) */
    bool no_save_told;        /* the table has said so once */
    table_t *table;           /* the game in progress, or NULL */

    /* This run's choice for the next new game: the command line's (--preset/--rule, --level), else
     * the saved settings'; New game's Deal sets it (home_choose), an Options change to a rule or the
     * level sets it too. Never written to settings.txt: only what the player sets in Options is. */
    rules_t rules;
    ai_level_t level;
    /* The settings as last applied (loaded, or after an Options change): home_settings_changed
     * compares with it to tell which settings the player changed. */
    settings_t applied;
    bool language_picked; /* the Language row was changed while --language was in force */

    bool stats_recorded;         /* the current table's result is in the statistics */
    const char *kept_name;       /* the file the game in progress keeps its log in (store/logfile.h) */
    char watch_path[1100];       /* the kept log of the game just finished (Watch again), or "" */
    replay_t *watch;             /* --watch FILE: the game to open in the viewer first, or NULL */
    unsigned long games_started; /* this run (the soak report counts autoplay games) */

    /* A game saved before a crash or a kill, offered on the title screen (--resume: taken up at once) */
    bool resume_offered;
    char resume_path[1100]; /* its file: save.jsonl, or autoplay.jsonl for --resume --autoplay */
    save_header_t resume_h;
    game_t *resume_game;
    char *resume_text;

    /* The coach (scenes/home_coach.c): when the game just finished ended (its kept log's WHEN), and how
     * many of its hands' notes are written beside that log and in the statistics (-1: none yet) */
    int64_t ended_when;
    int coach_written;
};

/* Finds the preferences folder, removes what a killed write left there (*.tmp), loads settings and
 * statistics and looks for a saved game (--resume --autoplay: the demonstration's). A benchmark
 * (--bench-frames) does none of it: it runs on the defaults with no preferences folder (pref_dir
 * empty), so nothing of the player's is read or written. Call before app_init: the window is made
 * from the settings (home_app_config). */
void home_init(home_t *h, const cli_options_t *opt);
app_config_t home_app_config(const home_t *h);
/* Ties the home to the running app (animation speed, fullscreen hook). */
void home_attach(home_t *h, app_t *app);
/* killed: the program was stopped by a signal; the game in progress stays in its save. */
void home_shutdown(home_t *h, bool killed);

/* Starts a new game with these rules and seed (replacing any); false with a message on stderr if
 * its log cannot be opened. The caller shows the table. */
bool home_start_game(home_t *h, const rules_t *rules, uint64_t seed, bool autoplay);
/* Looks for a saved game (save.jsonl in the preferences folder) and offers it if it can be resumed. */
void home_check_resume(home_t *h);
/* The offered game in one line, in the player's language: "Hand 3 · You 12 · ... · 7:32 left" ("" if
 * none). Returns buf. */
const char *home_resume_line(const home_t *h, char *buf, size_t len);
/* Takes up the offered game; the caller shows the table. */
bool home_resume_game(home_t *h);
void home_forget_resume(home_t *h);
/* Ends the game in progress (logged as quit if it was not over, and recorded) and forgets it. */
void home_end_game(home_t *h);
/* Records the finished game in the statistics once; returns true on a new personal best. */
bool home_record_result(home_t *h);
/* After an Options change: applies the settings that take effect at once (sound, deck, back,
 * fullscreen) and saves them. Only what the player changed replaces this run's choice: a change of
 * the speed sets the animation speed, of the level or a rule the next game's; the others leave
 * --speed, --level, --preset and --rule in force for this run. */
void home_settings_changed(home_t *h);
/* The look the settings ask for (large print, high contrast, reduced motion: platform/look.h) in force. */
void home_apply_look(const settings_t *s);
/* The language Options shows: this run's --language until the player picks one there, else the
 * setting ("auto" or a code). */
const char *home_language(const home_t *h);
/* Options' Language row: the player's pick ("auto" or a code) becomes the setting and replaces this
 * run's --language; home_settings_changed applies it. */
void home_pick_language(home_t *h, const char *choice);
/* The coach's notes and accuracy of the game just finished, once more of its hands are rated: written
 * beside its kept log (store/coachfile.h) and into the statistics. Called as the result is recorded,
 * while the result is shown and when the game is left. */
void home_coach_update(home_t *h);
/* The rules of the next new game: this run's choice (see rules above). */
rules_t home_new_game_rules(const home_t *h);
/* New game's Deal: this run's choice of rules and level, for this game and the next ones of this run;
 * nothing is saved. (New game works on a copy of home_new_game_rules() and h->level, so that Back
 * cancels by doing nothing.) */
void home_choose(home_t *h, const rules_t *rules, ai_level_t level);
/* A seed for a game nobody asked a number for. */
uint64_t home_random_seed(void);

#endif
