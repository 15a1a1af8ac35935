// The duplicate signatures of a game: 64-bit hashes of what makes two records the same game (the
// record signature) and of its moves alone (the moves signature, for "same moves" groups).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "core/game_record.hpp"
#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

// Hashes the variant, the start position (core::Position::hash()) and the main-line moves (from,
// to, captured). Comments, NAGs, variations, marks and the text as written do not count.
std::uint64_t moves_signature(core::Variant variant, std::uint64_t start_hash,
                              std::span<const core::RecordedMove> moves);

// The tags that name a game, as stored in the games table (the first of each tag; the date with
// '-' between its parts) and the result.
struct GameNames {
    std::string_view event, site, date, round, white, black, result;
};

// The record signature: the moves signature and the names. Two records with the same signature
// (and the same names, which the duplicate check compares too) are the same game.
std::uint64_t record_signature(std::uint64_t moves_sig, const GameNames& names);

// Schema version 5: recomputes both signatures of every stored game from its columns and packed
// moves (version 4 hashed the moves, the players and the result only).
core::Result<bool> recompute_signatures(sqlite::Connection& db);

}  // namespace damascope::database
