/* A claim on the table: every card left in every hand is laid down face up (the claimer's row first,
 * in the table's middle) and stays there until a click or a key, or its time; then the hand ends as
 * play ended it: the summary's score is the engine's and the kept log's. South's claim (the Claim
 * button, key C, Enter on the button) at 800x450, 1280x800 and 800x1000; a computer seat's claim at 3,
 * 4 and 5 seats; with reduced motion the cards do not glide. Screenshots claim_*. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/look.h"
#include "platform/uicheck.h"
#include "scene_driver.h"
#include "scenes/words.h"
#include "store/replay.h"
#include "test_util.h"

static bool c_claim_offered(void)
{
    play_t *p = play();
    return p && play_claim_available(p);
}

static bool c_claim_up(void)
{
    play_t *p = play();
    return p && p->anim.claim_up;
}

static bool c_claim_gone(void)
{
    return !c_claim_up();
}

static bool c_cards_landed(void)
{
    play_t *p = play();
    for (int c = 0; c < 52; c++) {
        if (p->anim.cards[c].loc == LOC_CLAIM && !tween2_done(&p->anim.cards[c].pos, app.anim_ms)) {
            return false;
        }
    }
    return true;
}

/* Whether the point (x, y) of a plate shows the felt as the point (fx, fy) beside the plate does: its
 * plate, darker than the felt, is not drawn there. */
static bool felt_at(float x, float y, float fx, float fy)
{
    SDL_Color a = pixel(x, y), b = pixel(fx, fy);
    return abs((int)a.g - (int)b.g) < 16 && abs((int)a.r - (int)b.r) < 16;
}

/* While the claim's panel is up every seat's plate is whole: clear of the panel, or not drawn at all
 * (where a part of it lies outside the panel, the felt shows there); and each row shows the seat's
 * plate, as wide as the table's (name, total, this hand's points), with the rest's line under it. */
static void check_plates_whole(void)
{
    play_t *p = play();
    const play_claim_layout_t *c = &p->anim.claim;
    redraw();
    for (int r = 0; r < c->rows; r++) {
        int seat = c->seat[r];
        rectf_t plate = p->layout.plate[seat];
        CHECK_MSG(c->label[r].w == plate.w && c->label[r].h == plate.h, "%s's row shows no plate",
                  words_seat(seat, c->rows));
        CHECK(c->rest[r].y >= c->label[r].y + c->label[r].h && c->rest[r].y + c->rest[r].h <= c->panel.y + c->panel.h);
        if (play_claim_plate_shown(c, plate)) {
            CHECK_MSG(!rectf_overlaps(plate, c->panel), "%s's plate is under the panel", words_seat(seat, c->rows));
            continue;
        }
        /* the middle of each side of the plate just inside it, against the felt just outside it */
        const float in = 3, out = 8;
        float xs[4][4] = {
            {plate.x + plate.w / 2, plate.y + in, plate.x + plate.w / 2, plate.y - out},
            {plate.x + plate.w / 2, plate.y + plate.h - in, plate.x + plate.w / 2, plate.y + plate.h + out},
            {plate.x + in, plate.y + plate.h / 2, plate.x - out, plate.y + plate.h / 2},
            {plate.x + plate.w - in, plate.y + plate.h / 2, plate.x + plate.w + out, plate.y + plate.h / 2}};
        rectf_t around = rectf_inset(c->panel, -6); /* the panel and its edge */
        for (int k = 0; k < 4; k++) {
            float x = xs[k][0], y = xs[k][1], fx = xs[k][2], fy = xs[k][3];
            bool clear = !rectf_contains(around, x, y) && !rectf_contains(around, fx, fy) && fx > 0 && fy > 0 &&
                         fx < p->layout.lw && fy < p->layout.lh;
            for (int q = 0; q < c->rows && clear; q++) {
                clear = q == seat || !rectf_contains(rectf_inset(p->layout.plate[q], -4), fx, fy);
            }
            if (clear) {
                CHECK_MSG(felt_at(x, y, fx, fy), "%s's plate is half under the panel", words_seat(seat, c->rows));
            }
        }
    }
}

/* What the claim says the rest gives each seat is what the hand's score says it took: read before the
 * plays are shown (taken[]), checked at the hand's end (check_result_logged). */
static int taken_before[SEAT_MAX];
static play_claim_rest_t rest_said;

static void note_rest(void)
{
    play_t *p = play();
    memcpy(taken_before, p->shown.taken, sizeof taken_before);
    rest_said = p->anim.claim_rest;
    int tricks = 0;
    for (int seat = 0; seat < SEAT_MAX; seat++) {
        tricks += rest_said.tricks[seat];
    }
    int seat = p->anim.claim_seat;
    CHECK(tricks > 0);
    CHECK_EQ_INT(rest_said.all, rest_said.tricks[seat] == tricks);
}

static int played_seen; /* the claims seen with a card played to the trick in play */

/* Every card each seat holds lies face up on the claim's rows, the claimer's row first, in order; the
 * last card of each row is drawn (its top right corner is a card's white, not the panel). */
static void check_laid_down(int claimer)
{
    play_t *p = play();
    const game_t *g = table_game(home.table);
    int players = game_players(g);
    const play_claim_layout_t *c = &p->anim.claim;
    CHECK(p->anim.claim_up);
    CHECK_EQ_INT(c->rows, players);
    CHECK_EQ_INT(c->seat[0], claimer);
    CHECK_EQ_INT(p->anim.claim_seat, claimer);
    CHECK(run_until(c_cards_landed, 200));
    redraw();
    int laid = 0;
    for (int r = 0; r < c->rows; r++) {
        int seat = c->seat[r], i = 0;
        card_t last = CARD_NONE;
        for (cardset_t h = p->shown.hand[seat]; h; i++) {
            card_t card = cardset_pop(&h);
            const csprite_t *s = &p->anim.cards[card];
            CHECK_MSG(s->loc == LOC_CLAIM && s->face_up, "%s's card %d is not laid down", words_seat(seat, players),
                      card);
            play_pt_t at = play_claim_slot(c, r, i);
            CHECK(s->pos.x1 == at.x && s->pos.y1 == at.y);
            last = card;
            laid++;
        }
        if (last != CARD_NONE) {
            play_pt_t at = play_claim_slot(c, r, i - 1);
            float w = card_size_w(c->size[r]), h = card_size_h(c->size[r]);
            SDL_Color px = pixel(at.x + w * 0.36f, at.y - h * 0.40f);
            CHECK_MSG(is_white(px), "the last card of %s's row is not drawn: %d,%d,%d", words_seat(seat, players), px.r,
                      px.g, px.b);
        }
    }
    /* the cards played to the trick in play (the panel covers the trick): each at its seat's row's
     * start, drawn, left of the cards the seat holds */
    for (int r = 0; r < c->rows; r++) {
        card_t played = p->shown.trick[c->seat[r]];
        CHECK(c->trick[r] == played);
        if (played == CARD_NONE) {
            CHECK(c->played[r].w == 0);
            continue;
        }
        rectf_t at = c->played[r];
        CHECK_MSG(at.w > 0 && at.x + at.w < c->row[r].x && rectf_contains(c->panel, at.x, at.y),
                  "%s's card in the trick is not in its row", words_seat(c->seat[r], players));
        SDL_Color px = pixel(at.x + at.w * 0.86f, at.y + at.h * 0.10f);
        CHECK_MSG(is_white(px), "%s's card in the trick is not drawn: %d,%d,%d", words_seat(c->seat[r], players), px.r,
                  px.g, px.b);
        played_seen++;
    }
    /* the engine has played them all already: what lies on the table is what the hands held */
    int left = 0;
    for (int seat = 0; seat < players; seat++) {
        left += cardset_count(p->shown.hand[seat]);
        CHECK(cardset_count(game_hand(g, seat)) == 0);
    }
    CHECK_EQ_INT(laid, left);
    CHECK(laid > 0);
    check_plates_whole();
    note_rest();
}

/* The summary of the claimed hand, then the game to its end: the score the summary showed is the
 * engine's and the one its kept log holds. */
static void check_result_logged(int hand)
{
    play_t *p = play();
    CHECK_MSG(run_until(c_summary, 3000), "the claimed hand never ended");
    hand_score_t shown = p->anim.hand_event.score;
    CHECK_EQ_INT(p->anim.hand_event.hand, hand);
    const game_t *g = table_game(home.table);
    const hand_score_t *hs = NULL;
    int n = game_history(g, &hs);
    CHECK(n >= hand && hs != NULL);
    int players = game_players(g);
    for (int seat = 0; seat < players && hs; seat++) {
        CHECK_EQ_INT(shown.score[seat], hs[hand - 1].score[seat]);
        CHECK_MSG(shown.taken[seat] == taken_before[seat] + rest_said.points[seat],
                  "%s took %d points this hand, the claim said %d + %d", words_seat(seat, players), shown.taken[seat],
                  taken_before[seat], rest_said.points[seat]);
    }
    play_to_end();
    home_record_result(&home); /* its log kept (watch_path) */
    replay_t r;
    char err[300];
    if (CHECK_MSG(home.watch_path[0] && replay_load(home.watch_path, &r, err, sizeof err), "%s", err)) {
        const replay_hand_t *rh = &r.hands[hand - 1];
        CHECK(rh->scored);
        CHECK_EQ_INT(rh->ntricks, rules_hand_size(players));
        for (int seat = 0; seat < players; seat++) {
            CHECK_EQ_INT(rh->score.score[seat], shown.score[seat]);
        }
        /* the tricks the claim said each seat takes are the last ones of the hand, as played */
        int rest = 0, won[SEAT_MAX] = {0};
        for (int seat = 0; seat < players; seat++) {
            rest += rest_said.tricks[seat];
        }
        for (int k = rh->ntricks - rest; k < rh->ntricks; k++) {
            won[rh->tricks[k].winner]++;
        }
        for (int seat = 0; seat < players; seat++) {
            CHECK_MSG(won[seat] == rest_said.tricks[seat], "%s took %d of the last %d tricks, the claim said %d",
                      words_seat(seat, players), won[seat], rest, rest_said.tricks[seat]);
        }
        replay_free(&r);
    }
    home_end_game(&home);
}

/* Plays South's lowest card until South may claim; false if the game ended first. */
static bool to_south_claim(void)
{
    for (int guard = 0; guard < 400 && !table_over(home.table); guard++) {
        if (c_summary()) {
            key(SDLK_RETURN);
            frames(2);
        }
        if (c_pass_mode()) {
            table_set_autoplay(home.table, true);
            run_until(c_passes_shown, 4000);
            table_set_autoplay(home.table, false);
        }
        if (c_claim_up()) {
            key(SDLK_SPACE); /* a computer seat's claim: go on */
            continue;
        }
        if (!run_until(c_south_turn, 4000)) {
            continue;
        }
        run_until(c_claim_offered, 30); /* the worker thinks it over at each of South's turns */
        if (c_claim_offered()) {
            return true;
        }
        cardset_t legal = play_south_legal(play());
        if (legal) { /* none when the turn has just passed (a claim laid down, the hand over) */
            click_south_card(cardset_lowest(legal));
        }
    }
    return false;
}

/* South claims (how: 0 the button clicked, 1 key C, 2 Enter on the button); the cards lie there until a
 * click (0), a key (1) or their time (2). */
static void south_claims_at(int w, int h, int how)
{
    SDL_SetWindowSize(app.window, w, h);
    frames(3);
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 3));
    if (!CHECK_MSG(to_south_claim(), "South was never offered a claim at %dx%d", w, h)) {
        home_end_game(&home);
        return;
    }
    int hand = game_hand_number(table_game(home.table));
    if (how == 0) {
        click_control_id(BTN_CLAIM);
    } else if (how == 1) {
        key(SDLK_c);
    } else {
        const scene_t *s = scene_top(&app.scenes);
        for (int i = 0; i < 40 && (!focused() || focused()->id != BTN_CLAIM); i++) {
            key(SDLK_TAB);
        }
        CHECK(focused() && focused()->id == BTN_CLAIM);
        (void)s;
        key(SDLK_RETURN);
    }
    CHECK_EQ_INT(table_claimant(home.table), SEAT_S);
    CHECK(run_until(c_claim_up, 10));
    check_laid_down(SEAT_S);
    char name[48];
    snprintf(name, sizeof name, "claim_laid_%dx%d", w, h);
    screenshot(name);
    /* it stays while nothing is pressed, a little while */
    frames(20);
    CHECK(c_claim_up());
    CHECK(!c_summary());
    if (how == 0) {
        click(20, L()->lh / 2);
    } else if (how == 1) {
        key(SDLK_SPACE);
    }
    CHECK_MSG(run_until(c_claim_gone, how == 2 ? 400 : 2), "the claimed cards did not go at %dx%d", w, h);
    check_result_logged(hand);
}

static void test_south_claims(void)
{
    south_claims_at(800, 450, 0);
    south_claims_at(1280, 800, 1);
    south_claims_at(800, 1000, 2);
}

/* Every seat played by the computer, hand after hand, until one claims the rest; whether one did. */
static bool autoplay_to_claim(void)
{
    table_set_autoplay(home.table, true);
    bool seen = false;
    for (int guard = 0; guard < 100 && !seen && !table_over(home.table); guard++) {
        if (c_summary()) {
            key(SDLK_RETURN);
            frames(2);
        }
        seen = run_until(c_claim_up, 3000);
    }
    return seen;
}

/* Every seat played by the computer until one claims: its row first, everyone's cards laid down. */
static void computer_claims(int players, int w, int h)
{
    SDL_SetWindowSize(app.window, w, h);
    frames(3);
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = players;
    CHECK(start_game(&rules, 11));
    bool seen = autoplay_to_claim();
    if (!CHECK_MSG(seen, "nobody claimed at %d seats", players)) {
        home_end_game(&home);
        return;
    }
    int hand = game_hand_number(table_game(home.table));
    check_laid_down(table_claimant(home.table));
    char name[48];
    snprintf(name, sizeof name, "claim_players%d_%dx%d", players, w, h);
    screenshot(name);
    key(SDLK_SPACE);
    CHECK(run_until(c_claim_gone, 2));
    table_set_autoplay(home.table, false);
    check_result_logged(hand);
}

static void test_computer_claims(void)
{
    computer_claims(4, 1920, 1080);
    computer_claims(3, 800, 450);
    computer_claims(5, 800, 450);
    computer_claims(3, 800, 1000);
    computer_claims(5, 1280, 800);
    CHECK_MSG(played_seen > 0, "no claim came with a card in the trick: the cards played to it went unchecked");
}

/* The classic game of seed 11 at 1280x720 (its rules in rules), every seat played by the computer
 * until one claims; whether one did. */
static bool classic_to_claim(rules_t *rules)
{
    SDL_SetWindowSize(app.window, 1280, 720);
    frames(3);
    rules_preset(rules, PRESET_CLASSIC);
    CHECK(start_game(rules, 11));
    return autoplay_to_claim();
}

/* Autoplay through hand `last` of the game on the table; whether a claim showed (on the screen or in
 * the table) meanwhile. */
static bool claim_through(int last)
{
    table_set_autoplay(home.table, true);
    bool claim = false;
    for (int guard = 0; guard < 20000 && !table_over(home.table); guard++) {
        if (game_hand_number(table_game(home.table)) > last) {
            break;
        }
        if (c_summary()) {
            key(SDLK_RETURN);
        }
        frame();
        claim |= c_claim_up() || table_claimant(home.table) >= 0;
    }
    CHECK_MSG(game_hand_number(table_game(home.table)) > last || table_over(home.table), "hand %d was not played out",
              last);
    return claim;
}

/* Options' Computer claims off: the deal on which a computer seat claimed is played out card by card,
 * through the hand that had the claim, with no claim on the screen or in the table: off before the game
 * (the table's config; the setting saved and read back) and turned off during it; on, the same watch
 * sees the claim. */
static void test_computer_claims_off(void)
{
    rules_t rules;
    bool seen = classic_to_claim(&rules);
    int claimed = seen ? game_hand_number(table_game(home.table)) : 0;
    home_end_game(&home);
    if (!CHECK_MSG(seen, "nobody claimed on the deal of seed 11")) {
        return;
    }
    /* what claim_through sees, with claims on: the claim */
    CHECK(start_game(&rules, 11));
    CHECK_MSG(claim_through(claimed), "no claim seen through hand %d with Computer claims on", claimed);
    home_end_game(&home);
    home.settings.computer_claims = false;
    home_settings_changed(&home);
    settings_t back;
    settings_load(&back, home.pref_dir);
    CHECK_MSG(!back.computer_claims, "computer_claims=off was not saved");
    CHECK(start_game(&rules, 11));
    CHECK_MSG(!claim_through(claimed), "a computer seat claimed with Computer claims off");
    home_end_game(&home);
    home.settings.computer_claims = true;
    home_settings_changed(&home);
    CHECK(start_game(&rules, 11));
    frames(2);
    home.settings.computer_claims = false; /* during the first hand */
    home_settings_changed(&home);
    CHECK_MSG(!claim_through(claimed), "a computer seat claimed after Computer claims was turned off");
    home_end_game(&home);
    home.settings.computer_claims = true;
    home_settings_changed(&home);
}

/* Whether the Rules page, turned to its section on claims, draws a label holding part. */
static bool rules_claims_say(ui_check_t *check, const char *part)
{
    scene_push(&app.scenes, overlay_rules_new(&home));
    frames(2);
    bool found = false, says = false;
    for (int page = 0; page < 8 && !found; page++) {
        redraw();
        found = ui_check_drew(check, "Claiming the rest");
        for (int i = 0; found && i < ui_check_label_count(check); i++) {
            says |= strstr(ui_check_label_text(check, i), part) != NULL;
        }
        if (!found) {
            key(SDLK_RIGHT); /* the next page */
            frames(2);
        }
    }
    CHECK_MSG(found, "the Rules page has no section on claims");
    key(SDLK_ESCAPE);
    frames(2);
    return says;
}

/* The Rules page says whether the computer players claim, as Options has it. */
static void test_rules_page_claims(void)
{
    ui_check_t *check = ui_check_new();
    app.gfx.check = check;
    home.settings.computer_claims = true;
    home_settings_changed(&home);
    CHECK_MSG(rules_claims_say(check, "claim too"), "claims on: the Rules page does not say the computer claims");
    CHECK(!rules_claims_say(check, "card by card"));
    home.settings.computer_claims = false;
    home_settings_changed(&home);
    CHECK_MSG(rules_claims_say(check, "card by card"), "claims off: the Rules page does not say they play it out");
    CHECK(!rules_claims_say(check, "claim too"));
    home.settings.computer_claims = true;
    home_settings_changed(&home);
    app.gfx.check = NULL;
    ui_check_free(check);
}

/* With reduced motion the cards are on their rows the moment they are laid down: no glide. */
static void test_claim_still(void)
{
    home.settings.reduced_motion = true;
    home_settings_changed(&home);
    CHECK(look_still());
    rules_t rules;
    if (CHECK(classic_to_claim(&rules))) {
        CHECK(c_cards_landed()); /* at once, not gliding */
        key(SDLK_SPACE);
    }
    home_end_game(&home);
    home.settings.reduced_motion = false;
    home_settings_changed(&home);
}

int main(int argc, char *argv[]) /* SDL's main on Windows (SDL2main) has this form */
{
    (void)argc;
    (void)argv;
    if (!driver_init("claim", 1280, 720)) {
        return 1;
    }
    RUN(test_south_claims);
    RUN(test_computer_claims);
    RUN(test_computer_claims_off);
    RUN(test_claim_still);
    RUN(test_rules_page_claims);
    driver_finish();
    return test_finish();
}
