#include "export/move_notation.hpp"

#include <span>
#include <vector>

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::exporting {

core::Result<PlyPosition> position_at_ply(const core::GameRecord& g, int ply) {
    if (ply < 0 || static_cast<std::size_t>(ply) > g.moves.size())
        return core::Error{"ply " + std::to_string(ply) + " is past the end of the game (" +
                           std::to_string(g.moves.size()) + " plies)"};
    PlyPosition p{g.start, {}, core::split_comment(g.variant, g.comment)};
    for (int i = 0; i < ply; ++i) {
        const auto& m = g.moves[static_cast<std::size_t>(i)];
        if (i + 1 == ply) {
            p.path = core::move_path(p.position, m.move);
            p.comment = core::split_comment(g.variant, m.comment);
        }
        p.position.play(m.move);
    }
    return p;
}

}  // namespace damascope::exporting
