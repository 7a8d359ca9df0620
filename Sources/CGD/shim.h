#ifndef CHARTREEL_CGD_SHIM_H
#define CHARTREEL_CGD_SHIM_H

#include <stdint.h>
#include <stdlib.h>
#include <gd.h>

/* libgd exposes these as function-like macros, which Swift cannot call. */

static inline int cgd_true_color_alpha(int r, int g, int b, int a) {
    return gdTrueColorAlpha(r, g, b, a);
}

static inline int cgd_image_sx(gdImagePtr im) { return gdImageSX(im); }
static inline int cgd_image_sy(gdImagePtr im) { return gdImageSY(im); }

/* Row pointer of a truecolor image: `width` ints of 0xAARRGGBB, alpha 7-bit inverted. */
static inline int *cgd_truecolor_row(gdImagePtr im, int y) { return im->tpixels[y]; }

static inline int cgd_is_truecolor(gdImagePtr im) { return gdImageTrueColor(im); }

/* Turns `im`, a truecolor image of width x 1 fresh from
   gdImageCreateTrueColor, into one of width x height whose rows are `block`
   (width * height ints the caller owns), without libgd allocating rows of
   its own: gdImageCreateTrueColor clears every row it allocates, which
   costs as much resident memory again as the block, and the heap keeps it
   once they are freed. `gd_free` is libgd's gdFree (libgd is loaded at run
   time, so this header calls none of its functions). Returns 0 when the
   row table cannot be allocated. Undo with cgd_release_rows before
   gdImageDestroy. */
static inline int cgd_adopt_block(gdImagePtr im, int *block, int height, void (*gd_free)(void *)) {
    int **rows = malloc(sizeof(int *) * (size_t)height);
    if (!rows) return 0;
    for (int y = 0; y < height; y++) rows[y] = block + (size_t)y * (size_t)im->sx;
    gd_free(im->tpixels[0]);
    gd_free(im->tpixels);
    im->tpixels = rows;
    im->sy = height;
    im->cy2 = height - 1;
    return 1;
}

/* Undoes cgd_adopt_block before gdImageDestroy, which frees every row (free(NULL) is a no-op). */
static inline void cgd_release_rows(gdImagePtr im) {
    for (int y = 0; y < im->sy; y++) im->tpixels[y] = 0;
}

/* Float to int by truncation (cvttss2si), for a value the caller has already
   put inside int32's range. Swift checks every such conversion for NaN and
   range; the raster's per-cell loops convert values they have clamped, and
   those checks were a third of their instructions. */
static inline int32_t cgd_truncate(float v) { return (int32_t)v; }

#endif
