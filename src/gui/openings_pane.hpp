// The main window's openings pane (issue 12): the explorer and the collections beside the board,
// hidden until View > Openings (Ctrl+O) shows it. Both follow the board; the explorer follows the
// game list's filter too.
#pragma once

#include "frame_parts.hpp"

class wxAuiManager;

namespace damascope::gui {

class OpeningsPane : CommandArea {
  public:
    OpeningsPane(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui);
    // Adds the pane (hidden) to the frame's layout and creates the explorer and the collections
    // (FramePanes::explorer, ::collections) in it.
    void Build(FramePanes& panes);

    void Show(bool show);
    bool Shown() const;
    // The explorer shows the position on the board (when the pane is shown).
    void RefreshExplorer();
    // A database was opened: the collections are its.
    void DatabaseOpened();

  private:
    wxAuiManager& aui_;
};

}  // namespace damascope::gui
