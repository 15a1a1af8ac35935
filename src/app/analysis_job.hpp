// Analysing stored games: the use case behind `damascope-cli analyze` and the GUI's analysis
// command. Runs the annotator on a game per worker thread and saves each result with the engine's
// name and depth (a deeper analysis replaces a shallower one; GameDatabase::save_analysis).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analysis/annotator.hpp"
#include "core/result.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

// The default analysis (Analysis > Analyse this game, `analyze` without a limit): depth 12 for
// each position, the whole game's search within 9.5 seconds (10 with the program's start and the
// database). The depth is reached first in most games (Dhama's nearly always); a long Dama game
// stops at the time and keeps depth 12's marks about as well as depth 11 does (BENCHMARKS.md
// "Analysis by time against depth 12").
inline constexpr int default_analysis_depth = 12;
inline constexpr std::int64_t default_time_per_game_ms = 9'500;

struct AnalysisJobOptions {
    analysis::Limits limits{.depth = default_analysis_depth};  // per position
    int threads = 0;           // games analysed at once; 0: one per core; at most max_threads()
    std::size_t hash_mb = 16;  // one transposition table shared by the threads; max_hash_mb()
    analysis::Thresholds thresholds;
    // Analysis by time: milliseconds for a whole game (AnnotatorOptions::time_per_game_ms), the
    // depth in `limits` (if any) a cap; 0: `limits` per position.
    std::int64_t time_per_game_ms = default_time_per_game_ms;
    // Leave out the games whose stored analysis is as deep as limits.depth or deeper (by time or
    // nodes, where the depth is no promise: every game with a stored analysis), so that a run
    // stopped halfway goes on where it was (already_analysed_depth).
    bool skip_analysed = false;
    // Endgame tables the engines probe (EngineOptions::tables); nullptr: none.
    const analysis::egdb::TableSet* tables = nullptr;
    // The learned evaluation's networks (EngineOptions::networks); empty: the classic evaluation.
    analysis::learned::NetworkSet networks;
};

struct AnalysisProgress {
    std::int64_t games_done = 0, games_total = 0;
    std::int64_t game_id = 0;                     // the game this report is about
    int positions_done = 0, positions_total = 0;  // within that game
};

struct AnalysisError {
    std::int64_t game_id = 0;
    std::string message;
};

struct AnalysisJobStats {
    std::int64_t games_analysed = 0;  // annotated and saved (or kept: a deeper one was stored)
    std::int64_t games_failed = 0;    // could not be loaded or saved
    std::int64_t games_skipped = 0;   // left out: analysed already (skip_analysed)
    bool cancelled = false;
    std::vector<AnalysisError> errors;
};

// Where run_analysis keeps its results: the database analysed (DatabaseStore), or a part file of
// a shard (analysis_shard.hpp). Called by one thread at a time.
class AnalysisStore {
  public:
    virtual ~AnalysisStore() = default;
    // Before any engine runs: an error ("read-only: ...", "damaged: ...") when nothing can be kept.
    virtual core::Result<bool> check_writable() = 0;
    // Ids of the games analysed at `min_depth` or deeper, ascending (for skip_analysed).
    virtual core::Result<std::vector<std::int64_t>> games_analysed(int min_depth) = 0;
    // Keeps a game's analysis unless a deeper one is kept; returns whether it did.
    virtual core::Result<bool> save(const database::GameAnalysis& a) = 0;
};

// The results saved in the database that the games come from.
class DatabaseStore final : public AnalysisStore {
  public:
    explicit DatabaseStore(database::GameDatabase& db) : db_(db) {}
    core::Result<bool> check_writable() override { return db_.check_writable(); }
    core::Result<std::vector<std::int64_t>> games_analysed(int min_depth) override {
        return db_.games_analysed(min_depth);
    }
    core::Result<bool> save(const database::GameAnalysis& a) override {
        return db_.save_analysis(a);
    }

  private:
    database::GameDatabase& db_;
};

// The depth a stored analysis needs for a game to count as analysed already under `options`.
int already_analysed_depth(const AnalysisJobOptions& options);

// A game annotated, in the database's shape: what save_analysis stores.
// `timed`: analysed by time (AnalysisJobOptions::time_per_game_ms), so that the depth in `limits`
// was a cap, not a promise.
database::GameAnalysis to_game_analysis(std::int64_t game_id, const analysis::GameAnnotation& a,
                                        const analysis::Limits& limits, bool timed = false);

using AnalysisProgressFn = std::function<void(const AnalysisProgress&)>;
// Each finished game, with its record and annotation (the CLI prints them).
using AnalysisGameFn = std::function<void(std::int64_t id, const core::GameRecord& record,
                                          const analysis::GameAnnotation& annotation)>;

// Analyses the games `ids` of `db`. The callbacks come from the worker threads, one at a time
// (never two at once); the database is used by one thread at a time. `cancel` is polled between
// positions. Each game's analysis is saved (committed) as soon as it is done: a run that is
// killed loses only the games in flight. An error is returned for bad options and, before any
// engine starts, for a database that cannot be written ("read-only: ...", "damaged: ...");
// failed games are listed in the stats. Throws std::bad_alloc when the table cannot be
// allocated, and what a callback throws (after every worker has stopped).
core::Result<AnalysisJobStats> run_analysis(database::GameDatabase& db,
                                            const std::vector<std::int64_t>& ids,
                                            const AnalysisJobOptions& options = {},
                                            const AnalysisProgressFn& progress = {},
                                            const AnalysisGameFn& on_game = {},
                                            const std::atomic<bool>* cancel = nullptr);
// The same on the database file at `db_path`, opened by the calling thread (a background job's).
core::Result<AnalysisJobStats> run_analysis_at(const std::string& db_path,
                                               const std::vector<std::int64_t>& ids,
                                               const AnalysisJobOptions& options = {},
                                               const AnalysisProgressFn& progress = {},
                                               const std::atomic<bool>* cancel = nullptr);
// The same, reading the games from `source` and keeping the results in `store`.
core::Result<AnalysisJobStats> run_analysis(const database::GameDatabase& source,
                                            AnalysisStore& store,
                                            const std::vector<std::int64_t>& ids,
                                            const AnalysisJobOptions& options = {},
                                            const AnalysisProgressFn& progress = {},
                                            const AnalysisGameFn& on_game = {},
                                            const std::atomic<bool>* cancel = nullptr);

}  // namespace damascope::app
