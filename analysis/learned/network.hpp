// The learned evaluation: a small network per variant, trained on self-play positions
// (resources/learned/README.md), read from a weights file and evaluated in integers.
//
//   inputs    256 a perspective: (own man, own king, their man, their king) x 64 squares, the board
//             turned half a turn for Black, so that both sides see it from their own first rank
//   layer 0   256 -> 128 a perspective, kept in an Accumulator and updated move by move
//   layer 1   the side to move's 128 then the other's 128 -> 32, clipped ReLU
//   layer 2   32 -> 32, clipped ReLU
//   output    32 -> 1: centi-men for the side to move
// Both games are symmetric under that half turn with the colours swapped, so a position and its
// colour-flipped twin get the same inputs and the same score for their side to move.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/position.hpp"

namespace damascope::analysis::learned {

inline constexpr int input_count = 256;
inline constexpr int hidden_count = 128;  // layer 0's outputs, each perspective
inline constexpr int layer1_count = 32;
inline constexpr int layer2_count = 32;
// Fixed-point scales: an activation of 1.0 is 127; a weight of layers 1, 2 and the output of 1.0
// is 64 (layer 0's weights and biases are stored times 127, so its sums are activations).
inline constexpr int activation_one = 127;
inline constexpr int weight_one = 64;

struct Network {
    core::Variant variant = core::Variant::dhama;  // the variant it was trained for
    std::string name;                              // from the file: what data, which round
    alignas(64) std::array<std::array<std::int16_t, hidden_count>, input_count> feature_weights{};
    alignas(64) std::array<std::int16_t, hidden_count> feature_bias{};
    alignas(
        64) std::array<std::array<std::int16_t, 2 * hidden_count>, layer1_count> layer1_weights{};
    std::array<std::int32_t, layer1_count> layer1_bias{};
    alignas(64) std::array<std::array<std::int16_t, layer1_count>, layer2_count> layer2_weights{};
    std::array<std::int32_t, layer2_count> layer2_bias{};
    alignas(64) std::array<std::int16_t, layer2_count> output_weights{};
    std::int32_t output_bias = 0;
};

// Layer 0's outputs for both perspectives (index_of(Color)).
struct Accumulator {
    alignas(64) std::array<std::array<std::int16_t, hidden_count>, 2> values{};
};

// The input index of a piece of colour `piece_color` on `square` seen by `perspective`.
int feature_index(core::Color perspective, core::Color piece_color, bool king, core::Square square);

// Layer 0 from scratch.
void refresh(const Network& net, const core::Position& pos, Accumulator& acc);
// Layer 0 of `after` from `before`'s: only the pieces that changed are added or taken away.
void update(const Network& net, const Accumulator& before_acc, const core::Position& before,
            const core::Position& after, Accumulator& after_acc);
// How the layers are computed: `fastest` with the best vector instructions the processor has
// (a kernel written for AVX-512, else the compiler's loops built for AVX2), `portable` in plain
// loops built for any processor. Both give the same integers.
enum class Kernel { fastest, portable };
// The score for the side to move, in centi-men.
int evaluate(const Network& net, const Accumulator& acc, core::Color side_to_move,
             Kernel kernel = Kernel::fastest);
// refresh() then evaluate(): for a single position.
int evaluate(const Network& net, const core::Position& pos);

struct LoadedNetwork {
    std::shared_ptr<const Network> network;  // nullptr when it could not be loaded
    std::string error;                       // why, naming the file
};
// Reads a weights file (network_file.cpp has the format); a damaged or foreign file is an error.
LoadedNetwork load_network(const std::filesystem::path& file);
// The variant's shipped network, loaded once and shared: $DAMASCOPE_NETWORKS/<file> when that is
// set, else the installed copy's share/damascope/learned, else the source tree's resources/learned.
LoadedNetwork load_default_network(core::Variant v);
std::filesystem::path default_network_path(core::Variant v);

// The material lead (the classic evaluation's material, in centi-men) from which the search
// does not ask a variant's network and lets the classic evaluation judge. Dama's network learnt
// from games between near-equal engines, where a side seldom leads by two men, and it is wrong
// beyond that: it scores two men and a dama up as level (BENCHMARKS.md, "The learned
// evaluation"). Dhama's keeps material in order (more men always score higher) and is always
// asked.
int material_lead_limit(core::Variant v);

// A network for each variant that has one: what an engine that may search any variant is given.
struct NetworkSet {
    std::shared_ptr<const Network> dama, turkish, dhama;
    // The network for `v`; Turkish falls back to Dama's (the same board and men); nullptr: none.
    const Network* of(core::Variant v) const;
    bool empty() const { return !dama && !turkish && !dhama; }
};
// The shipped networks (load_default_network) of `variants`; each that cannot be loaded is left
// out and its reason goes to `problems`.
NetworkSet default_networks(const std::vector<core::Variant>& variants,
                            std::vector<std::string>* problems = nullptr);

}  // namespace damascope::analysis::learned
