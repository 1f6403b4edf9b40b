/* The coach's notes of the game just finished kept beside its log, and its accuracy in the statistics
 * (scenes/home.h, home_coach_update). */
#include "scenes/home.h"
#include "store/coachfile.h"
#include "table/coach_run.h"

void home_coach_update(home_t *h)
{
    if (!h->table || !h->stats_recorded) {
        return;
    }
    const coach_record_t *r = coach_run_record(table_coach(h->table));
    if (r->hands == h->coach_written || (r->hands == 0 && r->count == 0)) {
        return;
    }
    h->coach_written = r->hands;
    if (h->watch_path[0]) {
        char path[1200];
        coachfile_path_of(h->watch_path, path, sizeof path);
        (void)coachfile_write(path, r); /* without it, Watch again shows no notes */
    }
    if (!table_autoplay(h->table) && r->hands > 0) {
        stats_set_accuracy(&h->stats, h->ended_when, r->lost, r->hands);
        stats_save(&h->stats, h->pref_dir);
    }
}
