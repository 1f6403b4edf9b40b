/* The player's language (lang.h). */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* setenv */
#endif
#include "platform/lang.h"

#include <SDL.h>
#include <ctype.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hearts/intl.h"
#include "hearts/version.h"

/* The languages of po/LINGUAS, and English, each named as its speakers name it. */
static const lang_info_t LANGS[] = {
    {"en", "English"},
    {"de", "Deutsch"},
    {"fr", "Fran\xc3\xa7"
           "ais"},
    {"es", "Espa\xc3\xb1ol"},
    {"it", "Italiano"},
    {"nl", "Nederlands"},
    {"pt_BR", "Portugu\xc3\xaas (Brasil)"},
};
#define LANG_COUNT ((int)(sizeof LANGS / sizeof LANGS[0]))

/* gettext's state is the process's; this is what the game chose of it. */
static struct {
    bool ready;
    char dir[1024]; /* the catalogues' folder, "" if none was found */
    const char *code;
    const char *system; /* read before the game set LANGUAGE itself */
    /* a catalogue found in dir that is none of LANGS (a translation in the making, the tests' made-up
     * language): it may be asked for by its code */
    char extra_code[16];
    lang_info_t extra;
} lang = {false, "", "en", NULL, "", {NULL, NULL}};

static bool has_catalogue(const char *code);

int lang_count(void)
{
    return HEARTS_NLS ? LANG_COUNT : 1; /* a build without gettext speaks English only */
}

const lang_info_t *lang_at(int i)
{
    return i >= 0 && i < lang_count() ? &LANGS[i] : NULL;
}

/* "pt-BR", "pt_BR.UTF-8@euro" -> "pt_BR"; "de_AT" -> "de_AT" (lang_find falls back to "de"). */
static void normalise(const char *in, char *out, size_t len)
{
    size_t n = 0;
    for (; in[n] && in[n] != '.' && in[n] != '@' && in[n] != ':' && n + 1 < len; n++) {
        char c = in[n] == '-' ? '_' : in[n];
        out[n] = c;
    }
    out[n] = '\0';
    /* the language in lower case, the country in upper case */
    char *us = strchr(out, '_');
    for (char *p = out; *p; p++) {
        *p = (char)(us && p > us ? toupper((unsigned char)*p) : tolower((unsigned char)*p));
    }
}

const lang_info_t *lang_find(const char *code)
{
    if (!code || !*code) {
        return NULL;
    }
    char want[32];
    normalise(code, want, sizeof want);
    for (int i = 0; i < lang_count(); i++) {
        if (strcmp(want, LANGS[i].code) == 0) {
            return &LANGS[i];
        }
    }
    /* a catalogue of the folder that is not in the list */
    if (strlen(want) < sizeof lang.extra_code && has_catalogue(want)) {
        snprintf(lang.extra_code, sizeof lang.extra_code, "%.*s", (int)sizeof lang.extra_code - 1, want);
        lang.extra = (lang_info_t){lang.extra_code, lang.extra_code};
        return &lang.extra;
    }
    /* a country the game has no catalogue of: the language's own (de_AT -> de, pt_PT -> pt_BR) */
    char *us = strchr(want, '_');
    if (us) {
        *us = '\0';
    }
    for (int i = 0; i < lang_count(); i++) {
        if (strncmp(want, LANGS[i].code, strlen(want)) == 0 &&
            (LANGS[i].code[strlen(want)] == '\0' || LANGS[i].code[strlen(want)] == '_')) {
            return &LANGS[i];
        }
    }
    return NULL;
}

const char *lang_codes(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < lang_count() && used < len; i++) {
        int k = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", LANGS[i].code);
        if (k < 0) {
            break;
        }
        used += (size_t)k;
    }
    return buf;
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool try_dir(const char *a, const char *b)
{
    char path[sizeof lang.dir];
    int k = snprintf(path, sizeof path, "%s%s%s", a, b && a[0] && a[strlen(a) - 1] != '/' ? "/" : "", b ? b : "");
    if (k < 0 || (size_t)k >= sizeof path || !is_dir(path)) {
        return false;
    }
    snprintf(lang.dir, sizeof lang.dir, "%s", path);
    return true;
}

/* The catalogues' folder: HEARTS_LOCALEDIR (tests, translators), beside a data folder the player
 * named, beside the program (installed: share/locale; a folder of its own: locale/), the build tree. */
static void find_dir(const char *data_dir)
{
    lang.dir[0] = '\0';
    const char *env = getenv("HEARTS_LOCALEDIR");
    if (env && *env && try_dir(env, NULL)) {
        return;
    }
    const char *named = data_dir && *data_dir ? data_dir : getenv("HEARTS_DATADIR");
    if (named && *named && (try_dir(named, "locale") || try_dir(named, "../locale"))) {
        return;
    }
    /* beside the program: installed (bin/../share/locale), a folder of its own (locale/), a test program
     * of the build tree (tests/../locale) */
    char *base = SDL_GetBasePath();
    bool found =
        base && (try_dir(base, HEARTS_RELATIVE_LOCALEDIR) || try_dir(base, "locale") || try_dir(base, "../locale"));
    SDL_free(base);
    if (!found) {
        try_dir(HEARTS_BUILD_LOCALEDIR, NULL);
    }
}

static bool has_catalogue(const char *code)
{
    char path[sizeof lang.dir + 64];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", lang.dir, code, HEARTS_TEXT_DOMAIN);
    struct stat st;
    return lang.dir[0] && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

#if HEARTS_NLS
static void set_env(const char *name, const char *value)
{
#ifdef _WIN32
    _putenv_s(name, value);
#else
    setenv(name, value, 1);
#endif
}
#endif

void lang_init(const char *data_dir)
{
    lang_system(); /* before LANGUAGE is the game's */
    find_dir(data_dir);
#if HEARTS_NLS
    if (!lang.ready) {
#ifdef LC_MESSAGES
        /* the system's messages locale; gettext ignores LANGUAGE under "C", so without one it is C.UTF-8,
         * which every glibc has and which leaves LANGUAGE (the language chosen below) in force */
        const char *l = setlocale(LC_MESSAGES, "");
        if (!l || strcmp(l, "C") == 0 || strcmp(l, "POSIX") == 0) {
            if (!setlocale(LC_MESSAGES, "C.UTF-8")) {
                setlocale(LC_MESSAGES, "C.utf8");
            }
        }
#endif
    }
    bindtextdomain(HEARTS_TEXT_DOMAIN, lang.dir[0] ? lang.dir : ".");
    bind_textdomain_codeset(HEARTS_TEXT_DOMAIN, "UTF-8");
#endif
    lang.ready = true;
    lang_use(NULL);
}

/* The first language of a gettext-style list ("fr:de", "de_DE.UTF-8") that the game speaks. */
static const lang_info_t *first_known(const char *list)
{
    while (list && *list) {
        const char *end = strchr(list, ':');
        char one[64];
        size_t n = end ? (size_t)(end - list) : strlen(list);
        if (n < sizeof one) {
            memcpy(one, list, n);
            one[n] = '\0';
            const lang_info_t *l = lang_find(one);
            if (l) {
                return l;
            }
        }
        list = end ? end + 1 : NULL;
    }
    return NULL;
}

static const char *read_system(void)
{
#if defined(_WIN32) || defined(__APPLE__)
    const lang_info_t *l = NULL;
    SDL_Locale *prefs = SDL_GetPreferredLocales();
    for (const SDL_Locale *p = prefs; p && p->language && !l; p++) {
        char one[64];
        snprintf(one, sizeof one, "%s%s%s", p->language, p->country ? "_" : "", p->country ? p->country : "");
        l = lang_find(one);
    }
    SDL_free(prefs);
    return l ? l->code : "en";
#else
    return lang_from_env(getenv("LANGUAGE"), getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"));
#endif
}

const char *lang_from_env(const char *language, const char *lc_all, const char *lc_messages, const char *lang_var)
{
    /* LC_ALL=C (or POSIX) is how a script asks for English: nothing else counts then */
    if (lc_all && (strcmp(lc_all, "C") == 0 || strcmp(lc_all, "POSIX") == 0)) {
        return "en";
    }
    /* the LANGUAGE list first, then the messages locale (LC_ALL, else LC_MESSAGES, else LANG). gettext
     * itself ignores LANGUAGE under a locale of "C"; the game does not when that locale is only LANG's or
     * LC_MESSAGES's (LANG=C.UTF-8, a container's, with LANGUAGE=de is German): it sets its own messages
     * locale (lang_init), under which LANGUAGE counts */
    const lang_info_t *l = first_known(language);
    const char *vars[3] = {lc_all, lc_messages, lang_var};
    const char *loc = NULL;
    for (int i = 0; i < 3 && !loc; i++) {
        loc = vars[i] && *vars[i] ? vars[i] : NULL;
    }
    if (!l && loc) {
        l = first_known(loc);
    }
    return l ? l->code : "en";
}

const char *lang_system(void)
{
    if (!lang.system) {
        lang.system = read_system();
    }
    return lang.system;
}

bool lang_use(const char *choice)
{
    const lang_info_t *l = NULL;
    if (choice && *choice && strcmp(choice, "auto") != 0) {
        l = lang_find(choice);
        if (!l) {
            return false;
        }
    } else {
        l = lang_find(lang_system());
    }
    const char *code = l ? l->code : "en";
#if HEARTS_NLS
    if (!lang.ready) {
        lang_init(NULL);
    }
    /* LANGUAGE outranks the locale for messages: it makes `code` the one catalogue gettext reads. It is
     * set before any thread starts (lang_init) and only replaced after, never added. */
    set_env("LANGUAGE", code);
    textdomain(HEARTS_TEXT_DOMAIN); /* gettext forgets the translations it had looked up */
#endif
    lang.code = strcmp(code, "en") == 0 || has_catalogue(code) ? code : "en";
    return true;
}

const char *lang_code(void)
{
    return lang.code;
}

const char *lang_dir(void)
{
    return lang.dir;
}

/* ---- Numbers ---- */

const char *lang_int(char *buf, size_t len, long v)
{
    /* TRANSLATORS: the thousands separator, as in 1,648 (German ".", French a narrow no-break space
       U+202F); an empty translation would be taken as ",", so write a space as a space. */
    const char *sep = C_("thousands separator", ",");
    char digits[32];
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    int n = snprintf(digits, sizeof digits, "%lu", u);
    size_t used = 0, seplen = strlen(sep);
    if (len == 0) {
        return buf;
    }
    if (v < 0 && used + sizeof LANG_MINUS - 1 < len) {
        memcpy(buf + used, LANG_MINUS, sizeof LANG_MINUS - 1);
        used += sizeof LANG_MINUS - 1;
    }
    for (int i = 0; i < n; i++) {
        if (i > 0 && (n - i) % 3 == 0 && used + seplen < len) {
            memcpy(buf + used, sep, seplen);
            used += seplen;
        }
        if (used + 1 < len) {
            buf[used++] = digits[i];
        }
    }
    buf[used] = '\0';
    return buf;
}

const char *lang_decimal(char *buf, size_t len, double v, int max_decimals)
{
    /* TRANSLATORS: the decimal separator, as in 1.5 (German and French ","). */
    const char *point = C_("decimal separator", ".");
    char plain[64];
    snprintf(plain, sizeof plain, "%.*f", max_decimals, v);
    char *dot = strchr(plain, '.');
    if (dot) {
        char *end = plain + strlen(plain) - 1;
        while (end > dot && *end == '0') {
            *end-- = '\0';
        }
        if (end == dot) {
            *dot = '\0';
            dot = NULL;
        }
    }
    if (!dot) {
        snprintf(buf, len, "%s", plain);
    } else {
        *dot = '\0';
        snprintf(buf, len, "%s%s%s", plain, point, dot + 1);
    }
    return buf;
}
