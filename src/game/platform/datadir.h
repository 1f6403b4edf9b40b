/* The data folder: which folder the game's files (images, fonts, sounds) are taken from, and finding a
 * file in it. One folder holds the whole set: never a mix of two installs. */
#ifndef GAME_DATADIR_H
#define GAME_DATADIR_H

#include <stdbool.h>
#include <stddef.h>

#define ASSET_DIRS_MAX 6
#define ASSET_PATH_MAX 1024

typedef struct {
    char dirs[ASSET_DIRS_MAX][ASSET_PATH_MAX]; /* the folders searched, in order */
    int ndirs;
    int root; /* the folder that holds the data (has cards.png), or -1 */
} datadir_t;

/* Finds the data folder. A folder the player named (data_dir from --data-dir, else $HEARTS_DATADIR) is
 * the only one: false, and a message in err naming it and what it lacks, if it is not a whole data
 * folder. Otherwise the first of the installed data beside the program, data/ beside the program and
 * the build tree that has cards.png. Tells courts.h where the court cards are. */
bool datadir_init(datadir_t *d, const char *data_dir, char *err, size_t errlen);
/* Finds name in the data folder: its path in out, false if it is not there. */
bool datadir_find(const datadir_t *d, const char *name, char *out, size_t len);
/* As datadir_find, but a missing file is fatal, with the folders that were searched. */
void datadir_require(const datadir_t *d, const char *name, char *out, size_t len);
/* The message for a file that is missing: its name and the folders searched. */
void datadir_missing(const datadir_t *d, const char *name, char *out, size_t len);

#endif
