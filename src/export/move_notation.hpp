// Moves and positions of a recorded game as the exports write and draw them.
#pragma once

#include <string>
#include <vector>

#include "core/annotation.hpp"
#include "core/game_record.hpp"
#include "core/position.hpp"
#include "core/result.hpp"

namespace damascope::exporting {

// A main-line position of a game and what a diagram of it shows.
struct PlyPosition {
    core::Position position;
    std::vector<core::Square> path;  // of the move that led here (empty at ply 0)
    // The arrows and squares of that move's comment (at ply 0: of the game's first comment).
    core::CommentParts comment;
};
// After `ply` moves of the main line (0: the start); an error when the game has fewer.
core::Result<PlyPosition> position_at_ply(const core::GameRecord& g, int ply);

}  // namespace damascope::exporting
