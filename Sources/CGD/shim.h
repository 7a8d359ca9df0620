#ifndef CHARTREEL_CGD_SHIM_H
#define CHARTREEL_CGD_SHIM_H

#include <stdint.h>
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

/* Makes a truecolor image's rows point into one block of sx * sy ints that the
   caller owns (so a frame is contiguous and can be written out in one go). */
static inline void cgd_adopt_rows(gdImagePtr im, int *block) {
    for (int y = 0; y < im->sy; y++) {
        gdFree(im->tpixels[y]);
        im->tpixels[y] = block + (size_t)y * (size_t)im->sx;
    }
}

/* Undoes cgd_adopt_rows before gdImageDestroy, which frees every row (free(NULL) is a no-op). */
static inline void cgd_release_rows(gdImagePtr im) {
    for (int y = 0; y < im->sy; y++) im->tpixels[y] = 0;
}

/* Float to int by truncation (cvttss2si), for a value the caller has already
   put inside int32's range. Swift checks every such conversion for NaN and
   range; the raster's per-cell loops convert values they have clamped, and
   those checks were a third of their instructions. */
static inline int32_t cgd_truncate(float v) { return (int32_t)v; }

#endif
