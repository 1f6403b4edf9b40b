/* Checks a game log (one or more games), independently of the engine, against docs/game-log.md and docs/rules.md. */
#ifndef HEARTS_LOG_CHECK_H
#define HEARTS_LOG_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The number of complete games read, or -1 with a message ("line N: ...") in err. */
int log_check_stream(FILE *f, char *err, size_t errlen);
int log_check_file(const char *path, char *err, size_t errlen);

#endif
