/* libFuzzer target: settings.txt (settings.c over kvfile.c). Whatever the file holds, loading it
 * neither crashes nor leaks, every value that comes out is in range, and what is saved loads back
 * the same. */
#include "fuzz_files.h"

#include <stdint.h>

#include "store/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write("settings.txt", data, size);
    settings_t s, t;
    settings_load(&s, fuzz_dir());
    if (s.card_back < 0 || s.card_back >= CARD_BACK_COUNT || s.volume < 0 || s.volume > 100 ||
        !(s.speed >= 0.1 && s.speed <= 100.0) || s.level < AI_EASY || s.level > AI_HARD) {
        abort();
    }
    if (!settings_save(&s, fuzz_dir())) {
        abort();
    }
    settings_load(&t, fuzz_dir());
    if (t.card_back != s.card_back || t.volume != s.volume || t.level != s.level || t.sound != s.sound ||
        t.four_colour != s.four_colour || t.fullscreen != s.fullscreen || t.rules.preset != s.rules.preset) {
        abort();
    }
    return 0;
}
