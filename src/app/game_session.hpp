// A game being replayed or entered: a tree of moves (main line and variations) with a cursor.
// GUI-free: the desktop app's board, move list and graph are views over it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/position.hpp"
#include "core/result.hpp"

namespace damascope::app {

// Index of a node in the session's tree; node 0 is the start position.
using NodeId = int;
inline constexpr NodeId root_node = 0;

struct SessionNode {
    NodeId parent = -1;
    std::vector<NodeId> children;    // children[0] continues this line; the others are variations
    core::Move move;                 // the move leading here (unset at the root)
    std::string text;                // the move in project notation
    std::string recorded_text;       // as the file wrote it ("" for a move played here)
    core::MarkSet marks = 0;         // the record's rule marks, and the annotator's (add_marks)
    core::MarkSet record_marks = 0;  // the record's own (what to_record() keeps)
    std::vector<int> nags;
    std::string comment;  // after the move (at the root: before the first move)
    // Before the move, where it opens a variation (see core::RecordedMove::comment_before).
    std::string comment_before;
    core::Position position = core::Position::initial(core::Variant::dama);  // after the move
    int ply = 0;  // plies from the start; 0 at the root
    // A move tried on the board (by hand, from the explorer, an engine line) and not kept: it is
    // shown and stepped through, but to_record() leaves it out, so it is never stored. A trial
    // node's children are trial nodes too.
    bool trial = false;
};

// One piece of the move list as the app shows it, in reading order.
struct MoveToken {
    enum class Kind : std::uint8_t { move, comment, variation_start, variation_end };
    Kind kind = Kind::move;
    NodeId node = root_node;  // the move's node (for comments: the node they follow)
    int depth = 0;            // 0 on the main line, 1 inside a variation, ...
    std::string number;       // "12." / "12..." before a move when a number is due, else ""
    std::string text;         // notation, or the comment
    bool before = false;      // a comment before the node's move (a variation's first move)
    bool trial = false;       // the node is a trial move (SessionNode::trial), drawn apart
};

class GameSession {
  public:
    // The standard start of Dama, no moves.
    GameSession();
    // A session over a recorded game: its moves form the main line, its variations the branches.
    explicit GameSession(const core::GameRecord& record);
    // An empty game from a position.
    static GameSession from_position(const core::Position& start);

    core::Variant variant() const { return nodes_[0].position.variant(); }
    const core::Position& start() const { return nodes_[0].position; }
    const core::Position& position() const {
        return nodes_[static_cast<std::size_t>(cursor_)].position;
    }
    NodeId cursor() const { return cursor_; }
    int ply() const { return node(cursor_).ply; }
    const SessionNode& node(NodeId id) const { return nodes_[static_cast<std::size_t>(id)]; }
    std::size_t node_count() const { return nodes_.size(); }

    // The move that led to the cursor (nullopt at the start).
    std::optional<core::Move> last_move() const;

    // Cursor movement; each returns false (and does nothing) when there is nowhere to go.
    bool go_to(NodeId id);
    bool go_to_ply(int ply);  // along the main line; the end when ply is past it
    bool next();              // the current line's continuation
    bool prev();
    void home() { cursor_ = root_node; }
    void end();  // follow the current line to its end
    // Switches to the neighbouring alternative of the current move (delta -1 / +1 among the moves
    // played from the same position: the main move first, then the variations).
    bool sibling(int delta);
    // The next node after the cursor, along the current line, that carries a mark (wraps to the
    // start of the main line if none follows); nullopt when the game has no marks.
    std::optional<NodeId> next_marked() const;
    // The marked node before the cursor, back along the current line to the start (wraps to the
    // end of the main line if none precedes); nullopt when the game has no marks.
    std::optional<NodeId> previous_marked() const;

    // Plays a legal move at the cursor: follows an existing child with the same move, or adds a new
    // variation (a new main line when the node had no continuation) and moves the cursor there.
    // `trial`: a move added is a trial move (SessionNode::trial); one added under a trial move is
    // always one.
    core::Result<NodeId> play(const core::Move& m, bool trial = false);
    // Adds marks to a node (the annotator's judgement marks on top of the record's rule marks).
    void add_marks(NodeId id, core::MarkSet marks) {
        nodes_[static_cast<std::size_t>(id)].marks =
            static_cast<core::MarkSet>(node(id).marks | marks);
    }
    // Makes the line through `id` the main continuation at its branch point.
    bool promote_variation(NodeId id);

    // Editing (game_session_edit.cpp). Each returns false, changing nothing, when there is
    // nothing to do. A branch is a move with its continuation; the alternatives from one position
    // are ordered, the first being the main continuation.
    // Moves the nearest branch through `id` that has one before it one place up (the first
    // place is the main continuation): "promote". demote_variation is the inverse.
    bool promote_one(NodeId id);
    bool demote_variation(NodeId id);
    // Removes the variation through `id` (the nearest branch that is not a main continuation)
    // with everything in it; false on the main line. The cursor goes to the branch point if it was
    // inside.
    bool delete_variation(NodeId id);
    // Removes everything after `id` (its continuation and the variations branching from it).
    bool truncate_after(NodeId id);
    bool set_comment(NodeId id, const std::string& text);
    // Only a variation's first move has a comment of its own before it; for another move the
    // comment before it is the comment after the move before (set_comment on the parent).
    bool set_comment_before(NodeId id, const std::string& text);
    bool set_nags(NodeId id, const std::vector<int>& nags);
    // Whether `id` opens a variation (a move that is not the main continuation of its position).
    bool opens_variation(NodeId id) const;

    // Trial lines (game_session_trial.cpp). The trial nodes reachable from the start, in tree
    // order; whether there is any.
    std::vector<NodeId> trial_nodes() const;
    bool has_trial() const { return !trial_nodes().empty(); }
    bool is_trial(NodeId id) const { return id != root_node && node(id).trial; }
    // The trial line through `id`: its trial moves from the start to `id`, then on along the first
    // continuation while those are trial moves. Empty when `id` is on no trial line.
    std::vector<NodeId> trial_line(NodeId id) const;
    // Makes the nodes stored moves (no longer trial); false when none was a trial move.
    bool keep(const std::vector<NodeId>& ids);
    // Removes every trial move; the cursor goes to the last stored move on its way. false: none.
    bool discard_trials();
    // The trial lines as the moves from the start to each trial leaf, and back: trial lines that
    // survive rebuilding the session from a record (the game read again).
    std::vector<std::vector<core::Move>> trial_paths() const;
    void add_trial_paths(const std::vector<std::vector<core::Move>>& paths);
    // Takes the annotator's judgement marks off (the record's rule marks stay).
    void reset_marks();

    // The session as a record: `base`'s tags, start, result and flags with this tree's moves,
    // variations and annotations (the move texts as the file wrote them where they were read from
    // one; the record's rule marks, not the annotator's). Trial moves are left out.
    core::GameRecord to_record(const core::GameRecord& base) const;
    // The moves from the start to the cursor, and back: a cursor that survives rebuilding the
    // session from a record (undo).
    std::vector<core::Move> cursor_moves() const;
    void go_to_moves(const std::vector<core::Move>& moves);

    // The main line's nodes from the start (root first) and the nodes from the root to `id`.
    std::vector<NodeId> main_line() const;
    std::vector<NodeId> path_to(NodeId id) const;
    bool on_main_line(NodeId id) const;
    int main_line_plies() const { return static_cast<int>(main_line().size()) - 1; }

    // The move list in reading order, variations nested in parentheses.
    std::vector<MoveToken> tokens() const;
    // "12." for the first mover's moves, "12..." for the second's.
    std::string move_number(int ply, bool second_half_dots) const;
    bool is_first_half(int ply) const;

  private:
    NodeId add_child(NodeId parent, const core::Move& m, const std::string& text_hint,
                     bool trial = false);
    void add_recorded_line(NodeId parent, const std::vector<core::RecordedMove>& moves);
    void add_line_tokens(NodeId first, int depth, std::vector<MoveToken>& out) const;

    std::vector<SessionNode> nodes_;
    NodeId cursor_ = root_node;
};

}  // namespace damascope::app
