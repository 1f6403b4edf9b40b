/* What the table says: the one-line message (a toast), a hint's reason, the banner (small in the
 * message band, or big over the trick) and the sounds. Drawn by play_draw.c. */
#include <stdio.h>

#include "scenes/announce.h"
#include "scenes/play_internal.h"

void play_toast(play_t *p, const char *msg, double ms)
{
    play_messages_t *m = &p->msg;
    snprintf(m->toast, sizeof m->toast, "%s", msg);
    m->toast_until = app_now_ms(p->h->app) + ms;
    app_redraw(p->h->app);
}

void play_refused(play_t *p, const char *why)
{
    play_toast(p, why, 3200);
    announce_say(p->h, SPEECH_NOW, why); /* (nothing when speech is off) */
}

void play_say_hint(play_t *p, const char *msg)
{
    play_messages_t *m = &p->msg;
    snprintf(m->hint, sizeof m->hint, "%s", msg);
    m->toast_until = 0; /* the message before it has had its say */
    app_redraw(p->h->app);
}

void play_messages_drop_hint(play_t *p)
{
    play_messages_t *m = &p->msg;
    if (m->hint[0]) {
        m->hint[0] = 0;
        app_redraw(p->h->app);
    }
}

bool play_toast_showing(const play_t *p)
{
    return p->msg.toast_until > app_now_ms(p->h->app) && p->msg.toast[0];
}

void play_banner(play_t *p, const char *title, const char *sub, double ms, bool big)
{
    play_messages_t *m = &p->msg;
    snprintf(m->banner, sizeof m->banner, "%s", title);
    snprintf(m->banner_sub, sizeof m->banner_sub, "%s", sub ? sub : "");
    m->banner_until = app_now_ms(p->h->app) + ms / (p->bench ? 1.0 : p->h->app->speed);
    m->banner_big = big;
    app_redraw(p->h->app);
}

void play_sound(play_t *p, sound_t s)
{
    if (!p->bench) {
        audio_play(&p->h->app->audio, s);
    }
}

double play_messages_idle(play_t *p, double real_now)
{
    play_messages_t *m = &p->msg;
    double idle = SCENE_IDLE;
    if (m->toast_until > 0) {
        idle = m->toast_until - real_now;
        if (idle <= 0) {
            m->toast_until = 0;
            return 0;
        }
    }
    if (m->banner_until > 0) {
        double b = m->banner_until - real_now;
        if (b <= 0) {
            m->banner_until = 0;
            return 0;
        }
        idle = b < idle ? b : idle;
    }
    return idle;
}
