// The endgame tables in the main window: the tables panel in the side column, shown while the
// board's position is one the tables hold (a click on a move plays it), and Analysis > Endgame
// tables (the dialog that lists, builds and removes them).
#pragma once

#include "frame_parts.hpp"

class wxAuiManager;
class wxTopLevelWindow;

namespace damascope::gui {

class EndgameTablesPane : CommandArea {
  public:
    EndgameTablesPane(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui);
    // Adds the panel (FramePanes::tables, hidden) to the frame's layout and binds the menu item.
    void Build(FramePanes& panes);

    // Analysis > Endgame tables: the dialog (modeless), returned for screenshots.
    wxTopLevelWindow* OpenDialog();
    // The panel follows the board: shown while the tables hold the position.
    void Refresh();

  private:
    wxAuiManager& aui_;
};

}  // namespace damascope::gui
