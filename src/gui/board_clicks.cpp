#include "board_clicks.hpp"

#include <algorithm>

namespace damascope::gui {

std::vector<core::Move> moves_between(const std::vector<core::Move>& legal, core::Square from,
                                      core::Square to) {
    std::vector<core::Move> moves;
    for (const core::Move& m : legal)
        if (m.from == from && m.to == to) moves.push_back(m);
    return moves;
}

ClickMeaning click_meaning(const std::vector<core::Move>& legal, std::optional<core::Square> lifted,
                           const std::optional<core::Move>& pending, core::Square clicked) {
    if (pending && clicked == pending->to) return ClickMeaning::confirm;
    if (lifted && clicked == *lifted && !moves_between(legal, clicked, clicked).empty())
        return ClickMeaning::choose_target;
    const bool movable = std::any_of(legal.begin(), legal.end(),
                                     [&](const core::Move& m) { return m.from == clicked; });
    if (movable) return ClickMeaning::lift;
    if (lifted) return ClickMeaning::choose_target;
    return ClickMeaning::drop;
}

}  // namespace damascope::gui
