/* Constructors of every scene and overlay. */
#ifndef GAME_SCENES_H
#define GAME_SCENES_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts/rules.h"
#include "layout.h"
#include "scene.h"
#include "stats.h"

scene_t *scene_title_new(app_t *app);
scene_t *scene_newgame_new(app_t *app);
scene_t *scene_options_new(app_t *app, bool in_game);
/* The table. bench: deal straight into the hands with no animation (for --bench-frames). */
scene_t *scene_play_new(app_t *app, bool bench);
/* The window changed size: the table puts its cards where the new layout wants them. */
void scene_play_window_changed(app_t *app, scene_t *play);
/* taken: the cards in the tricks each seat took this hand (they were all shown face up). */
scene_t *scene_summary_new(app_t *app, const hand_score_t *score, int hand, const cardset_t taken[4]);
scene_t *scene_result_new(app_t *app);
scene_t *overlay_pause_new(app_t *app);
scene_t *overlay_rules_new(app_t *app);
scene_t *overlay_scores_new(app_t *app);
scene_t *overlay_stats_new(app_t *app);

/* Draws the score sheet of the game in progress inside r (used by the summary, result and overlay). */
void scores_draw_sheet(app_t *app, rectf_t r, int highlight_hand);
/* "4:59" style: minutes and seconds of a countdown, rounded up so that 0:00 is the end. */
void format_clock(char *buf, size_t len, long long ms);

/* One line about a finished game, for the statistics and the result screen. */
void stats_describe(const stats_result_t *r, char *buf, size_t len);

#endif
