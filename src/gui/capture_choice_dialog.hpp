// Asks which capture was meant when two chains end on the same square, naming what each takes.
#pragma once

#include <optional>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

class wxWindow;
class wxString;

namespace damascope::gui {

// "a6xf6xf2xa2xa5  takes a4, c2, c6, f3".
wxString CaptureChoiceLabel(const core::Position& pos, const core::Move& m);
// Returns the index of the chosen move, or nullopt when the user cancels.
std::optional<std::size_t> ChooseCapture(wxWindow* parent, const core::Position& pos,
                                         const std::vector<core::Move>& moves);

}  // namespace damascope::gui
