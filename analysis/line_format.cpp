#include "analysis/line_format.hpp"

#include <cstdio>
#include <cstdlib>

#include "analysis/score.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::analysis {

std::vector<std::string> format_line(const core::Position& start,
                                     std::span<const core::Move> line) {
    std::vector<std::string> out;
    core::Position pos = start;
    for (const core::Move& m : line) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (!legal.contains(m)) break;
        out.push_back(
            core::format_move(pos, m, std::span<const core::Move>(legal.begin(), legal.size())));
        pos.play(m);
    }
    return out;
}

std::string join_moves(const std::vector<std::string>& moves) {
    std::string s;
    for (const auto& m : moves) {
        if (!s.empty()) s += ' ';
        s += m;
    }
    return s;
}

std::string score_text(int score) {
    char buf[32];
    if (is_forced(score)) {
        std::snprintf(buf, sizeof buf, "#%+d", forced_plies(score));
    } else {
        std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
    }
    return buf;
}

}  // namespace damascope::analysis
