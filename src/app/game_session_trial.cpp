// GameSession: trial lines, the moves tried on the board that the stored game does not hold until
// they are kept (SessionNode::trial).
#include <algorithm>

#include "app/game_session.hpp"

namespace damascope::app {

std::vector<NodeId> GameSession::trial_nodes() const {
    std::vector<NodeId> out;
    std::vector<NodeId> todo{root_node};
    while (!todo.empty()) {
        const NodeId at = todo.back();
        todo.pop_back();
        if (is_trial(at)) out.push_back(at);
        const auto& kids = node(at).children;
        todo.insert(todo.end(), kids.rbegin(), kids.rend());
    }
    return out;
}

std::vector<NodeId> GameSession::trial_line(NodeId id) const {
    std::vector<NodeId> line;
    for (NodeId at : path_to(id))
        if (is_trial(at)) line.push_back(at);
    if (line.empty() && !(node(id).children.empty()) && is_trial(node(id).children.front()))
        line.push_back(node(id).children.front());  // the cursor just before its first move
    if (line.empty()) return line;
    for (NodeId at = line.back(); !node(at).children.empty();) {
        at = node(at).children.front();
        line.push_back(at);  // a trial move's continuation is trial too
    }
    return line;
}

bool GameSession::keep(const std::vector<NodeId>& ids) {
    bool changed = false;
    for (NodeId id : ids) {
        if (!is_trial(id)) continue;
        // Its trial moves before it are kept with it: a stored move never follows a trial one.
        for (NodeId at : path_to(id)) {
            if (is_trial(at)) {
                nodes_[static_cast<std::size_t>(at)].trial = false;
                changed = true;
            }
        }
    }
    return changed;
}

bool GameSession::discard_trials() {
    bool changed = false;
    for (auto& n : nodes_) {
        const auto before = n.children.size();
        std::erase_if(n.children, [this](NodeId k) { return node(k).trial; });
        changed = changed || n.children.size() != before;
    }
    while (is_trial(cursor_)) cursor_ = node(cursor_).parent;
    return changed;
}

std::vector<std::vector<core::Move>> GameSession::trial_paths() const {
    std::vector<std::vector<core::Move>> paths;
    for (NodeId id : trial_nodes()) {
        if (!node(id).children.empty()) continue;
        auto& moves = paths.emplace_back();
        for (NodeId at : path_to(id))
            if (at != root_node) moves.push_back(node(at).move);
    }
    return paths;
}

void GameSession::add_trial_paths(const std::vector<std::vector<core::Move>>& paths) {
    const NodeId cursor = cursor_;
    for (const auto& moves : paths) {
        cursor_ = root_node;
        for (const core::Move& m : moves)
            if (!play(m, true).ok()) break;  // the stored game changed under it: the rest cannot be
    }
    cursor_ = cursor;
}

void GameSession::reset_marks() {
    for (auto& n : nodes_) n.marks = n.record_marks;
}

}  // namespace damascope::app
