/* What the hard level's play and pass searches share (see ai_search.h). */
#include "ai_search.h"

#include <string.h>

void hs_record(opt_t *o, float *vals, int w, const hs_ctx_t *c, const hs_sim_t *s)
{
    int score[SEAT_MAX];
    int shooter = hs_score(c, s, score);
    double u = hs_utility(c, score, s->clock_out) - hs_moon_cost(c, shooter);
    vals[w] = (float)u;
    o->n++;
    o->sum += u;
    o->pts += score[c->me];
    o->queen += cardset_has(s->taken[c->me], CARD_QS);
    if (!s->clock_out) {
        for (int q = 0; q < c->players; q++) {
            if ((s->taken[q] & CARDSET_POINTS) == CARDSET_POINTS) {
                if (q == c->me) {
                    o->moon_for++;
                } else {
                    o->moon_against++;
                }
            }
        }
    }
}

double hs_mean(const opt_t *o)
{
    return o->n ? o->sum / o->n : -1e9;
}

int hs_race(opt_t *opt, int nopt, const float *vals, int stride, int nw, double z)
{
    int best = -1;
    for (int i = 0; i < nopt; i++) {
        if (opt[i].active && (best < 0 || hs_mean(&opt[i]) > hs_mean(&opt[best]))) {
            best = i;
        }
    }
    int active = 0;
    for (int i = 0; i < nopt; i++) {
        if (!opt[i].active) {
            continue;
        }
        if (i == best) {
            active++;
            continue;
        }
        double s = 0, ss = 0;
        const float *a = vals + (size_t)best * stride, *b = vals + (size_t)i * stride;
        for (int w = 0; w < nw; w++) {
            double d = (double)a[w] - (double)b[w];
            s += d;
            ss += d * d;
        }
        double m = s / nw;
        double var = (ss - s * m) / (nw > 1 ? nw - 1 : 1);
        /* The difference is clear when it exceeds z standard errors (plus a hair, for exact ties). */
        if (m > 0.02 && m * m * nw > z * z * var) {
            opt[i].active = false;
        } else {
            active++;
        }
    }
    return active;
}

bool hs_ranks_above(const opt_t *opt, int i, int b)
{
    return b < 0 || (opt[i].active && !opt[b].active) ||
           (opt[i].active == opt[b].active && hs_mean(&opt[i]) > hs_mean(&opt[b]));
}

void hs_clear_analysis(ai_analysis_t *a)
{
    memset(a, 0, sizeof *a);
    a->shown = -1;
}

void hs_fill_analysis(ai_analysis_t *a, const opt_t *opt, int nopt, int best, int worlds, bool exhaustive)
{
    if (!a) {
        return;
    }
    hs_clear_analysis(a);
    a->worlds = worlds;
    a->exhaustive = exhaustive;
    a->best = 0;
    int k = 0;
    for (int i = 0; i < nopt && k < AI_MAX_OPTIONS; i++) {
        const opt_t *o = &opt[i];
        if (o->n == 0) {
            continue;
        }
        ai_option_t *x = &a->option[k];
        x->card = o->card;
        if (o->card == CARD_NONE) {
            memcpy(x->cards, o->pass, sizeof x->cards);
        } else {
            x->cards[0] = x->cards[1] = x->cards[2] = CARD_NONE;
        }
        x->moon_plan = o->moon;
        x->value = o->sum / o->n;
        x->points = o->pts / o->n;
        x->queen = (double)o->queen / o->n;
        x->moon_for = (double)o->moon_for / o->n;
        x->moon_against = (double)o->moon_against / o->n;
        if (i == best) {
            a->best = k;
            a->moon = o->moon;
        }
        k++;
    }
    a->options = k;
}

/* The defence in a playout of our own attempt on the moon. The hard level plays it out against
 * others who defend as it does (from the first point, keeping their stoppers). But the easy and
 * normal levels fight a moon only late and by rule of thumb, and played out so they would cost the
 * bold attempts that pay against them: a seat the table shows at such a level (weak_defender) keeps
 * to the ordinary rules there, and so do we once the attempt has failed. */
void hs_attempt_defence(const seat_view_t *v, const hs_params_t *prm, hs_sim_t *s)
{
    s->defend_min = prm->moon_defend;
    if (prm->moon_fight) {
        s->fight = s->keep = true;
        for (int q = 0; q < v->rules.players; q++) {
            if (q == v->seat || v->weak_defender[q]) {
                s->ordinary |= 1u << q;
            }
        }
    }
}

/* The share of its worlds an attempt on the moon must complete is higher at a table where a seat fights
 * back (one not shown at easy or normal), whose real defence is stronger than the playouts' rules. */
double hs_moon_need(const seat_view_t *v, const hs_params_t *prm, bool committed)
{
    bool strong = false;
    for (int q = 0; q < v->rules.players; q++) {
        strong |= q != v->seat && !v->weak_defender[q];
    }
    if (strong) {
        return committed ? prm->moon_keep_strong : prm->moon_start_strong;
    }
    return committed ? prm->moon_keep : prm->moon_start;
}
