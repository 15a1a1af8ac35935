#include "tables_panel.hpp"

#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "translations.hpp"

namespace damascope::gui {

namespace {

enum Column { col_move, col_verdict, column_count };

// In Arabic the table reads right to left: the columns are put in reverse order (the list draws
// them left to right in both directions), as in the engine panel.
int shown_column(int c) {
    return IsRightToLeft() ? column_count - 1 - c : c;
}

// A move stays left-to-right text inside the mirrored list ("22x15", "c3xc5xe5").
wxString left_to_right(const wxString& text) {
    return IsRightToLeft() ? wxString::FromUTF8("\u202A") + text + wxString::FromUTF8("\u202C")
                           : text;
}

wxColour verdict_colour(app::TableMove::Verdict v) {
    switch (v) {
        case app::TableMove::Verdict::win:
            return wxColour(20, 110, 40);
        case app::TableMove::Verdict::loss:
            return wxColour(170, 30, 30);
        case app::TableMove::Verdict::draw:
        case app::TableMove::Verdict::unknown:
            break;
    }
    return wxColour(70, 70, 70);
}

}  // namespace

TablesPanel::TablesPanel(wxWindow* parent, std::unique_ptr<app::EndgameTables> tables)
    : wxPanel(parent, wxID_ANY), tables_(std::move(tables)) {
    verdict_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                wxST_ELLIPSIZE_END);
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(300, 100),
                           wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
    const auto start = IsRightToLeft() ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT;
    const std::pair<wxString, int> columns[column_count] = {{_("Move"), 110},
                                                            {_("Tables' verdict"), 180}};
    for (int shown = 0; shown < column_count; ++shown) {
        const auto& [title, width] = columns[shown_column(shown)];
        list_->AppendColumn(title, start, width);
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(verdict_, 0, wxEXPAND | wxALL, 4);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);
    // The verdict column takes the rest of the width (in Arabic it then reaches the left edge).
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        const int rest = list_->GetClientSize().x - list_->GetColumnWidth(shown_column(col_move));
        list_->SetColumnWidth(shown_column(col_verdict), std::max(120, rest - 4));
        e.Skip();
    });
    // A click on a move plays it on the board.
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        if (filling_) return;
        PlayRow(static_cast<std::size_t>(e.GetIndex()));
    });
}

bool TablesPanel::SetPosition(const core::Position& pos) {
    position_ = pos;
    moves_ = tables_->moves(pos);
    holds_ = moves_.has_value();
    Fill();
    return holds_;
}

void TablesPanel::Reload() {
    tables_->reload();
    SetPosition(position_);
}

void TablesPanel::Fill() {
    filling_ = true;
    list_->Freeze();
    list_->DeleteAllItems();
    if (moves_) {
        verdict_->SetLabel(
            wxString::FromUTF8(app::position_verdict_text(position_, *moves_)) +
            (moves_->moves.empty() ? wxString() : wxString("  ") + _("Click a move to play it.")));
        for (std::size_t i = 0; i < moves_->moves.size(); ++i) {
            const app::TableMove& m = moves_->moves[i];
            const long item = list_->InsertItem(static_cast<long>(i), wxString());
            list_->SetItem(item, shown_column(col_move), left_to_right(wxString::FromUTF8(m.text)));
            list_->SetItem(item, shown_column(col_verdict),
                           wxString::FromUTF8(app::verdict_text(m.verdict, m.plies)));
            list_->SetItemTextColour(item, verdict_colour(m.verdict));
        }
    } else {
        verdict_->SetLabel(_("Not in the tables"));
    }
    list_->Thaw();
    filling_ = false;
}

wxString TablesPanel::Summary() const {
    return verdict_->GetLabel();
}

std::vector<wxString> TablesPanel::RowTexts() const {
    std::vector<wxString> out;
    if (!moves_) return out;
    for (const app::TableMove& m : moves_->moves)
        out.push_back(wxString::FromUTF8(m.text + " " + app::verdict_text(m.verdict, m.plies)));
    return out;
}

bool TablesPanel::PlayRow(std::size_t n) {
    if (!moves_ || n >= moves_->moves.size()) return false;
    const core::Move move = moves_->moves[n].move;  // the list is refilled by playing it
    if (on_play) on_play(move);
    return true;
}

wxPoint TablesPanel::RowPoint(std::size_t n, const wxWindow* frame) const {
    wxRect r;
    if (!list_->GetItemRect(static_cast<long>(n), r)) return wxPoint(-1, -1);
    // GetItemRect is in the list's main window's coordinates: the header's height is added by
    // the list's own client-to-screen for report views (wxGTK's generic list).
    const wxPoint centre(r.x + std::min(r.width, list_->GetClientSize().x) / 2, r.y + r.height / 2);
    return list_->ClientToScreen(centre) - frame->GetScreenRect().GetTopLeft();
}

}  // namespace damascope::gui
