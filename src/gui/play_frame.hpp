// The window a game is played in (Game > Play against the engine, Game > Two players on this
// device): the board with the seed's touch controls, a clock for each side, and Take back, Hint,
// Offer draw, Resign. The game (app/play_session.hpp) is stored as it is played; the engine's
// thinking is never shown here. When the game ends it opens in the main window, ready to analyse.
#pragma once

#include <wx/frame.h>
#include <wx/timer.h>

#include <functional>
#include <memory>

#include "app/engine_player.hpp"
#include "app/play_session.hpp"

class wxButton;
class wxStaticText;

namespace damascope::gui {

class BoardView;
class MainFrame;

class PlayFrame : public wxFrame {
  public:
    PlayFrame(MainFrame* main, std::unique_ptr<app::PlaySession> session, bool turn_board);
    ~PlayFrame() override;

    BoardView* Board() { return board_; }
    const app::PlaySession& Session() const { return *session_; }
    // The status line and each clock's text, as shown (screenshots, tests).
    wxString StatusWords() const;
    wxString ClockWords(core::Color c) const;
    // Hint: the full engine's move for the side to move, drawn as an arrow.
    void Hint();
    void TakeBack();
    void OfferDraw();
    // The side to move resigns (two players), or the user (against the engine); `ask`: first a
    // question.
    void Resign(bool ask);
    // Opens the game in the main window (after the end) and closes this one.
    void Analyse();
    // Whether the engine is searching (its move, a hint or a draw offer).
    bool EngineBusy() const { return engine_.running(); }

  private:
    void OnUserMove(const core::Move& m);
    void StartEngineMove();
    void OnEngineAnswer(int generation, const app::LevelMove& m);
    void OnTick();
    void Refresh();
    void ShowClocks();
    void ShowError(const std::string& what);
    // The status line, wrapped to the side column.
    void SetStatus(const wxString& text);

    enum class Asked : std::uint8_t { none, move, hint, draw };
    MainFrame* main_;
    std::unique_ptr<app::PlaySession> session_;
    app::EnginePlayer engine_;
    Asked asked_ = Asked::none;
    int generation_ = 0;
    bool turn_board_ = false;
    bool user_flip_ = false;
    BoardView* board_ = nullptr;
    wxStaticText* top_name_ = nullptr;
    wxStaticText* top_clock_ = nullptr;
    wxStaticText* bottom_name_ = nullptr;
    wxStaticText* bottom_clock_ = nullptr;
    wxStaticText* status_ = nullptr;
    wxButton* take_back_ = nullptr;
    wxButton* hint_ = nullptr;
    wxButton* draw_ = nullptr;
    wxButton* resign_ = nullptr;
    wxButton* analyse_ = nullptr;
    wxTimer timer_;
};

// Game > Play against the engine / Two players on this device: asks the questions
// (play_setup_dialog.hpp), stores the new game in the main window's database and opens the play
// window. Nothing when the user cancels; a message when the game cannot be stored.
void OpenPlayWindow(MainFrame* main, app::PlayMode mode);
// The same without the questions (screenshot mode): nullptr and `error` when it cannot start.
PlayFrame* StartPlay(MainFrame* main, const app::PlaySetup& setup, bool turn_board,
                     wxString* error);

}  // namespace damascope::gui
