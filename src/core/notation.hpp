// Move and square notation: algebraic for Dama (d3-d4, d3xd5xf5), PDN numbers for Dhama (11-15,
// 22x15).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.hpp"
#include "position.hpp"
#include "result.hpp"

namespace damascope::core {

// "d3" for Dama, "22" for Dhama.
std::string square_name(Variant v, Square s);
// Parses a square name; nullopt when it is not a square of the variant's board.
std::optional<Square> parse_square(Variant v, std::string_view text);

// The shortest unambiguous text for `m` among `candidates` (usually the legal moves): from-to for a
// step, fromxto for a capture when no other candidate shares from and to, else the full path.
std::string format_move(const Position& pos, const Move& m, std::span<const Move> candidates);
// Always the full path: every landing square.
std::string format_move_full(const Position& pos, const Move& m);
// A move of a record: the shortest text among the legal moves, or, for a move that broke a rule
// (a missed capture, a shorter chain), among the physically possible ones, so that the importer
// reads it back as the same move; the full path for anything else.
std::string format_recorded_move(const Position& pos, const Move& m);
// The squares a move goes through, as a board draws it: from, every landing (the first chain for
// a capture), to.
std::vector<Square> move_path(const Position& before, const Move& m);

// A move as written: the squares in order and whether a capture separator 'x' or ':' was used.
struct WrittenMove {
    std::vector<Square> squares;  // at least two
    bool capture_separator = false;
};
Result<WrittenMove> parse_written_move(Variant v, std::string_view text);

// The candidates the written move can mean. The squares after the first are read as the landing
// squares of the chain (all of them, or only the last: the short form) or, in the federation form,
// as the captured squares followed by the destination. Separators are not trusted ('-' for captures
// and 'x' for steps occur in real files). Two squares that are the whole path of one single jump
// mean that jump, though longer chains end on the same square.
std::vector<Move> match_written_move(const Position& pos, const WrittenMove& written,
                                     std::span<const Move> candidates);

}  // namespace damascope::core
