/* The disk cache of made card images: a file holds the surfaces one builder job made (raw ARGB8888
 * pixels after a small header), named by a hash of what they were made from, in $XDG_CACHE_HOME/hearts
 * (the newest CARD_CACHE_KEEP files are kept). A file that is missing, short or of another version is
 * simply not used. The key of a file is the builder's (builder.c); this owns the files. */
#ifndef GAME_CARD_CACHE_H
#define GAME_CARD_CACHE_H

#include <SDL.h>
#include <stdbool.h>

#define CARD_CACHE_KEEP 16

/* Where made images are kept between runs: $XDG_CACHE_HOME/hearts, else ~/.cache/hearts (on Windows
 * the preferences folder's cache); "" if there is no such place. */
void assets_cache_dir(char *out, size_t len);
/* Makes dir and its parents; true if it is a folder then. */
bool card_cache_make_dir(const char *dir);

/* Whether dir holds a cache file whose name begins with prefix. */
bool card_cache_any(const char *dir, const char *prefix);

/* FNV-1a: a hash h extended by n bytes of data; card_cache_file_id: of a file's path, size and time. */
#define CARD_CACHE_HASH0 1469598103934665603ULL
unsigned long long card_cache_hash(unsigned long long h, const void *data, size_t n);
unsigned long long card_cache_file_id(const char *path);

/* Reads the n surfaces of the file at path into out; false (out all NULL) if it is not a whole file of
 * n. On POSIX they point into a mapping of the file (no copy), which the first one holds: free them
 * with card_cache_free only. */
bool card_cache_load(const char *path, SDL_Surface **out, int n);
/* Writes the n surfaces to path (a temporary file renamed), then keeps the newest files of dir; a
 * failure only means they are made again next time. */
void card_cache_save(const char *path, SDL_Surface *const *out, int n, const char *dir);
/* Frees n surfaces (NULL ones skipped), made or read by card_cache_load, and sets them NULL. */
void card_cache_free(SDL_Surface **out, int n);

#endif
