#include "analysis/time_budget.hpp"

#include <algorithm>

namespace damascope::analysis {

std::int64_t position_budget_ms(const BudgetInput& in) {
    if (in.remaining_ms <= 0) return 1;
    const double share =
        static_cast<double>(in.remaining_ms) / static_cast<double>(std::max(1, in.positions_left));
    double factor = 1.0;
    if (in.swing >= 100) {
        factor = 2.0;  // the score moves: the move played here is likely to be judged
    } else if (in.swing >= 40) {
        factor = 1.5;
    }
    // Forced play: few real choices, and the search sees through them quickly.
    if (in.capture_compulsory || in.legal_moves <= 2 || in.forced_result) factor *= 0.5;
    const double cap = static_cast<double>(in.remaining_ms) / 3.0;
    const double budget = std::min(share * factor, std::max(cap, share));
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(budget));
}

}  // namespace damascope::analysis
