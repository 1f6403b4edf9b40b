/* The flag reader both programs share (include/hearts/args.h): values as "--flag v" and "--flag=v",
 * a flag never taken as another's value, numbers checked with their range, and the exact sentences
 * both programs say. */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>
#include <string.h>

#include "hearts/args.h"
#include "test_util.h"

/* Reads argv as a tiny program would: --log FILE, --games N (1..100), --seed N, --speed X, --json, and
 * returns the error sentence ("" if none). */
static const char *run(int argc, char **argv)
{
    static args_t a;
    args_init(&a, "prog", argc, argv);
    while (args_next(&a)) {
        long long n;
        uint64_t seed;
        double x;
        if (args_is(&a, "--log")) {
            if (!args_value(&a)) {
                break;
            }
        } else if (args_is(&a, "--games")) {
            if (!args_ll(&a, 1, 100, "10", &n)) {
                break;
            }
        } else if (args_is(&a, "--seed")) {
            if (!args_u64(&a, "42", &seed)) {
                break;
            }
        } else if (args_is(&a, "--speed")) {
            if (!args_double(&a, 0.5, 4, "a number", "2", &x)) {
                break;
            }
        } else if (args_is(&a, "--json")) {
            if (!args_switch(&a)) {
                break;
            }
        } else if (args_is(&a, "--colour")) {
            const char *v = args_value(&a);
            if (v && strcmp(v, "red") != 0) {
                args_bad_choice(&a, v, "red or black", "red");
            }
            if (a.failed) {
                break;
            }
        } else {
            args_unknown(&a);
            break;
        }
    }
    return a.failed ? a.err : "";
}

#define ERR(want, ...)                                       \
    do {                                                     \
        char *argv_[] = {"prog", __VA_ARGS__, NULL};         \
        int argc_ = (int)(sizeof argv_ / sizeof *argv_) - 1; \
        CHECK_EQ_STR(run(argc_, argv_), want);               \
    } while (0)

static void test_values(void)
{
    ERR("", "--log", "a.jsonl", "--json");
    ERR("", "--log=a.jsonl", "--games=5", "--games", "100");
    ERR("", "--log=--odd-name"); /* "=" takes any value */
    ERR("", "--seed", "18446744073709551615");
    ERR("", "--speed", "0.5", "--colour=red");
}

static void test_sentences(void)
{
    /* the case of the issue: a flag is never the value of another */
    ERR("--log needs a value; see prog --help", "--log", "--json");
    ERR("--log needs a value; see prog --help", "--log");
    ERR("--log needs a value; see prog --help", "--log=");
    ERR("--games needs a value; see prog --help", "--games");
    ERR("--json takes no value: write just --json", "--json=yes");
    ERR("--games takes a whole number from 1 to 100, not '0' (e.g. --games 10)", "--games", "0");
    ERR("--games takes a whole number from 1 to 100, not 'ten' (e.g. --games 10)", "--games=ten");
    ERR("--games takes a whole number from 1 to 100, not '5x' (e.g. --games 10)", "--games", "5x");
    ERR("--seed takes a whole number from 0 to 18446744073709551615, not '-3' (e.g. --seed 42)", "--seed", "-3");
    ERR("--seed takes a whole number from 0 to 18446744073709551615, not '18446744073709551616' (e.g. --seed 42)",
        "--seed", "18446744073709551616");
    ERR("--speed takes a number from 0.5 to 4, not 'inf' (e.g. --speed 2)", "--speed", "inf");
    ERR("--speed takes a number from 0.5 to 4, not '9' (e.g. --speed 2)", "--speed", "9");
    ERR("--colour takes red or black, not 'blue' (e.g. --colour red)", "--colour", "blue");
    ERR("unknown option '--bogus'; see prog --help for the options", "--bogus");
    ERR("unknown option '--log-file=x'; see prog --help for the options", "--log-file=x");
    ERR("unknown option '-x'; see prog --help for the options", "-x");
    ERR("unexpected argument 'games'; options start with -- (see prog --help)", "games");
    /* the first error is the one said; nothing after it is read */
    ERR("--games needs a value; see prog --help", "--games", "--bogus", "stray");
}

static void test_print(void)
{
    args_t a;
    char *argv[] = {"hearts", "--log", NULL};
    args_init(&a, "hearts", 2, argv);
    CHECK(args_next(&a));
    CHECK(args_is(&a, "--log"));
    CHECK(args_value(&a) == NULL);
    CHECK(!args_next(&a)); /* failed: no more reading */
    char buf[200] = "";
    FILE *f = fmemopen(buf, sizeof buf, "w");
    CHECK(f != NULL);
    if (f) {
        args_print_error(&a, f);
        fclose(f);
    }
    CHECK_EQ_STR(buf, "hearts: --log needs a value; see hearts --help\n");
}

int main(void)
{
    RUN(test_values);
    RUN(test_sentences);
    RUN(test_print);
    return test_finish();
}
