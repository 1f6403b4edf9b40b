/* hard: decides by playing each choice out in many worlds its seat cannot tell apart.
 *
 * Play: the unseen cards are dealt to the other seats consistently with everything the seat knows
 * (ai_sim.c), and, where the table shows a seat at easy or normal, mostly as that level's play so far
 * says they lie (ai_read.c); every candidate card is played out with the rollout policy in the same
 * worlds, and the candidate with the best average outcome for the game wins. Candidates that fall clearly behind
 * stop being played out, and the rest get more worlds while the race is close; near the end of a hand
 * every remaining world is played out. Each candidate is also tried as the first card of an attempt
 * on the moon when nobody else has taken a point; the attempt is chosen only when it succeeds in most
 * worlds (or, once committed, while it still looks best), played out against others who fight it as
 * the hard level would (a seat the table shows at easy or normal: by their rule of thumb).
 * Shooters: in every other world, a rival that may be shooting (nobody else holds a point) and whose
 * cards there would let a strong player try plays for the moon from its next card, and the others
 * fight it early. A rival that has shown itself a shooter (every point so far, and two tricks won and
 * half of those played) is played out as shooting in every world where its cards would take every
 * point if we did not defend; there we alone fight it (we do not count on the others) and keep our
 * stoppers, so a card that throws away the trick that would stop it shows its true cost. A rival that
 * may shoot on purpose (not shown at easy or normal) is suspected sooner: by the tricks it has won, and
 * shown from one trick won; one that passed us three low cards, none a heart, is shown from its first
 * card. Decisions with a moon in the air (ours, or a rival holding every point so far, or shown) get
 * more worlds and effort.
 * Pass: candidate passes, seeded from how good players pass, are played out in sampled deals with the
 * other seats passing as normal does; the worse half is dropped after each round.
 *
 * All chance comes from the rng given, and all effort is counted in cards played out (never in time),
 * so a decision is the same for the same view and rng on every machine. */
#include <stdlib.h>
#include <string.h>

#include "ai_hunter.h"
#include "ai_internal.h"
#include "ai_read.h"
#include "ai_sim.h"
#include "ai_util.h"

/* Effort: cards played out per decision (a playout card costs some tens of nanoseconds). */
#define PLAY_BUDGET       1500000L
#define PASS_BUDGET       5000000L
#define BATCH             16
#define MIN_WORLDS        128
#define MAX_WORLDS        512
#define ENUM_LIMIT        2048
/* A candidate is dropped from the race once it trails the leader by this many standard errors. */
#define RACE_Z            3.0
/* How sure it must be of the moon before it tries, and once it has started (it holds every point
 * taken so far); both checked on worlds of their own before it commits to a card. */
#define MOON_START        0.85
#define MOON_KEEP         0.75
/* The same at a table where a seat fights back: there its attempts completed in 37 of 68 hands among
 * four hard players with 0.85 and 0.75 (600 games), in 79 of 108 with these (1,900 games). */
#define MOON_START_STRONG 0.97
#define MOON_KEEP_STRONG  0.90
#define CONFIRM_WORLDS    128
/* In every other world, a rival that holds every point so far (at least this many) plays for the
 * moon: the hard level does not assume that a rival's run of points is an accident. Against the
 * normal level (which never shoots on purpose) this costs nothing measurable in points against the
 * others and makes it stop deliberate shooters sooner. A rival that may shoot on purpose (not shown at
 * easy or normal) does so from fewer points. */
#define RIVAL_MOON        8
#define RIVAL_MOON_STRONG 4

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

static void record(opt_t *o, float *vals, int w, const hs_ctx_t *c, const hs_sim_t *s)
{
    int score[4];
    (void)hs_score(c, s, score);
    double u = hs_utility(c, score, s->clock_out);
    vals[w] = (float)u;
    o->n++;
    o->sum += u;
    o->pts += score[c->me];
    o->queen += cardset_has(s->taken[c->me], CARD_QS);
    if (!s->clock_out) {
        for (int q = 0; q < SEAT_COUNT; q++) {
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

/* What the seat has seen of each rival that a shooter does: it holds every point taken so far, or it
 * passed us three low cards that are not hearts (a shooter keeps its high cards); and whether it may
 * shoot on purpose at all. */
typedef struct {
    bool suspect[4]; /* may be shooting: the only seat with points, or nobody has any yet */
    bool sole[4];    /* holds every point taken so far (at least one) */
    bool low_pass[4];
    bool strong[4]; /* not shown at easy or normal (a person, hard, the hunter, a bot) */
} rivals_t;

static void read_rivals(const seat_view_t *v, rivals_t *r)
{
    memset(r, 0, sizeof *r);
    int holders = 0, holder = -1;
    for (int q = 0; q < SEAT_COUNT; q++) {
        if (v->taken_cards[q] & CARDSET_POINTS) {
            holders++;
            holder = q;
        }
    }
    for (int q = 0; q < SEAT_COUNT; q++) {
        if (q == v->seat) {
            continue;
        }
        r->suspect[q] = holders == 0 || (holders == 1 && holder == q);
        r->sole[q] = holders == 1 && holder == q;
        r->strong[q] = !v->weak_defender[q];
    }
    if (v->received_from >= 0 && v->received_from != v->seat && cardset_count(v->received) == 3) {
        bool low = true;
        for (cardset_t m = v->received; m;) {
            card_t c = cardset_pop(&m);
            low &= card_suit(c) != SUIT_HEARTS && card_rank(c) <= RANK_8;
        }
        r->low_pass[v->received_from] = low;
    }
}

/* The rival that plays for the moon in this world (from its first card here), or -1: a suspect whose
 * cards in this world would let a strong player try, judged by what it holds now and what it has
 * shown (a rival that may shoot on purpose: also by the tricks it has won, with the high cards it has
 * played there no longer in its hand). Only every other world has one, so that a world without a
 * shooter weighs as much. */
static int world_shooter(const seat_view_t *v, const rivals_t *r, const cardset_t hands[4], int w,
                         const hs_params_t *prm)
{
    if (prm->rival_strength <= 0 || !(w & 1)) {
        return -1;
    }
    int best = -1, best_score = 0;
    for (int q = 0; q < SEAT_COUNT; q++) {
        if (!r->suspect[q]) {
            continue;
        }
        int need = prm->rival_strength - (r->sole[q] ? 6 : 0) - (r->low_pass[q] ? 4 : 0);
        if (r->strong[q]) {
            need -= prm->rival_won_strong * v->tricks_won[q];
        }
        int score = ai_hunter_moon_strength(hands[q]) - need;
        if (score >= 0 && (best < 0 || score > best_score)) {
            best = q;
            best_score = score;
        }
    }
    return best;
}

/* Whether seat q, playing for the moon from here, takes every point in this world when we do not defend
 * and the other two keep to the ordinary rules against a shooter (the rollout policy). */
static bool rival_can_shoot(const hs_ctx_t *c, const seat_view_t *v, const cardset_t hands[4], int q)
{
    hs_sim_t s;
    hs_start(v, hands, &s);
    s.moon = q;
    s.passive = c->me;
    hs_rollout(c, &s);
    return !s.clock_out && (s.taken[q] & CARDSET_POINTS) == CARDSET_POINTS;
}

/* A world for a decision: read from the play where there is something to read. */
static void deal(const know_t *k, hr_t *reader, rng_t *rng, cardset_t hands[4])
{
    if (reader) {
        hr_sample(reader, rng, hands);
    } else {
        hs_sample(k, rng, hands);
    }
}

static double mean(const opt_t *o)
{
    return o->n ? o->sum / o->n : -1e9;
}

/* Drops the candidates that are clearly worse than the best one, comparing them world by world.
 * Returns how many are still active. */
static int race(opt_t *opt, int nopt, const float *vals, int stride, int nw, double z)
{
    int best = -1;
    for (int i = 0; i < nopt; i++) {
        if (opt[i].active && (best < 0 || mean(&opt[i]) > mean(&opt[best]))) {
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

/* An analysis with nothing in it yet (no rival taken to be shooting). */
static void clear_analysis(ai_analysis_t *a)
{
    memset(a, 0, sizeof *a);
    a->shown = -1;
}

static void fill_analysis(ai_analysis_t *a, const opt_t *opt, int nopt, int best, int worlds, bool exhaustive)
{
    if (!a) {
        return;
    }
    clear_analysis(a);
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

/* Whether an attempt on the moon is worth trying out here: nobody else has a point, the clock will
 * not cut the hand short, and the hand is strong enough (or we hold every point so far). */
static bool moon_possible(const seat_view_t *v, bool *committed, int strength_min)
{
    *committed = false;
    int me = v->seat;
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (s != me && (v->taken_cards[s] & CARDSET_POINTS)) {
            return false;
        }
    }
    /* Points on the table that someone else is winning are fine: we may still take the trick. */
    int cards_left = 52 - cardset_count(v->played);
    if (v->clock_ms >= 0 && v->clock_ms < (int64_t)cards_left * 1500 + 15000) {
        return false;
    }
    if (v->taken_cards[me] & CARDSET_POINTS) {
        *committed = true;
        return true;
    }
    /* Strength: high cards, and hearts that cannot be ducked by others. */
    cardset_t hand = v->hand;
    cardset_t unseen = CARDSET_ALL & ~v->played & ~hand;
    int strength = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        cardset_t mine = hand & CARDSET_SUIT(suit);
        cardset_t others = unseen & CARDSET_SUIT(suit);
        for (cardset_t m = mine; m;) {
            card_t c = cardset_pop(&m);
            int beaten_by = cardset_count(others & cardset_above(c));
            if (beaten_by == 0) {
                strength += 3;
            } else if (beaten_by == 1) {
                strength += 1;
            }
        }
    }
    int hearts = cardset_count(hand & CARDSET_HEARTS);
    return strength + hearts >= strength_min;
}

/* The defence in a playout of our own attempt on the moon. The hard level plays it out against
 * others who defend as it does (from the first point, keeping their stoppers). But the easy and
 * normal levels fight a moon only late and by rule of thumb, and played out so they would cost the
 * bold attempts that pay against them: a seat the table shows at such a level (weak_defender) keeps
 * to the ordinary rules there, and so do we once the attempt has failed. */
static void attempt_defence(const seat_view_t *v, const hs_params_t *prm, hs_sim_t *s)
{
    s->defend_min = prm->moon_defend;
    if (prm->moon_fight) {
        s->fight = s->keep = true;
        for (int q = 0; q < SEAT_COUNT; q++) {
            if (q == v->seat || v->weak_defender[q]) {
                s->ordinary |= 1u << q;
            }
        }
    }
}

const hs_params_t HS_HARD = {
    .moon_start = MOON_START,
    .moon_keep = MOON_KEEP,
    .moon_start_strong = MOON_START_STRONG,
    .moon_keep_strong = MOON_KEEP_STRONG,
    .moon_drop = 0.25,
    .moon_strength = 16,
    .moon_defend = 1,
    .moon_fight = true,
    .rival_strength = 16,
    .rival_defend = 3,
    .rival_moon = RIVAL_MOON,
    .rival_won_strong = 2,
    .rival_defend_strong = 1,
    .rival_moon_strong = RIVAL_MOON_STRONG,
    .rival_shown = 2,
    .rival_shown_strong = 1,
    .rival_low_pass = true,
    .rival_tries = 8,
    .critical_scale = 2,
    .hunter = false,
};

card_t hs_decide_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    return hs_decide_play_with(v, rng, a, &HS_HARD);
}

/* The share of its worlds an attempt on the moon must complete: higher at a table where a seat fights
 * back (one not shown at easy or normal), whose real defence is stronger than the playouts' rules. */
static double moon_need(const seat_view_t *v, const hs_params_t *prm, bool committed)
{
    bool strong = false;
    for (int q = 0; q < SEAT_COUNT; q++) {
        strong |= q != v->seat && !v->weak_defender[q];
    }
    if (strong) {
        return committed ? prm->moon_keep_strong : prm->moon_start_strong;
    }
    return committed ? prm->moon_keep : prm->moon_start;
}

card_t hs_decide_play_with(const seat_view_t *v, rng_t *rng, ai_analysis_t *a, const hs_params_t *prm)
{
    cardset_t legal = v->legal;
    if (!legal) {
        legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
    }
    if (!legal) {
        return CARD_NONE;
    }
    hs_ctx_t c;
    hs_ctx(v, &c);
    cardset_t on_table = 0;
    for (int i = 0; i < v->trick.count; i++) {
        on_table |= cardset_of(v->trick.cards[i]);
    }
    cardset_t cands = hs_distinct(&v->rules, legal, v->hand, v->played & ~on_table);
    bool committed = false;
    bool moon = moon_possible(v, &committed, prm->moon_strength);
    int ncards = cardset_count(cands);
    if (ncards == 1 && !moon) {
        /* Nothing to choose. */
        if (a) {
            clear_analysis(a);
            a->options = 1;
            a->option[0].card = cardset_lowest(cands);
            a->option[0].cards[0] = a->option[0].cards[1] = a->option[0].cards[2] = CARD_NONE;
        }
        return cardset_lowest(cands);
    }

    opt_t opt[2 * 13];
    int nopt = 0;
    for (cardset_t x = cands; x;) {
        card_t card = cardset_pop(&x);
        for (int m = 0; m < (moon ? 2 : 1); m++) {
            opt_t *o = &opt[nopt++];
            memset(o, 0, sizeof *o);
            o->card = card;
            o->moon = m == 1;
            o->active = true;
        }
    }

    know_t k;
    hs_know(v, &k);
    rivals_t riv;
    read_rivals(v, &riv);
    cardset_t(*worlds)[4] = NULL;
    int nenum = -1;
    if (cardset_count(k.free) <= 13) {
        worlds = malloc(sizeof(cardset_t[4]) * ENUM_LIMIT);
        if (worlds) {
            nenum = hs_enumerate(&k, worlds, ENUM_LIMIT);
        }
    }
    /* The seats shown at easy or normal: their play so far tells of their cards (ai_read.h). */
    hr_t *reader = hr_new(v, &k);
    if (reader && nenum > 0) {
        /* Every world still possible: keep those that contradict the fewest of their decisions. */
        int fewest = -1, kept = 0;
        int *misses = malloc(sizeof(int) * (size_t)nenum);
        if (misses) {
            for (int w = 0; w < nenum; w++) {
                misses[w] = hr_misses(reader, worlds[w]);
                fewest = fewest < 0 || misses[w] < fewest ? misses[w] : fewest;
            }
            for (int w = 0; w < nenum; w++) {
                if (misses[w] == fewest) {
                    memmove(worlds[kept++], worlds[w], sizeof worlds[0]);
                }
            }
            nenum = kept;
            free(misses);
        }
    }
    bool exhaustive = nenum > 0;
    /* A moon in the air (ours to try, or a rival's that holds every point so far) swings a hand by
     * 26 points: there the effort buys the most, so such decisions get more of it. */
    bool critical = moon;
    /* A rival shown to be shooting: it holds every point taken so far and has won at least two
     * tricks (one, if it may shoot on purpose) and half of those played. Measured on logs, two marks
     * 296 of the moon hunter's 298 moons, on average after five tricks, and a normal player in 12% of
     * its hands; the worlds then keep it a shooter only where its cards would take every point
     * (rival_can_shoot), so a false alarm costs effort more than cards (three tricks instead of two:
     * half a trick later, 6%). */
    int shown = -1;
    for (int q = 0; q < SEAT_COUNT; q++) {
        if (riv.sole[q]) {
            critical = true;
            int tricks = riv.strong[q] ? prm->rival_shown_strong : prm->rival_shown;
            if (prm->rival_tries > 0 && v->tricks_won[q] >= tricks && 2 * v->tricks_won[q] >= v->tricks_done) {
                shown = q;
            }
        }
    }
    /* A rival that may shoot on purpose and passed us three low cards, none a heart, kept its high
     * cards: in the logs the moon hunter passed so in 307 of 8,746 passes and completed the moon after
     * 19% of them (1% after any other pass), while four hard players passed so 7 times in 2,548. It
     * is shown to be shooting from its first card, for as long as it may still be. */
    for (int q = 0; q < SEAT_COUNT && shown < 0; q++) {
        if (prm->rival_low_pass && prm->rival_tries > 0 && riv.low_pass[q] && riv.strong[q] && riv.suspect[q]) {
            shown = q;
            critical = true;
        }
    }
    /* In every other world, the points from which a rival holding every one of them plays for the moon. */
    int rival_moon[SEAT_COUNT];
    for (int q = 0; q < SEAT_COUNT; q++) {
        rival_moon[q] = riv.strong[q] ? prm->rival_moon_strong : prm->rival_moon;
    }
    int scale = critical ? prm->critical_scale : 1;
    int min_worlds = MIN_WORLDS * scale;
    int maxw = exhaustive ? nenum : MAX_WORLDS * scale;
    float *vals = malloc(sizeof(float) * (size_t)nopt * (size_t)maxw);
    if (!vals) {
        /* Out of memory: the normal level's choice, with nothing to show for it. */
        free(worlds);
        hr_free(reader);
        if (a) {
            clear_analysis(a);
        }
        return ai_normal_play(v, rng);
    }

    int cards_left = 52 - cardset_count(v->played);
    long budget = PLAY_BUDGET * scale;
    long spent = 0;
    int nw = 0, shooting[SEAT_COUNT] = {0};
    int active = nopt;
    while (nw < maxw && active > 1) {
        int end = nw + BATCH;
        if (end > maxw) {
            end = maxw;
        }
        for (int w = nw; w < end; w++) {
            cardset_t hands[4];
            int shooter;
            if (exhaustive) {
                memcpy(hands, worlds[w], sizeof hands);
            } else {
                deal(&k, reader, rng, hands);
            }
            if (shown >= 0) {
                /* A rival that has shown itself a shooter shoots in this world when its cards there
                 * would take every point against the others' ordinary defence with us not defending;
                 * a world where they would not is dealt again, up to rival_tries times. */
                shooter = -1;
                for (int t = 0; t < (exhaustive ? 1 : prm->rival_tries); t++) {
                    if (t > 0) {
                        deal(&k, reader, rng, hands);
                    }
                    spent += cards_left;
                    if (rival_can_shoot(&c, v, hands, shown)) {
                        shooter = shown;
                        break;
                    }
                }
            } else {
                shooter = world_shooter(v, &riv, hands, w, prm);
            }
            if (shooter >= 0) {
                shooting[shooter]++;
            }
            for (int i = 0; i < nopt; i++) {
                opt_t *o = &opt[i];
                if (!o->active) {
                    continue;
                }
                hs_sim_t s;
                hs_start(v, hands, &s);
                s.moon = o->moon ? v->seat : shooter;
                if (w & 1) {
                    memcpy(s.rival_moon, rival_moon, sizeof rival_moon);
                }
                if (o->moon) {
                    attempt_defence(v, prm, &s);
                } else if (shooter >= 0) {
                    s.defend_min = riv.strong[shooter] ? prm->rival_defend_strong : prm->rival_defend;
                    s.fight = true;
                    if (shooter == shown) {
                        /* Against a shown shooter we do not wait for the others: in these playouts
                         * only we fight it, from its first point and keeping our stoppers; they
                         * keep to the ordinary rules. */
                        s.defend_min = 1;
                        s.lone_defender = v->seat;
                        s.keep = true;
                    }
                }
                hs_play(&c, &s, o->card);
                hs_rollout(&c, &s);
                record(o, vals + (size_t)i * maxw, w, &c, &s);
                spent += cards_left;
            }
        }
        nw = end;
        if (nw >= min_worlds || exhaustive) {
            /* An attempt on the moon that rarely succeeds is not worth more playouts. */
            for (int i = 0; i < nopt; i++) {
                if (opt[i].moon && opt[i].active && opt[i].moon_for < prm->moon_drop * opt[i].n) {
                    opt[i].active = false;
                }
            }
            if (!exhaustive) {
                active = race(opt, nopt, vals, maxw, nw, RACE_Z);
            }
            if (spent >= budget && !exhaustive) {
                break;
            }
            if (exhaustive && spent >= 4 * budget) {
                break;
            }
        }
        if (!exhaustive && nw >= min_worlds) {
            /* Stop once the leader is clear of every other candidate, or the effort is spent. */
            active = 0;
            for (int i = 0; i < nopt; i++) {
                active += opt[i].active;
            }
        }
    }

    /* The best, with the moon rule: try only when most worlds let it succeed. */
    int best = -1, best_plain = -1;
    for (int i = 0; i < nopt; i++) {
        opt_t *o = &opt[i];
        if (o->n == 0) {
            continue;
        }
        double need = moon_need(v, prm, committed);
        bool ok = !o->moon || (o->moon_for >= need * o->n);
        if (!ok) {
            continue;
        }
        /* Candidates dropped by the race compare on the worlds they saw; fine for a ranking. */
        if (best < 0 || (o->active && !opt[best].active) ||
            (o->active == opt[best].active && mean(o) > mean(&opt[best]))) {
            best = i;
        }
        if (!o->moon && (best_plain < 0 || (o->active && !opt[best_plain].active) ||
                         (o->active == opt[best_plain].active && mean(o) > mean(&opt[best_plain])))) {
            best_plain = i;
        }
    }
    if (best < 0) {
        best = best_plain >= 0 ? best_plain : 0;
    }
    if (prm->hunter && moon) {
        /* The hunter: once it holds every point so far it keeps going while the moon is still
         * possible at all, with the card that completes it most often. */
        int most = -1;
        for (int i = 0; i < nopt; i++) {
            opt_t *o = &opt[i];
            if (o->moon && o->n > 0 &&
                (most < 0 || (double)o->moon_for / o->n > (double)opt[most].moon_for / opt[most].n)) {
                most = i;
            }
        }
        if (most >= 0 && opt[most].moon_for > 0 && (committed || opt[most].moon_for >= prm->moon_start * opt[most].n)) {
            best = most;
        }
    }
    /* The best of many noisy estimates looks better than it is: before an attempt on the moon, check
     * it against the best plain play on worlds neither has seen. */
    if (opt[best].moon && !exhaustive && best_plain >= 0 && !prm->hunter) {
        opt_t fresh[2];
        memset(fresh, 0, sizeof fresh);
        fresh[0] = opt[best];
        fresh[1] = opt[best_plain];
        for (int i = 0; i < 2; i++) {
            fresh[i].n = 0;
            fresh[i].sum = fresh[i].pts = 0;
            fresh[i].queen = fresh[i].moon_for = fresh[i].moon_against = 0;
        }
        float scratch[2];
        for (int w = 0; w < CONFIRM_WORLDS; w++) {
            cardset_t hands[4];
            deal(&k, reader, rng, hands);
            for (int i = 0; i < 2; i++) {
                hs_sim_t s;
                hs_start(v, hands, &s);
                s.moon = fresh[i].moon ? v->seat : -1;
                if (fresh[i].moon) {
                    attempt_defence(v, prm, &s);
                }
                hs_play(&c, &s, fresh[i].card);
                hs_rollout(&c, &s);
                record(&fresh[i], &scratch[i], 0, &c, &s);
            }
        }
        double need = moon_need(v, prm, committed);
        if (fresh[0].moon_for < need * fresh[0].n || mean(&fresh[0]) < mean(&fresh[1])) {
            best = best_plain;
        }
    }
    /* An attempt on the moon is a card it would not have played otherwise: when the best ordinary
     * card is the same card, nothing is staked on the moon yet. */
    if (opt[best].moon && best_plain >= 0 && opt[best_plain].card == opt[best].card) {
        best = best_plain;
    }
    fill_analysis(a, opt, nopt, best, nw, exhaustive);
    if (a) {
        a->shown = shown;
        for (int q = 0; q < SEAT_COUNT; q++) {
            a->rival_shoots[q] = nw ? (double)shooting[q] / nw : 0;
        }
    }
    card_t card = opt[best].card;
    free(vals);
    free(worlds);
    hr_free(reader);
    return card;
}

/* ---- Passing ---- */

/* How much a good player wants rid of a card (from the seat's hand), for seeding the candidates. */
static int pass_want(cardset_t hand, card_t c, pass_dir_t dir)
{
    int suit = card_suit(c), rank = card_rank(c);
    int len = cardset_count(hand & CARDSET_SUIT(suit));
    cardset_t spades = hand & CARDSET_SUIT(SUIT_SPADES);
    int low_spades = cardset_count(spades & cardset_below(CARD_QS));
    bool has_qs = cardset_has(hand, CARD_QS);
    if (suit == SUIT_SPADES) {
        if (c == CARD_QS) {
            return low_spades >= 4 ? 10 : 100;
        }
        if (rank > RANK_Q) {
            if (low_spades >= 4) {
                return 12 + rank;
            }
            /* Passing right with a small spade to spare, the ace and king may stay. */
            if (dir == PASS_RIGHT && !has_qs && low_spades >= 1) {
                return 30 + rank;
            }
            return (has_qs ? 60 : 80) + rank;
        }
        return -40 + rank; /* small spades guard against the queen */
    }
    if (suit == SUIT_HEARTS) {
        return rank >= RANK_10 ? 30 + 5 * (rank - RANK_10) : rank - 8;
    }
    int w = 3 * rank;
    int lows = cardset_count(hand & CARDSET_SUIT(suit) & cardset_below(CARD_MAKE(suit, RANK_5)));
    if (len <= 2) {
        w += 28 - 6 * len;
    } else if (len == 3) {
        w += 6;
    }
    if (lows == 0) {
        w += 8; /* no small card to get out of the suit with */
    }
    if (rank <= RANK_3) {
        w -= 20;
    }
    return w;
}

static bool add_pass(opt_t *opt, int *nopt, int max, cardset_t set, bool moon)
{
    if (cardset_count(set) != 3 || *nopt >= max) {
        return false;
    }
    for (int i = 0; i < *nopt; i++) {
        if (opt[i].pass_set == set && opt[i].moon == moon) {
            return false;
        }
    }
    opt_t *o = &opt[(*nopt)++];
    memset(o, 0, sizeof *o);
    o->card = CARD_NONE;
    o->pass_set = set;
    o->moon = moon;
    o->active = true;
    cardset_t x = set;
    for (int i = 0; i < 3; i++) {
        o->pass[i] = cardset_pop(&x);
    }
    return true;
}

/* A hand that might shoot: many high cards and a long or high heart suit. */
static bool moon_pass_possible(cardset_t hand)
{
    int strength = 0;
    for (cardset_t m = hand; m;) {
        card_t c = cardset_pop(&m);
        int r = card_rank(c);
        if (r >= RANK_J) {
            strength += r - RANK_10;
        }
    }
    cardset_t hearts = hand & CARDSET_HEARTS;
    int top_hearts = cardset_count(hearts & ~cardset_below(CARD_MAKE(SUIT_HEARTS, RANK_J)));
    return strength >= 22 && top_hearts >= 2;
}

#define MAX_PASS_OPTS 112

void hs_decide_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    cardset_t hand = v->hand;
    pass_dir_t dir = v->pass_dir;
    int me = v->seat;
    opt_t opt[MAX_PASS_OPTS];
    int nopt = 0;

    /* Seeds: normal's pass; every three of the nine cards good players most want rid of; voiding a
     * short minor suit; and, for a strong hand, passes that keep the high cards for a moon. */
    add_pass(opt, &nopt, MAX_PASS_OPTS, ai_normal_pass_set(hand, dir), false);
    card_t top[13];
    int want[13], ntop = 0;
    for (cardset_t m = hand; m;) {
        card_t c = cardset_pop(&m);
        int w = pass_want(hand, c, dir);
        int i = ntop++;
        while (i > 0 && want[i - 1] < w) {
            top[i] = top[i - 1];
            want[i] = want[i - 1];
            i--;
        }
        top[i] = c;
        want[i] = w;
    }
    int pool = ntop < 9 ? ntop : 9;
    for (int i = 0; i < pool; i++) {
        for (int j = i + 1; j < pool; j++) {
            for (int l = j + 1; l < pool; l++) {
                add_pass(opt, &nopt, MAX_PASS_OPTS, cardset_of(top[i]) | cardset_of(top[j]) | cardset_of(top[l]),
                         false);
            }
        }
    }
    for (int suit = SUIT_CLUBS; suit <= SUIT_DIAMONDS; suit++) {
        cardset_t s = hand & CARDSET_SUIT(suit);
        int n = cardset_count(s);
        if (n >= 1 && n <= 3) {
            cardset_t set = s;
            for (int i = 0; i < ntop && cardset_count(set) < 3; i++) {
                set |= cardset_of(top[i]);
            }
            add_pass(opt, &nopt, MAX_PASS_OPTS, set, false);
        }
    }
    if (moon_pass_possible(hand)) {
        /* Keep the high cards: pass three of the lowest non-hearts. */
        card_t low[13];
        int nlow = 0;
        for (int r = 0; r < RANK_COUNT; r++) {
            for (int suit = 0; suit < SUIT_HEARTS; suit++) {
                card_t c = CARD_MAKE(suit, r);
                if (cardset_has(hand, c) && c != CARD_QS) {
                    low[nlow++] = c;
                }
            }
        }
        int lp = nlow < 5 ? nlow : 5;
        for (int i = 0; i < lp; i++) {
            for (int j = i + 1; j < lp; j++) {
                for (int l = j + 1; l < lp; l++) {
                    add_pass(opt, &nopt, MAX_PASS_OPTS, cardset_of(low[i]) | cardset_of(low[j]) | cardset_of(low[l]),
                             true);
                }
            }
        }
    }

    hs_ctx_t c;
    hs_ctx(v, &c);
    know_t k;
    hs_know(v, &k);
    int to = rules_pass_target(me, dir);
    int from = -1;
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (s != me && rules_pass_target(s, dir) == me) {
            from = s;
        }
    }

    int maxw = 1024;
    float *vals = malloc(sizeof(float) * (size_t)nopt * (size_t)maxw);
    if (!vals || to < 0 || from < 0) {
        free(vals);
        if (a) {
            clear_analysis(a);
        }
        cardset_t set = ai_normal_pass_set(hand, dir);
        for (int i = 0; i < 3; i++) {
            out[i] = cardset_pop(&set);
        }
        return;
    }
    /* Rounds of successive halving: all candidates on the first worlds, the better half on twice as
     * many, and so on, all on the same worlds. */
    int nw = 0;
    int round_worlds = 24;
    long spent = 0;
    int active = nopt;
    for (;;) {
        int end = nw + round_worlds;
        if (end > maxw) {
            end = maxw;
        }
        for (int w = nw; w < end; w++) {
            cardset_t hands[4], passes[4];
            hs_sample(&k, rng, hands);
            for (int s = 0; s < SEAT_COUNT; s++) {
                passes[s] = s == me ? 0 : hs_policy_pass(&v->rules, hands[s], dir);
            }
            for (int i = 0; i < nopt; i++) {
                opt_t *o = &opt[i];
                if (!o->active) {
                    continue;
                }
                cardset_t after[4];
                passes[me] = o->pass_set;
                for (int s = 0; s < SEAT_COUNT; s++) {
                    after[s] = hands[s] & ~passes[s];
                }
                for (int s = 0; s < SEAT_COUNT; s++) {
                    after[rules_pass_target(s, dir)] |= passes[s];
                }
                hs_sim_t sim;
                hs_start_hand(&c, v, after, &sim);
                sim.moon = o->moon ? me : -1;
                if (o->moon) {
                    attempt_defence(v, &HS_HARD, &sim);
                }
                hs_rollout(&c, &sim);
                record(o, vals + (size_t)i * maxw, w, &c, &sim);
                spent += 52;
            }
        }
        /* Replay the earlier worlds for nobody: every active candidate has seen all worlds so far. */
        nw = end;
        if (active <= 1 || nw >= maxw || spent >= PASS_BUDGET) {
            break;
        }
        /* Keep the better half (by mean), at least two. */
        int keep = (active + 1) / 2;
        if (keep < 2) {
            keep = 2;
        }
        for (int dropped = active - keep; dropped > 0; dropped--) {
            int worst = -1;
            for (int i = 0; i < nopt; i++) {
                if (opt[i].active && (worst < 0 || mean(&opt[i]) < mean(&opt[worst]))) {
                    worst = i;
                }
            }
            opt[worst].active = false;
        }
        active = keep;
        round_worlds = nw; /* double the worlds */
        /* Active candidates must see the earlier worlds too: they already have (they were active). */
    }
    int best = -1;
    for (int i = 0; i < nopt; i++) {
        opt_t *o = &opt[i];
        if (!o->active) {
            continue;
        }
        if (o->moon && o->moon_for < moon_need(v, &HS_HARD, false) * o->n) {
            continue;
        }
        if (best < 0 || mean(o) > mean(&opt[best])) {
            best = i;
        }
    }
    if (best < 0) {
        for (int i = 0; i < nopt; i++) {
            if (!opt[i].moon && (best < 0 || (opt[i].active && !opt[best].active) ||
                                 (opt[i].active == opt[best].active && mean(&opt[i]) > mean(&opt[best])))) {
                best = i;
            }
        }
    }
    if (best < 0) {
        best = 0;
    }
    fill_analysis(a, opt, nopt, best, nw, false);
    memcpy(out, opt[best].pass, 3 * sizeof out[0]);
    free(vals);
}

/* ---- The level's entry points ---- */

void ai_hard_pass(const seat_view_t *v, rng_t *rng, card_t out[3], ai_analysis_t *a)
{
    hs_decide_pass(v, rng, out, a);
}

card_t ai_hard_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    return hs_decide_play(v, rng, a);
}
