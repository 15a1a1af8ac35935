#include "game_list_panel.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/wrapsizer.h>

#include <algorithm>

#include "app/game_texts.hpp"
#include "app/ui_text.hpp"
#include "display_text.hpp"
#include "game_list_model.hpp"
#include "list_columns.hpp"

namespace damascope::gui {

namespace {

wxTextCtrl* filter_field(wxWindow* parent, const wxString& hint, int width) {
    auto* t = new wxTextCtrl(parent, wxID_ANY, wxString(), wxDefaultPosition, wxSize(width, -1));
    t->SetHint(hint);
    return t;
}

}  // namespace

GameListPanel::GameListPanel(wxWindow* parent)
    : wxPanel(parent, wxID_ANY), model_(new GameListModel), debounce_(this) {
    player_ = filter_field(this, _("Player"), 130);
    event_ = filter_field(this, _("Event"), 130);
    date_from_ = filter_field(this, _("From date"), 90);
    date_to_ = filter_field(this, _("To date"), 90);
    result_ = new wxChoice(this, wxID_ANY);
    result_->Append(_("Any result"));
    for (const char* r : {"1-0", "0-1", "1/2-1/2", "*"}) result_->Append(r);
    result_->SetSelection(0);
    variant_ = new wxChoice(this, wxID_ANY);
    // Kept in step with CurrentFilter(): all, Dama under either rules, each rule set, Dhama.
    variant_->Append(_("Both games"));
    variant_->Append(_("Dama (both rule sets)"));
    for (core::Variant v : {core::Variant::dama, core::Variant::turkish, core::Variant::dhama})
        variant_->Append(wxString::FromUTF8(app::variant_title(v)));
    variant_->SetSelection(0);
    marks_ = new wxCheckBox(this, wxID_ANY, _("Has missed captures"));
    // Through tr(): the symbols are not ASCII, which _() would read in the C library's encoding.
    marks_->SetToolTip(
        wxString::FromUTF8(app::tr("Games with a rule mark: a compulsory capture missed (\u2298) "
                                   "or a longer chain available (\u226b).")));
    engine_marks_ = new wxCheckBox(this, wxID_ANY, _("Has engine mistakes"));
    engine_marks_->SetToolTip(
        _("Analysed games where the engine marked a blunder (?\?), a mistake (?) or an inaccuracy "
          "(?!)."));
    same_moves_ = new wxCheckBox(this, wxID_ANY, _("Same moves as another game"));
    same_moves_->SetToolTip(
        _("Games whose moves another game repeats, such as the match games of one event: all "
          "are kept, for you to review."));
    count_ = new wxStaticText(this, wxID_ANY, wxString());

    more_ =
        new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    more_->SetToolTip(_("Show or hide the game, the marks and the same-moves filters."));

    // The first row is always there; the second (the game, the check-boxes, the count) folds
    // away when the list would show too few rows beside it (a small window), behind "More
    // filters", which says how many of its filters are on.
    auto* first_row = new wxBoxSizer(wxHORIZONTAL);
    for (wxTextCtrl* t : {player_, event_}) {
        t->SetMinSize(wxSize(FromDIP(80), -1));
        t->SetMaxSize(wxSize(FromDIP(220), -1));
        first_row->Add(t, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3);
    }
    for (wxWindow* w : std::initializer_list<wxWindow*>{date_from_, date_to_, result_, more_})
        first_row->Add(w, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3);
    first_row->AddStretchSpacer();
    more_filters_ = new wxWrapSizer(wxHORIZONTAL);
    for (wxWindow* w :
         std::initializer_list<wxWindow*>{variant_, marks_, engine_marks_, same_moves_})
        more_filters_->Add(w, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxTOP, 3);
    more_filters_->AddStretchSpacer();
    more_filters_->Add(count_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxTOP, 4);
    auto* filters = new wxBoxSizer(wxVERTICAL);
    filters->Add(first_row, 0, wxEXPAND);
    filters->Add(more_filters_, 0, wxEXPAND);

    list_ = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                               wxDV_MULTIPLE | wxDV_ROW_LINES | wxDV_HORIZ_RULES);
    list_->AssociateModel(model_.get());
    const int flags = wxDATAVIEW_COL_RESIZABLE | wxDATAVIEW_COL_SORTABLE;
    // Numbers right-aligned under a centred title: GTK draws a right-aligned title's sort arrow at
    // the header's left edge, beside the previous column; a centred one keeps it beside its own.
    const auto number_column = [this, flags](const wxString& title, unsigned column, int width) {
        auto* renderer = new wxDataViewTextRenderer("string", wxDATAVIEW_CELL_INERT, wxALIGN_RIGHT);
        list_->AppendColumn(
            new wxDataViewColumn(title, renderer, column, width, wxALIGN_CENTER, flags));
    };
    number_column("#", GameListModel::col_id, 60);
    list_->AppendTextColumn(_("White"), GameListModel::col_white, wxDATAVIEW_CELL_INERT, 150,
                            wxALIGN_NOT, flags);
    list_->AppendTextColumn(_("Black"), GameListModel::col_black, wxDATAVIEW_CELL_INERT, 150,
                            wxALIGN_NOT, flags);
    list_->AppendTextColumn(_("Result"), GameListModel::col_result, wxDATAVIEW_CELL_INERT, 190,
                            wxALIGN_NOT, flags);
    list_->AppendTextColumn(_("Date"), GameListModel::col_date, wxDATAVIEW_CELL_INERT, 95,
                            wxALIGN_NOT, flags);
    list_->AppendTextColumn(_("Event"), GameListModel::col_event, wxDATAVIEW_CELL_INERT, 200,
                            wxALIGN_NOT, flags);
    list_->AppendTextColumn(_("Game"), GameListModel::col_variant, wxDATAVIEW_CELL_INERT, 190,
                            wxALIGN_NOT, wxDATAVIEW_COL_RESIZABLE);
    number_column(_("Plies"), GameListModel::col_plies, 65);
    number_column(_("Marks"), GameListModel::col_marks, 70);
    list_->AppendTextColumn(_("Opening"), GameListModel::col_opening, wxDATAVIEW_CELL_INERT, 150,
                            wxALIGN_NOT, flags);
    // A text too long for its column ends in "…" at its reading end: the left of an Arabic name,
    // the right of a Latin one (Pango puts the logical end where the text's direction says).
    for (unsigned c = 0; c < list_->GetColumnCount(); ++c)
        list_->GetColumn(c)->GetRenderer()->EnableEllipsize(wxELLIPSIZE_END);

    // The names and events share the width the other columns leave: Marks stays in view.
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        FitColumnsToWidth(list_, {50, 150, 150, 125, 92, 200, 190, 62, 70, 150},
                          {false, true, true, false, false, true, true, false, false, true});
    });

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(filters, 0, wxEXPAND | wxALL, 4);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);
    UpdateMoreButton();

    more_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ShowMoreFilters(!MoreFiltersShown()); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (!more_chosen_) CallAfter([this] { FitMoreFilters(); });
    });

    for (wxTextCtrl* t : {player_, event_, date_from_, date_to_})
        t->Bind(wxEVT_TEXT, [this, t](wxCommandEvent&) {
            // Typing a name goes back from a player's exact spellings to a substring.
            if (t == player_) player_names_.clear();
            debounce_.StartOnce(250);
        });
    result_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { OnFilterChanged(); });
    variant_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { OnFilterChanged(); });
    marks_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { OnFilterChanged(); });
    engine_marks_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { OnFilterChanged(); });
    same_moves_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { OnFilterChanged(); });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { OnFilterChanged(); });
    list_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, &GameListPanel::OnActivated, this);
    list_->Bind(wxEVT_DATAVIEW_COLUMN_HEADER_CLICK, &GameListPanel::OnHeaderClick, this);
}

wxWindow* GameListPanel::EngineMarksBox() const {
    return engine_marks_;
}

int GameListPanel::RowsInView() const {
    return list_->GetCountPerPage();
}

wxString GameListPanel::OpeningText(unsigned row) const {
    if (row >= model_->GetCount()) return wxString();
    wxVariant value;
    model_->GetValueByRow(value, row, GameListModel::col_opening);
    return value.GetString();
}

app::GameFilter GameListPanel::CurrentFilter() const {
    app::GameFilter f;
    if (player_names_.empty())
        f.player = player_->GetValue().utf8_string();
    else
        f.player_names = player_names_;
    f.event = event_->GetValue().utf8_string();
    f.date_from = date_from_->GetValue().utf8_string();
    f.date_to = date_to_->GetValue().utf8_string();
    if (result_->GetSelection() > 0) f.result = result_->GetStringSelection().utf8_string();
    switch (variant_->GetSelection()) {
        case 1:
            f.variant = core::Variant::dama;
            f.either_dama_rules = true;
            break;
        case 2:
            f.variant = core::Variant::dama;
            break;
        case 3:
            f.variant = core::Variant::turkish;
            break;
        case 4:
            f.variant = core::Variant::dhama;
            break;
        default:
            break;
    }
    f.only_with_marks = marks_->GetValue();
    f.only_with_engine_marks = engine_marks_->GetValue();
    f.only_same_moves = same_moves_->GetValue();
    f.order_by = order_by_;
    f.descending = descending_;
    return f;
}

void GameListPanel::SetGames(app::GameList games) {
    games_ = std::move(games);
    Requery();
}

void GameListPanel::Requery() {
    model_->SetQuery(games_, CurrentFilter());
    total_ = model_->Total();
    UpdateCount();
    if (on_count_changed) on_count_changed();
    if (on_requery) on_requery();
}

void GameListPanel::OnFilterChanged() {
    Requery();
}

std::int64_t GameListPanel::Count() const {
    return model_->Count();
}

void GameListPanel::UpdateCount() {
    count_->SetLabel(GameCountText(model_->Count(), total_));
    UpdateMoreButton();
    Layout();
}

bool GameListPanel::MoreFiltersShown() const {
    return GetSizer() != nullptr && more_filters_->IsShown(std::size_t{0});
}

void GameListPanel::ShowMoreFilters(bool show) {
    more_chosen_ = true;  // the user's choice holds whatever the size
    SetMoreFiltersShown(show);
}

wxWindow* GameListPanel::MoreFiltersButton() const {
    return more_;
}

void GameListPanel::SetMoreFiltersShown(bool show) {
    if (show == MoreFiltersShown()) return;
    more_filters_->ShowItems(show);
    UpdateMoreButton();
    Layout();
}

// Shows the second row unless the list would then show fewer than four rows: the rows it would
// take are counted from the controls' widths, as the wrap sizer lays them out.
void GameListPanel::FitMoreFilters() {
    const wxSize client = GetClientSize();
    if (client.x <= 0 || client.y <= 0) return;
    const int row_height = std::max(more_->GetBestSize().y, variant_->GetBestSize().y) + 3;
    int rows = 1, used = 0;
    for (wxWindow* w :
         std::initializer_list<wxWindow*>{variant_, marks_, engine_marks_, same_moves_, count_}) {
        const int width = w->GetBestSize().x + 4;
        if (used > 0 && used + width > client.x - 8) {
            ++rows;
            used = 0;
        }
        used += width;
    }
    const int list_row = FromDIP(25);  // a list row, as GTK draws it with the default font
    const int list_height = client.y - 8 - row_height * (1 + rows) - list_row;  // less the header
    SetMoreFiltersShown(list_height >= 4 * list_row);
}

void GameListPanel::UpdateMoreButton() {
    const int on = (variant_->GetSelection() > 0 ? 1 : 0) + (marks_->GetValue() ? 1 : 0) +
                   (engine_marks_->GetValue() ? 1 : 0) + (same_moves_->GetValue() ? 1 : 0);
    wxString label;
    if (MoreFiltersShown())
        label = _("Fewer filters") + wxString::FromUTF8(" \u25B4");
    else if (on > 0)
        label = wxString::Format(_("More filters (%d)"), on) + wxString::FromUTF8(" \u25BE");
    else
        label = _("More filters") + wxString::FromUTF8(" \u25BE");
    if (label != more_->GetLabel()) more_->SetLabel(label);
}

bool GameListPanel::SelectRow(std::int64_t row) {
    auto id = model_->IdAt(row);
    if (!id) return false;
    selecting_ = true;
    const wxDataViewItem item = model_->GetItem(static_cast<unsigned>(row));
    list_->UnselectAll();  // several rows may be selected (for File > Export)
    list_->Select(item);
    list_->EnsureVisible(item);
    selecting_ = false;
    if (on_open) on_open(*id);
    return true;
}

bool GameListPanel::Step(std::int64_t current_id, int delta) {
    auto row = model_->RowOf(current_id);
    if (!row) return SelectRow(0);
    return SelectRow(*row + delta);
}

void GameListPanel::ShowSelected(std::int64_t id) {
    auto row = model_->RowOf(id);
    if (!row) return;
    selecting_ = true;
    const wxDataViewItem item = model_->GetItem(static_cast<unsigned>(*row));
    list_->UnselectAll();
    list_->Select(item);
    list_->EnsureVisible(item);
    selecting_ = false;
}

std::vector<std::int64_t> GameListPanel::SelectedIds() const {
    wxDataViewItemArray items;
    list_->GetSelections(items);
    std::vector<std::int64_t> ids;
    for (const wxDataViewItem& item : items)
        if (auto id = model_->IdAt(model_->GetRow(item))) ids.push_back(*id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

void GameListPanel::OnActivated(wxDataViewEvent& e) {
    if (selecting_ || !e.GetItem().IsOk()) return;
    auto id = model_->IdAt(model_->GetRow(e.GetItem()));
    if (id && on_open) on_open(*id);
}

// Sorting is done by the database (the list is virtual): a click on a header orders by that column,
// a second click reverses the order.
void GameListPanel::OnHeaderClick(wxDataViewEvent& e) {
    const auto* column = e.GetDataViewColumn();
    if (!column) return;
    const std::string key = GameListModel::SortKey(column->GetModelColumn());
    if (key.empty()) return;
    SortBy(key, key == order_by_ ? !descending_ : false);
    // GTK turns the clicked column's arrow over after this handler: drawn again once it has.
    CallAfter([this] { ShowSortArrow(); });
}

bool GameListPanel::SortBy(const std::string& key, bool descending) {
    bool known = false;
    for (unsigned i = 0; i < list_->GetColumnCount(); ++i)
        known = known || GameListModel::SortKey(list_->GetColumn(i)->GetModelColumn()) == key;
    if (!known) return false;
    order_by_ = key;
    descending_ = descending;
    ShowSortArrow();
    Requery();
    return true;
}

void GameListPanel::ShowSortArrow() {
    for (unsigned i = 0; i < list_->GetColumnCount(); ++i) {
        wxDataViewColumn* c = list_->GetColumn(i);
        // GTK draws an ascending column's arrow pointing down: told the opposite, it points up
        // for the smallest first and down for `:desc`, as the list reads.
        if (GameListModel::SortKey(c->GetModelColumn()) == order_by_)
            c->SetSortOrder(descending_);
        else if (c->IsSortKey())
            c->UnsetAsSortKey();
    }
}

void GameListPanel::SetPlayerFilter(const wxString& player) {
    player_->ChangeValue(player);
    Requery();
}

void GameListPanel::SetPlayerNames(const wxString& shown, std::vector<std::string> names) {
    player_->ChangeValue(shown);  // no wxEVT_TEXT: the names stay
    player_names_ = std::move(names);
    Requery();
}

void GameListPanel::SetSameMovesFilter(bool on) {
    same_moves_->SetValue(on);
    Requery();
}

}  // namespace damascope::gui
