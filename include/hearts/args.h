/* The command-line flag reader both programs share (`hearts`, `hearts-sim`), so that they accept
 * flags the same way and say the same words when one is wrong. It prints nothing and never exits:
 * every reader returns false with one sentence in a.err (what was wrong and how to mend it); the
 * program prints it as "PROG: SENTENCE" (args_print_error) and exits 2 (docs/cli.md, Errors).
 *
 * Flags are long (`--name`); a value is given as `--name VALUE` or `--name=VALUE`. As a separate
 * argument, a value may not start with `--`: `hearts --log --windowed` is "--log needs a value", not
 * a file named --windowed (write `--log=--odd-name` for such a file).
 *
 *     args_t a;
 *     args_init(&a, "hearts", argc, argv);
 *     while (args_next(&a)) {
 *         if (args_is(&a, "--games")) {
 *             long long n;
 *             if (!args_ll(&a, 1, 1000000000LL, "1000", &n)) break;
 *             games = n;
 *         } else if (args_is(&a, "--log")) {
 *             if (!(log = args_value(&a))) break;
 *         } else if (args_is(&a, "--json")) {
 *             if (!args_switch(&a)) break;
 *             json = true;
 *         } else {
 *             args_unknown(&a);
 *             break;
 *         }
 *     }
 *     if (a.failed) { args_print_error(&a, stderr); exit(2); }
 *
 * The words, the same for every program (PROG is the name given to args_init):
 *   FLAG needs a value; see PROG --help
 *   FLAG takes no value: write just FLAG
 *   FLAG takes a whole number from LO to HI, not 'V' (e.g. FLAG EX)
 *   FLAG takes WHAT from LO to HI, not 'V' (e.g. FLAG EX)                      (args_double)
 *   FLAG takes CHOICES, not 'V' (e.g. FLAG EX)                                 (args_bad_choice)
 *   unknown option 'ARG'; see PROG --help for the options
 *   unexpected argument 'ARG'; options start with -- (see PROG --help) */
#ifndef HEARTS_ARGS_H
#define HEARTS_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#if defined(__GNUC__) || defined(__clang__)
#define HEARTS_ARGS_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define HEARTS_ARGS_PRINTF(f, a)
#endif

typedef struct {
    const char *prog; /* the program's name, for "see PROG --help" */
    int argc;
    char **argv;
    int i;                    /* the argument being read (argv[i]); 0 before the first args_next */
    const char *arg;          /* argv[i] as given */
    char flag[64];            /* its name: "--log" for "--log=x" */
    const char *inline_value; /* what follows '=' in "--flag=value", or NULL */
    bool failed;
    char err[512]; /* set when failed: one sentence, no program name, no newline */
} args_t;

void args_init(args_t *a, const char *prog, int argc, char **argv);
/* Moves to the next argument. False at the end, or once a reader has failed. */
bool args_next(args_t *a);
/* The argument being read is this flag (alone or as "--flag=value"). */
bool args_is(const args_t *a, const char *flag);
/* The flag's value ("--flag=value", or the next argument, which it takes). NULL, failed, if there is
 * none, it is empty, or the next argument starts with "--". */
const char *args_value(args_t *a);
/* A flag that takes no value: false, failed, if it was given one ("--autoplay=yes"). */
bool args_switch(args_t *a);
/* The value as a whole number in [lo, hi]; example is a good value for the message. */
bool args_ll(args_t *a, long long lo, long long hi, const char *example, long long *out);
/* The value as a whole number from 0 to 2^64-1 (a seed): no sign allowed. */
bool args_u64(args_t *a, const char *example, uint64_t *out);
/* The value as a finite number in [lo, hi]; what names it ("a number", "seconds"). */
bool args_double(args_t *a, double lo, double hi, const char *what, const char *example, double *out);
/* The value v was not one of choices ("tournament, classic or omnibus"): fails, returns false. */
bool args_bad_choice(args_t *a, const char *v, const char *choices, const char *example);
/* The argument being read is no flag of the program (or a stray word): fails, returns false. */
bool args_unknown(args_t *a);
/* Fails with a sentence of the caller's own; returns false. */
bool args_fail(args_t *a, const char *fmt, ...) HEARTS_ARGS_PRINTF(2, 3);
/* Prints "PROG: ERR\n" to f. */
void args_print_error(const args_t *a, FILE *f);

#endif
