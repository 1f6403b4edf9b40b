/* Undo on the table (the Undo button, key U): in a classic game South's card and the computer players'
 * after it go back into their hands, on the screen as in the engine; the button shows only while there is
 * a card to take back; once the card has left the table, U says there is nothing to take back; in the tournament format
 * there is no Undo button and U says why; a game with a card taken back is practice in the statistics; at three and
 * five players too. Screenshots at 800x450, 1280x800 and 800x1000. */
#include <stdio.h>
#include <string.h>

#include "scene_driver.h"
#include "test_util.h"

/* The first pass made for South by the computer, so that the table is in play. */
static bool to_south_turn(void)
{
    for (int guard = 0; guard < 20; guard++) {
        if (c_summary()) {
            key(SDLK_RETURN);
            frames(2);
        }
        if (c_pass_mode()) {
            table_set_autoplay(home.table, true);
            run_until(c_passes_shown, 4000);
            table_set_autoplay(home.table, false);
        }
        if (run_until(c_south_turn, 4000)) {
            return true;
        }
    }
    return false;
}

/* Whether the table shows card c in South's hand (on the screen, not only in the engine). */
static bool shown_in_south_hand(card_t c)
{
    const play_t *p = play();
    return cardset_has(p->shown.hand[SEAT_S], c) && p->anim.cards[c].loc == LOC_HAND;
}

static card_t undone_card;
static bool c_card_home(void)
{
    return shown_in_south_hand(undone_card);
}

/* South plays, the others follow; Undo (the button or U) puts South's card and theirs back. */
static void take_back_at(int w, int h, bool by_key)
{
    SDL_SetWindowSize(app.window, w, h);
    frames(3);
    CHECK(to_south_turn());
    play_t *p = play();
    const game_t *g = table_game(home.table);
    /* at the trick's start (or after the pass) South has nothing to take back, unless South's card
     * completed the trick just before and won it: the button shows exactly when Undo would succeed */
    bool can = table_undo_check(home.table) == TABLE_UNDO_OK;
    CHECK_MSG((find_control(NULL, BTN_UNDO) != NULL) == can, "%dx%d: Undo %s with %s to take back", w, h,
              can ? "hidden" : "shown", can ? "a card" : "nothing");
    int players = game_players(g);
    int trick = game_trick(g)->number, before = game_trick(g)->count;
    cardset_t hands[SEAT_MAX];
    for (int seat = 0; seat < players; seat++) {
        hands[seat] = game_hand(g, seat);
    }
    undone_card = cardset_highest(play_south_legal(p));
    click_south_card(undone_card);
    frames(2);
    CHECK(!cardset_has(game_hand(g, SEAT_S), undone_card));
    CHECK(find_control(NULL, BTN_UNDO) != NULL); /* shown in a casual game, at any count of players */
    /* the computer players follow while the trick lasts (their cards shown) */
    for (int guard = 0; guard < 600 && game_trick(g)->number == trick && game_trick(g)->count < players - 1; guard++) {
        frame();
    }
    frame(); /* the last card so far on its way (the next waits for it to land) */
    char name[48];
    snprintf(name, sizeof name, "undo%d_before_%dx%d", players, w, h);
    screenshot(name);
    if (game_trick(g)->number != trick && (game_trick(g)->count > 0 || before < players - 1)) {
        /* another seat completed the trick, or the next has begun: the card has left the table */
        CHECK(find_control(NULL, BTN_UNDO) == NULL);
        key(SDLK_u);
        CHECK_MSG(strstr(p->msg.toast, "Nothing to take back") != NULL, "toast: '%s'", p->msg.toast);
        return;
    }
    if (by_key) {
        key(SDLK_u);
    } else {
        click_control_id(BTN_UNDO);
    }
    frames(2);
    g = table_game(home.table); /* the game is made anew by an undo */
    CHECK(table_practice(home.table));
    CHECK(cardset_has(game_hand(g, SEAT_S), undone_card));
    CHECK_EQ_INT(game_trick(g)->count, before);
    for (int seat = 0; seat < players; seat++) {
        CHECK(game_hand(g, seat) == hands[seat]);
        CHECK(p->shown.hand[seat] == hands[seat]);
    }
    CHECK(run_until(c_card_home, 600));
    CHECK(run_until(c_south_turn, 600));
    snprintf(name, sizeof name, "undo%d_after_%dx%d", players, w, h);
    screenshot(name);
    CHECK(find_control(NULL, BTN_UNDO) == NULL); /* one card at a time: no button for the next */
    key(SDLK_u);
    CHECK_MSG(strstr(p->msg.toast, "Nothing to take back") != NULL, "toast: '%s'", p->msg.toast);
    /* the game goes on: South plays its lowest this time */
    click_south_card(cardset_lowest(play_south_legal(p)));
    frames(2);
    CHECK(!c_south_turn());
}

static void test_undo_classic(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 12));
    int games = home.stats.games, practice = home.stats.practice_games;
    take_back_at(800, 450, false);
    take_back_at(1280, 800, true);
    take_back_at(800, 1000, false);
    /* South plays the hand out: at its end the summary covers the table, no Undo behind it */
    CHECK(careless_to_summary());
    CHECK_MSG(!play_undo_shown(play()), "Undo behind the hand's summary");
    screenshot("undo_summary");
    /* a game with a card taken back is practice: not in the record's games */
    play_to_end();
    table_set_autoplay(home.table, false); /* South's record, not a demonstration's */
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    CHECK_EQ_INT(home.stats.games, games);
    CHECK_EQ_INT(home.stats.practice_games, practice + 1);
    CHECK(home.stats.recent[0].practice);
    screenshot("undo_result_practice");
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
}

/* Three and five players: the Undo button shows (at its place for that table at every size, clear of
 * the plates and South's hand: the layout tests) and takes back as at four. */
static void undo_seats(int players, uint64_t seed)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = players;
    CHECK(start_game(&rules, seed));
    take_back_at(800, 450, false);
    take_back_at(1280, 800, true);
    take_back_at(800, 1000, false);
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
}

static void test_undo_three(void)
{
    undo_seats(3, 31);
}

static void test_undo_five(void)
{
    undo_seats(5, 51);
}

/* The tournament format: no Undo button, and U says why. */
static void test_undo_refused_in_tournament(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 12));
    CHECK(to_south_turn());
    play_t *p = play();
    CHECK(find_control(NULL, BTN_UNDO) == NULL);
    card_t c = cardset_lowest(play_south_legal(p));
    click_south_card(c);
    frames(2);
    key(SDLK_u);
    CHECK_MSG(strstr(p->msg.toast, "clock or a standings score") != NULL, "toast: '%s'", p->msg.toast);
    CHECK(!cardset_has(game_hand(table_game(home.table), SEAT_S), c));
    CHECK(!table_practice(home.table));
    screenshot("undo_refused_tournament");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("undo", 1280, 720)) {
        return 1;
    }
    RUN(test_undo_refused_in_tournament);
    RUN(test_undo_classic);
    RUN(test_undo_three);
    RUN(test_undo_five);
    driver_finish();
    return test_finish();
}
