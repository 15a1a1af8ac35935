// Two programs on one database. Another program (damascope-cli, a second window) may import,
// annotate or analyse while this window is open; once a second the window looks whether anything
// changed (one PRAGMA when nothing did) and shows it: the game list, the game on the board, the
// players view. A change this window could not save because the other program was writing is
// saved again once it has finished.
#pragma once

#include <wx/timer.h>

#include <functional>

#include "frame_parts.hpp"

namespace damascope::gui {

class DatabaseWatch : CommandArea {
  public:
    DatabaseWatch(MainFrame& frame, app::GameDocument& doc);
    ~DatabaseWatch();
    // Starts looking (not in screenshots: they draw one moment).
    void Start();

    // Asked, when another program changed the game on the board while it holds a change that
    // could not be saved, whether to show theirs.
    std::function<bool(const wxString& message)> confirm_outside_change;

  private:
    void LookForOutsideChanges();

    wxTimer timer_;
    bool watching_ = false;  // a question asked while looking runs its own event loop
};

}  // namespace damascope::gui
