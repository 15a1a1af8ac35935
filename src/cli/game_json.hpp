// A stored game as `show --json` and `annotate --json` print it: tags, moves with their marks,
// comments, NAGs, arrows, coloured squares, variations and the stored analysis of each position.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/output.hpp"
#include "core/game_record.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

// One move: {"ply", "move", "text", "marks", "comment", "comment_before", "nags", "arrows",
// "squares", "variations", "score", "mate_in", "best", "depth"}. `comment` is the comment's words
// without its [%cal]/[%csl] commands, which are "arrows" ([{"from", "to", "colour"}]) and
// "squares" ([{"square", "colour"}]). `analysis` is the stored analysis of the position the move
// reaches (main line only; null fields without one); its judgement marks join "marks".
Json move_json(const core::Position& before, int ply, const core::RecordedMove& m,
               const database::PlyAnalysis* analysis, const std::vector<Json>& variations);

// Loads the game `--game ID` names into `out`: 0, or the exit code with its message printed (2 when
// there is no such game in `path`, 1 when the database cannot be read).
int load_stored_game(database::GameDatabase& db, std::int64_t id, const std::string& path,
                     core::GameRecord& out);

// The whole game (see README, `show`).
Json game_json(std::int64_t id, const core::GameRecord& g,
               const std::vector<database::ImportProblem>& problems,
               const std::optional<database::GameAnalysis>& analysis);

// The main-line move at `ply` (from 1) with its variations, as in game_json.
Json main_line_move_json(const core::GameRecord& g, int ply,
                         const std::optional<database::GameAnalysis>& analysis);

}  // namespace damascope::cli
