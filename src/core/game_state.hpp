// A position together with what adjudication needs: the quiet-move counter and the positions that
// could repeat.
#pragma once

#include <cstdint>
#include <vector>

#include "move.hpp"
#include "position.hpp"
#include "rules.hpp"

namespace damascope::core {

enum class Outcome : std::uint8_t { ongoing, white_wins, black_wins, draw };

enum class EndReason : std::uint8_t {
    none,
    no_legal_move,         // the side to move cannot move (no pieces or all blocked) and loses
    lone_king_vs_man,      // Dama: a lone dama against a lone man is a draw
    quiet_move_limit,      // Dama: 100 moves each (200 plies) without capture or promotion
    one_piece_each,        // Turkish federation: exactly one piece on each side is a draw
    threefold_repetition,  // Turkish federation: the third occurrence of a position
};

struct Adjudication {
    Outcome outcome = Outcome::ongoing;
    EndReason reason = EndReason::none;
};

// Dama's draw after 100 moves by each side with no capture and no promotion.
inline constexpr int dama_quiet_ply_limit = rule_set(Variant::dama).quiet_ply_limit;

// True when the move can be undone by later moves: no capture, no promotion, and a king move (or a
// sideways step of a Dama man). Only positions after reversible moves can repeat.
bool is_reversible(const Position& before, const Move& m);
// True when the move resets Dama's quiet-move counter (a capture or a promotion).
bool resets_quiet_counter(const Position& before, const Move& m);

// The draw the material on the board makes under the position's rules (EndReason::none: none).
// Inline: the search asks at every node.
inline EndReason material_draw(const Position& pos) {
    if (popcount(pos.pieces(Color::white)) != 1 || popcount(pos.pieces(Color::black)) != 1)
        return EndReason::none;
    switch (rule_set(pos.variant()).material_draw) {
        case MaterialDraw::none:
            return EndReason::none;
        case MaterialDraw::lone_king_vs_man: {
            const bool white_king = pos.kings(Color::white) != 0;
            const bool black_king = pos.kings(Color::black) != 0;
            return white_king != black_king ? EndReason::lone_king_vs_man : EndReason::none;
        }
        case MaterialDraw::one_piece_each:
            return EndReason::one_piece_each;
    }
    return EndReason::none;
}
// The draw the rules give in `pos`, reached with `quiet_plies` plies since the last capture or
// promotion and occurring for the `occurrence`-th time (1: the first) with this side to move;
// EndReason::none when the game goes on (or is decided: see GameState::adjudicate).
EndReason draw_by_rules(const Position& pos, int quiet_plies, int occurrence);

class GameState {
  public:
    explicit GameState(Position start, int quiet_plies = 0)
        : position_(start), quiet_plies_(quiet_plies) {}

    const Position& position() const { return position_; }
    // Plies since the last capture or promotion.
    int quiet_plies() const { return quiet_plies_; }
    // How many times the current position has occurred with the same side to move (1: the first).
    int occurrence() const;

    void play(const Move& m);
    // Whether the game is over by the rules, and why.
    Adjudication adjudicate() const;

  private:
    Position position_;
    int quiet_plies_ = 0;
    // Hashes of the positions before the current one since the last irreversible move.
    std::vector<std::uint64_t> history_;
};

}  // namespace damascope::core
