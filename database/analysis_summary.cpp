#include "database/analysis_summary.hpp"

#include <algorithm>
#include <cstdint>

namespace damascope::database {

int capped_score(const PlyAnalysis& p) {
    if (p.mate_in != 0) return p.mate_in > 0 ? loss_cap : -loss_cap;
    return std::clamp(p.score, -loss_cap, loss_cap);
}

AnalysisSummary summarise_analysis(const GameAnalysis& a, core::Color first_mover) {
    AnalysisSummary out;
    std::int64_t loss_white = 0, loss_black = 0;
    for (std::size_t i = 1; i < a.plies.size(); ++i) {
        const PlyAnalysis& before = a.plies[i - 1];
        const PlyAnalysis& after = a.plies[i];
        if (before.ply + 1 != after.ply) continue;  // a gap: the move is not scored
        // The move leading to ply n was made by the first mover when n is odd.
        const bool white_moved = (after.ply % 2 == 1) == (first_mover == core::Color::white);
        SideSummary& side = white_moved ? out.white : out.black;
        ++side.moves;
        side.blunders += core::has_mark(after.marks, core::Mark::blunder) ? 1 : 0;
        side.mistakes += core::has_mark(after.marks, core::Mark::mistake) ? 1 : 0;
        side.inaccuracies += core::has_mark(after.marks, core::Mark::inaccuracy) ? 1 : 0;
        const int s0 = capped_score(before);
        const int s1 = capped_score(after);
        const int loss = std::max(0, white_moved ? s0 - s1 : s1 - s0);
        (white_moved ? loss_white : loss_black) += loss;
    }
    const auto mean = [](std::int64_t sum, int n) {
        return n == 0 ? 0 : static_cast<int>((sum + n / 2) / n);
    };
    out.white.average_loss = mean(loss_white, out.white.moves);
    out.black.average_loss = mean(loss_black, out.black.moves);
    return out;
}

}  // namespace damascope::database
