#include "frame_parts.hpp"

#include "analysis_commands.hpp"
#include "database_watch.hpp"
#include "edit_commands.hpp"
#include "endgame_tables_pane.hpp"
#include "export_commands.hpp"
#include "frame_layout.hpp"
#include "game_commands.hpp"
#include "import_commands.hpp"
#include "main_frame.hpp"
#include "openings_pane.hpp"
#include "player_views.hpp"
#include "position_status.hpp"
#include "setup_commands.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

FrameCommands::FrameCommands() = default;
FrameCommands::~FrameCommands() = default;

const FramePanes& CommandArea::Panes() const {
    return frame_.Panes();
}

FrameCommands& CommandArea::Commands() const {
    return frame_.Commands();
}

void CommandArea::Say(const wxString& text) const {
    frame_.SetStatusText(text, 0);
}

}  // namespace damascope::gui
