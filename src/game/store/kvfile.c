#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "store/kvfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifdef _WIN32
#include <io.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

#include "hearts/intl.h"

void kvfile_path(char *out, size_t len, const char *dir, const char *name)
{
    size_t n = strlen(dir);
    const char *sep = (n > 0 && (dir[n - 1] == '/' || dir[n - 1] == '\\')) ? "" : "/";
    snprintf(out, len, "%s%s%s", dir, sep, name);
}

bool kvfile_set_aside_to(const char *path, char *kept, size_t len)
{
    for (int i = 1; i < 1000; i++) {
        snprintf(kept, len, "%s.corrupt-%d", path, i);
        struct stat st;
        if (stat(kept, &st) == 0) {
            continue; /* taken (looked at, not opened: it could be anything) */
        }
        return rename(path, kept) == 0;
    }
    return false;
}

void kvfile_set_aside(const char *path)
{
    char bad[1100];
    if (kvfile_set_aside_to(path, bad, sizeof bad)) {
        fprintf(stderr, _("hearts: %s could not be read; it was kept as %s and defaults are used\n"), path, bad);
    }
}

/* "PATH is a folder, not a file", for a file that is not a regular one. */
static void not_a_file(const char *path, const struct stat *st, char *err, size_t errlen)
{
    const char *fmt = N_("%s is not a regular file");
    if (S_ISDIR(st->st_mode)) {
        fmt = N_("%s is a folder, not a file");
    }
#ifndef _WIN32
    else if (S_ISFIFO(st->st_mode)) {
        fmt = N_("%s is a FIFO, not a file");
    } else if (S_ISSOCK(st->st_mode)) {
        fmt = N_("%s is a socket, not a file");
    } else if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
        fmt = N_("%s is a device, not a file");
    }
#endif
    snprintf(err, errlen, _(fmt), path);
}

FILE *kvfile_open(const char *path, const char *mode, bool *special, char *err, size_t errlen)
{
    if (special) {
        *special = false;
    }
    struct stat st;
#ifdef _WIN32
    /* no FIFOs to block on: look, then open */
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (special) {
            *special = true;
        }
        not_a_file(path, &st, err, errlen);
        return NULL;
    }
    FILE *f = fopen(path, mode);
    if (!f) {
        snprintf(err, errlen, _("cannot open %s: %s"), path, strerror(errno));
    }
    return f;
#else
    int flags = O_NONBLOCK;
    bool plus = strchr(mode, '+') != NULL;
    if (mode[0] == 'r') {
        flags |= plus ? O_RDWR : O_RDONLY;
    } else if (mode[0] == 'a') {
        flags |= (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND;
    } else {
        flags |= (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_TRUNC;
    }
    /* O_NONBLOCK: a FIFO opened to read does not wait for a writer (nor one opened to write for a
     * reader: it fails at once); either way fstat then sees what it is */
    int fd = open(path, flags, 0666);
    if (fd < 0) {
        int e = errno;
        if (e == ENXIO || e == EISDIR || e == ENODEV) {
            if (special) {
                *special = true;
            }
            if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
                not_a_file(path, &st, err, errlen);
                return NULL;
            }
        }
        snprintf(err, errlen, _("cannot open %s: %s"), path, strerror(e));
        errno = e;
        return NULL;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (special) {
            *special = true;
        }
        not_a_file(path, &st, err, errlen);
        close(fd);
        return NULL;
    }
    int fl = fcntl(fd, F_GETFL);
    if (fl != -1) {
        (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    }
    FILE *f = fdopen(fd, mode);
    if (!f) {
        snprintf(err, errlen, _("cannot open %s: %s"), path, strerror(errno));
        close(fd);
    }
    return f;
#endif
}

void kvfile_remove_tmp(const char *dir, const char *name)
{
    if (!dir || !*dir) {
        return;
    }
    char path[1100];
    kvfile_path(path, sizeof path, dir, name);
    strncat(path, ".tmp", sizeof path - strlen(path) - 1);
    if (remove(path) == 0) {
        fprintf(stderr, _("hearts: removed %s, left half-written when the game was stopped\n"), path);
    }
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '\n')) {
        s[--n] = '\0';
    }
    return s;
}

bool kvfile_parse_ll(const char *v, long long lo, long long hi, long long *out)
{
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (end == v || *end || errno == ERANGE || x < lo || x > hi) {
        return false;
    }
    *out = x;
    return true;
}

bool kvfile_parse_int(const char *v, int lo, int hi, int *out)
{
    long long x;
    if (!kvfile_parse_ll(v, lo, hi, &x)) {
        return false;
    }
    *out = (int)x;
    return true;
}

bool kvfile_parse_bool(const char *v, bool *out)
{
    if (strcmp(v, "on") == 0 || strcmp(v, "1") == 0 || strcmp(v, "true") == 0) {
        *out = true;
        return true;
    }
    if (strcmp(v, "off") == 0 || strcmp(v, "0") == 0 || strcmp(v, "false") == 0) {
        *out = false;
        return true;
    }
    return false;
}

kvfile_status_t kvfile_read(const char *dir, const char *name, kvfile_fn fn, void *ctx)
{
    char path[1024];
    kvfile_path(path, sizeof path, dir, name);
    bool special = false;
    char why[1200];
    FILE *f = kvfile_open(path, "rb", &special, why, sizeof why);
    if (!f) {
        if (!special) {
            return KVFILE_MISSING;
        }
        fprintf(stderr, "hearts: %s\n", why);
        kvfile_set_aside(path);
        return KVFILE_CORRUPT;
    }
    /* The whole file at once: anything longer than we ever write, or with a NUL byte, is not ours. */
    static const size_t max = 64 * 1024;
    char *buf = malloc(max + 1);
    size_t len = buf ? fread(buf, 1, max + 1, f) : 0;
    bool ok = buf != NULL && !ferror(f) && len <= max && memchr(buf, '\0', len) == NULL;
    fclose(f);
    if (ok) {
        buf[len] = '\0';
        for (char *line = buf, *next; ok && line && *line; line = next) {
            next = strchr(line, '\n');
            if (next) {
                *next++ = '\0';
            }
            if (strlen(line) > 1000) {
                ok = false; /* a line this long was not written by us */
                break;
            }
            char *s = trim(line);
            if (*s == '\0' || *s == '#') {
                continue;
            }
            char *eq = strchr(s, '=');
            if (!eq || eq == s) {
                ok = false;
                break;
            }
            *eq = '\0';
            ok = fn(ctx, trim(s), trim(eq + 1));
        }
    }
    free(buf);
    if (!ok) {
        kvfile_set_aside(path);
        return KVFILE_CORRUPT;
    }
    return KVFILE_OK;
}

bool kvfile_sync(FILE *f)
{
#ifdef _WIN32
    return _commit(_fileno(f)) == 0;
#else
    return fsync(fileno(f)) == 0;
#endif
}

FILE *kvfile_begin_path(const char *path)
{
    char tmp[1100], err[1200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    remove(tmp); /* whatever is there (a FIFO would block the open) is ours to replace */
    return kvfile_open(tmp, "wb", NULL, err, sizeof err); /* errno says why not */
}

bool kvfile_commit_path(FILE *f, const char *path)
{
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    bool ok = fflush(f) == 0 && !ferror(f);
    ok = ok && kvfile_sync(f);
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        remove(tmp);
        return false;
    }
#ifdef _WIN32
    remove(path); /* rename does not replace on Windows */
#endif
    if (rename(tmp, path) != 0) {
        fprintf(stderr, _("hearts: could not save %s: %s\n"), path, strerror(errno));
        remove(tmp);
        return false;
    }
    return true;
}

FILE *kvfile_begin(const char *dir, const char *name)
{
    char path[1024];
    kvfile_path(path, sizeof path, dir, name);
    return kvfile_begin_path(path);
}

bool kvfile_commit(FILE *f, const char *dir, const char *name)
{
    char path[1024];
    kvfile_path(path, sizeof path, dir, name);
    return kvfile_commit_path(f, path);
}
