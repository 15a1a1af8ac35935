// The status bar says what is true now: what the position shown means (a variation, a mark, the
// end of the game), which ply and whose move, and how many games the list holds. The words are
// the window model's (app/window_texts.hpp); this file puts them in their fields.
#include <wx/intl.h>

#include "app/window_texts.hpp"
#include "display_text.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"

namespace damascope::gui {

wxString MainFrame::PositionMessage() const {
    return wxString::FromUTF8(app::position_message(
        doc_, mark_text_.utf8_string(),
        doc_.has_database() ? DisplayPath(doc_.database_path()).utf8_string() : std::string()));
}

void MainFrame::ShowPositionMessage(bool always) {
    // Said once per position: a message set after it (a save, an error) stays until the position
    // or what it means changes.
    const wxString message = PositionMessage();
    const wxString key = wxString::Format("%lld/%d/%zu/", static_cast<long long>(doc_.game_id()),
                                          doc_.session().cursor(), doc_.session().node_count()) +
                         message;
    if (!always && key == position_message_key_) return;
    position_message_key_ = key;
    SetStatusText(message, 0);
}

wxString MainFrame::GameCountStatusText() const {
    if (!doc_.has_database()) return _("No database");
    return GameCountText(games_->Count(), games_->Total());
}

}  // namespace damascope::gui
