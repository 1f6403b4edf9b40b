/* The command-line flag reader shared by hearts and hearts-sim (hearts/args.h). */
#include "hearts/args.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"

void args_init(args_t *a, const char *prog, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->prog = prog;
    a->argc = argc;
    a->argv = argv;
}

bool args_fail(args_t *a, const char *fmt, ...)
{
    if (a->failed) {
        return false; /* the first sentence is the one that counts */
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->err, sizeof a->err, fmt, ap);
    va_end(ap);
    a->failed = true;
    return false;
}

bool args_next(args_t *a)
{
    if (a->failed || a->i + 1 >= a->argc) {
        return false;
    }
    a->i++;
    a->arg = a->argv[a->i];
    a->inline_value = NULL;
    const char *eq = strncmp(a->arg, "--", 2) == 0 ? strchr(a->arg, '=') : NULL;
    size_t n = eq ? (size_t)(eq - a->arg) : strlen(a->arg);
    if (n >= sizeof a->flag) {
        n = sizeof a->flag - 1; /* too long to be a flag of ours: args_unknown names it whole */
    }
    memcpy(a->flag, a->arg, n);
    a->flag[n] = '\0';
    if (eq) {
        a->inline_value = eq + 1;
    }
    return true;
}

bool args_is(const args_t *a, const char *flag)
{
    return a->arg && strcmp(a->flag, flag) == 0 && strlen(flag) < sizeof a->flag;
}

const char *args_value(args_t *a)
{
    if (a->failed) {
        return NULL;
    }
    const char *v = NULL;
    if (a->inline_value) {
        v = a->inline_value;
    } else if (a->i + 1 < a->argc && strncmp(a->argv[a->i + 1], "--", 2) != 0) {
        v = a->argv[++a->i];
    }
    if (!v || !*v) {
        args_fail(a, _("%s needs a value; see %s --help"), a->flag, a->prog);
        return NULL;
    }
    return v;
}

bool args_switch(args_t *a)
{
    if (a->inline_value) {
        return args_fail(a, _("%s takes no value: write just %s"), a->flag, a->flag);
    }
    return !a->failed;
}

bool args_ll(args_t *a, long long lo, long long hi, const char *example, long long *out)
{
    const char *v = args_value(a);
    if (!v) {
        return false;
    }
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi) {
        return args_fail(a, _("%s takes a whole number from %lld to %lld, not '%s' (e.g. %s %s)"), a->flag, lo, hi, v,
                         a->flag, example);
    }
    *out = x;
    return true;
}

bool args_u64(args_t *a, const char *example, uint64_t *out)
{
    const char *v = args_value(a);
    if (!v) {
        return false;
    }
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 10);
    if (errno || end == v || *end || v[0] == '-' || v[0] == '+' || v[0] == ' ') {
        return args_fail(a, _("%s takes a whole number from 0 to 18446744073709551615, not '%s' (e.g. %s %s)"), a->flag,
                         v, a->flag, example);
    }
    *out = (uint64_t)x;
    return true;
}

bool args_double(args_t *a, double lo, double hi, const char *what, const char *example, double *out)
{
    const char *v = args_value(a);
    if (!v) {
        return false;
    }
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (errno || end == v || *end || !isfinite(x) || x < lo || x > hi) {
        return args_fail(a, _("%s takes %s from %g to %g, not '%s' (e.g. %s %s)"), a->flag, what, lo, hi, v, a->flag,
                         example);
    }
    *out = x;
    return true;
}

bool args_bad_choice(args_t *a, const char *v, const char *choices, const char *example)
{
    return args_fail(a, _("%s takes %s, not '%s' (e.g. %s %s)"), a->flag, choices, v, a->flag, example);
}

bool args_unknown(args_t *a)
{
    if (a->arg && a->arg[0] == '-') {
        return args_fail(a, _("unknown option '%s'; see %s --help for the options"), a->arg, a->prog);
    }
    return args_fail(a, _("unexpected argument '%s'; options start with -- (see %s --help)"), a->arg ? a->arg : "",
                     a->prog);
}

void args_print_error(const args_t *a, FILE *f)
{
    fprintf(f, "%s: %s\n", a->prog, a->err);
}
