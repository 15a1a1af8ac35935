// The players view (View > Players) and the standings (View > Standings): windows of their own
// beside the main one, opened on first use and kept up to date with the games.
#pragma once

#include "frame_parts.hpp"

namespace damascope::gui {

class PlayersFrame;
class StandingsFrame;

class PlayerViews : CommandArea {
  public:
    PlayerViews(MainFrame& frame, app::GameDocument& doc);
    void Bind();

    PlayersFrame* OpenPlayers();
    StandingsFrame* OpenStandings();
    // After the games changed (an import, an edit of tags, a deletion, another program's
    // writes): the players view and the standings read them again.
    void Reload();
    // Another database was opened: the views show its players and events.
    void DatabaseOpened();

  private:
    PlayersFrame* players_ = nullptr;  // wx windows: children of the frame, destroyed with it
    StandingsFrame* standings_ = nullptr;
};

}  // namespace damascope::gui
