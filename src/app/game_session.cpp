#include "app/game_session.hpp"

#include <algorithm>
#include <cassert>

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::app {

GameSession::GameSession()
    : GameSession(from_position(core::Position::initial(core::Variant::dama))) {}

GameSession GameSession::from_position(const core::Position& start) {
    GameSession s{core::GameRecord{}};
    s.nodes_.clear();
    SessionNode root;
    root.position = start;
    s.nodes_.push_back(root);
    s.cursor_ = root_node;
    return s;
}

GameSession::GameSession(const core::GameRecord& record) {
    SessionNode root;
    root.position = record.start;
    root.comment = record.comment;
    nodes_.push_back(root);
    add_recorded_line(root_node, record.moves);
}

void GameSession::add_recorded_line(NodeId parent, const std::vector<core::RecordedMove>& moves) {
    NodeId at = parent;
    for (const core::RecordedMove& rm : moves) {
        NodeId child = add_child(at, rm.move, rm.text);
        auto& n = nodes_[static_cast<std::size_t>(child)];
        n.marks = rm.marks;
        n.record_marks = rm.marks;
        n.recorded_text = rm.text;
        n.nags = rm.nags;
        n.comment = rm.comment;
        n.comment_before = rm.comment_before;
        for (const auto& variation : rm.variations) add_recorded_line(at, variation);
        at = child;
    }
}

NodeId GameSession::add_child(NodeId parent, const core::Move& m, const std::string& text_hint,
                              bool trial) {
    SessionNode n;
    n.parent = parent;
    n.trial = trial || node(parent).trial;
    n.move = m;
    const core::Position& before = node(parent).position;
    n.text = core::format_recorded_move(before, m);
    if (n.text.empty()) n.text = text_hint;
    n.position = before;
    n.position.play(m);
    n.ply = node(parent).ply + 1;
    const auto id = static_cast<NodeId>(nodes_.size());
    nodes_.push_back(std::move(n));
    nodes_[static_cast<std::size_t>(parent)].children.push_back(id);
    return id;
}

std::optional<core::Move> GameSession::last_move() const {
    if (cursor_ == root_node) return std::nullopt;
    return node(cursor_).move;
}

bool GameSession::go_to(NodeId id) {
    if (id < 0 || static_cast<std::size_t>(id) >= nodes_.size()) return false;
    cursor_ = id;
    return true;
}

bool GameSession::go_to_ply(int target) {
    if (target < 0) return false;
    const auto line = main_line();
    const auto index = std::min(static_cast<std::size_t>(target), line.size() - 1);
    cursor_ = line[index];
    return true;
}

bool GameSession::next() {
    const auto& kids = node(cursor_).children;
    if (kids.empty()) return false;
    cursor_ = kids.front();
    return true;
}

bool GameSession::prev() {
    if (cursor_ == root_node) return false;
    cursor_ = node(cursor_).parent;
    return true;
}

void GameSession::end() {
    while (next()) {
    }
}

bool GameSession::sibling(int delta) {
    if (cursor_ == root_node) return false;
    const auto& kids = node(node(cursor_).parent).children;
    const auto at = std::find(kids.begin(), kids.end(), cursor_) - kids.begin();
    const auto to = at + delta;
    if (to < 0 || to >= static_cast<std::ptrdiff_t>(kids.size())) return false;
    cursor_ = kids[static_cast<std::size_t>(to)];
    return true;
}

std::optional<NodeId> GameSession::next_marked() const {
    for (NodeId at = cursor_; !node(at).children.empty();) {
        at = node(at).children.front();
        if (node(at).marks != 0) return at;
    }
    for (NodeId id : main_line())
        if (node(id).marks != 0) return id;
    return std::nullopt;
}

std::optional<NodeId> GameSession::previous_marked() const {
    for (NodeId at = node(cursor_).parent; at > root_node; at = node(at).parent)
        if (node(at).marks != 0) return at;
    const std::vector<NodeId> line = main_line();
    for (auto it = line.rbegin(); it != line.rend(); ++it)
        if (node(*it).marks != 0) return *it;
    return std::nullopt;
}

core::Result<NodeId> GameSession::play(const core::Move& m, bool trial) {
    const core::Position& pos = position();
    core::MoveList legal;
    core::generate_legal(pos, legal);
    if (!legal.contains(m))
        return core::Error{"the move is not legal in this position (ply " +
                           std::to_string(ply() + 1) + ")"};
    for (NodeId child : node(cursor_).children) {
        if (node(child).move == m) {
            cursor_ = child;
            return child;
        }
    }
    cursor_ = add_child(cursor_, m, {}, trial);
    return cursor_;
}

bool GameSession::promote_variation(NodeId id) {
    // Walk up until the node is not the first child of its parent: that is the branch point.
    for (NodeId at = id; at != root_node; at = node(at).parent) {
        auto& kids = nodes_[static_cast<std::size_t>(node(at).parent)].children;
        auto it = std::find(kids.begin(), kids.end(), at);
        assert(it != kids.end());
        if (it != kids.begin()) {
            std::rotate(kids.begin(), it, it + 1);
            return true;
        }
    }
    return false;
}

std::vector<NodeId> GameSession::main_line() const {
    std::vector<NodeId> line{root_node};
    while (!node(line.back()).children.empty()) line.push_back(node(line.back()).children.front());
    return line;
}

std::vector<NodeId> GameSession::path_to(NodeId id) const {
    std::vector<NodeId> path;
    for (NodeId at = id; at != -1; at = node(at).parent) path.push_back(at);
    std::reverse(path.begin(), path.end());
    return path;
}

bool GameSession::on_main_line(NodeId id) const {
    for (NodeId at = id; at != root_node; at = node(at).parent) {
        const auto& kids = node(node(at).parent).children;
        if (kids.front() != at) return false;
    }
    return true;
}

bool GameSession::is_first_half(int p) const {
    // The first mover's plies open each move number; a start with the other side to move shifts it.
    const int offset = start().side_to_move() == core::first_mover(variant()) ? 0 : 1;
    return (p - 1 + offset) % 2 == 0;
}

std::string GameSession::move_number(int p, bool second_half_dots) const {
    const int offset = start().side_to_move() == core::first_mover(variant()) ? 0 : 1;
    const int k = p - 1 + offset;
    const std::string n = std::to_string(k / 2 + 1);
    if (k % 2 == 0) return n + ".";
    return second_half_dots ? n + "..." : "";
}

std::vector<MoveToken> GameSession::tokens() const {
    std::vector<MoveToken> out;
    if (!nodes_[0].comment.empty())
        out.push_back({MoveToken::Kind::comment, root_node, 0, {}, nodes_[0].comment});
    if (!node(root_node).children.empty())
        add_line_tokens(node(root_node).children.front(), 0, out);
    return out;
}

// Emits the line starting at `first` (a first child or a variation's first move); the variations
// branching off each move follow that move, in parentheses.
void GameSession::add_line_tokens(NodeId first, int depth, std::vector<MoveToken>& out) const {
    // A variation's parentheses, trial as its first move is.
    const auto variation_mark = [&](MoveToken::Kind kind, NodeId id) {
        MoveToken t;
        t.kind = kind;
        t.node = id;
        t.depth = depth + 1;
        t.trial = node(id).trial;
        return t;
    };
    bool need_number = true;
    for (NodeId at = first;;) {
        const SessionNode& n = node(at);
        if (!n.comment_before.empty()) {
            out.push_back({MoveToken::Kind::comment, at, depth, {}, n.comment_before, true});
            need_number = true;
        }
        out.push_back({MoveToken::Kind::move, at, depth, move_number(n.ply, need_number), n.text,
                       false, n.trial});
        need_number = false;
        if (!n.comment.empty()) {
            out.push_back({MoveToken::Kind::comment, at, depth, {}, n.comment});
            need_number = true;
        }
        const auto& siblings = node(n.parent).children;
        if (siblings.front() == at) {
            for (std::size_t i = 1; i < siblings.size(); ++i) {
                out.push_back(variation_mark(MoveToken::Kind::variation_start, siblings[i]));
                add_line_tokens(siblings[i], depth + 1, out);
                out.push_back(variation_mark(MoveToken::Kind::variation_end, siblings[i]));
                need_number = true;
            }
        }
        if (n.children.empty()) break;
        at = n.children.front();
    }
}

}  // namespace damascope::app
