// Replays a game as written on the board of its variant, marking rule breaks and stopping at an
// impossible move.
#pragma once

#include <string_view>

#include "importers/game_file_reader.hpp"
#include "importers/raw_game.hpp"

namespace damascope::importers {

// How the skip reason of junk (ReadGame::junk) begins and ends.
inline constexpr std::string_view junk_reason_prefix = "not a game: ";
inline constexpr std::string_view junk_reason_suffix = "; skipped";

// Detects the variant, sets up the start position, replays the main line and its variations and
// fills the record (tags, moves with marks/comments/NAGs, result, outcome, stopped). A Dama game
// is replayed under the rules `options` force, else those its [Rules] tag names, else the seed's
// (`dama`) unless only the federation's rule explains a move: then the whole game is replayed and
// stored as `turkish` (ReadGame::rules_from_moves).
ReadGame replay_game(RawGame raw, const ReadOptions& options = {});

// "1-0", "0-1", "1/2-1/2" or "*" for a PDN result as written (2-0, 0-2, 1-1, 0-0 included);
// "" when the text is not a result.
std::string normalize_result(std::string_view text);

// The result in colours: a PDN result names the first mover's score first (White in Dama,
// Black in Dhama).
core::Outcome outcome_of(core::Variant v, std::string_view normalized_result);

}  // namespace damascope::importers
