/* A small test harness: CHECK records a failure and goes on; each test program ends with the line
 * "N passed, N failed" and exits non-zero if anything failed. */
#ifndef HEARTS_TEST_UTIL_H
#define HEARTS_TEST_UTIL_H

#include <stdbool.h>
#include <stdio.h>

#include "hearts/cards.h"

extern int test_checks_failed;
extern int test_checks_passed;

bool test_check(bool ok, const char *file, int line, const char *expr, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

#define CHECK(cond)          test_check((cond), __FILE__, __LINE__, #cond, NULL)
#define CHECK_MSG(cond, ...) test_check((cond), __FILE__, __LINE__, #cond, __VA_ARGS__)
#define CHECK_EQ_INT(a, b)                                                                                      \
    do {                                                                                                        \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);                                         \
        test_check(check_a_ == check_b_, __FILE__, __LINE__, #a " == " #b, "%lld != %lld", check_a_, check_b_); \
    } while (0)
#define CHECK_EQ_STR(a, b)                                                                                      \
    do {                                                                                                        \
        const char *check_a_ = (a), *check_b_ = (b);                                                            \
        test_check(check_a_ &&check_b_ &&strcmp(check_a_, check_b_) == 0, __FILE__, __LINE__, #a " == " #b,     \
                   "\n  got:  %s\n  want: %s", check_a_ ? check_a_ : "(null)", check_b_ ? check_b_ : "(null)"); \
    } while (0)

/* Runs one named test function. */
#define RUN(fn) test_run(#fn, fn)
void test_run(const char *name, void (*fn)(void));
/* Prints the closing line and returns the exit status. */
int test_finish(void);

/* A set of cards from "2C 7C QS TH" (panics on a bad card: tests are written by hand). */
cardset_t cards_from(const char *list);
card_t card_from(const char *s);

#endif
