/* The player's language: which catalogue of po/ the game's words come from (hearts/intl.h), and the
 * numbers written as that language writes them.
 *
 * The language is the one the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG as gettext reads
 * them; on Windows and macOS the system's preferred languages), the player's choice in Options, or
 * --language for one run. The catalogues are found like the rest of the data, relative to the
 * program (share/locale beside share/hearts once installed, build/locale in the build tree), so a
 * moved install speaks too. Changing the language takes effect at once: every _() after it answers
 * in the new one (scenes lay themselves out again: scene_relayout_all).
 *
 * What gettext keeps is the process's: this module is its one owner. */
#ifndef GAME_PLATFORM_LANG_H
#define GAME_PLATFORM_LANG_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    const char *code; /* "de", "pt_BR": the catalogue's name under locale/ */
    const char *name; /* the language named in itself: "Deutsch", "Português (Brasil)" */
} lang_info_t;

/* The languages the game speaks, English first. */
int lang_count(void);
const lang_info_t *lang_at(int i);
/* The language of code ("pt-BR" and "pt_BR.UTF-8" read as "pt_BR"; "de_AT" as "de"), or NULL. A
 * code with a catalogue in the folder that is not one of the list is found too (a translation in the
 * making, the tests' made-up language). */
const lang_info_t *lang_find(const char *code);
/* "en, de, fr, ...": the codes, for messages. Returns buf. */
const char *lang_codes(char *buf, size_t len);

/* Finds the catalogues and sets up gettext; data_dir is the folder --data-dir or HEARTS_DATADIR names
 * (its ../locale is looked at first), or NULL. Then uses the system's language. Safe to call again. */
void lang_init(const char *data_dir);
/* Speaks `choice`: a code of lang_find, or NULL/""/"auto" for the system's language. False (and
 * nothing changed) for a code the game does not speak. A catalogue that is not where it should be
 * leaves the English. */
bool lang_use(const char *choice);
/* The code in use ("en" when nothing is translated). */
const char *lang_code(void);
/* The code the system asks for, among those the game speaks ("en" when none). */
const char *lang_system(void);
/* The language of the environment on a POSIX system: LANGUAGE (a list, first match wins), then the
 * locale LC_ALL/LC_MESSAGES/LANG, among those the game speaks ("en" when none); LC_ALL=C or POSIX is
 * English whatever LANGUAGE says, but LANG=C (or C.UTF-8) does not hide LANGUAGE as it would from
 * gettext. NULL for an unset variable. lang_system reads the process's. */
const char *lang_from_env(const char *language, const char *lc_all, const char *lc_messages, const char *lang_var);
/* Where the catalogues were found ("" when nowhere: the game speaks English). */
const char *lang_dir(void);

/* The minus sign U+2212 that the player reads before a negative number ("−10"), never the hyphen
 * (the log, the settings and the simulator keep ASCII and never call these). */
#define LANG_MINUS "\xe2\x88\x92"

/* Numbers as the language writes them: "1,648" / "1.648" / "1 648"; "1.5" / "1,5"; "−10" with the
 * minus sign. Return buf. */
const char *lang_int(char *buf, size_t len, long v);
const char *lang_decimal(char *buf, size_t len, double v, int max_decimals);

#endif
