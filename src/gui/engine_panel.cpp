#include "engine_panel.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include "analysis/score.hpp"
#include "app/resource_limits.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {

namespace {

wxString line_text(core::Position pos, const std::vector<core::Move>& pv, std::size_t max_moves) {
    wxString out;
    for (std::size_t i = 0; i < pv.size() && i < max_moves; ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (!legal.contains(pv[i])) break;
        if (!out.empty()) out += ' ';
        out += wxString::FromUTF8(core::format_move(pos, pv[i], {legal.begin(), legal.size()}));
        pos.play(pv[i]);
    }
    return out;
}

}  // namespace

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
    list_->AppendColumn(_("Score"), wxLIST_FORMAT_RIGHT, 90);
    list_->AppendColumn(_("Depth"), wxLIST_FORMAT_RIGHT, 55);
    list_->AppendColumn(_("Line"), wxLIST_FORMAT_LEFT, 420);

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
        list_->DeleteAllItems();
        stats_->SetLabel(wxString());
    }
}

void EnginePanel::Start() {
    Stop();
    if (!engine_) {
        analysis::EngineOptions options;
        options.threads = app::core_count();  // the panel is what the user watches: every core
        engine_ = std::make_unique<analysis::Engine>(options);
    }
    list_->DeleteAllItems();
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
    list_->Freeze();
    list_->DeleteAllItems();
    for (std::size_t i = 0; i < info.lines.size(); ++i) {
        const auto& line = info.lines[i];
        const long row = list_->InsertItem(static_cast<long>(i), FormatScore(line.score));
        list_->SetItem(row, 1, wxString::Format("%d", info.depth));
        list_->SetItem(row, 2, line_text(position_, line.pv, 16));
    }
    list_->Thaw();
    stats_->SetLabel(wxString::Format(_("depth %d/%d  %.1fM nodes  %.0f kN/s"), info.depth,
                                      info.seldepth, static_cast<double>(info.nodes) / 1e6,
                                      static_cast<double>(info.nps) / 1e3));
}

}  // namespace damascope::gui
