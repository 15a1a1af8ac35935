// Schema version 13's rule-mark counts (games.missed_captures, games.longer_chains), filled in
// from the stored moves when an older database is opened.
#pragma once

#include "core/result.hpp"
#include "database/sqlite.hpp"

namespace damascope::database {

// Counts, for every game with a marked ply (games.marks > 0), the plies marked missed_capture and
// longer_chain_available in its packed moves and writes them to the games row. A game whose moves
// no longer decode keeps 0 (its marks column still says it has marks).
core::Result<bool> recount_rule_marks(sqlite::Connection& db);

}  // namespace damascope::database
