/* The end of a hand: the points each seat took, a moon or sun, what the hand adds, the totals and the
 * score sheet. Drawn over the table (whose clock keeps running in the header). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "scenes.h"
#include "ui.h"

typedef struct {
    hand_score_t score;
    cardset_t taken[4];
    int hand;
    double shown_at;
    ui_button_t next;
} summary_t;

static rectf_t panel(app_t *app)
{
    /* from just under the header, over the plates (their numbers are in the panel) */
    float h = app->layout.lh - 84;
    if (h > 640) {
        h = 640;
    }
    return rectf(app->layout.lw / 2 - 380, 68, 760, h);
}

static void go_on(app_t *app)
{
    session_t *s = app->session;
    if (!s) {
        scene_replace_all(app, scene_title_new(app));
        return;
    }
    if (s->over) {
        scene_replace_all(app, scene_result_new(app));
        return;
    }
    if (game_phase(s->game) == PHASE_HAND_OVER) {
        game_next_hand(s->game);
        session_pump(s);
    }
    scene_pop(app);
}

static void event(app_t *app, scene_t *sc, const SDL_Event *ev)
{
    summary_t *m = sc->data;
    rectf_t r = panel(app);
    m->next.r = rectf(r.x + r.w - 36 - 220, r.y + r.h - 68, 220, 50);
    int id = ui_buttons_event(app, &m->next, 1, ev);
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER) {
            id = 1;
        } else if (k == SDLK_ESCAPE) {
            scene_push(app, overlay_pause_new(app));
        }
    }
    if (id == 1) {
        go_on(app);
    }
}

static void draw(app_t *app, scene_t *sc, double t)
{
    (void)t;
    summary_t *m = sc->data;
    session_t *s = app->session;
    if (!s) {
        return;
    }
    ui_dim(app, 0.45f);
    rectf_t r = panel(app);
    ui_panel(app, r, 22, UI_PANEL, UI_PANEL_EDGE);
    ui_textf(app, FONT_BOLD, 30, UI_CREAM, r.x + 36, r.y + 22, UI_LEFT, "Hand %d", m->hand);
    const hand_score_t *sc_ = &m->score;
    char line[160] = "";
    if (sc_->sun >= 0) {
        snprintf(line, sizeof line, "%s shot the sun: +39 to each of the others", sc_->sun == SEAT_S ? "You" : seat_name(sc_->sun));
    } else if (sc_->moon >= 0) {
        snprintf(line, sizeof line, "%s shot the moon: %s", sc_->moon == SEAT_S ? "You" : seat_name(sc_->moon),
                 sc_->moon_choice == MOON_CHOICE_SUBTRACT ? "26 off the shooter's score" : "+26 to each of the others");
    }
    if (line[0]) {
        ui_text(app, FONT_BOLD, 17, UI_GOLD, r.x + 200, r.y + 34, UI_LEFT, line);
    }
    /* the hand in four columns */
    static const char *const names[4] = {"You", "Left", "Across", "Right"};
    float cw = (r.w - 72) / 4, y = r.y + 80;
    for (int seat = 0; seat < 4; seat++) {
        float x = r.x + 36 + seat * cw;
        rectf_t box = rectf(x + 4, y, cw - 8, 128);
        bool shot = sc_->moon == seat || sc_->sun == seat;
        ui_round(app, box, 12, shot ? (SDL_Color){238, 190, 80, 60} : (SDL_Color){0, 0, 0, 70});
        ui_text(app, FONT_BOLD, 18, UI_CREAM, box.x + box.w / 2, box.y + 10, UI_CENTER, names[seat]);
        ui_textf(app, FONT_BOLD, 34, sc_->score[seat] > 0 ? (SDL_Color){255, 170, 160, 255} : UI_CREAM,
                 box.x + box.w / 2, box.y + 34, UI_CENTER, "%+d", sc_->score[seat]);
        /* what was taken: the hearts, the queen, the jack */
        char took[64] = "";
        int hearts = cardset_count(m->taken[seat] & CARDSET_HEARTS);
        if (hearts) {
            snprintf(took, sizeof took, "\xe2\x99\xa5 \xc3\x97%d", hearts);
        }
        if (cardset_has(m->taken[seat], CARD_QS)) {
            strncat(took, took[0] ? "   Q\xe2\x99\xa0" : "Q\xe2\x99\xa0", sizeof took - strlen(took) - 1);
        }
        if (game_rules(s->game)->jack_of_diamonds && cardset_has(m->taken[seat], CARD_JD)) {
            strncat(took, took[0] ? "   J\xe2\x99\xa6" : "J\xe2\x99\xa6", sizeof took - strlen(took) - 1);
        }
        ui_text(app, FONT_BOLD, 15, took[0] ? (SDL_Color){240, 120, 110, 255} : UI_MUTED, box.x + box.w / 2, box.y + 80,
                UI_CENTER, took[0] ? took : "no points");
        ui_textf(app, FONT_REGULAR, 14, UI_MUTED, box.x + box.w / 2, box.y + 102, UI_CENTER, "total %d", sc_->totals[seat]);
    }
    float sheet_y = y + 146;
    scores_draw_sheet(app, rectf(r.x + 36, sheet_y, r.w - 72, r.y + r.h - 84 - sheet_y), m->hand);
    const rules_t *ru = game_rules(s->game);
    if (s->over) {
        snprintf(line, sizeof line, "%s", s->end.reason == END_TARGET ? "The game is over." : "The game has ended.");
    } else {
        snprintf(line, sizeof line, "The game ends when a total reaches %d.", ru->target);
    }
    ui_text(app, FONT_REGULAR, 15, UI_MUTED, r.x + 36, r.y + r.h - 43, UI_LEFT | UI_MIDDLE, line);
    m->next.r = rectf(r.x + r.w - 36 - 220, r.y + r.h - 68, 220, 50);
    snprintf(m->next.label, sizeof m->next.label, "%s", s->over ? "See the result" : "Next hand");
    ui_button_draw(app, &m->next);
}

static void leave(app_t *app, scene_t *s)
{
    (void)app;
    free(s->data);
}

/* --autoplay: nobody clicks, so the summary moves on by itself after a moment. */
static double autoplay_left(app_t *app, const summary_t *m)
{
    double shown = 2500.0 / app->speed;
    return m->shown_at + (shown < 400 ? 400 : shown) - app_now_ms(app);
}

static void update(app_t *app, scene_t *sc, double dt)
{
    (void)dt;
    summary_t *m = sc->data;
    if (app->session && app->session->autoplay && autoplay_left(app, m) <= 0) {
        go_on(app);
    }
}

static double idle_ms(app_t *app, scene_t *sc)
{
    summary_t *m = sc->data;
    if (app->session && app->session->autoplay) {
        double left = autoplay_left(app, m);
        return left > 0 ? left : 0;
    }
    return SCENE_IDLE;
}

scene_t *scene_summary_new(app_t *app, const hand_score_t *score, int hand, const cardset_t taken[4])
{
    scene_t *s = scene_new(SCENE_SUMMARY, "summary");
    summary_t *m = calloc(1, sizeof *m);
    if (!m) {
        free(s);
        return NULL;
    }
    m->score = *score;
    memcpy(m->taken, taken, sizeof m->taken);
    m->hand = hand;
    m->shown_at = app_now_ms(app);
    ui_button_init(&m->next, 1, "Next hand", BUTTON_PRIMARY);
    s->data = m;
    s->draw_below = true;
    s->event = event;
    s->draw = draw;
    s->update = update;
    s->idle_ms = idle_ms;
    s->leave = leave;
    return s;
}
