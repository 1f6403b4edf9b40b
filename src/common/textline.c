#include "hearts/textline.h"

#include <stdlib.h>
#include <string.h>

bool text_read_line(FILE *f, char **buf, size_t *cap)
{
    size_t len = 0;
    for (;;) {
        if (*cap - len < 2) {
            size_t ncap = *cap ? *cap * 2 : 1024;
            char *p = realloc(*buf, ncap);
            if (!p) {
                return false;
            }
            *buf = p;
            *cap = ncap;
        }
        if (!fgets(*buf + len, (int)(*cap - len), f)) {
            return len > 0;
        }
        len += strlen(*buf + len);
        if (len && (*buf)[len - 1] == '\n') {
            (*buf)[--len] = '\0';
            return true;
        }
    }
}
