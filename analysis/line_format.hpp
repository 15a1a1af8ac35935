// Moves and scores as text: lines in the project's notation, scores for people.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::analysis {

// Each move of `line` (played from `start`) in the project's notation, disambiguated against the
// legal moves of its position. Stops early at a move that is not legal there.
std::vector<std::string> format_line(const core::Position& start, std::span<const core::Move> line);

// The moves joined by spaces.
std::string join_moves(const std::vector<std::string>& moves);

// "+1.25" (men, White's view), or a forced result as "#+12" (White wins in 12 plies) or
// "#-7" (Black wins in 7 plies).
std::string score_text(int score);

}  // namespace damascope::analysis
