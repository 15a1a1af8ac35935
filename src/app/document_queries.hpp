// What the window asks of the open database besides its panels' sources (game_list.hpp,
// player_roster.hpp, collection_book.hpp): the explorer at the board's position, the games with
// given pieces, the games an export covers, the events and their standings. Each takes the window
// model (GameDocument), so that the window never holds the database; without a database the
// answers are empty.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "booklet.hpp"
#include "core/game_record.hpp"
#include "core/result.hpp"
#include "game_document.hpp"
#include "opening_explorer.hpp"
#include "position_setup.hpp"
#include "standings.hpp"

namespace damascope::app {

// The explorer's answer for the position on the board, over the games of `filter`
// (app::explorer_view).
core::Result<ExplorerView> explore_position(const GameDocument& doc, const GameFilter& filter,
                                            std::size_t max_listed);
// The games of `filter` where the pieces stand so (app::search_pieces).
core::Result<PiecesFound> search_pieces(const GameDocument& doc, const PiecePattern& pattern,
                                        const GameFilter& filter, std::size_t max_listed);
// The ids of the games of `filter`, ascending.
core::Result<std::vector<std::int64_t>> game_ids(const GameDocument& doc, const GameFilter& filter);
// The games `ids` in that order, the open game as it is on screen (with a change the database
// refused); an error names a game that cannot be read.
core::Result<std::vector<core::GameRecord>> games_as_shown(const GameDocument& doc,
                                                           const std::vector<std::int64_t>& ids);
// The games `ids` with their analyses for a booklet (app::load_booklet).
core::Result<Booklet> load_booklet(const GameDocument& doc, const std::vector<std::int64_t>& ids);
// The events of the database, and one event's standings (app/standings.hpp).
core::Result<std::vector<EventSummary>> list_events(const GameDocument& doc);
core::Result<Standings> load_event_standings(const GameDocument& doc, const std::string& event,
                                             PointsScale scale);

}  // namespace damascope::app
