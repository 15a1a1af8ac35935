// The status bar says what is true now: what the position shown means (a variation, a mark with
// its explanation drawn on the board, the end of the game), which ply and whose move, and how
// many games the list holds. The words are the window model's (app/window_texts.hpp); this class
// puts them in their fields.
#pragma once

#include <wx/string.h>

#include "frame_parts.hpp"

namespace damascope::gui {

class PositionStatus : CommandArea {
  public:
    PositionStatus(MainFrame& frame, app::GameDocument& doc);
    // A hint while a piece is in the hand; when it is put down or played, the position's message.
    void Bind();

    // The current move's rule mark on the board and in the status bar.
    void ExplainMark();
    // Shows what the position means when it or its meaning changed since it was last shown
    // (`always`: in any case, as when a hint is taken back).
    void ShowPositionMessage(bool always);
    // The ply and side to move, the game count, and the end of the game on the board.
    void Update();

  private:
    wxString PositionMessage() const;
    wxString CountText() const;

    wxString mark_text_;  // what the mark at the cursor means, empty where there is none
    wxString position_message_key_;
};

}  // namespace damascope::gui
