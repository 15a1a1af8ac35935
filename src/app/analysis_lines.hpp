// The engine's view of a position as the analysis board shows it, wx-free and unit-tested: a
// score as the evaluation bar's share, a stored line read back as moves, a line written with move
// numbers.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::app {

// White's share of the evaluation bar, 0 (Black winning) to 1 (White winning), 0.5 when level.
// `centi_men` is White's view; `forced_plies` > 0 when White wins by force, < 0 when Black does
// (then the bar is full for the winner).
double eval_bar_white_share(int centi_men, int forced_plies);

// The number of the first move of a line played after `plies_played` moves of a game whose start
// position has `start_is_first_mover` (the side that opens the variant's games) to move; second
// half: the line starts with the other side's move ("12...").
struct LineStart {
    int move_number = 1;
    bool second_half = false;
    bool operator==(const LineStart&) const = default;
};
LineStart line_start(int plies_played, bool start_is_first_mover);

// A line written as text (moves in the project's notation, separated by spaces) read as moves
// from `pos`; it stops at the first move that is not legal there.
std::vector<core::Move> read_line(core::Position pos, std::string_view text);

// A stored line (database::PlyAnalysis::pv) from `pos` up to its first move that is not legal
// there: what is shown of it.
std::vector<core::Move> stored_line(const core::Position& pos, std::span<const core::Move> line);

// The line written with its move numbers: "12. c3-c4 f6-f5 13. b3-b4", or "12... f6-f5 13. c3-c4"
// when it starts with the second half; at most `max_moves` moves, stopping at an illegal one.
std::string numbered_line(core::Position pos, std::span<const core::Move> line, LineStart start,
                          std::size_t max_moves = 64);

// The squares an arrow for `m` goes through (from, landings, to).
std::vector<core::Square> arrow_path(const core::Position& pos, const core::Move& m);

}  // namespace damascope::app
