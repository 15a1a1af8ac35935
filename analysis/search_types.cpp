#include "analysis/search_types.hpp"

#include "analysis/score.hpp"

namespace damascope::analysis {

bool is_reversible(const core::Position& before, const core::Move& m) {
    if (m.is_capture() || before.promotes(m)) return false;
    if (core::is_king(before.piece_at(m.from))) return true;
    return before.variant() == core::Variant::dama && core::rank_of(m.from) == core::rank_of(m.to);
}

bool resets_quiet_counter(const core::Position& before, const core::Move& m) {
    return m.is_capture() || before.promotes(m);
}

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
