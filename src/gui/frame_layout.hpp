// The main window's layout kept between runs: its size, whether it was maximised, and the panes'
// sizes (the sashes between the game list, the board and the side column), in the settings file
// (~/.damascope, or --config / $DAMASCOPE_CONFIG). Until the user has a layout of their own, the
// panes are fitted to the window.
#pragma once

#include <optional>
#include <utility>

#include "frame_parts.hpp"

class wxAuiManager;

namespace damascope::gui {

class FrameLayout : CommandArea {
  public:
    FrameLayout(MainFrame& frame, app::GameDocument& doc, wxAuiManager& aui);
    // Fits the default layout whenever the window's size changes.
    void Bind();

    void Load();
    void Save();
    // Sets the game list's height as dragging its sash does (screenshots).
    void SetGamesHeight(int height);

  private:
    // The board pane about as wide as it is tall, the side column gets the rest.
    void FitDefault();

    wxAuiManager& aui_;
    // The panes' sizes are the user's (from the settings, or a sash dragged): kept as they are.
    bool from_user_ = false;
    // The side column's width and the game list's height last fitted to the window.
    std::optional<std::pair<int, int>> fitted_docks_;
};

}  // namespace damascope::gui
