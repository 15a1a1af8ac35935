// The end of a game and its result in words: who won, by colour and name, and why the game ends
// where it does (app::GameEnd), in the interface's language.
#pragma once

#include <wx/string.h>

#include <string>

#include "app/game_end.hpp"
#include "core/game_state.hpp"

namespace damascope::gui {

// The players' names as the record gives them ("" or "?" when unknown).
struct PlayerNames {
    std::string white, black;
};

// "White (Ali) won", "Black won" (no name known), "Drawn"; "" for an unfinished game.
wxString OutcomeText(core::Outcome outcome, const PlayerNames& names);

// What the status bar says at the position shown: "Game over: White (Ali) won: Black has no
// piece left.", "The record stops here: ..."; "" while the game goes on. `damage`: where and how
// the file was damaged, as the importer stored it ("" when unknown).
wxString GameEndText(const app::GameEnd& end, const PlayerNames& names, const std::string& result,
                     const wxString& damage);

// The game list's result column: "1-0 · Black won"; the PDN result alone when unfinished. The
// names are in the White and Black columns beside it: short enough to be read at 1024 pixels.
wxString ResultColumnText(const std::string& result, core::Outcome outcome);

}  // namespace damascope::gui
