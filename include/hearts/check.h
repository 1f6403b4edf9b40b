/* Invariants stated in code.
 *
 * HEARTS_CHECK(cond, what) says a thing that must hold for the game to be sound: a card in exactly one
 * place, thirteen cards a hand, a job in a state it may be in. A broken invariant is a bug, never bad
 * input (bad input gets an error code and a message): when the check is on and the condition is false,
 * it prints where and what on stderr and aborts, so that a test, a sanitizer run or a fuzzer stops at the
 * first wrong state instead of playing on with a corrupt game.
 *
 * The checks are on in debug, sanitizer and test builds (CMake's HEARTS_CHECKS, on by default when the
 * build type is Debug or HEARTS_WERROR or HEARTS_SANITIZE is set) and cost nothing in a release build,
 * where the condition is not evaluated: it must have no side effects. */
#ifndef HEARTS_CHECK_H
#define HEARTS_CHECK_H

#if defined(HEARTS_CHECKS) && HEARTS_CHECKS
#include <stdio.h>
#include <stdlib.h>
#define HEARTS_CHECK(cond, what)                                                                                   \
    do {                                                                                                           \
        if (!(cond)) {                                                                                             \
            fprintf(stderr, "%s:%d: invariant broken: %s (%s)\n", __FILE__, __LINE__, (what), #cond);              \
            abort();                                                                                               \
        }                                                                                                          \
    } while (0)
#define HEARTS_CHECKS_ON 1
#else
#define HEARTS_CHECK(cond, what) ((void)sizeof(!(cond)))
#define HEARTS_CHECKS_ON 0
#endif

#endif
