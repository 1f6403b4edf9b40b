#include "platform/ui.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/courts.h"
#include "platform/gfx.h"
#include "platform/look.h"

const char *ui_suit_symbol(int suit)
{
    static const char *const sym[4] = {"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa0", "\xe2\x99\xa5"};
    return sym[suit & 3];
}

const char *ui_card_label(card_t c, char *buf, size_t len)
{
    static const char *const ranks[9] = {"2", "3", "4", "5", "6", "7", "8", "9", "10"};
    int r = card_rank(c);
    const char *rank;
    switch (r) {
    /* the letters the faces show (courts.h): the language's when its court cards are there */
    case RANK_J:
    case RANK_Q:
    case RANK_K:
        rank = courts_letter(r - RANK_J);
        break;
    case RANK_A:
        /* TRANSLATORS: the letter of the ace as your players write it in a card's name ("A♠"); the
           cards show A whatever it is. */
        rank = C_("card rank", "A");
        break;
    default:
        rank = ranks[r >= 0 && r < 9 ? r : 0];
        break;
    }
    snprintf(buf, len, "%s%s", rank, ui_suit_symbol(card_suit(c)));
    return buf;
}

SDL_Color ui_alpha(SDL_Color c, float a)
{
    float v = c.a * a;
    c.a = (Uint8)(v < 0 ? 0 : v > 255 ? 255 : v);
    return c;
}

SDL_Color ui_mix(SDL_Color a, SDL_Color b, float t)
{
    SDL_Color c;
    c.r = (Uint8)(a.r + (b.r - a.r) * t);
    c.g = (Uint8)(a.g + (b.g - a.g) * t);
    c.b = (Uint8)(a.b + (b.b - a.b) * t);
    c.a = (Uint8)(a.a + (b.a - a.a) * t);
    return c;
}

static int font_px(const gfx_t *g, float pt)
{
    /* never smaller than a person can read, however small the window */
    /* large print (platform/look.h): every size a step larger, up to LOOK_LARGE_UP_TO (a title or a
     * score already that large stays as it is) */
    float big = pt * look_text_scale();
    if (big > pt && big > LOOK_LARGE_UP_TO) {
        big = pt > LOOK_LARGE_UP_TO ? pt : LOOK_LARGE_UP_TO;
    }
    int px = (int)lroundf(big * g->layout.scale);
    return px < UI_CHECK_MIN_PX ? UI_CHECK_MIN_PX : px;
}

float ui_text_width(gfx_t *g, font_style_t f, float pt, const char *s)
{
    int w, h;
    text_get(g->text, f, font_px(g, pt), s, &w, &h);
    return (float)w / g->layout.scale;
}

/* Draws s aligned at (x, y); returns its box in logical units (zero-sized for an empty string). */
static rectf_t draw_text(gfx_t *g, font_style_t f, int px, SDL_Color c, float x, float y, int align, const char *s)
{
    int w, h;
    SDL_Texture *t = text_get(g->text, f, px, s, &w, &h);
    if (!t) {
        return rectf(x, y, 0, 0);
    }
    float scale = g->layout.scale;
    float lw = (float)w / scale, lh = (float)h / scale;
    if ((align & 3) == UI_CENTER) {
        x -= lw / 2;
    } else if ((align & 3) == UI_RIGHT) {
        x -= lw;
    }
    if (align & UI_MIDDLE) {
        y -= lh / 2;
    } else if (align & UI_BOTTOM) {
        y -= lh;
    }
    SDL_Rect d = {(int)lroundf(x * scale), (int)lroundf(y * scale), w, h};
    c = look_ink(c); /* high contrast: strong words */
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(g->renderer, t, NULL, &d);
    return rectf(x, y, lw, lh);
}

/* ui_text without rule 6 of the checker (a line of a wrapped text, checked whole). */
static float text_line(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *s)
{
    int px = font_px(g, pt);
    rectf_t r = draw_text(g, f, px, c, x, y, align, s);
    if (g->check && r.w > 0) {
        ui_check_label(g->check, r, px, s);
    }
    return r.w;
}

float ui_text(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *s)
{
    if (g->check) {
        ui_check_text(g->check, s);
    }
    return text_line(g, f, pt, c, x, y, align, s);
}

float ui_fit_pt(gfx_t *g, font_style_t f, float pt, float min_pt, float width, const char *s)
{
    float w = ui_text_width(g, f, pt, s);
    if (w > width && w > 0) {
        float fit = pt * width / w;
        pt = fit < min_pt ? min_pt : fit;
        /* sizes round to whole pixels: step down until it truly fits (or the floor is reached) */
        while (pt > min_pt && ui_text_width(g, f, pt, s) > width) {
            pt -= 0.5f;
        }
    }
    return pt;
}

float ui_text_fit(gfx_t *g, font_style_t f, float pt, float min_pt, SDL_Color c, rectf_t box, int align, const char *s)
{
    pt = ui_fit_pt(g, f, pt, min_pt, box.w, s);
    float x = (align & 3) == UI_CENTER ? box.x + box.w / 2 : (align & 3) == UI_RIGHT ? box.x + box.w : box.x;
    return ui_text(g, f, pt, c, x, box.y + box.h / 2, (align & 3) | UI_MIDDLE, s);
}

float ui_text_box(gfx_t *g, font_style_t f, float pt, float min_pt, SDL_Color c, rectf_t box, int align, float line_h,
                  const char *s)
{
    float fit = ui_fit_pt(g, f, pt, min_pt, box.w, s);
    if (ui_text_width(g, f, fit, s) <= box.w || ui_text_lines(g, f, min_pt, box.w, s) < 2) {
        ui_text_fit(g, f, pt, min_pt, c, box, align, s);
        return 1;
    }
    /* too long for one line even at min_pt: lines at min_pt, centred in the box's height */
    int lines = ui_text_lines(g, f, min_pt, box.w, s);
    float used = ui_line_height(g, min_pt, line_h) * (float)lines;
    float top = box.y + (box.h - used) / 2;
    ui_text_wrapped(g, f, min_pt, c, rectf(box.x, top, box.w, used), align, line_h, s);
    return (float)lines;
}

/* The longest run of whole words from p that fits width, copied into line; returns how far the
 * next line starts. A word longer than the width goes on a line of its own. */
static size_t next_line(gfx_t *g, font_style_t f, float pt, float width, const char *p, char *line, size_t cap)
{
    size_t best = 0;
    for (size_t end = 0;;) {
        while (p[end] == ' ') {
            end++;
        }
        while (p[end] && p[end] != ' ' && p[end] != '\n') {
            end++;
        }
        if (end >= cap) {
            break;
        }
        memcpy(line, p, end);
        line[end] = 0;
        if (best > 0 && ui_text_width(g, f, pt, line) > width) {
            break;
        }
        best = end;
        if (!p[end] || p[end] == '\n') {
            break;
        }
    }
    while (best == 0 && p[best] && p[best] != '\n' && best + 1 < cap) {
        best++;
    }
    memcpy(line, p, best);
    line[best] = 0;
    size_t next = best;
    while (p[next] == ' ') {
        next++;
    }
    return p[next] == '\n' ? next + 1 : next;
}

float ui_line_height(const gfx_t *g, float pt, float line_h)
{
    /* never closer than the font's own height: text is never drawn under UI_CHECK_MIN_PX pixels, which
     * in a small window is more than the size asked for */
    float least = (float)font_px(g, pt) * 1.17f / g->layout.scale;
    return line_h < least ? least : line_h;
}

float ui_text_wrapped(gfx_t *g, font_style_t f, float pt, SDL_Color c, rectf_t box, int align, float line_h,
                      const char *s)
{
    char line[512];
    float y = box.y;
    float x = (align & 3) == UI_CENTER ? box.x + box.w / 2 : (align & 3) == UI_RIGHT ? box.x + box.w : box.x;
    if (g->check) {
        ui_check_text(g->check, s);
    }
    line_h = ui_line_height(g, pt, line_h);
    for (const char *p = s; *p; y += line_h) {
        p += next_line(g, f, pt, box.w, p, line, sizeof line);
        text_line(g, f, pt, c, x, y, align & 3, line);
    }
    return y - box.y;
}

int ui_text_lines(gfx_t *g, font_style_t f, float pt, float width, const char *s)
{
    char line[512];
    int lines = 0;
    for (const char *p = s; *p; lines++) {
        p += next_line(g, f, pt, width, p, line, sizeof line);
    }
    return lines;
}

void ui_box(gfx_t *g, rectf_t r, const char *what, int flags)
{
    if (g->check) {
        ui_check_element(g->check, r, what, flags);
    }
}

float ui_textf(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return ui_text(g, f, pt, c, x, y, align, buf);
}

float ui_text_shadowed(gfx_t *g, font_style_t f, float pt, SDL_Color c, float x, float y, int align, const char *s)
{
    float off = pt / 16.0f;
    draw_text(g, f, font_px(g, pt), (SDL_Color){0, 0, 0, (Uint8)(c.a * 0.45f)}, x + off * 0.6f, y + off, align, s);
    return ui_text(g, f, pt, c, x, y, align, s);
}

void ui_fill(gfx_t *g, rectf_t r, SDL_Color c)
{
    SDL_Rect p = layout_px(&g->layout, r);
    SDL_SetRenderDrawBlendMode(g->renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(g->renderer, &p);
}

/* A rounded rectangle's pixels: its radius, and the three rectangles that fill it between the four
 * quarter discs of its corners (the middle band, then the bands above and below it). 0 for a radius
 * under a pixel: then it is one rectangle, out[0]. */
static int round_px(gfx_t *g, rectf_t r, float radius, SDL_Rect out[3])
{
    SDL_Rect p = layout_px(&g->layout, r);
    int rad = layout_px_len(&g->layout, radius);
    if (rad * 2 > p.w) {
        rad = p.w / 2;
    }
    if (rad * 2 > p.h) {
        rad = p.h / 2;
    }
    if (rad < 1) {
        out[0] = p;
        return 0;
    }
    out[0] = (SDL_Rect){p.x, p.y + rad, p.w, p.h - 2 * rad};
    out[1] = (SDL_Rect){p.x + rad, p.y, p.w - 2 * rad, rad};
    out[2] = (SDL_Rect){p.x + rad, p.y + p.h - rad, p.w - 2 * rad, rad};
    return rad;
}

/* Rounded rectangle: four quarter discs for the corners and three rectangles. Pixel-exact so that
 * the pieces never overlap (overlaps would show as darker seams on translucent fills). Nothing is
 * drawn inside the holes (pixels that something opaque drawn next covers): the same picture, less to
 * blend. */
static void round_except(gfx_t *g, rectf_t r, float radius, SDL_Color c, const SDL_Rect *holes, int nholes)
{
    SDL_Renderer *ren = g->renderer;
    SDL_Rect f[3];
    int rad = round_px(g, r, radius, f);
    SDL_SetRenderDrawBlendMode(ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(ren, c.r, c.g, c.b, c.a);
    gfx_fill_except(g, f, rad < 1 ? 1 : 3, holes, nholes);
    if (rad < 1) {
        return;
    }
    SDL_Texture *disc = g->assets->disc;
    int R = g->assets->disc_r;
    SDL_SetTextureColorMod(disc, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(disc, c.a);
    int x0 = f[0].x, x1 = f[0].x + f[0].w - rad, y0 = f[1].y, y1 = f[2].y;
    SDL_Rect src[4] = {{0, 0, R, R}, {R, 0, R, R}, {0, R, R, R}, {R, R, R, R}};
    SDL_Rect dst[4] = {{x0, y0, rad, rad}, {x1, y0, rad, rad}, {x0, y1, rad, rad}, {x1, y1, rad, rad}};
    for (int i = 0; i < 4; i++) {
        gfx_copy(g, disc, &src[i], &dst[i]);
    }
}

void ui_round(gfx_t *g, rectf_t r, float radius, SDL_Color c)
{
    round_except(g, r, radius, c, NULL, 0);
}

/* The pixels a rounded rectangle of an opaque colour surely covers (its three rectangles); 0 if it is
 * not opaque. */
static int opaque_px(gfx_t *g, rectf_t r, float radius, SDL_Color c, SDL_Rect out[3])
{
    if (c.a != 255) {
        return 0;
    }
    return round_px(g, r, radius, out) < 1 ? 1 : 3;
}

/* A soft shadow, nothing of it inside the holes (see round_except). */
static void shadow_except(gfx_t *g, rectf_t r, float spread, float alpha, const SDL_Rect *holes, int nholes)
{
    SDL_Renderer *ren = g->renderer;
    SDL_Texture *soft = g->assets->soft;
    int R = g->assets->soft_r, D = 2 * R + 2;
    SDL_Rect p = layout_px(&g->layout, r);
    int s = layout_px_len(&g->layout, spread);
    if (s < 2) {
        s = 2;
    }
    /* The shadow extends s pixels around the rectangle; its inner part is solid. */
    SDL_Rect o = {p.x - s, p.y - s, p.w + 2 * s, p.h + 2 * s};
    SDL_SetTextureColorMod(soft, 0, 0, 0);
    SDL_SetTextureAlphaMod(soft, (Uint8)(alpha * 255));
    int c = 2 * s; /* corner size in pixels */
    if (c * 2 > o.w) {
        c = o.w / 2;
    }
    if (c * 2 > o.h) {
        c = o.h / 2;
    }
    int sx[4] = {0, R, R + 2, D};
    int dx[4] = {o.x, o.x + c, o.x + o.w - c, o.x + o.w};
    int dy[4] = {o.y, o.y + c, o.y + o.h - c, o.y + o.h};
    for (int j = 0; j < 3; j++) {
        for (int i = 0; i < 3; i++) {
            SDL_Rect src = {sx[i], sx[j], sx[i + 1] - sx[i], sx[j + 1] - sx[j]};
            SDL_Rect dst = {dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j]};
            if (dst.w <= 0 || dst.h <= 0) {
                continue;
            }
            if (i == 1 && j == 1) {
                /* the solid middle: black at the shadow's alpha, the very pixels the soft square's
                 * opaque middle makes, without scaling it */
                SDL_SetRenderDrawBlendMode(ren, SDL_BLENDMODE_BLEND);
                SDL_SetRenderDrawColor(ren, 0, 0, 0, (Uint8)(alpha * 255));
                gfx_fill_except(g, &dst, 1, holes, nholes);
            } else {
                gfx_copy(g, soft, &src, &dst);
            }
        }
    }
}

void ui_shadow(gfx_t *g, rectf_t r, float spread, float alpha)
{
    shadow_except(g, r, spread, alpha, NULL, 0);
}

float ui_edge_width(const gfx_t *g)
{
    /* high contrast's white edges at least a pixel and a half wide: 1.5 units is under a pixel in a small
     * window, where the fill inside, rounded to pixels, left an edge dotted or a side without one */
    float px = 1.5f / (g->layout.scale > 0 ? g->layout.scale : 1);
    return look_contrast() && px > 1.5f ? px : 1.5f;
}

void ui_panel(gfx_t *g, rectf_t r, float radius, SDL_Color fill, SDL_Color border)
{
    if (look_contrast() && fill.a >= 200) {
        fill = (SDL_Color){0, 0, 0, 255}; /* high contrast: black with a white edge */
        border = LOOK_HC_EDGE;
    }
    ui_box(g, r, "a panel", fill.a >= 200 ? UI_ELEM_OPAQUE : 0);
    /* the inside, opaque where there is a border, hides what is drawn under it */
    float ew = ui_edge_width(g);
    rectf_t in = border.a ? rectf_inset(r, ew) : r;
    float in_rad = border.a ? radius - ew : radius;
    SDL_Color in_c = border.a ? (SDL_Color){fill.r, fill.g, fill.b, 255} : fill;
    SDL_Rect hide[3];
    int nhide = opaque_px(g, in, in_rad, in_c, hide);
    shadow_except(g, (rectf_t){r.x + 2, r.y + 6, r.w - 4, r.h - 4}, 18, 0.45f, hide, nhide);
    if (border.a) {
        round_except(g, r, radius, border, hide, nhide);
        /* opaque inside, or the border would show through a translucent fill */
        ui_round(g, in, in_rad, in_c);
    } else {
        ui_round(g, r, radius, fill);
    }
}

void ui_dim(gfx_t *g, float alpha)
{
    ui_fill(g, rectf(0, 0, g->layout.lw, g->layout.lh), (SDL_Color){4, 12, 8, (Uint8)(alpha * 255)});
}

/* ---- Buttons ---- */

float ui_button_corner(const ui_button_t *b)
{
    if (b->corner > 0) {
        return b->corner;
    }
    return b->r.h / 2 < 14 ? b->r.h / 2 : 14;
}

void ui_button_init(ui_button_t *b, int id, const char *label, button_style_t style)
{
    memset(b, 0, sizeof *b);
    b->id = id;
    b->style = style;
    b->enabled = true;
    snprintf(b->label, sizeof b->label, "%s", label);
}

/* A key's name as the Rules page writes it: a letter is the catalogue's C_("key", ...) (the same key in
 * every language), Escape the language's keyboards' "Esc". */
static const char *key_name(const char *key)
{
    if (strcmp(key, "Esc") == 0) {
        return _("Esc");
    }
#if HEARTS_NLS
    char ctx[16];
    snprintf(ctx, sizeof ctx, "key\004%s", key);
    const char *t = dgettext(HEARTS_TEXT_DOMAIN, ctx);
    if (t != ctx) {
        return t;
    }
#endif
    return key;
}

/* The cap of the key that presses b, at the right end of r (inside its padding). */
static rectf_t key_cap_rect(gfx_t *g, const ui_button_t *b, rectf_t r, float padx)
{
    float pt = 11, px = 1.0f / (g->layout.scale > 0 ? g->layout.scale : 1);
    float text_h = (float)font_px(g, pt) / g->layout.scale; /* never under the smallest text read */
    float h = r.h - 12 < 18 ? r.h - 12 : 18;
    /* at least 3 pixels round its letters: in a small window they are as large as the label's (both
     * at the smallest size), and a cap hugging them read as a second word (800x450's Back Esc) */
    float least = text_h + 6 * px < r.h - 6 ? text_h + 6 * px : r.h - 6;
    h = h < least ? least : h;
    float pad = text_h * 0.6f + 2 > 8 * px ? text_h * 0.6f + 2 : 8 * px;
    float w = ui_text_width(g, FONT_BOLD, pt, key_name(b->key)) + pad;
    w = w < h ? h : w;
    return rectf(r.x + r.w - padx * 0.6f - w, r.y + (r.h - h) / 2, w, h);
}

/* The width the cap and its gap of 6 pixels as drawn take from the label's room. */
static float key_cap_need(gfx_t *g, const ui_button_t *b, rectf_t r, float padx)
{
    float gap = 6.0f / (g->layout.scale < 1 && g->layout.scale > 0 ? g->layout.scale : 1) + 1;
    return key_cap_rect(g, b, r, padx).w + gap - padx * 0.4f;
}

/* The width the key's cap takes from the label: 0 when b has no key, or when its label (at pt, or as
 * small as it may be drawn) would not fit beside the cap with a gap of at least 6 pixels as drawn (a
 * long word in a small window needs the whole button: the key is still told on the Rules page). */
static float key_cap_room(gfx_t *g, const ui_button_t *b, rectf_t r, float padx, float pt)
{
    if (!b->key[0]) {
        return 0;
    }
    float room = key_cap_need(g, b, r, padx);
    float width = r.w - 2 * padx - room;
    const char *label = _(b->label);
    float fit = ui_fit_pt(g, FONT_BOLD, pt, pt * 0.7f, width, label);
    return ui_text_width(g, FONT_BOLD, fit, label) <= width ? room : 0;
}

void ui_button_key_colours(const ui_button_t *b, SDL_Color *cap, SDL_Color *edge, SDL_Color *words)
{
    SDL_Color fill, text, outline;
    ui_button_colours(b, &fill, &text, &outline);
    /* a light cap under dark words, a dark one under light words: by the words as drawn (high contrast's
     * disabled default has light grey words, and its cap was gold: a blank cap) */
    SDL_Color ink = look_ink(text);
    bool dark_words = ink.r * 299 + ink.g * 587 + ink.b * 114 < 128 * 1000;
    *cap = dark_words ? UI_GOLD_LIGHT : look_contrast() ? (SDL_Color){0, 0, 0, 255} : (SDL_Color){20, 48, 34, 255};
    *edge = dark_words ? ui_alpha(UI_INK, 0.55f) : ui_alpha(text, 0.6f);
    *words = text;
}

/* The key that presses b, in a small cap at the right end of r; returns the width it takes from the
 * label. */
static float key_cap(gfx_t *g, const ui_button_t *b, rectf_t r, float padx, float pt)
{
    float room = key_cap_room(g, b, r, padx, pt);
    if (room <= 0) {
        return 0;
    }
    rectf_t c = key_cap_rect(g, b, r, padx);
    SDL_Color cap, edge, words;
    ui_button_key_colours(b, &cap, &edge, &words);
    ui_round(g, c, 4, edge);
    ui_round(g, rectf_inset(c, 1), 3, cap);
    text_line(g, FONT_BOLD, 11, words, c.x + c.w / 2, c.y + c.h / 2, UI_CENTER | UI_MIDDLE, key_name(b->key));
    return room;
}

void ui_button_key(ui_button_t *b, const char *key)
{
    size_t n = strlen(key);
    n = n < sizeof b->key - 1 ? n : sizeof b->key - 1;
    memcpy(b->key, key, n);
    b->key[n] = '\0';
}

static float button_padx(rectf_t r)
{
    return r.h / 3 < 14 ? r.h / 3 : 14;
}

/* The size a button's label is drawn at (its own size, or smaller to fit). */
static float button_pt(gfx_t *g, const ui_button_t *b)
{
    float pt = b->pt > 0 ? b->pt : 20;
    float padx = button_padx(b->r);
    return ui_fit_pt(g, FONT_BOLD, pt, pt * 0.7f, b->r.w - 2 * padx - key_cap_room(g, b, b->r, padx, pt), _(b->label));
}

float ui_button_width(gfx_t *g, const ui_button_t *b, float h)
{
    float pt = b->pt > 0 ? b->pt : 20;
    rectf_t r = rectf(0, 0, 0, h);
    float padx = button_padx(r);
    float w = 2 * padx + ui_text_width(g, FONT_BOLD, pt, _(b->label));
    if (b->key[0]) {
        w += key_cap_need(g, b, r, padx);
    }
    return ceilf(w) + 1; /* (text widths are whole pixels: a unit spare against rounding) */
}

void ui_button_colours(const ui_button_t *b, SDL_Color *fill_out, SDL_Color *text_out, SDL_Color *edge_out)
{
    SDL_Color fill, text, edge;
    bool hot = b->enabled && b->hover; /* the focus is the ring's (ui_focus_ring), not a fill's */
    switch (b->style) {
    case BUTTON_PRIMARY:
        fill = hot ? UI_GOLD_LIGHT : UI_GOLD;
        text = UI_INK;
        edge = (SDL_Color){120, 80, 20, 255};
        break;
    case BUTTON_SECONDARY:
        fill = hot ? (SDL_Color){58, 104, 78, 255} : (SDL_Color){34, 72, 52, 255};
        text = UI_CREAM;
        edge = hot ? (SDL_Color){150, 200, 160, 255} : (SDL_Color){96, 146, 112, 255};
        break;
    default:
        fill = hot ? (SDL_Color){255, 255, 255, 40} : (SDL_Color){0, 0, 0, 0};
        text = hot ? UI_WHITE : UI_CREAM_DIM;
        edge = (SDL_Color){0, 0, 0, 0};
        break;
    }
    if (look_contrast()) {
        look_button_colours(b->style == BUTTON_PRIMARY, hot, &fill, &edge);
    }
    if (!b->enabled && look_contrast()) {
        /* high contrast: dimmed by a grey edge and grey words, still read at 6:1 on a black fill */
        fill = (SDL_Color){20, 20, 20, 255};
        text = (SDL_Color){170, 170, 170, 255};
        edge = (SDL_Color){120, 120, 120, 255};
    } else if (!b->enabled) {
        fill = b->style == BUTTON_PRIMARY ? (SDL_Color){110, 110, 96, 200} : ui_alpha(fill, 0.5f);
        text = b->style == BUTTON_PRIMARY ? (SDL_Color){40, 40, 34, 255} : ui_alpha(text, 0.45f);
    }
    *fill_out = fill;
    *text_out = text;
    *edge_out = edge;
}

void ui_button_draw(gfx_t *g, const ui_button_t *b)
{
    if (b->hidden) {
        return;
    }
    rectf_t r = b->r;
    float rad = ui_button_corner(b);
    float pt = b->pt > 0 ? b->pt : 20;
    SDL_Color fill, text, edge;
    ui_button_colours(b, &fill, &text, &edge);
    bool hot = b->enabled && b->hover;
    float lift = (b->pressed && b->enabled) ? 1.5f : 0;
    r.y += lift;
    if (b->style != BUTTON_QUIET || look_contrast()) {
        SDL_Rect hide[3];
        float ew = ui_edge_width(g);
        int nhide = opaque_px(g, rectf_inset(r, ew), rad - ew, fill, hide);
        if (!lift) {
            shadow_except(g, (rectf_t){r.x + 3, r.y + 4, r.w - 6, r.h - 4}, 8, b->enabled ? 0.45f : 0.2f, hide, nhide);
        }
        round_except(g, r, rad, edge, hide, nhide);
        ui_round(g, rectf_inset(r, ew), rad - ew, fill);
        if (b->style == BUTTON_PRIMARY && b->enabled) {
            /* a sheen on the upper half */
            ui_round(g, (rectf_t){r.x + 3, r.y + 2.5f, r.w - 6, r.h * 0.42f}, rad - 3,
                     (SDL_Color){255, 255, 255, hot ? 60 : 40});
        }
    } else if (fill.a) {
        ui_round(g, r, rad, fill);
    }
    char what[96];
    snprintf(what, sizeof what, "the button \"%s\"", b->label);
    ui_box(g, b->r, what, UI_ELEM_CONTROL);
    float padx = button_padx(r);
    float cap = key_cap(g, b, r, padx, pt);
    ui_text_fit(g, FONT_BOLD, pt, pt * 0.7f, text, (rectf_t){r.x + padx, r.y, r.w - 2 * padx - cap, r.h}, UI_CENTER,
                _(b->label));
}

/* b and c share a size of words: shown, of one height and size asked, on one row or in one column. */
static bool one_size(const ui_button_t *b, const ui_button_t *c)
{
    bool row = c->r.y == b->r.y, column = c->r.x == b->r.x && c->r.w == b->r.w;
    return !b->hidden && !c->hidden && c->r.h == b->r.h && c->pt == b->pt && (row || column);
}

void ui_buttons_draw(gfx_t *g, ui_button_t *b, int n)
{
    /* one size of words along a row of buttons (or down a column of them) of one height and size: the
     * size the longest label needs, so that a long word (German, French) does not shrink alone; and
     * through a grid, row to column to row (New game's "3 players" took the size of its column and
     * "4 players" beside it that of its own: two sizes side by side) */
    enum { MOST = 128 }; /* more than any screen has */
    float pt[MOST];
    int m = n < MOST ? n : MOST;
    for (int i = 0; i < m; i++) {
        pt[i] = b[i].hidden ? 0 : button_pt(g, &b[i]);
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                if (pt[j] < pt[i] && one_size(&b[i], &b[j])) {
                    pt[i] = pt[j];
                    changed = true;
                }
            }
        }
    }
    for (int i = 0; i < n; i++) {
        ui_button_t one = b[i];
        one.pt = i < MOST && pt[i] > 0 ? pt[i] : button_pt(g, &b[i]);
        ui_button_draw(g, &one);
    }
}

int ui_buttons_event(gfx_t *g, ui_button_t *b, int n, const SDL_Event *ev)
{
    float x, y;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        layout_from_window(&g->layout, ev->motion.x, ev->motion.y, &x, &y);
        for (int i = 0; i < n; i++) {
            bool h = !b[i].hidden && rectf_contains(b[i].r, x, y);
            if (h != b[i].hover) {
                b[i].hover = h;
                g->dirty = true;
            }
        }
        return -1;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button != SDL_BUTTON_LEFT) {
            return -1;
        }
        layout_from_window(&g->layout, ev->button.x, ev->button.y, &x, &y);
        for (int i = 0; i < n; i++) {
            b[i].pressed = !b[i].hidden && b[i].enabled && rectf_contains(b[i].r, x, y);
            if (b[i].pressed) {
                g->dirty = true;
            }
        }
        return -1;
    case SDL_MOUSEBUTTONUP: {
        if (ev->button.button != SDL_BUTTON_LEFT) {
            return -1;
        }
        layout_from_window(&g->layout, ev->button.x, ev->button.y, &x, &y);
        int clicked = -1;
        for (int i = 0; i < n; i++) {
            if (b[i].pressed && !b[i].hidden && b[i].enabled && rectf_contains(b[i].r, x, y)) {
                clicked = b[i].id;
            }
            if (b[i].pressed) {
                g->dirty = true;
            }
            b[i].pressed = false;
        }
        if (clicked >= 0) {
            audio_play(g->audio, SND_CLICK);
            for (int i = 0; i < n; i++) {
                b[i].hover = false; /* what it opens covers it: no hover left lit when that closes */
            }
        }
        return clicked;
    }
    default:
        return -1;
    }
}

int ui_buttons_input(gfx_t *g, ui_button_t *b, int n, const SDL_Event *ev)
{
    return ui_buttons_event(g, b, n, ev);
}

/* The ring's widths in logical units: the bright band never under 3 pixels, its edges 1.5; gap is where
 * the ring begins, outside the control's edge. High contrast's band is twice as thick, the extra
 * inward (gap negative: over the control's own edge), so that the ring reaches no farther out than
 * the plain one, whose room the layouts keep: a thicker ring outside covered the neighbours' words
 * (Options' rows at 800x450, the title's line above Resume game). */
static void ring_widths(const gfx_t *g, float *gap, float *edge, float *band)
{
    float px = 1.0f / (g->layout.scale > 0 ? g->layout.scale : 1);
    *gap = 2;
    *edge = 1.5f * px > 1.5f ? 1.5f * px : 1.5f;
    *band = 3 * px > 3 ? 3 * px : 3;
    if (look_contrast()) {
        *gap -= *band;
        *band *= 2;
    }
}

float ui_focus_ring_mid(const gfx_t *g)
{
    float gap, edge, band;
    ring_widths(g, &gap, &edge, &band);
    return gap + edge + band / 2;
}

float ui_focus_ring_reach(const gfx_t *g)
{
    float gap, edge, band;
    ring_widths(g, &gap, &edge, &band);
    return gap + edge + band;
}

/* The focus ring round a control with corners of radius R, in pixels: a pixel at distance t outside
 * the control's rounded outline (beside a side, t from that side; in a corner, from the corner's arc)
 * takes the ring's colour for t (ring_at), so the corners follow the control's. The sides are rows
 * (or columns) of one colour, filled; the corners are points, grouped by colour. */
typedef struct {
    float a, e, b; /* the gap, an edge, the band, in pixels */
} ring_px_t;

/* The ring's colour at distance t (the alpha 0 when none): dark edge, bright band, dark edge, their
 * outer and inner rims softened over a pixel. The alpha in 8 steps, so the corners' points group. */
static SDL_Color ring_at(const ring_px_t *w, float t)
{
    float out = w->a + 2 * w->e + w->b;
    float in = t - w->a + 0.5f, over = out + 0.5f - t;
    float alpha = in < over ? in : over;
    alpha = alpha < 0 ? 0 : alpha > 1 ? 1 : alpha;
    SDL_Color c = t >= w->a + w->e && t < w->a + w->e + w->b ? UI_FOCUS : UI_FOCUS_EDGE;
    c.a = (Uint8)(lroundf(alpha * 8) * 255 / 8);
    return c;
}

static void ring_fill(gfx_t *g, SDL_Rect r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(g->renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(g->renderer, &r);
}

/* The four sides between the corners: a row (or column) of pixels a distance (k < 0: inside the
 * control, where a pixel of two sides takes the nearer's colour, drawn last). */
static void ring_sides(gfx_t *g, SDL_Rect p, int rad, const ring_px_t *w, int reach)
{
    int inward = w->a < 0 ? (int)ceilf(-w->a + 1) : 0;
    for (int k = -inward; k < reach; k++) {
        SDL_Color c = ring_at(w, k + 0.5f);
        if (c.a == 0) {
            continue;
        }
        int len_x = p.w - 2 * rad, len_y = p.h - 2 * rad;
        ring_fill(g, (SDL_Rect){p.x + rad, p.y - 1 - k, len_x, 1}, c);
        ring_fill(g, (SDL_Rect){p.x + rad, p.y + p.h + k, len_x, 1}, c);
        ring_fill(g, (SDL_Rect){p.x - 1 - k, p.y + rad, 1, len_y}, c);
        ring_fill(g, (SDL_Rect){p.x + p.w + k, p.y + rad, 1, len_y}, c);
    }
}

/* The four corners, point by point: for each of the ring's colours, the points of that colour. */
static void ring_corners(gfx_t *g, SDL_Rect p, int rad, const ring_px_t *w, int reach)
{
    int side = rad + reach; /* a corner's square, from the corner's centre outwards */
    SDL_Point *pts = SDL_malloc(sizeof *pts * (size_t)(4 * side * side));
    if (!pts) {
        return;
    }
    const int cx[4] = {p.x + rad, p.x + p.w - rad, p.x + rad, p.x + p.w - rad};
    const int cy[4] = {p.y + rad, p.y + rad, p.y + p.h - rad, p.y + p.h - rad};
    for (int level = 1; level <= 16; level++) { /* 8 alphas of the edge's colour, then of the band's */
        int n = 0;
        SDL_Color want = level <= 8 ? UI_FOCUS_EDGE : UI_FOCUS;
        want.a = (Uint8)(((level - 1) % 8 + 1) * 255 / 8);
        for (int i = 0; i < side * side; i++) {
            float dx = i % side + 0.5f, dy = i / side + 0.5f;
            SDL_Color c = ring_at(w, sqrtf(dx * dx + dy * dy) - rad);
            if (c.a != want.a || c.r != want.r) {
                continue;
            }
            int ox = i % side, oy = i / side;
            for (int k = 0; k < 4; k++) { /* the same point in each corner, mirrored */
                pts[n++] = (SDL_Point){k & 1 ? cx[k] + ox : cx[k] - 1 - ox, k & 2 ? cy[k] + oy : cy[k] - 1 - oy};
            }
        }
        if (n > 0) {
            SDL_SetRenderDrawBlendMode(g->renderer, want.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
            SDL_SetRenderDrawColor(g->renderer, want.r, want.g, want.b, want.a);
            SDL_RenderDrawPoints(g->renderer, pts, n);
        }
    }
    SDL_free(pts);
}

void ui_focus_ring_round(gfx_t *g, rectf_t r, float radius)
{
    float gap, edge, band, s = g->layout.scale;
    ring_widths(g, &gap, &edge, &band);
    ring_px_t w = {gap * s, edge * s, band * s};
    SDL_Rect p = layout_px(&g->layout, r);
    int half = (p.w < p.h ? p.w : p.h) / 2;
    int rad = layout_px_len(&g->layout, radius < 0 ? 0 : radius);
    rad = rad > half ? half : rad;
    int reach = (int)ceilf(w.a + 2 * w.e + w.b + 1);
    ring_sides(g, p, rad, &w, reach);
    ring_corners(g, p, rad, &w, reach);
}

void ui_focus_ring(gfx_t *g, rectf_t r)
{
    ui_focus_ring_round(g, r, 0);
}
