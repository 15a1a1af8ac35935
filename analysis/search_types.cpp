#include "analysis/search_types.hpp"

#include "analysis/score.hpp"
#include "core/game_state.hpp"

namespace damascope::analysis {

using core::is_reversible;
using core::resets_quiet_counter;

GameContext GameContext::from_moves(const core::Position& start, std::span<const core::Move> moves,
                                    int quiet_start) {
    GameContext c;
    c.quiet_plies = quiet_start;
    core::Position pos = start;
    c.history.push_back(pos.hash());
    for (const core::Move& m : moves) {
        c.quiet_plies = resets_quiet_counter(pos, m) ? 0 : c.quiet_plies + 1;
        if (!is_reversible(pos, m)) c.history.clear();
        pos.play(m);
        c.history.push_back(pos.hash());
    }
    c.history.pop_back();  // the current position is the root, not history
    return c;
}

int SearchResult::mate_in() const {
    return forced_plies(score);
}

}  // namespace damascope::analysis
