// The players view's words for a rating and a badge, in the interface's language.
#include "player_texts.hpp"

#include <wx/intl.h>

#include <cmath>

#include "display_text.hpp"

namespace damascope::gui {

wxString PlayerRatingText(const std::optional<double>& r) {
    return r ? wxString::Format("%.0f", std::round(*r)) : wxString::FromUTF8("\u2013");
}

wxString BadgeTitle(const app::Badge& b) {
    if (b.name == app::long_board_name) return _("The Long Board");
    return wxString::FromUTF8(b.name);
}

wxString BadgeText(const app::Badge& b) {
    return wxString::Format(_("%s, %s"), BadgeTitle(b),
                            b.date.empty() ? _("undated game") : DateText(b.date));
}

}  // namespace damascope::gui
