/* The overlays' shared frame (panel.h). */
#include "scenes/panel.h"

#include <stdio.h>

#include "hearts/intl.h"
#include "platform/app.h"
#include "scenes/home.h"

#define PANEL_RADIUS   22
#define PANEL_MARGIN   36 /* between a side of the panel and a button at its foot */
#define PANEL_FOOT_H   46
#define PANEL_FOOT_GAP 20 /* between a button's bottom and the panel's */

rectf_t panel_centred(const gfx_t *g, float w, float h)
{
    return rectf(g->layout.lw / 2 - w / 2, g->layout.lh / 2 - h / 2, w, h);
}

rectf_t panel_foot(rectf_t p, int align, float w)
{
    float x;
    if (align == UI_RIGHT) {
        x = p.x + p.w - PANEL_MARGIN - w;
    } else if (align == UI_CENTER) {
        x = p.x + p.w / 2 - w / 2;
    } else {
        x = p.x + PANEL_MARGIN;
    }
    return rectf(x, p.y + p.h - PANEL_FOOT_GAP - PANEL_FOOT_H, w, PANEL_FOOT_H);
}

void panel_draw(gfx_t *g, rectf_t p, float dim)
{
    if (dim > 0) {
        ui_dim(g, dim);
    }
    ui_panel(g, p, PANEL_RADIUS, UI_PANEL, UI_PANEL_EDGE);
}

void panel_close_init(ui_button_t *b, int id)
{
    ui_button_init(b, id, N_("Close"), BUTTON_PRIMARY);
    b->focus = true;
    ui_button_key(b, "Esc");
}

void panel_press_close(scene_t *s, int id)
{
    (void)id;
    scene_pop(&s->home->app->scenes);
}

bool panel_close_key(const SDL_Event *ev)
{
    return ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_ESCAPE || ev->key.keysym.sym == SDLK_RETURN);
}
