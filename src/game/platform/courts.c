#include "platform/courts.h"

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"

/* What was found of each set asked about: both files there (1), a file missing (0), a file damaged
 * (-1). Guarded by `lock`; the files are looked at outside it. */
#define SETS_MAX 8
static SDL_SpinLock lock;
static char dir[1024];
static unsigned dir_gen; /* changes with the folder: an answer found for the folder before is dropped */
static struct {
    char letters[COURTS_LETTERS];
    int state;
} sets[SETS_MAX];
static int nsets;

void courts_set_dir(const char *d)
{
    SDL_AtomicLock(&lock);
    snprintf(dir, sizeof dir, "%s", d ? d : "");
    nsets = 0;
    dir_gen++;
    SDL_AtomicUnlock(&lock);
}

const char *courts_wanted(char *out)
{
    /* TRANSLATORS: the letters of the jack, queen and king as your players write them in a card's
       name ("Q♠"): German B, D, K; French V, D, R; Dutch B, V, H. One capital letter A-Z each. The
       cards show these letters only if the game has court cards drawn with them (the set of the three
       letters in src/tools/gen_cards.c, COURT_SETS); otherwise the cards and their names keep J, Q, K. */
    const char *l[3] = {C_("card rank", "J"), C_("card rank", "Q"), C_("card rank", "K")};
    for (int i = 0; i < 3; i++) {
        if (l[i][0] < 'A' || l[i][0] > 'Z' || l[i][1] != '\0') {
            snprintf(out, COURTS_LETTERS, "%s", COURTS_PLAIN);
            return out;
        }
        out[i] = l[i][0];
    }
    out[3] = '\0';
    return out;
}

void courts_file(const char *letters, bool four_colour, char *out, size_t len)
{
    snprintf(out, len, "%s-%s.png", four_colour ? "courts4" : "courts", letters);
}

static bool file_there(const char *folder, const char *letters, bool four)
{
    char name[32], path[sizeof dir + 40];
    courts_file(letters, four, name, sizeof name);
    snprintf(path, sizeof path, "%s/%s", folder, name);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return false;
    }
    SDL_RWclose(rw);
    return true;
}

/* The state of a set, looking at its files the first time; locked on entry and exit. */
static int set_state(const char *letters)
{
    for (int i = 0; i < nsets; i++) {
        if (strcmp(sets[i].letters, letters) == 0) {
            return sets[i].state;
        }
    }
    char folder[sizeof dir];
    snprintf(folder, sizeof folder, "%s", dir);
    unsigned gen = dir_gen;
    SDL_AtomicUnlock(&lock);
    int state = folder[0] && file_there(folder, letters, false) && file_there(folder, letters, true) ? 1 : 0;
    SDL_AtomicLock(&lock);
    if (gen != dir_gen) {
        return 0; /* another folder meanwhile: asked again next time */
    }
    for (int i = 0; i < nsets; i++) {
        if (strcmp(sets[i].letters, letters) == 0) {
            return sets[i].state; /* found meanwhile (damaged, perhaps) */
        }
    }
    if (nsets < SETS_MAX) {
        snprintf(sets[nsets].letters, COURTS_LETTERS, "%s", letters);
        sets[nsets].state = state;
        nsets++;
    }
    return state;
}

const char *courts_letters(char *out)
{
    courts_wanted(out);
    if (strcmp(out, COURTS_PLAIN) == 0) {
        return out;
    }
    SDL_AtomicLock(&lock);
    int state = set_state(out);
    SDL_AtomicUnlock(&lock);
    if (state != 1) {
        snprintf(out, COURTS_LETTERS, "%s", COURTS_PLAIN);
    }
    return out;
}

const char *courts_letter(int court)
{
    /* every capital as a string of its own */
    static const char caps[] = "A\0B\0C\0D\0E\0F\0G\0H\0I\0J\0K\0L\0M\0N\0O\0P\0Q\0R\0S\0T\0U\0V\0W\0X\0Y\0Z";
    char l[COURTS_LETTERS];
    courts_letters(l);
    return &caps[2 * (l[court >= 0 && court < 3 ? court : 0] - 'A')];
}

void courts_mark_bad(const char *letters)
{
    SDL_AtomicLock(&lock);
    int i = 0;
    while (i < nsets && strcmp(sets[i].letters, letters) != 0) {
        i++;
    }
    if (i == nsets) {
        i = nsets < SETS_MAX ? nsets++ : SETS_MAX - 1; /* full: a set asked about before is asked again */
        snprintf(sets[i].letters, COURTS_LETTERS, "%s", letters);
    }
    sets[i].state = -1;
    SDL_AtomicUnlock(&lock);
}
