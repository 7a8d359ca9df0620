#ifndef CHARTREEL_CZLIB_SHIM_H
#define CHARTREEL_CZLIB_SHIM_H
#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call. */
static inline int czlib_deflate_init(z_stream *stream, int level, int window_bits) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, 9, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}
#endif
