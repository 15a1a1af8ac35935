// GameSession: editing the tree (variations promoted, demoted, deleted, truncated; comments and
// NAGs) and turning it back into a record.
#include <algorithm>

#include "app/game_session.hpp"

namespace damascope::app {

namespace {

constexpr core::MarkSet rule_marks =
    core::Mark::missed_capture | core::Mark::longer_chain_available;

void append_comment(std::string& to, const std::string& text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

}  // namespace

bool GameSession::opens_variation(NodeId id) const {
    if (id == root_node) return false;
    return node(node(id).parent).children.front() != id;
}

bool GameSession::promote_one(NodeId id) {
    for (NodeId at = id; at != root_node; at = node(at).parent) {
        auto& kids = nodes_[static_cast<std::size_t>(node(at).parent)].children;
        auto it = std::find(kids.begin(), kids.end(), at);
        if (it != kids.begin()) {
            std::iter_swap(it, it - 1);
            return true;
        }
    }
    return false;
}

bool GameSession::demote_variation(NodeId id) {
    for (NodeId at = id; at != root_node; at = node(at).parent) {
        auto& kids = nodes_[static_cast<std::size_t>(node(at).parent)].children;
        auto it = std::find(kids.begin(), kids.end(), at);
        if (it + 1 != kids.end()) {
            std::iter_swap(it, it + 1);
            return true;
        }
    }
    return false;
}

bool GameSession::delete_variation(NodeId id) {
    NodeId at = id;
    while (at != root_node && !opens_variation(at)) at = node(at).parent;
    if (at == root_node) return false;
    const NodeId parent = node(at).parent;
    const bool cursor_inside = [&] {
        for (NodeId c = cursor_; c != -1; c = node(c).parent)
            if (c == at) return true;
        return false;
    }();
    std::erase(nodes_[static_cast<std::size_t>(parent)].children, at);
    if (cursor_inside) cursor_ = parent;
    return true;
}

bool GameSession::truncate_after(NodeId id) {
    auto& kids = nodes_[static_cast<std::size_t>(id)].children;
    if (kids.empty()) return false;
    // The cursor below `id` comes back to it.
    for (NodeId c = cursor_; c != -1; c = node(c).parent) {
        if (c == id) {
            cursor_ = id;
            break;
        }
    }
    kids.clear();
    return true;
}

bool GameSession::set_comment(NodeId id, const std::string& text) {
    auto& n = nodes_[static_cast<std::size_t>(id)];
    if (n.comment == text) return false;
    n.comment = text;
    return true;
}

bool GameSession::set_comment_before(NodeId id, const std::string& text) {
    if (id == root_node) return false;
    auto& n = nodes_[static_cast<std::size_t>(id)];
    if (n.comment_before == text) return false;
    n.comment_before = text;
    return true;
}

bool GameSession::set_nags(NodeId id, const std::vector<int>& nags) {
    if (id == root_node) return false;
    auto& n = nodes_[static_cast<std::size_t>(id)];
    if (n.nags == nags) return false;
    n.nags = nags;
    return true;
}

namespace {

// The stored (not trial) moves played from `id`, in order: the first is the main continuation.
std::vector<NodeId> stored_children(const GameSession& s, NodeId id) {
    std::vector<NodeId> kids;
    for (NodeId k : s.node(id).children)
        if (!s.node(k).trial) kids.push_back(k);
    return kids;
}

// Whether `id` is an alternative among the stored moves (not the main continuation of its
// position).
bool opens_stored_variation(const GameSession& s, NodeId id) {
    return id != root_node && stored_children(s, s.node(id).parent).front() != id;
}

// The line from `first` along first stored children, each move's alternatives as its variations
// (trial moves left out).
// `before_first` receives a comment written before a main continuation's move, which a record
// keeps as the comment after the move before it.
void collect_line(const GameSession& s, NodeId first, std::vector<core::RecordedMove>& out,
                  std::string& before_first) {
    for (NodeId at = first;;) {
        const SessionNode& n = s.node(at);
        if (at != first || !opens_stored_variation(s, at))
            append_comment(out.empty() ? before_first : out.back().comment, n.comment_before);
        core::RecordedMove& m = out.emplace_back();
        m.move = n.move;
        m.text = n.recorded_text.empty() ? n.text : n.recorded_text;
        m.marks = static_cast<core::MarkSet>(n.record_marks & rule_marks);
        m.nags = n.nags;
        m.comment = n.comment;
        if (at == first && opens_stored_variation(s, at)) m.comment_before = n.comment_before;
        const auto siblings = stored_children(s, n.parent);
        if (siblings.front() == at) {
            for (std::size_t i = 1; i < siblings.size(); ++i) {
                std::string unused;  // a variation's first move keeps its own comment before
                collect_line(s, siblings[i], m.variations.emplace_back(), unused);
            }
        }
        const auto next = stored_children(s, at);
        if (next.empty()) break;
        at = next.front();
    }
}

}  // namespace

core::GameRecord GameSession::to_record(const core::GameRecord& base) const {
    core::GameRecord g = base;
    g.start = start();
    g.variant = variant();
    g.comment = nodes_[0].comment;
    g.moves.clear();
    if (const auto first = stored_children(*this, root_node); !first.empty())
        collect_line(*this, first.front(), g.moves, g.comment);
    // The record's stop holds only while the moves end right before the impossible one.
    if (g.stopped && g.stopped->ply != static_cast<int>(g.moves.size()) + 1) g.stopped.reset();
    return g;
}

std::vector<core::Move> GameSession::cursor_moves() const {
    std::vector<core::Move> moves;
    for (NodeId id : path_to(cursor_))
        if (id != root_node) moves.push_back(node(id).move);
    return moves;
}

void GameSession::go_to_moves(const std::vector<core::Move>& moves) {
    cursor_ = root_node;
    for (const auto& m : moves) {
        const auto& kids = node(cursor_).children;
        auto it =
            std::find_if(kids.begin(), kids.end(), [&](NodeId k) { return node(k).move == m; });
        if (it == kids.end()) return;
        cursor_ = *it;
    }
}

}  // namespace damascope::app
