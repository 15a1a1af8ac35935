#include "cli/engine_args.hpp"

#include <fmt/core.h>

#include "app/resource_limits.hpp"

namespace damascope::cli {

CLI::Option* add_hash(CLI::App& cmd, std::optional<std::int64_t>& target) {
    return add_integer(cmd, "--hash", target, 1, static_cast<std::int64_t>(app::max_hash_mb()),
                       "transposition table in MB (default 16)",
                       "at most half of this machine's memory");
}

CLI::Option* add_threads(CLI::App& cmd, std::optional<std::int64_t>& target, const char* what) {
    return add_integer(cmd, "--threads", target, 1, app::max_threads(), what,
                       fmt::format("four per core; this machine has {}", app::core_count()));
}

}  // namespace damascope::cli
