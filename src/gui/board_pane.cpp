#include "board_pane.hpp"

#include <wx/regex.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "board_view.hpp"
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

namespace {

// In a right-to-left line a signed score's sign would be drawn after it ("3.19+"): a left-to-right
// mark (U+200E) before each one keeps the sign in front, as it is written.
wxString with_isolated_scores(const wxString& words) {
    if (!IsRightToLeft()) return words;
    wxString shown = words;
    wxRegEx score("([+-][0-9]+(\\.[0-9]+)?)");
    score.ReplaceAll(&shown, wxString::FromUTF8("\u200e\\1"));
    return shown;
}

}  // namespace

void BoardPane::ShowScore(std::optional<double> white_share, const wxString& words) {
    bar_->SetWhiteShare(white_share);
    words_ = words;
    const wxString shown = with_isolated_scores(words);
    if (score_->GetLabel() != shown) score_->SetLabel(shown);
}

wxString BoardPane::ScoreWords() const {
    return words_;
}

void BoardPane::SetWhiteNear(bool near) {
    bar_->SetWhiteAtBottom(near);
}

}  // namespace damascope::gui
