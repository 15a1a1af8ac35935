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
    std::vector<NodeId> children;  // children[0] continues this line; the others are variations
    core::Move move;               // the move leading here (unset at the root)
    std::string text;              // the move in project notation
    core::MarkSet marks = 0;
    std::vector<int> nags;
    std::string comment;
    core::Position position = core::Position::initial(core::Variant::dama);  // after the move
    int ply = 0;  // plies from the start; 0 at the root
};

// One piece of the move list as the app shows it, in reading order.
struct MoveToken {
    enum class Kind : std::uint8_t { move, comment, variation_start, variation_end };
    Kind kind = Kind::move;
    NodeId node = root_node;  // the move's node (for comments: the node they follow)
    int depth = 0;            // 0 on the main line, 1 inside a variation, ...
    std::string number;       // "12." / "12..." before a move when a number is due, else ""
    std::string text;         // notation, or the comment
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

    // Plays a legal move at the cursor: follows an existing child with the same move, or adds a new
    // variation (a new main line when the node had no continuation) and moves the cursor there.
    core::Result<NodeId> play(const core::Move& m);
    // Adds marks to a node (the annotator's judgement marks on top of the record's rule marks).
    void add_marks(NodeId id, core::MarkSet marks) {
        nodes_[static_cast<std::size_t>(id)].marks =
            static_cast<core::MarkSet>(node(id).marks | marks);
    }
    // Makes the line through `id` the main continuation at its branch point.
    bool promote_variation(NodeId id);

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
    NodeId add_child(NodeId parent, const core::Move& m, const std::string& text_hint);
    void add_recorded_line(NodeId parent, const std::vector<core::RecordedMove>& moves);
    void add_line_tokens(NodeId first, int depth, std::vector<MoveToken>& out) const;

    std::vector<SessionNode> nodes_;
    NodeId cursor_ = root_node;
};

// "!" "?" "!!" "??" "!?" "?!" for NAGs 1-6, "$n" otherwise.
std::string nag_symbol(int nag);

}  // namespace damascope::app
