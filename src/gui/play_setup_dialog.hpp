// The questions before a game is played (Game > Play against the engine, Game > Two players on
// this device): from the start of a chosen game or from the position on the board, the user's
// colour and the engine's level (against the engine), the players' names, the clocks, and
// whether the board turns to the side to move (two players).
#pragma once

#include <wx/dialog.h>

#include "app/play_session.hpp"

class wxCheckBox;
class wxChoice;
class wxRadioBox;
class wxSpinCtrl;
class wxTextCtrl;

namespace damascope::gui {

class PlaySetupDialog : public wxDialog {
  public:
    // `board`: the position on the main window's board (its rule set is the default's).
    PlaySetupDialog(wxWindow* parent, app::PlayMode mode, const core::Position& board);

    app::PlaySetup Setup() const;
    // Two players: the board turned after each move so that the side to move is at the bottom.
    bool TurnBoard() const;

  private:
    app::PlayMode mode_;
    core::Position board_;
    wxRadioBox* from_ = nullptr;    // the start / the position on the board
    wxChoice* variant_ = nullptr;   // the rule set, for a game from the start
    wxRadioBox* colour_ = nullptr;  // against the engine: White / Black
    wxChoice* level_ = nullptr;     // against the engine
    wxTextCtrl* name_a_ = nullptr;  // the user (against the engine), or White
    wxTextCtrl* name_b_ = nullptr;  // Black (two players)
    wxCheckBox* clock_ = nullptr;
    wxSpinCtrl* minutes_ = nullptr;
    wxSpinCtrl* increment_ = nullptr;
    wxCheckBox* turn_ = nullptr;  // two players
};

// The name the user goes by at first: the login's, else "Player".
std::string DefaultPlayerName();

}  // namespace damascope::gui
