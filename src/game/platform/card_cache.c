#include "platform/card_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#if !defined(_WIN32)
#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(_WIN32)
#include <direct.h>
#define MKDIR(d) _mkdir(d)
#else
#define MKDIR(d) mkdir((d), 0700)
#endif
#if defined(_WIN32) && !defined(S_ISDIR)
#define S_ISDIR(m) (((m)&S_IFMT) == S_IFDIR)
#endif

#include "platform/datadir.h"

#define CACHE_MAGIC   0x31435248u /* "HRC1" */
#define CACHE_MAX_DIM 16384

void assets_cache_dir(char *out, size_t len)
{
    out[0] = '\0';
    const char *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    if (xdg && xdg[0] == '/') {
        snprintf(out, len, "%s/hearts", xdg);
    } else if (home && home[0] == '/') {
        snprintf(out, len, "%s/.cache/hearts", home);
    } else {
#if defined(_WIN32)
        char *pref = SDL_GetPrefPath("", "hearts");
        if (pref) {
            snprintf(out, len, "%scache", pref);
            SDL_free(pref);
        }
#endif
    }
}

bool card_cache_make_dir(const char *dir)
{
    char buf[ASSET_PATH_MAX];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *c = buf + 1; *c; c++) {
        if (*c == '/') {
            *c = '\0';
            MKDIR(buf);
            *c = '/';
        }
    }
    MKDIR(buf);
    struct stat st;
    return stat(buf, &st) == 0 && S_ISDIR(st.st_mode);
}

unsigned long long card_cache_hash(unsigned long long h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ p[i]) * 1099511628211ULL;
    }
    return h;
}

unsigned long long card_cache_file_id(const char *path)
{
    unsigned long long h = card_cache_hash(CARD_CACHE_HASH0, path, strlen(path));
    struct stat st;
    if (stat(path, &st) == 0) {
        long long size = (long long)st.st_size, mtime = (long long)st.st_mtime;
        h = card_cache_hash(h, &size, sizeof size);
        h = card_cache_hash(h, &mtime, sizeof mtime);
    }
    return h;
}

typedef struct {
    void *addr;
    size_t len;
} mapping_t;

void card_cache_free(SDL_Surface **out, int n)
{
    mapping_t *map = out[0] ? out[0]->userdata : NULL;
    for (int k = 0; k < n; k++) {
        if (out[k]) {
            SDL_FreeSurface(out[k]);
            out[k] = NULL;
        }
    }
    if (map) {
#if !defined(_WIN32)
        munmap(map->addr, map->len);
#endif
        free(map);
    }
}

#if !defined(_WIN32)
/* The surfaces laid out in map (len bytes): the header, then each one's size and pixels. */
static bool surfaces_in(Uint8 *map, size_t len, SDL_Surface **out, int n)
{
    Uint32 head[2];
    memcpy(head, map, sizeof head);
    size_t at = sizeof head;
    bool ok = head[0] == CACHE_MAGIC && head[1] == (Uint32)n;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2];
        ok = at + sizeof wh <= len;
        if (ok) {
            memcpy(wh, map + at, sizeof wh);
            at += sizeof wh;
            ok = wh[0] > 0 && wh[1] > 0 && wh[0] <= CACHE_MAX_DIM && wh[1] <= CACHE_MAX_DIM &&
                 at + (size_t)wh[0] * wh[1] * 4 <= len;
        }
        if (ok) {
            out[k] = SDL_CreateRGBSurfaceWithFormatFrom(map + at, (int)wh[0], (int)wh[1], 32, (int)wh[0] * 4,
                                                        SDL_PIXELFORMAT_ARGB8888);
            ok = out[k] != NULL;
            at += (size_t)wh[0] * wh[1] * 4;
        }
    }
    return ok && at == len;
}

bool card_cache_load(const char *path, SDL_Surface **out, int n)
{
    int fd = path[0] ? open(path, O_RDONLY) : -1;
    if (fd < 0) {
        return false;
    }
    struct stat st;
    size_t len = fstat(fd, &st) == 0 && st.st_size > 16 ? (size_t)st.st_size : 0;
    Uint8 *map = len ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    close(fd);
    if (map == MAP_FAILED) {
        return false;
    }
    mapping_t *hold = surfaces_in(map, len, out, n) ? malloc(sizeof *hold) : NULL;
    if (!hold) {
        card_cache_free(out, n); /* no mapping held yet: out[0]->userdata is NULL */
        munmap(map, len);
        return false;
    }
    hold->addr = map;
    hold->len = len;
    out[0]->userdata = hold;
    return true;
}
#else
bool card_cache_load(const char *path, SDL_Surface **out, int n)
{
    FILE *f = path[0] ? fopen(path, "rb") : NULL;
    if (!f) {
        return false;
    }
    Uint32 head[2];
    bool ok = fread(head, sizeof head, 1, f) == 1 && head[0] == CACHE_MAGIC && head[1] == (Uint32)n;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2];
        ok = fread(wh, sizeof wh, 1, f) == 1 && wh[0] > 0 && wh[1] > 0 && wh[0] <= CACHE_MAX_DIM &&
             wh[1] <= CACHE_MAX_DIM;
        if (ok) {
            out[k] = SDL_CreateRGBSurfaceWithFormat(0, (int)wh[0], (int)wh[1], 32, SDL_PIXELFORMAT_ARGB8888);
            ok = out[k] != NULL;
        }
        for (int y = 0; ok && y < (int)wh[1]; y++) {
            ok = fread((Uint8 *)out[k]->pixels + (size_t)y * out[k]->pitch, 4, wh[0], f) == wh[0];
        }
    }
    ok = ok && fgetc(f) == EOF;
    fclose(f);
    if (!ok) {
        card_cache_free(out, n);
    }
    return ok;
}
#endif

bool card_cache_any(const char *dir, const char *prefix)
{
#if !defined(_WIN32)
    DIR *d = opendir(dir);
    struct dirent *e;
    bool found = false;
    while (d && !found && (e = readdir(d)) != NULL) {
        found = strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    }
    if (d) {
        closedir(d);
    }
    return found;
#else
    (void)dir;
    (void)prefix;
    return true;
#endif
}

#if !defined(_WIN32)
typedef struct {
    char name[64];
    long long mtime;
} cached_file_t;

static int oldest(const cached_file_t *files, int n)
{
    int old = 0;
    for (int i = 1; i < n; i++) {
        old = files[i].mtime < files[old].mtime ? i : old;
    }
    return old;
}

/* Removes the oldest of the n files (dir's), and forgets it; the new count. */
static int remove_oldest(const char *dir, cached_file_t *files, int n)
{
    int old = oldest(files, n);
    char path[ASSET_PATH_MAX * 3];
    snprintf(path, sizeof path, "%.1100s/%.60s", dir, files[old].name);
    remove(path);
    files[old] = files[n - 1];
    return n - 1;
}

/* Keeps the CARD_CACHE_KEEP newest files of the folder. */
static void cache_prune(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    cached_file_t files[CARD_CACHE_KEEP * 2];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 5 || len >= sizeof files[0].name || strcmp(e->d_name + len - 4, ".raw") != 0) {
            continue;
        }
        char path[ASSET_PATH_MAX * 3];
        struct stat st;
        snprintf(path, sizeof path, "%.1100s/%.60s", dir, e->d_name);
        if (stat(path, &st) != 0) {
            continue;
        }
        if (n == CARD_CACHE_KEEP * 2 && st.st_mtime <= files[oldest(files, n)].mtime) {
            remove(path); /* full, and older than any seen so far */
            continue;
        }
        if (n == CARD_CACHE_KEEP * 2) {
            n = remove_oldest(dir, files, n); /* full: the oldest seen so far goes */
        }
        memcpy(files[n].name, e->d_name, len + 1); /* len < sizeof name: checked above */
        files[n].mtime = (long long)st.st_mtime;
        n++;
    }
    closedir(d);
    while (n > CARD_CACHE_KEEP) {
        n = remove_oldest(dir, files, n);
    }
}
#else
static void cache_prune(const char *dir)
{
    (void)dir;
}
#endif

void card_cache_save(const char *path, SDL_Surface *const *out, int n, const char *dir)
{
    if (!path[0]) {
        return;
    }
    char tmp[ASSET_PATH_MAX + 128];
    snprintf(tmp, sizeof tmp, "%s.%lu.tmp", path, (unsigned long)SDL_ThreadID());
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        return; /* no cache: made again next time */
    }
    Uint32 head[2] = {CACHE_MAGIC, (Uint32)n};
    bool ok = fwrite(head, sizeof head, 1, f) == 1;
    for (int k = 0; ok && k < n; k++) {
        Uint32 wh[2] = {(Uint32)out[k]->w, (Uint32)out[k]->h};
        ok = fwrite(wh, sizeof wh, 1, f) == 1;
        for (int y = 0; ok && y < out[k]->h; y++) {
            ok = fwrite((const Uint8 *)out[k]->pixels + (size_t)y * out[k]->pitch, 4, (size_t)out[k]->w, f) ==
                 (size_t)out[k]->w;
        }
    }
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return;
    }
    cache_prune(dir);
}
