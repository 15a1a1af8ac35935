#include "engine_panel.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

#include "analysis/score.hpp"
#include "app/resource_limits.hpp"

namespace damascope::gui {

wxString FormatScore(int score) {
    if (analysis::is_forced(score)) {
        const int plies = analysis::forced_plies(score);
        return plies > 0 ? wxString::Format(_("White wins in %d"), plies)
                         : wxString::Format(_("Black wins in %d"), -plies);
    }
    return wxString::Format("%+.2f", score / 100.0);
}

EnginePanel::EnginePanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    toggle_ = new wxButton(this, wxID_ANY, _("Start engine"));
    lines_ = new wxSpinCtrl(this, wxID_ANY, "3", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                            1, 8, 3);
    stats_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                              wxST_ELLIPSIZE_END);
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(300, 100),
                           wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
    list_->AppendColumn(_("Score"), wxLIST_FORMAT_RIGHT, 80);
    list_->AppendColumn(_("Depth"), wxLIST_FORMAT_RIGHT, 50);
    list_->AppendColumn(_("Line"), wxLIST_FORMAT_LEFT, 300);

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(toggle_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    top->Add(new wxStaticText(this, wxID_ANY, _("Lines:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
             4);
    top->Add(lines_, 0, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 4);
    sizer->Add(stats_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
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

void EnginePanel::FitLineColumn() {
    const int rest = list_->GetClientSize().x - list_->GetColumnWidth(0) - list_->GetColumnWidth(1);
    list_->SetColumnWidth(2, std::max(120, rest - 4));
}

EnginePanel::~EnginePanel() {
    Stop();
}

void EnginePanel::SetPosition(const core::Position& pos, const analysis::GameContext& context) {
    position_ = pos;
    context_ = context;
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
            wxString::FromUTF8(numbered_line(position_, line->moves, line_start_)), line->moves};
    ShowRows({std::move(row)});
    stats_->SetLabel(_("Stored analysis; click a line to play it"));
}

std::vector<wxString> EnginePanel::LineTexts() const {
    std::vector<wxString> out;
    for (const Row& r : rows_) out.push_back(r.text);
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
        const long item = list_->InsertItem(static_cast<long>(i), rows_[i].score);
        list_->SetItem(item, 1, rows_[i].depth);
        list_->SetItem(item, 2, rows_[i].text);
        if (!all.empty()) all += "\n";
        all += rows_[i].score + "  " + rows_[i].text;
    }
    list_->Thaw();
    filling_ = false;
    // The lines in full, however narrow the pane (on the list and the window inside it).
    list_->SetToolTip(all);
    for (wxWindow* child : list_->GetChildren()) child->SetToolTip(all);
}

void EnginePanel::Start() {
    Stop();
    if (!engine_) {
        analysis::EngineOptions options;
        options.threads = app::core_count();  // the panel is what the user watches: every core
        engine_ = std::make_unique<analysis::Engine>(options);
    }
    ShowRows({});
    const int generation = ++generation_;
    analysis::Limits limits;
    limits.multipv = lines_->GetValue();
    limits.depth = 64;  // deep enough to run until stopped
    stop_ = false;
    limits.stop = &stop_;
    const core::Position pos = position_;
    const analysis::GameContext context = context_;
    worker_ = std::thread([this, generation, limits, pos, context] {
        engine_->search(pos, limits, context, [this, generation](const analysis::SearchInfo& info) {
            CallAfter([this, generation, info] {
                if (generation == generation_) Show(info);
            });
        });
        CallAfter([this, generation] {
            // The search ended by itself (a depth limit, or no move): collect the thread.
            if (generation != generation_ || !worker_.joinable()) return;
            worker_.join();
            stats_->SetLabel(stats_->GetLabel() + _(" (done)"));
            UpdateButton();
        });
    });
    UpdateButton();
}

void EnginePanel::Stop() {
    if (!worker_.joinable()) return;
    ++generation_;
    stop_ = true;  // also reaches a search whose thread has not begun it yet
    engine_->stop();
    worker_.join();
    UpdateButton();
}

void EnginePanel::UpdateButton() {
    toggle_->SetLabel(IsRunning() ? _("Stop engine") : _("Start engine"));
    Layout();
}

void EnginePanel::Show(const analysis::SearchInfo& info) {
    std::vector<Row> rows;
    for (const auto& line : info.lines)
        rows.push_back({FormatScore(line.score), wxString::Format("%d", info.depth),
                        wxString::FromUTF8(numbered_line(position_, line.pv, line_start_, 24)),
                        line.pv});
    ShowRows(std::move(rows));
    if (!info.lines.empty() && on_first_line)
        on_first_line(info.lines.front().score, info.depth, info.lines.front().pv);
    stats_->SetLabel(wxString::Format(_("depth %d/%d  %.1fM nodes  %.0f kN/s"), info.depth,
                                      info.seldepth, static_cast<double>(info.nodes) / 1e6,
                                      static_cast<double>(info.nps) / 1e3));
}

}  // namespace damascope::gui
