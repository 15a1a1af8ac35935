// The engine's resource options, bounded by the machine (app/resource_limits.hpp).
#pragma once

#include <cstdint>
#include <optional>

#include "cli/command_line.hpp"

namespace damascope::cli {

// --hash MB: the transposition table, 1 MB to half the machine's memory.
CLI::Option* add_hash(CLI::App& cmd, std::optional<std::int64_t>& target);
// --threads N: 1 to four per core; `what` says what a thread does.
CLI::Option* add_threads(CLI::App& cmd, std::optional<std::int64_t>& target,
                         const char* what = "games analysed at once (default: one per core)");

}  // namespace damascope::cli
