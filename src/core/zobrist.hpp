// Zobrist keys: one random 64-bit key per (colour, man/king, square) and one for Black to move.
#pragma once

#include <array>
#include <cstdint>

#include "types.hpp"

namespace damascope::core::zobrist {

namespace detail {
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
// Keys are fixed at compile time so that hashes stored in databases stay valid across runs.
constexpr std::array<std::uint64_t, 4 * 64 + 1> make_keys() {
    std::array<std::uint64_t, 4 * 64 + 1> keys{};
    std::uint64_t state = 0xDA3A5C09E2026ULL;
    for (auto& k : keys) k = splitmix64(state);
    return keys;
}
inline constexpr auto keys = make_keys();
}  // namespace detail

// Key for a piece: kind 0 = man, 1 = king.
constexpr std::uint64_t piece_key(Color c, int kind, Square s) {
    return detail::keys[static_cast<std::size_t>((index_of(c) * 2 + kind) * 64 + s)];
}
inline constexpr std::uint64_t black_to_move = detail::keys[4 * 64];

}  // namespace damascope::core::zobrist
