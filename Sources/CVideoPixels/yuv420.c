#include "CVideoPixels.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The formula's coefficients (see CVideoPixels.h), written once for the
/// scalar code and both widths of lanes: luma in 16-bit fixed point,
/// chroma in 18-bit over a 2x2 block's sums.
#define Y_R 11966
#define Y_G 40254
#define Y_B 4064
#define CB_R (-6596)
#define CB_G (-22189)
#define CB_B 28785
#define CR_R 28785
#define CR_G (-26145)
#define CR_B (-2640)

#define LUMA_OFFSET ((16 << 16) + (1 << 15))
#define CHROMA_OFFSET ((128 << 18) + (1 << 17))

static inline int32_t red(uint32_t p) { return (int32_t)((p >> 16) & 0xFF); }
static inline int32_t green(uint32_t p) { return (int32_t)((p >> 8) & 0xFF); }
static inline int32_t blue(uint32_t p) { return (int32_t)(p & 0xFF); }

static inline uint8_t luma(uint32_t p) {
    return (uint8_t)((Y_R * red(p) + Y_G * green(p) + Y_B * blue(p) + LUMA_OFFSET) >> 16);
}

static inline uint8_t chroma(int32_t r, int32_t g, int32_t b, int32_t kr, int32_t kg, int32_t kb) {
    return (uint8_t)((kr * r + kg * g + kb * b + CHROMA_OFFSET) >> 18);
}

/// One 2x2 block: a b on top, c d below.
static inline void block(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint8_t *lt, uint8_t *lb,
                         uint8_t *cb, uint8_t *cr) {
    lt[0] = luma(a); lt[1] = luma(b);
    lb[0] = luma(c); lb[1] = luma(d);
    int32_t r = red(a) + red(b) + red(c) + red(d);
    int32_t g = green(a) + green(b) + green(c) + green(d);
    int32_t bl = blue(a) + blue(b) + blue(c) + blue(d);
    *cb = chroma(r, g, bl, CB_R, CB_G, CB_B);
    *cr = chroma(r, g, bl, CR_R, CR_G, CR_B);
}

#if defined(__SSE2__)

/// Two int16 coefficients side by side in each 32-bit lane, for pmaddwd.
#define PAIR(lo, hi) _mm_set1_epi32((int32_t)(((uint32_t)(uint16_t)(int16_t)(hi) << 16) | (uint16_t)(int16_t)(lo)))

/// Y of four pixels in 32-bit lanes. Each pixel's B and R sit in the low
/// bytes of its two 16-bit halves, so one pmaddwd gives Y_B B + Y_R R;
/// G's Y_G does not fit int16 and is taken as 32768 + (Y_G - 32768).
static inline __m128i luma4(__m128i v) {
    __m128i br = _mm_and_si128(v, _mm_set1_epi32(0x00FF00FF));
    __m128i g = _mm_and_si128(_mm_srli_epi32(v, 8), _mm_set1_epi32(0xFF));
    __m128i y = _mm_madd_epi16(br, PAIR(Y_B, Y_R));
    y = _mm_add_epi32(y, _mm_madd_epi16(g, PAIR(Y_G - 32768, 0)));
    y = _mm_add_epi32(y, _mm_slli_epi32(g, 15));
    return _mm_srli_epi32(_mm_add_epi32(y, _mm_set1_epi32(LUMA_OFFSET)), 16);
}

static inline void store_luma8(uint8_t *out, __m128i first, __m128i second) {
    __m128i words = _mm_packs_epi32(luma4(first), luma4(second));
    _mm_storel_epi64((__m128i *)out, _mm_packus_epi16(words, words));
}

/// Block sums of four columns over two rows: lanes 0 and 2 hold (B, R) and
/// (G, 0) of the two 2x2 blocks as int16 pairs (each at most 1020).
static inline void block_sums(__m128i t, __m128i b, __m128i *br, __m128i *g) {
    const __m128i low = _mm_set1_epi32(0x00FF00FF), byte = _mm_set1_epi32(0xFF);
    __m128i s = _mm_add_epi16(_mm_and_si128(t, low), _mm_and_si128(b, low));
    __m128i h = _mm_add_epi16(_mm_and_si128(_mm_srli_epi32(t, 8), byte), _mm_and_si128(_mm_srli_epi32(b, 8), byte));
    *br = _mm_add_epi16(s, _mm_srli_si128(s, 4));
    *g = _mm_add_epi16(h, _mm_srli_si128(h, 4));
}

/// Cb or Cr of four blocks: lanes 0 and 2 of the first pair of sums, then of the second.
static inline void store_chroma4(uint8_t *out, __m128i br0, __m128i g0, __m128i br1, __m128i g1,
                                 __m128i kbr, __m128i kg) {
    const __m128i offset = _mm_set1_epi32(CHROMA_OFFSET);
    __m128i c0 = _mm_srai_epi32(_mm_add_epi32(_mm_add_epi32(_mm_madd_epi16(br0, kbr), _mm_madd_epi16(g0, kg)), offset), 18);
    __m128i c1 = _mm_srai_epi32(_mm_add_epi32(_mm_add_epi32(_mm_madd_epi16(br1, kbr), _mm_madd_epi16(g1, kg)), offset), 18);
    __m128i c = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(c0), _mm_castsi128_ps(c1), _MM_SHUFFLE(2, 0, 2, 0)));
    __m128i words = _mm_packs_epi32(c, c);
    int32_t bytes = _mm_cvtsi128_si32(_mm_packus_epi16(words, words));
    memcpy(out, &bytes, 4);
}

static inline void eight(const uint32_t *top, const uint32_t *bottom, uint8_t *lt, uint8_t *lb,
                         uint8_t *cb, uint8_t *cr) {
    __m128i t0 = _mm_loadu_si128((const __m128i *)top), t1 = _mm_loadu_si128((const __m128i *)(top + 4));
    __m128i b0 = _mm_loadu_si128((const __m128i *)bottom), b1 = _mm_loadu_si128((const __m128i *)(bottom + 4));
    store_luma8(lt, t0, t1);
    store_luma8(lb, b0, b1);
    __m128i br0, g0, br1, g1;
    block_sums(t0, b0, &br0, &g0);
    block_sums(t1, b1, &br1, &g1);
    store_chroma4(cb, br0, g0, br1, g1, PAIR(CB_B, CB_R), PAIR(CB_G, 0));
    store_chroma4(cr, br0, g0, br1, g1, PAIR(CR_B, CR_R), PAIR(CR_G, 0));
}

/// True when the eight pixels of both rows all equal `p`.
static inline int flat(const uint32_t *top, const uint32_t *bottom, uint32_t p) {
    __m128i v = _mm_set1_epi32((int32_t)p);
    __m128i eq = _mm_and_si128(
        _mm_and_si128(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)top), v),
                      _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(top + 4)), v)),
        _mm_and_si128(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)bottom), v),
                      _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(bottom + 4)), v)));
    return _mm_movemask_epi8(eq) == 0xFFFF;
}

/// The colour of the last flat run and its Y, Cb and Cr. Charts are mostly
/// flat colour: equal pixels in both rows take that colour's values,
/// converted once per run of it.
struct flat_run {
    uint32_t pixel;
    uint8_t luma, cb, cr, converted;
};

/// Writes `n` pixels (even) of both rows, all `p`, from `run`'s values.
static inline void fill_flat(struct flat_run *run, uint32_t p, int n, uint8_t *luma_top, uint8_t *luma_bottom,
                             uint8_t *cb, uint8_t *cr) {
    if (!run->converted || p != run->pixel) {
        uint8_t l[2], m[2];
        block(p, p, p, p, l, m, &run->cb, &run->cr);
        run->luma = l[0];
        run->pixel = p;
        run->converted = 1;
    }
    memset(luma_top, run->luma, n);
    memset(luma_bottom, run->luma, n);
    memset(cb, run->cb, n / 2);
    memset(cr, run->cr, n / 2);
}

#endif

#if defined(__SSE2__) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HAS_AVX2_PATH 1

/// The SSE2 lanes above, sixteen pixels at a time in 256-bit registers.
/// Packs and shuffles work within each 128-bit half, so results come out
/// as [first half's 64 bits, second's, ...] and are put back in order
/// with a 64-bit permute (3, 1, 2, 0).
#define AVX2 __attribute__((target("avx2")))
#define PAIR8(lo, hi) _mm256_set1_epi32((int32_t)(((uint32_t)(uint16_t)(int16_t)(hi) << 16) | (uint16_t)(int16_t)(lo)))

AVX2 static inline __m256i luma8(__m256i v) {
    __m256i br = _mm256_and_si256(v, _mm256_set1_epi32(0x00FF00FF));
    __m256i g = _mm256_and_si256(_mm256_srli_epi32(v, 8), _mm256_set1_epi32(0xFF));
    __m256i y = _mm256_madd_epi16(br, PAIR8(Y_B, Y_R));
    y = _mm256_add_epi32(y, _mm256_madd_epi16(g, PAIR8(Y_G - 32768, 0)));
    y = _mm256_add_epi32(y, _mm256_slli_epi32(g, 15));
    return _mm256_srli_epi32(_mm256_add_epi32(y, _mm256_set1_epi32(LUMA_OFFSET)), 16);
}

AVX2 static inline void store_luma16(uint8_t *out, __m256i first, __m256i second) {
    __m256i words = _mm256_permute4x64_epi64(_mm256_packs_epi32(luma8(first), luma8(second)), _MM_SHUFFLE(3, 1, 2, 0));
    __m256i bytes = _mm256_permute4x64_epi64(_mm256_packus_epi16(words, words), _MM_SHUFFLE(3, 1, 2, 0));
    _mm_storeu_si128((__m128i *)out, _mm256_castsi256_si128(bytes));
}

AVX2 static inline void block_sums8(__m256i t, __m256i b, __m256i *br, __m256i *g) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), byte = _mm256_set1_epi32(0xFF);
    __m256i s = _mm256_add_epi16(_mm256_and_si256(t, low), _mm256_and_si256(b, low));
    __m256i h = _mm256_add_epi16(_mm256_and_si256(_mm256_srli_epi32(t, 8), byte),
                                 _mm256_and_si256(_mm256_srli_epi32(b, 8), byte));
    *br = _mm256_add_epi16(s, _mm256_srli_si256(s, 4));
    *g = _mm256_add_epi16(h, _mm256_srli_si256(h, 4));
}

AVX2 static inline void store_chroma8(uint8_t *out, __m256i br0, __m256i g0, __m256i br1, __m256i g1,
                                      __m256i kbr, __m256i kg) {
    const __m256i offset = _mm256_set1_epi32(CHROMA_OFFSET);
    __m256i c0 = _mm256_srai_epi32(_mm256_add_epi32(_mm256_add_epi32(_mm256_madd_epi16(br0, kbr), _mm256_madd_epi16(g0, kg)), offset), 18);
    __m256i c1 = _mm256_srai_epi32(_mm256_add_epi32(_mm256_add_epi32(_mm256_madd_epi16(br1, kbr), _mm256_madd_epi16(g1, kg)), offset), 18);
    __m256i c = _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(c0), _mm256_castsi256_ps(c1), _MM_SHUFFLE(2, 0, 2, 0)));
    c = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(3, 1, 2, 0));
    __m256i words = _mm256_packs_epi32(c, c);
    __m256i bytes = _mm256_packus_epi16(words, words);
    int32_t low = _mm_cvtsi128_si32(_mm256_castsi256_si128(bytes));
    int32_t high = _mm_cvtsi128_si32(_mm256_extracti128_si256(bytes, 1));
    memcpy(out, &low, 4);
    memcpy(out + 4, &high, 4);
}

AVX2 static inline int flat16(const uint32_t *top, const uint32_t *bottom, uint32_t p) {
    __m256i v = _mm256_set1_epi32((int32_t)p);
    __m256i eq = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)top), v),
                         _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(top + 8)), v)),
        _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)bottom), v),
                         _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(bottom + 8)), v)));
    return _mm256_movemask_epi8(eq) == -1;
}

/// The rows' first pixels sixteen at a time, flat runs through `run` as
/// the SSE2 loop takes them; returns the first pixel left for the narrower loops.
AVX2 static int rows_avx2(const uint32_t *top, const uint32_t *bottom, int width, uint8_t *luma_top,
                          uint8_t *luma_bottom, uint8_t *cb, uint8_t *cr, struct flat_run *run) {
    int x = 0;
    for (; x + 16 <= width; x += 16) {
        uint32_t p = top[x];
        if (flat16(top + x, bottom + x, p)) {
            fill_flat(run, p, 16, luma_top + x, luma_bottom + x, cb + x / 2, cr + x / 2);
            continue;
        }
        __m256i t0 = _mm256_loadu_si256((const __m256i *)(top + x)), t1 = _mm256_loadu_si256((const __m256i *)(top + x + 8));
        __m256i b0 = _mm256_loadu_si256((const __m256i *)(bottom + x)), b1 = _mm256_loadu_si256((const __m256i *)(bottom + x + 8));
        store_luma16(luma_top + x, t0, t1);
        store_luma16(luma_bottom + x, b0, b1);
        __m256i br0, g0, br1, g1;
        block_sums8(t0, b0, &br0, &g0);
        block_sums8(t1, b1, &br1, &g1);
        store_chroma8(cb + x / 2, br0, g0, br1, g1, PAIR8(CB_B, CB_R), PAIR8(CB_G, 0));
        store_chroma8(cr + x / 2, br0, g0, br1, g1, PAIR8(CR_B, CR_R), PAIR8(CR_G, 0));
    }
    return x;
}
#endif

void chartreel_yuv420_rows(const uint32_t *top, const uint32_t *bottom, int width, uint32_t pad,
                           uint8_t *luma_top, uint8_t *luma_bottom, uint8_t *cb, uint8_t *cr) {
    int x = 0;
#if defined(__SSE2__)
    struct flat_run run = {0};
#endif
#if defined(HAS_AVX2_PATH)
    // Machines with AVX2 take sixteen pixels at a time; the rest go on below.
    if (__builtin_cpu_supports("avx2")) x = rows_avx2(top, bottom, width, luma_top, luma_bottom, cb, cr, &run);
#endif
#if defined(__SSE2__)
    for (; x + 8 <= width; x += 8) {
        uint32_t p = top[x];
        if (flat(top + x, bottom + x, p)) {
            fill_flat(&run, p, 8, luma_top + x, luma_bottom + x, cb + x / 2, cr + x / 2);
        } else {
            eight(top + x, bottom + x, luma_top + x, luma_bottom + x, cb + x / 2, cr + x / 2);
        }
    }
#endif
    for (; x + 1 < width; x += 2)
        block(top[x], top[x + 1], bottom[x], bottom[x + 1], luma_top + x, luma_bottom + x, cb + x / 2, cr + x / 2);
    if (x < width)
        block(top[x], pad, bottom[x], pad, luma_top + x, luma_bottom + x, cb + x / 2, cr + x / 2);
}
