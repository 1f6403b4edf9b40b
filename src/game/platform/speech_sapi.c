/* Speech through SAPI 5 on Windows (ISpVoice through COM): the system's voice and its settings. A
 * focus line purges what the voice has not said yet (SPF_PURGEBEFORESPEAK: SAPI has one queue, so the
 * events still waiting go too); an event's line is queued behind the others. Run on the speech
 * thread only (speech.c), which has COM to itself. */
#define COBJMACROS
#include <initguid.h>
#include <windows.h>
#include <sapi.h>
#include <stdio.h>
#include <stdlib.h>

#include "platform/speech.h"

static bool sapi_open(void **state, const char *language, char *err, size_t errlen)
{
    (void)language; /* the voice is the one the player chose in Windows' settings */
    HRESULT hr = CoInitializeEx(NULL, COINIT_MULTITHREADED);
    if (FAILED(hr)) {
        snprintf(err, errlen, "SAPI cannot be used (COM: 0x%08lx).", (unsigned long)hr);
        return false;
    }
    ISpVoice *voice = NULL;
    hr = CoCreateInstance(&CLSID_SpVoice, NULL, CLSCTX_ALL, &IID_ISpVoice, (void **)&voice);
    if (FAILED(hr) || !voice) {
        CoUninitialize();
        snprintf(err, errlen, "Windows has no SAPI voice (0x%08lx).", (unsigned long)hr);
        return false;
    }
    *state = voice;
    return true;
}

static bool sapi_say(void *state, speech_kind_t kind, const char *text, char *err, size_t errlen)
{
    int n = MultiByteToWideChar(CP_UTF8, 0, text, -1, NULL, 0);
    if (n <= 0) {
        return true; /* not UTF-8: nothing to say, the voice is fine */
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (!w) {
        return true;
    }
    MultiByteToWideChar(CP_UTF8, 0, text, -1, w, n);
    DWORD flags = SPF_ASYNC | SPF_IS_NOT_XML | (kind == SPEECH_NOW ? SPF_PURGEBEFORESPEAK : 0);
    HRESULT hr = ISpVoice_Speak((ISpVoice *)state, w, flags, NULL);
    free(w);
    if (FAILED(hr)) {
        snprintf(err, errlen, "SAPI's ISpVoice::Speak refused to speak (0x%08lx).", (unsigned long)hr);
    }
    return SUCCEEDED(hr);
}

static void sapi_language(void *state, const char *language)
{
    (void)state;
    (void)language;
}

static void sapi_close(void *state)
{
    ISpVoice *voice = state;
    ISpVoice_WaitUntilDone(voice, 2000); /* the last words said before the window goes */
    ISpVoice_Release(voice);
    CoUninitialize();
}

static const speech_backend_t SAPI = {"SAPI", sapi_open, sapi_say, sapi_language, sapi_close};

const speech_backend_t *speech_backend_builtin(void)
{
    return &SAPI;
}
