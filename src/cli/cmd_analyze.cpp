// damascope-cli analyze --db DB (--game ID | --all) [--depth D | --movetime MS] [--threads N]
//                       [--hash MB] [--json]
#include <fmt/core.h>

#include <atomic>
#include <thread>

#include "analysis/line_format.hpp"
#include "app/analysis_job.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"

namespace damascope::cli {

namespace {

std::vector<std::string> mark_names(core::MarkSet marks) {
    std::vector<std::string> out;
    for (core::Mark m : core::all_marks)
        if (core::has_mark(marks, m)) out.emplace_back(core::mark_name(m));
    return out;
}

std::string game_json(std::int64_t id, const analysis::GameAnnotation& a) {
    JsonWriter out;
    out.begin_object().key("id").value(id).key("moves").begin_array();
    for (const auto& p : a.plies) {
        out.begin_object();
        out.key("ply").value(p.ply).key("move").value(p.move);
        out.key("score").value(p.score).key("mate_in").value(p.mate_in);
        out.key("best").value(p.best_text);
        out.key("pv").begin_array();
        for (const auto& m : p.pv) out.value(m);
        out.end_array();
        out.key("depth").value(p.depth);
        out.key("marks").begin_array();
        for (const auto& name : mark_names(p.marks)) out.value(name);
        out.end_array();
        out.end_object();
    }
    out.end_array().end_object();
    return out.str();
}

void print_game_text(std::int64_t id, const analysis::GameAnnotation& a) {
    fmt::print("game {}\n", id);
    for (const auto& p : a.plies) {
        std::string marks;
        for (const auto& name : mark_names(p.marks)) marks += (marks.empty() ? "" : ",") + name;
        fmt::print("{:>4} {:<14} {:>8}  best {:<14} depth {:>2}  {}\n", p.ply,
                   p.ply == 0 ? std::string("(start)") : p.move, analysis::score_text(p.score),
                   p.game_over ? std::string("-") : p.best_text, p.depth, marks);
    }
}

}  // namespace

int run_analyze(Args args) {
    auto parsed = ParsedArgs::parse(args, {"db", "game", "depth", "movetime", "threads", "hash"},
                                    {"all", "json"});
    if (!parsed) return 2;
    const auto db_path = parsed->value("db");
    if (!db_path) {
        fmt::print(stderr, "error: analyze needs --db DB\n");
        return 2;
    }
    bool bad = false;
    const auto game = parsed->integer("game", 1, INT64_MAX, bad);
    const auto depth = parsed->integer("depth", 1, 60, bad);
    const auto movetime = parsed->integer("movetime", 1, 3'600'000, bad);
    const auto threads = parsed->integer("threads", 1, 1024, bad);
    const auto hash = parsed->integer("hash", 1, 16384, bad);
    if (bad) return 2;
    const bool all = parsed->has("all");
    if (all == game.has_value()) {
        fmt::print(stderr, "error: analyze needs exactly one of --game ID and --all\n");
        return 2;
    }
    if (depth && movetime) {
        fmt::print(stderr, "error: give --depth or --movetime, not both\n");
        return 2;
    }
    auto db = database::GameDatabase::open_existing(*db_path);
    if (!db) {
        fmt::print(stderr, "error: {}\n", db.error());
        return 1;
    }
    std::vector<std::int64_t> ids;
    if (all) {
        auto r = db.value().game_ids(database::GameFilter{});
        if (!r) {
            fmt::print(stderr, "error: {}\n", r.error());
            return 1;
        }
        ids = std::move(r.value());
    } else {
        auto has = db.value().has_game(*game);
        if (!has) {
            fmt::print(stderr, "error: {}\n", has.error());
            return 1;
        }
        if (!has.value()) {
            fmt::print(stderr, "error: no game {} in {}\n", *game, *db_path);
            return 2;
        }
        ids.push_back(*game);
    }

    app::AnalysisJobOptions options;
    if (movetime) {
        options.limits = analysis::Limits{};
        options.limits.movetime_ms = *movetime;
    } else if (depth) {
        options.limits.depth = static_cast<int>(*depth);
    }
    options.threads = threads ? static_cast<int>(*threads) : (all ? 0 : 1);
    if (hash) options.hash_mb = static_cast<std::size_t>(*hash);
    const bool json = parsed->has("json");

    auto progress = [&](const app::AnalysisProgress& p) {
        if (!all || p.positions_total != 0) return;  // one line per finished game
        fmt::print(stderr, "\ranalysed {}/{} games", p.games_done, p.games_total);
        std::fflush(stderr);
    };
    auto on_game = [&](std::int64_t id, const core::GameRecord&,
                       const analysis::GameAnnotation& a) {
        if (json) {
            fmt::print("{}\n", game_json(id, a));
        } else if (!all) {
            print_game_text(id, a);
        }
        std::fflush(stdout);
    };
    auto stats = app::run_analysis(db.value(), ids, options, progress, on_game);
    if (!stats) {
        fmt::print(stderr, "error: {}\n", stats.error());
        return 2;
    }
    if (all) fmt::print(stderr, "\n");
    for (const auto& e : stats.value().errors)
        fmt::print(stderr, "error: game {}: {}\n", e.game_id, e.message);
    if (all && !json)
        fmt::print("analysed {} games, {} failed\n", stats.value().games_analysed,
                   stats.value().games_failed);
    return stats.value().games_failed > 0 ? 1 : 0;
}

}  // namespace damascope::cli
