// The engine's resource options, bounded by the machine (app/resource_limits.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "analysis/egdb/egdb.hpp"
#include "cli/command_line.hpp"

namespace damascope::cli {

// --hash MB: the transposition table, 1 MB to half the machine's memory.
CLI::Option* add_hash(CLI::App& cmd, std::optional<std::int64_t>& target);
// --threads N: 1 to four per core; `what` says what a thread does.
CLI::Option* add_threads(CLI::App& cmd, std::optional<std::int64_t>& target,
                         const char* what = "games analysed at once (default: one per core)");

// --egdb DIR: endgame tables to probe ("default": $DAMASCOPE_EGDB or the default folder).
CLI::Option* add_egdb(CLI::App& cmd, std::string& target);
// Loads the tables `arg` names into `tables` ("" loads none) and, when `arg` names some, points
// `use` (an engine's or a job's option) at them. A folder that does not exist is an error (false,
// message on stderr); a folder without tables, or files that are no tables, only a warning.
bool load_egdb(const std::string& arg, analysis::egdb::TableSet& tables,
               const analysis::egdb::TableSet*& use);

}  // namespace damascope::cli
