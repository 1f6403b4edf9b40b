/* Which renderer draws the table, decided before the window exists and without loading OpenGL into
 * the game: a GPU's OpenGL where there is one, SDL's software renderer where OpenGL would run on the
 * CPU (Mesa's llvmpipe or softpipe, SwiftShader...), which draws this table several times faster and
 * keeps some 60 MB of rasteriser out of the process.
 *
 * In order, the first that answers:
 *  1. SDL_RENDER_DRIVER, when set, decides (render_pick only reports it);
 *  2. the player's setting (renderer=software or renderer=gpu);
 *  3. outside X11 and Wayland (Windows, macOS, the dummy driver): SDL's first choice;
 *  4. no GPU device (in /dev/dri or /dev/nvidiaN): OpenGL could only run on the CPU, so software;
 *     (HEARTS_GL_PROBE_ALWAYS=1 skips this step: tests of the probe and the cache);
 *  5. the answer cached in the preferences folder (renderer-probe.txt) for this host, display, video
 *     driver and set of GPU devices, if younger than RENDER_PICK_MAX_AGE_DAYS;
 *  6. otherwise a child process (this program again, with HEARTS_GL_PROBE=1 in its environment) opens
 *     a hidden OpenGL window and prints GL_RENDERER; the answer is cached. A probe that fails or takes
 *     longer than RENDER_PICK_TIMEOUT_MS gives software (a GL that cannot start in a child would not
 *     start in the game either).
 * The probe runs while the game starts up (render_pick_begin ... render_pick_end). */
#ifndef GAME_PLATFORM_RENDER_PICK_H
#define GAME_PLATFORM_RENDER_PICK_H

#include <stdbool.h>

#define RENDER_PICK_TIMEOUT_MS   4000
#define RENDER_PICK_MAX_AGE_DAYS 30

typedef enum { RENDER_AUTO = 0, RENDER_SOFTWARE, RENDER_GPU } render_setting_t;

typedef struct {
    bool decided;     /* the answer is known */
    bool software;    /* draw with SDL's software renderer */
    bool sdl_decides; /* SDL_RENDER_DRIVER is set: leave it to SDL */
    char why[160];    /* for --bench-frames and HEARTS_TIMING (no quotes or backslashes) */
    char key[512];    /* what the cached answer is keyed by */
    char cache_path[1024];
    int probe_pid; /* a probe running, or 0 */
    int probe_fd;
} render_pick_t;

/* Starts deciding (before SDL_Init): may start the probe. pref_dir may be NULL or empty (no cache). */
void render_pick_begin(render_pick_t *p, render_setting_t setting, const char *pref_dir);
/* Waits for the probe if one runs, and caches its answer. */
void render_pick_end(render_pick_t *p);

/* Whether an OpenGL renderer string names a rasteriser that runs on the CPU. */
bool render_pick_gl_is_cpu(const char *gl_renderer);

#endif
