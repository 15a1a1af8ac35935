// Glyphs typed as characters on the current move (! ? = + - / ~): "!" then "!" soon after is
// "!!", "+" then "=" is "+=". A small state machine, told the time, so that it is tested without
// a clock or a window.
#pragma once

#include <string>
#include <vector>

#include "game_session.hpp"

namespace damascope::app {

class GlyphTyping {
  public:
    // Characters typed within this time of each other make one glyph.
    static constexpr long long window_ms = 1000;

    struct Outcome {
        enum class Kind {
            not_glyph,   // not a glyph character: the key means something else
            needs_move,  // at the start of the game: glyphs go on moves
            pending,     // the beginning of a glyph ("+" before "="): nothing to change yet
            set_nags,    // the move's glyphs become `nags`
        };
        Kind kind = Kind::not_glyph;
        std::vector<int> nags;
    };

    // The character `c` typed at `now_ms` on the node `at`, whose glyphs are `nags` now.
    Outcome type(char c, NodeId at, const std::vector<int>& nags, long long now_ms);

  private:
    std::string typed_;      // the characters typed in a row on one move
    long long time_ms_ = 0;  // when the last one was typed
    NodeId node_ = -1;       // the move they were typed on
    std::vector<int> base_;  // its glyphs before them
};

}  // namespace damascope::app
