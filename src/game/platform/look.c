#include "platform/look.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#include <windows.h>
#endif

static look_t current;

void look_set(const look_t *l)
{
    current = *l;
}

const look_t *look_get(void)
{
    return &current;
}

float look_text_scale(void)
{
    return current.large ? LOOK_LARGE_TEXT : 1.0f;
}

float look_usual_pt(float pt)
{
    return pt > LOOK_LARGE_UP_TO ? pt : pt / look_text_scale();
}

float look_widen(float w, float most)
{
    float wide = w * look_text_scale();
    wide = wide < most ? wide : most;
    return wide > w ? wide : w;
}

#if !defined(_WIN32)
/* GTK's own settings file says "gtk-enable-animations=false" (or 0) when the desktop's animations are
 * off: what GNOME's and Xfce's settings write for GTK programs. A file read, nothing started. */
static bool gtk_animations_off(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        return false;
    }
    char line[256];
    bool off = false;
    while (fgets(line, sizeof line, f)) {
        char *p = line;
        while (*p == ' ' || *p == '\t') {
            p++;
        }
        if (strncmp(p, "gtk-enable-animations", 21) != 0) {
            continue;
        }
        p = strchr(p, '=');
        if (p) {
            p++;
            while (*p == ' ' || *p == '\t') {
                p++;
            }
            off = strncmp(p, "false", 5) == 0 || strncmp(p, "0", 1) == 0;
        }
    }
    fclose(f);
    return off;
}
#endif

bool look_desktop_reduced_motion(void)
{
    const char *force = getenv("HEARTS_REDUCED_MOTION"); /* tests, and a way to say it for one run */
    if (force && *force) {
        return strcmp(force, "1") == 0;
    }
#if defined(_WIN32)
    BOOL anim = TRUE;
    return SystemParametersInfoA(SPI_GETCLIENTAREAANIMATION, 0, &anim, 0) && !anim;
#else
    char path[1024];
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    if (xdg && *xdg) {
        snprintf(path, sizeof path, "%s/gtk-3.0/settings.ini", xdg);
    } else if (home && *home) {
        snprintf(path, sizeof path, "%s/.config/gtk-3.0/settings.ini", home);
    } else {
        return false;
    }
    return gtk_animations_off(path);
#endif
}

SDL_Color look_ink(SDL_Color c)
{
    if (!current.contrast) {
        return c;
    }
    int lum = (c.r * 299 + c.g * 587 + c.b * 114) / 1000;
    if (lum < 100) {
        return (SDL_Color){0, 0, 0, 255}; /* dark words (on gold, on a card): black */
    }
    /* light words on the dark table: brighter, and opaque but for what is meant to be faint (a
     * disabled button's) */
    SDL_Color w = {(Uint8)(c.r + (255 - c.r) * 2 / 5), (Uint8)(c.g + (255 - c.g) * 2 / 5),
                   (Uint8)(c.b + (255 - c.b) * 2 / 5), (Uint8)(c.a < 120 ? 170 : 255)};
    return w;
}

void look_button_colours(bool primary, bool hot, SDL_Color *fill, SDL_Color *edge)
{
    /* every button a box with a white edge: the default gold, the others black (a quiet one too) */
    *edge = LOOK_HC_EDGE;
    if (primary) {
        *fill = hot ? (SDL_Color){255, 232, 140, 255} : (SDL_Color){255, 204, 60, 255};
    } else {
        *fill = hot ? (SDL_Color){60, 60, 60, 255} : (SDL_Color){0, 0, 0, 255};
    }
}
