// Iterative deepening and the root of the search: multi-PV, limits, progress reports.
#include <algorithm>

#include "analysis/egdb/egdb.hpp"
#include "analysis/searcher.hpp"
#include "core/game_state.hpp"

namespace damascope::analysis {

namespace {

// The deepest iteration when no depth is given.
constexpr int max_iterations = 100;

int white_view(const core::Position& root, int score) {
    return root.side_to_move() == core::Color::white ? score : -score;
}

}  // namespace

bool Searcher::search_root(const core::Position& root, int depth, std::size_t first, int alpha,
                           int beta, int& best) {
    best = -score_infinite;
    root_finished_ = first;
    for (std::size_t i = first; i < root_moves_.size(); ++i) {
        RootMove& rm = root_moves_[i];
        core::Position child = root;
        child.play(rm.move);
        enter_child(root, rm.move, child, 0);
        pv_len_[0] = 0;
        int score;
        if (i == first) {
            score = -search(child, -beta, -alpha, depth - 1, 1, true);
        } else {
            score = -search(child, -alpha - 1, -alpha, depth - 1, 1, false);
            if (score > alpha && score < beta && !stopped_)
                score = -search(child, -beta, -alpha, depth - 1, 1, true);
        }
        if (stopped_) return false;
        if (i == first || score > alpha) {
            rm.score = score;
            rm.pv.assign(1, rm.move);
            for (int k = 1; k < pv_len_[1]; ++k)
                rm.pv.push_back(pv_[1][static_cast<std::size_t>(k)]);
        } else {
            rm.score = -score_infinite;  // only an upper bound: below the best
        }
        best = std::max(best, score);
        alpha = std::max(alpha, score);
        root_finished_ = i + 1;
        if (alpha >= beta) break;  // above the window: the caller widens it
    }
    std::stable_sort(root_moves_.begin() + static_cast<std::ptrdiff_t>(first), root_moves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    return true;
}

SearchResult Searcher::run(const core::Position& root, const Limits& limits,
                           const GameContext& context, const InfoCallback& info) {
    stop_requested_.store(false, std::memory_order_relaxed);
    limits_ = limits;
    tables_ = options_.tables ? options_.tables->of(root.variant()) : nullptr;
    const learned::Network* network = options_.networks.of(root.variant());
    if (network != network_) std::fill(eval_cache_.begin(), eval_cache_.end(), EvalCacheEntry{});
    network_ = network;
    enter_node(root, 0);
    start_ = std::chrono::steady_clock::now();
    nodes_ = 0;
    seldepth_ = 0;
    stopped_ = false;
    can_stop_ = false;
    tt_.new_search();
    for (auto& k : killers_) k = {};

    keys_.assign(context.history.size() + max_ply + 2, 0);
    std::copy(context.history.begin(), context.history.end(), keys_.begin());
    base_ = context.history.size();
    keys_[base_] = root.hash();
    reversible_[0] = static_cast<int>(context.history.size());
    quiet_[0] = context.quiet_plies;

    SearchResult result;
    core::MoveList legal;
    core::generate_legal(root, legal);
    const int occurrence = 1 + static_cast<int>(std::count(context.history.begin(),
                                                           context.history.end(), root.hash()));
    const bool drawn =
        core::draw_by_rules(root, context.quiet_plies, occurrence) != core::EndReason::none;
    if (legal.empty() || drawn) {
        result.score = drawn ? 0 : white_view(root, -score_win);
        return result;
    }
    if (tables_) {
        if (auto decided = solve_from_tables(root, context, info)) return *decided;
    }

    root_moves_.clear();
    for (std::size_t i = 0; i < legal.size(); ++i)
        root_moves_.push_back(RootMove{legal[i], static_cast<int>(i), -score_infinite, {legal[i]}});
    const std::size_t lines = std::min<std::size_t>(
        static_cast<std::size_t>(std::max(limits.multipv, 1)), root_moves_.size());
    const int last_depth =
        limits.depth > 0 ? std::min(limits.depth, max_iterations) : max_iterations;

    for (int depth = std::min(first_depth_, last_depth); depth <= last_depth; ++depth) {
        root_depth_ = depth;
        bool complete = true;
        std::vector<RootMove> saved = root_moves_;
        // Full windows: aspiration windows (25 or 50 centi-men) were tried and searched more
        // nodes on the bench's Dama start position.
        int best = 0;
        for (std::size_t k = 0; k < lines && complete; ++k)
            complete = search_root(root, depth, k, -score_infinite, score_infinite, best);
        if (!complete) {
            // The moves this cut iteration finished were searched deeper than the last complete
            // one, the first of them being that one's best: the best of them is the better
            // choice (one line only: multi-PV needs the whole ranking).
            if (lines == 1 && root_finished_ > 0 && !result.lines.empty()) {
                const auto finished =
                    root_moves_.begin() + static_cast<std::ptrdiff_t>(root_finished_);
                const auto top = std::max_element(
                    root_moves_.begin(), finished,
                    [](const RootMove& a, const RootMove& b) { return a.score < b.score; });
                result.lines.front() = Line{top->move, white_view(root, top->score), top->pv};
            }
            root_moves_ = std::move(saved);
            break;
        }
        can_stop_ = true;
        result.depth = depth;
        result.seldepth = seldepth_;
        result.lines.clear();
        for (std::size_t k = 0; k < lines; ++k)
            result.lines.push_back(Line{root_moves_[k].move, white_view(root, root_moves_[k].score),
                                        root_moves_[k].pv});
        result.time_ms = elapsed_ms();
        if (info) {
            SearchInfo si;
            si.depth = depth;
            si.seldepth = seldepth_;
            si.nodes = nodes_;
            si.time_ms = result.time_ms;
            si.nps =
                result.time_ms > 0 ? nodes_ * 1000 / static_cast<std::uint64_t>(result.time_ms) : 0;
            si.lines = result.lines;
            info(si);
        }
        // A forced result already seen in full needs no deeper look (unless a depth was asked).
        const int top = root_moves_[0].score;
        if (limits.depth == 0 && is_forced(top) && depth > std::abs(forced_plies(top)) + 2) break;
        // An iteration takes about as long as all before it, and its first move (the last
        // best) about half of it: one begun after 60% of the time would not finish even that.
        if (limits.movetime_ms > 0 && elapsed_ms() * 10 >= limits.movetime_ms * 6) break;
        if (stop_requested()) break;
        if (limits.nodes != 0 && nodes_ >= limits.nodes) break;
    }
    result.has_move = true;
    result.best = result.lines.front().move;
    result.score = result.lines.front().score;
    result.nodes = nodes_;
    result.time_ms = elapsed_ms();
    result.nps =
        result.time_ms > 0 ? nodes_ * 1000 / static_cast<std::uint64_t>(result.time_ms) : 0;
    return result;
}

}  // namespace damascope::analysis
