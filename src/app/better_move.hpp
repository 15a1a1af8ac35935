// At a move the engine judged (?? blunder, ? mistake, ?! inaccuracy), the move that should have
// been played, as Lichess shows it: the stored best move of the position before the marked move,
// drawn as an arrow and said in the status bar ("?? blunder — 14-18 was better (−1.20)").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/move.hpp"
#include "game_document.hpp"

namespace damascope::app {

struct BetterMove {
    core::Mark mark = core::Mark::blunder;  // the judgement (the worst, if several)
    core::Move move;                        // legal in the position before the marked move
    std::string move_text;                  // in the project's notation
    std::vector<core::Square> path;         // the arrow's squares
    // How much the mover's score fell with the move played, in centi-men (scores held within
    // ±10 men, a forced win as 10, as the analysis summary does).
    int loss = 0;
};

// The better move at the cursor: nullopt off the main line, at a move without a judgement mark,
// or where the stored analysis has no best move for the position before it.
std::optional<BetterMove> better_move_at_cursor(const GameDocument& doc);

// "?? blunder — 14-18 was better (−1.20)", translated.
std::string better_move_text(const BetterMove& b);

}  // namespace damascope::app
