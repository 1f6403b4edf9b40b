/* The words a person reads, through GNU gettext's message catalogue (domain "hearts", po/).
 *
 *   _("Options")                        the message in the language chosen, looked up when called
 *   N_("Options")                       only marks it for the catalogue (a table of words): the code
 *                                       that shows it calls _() on it then
 *   C_("rank", "Q")                     a message with a context, for one English word with two senses
 *   NG_("%d point", "%d points", n)     the plural form that fits n in the language chosen
 *
 * A sentence is translated whole, its particulars given as printf arguments (a translation may
 * reorder them: "%2$s ... %1$d"); it is never glued from translated pieces, which other languages
 * would order differently. xgettext reads these macros (po/CMakeLists.txt gives it the keywords).
 *
 * The engine never translates: it returns codes, and marks with N_ the words a program shows of
 * its option table (rule_options.c) and the one wording of its refusals (rule_words.c); the game
 * passes hearts_translate to the engine's words (rules.h: rules_translate_t). A program that never chooses a language
 * (hearts-sim: its locale stays "C") gets the English, as does a build without gettext (HEARTS_NLS off). */
#ifndef HEARTS_INTL_H
#define HEARTS_INTL_H

#include "hearts/version.h"

#define HEARTS_TEXT_DOMAIN "hearts"

#if HEARTS_NLS
#include <libintl.h>
#define _(s)         dgettext(HEARTS_TEXT_DOMAIN, s)
#define NG_(s, p, n) dngettext(HEARTS_TEXT_DOMAIN, s, p, (unsigned long)((n) < 0 ? -(n) : (n)))
#define C_(ctx, s)   hearts_pgettext(ctx "\004" s, s)
/* gettext's own pgettext: the context and the message joined by EOT; no translation gives the
 * key itself back, and then the English is the message alone. */
#if defined(__GNUC__)
__attribute__((format_arg(2)))
#endif
static inline const char *
hearts_pgettext(const char *key, const char *msgid)
{
    const char *t = dgettext(HEARTS_TEXT_DOMAIN, key);
    return t == key ? msgid : t;
}
#else
#define _(s)         (s)
#define NG_(s, p, n) ((n) == 1 || (n) == -1 ? (s) : (p))
#define C_(ctx, s)   (s)
#endif
#define N_(s) s

/* The translation of a message of the catalogue: what the engine's words (rules.h) are given. */
#if defined(__GNUC__)
__attribute__((format_arg(1)))
#endif
static inline const char *
hearts_translate(const char *msgid)
{
    return _(msgid);
}

#endif
