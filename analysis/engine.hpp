// The engine for Dama and Dhama: a library with no I/O. One search at a time per Engine; stop()
// may be called from any thread. Results and progress are plain structs (search_types.hpp).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "analysis/evaluation.hpp"
#include "analysis/learned/network.hpp"
#include "analysis/score.hpp"
#include "analysis/search_types.hpp"

namespace damascope::analysis {

inline constexpr const char* engine_name = "damascope";
inline constexpr const char* engine_version = "0.1";
// "damascope 0.1": stored with every analysis.
std::string engine_id();

class TranspositionTable;
namespace egdb {
class Tables;
class TableSet;
}  // namespace egdb

struct EngineOptions {
    std::size_t hash_mb = 16;  // transposition table size (when the engine has its own)
    // A table shared with other engines searching at the same time (the threads of an analysis),
    // instead of one of hash_mb of its own. new_game() then leaves it as it is: the others use it.
    std::shared_ptr<TranspositionTable> shared_table;
    EvalWeights eval;
    // Quiet plies quiescence may search when the opponent threatens a capture (0: stand pat).
    int threat_plies = 1;
    // Late move reductions of quiet moves: 0 none, 1 moderate, 2 aggressive. At equal nodes
    // (30,000 a move, 100 games) 2 scored 50% against 1 in Dama and 57% in Dhama, and it searches
    // a third fewer nodes to the same depth.
    int reductions = 2;
    // Reverse futility pruning: a non-PV node of depth 1 to 3 where neither side can capture
    // and the static score beats beta by this many centi-men per ply of depth is cut there.
    // 0: none.
    int futility_margin = 60;
    // What a draw is worth to the side to move at the root, in centi-men, taken off its draws
    // (and given to the opponent's): above 0 the engine avoids repetitions against a weaker
    // player. 0 for analysis, whose scores must stay the position's.
    int contempt = 0;
    // Search threads (Lazy SMP): the main thread reports and decides; the others search the same
    // root at staggered depths on one shared table and only fill it. 1 is deterministic.
    int threads = 1;
    // Endgame tables (egdb.hpp), read-only, owned by the caller and outliving the engine; nullptr:
    // none (the default, so that bench and tests search as before). With tables, nodes whose
    // material has a table of the variant searched score its exact value, and a root in the
    // tables is decided by them.
    const egdb::TableSet* tables = nullptr;
    // The learned evaluation (learned/network.hpp): the variant searched uses its network when
    // the set has one, else `eval`, the classic evaluation; `eval` also judges a material lead
    // beyond the network's learned::material_lead_limit.
    learned::NetworkSet networks;
};

class Searcher;

class Engine {
  public:
    explicit Engine(const EngineOptions& options = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Searches `root` until a limit is reached or stop() is called. `context` carries the game
    // before the root (repetitions, Dama's quiet counter). `info` is called after each iteration
    // from the searching thread. At a fixed depth with the same history of calls the result is
    // deterministic.
    SearchResult search(const core::Position& root, const Limits& limits,
                        const GameContext& context = {}, const InfoCallback& info = {});
    // Ends the running search as soon as possible (thread-safe); search() then returns the last
    // completed iteration. A search always completes depth 1.
    void stop();
    // Forgets everything learnt (its own transposition table, history): a new game, or a fresh
    // bench.
    void new_game();

    const EngineOptions& options() const { return options_; }

  private:
    EngineOptions options_;
    std::shared_ptr<TranspositionTable> own_table_;  // the helpers' shared table when none given
    std::unique_ptr<Searcher> searcher_;
    std::vector<std::unique_ptr<Searcher>> helpers_;  // threads - 1
};

}  // namespace damascope::analysis
