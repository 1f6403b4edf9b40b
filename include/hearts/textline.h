/* Reading a text file a line at a time, however long the line (POSIX's getline, which MinGW lacks). */
#ifndef HEARTS_TEXTLINE_H
#define HEARTS_TEXTLINE_H

#include <stdbool.h>
#include <stdio.h>

/* The next line of f into *buf (grown as needed; free it when done), without its newline: false at
 * the end of the file (or when memory runs out). A last line without a newline is a line. */
bool text_read_line(FILE *f, char **buf, size_t *cap);

#endif
