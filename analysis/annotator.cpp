#include "analysis/annotator.hpp"

#include <chrono>
#include <cmath>

#include "analysis/egdb/egdb_probe.hpp"
#include "analysis/line_format.hpp"
#include "analysis/score.hpp"
#include "analysis/time_budget.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"

namespace damascope::analysis {

double winning_chances(int score, double scale) {
    if (is_forced(score)) return score > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + std::exp(-static_cast<double>(score) / scale));
}

double winning_chance_scale(core::Variant v) {
    // Least squares of sigmoid(score / K) against the game results (train_network.py), on the
    // engine's scores of the self-play games its shipped network was trained on. Dhama: 1.4
    // million positions of 14,200 games at 5,000 nodes a move, K = 88.1; Dhama's networks since
    // round 3 are trained to answer in those units (train_network.py --output-scale 88). Dama
    // (round 2, the round-1 network's games at 4,000 nodes): 597,088 positions under the `dama`
    // rules, K = 74.5, and 595,561 under `turkish`, K = 80.5 (the federation's rules give fewer
    // decisive games).
    switch (v) {
        case core::Variant::dama:
            return 75.0;
        case core::Variant::turkish:
            return 80.0;
        case core::Variant::dhama:
            return 88.0;
    }
    return 100.0;
}

core::MarkSet judge(double drop, const Thresholds& t) {
    core::MarkSet marks = 0;
    if (drop >= t.blunder) {
        core::add_mark(marks, core::Mark::blunder);
    } else if (drop >= t.mistake) {
        core::add_mark(marks, core::Mark::mistake);
    } else if (drop >= t.inaccuracy) {
        core::add_mark(marks, core::Mark::inaccuracy);
    }
    return marks;
}

std::string table_judgement(const egdb::Value& before, const egdb::Value& after) {
    const egdb::Value mover_after = egdb::from_mover(after);
    auto verdict = [](const egdb::Value& v) {
        return v.wdl == egdb::Wdl::draw
                   ? std::string("a draw")
                   : std::string(v.wdl == egdb::Wdl::win ? "a win" : "a loss") + " in " +
                         std::to_string(v.plies) + " plies";
    };
    const bool thrown = (before.wdl == egdb::Wdl::win && mover_after.wdl != egdb::Wdl::win) ||
                        (before.wdl == egdb::Wdl::draw && mover_after.wdl == egdb::Wdl::loss);
    if (!thrown) return "";
    return std::string(before.wdl == egdb::Wdl::win ? "throws away a table win"
                                                    : "throws away a table draw") +
           " (" + verdict(before) + " before, " + verdict(mover_after) + " after)";
}

GameAnnotation annotate_game(const core::GameRecord& record, Engine& engine,
                             const AnnotatorOptions& options,
                             const std::function<void(int, int)>& progress,
                             const std::atomic<bool>* cancel) {
    GameAnnotation out;
    const std::size_t n = record.moves.size();
    std::vector<core::Move> moves;
    std::vector<core::Position> positions{record.start};
    for (const auto& rm : record.moves) {
        moves.push_back(rm.move);
        core::Position next = positions.back();
        next.play(rm.move);
        positions.push_back(next);
    }
    out.plies.resize(n + 1);
    std::vector<std::size_t> legal_count(n + 1, 0);

    // Analysis by time: how many positions share the budget (one legal move: no search).
    const bool timed = options.time_per_game_ms > 0;
    const auto started = std::chrono::steady_clock::now();
    int searches_left = 0;
    if (timed) {
        for (const core::Position& p : positions) {
            core::MoveList l;
            core::generate_legal(p, l);
            if (l.size() != 1) ++searches_left;
        }
    }

    engine.new_game();
    const egdb::Tables* tables =
        engine.options().tables ? engine.options().tables->of(record.start.variant()) : nullptr;
    // From the last position back to the first: what the table learns about the end of the game
    // helps the positions before it.
    const int total = static_cast<int>(n + 1);
    for (std::size_t k = 0; k <= n; ++k) {
        if (cancel && cancel->load()) {
            out.cancelled = true;
            return out;
        }
        const std::size_t i = n - k;
        const core::Position& pos = positions[i];
        PlyAnnotation& pa = out.plies[i];
        pa.ply = static_cast<int>(i);
        core::MoveList legal;
        core::generate_legal(pos, legal);
        legal_count[i] = legal.size();
        if (i > 0) {
            const core::Position& before = positions[i - 1];
            core::MoveList before_legal;
            core::generate_legal(before, before_legal);
            if (before_legal.contains(moves[i - 1])) {
                pa.move = core::format_move(
                    before, moves[i - 1],
                    std::span<const core::Move>(before_legal.begin(), before_legal.size()));
            } else {  // a move that broke a rule: named among the physically possible ones
                std::vector<core::Move> possible;
                for (const auto& pm : core::generate_possible(before)) possible.push_back(pm.move);
                pa.move = core::format_move(before, moves[i - 1], possible);
            }
        }
        const GameContext context =
            GameContext::from_moves(record.start, std::span<const core::Move>(moves.data(), i));
        if (tables) pa.table = egdb::probe_in_game(*tables, pos, context.quiet_plies);
        if (timed && legal.size() == 1 && i < n && !out.plies[i + 1].game_over &&
            legal[0] == moves[i]) {
            // The only move, played: the position is worth what the next one is, a ply further.
            const PlyAnnotation& next = out.plies[i + 1];
            pa.score = next.score;
            if (is_forced(next.score)) pa.score += next.score > 0 ? -1 : 1;
            pa.mate_in = forced_plies(pa.score);
            pa.depth = next.depth;
            pa.best = legal[0];
            pa.pv = {legal[0]};
            pa.pv.insert(pa.pv.end(), next.pv.begin(), next.pv.end());
            pa.best_text = format_line(pos, std::span<const core::Move>(legal.begin(), 1)).front();
            if (progress) progress(static_cast<int>(k + 1), total);
            continue;
        }
        Limits limits = options.limits;
        if (timed) {
            BudgetInput in;
            in.remaining_ms =
                options.time_per_game_ms - std::chrono::duration_cast<std::chrono::milliseconds>(
                                               std::chrono::steady_clock::now() - started)
                                               .count();
            in.positions_left = std::max(1, searches_left);
            in.legal_moves = static_cast<int>(legal.size());
            in.capture_compulsory = core::has_capture(pos);
            if (i + 2 <= n && !is_forced(out.plies[i + 1].score) &&
                !is_forced(out.plies[i + 2].score))
                in.swing = std::abs(out.plies[i + 1].score - out.plies[i + 2].score);
            in.forced_result = i < n && is_forced(out.plies[i + 1].score);
            limits = Limits{};
            limits.depth = options.limits.depth;  // a cap, or 0: none
            limits.multipv = options.limits.multipv;
            limits.stop = options.limits.stop;
            limits.movetime_ms = position_budget_ms(in);
            --searches_left;
        }
        const SearchResult r = engine.search(pos, limits, context);
        pa.score = r.score;
        pa.mate_in = r.mate_in();
        pa.depth = r.depth;
        pa.game_over = !r.has_move;
        if (r.has_move) {
            pa.best = r.best;
            // The line up to its first move that is not legal in turn (there is none: a line
            // the search returns is legal; the stored analysis relies on it).
            const std::vector<core::Move>& line = r.lines.front().pv;
            pa.pv.assign(line.begin(),
                         line.begin() + static_cast<std::ptrdiff_t>(core::legal_prefix(pos, line)));
            pa.best_text =
                pa.pv.empty() ? std::string() : format_line(pos, {pa.pv.data(), 1}).front();
        }
        if (progress) progress(static_cast<int>(k + 1), total);
    }

    // Judge each move by the mover's winning chances before it (best play) and after it.
    const double scale = winning_chance_scale(record.start.variant());
    for (std::size_t i = 1; i <= n; ++i) {
        PlyAnnotation& pa = out.plies[i];
        const PlyAnnotation& prev = out.plies[i - 1];
        constexpr core::MarkSet rule_marks =
            core::Mark::missed_capture | core::Mark::longer_chain_available;
        pa.marks = static_cast<core::MarkSet>(record.moves[i - 1].marks & rule_marks);
        const bool white_moved = positions[i - 1].side_to_move() == core::Color::white;
        const double before = winning_chances(prev.score, scale);
        const double after = winning_chances(pa.score, scale);
        pa.drop = white_moved ? before - after : after - before;
        if (prev.game_over || legal_count[i - 1] <= 1) continue;
        if (prev.table && pa.table) {
            // Both positions in the tables: their exact verdicts judge the move, not the drop.
            if (const std::string why = table_judgement(*prev.table, *pa.table); !why.empty()) {
                core::add_mark(pa.marks, core::Mark::blunder);
                pa.table_reason = why;
            }
            continue;
        }
        // The engine's own choice is never judged.
        if (prev.best == moves[i - 1]) continue;
        pa.marks = static_cast<core::MarkSet>(pa.marks | judge(pa.drop, options.thresholds));
    }
    return out;
}

}  // namespace damascope::analysis
