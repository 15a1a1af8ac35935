// damascope-cli engine --variant dama|turkish|dhama [--hash MB] [--threads N] [--egdb DIR]
//                      [--contempt CENTIMEN]
//
// The engine on standard input and output, for match runners (README.md "Engine protocol"):
// position fen FEN [moves M...] / position startpos [moves M...], go movetime MS | depth D | nodes
// N, isready, newgame, quit. A search answers "info depth D score S nodes N time MS pv M..." lines
// and then "bestmove M" ("bestmove none" when the side to move has no move); S is in centi-men
// from the side to move's view. A bad line gets "error: ..." on stderr (quoting at most 200 bytes
// of it) and is otherwise ignored; a refused go is also answered "error go: ..." and
// "bestmove none" on stdout.
#include <iostream>

#include "analysis/engine.hpp"
#include "analysis/line_format.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/engine_protocol.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"

namespace damascope::cli {

namespace {

struct EngineCommandOptions {
    std::optional<core::Variant> variant;
    std::optional<std::int64_t> hash, threads, contempt;
    std::string egdb;
};

// `score` (White's view) from the view of the side to move in `pos`.
int score_for_mover(const core::Position& pos, int score) {
    return pos.side_to_move() == core::Color::white ? score : -score;
}

// Searches the game's current position and prints the info lines and the best move.
void answer_go(analysis::Engine& engine, const GameSoFar& game, const EngineCommand& go) {
    analysis::Limits limits;
    limits.movetime_ms = go.movetime_ms;
    limits.depth = static_cast<int>(go.depth);
    limits.nodes = static_cast<std::uint64_t>(go.nodes);
    if (limits.movetime_ms == 0 && limits.depth == 0 && limits.nodes == 0)
        limits.movetime_ms = 1000;
    const core::Position& pos = game.now;
    const auto context = analysis::GameContext::from_moves(game.start, game.moves);
    const auto info = [&pos](const analysis::SearchInfo& si) {
        if (si.lines.empty()) return;
        const auto& line = si.lines.front();
        out("info depth {} score {} nodes {} time {} pv {}\n", si.depth,
            score_for_mover(pos, line.score), si.nodes, si.time_ms,
            analysis::join_moves(analysis::format_line(pos, line.pv)));
        flush_stdout();
    };
    const analysis::SearchResult r = engine.search(pos, limits, context, info);
    const auto best =
        r.has_move ? analysis::format_line(pos, {&r.best, 1}) : std::vector<std::string>{};
    out("bestmove {}\n", best.empty() ? "none" : best.front());
    flush_stdout();
}

int run_engine(const EngineCommandOptions& o) {
    analysis::EngineOptions options;
    if (o.hash) options.hash_mb = static_cast<std::size_t>(*o.hash);
    if (o.threads) options.threads = static_cast<int>(*o.threads);
    if (o.contempt) options.contempt = static_cast<int>(*o.contempt);
    analysis::egdb::TableSet tables;
    if (!load_egdb(o.egdb, tables, options.tables)) return 2;
    analysis::Engine engine(options);
    const PositionOptions start{o.variant, ""};
    std::optional<GameSoFar> game = game_from(start, "");
    std::string line;
    while (std::getline(std::cin, line)) {
        const EngineCommand c = parse_engine_command(line);
        switch (c.kind) {
            case EngineCommandKind::none:
                break;
            case EngineCommandKind::isready:
                out("readyok\n");
                flush_stdout();
                break;
            case EngineCommandKind::newgame:
                engine.new_game();
                break;
            case EngineCommandKind::position:
                // A bad FEN or move is reported on stderr (by game_from); the engine then has no
                // position and answers "bestmove none" until the next good one.
                if (!c.problem.empty()) {
                    error("{}", c.problem);
                    game.reset();
                } else {
                    game = game_from(PositionOptions{o.variant, c.fen}, c.moves);
                }
                break;
            case EngineCommandKind::go:
                if (!c.problem.empty()) {
                    // Refused, and answered all the same: a runner waiting for its bestmove
                    // must not hang.
                    error("{}", c.problem);
                    out("error {}\nbestmove none\n", c.problem);
                    flush_stdout();
                } else if (game) {
                    answer_go(engine, *game, c);
                } else {
                    out("bestmove none\n");
                    flush_stdout();
                }
                break;
            case EngineCommandKind::quit:
                return 0;
            case EngineCommandKind::unknown:
                error("{}", c.problem);
                break;
        }
    }
    return 0;
}

}  // namespace

Runner setup_engine(CLI::App& cmd) {
    auto o = std::make_shared<EngineCommandOptions>();
    add_variant(cmd, o->variant,
                "the game and its rules: dama, turkish (the federation's rules) or dhama")
        ->required();
    add_hash(cmd, o->hash);
    add_threads(cmd, o->threads, "search threads sharing one table (default 1)");
    add_egdb(cmd, o->egdb);
    add_integer(cmd, "--contempt", o->contempt, 0, 100,
                "centi-men a draw costs the engine: above 0 it avoids repetitions against a "
                "weaker player (default 0)");
    return [o] { return run_engine(*o); };
}

}  // namespace damascope::cli
