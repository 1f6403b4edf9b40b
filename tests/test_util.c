#include "test_util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int test_checks_failed;
int test_checks_passed;
static int tests_failed, tests_passed;
static const char *current_test = "?";

bool test_check(bool ok, const char *file, int line, const char *expr, const char *fmt, ...)
{
    if (ok) {
        test_checks_passed++;
        return true;
    }
    test_checks_failed++;
    fprintf(stderr, "%s:%d: in %s: check failed: %s", file, line, current_test, expr);
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        fputs(": ", stderr);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
    }
    fputc('\n', stderr);
    return false;
}

void test_run(const char *name, void (*fn)(void))
{
    int before = test_checks_failed;
    current_test = name;
    fn();
    if (test_checks_failed == before) {
        tests_passed++;
        printf("ok      %s\n", name);
    } else {
        tests_failed++;
        printf("FAILED  %s\n", name);
    }
    fflush(stdout);
}

int test_finish(void)
{
    printf("%d passed, %d failed\n", tests_passed, tests_failed);
    /* a check outside any RUN (a program that is one test, like the layout test) fails it too */
    return tests_failed || test_checks_failed ? 1 : 0;
}

card_t card_from(const char *s)
{
    card_t c;
    if (!card_parse(s, &c)) {
        fprintf(stderr, "test bug: bad card '%s'\n", s);
        abort();
    }
    return c;
}

cardset_t cards_from(const char *list)
{
    cardset_t set = 0;
    char buf[256];
    strncpy(buf, list, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    for (char *tok = strtok(buf, " ,"); tok; tok = strtok(NULL, " ,")) {
        set |= cardset_of(card_from(tok));
    }
    return set;
}
