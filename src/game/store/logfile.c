#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "store/logfile.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifdef _WIN32
#include <io.h>
#else
#include <dirent.h>
#include <unistd.h>
#endif

#if defined(_WIN32) && !defined(S_ISREG)
#define S_ISREG(m) (((m)&S_IFMT) == S_IFREG)
#endif

#include "hearts/intl.h"
#include "store/coachfile.h"
#include "store/kvfile.h"
#include "store/savegame.h"

/* How much of the file's end is read: a whole game's lines fit (a save is at most this). */
#define LOGFILE_TAIL_MAX (SAVEGAME_MAX_BYTES + 4096u)

static const char GAME_KEY[] = "{\"event\":\"game\"";

static bool is_game_line(const char *p, size_t n)
{
    return n >= sizeof GAME_KEY - 1 && memcmp(p, GAME_KEY, sizeof GAME_KEY - 1) == 0;
}

static bool cut_file(FILE *f, long long size)
{
#ifdef _WIN32
    return _chsize_s(_fileno(f), (__int64)size) == 0;
#else
    return ftruncate(fileno(f), (off_t)size) == 0;
#endif
}

/* fseek beyond 2 GB (a long is 32 bits on Windows). */
static int seek_to(FILE *f, long long at)
{
#ifdef _WIN32
    return _fseeki64(f, (__int64)at, SEEK_SET);
#else
    return fseeko(f, (off_t)at, SEEK_SET);
#endif
}

/* Reads the last len bytes of f (size bytes long) into a malloc'd buffer. */
static char *read_tail(FILE *f, long long size, size_t len)
{
    char *buf = malloc(len + 1);
    if (!buf) {
        return NULL;
    }
    if (seek_to(f, size - (long long)len) != 0 || fread(buf, 1, len, f) != len) {
        free(buf);
        return NULL;
    }
    buf[len] = '\0';
    return buf;
}

/* The size the file keeps: all of it, less a torn last line. tail: its last len bytes, from offset base. */
static long long whole_lines_size(const char *tail, size_t len, long long base, long long size)
{
    if (!len || tail[len - 1] == '\n') {
        return size;
    }
    for (size_t k = len; k > 0; k--) {
        if (tail[k - 1] == '\n') {
            return base + (long long)k;
        }
    }
    return base == 0 ? 0 : size; /* one torn line and nothing else goes; a longer one than the tail stays */
}

/* A resumed game's lines against the file's kept end (*keep): when the file's last game is the same
 * game, what agrees line by line is kept and *keep ends after it. Returns what is left to write. */
static const char *resume_from(const char *tail, long long base, long long *keep, const char *resume_lines)
{
    size_t first = strcspn(resume_lines, "\n");
    /* the start of the file's last game line, inside the kept tail */
    long long end = *keep - base;
    long long game_at = -1;
    for (long long k = end - 1; k >= 0; k--) {
        bool line_start = k == 0 ? base == 0 : tail[k - 1] == '\n';
        if (line_start && is_game_line(tail + k, (size_t)(end - k))) {
            game_at = k;
            break;
        }
    }
    if (game_at < 0 || resume_lines[first] != '\n' || (size_t)(end - game_at) <= first ||
        memcmp(tail + game_at, resume_lines, first + 1) != 0) {
        return resume_lines; /* another game: the resumed one's lines all go after it */
    }
    size_t agree = 0, k = 0, have = (size_t)(end - game_at);
    while (k < have && resume_lines[k] && tail[game_at + (long long)k] == resume_lines[k]) {
        if (resume_lines[k] == '\n') {
            agree = k + 1;
        }
        k++;
    }
    *keep = base + game_at + (long long)agree;
    return resume_lines + agree;
}

/* Closes f and says why, with errno's words: NULL. */
static FILE *open_failed(FILE *f, char *err, size_t errlen, const char *fmt, const char *path)
{
    snprintf(err, errlen, fmt, path, strerror(errno));
    fclose(f);
    return NULL;
}

FILE *logfile_open(const char *path, const char *resume_lines, char *err, size_t errlen)
{
    /* "a+b": read (the end), cut, and append; made if it is not there */
    FILE *f = kvfile_open(path, "a+b", NULL, err, errlen);
    if (!f) {
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) != 0) {
        return open_failed(f, err, errlen, _("cannot look at %s: %s"), path);
    }
    long long size = (long long)st.st_size;
    size_t len = size < (long long)LOGFILE_TAIL_MAX ? (size_t)size : LOGFILE_TAIL_MAX;
    long long base = size - (long long)len; /* the file offset of tail[0] */
    char *tail = len ? read_tail(f, size, len) : NULL;
    if (len && !tail) {
        snprintf(err, errlen, _("cannot read %s"), path);
        fclose(f);
        return NULL;
    }
    /* keep: the bytes of the file that stay */
    long long keep = whole_lines_size(tail, len, base, size);
    const char *write_from = resume_lines && tail ? resume_from(tail, base, &keep, resume_lines) : resume_lines;
    free(tail);
    if (keep != size && !cut_file(f, keep)) {
        return open_failed(f, err, errlen, _("cannot cut the torn end of %s: %s"), path);
    }
    fseek(f, 0, SEEK_END);
    if (write_from && *write_from) {
        fputs(write_from, f);
    }
    if (fflush(f) != 0 || ferror(f)) {
        return open_failed(f, err, errlen, _("cannot write to %s: %s"), path);
    }
    return f;
}

long long logfile_size(FILE *f)
{
    if (fflush(f) != 0) {
        return -1;
    }
    struct stat st;
    return fstat(fileno(f), &st) == 0 ? (long long)st.st_size : -1;
}

bool logfile_cut(FILE *f, long long size)
{
    return size >= 0 && fflush(f) == 0 && cut_file(f, size) && seek_to(f, size) == 0;
}

/* ---- The logs the game keeps ---- */

static void kept_name(char *path, size_t len, const char *dir, int64_t when)
{
    char name[48];
    snprintf(name, sizeof name, "game-%" PRId64 ".jsonl", when);
    kvfile_path(path, len, dir, name);
}

/* The WHEN of a kept log's file name, or -1. */
static int64_t kept_when(const char *name)
{
    long long when;
    char digits[24];
    size_t n = strlen(name);
    if (n < 12 || n > 11 + sizeof digits - 1 || strncmp(name, "game-", 5) != 0 || strcmp(name + n - 6, ".jsonl") != 0) {
        return -1;
    }
    memcpy(digits, name + 5, n - 11);
    digits[n - 11] = '\0';
    return kvfile_parse_ll(digits, 0, INT64_MAX, &when) ? (int64_t)when : -1;
}

static int newest_first(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* Every kept log's WHEN in dir, unsorted, into a malloc'd array; returns how many (0 on failure). */
static int list_kept(const char *dir, int64_t **out)
{
    int n = 0, cap = 0;
    *out = NULL;
#ifdef _WIN32
    char pattern[1100];
    kvfile_path(pattern, sizeof pattern, dir, "game-*.jsonl");
    struct _finddata_t fd;
    intptr_t hnd = _findfirst(pattern, &fd);
    for (int more = hnd != -1; more; more = _findnext(hnd, &fd) == 0) {
        const char *name = fd.name;
#else
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        const char *name = e->d_name;
#endif
        int64_t when = kept_when(name);
        if (when < 0) {
            continue;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            int64_t *p = realloc(*out, (size_t)cap * sizeof *p);
            if (!p) {
                break;
            }
            *out = p;
        }
        (*out)[n++] = when;
    }
#ifdef _WIN32
    if (hnd != -1) {
        _findclose(hnd);
    }
#else
    if (d) {
        closedir(d);
    }
#endif
    return n;
}

int logfile_kept_list(const char *dir, int64_t *whens, int max)
{
    int64_t *all;
    int n = list_kept(dir, &all);
    if (n > 1) {
        qsort(all, (size_t)n, sizeof *all, newest_first);
    }
    n = n < max ? n : max;
    if (n > 0) {
        memcpy(whens, all, (size_t)n * sizeof *all);
    }
    free(all);
    return n;
}

bool logfile_kept(const char *dir, int64_t when, char *path, size_t len)
{
    struct stat st;
    kept_name(path, len, dir, when);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool logfile_keep(const char *dir, const char *current, int64_t *when, int keep, char *path, size_t len)
{
    char from[1100];
    kvfile_path(from, sizeof from, dir, current);
    while (logfile_kept(dir, *when, path, len)) {
        ++*when; /* two games ended in one second: each keeps a name of its own */
    }
    if (rename(from, path) != 0) {
        return false;
    }
    int64_t *all;
    int n = list_kept(dir, &all);
    if (n > 1) {
        qsort(all, (size_t)n, sizeof *all, newest_first);
    }
    for (int i = keep; i < n; i++) {
        char old[1100];
        kept_name(old, sizeof old, dir, all[i]);
        remove(old);
        char notes[1200];
        coachfile_path_of(old, notes, sizeof notes); /* the coach's notes beside it */
        remove(notes);
    }
    free(all);
    return true;
}
