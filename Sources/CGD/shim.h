#ifndef CHARTREEL_CGD_SHIM_H
#define CHARTREEL_CGD_SHIM_H

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

#endif
