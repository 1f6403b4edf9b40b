/* Small line-based `key=value` files for settings and statistics.
 * Written to a temporary file and renamed into place, so a crash never leaves half a file; a file
 * that cannot be read back is set aside (renamed, kept for the curious) and defaults are used. */
#ifndef GAME_KVFILE_H
#define GAME_KVFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Called for each `key=value` line; return false if the value is not valid (the file is corrupt). */
typedef bool (*kvfile_fn)(void *ctx, const char *key, const char *value);

typedef enum { KVFILE_OK = 0, KVFILE_MISSING, KVFILE_CORRUPT } kvfile_status_t;

/* Reads dir/name. A corrupt file (bad line, or fn refusing a value) or something other than a regular
 * file (a FIFO: never waited on) is renamed to dir/name.corrupt-N and KVFILE_CORRUPT returned; the
 * caller then keeps its defaults. */
kvfile_status_t kvfile_read(const char *dir, const char *name, kvfile_fn fn, void *ctx);

/* Opens dir/name.tmp for writing; kvfile_commit flushes, fsyncs and closes it and renames it into
 * place (false, with the temporary file removed, if any step fails). The _path forms take the whole
 * path of the file to replace. Every file the game writes whole goes through these. */
FILE *kvfile_begin(const char *dir, const char *name);
bool kvfile_commit(FILE *f, const char *dir, const char *name);
FILE *kvfile_begin_path(const char *path);
bool kvfile_commit_path(FILE *f, const char *path);

/* Opens path with fopen's mode ("rb", "ab", "a+b") if it is (or, writing, becomes) a regular file,
 * never blocking: a FIFO, a device or a folder is refused at once. NULL with a sentence in err naming
 * the path; *special (may be NULL) is true when something other than a regular file is there. Every
 * file the game reads or appends to is opened through this. */
FILE *kvfile_open(const char *path, const char *mode, bool *special, char *err, size_t errlen);
/* Removes dir/name.tmp: a temporary file left behind by a write that was killed (called at start). */
void kvfile_remove_tmp(const char *dir, const char *name);

/* Renames path to path.corrupt-N (the first N free), kept for the curious, with a line on stderr
 * saying that defaults are used (settings, statistics). */
void kvfile_set_aside(const char *path);
/* The same without a word: true with the new name in kept; the caller says what it means. */
bool kvfile_set_aside_to(const char *path, char *kept, size_t len);
/* Flushes the data of a file opened for writing to the disk (fsync). */
bool kvfile_sync(FILE *f);

/* A whole decimal number in [lo, hi], nothing else on the line: true with it in *out. */
bool kvfile_parse_ll(const char *v, long long lo, long long hi, long long *out);
bool kvfile_parse_int(const char *v, int lo, int hi, int *out);
/* on/off, true/false, 1/0. */
bool kvfile_parse_bool(const char *v, bool *out);

/* Joins dir and name into out. */
void kvfile_path(char *out, size_t len, const char *dir, const char *name);

#endif
