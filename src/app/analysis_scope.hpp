// Which games Analysis > Analyse... covers: the open game, the games the list's filter shows,
// or all the games of the database.
#pragma once

#include <cstdint>
#include <vector>

#include "core/result.hpp"
#include "database/game_rows.hpp"
#include "game_document.hpp"

namespace damascope::app {

enum class AnalysisScope {
    current_game,    // Analysis > Analyse this game (a stored game only)
    filtered_games,  // Analysis > Analyse the filtered games
    all_games,       // Analysis > Analyse all games
};

// The ids of the games `scope` covers (`filter`: the game list's); empty for a new game not yet
// stored, or without a database; the database's error when it cannot list them.
core::Result<std::vector<std::int64_t>> games_to_analyse(GameDocument& doc, AnalysisScope scope,
                                                         const database::GameFilter& filter);

}  // namespace damascope::app
