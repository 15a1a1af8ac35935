#include "app/analysis_job.hpp"

#include <algorithm>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include "analysis/line_format.hpp"
#include "analysis/transposition_table.hpp"
#include "app/resource_limits.hpp"

namespace damascope::app {

int already_analysed_depth(const AnalysisJobOptions& options) {
    // By time the depth is a cap, not a promise: any stored analysis will do.
    return options.time_per_game_ms > 0 ? 1 : std::max(1, options.limits.depth);
}

database::GameAnalysis to_game_analysis(std::int64_t game_id, const analysis::GameAnnotation& a,
                                        const analysis::Limits& limits, bool timed) {
    database::GameAnalysis out;
    out.game_id = game_id;
    out.engine = analysis::engine_id();
    // The depth that was asked for, or (under a time or node limit, a depth cap included) the
    // shallowest one reached.
    int reached = 0;
    for (const auto& p : a.plies)
        if (!p.game_over) reached = reached == 0 ? p.depth : std::min(reached, p.depth);
    out.depth = limits.depth > 0 && !timed ? limits.depth : reached;
    for (const auto& p : a.plies) {
        database::PlyAnalysis row;
        row.ply = p.ply;
        row.score = p.score;
        row.mate_in = p.mate_in;
        row.best = p.best_text;
        row.pv = p.pv;
        row.depth = p.depth;
        row.marks = p.marks;
        out.plies.push_back(std::move(row));
    }
    return out;
}

core::Result<AnalysisJobStats> run_analysis(database::GameDatabase& db,
                                            const std::vector<std::int64_t>& ids,
                                            const AnalysisJobOptions& options,
                                            const AnalysisProgressFn& progress,
                                            const AnalysisGameFn& on_game,
                                            const std::atomic<bool>* cancel) {
    DatabaseStore store(db);
    return run_analysis(db, store, ids, options, progress, on_game, cancel);
}

core::Result<AnalysisJobStats> run_analysis(const database::GameDatabase& db, AnalysisStore& store,
                                            const std::vector<std::int64_t>& ids,
                                            const AnalysisJobOptions& options,
                                            const AnalysisProgressFn& progress,
                                            const AnalysisGameFn& on_game,
                                            const std::atomic<bool>* cancel) {
    if (options.threads < 0)
        return core::Error{"analysis: the number of threads cannot be negative"};
    if (options.limits.depth <= 0 && options.limits.movetime_ms <= 0 && options.limits.nodes == 0 &&
        options.time_per_game_ms <= 0)
        return core::Error{
            "analysis: give a depth, a time or a node limit per position, or a time "
            "per game"};
    if (options.threads > max_threads())
        return core::Error{"analysis: at most " + std::to_string(max_threads()) +
                           " threads (four per core)"};
    if (options.hash_mb < 1 || options.hash_mb > max_hash_mb())
        return core::Error{"analysis: the table takes 1 to " + std::to_string(max_hash_mb()) +
                           " MB (half of this machine's memory)"};
    // Checked before any engine runs: a database that cannot take the results is not analysed.
    if (auto w = store.check_writable(); !w) return core::Error{w.error()};
    AnalysisJobStats stats;
    std::vector<std::int64_t> todo = ids;
    if (options.skip_analysed) {
        auto done_before = store.games_analysed(already_analysed_depth(options));
        if (!done_before) return core::Error{done_before.error()};
        std::vector<std::int64_t> sorted = *done_before;  // ascending
        std::erase_if(todo, [&](std::int64_t id) {
            return std::binary_search(sorted.begin(), sorted.end(), id);
        });
        stats.games_skipped = static_cast<std::int64_t>(ids.size() - todo.size());
    }
    const int asked = options.threads > 0 ? options.threads : default_threads();
    int threads = std::max(1, std::min<int>(asked, static_cast<int>(todo.size())));
    // Fewer games than threads (one game): the spare threads search each position with the
    // game's thread (Lazy SMP on the engine's table), so one game still uses every core.
    const int search_threads = std::max(1, asked / threads);
    // One table for all the threads (its size is the option's, whatever their number). A single
    // thread keeps a table of its own, which it empties between games: its analysis of a game is
    // then the same whichever games came before.
    std::shared_ptr<analysis::TranspositionTable> shared_table;
    if (threads > 1) shared_table = std::make_shared<analysis::TranspositionTable>(options.hash_mb);

    std::mutex db_mutex;      // one thread at a time in the database
    std::mutex report_mutex;  // callbacks and stats, one at a time
    std::atomic<std::size_t> next{0};
    const auto total = static_cast<std::int64_t>(todo.size());
    std::int64_t done = 0;
    std::atomic<bool> failed{false};

    auto worker = [&] {
        analysis::EngineOptions eo;
        eo.hash_mb = options.hash_mb;
        eo.shared_table = shared_table;
        eo.threads = search_threads;
        eo.tables = options.tables;
        eo.networks = options.networks;
        analysis::Engine engine(eo);
        analysis::AnnotatorOptions ao;
        ao.limits = options.limits;
        ao.time_per_game_ms = options.time_per_game_ms;
        ao.thresholds = options.thresholds;
        for (;;) {
            if ((cancel && cancel->load()) || failed.load()) return;
            const std::size_t i = next.fetch_add(1);
            if (i >= todo.size()) return;
            const std::int64_t id = todo[i];
            auto fail = [&](std::string message) {
                std::lock_guard lock(report_mutex);
                ++stats.games_failed;
                ++done;
                stats.errors.push_back({id, std::move(message)});
            };
            core::Result<core::GameRecord> record = core::Error{""};
            {
                std::lock_guard lock(db_mutex);
                record = db.load_game(id);
            }
            if (!record) {
                fail(record.error());
                continue;
            }
            auto on_position = [&](int positions_done, int positions_total) {
                if (!progress) return;
                std::lock_guard lock(report_mutex);
                progress(AnalysisProgress{done, total, id, positions_done, positions_total});
            };
            const analysis::GameAnnotation a =
                analysis::annotate_game(record.value(), engine, ao, on_position, cancel);
            if (a.cancelled) return;
            core::Result<bool> saved = false;
            {
                std::lock_guard lock(db_mutex);
                saved = store.save(
                    to_game_analysis(id, a, options.limits, options.time_per_game_ms > 0));
            }
            if (!saved) {
                fail(saved.error());
                continue;
            }
            std::lock_guard lock(report_mutex);
            ++stats.games_analysed;
            ++done;
            if (on_game) on_game(id, record.value(), a);
            if (progress) progress(AnalysisProgress{done, total, id, 0, 0});
        }
    };

    // An exception in a worker (memory, a callback's) ends the job: the other workers finish the
    // game in hand, and the first exception is thrown again on the caller's thread.
    std::exception_ptr failure;
    auto guarded_worker = [&] {
        try {
            worker();
        } catch (...) {
            std::lock_guard lock(report_mutex);
            if (!failure) failure = std::current_exception();
            failed.store(true);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(guarded_worker);
    guarded_worker();  // the caller's thread works too
    for (auto& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
    stats.cancelled = cancel && cancel->load() && done < total;
    return stats;
}

core::Result<AnalysisJobStats> run_analysis_at(const std::string& db_path,
                                               const std::vector<std::int64_t>& ids,
                                               const AnalysisJobOptions& options,
                                               const AnalysisProgressFn& progress,
                                               const std::atomic<bool>* cancel) {
    auto db = database::GameDatabase::open(db_path);
    if (!db) return core::Error{db.error()};
    return run_analysis(db.value(), ids, options, progress, {}, cancel);
}

}  // namespace damascope::app
