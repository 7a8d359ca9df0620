#include "CVideoPixels.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline uint32_t straightened(uint32_t p, const uint8_t *alpha8) {
    return (p & 0x00FFFFFFu) | ((uint32_t)alpha8[(p >> 24) & 0x7F] << 24);
}

void chartreel_bgra_row(const uint32_t *in, uint32_t *out, int count, const uint8_t *alpha8) {
    int x = 0;
#if defined(__SSE2__)
    // Chart pixels are mostly opaque: four opaque pixels only gain the
    // 0xFF alpha byte, with no lookup.
    const __m128i alpha7 = _mm_set1_epi32(0x7F000000), rgb = _mm_set1_epi32(0x00FFFFFF);
    const __m128i opaque = _mm_set1_epi32((int32_t)0xFF000000u), zero = _mm_setzero_si128();
    for (; x + 4 <= count; x += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(in + x));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha7), zero)) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(out + x), _mm_or_si128(_mm_and_si128(v, rgb), opaque));
        } else {
            for (int k = x; k < x + 4; k++) out[k] = straightened(in[k], alpha8);
        }
    }
#endif
    for (; x < count; x++) out[x] = straightened(in[x], alpha8);
}
