// The opening explorer and position search (issue 12), for the CLI (tree, find) and the GUI's
// explorer panel. A position is found however it was reached (transpositions count): through the
// database's position index. Both follow the game-list filter (database::GameFilter: player,
// event, dates, variant and rule set); its order, limit and offset are ignored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

// A game that reaches a position, and the first ply at which it does (0 = its start position).
struct GameAtPly {
    std::int64_t id = 0;
    int ply = 0;
};

// A move played from the position, with what followed it.
struct ExplorerRow {
    std::string move;            // the project's notation ("" if it could not be resolved)
    core::Move move_value;       // from == to == 0 if unresolved
    std::uint64_t next_key = 0;  // position key after the move (0 if unresolved)
    std::int64_t games = 0, white_wins = 0, draws = 0, black_wins = 0;
    double score = 0;              // White's points per game: (white_wins + draws / 2) / games
    std::int64_t rated_games = 0;  // games with a rating tag (WhiteElo, BlackElo)
    double average_rating = 0;     // their players' mean rating (0: none rated)
    int last_year = 0;             // the last year it was played (0: no game dated)
};

struct ExplorerResult {
    std::vector<ExplorerRow> moves;  // most played first
    std::int64_t games_total = 0;    // the (filtered) games reaching the position
    std::vector<GameAtPly> games;    // the first of them by id: as many as asked (max_games)
};

// What the explorer pane shows: the moves and games from the position, the games listed as the
// game list shows them, and whether the list's filter left out some games.
struct ExplorerView {
    ExplorerResult result;
    std::vector<database::GameSummary> listed;  // result.games' first, in their order
    bool filtered = false;
};

// Whether the filter leaves out any game (player, event, dates, result, variant, marks...).
bool filter_restricts(const database::GameFilter& filter);
// The ids of the filter's games, ascending, whatever its order and paging.
core::Result<std::vector<std::int64_t>> filtered_ids(const database::GameDatabase& db,
                                                     database::GameFilter filter);

// The moves played from `pos` in the games of `filter`, and those games with their ply.
// `max_games` bounds the games listed (the start of a big database has a million); up to 1,000,
// the answer at a position that very many games reach comes from what the database stores.
core::Result<ExplorerResult> explore(const database::GameDatabase& db, const core::Position& pos,
                                     const database::GameFilter& filter = {},
                                     std::size_t max_games = static_cast<std::size_t>(-1));

// Position search: the games of `filter` that reach `pos`, with the first ply, ascending by id.
core::Result<std::vector<GameAtPly>> find_position(const database::GameDatabase& db,
                                                   const core::Position& pos,
                                                   const database::GameFilter& filter = {});

// Makes the database store the explorer's answer at each variant's start position where enough
// games reach it (GameDatabase::set_explorer_store_threshold), so that a new connection has it at
// once. Only a cache: a failure changes nothing and is not an error.
void store_start_summaries(const database::GameDatabase& db);

// The explorer pane's view of `pos` in `db` with the list's `filter`, listing at most
// `max_listed` games (their rows read when they can be; an error only from the explorer).
core::Result<ExplorerView> explorer_view(const database::GameDatabase& db,
                                         const core::Position& pos,
                                         const database::GameFilter& filter,
                                         std::size_t max_listed);

}  // namespace damascope::app
