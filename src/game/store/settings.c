#include "store/settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/kvfile.h"

#define SETTINGS_FILE "settings.txt"

void settings_defaults(settings_t *s)
{
    memset(s, 0, sizeof *s);
    rules_preset(&s->rules, PRESET_TOURNAMENT);
    s->level = AI_NORMAL;
    s->speed = 1.0;
    s->four_colour = false;
    s->card_back = 0;
    s->sound = true;
    s->volume = 80;
    s->fullscreen = false;
    snprintf(s->language, sizeof s->language, "auto");
    s->coach = true;
    s->computer_claims = true;
}

const char *settings_renderer_name(int renderer)
{
    return renderer == SETTINGS_RENDERER_SOFTWARE ? "software" : renderer == SETTINGS_RENDERER_GPU ? "gpu" : "auto";
}

static bool on_line(void *ctx, const char *key, const char *v)
{
    settings_t *s = ctx;
    if (strncmp(key, "rule.", 5) == 0) {
        const char *k = key + 5;
        if (strcmp(k, "preset") == 0) {
            preset_t p;
            if (!rules_preset_parse(v, &p)) {
                return false;
            }
            rules_preset(&s->rules, p);
            return true;
        }
        char kv[256], err[256];
        snprintf(kv, sizeof kv, "%s=%s", k, v);
        return rules_set_option(&s->rules, kv, err, sizeof err);
    }
    if (strcmp(key, "level") == 0) {
        ai_level_t l;
        if (!ai_level_parse(v, &l) || l == AI_RANDOM) {
            return false;
        }
        s->level = l;
        return true;
    }
    if (strcmp(key, "speed") == 0) {
        char *end;
        double x = strtod(v, &end);
        if (end == v || *end || !(x >= 0.1 && x <= 100.0)) {
            return false;
        }
        s->speed = x;
        return true;
    }
    if (strcmp(key, "four_colour") == 0) {
        return kvfile_parse_bool(v, &s->four_colour);
    }
    if (strcmp(key, "card_back") == 0) {
        return kvfile_parse_int(v, 0, CARD_BACK_COUNT - 1, &s->card_back);
    }
    if (strcmp(key, "sound") == 0) {
        return kvfile_parse_bool(v, &s->sound);
    }
    if (strcmp(key, "volume") == 0) {
        return kvfile_parse_int(v, 0, 100, &s->volume);
    }
    if (strcmp(key, "fullscreen") == 0) {
        return kvfile_parse_bool(v, &s->fullscreen);
    }
    if (strcmp(key, "speech") == 0) {
        return kvfile_parse_bool(v, &s->speech);
    }
    if (strcmp(key, "renderer") == 0) {
        for (int r = SETTINGS_RENDERER_AUTO; r <= SETTINGS_RENDERER_GPU; r++) {
            if (strcmp(v, settings_renderer_name(r)) == 0) {
                s->renderer = r;
                return true;
            }
        }
        return false;
    }
    if (strcmp(key, "large_print") == 0) {
        return kvfile_parse_bool(v, &s->large_print);
    }
    if (strcmp(key, "high_contrast") == 0) {
        return kvfile_parse_bool(v, &s->high_contrast);
    }
    if (strcmp(key, "reduced_motion") == 0) {
        s->motion_chosen = true;
        return kvfile_parse_bool(v, &s->reduced_motion);
    }
    if (strcmp(key, "language") == 0) {
        /* a language code ("de", "pt_BR") or auto; whether the game speaks it is asked when it is used */
        size_t n = strlen(v);
        if (n == 0 || n >= sizeof s->language ||
            strspn(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_") != n) {
            return false;
        }
        memcpy(s->language, v, n + 1);
        return true;
    }
    if (strcmp(key, "coach") == 0) {
        return kvfile_parse_bool(v, &s->coach);
    }
    if (strcmp(key, "computer_claims") == 0) {
        return kvfile_parse_bool(v, &s->computer_claims);
    }
    return true; /* a key from a newer version: ignored */
}

void settings_load(settings_t *s, const char *dir)
{
    settings_t loaded;
    settings_defaults(&loaded);
    if (!dir || !*dir) {
        settings_defaults(s);
        return;
    }
    if (kvfile_read(dir, SETTINGS_FILE, on_line, &loaded) == KVFILE_OK) {
        *s = loaded;
    } else {
        settings_defaults(s);
    }
}

static const char *onoff(bool b)
{
    return b ? "on" : "off";
}

bool settings_save(const settings_t *s, const char *dir)
{
    if (!dir || !*dir) {
        return false;
    }
    FILE *f = kvfile_begin(dir, SETTINGS_FILE);
    if (!f) {
        return false;
    }
    const rules_t *r = &s->rules;
    fprintf(f, "# Hearts settings: key=value, one a line\n");
    fprintf(f, "rule.preset=%s\n", rules_preset_name(r->preset));
    size_t n;
    const rule_option_t *opts = rules_options(&n);
    for (size_t i = 0; i < n; i++) {
        char v[64];
        fprintf(f, "rule.%s=%s\n", opts[i].key,
                rules_option_format(&opts[i], rules_option_get(r, &opts[i]), v, sizeof v));
    }
    fprintf(f, "level=%s\n", ai_level_name(s->level));
    fprintf(f, "speed=%g\n", s->speed);
    fprintf(f, "four_colour=%s\n", onoff(s->four_colour));
    fprintf(f, "card_back=%d\n", s->card_back);
    fprintf(f, "sound=%s\n", onoff(s->sound));
    fprintf(f, "volume=%d\n", s->volume);
    fprintf(f, "fullscreen=%s\n", onoff(s->fullscreen));
    fprintf(f, "renderer=%s\n", settings_renderer_name(s->renderer));
    fprintf(f, "speech=%s\n", onoff(s->speech));
    fprintf(f, "language=%s\n", s->language[0] ? s->language : "auto");
    fprintf(f, "coach=%s\n", onoff(s->coach));
    fprintf(f, "computer_claims=%s\n", onoff(s->computer_claims));
    fprintf(f, "large_print=%s\n", onoff(s->large_print));
    fprintf(f, "high_contrast=%s\n", onoff(s->high_contrast));
    fprintf(f, "reduced_motion=%s\n", onoff(s->reduced_motion));
    return kvfile_commit(f, dir, SETTINGS_FILE);
}
