// Game > Set up position..., Edit > Paste FEN (Ctrl+V on the board), Search > Position and
// Search > These pieces; a set-up position becomes a new game, stored at once.
#pragma once

#include "app/piece_search.hpp"
#include "core/position.hpp"
#include "frame_parts.hpp"

namespace damascope::gui {

class SetupCommands : CommandArea {
  public:
    SetupCommands(MainFrame& frame, app::GameDocument& doc);
    void Bind();

    void SetUpPosition();
    void PasteFen();
    void StartFromPosition(const core::Position& pos);
    // The games where `pattern` stands at some ply, listed in a dialog; a double-click opens one
    // there.
    void SearchPieces(const app::PiecePattern& pattern);
};

}  // namespace damascope::gui
