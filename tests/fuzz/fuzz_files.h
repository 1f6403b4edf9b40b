/* Shared by the fuzz targets that read a file from the preferences folder: one private folder for
 * the process, emptied before each input (a corrupt file is renamed .corrupt-N there). */
#ifndef FUZZ_FILES_H
#define FUZZ_FILES_H

#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>

static const char *fuzz_dir(void)
{
    static char dir[256];
    if (!dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/hearts-fuzz-XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(dir)) {
            abort();
        }
    }
    return dir;
}

static void fuzz_empty_dir(void)
{
    const char *dir = fuzz_dir();
    DIR *d = opendir(dir);
    if (!d) {
        abort();
    }
    struct dirent *e;
    char path[600];
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            remove(path);
        }
    }
    closedir(d);
}

static void fuzz_write(const char *name, const unsigned char *data, size_t size)
{
    fuzz_empty_dir();
    char path[600];
    snprintf(path, sizeof path, "%s/%s", fuzz_dir(), name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        abort();
    }
    fwrite(data, 1, size, f);
    fclose(f);
}

#endif
