#include "explorer_panel.hpp"

#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "display_text.hpp"
#include "number_text.hpp"

namespace damascope::gui {

namespace {

wxString Percent(std::int64_t part, std::int64_t whole) {
    return whole > 0 ? wxString::Format(
                           "%.0f%%", 100.0 * static_cast<double>(part) / static_cast<double>(whole))
                     : wxString("-");
}

wxString Grouped(std::int64_t n) {
    return wxString::FromUTF8(grouped_number(n));
}

}  // namespace

ExplorerPanel::ExplorerPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    summary_ = new wxStaticText(this, wxID_ANY, wxString());
    moves_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 160),
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    // White's and Black's wins in colours' names; the score is White's points per game.
    const std::pair<wxString, int> move_columns[] = {
        {_("Move"), 54},  {_("Games"), 52}, {_("White"), 48},  {_("Draws"), 48},
        {_("Black"), 48}, {_("Score"), 46}, {_("Rating"), 46}, {_("Last"), 42}};
    for (const auto& [title, width] : move_columns)
        moves_->AppendColumn(title, wxLIST_FORMAT_LEFT, FromDIP(width));
    moves_->SetToolTip(
        _("Click a move to play it on the board. White, Draws and Black are the "
          "share of results; Score is White's points per game."));
    games_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 120),
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    const std::pair<wxString, int> game_columns[] = {{_("#"), 55},      {_("White"), 120},
                                                     {_("Black"), 120}, {_("Result"), 60},
                                                     {_("Date"), 80},   {_("Ply"), 40}};
    for (const auto& [title, width] : game_columns)
        games_->AppendColumn(title, wxLIST_FORMAT_LEFT, FromDIP(width));
    games_->SetToolTip(_("Double-click a game to open it where it reaches this position."));

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(summary_, 0, wxEXPAND | wxALL, FromDIP(4));
    sizer->Add(moves_, 3, wxEXPAND);
    sizer->Add(games_, 2, wxEXPAND | wxTOP, FromDIP(4));
    SetSizer(sizer);

    moves_->Bind(wxEVT_LIST_ITEM_SELECTED, &ExplorerPanel::OnMoveSelected, this);
    games_->Bind(wxEVT_LIST_ITEM_ACTIVATED, &ExplorerPanel::OnGameActivated, this);
}

void ExplorerPanel::Show(const core::Result<app::ExplorerView>* view) {
    filling_ = true;
    moves_->DeleteAllItems();
    games_->DeleteAllItems();
    result_ = {};
    if (view == nullptr) {
        summary_->SetLabel(_("No database is open."));
        filling_ = false;
        return;
    }
    if (!*view) {
        summary_->SetLabel(_("The explorer could not read the database."));
        summary_->SetToolTip(wxString::FromUTF8(view->error()));
        filling_ = false;
        return;
    }
    result_ = (*view)->result;
    const std::int64_t n = result_.games_total;
    wxString text = n == 0
                        ? _("No game reaches this position.")
                        : wxString::Format(wxPLURAL("%s game reaches this position",
                                                    "%s games reach this position", PluralCount(n)),
                                           Grouped(n));
    if ((*view)->filtered) text += " " + _("(games of the list's filter)");
    summary_->SetLabel(text);
    summary_->SetToolTip(text);
    for (const auto& m : result_.moves) {
        const long row = moves_->InsertItem(
            moves_->GetItemCount(), m.move.empty() ? wxString("?") : wxString::FromUTF8(m.move));
        moves_->SetItem(row, 1, Grouped(m.games));
        moves_->SetItem(row, 2, Percent(m.white_wins, m.games));
        moves_->SetItem(row, 3, Percent(m.draws, m.games));
        moves_->SetItem(row, 4, Percent(m.black_wins, m.games));
        moves_->SetItem(row, 5, wxString::Format("%.0f%%", 100.0 * m.score));
        moves_->SetItem(
            row, 6, m.rated_games > 0 ? wxString::Format("%.0f", m.average_rating) : wxString("-"));
        moves_->SetItem(row, 7,
                        m.last_year > 0 ? wxString::Format("%d", m.last_year) : wxString("-"));
    }
    // Counts of a big database ("253,305") are wider than the column's default: widen it to fit.
    if (!result_.moves.empty()) {
        const int needed =
            moves_->GetTextExtent(Grouped(result_.moves.front().games)).GetWidth() + FromDIP(14);
        moves_->SetColumnWidth(1, std::max(FromDIP(52), needed));
    }
    const auto& listed = (*view)->listed;
    for (std::size_t i = 0; i < listed.size() && i < result_.games.size(); ++i) {
        const auto& g = listed[i];
        const long row = games_->InsertItem(games_->GetItemCount(),
                                            wxString::Format("%lld", static_cast<long long>(g.id)));
        games_->SetItem(row, 1, wxString::FromUTF8(g.white));
        games_->SetItem(row, 2, wxString::FromUTF8(g.black));
        games_->SetItem(row, 3, wxString::FromUTF8(g.result));
        games_->SetItem(row, 4, DateText(g.date));
        games_->SetItem(row, 5, wxString::Format("%d", result_.games[i].ply));
    }
    filling_ = false;
}

wxString ExplorerPanel::Summary() const {
    return summary_->GetLabel();
}

std::vector<wxString> ExplorerPanel::MoveRows() const {
    std::vector<wxString> rows;
    for (long row = 0; row < moves_->GetItemCount(); ++row) {
        wxString text;
        for (int col = 0; col < moves_->GetColumnCount(); ++col)
            text += (col ? " " : "") + moves_->GetItemText(row, col);
        rows.push_back(text);
    }
    return rows;
}

bool ExplorerPanel::PlayRow(long row) {
    if (row < 0 || row >= static_cast<long>(result_.moves.size())) return false;
    const auto& m = result_.moves[static_cast<std::size_t>(row)];
    if (m.move.empty()) return false;  // could not be named: nothing to play
    if (on_play) on_play(m.move_value);
    return true;
}

void ExplorerPanel::OnMoveSelected(wxListEvent& e) {
    if (filling_) return;
    const long row = e.GetIndex();
    // Played after the event: playing refills this list.
    CallAfter([this, row] { PlayRow(row); });
}

void ExplorerPanel::OnGameActivated(wxListEvent& e) {
    const auto row = static_cast<std::size_t>(e.GetIndex());
    if (row >= result_.games.size() || !on_open_game) return;
    const auto g = result_.games[row];
    CallAfter([this, g] { on_open_game(g.id, g.ply); });
}

}  // namespace damascope::gui
