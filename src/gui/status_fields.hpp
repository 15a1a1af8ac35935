// The status bar's fields by meaning (0 the message, 1 the ply and side to move, 2 the game
// count) and where each is laid out: right to left in Arabic (status_fields.cpp).
#pragma once

#include <wx/string.h>

class wxFrame;

namespace damascope::gui {

inline constexpr int status_field_count = 3;

// Where the field of meaning `field` is on the bar.
int ShownStatusField(int field);
// The text of the field of meaning `field` of `frame`'s status bar ("" without one).
wxString StatusFieldText(const wxFrame& frame, int field);

}  // namespace damascope::gui
