/* The layout test: every screen and overlay, in the states that put the most on it (Options with
 * each value of each row, New game after Random, the pass with a hint, the table on South's turn
 * with a hint and the last trick, the pause asking "really leave?", Options over a game, South asked
 * how to score a moon, the hand summaries of an omnibus hand and of that moon, a hand's review by the
 * coach (while it looks, and its notes), the tournament result with a record, the classic results, a
 * card taken back in a classic game and its practice result), drawn at five window sizes (the smallest
 * the window allows, 800x450, and a tall one, 800x1000) with the layout checker on
 * (platform/uicheck.h). Any label outside its box, any two controls over each other, anything half
 * showing from under a panel or text too small to read fails the test, with the screen, the size and
 * the text. Each screen at each size is also saved as a PNG for reviewers. */
#include "scene_driver.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts/intl.h"
#include "platform/courts.h"
#include "platform/lang.h"
#include "platform/look.h"
#include "platform/speech.h"
#include "store/logfile.h"
#include "scenes/hint_text.h"
#include "scenes/plate.h"
#include "scenes/words.h"
#include "table/coach_run.h"
#include "table/table.h"
#include "test_util.h"

static const struct {
    int w, h;
} SIZES[] = {{800, 450}, {1024, 600}, {1280, 800}, {1920, 1080}, {800, 1000}};

static ui_check_t *check;
static bool check_marks; /* rule 6 of the checker is on */
static char size_name[32];

/* Draws the screen as it stands and checks it; saves it under the size's name. */
static void look(const char *what)
{
    char ctx[96];
    snprintf(ctx, sizeof ctx, "%s %s:", size_name, what);
    ui_check_context(check, ctx);
    int before = ui_check_count(check);
    redraw();
    snprintf(ctx, sizeof ctx, "%s after %s:", size_name, what);
    ui_check_context(check, ctx);
    if (ui_check_count(check) > before || strncmp(what, "options row", 11) != 0) {
        char name[128];
        snprintf(name, sizeof name, "layout_%s_%s", size_name, what);
        for (char *p = name; *p; p++) {
            if (*p == ' ' || *p == '/' || *p == '=') {
                *p = '_';
            }
        }
        screenshot(name);
    }
}

static void resize_to(int w, int h)
{
    SDL_SetWindowSize(app.window, w, h);
    frames(3);
    snprintf(size_name, sizeof size_name, "%dx%d", w, h);
}

static bool c_hint_shown(void)
{
    play_t *p = play();
    return p && !table_hint_pending(home.table) && p->msg.hint[0];
}

static bool c_fourth_trick(void)
{
    const game_t *g = home.table ? table_game(home.table) : NULL;
    return g && (table_over(home.table) || game_hand_number(g) > 1 || game_trick(g)->number >= 3);
}

/* A record with everything Statistics shows: moons, practice games, the records of three and five
 * players, the coach's average, and six recent games with the longest lines (a tie on time, a long
 * game, standings in the thousands, the coach's figure, a practice game, own rules), each with its Watch (an
 * empty kept log stands for the game's). The record is put back and the logs removed after. */
static void statistics_full(void)
{
    stats_t saved = home.stats;
    stats_defaults(&home.stats);
    for (int i = 0; i < 7; i++) {
        stats_result_t r;
        memset(&r, 0, sizeof r);
        r.when = 1764000000 + 86400 * i; /* November 2025: older than the games the walk keeps */
        r.preset = i % 2 ? PRESET_TOURNAMENT : PRESET_OMNIBUS;
        r.reason = i % 3 == 0 ? END_CLOCK : END_TARGET;
        r.hands = 17 + i;
        r.south_total = 104 + i;
        r.won = i % 3 == 0;
        r.shared = i == 0;
        r.has_standings = r.preset == PRESET_TOURNAMENT;
        r.standings = 1648 + 111 * i;
        r.practice = i == 4;
        r.own_rules = i == 3; /* "Tournament, own rules" */
        r.players = i == 5 ? 3 : i == 6 ? 5 : 4;
        stats_record(&home.stats, &r);
        stats_set_accuracy(&home.stats, r.when, 10.4 * (17 + i), 17 + i);
    }
    home.stats.moons = 12;
    char kept[STATS_RECENT][1100];
    for (int i = 0; i < home.stats.recent_count; i++) {
        logfile_kept(home.pref_dir, home.stats.recent[i].when, kept[i], sizeof kept[i]);
        FILE *f = fopen(kept[i], "w");
        CHECK_MSG(f != NULL, "cannot write %s", kept[i]);
        if (f) {
            fclose(f);
        }
    }
    scene_push(&app.scenes, overlay_stats_new(&home));
    frames(2);
    look("statistics full");
    /* every recent game that fits has its Watch, beside its line */
    const ui_button_t *watch = find_control("Watch", 0);
    CHECK_MSG(watch != NULL && !watch->hidden, "no recent game of Statistics has its Watch");
    CHECK_MSG(ui_check_drew(check, _("RECENT GAMES")), "no RECENT GAMES heading");
    scene_pop(&app.scenes);
    frames(2);
    for (int i = 0; i < home.stats.recent_count; i++) {
        remove(kept[i]);
    }
    home.stats = saved;
}

/* The title with a saved game offered: Resume game and its line, the cards fanned higher; the line on
 * speech (F2) is read clear of them. */
static void title_with_a_saved_game(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    home.resume_game = game_new(&rules, 5);
    home.resume_offered = home.resume_game != NULL;
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    look("title resume");
    home_forget_resume(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* The label whose text is s (the first), or -1. */
static int label_of(const char *s)
{
    for (int i = 0; i < ui_check_label_count(check); i++) {
        if (strcmp(ui_check_label_text(check, i), s) == 0) {
            return i;
        }
    }
    return -1;
}

/* The Rules page's keys as drawn: a key's words end a clear gap (8 pixels) before the words right of
 * them (German "Tab, Umschalt+Tab" touched its description at 800x450), and the row under Tab's row of
 * one key follows at the pitch of the rows above it (a row of one key left an empty line when the rows
 * were stacked). Returns whether this page shows the Tab key. */
static bool check_rules_keys(const char *what)
{
    const char *keys[] = {_("Tab, Shift+Tab"), _("Space, Enter"), _("F11, Alt+Enter"), _("Shift+C, D, S, H")};
    bool tab = false;
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        int i = label_of(keys[k]);
        if (i < 0) {
            continue;
        }
        rectf_t key = ui_check_label_rect(check, i), above = {0, -1e9f, 0, 0}, below = {0, 1e9f, 0, 0};
        float gap = 1e9f;
        for (int j = 0; j < ui_check_label_count(check); j++) {
            rectf_t r = ui_check_label_rect(check, j);
            if (j == i) {
                continue;
            }
            if (r.x > key.x && r.y < key.y + key.h && r.y + r.h > key.y) {
                float d = r.x - (key.x + key.w);
                gap = d < gap ? d : gap;
            }
            if (fabsf(r.x - key.x) < 0.5f && r.y < key.y && r.y > above.y) {
                above = r;
            }
            if (fabsf(r.x - key.x) < 0.5f && r.y > key.y && r.y < below.y) {
                below = r;
            }
        }
        CHECK_MSG(gap * L()->scale >= 8, "%s %s: \"%s\" %.1f pixels from the words right of it", size_name, what,
                  keys[k], gap * L()->scale);
        if (k == 0 && above.y > -1e9f && below.y < 1e9f) {
            tab = true;
            CHECK_MSG(below.y - key.y <= 1.5f * (key.y - above.y),
                      "%s %s: the row under \"%s\" %.1f lower, the row above it %.1f higher", size_name, what, keys[k],
                      below.y - key.y, key.y - above.y);
        }
    }
    return tab;
}

static void title_and_overlays(void)
{
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(3);
    look("title");
    /* keyboard focus on the first button draws its mark too */
    key(SDLK_DOWN);
    look("title focus");
    scene_push(&app.scenes, overlay_rules_new(&home));
    frames(2);
    look("rules");
    bool tab = check_rules_keys("rules");
    const ui_button_t *more = find_control("More \xe2\x80\xba", 0);
    for (int page = 0; more && page < 4; page++) {
        click_rect(more->r);
        frames(2);
        char what[32];
        snprintf(what, sizeof what, "rules page %d", page + 2);
        look(what);
        tab |= check_rules_keys(what);
        more = find_control("More \xe2\x80\xba", 0);
    }
    CHECK_MSG(tab, "%s: no rules page shows the Tab key between two rows", size_name);
    scene_pop(&app.scenes);
    scene_push(&app.scenes, overlay_stats_new(&home));
    frames(2);
    look("statistics");
    scene_pop(&app.scenes);
    statistics_full();
    scene_push(&app.scenes, scene_newgame_new(&home));
    frames(2);
    look("new game");
    const ui_button_t *random = find_control("Random", 0);
    CHECK_MSG(random != NULL, "New game has no Random button");
    if (random) {
        click_rect(random->r);
        frames(2);
        look("new game after Random");
    }
    type_text("123456789");
    look("new game with a deal number");
    /* three or five players: the tournament gives way to the classic rules, and a line says why */
    static const char *const seats[] = {"3 players", "5 players"};
    for (int i = 0; i < 2; i++) {
        const ui_button_t *b = find_control(seats[i], 0);
        CHECK_MSG(b != NULL, "New game has no %s button", seats[i]);
        if (b) {
            click_rect(b->r);
            frames(2);
            look(i == 0 ? "new game with 3 players" : "new game with 5 players");
        }
    }
    scene_pop(&app.scenes);
    frames(2);
}

/* Every value of every row of Options (but fullscreen, which would change the window; Speak the game
 * turns the recorder on and off: HEARTS_SPEECH=record in the tests' environment). */
static void options_every_value(void)
{
    settings_t saved = home.settings;
    scene_push(&app.scenes, scene_options_new(&home, false));
    frames(2);
    look("options");
    /* row 0 is the language: in the made-up language of rule 6 it stays (every other one is unmarked) */
    for (int row = check_marks ? 1 : 0; row < 32; row++) {
        const ui_button_t *next = find_control(NULL, 3000 + row);
        if (!next) {
            break;
        }
        const ui_button_t *name = find_control(NULL, 1100 + row);
        if (name && strcmp(name->label, "Fullscreen") == 0) {
            continue; /* fullscreen would change the window */
        }
        for (int step = 0; step < 7; step++) {
            click_rect(next->r);
            frames(1);
            char what[48];
            snprintf(what, sizeof what, "options row %d step %d", row, step);
            look(what);
            next = find_control(NULL, 3000 + row);
            if (!next) {
                break;
            }
        }
    }
    scene_pop(&app.scenes);
    frames(2);
    /* the language row went round every language: back to the one under test */
    home.settings = saved;
    home.applied = saved;
    /* the Opponents row set this run's level too: the screens after are of hard opponents, where its
     * seven steps stopped while it had three levels (with four they stop at easy) */
    home.level = AI_HARD;
    speech_set_on(app.speech, saved.speech, NULL); /* Speak the game went round too */
    home_apply_look(&saved);                       /* large print and high contrast went round their values too */
    CHECK(lang_use(saved.language));
    scene_resize(&app.scenes, &app.gfx);
    /* the deck and the court letters too (the rows left the last value they went round to): the
     * screens from here on show the faces of the language under test */
    app_set_look(&app, saved.four_colour, saved.card_back);
    assets_finish(&app.assets);
    frames(2);
    char letters[COURTS_LETTERS];
    CHECK_EQ_STR(app.assets.tex_courts, courts_letters(letters));
}

/* The labels of c's last frame show the seat's name inside its plate, and the level inside it too, clear
 * of the name. */
static void check_plate_shows(const ui_check_t *c, rectf_t plate, const char *name, const char *level, const char *what)
{
    int at = -1, named = -1;
    for (int i = 0; i < ui_check_label_count(c); i++) {
        rectf_t r = ui_check_label_rect(c, i);
        if (r.x < plate.x || r.y < plate.y || r.x + r.w > plate.x + plate.w || r.y + r.h > plate.y + plate.h) {
            continue;
        }
        const char *text = ui_check_label_text(c, i);
        at = at < 0 && strcmp(text, level) == 0 ? i : at;
        named = named < 0 && strcmp(text, name) == 0 ? i : named;
    }
    CHECK_MSG(named >= 0, "%s %s: %s's plate (%.0fx%.0f) does not show the name", size_name, what, name, plate.w,
              plate.h);
    CHECK_MSG(at >= 0, "%s %s: %s's plate (%.0fx%.0f) does not show the level \"%s\"", size_name, what, name, plate.w,
              plate.h, level);
    if (at >= 0 && named >= 0) {
        CHECK_MSG(!rectf_overlaps(ui_check_label_rect(c, at), ui_check_label_rect(c, named)),
                  "%s %s: on %s's plate the level \"%s\" is over the name", size_name, what, name, level);
    }
}

/* Every opponent's plate shows the opponents' level, inside the plate and clear of the seat's name: on
 * a line of its own under the name where the plates have one (plate_height_opponent), else beside it.
 * German's "Gegenüber" left it no room beside the name on a full-width plate (the usual look at 800x450
 * and 1280x800, large print at 800x450, 800x1000 and 1920x1080), English large print's "Normal" none at
 * 800x450 (where "Hard" fitted), five players' "Far right" none to "Expert" at 800x450: the level was
 * left out. The table as drawn (at this game's level), then every level a game may have, each
 * opponent's plate drawn alone with it (plate_draw) under a checker of its own; and the three plates
 * (or two, or four) as high as each other. */
static void check_plate_levels(const play_t *p, const char *what)
{
    int players = play_players(p);
    for (int seat = 1; seat < players; seat++) {
        check_plate_shows(check, p->layout.plate[seat], words_seat(seat, players), words_level(table_level(home.table)),
                          what);
    }
    ui_check_t *own = ui_check_new();
    app.gfx.check = own;
    for (int level = AI_EASY; level <= AI_EXPERT; level++) {
        const char *words = words_level((ai_level_t)level);
        ui_check_begin(own, L()->lw, L()->lh);
        ui_check_screen(own, "the opponents' plates");
        for (int seat = 1; seat < players; seat++) {
            plate_draw(&app.gfx, p->layout.plate[seat], seat, players, p->shown.totals[seat], p->shown.taken[seat],
                       words, false);
        }
        ui_check_end(own);
        for (int seat = 1; seat < players; seat++) {
            char at_level[96];
            snprintf(at_level, sizeof at_level, "%s at the level %s", what, words);
            check_plate_shows(own, p->layout.plate[seat], words_seat(seat, players), words, at_level);
        }
    }
    if (!CHECK_MSG(ui_check_count(own) == 0, "%s %s: the opponents' plates drawn at every level: %d layout problems",
                   size_name, what, ui_check_count(own))) {
        ui_check_print(own, stderr);
    }
    app.gfx.check = check;
    ui_check_free(own);
    for (int seat = 2; seat < players; seat++) {
        CHECK_MSG(p->layout.plate[seat].h == p->layout.plate[1].h, "%s %s: %s's plate %.0f high, %s's %.0f", size_name,
                  what, words_seat(seat, players), p->layout.plate[seat].h, words_seat(1, players),
                  p->layout.plate[1].h);
    }
}

/* The table with the pass's hint shown: Hint (now "Use hint") and Claim as wide as their words and key
 * caps need, apart (large print's "Use hint" dropped its H cap at 112); every opponent's plate shows the
 * level (check_plate_levels). */
static void check_table_words(const play_t *p)
{
    for (int id = BTN_HINT; id <= BTN_CLAIM; id++) {
        const ui_button_t *b = &p->ctl.b[id - 1];
        float need = ui_button_width(&app.gfx, b, b->r.h);
        CHECK_MSG(need <= b->r.w, "%s: the button \"%s\" %.0f wide, its words and key need %.0f", size_name,
                  _(b->label), b->r.w, need);
    }
    CHECK_MSG(!rectf_overlaps(p->ctl.b[BTN_HINT - 1].r, p->ctl.b[BTN_CLAIM - 1].r), "%s: Hint and Claim overlap",
              size_name);
    check_plate_levels(p, "pass hint");
}

/* The last trick's panel with each seat's card both led and taking the trick: its two tags one over
 * the other, above Across's card (or Far left's, Far right's), below South's: the panel holds them
 * clear of its title and of its last line (an opponent's plate a line taller, centred on Across's fan,
 * left the panel 24 less: at 800x450 the Dutch TAKES under LED met "Klik ergens of druk op L"). The
 * trick as it was after. */
static void last_trick_tags(play_t *p)
{
    trick_record_t was = p->shown.last_trick;
    for (int seat = 0; seat < play_players(p); seat++) {
        p->shown.last_trick.leader = seat;
        p->shown.last_trick.winner = seat;
        char what[64];
        snprintf(what, sizeof what, "last trick led and taken by seat %d", seat);
        look(what);
    }
    p->shown.last_trick = was;
}

static void a_tournament_hand(void)
{
    double speed = app.speed;
    app.speed = 12; /* the looks are of screens at rest: get there quickly */
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 3000));
    look("pass");
    play_t *p = play();
    cardset_t hand = p->shown.hand[SEAT_S];
    int chosen = 0;
    for (int c = 51; c >= 0 && chosen < 3; c--) {
        if (cardset_has(hand, (card_t)c)) {
            click_south_card((card_t)c);
            chosen++;
        }
    }
    frames(20);
    look("pass three chosen");
    key(SDLK_h);
    CHECK_MSG(run_until(c_hint_shown, 3000), "no pass hint");
    look("pass hint");
    check_table_words(p);
    /* the longest a pass hint says: three reasons, a sentence each, a line each */
    if (p->in.hint_pass) {
        hint_why_t w;
        memset(&w, 0, sizeof w);
        const hint_reason_t why[3] = {HINT_PASS_HIGH_SPADE, HINT_PASS_VOID, HINT_PASS_HIGH_CARDS};
        cardset_t h = p->in.hint_pass;
        for (int i = 0; i < 3; i++) {
            w.cards[i] = cardset_pop(&h);
            w.card_reason[i] = why[i];
        }
        w.reason = HINT_PASS_HIGH_CARDS;
        char text[512];
        hint_text(&w, p->shown.pass_dir, text, sizeof text);
        play_say_hint(p, text);
        look("pass hint three reasons");
    }
    key(SDLK_h); /* the hint taken: its cards are passed, as when a hint chose them (the game goes on as before) */
    key(SDLK_p);
    CHECK(run_until(c_passes_shown, 5000));
    look("cards received");
    /* a card queued before South's turn, beside the received ones: its tag's word (WARTET, À JOUER) is
     * wider than the strip of the card that shows */
    if (!play_is_south_turn(p)) {
        double at = app.speed;
        app.speed = 0.05; /* the others' cards come slowly: South's turn does not come while we look */
        cardset_t mine = p->shown.hand[SEAT_S] & ~p->shown.received;
        card_t q = CARD_NONE;
        for (cardset_t m = mine; m;) {
            card_t c = cardset_pop(&m);
            if (cardset_has(p->shown.received, (card_t)(c + 1)) || cardset_has(p->shown.received, (card_t)(c - 1))) {
                q = c; /* next to a received card, where the tags would meet */
            }
        }
        q = q != CARD_NONE ? q : cardset_lowest(mine);
        click_south_card(q);
        frames(2);
        CHECK_EQ_INT(p->in.queued, q);
        look("a queued card");
        click_south_card(q); /* clicked again: cancelled */
        frames(2);
        app.speed = at;
    }
    CHECK(run_until(c_south_turn, 5000));
    frames(30);
    look("your turn");
    check_plate_levels(p, "your turn");
    key(SDLK_h);
    CHECK_MSG(run_until(c_hint_shown, 3000), "no play hint");
    look("play hint");
    /* play on to the fourth trick (South played by the computer), so that the last trick can be seen
     * (waiting for South's turn under autoplay would never see it: the whole game went by) */
    table_set_autoplay(home.table, true);
    CHECK_MSG(run_until(c_fourth_trick, 20000), "three tricks were not played");
    table_set_autoplay(home.table, false);
    if (CHECK_MSG(run_until(c_south_turn, 5000), "South's turn never came after three tricks")) {
        frames(30);
        look("a later turn");
        key(SDLK_l);
        frames(10);
        look("last trick");
        last_trick_tags(p);
        key(SDLK_l);
        frames(2);
    }
    key(SDLK_ESCAPE);
    CHECK_EQ_STR(top_name(), "pause");
    look("pause");
    const ui_button_t *leave = find_control("Leave the game", 0);
    if (CHECK_MSG(leave != NULL, "the pause has no Leave the game")) {
        click_rect(leave->r);
        frames(2);
        look("pause really leave");
    }
    key(SDLK_ESCAPE);
    frames(2);
    /* Options from the pause: its RULES heading says this game keeps its rules, a longer line (in
     * German and French at 800x450 it ran on under the TABLE heading) */
    scene_push(&app.scenes, scene_options_new(&home, true));
    frames(2);
    look("options in game");
    scene_pop(&app.scenes);
    frames(2);
    key(SDLK_s);
    look("score sheet");
    key(SDLK_ESCAPE);
    frames(2);
    app.speed = speed;
}

/* An omnibus hand to its summary (the jack of diamonds and the moon choice make the most text). */
static void an_omnibus_summary(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_OMNIBUS);
    CHECK(start_game(&rules, 11));
    table_set_autoplay(home.table, true);
    double speed = app.speed;
    app.speed = 8;
    CHECK_MSG(run_until(c_summary, 30000), "the omnibus hand never ended");
    app.speed = speed;
    look("summary omnibus");
    table_set_autoplay(home.table, false);
    home_end_game(&home);
}

/* A hand's summary after Across shot the moon, +26 to each of the others (the longest title line, in
 * French), over the table of the moon's game: the others' boxes say where their 26 came from. */
static void across_moon_summary(void)
{
    hand_score_t sc;
    memset(&sc, 0, sizeof sc);
    sc.moon = SEAT_N;
    sc.moon_choice = MOON_CHOICE_ADD;
    sc.sun = -1;
    cardset_t taken[SEAT_MAX] = {0};
    taken[SEAT_N] = CARDSET_HEARTS | cardset_of(CARD_QS);
    sc.taken[SEAT_N] = 26;
    for (int seat = 0; seat < 4; seat++) {
        sc.score[seat] = seat == SEAT_N ? 0 : 26;
        sc.totals[seat] = sc.score[seat];
    }
    scene_pop(&app.scenes); /* in place of the moon's own summary (two would draw over each other) */
    scene_push(&app.scenes, scene_summary_new(&home, &sc, 1, taken));
    frames(2);
    look("summary moon across");
    CHECK_MSG(ui_check_drew(check, _("from the moon")), "the others' boxes do not say their 26 came from the moon");
    CHECK_MSG(!ui_check_drew(check, _("no points")), "a box says 'no points' under +26 from the moon");
    scene_pop(&app.scenes);
    frames(2);
}

/* South asked how to score its moon (Omnibus), then that hand's summary. */
static void a_moon_choice(void)
{
    double speed = app.speed;
    app.speed = 8;
    /* the level it plays at and the game it adds to the statistics are put back: the screens after it
     * look as they did without it */
    ai_level_t level = home.level;
    stats_t stats = home.stats;
    if (CHECK_MSG(drive_to_moon_choice(), "South was not asked how to score the moon")) {
        look("moon choice");
        click_control("26 off my score");
        CHECK_MSG(run_until(c_summary, 3000), "no summary after the moon");
        look("summary moon");
        across_moon_summary();
    }
    app.speed = speed;
    home_end_game(&home);
    home.level = level;
    home.stats = stats;
}

/* A hand South played itself (carelessly): the summary with Review, the review while the coach is still
 * looking and with its notes. The statistics are put back, as after the moon. */
static void a_coach_review(void)
{
    stats_t stats = home.stats;
    ai_level_t level = home.level;
    home.level = AI_NORMAL; /* quick opponents: the looks are of the screens after the hand */
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 4242));
    if (CHECK_MSG(careless_to_summary(), "the careless hand never ended")) {
        look("summary review");
        click_control("Review");
        frames(2);
        if (coach_run_hand_state(table_coach(home.table), 1) == COACH_HAND_WORKING) {
            look("review working");
        }
        CHECK_MSG(wait_for_coach(1), "the coach never finished the hand");
        frames(2);
        look("review");
        key(SDLK_ESCAPE);
        frames(2);
    }
    home_end_game(&home);
    home.stats = stats;
    home.level = level;
}

static bool c_claim_up(void)
{
    const play_t *p = play();
    return p && p->anim.claim_up;
}

/* Every seat played by the computer until one claims the rest of a hand: the cards laid down on the
 * table (the claimer's row first), looked at once they lie still. The statistics are put back. */
static void a_claim(const char *what)
{
    double speed = app.speed;
    app.speed = 8;
    stats_t stats = home.stats;
    table_set_autoplay(home.table, true);
    bool seen = false;
    for (int guard = 0; guard < 60 && !seen && !table_over(home.table); guard++) {
        if (c_summary()) {
            key(SDLK_RETURN);
            frames(2);
        }
        seen = run_until(c_claim_up, 3000);
    }
#ifdef HEARTS_TEST_SLOW
    /* under the sanitizers the worker's claim answers come after the next card (game_claim_scene checks
     * the claim's screen there): the walk goes on without this look */
    if (!seen) {
        fprintf(stderr, "no computer claimed in time under the sanitizers: the claim's screen not looked at\n");
    }
    if (seen) {
#else
    if (CHECK_MSG(seen, "nobody claimed the rest of a hand")) {
#endif
        frames(20); /* the cards have landed, and it waits for a key */
        CHECK(c_claim_up());
        look(what);
        key(SDLK_SPACE);
        frames(2);
    }
    table_set_autoplay(home.table, false);
    home_end_game(&home);
    home.stats = stats;
    app.speed = speed;
}

static void a_tournament_result(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_TOURNAMENT);
    CHECK(start_game(&rules, 7));
    CHECK(run_until(c_pass_mode, 3000));
    app.virtual_now += 600000;
    frame();
    frames(30);
    look("time up");
    CHECK_MSG(run_until(c_result, 3000), "no result after the clock ran out");
    frames(120);
    look("result");
    /* one played to its target: the standings' three bonuses, their labels and formulas side by side */
    home_end_game(&home);
    CHECK(start_game(&rules, 2));
    play_to_end();
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    look("result tournament");
}

/* The game viewer, from the result's Watch again: the deal and its passes, a trick, a hand's score. */
static void watching(void)
{
    const ui_button_t *b = find_control("Watch again", 0);
    if (!CHECK_MSG(b != NULL, "the result offers no Watch again")) {
        return;
    }
    click_rect(b->r);
    frames(2);
    CHECK_EQ_STR(top_name(), "watch");
    look("watch deal");
    key(SDLK_RIGHT);
    look("watch trick");
    key(SDLK_PAGEDOWN);
    key(SDLK_LEFT);
    look("watch score");
    key(SDLK_ESCAPE);
    frames(2);
}

/* A classic game's result, every hand on the score sheet: one of 15 hands (seed 43), and one to 300
 * points, too long for the panel, at its first page and its last. */
static void a_classic_result(void)
{
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 43));
    play_to_end();
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    look("result classic");
    watching();
    home_end_game(&home);
    rules.target = 300;
    CHECK(start_game(&rules, 5));
    play_to_end();
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    look("result classic long");
    key(SDLK_END);
    look("result classic long end");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
}

/* A classic game: South's card taken back (the Undo button beside Right's plate, the card home again),
 * Undo refused with the reason in the message, and the result of that practice game. */
static void a_classic_undo(void)
{
    double speed = app.speed;
    app.speed = 12;
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 3000));
    table_set_autoplay(home.table, true);
    CHECK(run_until(c_passes_shown, 5000));
    table_set_autoplay(home.table, false);
    CHECK(run_until(c_south_turn, 5000));
    play_t *p = play();
    click_south_card(cardset_highest(play_south_legal(p)));
    frames(2);
    key(SDLK_u);
    CHECK(table_practice(home.table));
    CHECK(run_until(c_south_turn, 5000));
    frames(30);
    look("undo taken back");
    key(SDLK_u);
    frames(2);
    look("undo refused");
    play_to_end();
    table_set_autoplay(home.table, false);
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    look("result practice");
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    app.speed = speed;
}

/* A game of three or five players (HEARTS_LAYOUT_PLAYERS): New game with the count chosen, the pass
 * and the cards received, South's turn with a hint, a later turn and the last trick, the score sheet,
 * a hand's summary, the result of a whole game and the game viewer. */
static void a_seats_game(int players)
{
    double speed = app.speed;
    app.speed = 12;
    scene_replace_all(&app.scenes, scene_title_new(&home));
    scene_push(&app.scenes, scene_newgame_new(&home));
    frames(2);
    char label[32];
    snprintf(label, sizeof label, "%d players", players);
    click_control(label);
    frames(2);
    look("new game players");
    rules_t rules;
    rules_preset(&rules, PRESET_CLASSIC);
    rules.players = players;
    CHECK(start_game(&rules, 5));
    CHECK(run_until(c_pass_mode, 3000));
    look("pass");
    play_t *p = play();
    key(SDLK_h);
    CHECK_MSG(run_until(c_hint_shown, 3000), "no pass hint");
    key(SDLK_h);
    look("pass hint taken");
    key(SDLK_p);
    CHECK(run_until(c_passes_shown, 5000));
    look("cards received");
    CHECK(run_until(c_south_turn, 5000));
    frames(30);
    look("your turn");
    check_plate_levels(p, "your turn");
    key(SDLK_h);
    CHECK_MSG(run_until(c_hint_shown, 3000), "no play hint");
    look("play hint");
    table_set_autoplay(home.table, true);
    CHECK_MSG(run_until(c_fourth_trick, 20000), "three tricks were not played");
    table_set_autoplay(home.table, false);
    if (CHECK_MSG(run_until(c_south_turn, 5000), "South's turn never came after three tricks")) {
        frames(30);
        look("a later turn");
        key(SDLK_l);
        frames(10);
        look("last trick");
        last_trick_tags(p);
        key(SDLK_l);
        frames(2);
    }
    key(SDLK_s);
    look("score sheet");
    key(SDLK_ESCAPE);
    frames(2);
    table_set_autoplay(home.table, true);
    CHECK_MSG(run_until(c_summary, 30000), "the hand never ended");
    look("summary");
    table_set_autoplay(home.table, false);
    (void)p;
    CHECK(start_game(&rules, 11));
    a_claim("claim laid down");
    CHECK(start_game(&rules, 43));
    play_to_end();
    scene_replace_all(&app.scenes, scene_result_new(&home));
    frames(2);
    look("result");
    watching();
    home_end_game(&home);
    scene_replace_all(&app.scenes, scene_title_new(&home));
    frames(2);
    app.speed = speed;
}

int main(void)
{
    const char *shots = getenv("HEARTS_LAYOUT_SHOTS"); /* the screenshots' folder: one a language */
    if (!driver_init(shots && *shots ? shots : "layout", 1280, 800)) {
        return 1;
    }
    check = ui_check_new();
    app.gfx.check = check;
    /* HEARTS_CHECK_TRANSLATED=MARK: every text must carry MARK (the made-up language of the tests marks
     * every message): a text without it never went through the catalogue. A language's own name, in
     * Options, is written in that language. */
    const char *mark = getenv("HEARTS_CHECK_TRANSLATED");
    if (mark && *mark) {
        ui_check_translated(check, mark);
        check_marks = true;
        for (int i = 0; i < lang_count(); i++) {
            ui_check_allow_untranslated(check, lang_at(i)->name);
        }
    }
    printf("language: %s (catalogues in '%s')\n", lang_code(), lang_dir());
    /* HEARTS_LAYOUT_LOOK=large,contrast: every screen in large print, in high contrast, or both
     * (platform/look.h) */
    const char *looks = getenv("HEARTS_LAYOUT_LOOK");
    if (looks && *looks) {
        home.settings.large_print = strstr(looks, "large") != NULL;
        home.settings.high_contrast = strstr(looks, "contrast") != NULL;
        home_settings_changed(&home);
        assets_finish(&app.assets);
        printf("look: %s\n", looks);
    }
    /* HEARTS_LAYOUT_SIZES=800x1000,1024x600 checks only those (while working on a layout) */
    const char *only = getenv("HEARTS_LAYOUT_SIZES");
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        char name[32];
        snprintf(name, sizeof name, "%dx%d", SIZES[i].w, SIZES[i].h);
        if (only && !strstr(only, name)) {
            continue;
        }
        resize_to(SIZES[i].w, SIZES[i].h);
        /* HEARTS_LAYOUT_PLAYERS=3 or 5: the screens of a game of that many players only */
        const char *players = getenv("HEARTS_LAYOUT_PLAYERS");
        if (players && *players) {
            Uint64 t0 = SDL_GetTicks64();
            a_seats_game(atoi(players));
            printf("%s: a game of %s players %.1f s\n", size_name, players, (SDL_GetTicks64() - t0) / 1e3);
            continue;
        }
        Uint64 t0 = SDL_GetTicks64();
        title_with_a_saved_game();
        title_and_overlays();
        Uint64 t1 = SDL_GetTicks64();
        options_every_value();
        Uint64 t2 = SDL_GetTicks64();
        a_tournament_hand();
        Uint64 t3 = SDL_GetTicks64();
        an_omnibus_summary();
        a_moon_choice();
        a_coach_review();
        rules_t classic;
        rules_preset(&classic, PRESET_CLASSIC);
        CHECK(start_game(&classic, 11));
        a_claim("claim laid down");
        Uint64 t4 = SDL_GetTicks64();
        a_tournament_result();
        a_classic_result();
        a_classic_undo();
        Uint64 t5 = SDL_GetTicks64();
        printf("%s: title %.1f s, options %.1f s, a hand %.1f s, summaries and the moon %.1f s, result %.1f s\n",
               size_name, (t1 - t0) / 1e3, (t2 - t1) / 1e3, (t3 - t2) / 1e3, (t4 - t3) / 1e3, (t5 - t4) / 1e3);
    }
    if (ui_check_count(check) > 0) {
        fprintf(stderr, "%d layout problems:\n", ui_check_count(check));
        ui_check_print(check, stderr);
        CHECK_MSG(0, "the layout checker found %d problems (screenshots in %s)", ui_check_count(check), out_dir);
    }
    app.gfx.check = NULL;
    ui_check_free(check);
    driver_finish();
    return test_finish();
}
