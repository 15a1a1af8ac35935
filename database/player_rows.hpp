// The players area of the database (GameDatabase, game_database.hpp): a game as the players'
// table reads it, and a spelling merged into another name.
#pragma once

#include <cstdint>
#include <string>

#include "core/game_record.hpp"

namespace damascope::database {

// One game as the players' table reads it (app/players.hpp): the names as written, the outcome in
// colours (the importer has applied each game's result convention), and the tags that decide how
// it counts, as written ("" when absent).
struct PlayerGameRow {
    std::int64_t id = 0;
    core::Variant variant = core::Variant::dama;
    std::string white, black;
    std::string date;  // as stored: YYYY-MM-DD, ? for unknown parts, "" when undated
    core::Outcome outcome = core::Outcome::ongoing;
    std::string white_elo, black_elo, mode;  // the WhiteElo, BlackElo and Mode tags
    std::string event, round;                // as stored ("" when absent)
};

// A spelling of a player's name merged into another name (table player_aliases).
struct PlayerAlias {
    std::string alias;  // as written in White or Black
    std::string name;   // the name it counts under
};

}  // namespace damascope::database
