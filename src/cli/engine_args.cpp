#include "cli/engine_args.hpp"

#include <fmt/core.h>

#include "app/resource_limits.hpp"
#include "cli/output.hpp"

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

CLI::Option* add_egdb(CLI::App& cmd, std::string& target) {
    return add_text(cmd, "--egdb", target,
                    "probe the endgame tables in DIR (by default those in $DAMASCOPE_EGDB or "
                    "XDG_DATA_HOME/damascope/egdb when it holds some; 'none': no tables)",
                    "DIR");
}

bool load_egdb(const std::string& arg, analysis::egdb::TableSet& tables,
               const analysis::egdb::TableSet*& use) {
    if (arg == "none") return true;
    std::error_code ec;
    if (arg.empty()) {
        // Not asked for: the default folder's tables when there are any, without a word when not.
        const std::filesystem::path dir = analysis::egdb::shared_directory();
        if (!std::filesystem::is_directory(dir, ec)) return true;
        std::vector<analysis::egdb::Skipped> problems;
        const int loaded = tables.load(dir, &problems);
        for (const auto& p : problems) warning("endgame tables: skipped {}", p.text());
        if (loaded > 0) use = &tables;
        return true;
    }
    const std::filesystem::path dir =
        arg == "default" ? analysis::egdb::shared_directory() : std::filesystem::path(arg);
    if (!std::filesystem::is_directory(dir, ec)) {
        error("--egdb: '{}' is no folder (build tables with 'damascope-cli egdb build')",
              dir.string());
        return false;
    }
    std::vector<analysis::egdb::Skipped> problems;
    const int loaded = tables.load(dir, &problems);
    for (const auto& p : problems) warning("--egdb: skipped {}", p.text());
    if (loaded == 0) warning("--egdb: no endgame tables in '{}'", dir.string());
    use = &tables;
    return true;
}

CLI::Option* add_eval(CLI::App& cmd, std::string& target) {
    return cmd
        .add_option("--eval", target,
                    "the evaluation: learned (the trained network of the variant, the default) or "
                    "classic (the hand-made, tuned one)")
        ->check(CLI::IsMember({"learned", "classic"}))
        ->type_name("learned|classic");
}

analysis::learned::NetworkSet load_eval(const std::string& arg,
                                        const std::vector<core::Variant>& variants) {
    if (arg == "classic") return {};
    std::vector<std::string> problems;
    auto set = analysis::learned::default_networks(variants, &problems);
    for (const auto& p : problems)
        warning("--eval learned: {}; that game uses the classic evaluation", p);
    return set;
}

const char* eval_name(const analysis::learned::NetworkSet& networks, core::Variant v) {
    return networks.of(v) ? "learned" : "classic";
}

}  // namespace damascope::cli
