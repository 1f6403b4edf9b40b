/* check_log FILE [MIN_GAMES]: exits 0 if FILE is a valid game log holding at least MIN_GAMES games. */
#include <stdio.h>
#include <stdlib.h>

#include "log_check.h"

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: check_log FILE [MIN_GAMES]\n");
        return 2;
    }
    char err[512];
    int games = log_check_file(argv[1], err, sizeof err);
    if (games < 0) {
        fprintf(stderr, "check_log: %s: %s\n", argv[1], err);
        return 1;
    }
    int min = argc == 3 ? atoi(argv[2]) : 1;
    if (games < min) {
        fprintf(stderr, "check_log: %s holds %d games, expected at least %d\n", argv[1], games, min);
        return 1;
    }
    printf("check_log: %s: %d valid games\n", argv[1], games);
    return 0;
}
