// The positions one quiet move before a position: retrograde analysis walks a table backwards
// through them. Only quiet moves (no capture, no promotion) stay within one material.
#pragma once

#include <vector>

#include "core/position.hpp"

namespace damascope::analysis::egdb {

// Every position P, with the side that just moved in `pos` to move, from which one quiet move of
// that side gives `pos`. P may be one where that move is not legal (a capture compulsory there):
// the caller checks. One P per move, so a position reached by two moves appears twice.
void quiet_predecessors(const core::Position& pos, std::vector<core::Position>& out);

}  // namespace damascope::analysis::egdb
