// The window's commands on the open game, named: the cursor's steps (the arrow keys, Home, End,
// N and Shift+N, the Move menu) and the variation commands (Game menu, the move list's context
// menu). The window maps its keys and menu ids to these; what each does is here, without wx.
#pragma once

#include "app/game_session.hpp"

namespace damascope::app {

enum class Step {
    first,               // the start (Home)
    previous,            // one move back (Left)
    next,                // the current line's next move (Right)
    last,                // the current line's end (End)
    previous_variation,  // the alternative before this move (Up)
    next_variation,      // the alternative after it (Down)
    next_mark,           // the next marked move, from the start again past the end (N)
    previous_mark,       // the previous marked move (Shift+N)
};

// Moves the cursor one step; false only when a mark was asked for and the game has none (the
// cursor stays).
bool step(GameSession& s, Step step);

enum class VariationEdit {
    promote_one,       // the move's branch one place up among its alternatives
    make_main_line,    // the move's line becomes the main line
    demote,            // the move's branch one place down
    delete_variation,  // the variation the move is in, gone
    truncate,          // every move after this one, gone
};

// Applies `edit` at the move `at`; false when it changes nothing.
bool apply_variation_edit(GameSession& s, NodeId at, VariationEdit edit);

// Whether the move `at` lies in a variation: some move on the way to it from the start is not
// its position's first choice. (The variation commands other than truncate need one.)
bool in_variation(const GameSession& s, NodeId at);

}  // namespace damascope::app
