// Asks which capture was meant when two chains end on the same square, naming what each takes.
#pragma once

#include <optional>
#include <vector>

#include "core/move.hpp"
#include "core/position.hpp"

class wxBitmap;
class wxWindow;
class wxString;

namespace damascope::gui {

// "a6xf6xf2xa2xa5  takes c6, f3, c2, a4": the squares in the order the chain takes them.
wxString CaptureChoiceLabel(const core::Position& pos, const core::Move& m);
// A small board (`size` pixels square) with the chain's path drawn and the pieces it takes
// ringed red, turned as the board is.
wxBitmap CaptureChoicePreview(const core::Position& pos, const core::Move& m, int size,
                              bool flipped);
// Shows each chain with its preview; returns the index of the chosen move, or nullopt when the
// user cancels.
std::optional<std::size_t> ChooseCapture(wxWindow* parent, const core::Position& pos,
                                         const std::vector<core::Move>& moves, bool flipped);

}  // namespace damascope::gui
