// Dhama's PDN square numbers, drawn over the pieces in each dark square's top corner so that
// they stay readable at any size.
#pragma once

#include <wx/colour.h>

#include "board_geometry.hpp"

class wxGraphicsContext;

namespace damascope::gui {

// The number's plate and its figures (the screenshot tests look for both in a square's corner).
inline const wxColour square_number_plate(48, 30, 16);
inline const wxColour square_number_text(255, 240, 200);

void draw_square_numbers(wxGraphicsContext& gc, const BoardGeometry& geo);

}  // namespace damascope::gui
