#include "analysis/bench.hpp"

#include <algorithm>
#include <chrono>

#include "analysis/engine.hpp"
#include "core/fen.hpp"

namespace damascope::analysis {

namespace {

constexpr BenchPosition positions[] = {
    {"dama start", core::Variant::dama,
     "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,"
     "f7,g7,h7",
     12},
    // Ply 40 of the first game of dama/engine_round1.pdn, before the exchanges start.
    {"dama middlegame", core::Variant::dama,
     "W:Wa2,b2,e2,g2,h2,a3,b3,c3,d3,f3,g3,h3,a4,c4,g4,h4:Bf4,c5,d5,e5,h5,a6,b6,c6,d6,e6,g6,h6,c7,"
     "d7,g7,h7",
     12},
    {"dhama start", core::Variant::dhama, "B:W21-32:B1-12", 16},
    // Ply 24 of game 101 of dhama/OCA_2.0.pdn.
    {"dhama middlegame", core::Variant::dhama,
     "B:W13,16,21,22,24,25,27,28,30,32:B1,4,6,9-12,15,18,20", 15},
};

}  // namespace

std::span<const BenchPosition> bench_positions() {
    return positions;
}

BenchResult run_bench(int depth_offset, const std::function<void(const BenchEntry&)>& on_entry,
                      const learned::NetworkSet& networks) {
    BenchResult result;
    EngineOptions options;
    options.networks = networks;
    Engine engine(options);
    for (const BenchPosition& bp : positions) {
        auto pos = core::parse_fen(bp.variant, bp.fen);
        if (!pos) continue;  // cannot happen: the table is fixed (and tested)
        engine.new_game();
        Limits limits;
        limits.depth = std::max(1, bp.depth + depth_offset);
        const SearchResult r = engine.search(pos.value(), limits);
        BenchEntry e{bp.name, limits.depth, r.nodes, r.time_ms, r.score};
        result.nodes += r.nodes;
        result.time_ms += r.time_ms;
        if (on_entry) on_entry(e);
        result.entries.push_back(std::move(e));
    }
    result.signature = result.nodes;
    result.nps = result.time_ms > 0
                     ? result.nodes * 1000 / static_cast<std::uint64_t>(result.time_ms)
                     : result.nodes * 1000;
    return result;
}

}  // namespace damascope::analysis
