// The endgame tables in the search: exact scores at nodes they hold, and a root they hold decided
// by them alone (the shortest win, the longest loss, a draw kept), with the line they prescribe.
#include <algorithm>

#include "analysis/egdb/egdb_probe.hpp"
#include "analysis/searcher.hpp"
#include "core/game_state.hpp"

namespace damascope::analysis {

namespace {

using core::Position;

// The deepest line shown for a drawn root: the tables do not prefer one drawing move to another.
constexpr int drawn_line_plies = 8;

int white_view(const Position& root, int score) {
    return root.side_to_move() == core::Color::white ? score : -score;
}

// The best move by the tables from `pos` (side to move's view), with its score at ply 1; nullopt
// when some move's value is unknown.
struct TableChoice {
    core::Move move;
    int score = 0;
};
std::optional<TableChoice> best_by_tables(const egdb::Tables& tables, const Position& pos,
                                          int quiet_plies) {
    core::MoveList moves;
    core::generate_legal(pos, moves);
    std::optional<TableChoice> best;
    for (const core::Move& m : moves) {
        Position child = pos;
        child.play(m);
        const auto v =
            egdb::probe_in_game(tables, child, resets_quiet_counter(pos, m) ? 0 : quiet_plies + 1);
        if (!v) return std::nullopt;
        const int score = -egdb::value_to_score(*v, 1);
        if (!best || score > best->score) best = TableChoice{m, score};
    }
    return best;
}

}  // namespace

std::optional<int> Searcher::table_score(const Position& pos, int ply) const {
    const auto v = egdb::probe_in_game(*tables_, pos, quiet_[static_cast<std::size_t>(ply)]);
    if (!v) return std::nullopt;
    return egdb::value_to_score(*v, ply);
}

std::optional<SearchResult> Searcher::solve_from_tables(const Position& root,
                                                        const GameContext& context,
                                                        const InfoCallback& info) {
    const egdb::Tables& tables = *tables_;
    if (!egdb::probe_in_game(tables, root, context.quiet_plies)) return std::nullopt;
    core::MoveList legal;
    core::generate_legal(root, legal);
    root_moves_.clear();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        Position child = root;
        child.play(legal[i]);
        const int quiet = resets_quiet_counter(root, legal[i]) ? 0 : context.quiet_plies + 1;
        const auto v = egdb::probe_in_game(tables, child, quiet);
        if (!v) return std::nullopt;  // a value the quiet-move rule may overturn: search instead
        ++nodes_;
        int score = -egdb::value_to_score(*v, 1);
        // A move into a position the rules already draw (a third occurrence) is a draw whatever
        // the tables say.
        const int occurrence =
            1 + static_cast<int>(
                    std::count(context.history.begin(), context.history.end(), child.hash()));
        if (core::draw_by_rules(child, quiet, occurrence) != core::EndReason::none) score = 0;
        root_moves_.push_back(RootMove{legal[i], static_cast<int>(i), score, {legal[i]}});
    }
    std::stable_sort(root_moves_.begin(), root_moves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });

    SearchResult result;
    result.has_move = true;
    result.from_tables = true;
    result.depth = 1;
    const std::size_t lines = std::min<std::size_t>(
        static_cast<std::size_t>(std::max(limits_.multipv, 1)), root_moves_.size());
    for (std::size_t k = 0; k < lines; ++k) {
        RootMove& rm = root_moves_[k];
        // The line the tables prescribe: each side's best move by them, to the end of a decided
        // ending (or a few plies of a drawn one).
        Position pos = root;
        pos.play(rm.move);
        int quiet = resets_quiet_counter(root, rm.move) ? 0 : context.quiet_plies + 1;
        const int length =
            is_forced(rm.score) ? std::abs(forced_plies(rm.score)) : drawn_line_plies;
        while (static_cast<int>(rm.pv.size()) < std::min(length, max_ply)) {
            const auto next = best_by_tables(tables, pos, quiet);
            if (!next) break;
            rm.pv.push_back(next->move);
            quiet = resets_quiet_counter(pos, next->move) ? 0 : quiet + 1;
            pos.play(next->move);
            nodes_ += 1;
        }
        result.seldepth = std::max(result.seldepth, static_cast<int>(rm.pv.size()));
        result.lines.push_back(Line{rm.move, white_view(root, rm.score), rm.pv, true});
    }
    result.best = result.lines.front().move;
    result.score = result.lines.front().score;
    result.nodes = nodes_;
    result.time_ms = elapsed_ms();
    if (info) {
        SearchInfo si;
        si.depth = result.depth;
        si.seldepth = result.seldepth;
        si.nodes = nodes_;
        si.time_ms = result.time_ms;
        si.lines = result.lines;
        info(si);
    }
    return result;
}

}  // namespace damascope::analysis
