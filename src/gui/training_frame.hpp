// Training > My mistakes: exercises from the players' own games (app/training_session.hpp). The
// player (or all) and the kinds are chosen at the top; the board shows the exercise with the side
// to move at the bottom and offers every move a piece could make (the ringed pieces tell nothing
// of the answer); the answer is judged — by the rules at once, by the engine on a worker thread
// for a blunder or mistake — explained beside the board with the line after it, and kept in the
// review schedule; Next exercise goes on. A window of its own beside the main one.
#pragma once

#include <wx/frame.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "app/training_session.hpp"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxPanel;
class wxStaticText;

namespace damascope::app {
class TrainingJudge;
}

namespace damascope::gui {

class BoardView;
class TrainingFrame;

// The window's name among the main window's children (one training window at a time).
inline constexpr const char* training_window_name = "damascope-training";

// Training > My mistakes on the database at `db_path`: the window open already, raised, or a new
// one (its exercises refreshed from the marks first); nullptr, after saying why, when there is
// no database or it cannot be read.
TrainingFrame* OpenTraining(wxWindow* parent, const std::string& db_path);

class TrainingFrame : public wxFrame {
  public:
    TrainingFrame(wxWindow* parent, app::TrainingSession session, const wxString& title);
    ~TrainingFrame() override;

    // Chooses a player by name ("" all); false when no exercise is of that player.
    bool ChoosePlayer(const std::string& name);
    // What the panel says, for the screenshot mode and the window tests.
    wxString TaskText() const;
    wxString VerdictText() const;
    wxString ProgressText() const;
    BoardView* Board() const { return board_; }
    // The engine is judging an answer (its verdict comes back through CallAfter).
    bool Judging() const { return judging_; }

  private:
    void OnFilterChanged();
    void AskNext();
    void OnMove(const core::Move& m);
    // The verdict shown, kept in the schedule, the line drawn.
    void ShowVerdict(const app::Judgement& j);
    void ShowProgress();
    void Rewrap();

    app::TrainingSession session_;
    std::unique_ptr<app::TrainingJudge> judge_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    int generation_ = 0;
    bool judging_ = false;  // the exercise asked; an engine verdict for an older one is dropped
    wxPanel* panel_ = nullptr;
    wxChoice* player_ = nullptr;
    wxCheckBox* kinds_[4] = {nullptr, nullptr, nullptr, nullptr};
    BoardView* board_ = nullptr;
    wxStaticText* title_ = nullptr;
    wxStaticText* source_ = nullptr;
    wxStaticText* task_ = nullptr;
    wxStaticText* verdict_ = nullptr;
    wxStaticText* line_ = nullptr;
    wxStaticText* progress_ = nullptr;
    wxButton* next_ = nullptr;
};

}  // namespace damascope::gui
