// The players view's words for a rating and a badge (players_panel.cpp, players_details.cpp).
#pragma once

#include <wx/string.h>

#include <optional>

#include "app/players.hpp"

namespace damascope::gui {

// A rating rounded to a whole number, or a dash when there is none.
wxString PlayerRatingText(const std::optional<double>& rating);
// The badge's name in the interface language ("The Long Board").
wxString BadgeTitle(const app::Badge& badge);
// The badge's name and the date of the game that won it.
wxString BadgeText(const app::Badge& badge);

}  // namespace damascope::gui
