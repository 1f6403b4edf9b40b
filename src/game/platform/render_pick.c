/* Which renderer: see render_pick.h. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* posix_spawn, poll, gethostname, kill */
#endif

#include "platform/render_pick.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__linux__)
#define PICK_PROBE 1
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
extern char **environ;
#else
#define PICK_PROBE 0
#endif

#define CACHE_NAME    "renderer-probe.txt"
#define CACHE_ENTRIES 8
#define PROBE_ENV     "HEARTS_GL_PROBE"

bool render_pick_gl_is_cpu(const char *gl)
{
    static const char *const cpu[] = {"llvmpipe", "softpipe", "SwiftShader", "Software Rasterizer", "swrast"};
    for (size_t i = 0; i < sizeof cpu / sizeof cpu[0]; i++) {
        if (gl && strstr(gl, cpu[i])) {
            return true;
        }
    }
    return false;
}

/* Keeps a string fit for a JSON line and for one field of the cache: no quotes, backslashes, tabs or
 * control characters. */
static void clean(char *s)
{
    for (; *s; s++) {
        if (*s == '"' || *s == '\\' || (unsigned char)*s < 32) {
            *s = '\'';
        }
    }
}

static void decide(render_pick_t *p, bool software, const char *fmt, const char *arg)
{
    char a[96];
    /* a GL renderer's name can be long: the start says enough */
    snprintf(a, sizeof a, "%.*s", (int)sizeof a - 1, arg ? arg : "");
    p->decided = true;
    p->software = software;
    snprintf(p->why, sizeof p->why, fmt, a);
    clean(p->why);
}

#if PICK_PROBE

/* ---- The child: this program again, started with HEARTS_GL_PROBE=1 ---- */

/* Runs before main() in every start of the program, and does something only in the probe child: opens
 * a hidden OpenGL window, prints GL_RENDERER on stdout and exits, without running the game. */
__attribute__((constructor)) static void probe_child(void)
{
    const char *v = getenv(PROBE_ENV);
    if (!v || strcmp(v, "1") != 0) {
        return;
    }
    alarm(RENDER_PICK_TIMEOUT_MS / 1000 + 2); /* a GL that hangs must not leave a process behind */
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        _exit(3);
    }
    SDL_Window *w = SDL_CreateWindow("hearts-gl-probe", 0, 0, 16, 16, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    SDL_GLContext c = w ? SDL_GL_CreateContext(w) : NULL;
    if (!c) {
        _exit(4);
    }
    typedef const unsigned char *(*gl_get_string_fn)(unsigned int name);
    void *sym = SDL_GL_GetProcAddress("glGetString");
    gl_get_string_fn get_string;
    if (!sym) {
        _exit(5);
    }
    memcpy(&get_string, &sym, sizeof get_string); /* an object pointer to a function pointer */
    const char *name = (const char *)get_string(0x1F01 /* GL_RENDERER */);
    if (!name || !*name) {
        _exit(6);
    }
    printf("%s\n", name);
    fflush(stdout);
    _exit(0); /* no clean-up: the window system goes with the process */
}

/* ---- What the answer is keyed by ---- */

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The GPU device nodes, sorted, as "card0,renderD128,nvidia0" ("" when there is none). */
static void gpu_devices(char *out, size_t len)
{
    char names[16][260];
    const char *sorted[16];
    int n = 0;
    DIR *d = opendir("/dev/dri");
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL && n < 16) {
            if (strncmp(e->d_name, "card", 4) == 0 || strncmp(e->d_name, "renderD", 7) == 0) {
                snprintf(names[n], sizeof names[n], "%s", e->d_name);
                n++;
            }
        }
        closedir(d);
    }
    for (int i = 0; i < 4 && n < 16; i++) {
        char path[32];
        snprintf(path, sizeof path, "/dev/nvidia%d", i);
        if (access(path, F_OK) == 0) {
            snprintf(names[n], sizeof names[n], "nvidia%d", i);
            n++;
        }
    }
    for (int i = 0; i < n; i++) {
        sorted[i] = names[i];
    }
    qsort(sorted, (size_t)n, sizeof sorted[0], cmp_str);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? "," : "", sorted[i]);
    }
}

static const char *env_or(const char *name, const char *dflt)
{
    const char *v = getenv(name);
    return v && *v ? v : dflt;
}

static void make_key(render_pick_t *p, const char *gpus)
{
    char host[128] = "?";
    if (gethostname(host, sizeof host) != 0) {
        snprintf(host, sizeof host, "?");
    }
    host[sizeof host - 1] = '\0';
    snprintf(p->key, sizeof p->key,
             "host=%s video=%s display=%s wayland=%s gpus=%s libgl_sw=%s gallium=%s mesa_driver=%s glx_vendor=%s", host,
             env_or("SDL_VIDEODRIVER", "-"), env_or("DISPLAY", "-"), env_or("WAYLAND_DISPLAY", "-"), gpus,
             env_or("LIBGL_ALWAYS_SOFTWARE", "-"), env_or("GALLIUM_DRIVER", "-"),
             env_or("MESA_LOADER_DRIVER_OVERRIDE", "-"), env_or("__GLX_VENDOR_LIBRARY_NAME", "-"));
    clean(p->key); /* spaces stay: the key is the last field of its line */
}

/* ---- The cache: "<unix time>\t<0|1>\t<GL renderer>\t<key>" a line, the newest first ---- */

typedef struct {
    long long when;
    int software;
    char gl[160];
    char key[512];
} cache_line_t;

static int cache_read(const char *path, cache_line_t *lines, int max)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        return 0;
    }
    int n = 0;
    char buf[1024];
    while (n < max && fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = '\0';
        char *t1 = strchr(buf, '\t');
        char *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        char *t3 = t2 ? strchr(t2 + 1, '\t') : NULL;
        if (!t3) {
            continue; /* a torn or foreign line: ignored */
        }
        *t1 = *t2 = *t3 = '\0';
        char *end;
        long long when = strtoll(buf, &end, 10);
        if (*end || (strcmp(t1 + 1, "0") != 0 && strcmp(t1 + 1, "1") != 0)) {
            continue;
        }
        lines[n].when = when;
        lines[n].software = t1[1] == '1';
        snprintf(lines[n].gl, sizeof lines[n].gl, "%s", t2 + 1);
        snprintf(lines[n].key, sizeof lines[n].key, "%s", t3 + 1);
        clean(lines[n].gl);
        n++;
    }
    fclose(f);
    return n;
}

static void cache_write(const render_pick_t *p, const char *gl)
{
    if (!p->cache_path[0]) {
        return;
    }
    cache_line_t old[CACHE_ENTRIES];
    int n = cache_read(p->cache_path, old, CACHE_ENTRIES);
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", p->cache_path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        return; /* not cached: probed again next time */
    }
    fprintf(f, "%lld\t%d\t%s\t%s\n", (long long)time(NULL), p->software ? 1 : 0, gl, p->key);
    int kept = 1;
    for (int i = 0; i < n && kept < CACHE_ENTRIES; i++) {
        if (strcmp(old[i].key, p->key) != 0) {
            fprintf(f, "%lld\t%d\t%s\t%s\n", old[i].when, old[i].software, old[i].gl, old[i].key);
            kept++;
        }
    }
    bool ok = fflush(f) == 0;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, p->cache_path) != 0) {
        remove(tmp);
    }
}

static bool cache_lookup(render_pick_t *p)
{
    cache_line_t lines[CACHE_ENTRIES];
    int n = cache_read(p->cache_path, lines, CACHE_ENTRIES);
    long long now = (long long)time(NULL);
    for (int i = 0; i < n; i++) {
        if (strcmp(lines[i].key, p->key) != 0) {
            continue;
        }
        long long age = now - lines[i].when;
        if (age < 0 || age > (long long)RENDER_PICK_MAX_AGE_DAYS * 86400) {
            return false; /* old, or from a clock that went back: probe again */
        }
        if (lines[i].software) {
            decide(p, true, "OpenGL is %s, a software rasteriser (found by an earlier start)", lines[i].gl);
        } else {
            decide(p, false, "OpenGL is %s, on a GPU (found by an earlier start)", lines[i].gl);
        }
        return true;
    }
    return false;
}

/* ---- The parent's side of the probe ---- */

static bool probe_start(render_pick_t *p)
{
    int fds[2];
    if (pipe(fds) != 0) {
        return false;
    }
    size_t n = 0;
    while (environ && environ[n]) {
        n++;
    }
    char **env = calloc(n + 2, sizeof *env);
    if (!env) {
        close(fds[0]);
        close(fds[1]);
        return false;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (strncmp(environ[i], PROBE_ENV "=", strlen(PROBE_ENV) + 1) != 0) {
            env[k++] = environ[i];
        }
    }
    env[k++] = PROBE_ENV "=1";
    env[k] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    posix_spawn_file_actions_addclose(&fa, fds[1]);
    char *argv[] = {"hearts-gl-probe", NULL};
    pid_t pid;
    int rc = posix_spawn(&pid, "/proc/self/exe", &fa, NULL, argv, env);
    posix_spawn_file_actions_destroy(&fa);
    free(env);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        return false;
    }
    p->probe_pid = (int)pid;
    p->probe_fd = fds[0];
    return true;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

void render_pick_end(render_pick_t *p)
{
    if (!p->probe_pid) {
        return;
    }
    char out[256];
    size_t got = 0;
    double t0 = now_ms();
    bool timed_out = false;
    for (;;) {
        int left = RENDER_PICK_TIMEOUT_MS - (int)(now_ms() - t0);
        if (left <= 0) {
            timed_out = true;
            break;
        }
        struct pollfd pfd = {p->probe_fd, POLLIN, 0};
        int r = poll(&pfd, 1, left);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            timed_out = r == 0;
            break;
        }
        ssize_t m = read(p->probe_fd, out + got, sizeof out - 1 - got);
        if (m < 0 && errno == EINTR) {
            continue;
        }
        if (m <= 0) {
            break; /* the child closed its end: done */
        }
        got += (size_t)m;
        if (got == sizeof out - 1) {
            break;
        }
    }
    out[got] = '\0';
    close(p->probe_fd);
    if (timed_out) {
        kill((pid_t)p->probe_pid, SIGKILL);
    }
    int status = 0;
    while (waitpid((pid_t)p->probe_pid, &status, 0) < 0 && errno == EINTR) {
    }
    p->probe_pid = 0;
    out[strcspn(out, "\n")] = '\0';
    clean(out);
    bool ok = !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0 && out[0];
    if (!ok) {
        char what[64];
        if (timed_out) {
            snprintf(what, sizeof what, "no answer within %d ms", RENDER_PICK_TIMEOUT_MS);
        } else if (WIFSIGNALED(status)) {
            snprintf(what, sizeof what, "it died of signal %d", WTERMSIG(status));
        } else {
            snprintf(what, sizeof what, "exit %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        }
        decide(p, true, "OpenGL could not be started in a probe (%s): software", what);
        cache_write(p, "(no OpenGL)");
        return;
    }
    if (render_pick_gl_is_cpu(out)) {
        decide(p, true, "OpenGL is %s, a software rasteriser (probed)", out);
    } else {
        decide(p, false, "OpenGL is %s, on a GPU (probed)", out);
    }
    cache_write(p, out);
}

#else /* no probe on this system */

void render_pick_end(render_pick_t *p)
{
    (void)p;
}

#endif

void render_pick_begin(render_pick_t *p, render_setting_t setting, const char *pref_dir)
{
    memset(p, 0, sizeof *p);
    p->probe_fd = -1;
    const char *want = getenv("SDL_RENDER_DRIVER");
    if (want && *want) {
        p->sdl_decides = true;
        decide(p, SDL_strcasecmp(want, "software") == 0, "asked for with SDL_RENDER_DRIVER", NULL);
        return;
    }
    if (setting == RENDER_SOFTWARE) {
        decide(p, true, "the renderer setting (software)", NULL);
        return;
    }
    if (setting == RENDER_GPU) {
        decide(p, false, "the renderer setting (gpu)", NULL);
        return;
    }
#if PICK_PROBE
    const char *video = getenv("SDL_VIDEODRIVER");
    bool windowed = video && *video
                        ? (SDL_strncasecmp(video, "x11", 3) == 0 || SDL_strncasecmp(video, "wayland", 7) == 0)
                        : (getenv("DISPLAY") || getenv("WAYLAND_DISPLAY"));
    if (!windowed) {
        decide(p, false, "SDL's first choice", NULL);
        return;
    }
    char gpus[256];
    gpu_devices(gpus, sizeof gpus);
    if (!gpus[0] && !getenv("HEARTS_GL_PROBE_ALWAYS")) { /* the variable: tests of the probe and its cache */
        decide(p, true, "no GPU device (/dev/dri, /dev/nvidia*): OpenGL here runs on the CPU", NULL);
        return;
    }
    make_key(p, gpus);
    if (pref_dir && *pref_dir) {
        size_t n = strlen(pref_dir);
        snprintf(p->cache_path, sizeof p->cache_path, "%s%s%s", pref_dir, n && pref_dir[n - 1] == '/' ? "" : "/",
                 CACHE_NAME);
        if (cache_lookup(p)) {
            return;
        }
    }
    if (!probe_start(p)) {
        decide(p, false, "SDL's first choice (the OpenGL probe could not start)", NULL);
    }
#else
    (void)pref_dir;
    decide(p, false, "SDL's first choice", NULL);
#endif
}
