// The line on the board as the openings pane sees it: from the game's start to the cursor, in the
// project's notation (what a collection stores), and a collection's line played back onto the
// board. No wx.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/types.hpp"

namespace damascope::app {

class GameDocument;
class GameSession;

// Where a line starts and its moves in the project's notation.
struct BoardLine {
    core::Variant variant = core::Variant::dama;
    std::string start_fen;  // '' for the variant's start
    std::vector<std::string> moves;
};

// The line from the session's start to its cursor (the start as FEN only when it is not the
// variant's).
BoardLine line_to_cursor(const GameSession& s);
// The moves of a line written from `start_fen` ('' the variant's start), to be played from the
// session's start: nullopt when the line starts elsewhere or does not read on that board.
std::optional<std::vector<core::Move>> line_from_start(const GameSession& s,
                                                       const std::string& start_fen,
                                                       const std::vector<std::string>& moves);
// The name of the deepest named collection line the document's stored game follows ("" if none,
// or for a game not stored).
std::string opening_name(const GameDocument& doc);

}  // namespace damascope::app
