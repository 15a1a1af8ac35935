// What the play window says about a game being played (app/play_session.hpp): whose move it is,
// the engine thinking, and how the game ended, in the interface's language (ui_text.hpp).
// No wx here.
#pragma once

#include <string>

#include "play_session.hpp"

namespace damascope::app {

// "Your move", "damascope is thinking…", "White to move" (two players), or the end: "Game over:
// Black (Huda) won: White resigned." The engine's thinking (its score, its lines) is never told.
std::string play_status_text(const PlaySession& s);
// The window's title: "Against damascope level 3 — Dama — Arab rules", "Two players — Dhama".
std::string play_title_text(const PlaySession& s);
// A player's label beside a clock: "White (Huda)", "Black (damascope level 3)".
std::string play_side_text(const PlaySession& s, core::Color c);

}  // namespace damascope::app
