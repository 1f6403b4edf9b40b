/* The scene driver the game's scene tests share (scene_driver.c). */
#ifndef TESTS_GAME_SCENE_DRIVER_H
#define TESTS_GAME_SCENE_DRIVER_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "hearts/ai.h"
#include "hearts/rng.h"
#include "platform/app.h"
#include "platform/scene.h"
#include "scenes/home.h"
#include "scenes/play_internal.h"
#include "scenes/scenes.h"
#include "store/kvfile.h"
#include "store/savegame.h"
#include "store/settings.h"
#include "store/stats.h"
#include "table/table.h"

/* The program under test, set up as main.c does, and where screenshots go. */
extern home_t home;
extern app_t app;
extern char out_dir[512];

/* Sets up home and app with a w x h window; screenshots go to HEARTS_TEST_OUT/shots. */
bool driver_init(const char *shots, int w, int h);
void driver_finish(void);
/* The saved game is looked for when the program starts (home_init): the home is started again as
 * the next run would, keeping what this run set (settings, statistics, level, speed). No game open. */
void driver_restart_home(void);

void frame(void);
void frames(int n);
/* A computer player (or the hint) is being thought over on the table's worker thread. */
bool ai_thinking(void);
/* Runs frames until cond holds (giving the AI a moment when it is busy); whether it came. */
bool run_until(bool (*cond)(void), int max_frames);
const layout_t *L(void);
const char *top_name(void);
play_t *play(void);
bool start_game(const rules_t *rules, uint64_t seed);
/* The game of the table played to its end at once (no animation): every seat by the computer. */
void play_to_end(void);
/* The computer plays South too, fast, until the hand's summary shows; whether it came. */
bool autoplay_to_summary(void);
/* South plays the hand as a careless person would, through the table as the person does (the three
 * lowest passed, the highest legal card played), fast, to the summary: the coach keeps its decisions.
 * False if the summary never came. */
bool careless_to_summary(void);
/* Frames, a little real time apart, until the coach has rated hand `hand` (it thinks on the worker in
 * real time, a minute at most). */
bool wait_for_coach(int hand);
void to_window(float lx, float ly, int *wx, int *wy);
void push_mouse(Uint32 type, int x, int y);
void click(float lx, float ly);
void click_rect(rectf_t r);
const ui_button_t *find_control(const char *label, int id);
const ui_button_t *control(const char *label);
const ui_button_t *control_id(int id);
void click_control(const char *label);
void click_control_id(int id);
void key(SDL_Keycode k);
/* A key with modifiers held (KMOD_SHIFT: Shift+Tab). */
void key_mod(SDL_Keycode k, Uint16 mod);
/* The top screen's control with the keyboard's focus (scene_focused), or NULL. */
const ui_button_t *focused(void);
void type_text(const char *s);
void redraw(void);
SDL_Color pixel(float lx, float ly);
void screenshot(const char *name);
bool is_white(SDL_Color c);
bool is_felt(SDL_Color c);
void south_card_center(card_t c, float *x, float *y);
void click_south_card(card_t c);
bool c_pass_mode(void);
bool c_passes_shown(void);
bool c_south_turn(void);
bool c_not_south_turn(void);
bool c_watched_settled(void);
bool c_summary(void);
bool c_result(void);
bool c_trick_card_landed(void);
/* An Omnibus game (seed 1421) played by clicks to South's question how to score its moon, the computer
 * players not claiming (table_computer_claims); whether it was asked. */
bool drive_to_moon_choice(void);

#endif
