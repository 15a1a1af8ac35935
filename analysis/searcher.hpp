// The search behind Engine (internal): iterative deepening, PVS alpha-beta, quiescence over
// captures and capture threats, transposition table, killers and history.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "analysis/engine.hpp"
#include "analysis/learned/network.hpp"
#include "analysis/score.hpp"
#include "analysis/transposition_table.hpp"
#include "core/movegen.hpp"

namespace damascope::analysis {

class Searcher {
  public:
    static constexpr int max_ply = 128;

    explicit Searcher(const EngineOptions& options);

    SearchResult run(const core::Position& root, const Limits& limits, const GameContext& context,
                     const InfoCallback& info);
    void request_stop() { stop_requested_.store(true, std::memory_order_relaxed); }
    bool stop_requested() const {
        return stop_requested_.load(std::memory_order_relaxed) ||
               (limits_.stop != nullptr && limits_.stop->load(std::memory_order_relaxed));
    }
    void clear();
    // A Lazy SMP helper (index >= 1): odd helpers begin one iteration deeper so that the threads
    // do not all search the same depth at the same time.
    void set_helper(int index) { first_depth_ = 1 + index % 2; }

  private:
    struct RootMove {
        core::Move move;
        int index = 0;                // in generate_legal's order
        int score = -score_infinite;  // side to move's view, this iteration
        std::vector<core::Move> pv;
    };

    // Alpha-beta in the side to move's view; `depth` in plies, `ply` from the root.
    int search(const core::Position& pos, int alpha, int beta, int depth, int ply, bool pv_node);
    int qsearch(const core::Position& pos, int alpha, int beta, int ply, int threat_budget);
    // Searches the root moves from `first` on at `depth` in the window (alpha, beta), sorting them
    // best first; `best` receives the best score (a bound when outside the window). False when
    // stopped.
    bool search_root(const core::Position& root, int depth, std::size_t first, int alpha, int beta,
                     int& best);
    // The root decided by the endgame tables (searcher_tables.cpp); nullopt when they do not
    // hold it (or Dama's quiet-move draw could overturn a value).
    std::optional<SearchResult> solve_from_tables(const core::Position& root,
                                                  const GameContext& context,
                                                  const InfoCallback& info);
    // The tables' exact score of a node at `ply`, side to move's view; nullopt when unknown.
    std::optional<int> table_score(const core::Position& pos, int ply) const;
    // Draw by the rules or by repetition at this node (ply > 0).
    bool is_draw(const core::Position& pos, int ply) const;
    // A draw's score for the side to move at `ply` (the root's side pays the contempt).
    int draw_score(int ply) const;
    // Records the child's state for repetition and the quiet counter.
    void enter_child(const core::Position& pos, const core::Move& m, const core::Position& child,
                     int ply);
    // Ordering keys for `moves`, best first by value.
    void score_moves(const core::Position& pos, const core::MoveList& moves, int tt_move, int ply,
                     std::array<int, core::MoveList::capacity>& keys) const;
    void update_quiet_stats(const core::Position& pos, const core::Move& m, int depth, int ply);
    void update_pv(int ply, const core::Move& m);
    // The evaluation of `pos`, the node at `ply`, for the side to move.
    int static_eval(const core::Position& pos, int ply);
    // Notes the node at `ply` for the learned evaluation's accumulators (at every node entry).
    void enter_node(const core::Position& pos, int ply) {
        path_[static_cast<std::size_t>(ply)] = &pos;
        accumulator_ready_[static_cast<std::size_t>(ply)] = false;
        // Most nodes that are evaluated are evaluated soon after they are entered.
        if (!eval_cache_.empty())
            __builtin_prefetch(&eval_cache_[pos.hash() & (eval_cache_.size() - 1)]);
    }
    // Brings the accumulator of `ply` up to date from the nearest ready one above it.
    void prepare_accumulator(int ply);
    void poll();
    std::int64_t elapsed_ms() const;

    EngineOptions options_;
    const egdb::Tables* tables_ = nullptr;       // options_.tables of the variant searched, if any
    const learned::Network* network_ = nullptr;  // options_.networks' for the variant searched
    // The learned evaluation's layer 0 along the search path, updated from parent to child only
    // when a node is evaluated (most interior nodes never are).
    std::vector<learned::Accumulator> accumulators_;
    std::array<const core::Position*, max_ply + 2> path_{};
    std::array<bool, max_ply + 2> accumulator_ready_{};
    // The network's scores of recent positions, by hash (side to move's view; the hash includes
    // the side to move, and the score depends on the position alone, so a hit is exact).
    struct EvalCacheEntry {
        // The hash's upper 48 bits and the score's 16 in eight bytes, so that the cache (16,384
        // entries, 128 KB: faster than 4 times as many or 4 times fewer, measured with `bench`)
        // stays in the second-level cache. 0 is empty: a hash whose upper 48 bits are all 0
        // would find a score of 0 there, once in 2^48 lookups.
        std::uint64_t tagged = 0;
        static constexpr std::uint64_t score_bits = 0xFFFF;
        bool holds(std::uint64_t key) const { return ((tagged ^ key) & ~score_bits) == 0; }
        int score() const { return static_cast<std::int16_t>(tagged & score_bits); }
    };
    std::vector<EvalCacheEntry> eval_cache_;
    int first_depth_ = 1;
    std::shared_ptr<TranspositionTable> table_;  // options_.shared_table, or one of its own
    TranspositionTable& tt_;
    std::atomic<bool> stop_requested_{false};

    // Per search.
    Limits limits_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    int seldepth_ = 0;
    int root_depth_ = 0;
    bool stopped_ = false;
    bool can_stop_ = false;
    std::vector<RootMove> root_moves_;
    std::size_t root_finished_ = 0;  // root moves the current iteration has searched in full

    // The path: hashes of the game before the root and of each ply below it.
    std::vector<std::uint64_t> keys_;
    std::size_t base_ = 0;                       // index of the root in keys_
    std::array<int, max_ply + 2> reversible_{};  // consecutive reversible plies ending here
    std::array<int, max_ply + 2> quiet_{};       // Dama: plies since a capture or promotion

    std::array<std::array<core::Move, max_ply + 2>, max_ply + 2> pv_{};
    std::array<int, max_ply + 2> pv_len_{};
    std::array<std::array<core::Move, 2>, max_ply + 2> killers_{};
    std::array<std::array<std::array<int, 64>, 64>, 2> history_{};
};

}  // namespace damascope::analysis
