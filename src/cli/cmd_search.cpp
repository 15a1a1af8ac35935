// damascope-cli search --variant dama|dhama [--fen FEN] [--depth D | --movetime MS | --nodes N]
//                      [--multipv K] [--hash MB] [--json]
#include <fmt/core.h>

#include "analysis/engine.hpp"
#include "analysis/line_format.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"
#include "cli/position_args.hpp"

namespace damascope::cli {

namespace {

void write_moves(JsonWriter& out, const std::vector<std::string>& moves) {
    out.begin_array();
    for (const auto& m : moves) out.value(m);
    out.end_array();
}

}  // namespace

int run_search(Args args) {
    auto parsed = ParsedArgs::parse(
        args, {"variant", "fen", "depth", "movetime", "nodes", "multipv", "hash"}, {"json"});
    if (!parsed) return 2;
    bool bad = false;
    analysis::Limits limits;
    limits.depth = static_cast<int>(parsed->integer("depth", 1, 100, bad).value_or(0));
    limits.movetime_ms = parsed->integer("movetime", 1, 86'400'000, bad).value_or(0);
    limits.nodes =
        static_cast<std::uint64_t>(parsed->integer("nodes", 1, 1'000'000'000'000, bad).value_or(0));
    limits.multipv = static_cast<int>(parsed->integer("multipv", 1, 64, bad).value_or(1));
    const auto hash = parsed->integer("hash", 1, 65536, bad);
    if (bad) return 2;
    if (limits.depth == 0 && limits.movetime_ms == 0 && limits.nodes == 0)
        limits.movetime_ms = 1000;

    const auto start = position_from_args(*parsed, "search");
    if (!start) return 2;
    const core::Position pos = *start;
    const bool json = parsed->has("json");

    analysis::EngineOptions options;
    if (hash) options.hash_mb = static_cast<std::size_t>(*hash);
    analysis::Engine engine(options);
    analysis::InfoCallback info;
    if (!json) {
        info = [&pos](const analysis::SearchInfo& si) {
            for (std::size_t k = 0; k < si.lines.size(); ++k) {
                const auto& line = si.lines[k];
                fmt::print(
                    "depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}\n",
                    si.depth, si.seldepth, k + 1, analysis::score_text(line.score), si.nodes,
                    si.nps, si.time_ms, analysis::join_moves(analysis::format_line(pos, line.pv)));
            }
            std::fflush(stdout);
        };
    }
    const analysis::SearchResult r = engine.search(pos, limits, {}, info);

    const std::vector<std::string> pv = r.lines.empty()
                                            ? std::vector<std::string>{}
                                            : analysis::format_line(pos, r.lines.front().pv);
    const std::string best = r.has_move ? pv.front() : std::string();
    if (!json) {
        if (!r.has_move)
            fmt::print("no move: the game is over (score {})\n", analysis::score_text(r.score));
        else
            fmt::print("bestmove {} score {}\n", best, analysis::score_text(r.score));
        return 0;
    }
    JsonWriter out;
    out.begin_object();
    out.key("best").value(best);
    out.key("score").value(r.score).key("mate_in").value(r.mate_in());
    out.key("depth").value(r.depth).key("seldepth").value(r.seldepth);
    out.key("nodes").value(r.nodes).key("nps").value(r.nps).key("time_ms").value(r.time_ms);
    out.key("pv");
    write_moves(out, pv);
    out.key("lines").begin_array();
    for (const auto& line : r.lines) {
        const auto moves = analysis::format_line(pos, line.pv);
        out.begin_object();
        out.key("move").value(moves.empty() ? std::string() : moves.front());
        out.key("score").value(line.score).key("mate_in").value(analysis::forced_plies(line.score));
        out.key("pv");
        write_moves(out, moves);
        out.end_object();
    }
    out.end_array();
    out.end_object();
    fmt::print("{}\n", out.str());
    return 0;
}

}  // namespace damascope::cli
