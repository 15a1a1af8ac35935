// Perft: the number of positions at exactly `depth` plies, the yardstick of the move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "move.hpp"
#include "position.hpp"

namespace damascope::core {

std::uint64_t perft(const Position& pos, int depth);
// Each legal root move with its perft count at depth - 1.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace damascope::core
