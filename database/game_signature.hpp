// The duplicate signature of a game: a 64-bit hash of what makes two records the same game.
#pragma once

#include <cstdint>

#include "core/game_record.hpp"

namespace damascope::database {

// Hashes the variant, the start position, the main-line moves (from, to, captured), White, Black
// and the result. Tags other than the players, comments, NAGs and variations do not count.
std::uint64_t game_signature(const core::GameRecord& g);

}  // namespace damascope::database
