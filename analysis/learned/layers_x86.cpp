#include "analysis/learned/layers.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define DAMASCOPE_HAVE_AVX512_KERNEL 1
#endif

namespace damascope::analysis::learned::detail {

#ifdef DAMASCOPE_HAVE_AVX512_KERNEL

namespace {

#define DAMASCOPE_AVX2 __attribute__((target("avx2")))

// Eight vectors of eight 32-bit sums -> one vector of their eight totals, in order. What a
// compiler's loop does one output at a time (a horizontal sum each) is done here for eight at once.
DAMASCOPE_AVX2 inline __m256i totals_of_eight(const __m256i* a) {
    const __m256i s01 = _mm256_hadd_epi32(a[0], a[1]);
    const __m256i s23 = _mm256_hadd_epi32(a[2], a[3]);
    const __m256i s45 = _mm256_hadd_epi32(a[4], a[5]);
    const __m256i s67 = _mm256_hadd_epi32(a[6], a[7]);
    // Each 128-bit half holds the four partial totals of a[0..3] (t0) or a[4..7] (t1).
    const __m256i t0 = _mm256_hadd_epi32(s01, s23);
    const __m256i t1 = _mm256_hadd_epi32(s45, s67);
    return _mm256_add_epi32(_mm256_permute2x128_si256(t0, t1, 0x20),
                            _mm256_permute2x128_si256(t0, t1, 0x31));
}

// clip((bias + sums) / weight_one, 0, activation_one), stored as 16-bit activations. For a
// negative sum the shift rounds down where the division truncates, but both clip to 0.
DAMASCOPE_AVX2 inline void store_clipped(__m256i sums, const std::int32_t* bias,
                                         std::int16_t* out) {
    static_assert(weight_one == 64);
    sums = _mm256_add_epi32(sums, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias)));
    sums = _mm256_srai_epi32(sums, 6);
    sums = _mm256_min_epi32(_mm256_max_epi32(sums, _mm256_setzero_si256()),
                            _mm256_set1_epi32(activation_one));
    // 32 -> 16 bits without crossing lanes wrongly: pack, then put the halves back in order.
    const __m256i packed = _mm256_permute4x64_epi64(_mm256_packs_epi32(sums, sums), 0x08);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm256_castsi256_si128(packed));
}

#define DAMASCOPE_AVX512 __attribute__((target("avx512f,avx512bw")))

// (Masked extracts: GCC 12's unmasked ones and its cast warn of an uninitialised value in its
// own header.)
DAMASCOPE_AVX512 inline __m256i halves_added(__m512i a) {
    return _mm256_add_epi32(_mm512_maskz_extracti64x4_epi64(0xFF, a, 0),
                            _mm512_maskz_extracti64x4_epi64(0xFF, a, 1));
}

DAMASCOPE_AVX512 inline __m512i load512(const std::int16_t* p) {
    return _mm512_load_si512(p);
}

}  // namespace

bool avx512_available() {
    static const bool available =
        __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
    return available;
}

// Layer 1: the 256 clipped inputs in eight 512-bit vectors, each output's 32 pairs multiplied and
// added (vpmaddwd) into sixteen 32-bit sums, folded to eight, then eight outputs' totals at once.
DAMASCOPE_AVX512
std::int64_t layers_avx512(const Network& net, const std::int16_t* own, const std::int16_t* other) {
    constexpr int chunks = 2 * hidden_count / 32;
    const __m512i zero = _mm512_setzero_si512();
    const __m512i one = _mm512_set1_epi16(activation_one);
    __m512i x[chunks];
    for (int c = 0; c < chunks; ++c) {
        const std::int16_t* from = c < chunks / 2 ? own + 32 * c : other + 32 * (c - chunks / 2);
        x[c] = _mm512_min_epi16(_mm512_max_epi16(load512(from), zero), one);
    }

    alignas(64) std::int16_t h1[layer1_count];
    for (int block = 0; block < layer1_count; block += 8) {
        __m256i sums[8];
        for (int o = 0; o < 8; ++o) {
            const std::int16_t* w = net.layer1_weights[static_cast<std::size_t>(block + o)].data();
            __m512i s = _mm512_madd_epi16(x[0], load512(w));
            for (int c = 1; c < chunks; ++c)
                s = _mm512_add_epi32(s, _mm512_madd_epi16(x[c], load512(w + 32 * c)));
            sums[o] = halves_added(s);
        }
        store_clipped(totals_of_eight(sums), net.layer1_bias.data() + block, h1 + block);
    }

    const __m512i y = load512(h1);
    alignas(64) std::int16_t h2[layer2_count];
    for (int block = 0; block < layer2_count; block += 8) {
        __m256i sums[8];
        for (int o = 0; o < 8; ++o)
            sums[o] = halves_added(_mm512_madd_epi16(
                y, load512(net.layer2_weights[static_cast<std::size_t>(block + o)].data())));
        store_clipped(totals_of_eight(sums), net.layer2_bias.data() + block, h2 + block);
    }

    std::int64_t sum = net.output_bias;
    for (int j = 0; j < layer2_count; ++j)
        sum += std::int32_t{h2[j]} * std::int32_t{net.output_weights[static_cast<std::size_t>(j)]};
    return sum;
}

#else

bool avx512_available() {
    return false;
}

std::int64_t layers_avx512(const Network&, const std::int16_t*, const std::int16_t*) {
    return 0;  // never called: avx512_available() is false
}

#endif

}  // namespace damascope::analysis::learned::detail
