#ifndef CVIDEOPIXELS_H
#define CVIDEOPIXELS_H

#include <stdint.h>

/// Converts two rows of libgd pixels (`0xAARRGGBB`, alpha ignored) into two
/// rows of Y and one row each of Cb and Cr: BT.709, TV range, 4:2:0 with
/// each chroma sample the mean of its 2x2 block. `bottom` may be a row of
/// padding; an odd `width` takes `pad` as the block's missing right column,
/// so `luma_top`, `luma_bottom` get `width + width % 2` bytes and `cb`, `cr`
/// half that.
///
/// The formula, in fixed point with round-half-up (r, g, b of one pixel;
/// R, G, B sums over a 2x2 block):
///
///     Y  = (11966 r + 40254 g +  4064 b + (16 << 16) + (1 << 15)) >> 16
///     Cb = (-6596 R - 22189 G + 28785 B + (128 << 18) + (1 << 17)) >> 18
///     Cr = (28785 R - 26145 G -  2640 B + (128 << 18) + (1 << 17)) >> 18
///
/// The luma coefficients sum to 65536 x 219/255 and the chroma ones to 0,
/// so black is Y 16, white Y 235 and every grey has Cb = Cr = 128 exactly.
/// Every path (AVX2 and SSE2 lanes, flat runs, scalar ends) computes exactly this.
void chartreel_yuv420_rows(const uint32_t *top, const uint32_t *bottom, int width, uint32_t pad,
                           uint8_t *luma_top, uint8_t *luma_bottom, uint8_t *cb, uint8_t *cr);

/// Rewrites `count` libgd pixels (`0xAARRGGBB` with libgd's inverted 7-bit
/// alpha) as B G R A bytes with straight 8-bit alpha: `out[i]` keeps
/// `in[i]`'s colour bits and takes `alpha8[alpha7] << 24`, where `alpha8`
/// has 128 entries and `alpha8[0]` is 255 (opaque pixels take it without
/// the lookup). `out` may be `in`.
void chartreel_bgra_row(const uint32_t *in, uint32_t *out, int count, const uint8_t *alpha8);

#endif
