// The moves of a game packed into one blob (moves.data): one row per game instead of one per ply
// keeps imports fast. Format 2; counts and numbers are LEB128 varints, strings length + UTF-8:
//   list  := count move*
//   move  := from(u8) to(u8) flags(u8) [captured: n(u8) square(u8)*] [marks] [text] [comment]
//            [nags: count nag*] [variations: count list*] [comment before]
// where flags say which optional parts follow (1 captured, 2 marks, 4 text, 8 comment, 16 nags,
// 32 variations, 64 comment before). Format 1 is the same without flag 64 (read as it is). The text
// is stored only when it differs from "from-to" / "fromxto".
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"

namespace damascope::database {

inline constexpr int move_format = 2;
// Whether decode_moves reads blobs of that format (1 and 2).
constexpr bool known_move_format(int format) {
    return format == 1 || format == move_format;
}

void encode_moves(core::Variant v, const std::vector<core::RecordedMove>& moves,
                  std::vector<std::uint8_t>& out);
// An error (not a crash) for a truncated or damaged blob.
core::Result<std::vector<core::RecordedMove>> decode_moves(core::Variant v,
                                                           std::span<const std::uint8_t> data);

// The first main-line move (0-based ply index) that no piece could make in its position, played
// from `start`; nullopt when every move is possible. A blob can decode into well-formed moves
// that are garbage (a damaged byte inside a square number): replaying finds them.
std::optional<std::size_t> first_impossible_move(const core::Position& start,
                                                 std::span<const core::RecordedMove> moves);

// A line of moves alone, as the stored analysis keeps its lines (analysis_plies.line, a part's
// lines): the list above with every move's squares and nothing else (flags 0 or 1), so that
// decode_moves and decode_main_line read it too. An empty line is one byte, its count 0.
std::vector<std::uint8_t> encode_line(std::span<const core::Move> moves);
// An error for a blob that is not such a list (damaged, truncated, bytes after it, a move with
// text or comments). The moves are not checked against a position (core::legal_prefix does).
core::Result<std::vector<core::Move>> decode_line(std::span<const std::uint8_t> data);

// The first `max_plies` main-line moves alone (comments, variations and texts skipped): what the
// opening collections read from every game.
core::Result<std::vector<core::Move>> decode_main_line(std::span<const std::uint8_t> data,
                                                       std::size_t max_plies);

}  // namespace damascope::database
