#include "position_status.hpp"

#include <wx/intl.h>

#include "app/better_move.hpp"
#include "app/window_texts.hpp"
#include "board_view.hpp"
#include "display_text.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "mark_explanation.hpp"
#include "move_list_panel.hpp"

namespace damascope::gui {

PositionStatus::PositionStatus(MainFrame& frame, app::GameDocument& doc)
    : CommandArea(frame, doc) {}

void PositionStatus::Bind() {
    Panes().board->on_hint = [this](const wxString& text) {
        if (text.empty())
            ShowPositionMessage(true);
        else
            Say(text);
    };
    Panes().games->on_count_changed = [this] { Update(); };
}

void PositionStatus::ExplainMark() {
    const auto& s = doc_.session();
    const app::SessionNode& node = s.node(s.cursor());
    std::optional<MarkExplanation> e;
    if (node.parent >= 0) e = explain_mark(s.node(node.parent).position, node.move, node.marks);
    mark_text_.clear();
    BoardView* board = Panes().board;
    if (e) {
        const bool neutral = e->kind == MarkExplanation::Kind::shorter_choice;
        board->SetExplanation(e->path, e->move.captured, neutral);
        mark_text_ = MarkExplanationText(*e);
    } else {
        board->SetExplanation({}, 0, false);
    }
    // At a move the engine judged, the move that should have been played (its arrow is the
    // analysis display's).
    if (const auto better = app::better_move_at_cursor(doc_)) {
        if (!mark_text_.empty()) mark_text_ += wxString::FromUTF8(" \u00b7 ");
        mark_text_ += wxString::FromUTF8(app::better_move_text(*better));
    }
    ShowPositionMessage(false);  // with the mark's words
}

wxString PositionStatus::PositionMessage() const {
    return wxString::FromUTF8(app::position_message(
        doc_, mark_text_.utf8_string(),
        doc_.has_database() ? DisplayPath(doc_.database_path()).utf8_string() : std::string()));
}

void PositionStatus::ShowPositionMessage(bool always) {
    // Said once per position: a message set after it (a save, an error) stays until the position
    // or what it means changes.
    const wxString message = PositionMessage();
    const wxString key = wxString::Format("%lld/%d/%zu/", static_cast<long long>(doc_.game_id()),
                                          doc_.session().cursor(), doc_.session().node_count()) +
                         message;
    if (!always && key == position_message_key_) return;
    position_message_key_ = key;
    Say(message);
}

wxString PositionStatus::CountText() const {
    if (!doc_.has_database()) return _("No database");
    return GameCountText(Panes().games->Count(), Panes().games->Total());
}

void PositionStatus::Update() {
    frame_.SetStatusText(wxString::FromUTF8(app::ply_status_text(doc_)), 1);
    frame_.SetStatusText(CountText(), 2);
    Panes().board->SetGameOver(app::rules_outcome(doc_));
}

}  // namespace damascope::gui
