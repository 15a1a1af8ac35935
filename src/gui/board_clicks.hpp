// What a click on the board means, given the legal moves, the lifted piece and a capture waiting
// for confirmation (wx-free, so it is tested without a display).
#pragma once

#include <optional>
#include <vector>

#include "core/move.hpp"

namespace damascope::gui {

enum class ClickMeaning {
    confirm,        // the pending capture's last square again: play it
    choose_target,  // a square the lifted piece may go to (its own square for a returning chain)
    lift,           // a piece that may move
    drop,           // anything else: put the piece down
};

// A dama's chain may end on the square it started from; a click there with that piece lifted
// chooses the target (a second click confirms) rather than lifting it again.
ClickMeaning click_meaning(const std::vector<core::Move>& legal, std::optional<core::Square> lifted,
                           const std::optional<core::Move>& pending, core::Square clicked);

// The legal moves of the piece on `from` that end on `to`.
std::vector<core::Move> moves_between(const std::vector<core::Move>& legal, core::Square from,
                                      core::Square to);

}  // namespace damascope::gui
