// A marked move explained: the capture that was compulsory (or the longer chain) drawn on the
// board and said in the status bar; at a move the engine judged, the move that should have been
// played (its arrow is ShowScore's).
#include <wx/intl.h>

#include "app/better_move.hpp"
#include "board_view.hpp"
#include "main_frame.hpp"
#include "mark_explanation.hpp"
#include "move_list_panel.hpp"

namespace damascope::gui {

void MainFrame::ExplainMark() {
    const auto& s = doc_.session();
    const app::SessionNode& node = s.node(s.cursor());
    std::optional<MarkExplanation> e;
    if (node.parent >= 0) e = explain_mark(s.node(node.parent).position, node.move, node.marks);
    mark_text_.clear();
    if (e) {
        const bool neutral = e->kind == MarkExplanation::Kind::shorter_choice;
        board_->SetExplanation(e->path, e->move.captured, neutral);
        mark_text_ = MarkExplanationText(*e);
    } else {
        board_->SetExplanation({}, 0, false);
    }
    if (const auto better = app::better_move_at_cursor(doc_)) {
        if (!mark_text_.empty()) mark_text_ += wxString::FromUTF8(" \u00b7 ");
        mark_text_ += wxString::FromUTF8(app::better_move_text(*better));
    }
    ShowPositionMessage(false);  // with the mark's words
}

}  // namespace damascope::gui
