// damascope-cli bench [--depth-offset N] [--json]: the fixed bench positions at fixed depths.
#include <fmt/core.h>

#include "analysis/bench.hpp"
#include "analysis/line_format.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"

namespace damascope::cli {

int run_bench(Args args) {
    auto parsed = ParsedArgs::parse(args, {"depth-offset"}, {"json"});
    if (!parsed) return 2;
    bool bad = false;
    const auto offset = parsed->integer("depth-offset", -20, 10, bad);
    if (bad) return 2;
    const bool json = parsed->has("json");
    const auto r = analysis::run_bench(
        static_cast<int>(offset.value_or(0)), [json](const analysis::BenchEntry& e) {
            if (json) return;
            fmt::print("{:<18} depth {:>2}  nodes {:>10}  {:>6} ms  score {}\n", e.name, e.depth,
                       e.nodes, e.time_ms, analysis::score_text(e.score));
        });
    if (json) {
        JsonWriter out;
        out.begin_object();
        out.key("nodes").value(r.nodes).key("nps").value(r.nps).key("time_ms").value(r.time_ms);
        out.key("signature").value(r.signature);
        out.key("positions").begin_array();
        for (const auto& e : r.entries) {
            out.begin_object().key("name").value(e.name).key("depth").value(e.depth);
            out.key("nodes").value(e.nodes).key("time_ms").value(e.time_ms).key("score").value(
                e.score);
            out.end_object();
        }
        out.end_array().end_object();
        fmt::print("{}\n", out.str());
    } else {
        fmt::print("nodes {}  time {} ms  nps {}\nsignature {}\n", r.nodes, r.time_ms, r.nps,
                   r.signature);
    }
    return 0;
}

}  // namespace damascope::cli
