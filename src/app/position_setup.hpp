// The position editor's model (Game > Set up position...): a board being set up with a palette,
// its game and rule set, the side to move, FEN in and out, and why it cannot be played (the
// checks of core/position_check.hpp, in the interface's words). No wx here.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/piece_search.hpp"
#include "core/position.hpp"
#include "core/position_check.hpp"
#include "core/result.hpp"

namespace damascope::app {

class PositionSetup {
  public:
    // The start position of `v`.
    explicit PositionSetup(core::Variant v = core::Variant::dama);
    static PositionSetup from_position(const core::Position& pos);

    core::Variant variant() const { return variant_; }
    // The pieces stay where they are (a Dhama set-up then refuses those on light squares).
    void set_variant(core::Variant v) { variant_ = v; }
    core::Color side_to_move() const { return side_; }
    void set_side_to_move(core::Color c) { side_ = c; }
    core::Piece at(core::Square s) const { return board_[static_cast<std::size_t>(s)]; }
    const core::SetupBoard& board() const { return board_; }

    // A click with the palette's piece (core::Piece::none: the eraser): the piece is put on the
    // square; the same piece clicked again is taken off.
    void click(core::Square s, core::Piece tool);
    void clear();
    void start();  // the variant's start position, its first mover to move

    // The pieces on the variant's board as FEN.
    std::string fen() const;
    // Reads a FEN (Dama's squares a1-h8 or Dhama's 1-32: a Dama FEN in a Dhama set-up switches
    // the game, and back). On an error nothing changes and the error says what is wrong.
    core::Result<bool> paste_fen(std::string_view text);

    // Why the set-up cannot be played, translated ("" when it can).
    std::string problem() const;
    // The position to play; the problem's text when there is one.
    core::Result<core::Position> position() const;
    // The pieces on the board as a partial-search pattern (Search > These pieces).
    PiecePattern pattern() const;
    // Why the pieces cannot be searched for ("" when they can): as problem(), but the pieces of
    // one side alone may be searched for; an empty board may not.
    std::string search_problem() const;

  private:
    void load(const core::Position& pos);

    core::Variant variant_;
    core::Color side_;
    core::SetupBoard board_{};
};

// The problem in words: "White's man on c8 stands on its promotion rank, where it would be a
// king." (translated).
std::string setup_problem_text(core::Variant v, const core::SetupProblem& p);

// A FEN from the clipboard, read for `preferred` (the game on the board) or else for the other
// game (its squares tell which), and checked as a set-up. The error names what is wrong.
core::Result<core::Position> read_setup_fen(std::string_view text, core::Variant preferred);

// Search > These pieces: the games of `filter` where the pattern's pieces stand so at some ply
// (find_pieces), with the first `max_listed` of them as the game list shows them.
struct PiecesFound {
    std::vector<GameAtPly> hits;                // every game found, ascending by id
    std::vector<database::GameSummary> listed;  // the first max_listed hits' games, in order
};
core::Result<PiecesFound> search_pieces(const database::GameDatabase& db,
                                        const PiecePattern& pattern,
                                        const database::GameFilter& filter, std::size_t max_listed);

}  // namespace damascope::app
