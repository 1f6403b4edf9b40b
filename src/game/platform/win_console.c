/* Windows only (linked into hearts.exe by packaging/CMakeLists.txt): hearts.exe is a window program,
 * so Windows gives it no console, and what it prints (--help, --version, a command-line error) would
 * go nowhere. Before main runs, this attaches the program to the console of whoever started it, if
 * any, so that `hearts --help` typed in cmd.exe or PowerShell prints there. Output already sent to a
 * file or a pipe (`hearts --help > help.txt`) stays where it goes; started from Explorer or the
 * Start menu there is no console to attach to and nothing changes. */
#ifdef _WIN32

#include <stdio.h>
#include <windows.h>

/* Whether a standard handle leads somewhere (a file, a pipe, a console). */
static int std_handle_usable(DWORD which)
{
    HANDLE h = GetStdHandle(which);
    return h != NULL && h != INVALID_HANDLE_VALUE && GetFileType(h) != FILE_TYPE_UNKNOWN;
}

static void win_console_attach(void)
{
    int out_ok = std_handle_usable(STD_OUTPUT_HANDLE);
    int err_ok = std_handle_usable(STD_ERROR_HANDLE);
    if (out_ok && err_ok) {
        return;
    }
    if (!AttachConsole(ATTACH_PARENT_PROCESS)) {
        return;
    }
    SetConsoleOutputCP(CP_UTF8); /* the program's text is UTF-8 (10♦, Q♠) */
    /* A line break first: the shell has already printed its next prompt, as it does not wait for a
     * window program. */
    if (!out_ok && freopen("CONOUT$", "w", stdout) != NULL) {
        fputc('\n', stdout);
    }
    if (!err_ok) {
        (void)freopen("CONOUT$", "w", stderr);
    }
}

/* Runs before main (and before SDL's WinMain), so no other file needs to know about it. (GCC and
 * Clang, which MinGW-w64 builds use; an MSVC build would need a call from main instead.) */
__attribute__((constructor)) static void win_console_init(void)
{
    win_console_attach();
}

#else
/* Nothing to do elsewhere: ISO C wants a translation unit to declare something. */
typedef int win_console_unused_t;
#endif
