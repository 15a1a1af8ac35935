// Managing the games of the open database from the window: deleting the selected games, saving
// the line on the board as a game of its own. No wx here; the window asks and shows.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "core/game_record.hpp"
#include "core/result.hpp"
#include "game_document.hpp"

namespace damascope::app {

// Deletes the games (with their analysis and position index entries) in one transaction; when
// the game shown is among them, what is on the board becomes a new, unstored game. Returns how
// many were deleted; an id that is no stored game is an error and nothing is deleted.
core::Result<std::size_t> delete_games(GameDocument& doc, std::span<const std::int64_t> ids);

// The line through the cursor, from the start to the end of the line, as a game of its own: the
// moves with their comments and glyphs (no variations), the game's tags with the result the rules
// give its end ("*" when they give none) and a Source tag naming the game it came from.
core::GameRecord line_as_game(const GameDocument& doc);

// Stores line_as_game() as a new game and opens it; returns its id.
core::Result<std::int64_t> save_line_as_new_game(GameDocument& doc);

}  // namespace damascope::app
