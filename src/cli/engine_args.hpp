// The engine's resource options, bounded by the machine (app/resource_limits.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "analysis/egdb/egdb.hpp"
#include "analysis/learned/network.hpp"
#include "cli/command_line.hpp"

namespace damascope::cli {

// --hash MB: the transposition table, 1 MB to half the machine's memory.
CLI::Option* add_hash(CLI::App& cmd, std::optional<std::int64_t>& target);
// --threads N: 1 to four per core; `what` says what a thread does.
CLI::Option* add_threads(CLI::App& cmd, std::optional<std::int64_t>& target,
                         const char* what = "games analysed at once (default: one per core)");

// --egdb DIR: endgame tables to probe ("default": $DAMASCOPE_EGDB or the default folder, which
// is also what no --egdb gives when that folder holds tables; "none": no tables).
CLI::Option* add_egdb(CLI::App& cmd, std::string& target);
// Loads the tables `arg` names into `tables` ("" those of the default folder, if any; "none"
// none) and, when there are some, points
// `use` (an engine's or a job's option) at them. A folder that does not exist is an error (false,
// message on stderr); a folder without tables, or files that are no tables, only a warning.
bool load_egdb(const std::string& arg, analysis::egdb::TableSet& tables,
               const analysis::egdb::TableSet*& use);

// --eval learned|classic: which evaluation the engine uses (default learned).
CLI::Option* add_eval(CLI::App& cmd, std::string& target);
// The networks --eval asks for, for the variants that may be searched: none for "classic"; for
// "learned" each variant's shipped network, and a warning on stderr naming the file and the reason
// for each that cannot be loaded (that variant then uses the classic evaluation).
analysis::learned::NetworkSet load_eval(const std::string& arg,
                                        const std::vector<core::Variant>& variants);
// What `networks` gives `v`, for JSON and messages: "learned" or "classic".
const char* eval_name(const analysis::learned::NetworkSet& networks, core::Variant v);

}  // namespace damascope::cli
