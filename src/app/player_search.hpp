// The players window's search box: which players a typed text finds, in any script. Latin letters
// match whatever their case (ASCII, Latin-1 and Latin Extended-A: "é" finds "É"); other scripts,
// Arabic among them, match letter for letter. A player is found by their name or by any spelling
// merged into it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "players.hpp"

namespace damascope::app {

// `text` with its Latin capitals made small, for comparing; invalid UTF-8 bytes are kept as they
// are.
std::string fold_case(std::string_view text);

// Whether `query` (any case; surrounding spaces ignored; empty finds everyone) is part of the
// player's name or of one of their merged spellings.
bool player_matches(const PlayerStanding& p, std::string_view query);

// The indexes into `players` of those `query` finds, in table order.
std::vector<std::size_t> matching_players(const std::vector<PlayerStanding>& players,
                                          std::string_view query);

// The position in `rows` (indexes into `players`) of the player named `name`, or of the player
// `name` was merged into (one of their spellings); nullopt when the rows do not show them.
std::optional<std::size_t> row_of_player(const std::vector<PlayerStanding>& players,
                                         const std::vector<std::size_t>& rows,
                                         std::string_view name);

}  // namespace damascope::app
