#include "play_frame.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <chrono>
#include <ctime>

#include "app/bidi_text.hpp"
#include "app/play_texts.hpp"
#include "board_view.hpp"
#include "core/notation.hpp"
#include "main_frame.hpp"
#include "play_setup_dialog.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

app::Millis SteadyNow() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

std::string LocalTime(const char* format) {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[32] = {};
    std::strftime(text, sizeof text, format, &local);
    return text;
}

wxString U(const std::string& s) {
    return wxString::FromUTF8(s);
}

// A clock's figures read left to right inside Arabic text.
wxString ClockShown(app::Millis left) {
    return U(app::ltr_isolated(app::clock_text(left)));
}

}  // namespace

PlayFrame::PlayFrame(MainFrame* main, std::unique_ptr<app::PlaySession> session, bool turn_board)
    : wxFrame(main, wxID_ANY, U(app::play_title_text(*session)), wxDefaultPosition,
              wxSize(980, 700)),
      main_(main),
      session_(std::move(session)),
      turn_board_(turn_board),
      timer_(this) {
    ApplyLayoutDirection(this);
    auto* panel = new wxPanel(this);
    // Right to left before the children are made, so that they are laid out so (the board keeps
    // its own direction: it is a picture of a real board).
    if (IsRightToLeft()) panel->SetLayoutDirection(wxLayout_RightToLeft);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    board_ = new BoardView(panel);
    board_->SetMinSize(wxSize(420, 420));
    row->Add(board_, 1, wxEXPAND | wxALL, 6);

    auto* side = new wxBoxSizer(wxVERTICAL);
    wxFont big = GetFont();
    big.SetPointSize(big.GetPointSize() * 2);
    big.SetWeight(wxFONTWEIGHT_BOLD);
    auto clock_label = [&](wxStaticText*& name, wxStaticText*& clock) {
        name = new wxStaticText(panel, wxID_ANY, "");
        clock = new wxStaticText(panel, wxID_ANY, "");
        clock->SetFont(big);
        side->Add(name, 0, wxTOP, 6);
        side->Add(clock, 0, wxBOTTOM, 6);
    };
    clock_label(top_name_, top_clock_);
    side->AddStretchSpacer(1);
    status_ = new wxStaticText(panel, wxID_ANY, "");
    side->Add(status_, 0, wxBOTTOM, 10);
    const bool computer = session_->setup().mode == app::PlayMode::computer;
    auto button = [&](const wxString& label, const wxString& tip, auto action) {
        auto* b = new wxButton(panel, wxID_ANY, label);
        b->SetToolTip(tip);
        b->Bind(wxEVT_BUTTON, [action](wxCommandEvent&) { action(); });
        side->Add(b, 0, wxEXPAND | wxBOTTOM, 4);
        return b;
    };
    take_back_ = button(_("&Take back"),
                        computer ? _("Take back your last move and the engine's reply")
                                 : _("Take back the last move"),
                        [this] { TakeBack(); });
    if (computer)
        hint_ = button(_("&Hint"), _("The engine's move for you, as an arrow on the board"),
                       [this] { Hint(); });
    draw_ = button(computer ? _("Offer a &draw") : _("&Draw agreed"),
                   computer ? _("The engine accepts when its score says the game is even or "
                                "worse for it")
                            : _("Both players agree to a draw"),
                   [this] { OfferDraw(); });
    resign_ =
        button(_("&Resign"), computer ? _("Give up the game") : _("The side to move gives up"),
               [this] { Resign(true); });
    button(_("&Flip board"), _("Turn the board round"), [this] {
        user_flip_ = !user_flip_;
        Refresh();
    });
    analyse_ = button(_("&Analyse this game"),
                      _("Open the game in the main window, with the engine and the analysis"),
                      [this] { Analyse(); });
    side->AddStretchSpacer(1);
    clock_label(bottom_name_, bottom_clock_);
    row->Add(side, 0, wxEXPAND | wxALL, 10);
    panel->SetSizer(row);

    board_->on_move = [this](const core::Move& m) { OnUserMove(m); };
    board_->on_hint = [this](const wxString& text) {
        SetStatus(text.empty() ? StatusWords() : text);
    };
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { OnTick(); });
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& e) {
        // The game stays stored as far as it was played (unfinished: "*").
        timer_.Stop();
        engine_.stop();
        session_->abandon();
        e.Skip();
    });
    timer_.Start(100);
    Refresh();
    StartEngineMove();
}

PlayFrame::~PlayFrame() {
    timer_.Stop();
    engine_.stop();
}

wxString PlayFrame::StatusWords() const {
    return U(app::play_status_text(*session_));
}

wxString PlayFrame::ClockWords(core::Color c) const {
    if (!session_->clock().control().enabled()) return {};
    return ClockShown(session_->clock().left(c));
}

void PlayFrame::Refresh() {
    const app::PlaySession& s = *session_;
    core::Color bottom = core::Color::white;
    if (s.setup().mode == app::PlayMode::computer)
        bottom = s.setup().user;
    else if (turn_board_)
        bottom = s.to_move();
    const bool flipped = (bottom == core::Color::black) != user_flip_;
    board_->SetFlipped(flipped);
    std::vector<core::Square> last;
    if (!s.moves().empty()) {
        core::Position before = s.setup().start;
        for (std::size_t i = 0; i + 1 < s.moves().size(); ++i) before.play(s.moves()[i]);
        last = core::move_path(before, s.moves().back());
    }
    board_->SetPosition(s.position(), last);
    board_->SetAnalysisArrows({});
    board_->SetGameOver(s.over() ? s.outcome() : core::Outcome::ongoing);
    board_->SetInteractive(!s.over() && !s.engine_to_move());
    const core::Color top = flipped ? core::Color::white : core::Color::black;
    top_name_->SetLabel(U(app::play_side_text(s, top)));
    bottom_name_->SetLabel(U(app::play_side_text(s, core::opposite(top))));
    SetStatus(StatusWords());
    take_back_->Enable(s.can_take_back());
    if (hint_) hint_->Enable(!s.over() && !s.engine_to_move());
    draw_->Enable(!s.over() && !s.engine_to_move());
    resign_->Enable(!s.over());
    analyse_->Show(s.over());
    ShowClocks();
    board_->GetParent()->Layout();  // the panel: the status may take more lines, a button shows
    board_->Refresh();
}

void PlayFrame::ShowClocks() {
    const core::Color top = board_->IsFlipped() ? core::Color::white : core::Color::black;
    top_clock_->SetLabel(ClockWords(top));
    bottom_clock_->SetLabel(ClockWords(core::opposite(top)));
    // The running clock stands out; the other is greyed.
    const bool ticking = session_->clock().ticking();
    const core::Color running = session_->clock().running();
    const wxColour on = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour off = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
    top_clock_->SetForegroundColour(ticking && running == top ? on : off);
    bottom_clock_->SetForegroundColour(ticking && running != top ? on : off);
}

void PlayFrame::SetStatus(const wxString& text) {
    status_->SetLabel(text);
    status_->Wrap(260);
    // Each wrapped line is a paragraph of its own, whose direction GTK takes from its first
    // letter: in Arabic a line that starts with a Latin name would read left to right. A
    // right-to-left mark at the start of each line keeps them all in the interface's direction.
    if (IsRightToLeft()) {
        wxString lines = status_->GetLabel();
        lines.Replace("\n", wxString::FromUTF8("\n\u200f"));
        status_->SetLabel(wxString::FromUTF8("\u200f") + lines);
    }
    board_->GetParent()->Layout();
}

void PlayFrame::ShowError(const std::string& what) {
    SetStatus(U(what));
}

void PlayFrame::OnUserMove(const core::Move& m) {
    if (session_->engine_to_move()) return;
    engine_.stop();  // a hint or a draw offer being weighed
    asked_ = Asked::none;
    auto played = session_->play(m);
    Refresh();
    // A move the database refused stays on the board (the error says so); the game goes on.
    if (!played) ShowError(played.error());
    StartEngineMove();
}

void PlayFrame::StartEngineMove() {
    if (!session_->engine_to_move()) return;
    asked_ = Asked::move;
    generation_ =
        engine_.start(session_->position(), session_->context(),
                      app::engine_level(session_->setup().level), session_->engine_movetime(),
                      session_->seed(), [this](int generation, const app::LevelMove& m) {
                          CallAfter([this, generation, m] { OnEngineAnswer(generation, m); });
                      });
}

void PlayFrame::Hint() {
    if (session_->over() || session_->engine_to_move()) return;
    asked_ = Asked::hint;
    SetStatus(_("Looking for a good move…"));
    generation_ = engine_.start(
        session_->position(), session_->context(), app::engine_level(app::highest_level), 1000, 0,
        [this](int generation, const app::LevelMove& m) {
            CallAfter([this, generation, m] { OnEngineAnswer(generation, m); });
        });
}

void PlayFrame::OfferDraw() {
    if (session_->over()) return;
    if (session_->setup().mode == app::PlayMode::local) {
        auto agreed = session_->agree_draw();
        if (!agreed) ShowError(agreed.error());
        Refresh();
        return;
    }
    if (session_->engine_to_move()) return;
    asked_ = Asked::draw;
    SetStatus(_("damascope is considering your offer…"));
    generation_ = engine_.start(
        session_->position(), session_->context(), app::engine_level(app::highest_level), 700, 0,
        [this](int generation, const app::LevelMove& m) {
            CallAfter([this, generation, m] { OnEngineAnswer(generation, m); });
        });
}

void PlayFrame::OnEngineAnswer(int generation, const app::LevelMove& m) {
    if (!engine_.current(generation) || generation != generation_) return;
    const Asked asked = asked_;
    asked_ = Asked::none;
    engine_.stop();  // collects the finished thread
    if (session_->over()) return Refresh();
    switch (asked) {
        case Asked::none:
            return;
        case Asked::move: {
            if (!m.has_move || !session_->engine_to_move()) return Refresh();
            auto played = session_->play(m.move);
            Refresh();
            if (!played) ShowError(played.error());
            return;
        }
        case Asked::hint: {
            if (!m.has_move) return Refresh();
            Refresh();
            board_->SetAnalysisArrows({{core::move_path(session_->position(), m.move), true}});
            SetStatus(_("Hint: the arrow shows the engine's move."));
            return;
        }
        case Asked::draw: {
            // best_score is the user's view (the user is to move); the engine's is its negative.
            if (app::accepts_draw(-m.best_score)) {
                auto agreed = session_->agree_draw();
                Refresh();
                if (!agreed) ShowError(agreed.error());
            } else {
                Refresh();
                SetStatus(_("damascope declines the draw: play on."));
            }
            return;
        }
    }
}

void PlayFrame::TakeBack() {
    engine_.stop();
    asked_ = Asked::none;
    auto taken = session_->take_back();
    Refresh();
    if (!taken) return ShowError(taken.error());
    StartEngineMove();
}

void PlayFrame::Resign(bool ask) {
    if (session_->over()) return;
    const core::Color who = session_->setup().mode == app::PlayMode::computer
                                ? session_->setup().user
                                : session_->to_move();
    if (ask && wxMessageBox(_("Resign this game?"), _("Resign"), wxYES_NO | wxICON_QUESTION,
                            this) != wxYES)
        return;
    engine_.stop();
    asked_ = Asked::none;
    auto done = session_->resign(who);
    Refresh();
    if (!done) ShowError(done.error());
}

void PlayFrame::OnTick() {
    if (session_->over()) return;
    auto flagged = session_->check_flag();
    if (flagged && *flagged) {
        engine_.stop();
        asked_ = Asked::none;
        Refresh();
        return;
    }
    ShowClocks();
}

void PlayFrame::Analyse() {
    const std::int64_t id = session_->game_id();
    wxString error;
    if (main_ && !main_->OpenGame(id, &error)) {
        SetStatus(error);
        return;
    }
    if (main_) main_->Raise();
    Close();
}

PlayFrame* StartPlay(MainFrame* main, const app::PlaySetup& setup, bool turn_board,
                     wxString* error) {
    const std::string path = main->Document().database_path();
    if (path.empty()) {
        if (error) *error = _("Open or create a database first: the game is stored in it.");
        return nullptr;
    }
    auto session = app::PlaySession::start(path, setup, SteadyNow, LocalTime("%Y.%m.%d"),
                                           LocalTime("%H:%M:%S"));
    if (!session) {
        if (error) *error = U(session.error());
        return nullptr;
    }
    auto* frame = new PlayFrame(main, std::move(session).value(), turn_board);
    frame->Show();
    return frame;
}

void OpenPlayWindow(MainFrame* main, app::PlayMode mode) {
    PlaySetupDialog dialog(main, mode, main->Document().session().position());
    if (dialog.ShowModal() != wxID_OK) return;
    wxString error;
    if (!StartPlay(main, dialog.Setup(), dialog.TurnBoard(), &error))
        wxMessageBox(error, _("The game could not start"), wxOK | wxICON_ERROR, main);
}

}  // namespace damascope::gui
