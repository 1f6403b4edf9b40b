/* A seat's plate (plate.h): drawn the same on the table and in the game viewer. */
#include "scenes/plate.h"

#include <stdio.h>

#include "hearts/intl.h"
#include "platform/look.h"
#include "platform/ui.h"
#include "scenes/words.h"

/* The total's size on a plate: its size in large print too (platform/look.h): larger, it would meet the
 * line under it */
static float total_pt(void)
{
    return look_usual_pt(22);
}

/* On every opponent's plate or on none: the level shown beside the name where it fits beside the
 * longest name and a two-digit total (a third digit shrinks it) */
bool plate_level_beside(gfx_t *g, float w, int players, const char *level)
{
    float longest = 0;
    for (int s = SEAT_W; s < players; s++) {
        float nw = ui_text_width(g, FONT_BOLD, 18, words_seat(s, players));
        longest = nw > longest ? nw : longest;
    }
    float room = w - 28 - ui_text_width(g, FONT_BOLD, total_pt(), "88") - 8 - longest - 6;
    return ui_text_width(g, FONT_REGULAR, ui_fit_pt(g, FONT_REGULAR, 12, 11, room, level), level) <= room;
}

float plate_height_opponent(gfx_t *g, float w, int players)
{
    bool line = w < 222.0f; /* narrowed (plate_width): no level fits beside the name */
    /* the levels a game may have (New game and Options offer easy to expert): every game's table alike */
    for (int level = AI_EASY; level <= AI_EXPERT && !line; level++) {
        line = !plate_level_beside(g, w, players, words_level((ai_level_t)level));
    }
    return line ? PLATE_SIZE_H + PLATE_LEVEL_H : PLATE_SIZE_H;
}

void plate_draw(gfx_t *g, rectf_t r, int seat, int players, int total, int taken, const char *level, bool turn)
{
    if (turn) {
        ui_round(g, rectf_inset(r, -3), 15, ui_alpha(UI_GOLD, 0.9f));
    }
    ui_shadow(g, (rectf_t){r.x + 2, r.y + 4, r.w - 4, r.h - 2}, 10, 0.35f);
    ui_round(g, r, 12, look_contrast() ? LOOK_HC_EDGE : UI_PLATE); /* high contrast: black in a white edge */
    if (look_contrast()) {
        ui_round(g, rectf_inset(r, ui_edge_width(g)), 12 - ui_edge_width(g), LOOK_HC_PANEL);
    }
    static const char *const plates[SEAT_KINDS] = {"your plate",       "Left's plate",
                                                   "Across's plate",   "Right's plate",
                                                   "Far left's plate", "Far right's plate"}; /* for the checker */
    rectf_t box = turn ? rectf_inset(r, -3) : r;
    if (turn && seat == SEAT_S) {
        box.y -= 26; /* the YOUR TURN tab on its top edge belongs to it */
        box.h += 26;
    }
    ui_box(g, box, plates[words_seat_kind(seat, players)], 0);
    const char *name = words_seat(seat, players);
    char total_s[16];
    snprintf(total_s, sizeof total_s, "%s", words_int(total));
    float tw = ui_text(g, FONT_BOLD, total_pt(), UI_GOLD, r.x + r.w - 14, r.y + 5, UI_RIGHT, total_s);
    float room = r.w - 28 - tw - 8; /* the name and the level, left of the total */
    float nw = ui_text_fit(g, FONT_BOLD, 18, 12, UI_CREAM, rectf(r.x + 14, r.y + 6, room, 26), UI_LEFT, name);
    bool level_line = r.h >= PLATE_SIZE_H + PLATE_LEVEL_H; /* a line of its own for the level */
    if (seat != SEAT_S && level && level_line) {
        ui_text_fit(g, FONT_REGULAR, 12, 11, UI_MUTED, rectf(r.x + 14, r.y + 34, r.w - 28, PLATE_LEVEL_H - 4), UI_LEFT,
                    level);
    } else if (seat != SEAT_S && level && plate_level_beside(g, r.w, players, level)) {
        /* the opponents' level beside the name, where it fits (plate_height_opponent gives the plates
         * a line for it where it does not) */
        ui_text_fit(g, FONT_REGULAR, 12, 11, UI_MUTED, rectf(r.x + 20 + nw, r.y + 10, room - nw - 6, 20), UI_LEFT,
                    level);
    }
    char line[64];
    /* TRANSLATORS: on a player's plate: the points taken in this hand (the jack of diamonds can make
     * it negative). Keep it short: a small window gives the plate about 20 letters. */
    snprintf(line, sizeof line, _("this hand: %s"), words_int(taken));
    SDL_Color c = taken > 0 ? (SDL_Color){255, 170, 160, 255} : UI_MUTED;
    if (taken < 0) {
        c = (SDL_Color){150, 220, 170, 255};
    }
    float pad = r.w > 176 ? 12 : 14; /* a plate widened for 12 pixels: the line has it all */
    /* the last line: under the name, or under the level's line */
    ui_text_fit(g, FONT_REGULAR, 14, 11, c, rectf(r.x + pad, r.y + r.h - 26, r.w - 2 * pad, 20), UI_LEFT, line);
}

play_place_t play_seat_place(int seat, int players)
{
    if (seat == SEAT_S) {
        return PLACE_S;
    }
    if (seat == SEAT_W) {
        return PLACE_W;
    }
    if (seat == seat_right(players)) {
        return PLACE_E;
    }
    if (players == 5) {
        return seat == 2 ? PLACE_NW : PLACE_NE;
    }
    return PLACE_N;
}
