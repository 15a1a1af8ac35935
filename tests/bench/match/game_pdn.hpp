// A played game as PDN text, each engine move followed by the mover's own score and depth as a
// comment ("{+35/12}": centi-men from the mover's view, depth 12), so lost games can be studied.
#pragma once

#include <string>

#include "core/types.hpp"
#include "referee.hpp"

namespace damascope::match {

// `round` numbers the game in the match; `event` names the match.
std::string game_pdn(const GameRecord& game, int round, const std::string& event);

// The PDN result of `r` in a game of `v`: "1-0", "0-1" or "1/2-1/2", the first mover's score
// first (a Dhama game Black won is "1-0", as our importer and PDN's English-draughts files read
// it).
const char* result_text(GameResult r, core::Variant v);

}  // namespace damascope::match
