#include "analysis/learned/network.hpp"

#include <algorithm>
#include <limits>

#include "analysis/learned/layers.hpp"

namespace damascope::analysis::learned {

namespace {

using core::Bitboard;
using core::Color;

// The accumulator's loop and the layers' are plain code the compiler turns into vector
// instructions, built for AVX-512 (the accumulator), AVX2 and any x86-64, the loader picking the
// one the processor has (glibc's ifunc). With AVX-512 the layers run the kernel written out in
// layers_x86.cpp instead, which beats the compiler's loop by a third (BENCHMARKS.md); the plain
// loops, built for any processor, are the reference the tests compare it with.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define DAMASCOPE_VECTOR_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#define DAMASCOPE_LAYER_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define DAMASCOPE_VECTOR_CLONES
#define DAMASCOPE_LAYER_CLONES
#endif

// The four bitboards in a perspective's order: own men, own kings, their men, their kings.
std::array<Bitboard, 4> boards_of(const core::Position& pos, Color perspective) {
    const Color them = core::opposite(perspective);
    return {pos.men(perspective), pos.kings(perspective), pos.men(them), pos.kings(them)};
}

int perspective_square(Color perspective, core::Square s) {
    return perspective == Color::white ? s : 63 - s;
}

using Hidden = std::array<std::int16_t, hidden_count>;

// values + the columns of `added` - the columns of `removed`, in one pass over the 128 values.
DAMASCOPE_VECTOR_CLONES
void apply_changes(const Network& net, const Hidden& from, Hidden& to, const int* added,
                   int added_count, const int* removed, int removed_count) {
    to = from;
    for (int k = 0; k < added_count; ++k) {
        const auto& w = net.feature_weights[static_cast<std::size_t>(added[k])];
        for (std::size_t i = 0; i < hidden_count; ++i)
            to[i] = static_cast<std::int16_t>(to[i] + w[i]);
    }
    for (int k = 0; k < removed_count; ++k) {
        const auto& w = net.feature_weights[static_cast<std::size_t>(removed[k])];
        for (std::size_t i = 0; i < hidden_count; ++i)
            to[i] = static_cast<std::int16_t>(to[i] - w[i]);
    }
}

std::int16_t clipped(std::int32_t sum) {
    return static_cast<std::int16_t>(std::clamp(sum / weight_one, 0, activation_one));
}

// One layer: out[i] = clip((bias[i] + sum_j in[j] * w[i][j]) / weight_one, 0, activation_one).
template <std::size_t In, std::size_t Out>
void dense_clipped(const std::array<std::int16_t, In>& in,
                   const std::array<std::array<std::int16_t, In>, Out>& w,
                   const std::array<std::int32_t, Out>& bias, std::array<std::int16_t, Out>& out) {
    for (std::size_t i = 0; i < Out; ++i) {
        std::int32_t sum = bias[i];
        for (std::size_t j = 0; j < In; ++j) sum += std::int32_t{in[j]} * std::int32_t{w[i][j]};
        out[i] = clipped(sum);
    }
}

// The layers after the accumulator, before the output's scaling. A dense product: measured with
// callgrind, one that skips the inputs the clipped ReLU made 0 costs more here (too few of them
// are 0: 39% in Dhama's search, 10% in Dama's).
__attribute__((always_inline)) inline std::int64_t forward_loops(const Network& net,
                                                                 const Accumulator& acc,
                                                                 Color side_to_move) {
    alignas(64) std::array<std::int16_t, 2 * hidden_count> input;
    const auto& own = acc.values[static_cast<std::size_t>(core::index_of(side_to_move))];
    const auto& other =
        acc.values[static_cast<std::size_t>(core::index_of(core::opposite(side_to_move)))];
    for (std::size_t i = 0; i < hidden_count; ++i) {
        input[i] = std::clamp<std::int16_t>(own[i], 0, activation_one);
        input[hidden_count + i] = std::clamp<std::int16_t>(other[i], 0, activation_one);
    }
    alignas(64) std::array<std::int16_t, layer1_count> h1;
    dense_clipped(input, net.layer1_weights, net.layer1_bias, h1);
    alignas(64) std::array<std::int16_t, layer2_count> h2;
    dense_clipped(h1, net.layer2_weights, net.layer2_bias, h2);
    std::int64_t sum = net.output_bias;
    for (std::size_t j = 0; j < layer2_count; ++j)
        sum += std::int32_t{h2[j]} * std::int32_t{net.output_weights[j]};
    return sum;
}

// Built for AVX2 and for any x86-64 (the ifunc picks)...
DAMASCOPE_LAYER_CLONES
std::int64_t forward_vectorised(const Network& net, const Accumulator& acc, Color side_to_move) {
    return forward_loops(net, acc, side_to_move);
}

// ...and once for any processor of the architecture: what the tests compare the others with.
__attribute__((noinline)) std::int64_t forward_portable(const Network& net, const Accumulator& acc,
                                                        Color side_to_move) {
    return forward_loops(net, acc, side_to_move);
}

int forward(const Network& net, const Accumulator& acc, Color side_to_move, Kernel kernel) {
    const std::int16_t* own =
        acc.values[static_cast<std::size_t>(core::index_of(side_to_move))].data();
    const std::int16_t* other =
        acc.values[static_cast<std::size_t>(core::index_of(core::opposite(side_to_move)))].data();
    std::int64_t sum = 0;
    if (kernel == Kernel::portable)
        sum = forward_portable(net, acc, side_to_move);
    else if (detail::avx512_available())
        sum = detail::layers_avx512(net, own, other);
    else
        sum = forward_vectorised(net, acc, side_to_move);
    // sum / (activation_one * weight_one) is the output in men; a man is 100 centi-men.
    constexpr std::int64_t one = std::int64_t{activation_one} * weight_one;
    const std::int64_t centi = sum * 100;
    return static_cast<int>(centi >= 0 ? (centi + one / 2) / one : -((-centi + one / 2) / one));
}

}  // namespace

int feature_index(Color perspective, Color piece_color, bool king, core::Square square) {
    const int kind = (piece_color == perspective ? 0 : 2) + (king ? 1 : 0);
    return kind * 64 + perspective_square(perspective, square);
}

void refresh(const Network& net, const core::Position& pos, Accumulator& acc) {
    for (Color perspective : {Color::white, Color::black}) {
        std::array<int, 64> added;
        int count = 0;
        const auto boards = boards_of(pos, perspective);
        for (int kind = 0; kind < 4; ++kind)
            for (Bitboard b = boards[static_cast<std::size_t>(kind)]; b;)
                added[static_cast<std::size_t>(count++)] =
                    kind * 64 + perspective_square(perspective, core::pop_lsb(b));
        auto& values = acc.values[static_cast<std::size_t>(core::index_of(perspective))];
        apply_changes(net, net.feature_bias, values, added.data(), count, nullptr, 0);
    }
}

void update(const Network& net, const Accumulator& before_acc, const core::Position& before,
            const core::Position& after, Accumulator& after_acc) {
    // The changed pieces are found once, as White sees them; Black's inputs are the same pieces
    // with own and theirs swapped and the board turned (feature_index).
    constexpr auto white = static_cast<std::size_t>(core::index_of(Color::white));
    constexpr auto black = static_cast<std::size_t>(core::index_of(Color::black));
    std::array<std::array<int, 64>, 2> added, removed;
    int added_count = 0, removed_count = 0;
    const auto old_boards = boards_of(before, Color::white);
    const auto new_boards = boards_of(after, Color::white);
    for (int kind = 0; kind < 4; ++kind) {
        const int kind_for_black = (kind + 2) % 4;
        const Bitboard was = old_boards[static_cast<std::size_t>(kind)];
        const Bitboard now = new_boards[static_cast<std::size_t>(kind)];
        for (Bitboard gone = was & ~now; gone; ++removed_count) {
            const core::Square s = core::pop_lsb(gone);
            removed[white][static_cast<std::size_t>(removed_count)] =
                kind * 64 + perspective_square(Color::white, s);
            removed[black][static_cast<std::size_t>(removed_count)] =
                kind_for_black * 64 + perspective_square(Color::black, s);
        }
        for (Bitboard came = now & ~was; came; ++added_count) {
            const core::Square s = core::pop_lsb(came);
            added[white][static_cast<std::size_t>(added_count)] =
                kind * 64 + perspective_square(Color::white, s);
            added[black][static_cast<std::size_t>(added_count)] =
                kind_for_black * 64 + perspective_square(Color::black, s);
        }
    }
    for (const std::size_t side : {white, black})
        apply_changes(net, before_acc.values[side], after_acc.values[side], added[side].data(),
                      added_count, removed[side].data(), removed_count);
}

int evaluate(const Network& net, const Accumulator& acc, Color side_to_move, Kernel kernel) {
    return forward(net, acc, side_to_move, kernel);
}

int evaluate(const Network& net, const core::Position& pos) {
    Accumulator acc;
    refresh(net, pos, acc);
    return forward(net, acc, pos.side_to_move(), Kernel::fastest);
}

int material_lead_limit(core::Variant v) {
    // Two men: one man up is common in the training games and the network judges it well.
    return core::is_dama_family(v) ? 200 : std::numeric_limits<int>::max();
}

}  // namespace damascope::analysis::learned
