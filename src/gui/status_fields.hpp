// The status bar's fields by meaning (0 the message, 1 the ply and side to move, 2 the game
// count) and where each is laid out: right to left in Arabic (status_fields.cpp).
#pragma once

namespace damascope::gui {

inline constexpr int status_field_count = 3;

// Where the field of meaning `field` is on the bar.
int ShownStatusField(int field);

}  // namespace damascope::gui
