#include "game_state.hpp"

#include "movegen.hpp"

namespace damascope::core {

void GameState::play(const Move& m) {
    // The quiet counter restarts on a capture or a promotion (seed 003: "100 moves each with no
    // capture and no promotion").
    const bool resets = m.is_capture() || position_.promotes(m);
    position_.play(m);
    quiet_plies_ = resets ? 0 : quiet_plies_ + 1;
}

Adjudication GameState::adjudicate() const {
    const Position& p = position_;
    if (p.variant() == Variant::dama) {
        const Bitboard white = p.pieces(Color::white);
        const Bitboard black = p.pieces(Color::black);
        if (popcount(white) == 1 && popcount(black) == 1) {
            const bool white_king = p.kings(Color::white) != 0;
            const bool black_king = p.kings(Color::black) != 0;
            if (white_king != black_king) return {Outcome::draw, EndReason::lone_king_vs_man};
        }
        if (quiet_plies_ >= dama_quiet_ply_limit)
            return {Outcome::draw, EndReason::quiet_move_limit};
    }
    if (count_legal(p) == 0) {
        // No pieces left or all blocked: the side to move loses (blocking is a real loss).
        const Outcome o =
            p.side_to_move() == Color::white ? Outcome::black_wins : Outcome::white_wins;
        return {o, EndReason::no_legal_move};
    }
    return {};
}

}  // namespace damascope::core
