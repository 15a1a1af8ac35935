// Opening collections as the database keeps them (schema version 11): named sets of lines, each a
// start and moves with an opening name, a comment and NAGs for the position it reaches, and the
// statistics of the games that played it when it was built from a database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/types.hpp"

namespace damascope::database {

struct CollectionInfo {
    std::int64_t id = 0;
    std::string name;
    core::Variant variant = core::Variant::dhama;
    std::string created;  // UTC, ISO 8601
    std::int64_t lines = 0;
};

// The games that played a line (a collection built from a database keeps them).
struct LineStats {
    std::int64_t games = 0, white_wins = 0, draws = 0, black_wins = 0;
};

struct CollectionLine {
    std::string start_fen;           // '' for the variant's start
    std::vector<std::string> moves;  // project notation; empty: a position of its own
    std::string name;                // the opening's name ('' none)
    std::string comment;             // on the position the line reaches
    std::vector<int> nags;           // on its last move
    std::optional<LineStats> stats;
};

// What adding lines did: a line already in the collection (same start and moves) is updated
// (a name, comment or NAGs given replace the stored ones; statistics given replace them).
struct AddLinesOutcome {
    std::int64_t added = 0, updated = 0;
};

}  // namespace damascope::database
