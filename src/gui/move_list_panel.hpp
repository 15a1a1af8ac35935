// The move list: numbered moves, variations in parentheses, comments, NAGs, and the rule-break and
// judgement marks as coloured symbols; clicking a move jumps to it.
#pragma once

#include <wx/html/htmlwin.h>

#include <functional>

#include "app/game_session.hpp"

#include <map>

#include "mark_explanation.hpp"

namespace damascope::gui {

class MoveListPanel : public wxHtmlWindow {
  public:
    explicit MoveListPanel(wxWindow* parent);

    // Shows the session's moves with the cursor's move highlighted; `header` goes above them.
    void ShowGame(const app::GameSession& session, const wxString& header, const wxString& result);

    std::function<void(app::NodeId)> on_jump;
    // A right-click on a move (its context menu).
    std::function<void(app::NodeId)> on_context_menu;

  private:
    void OnLink(wxHtmlLinkEvent& e);
    void OnCellHover(wxHtmlCellEvent& e);
    void OnRightDown(wxMouseEvent& e);
    void ScrollToCurrent();

    std::map<app::NodeId, wxString> mark_tips_;  // a marked move's badge: what the mark means
    app::NodeId tip_node_ = -1;                  // whose tip is shown now
};

// A rule mark in words: "Missed compulsory capture: a5xa3xc3xc1 took 3" (the status bar and the
// badge's tooltip).
wxString MarkExplanationText(const MarkExplanation& e);
// Every mark of a move in words (empty when it has none).
wxString MarksText(const app::GameSession& session, app::NodeId id);

// The HTML for a session's move list (exposed for tests and for export).
wxString MoveListHtml(const app::GameSession& session, const wxString& header,
                      const wxString& result);

}  // namespace damascope::gui
