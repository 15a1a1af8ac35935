// Trial lines. Moves played on the board, from the explorer, the collections, the endgame tables
// or the engine go onto the board as a trial line that the stored game does not hold until the
// user keeps it (Game > Keep as variation / main line); the rule itself is GameDocument's
// (app/game_document_trial.cpp). Leaving a game with a trial line asks what to do with it.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "frame_parts.hpp"

namespace damascope::gui {

class TrialCommands : CommandArea {
  public:
    TrialCommands(MainFrame& frame, app::GameDocument& doc);
    void Bind();

    // The moves played (saved at once only in a new game).
    app::GameDocument::Played PlayMoves(const std::vector<core::Move>& moves);
    // A move the user played on the board (or clicked in the explorer or the tables): following
    // a move already there changes nothing; an illegal one is said.
    void PlayUserMove(const core::Move& m);
    // An engine line from the current position as a trial line (one undo step); the cursor goes
    // to its first move.
    void PlayEngineLine(const std::vector<core::Move>& moves);
    // A collection's line played on the board (from the game's start, as a trial line).
    void PlayCollectionLine(const std::string& start_fen, const std::vector<std::string>& moves);
    // Keeps the trial line at the cursor in the game, as a variation or as the main line (false:
    // none was kept).
    bool KeepTrialLine(bool as_main_line);
    // Takes every trial line off the board.
    void DiscardTrialLines();
    // Leaving the game with a trial line: asks Keep / Discard / Cancel; false: stay.
    bool LeaveTrialLines();

    // Asked, when the game is left with a trial line on the board, whether to keep it (wxYES),
    // discard it (wxNO) or stay (wxCANCEL); by default a dialog.
    std::function<int(const wxString& message)> confirm_leave_trial;
};

}  // namespace damascope::gui
