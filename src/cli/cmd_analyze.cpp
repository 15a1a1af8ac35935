// damascope-cli analyze --db DB (--game ID | --all [--shard K/N --out PART] [FILTERS])
//                       [--depth D | --movetime MS | --time-per-game S [--depth D]]
//                       [--threads N] [--hash MB] [--egdb DIR] [--json]
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>

#include "analysis/egdb/egdb_probe.hpp"
#include "analysis/line_format.hpp"
#include "app/analysis_job.hpp"
#include "app/analysis_shard.hpp"
#include "app/resource_limits.hpp"
#include "cli/commands.hpp"
#include "cli/engine_args.hpp"
#include "cli/mark_names.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "cli/position_args.hpp"

namespace damascope::cli {

namespace {

// The tables' verdict for the side to move, {"result", "plies"}; null when not in the tables.
Json table_json(const analysis::PlyAnnotation& p) {
    if (!p.table) return nullptr;
    Json j = {{"result", analysis::egdb::wdl_name(p.table->wdl)}};
    if (p.table->wdl != analysis::egdb::Wdl::draw) j["plies"] = p.table->plies;
    return j;
}

// The annotation of `record`: each ply's line written from that ply's position.
Json game_json(std::int64_t id, const core::GameRecord& record, const analysis::GameAnnotation& a) {
    Json moves = Json::array();
    core::Position pos = record.start;
    for (const auto& p : a.plies) {
        if (p.ply > 0 && static_cast<std::size_t>(p.ply) <= record.moves.size())
            pos.play(record.moves[static_cast<std::size_t>(p.ply - 1)].move);
        moves.push_back({{"ply", p.ply},
                         {"move", p.move},
                         {"score", p.score},
                         {"mate_in", p.mate_in},
                         {"best", p.best_text},
                         {"pv", analysis::format_line(pos, p.pv)},
                         {"depth", p.depth},
                         {"marks", mark_names(p.marks)},
                         {"egdb", table_json(p)},
                         {"table_reason", p.table_reason}});
    }
    return {{"id", id}, {"moves", std::move(moves)}};
}

void print_game_text(std::int64_t id, const analysis::GameAnnotation& a) {
    out("game {}\n", id);
    for (const auto& p : a.plies) {
        std::string marks;
        for (const auto& name : mark_names(p.marks)) marks += (marks.empty() ? "" : ",") + name;
        if (!p.table_reason.empty()) marks += (marks.empty() ? "" : " ") + p.table_reason;
        const std::string table =
            p.table ? "  " + analysis::egdb::value_text(*p.table) : std::string();
        out("{:>4} {:<14} {:>8}  best {:<14} depth {:>2}  {}{}\n", p.ply,
            p.ply == 0 ? std::string("(start)") : p.move, analysis::score_text(p.score),
            p.game_over ? std::string("-") : p.best_text, p.depth, marks, table);
    }
}

struct AnalyzeOptions {
    std::string db;
    std::optional<std::int64_t> game, depth, movetime, time_per_game, threads, hash;
    std::string egdb;              // --egdb DIR
    std::string eval = "learned";  // --eval
    bool all = false;
    bool json = false;
    database::GameFilter filter;  // narrows --all
    std::string shard, out;       // --shard K/N --out PART
};

// The part of a shard: opened to add to (resuming) or created. An --out file that is no part, or
// the part of another database or shard, is bad input (exit 2); one that cannot be written, 1.
std::optional<database::AnalysisPart> open_part(const std::string& path,
                                                const database::PartInfo& info, int& code) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) > 0) {
        auto existing = database::AnalysisPart::open(path);
        if (!existing) {
            error("--out: {}", existing.error());
            code = std::filesystem::is_regular_file(path, ec) ? 2 : 1;
            return std::nullopt;
        }
        const database::PartInfo& e = existing->info();
        if (e.database_id != info.database_id) {
            error(
                "--out: '{}' is a part made from another database (id {}, not {}); give "
                "another --out file",
                path, e.database_id, info.database_id);
            code = 2;
            return std::nullopt;
        }
        if (e.shard != info.shard || e.shards != info.shards) {
            error("--out: '{}' is the part of shard {}/{}, not {}/{}; give another --out file",
                  path, e.shard, e.shards, info.shard, info.shards);
            code = 2;
            return std::nullopt;
        }
    }
    auto part = database::AnalysisPart::create_or_open(path, info);
    if (!part) {
        error("--out: {}", part.error());
        code = 1;
        return std::nullopt;
    }
    return std::move(part).value();
}

int run_analyze(const AnalyzeOptions& o) {
    if (!o.all && !o.game) {
        error("analyze needs --game ID or --all");
        return 2;
    }
    std::optional<app::Shard> shard;
    if (!o.shard.empty()) {
        auto s = app::parse_shard(o.shard);
        if (!s) {
            error("--shard: {}", s.error());
            return 2;
        }
        shard = *s;
        // A part written as the database's -wal file would be wiped by the database's next write.
        if (output_clashes("--out", o.out, {app::database_input(o.db)})) return 2;
    }
    if (const std::string problem = app::default_threads_problem(); !o.threads && !problem.empty())
        warning("{}", problem);
    if (o.threads && *o.threads > app::core_count())
        warning("--threads {} is more than the {} cores: the threads take turns", *o.threads,
                app::core_count());
    // A shard only reads the database: its results go to the part file.
    auto db = shard ? database::GameDatabase::open_for_reading(o.db)
                    : database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    std::vector<std::int64_t> ids;
    if (o.all) {
        auto r = db.value().game_ids(o.filter);
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

    app::AnalysisJobOptions options;  // no limit given: the default (depth 12 within 9.5 s)
    if (o.time_per_game) {
        options.limits = analysis::Limits{};
        if (o.depth) options.limits.depth = static_cast<int>(*o.depth);  // a cap
        options.time_per_game_ms = *o.time_per_game * 1000;
    } else if (o.movetime) {
        options.limits = analysis::Limits{};
        options.limits.movetime_ms = *o.movetime;
        options.time_per_game_ms = 0;
    } else if (o.depth) {
        options.limits.depth = static_cast<int>(*o.depth);
        options.time_per_game_ms = 0;
    }
    options.threads = o.threads ? static_cast<int>(*o.threads) : 0;  // one game: every core too
    if (o.hash) options.hash_mb = static_cast<std::size_t>(*o.hash);
    analysis::egdb::TableSet tables;
    if (!load_egdb(o.egdb, tables, options.tables)) return 2;
    options.networks =
        load_eval(o.eval, {core::Variant::dama, core::Variant::turkish, core::Variant::dhama});
    // --all goes on where an earlier run stopped: games analysed as deep are left out.
    options.skip_analysed = o.all;
    std::optional<database::AnalysisPart> part;
    std::unique_ptr<app::AnalysisStore> store;
    if (shard) {
        ids = app::shard_games(ids, *shard);
        database::PartInfo info;
        auto id = db.value().database_id();
        auto in_db = db.value().games_analysed(app::already_analysed_depth(options));
        if (!id || !in_db) {
            error("{}", id ? in_db.error() : id.error());
            return 1;
        }
        info.database_id = *id;
        info.shard = shard->k;
        info.shards = shard->n;
        info.games_total = std::count_if(ids.begin(), ids.end(), [&](std::int64_t g) {
            return !std::binary_search(in_db->begin(), in_db->end(), g);
        });
        int code = 0;
        part = open_part(o.out, info, code);
        if (!part) return code;
        store = std::make_unique<app::PartStore>(db.value(), *part);
    } else {
        store = std::make_unique<app::DatabaseStore>(db.value());
    }
    // No engine runs on a database that cannot take the results.
    if (auto w = store->check_writable(); !w) {
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
    auto on_game = [&](std::int64_t id, const core::GameRecord& record,
                       const analysis::GameAnnotation& a) {
        if (o.json) {
            print_json(game_json(id, record, a));
        } else if (!o.all) {
            print_game_text(id, a);
        }
        flush_stdout();
    };
    auto stats = app::run_analysis(db.value(), *store, ids, options, progress, on_game);
    if (drawn) write_stderr("\n");
    if (!stats) {
        error("{}", stats.error());
        return 2;
    }
    std::string already =
        app::already_analysed_depth(options) <= 1
            ? "already analysed"
            : fmt::format("already analysed at depth {} or deeper", options.limits.depth);
    if (shard) already += fmt::format(" in {} or the database", o.out);
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
    auto* all =
        add_flag(cmd, "--all", o->all, "analyse every game of the database")->excludes(game);
    auto* depth = add_integer(cmd, "--depth", o->depth, 1, 60,
                              "depth per position; with --time-per-game, a cap (without any "
                              "limit: depth 12 within 9.5 s a game)");
    auto* movetime =
        add_integer(cmd, "--movetime", o->movetime, 1, 3'600'000, "milliseconds per position")
            ->excludes(depth);
    add_integer(cmd, "--time-per-game", o->time_per_game, 1, 86'400,
                "seconds for each whole game, shared among its positions where the score moves")
        ->excludes(movetime);
    add_threads(cmd, o->threads);
    add_hash(cmd, o->hash);
    add_egdb(cmd, o->egdb);
    add_eval(cmd, o->eval);
    add_flag(cmd, "--json", o->json, "print one JSON object per game and line");
    // --all narrowed as `games` filters, and split into shards for many processes or hosts.
    database::GameFilter& f = o->filter;
    std::vector<CLI::Option*> narrowing = {
        add_text(cmd, "--player", f.player, "with --all: White or Black contains TEXT (any case)"),
        add_text(cmd, "--event", f.event, "with --all: the event contains TEXT (any case)"),
        add_variant(cmd, f.variant, "with --all: only games of this variant"),
        add_text(cmd, "--result", f.result, "with --all: the result as written", "RESULT"),
        add_date(cmd, "--date-from", f.date_from, "with --all: played on or after DATE"),
        add_date(cmd, "--date-to", f.date_to, "with --all: played on or before DATE")};
    auto* shard = add_text(cmd, "--shard", o->shard,
                           "with --all: only shard K of N, the games with (id - 1) mod N = K - 1; "
                           "reads DB without writing it, results go to --out",
                           "K/N");
    auto* out = add_text(cmd, "--out", o->out,
                         "with --shard: the part file that keeps the shard's results (resumed "
                         "when it exists)",
                         "PART");
    shard->needs(out);
    out->needs(shard);
    narrowing.push_back(shard);
    for (auto* option : narrowing) option->needs(all);
    return [o] { return run_analyze(*o); };
}

}  // namespace damascope::cli
