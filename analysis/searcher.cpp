#include "analysis/searcher.hpp"
#include "core/game_state.hpp"

#include <algorithm>
#include <cstdlib>

#include "analysis/evaluation.hpp"

namespace damascope::analysis {

namespace {

using core::Color;
using core::Move;
using core::MoveList;
using core::Position;

// Whether the side not to move could capture if it were its turn.
bool opponent_threatens(const Position& pos) {
    Position flipped = pos;
    flipped.set_side_to_move(core::opposite(pos.side_to_move()));
    return core::has_capture(flipped);
}

constexpr int no_move = -1;

// Plies taken off a late quiet move (the n-th searched, from 0) at `depth`, by reduction level.
int late_move_reduction(int level, int depth, int n) {
    if (level <= 0 || depth < 3) return 0;
    if (level == 1) return n >= 6 && depth >= 5 ? 2 : n >= 3 ? 1 : 0;
    if (n >= 10 && depth >= 6) return 3;
    if (n >= 5 && depth >= 4) return 2;
    return n >= 2 ? 1 : 0;
}

}  // namespace

Searcher::Searcher(const EngineOptions& options)
    : options_(options),
      accumulators_(options.networks.empty() ? 0 : static_cast<std::size_t>(max_ply + 2)),
      eval_cache_(options.networks.empty() ? 0 : std::size_t{1} << 14),
      table_(options.shared_table ? options.shared_table
                                  : std::make_shared<TranspositionTable>(options.hash_mb)),
      tt_(*table_) {}

void Searcher::clear() {
    if (!options_.shared_table) tt_.clear();
    for (auto& side : history_)
        for (auto& row : side) row.fill(0);
    for (auto& k : killers_) k = {};
}

int Searcher::static_eval(const Position& pos, int ply) {
    if (network_ &&
        std::abs(material(pos, options_.eval)) < learned::material_lead_limit(pos.variant())) {
        // A position reached again (draughts transposes a lot) is not evaluated again.
        EvalCacheEntry& cached = eval_cache_[pos.hash() & (eval_cache_.size() - 1)];
        if (cached.holds(pos.hash())) return cached.score();
        prepare_accumulator(ply);
        // Kept below the forced scores (and within the cache's 16 bits), whatever the weights.
        const int score =
            std::clamp(learned::evaluate(*network_, accumulators_[static_cast<std::size_t>(ply)],
                                         pos.side_to_move()),
                       -score_forced + 1, score_forced - 1);
        cached.tagged = (pos.hash() & ~EvalCacheEntry::score_bits) |
                        static_cast<std::uint16_t>(static_cast<std::int16_t>(score));
        return score;
    }
    const int e = evaluate(pos, options_.eval);
    return pos.side_to_move() == Color::white ? e : -e;
}

void Searcher::prepare_accumulator(int ply) {
    auto ready = static_cast<std::size_t>(ply);
    while (ready > 0 && !accumulator_ready_[ready]) --ready;
    if (!accumulator_ready_[ready]) {
        learned::refresh(*network_, *path_[ready], accumulators_[ready]);
        accumulator_ready_[ready] = true;
    }
    for (auto p = ready + 1; p <= static_cast<std::size_t>(ply); ++p) {
        learned::update(*network_, accumulators_[p - 1], *path_[p - 1], *path_[p],
                        accumulators_[p]);
        accumulator_ready_[p] = true;
    }
}

std::int64_t Searcher::elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
}

void Searcher::poll() {
    ++nodes_;
    if (!can_stop_ || stopped_) return;
    if (limits_.nodes != 0 && nodes_ >= limits_.nodes) stopped_ = true;
    if ((nodes_ & 1023) == 0) {
        if (stop_requested()) stopped_ = true;
        if (limits_.movetime_ms > 0 && elapsed_ms() >= limits_.movetime_ms) stopped_ = true;
    }
}

bool Searcher::is_draw(const Position& pos, int ply) const {
    const core::RuleSet rules = core::rule_set(pos.variant());
    if (rules.quiet_ply_limit > 0 && quiet_[static_cast<std::size_t>(ply)] >= rules.quiet_ply_limit)
        return true;
    if (core::material_draw(pos) != core::EndReason::none) return true;
    // A position can repeat only after an even number (at least four) of reversible plies. A
    // return to a position of the search path (the root included) scores as a draw: the side that
    // could repeat once can repeat again. A position that occurred only in the game before the
    // root: under a repetition rule, a draw when this is the occurrence that draws; without one
    // (Dama's seed rules, Dhama), a cycle that makes no progress, scored as a draw too.
    const std::size_t here = base_ + static_cast<std::size_t>(ply);
    const int run = std::min(reversible_[static_cast<std::size_t>(ply)], static_cast<int>(here));
    int occurrence = 1;
    for (int i = 4; i <= run; i += 2) {
        const std::size_t earlier = here - static_cast<std::size_t>(i);
        if (keys_[earlier] != keys_[here]) continue;
        if (rules.repetition_draw == 0 || earlier >= base_) return true;
        if (++occurrence >= rules.repetition_draw) return true;
    }
    return false;
}

int Searcher::draw_score(int ply) const {
    return ply % 2 == 0 ? -options_.contempt : options_.contempt;
}

void Searcher::enter_child(const Position& pos, const Move& m, const Position& child, int ply) {
    const auto p = static_cast<std::size_t>(ply);
    keys_[base_ + p + 1] = child.hash();
    reversible_[p + 1] = is_reversible(pos, m) ? reversible_[p] + 1 : 0;
    quiet_[p + 1] = resets_quiet_counter(pos, m) ? 0 : quiet_[p] + 1;
}

void Searcher::score_moves(const Position& pos, const MoveList& moves, int tt_move, int ply,
                           std::array<int, MoveList::capacity>& keys) const {
    const int side = core::index_of(pos.side_to_move());
    const core::Bitboard their_kings = pos.kings(core::opposite(pos.side_to_move()));
    const auto& killers = killers_[static_cast<std::size_t>(ply)];
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        int key;
        if (static_cast<int>(i) == tt_move) {
            key = 1 << 30;
        } else if (m.is_capture()) {
            key = (1 << 24) + m.capture_count() * 1000 +
                  core::popcount(m.captured & their_kings) * 100 + (pos.promotes(m) ? 50 : 0);
        } else if (pos.promotes(m)) {
            key = 1 << 23;
        } else if (m == killers[0]) {
            key = (1 << 22) + 1;
        } else if (m == killers[1]) {
            key = 1 << 22;
        } else {
            key = history_[static_cast<std::size_t>(side)][m.from][m.to];
        }
        keys[i] = key;
    }
}

void Searcher::update_quiet_stats(const Position& pos, const Move& m, int depth, int ply) {
    auto& killers = killers_[static_cast<std::size_t>(ply)];
    if (!(killers[0] == m)) {
        killers[1] = killers[0];
        killers[0] = m;
    }
    auto& h = history_[static_cast<std::size_t>(core::index_of(pos.side_to_move()))];
    h[m.from][m.to] += depth * depth;
    if (h[m.from][m.to] > (1 << 20)) {
        for (auto& row : h)
            for (int& x : row) x /= 2;
    }
}

void Searcher::update_pv(int ply, const Move& m) {
    const auto p = static_cast<std::size_t>(ply);
    pv_[p][p] = m;
    const int child_len = pv_len_[p + 1];
    for (int i = ply + 1; i < child_len; ++i)
        pv_[p][static_cast<std::size_t>(i)] = pv_[p + 1][static_cast<std::size_t>(i)];
    pv_len_[p] = std::max(child_len, ply + 1);
}

int Searcher::search(const Position& pos, int alpha, int beta, int depth, int ply, bool pv_node) {
    const auto p = static_cast<std::size_t>(ply);
    pv_len_[p] = ply;
    enter_node(pos, ply);
    if (is_draw(pos, ply)) return draw_score(ply);
    if (tables_) {
        if (const auto exact = table_score(pos, ply)) {
            poll();
            return *exact;
        }
    }
    if (depth <= 0) return qsearch(pos, alpha, beta, ply, options_.threat_plies);
    poll();
    if (stopped_) return 0;
    seldepth_ = std::max(seldepth_, ply);
    if (ply >= max_ply - 1) return static_eval(pos, ply);
    // No line from here can end sooner than a loss at this ply or a win at the next.
    alpha = std::max(alpha, -score_win + ply);
    beta = std::min(beta, score_win - ply - 1);
    if (alpha >= beta) return alpha;

    const std::uint64_t key = pos.hash();
    int tt_move = no_move;
    if (TableEntry e; tt_.probe(key, e)) {
        tt_move = e.move == 0xFFFF ? no_move : e.move;
        const int s = score_from_table(e.score, ply);
        if (!pv_node && e.depth >= depth &&
            (e.bound == Bound::exact || (e.bound == Bound::lower && s >= beta) ||
             (e.bound == Bound::upper && s <= alpha)))
            return s;
    }

    // Far above beta with nothing to capture on either side: a quiet move will not lose it.
    if (!pv_node && depth <= 3 && options_.futility_margin > 0 && !is_forced(beta)) {
        // The cheap tests first: the evaluation (a network's, perhaps) only when they pass.
        if (!core::has_capture(pos) && has_step(pos) && !opponent_threatens(pos)) {
            const int stand = static_eval(pos, ply);
            if (stand - options_.futility_margin * depth >= beta)
                return stand - options_.futility_margin * depth;
        }
    }

    MoveList moves;
    core::generate_legal(pos, moves);
    if (moves.empty()) return -score_win + ply;  // no legal move: the side to move has lost
    if (tt_move >= static_cast<int>(moves.size())) tt_move = no_move;

    // A forced reply (common under compulsory capture) costs no depth.
    const bool extend = moves.size() == 1 && ply < 2 * root_depth_ + 8;
    const int new_depth = extend ? depth : depth - 1;

    std::array<int, MoveList::capacity> keys;
    score_moves(pos, moves, tt_move, ply, keys);
    const bool captures = moves[0].is_capture();
    const int alpha_start = alpha;
    int best = -score_infinite;
    int best_index = no_move;
    std::array<std::uint16_t, MoveList::capacity> order;
    for (std::size_t i = 0; i < moves.size(); ++i) order[i] = static_cast<std::uint16_t>(i);
    for (std::size_t n = 0; n < moves.size(); ++n) {
        // Selection sort on the keys: the best remaining move next, generation order on ties.
        std::size_t pick = n;
        for (std::size_t j = n + 1; j < moves.size(); ++j)
            if (keys[order[j]] > keys[order[pick]]) pick = j;
        std::swap(order[n], order[pick]);
        const int move_index = order[n];
        const Move m = moves[order[n]];
        Position child = pos;
        child.play(m);
        enter_child(pos, m, child, ply);
        int score;
        if (n == 0) {
            score = -search(child, -beta, -alpha, new_depth, ply + 1, pv_node);
        } else {
            int reduction = 0;
            if (!captures && !pos.promotes(m) && !(m == killers_[p][0]) && !(m == killers_[p][1]))
                reduction = late_move_reduction(options_.reductions, depth, static_cast<int>(n));
            score = -search(child, -alpha - 1, -alpha, new_depth - reduction, ply + 1, false);
            if (score > alpha && reduction > 0)
                score = -search(child, -alpha - 1, -alpha, new_depth, ply + 1, false);
            if (score > alpha && score < beta && pv_node)
                score = -search(child, -beta, -alpha, new_depth, ply + 1, true);
        }
        if (stopped_) return 0;
        if (score > best) {
            best = score;
            best_index = move_index;
            if (score > alpha) {
                alpha = score;
                update_pv(ply, m);
                if (alpha >= beta) {
                    if (!captures) update_quiet_stats(pos, m, depth, ply);
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta         ? Bound::lower
                        : best > alpha_start ? Bound::exact
                                             : Bound::upper;
    tt_.store(key, score_to_table(best, ply), depth, bound, best_index);
    return best;
}

int Searcher::qsearch(const Position& pos, int alpha, int beta, int ply, int threat_budget) {
    const auto p = static_cast<std::size_t>(ply);
    pv_len_[p] = ply;
    enter_node(pos, ply);
    poll();
    if (stopped_) return 0;
    seldepth_ = std::max(seldepth_, ply);
    if (core::material_draw(pos) != core::EndReason::none) return draw_score(ply);
    if (tables_) {
        if (const auto exact = table_score(pos, ply)) return *exact;
    }
    if (ply >= max_ply - 1) return static_eval(pos, ply);

    const bool must_capture = core::has_capture(pos);
    bool threatened = false;
    if (!must_capture) {
        if (!has_step(pos)) return -score_win + ply;  // blocked: a loss
        if (threat_budget <= 0 || !opponent_threatens(pos)) return static_eval(pos, ply);
        threatened = true;
    }
    // Captures are compulsory and a threatened side cannot pass: no standing pat, every move.
    MoveList moves;
    core::generate_legal(pos, moves);
    std::array<int, MoveList::capacity> keys;
    score_moves(pos, moves, no_move, ply, keys);
    const int budget = threatened ? threat_budget - 1 : threat_budget;
    int best = -score_infinite;
    for (std::size_t n = 0; n < moves.size(); ++n) {
        std::size_t pick = n;
        for (std::size_t j = n + 1; j < moves.size(); ++j)
            if (keys[j] > keys[pick]) pick = j;
        std::swap(keys[n], keys[pick]);
        std::swap(moves[n], moves[pick]);
        const Move m = moves[n];
        Position child = pos;
        child.play(m);
        // The quiet counter, for the tables' check of Dama's quiet-move draw.
        if (tables_) quiet_[p + 1] = resets_quiet_counter(pos, m) ? 0 : quiet_[p] + 1;
        const int score = -qsearch(child, -beta, -alpha, ply + 1, budget);
        if (stopped_) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                update_pv(ply, m);
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

}  // namespace damascope::analysis
