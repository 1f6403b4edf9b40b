#include "platform/fullscreen.h"

#include <SDL_syswm.h>
#include <string.h>

#if defined(SDL_VIDEO_DRIVER_X11)
/* Xlib is already in the process (SDL's X11 driver loaded it): its functions are looked up there, so
 * that the game does not link to it. */
typedef Atom (*intern_atom_fn)(Display *, const char *, Bool);
typedef int (*get_property_fn)(Display *, Window, Atom, long, long, Bool, Atom, Atom *, int *, unsigned long *,
                               unsigned long *, unsigned char **);
typedef int (*xfree_fn)(void *);

/* The window named by the root's _NET_SUPPORTING_WM_CHECK, if it names itself there too (EWMH: a
 * window manager that has gone leaves the root's property behind, not its own window's). */
static bool x11_wm_running(Display *d, Window root)
{
    void *lib = SDL_LoadObject("libX11.so.6");
    if (!lib) {
        return true; /* cannot tell: leave it to SDL */
    }
    intern_atom_fn intern = NULL;
    get_property_fn get = NULL;
    xfree_fn xfree = NULL;
    void *sym[3] = {SDL_LoadFunction(lib, "XInternAtom"), SDL_LoadFunction(lib, "XGetWindowProperty"),
                    SDL_LoadFunction(lib, "XFree")};
    /* object pointers to function pointers, portably */
    memcpy(&intern, &sym[0], sizeof intern);
    memcpy(&get, &sym[1], sizeof get);
    memcpy(&xfree, &sym[2], sizeof xfree);
    bool running = true;
    if (intern && get && xfree) {
        Atom check = intern(d, "_NET_SUPPORTING_WM_CHECK", True);
        running = false;
        if (check != None) {
            Window child = None;
            for (int pass = 0; pass < 2; pass++) {
                Window on = pass == 0 ? root : child;
                Atom type;
                int format;
                unsigned long n = 0, after;
                unsigned char *data = NULL;
                bool ok = get(d, on, check, 0, 1, False, XA_WINDOW, &type, &format, &n, &after, &data) == Success &&
                          type == XA_WINDOW && n == 1 && data;
                Window w = ok ? *(Window *)(void *)data : None;
                if (data) {
                    xfree(data);
                }
                if (!ok || w == None || (pass == 1 && w != child)) {
                    break;
                }
                child = w;
                running = pass == 1;
            }
        }
    }
    SDL_UnloadObject(lib);
    return running;
}
#endif

bool fullscreen_has_wm(fullscreen_t *f, SDL_Window *w)
{
    if (f->wm_checked) {
        return f->wm;
    }
    f->wm_checked = true;
    f->wm = true;
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (SDL_GetWindowWMInfo(w, &info) && info.subsystem == SDL_SYSWM_X11) {
        Display *d = info.info.x11.display;
        f->wm = x11_wm_running(d, DefaultRootWindow(d));
    }
#else
    (void)w;
#endif
    return f->wm;
}

void fullscreen_set(fullscreen_t *f, SDL_Window *w, bool on)
{
    if (on == fullscreen_is_on(f, w)) {
        return;
    }
    if (!on) {
        if (f->emulated) {
            f->emulated = false;
            SDL_SetWindowBordered(w, SDL_TRUE);
            SDL_SetWindowSize(w, f->windowed.w, f->windowed.h);
            SDL_SetWindowPosition(w, f->windowed.x, f->windowed.y);
        } else {
            SDL_SetWindowFullscreen(w, 0);
        }
        return;
    }
    if (fullscreen_has_wm(f, w)) {
        SDL_SetWindowFullscreen(w, SDL_WINDOW_FULLSCREEN_DESKTOP);
        return;
    }
    /* No window manager: cover the display by hand. */
    SDL_Rect screen;
    if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(w), &screen) != 0) {
        return; /* cannot tell where: stay in the window (safe) */
    }
    SDL_GetWindowPosition(w, &f->windowed.x, &f->windowed.y);
    SDL_GetWindowSize(w, &f->windowed.w, &f->windowed.h);
    f->emulated = true;
    SDL_SetWindowBordered(w, SDL_FALSE);
    SDL_SetWindowPosition(w, screen.x, screen.y);
    SDL_SetWindowSize(w, screen.w, screen.h);
    SDL_RaiseWindow(w);
}

bool fullscreen_is_on(const fullscreen_t *f, SDL_Window *w)
{
    return f->emulated || (SDL_GetWindowFlags(w) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}
