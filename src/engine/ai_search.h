/* What the hard level's two searches (play: ai_hard.c, pass: ai_hard_pass.c) share: a candidate and
 * the tally of its playouts, the race that drops the candidates clearly behind, the analysis shown for
 * a decision, and how an attempt on the moon is played out and judged. */
#ifndef HEARTS_AI_SEARCH_H
#define HEARTS_AI_SEARCH_H

#include <stdbool.h>

#include "ai_hard.h"
#include "ai_sim.h"

/* A candidate (a card, or three cards to pass, played as an attempt on the moon or not) and the tally
 * of its playouts so far. */
typedef struct {
    card_t card;
    card_t pass[3];
    cardset_t pass_set;
    bool moon;
    bool active;
    int n;
    double sum;
    double pts;
    int queen;
    int moon_for;
    int moon_against;
} opt_t;

/* Adds the outcome of the finished playout s to o's tally, and its utility to vals[w]. */
void hs_record(opt_t *o, float *vals, int w, const hs_ctx_t *c, const hs_sim_t *s);
/* The mean utility of a candidate's playouts (-1e9 before any). */
double hs_mean(const opt_t *o);
/* Drops the candidates that are clearly worse than the best one, comparing them world by world (vals:
 * stride floats a candidate, nw worlds seen), once it trails by z standard errors. Returns how many
 * are still active. */
int hs_race(opt_t *opt, int nopt, const float *vals, int stride, int nw, double z);
/* Whether candidate i ranks above candidate b (b < 0: there is none yet): one still in the race above
 * one dropped from it, then by mean. Those dropped compare on the worlds they saw; fine for a ranking. */
bool hs_ranks_above(const opt_t *opt, int i, int b);

/* An analysis with nothing in it yet (no rival taken to be shooting). */
void hs_clear_analysis(ai_analysis_t *a);
/* The analysis of a decision from its candidates (a may be NULL); best is the one chosen. */
void hs_fill_analysis(ai_analysis_t *a, const opt_t *opt, int nopt, int best, int worlds, bool exhaustive);

/* The defence in a playout of our own attempt on the moon (see ai_search.c). */
void hs_attempt_defence(const seat_view_t *v, const hs_params_t *prm, hs_sim_t *s);
/* The share of its worlds an attempt on the moon must complete (committed: we hold every point so far). */
double hs_moon_need(const seat_view_t *v, const hs_params_t *prm, bool committed);

#endif
