/* The result's line of the coach (result_coach.h). */
#include "scenes/result_coach.h"

#include <stdio.h>

#include "hearts/intl.h"
#include "platform/scene.h"
#include "platform/ui.h"
#include "scenes/coach_text.h"
#include "table/coach_run.h"

static bool coached(const home_t *h)
{
    if (!h->table || table_autoplay(h->table)) {
        return false;
    }
    const coach_run_t *c = table_coach(h->table);
    return coach_run_record(c)->hands > 0 || !coach_run_idle(c);
}

float result_coach_draw(gfx_t *g, const home_t *h, rectf_t r)
{
    if (!coached(h)) {
        return r.y;
    }
    const coach_run_t *c = table_coach(h->table);
    char line[160];
    if (!coach_run_idle(c)) {
        snprintf(line, sizeof line, "%s", _("The coach is still looking at the last hand\xe2\x80\xa6"));
    } else {
        char acc[120];
        coach_text_accuracy(coach_accuracy(coach_run_record(c)), acc, sizeof acc);
        /* TRANSLATORS: on the result, the coach's accuracy: "Coach: on average you gave away 1.4 points a hand" */
        snprintf(line, sizeof line, _("Coach: %s"), acc);
    }
    ui_text_box(g, FONT_REGULAR, 15, 12, UI_GOLD_LIGHT, rectf(r.x, r.y - 4, r.w, 40), UI_LEFT, 18, line);
    return r.y + 44;
}

double result_coach_idle_ms(const home_t *h)
{
    return coached(h) && !coach_run_idle(table_coach(h->table)) ? 250 : SCENE_IDLE;
}

void result_coach_update(home_t *h)
{
    if (h->table) {
        table_coach_think(h->table);
    }
    home_coach_update(h);
}
