// damascope-cli search --variant dama|turkish|dhama [--fen FEN] [--moves "M..."]
//                      [--depth D | --movetime MS | --nodes N] [--multipv K] [--hash MB] [--threads
//                      N]
//                      [--egdb DIR|none] [--eval learned|classic] [--json]
#include "analysis/engine.hpp"
#include "analysis/line_format.hpp"
#include "app/resource_limits.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "core/game_state.hpp"

namespace damascope::cli {

namespace {

struct SearchOptions {
    PositionOptions position;
    std::string moves;  // played from the position: the game so far
    std::optional<std::int64_t> depth, movetime, nodes, multipv, hash, threads;
    std::string egdb;              // --egdb DIR
    std::string eval = "learned";  // --eval
    bool json = false;
};

// The best line in the project's notation (empty when the game is over).
std::vector<std::string> best_line(const core::Position& pos, const analysis::SearchResult& r) {
    if (!r.has_move || r.lines.empty()) return {};
    return analysis::format_line(pos, r.lines.front().pv);
}

// Why the game is over, as the rules of its variant say: ": a draw, ..." (empty when it is not).
std::string end_reason(const GameSoFar& game) {
    core::GameState state(game.start);
    for (const core::Move& m : game.moves) state.play(m);
    switch (state.adjudicate().reason) {
        case core::EndReason::none:
            return "";
        case core::EndReason::no_legal_move:
            return ": the side to move has no move and loses";
        case core::EndReason::lone_king_vs_man:
            return ": a draw, lone dama against lone man";
        case core::EndReason::quiet_move_limit:
            return ": a draw, 100 moves each without capture or promotion";
        case core::EndReason::one_piece_each:
            return ": a draw, one piece each";
        case core::EndReason::threefold_repetition:
            return ": a draw, the third occurrence of the position";
    }
    return "";
}

// {"result": "win"|"draw"|"loss", "plies": N} for the side to move, from a White's-view score.
Json table_json(const core::Position& pos, int white_score) {
    const int own = pos.side_to_move() == core::Color::white ? white_score : -white_score;
    const int plies = std::abs(analysis::forced_plies(own));
    Json j = {{"result", own > 0 ? "win" : own < 0 ? "loss" : "draw"}};
    if (own != 0) j["plies"] = plies;
    return j;
}

// A score for people; "(tables)" when the endgame tables gave it.
std::string shown_score(int score, bool from_tables) {
    return analysis::score_text(score) + (from_tables ? " (tables)" : "");
}

Json result_json(const core::Position& pos, const analysis::SearchResult& r) {
    const std::vector<std::string> pv = best_line(pos, r);
    Json lines = Json::array();
    for (const auto& line : r.lines) {
        const auto moves = analysis::format_line(pos, line.pv);
        lines.push_back({{"move", moves.empty() ? std::string() : moves.front()},
                         {"score", line.score},
                         {"mate_in", analysis::forced_plies(line.score)},
                         {"from_tables", line.from_tables},
                         {"pv", moves}});
    }
    Json j = {{"best", pv.empty() ? std::string() : pv.front()},
              {"score", r.score},
              {"mate_in", r.mate_in()},
              {"depth", r.depth},
              {"seldepth", r.seldepth},
              {"nodes", r.nodes},
              {"nps", r.nps},
              {"time_ms", r.time_ms},
              {"pv", pv},
              {"lines", std::move(lines)}};
    // The tables' verdict for the side to move, when they decided the root.
    if (r.from_tables) j["egdb"] = table_json(pos, r.score);
    return j;
}

int run_search(const SearchOptions& o) {
    analysis::Limits limits;
    limits.depth = static_cast<int>(o.depth.value_or(0));
    limits.movetime_ms = o.movetime.value_or(0);
    limits.nodes = static_cast<std::uint64_t>(o.nodes.value_or(0));
    limits.multipv = static_cast<int>(o.multipv.value_or(1));
    if (limits.depth == 0 && limits.movetime_ms == 0 && limits.nodes == 0)
        limits.movetime_ms = 1000;
    const auto game = game_from(o.position, o.moves);
    if (!game) return 2;
    const core::Position pos = game->now;
    // The game so far: repetitions and the quiet-move counter count from the first position.
    const auto context = analysis::GameContext::from_moves(game->start, game->moves);

    analysis::EngineOptions options;
    if (o.hash) options.hash_mb = static_cast<std::size_t>(*o.hash);
    if (o.threads) {
        if (*o.threads > app::core_count())
            warning("--threads {} is more than the {} cores: the threads take turns", *o.threads,
                    app::core_count());
        options.threads = static_cast<int>(*o.threads);
    }
    analysis::egdb::TableSet tables;
    if (!load_egdb(o.egdb, tables, options.tables)) return 2;
    options.networks = load_eval(o.eval, {pos.variant()});
    analysis::Engine engine(options);
    analysis::InfoCallback info;
    if (!o.json) {
        info = [&pos](const analysis::SearchInfo& si) {
            for (std::size_t k = 0; k < si.lines.size(); ++k) {
                const auto& line = si.lines[k];
                out("depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}\n",
                    si.depth, si.seldepth, k + 1, shown_score(line.score, line.from_tables),
                    si.nodes, si.nps, si.time_ms,
                    analysis::join_moves(analysis::format_line(pos, line.pv)));
            }
            flush_stdout();
        };
    }
    const analysis::SearchResult r = engine.search(pos, limits, context, info);
    if (o.json) {
        Json j = result_json(pos, r);
        j["eval"] = eval_name(options.networks, pos.variant());
        print_json(j);
    } else if (const auto pv = best_line(pos, r); pv.empty()) {
        out("no move: the game is over{} (score {})\n", end_reason(*game),
            analysis::score_text(r.score));
    } else {
        out("bestmove {} score {}\n", pv.front(), shown_score(r.score, r.from_tables));
    }
    return 0;
}

}  // namespace

Runner setup_search(CLI::App& cmd) {
    auto o = std::make_shared<SearchOptions>();
    add_position(cmd, o->position);
    add_moves(cmd, o->moves);
    // Limits combine: the search stops at the first one reached.
    add_integer(cmd, "--depth", o->depth, 1, 100, "search to this depth in plies");
    add_integer(cmd, "--movetime", o->movetime, 1, 86'400'000,
                "search this many milliseconds (1000 when no limit is given)");
    add_integer(cmd, "--nodes", o->nodes, 1, 1'000'000'000'000, "search this many nodes");
    add_integer(cmd, "--multipv", o->multipv, 1, 64, "print the K best lines");
    add_hash(cmd, o->hash);
    add_threads(cmd, o->threads, "search threads sharing one table (default 1: deterministic)");
    add_egdb(cmd, o->egdb);
    add_eval(cmd, o->eval);
    add_flag(cmd, "--json", o->json, "print the result as JSON");
    return [o] { return run_search(*o); };
}

}  // namespace damascope::cli
