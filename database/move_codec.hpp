// The moves of a game packed into one blob (moves.data): one row per game instead of one per ply
// keeps imports fast. Format 1; counts and numbers are LEB128 varints, strings length + UTF-8:
//   list  := count move*
//   move  := from(u8) to(u8) flags(u8) [captured: n(u8) square(u8)*] [marks] [text] [comment]
//            [nags: count nag*] [variations: count list*]
// where flags say which optional parts follow (1 captured, 2 marks, 4 text, 8 comment, 16 nags,
// 32 variations). The text is stored only when it differs from "from-to" / "fromxto".
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"

namespace damascope::database {

inline constexpr int move_format = 1;

void encode_moves(core::Variant v, const std::vector<core::RecordedMove>& moves,
                  std::vector<std::uint8_t>& out);
// An error (not a crash) for a truncated or damaged blob.
core::Result<std::vector<core::RecordedMove>> decode_moves(core::Variant v,
                                                           std::span<const std::uint8_t> data);

}  // namespace damascope::database
