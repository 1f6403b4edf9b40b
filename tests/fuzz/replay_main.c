/* A main for a libFuzzer target built without libFuzzer: it feeds LLVMFuzzerTestOneInput every file of
 * each folder named on the command line (a target's corpus in tests/fuzz/corpus/), in name order, so
 * that ctest replays the corpora in the normal and the sanitizer builds, under any compiler. A target
 * that finds something wrong aborts, which fails the test; a folder that cannot be read, or holds no
 * file, fails it too. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The whole file in a buffer of its own size (so that a read past its end is the sanitizer's to see). */
static uint8_t *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    uint8_t *data = NULL;
    long n = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    if (n >= 0 && fseek(f, 0, SEEK_SET) == 0) {
        data = malloc(n > 0 ? (size_t)n : 1);
        if (data && fread(data, 1, (size_t)n, f) != (size_t)n) {
            free(data);
            data = NULL;
        }
    }
    fclose(f);
    *size = (size_t)(n > 0 ? n : 0);
    return data;
}

/* Replays every file of dir; returns how many, or -1 when dir or one of its files cannot be read. */
static int replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "fuzz replay: cannot open the corpus folder %s\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t count = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char **grown = realloc(names, (count + 1) * sizeof *names);
        if (!grown || !(grown[count] = strdup(e->d_name))) {
            abort(); /* out of memory */
        }
        names = grown;
        count++;
    }
    closedir(d);
    qsort(names, count, sizeof *names, by_name);
    int replayed = 0;
    for (size_t i = 0; i < count; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        size_t size;
        uint8_t *data = read_file(path, &size);
        if (!data) {
            fprintf(stderr, "fuzz replay: cannot read %s\n", path);
            replayed = -1;
        } else {
            printf("%s (%zu bytes)\n", path, size);
            fflush(stdout); /* the last name printed is the input that crashed */
            LLVMFuzzerTestOneInput(data, size);
            free(data);
            replayed += replayed >= 0;
        }
        free(names[i]);
    }
    free(names);
    return replayed;
}

int main(int argc, char **argv)
{
    int total = 0;
    for (int i = 1; i < argc; i++) {
        int n = replay_dir(argv[i]);
        if (n <= 0) {
            fprintf(stderr, "fuzz replay: %s: %s\n", argv[i], n < 0 ? "not all of it could be read" : "no input");
            return 1;
        }
        total += n;
    }
    printf("fuzz replay: %d inputs replayed, none failed\n", total);
    return argc > 1 ? 0 : 1;
}
