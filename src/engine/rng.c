/* PCG-XSH-RR (M. E. O'Neill, pcg-random.org): 64-bit state, 32-bit output. Only fixed-width
 * unsigned arithmetic, so the numbers are the same everywhere. */
#include "hearts/rng.h"

void rng_seed(rng_t *r, uint64_t seed, uint64_t stream)
{
    r->state = 0;
    r->inc = (stream << 1) | 1u;
    (void)rng_next(r);
    r->state += seed;
    (void)rng_next(r);
}

uint32_t rng_next(rng_t *r)
{
    uint64_t old = r->state;
    r->state = old * 6364136223846793005ULL + r->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

uint32_t rng_below(rng_t *r, uint32_t bound)
{
    /* Reject the values below 2^32 mod bound so every residue is equally likely. */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t x = rng_next(r);
        if (x >= threshold) {
            return x % bound;
        }
    }
}

double rng_unit(rng_t *r)
{
    return rng_next(r) * (1.0 / 4294967296.0);
}
