// The board's pane: the score and depth in numbers above, the evaluation bar beside the board.
#pragma once

#include <wx/panel.h>

#include <optional>

class wxStaticText;

namespace damascope::gui {

class BoardView;
class EvalBar;

class BoardPane : public wxPanel {
  public:
    explicit BoardPane(wxWindow* parent);

    BoardView* Board() { return board_; }
    EvalBar* Bar() { return bar_; }
    // The score shown: White's share for the bar (nullopt: none) and the words above the board
    // ("-1.25 · depth 12 · stored").
    void ShowScore(std::optional<double> white_share, const wxString& words);
    wxString ScoreWords() const;
    // White near (the board not flipped): White's part of the bar at the bottom.
    void SetWhiteNear(bool near);

  private:
    BoardView* board_ = nullptr;
    EvalBar* bar_ = nullptr;
    wxStaticText* score_ = nullptr;
    wxString words_;  // the score's words as given (shown with a left-to-right mark before its
                      // numbers in Arabic)
};

}  // namespace damascope::gui
