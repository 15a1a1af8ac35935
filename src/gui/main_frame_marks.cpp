// A marked move explained: the capture that was compulsory (or the longer chain) drawn on the
// board and said in the status bar.
#include <wx/intl.h>

#include "board_view.hpp"
#include "main_frame.hpp"
#include "mark_explanation.hpp"

namespace damascope::gui {

void MainFrame::ExplainMark() {
    const auto& s = doc_.session();
    const app::SessionNode& node = s.node(s.cursor());
    std::optional<MarkExplanation> e;
    if (node.parent >= 0) e = explain_mark(s.node(node.parent).position, node.move, node.marks);
    if (!e) {
        board_->SetExplanation({}, 0, false);
        return;
    }
    const bool neutral = e->kind == MarkExplanation::Kind::shorter_choice;
    board_->SetExplanation(e->path, e->move.captured, neutral);
    const wxString move = wxString::FromUTF8(e->move_text);
    wxString text;
    switch (e->kind) {
        case MarkExplanation::Kind::missed_capture:
            text = wxString::Format(_("Missed compulsory capture: %s took %d"), move, e->taken);
            break;
        case MarkExplanation::Kind::longer_chain:
            text =
                wxString::Format(_("A longer capture was compulsory: %s took %d"), move, e->taken);
            break;
        case MarkExplanation::Kind::shorter_choice:
            text = wxString::Format(_("A longer capture was possible (free to choose in Dhama): "
                                      "%s took %d"),
                                    move, e->taken);
            break;
    }
    SetStatusText(text, 0);
}

}  // namespace damascope::gui
