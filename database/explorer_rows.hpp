// The explorer area of the database (GameDatabase, game_database.hpp; collections.hpp holds the
// opening collections' rows): the moves played from a position and the games that reach it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/move.hpp"

namespace damascope::database {

// A move played from a position in the collection (opening explorer), with the results that
// followed.
struct ExplorerMove {
    core::Move move;   // resolved against the position; from == to == 0 if it could not be
    std::string text;  // in the project's notation ("" if unresolved)
    std::uint64_t next_hash = 0;  // position key after the move (0 if unresolved)
    std::int64_t games = 0, white_wins = 0, black_wins = 0, draws = 0;
    std::int64_t rated_games = 0;  // games with a WhiteElo or BlackElo tag
    double average_rating = 0;     // their mean rating (0 when none is rated)
    int last_year = 0;             // the latest year of a dated game (0: none dated)
};

// What the explorer shows of a position: the moves played from it, and the games that reach it
// with the first ply at which they do (0 = the start), ascending by id.
struct PositionSummary {
    std::vector<ExplorerMove> moves;  // most played first
    std::int64_t games = 0;           // games reaching the position
    // The first of them by id (as many as asked: explore_position's `max_listed`).
    std::vector<std::pair<std::int64_t, int>> occurrences;
};

}  // namespace damascope::database
