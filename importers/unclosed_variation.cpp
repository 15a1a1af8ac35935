#include "importers/unclosed_variation.hpp"

#include <cstdint>
#include <optional>

namespace damascope::importers {

namespace {

// The half-move a written number names, counted from 1: "12." is 23, "12..." is 24.
std::int64_t half_move(const RawMove& m) {
    return 2 * std::int64_t{m.number} - 1 + (m.second_mover_number ? 1 : 0);
}

// The half-move of the first move of `line`, from the first numbered move in it.
std::optional<std::int64_t> first_half_move(const std::vector<RawMove>& line) {
    for (std::size_t i = 0; i < line.size(); ++i)
        if (line[i].number > 0) return half_move(line[i]) - static_cast<std::int64_t>(i);
    return std::nullopt;
}

}  // namespace

std::size_t main_line_resumes_at(const std::vector<RawMove>& parent,
                                 const std::vector<RawMove>& variation) {
    if (variation.size() < 2) return 0;
    // The half-move of the variation's first move: its own number, or that of the move it replaces.
    std::int64_t start = 0;
    if (variation.front().number > 0) {
        start = half_move(variation.front());
    } else if (auto first = first_half_move(parent); first && !parent.empty()) {
        start = *first + static_cast<std::int64_t>(parent.size()) - 1;
    } else {
        return 0;
    }
    for (std::size_t i = 1; i < variation.size(); ++i) {
        if (variation[i].number == 0) continue;
        const auto index = static_cast<std::int64_t>(i);
        const std::int64_t written = half_move(variation[i]);
        if (written == start + index) continue;  // fits the variation
        // The main line goes on at start + 1: the move numbered `written` is its
        // (written - start - 1)-th move after that, so it resumed that many moves before.
        const std::int64_t resumes = index - (written - (start + 1));
        if (resumes >= 1 && resumes <= index) return static_cast<std::size_t>(resumes);
        return 0;  // numbers that fit neither: no telling
    }
    return 0;
}

}  // namespace damascope::importers
