// The tables as the search and the annotator use them: a table value only where the rules of the
// game being played cannot overturn it, and as a search score.
#pragma once

#include <optional>
#include <string>

#include "analysis/egdb/egdb.hpp"

namespace damascope::analysis::egdb {

// The table value of `pos` (side to move's view) reached `quiet_plies` plies after the last capture
// or promotion; nullopt when no table holds it, or when Dama's 100-moves-each draw could come
// before the table's win or loss (the tables do not count that rule; a draw stays a draw).
std::optional<Value> probe_in_game(const Tables& tables, const core::Position& pos,
                                   int quiet_plies);

// A table value as a search score at `ply` from the root, side to move's view: a win in n plies
// is a forced win n plies further (score.hpp), so shorter wins and longer losses score higher.
int value_to_score(const Value& v, int ply);

// The value seen from the other side (the position one ply before, where the opponent moved).
Value from_mover(const Value& child);

// "win", "draw" or "loss".
const char* wdl_name(Wdl w);
// "win in 13 plies (tables)", "draw (tables)".
std::string value_text(const Value& v);

}  // namespace damascope::analysis::egdb
