#include "engine_panel.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <tuple>

#include "app/score.hpp"
#include "display_text.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

enum Column { col_score, col_depth, col_line, column_count };

// The list's columns as shown: in Arabic the table reads right to left, the score at the right
// (the list draws its columns left to right in both directions, so they are put in reverse order,
// as in the players' table). The moves inside a line stay left-to-right text.
int shown_column(int c) {
    return IsRightToLeft() ? column_count - 1 - c : c;
}

}  // namespace

namespace {

// What the user must know about the endgame tables the engine loaded: the files it could not use
// (damaged, of the old format without a checksum, not tables) and what a killed build left.
wxString TablesNotice(const std::vector<app::TableProblem>& skipped) {
    if (skipped.empty()) return wxString();
    const auto& first = skipped.front();
    const wxString name = wxString::FromUTF8(first.file_name);
    if (skipped.size() == 1)
        return wxString::Format(_("Endgame table %s not used: %s"), name,
                                wxString::FromUTF8(first.why));
    return wxString::Format(_("%d endgame table files not used (%s: %s; ...)"),
                            static_cast<int>(skipped.size()), name, wxString::FromUTF8(first.why));
}

}  // namespace

EnginePanel::EnginePanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    toggle_ = new wxButton(this, wxID_ANY, _("Start engine"));
    lines_ = new wxSpinCtrl(this, wxID_ANY, "3", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                            1, 8, 3);
    stats_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                              wxST_ELLIPSIZE_END);
    tables_notice_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                      wxST_ELLIPSIZE_END);
    tables_notice_->Hide();
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(300, 100),
                           wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
    const auto line_side = IsRightToLeft() ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT;
    const std::tuple<wxString, wxListColumnFormat, int> columns[column_count] = {
        {_("Score"), wxLIST_FORMAT_RIGHT, 80},
        {_("Depth"), wxLIST_FORMAT_RIGHT, 50},
        {_("Line"), line_side, 300}};
    for (int shown = 0; shown < column_count; ++shown) {
        const auto& [title, format, width] = columns[shown_column(shown)];
        list_->AppendColumn(title, format, width);
    }

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(toggle_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->Add(new wxStaticText(this, wxID_ANY, _("Lines:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
             4);
    top->Add(lines_, 0, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 4);
    sizer->Add(stats_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    sizer->Add(tables_notice_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);

    toggle_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (IsRunning())
            Stop();
        else
            Start();
    });
    lines_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        if (IsRunning()) Start();
    });
    // The line column takes the rest of the width; a line longer than it is cut with "..." and
    // said in full by the tooltip.
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        FitLineColumn();
        e.Skip();
    });
    // A click on a line plays it on the board as a variation.
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        if (filling_) return;
        PlayLine(static_cast<std::size_t>(e.GetIndex()));
    });
}

int EnginePanel::HeightForLines(int lines) const {
    // The generic list's rows: the text's height and a few pixels; its header a little more.
    int row = GetCharHeight() + 8;
    wxRect first;
    if (list_->GetItemCount() > 0 && list_->GetItemRect(0, first) && first.height > 0)
        row = first.height;
    const int header = GetCharHeight() + 14;
    const int above = toggle_->GetBestSize().y + 8 + stats_->GetBestSize().y + 4 +
                      (tables_notice_->IsShown() ? tables_notice_->GetBestSize().y + 4 : 0);
    return above + header + lines * row + 8;
}

int EnginePanel::LinesInView() const {
    return list_->GetCountPerPage();
}

void EnginePanel::FitLineColumn() {
    const int rest = list_->GetClientSize().x - list_->GetColumnWidth(shown_column(col_score)) -
                     list_->GetColumnWidth(shown_column(col_depth));
    list_->SetColumnWidth(shown_column(col_line), std::max(120, rest - 4));
}

EnginePanel::~EnginePanel() {
    Stop();
}

void EnginePanel::SetPosition(const core::Position& pos, const core::Position& start,
                              std::vector<core::Move> moves) {
    position_ = pos;
    start_ = start;
    moves_ = std::move(moves);
    if (IsRunning()) {
        Start();
    } else {
        ShowRows({});
        stats_->SetLabel(wxString());
    }
}

void EnginePanel::SetStoredLine(std::optional<StoredLine> line) {
    if (IsRunning()) return;  // the live lines are listed
    if (!line) {
        ShowRows({});
        stats_->SetLabel(wxString());
        return;
    }
    Row row{line->score, wxString::Format("%d", line->depth),
            wxString::FromUTF8(app::numbered_line(position_, line->moves, line_start_)),
            line->moves};
    ShowRows({std::move(row)});
    stats_->SetLabel(_("Stored analysis; click a line to play it"));
}

std::vector<wxString> EnginePanel::LineTexts() const {
    std::vector<wxString> out;
    for (const Row& r : rows_) out.push_back(r.text);
    return out;
}

std::string EnginePanel::ColumnOrder() const {
    static constexpr const char* keys[column_count] = {"score", "depth", "line"};
    const wxString titles[column_count] = {_("Score"), _("Depth"), _("Line")};
    std::string out;
    for (int shown = 0; shown < list_->GetColumnCount(); ++shown) {
        wxListItem item;
        item.SetMask(wxLIST_MASK_TEXT);
        list_->GetColumn(shown, item);
        for (int c = 0; c < column_count; ++c) {
            if (item.GetText() != titles[c]) continue;
            if (!out.empty()) out += ' ';
            out += keys[c];
        }
    }
    return out;
}

bool EnginePanel::PlayLine(std::size_t n) {
    if (n >= rows_.size() || rows_[n].moves.empty()) return false;
    const std::vector<core::Move> moves = rows_[n].moves;  // the list is refilled by playing it
    if (on_play_line) on_play_line(moves);
    return true;
}

void EnginePanel::ShowRows(std::vector<Row> rows) {
    rows_ = std::move(rows);
    filling_ = true;
    list_->Freeze();
    list_->DeleteAllItems();
    wxString all;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const long item = list_->InsertItem(static_cast<long>(i), wxString());
        list_->SetItem(item, shown_column(col_score), NumbersIsolated(rows_[i].score));
        list_->SetItem(item, shown_column(col_depth), rows_[i].depth);
        list_->SetItem(item, shown_column(col_line), LeftToRight(rows_[i].text));
        if (!all.empty()) all += "\n";
        all += NumbersIsolated(rows_[i].score) + "  " + LeftToRight(rows_[i].text);
    }
    // A score in words ("White wins in 13 (tables)") is wider than a number: the column grows to
    // fit it and the line takes what is left.
    int score_width = 80;
    for (const Row& row : rows_)
        score_width = std::max(score_width, list_->GetTextExtent(row.score).GetWidth() + 16);
    if (score_width != list_->GetColumnWidth(shown_column(col_score))) {
        list_->SetColumnWidth(shown_column(col_score), score_width);
        FitLineColumn();
    }
    list_->Thaw();
    filling_ = false;
    // The lines in full, however narrow the pane (on the list and the window inside it).
    list_->SetToolTip(all);
    for (wxWindow* child : list_->GetChildren()) child->SetToolTip(all);
}

void EnginePanel::Start() {
    Stop();
    ShowRows({});
    app::LiveAnalysis::Callbacks callbacks;
    callbacks.report = [this](int generation, const app::LiveReport& report) {
        CallAfter([this, generation, report] {
            if (live_.current(generation)) Show(report);
        });
    };
    callbacks.done = [this](int generation) {
        CallAfter([this, generation] {
            // The search ended by itself (a depth limit, or no move): collect the thread.
            if (!live_.finish(generation)) return;
            stats_->SetLabel(stats_->GetLabel() + _(" (done)"));
            UpdateButton();
        });
    };
    callbacks.table_problems = [this](const std::vector<app::TableProblem>& problems) {
        wxString all;
        for (const auto& p : problems) all += wxString::FromUTF8(p.text) + "\n";
        CallAfter([this, text = TablesNotice(problems), all] {
            tables_notice_->SetLabel(text);
            tables_notice_->SetToolTip(all);
            tables_notice_->Show();
            Layout();
        });
    };
    live_.start(start_, moves_, position_, lines_->GetValue(), std::move(callbacks));
    UpdateButton();
}

void EnginePanel::SetEvaluation(app::Evaluation e) {
    if (e == live_.evaluation()) return;
    const bool was_running = IsRunning();
    live_.set_evaluation(e);
    if (was_running) Start();
    UpdateButton();
}

void EnginePanel::Stop() {
    if (!live_.running()) return;
    live_.stop();
    UpdateButton();
}

void EnginePanel::UpdateButton() {
    toggle_->SetLabel(IsRunning() ? _("Stop engine") : _("Start engine"));
    Layout();
}

void EnginePanel::Show(const app::LiveReport& report) {
    std::vector<Row> rows;
    for (const auto& line : report.lines)
        rows.push_back(
            {wxString::FromUTF8(app::score_text(line.score)), wxString::Format("%d", report.depth),
             wxString::FromUTF8(app::numbered_line(position_, line.moves, line_start_, 24)),
             line.moves});
    ShowRows(std::move(rows));
    if (!report.lines.empty() && on_first_line)
        on_first_line(report.lines.front().score, report.depth, report.lines.front().moves);
    stats_->SetLabel(ReadingLabel(wxString::Format(
        _("depth %d/%d  %.1fM nodes  %.0f kN/s"), report.depth, report.seldepth,
        static_cast<double>(report.nodes) / 1e6, static_cast<double>(report.nps) / 1e3)));
}

}  // namespace damascope::gui
