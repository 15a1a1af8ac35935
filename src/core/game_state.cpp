#include "game_state.hpp"

#include <algorithm>

#include "movegen.hpp"

namespace damascope::core {

bool is_reversible(const Position& before, const Move& m) {
    if (m.is_capture() || before.promotes(m)) return false;
    if (is_king(before.piece_at(m.from))) return true;
    return is_dama_family(before.variant()) && rank_of(m.from) == rank_of(m.to);
}

bool resets_quiet_counter(const Position& before, const Move& m) {
    return m.is_capture() || before.promotes(m);
}

EndReason draw_by_rules(const Position& pos, int quiet_plies, int occurrence) {
    const RuleSet rules = rule_set(pos.variant());
    if (const EndReason r = material_draw(pos); r != EndReason::none) return r;
    if (rules.quiet_ply_limit > 0 && quiet_plies >= rules.quiet_ply_limit)
        return EndReason::quiet_move_limit;
    if (rules.repetition_draw > 0 && occurrence >= rules.repetition_draw)
        return EndReason::threefold_repetition;
    return EndReason::none;
}

int GameState::occurrence() const {
    const auto earlier = std::count(history_.begin(), history_.end(), position_.hash());
    return 1 + static_cast<int>(earlier);
}

void GameState::play(const Move& m) {
    // The quiet counter restarts on a capture or a promotion (seed 003: "100 moves each with no
    // capture and no promotion").
    const bool resets = resets_quiet_counter(position_, m);
    if (is_reversible(position_, m)) {
        history_.push_back(position_.hash());
    } else {
        history_.clear();  // no position before an irreversible move can come back
    }
    position_.play(m);
    quiet_plies_ = resets ? 0 : quiet_plies_ + 1;
}

Adjudication GameState::adjudicate() const {
    const Position& p = position_;
    if (const EndReason r = draw_by_rules(p, quiet_plies_, occurrence()); r != EndReason::none)
        return {Outcome::draw, r};
    if (count_legal(p) == 0) {
        // No pieces left or all blocked: the side to move loses (blocking is a real loss).
        const Outcome o =
            p.side_to_move() == Color::white ? Outcome::black_wins : Outcome::white_wins;
        return {o, EndReason::no_legal_move};
    }
    return {};
}

}  // namespace damascope::core
