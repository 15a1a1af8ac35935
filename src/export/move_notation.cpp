#include "export/move_notation.hpp"

#include <span>
#include <vector>

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::exporting {

std::string move_notation(const core::Position& pos, const core::Move& m) {
    core::MoveList legal;
    core::generate_legal(pos, legal);
    if (legal.contains(m)) return core::format_move(pos, m, std::span(legal.begin(), legal.size()));
    std::vector<core::Move> possible;
    for (const auto& p : core::generate_possible(pos)) possible.push_back(p.move);
    return core::format_move(pos, m, possible);
}

std::vector<core::Square> move_path(const core::Position& before, const core::Move& m) {
    std::vector<core::Square> path{m.from};
    if (m.is_capture()) {
        const auto paths = core::capture_paths(before, m);
        if (!paths.empty()) {
            path.insert(path.end(), paths.front().landings.begin(), paths.front().landings.end());
            return path;
        }
    }
    path.push_back(m.to);
    return path;
}

core::Result<PlyPosition> position_at_ply(const core::GameRecord& g, int ply) {
    if (ply < 0 || static_cast<std::size_t>(ply) > g.moves.size())
        return core::Error{"ply " + std::to_string(ply) + " is past the end of the game (" +
                           std::to_string(g.moves.size()) + " plies)"};
    PlyPosition p{g.start, {}, core::split_comment(g.variant, g.comment)};
    for (int i = 0; i < ply; ++i) {
        const auto& m = g.moves[static_cast<std::size_t>(i)];
        if (i + 1 == ply) {
            p.path = move_path(p.position, m.move);
            p.comment = core::split_comment(g.variant, m.comment);
        }
        p.position.play(m.move);
    }
    return p;
}

}  // namespace damascope::exporting
