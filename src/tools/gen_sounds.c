/* gen_sounds: synthesises the game's sound effects from noise, filters and tones, and writes them as
 * 16-bit PCM mono WAV files at 44100 Hz, each normalised to a peak of -3 dBFS.
 *
 * usage: gen_sounds OUTPUT_DIR
 * writes OUTPUT_DIR/{shuffle, deal, card, pass, trick, hearts_broken, queen, moon, clock_warning,
 * game_over, click}.wav */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RATE = 44100 };

static const double PI = 3.14159265358979323846;
static const double PEAK = 0.70794578; /* -3 dBFS */

typedef struct {
    float *s;
    int n;
} buf_t;

/* ---- deterministic noise ---- */

static uint64_t rng_state;

static void rng_seed(uint64_t seed)
{
    rng_state = seed;
}

static double rng_unit(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) / 9007199254740992.0; /* [0, 1) */
}

static double white(void)
{
    return rng_unit() * 2.0 - 1.0;
}

/* ---- buffers ---- */

static buf_t buf_new(double seconds)
{
    buf_t b;
    b.n = (int)(seconds * RATE);
    b.s = calloc((size_t)b.n, sizeof(float));
    if (b.s == NULL) {
        fprintf(stderr, "error: out of memory\n");
        exit(1);
    }
    return b;
}

static void buf_free(buf_t *b)
{
    free(b->s);
    b->s = NULL;
    b->n = 0;
}

/* ---- filters (RBJ biquads, coefficients may change every sample) ---- */

typedef struct {
    double x1, x2, y1, y2;
} biquad_t;

enum { LOWPASS, HIGHPASS, BANDPASS };

static double biquad(biquad_t *f, int type, double freq, double q, double x)
{
    if (freq > RATE * 0.45) {
        freq = RATE * 0.45;
    }
    double w0 = 2.0 * PI * freq / RATE, cw = cos(w0), alpha = sin(w0) / (2.0 * q);
    double b0, b1, b2;
    double a0 = 1.0 + alpha, a1 = -2.0 * cw, a2 = 1.0 - alpha;
    switch (type) {
    case LOWPASS:
        b0 = (1.0 - cw) / 2.0, b1 = 1.0 - cw, b2 = b0;
        break;
    case HIGHPASS:
        b0 = (1.0 + cw) / 2.0, b1 = -(1.0 + cw), b2 = b0;
        break;
    default:
        b0 = alpha, b1 = 0.0, b2 = -alpha;
        break;
    }
    double y = (b0 * x + b1 * f->x1 + b2 * f->x2 - a1 * f->y1 - a2 * f->y2) / a0;
    f->x2 = f->x1;
    f->x1 = x;
    f->y2 = f->y1;
    f->y1 = y;
    return y;
}

/* ---- envelopes and tones ---- */

/* Linear attack, then exponential decay with time constant decay. */
static double env_ad(double t, double attack, double decay)
{
    if (t < 0.0) {
        return 0.0;
    }
    if (t < attack) {
        return t / attack;
    }
    return exp(-(t - attack) / decay);
}

static double note_hz(int midi)
{
    return 440.0 * pow(2.0, (midi - 69) / 12.0);
}

/* A short burst of band-passed noise: the sound of a card's edge. */
static void add_flick(buf_t *b, double start, double amp, double f0, double f1, double q, double attack, double decay)
{
    biquad_t f = {0, 0, 0, 0};
    int i0 = (int)(start * RATE);
    int len = (int)((attack + decay * 7.0) * RATE);
    for (int i = 0; i < len && i0 + i < b->n; i++) {
        double t = (double)i / RATE;
        double frac = (double)i / len;
        double fc = f0 * pow(f1 / f0, frac);
        double v = biquad(&f, BANDPASS, fc, q, white());
        if (i0 + i >= 0) {
            b->s[i0 + i] += (float)(v * amp * env_ad(t, attack, decay));
        }
    }
}

/* A soft low thump, as of cards landing on felt. */
static void add_thump(buf_t *b, double start, double amp, double f0, double f1, double decay)
{
    int i0 = (int)(start * RATE);
    int len = (int)(decay * 8.0 * RATE);
    double phase = 0.0;
    biquad_t lp = {0, 0, 0, 0};
    for (int i = 0; i < len && i0 + i < b->n; i++) {
        double t = (double)i / RATE;
        double fr = f1 + (f0 - f1) * exp(-t / (decay * 0.6));
        phase += 2.0 * PI * fr / RATE;
        double body = sin(phase) * env_ad(t, 0.002, decay);
        double felt = biquad(&lp, LOWPASS, 900.0, 0.7, white()) * env_ad(t, 0.001, decay * 0.5);
        b->s[i0 + i] += (float)(amp * (body + felt * 1.2));
    }
}

/* A tone with a few harmonics, each fading faster than the fundamental: plucked or struck. */
static void add_tone(buf_t *b, double start, double hz, double amp, double attack, double decay, const double *harm,
                     int nharm)
{
    int i0 = (int)(start * RATE);
    int len = (int)((attack + decay * 7.0) * RATE);
    for (int i = 0; i < len && i0 + i < b->n; i++) {
        double t = (double)i / RATE;
        double v = 0.0;
        for (int h = 0; h < nharm; h++) {
            double k = (double)(h + 1);
            if (hz * k > RATE * 0.4) {
                break;
            }
            v += harm[h] * sin(2.0 * PI * hz * k * t) * exp(-t * (k - 1.0) / (decay * 0.8));
        }
        b->s[i0 + i] += (float)(amp * v * env_ad(t, attack, decay));
    }
}

/* A bell by frequency modulation: an inharmonic ratio gives the metallic shimmer, a falling
 * index lets it settle into a pure tone. */
static void add_bell(buf_t *b, double start, double hz, double amp, double decay)
{
    int i0 = (int)(start * RATE);
    int len = (int)(decay * 7.0 * RATE);
    for (int i = 0; i < len && i0 + i < b->n; i++) {
        double t = (double)i / RATE;
        double index = 0.9 * exp(-t / 0.09);
        double v = sin(2.0 * PI * hz * t + index * sin(2.0 * PI * hz * 3.5 * t));
        v += 0.25 * sin(2.0 * PI * hz * 2.0 * t) * exp(-t / (decay * 0.4));
        b->s[i0 + i] += (float)(amp * v * env_ad(t, 0.004, decay));
    }
}

/* A band-limited sawtooth-like tone (harmonics falling as 1/k), for the darker stings. */
static void add_saw(buf_t *b, double start, double hz, double amp, double attack, double decay)
{
    int i0 = (int)(start * RATE);
    int len = (int)((attack + decay * 7.0) * RATE);
    for (int i = 0; i < len && i0 + i < b->n; i++) {
        double t = (double)i / RATE;
        double v = 0.0;
        for (int k = 1; k <= 16 && hz * k < 8000.0; k++) {
            v += sin(2.0 * PI * hz * k * t) / k;
        }
        b->s[i0 + i] += (float)(amp * v * env_ad(t, attack, decay));
    }
}

/* Two passes of a gentle low-pass over the whole sound: takes the edge off the highs. */
static void soften(buf_t *b, double cutoff)
{
    biquad_t f1 = {0, 0, 0, 0}, f2 = {0, 0, 0, 0};
    for (int i = 0; i < b->n; i++) {
        double v = biquad(&f1, LOWPASS, cutoff, 0.6, b->s[i]);
        b->s[i] = (float)biquad(&f2, LOWPASS, cutoff, 0.6, v);
    }
}

/* ---- the sounds ---- */

static void make_click(buf_t *b)
{
    *b = buf_new(0.05);
    rng_seed(1);
    for (int i = 0; i < b->n; i++) {
        double t = (double)i / RATE;
        b->s[i] += (float)(0.8 * sin(2.0 * PI * 1700.0 * t) * env_ad(t, 0.0008, 0.006));
        b->s[i] += (float)(0.5 * sin(2.0 * PI * 620.0 * t) * env_ad(t, 0.0008, 0.010));
    }
    add_flick(b, 0.0, 0.5, 5000.0, 3500.0, 1.0, 0.0005, 0.002);
}

static void make_deal(buf_t *b)
{
    *b = buf_new(0.11);
    rng_seed(2);
    add_flick(b, 0.0, 1.0, 5500.0, 2200.0, 1.1, 0.003, 0.014);
    add_flick(b, 0.004, 0.5, 1800.0, 900.0, 0.9, 0.002, 0.012);
    soften(b, 9000.0);
}

static void make_card(buf_t *b)
{
    *b = buf_new(0.2);
    rng_seed(3);
    add_flick(b, 0.0, 0.45, 3800.0, 2000.0, 0.9, 0.001, 0.008);
    add_thump(b, 0.002, 0.9, 190.0, 110.0, 0.025);
    soften(b, 6000.0);
}

static void make_pass(buf_t *b)
{
    *b = buf_new(0.45);
    rng_seed(4);
    biquad_t f1 = {0, 0, 0, 0}, f2 = {0, 0, 0, 0};
    const double dur = 0.4;
    for (int i = 0; i < b->n; i++) {
        double t = (double)i / RATE;
        if (t > dur) {
            break;
        }
        double x = t / dur;
        double env = pow(sin(PI * x), 2.0) * (1.0 - 0.3 * x);
        double fc = 500.0 + 2300.0 * sin(PI * pow(x, 0.8));
        double n = white();
        double v = biquad(&f1, BANDPASS, fc, 1.6, n);
        v = biquad(&f2, BANDPASS, fc, 1.6, v);
        b->s[i] += (float)(v * env);
    }
    soften(b, 7000.0);
}

static void make_trick(buf_t *b)
{
    *b = buf_new(0.5);
    rng_seed(5);
    const double at[4] = {0.0, 0.06, 0.115, 0.175};
    for (int i = 0; i < 4; i++) {
        double a = 1.0 - 0.15 * i;
        add_flick(b, at[i], 0.6 * a, 2600.0, 1400.0, 1.0, 0.012, 0.022);
    }
    add_thump(b, 0.235, 0.6, 170.0, 100.0, 0.03);
    soften(b, 7000.0);
}

static void make_shuffle(buf_t *b)
{
    *b = buf_new(1.15);
    rng_seed(6);
    /* the riffle: the two halves' corners slipping past the thumbs, fast then slowing */
    double t = 0.02;
    for (int i = 0; i < 52; i++) {
        double x = (double)i / 52.0;
        double gap = 0.008 + 0.010 * x * x + 0.002 * rng_unit();
        double amp = (0.45 + 0.35 * rng_unit()) * (1.0 - 0.4 * x);
        add_flick(b, t, amp, 4200.0 + 1500.0 * rng_unit(), 2500.0, 1.4, 0.0006, 0.0035);
        t += gap;
    }
    /* a brush of the cards under it */
    biquad_t f = {0, 0, 0, 0};
    for (int i = 0; i < b->n; i++) {
        double s = (double)i / RATE;
        double env = s < 0.72 ? sin(PI * s / 0.72) : 0.0;
        b->s[i] += (float)(0.18 * env * biquad(&f, BANDPASS, 2000.0, 0.8, white()));
    }
    /* the bridge: the cards cascading down, then squared against the table */
    double c = 0.78;
    for (int i = 0; i < 26; i++) {
        add_flick(b, c, 0.30 * (1.0 - i / 30.0), 3500.0, 2200.0, 1.2, 0.0008, 0.003);
        c += 0.0055;
    }
    add_thump(b, 0.96, 0.55, 180.0, 110.0, 0.025);
    soften(b, 7000.0);
}

static void make_hearts_broken(buf_t *b)
{
    *b = buf_new(1.8);
    add_bell(b, 0.0, note_hz(81), 0.6, 0.45);  /* A5 */
    add_bell(b, 0.12, note_hz(88), 0.5, 0.42); /* E6 */
    add_bell(b, 0.24, note_hz(85), 0.4, 0.5);  /* C#6: a soft major colour */
    soften(b, 7000.0);
}

static void make_queen(buf_t *b)
{
    *b = buf_new(2.0);
    rng_seed(7);
    /* a diminished-seventh stab over a low D, its voices slightly detuned so it wavers; the
     * low-pass closing over it turns the bright attack into a dark, brooding tail */
    const int notes[5] = {38, 50, 53, 56, 59}; /* D2 D3 F3 Ab3 B3 */
    const double amps[5] = {0.5, 0.4, 0.32, 0.3, 0.26};
    for (int i = 0; i < 5; i++) {
        add_saw(b, 0.0, note_hz(notes[i]), amps[i], 0.015, 0.5);
        add_saw(b, 0.0, note_hz(notes[i]) * 1.007, amps[i] * 0.5, 0.03, 0.5);
    }
    biquad_t f = {0, 0, 0, 0};
    for (int i = 0; i < b->n; i++) {
        double t = (double)i / RATE;
        double fc = 450.0 + 2800.0 * exp(-t / 0.12);
        b->s[i] = (float)biquad(&f, LOWPASS, fc, 1.1, b->s[i]);
    }
    /* a timpani-like stroke under it */
    add_thump(b, 0.0, 0.9, 110.0, 73.0, 0.12);
}

static void make_moon(buf_t *b)
{
    *b = buf_new(2.4);
    const double bright[5] = {1.0, 0.5, 0.3, 0.15, 0.08};
    const int up[7] = {60, 64, 67, 72, 76, 79, 84}; /* C major climbing two octaves */
    for (int i = 0; i < 7; i++) {
        add_tone(b, 0.075 * i, note_hz(up[i]), 0.32, 0.004, 0.25, bright, 5);
    }
    /* the final chord rings out */
    const int chord[5] = {48, 60, 64, 67, 72};
    for (int i = 0; i < 5; i++) {
        add_tone(b, 0.55, note_hz(chord[i]), i == 0 ? 0.3 : 0.22, 0.01, 0.5, bright, 5);
        add_tone(b, 0.55, note_hz(chord[i]) * 1.003, 0.1, 0.03, 0.5, bright, 3);
    }
    add_bell(b, 0.55, note_hz(84), 0.15, 0.4);
    soften(b, 9000.0);
}

static void make_clock_warning(buf_t *b)
{
    *b = buf_new(0.16);
    const double soft[2] = {1.0, 0.12};
    add_tone(b, 0.0, 1320.0, 0.7, 0.003, 0.035, soft, 2);
    rng_seed(8);
    add_flick(b, 0.0, 0.3, 4000.0, 3000.0, 1.0, 0.0005, 0.002);
}

static void make_game_over(buf_t *b)
{
    *b = buf_new(2.6);
    const double piano[4] = {1.0, 0.35, 0.12, 0.05};
    /* IV - V - I in C: F A C, G B D, C E G C */
    const int chords[3][4] = {{53, 57, 60, 65}, {55, 59, 62, 67}, {48, 60, 64, 67}};
    const double at[3] = {0.0, 0.38, 0.76};
    const double decay[3] = {0.3, 0.3, 0.6};
    for (int c = 0; c < 3; c++) {
        for (int i = 0; i < 4; i++) {
            add_tone(b, at[c] + 0.012 * i, note_hz(chords[c][i]), 0.25, 0.006, decay[c], piano, 4);
        }
    }
    add_tone(b, 0.76, note_hz(72), 0.18, 0.006, 0.6, piano, 4);
}

/* ---- output ---- */

static void finish(buf_t *b)
{
    /* trim trailing silence, fade the last few milliseconds, normalise the peak */
    double peak = 0.0;
    for (int i = 0; i < b->n; i++) {
        peak = fmax(peak, fabs(b->s[i]));
    }
    int end = b->n;
    while (end > 1 && fabs(b->s[end - 1]) < peak * 0.0005) {
        end--;
    }
    b->n = end;
    /* a smooth release over the last fifth (at most a quarter second), so that ringing tones end
     * softly rather than being cut */
    int fade = b->n / 5 < RATE / 4 ? b->n / 5 : RATE / 4;
    for (int i = 0; i < fade; i++) {
        double x = (double)i / fade;
        b->s[b->n - 1 - i] *= (float)(0.5 - 0.5 * cos(PI * x));
    }
    peak = 0.0;
    for (int i = 0; i < b->n; i++) {
        peak = fmax(peak, fabs(b->s[i]));
    }
    double gain = peak > 0.0 ? PEAK / peak : 1.0;
    for (int i = 0; i < b->n; i++) {
        b->s[i] = (float)(b->s[i] * gain);
    }
}

static void put_u32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v & 0xff);
    p[1] = (uint8_t)((v >> 8) & 0xff);
    p[2] = (uint8_t)((v >> 16) & 0xff);
    p[3] = (uint8_t)((v >> 24) & 0xff);
}

static void put_u16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v & 0xff);
    p[1] = (uint8_t)((v >> 8) & 0xff);
}

static int write_wav(const buf_t *b, const char *path)
{
    uint32_t data = (uint32_t)b->n * 2u;
    uint8_t h[44];
    memcpy(h, "RIFF", 4);
    put_u32(h + 4, 36u + data);
    memcpy(h + 8, "WAVEfmt ", 8);
    put_u32(h + 16, 16);       /* fmt chunk size */
    put_u16(h + 20, 1);        /* PCM */
    put_u16(h + 22, 1);        /* mono */
    put_u32(h + 24, RATE);     /* sample rate */
    put_u32(h + 28, RATE * 2); /* byte rate */
    put_u16(h + 32, 2);        /* block align */
    put_u16(h + 34, 16);       /* bits per sample */
    memcpy(h + 36, "data", 4);
    put_u32(h + 40, data);
    uint8_t *pcm = malloc((size_t)data);
    if (pcm == NULL) {
        fprintf(stderr, "error: out of memory for %s\n", path);
        return -1;
    }
    for (int i = 0; i < b->n; i++) {
        double v = b->s[i] * 32767.0;
        v = v > 32767.0 ? 32767.0 : (v < -32768.0 ? -32768.0 : v);
        long q = lround(v);
        put_u16(pcm + i * 2, (uint16_t)(int16_t)q);
    }
    FILE *f = fopen(path, "wb");
    int ok = f != NULL && fwrite(h, 1, sizeof(h), f) == sizeof(h) && fwrite(pcm, 1, data, f) == data;
    if (f != NULL && fclose(f) != 0) {
        ok = 0;
    }
    free(pcm);
    if (!ok) {
        fprintf(stderr, "error: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

typedef struct {
    const char *name;
    void (*make)(buf_t *b);
} sound_t;

int main(int argc, char **argv)
{
    static const sound_t sounds[] = {
        {"shuffle", make_shuffle},     {"deal", make_deal},   {"card", make_card},
        {"pass", make_pass},           {"trick", make_trick}, {"hearts_broken", make_hearts_broken},
        {"queen", make_queen},         {"moon", make_moon},   {"clock_warning", make_clock_warning},
        {"game_over", make_game_over}, {"click", make_click},
    };
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT_DIR\n", argv[0]);
        return 1;
    }
    for (size_t i = 0; i < sizeof(sounds) / sizeof(sounds[0]); i++) {
        char path[4096];
        int n = snprintf(path, sizeof(path), "%s/%s.wav", argv[1], sounds[i].name);
        if (n < 0 || (size_t)n >= sizeof(path)) {
            fprintf(stderr, "error: output path too long: %s\n", argv[1]);
            return 1;
        }
        buf_t b;
        sounds[i].make(&b);
        finish(&b);
        int rc = write_wav(&b, path);
        buf_free(&b);
        if (rc != 0) {
            return 1;
        }
    }
    return 0;
}
