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
 * shown from one trick won, however many were played; one that passed us three low cards, none a
 * heart, is shown from its first card. Decisions with a moon in the air (ours, or a rival holding
 * every point so far, or shown) get more worlds and effort.
 * The pass is in ai_hard_pass.c; what both searches share, in ai_search.c. The moon hunter
 * (ai_hunter.c) is this same play search with other settings (hs_params_t).
 *
 * All chance comes from the rng given, and all effort is counted in cards played out (never in time),
 * so a decision is the same for the same view and rng on every machine. */
#include <stdlib.h>
#include <string.h>

#include "ai_endgame.h"
#include "ai_hard.h"
#include "ai_internal.h"
#include "ai_read.h"
#include "ai_search.h"
#include "ai_sim.h"
#include "ai_util.h"

/* Effort: cards played out per decision (a playout card costs some tens of nanoseconds). */
#define PLAY_BUDGET       1500000L
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

/* ---- Rivals that may be shooting ---- */

/* What the seat has seen of each rival that a shooter does: it holds every point taken so far, or it
 * passed us three low cards that are not hearts (a shooter keeps its high cards); and whether it may
 * shoot on purpose at all. */
typedef struct {
    bool suspect[SEAT_MAX]; /* may be shooting: the only seat with points, or nobody has any yet */
    bool sole[SEAT_MAX];    /* holds every point taken so far (at least one) */
    bool low_pass[SEAT_MAX];
    bool strong[SEAT_MAX]; /* not shown at easy or normal (a person, hard, the hunter, a bot) */
} rivals_t;

static void read_rivals(const seat_view_t *v, rivals_t *r)
{
    memset(r, 0, sizeof *r);
    int holders = 0, holder = -1;
    for (int q = 0; q < v->rules.players; q++) {
        if (v->taken_cards[q] & CARDSET_POINTS) {
            holders++;
            holder = q;
        }
    }
    for (int q = 0; q < v->rules.players; q++) {
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

/* What a player reckons before passing for a moon: high cards win tricks (aces and kings most), long
 * hearts headed by the ace or king take the hearts themselves, and a guarded queen of spades (or the
 * ace and king above it) takes the queen on purpose. */
int hs_moon_strength(cardset_t hand)
{
    int s = 0;
    for (cardset_t m = hand; m;) {
        card_t c = cardset_pop(&m);
        int r = card_rank(c);
        if (r == RANK_A) {
            s += 4;
        } else if (r == RANK_K) {
            s += 3;
        } else if (r == RANK_Q) {
            s += 2;
        } else if (r == RANK_J) {
            s += 1;
        }
    }
    cardset_t hearts = hand & CARDSET_HEARTS;
    int nh = cardset_count(hearts);
    bool top_heart =
        cardset_has(hearts, CARD_MAKE(SUIT_HEARTS, RANK_A)) || cardset_has(hearts, CARD_MAKE(SUIT_HEARTS, RANK_K));
    if (nh >= 5 && top_heart) {
        s += 2 * (nh - 4);
    }
    if (!top_heart && nh >= 2) {
        s -= 4; /* hearts that someone can win from us */
    }
    cardset_t spades = hand & CARDSET_SUIT(SUIT_SPADES);
    if (cardset_has(spades, CARD_QS) || (spades & cardset_above(CARD_QS))) {
        s += cardset_count(spades) >= 3 ? 2 : 0;
    }
    return s > 0 ? s : 0;
}

/* The rival that plays for the moon in this world (from its first card here), or -1: a suspect whose
 * cards in this world would let a strong player try, judged by what it holds now and what it has
 * shown (a rival that may shoot on purpose: also by the tricks it has won, with the high cards it has
 * played there no longer in its hand). Only every other world has one, so that a world without a
 * shooter weighs as much. */
static int world_shooter(const seat_view_t *v, const rivals_t *r, const cardset_t hands[SEAT_MAX], int w,
                         const hs_params_t *prm)
{
    if (prm->rival_strength <= 0 || !(w & 1)) {
        return -1;
    }
    int best = -1, best_score = 0;
    for (int q = 0; q < v->rules.players; q++) {
        if (!r->suspect[q]) {
            continue;
        }
        int need =
            hs_strength_for(prm->rival_strength, v->rules.players) - (r->sole[q] ? 6 : 0) - (r->low_pass[q] ? 4 : 0);
        if (r->strong[q]) {
            need -= prm->rival_won_strong * v->tricks_won[q];
        }
        int score = hs_moon_strength(hands[q]) - need;
        if (score >= 0 && (best < 0 || score > best_score)) {
            best = q;
            best_score = score;
        }
    }
    return best;
}

/* Whether seat q, playing for the moon from here, takes every point in this world when we do not defend
 * and the other two keep to the ordinary rules against a shooter (the rollout policy). */
static bool rival_can_shoot(const hs_ctx_t *c, const seat_view_t *v, const cardset_t hands[SEAT_MAX], int q)
{
    hs_sim_t s;
    hs_start(v, hands, &s);
    s.moon = q;
    s.passive = c->me;
    hs_rollout(c, &s);
    return !s.clock_out && rules_moon_shot(c->rules, s.taken) == q;
}

/* A world for a decision: read from the play where there is something to read. */
static void deal(const know_t *k, hr_t *reader, rng_t *rng, cardset_t hands[SEAT_MAX])
{
    if (reader) {
        hr_sample(reader, rng, hands);
    } else {
        hs_sample(k, rng, hands);
    }
}

/* ---- The moon: ours, and the settings ---- */

/* Whether an attempt on the moon is worth trying out here: nobody else has a point, the clock will
 * not cut the hand short, and the hand is strong enough (or we hold every point so far). */
static bool moon_possible(const seat_view_t *v, bool *committed, int strength_min)
{
    *committed = false;
    int me = v->seat, n = v->rules.players;
    for (int s = 0; s < n; s++) {
        if (s != me && (v->taken_cards[s] & CARDSET_POINTS)) {
            return false;
        }
    }
    if (ai_moon_jack_gone(&v->rules, v->taken_cards, me)) {
        return false; /* moon_needs_jack: the jack is out of reach */
    }
    /* Points on the table that someone else is winning are fine: we may still take the trick. */
    int cards_left = cardset_count(rules_deck(n)) - cardset_count(v->played);
    if (v->clock_ms >= 0 && v->clock_ms < (int64_t)cards_left * 1500 + 15000) {
        return false;
    }
    if (v->taken_cards[me] & CARDSET_POINTS) {
        *committed = true;
        return true;
    }
    /* Strength: high cards, and hearts that cannot be ducked by others. */
    cardset_t hand = v->hand;
    cardset_t unseen = ai_unseen(n, v->played, hand);
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
    return strength + hearts >= hs_strength_for(strength_min, n);
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
    .rival_shown_any = true,
    .rival_low_pass = true,
    .rival_tries = 8,
    .critical_scale = 2,
    .hunter = false,
};

card_t hs_decide_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    return hs_decide_play_with(v, rng, a, &HS_HARD);
}

/* ---- The play search, phase by phase ---- */

/* Everything one play decision works with. */
typedef struct {
    const seat_view_t *v;
    rng_t *rng;
    const hs_params_t *prm;
    hs_ctx_t c;
    know_t k;
    rivals_t riv;
    hr_t *reader;                  /* the play of the seats shown at easy or normal, read (ai_read.h); or NULL */
    cardset_t (*worlds)[SEAT_MAX]; /* every world still possible, when there are few enough (or NULL) */
    int nenum;                     /* how many of them (-1: too many to enumerate) */
    bool exhaustive;               /* those worlds are played out, instead of sampled ones */
    bool moon;                     /* each candidate is also tried as an attempt on the moon */
    bool committed;                /* ...and we hold every point taken so far */
    bool critical;                 /* a moon in the air: more worlds and effort */
    int shown;                     /* the rival shown to be shooting, or -1 */
    int rival_moon[SEAT_MAX];
    opt_t opt[2 * HAND_MAX];
    int nopt;
    float *vals; /* each candidate's utility in each world: maxw floats a candidate */
    int maxw, min_worlds;
    int cards_left;
    long budget, spent;
    int nw;                 /* worlds played out so far */
    int shooting[SEAT_MAX]; /* worlds in which each rival shot */
    eg_solver_t *eg;        /* the exact search of the last tricks (hs_params_t.endgame_tricks), or NULL */
    int solve_tricks;       /* the tricks it solves at the end of each playout */
    bool exact;             /* ...every one left: each playout is solved from the candidate's card */
} play_search_t;

/* Phase 1, the candidates: one card of each run of legal cards that play the same (those on the
 * table no longer split a run), each also as the first card of an attempt on the moon when one is
 * possible. */
static cardset_t play_distinct(const seat_view_t *v)
{
    cardset_t legal = v->legal;
    if (!legal) {
        legal = rules_legal_moves(&v->rules, v->hand, &v->trick);
    }
    if (!legal) {
        return 0;
    }
    cardset_t on_table = 0;
    for (int i = 0; i < v->trick.count; i++) {
        on_table |= cardset_of(v->trick.cards[i]);
    }
    return hs_distinct(&v->rules, legal, v->hand, v->played & ~on_table);
}

static void play_candidates(play_search_t *ps, cardset_t cands)
{
    ps->nopt = 0;
    for (cardset_t x = cands; x;) {
        card_t card = cardset_pop(&x);
        for (int m = 0; m < (ps->moon ? 2 : 1); m++) {
            opt_t *o = &ps->opt[ps->nopt++];
            memset(o, 0, sizeof *o);
            o->card = card;
            o->moon = m == 1;
            o->active = true;
        }
    }
}

/* Phase 2, the worlds: what the seat knows; every world still possible when there are few, and where
 * seats shown at easy or normal have played, of those the ones that contradict fewest of their
 * decisions (ps->exhaustive: these are played out instead of sampled worlds). */
static void keep_least_contradicted(play_search_t *ps)
{
    int fewest = -1, kept = 0;
    int *misses = malloc(sizeof(int) * (size_t)ps->nenum);
    if (!misses) {
        return;
    }
    for (int w = 0; w < ps->nenum; w++) {
        misses[w] = hr_misses(ps->reader, ps->worlds[w]);
        fewest = fewest < 0 || misses[w] < fewest ? misses[w] : fewest;
    }
    for (int w = 0; w < ps->nenum; w++) {
        if (misses[w] == fewest) {
            memmove(ps->worlds[kept++], ps->worlds[w], sizeof ps->worlds[0]);
        }
    }
    ps->nenum = kept;
    free(misses);
}

static void play_worlds(play_search_t *ps)
{
    hs_know(ps->v, &ps->k);
    read_rivals(ps->v, &ps->riv);
    ps->worlds = NULL;
    ps->nenum = -1;
    if (cardset_count(ps->k.free) <= 13) {
        ps->worlds = malloc(sizeof(cardset_t[SEAT_MAX]) * ENUM_LIMIT);
        if (ps->worlds) {
            ps->nenum = hs_enumerate(&ps->k, ps->worlds, ENUM_LIMIT);
        }
    }
    ps->reader = hr_new(ps->v, &ps->k);
    if (ps->reader && ps->nenum > 0) {
        keep_least_contradicted(ps);
    }
    ps->exhaustive = ps->nenum > 0;
    if (ps->exhaustive && ps->exact) {
        /* In a random order: the budget may end the solves before the last world, and a prefix of
         * the enumeration's order is a biased sample (the first cards all with the same seat). */
        for (int w = ps->nenum - 1; w > 0; w--) {
            int j = (int)rng_below(ps->rng, (uint32_t)w + 1);
            if (j == w) {
                continue; /* memcpy may not copy a row onto itself */
            }
            cardset_t t[SEAT_MAX];
            memcpy(t, ps->worlds[j], sizeof t);
            memcpy(ps->worlds[j], ps->worlds[w], sizeof t);
            memcpy(ps->worlds[w], t, sizeof t);
        }
    }
}

/* Phase 3, the rivals: which one is shown to be shooting, whether a moon is in the air (ours to try,
 * or a rival's that holds every point so far: a hand swings by 26 points there, so the effort buys
 * the most), and from how many points a rival holding all of them plays for the moon in every other
 * world.
 * Shown: it holds every point taken so far and has won at least two tricks and half of those played;
 * one that may shoot on purpose, one trick however many were played (rival_shown_any: a shooter that
 * takes the queen early and the hearts late, as a search that finds the moon from the cards does,
 * shows no run of tricks; against the searching shooter and the hunter this stopped more moons, see
 * bench/README.md). Measured on logs, two marks 296 of the moon hunter's 298 moons,
 * on average after five tricks, and a normal player in 12% of its hands; the worlds then keep it a
 * shooter only where its cards would take every point (rival_can_shoot), so a false alarm costs effort
 * more than cards (three tricks instead of two: half a trick later, 6%).
 * Or: it may shoot on purpose and passed us three low cards, none a heart, keeping its high cards. In
 * the logs the moon hunter passed so in 307 of 8,746 passes and completed the moon after 19% of them
 * (1% after any other pass), while four hard players passed so 7 times in 2,548. It is shown from its
 * first card, for as long as it may still be shooting. */
static void play_rivals(play_search_t *ps)
{
    const seat_view_t *v = ps->v;
    const hs_params_t *prm = ps->prm;
    const rivals_t *riv = &ps->riv;
    ps->critical = ps->moon;
    ps->shown = -1;
    int n = v->rules.players;
    for (int q = 0; q < n; q++) {
        if (riv->sole[q]) {
            ps->critical = true;
            int tricks = riv->strong[q] ? prm->rival_shown_strong : prm->rival_shown;
            bool share = 2 * v->tricks_won[q] >= v->tricks_done || (riv->strong[q] && prm->rival_shown_any);
            if (prm->rival_tries > 0 && v->tricks_won[q] >= tricks && share) {
                ps->shown = q;
            }
        }
    }
    for (int q = 0; q < n && ps->shown < 0; q++) {
        if (prm->rival_low_pass && prm->rival_tries > 0 && riv->low_pass[q] && riv->strong[q] && riv->suspect[q]) {
            ps->shown = q;
            ps->critical = true;
        }
    }
    for (int q = 0; q < n; q++) {
        ps->rival_moon[q] = riv->strong[q] ? prm->rival_moon_strong : prm->rival_moon;
    }
}

/* Phase 4, the race: worlds in batches, every candidate still in the race played out in each. */

/* World w (enumerated or dealt) and the rival that shoots in it, or -1. A rival shown to be shooting
 * shoots in a world when its cards there would take every point against the others' ordinary defence
 * with us not defending; a world where they would not is dealt again, up to rival_tries times. */
static int play_world(play_search_t *ps, int w, cardset_t hands[SEAT_MAX])
{
    if (ps->exhaustive) {
        memcpy(hands, ps->worlds[w], sizeof(cardset_t[SEAT_MAX]));
    } else {
        deal(&ps->k, ps->reader, ps->rng, hands);
    }
    if (ps->shown < 0) {
        return world_shooter(ps->v, &ps->riv, hands, w, ps->prm);
    }
    for (int t = 0; t < (ps->exhaustive ? 1 : ps->prm->rival_tries); t++) {
        if (t > 0) {
            deal(&ps->k, ps->reader, ps->rng, hands);
        }
        ps->spent += ps->cards_left;
        if (rival_can_shoot(&ps->c, ps->v, hands, ps->shown)) {
            return ps->shown;
        }
    }
    return -1;
}

/* Candidate i played out in world w from the position, with the world's shooter (or -1). In every
 * other world a rival holding every point so far plays for the moon (rival_moon). Against the world's
 * shooter the others fight early; against a shown shooter we do not wait for the others: in these
 * playouts only we fight it, from its first point and keeping our stoppers, while they keep to the
 * ordinary rules. */
static void play_out(play_search_t *ps, int i, int w, const cardset_t hands[SEAT_MAX], int shooter)
{
    const seat_view_t *v = ps->v;
    const hs_params_t *prm = ps->prm;
    opt_t *o = &ps->opt[i];
    hs_sim_t s;
    hs_start(v, hands, &s);
    s.moon = o->moon ? v->seat : shooter;
    if (w & 1) {
        memcpy(s.rival_moon, ps->rival_moon, sizeof ps->rival_moon);
    }
    if (o->moon) {
        hs_attempt_defence(v, prm, &s);
    } else if (shooter >= 0) {
        s.defend_min = ps->riv.strong[shooter] ? prm->rival_defend_strong : prm->rival_defend;
        s.fight = true;
        if (shooter == ps->shown) {
            s.defend_min = 1;
            s.lone_defender = v->seat;
            s.keep = true;
        }
    }
    hs_play(&ps->c, &s, o->card);
    /* The exact search plays every seat for itself, so the others stop a moon there whenever they
     * can: a world with a shooter (or our attempt) is played out by the rules above to the end. */
    int solve = shooter >= 0 || o->moon ? 0 : ps->solve_tricks;
    eg_finish(ps->eg, &ps->c, &s, solve, prm->endgame_nodes, &ps->spent);
    hs_record(o, ps->vals + (size_t)i * ps->maxw, w, &ps->c, &s);
    ps->spent += ps->cards_left;
}

/* After a batch, once enough worlds are in (or all, when enumerated): an attempt on the moon that
 * rarely succeeds is not worth more playouts, and the candidates clearly behind leave the race.
 * Returns false when the effort is spent. */
static bool play_prune(play_search_t *ps, int *active)
{
    for (int i = 0; i < ps->nopt; i++) {
        opt_t *o = &ps->opt[i];
        if (o->moon && o->active && o->moon_for < ps->prm->moon_drop * o->n) {
            o->active = false;
        }
    }
    if (ps->exhaustive) {
        /* An exact solve of each world costs more than a rollout and needs no more worlds. */
        return ps->spent < (ps->exact ? 1 : 4) * ps->budget;
    }
    *active = hs_race(ps->opt, ps->nopt, ps->vals, ps->maxw, ps->nw, RACE_Z);
    return ps->spent < ps->budget;
}

/* The multiplier of worlds and effort (hs_params_t.effort; 0 counts as 1). */
static int effort_of(const hs_params_t *prm)
{
    return prm->effort > 1 ? prm->effort : 1;
}

/* Plays out batches of worlds until one candidate is left, the worlds run out, or the effort is spent.
 * (With enumerated worlds the race does not drop candidates: all of them see every world while the
 * budget lasts, an exact search's in a random order: play_worlds.) */
static void play_race(play_search_t *ps)
{
    ps->budget = PLAY_BUDGET * (ps->critical ? ps->prm->critical_scale : 1) * effort_of(ps->prm);
    ps->spent = 0;
    ps->nw = 0;
    memset(ps->shooting, 0, sizeof ps->shooting);
    int active = ps->nopt;
    while (ps->nw < ps->maxw && active > 1) {
        int end = ps->nw + BATCH < ps->maxw ? ps->nw + BATCH : ps->maxw;
        for (int w = ps->nw; w < end; w++) {
            cardset_t hands[SEAT_MAX];
            int shooter = play_world(ps, w, hands);
            if (shooter >= 0) {
                ps->shooting[shooter]++;
            }
            for (int i = 0; i < ps->nopt; i++) {
                if (ps->opt[i].active) {
                    play_out(ps, i, w, hands, shooter);
                }
            }
        }
        ps->nw = end;
        if ((ps->nw >= ps->min_worlds || ps->exhaustive) && !play_prune(ps, &active)) {
            break;
        }
        if (!ps->exhaustive && ps->nw >= ps->min_worlds) {
            /* Stop once the leader is clear of every other candidate. */
            active = 0;
            for (int i = 0; i < ps->nopt; i++) {
                active += ps->opt[i].active;
            }
        }
    }
}

/* Phase 5, the choice. First the best by mean, an attempt on the moon only where most worlds let it
 * succeed, and the best ordinary card (best_plain, -1 if none was played out). */
static int play_best(const play_search_t *ps, int *best_plain)
{
    double need = hs_moon_need(ps->v, ps->prm, ps->committed);
    int best = -1;
    *best_plain = -1;
    for (int i = 0; i < ps->nopt; i++) {
        const opt_t *o = &ps->opt[i];
        if (o->n == 0 || (o->moon && o->moon_for < need * o->n)) {
            continue;
        }
        if (hs_ranks_above(ps->opt, i, best)) {
            best = i;
        }
        if (!o->moon && hs_ranks_above(ps->opt, i, *best_plain)) {
            *best_plain = i;
        }
    }
    if (best < 0) {
        best = *best_plain >= 0 ? *best_plain : 0;
    }
    return best;
}

/* The hunter: once it holds every point so far it keeps going while the moon is still possible at
 * all, with the card that completes it most often (and starts with it where half its worlds do).
 * Returns the candidate, or best when it has none. */
static int hunter_choice(const play_search_t *ps, int best)
{
    const opt_t *opt = ps->opt;
    int most = -1;
    for (int i = 0; i < ps->nopt; i++) {
        const opt_t *o = &opt[i];
        if (o->moon && o->n > 0 &&
            (most < 0 || (double)o->moon_for / o->n > (double)opt[most].moon_for / opt[most].n)) {
            most = i;
        }
    }
    if (most >= 0 && opt[most].moon_for > 0 &&
        (ps->committed || opt[most].moon_for >= ps->prm->moon_start * opt[most].n)) {
        return most;
    }
    return best;
}

/* The best of many noisy estimates looks better than it is: before an attempt on the moon, it is
 * checked against the best plain play on worlds neither has seen. Returns whether it still wins. */
static bool moon_confirmed(play_search_t *ps, int best, int best_plain)
{
    const seat_view_t *v = ps->v;
    opt_t fresh[2];
    memset(fresh, 0, sizeof fresh);
    fresh[0] = ps->opt[best];
    fresh[1] = ps->opt[best_plain];
    for (int i = 0; i < 2; i++) {
        fresh[i].n = 0;
        fresh[i].sum = fresh[i].pts = 0;
        fresh[i].queen = fresh[i].moon_for = fresh[i].moon_against = 0;
    }
    float scratch[2];
    for (int w = 0; w < CONFIRM_WORLDS; w++) {
        cardset_t hands[SEAT_MAX];
        deal(&ps->k, ps->reader, ps->rng, hands);
        for (int i = 0; i < 2; i++) {
            hs_sim_t s;
            hs_start(v, hands, &s);
            s.moon = fresh[i].moon ? v->seat : -1;
            if (fresh[i].moon) {
                hs_attempt_defence(v, ps->prm, &s);
            }
            hs_play(&ps->c, &s, fresh[i].card);
            hs_rollout(&ps->c, &s);
            hs_record(&fresh[i], &scratch[i], 0, &ps->c, &s);
        }
    }
    double need = hs_moon_need(v, ps->prm, ps->committed);
    return fresh[0].moon_for >= need * fresh[0].n && hs_mean(&fresh[0]) >= hs_mean(&fresh[1]);
}

static int play_choose(play_search_t *ps)
{
    int best_plain;
    int best = play_best(ps, &best_plain);
    if (ps->prm->hunter && ps->moon) {
        best = hunter_choice(ps, best);
    }
    if (ps->opt[best].moon && !ps->exhaustive && best_plain >= 0 && !ps->prm->hunter &&
        !moon_confirmed(ps, best, best_plain)) {
        best = best_plain;
    }
    /* An attempt on the moon is a card it would not have played otherwise: when the best ordinary
     * card is the same card, nothing is staked on the moon yet. */
    if (ps->opt[best].moon && best_plain >= 0 && ps->opt[best_plain].card == ps->opt[best].card) {
        best = best_plain;
    }
    return best;
}

/* The only card worth playing, with an analysis that says so. */
static card_t play_only(card_t card, ai_analysis_t *a)
{
    if (a) {
        hs_clear_analysis(a);
        a->options = 1;
        a->option[0].card = card;
        a->option[0].cards[0] = a->option[0].cards[1] = a->option[0].cards[2] = CARD_NONE;
    }
    return card;
}

/* The exact search of the last tricks, where the settings ask for one: every playout solved from the
 * candidate's card with few tricks left, else the end of each rollout. */
static void play_endgame(play_search_t *ps)
{
    const hs_params_t *prm = ps->prm;
    ps->eg = NULL;
    ps->solve_tricks = 0;
    ps->exact = false;
    if (prm->endgame_tricks <= 0 && prm->tail_tricks <= 0) {
        return;
    }
    int left = ps->c.hand_size - ps->v->tricks_done;
    ps->solve_tricks = left <= prm->endgame_tricks ? left : prm->tail_tricks;
    if (ps->solve_tricks > 0) {
        /* The seats shown at easy or normal play in the search as the rollouts play them. */
        unsigned policy = 0;
        for (int q = 0; q < ps->v->rules.players; q++) {
            policy |= ps->v->weak_defender[q] ? 1u << q : 0u;
        }
        ps->eg = eg_new(&ps->c, policy);
    }
    ps->exact = ps->eg && ps->solve_tricks == left;
}

static void play_free(play_search_t *ps)
{
    eg_free(ps->eg);
    free(ps->vals);
    free(ps->worlds);
    hr_free(ps->reader);
}

card_t hs_decide_play_with(const seat_view_t *v, rng_t *rng, ai_analysis_t *a, const hs_params_t *prm)
{
    cardset_t cands = play_distinct(v);
    if (!cands) {
        return CARD_NONE;
    }
    play_search_t ps;
    ps.v = v;
    ps.rng = rng;
    ps.prm = prm;
    hs_ctx(v, &ps.c);
    /* The cost applies to a rival shown to be running: it alone has taken the moon's cards so far. */
    cardset_t moon_cards = rules_moon_cards(&v->rules);
    int runner = -1;
    for (int q = 0; q < v->rules.players; q++) {
        if (v->taken_cards[q] & moon_cards) {
            runner = runner == -1 ? q : -2;
        }
    }
    for (int q = 0; q < v->rules.players; q++) {
        ps.c.moon_cost[q] = q == runner && q != v->seat && !v->weak_defender[q] ? prm->moon_cost_strong : 0;
    }
    ps.moon = moon_possible(v, &ps.committed, prm->moon_strength);
    if (cardset_count(cands) == 1 && !ps.moon) {
        return play_only(cardset_lowest(cands), a);
    }
    play_candidates(&ps, cands);
    play_endgame(&ps);
    play_worlds(&ps);
    play_rivals(&ps);
    int scale = (ps.critical ? prm->critical_scale : 1) * effort_of(prm);
    /* Solved exactly, a world's outcome varies less than a rollout's: the fewest worlds are the hard
     * level's, the effort buys more of them while the race is close. */
    ps.min_worlds = MIN_WORLDS * (ps.exact ? scale / effort_of(prm) : scale);
    ps.maxw = ps.exhaustive ? ps.nenum : MAX_WORLDS * scale;
    ps.cards_left = cardset_count(ps.c.deck) - cardset_count(v->played);
    ps.vals = malloc(sizeof(float) * (size_t)ps.nopt * (size_t)ps.maxw);
    if (!ps.vals) {
        /* Out of memory: the normal level's choice, with nothing to show for it. */
        play_free(&ps);
        if (a) {
            hs_clear_analysis(a);
        }
        return ai_normal_play(v, rng);
    }
    play_race(&ps);
    int best = play_choose(&ps);
    hs_fill_analysis(a, ps.opt, ps.nopt, best, ps.nw, ps.exhaustive);
    if (a) {
        a->shown = ps.shown;
        for (int q = 0; q < v->rules.players; q++) {
            a->rival_shoots[q] = ps.nw ? (double)ps.shooting[q] / ps.nw : 0;
        }
    }
    card_t card = ps.opt[best].card;
    play_free(&ps);
    return card;
}

card_t ai_hard_play(const seat_view_t *v, rng_t *rng, ai_analysis_t *a)
{
    return hs_decide_play(v, rng, a);
}
