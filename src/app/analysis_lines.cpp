#include "analysis_lines.hpp"

#include <cmath>
#include <optional>
#include <sstream>

#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"

namespace damascope::app {

double eval_bar_white_share(int centi_men, int forced_plies) {
    if (forced_plies > 0) return 1.0;
    if (forced_plies < 0) return 0.0;
    // As the evaluation graph: a man up moves the split about a sixth of the bar, five men nearly
    // fill it, so a level game's small swings stay visible.
    return 0.5 + 0.5 * std::tanh(centi_men / 300.0);
}

LineStart line_start(int plies_played, bool start_is_first_mover) {
    const int k = plies_played + (start_is_first_mover ? 0 : 1);
    return {k / 2 + 1, k % 2 == 1};
}

std::vector<core::Move> read_line(core::Position pos, std::string_view text) {
    return core::read_moves(pos, text).moves;
}

std::vector<core::Move> stored_line(const core::Position& pos, std::span<const core::Move> line) {
    return {line.begin(),
            line.begin() + static_cast<std::ptrdiff_t>(core::legal_prefix(pos, line))};
}

std::string numbered_line(core::Position pos, std::span<const core::Move> line, LineStart start,
                          std::size_t max_moves) {
    std::string out;
    int number = start.move_number;
    bool second = start.second_half;
    for (std::size_t i = 0; i < line.size() && i < max_moves; ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (!legal.contains(line[i])) break;
        if (!out.empty()) out += ' ';
        if (!second)
            out += std::to_string(number) + ". ";
        else if (i == 0)
            out += std::to_string(number) + "... ";
        out += core::format_move(pos, line[i], {legal.begin(), legal.size()});
        pos.play(line[i]);
        if (second) ++number;
        second = !second;
    }
    return out;
}

std::vector<core::Square> arrow_path(const core::Position& pos, const core::Move& m) {
    return core::move_path(pos, m);
}

}  // namespace damascope::app
