#include "eval_scale.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace damascope::gui {

int valid_graph_range(long range) {
    for (int r : kGraphRanges)
        if (r == range) return r;
    return kAutomaticGraphRange;
}

int step_graph_range(int range, int steps) {
    const auto* at = std::find(std::begin(kGraphRanges), std::end(kGraphRanges), range);
    const long index = at == std::end(kGraphRanges) ? 0 : at - std::begin(kGraphRanges);
    const long last = static_cast<long>(std::size(kGraphRanges)) - 1;
    return kGraphRanges[std::clamp(index + steps, 0L, last)];
}

double graph_fraction(double men, int range) {
    if (range <= 0) return std::tanh(men / 3.0);
    return std::clamp(men / range, -1.0, 1.0);
}

double graph_y(double men, int range, double height) {
    return height / 2 - graph_fraction(men, range) * (height / 2 - 4);
}

}  // namespace damascope::gui
