/* Compiled into test_seat_barrier, and only compiles while the seat barrier holds in the types:
 * the player interface (match.h, bot.h) and the AI's headers declare no game, and a player's event
 * callback takes a seat_event_t, which has room for one hand only. Nothing here runs but a trivial
 * function: the proof is that this file builds (with warnings as errors). */
#include "ai_internal.h"
#include "ai_sim.h"
#include "ai_util.h"
#include "bot.h"
#include "hearts/ai.h"
#include "hearts/event.h"
#include "hearts/view.h"
#include "match.h"
#include "seat_barrier.h"

#ifdef HEARTS_GAME_H
#error "a header of the player interface or the AI includes hearts/game.h"
#endif

/* Had any header above declared game_t, this would be a conflicting redefinition. */
typedef int game_t;

/* A seat event holds one seat's cards, never the four hands of a deal. */
_Static_assert(sizeof(((seat_event_t *)0)->dealt) == sizeof(cardset_t), "a seat event holds one hand");

/* Assigning a callback of any other type (one that takes a game, or the raw game_event_t) is an
 * incompatible pointer, an error under -Werror. */
static void takes_only_seat_event(player_t *p, const seat_event_t *ev)
{
    (void)p;
    (void)ev;
}

void seat_barrier_types(player_t *p)
{
    game_t unused = 0;
    (void)unused;
    p->event = takes_only_seat_event;
}
