// damascope-cli engine --variant dama|turkish|dhama [--hash MB] [--threads N] [--egdb DIR|none]
//                      [--eval learned|classic]
//                      [--contempt CENTIMEN] [--level N]
//
// The engine on standard input and output, for match runners (README.md "Engine protocol"):
// position fen FEN [moves M...] / position startpos [moves M...], go movetime MS | depth D | nodes
// N, isready, newgame, quit. A search answers "info depth D score S nodes N time MS pv M..." lines
// and then "bestmove M" ("bestmove none" when the side to move has no move); S is in centi-men
// from the side to move's view. A bad line gets "error: ..." on stderr (quoting at most 200 bytes
// of it) and is otherwise ignored; a refused go is also answered "error go: ..." and
// "bestmove none" on stdout. --level N (1-7) plays as the app's level N against the engine (its
// node limit and its choice among near-best moves, whatever the go's limits); 8 is full strength.
#include <iostream>

#include "analysis/engine.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/engine_session.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"

namespace damascope::cli {

namespace {

struct EngineCommandOptions {
    std::optional<core::Variant> variant;
    std::optional<std::int64_t> hash, threads, contempt, level;
    std::string egdb;
    std::string eval = "learned";
};

int run_engine(const EngineCommandOptions& o) {
    analysis::EngineOptions options;
    if (o.hash) options.hash_mb = static_cast<std::size_t>(*o.hash);
    if (o.threads) options.threads = static_cast<int>(*o.threads);
    if (o.contempt) options.contempt = static_cast<int>(*o.contempt);
    analysis::egdb::TableSet tables;
    if (!load_egdb(o.egdb, tables, options.tables)) return 2;
    options.networks = load_eval(o.eval, {*o.variant});
    analysis::Engine engine(options);
    EngineSession session(
        engine, *o.variant,
        [](const std::string& answer) {
            out("{}\n", answer);
            flush_stdout();
        },
        static_cast<int>(o.level.value_or(0)));
    std::string line;
    while (std::getline(std::cin, line))
        if (!session.handle(line)) return 0;
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
    add_eval(cmd, o->eval);
    add_integer(cmd, "--contempt", o->contempt, 0, 100,
                "centi-men a draw costs the engine: above 0 it avoids repetitions against a "
                "weaker player (default 0)");
    add_integer(cmd, "--level", o->level, 1, 8,
                "play as the app's level N against the engine: 1 (a beginner's) to 8 (full "
                "strength)");
    return [o] { return run_engine(*o); };
}

}  // namespace damascope::cli
