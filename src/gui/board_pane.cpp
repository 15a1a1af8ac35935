#include "board_pane.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>

#include "board_view.hpp"
#include "display_text.hpp"
#include "eval_bar.hpp"
#include "translations.hpp"

namespace damascope::gui {

BoardPane::BoardPane(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    board_ = new BoardView(this);
    bar_ = new EvalBar(this);
    score_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                              wxST_ELLIPSIZE_END);
    score_->SetFont(score_->GetFont().Bold());
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(bar_, 0, wxEXPAND | wxTOP | wxBOTTOM, 6);
    row->Add(board_, 1, wxEXPAND);
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(score_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    column->Add(row, 1, wxEXPAND | wxLEFT, 4);
    SetSizer(column);
}

void BoardPane::ShowScore(std::optional<double> white_share, const wxString& words) {
    bar_->SetWhiteShare(white_share);
    words_ = words;
    // In Arabic each score keeps its sign in front ("+0.05", not "0.05+").
    const wxString shown = ReadingLabel(words);
    if (score_->GetLabel() != shown) score_->SetLabel(shown);
}

wxString BoardPane::ScoreWords() const {
    return words_;
}

void BoardPane::SetWhiteNear(bool near) {
    bar_->SetWhiteAtBottom(near);
}

}  // namespace damascope::gui
