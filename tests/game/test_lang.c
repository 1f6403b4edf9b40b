/* The player's language (platform/lang.h) and the game's words in it (scenes/words.h, ui_card_label):
 * codes as systems write them, the system's language as gettext reads it, switching the catalogue
 * at run time, numbers as each language writes them, the cards' rank letters, plural forms. The
 * catalogues are the build's (build/locale), compiled from po/. */
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/assets.h"
#include "platform/lang.h"
#include "platform/ui.h"
#include "scenes/words.h"
#include "test_util.h"

static void test_find(void)
{
    CHECK_EQ_STR(lang_find("de")->code, "de");
    CHECK_EQ_STR(lang_find("pt-BR")->code, "pt_BR");
    CHECK_EQ_STR(lang_find("pt_BR.UTF-8")->code, "pt_BR");
    CHECK_EQ_STR(lang_find("PT_br")->code, "pt_BR");
    CHECK_EQ_STR(lang_find("de_AT.UTF-8@euro")->code, "de");
    CHECK_EQ_STR(lang_find("fr_CA")->code, "fr");
    CHECK_EQ_STR(lang_find("pt_PT")->code, "pt_BR"); /* the Portuguese the game has */
    CHECK_EQ_STR(lang_find("EN")->code, "en");
    CHECK(lang_find("xx") == NULL);
    CHECK(lang_find("") == NULL);
    CHECK(lang_find(NULL) == NULL);
    CHECK(lang_find("d") == NULL); /* not a prefix match */
    /* every language is named in itself, and found by its own code */
    CHECK(lang_count() >= 7);
    for (int i = 0; i < lang_count(); i++) {
        CHECK(lang_find(lang_at(i)->code) == lang_at(i));
        CHECK(lang_at(i)->name[0] != '\0');
    }
    CHECK_EQ_STR(lang_find("fr")->name, "Fran\xc3\xa7"
                                        "ais");
    char codes[128];
    CHECK_EQ_STR(lang_codes(codes, sizeof codes), "en, de, fr, es, it, nl, pt_BR");
}

static void test_from_env(void)
{
    /* LANG alone */
    CHECK_EQ_STR(lang_from_env(NULL, NULL, NULL, "de_DE.UTF-8"), "de");
    /* LC_ALL over LC_MESSAGES over LANG */
    CHECK_EQ_STR(lang_from_env(NULL, "fr_FR.UTF-8", "it_IT.UTF-8", "de_DE.UTF-8"), "fr");
    CHECK_EQ_STR(lang_from_env(NULL, NULL, "it_IT.UTF-8", "de_DE.UTF-8"), "it");
    CHECK_EQ_STR(lang_from_env(NULL, "", "nl_NL", "de_DE.UTF-8"), "nl");
    /* LANGUAGE first, its first language the game speaks */
    CHECK_EQ_STR(lang_from_env("sv:pt_BR:de", NULL, NULL, "de_DE.UTF-8"), "pt_BR");
    CHECK_EQ_STR(lang_from_env("sv", NULL, NULL, "es_ES.UTF-8"), "es");
    /* LC_ALL=C is English, whatever LANGUAGE says (as gettext: it is how scripts ask for English) */
    CHECK_EQ_STR(lang_from_env("de", "C", NULL, "fr_FR.UTF-8"), "en");
    CHECK_EQ_STR(lang_from_env("de", "POSIX", NULL, NULL), "en");
    CHECK_EQ_STR(lang_from_env(NULL, NULL, NULL, "POSIX"), "en");
    CHECK_EQ_STR(lang_from_env(NULL, NULL, NULL, "C.UTF-8"), "en");
    /* but LANG=C or C.UTF-8 (a container's, a minimal system's) or no locale at all leaves LANGUAGE in
     * force, unlike gettext: LANGUAGE=de alone is German */
    CHECK_EQ_STR(lang_from_env("de", NULL, NULL, "C.UTF-8"), "de");
    CHECK_EQ_STR(lang_from_env("de", NULL, NULL, "C"), "de");
    CHECK_EQ_STR(lang_from_env("fr", NULL, "POSIX", NULL), "fr");
    CHECK_EQ_STR(lang_from_env("de", NULL, NULL, NULL), "de");
    CHECK_EQ_STR(lang_from_env("de", "C.UTF-8", NULL, NULL), "de");
    /* a language the game does not speak */
    CHECK_EQ_STR(lang_from_env(NULL, NULL, NULL, "ja_JP.UTF-8"), "en");
}

static void test_switch(void)
{
    CHECK(lang_use("en"));
    CHECK_EQ_STR(lang_code(), "en");
    CHECK_EQ_STR(_("New game"), "New game");
    for (int i = 1; i < lang_count(); i++) {
        const char *code = lang_at(i)->code;
        CHECK_MSG(lang_use(code), "%s", code);
        CHECK_MSG(strcmp(lang_code(), code) == 0, "%s: in use %s (catalogues in '%s')", code, lang_code(), lang_dir());
        /* every language translates the title's buttons and a plural */
        CHECK_MSG(strcmp(_("New game"), "New game") != 0, "%s: \"New game\" is not translated", code);
        const char *one = NG_("%d hand", "%d hands", 1), *many = NG_("%d hand", "%d hands", 5);
        CHECK_MSG(strstr(one, "%d") && strstr(many, "%d") && strcmp(one, many) != 0,
                  "%s: the plural of \"%%d hand\": '%s' / '%s'", code, one, many);
    }
    /* back, and an unknown code changes nothing */
    CHECK(lang_use("de"));
    CHECK(!lang_use("xx"));
    CHECK_EQ_STR(lang_code(), "de");
    CHECK(lang_use("en"));
    CHECK_EQ_STR(_("New game"), "New game");
}

static void test_numbers(void)
{
    char b[64];
    CHECK(lang_use("en"));
    CHECK_EQ_STR(lang_int(b, sizeof b, 0), "0");
    CHECK_EQ_STR(lang_int(b, sizeof b, 999), "999");
    CHECK_EQ_STR(lang_int(b, sizeof b, 1648), "1,648");
    CHECK_EQ_STR(lang_int(b, sizeof b, -1648), "\xe2\x88\x92"
                                               "1,648"); /* the minus sign, not a hyphen */
    CHECK_EQ_STR(lang_int(b, sizeof b, 1234567), "1,234,567");
    CHECK_EQ_STR(lang_decimal(b, sizeof b, 1.0, 2), "1");
    CHECK_EQ_STR(lang_decimal(b, sizeof b, 1.5, 2), "1.5");
    CHECK_EQ_STR(lang_decimal(b, sizeof b, 0.75, 2), "0.75");
    char small[4];
    CHECK_EQ_STR(lang_int(small, sizeof small, 1648), "1,6"); /* cut short, still a string */
    CHECK(lang_use("de"));
    CHECK_EQ_STR(lang_int(b, sizeof b, 1648), "1.648");
    CHECK_EQ_STR(lang_decimal(b, sizeof b, 1.5, 2), "1,5");
    CHECK(lang_use("fr"));
    CHECK_EQ_STR(lang_int(b, sizeof b, 1648), "1\xe2\x80\xaf"
                                              "648"); /* a narrow no-break space */
    CHECK_EQ_STR(lang_decimal(b, sizeof b, 0.75, 2), "0,75");
    CHECK(lang_use("en"));
}

static void test_cards_and_values(void)
{
    char b[64];
    const rule_option_t *target = rules_option_find("target");
    const rule_option_t *jack = rules_option_find("jack_of_diamonds");
    CHECK(lang_use("en"));
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "Q\xe2\x99\xa0");
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_DIAMONDS, RANK_10), b, sizeof b), "10\xe2\x99\xa6");
    CHECK_EQ_STR(words_rule_value(target, 50, b, sizeof b), "50 points");
    CHECK_EQ_STR(words_rule_value(target, 1, b, sizeof b), "1 point");
    CHECK_EQ_STR(words_rule_value(jack, -10, b, sizeof b), "\xe2\x88\x92"
                                                           "10 points");
    CHECK_EQ_STR(words_rule_value(jack, 5, b, sizeof b), "+5 points");
    CHECK_EQ_STR(words_signed(-26), "\xe2\x88\x92"
                                    "26");
    CHECK_EQ_STR(words_signed(13), "+13");
    CHECK_EQ_STR(words_signed(0), "0");
    CHECK_EQ_STR(words_rule_value(jack, 0, b, sizeof b), "not counted");
    /* every kind of value, as a line shows it after the option's name ("Shooting the moon: best for the
     * shooter"): no capital mid-line; Options' box gives it one */
    const rule_option_t *clock = rules_option_find("clock_seconds"), *moon = rules_option_find("moon"),
                        *sun = rules_option_find("sun"), *first = rules_option_find("first_trick_points");
    CHECK_EQ_STR(words_rule_value(clock, 600, b, sizeof b), "10:00");
    CHECK_EQ_STR(words_rule_value(clock, 90, b, sizeof b), "1:30");
    CHECK_EQ_STR(words_rule_value(clock, 0, b, sizeof b), "no clock");
    CHECK_EQ_STR(words_rule_value_alone(clock, 0, b, sizeof b), "No clock");
    CHECK_EQ_STR(words_rule_value(moon, MOON_ADD, b, sizeof b), "+26 to the others");
    CHECK_EQ_STR(words_rule_value(moon, 9, b, sizeof b), "?");
    CHECK_EQ_STR(words_rule_value(sun, 1, b, sizeof b), "on");
    CHECK_EQ_STR(words_rule_value_alone(sun, 1, b, sizeof b), "On");
    CHECK_EQ_STR(words_rule_value(moon, MOON_AUTO, b, sizeof b), "best for the shooter");
    CHECK_EQ_STR(words_rule_value_alone(moon, MOON_ASK, b, sizeof b), "Shooter chooses");
    CHECK_EQ_STR(words_rule_value(first, 0, b, sizeof b), "not allowed");
    CHECK_EQ_STR(words_seat(SEAT_N, 4), "Across");
    /* the queen as German, French and Dutch players write her */
    CHECK(lang_use("de"));
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "D\xe2\x99\xa0");
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_CLUBS, RANK_J), b, sizeof b), "B\xe2\x99\xa3");
    CHECK(strcmp(words_rule_value(target, 50, b, sizeof b), "50 points") != 0);
    CHECK(strstr(b, "50") != NULL);
    CHECK(strcmp(words_rule_value(moon, MOON_ADD, b, sizeof b), "+26 to the others") != 0);
    /* a refusal: the engine's one wording, in the player's language */
    trick_t t = {.number = 2, .leader = SEAT_W, .count = 1, .cards = {CARD_MAKE(SUIT_CLUBS, RANK_5)}};
    words_refusal(HEARTS_ERR_MUST_FOLLOW, CARD_MAKE(SUIT_DIAMONDS, RANK_10), &t, b, sizeof b);
    CHECK_MSG(strncmp(b, "10\xe2\x99\xa6", 5) == 0 && strstr(b, "can't be played") == NULL, "%s", b);
    CHECK(lang_use("fr"));
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "D\xe2\x99\xa0");
    CHECK_EQ_STR(ui_card_label(CARD_MAKE(SUIT_HEARTS, RANK_K), b, sizeof b), "R\xe2\x99\xa5");
    CHECK(lang_use("nl"));
    CHECK_EQ_STR(ui_card_label(CARD_QS, b, sizeof b), "V\xe2\x99\xa0");
    CHECK(lang_use("en"));
}

/* A translation may put its particulars in another order ("%2$s ... %1$d"): printf must take that
 * here (glibc does; on Windows, libintl.h puts its own printf in place). */
static void test_positional_formats(void)
{
    char b[64];
    const char *fmt = "%2$s-%1$d-%3$02d";
    snprintf(b, sizeof b, fmt, 7, "x", 5);
    CHECK_EQ_STR(b, "x-7-05");
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    lang_init(NULL);
    printf("catalogues in '%s'\n", lang_dir());
    /* the build's data: the cards' names use the letters its court cards show (platform/courts.h) */
    assets_t a;
    char err[2048];
    memset(&a, 0, sizeof a);
    if (!assets_init_paths(&a, NULL, err, sizeof err) || a.data.root < 0) {
        printf("no data folder: %s\n", err);
        return 1;
    }
    RUN(test_find);
    RUN(test_from_env);
    RUN(test_switch);
    RUN(test_numbers);
    RUN(test_cards_and_values);
    RUN(test_positional_formats);
    return test_finish();
}
