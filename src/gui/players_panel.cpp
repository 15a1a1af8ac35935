#include "players_panel.hpp"

#include <wx/bitmap.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcmemory.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cmath>

#include "app/bidi_text.hpp"
#include "app/game_texts.hpp"
#include "app/player_names.hpp"
#include "app/player_search.hpp"
#include "app/ui_text.hpp"
#include "display_text.hpp"
#include "player_texts.hpp"
#include "rating_plot.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

enum Column {
    col_name,
    col_games,
    col_wins,
    col_draws,
    col_losses,
    col_points,
    col_rating,
    col_file,
    col_not_counted,
    col_badges,
    column_count
};
constexpr const char* column_keys[column_count] = {"name",        "games",  "wins",   "draws",
                                                   "losses",      "points", "rating", "file",
                                                   "not_counted", "badges"};

// The list's columns as shown: in Arabic the table reads right to left, names on the right (the
// list draws its columns left to right in both directions, so they are put in reverse order).
// The same mapping turns a shown column back into a table column.
int shown_column(int c) {
    return IsRightToLeft() ? column_count - 1 - c : c;
}

wxBitmap gold_disc(int size) {
    wxBitmap bmp(size, size, 24);
    wxMemoryDC dc(bmp);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    dc.SetPen(wxPen(wxColour(150, 110, 10), 1));
    dc.SetBrush(wxBrush(badge_gold));
    dc.DrawCircle(size / 2, size / 2, size / 2 - 1);
    return bmp;
}

double sort_value(const app::PlayerStanding& p, int column) {
    switch (column) {
        case col_games:
            return p.games;
        case col_wins:
            return p.wins;
        case col_draws:
            return p.draws;
        case col_losses:
            return p.losses;
        case col_points:
            return static_cast<double>(p.points);
        case col_rating:
            return p.rating.value_or(-1e9);
        case col_file:
            return p.file_rating.value_or(-1);
        case col_not_counted:
            return p.not_counted;
        case col_badges:
            return static_cast<double>(p.badges.size());
        default:
            return 0;
    }
}

}  // namespace

// The table: a virtual list over table_.players.
class PlayersFrame::List : public wxListCtrl {
  public:
    List(wxWindow* parent, const app::PlayersTable& table, const std::vector<std::size_t>& rows)
        : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxLC_REPORT | wxLC_VIRTUAL | wxLC_HRULES),
          table_(table),
          rows_(rows) {}

    wxString OnGetItemText(long item, long shown) const override {
        if (item < 0 || static_cast<std::size_t>(item) >= rows_.size()) return {};
        const auto& p = table_.players[rows_[static_cast<std::size_t>(item)]];
        switch (shown_column(static_cast<int>(shown))) {
            case col_name:
                return wxString::FromUTF8(p.name);
            case col_games:
                return wxString::Format("%d", p.games);
            case col_wins:
                return wxString::Format("%d", p.wins);
            case col_draws:
                return wxString::Format("%d", p.draws);
            case col_losses:
                return wxString::Format("%d", p.losses);
            case col_points:
                return wxString::Format("%lld", static_cast<long long>(p.points));
            case col_rating:
                return PlayerRatingText(p.rating);
            case col_file:
                return p.file_rating ? wxString::Format("%d", *p.file_rating)
                                     : wxString::FromUTF8("\u2013");
            case col_not_counted:
                return wxString::Format("%d", p.not_counted);
            case col_badges: {
                wxString text;
                for (const auto& b : p.badges) text += (text.empty() ? "" : "; ") + BadgeText(b);
                return text;
            }
            default:
                return {};
        }
    }

  private:
    const app::PlayersTable& table_;
    const std::vector<std::size_t>& rows_;
};

PlayersFrame::PlayersFrame(wxWindow* parent)
    : wxFrame(parent, wxID_ANY, _("Players"), wxDefaultPosition, wxSize(980, 640),
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT) {
    ApplyLayoutDirection(this);  // first, so that the children are created right to left
    auto* root = new wxPanel(this);
    // First, so that it has the focus when the window opens: one types a name at once.
    search_ = new wxTextCtrl(root, wxID_ANY, wxString(), wxDefaultPosition, wxSize(200, -1));
    search_->SetHint(_("Search players"));
    search_->SetToolTip(
        _("Shows the players whose name, or a spelling merged into it, holds "
          "what you type (any case)"));
    variant_ = new wxChoice(root, wxID_ANY);
    // Kept in step with Reload(): all, Dama under either rules, each rule set, Dhama.
    variant_->Append(_("Both games"));
    variant_->Append(_("Dama (both rule sets)"));
    for (core::Variant v : {core::Variant::dama, core::Variant::turkish, core::Variant::dhama})
        variant_->Append(wxString::FromUTF8(app::variant_title(v)));
    variant_->SetSelection(0);
    auto* suggest = new wxButton(root, wxID_ANY, _("Merge suggestions..."));
    suggest->SetToolTip(
        _("Spellings that look like one player's name (same surname, compatible "
          "initials): tick those that are, and they count as one player"));
    auto* merge = new wxButton(root, wxID_ANY, _("Merge selected..."));
    merge->SetToolTip(_("Count the selected names as one player"));
    unmerge_ = new wxButton(root, wxID_ANY, _("Unmerge"));
    unmerge_->SetToolTip(_("Count the spellings merged into this name under their own again"));
    unmerge_->Disable();
    summary_ = new wxStaticText(root, wxID_ANY, wxString());

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(search_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->Add(variant_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    for (wxButton* b : {suggest, merge, unmerge_})
        top->Add(b, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    top->AddStretchSpacer();
    top->Add(summary_, 0, wxALIGN_CENTER_VERTICAL);

    list_ = new List(root, table_, rows_);
    const std::pair<wxString, int> columns[column_count] = {
        {_("Name"), 220},       {_("Games"), 60},  {_("Wins"), 55},   {_("Draws"), 55},
        {_("Losses"), 60},      {_("Points"), 65}, {_("Rating"), 65}, {_("File rating"), 80},
        {_("Not counted"), 90}, {_("Badges"), 220}};
    const auto text_side = IsRightToLeft() ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT;
    for (int shown = 0; shown < column_count; ++shown) {
        const int c = shown_column(shown);
        list_->AppendColumn(columns[c].first,
                            c == col_name || c == col_badges ? text_side : wxLIST_FORMAT_RIGHT,
                            columns[c].second);
    }
    // The badges column takes the width left over: on the table's far end in both directions.
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        const int badges = shown_column(col_badges);
        int others = 0;
        for (int shown = 0; shown < column_count; ++shown)
            if (shown != badges) others += list_->GetColumnWidth(shown);
        list_->SetColumnWidth(badges, std::max(220, list_->GetClientSize().x - others - 4));
    });

    name_ = new wxStaticText(root, wxID_ANY, wxString());
    name_->SetFont(name_->GetFont().Bold().Larger());
    figures_ = new wxStaticText(root, wxID_ANY, wxString());
    aliases_ = new wxStaticText(root, wxID_ANY, wxString());
    badge_icon_ = new wxStaticBitmap(root, wxID_ANY, gold_disc(18));
    badge_ = new wxStaticText(root, wxID_ANY, wxString());
    // The disc before the words in reading order: at their right in Arabic (the row's sizer
    // places its items left to right in both directions).
    auto* badge_row = new wxBoxSizer(wxHORIZONTAL);
    if (IsRightToLeft()) {
        badge_row->Add(badge_, 1, wxALIGN_CENTER_VERTICAL);
        badge_row->Add(badge_icon_, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
    } else {
        badge_row->Add(badge_icon_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
        badge_row->Add(badge_, 1, wxALIGN_CENTER_VERTICAL);
    }
    plot_ = new RatingPlot(root);
    auto* hint = new wxStaticText(
        root, wxID_ANY,
        _("Double-click a player to list their games in the game list. Games against the "
          "computer ([Mode \"computer\"]) or on one device ([Mode \"local\"]) give no points, "
          "move no rating and count toward no badge."));
    hint->SetForegroundColour(wxColour(100, 100, 100));

    // The texts span the pane, so that each starts where reading starts (the right in Arabic,
    // under the badge), whatever their first letter.
    auto* details = new wxBoxSizer(wxVERTICAL);
    details->Add(name_, 0, wxEXPAND | wxBOTTOM, 2);
    details->Add(figures_, 0, wxEXPAND | wxBOTTOM, 2);
    details->Add(aliases_, 0, wxEXPAND | wxBOTTOM, 4);
    details->Add(badge_row, 0, wxEXPAND | wxBOTTOM, 4);
    details->Add(plot_, 1, wxEXPAND);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 6);
    sizer->Add(list_, 3, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(details, 2, wxEXPAND | wxALL, 6);
    sizer->Add(hint, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    root->SetSizer(sizer);
    hint->Wrap(940);

    variant_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { Reload(); });
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { ApplySearch(); });
    suggest->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { MergeSuggested(); });
    merge->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { MergeSelected(); });
    unmerge_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Unmerge(); });
    list_->Bind(wxEVT_LIST_COL_CLICK, &PlayersFrame::OnColumnClick, this);
    list_->Bind(wxEVT_LIST_ITEM_ACTIVATED, &PlayersFrame::OnActivated, this);
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { ShowDetails(e.GetIndex()); });
    ApplyLayoutDirection(this);
    ShowDetails(-1);
}

void PlayersFrame::SetPlayers(app::PlayerRoster roster) {
    roster_ = roster;
    Reload();
}

void PlayersFrame::Reload() {
    const std::string selected = SelectedName();
    rows_.clear();  // until Sort() makes them again over the new table
    app::PlayersFilter filter;
    switch (variant_->GetSelection()) {
        case 1:
            filter = {core::Variant::dama, true};
            break;
        case 2:
            filter = {core::Variant::dama, false};
            break;
        case 3:
            filter = {core::Variant::turkish, false};
            break;
        case 4:
            filter = {core::Variant::dhama, false};
            break;
        default:
            break;
    }
    table_ = {};
    if (auto t = roster_.table(filter)) {
        table_ = std::move(t.value());
    } else {
        wxMessageBox(wxString::FromUTF8(t.error()), _("Players"), wxOK | wxICON_ERROR, this);
    }
    Sort();
    summary_->SetLabel(Summary());
    Layout();
    if (!SelectRow(selected)) ShowDetails(-1);
}

void PlayersFrame::Search(const wxString& text) {
    search_->ChangeValue(text);
    ApplySearch();
}

void PlayersFrame::ApplySearch() {
    const std::string selected = SelectedName();
    rows_ = app::matching_players(table_.players, search_->GetValue().utf8_string());
    ClearSelection();
    list_->SetItemCount(static_cast<long>(rows_.size()));
    list_->Refresh();
    ShowFoundInTitle();
    if (!SelectRow(selected)) ShowDetails(-1);
}

void PlayersFrame::ShowFoundInTitle() {
    if (search_->GetValue().empty())
        SetTitle(_("Players"));
    else
        SetTitle(
            wxString::Format(_("Players: %zu of %zu found"), rows_.size(), table_.players.size()));
}

std::string PlayersFrame::SelectedName() const {
    const app::PlayerStanding* p = PlayerAt(SelectedRow());
    return p ? p->name : std::string();
}

std::vector<std::string> PlayersFrame::SelectedNames() const {
    std::vector<std::string> names;
    for (long row = list_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED); row >= 0;
         row = list_->GetNextItem(row, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED))
        if (const app::PlayerStanding* p = PlayerAt(row)) names.push_back(p->name);
    return names;
}

void PlayersFrame::ClearSelection() {
    list_->SetItemState(-1, 0, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
}

const app::PlayerStanding* PlayersFrame::PlayerAt(long row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return nullptr;
    const std::size_t i = rows_[static_cast<std::size_t>(row)];
    return i < table_.players.size() ? &table_.players[i] : nullptr;
}

bool PlayersFrame::SelectRow(const std::string& name) {
    if (name.empty()) return false;
    const auto r = app::row_of_player(table_.players, rows_, name);
    if (!r) return false;
    const long row = static_cast<long>(*r);
    list_->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                        wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    list_->EnsureVisible(row);
    ShowDetails(row);
    return true;
}

wxString PlayersFrame::Summary() const {
    // Each count in its plural form ("1 player", "1 game counted").
    const std::size_t players = table_.players.size();
    const auto counted = static_cast<long long>(table_.games_counted);
    return wxString::Format(
        _("%s, %s, %lld not counted"),
        wxString::Format(
            wxPLURAL("%zu player", "%zu players", PluralCount(static_cast<std::int64_t>(players))),
            players),
        wxString::Format(wxPLURAL("%lld game counted", "%lld games counted", PluralCount(counted)),
                         counted),
        static_cast<long long>(table_.games_not_counted));
}

void PlayersFrame::Sort() {
    const std::string selected = SelectedName();
    auto& players = table_.players;
    if (sort_column_ == col_name) {
        app::sort_players(players, app::PlayerOrder::name);
        if (descending_) std::reverse(players.begin(), players.end());
    } else {
        // Ties by name, so that the order is the same every time.
        app::sort_players(players, app::PlayerOrder::name);
        std::stable_sort(players.begin(), players.end(), [&](const auto& a, const auto& b) {
            const double va = sort_value(a, sort_column_), vb = sort_value(b, sort_column_);
            return descending_ ? va > vb : va < vb;
        });
    }
    for (int c = 0; c < column_count; ++c) {
        wxListItem item;
        item.SetMask(wxLIST_MASK_TEXT);
        list_->GetColumn(shown_column(c), item);
        wxString text = item.GetText();
        const wxString arrow_up = wxString::FromUTF8(" \u25B2"),
                       arrow_down = wxString::FromUTF8(" \u25BC");
        if (text.EndsWith(arrow_up) || text.EndsWith(arrow_down)) text.RemoveLast(2);
        if (c == sort_column_) text += descending_ ? arrow_down : arrow_up;
        item.SetText(text);
        list_->SetColumn(shown_column(c), item);
    }
    // The rows follow the new order; the selection follows the player, not the row number.
    rows_ = app::matching_players(players, search_->GetValue().utf8_string());
    ClearSelection();
    list_->SetItemCount(static_cast<long>(rows_.size()));
    list_->Refresh();
    ShowFoundInTitle();
    SelectRow(selected);
}

bool PlayersFrame::SortBy(const std::string& key, bool descending) {
    for (int c = 0; c < column_count; ++c) {
        if (key != column_keys[c]) continue;
        sort_column_ = c;
        descending_ = descending;
        Sort();
        return true;
    }
    return false;
}

void PlayersFrame::OnColumnClick(wxListEvent& e) {
    if (e.GetColumn() < 0 || e.GetColumn() >= column_count) return;
    const int c = shown_column(e.GetColumn());
    // A first click sorts names A to Z and figures highest first; a second click reverses.
    if (c == sort_column_) {
        descending_ = !descending_;
    } else {
        sort_column_ = c;
        descending_ = c != col_name;
    }
    Sort();
    if (SelectedRow() < 0) ShowDetails(-1);
}

long PlayersFrame::SelectedRow() const {
    return list_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

bool PlayersFrame::SelectPlayer(const std::string& name) {
    for (std::size_t r = 0; r < rows_.size(); ++r)
        if (table_.players[rows_[r]].name == name) return SelectRow(name);
    return false;
}

bool PlayersFrame::ShowGamesOf(const std::string& name) {
    for (const auto& p : table_.players) {
        if (p.name != name) continue;
        std::vector<std::string> names{p.name};
        names.insert(names.end(), p.aliases.begin(), p.aliases.end());
        if (on_show_games) on_show_games(wxString::FromUTF8(p.name), names);
        return true;
    }
    return false;
}

void PlayersFrame::OnActivated(wxListEvent& e) {
    if (const app::PlayerStanding* p = PlayerAt(e.GetIndex())) ShowGamesOf(p->name);
}

}  // namespace damascope::gui
