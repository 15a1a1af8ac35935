// Where a variation that was never closed ends, read from the move numbers the way a person reads
// a record with a missing ')'.
#pragma once

#include <cstddef>
#include <vector>

#include "importers/raw_game.hpp"

namespace damascope::importers {

// `parent` is the line the variation hangs on (its last move is the one the variation replaces),
// `variation` the moves read after the '(' up to the end of the game. Returns the index of the
// first move of `variation` that continues `parent` instead: the first move number that does not
// fit the variation's own count tells where the main line went on ("10. 11-15 22-18 (10... 23-19
// 11. 8-11 11. 15x22": the second "11." is the main line's, so 15x22 is). 0 when the numbers do
// not tell (none written, or all of them fit the variation).
std::size_t main_line_resumes_at(const std::vector<RawMove>& parent,
                                 const std::vector<RawMove>& variation);

}  // namespace damascope::importers
