// Game > Set up position...: a board to put men and kings on with a palette, the game and its
// rules, the side to move, Clear, Start position, Flip, Copy FEN and Paste FEN; an impossible
// position is refused with the reason under the board. The model is app::PositionSetup.
#pragma once

#include <optional>

#include "app/position_setup.hpp"
#include "core/position.hpp"

class wxWindow;

namespace damascope::gui {

// What the dialog ended with: the position to play (OK), or the pieces to search for (Search
// these pieces); nullopt when cancelled.
struct SetupOutcome {
    enum class Action { play, search_pieces } action = Action::play;
    core::Position position = core::Position::initial(core::Variant::dama);
    app::PositionSetup setup;
};

// Opens the editor on `start` (the position on the board), turned as the board is.
std::optional<SetupOutcome> EditPosition(wxWindow* parent, const core::Position& start,
                                         bool flipped);

}  // namespace damascope::gui
