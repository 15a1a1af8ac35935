// GameDocument: trial lines. Moves only tried are on the board and in the undo history but not in
// the stored game until the user keeps them (or writes a note on one of them).
#include "game_document.hpp"

namespace damascope::app {

core::Result<GameDocument::Played> GameDocument::play(const std::vector<core::Move>& moves) {
    Played out;
    const bool trial = !enters_moves();
    auto play_all = [&](GameSession& s) {
        const std::size_t nodes = s.node_count();
        for (const core::Move& m : moves) {
            auto r = s.play(m, trial);
            if (!r) {
                out.illegal = r.error();
                break;
            }
            if (out.first < 0) out.first = r.value();
        }
        out.added = s.node_count() > nodes;
        return out.added;
    };
    if (!trial) {
        auto saved = edit(play_all);
        if (!saved) return core::Error{saved.error()};
        return out;
    }
    Snapshot before{record_, session_, false};
    if (play_all(session_)) push_undo(std::move(before));
    return out;
}

core::Result<bool> GameDocument::keep_trial_line(KeepAs as) {
    const auto line = session_.trial_line(session_.cursor());
    if (line.empty()) return false;
    return edit([&](GameSession& s) {
        s.keep(line);
        // Each promotion lifts the nearest branch on the way: repeated until the line is the main.
        if (as == KeepAs::main_line)
            while (!s.on_main_line(line.back()) && s.promote_variation(line.back())) {
            }
        return true;
    });
}

core::Result<bool> GameDocument::keep_all_trial_lines() {
    const auto nodes = session_.trial_nodes();
    if (nodes.empty()) return false;
    return edit([&](GameSession& s) { return s.keep(nodes); });
}

void GameDocument::discard_trial_lines() {
    Snapshot before{record_, session_, false};
    if (session_.discard_trials()) push_undo(std::move(before));
}

void GameDocument::keep_annotated_trial_lines() {
    std::vector<NodeId> keep;
    for (NodeId id : session_.trial_nodes()) {
        const SessionNode& n = session_.node(id);
        if (n.comment.empty() && n.comment_before.empty() && n.nags.empty()) continue;
        const auto line = session_.trial_line(id);
        keep.insert(keep.end(), line.begin(), line.end());
    }
    session_.keep(keep);
}

}  // namespace damascope::app
