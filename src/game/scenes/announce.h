/* Speaking the game (platform/speech.h says how it reaches the system's voice): what it says, in the
 * player's language. Three sources:
 *   - the focus: each frame the top screen's focus is compared with the one said last; a new screen
 *     or a new focus (or the same control with another value) is said at once (SPEECH_NOW: it cuts the
 *     focus line before it short). A screen may word its controls (scene_t.speak); else a button's
 *     label is said;
 *   - the table's events, as the table shows them (announce_event, called by play_events.c), and the
 *     tournament clock at 5:00, 1:00, 0:30 and 0:10 left: each waits its turn (SPEECH_QUEUE), short,
 *     so that a fast animation speed drops nothing;
 *   - keys: F2 speech on and off, F3 the last words again (every screen); on the table the keys of
 *     announce_table_key (announce_keys.c).
 * Speech is on with the Options row "Speak the game", --speech for one run, or when the desktop says a
 * screen reader runs. Hooked into the home (announce_attach) and the loop (app_t.on_key,
 * after_events). */
#ifndef GAME_SCENES_ANNOUNCE_H
#define GAME_SCENES_ANNOUNCE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "hearts/event.h"
#include "platform/speech.h"
#include "scenes/home.h"

/* Makes the speech and hooks it into the app: on from the settings, --speech or a screen reader. */
void announce_attach(home_t *h);
void announce_detach(home_t *h);
/* After an Options change: the setting and the language applied. */
void announce_settings_changed(home_t *h);
bool announce_on(const home_t *h);
void announce_say(const home_t *h, speech_kind_t kind, const char *text);
/* The title screen's first line: how to turn speech on (or off) with one key. */
const char *announce_title_words(const home_t *h);
/* Options' value of "Speak the game": on, off, or not available in this build. */
const char *announce_option_value(const home_t *h);
/* Options' change of "Speak the game". */
void announce_option_toggle(home_t *h);

/* An engine event as the table shows it, said in a sentence (some say nothing to South: another
 * seat's pass). Every kind of event has its words. The seats are the home's table's. */
void announce_event(const home_t *h, const game_event_t *ev);
/* The words of an event of a game of `players` seats (3, 4 or 5; another count is read as 4): what
 * announce_event says, "" when it says nothing. Returns buf. */
const char *announce_event_words(const game_event_t *ev, int players, char *buf, size_t len);

/* A claimed rest laid down on the table: who claims (and whether it takes every trick left), then every
 * seat (the claimer's first, then from South round the table) with what the rest gives it (tricks[],
 * points[] by seat) and its cards by suit: "Right claims: the rest is certain. Right: the rest: 2 tricks,
 * 1 point. Right: Hearts: nine, ace. You: ...". Returns buf. announce_claim says it (queued after the
 * play before). */
const char *announce_claim_words(int claimer, int players, const cardset_t hands[], const int tricks[],
                                 const int points[], bool takes_all, char *buf, size_t len);
void announce_claim(const home_t *h, int claimer, const cardset_t hands[], const int tricks[], const int points[],
                    bool takes_all);

/* A card's name as said: "queen of spades". Returns buf. */
const char *announce_card(card_t c, char *buf, size_t len);
/* Cards by suit, as a hand is read: "Clubs: 2, 7, queen. Hearts: ace." (the suits with none left
 * out; "no cards" for an empty set; up to a three-seat hand's 17 cards). Returns buf. */
const char *announce_hand(cardset_t cards, char *buf, size_t len);
/* "queen of spades, 2 of clubs and ..." for up to 13 cards in order. Returns buf. */
const char *announce_card_list(const card_t *cards, int n, char *buf, size_t len);
/* text with every card's label ("Q♦", as the screen writes it) in words ("queen of diamonds"): a
 * hint's sentences said aloud. Returns buf. */
const char *announce_spoken_cards(const char *text, char *buf, size_t len);
/* Appends a sentence with every seat's number, in seat order (sign: "+5", "−10"), to buf: by_count
 * holds one msgid a seat count (3, 4, 5 seats), with a %s a seat: "Totals: you 20, left 13, across 45,
 * right 8." */
void announce_seats_line(const char *const by_count[3], const int v[], int players, bool sign, char *buf, size_t len);
/* Appends a sentence to buf (a space between). */
void announce_append(char *buf, size_t len, const char *sentence);

#endif
