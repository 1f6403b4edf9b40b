/* libFuzzer target: stats.txt (stats.c over kvfile.c). Loading neither crashes nor leaks, the counts
 * that come out are sane, and what is saved loads back the same. */
#include "fuzz_files.h"

#include <stdint.h>

#include "store/stats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write("stats.txt", data, size);
    stats_t s, t;
    stats_load(&s, fuzz_dir());
    if (s.games < 0 || s.wins < 0 || s.recent_count < 0 || s.recent_count > STATS_RECENT) {
        abort();
    }
    (void)stats_standings_mean(&s);
    if (!stats_save(&s, fuzz_dir())) {
        abort();
    }
    stats_load(&t, fuzz_dir());
    if (t.games != s.games || t.wins != s.wins || t.moons != s.moons || t.recent_count != s.recent_count ||
        t.standings_games != s.standings_games) {
        abort();
    }
    return 0;
}
