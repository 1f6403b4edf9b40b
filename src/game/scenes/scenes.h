/* Constructors of every scene and overlay, and drawing shared between them. Each constructor never
 * returns NULL (out of memory is fatal). */
#ifndef GAME_SCENES_SCENES_H
#define GAME_SCENES_SCENES_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts/rules.h"
#include "platform/gfx.h"
#include "platform/layout.h"
#include "platform/scene.h"
#include "scenes/home.h"
#include "store/replay.h"
#include "store/stats.h"

scene_t *scene_title_new(home_t *h);
scene_t *scene_newgame_new(home_t *h);
scene_t *scene_options_new(home_t *h, bool in_game);
/* The table of h->table. snap: every event shown at once with no animation (--bench-frames). */
scene_t *scene_play_new(home_t *h, bool snap);
/* taken: the cards in the tricks each seat took this hand (they were all shown face up). */
scene_t *scene_summary_new(home_t *h, const hand_score_t *score, int hand, const cardset_t taken[SEAT_MAX]);
scene_t *scene_result_new(home_t *h);
scene_t *overlay_pause_new(home_t *h);
scene_t *overlay_rules_new(home_t *h);
scene_t *overlay_scores_new(home_t *h);
scene_t *overlay_stats_new(home_t *h);
/* The coach's notes on hand `hand` of the game in progress (over its summary). */
scene_t *overlay_review_new(home_t *h, int hand);
/* The game viewer (Watch again, hearts --watch FILE): a finished game read from its log, every hand
 * open, step by step: the deal and its passes, each trick, the hand's score. It takes game over (the
 * caller's is emptied). Closed, it goes back to the scene beneath, or to the title if it is alone. */
scene_t *scene_watch_new(home_t *h, replay_t *game);
/* The same from a log file (store/replay.h): NULL with a sentence in err if it cannot be watched. */
scene_t *scene_watch_file(home_t *h, const char *path, char *err, size_t errlen);
/* Where a viewer is (tests): the hand's index and the step in it; returns how many hands. */
int scene_watch_where(const scene_t *s, int *hand, int *step);

/* The first scene of a run: the title, or the table of an --autoplay game. NULL if that game could
 * not be started (its log cannot be written). */
scene_t *scenes_first(home_t *h);

/* Draws the score sheet of the game in progress inside r (used by the summary, result and overlay):
 * the latest hands that fit, and a scroll marker when they are not all of them. */
void scores_draw_sheet(const home_t *h, gfx_t *g, rectf_t r, int highlight_hand);
/* Which hands a score sheet in r shows: count hands scored, rows first..first+shown-1 (0-based) of
 * row_h each. The rows are 27 high, or closer (down to min_row_h) so that more hands show; first < 0
 * or past the end: the latest. */
typedef struct {
    int count, first, shown;
    float row_h;
} sheet_rows_t;
sheet_rows_t scores_sheet_rows(const home_t *h, rectf_t r, float min_row_h, int first);
/* The sheet with those rows (scores_sheet_rows), and when not every hand shows a marker at its right
 * edge: a track, and on it the part shown. */
void scores_draw_rows(const home_t *h, gfx_t *g, rectf_t r, int highlight_hand, const sheet_rows_t *rows);
/* Where the table puts Left's and Right's plates, top and bottom, on a table lh high with that many
 * players (the summary covers them whole or leaves them whole). */
void play_side_plates_span(float lh, int players, float *top, float *bottom);
/* Where the table last laid out puts a seat's plate, on a table lw by lh. */
rectf_t play_plate_rect(float lw, float lh, int seat, int players);
/* "4:59" style: minutes and seconds of a countdown, rounded up so that 0:00 is the end. */
void format_clock(char *buf, size_t len, long long ms);

/* One line about a finished game, for the statistics and the result screen. */
void stats_describe(const stats_result_t *r, char *buf, size_t len);
/* The same in fewer words (no rules, no hands), for a narrow column. */
void stats_describe_short(const stats_result_t *r, char *buf, size_t len);

#endif
