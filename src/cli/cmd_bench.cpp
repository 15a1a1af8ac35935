// damascope-cli bench [--depth-offset N] [--eval learned|classic] [--json]: the fixed bench
// positions at fixed depths (no endgame tables, ever).
#include "analysis/bench.hpp"
#include "analysis/line_format.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/output.hpp"

namespace damascope::cli {

namespace {

struct BenchOptions {
    std::optional<std::int64_t> depth_offset;
    std::string eval = "learned";
    bool json = false;
};

int run_bench(const BenchOptions& o) {
    const auto networks = load_eval(o.eval, {core::Variant::dama, core::Variant::dhama});
    const auto r = analysis::run_bench(
        static_cast<int>(o.depth_offset.value_or(0)),
        [&o](const analysis::BenchEntry& e) {
            if (o.json) return;
            out("{:<18} depth {:>2}  nodes {:>10}  {:>6} ms  score {}\n", e.name, e.depth, e.nodes,
                e.time_ms, analysis::score_text(e.score));
        },
        networks);
    if (o.json) {
        Json positions = Json::array();
        for (const auto& e : r.entries)
            positions.push_back({{"name", e.name},
                                 {"depth", e.depth},
                                 {"nodes", e.nodes},
                                 {"time_ms", e.time_ms},
                                 {"score", e.score}});
        print_json({{"eval", eval_name(networks, core::Variant::dhama)},
                    {"nodes", r.nodes},
                    {"nps", r.nps},
                    {"time_ms", r.time_ms},
                    {"signature", r.signature},
                    {"positions", std::move(positions)}});
    } else {
        out("nodes {}  time {} ms  nps {}\nsignature {}\n", r.nodes, r.time_ms, r.nps, r.signature);
    }
    return 0;
}

}  // namespace

Runner setup_bench(CLI::App& cmd) {
    auto o = std::make_shared<BenchOptions>();
    add_integer(cmd, "--depth-offset", o->depth_offset, -20, 10,
                "search each position this many plies deeper (or shallower)");
    add_eval(cmd, o->eval);
    add_flag(cmd, "--json", o->json, "print the figures as JSON");
    return [o] { return run_bench(*o); };
}

}  // namespace damascope::cli
