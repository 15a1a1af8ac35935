#include "standings_frame.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <cmath>
#include <iostream>

#include "app/bidi_text.hpp"
#include "app/output_clash.hpp"
#include "app/standings_html.hpp"
#include "core/atomic_file.hpp"
#include "display_text.hpp"
#include "file_dialog.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

wxString Utf8(const std::string& text) {
    return wxString::FromUTF8(text);
}

wxString PointsText(double points) {
    return Utf8(app::points_text(points));
}

wxString ScoreText(double score) {
    return score == 1.0 ? wxString("1") : score == 0.0 ? wxString("0") : Utf8("\u00bd");
}

wxString ReasonText(app::GameCount why) {
    switch (why) {
        case app::GameCount::computer:
            return _("against the computer");
        case app::GameCount::local:
            return _("two players on one device");
        case app::GameCount::no_result:
            return _("no result");
        case app::GameCount::unnamed:
            return _("a side without a name");
        case app::GameCount::same_player:
            return _("one player on both sides");
        case app::GameCount::counted:
            break;
    }
    return {};
}

// A column of a table as the code names it; `text` columns (names, reasons) align to the
// reading side, numbers are centred.
struct Column {
    wxString title;
    int width = 60;
    bool text = false;
};

// The table's place of a column: wxListCtrl draws its columns left to right in both directions,
// so in Arabic they are put in reverse order (as the players view does).
int ShownColumn(int column, int count) {
    return IsRightToLeft() ? count - 1 - column : column;
}

void AddColumns(wxListCtrl* list, const std::vector<Column>& columns) {
    const auto text_side = IsRightToLeft() ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT;
    const int count = static_cast<int>(columns.size());
    for (int shown = 0; shown < count; ++shown) {
        const Column& c = columns[static_cast<std::size_t>(ShownColumn(shown, count))];
        list->AppendColumn(c.title, c.text ? text_side : wxLIST_FORMAT_CENTRE, c.width);
    }
}

// Fills row `row` (appended) with `cells`, given in the columns' order. (In Arabic, GTK draws a
// cell's digits and signs right to left whatever marks or isolates surround them: "1=" shows as
// "=1", a double round robin's "1 0" as "0 1", read from the right.)
void AddRow(wxListCtrl* list, long row, const std::vector<wxString>& cells) {
    const int count = static_cast<int>(cells.size());
    const auto cell = [&](int shown) {
        return cells[static_cast<std::size_t>(ShownColumn(shown, count))];
    };
    const long item = list->InsertItem(row, cell(0));
    for (int shown = 1; shown < count; ++shown) list->SetItem(item, shown, cell(shown));
}

// In Arabic the columns, put in reverse order, still start at the left edge: the first one (the
// last in reading order) takes the width the others leave, so that the table meets the right
// edge where reading starts.
void FillToTheReadingSide(wxListCtrl* list) {
    if (!IsRightToLeft() || list->GetColumnCount() < 2) return;
    int others = 0;
    for (int c = 1; c < list->GetColumnCount(); ++c) others += list->GetColumnWidth(c);
    const int room = list->GetClientSize().GetWidth() - others;
    if (room > 40) list->SetColumnWidth(0, room);
}

std::vector<Column> TableColumns() {
    return {{_("Rank"), 55},
            {_("Player"), 240, true},
            {_("Games"), 60},
            {_("Wins"), 55},
            {_("Draws"), 55},
            {_("Losses"), 60},
            {_("Points"), 65},
            {_("Direct encounter"), 120},
            {_("Sonneborn-Berger"), 125},
            {_("Performance"), 95}};
}

std::vector<Column> NotCountedColumns() {
    return {{_("Game"), 60},
            {_("White"), 220, true},
            {_("Black"), 220, true},
            {_("Result"), 70},
            {_("Why"), 220, true}};
}

// A name inside a longer label keeps its own direction (an Arabic event in "NAME  (7 games)"),
// and the label reads in the interface's direction: GTK takes a label's direction from its first
// letter, so a mark of that direction comes first.
wxString Isolated(const wxString& text) {
    return wxString::FromUTF8(std::string(IsRightToLeft() ? app::rlm : app::lrm) +
                              app::name_isolated(text.utf8_string()));
}

}  // namespace

StandingsFrame::StandingsFrame(wxWindow* parent, StandingsSource source)
    : wxFrame(parent, wxID_ANY, _("Standings"), wxDefaultPosition, wxSize(1000, 680),
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT),
      source_(std::move(source)) {
    ApplyLayoutDirection(this);  // first, so that the children are created right to left
    CreateStatusBar(1);
    auto* root = new wxPanel(this);
    event_ = new wxChoice(root, wxID_ANY, wxDefaultPosition, wxSize(320, -1));
    event_->SetToolTip(_("The event whose games make the table (the Event tag)"));
    scale_ = new wxChoice(root, wxID_ANY);
    // In the order of app::PointsScale.
    scale_->Append(_("Points 26 / 9 / 4 (the seed)"));
    scale_->Append(Utf8("1 / \u00bd / 0"));
    scale_->SetSelection(0);
    auto* save = new wxButton(root, wxID_ANY, _("Save as HTML..."));
    save->SetToolTip(_("A printable page of the standings, in the interface's language"));
    summary_ = new wxStaticText(root, wxID_ANY, wxString());

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(root, wxID_ANY, _("Event:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
             4);
    top->Add(event_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->Add(scale_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->Add(save, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->AddStretchSpacer();
    top->Add(summary_, 0, wxALIGN_CENTER_VERTICAL);

    table_ = new wxListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_HRULES | wxLC_SINGLE_SEL);
    AddColumns(table_, TableColumns());
    cross_title_ = new wxStaticText(root, wxID_ANY, wxString());
    cross_ = new wxListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_HRULES | wxLC_VRULES | wxLC_SINGLE_SEL);
    auto* apart_title = new wxStaticText(root, wxID_ANY, _("Games that do not count"));
    not_counted_ = new wxListCtrl(root, wxID_ANY, wxDefaultPosition, wxSize(-1, 110),
                                  wxLC_REPORT | wxLC_HRULES | wxLC_SINGLE_SEL);
    AddColumns(not_counted_, NotCountedColumns());

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 8);
    sizer->Add(table_, 3, wxEXPAND | wxLEFT | wxRIGHT, 8);
    // The titles span the window, so that they start where reading starts (the right in Arabic).
    sizer->Add(cross_title_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(cross_, 3, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(apart_title, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(not_counted_, 1, wxEXPAND | wxALL, 8);
    root->SetSizer(sizer);

    event_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { ShowStandings(); });
    scale_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { ShowStandings(); });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { OnSaveHtml(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] {
            for (wxListCtrl* list : {table_, cross_, not_counted_}) FillToTheReadingSide(list);
        });
    });
    Reload();
}

void StandingsFrame::Reload() {
    const int chosen = event_->GetSelection();
    const std::string before =
        chosen != wxNOT_FOUND && static_cast<std::size_t>(chosen) < events_.size()
            ? events_[static_cast<std::size_t>(chosen)].name
            : std::string();
    events_.clear();
    if (auto listed = source_.events()) {
        events_ = std::move(listed).value();
    } else {
        std::cerr << "damascope: standings: " << listed.error() << "\n";
    }
    event_->Clear();
    int keep = events_.empty() ? wxNOT_FOUND : 0;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        event_->Append(
            Isolated(Utf8(events_[i].name)) + "  (" +
            wxString::Format(wxPLURAL("%u game", "%u games", PluralCount(events_[i].games)),
                             PluralCount(events_[i].games)) +
            ")");
        if (events_[i].name == before) keep = static_cast<int>(i);
    }
    if (keep != wxNOT_FOUND) event_->SetSelection(keep);
    ShowStandings();
}

bool StandingsFrame::ChooseEvent(const std::string& name) {
    for (std::size_t i = 0; i < events_.size(); ++i)
        if (events_[i].name == name) {
            event_->SetSelection(static_cast<int>(i));
            ShowStandings();
            return true;
        }
    return false;
}

void StandingsFrame::ChooseScale(app::PointsScale scale) {
    scale_->SetSelection(scale == app::PointsScale::classic ? 1 : 0);
    ShowStandings();
}

void StandingsFrame::ShowStandings() {
    standings_ = {};
    const int chosen = event_->GetSelection();
    SetTitle(_("Standings"));
    if (chosen != wxNOT_FOUND && static_cast<std::size_t>(chosen) < events_.size()) {
        // The event in the title, as a window list shows it (and the real-event test reads it).
        SetTitle(_("Standings") + wxString::FromUTF8(" \u2014 ") +
                 Isolated(Utf8(events_[static_cast<std::size_t>(chosen)].name)));
        const auto scale =
            scale_->GetSelection() == 1 ? app::PointsScale::classic : app::PointsScale::seed;
        auto computed = source_.standings(events_[static_cast<std::size_t>(chosen)].name, scale);
        if (computed) {
            standings_ = std::move(computed).value();
        } else {
            std::cerr << "damascope: standings: " << computed.error() << "\n";
            wxMessageBox(_("The games of this event could not be read."), _("Standings"),
                         wxOK | wxICON_ERROR, this);
        }
    }
    FillTable();
    FillCrosstable();
    FillNotCounted();
    summary_->SetLabel(Summary());
    GetChildren().front()->Layout();
    for (wxListCtrl* list : {table_, cross_, not_counted_}) FillToTheReadingSide(list);
}

wxString StandingsFrame::Summary() const {
    if (events_.empty()) return _("No game of the database names its event.");
    const unsigned players = PluralCount(static_cast<std::int64_t>(standings_.rows.size()));
    const unsigned counted = PluralCount(standings_.games_counted);
    const unsigned apart = PluralCount(static_cast<std::int64_t>(standings_.not_counted.size()));
    // The list's comma is the language's ("، " in Arabic).
    const wxString comma = IsRightToLeft() ? wxString::FromUTF8("\u060c ") : wxString(", ");
    return wxString::Format(wxPLURAL("%u player", "%u players", players), players) + comma +
           wxString::Format(wxPLURAL("%u game counted", "%u games counted", counted), counted) +
           comma + wxString::Format(wxPLURAL("%u not counted", "%u not counted", apart), apart);
}

void StandingsFrame::FillTable() {
    table_->DeleteAllItems();
    for (std::size_t i = 0; i < standings_.rows.size(); ++i) {
        const auto& r = standings_.rows[i];
        AddRow(table_, static_cast<long>(i),
               {wxString::Format("%d", r.rank) + (r.shared ? "=" : ""), Utf8(r.name),
                wxString::Format("%d", r.games), wxString::Format("%d", r.wins),
                wxString::Format("%d", r.draws), wxString::Format("%d", r.losses),
                PointsText(r.points),
                r.direct_encounter_used ? PointsText(r.direct_encounter) : Utf8("\u2013"),
                PointsText(r.sonneborn_berger),
                r.performance ? wxString::Format("%lld", std::llround(*r.performance))
                              : Utf8("\u2013")});
    }
}

void StandingsFrame::FillCrosstable() {
    cross_->ClearAll();
    const auto& s = standings_;
    const bool swiss = s.format == app::EventFormat::swiss;
    cross_title_->SetLabel(swiss ? _("Round by round (the opponent's row, \u25cb White or \u25cf "
                                     "Black, the result)")
                                 : _("Crosstable"));
    std::vector<Column> columns = {{"", 40}, {_("Player"), 200, true}};
    if (swiss)
        for (const auto& round : s.rounds)
            columns.push_back({wxString::Format(_("Round %s"), Utf8(round)), 80});
    else
        for (std::size_t j = 0; j < s.rows.size(); ++j)
            columns.push_back({wxString::Format("%zu", j + 1), 48});
    columns.push_back({_("Points"), 65});
    AddColumns(cross_, columns);
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
        std::vector<wxString> cells = {wxString::Format("%zu", i + 1), Utf8(s.rows[i].name)};
        if (swiss) {
            for (const auto& games : s.by_round[i]) {
                wxString cell;
                for (const auto& g : games) {
                    if (!cell.empty()) cell += " ";
                    cell += wxString::Format("%d", g.opponent + 1) +
                            Utf8(g.white ? "\u25cb" : "\u25cf") + ScoreText(g.score);
                }
                cells.push_back(cell.empty() ? Utf8("\u2013") : cell);
            }
        } else {
            for (std::size_t j = 0; j < s.rows.size(); ++j) {
                wxString cell = i == j ? Utf8("\u2716") : wxString();
                for (double score : s.cells[i][j]) {
                    if (!cell.empty()) cell += " ";
                    cell += ScoreText(score);
                }
                cells.push_back(cell);
            }
        }
        cells.push_back(PointsText(s.rows[i].points));
        AddRow(cross_, static_cast<long>(i), cells);
    }
}

void StandingsFrame::FillNotCounted() {
    not_counted_->DeleteAllItems();
    for (std::size_t i = 0; i < standings_.not_counted.size(); ++i) {
        const auto& g = standings_.not_counted[i];
        AddRow(not_counted_, static_cast<long>(i),
               {wxString::Format("%lld", static_cast<long long>(g.id)), Utf8(g.white),
                Utf8(g.black), Utf8(g.result), ReasonText(g.why)});
    }
}

bool StandingsFrame::SaveHtml(const std::string& path) {
    const app::ReadInput database[] = {app::database_input(source_.database_path())};
    if (const auto clash = app::output_clash(path, database)) {
        std::cerr << "damascope: standings: '" << path << "' is " << *clash << "\n";
        wxMessageBox(wxString::Format(_("'%s' is the open database or one of its files; choose "
                                        "another file."),
                                      Utf8(path)),
                     _("Save as HTML"), wxOK | wxICON_ERROR, this);
        return false;
    }
    const std::string html =
        app::standings_html(standings_, app::standings_words(IsRightToLeft() ? "ar" : "en"));
    auto file = core::AtomicFile::create(path);
    core::Result<bool> written =
        file ? file.value().write(html) : core::Result<bool>(core::Error{file.error()});
    if (written) written = file.value().commit();
    if (!written) {
        std::cerr << "damascope: " << written.error() << "\n";
        wxMessageBox(
            wxString::Format(_("The page could not be written: %s"), Utf8(written.error())),
            _("Save as HTML"), wxOK | wxICON_ERROR, this);
        return false;
    }
    SetStatusText(wxString::Format(_("Standings written to %s"), DisplayPath(path)));
    return true;
}

void StandingsFrame::OnSaveHtml() {
    if (standings_.rows.empty()) return;
    FileDialog dlg(this, _("Save as HTML"), _("standings.html"),
                   _("Web pages (*.html)|*.html|All files|*"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT,
                   "html");
    if (dlg.ShowModal() != wxID_OK) return;
    SaveHtml(dlg.GetPath().utf8_string());
}

}  // namespace damascope::gui
