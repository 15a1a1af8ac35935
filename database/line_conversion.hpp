// Analysis lines written as text (schema versions 2 to 14, part files of versions 1 and 2) read
// into moves, each from the position of its ply: stored lines are packed moves since schema
// version 15 and part version 3 (move_codec's encode_line).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/position.hpp"
#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

// The positions of a stored game's main line, the start first: what its analysis plies are of.
// Empty when the game's start or moves no longer read (a damaged row).
std::vector<core::Position> stored_game_positions(sqlite::Connection& db, std::int64_t game_id);

// What converting the text lines did: every line stored again packed; `cut` of them kept only
// up to their first word that is no legal move where it is played (none when the ply is not a
// position of the game, or the game no longer reads).
struct LineConversion {
    std::int64_t lines = 0;
    std::int64_t cut = 0;
};

// Schema version 15: fills analysis_plies.line from the text in analysis_plies.pv, then drops pv.
// Inside the caller's transaction (the migration's); a line that does not read never fails it.
core::Result<LineConversion> convert_analysis_lines(sqlite::Connection& db);

}  // namespace damascope::database
