// What a rule mark on a move means on the board: the capture that was compulsory, or the longer
// chain that existed, with its path and the pieces it would have taken (wx-free, unit-tested).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "core/move.hpp"
#include "core/position.hpp"

namespace damascope::gui {

struct MarkExplanation {
    enum class Kind {
        missed_capture,  // a quiet move while a capture was compulsory (both games)
        longer_chain,    // Dama: fewer than the maximum, or a chain stopped early (a rule break)
        shorter_choice,  // Dhama: a shorter capture, a legal choice (a neutral note)
    };
    Kind kind = Kind::missed_capture;
    core::Move move;                 // the capture that was there
    std::vector<core::Square> path;  // its from square and landings
    std::string move_text;           // "c4xc6xe6"
    int taken = 0;                   // how many pieces it takes
};

// `before` is the position the marked move was played from; nullopt when the marks name no rule
// mark or no capture was there to show.
std::optional<MarkExplanation> explain_mark(const core::Position& before, const core::Move& played,
                                            core::MarkSet marks);

}  // namespace damascope::gui
