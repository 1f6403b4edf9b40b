/* icon_pack: packs the PNG icons that src/tools/gen_icons drew into the containers that Windows
 * and macOS want: a .ico (for the program's resource and the NSIS installer) and a .icns (for the
 * .app bundle). Both formats can hold PNG images as they are, so nothing is re-encoded: the
 * pictures in every installer are exactly the ones the project's own generator made.
 *
 *   icon_pack ico  OUT.ico  IN.png...    sizes 16 to 256 (larger ones are left out)
 *   icon_pack icns OUT.icns IN.png...    sizes 16, 32, 64, 128, 256, 512 (others left out)
 *
 * The size of each image is read from its PNG header, not from its name. Exits 0 on success,
 * 1 on an error (with one line on stderr), 2 on a bad command line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_IMAGES 32

typedef struct {
    const char *path;
    unsigned char *data;
    size_t size;
    uint32_t width, height;
} png_t;

static uint32_t be32(const unsigned char *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static void put_le16(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)((v >> 8) & 0xff);
}

static void put_le32(unsigned char *p, uint32_t v)
{
    put_le16(p, v & 0xffff);
    put_le16(p + 2, v >> 16);
}

static void put_be32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)((v >> 24) & 0xff);
    p[1] = (unsigned char)((v >> 16) & 0xff);
    p[2] = (unsigned char)((v >> 8) & 0xff);
    p[3] = (unsigned char)(v & 0xff);
}

/* Reads a whole PNG file and its size from the IHDR chunk. */
static int png_load(png_t *png, const char *path)
{
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    FILE *f = fopen(path, "rb");
    long len;

    memset(png, 0, sizeof *png);
    png->path = path;
    if (!f) {
        fprintf(stderr, "icon_pack: cannot open %s\n", path);
        return -1;
    }
    if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "icon_pack: cannot read %s\n", path);
        fclose(f);
        return -1;
    }
    png->size = (size_t)len;
    png->data = malloc(png->size ? png->size : 1);
    if (!png->data || fread(png->data, 1, png->size, f) != png->size) {
        fprintf(stderr, "icon_pack: cannot read %s\n", path);
        fclose(f);
        return -1;
    }
    fclose(f);
    /* signature, then the IHDR chunk: length (13), "IHDR", width, height */
    if (png->size < 33 || memcmp(png->data, signature, 8) != 0 || memcmp(png->data + 12, "IHDR", 4) != 0) {
        fprintf(stderr, "icon_pack: %s is not a PNG image\n", path);
        return -1;
    }
    png->width = be32(png->data + 16);
    png->height = be32(png->data + 20);
    if (png->width != png->height || png->width == 0) {
        fprintf(stderr, "icon_pack: %s is %ux%u; icons must be square\n", path, (unsigned)png->width,
                (unsigned)png->height);
        return -1;
    }
    return 0;
}

static int write_all(FILE *f, const void *p, size_t n, const char *out)
{
    if (fwrite(p, 1, n, f) != n) {
        fprintf(stderr, "icon_pack: cannot write %s\n", out);
        return -1;
    }
    return 0;
}

/* ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG files. */
static int write_ico(const char *out, png_t *pngs, int n)
{
    unsigned char head[6 + 16 * MAX_IMAGES];
    png_t *use[MAX_IMAGES];
    int count = 0;
    uint32_t offset;
    FILE *f;

    for (int i = 0; i < n; i++) {
        if (pngs[i].width <= 256) {
            use[count++] = &pngs[i];
        }
    }
    if (count == 0) {
        fprintf(stderr, "icon_pack: no image of 256x256 or smaller for %s\n", out);
        return -1;
    }
    memset(head, 0, sizeof head);
    put_le16(head + 2, 1); /* type: icon */
    put_le16(head + 4, (uint32_t)count);
    offset = 6 + 16 * (uint32_t)count;
    for (int i = 0; i < count; i++) {
        unsigned char *e = head + 6 + 16 * i;
        e[0] = (unsigned char)(use[i]->width == 256 ? 0 : use[i]->width); /* 0 means 256 */
        e[1] = (unsigned char)(use[i]->height == 256 ? 0 : use[i]->height);
        put_le16(e + 4, 1);  /* colour planes */
        put_le16(e + 6, 32); /* bits per pixel */
        put_le32(e + 8, (uint32_t)use[i]->size);
        put_le32(e + 12, offset);
        offset += (uint32_t)use[i]->size;
    }
    f = fopen(out, "wb");
    if (!f) {
        fprintf(stderr, "icon_pack: cannot create %s\n", out);
        return -1;
    }
    if (write_all(f, head, 6 + 16 * (size_t)count, out) != 0) {
        fclose(f);
        return -1;
    }
    for (int i = 0; i < count; i++) {
        if (write_all(f, use[i]->data, use[i]->size, out) != 0) {
            fclose(f);
            return -1;
        }
    }
    return fclose(f) == 0 ? 0 : -1;
}

/* The .icns element types that hold PNG data, by pixel size; a size may fill two slots
 * (e.g. 32 pixels: the 32x32 image and the 16x16@2x one). */
static const struct {
    const char type[5];
    uint32_t pixels;
} icns_slots[] = {
    {"icp4", 16},  {"ic11", 32},  {"icp5", 32},  {"ic12", 64},  {"ic07", 128},
    {"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512},
};

static png_t *find_size(png_t *pngs, int n, uint32_t pixels)
{
    for (int i = 0; i < n; i++) {
        if (pngs[i].width == pixels) {
            return &pngs[i];
        }
    }
    return NULL;
}

/* "icns", total length (big-endian), then elements: type, length including its 8-byte header, data. */
static int write_icns(const char *out, png_t *pngs, int n)
{
    const int slots = (int)(sizeof icns_slots / sizeof icns_slots[0]);
    uint32_t total = 8;
    unsigned char head[8];
    int used = 0;
    FILE *f;

    for (int s = 0; s < slots; s++) {
        png_t *p = find_size(pngs, n, icns_slots[s].pixels);
        if (p) {
            total += 8 + (uint32_t)p->size;
            used++;
        }
    }
    if (used == 0) {
        fprintf(stderr, "icon_pack: no image of a size that .icns holds for %s\n", out);
        return -1;
    }
    f = fopen(out, "wb");
    if (!f) {
        fprintf(stderr, "icon_pack: cannot create %s\n", out);
        return -1;
    }
    memcpy(head, "icns", 4);
    put_be32(head + 4, total);
    if (write_all(f, head, 8, out) != 0) {
        fclose(f);
        return -1;
    }
    for (int s = 0; s < slots; s++) {
        png_t *p = find_size(pngs, n, icns_slots[s].pixels);
        if (!p) {
            continue;
        }
        memcpy(head, icns_slots[s].type, 4);
        put_be32(head + 4, 8 + (uint32_t)p->size);
        if (write_all(f, head, 8, out) != 0 || write_all(f, p->data, p->size, out) != 0) {
            fclose(f);
            return -1;
        }
    }
    return fclose(f) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    png_t pngs[MAX_IMAGES];
    int n = argc - 3;
    int rc;

    if (argc < 4 || (strcmp(argv[1], "ico") != 0 && strcmp(argv[1], "icns") != 0) || n > MAX_IMAGES) {
        fprintf(stderr,
                "usage: icon_pack ico|icns OUTPUT IMAGE.png... (at most %d images), "
                "e.g. icon_pack ico hearts.ico hearts-16.png hearts-256.png\n",
                MAX_IMAGES);
        return 2;
    }
    for (int i = 0; i < n; i++) {
        if (png_load(&pngs[i], argv[3 + i]) != 0) {
            for (int j = 0; j <= i; j++) {
                free(pngs[j].data);
            }
            return 1;
        }
    }
    rc = strcmp(argv[1], "ico") == 0 ? write_ico(argv[2], pngs, n) : write_icns(argv[2], pngs, n);
    for (int i = 0; i < n; i++) {
        free(pngs[i].data);
    }
    if (rc != 0) {
        remove(argv[2]);
        return 1;
    }
    return 0;
}
