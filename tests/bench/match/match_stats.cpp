#include "match_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace damascope::match {

double elo_from_score(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimate_elo(std::span<const double> samples) {
    EloEstimate e;
    e.samples = static_cast<int>(samples.size());
    if (samples.empty()) return e;
    const double n = static_cast<double>(samples.size());
    double sum = 0;
    for (double x : samples) sum += x;
    e.score = sum / n;
    double squares = 0;
    for (double x : samples) squares += (x - e.score) * (x - e.score);
    e.score_error = std::sqrt(squares / n / n);
    constexpr double z95 = 1.959964;
    e.elo = elo_from_score(e.score);
    e.elo_low = elo_from_score(e.score - z95 * e.score_error);
    e.elo_high = elo_from_score(e.score + z95 * e.score_error);
    return e;
}

std::string elo_text(const EloEstimate& e) {
    const auto one = [](double elo) {
        char buf[32];
        if (std::isinf(elo))
            std::snprintf(buf, sizeof buf, "%sinf", elo > 0 ? "+" : "-");
        else
            std::snprintf(buf, sizeof buf, "%+.0f", std::round(elo) == 0 ? 0.0 : elo);
        return std::string(buf);
    };
    return one(e.elo) + " (95%: " + one(e.elo_low) + " to " + one(e.elo_high) + ")";
}

}  // namespace damascope::match
