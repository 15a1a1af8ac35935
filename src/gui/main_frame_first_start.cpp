// MainFrame: the first start — the bundled sample opens at its first marked game, on the marked
// move (its mark explained on the board and in the status bar), and the notice says in one line
// what the marks are (app/first_start.hpp chooses the game and the move).
#include <wx/intl.h>

#include "app/first_start.hpp"
#include "main_frame.hpp"
#include "notice_bar.hpp"

namespace damascope::gui {

bool MainFrame::OpenAtFirstMark() {
    const auto id = app::first_marked_game(doc_);
    if (!id || !OpenGame(*id)) return false;
    if (app::go_to_first_mark(doc_.session())) RefreshPosition();
    notice_->ShowInformation(wxString::FromUTF8(app::marks_legend_text()));
    return true;
}

}  // namespace damascope::gui
