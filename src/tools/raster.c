/* raster: see raster.h. */
#define SDL_MAIN_HANDLED
#include "raster.h"

#include <SDL.h>
#include <SDL_image.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SUBROWS = 16 }; /* vertical samples per pixel row */

static const float PI_F = 3.14159265358979f;

static void *xrealloc(void *ptr, size_t size)
{
    void *q = realloc(ptr, size);
    if (q == NULL) {
        fprintf(stderr, "raster: out of memory\n");
        exit(1);
    }
    return q;
}

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

rgba_t rgba_hex(uint32_t rgb, float a)
{
    rgba_t c;
    c.r = (float)((rgb >> 16) & 0xffu) / 255.0f;
    c.g = (float)((rgb >> 8) & 0xffu) / 255.0f;
    c.b = (float)(rgb & 0xffu) / 255.0f;
    c.a = a;
    return c;
}

rgba_t rgba_mix(rgba_t a, rgba_t b, float t)
{
    rgba_t c;
    c.r = a.r + (b.r - a.r) * t;
    c.g = a.g + (b.g - a.g) * t;
    c.b = a.b + (b.b - a.b) * t;
    c.a = a.a + (b.a - a.a) * t;
    return c;
}

rgba_t rgba_scale(rgba_t c, float k)
{
    c.r = clampf(c.r * k, 0.0f, 1.0f);
    c.g = clampf(c.g * k, 0.0f, 1.0f);
    c.b = clampf(c.b * k, 0.0f, 1.0f);
    return c;
}

int rimg_init(rimg_t *img, int w, int h)
{
    img->w = w;
    img->h = h;
    img->px = calloc((size_t)w * (size_t)h * 4, sizeof(float));
    return img->px == NULL ? -1 : 0;
}

void rimg_free(rimg_t *img)
{
    free(img->px);
    img->px = NULL;
    img->w = img->h = 0;
}

void rimg_clear(rimg_t *img, rgba_t c)
{
    size_t n = (size_t)img->w * (size_t)img->h;
    for (size_t i = 0; i < n; i++) {
        img->px[i * 4 + 0] = c.r * c.a;
        img->px[i * 4 + 1] = c.g * c.a;
        img->px[i * 4 + 2] = c.b * c.a;
        img->px[i * 4 + 3] = c.a;
    }
}

void rimg_blend(rimg_t *img, int x, int y, rgba_t c, float cov)
{
    if (x < 0 || y < 0 || x >= img->w || y >= img->h) {
        return;
    }
    float a = clampf(c.a * cov, 0.0f, 1.0f);
    if (a <= 0.0f) {
        return;
    }
    float *d = img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
    float k = 1.0f - a;
    d[0] = c.r * a + d[0] * k;
    d[1] = c.g * a + d[1] * k;
    d[2] = c.b * a + d[2] * k;
    d[3] = a + d[3] * k;
}

void rimg_draw(rimg_t *dst, const rimg_t *src, int dx, int dy)
{
    for (int y = 0; y < src->h; y++) {
        int ty = y + dy;
        if (ty < 0 || ty >= dst->h) {
            continue;
        }
        for (int x = 0; x < src->w; x++) {
            int tx = x + dx;
            if (tx < 0 || tx >= dst->w) {
                continue;
            }
            const float *s = src->px + ((size_t)y * (size_t)src->w + (size_t)x) * 4;
            float *d = dst->px + ((size_t)ty * (size_t)dst->w + (size_t)tx) * 4;
            float k = 1.0f - s[3];
            for (int i = 0; i < 4; i++) {
                d[i] = s[i] + d[i] * k;
            }
        }
    }
}

static uint8_t to_byte(float v)
{
    return (uint8_t)(clampf(v, 0.0f, 1.0f) * 255.0f + 0.5f);
}

int rimg_save_png(const rimg_t *img, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, img->w, img->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (s == NULL) {
        fprintf(stderr, "error: cannot make a surface for %s: %s\n", path, SDL_GetError());
        return -1;
    }
    for (int y = 0; y < img->h; y++) {
        uint8_t *row = (uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < img->w; x++) {
            const float *p = img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
            float a = p[3];
            uint8_t *o = row + x * 4;
            if (a <= 1e-6f) {
                o[0] = o[1] = o[2] = o[3] = 0;
            } else {
                o[0] = to_byte(p[0] / a);
                o[1] = to_byte(p[1] / a);
                o[2] = to_byte(p[2] / a);
                o[3] = to_byte(a);
            }
        }
    }
    int rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    if (rc != 0) {
        fprintf(stderr, "error: cannot write %s: %s\n", path, IMG_GetError());
        return -1;
    }
    return 0;
}

/* ---- paths ---- */

void rpath_init(rpath_t *p)
{
    memset(p, 0, sizeof(*p));
    rpath_identity(p);
}

void rpath_free(rpath_t *p)
{
    free(p->pts);
    free(p->ends);
    memset(p, 0, sizeof(*p));
}

void rpath_reset(rpath_t *p)
{
    p->npts = 0;
    p->nends = 0;
    p->start = 0;
    rpath_identity(p);
}

void rpath_identity(rpath_t *p)
{
    rxform_t id = {1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f};
    p->xf = id;
}

static void xf_mul(rxform_t *m, rxform_t n)
{
    rxform_t r;
    r.a = m->a * n.a + m->c * n.b;
    r.b = m->b * n.a + m->d * n.b;
    r.c = m->a * n.c + m->c * n.d;
    r.d = m->b * n.c + m->d * n.d;
    r.e = m->a * n.e + m->c * n.f + m->e;
    r.f = m->b * n.e + m->d * n.f + m->f;
    *m = r;
}

void rpath_translate(rpath_t *p, float tx, float ty)
{
    rxform_t t = {1.0f, 0.0f, 0.0f, 1.0f, tx, ty};
    xf_mul(&p->xf, t);
}

void rpath_scale(rpath_t *p, float sx, float sy)
{
    rxform_t t = {sx, 0.0f, 0.0f, sy, 0.0f, 0.0f};
    xf_mul(&p->xf, t);
}

void rpath_rotate(rpath_t *p, float radians)
{
    float c = cosf(radians), s = sinf(radians);
    rxform_t t = {c, s, -s, c, 0.0f, 0.0f};
    xf_mul(&p->xf, t);
}

static rpt_t xf_apply(const rxform_t *m, float x, float y)
{
    rpt_t r;
    r.x = m->a * x + m->c * y + m->e;
    r.y = m->b * x + m->d * y + m->f;
    return r;
}

/* Appends an already transformed point. */
static void push_raw(rpath_t *p, rpt_t q)
{
    if (p->npts == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 256;
        p->pts = xrealloc(p->pts, (size_t)p->cap * sizeof(rpt_t));
    }
    p->pts[p->npts++] = q;
}

void rpath_move(rpath_t *p, float x, float y)
{
    /* An unclosed contour in progress is dropped. */
    p->npts = p->start;
    push_raw(p, xf_apply(&p->xf, x, y));
}

void rpath_line(rpath_t *p, float x, float y)
{
    push_raw(p, xf_apply(&p->xf, x, y));
}

/* Local (untransformed) coordinates of the last point. */
static rpt_t last_local(const rpath_t *p)
{
    rpt_t q = p->pts[p->npts - 1];
    const rxform_t *m = &p->xf;
    float det = m->a * m->d - m->b * m->c;
    float x = q.x - m->e, y = q.y - m->f;
    rpt_t r;
    r.x = (m->d * x - m->c * y) / det;
    r.y = (-m->b * x + m->a * y) / det;
    return r;
}

/* Segments for a curve whose transformed control polygon is len pixels long. */
static int curve_steps(float len)
{
    int n = (int)(len / 1.2f) + 2;
    return n < 4 ? 4 : (n > 400 ? 400 : n);
}

void rpath_quad(rpath_t *p, float cx, float cy, float x, float y)
{
    rpt_t s = last_local(p);
    rpt_t a = xf_apply(&p->xf, s.x, s.y), b = xf_apply(&p->xf, cx, cy), e = xf_apply(&p->xf, x, y);
    float len = hypotf(b.x - a.x, b.y - a.y) + hypotf(e.x - b.x, e.y - b.y);
    int n = curve_steps(len);
    for (int i = 1; i <= n; i++) {
        float t = (float)i / (float)n, u = 1.0f - t;
        float px = u * u * s.x + 2 * u * t * cx + t * t * x;
        float py = u * u * s.y + 2 * u * t * cy + t * t * y;
        push_raw(p, xf_apply(&p->xf, px, py));
    }
}

void rpath_cubic(rpath_t *p, float c1x, float c1y, float c2x, float c2y, float x, float y)
{
    rpt_t s = last_local(p);
    rpt_t a = xf_apply(&p->xf, s.x, s.y), b = xf_apply(&p->xf, c1x, c1y);
    rpt_t c = xf_apply(&p->xf, c2x, c2y), e = xf_apply(&p->xf, x, y);
    float len = hypotf(b.x - a.x, b.y - a.y) + hypotf(c.x - b.x, c.y - b.y) + hypotf(e.x - c.x, e.y - c.y);
    int n = curve_steps(len);
    for (int i = 1; i <= n; i++) {
        float t = (float)i / (float)n, u = 1.0f - t;
        float w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
        float px = w0 * s.x + w1 * c1x + w2 * c2x + w3 * x;
        float py = w0 * s.y + w1 * c1y + w2 * c2y + w3 * y;
        push_raw(p, xf_apply(&p->xf, px, py));
    }
}

void rpath_close(rpath_t *p, int hole)
{
    int n = p->npts - p->start;
    if (n < 3) {
        p->npts = p->start;
        return;
    }
    rpt_t *c = p->pts + p->start;
    double area = 0.0;
    for (int i = 0; i < n; i++) {
        rpt_t a = c[i], b = c[(i + 1) % n];
        area += (double)a.x * b.y - (double)b.x * a.y;
    }
    /* Solids are stored with positive area, holes with negative. */
    if ((area < 0.0) != (hole != 0)) {
        for (int i = 0, j = n - 1; i < j; i++, j--) {
            rpt_t t = c[i];
            c[i] = c[j];
            c[j] = t;
        }
    }
    if (p->nends == p->ecap) {
        p->ecap = p->ecap ? p->ecap * 2 : 32;
        p->ends = xrealloc(p->ends, (size_t)p->ecap * sizeof(int));
    }
    p->ends[p->nends++] = p->npts;
    p->start = p->npts;
}

void rpath_ellipse(rpath_t *p, float cx, float cy, float rx, float ry, int hole)
{
    rpt_t o = xf_apply(&p->xf, 0, 0), ex = xf_apply(&p->xf, rx, 0), ey = xf_apply(&p->xf, 0, ry);
    float r = fmaxf(hypotf(ex.x - o.x, ex.y - o.y), hypotf(ey.x - o.x, ey.y - o.y));
    int n = (int)(2.0f * PI_F * r / 1.0f) + 8;
    if (n > 1000) {
        n = 1000;
    }
    rpath_move(p, cx + rx, cy);
    for (int i = 1; i < n; i++) {
        float t = 2.0f * PI_F * (float)i / (float)n;
        rpath_line(p, cx + rx * cosf(t), cy + ry * sinf(t));
    }
    rpath_close(p, hole);
}

void rpath_circle(rpath_t *p, float cx, float cy, float r, int hole)
{
    rpath_ellipse(p, cx, cy, r, r, hole);
}

void rpath_rect(rpath_t *p, float x, float y, float w, float h, int hole)
{
    rpath_move(p, x, y);
    rpath_line(p, x + w, y);
    rpath_line(p, x + w, y + h);
    rpath_line(p, x, y + h);
    rpath_close(p, hole);
}

static void arc_points(rpath_t *p, float cx, float cy, float r, float a0, float a1)
{
    int n = (int)(fabsf(a1 - a0) * r / 1.0f) + 4;
    for (int i = 0; i <= n; i++) {
        float t = a0 + (a1 - a0) * (float)i / (float)n;
        rpath_line(p, cx + r * cosf(t), cy + r * sinf(t));
    }
}

void rpath_round_rect(rpath_t *p, float x, float y, float w, float h, float r, int hole)
{
    if (r <= 0.0f) {
        rpath_rect(p, x, y, w, h, hole);
        return;
    }
    r = fminf(r, fminf(w, h) * 0.5f);
    rpath_move(p, x + r, y);
    p->npts--; /* the arcs add every point */
    arc_points(p, x + w - r, y + r, r, -PI_F * 0.5f, 0.0f);
    arc_points(p, x + w - r, y + h - r, r, 0.0f, PI_F * 0.5f);
    arc_points(p, x + r, y + h - r, r, PI_F * 0.5f, PI_F);
    arc_points(p, x + r, y + r, r, PI_F, PI_F * 1.5f);
    rpath_close(p, hole);
}

void rpath_round_rect_ring(rpath_t *p, float x, float y, float w, float h, float r, float width)
{
    rpath_round_rect(p, x, y, w, h, r, 0);
    rpath_round_rect(p, x + width, y + width, w - 2 * width, h - 2 * width, fmaxf(r - width, 0.0f), 1);
}

void rpath_stroke_seg(rpath_t *p, float x0, float y0, float x1, float y1, float w)
{
    float dx = x1 - x0, dy = y1 - y0, len = hypotf(dx, dy);
    float h = w * 0.5f;
    if (len > 1e-6f) {
        float nx = -dy / len * h, ny = dx / len * h;
        rpath_move(p, x0 + nx, y0 + ny);
        rpath_line(p, x1 + nx, y1 + ny);
        rpath_line(p, x1 - nx, y1 - ny);
        rpath_line(p, x0 - nx, y0 - ny);
        rpath_close(p, 0);
    }
    rpath_circle(p, x0, y0, h, 0);
    rpath_circle(p, x1, y1, h, 0);
}

void rpath_ring(rpath_t *p, float cx, float cy, float r, float w)
{
    rpath_circle(p, cx, cy, r + w * 0.5f, 0);
    rpath_circle(p, cx, cy, r - w * 0.5f, 1);
}

/* ---- filling ---- */

typedef struct {
    float x0, y0, x1, y1; /* y0 < y1 */
    float dxdy;
    int dir;
} edge_t;

typedef struct {
    float x;
    int dir;
} cross_t;

static int cmp_cross(const void *a, const void *b)
{
    float xa = ((const cross_t *)a)->x, xb = ((const cross_t *)b)->x;
    return (xa > xb) - (xa < xb);
}

static void add_span(float *cov, int n, float xa, float xb, float w)
{
    if (xa < 0.0f) {
        xa = 0.0f;
    }
    if (xb > (float)n) {
        xb = (float)n;
    }
    if (xb <= xa) {
        return;
    }
    int ia = (int)xa, ib = (int)xb;
    if (ia == ib) {
        cov[ia] += (xb - xa) * w;
        return;
    }
    cov[ia] += ((float)(ia + 1) - xa) * w;
    for (int i = ia + 1; i < ib; i++) {
        cov[i] += w;
    }
    if (ib < n) {
        cov[ib] += (xb - (float)ib) * w;
    }
}

static void fill_impl(rimg_t *img, const rpath_t *p, rgba_t solid, rshade_fn fn, void *user, int ss)
{
    int nedges = 0;
    edge_t *edges = xrealloc(NULL, (size_t)(p->npts + 1) * sizeof(edge_t));
    float minx = 1e30f, maxx = -1e30f, miny = 1e30f, maxy = -1e30f;
    int begin = 0;
    for (int c = 0; c < p->nends; c++) {
        int end = p->ends[c];
        for (int i = begin; i < end; i++) {
            rpt_t a = p->pts[i], b = p->pts[i + 1 < end ? i + 1 : begin];
            minx = fminf(minx, a.x);
            maxx = fmaxf(maxx, a.x);
            miny = fminf(miny, a.y);
            maxy = fmaxf(maxy, a.y);
            if (a.y == b.y) {
                continue;
            }
            edge_t e;
            if (a.y < b.y) {
                e.x0 = a.x, e.y0 = a.y, e.x1 = b.x, e.y1 = b.y, e.dir = 1;
            } else {
                e.x0 = b.x, e.y0 = b.y, e.x1 = a.x, e.y1 = a.y, e.dir = -1;
            }
            e.dxdy = (e.x1 - e.x0) / (e.y1 - e.y0);
            edges[nedges++] = e;
        }
        begin = end;
    }
    if (nedges == 0) {
        free(edges);
        return;
    }
    int x0 = (int)floorf(minx), x1 = (int)ceilf(maxx);
    int y0 = (int)floorf(miny), y1 = (int)ceilf(maxy);
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > img->w ? img->w : x1;
    y1 = y1 > img->h ? img->h : y1;
    if (x1 <= x0 || y1 <= y0) {
        free(edges);
        return;
    }
    int span = x1 - x0;
    float *cov = xrealloc(NULL, (size_t)(span + 1) * sizeof(float));
    edge_t *row = xrealloc(NULL, (size_t)nedges * sizeof(edge_t));
    cross_t *cr = xrealloc(NULL, (size_t)nedges * sizeof(cross_t));
    const float w = 1.0f / (float)SUBROWS;
    for (int y = y0; y < y1; y++) {
        int nrow = 0;
        for (int i = 0; i < nedges; i++) {
            if (edges[i].y0 < (float)(y + 1) && edges[i].y1 > (float)y) {
                row[nrow++] = edges[i];
            }
        }
        if (nrow == 0) {
            continue;
        }
        memset(cov, 0, (size_t)(span + 1) * sizeof(float));
        for (int s = 0; s < SUBROWS; s++) {
            float sy = (float)y + ((float)s + 0.5f) * w;
            int nc = 0;
            for (int i = 0; i < nrow; i++) {
                if (row[i].y0 <= sy && sy < row[i].y1) {
                    cr[nc].x = row[i].x0 + (sy - row[i].y0) * row[i].dxdy - (float)x0;
                    cr[nc].dir = row[i].dir;
                    nc++;
                }
            }
            if (nc < 2) {
                continue;
            }
            qsort(cr, (size_t)nc, sizeof(cross_t), cmp_cross);
            int wind = 0;
            float start = 0.0f;
            for (int i = 0; i < nc; i++) {
                int before = wind;
                wind += cr[i].dir;
                if (before == 0 && wind != 0) {
                    start = cr[i].x;
                } else if (before != 0 && wind == 0) {
                    add_span(cov, span, start, cr[i].x, w);
                }
            }
        }
        for (int i = 0; i < span; i++) {
            float c = cov[i];
            if (c <= 1e-5f) {
                continue;
            }
            c = c > 1.0f ? 1.0f : c;
            int x = x0 + i;
            if (fn == NULL) {
                rimg_blend(img, x, y, solid, c);
            } else {
                /* Average premultiplied samples of the shader over the pixel. */
                float acc[4] = {0, 0, 0, 0};
                for (int sj = 0; sj < ss; sj++) {
                    for (int si = 0; si < ss; si++) {
                        rgba_t k = fn((float)x + ((float)si + 0.5f) / (float)ss,
                                      (float)y + ((float)sj + 0.5f) / (float)ss, user);
                        acc[0] += k.r * k.a;
                        acc[1] += k.g * k.a;
                        acc[2] += k.b * k.a;
                        acc[3] += k.a;
                    }
                }
                float n = (float)(ss * ss);
                rgba_t m;
                m.a = acc[3] / n;
                if (m.a <= 1e-6f) {
                    continue;
                }
                m.r = acc[0] / acc[3];
                m.g = acc[1] / acc[3];
                m.b = acc[2] / acc[3];
                rimg_blend(img, x, y, m, c);
            }
        }
    }
    free(cr);
    free(row);
    free(cov);
    free(edges);
}

void rimg_fill(rimg_t *img, const rpath_t *p, rgba_t c)
{
    fill_impl(img, p, c, NULL, NULL, 1);
}

void rimg_fill_shaded(rimg_t *img, const rpath_t *p, rshade_fn fn, void *user, int ss)
{
    fill_impl(img, p, rgba_hex(0, 1.0f), fn, user, ss < 1 ? 1 : ss);
}

/* Integral of the mask over [u0, u1] x [v0, v1] in mask pixels, each pixel a constant box. */
static float mask_area(const float *mask, int mw, int mh, float u0, float u1, float v0, float v1)
{
    float sum = 0.0f;
    int ia = (int)floorf(u0), ib = (int)ceilf(u1);
    int ja = (int)floorf(v0), jb = (int)ceilf(v1);
    for (int j = ja; j < jb; j++) {
        if (j < 0 || j >= mh) {
            continue;
        }
        float hv = fminf(v1, (float)(j + 1)) - fmaxf(v0, (float)j);
        if (hv <= 0.0f) {
            continue;
        }
        for (int i = ia; i < ib; i++) {
            if (i < 0 || i >= mw) {
                continue;
            }
            float wu = fminf(u1, (float)(i + 1)) - fmaxf(u0, (float)i);
            if (wu > 0.0f) {
                sum += mask[(size_t)j * (size_t)mw + (size_t)i] * wu * hv;
            }
        }
    }
    return sum;
}

void rimg_blit_mask(rimg_t *img, const float *mask, int mw, int mh, float dx, float dy, float dw, float dh, rgba_t c,
                    int flip)
{
    if (dw <= 0.0f || dh <= 0.0f) {
        return;
    }
    float sx = (float)mw / dw, sy = (float)mh / dh;
    int xa = (int)floorf(dx), xb = (int)ceilf(dx + dw);
    int ya = (int)floorf(dy), yb = (int)ceilf(dy + dh);
    for (int y = ya; y < yb; y++) {
        for (int x = xa; x < xb; x++) {
            float u0 = ((float)x - dx) * sx, u1 = ((float)x + 1.0f - dx) * sx;
            float v0 = ((float)y - dy) * sy, v1 = ((float)y + 1.0f - dy) * sy;
            if (flip) {
                float t = u0;
                u0 = (float)mw - u1;
                u1 = (float)mw - t;
                t = v0;
                v0 = (float)mh - v1;
                v1 = (float)mh - t;
            }
            float a = mask_area(mask, mw, mh, u0, u1, v0, v1) / ((u1 - u0) * (v1 - v0));
            if (a > 1e-5f) {
                rimg_blend(img, x, y, c, a);
            }
        }
    }
}

/* ---- random numbers ---- */

uint32_t rrand_u32(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (uint32_t)(z >> 32);
}

float rrand_float(uint64_t *state)
{
    return (float)(rrand_u32(state) >> 8) / 16777216.0f;
}

float rhash_float(uint32_t a, uint32_t b, uint32_t seed)
{
    uint32_t h = a * 0x8da6b343u ^ b * 0xd8163841u ^ seed * 0xcb1ab31fu;
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu;
    h ^= h >> 16;
    return (float)(h >> 8) / 16777216.0f;
}
