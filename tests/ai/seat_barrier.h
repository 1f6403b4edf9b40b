/* The compile-time half of test_seat_barrier (seat_barrier_types.c). */
#ifndef HEARTS_TEST_SEAT_BARRIER_H
#define HEARTS_TEST_SEAT_BARRIER_H

#include "match.h"

/* Sets p->event to a callback of exactly the player interface's type. */
void seat_barrier_types(player_t *p);

#endif
