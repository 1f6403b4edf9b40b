#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* readlink, lstat */
#endif
#include "platform/datadir.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#if !defined(_WIN32)
#include <unistd.h>
#endif
#if defined(_WIN32) && !defined(S_ISDIR)
#define S_ISDIR(m) (((m)&S_IFMT) == S_IFDIR)
#endif

#include "hearts/intl.h"
#include "platform/courts.h"
#include "platform/fatal.h"

static void add_dir(datadir_t *d, const char *dir, const char *sub)
{
    if (!dir || !*dir || d->ndirs == ASSET_DIRS_MAX) {
        return;
    }
    char buf[ASSET_PATH_MAX];
    size_t n = strlen(dir);
    const char *sep = (n > 0 && (dir[n - 1] == '/' || dir[n - 1] == '\\')) ? "" : "/";
    if (sub && *sub) {
        snprintf(buf, sizeof buf, "%s%s%s", dir, sep, sub);
    } else {
        snprintf(buf, sizeof buf, "%s", dir);
    }
    for (int i = 0; i < d->ndirs; i++) {
        if (strcmp(d->dirs[i], buf) == 0) {
            return;
        }
    }
    snprintf(d->dirs[d->ndirs++], ASSET_PATH_MAX, "%s", buf);
}

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return false;
    }
    SDL_RWclose(rw);
    return true;
}

/* What a data folder must hold for the game to start (each sound is checked by audio_init). */
static const char *const REQUIRED[] = {"cards.png",
                                       "cards4.png",
                                       "backs.png",
                                       "shadow.png",
                                       "table.png",
                                       "fonts/DejaVuSans.ttf",
                                       "fonts/DejaVuSans-Bold.ttf",
                                       "sounds/card.wav"};
#define NREQUIRED ((int)(sizeof REQUIRED / sizeof REQUIRED[0]))

/* The required files dir lacks, listed in missing; how many. */
static int list_missing(const char *dir, char *missing, size_t len)
{
    char probe[ASSET_PATH_MAX + 64];
    int n = 0;
    missing[0] = '\0';
    for (int i = 0; i < NREQUIRED; i++) {
        snprintf(probe, sizeof probe, "%s/%s", dir, REQUIRED[i]);
        if (!file_exists(probe)) {
            size_t used = strlen(missing);
            snprintf(missing + used, len - used, "%s%s", n ? ", " : "", REQUIRED[i]);
            n++;
        }
    }
    return n;
}

/* A folder the player named is the game's data, or the game does not start: another install's data
 * in its place would hide the mistake. */
static bool init_named(datadir_t *d, const char *named, const char *how, char *err, size_t errlen)
{
    add_dir(d, named, NULL);
    d->root = 0;
    char missing[768];
    int nmissing = list_missing(d->dirs[0], missing, sizeof missing);
    struct stat st;
    if (stat(named, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen,
                 _("The data folder named by %s, %s, is not a folder (%s). Point %s at the folder that holds "
                   "cards.png, or leave it out to use the installed data."),
                 how, named, stat(named, &st) != 0 ? strerror(errno) : "a file", how);
        return false;
    }
    if (nmissing == NREQUIRED) {
        snprintf(err, errlen,
                 _("The data folder named by %s, %s, does not hold the game's data (it lacks %s). Point %s at the "
                   "folder that holds cards.png, or leave it out to use the installed data."),
                 how, named, missing, how);
        return false;
    }
    if (nmissing) {
        snprintf(err, errlen,
                 _("The data folder named by %s, %s, lacks %s. Point %s at a whole copy of the game's data, or "
                   "leave it out to use the installed data."),
                 how, named, missing, how);
        return false;
    }
    courts_set_dir(d->dirs[0]);
    return true;
}

bool datadir_init(datadir_t *d, const char *data_dir, char *err, size_t errlen)
{
    d->ndirs = 0;
    d->root = -1;
    err[0] = '\0';
    const char *env = getenv("HEARTS_DATADIR");
    if (data_dir && *data_dir) {
        return init_named(d, data_dir, "--data-dir", err, errlen);
    }
    if (env && *env) {
        return init_named(d, env, "HEARTS_DATADIR", err, errlen);
    }
    char *base = SDL_GetBasePath();
    if (base) {
        add_dir(d, base, HEARTS_RELATIVE_DATADIR);
        add_dir(d, base, "data");
        SDL_free(base);
    }
    add_dir(d, HEARTS_BUILD_DATADIR, NULL);
    /* the game's data folder is the first that has the card faces */
    char probe[ASSET_PATH_MAX + 16];
    for (int i = 0; i < d->ndirs && d->root < 0; i++) {
        snprintf(probe, sizeof probe, "%s/cards.png", d->dirs[i]);
        if (file_exists(probe)) {
            d->root = i;
        }
    }
    courts_set_dir(d->root >= 0 ? d->dirs[d->root] : NULL);
    return true;
}

bool datadir_find(const datadir_t *d, const char *name, char *out, size_t len)
{
    if (d->root >= 0) {
        /* one folder holds the whole set: never mix the files of two installs */
        snprintf(out, len, "%s/%s", d->dirs[d->root], name);
        return file_exists(out);
    }
    for (int i = 0; i < d->ndirs; i++) {
        snprintf(out, len, "%s/%s", d->dirs[i], name);
        if (file_exists(out)) {
            return true;
        }
    }
    return false;
}

/* Where the file is a link that leads nowhere (the Debian package links the fonts to the system's
 * DejaVu fonts), " (DIR/NAME -> TARGET)" at the end of where: what the folder holds in the file's
 * place, and where it points. */
static void note_dangling_link(const char *dir, const char *name, char *where, size_t cap)
{
#if defined(_WIN32)
    (void)dir, (void)name, (void)where, (void)cap;
#else
    char path[ASSET_PATH_MAX + 128], target[ASSET_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    ssize_t n = readlink(path, target, sizeof target - 1);
    if (n > 0 && lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        target[n] = '\0';
        size_t used = strlen(where);
        snprintf(where + used, cap - used, " (%s -> %s)", path, target);
    }
#endif
}

void datadir_missing(const datadir_t *d, const char *name, char *out, size_t len)
{
    char where[ASSET_DIRS_MAX * (ASSET_PATH_MAX + 4)] = "";
    for (int i = 0; i < d->ndirs; i++) {
        if (d->root >= 0 && i != d->root) {
            continue;
        }
        strcat(where, where[0] ? ", " : "");
        strcat(where, d->dirs[i]);
    }
    if (d->root >= 0) { /* one folder in where: the note goes last, bounded */
        note_dangling_link(d->dirs[d->root], name, where, sizeof where);
    }
    snprintf(out, len,
             _("A game file is missing: %s was not found. Looked in: %s. Reinstall the game, or point --data-dir "
               "(or HEARTS_DATADIR) at the folder that holds %s."),
             name, d->ndirs ? where : _("(nowhere)"), name);
}

void datadir_require(const datadir_t *d, const char *name, char *out, size_t len)
{
    if (datadir_find(d, name, out, len)) {
        return;
    }
    char msg[ASSET_DIRS_MAX * (ASSET_PATH_MAX + 4) + 512];
    datadir_missing(d, name, msg, sizeof msg);
    fatal("%s", msg);
}
