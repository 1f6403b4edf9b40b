/* The project's own portable random numbers (PCG-XSH-RR 32 over a 64-bit LCG).
 *
 * The same seed and stream give the same numbers on every platform and compiler. Streams keep
 * independent consumers apart: deals draw from their own stream per hand, AI tie-breaks and
 * cosmetic effects from others, so a change in one never changes a deal. */
#ifndef HEARTS_RNG_H
#define HEARTS_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t state;
    uint64_t inc;
} rng_t;

/* Well-known stream numbers. Deals use RNG_STREAM_DEAL + hand number. */
enum {
    RNG_STREAM_DEAL = 0x1000,
    RNG_STREAM_AI = 0x2000, /* + seat */
    RNG_STREAM_COSMETIC = 0x3000,
};

void rng_seed(rng_t *r, uint64_t seed, uint64_t stream);
uint32_t rng_next(rng_t *r);
/* Uniform in [0, bound), without modulo bias; bound must be > 0. */
uint32_t rng_below(rng_t *r, uint32_t bound);
/* Uniform in [0, 1). */
double rng_unit(rng_t *r);

#endif
