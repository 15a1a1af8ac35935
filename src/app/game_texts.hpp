// The game, its rules and its end in words a player knows: who won, by colour and name, and why
// the game ends where it does (GameEnd), in the interface's language (ui_text.hpp).
#pragma once

#include <functional>
#include <string>

#include "core/game_record.hpp"
#include "core/game_state.hpp"
#include "core/types.hpp"
#include "game_end.hpp"

namespace damascope::app {

// "Dama — Arab rules", "Dama — Turkish federation" or "Dhama".
std::string variant_title(core::Variant v);

// The players' names as the record gives them ("" or "?" when unknown).
struct PlayerNames {
    std::string white, black;
};

// "White (Ali) won", "Black won" (no name known), "Drawn"; "" for an unfinished game.
std::string outcome_text(core::Outcome outcome, const PlayerNames& names);

// What the status bar says at the position shown: "Game over: White (Ali) won: Black has no
// piece left.", "The record stops here: ..."; "" while the game goes on. `damage`: where and how
// the file was damaged, as the importer stored it ("" when unknown).
std::string game_end_text(const GameEnd& end, const PlayerNames& names, const std::string& result,
                          const std::string& damage);

// The game list's result column: "1-0 · Black won"; the PDN result alone when unfinished. The
// names are in the White and Black columns beside it: short enough to be read at 1024 pixels.
std::string result_column_text(const std::string& result, core::Outcome outcome);

// A stored game's title: "White - Black, Event, 1841 (1-0)" ("?" for a missing name, the date
// as far as it is known). `part` is applied to each name, the event and the date: the window
// isolates them (bidi_text.hpp) so that an Arabic name in a Latin title keeps its place.
std::string game_title(const core::GameRecord& record,
                       const std::function<std::string(const std::string&)>& part = {});

}  // namespace damascope::app
