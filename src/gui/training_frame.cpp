#include "training_frame.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <ctime>

#include "app/analysis_lines.hpp"
#include "app/training_judge.hpp"
#include "board_view.hpp"
#include "core/notation.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

wxString Utf8(const std::string& text) {
    return wxString::FromUTF8(text);
}

std::int64_t Now() {
    return static_cast<std::int64_t>(std::time(nullptr));
}

wxString KindTitle(app::ExerciseKind k) {
    switch (k) {
        case app::ExerciseKind::missed:
            return _("Missed captures");
        case app::ExerciseKind::longer:
            return _("Longer chains");
        case app::ExerciseKind::blunder:
            return _("Blunders");
        case app::ExerciseKind::mistake:
            return _("Mistakes");
    }
    return {};
}

}  // namespace

TrainingFrame::TrainingFrame(wxWindow* parent, app::TrainingSession session, const wxString& title)
    : wxFrame(parent, wxID_ANY, title, wxDefaultPosition, wxSize(960, 640), wxDEFAULT_FRAME_STYLE,
              training_window_name),
      session_(std::move(session)) {
    auto* panel = new wxPanel(this);
    panel_ = panel;
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(panel, wxID_ANY, _("Player:")), 0, wxALIGN_CENTER_VERTICAL | wxALL,
             4);
    player_ = new wxChoice(panel, wxID_ANY);
    player_->Append(_("All players"));
    for (const auto& name : session_.players()) player_->Append(Utf8(name));
    player_->SetSelection(0);
    top->Add(player_, 0, wxALIGN_CENTER_VERTICAL | wxALL, 4);
    for (auto k : app::all_exercise_kinds) {
        auto* box = new wxCheckBox(panel, wxID_ANY, KindTitle(k));
        box->SetValue(true);
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { OnFilterChanged(); });
        kinds_[static_cast<int>(k)] = box;
        top->Add(box, 0, wxALIGN_CENTER_VERTICAL | wxALL, 6);
    }
    player_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { OnFilterChanged(); });

    board_ = new BoardView(panel);
    board_->on_move = [this](const core::Move& m) { OnMove(m); };
    board_->on_hint = [this](const wxString& hint) { SetStatusText(hint); };

    auto* side = new wxBoxSizer(wxVERTICAL);
    title_ = new wxStaticText(panel, wxID_ANY, "");
    wxFont bold = title_->GetFont();
    bold.MakeBold().MakeLarger();
    title_->SetFont(bold);
    source_ = new wxStaticText(panel, wxID_ANY, "");
    task_ = new wxStaticText(panel, wxID_ANY, "");
    verdict_ = new wxStaticText(panel, wxID_ANY, "");
    verdict_->SetFont(verdict_->GetFont().MakeBold());
    line_ = new wxStaticText(panel, wxID_ANY, "");
    next_ = new wxButton(panel, wxID_ANY, _("&Next exercise"));
    next_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { AskNext(); });
    progress_ = new wxStaticText(panel, wxID_ANY, "");
    side->Add(title_, 0, wxEXPAND | wxALL, 6);
    side->Add(source_, 0, wxEXPAND | wxALL, 6);
    side->Add(task_, 0, wxEXPAND | wxALL, 6);
    side->Add(verdict_, 0, wxEXPAND | wxALL, 6);
    side->Add(line_, 0, wxEXPAND | wxALL, 6);
    side->Add(next_, 0, wxALL, 6);
    side->AddStretchSpacer();
    side->Add(new wxStaticText(panel, wxID_ANY, _("Progress")), 0, wxALL, 6);
    side->Add(progress_, 0, wxEXPAND | wxALL, 6);

    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    middle->Add(board_, 3, wxEXPAND | wxALL, 6);
    middle->Add(side, 2, wxEXPAND);
    auto* all = new wxBoxSizer(wxVERTICAL);
    all->Add(top, 0, wxEXPAND | wxALL, 2);
    all->Add(middle, 1, wxEXPAND);
    panel->SetSizer(all);
    CreateStatusBar();
    if (!session_.build_problem().empty())
        SetStatusText(_("The exercises could not be refreshed: those stored are shown."));
    ApplyLayoutDirection(this);
    board_->SetLayoutDirection(wxLayout_LeftToRight);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { Rewrap(); });
    });
    AskNext();
}

TrainingFrame::~TrainingFrame() {
    stop_ = true;
    if (worker_.joinable()) worker_.join();
}

void TrainingFrame::Rewrap() {
    // The texts wrap to the column beside the board, then the column is laid out again.
    const int width = std::max(120, GetClientSize().x * 2 / 5 - 24);
    for (wxStaticText* t : {source_, task_, verdict_, line_}) {
        wxString text = t->GetLabel();
        text.Replace("\n", " ");
        t->SetLabel(text);
        t->Wrap(width);
    }
    panel_->Layout();
}

bool TrainingFrame::ChoosePlayer(const std::string& name) {
    const int at = name.empty() ? 0 : player_->FindString(Utf8(name), true);
    if (at == wxNOT_FOUND) return false;
    player_->SetSelection(at);
    OnFilterChanged();
    return true;
}

// A label's text on one line (Wrap() breaks it to the column's width).
wxString OneLine(wxString text) {
    text.Replace("\n", " ");
    return text;
}

wxString TrainingFrame::TaskText() const {
    return OneLine(title_->GetLabel() + " | " + task_->GetLabel());
}

wxString TrainingFrame::VerdictText() const {
    return OneLine(verdict_->GetLabel());
}

wxString TrainingFrame::ProgressText() const {
    return progress_->GetLabel();
}

void TrainingFrame::OnFilterChanged() {
    app::TrainingFilter f;
    const int at = player_->GetSelection();
    if (at > 0) f.player = session_.players()[static_cast<std::size_t>(at - 1)];
    for (auto k : app::all_exercise_kinds)
        if (kinds_[static_cast<int>(k)]->GetValue()) f.kinds.push_back(k);
    if (f.kinds.empty()) {  // no kind at all would ask nothing: the last one stays checked
        for (auto* box : kinds_) box->SetValue(true);
        f.kinds.clear();
    }
    if (auto r = session_.choose(f); !r) SetStatusText(Utf8(r.error()));
    AskNext();
}

void TrainingFrame::AskNext() {
    ++generation_;
    judging_ = false;
    stop_ = true;
    if (worker_.joinable()) worker_.join();
    stop_ = false;
    verdict_->SetLabel("");
    line_->SetLabel("");
    board_->SetAnalysisArrows({});
    if (!session_.next(Now())) {
        title_->SetLabel(_("No exercise"));
        source_->SetLabel("");
        task_->SetLabel(
            _("The games chosen have no missed capture, shorter chain or engine "
              "mistake to practise. Analyse games to find blunders and mistakes."));
        board_->SetInteractive(false);
        next_->Disable();
        ShowProgress();
        Layout();
        return;
    }
    const app::ExerciseRow& r = *session_.current();
    const core::Position& pos = session_.position();
    title_->SetLabel(Utf8(app::exercise_kind_text(r.kind)));
    source_->SetLabel(Utf8(session_.source_text()) +
                      (session_.current_was_due() ? wxString() : "\n" + _("(ahead of schedule)")));
    task_->SetLabel(Utf8(app::exercise_task_text(r, pos)));
    board_->SetFlipped(pos.side_to_move() == core::Color::black);
    board_->SetPosition(pos, {});
    board_->SetMoves(session_.offered());
    board_->SetInteractive(true);
    next_->Enable();
    Rewrap();
    ShowProgress();
    board_->SetFocus();
}

void TrainingFrame::OnMove(const core::Move& m) {
    if (session_.answered() || !session_.current()) return;
    board_->SetInteractive(false);
    core::Position after = session_.position();
    after.play(m);
    board_->SetPosition(after, core::move_path(session_.position(), m));
    const app::Judgement j = session_.answer(m);
    if (!j.needs_engine) {
        ShowVerdict(j);
        return;
    }
    verdict_->SetLabel(_("The engine is judging the move..."));
    judging_ = true;
    if (worker_.joinable()) worker_.join();
    const int generation = generation_;
    worker_ =
        std::thread([this, generation, row = *session_.current(), pos = session_.position(), m] {
            if (!judge_) judge_ = std::make_unique<app::TrainingJudge>(app::answer_limits(&stop_));
            app::Judgement v = judge_->judge(row, pos, m);
            if (stop_) return;
            CallAfter([this, generation, v] {
                if (generation == generation_) ShowVerdict(v);
            });
        });
}

void TrainingFrame::ShowVerdict(const app::Judgement& j) {
    judging_ = false;
    if (j.needs_engine) {  // the engine gave no verdict (stopped): nothing is kept
        verdict_->SetLabel(_("The engine could not judge the move."));
        return;
    }
    if (auto r = session_.record(j.correct, Now()); !r) SetStatusText(Utf8(r.error()));
    verdict_->SetForegroundColour(j.correct ? wxColour(0, 120, 40) : wxColour(180, 30, 30));
    verdict_->SetLabel(Utf8(j.text));
    if (!j.line.empty()) {
        // The exercise's position again, the answer's first move drawn on it, the line below.
        line_->SetLabel(_("The line:") + " " + Utf8(session_.line_text(j.line)));
        board_->SetPosition(session_.position(), {});
        board_->SetAnalysisArrows({{app::arrow_path(session_.position(), j.line.front()), false}});
    }
    ShowProgress();
    Rewrap();
    next_->SetFocus();
}

void TrainingFrame::ShowProgress() {
    wxString text;
    for (const auto& p : session_.progress(Now())) {
        if (!text.empty()) text += "\n";
        text += wxString::Format(_("%s: %d solved, %d due, %d in all"), KindTitle(p.kind), p.solved,
                                 p.due, p.total);
    }
    progress_->SetLabel(text);
}

TrainingFrame* OpenTraining(wxWindow* parent, const std::string& db_path) {
    if (auto* open = dynamic_cast<TrainingFrame*>(
            wxWindow::FindWindowByName(training_window_name, parent))) {
        open->Raise();
        return open;
    }
    if (db_path.empty()) {
        wxMessageBox(_("Open a database first: the exercises come from its games."),
                     _("My mistakes"), wxOK | wxICON_INFORMATION, parent);
        return nullptr;
    }
    auto session = app::TrainingSession::open(db_path);
    if (!session) {
        wxMessageBox(Utf8(session.error()), _("My mistakes"), wxOK | wxICON_ERROR, parent);
        return nullptr;
    }
    const wxString file = wxFileName(Utf8(db_path)).GetFullName();
    auto* frame = new TrainingFrame(parent, std::move(session).value(),
                                    _("My mistakes") + wxString::FromUTF8(" \u2014 ") + file);
    frame->Show();
    return frame;
}

}  // namespace damascope::gui
