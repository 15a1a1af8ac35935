// Moves written in a position read back as moves: the one reading of "a line of moves in a
// position" that the command line (--moves), the opening collections and the stored analysis
// lines share. A word names a move when exactly one legal move matches it (notation.hpp).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"
#include "core/result.hpp"

namespace damascope::core {

// Why a written move is not one legal move of the position.
struct MoveReadError {
    enum class Kind {
        unreadable,  // not a move in the variant's notation (`why` says what)
        illegal,     // no legal move matches
        ambiguous,   // more than one does (`readings`: their full paths)
    };
    Kind kind = Kind::unreadable;
    std::string why;       // unreadable: the notation's message
    std::string readings;  // ambiguous: "a6xf6xf2xa2xa5 or a6xg6xg2xa2xa5"
    // The error in words: the notation's message, "not a legal move for White in FEN", or
    // "could be ... : write its whole path".
    std::string message(const Position& pos) const;
};

// The legal move `text` names in `pos`, or why there is none.
std::variant<Move, MoveReadError> read_move_in(const Position& pos, std::string_view text);
// The same, its error as words.
Result<Move> read_move(const Position& pos, std::string_view text);

// Moves written one after another (spaces, tabs or newlines between them) read from `start`,
// each in the position the ones before it reach.
struct MovesRead {
    std::vector<Move> moves;  // read, in order, up to the first that could not be
    Position end;             // the position after them
    // The first word that could not be read: its number (from 1) and text, and why; number 0
    // when every word was read.
    std::size_t failed_number = 0;
    std::string failed_text;
    MoveReadError error;
    bool ok() const { return failed_number == 0; }
};
MovesRead read_moves(const Position& start, std::string_view text);

// How many moves of `line`, played from `start` one after another, are legal where they are
// played: a line kept as moves (a stored analysis line) is used up to the first that is not.
std::size_t legal_prefix(const Position& start, std::span<const Move> line);

}  // namespace damascope::core
