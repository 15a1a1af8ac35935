// damascope-cli analyze --db DB (--game ID | --all) [--depth D | --movetime MS] [--threads N]
//                       [--hash MB] [--json]
#include <unistd.h>

#include <chrono>
#include <optional>

#include "analysis/line_format.hpp"
#include "app/analysis_job.hpp"
#include "app/resource_limits.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/mark_names.hpp"
#include "cli/output.hpp"

namespace damascope::cli {

namespace {

Json game_json(std::int64_t id, const analysis::GameAnnotation& a) {
    Json moves = Json::array();
    for (const auto& p : a.plies)
        moves.push_back({{"ply", p.ply},
                         {"move", p.move},
                         {"score", p.score},
                         {"mate_in", p.mate_in},
                         {"best", p.best_text},
                         {"pv", p.pv},
                         {"depth", p.depth},
                         {"marks", mark_names(p.marks)}});
    return {{"id", id}, {"moves", std::move(moves)}};
}

void print_game_text(std::int64_t id, const analysis::GameAnnotation& a) {
    out("game {}\n", id);
    for (const auto& p : a.plies) {
        std::string marks;
        for (const auto& name : mark_names(p.marks)) marks += (marks.empty() ? "" : ",") + name;
        out("{:>4} {:<14} {:>8}  best {:<14} depth {:>2}  {}\n", p.ply,
            p.ply == 0 ? std::string("(start)") : p.move, analysis::score_text(p.score),
            p.game_over ? std::string("-") : p.best_text, p.depth, marks);
    }
}

struct AnalyzeOptions {
    std::string db;
    std::optional<std::int64_t> game, depth, movetime, threads, hash;
    bool all = false;
    bool json = false;
};

int run_analyze(const AnalyzeOptions& o) {
    if (!o.all && !o.game) {
        error("analyze needs --game ID or --all");
        return 2;
    }
    if (o.threads && *o.threads > app::core_count())
        warning("--threads {} is more than the {} cores: the threads take turns", *o.threads,
                app::core_count());
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    std::vector<std::int64_t> ids;
    if (o.all) {
        auto r = db.value().game_ids(database::GameFilter{});
        if (!r) {
            error("{}", r.error());
            return 1;
        }
        ids = std::move(r.value());
    } else {
        auto has = db.value().has_game(*o.game);
        if (!has) {
            error("{}", has.error());
            return 1;
        }
        if (!has.value()) {
            error("--game: no game {} in {}", *o.game, o.db);
            return 2;
        }
        ids.push_back(*o.game);
    }

    app::AnalysisJobOptions options;
    if (o.movetime) {
        options.limits = analysis::Limits{};
        options.limits.movetime_ms = *o.movetime;
    } else if (o.depth) {
        options.limits.depth = static_cast<int>(*o.depth);
    }
    options.threads = o.threads ? static_cast<int>(*o.threads) : (o.all ? 0 : 1);
    if (o.hash) options.hash_mb = static_cast<std::size_t>(*o.hash);
    // --all goes on where an earlier run stopped: games analysed as deep are left out.
    options.skip_analysed = o.all;
    // No engine runs on a database that cannot take the results.
    if (auto w = db.value().check_writable(); !w) {
        error("{}", w.error());
        return 1;
    }

    // Progress of --all on stderr: redrawn in place on a terminal, else a line every 5 s.
    const bool tty = isatty(STDERR_FILENO) != 0;
    auto last_line = std::chrono::steady_clock::now();
    bool drawn = false;
    auto progress = [&](const app::AnalysisProgress& p) {
        if (!o.all || p.positions_total != 0) return;  // a report per finished game
        const auto now = std::chrono::steady_clock::now();
        if (tty) {
            write_stderr(fmt::format("\ranalysed {}/{} games", p.games_done, p.games_total));
            drawn = true;
        } else if (now - last_line >= std::chrono::seconds(5)) {
            write_stderr(fmt::format("analysed {}/{} games\n", p.games_done, p.games_total));
            last_line = now;
        }
    };
    // A failed write to standard output (a full disk) ends the job: run_analysis lets the
    // workers stop and throws the OutputError again here, and main reports it (exit 1).
    auto on_game = [&](std::int64_t id, const core::GameRecord&,
                       const analysis::GameAnnotation& a) {
        if (o.json) {
            print_json(game_json(id, a));
        } else if (!o.all) {
            print_game_text(id, a);
        }
        flush_stdout();
    };
    auto stats = app::run_analysis(db.value(), ids, options, progress, on_game);
    if (drawn) write_stderr("\n");
    if (!stats) {
        error("{}", stats.error());
        return 2;
    }
    const std::string already =
        o.movetime ? "already analysed"
                   : fmt::format("already analysed at depth {} or deeper", options.limits.depth);
    if (o.all)
        write_stderr(fmt::format("skipped {} games {}\n", stats.value().games_skipped, already));
    for (const auto& e : stats.value().errors) error("game {}: {}", e.game_id, e.message);
    if (o.all && !o.json)
        out("analysed {} games, {} failed, {} skipped ({})\n", stats.value().games_analysed,
            stats.value().games_failed, stats.value().games_skipped, already);
    return stats.value().games_failed > 0 ? 1 : 0;
}

}  // namespace

Runner setup_analyze(CLI::App& cmd) {
    auto o = std::make_shared<AnalyzeOptions>();
    add_database(cmd, o->db);
    auto* game = add_integer(cmd, "--game", o->game, 1, INT64_MAX, "analyse this game");
    add_flag(cmd, "--all", o->all, "analyse every game of the database")->excludes(game);
    auto* depth = add_integer(cmd, "--depth", o->depth, 1, 60, "depth per position (default 12)");
    add_integer(cmd, "--movetime", o->movetime, 1, 3'600'000, "milliseconds per position")
        ->excludes(depth);
    add_threads(cmd, o->threads);
    add_hash(cmd, o->hash);
    add_flag(cmd, "--json", o->json, "print one JSON object per game and line");
    return [o] { return run_analyze(*o); };
}

}  // namespace damascope::cli
