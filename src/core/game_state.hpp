// A position together with what adjudication needs: the quiet-move counter.
#pragma once

#include <cstdint>

#include "move.hpp"
#include "position.hpp"

namespace damascope::core {

enum class Outcome : std::uint8_t { ongoing, white_wins, black_wins, draw };

enum class EndReason : std::uint8_t {
    none,
    no_legal_move,     // the side to move cannot move (no pieces or all blocked) and loses
    lone_king_vs_man,  // Dama: a lone dama against a lone man is a draw
    quiet_move_limit,  // Dama: 100 moves each (200 plies) without capture or promotion
};

struct Adjudication {
    Outcome outcome = Outcome::ongoing;
    EndReason reason = EndReason::none;
};

// Dama's draw after 100 moves by each side with no capture and no promotion.
inline constexpr int dama_quiet_ply_limit = 200;

class GameState {
  public:
    explicit GameState(Position start, int quiet_plies = 0)
        : position_(start), quiet_plies_(quiet_plies) {}

    const Position& position() const { return position_; }
    // Plies since the last capture or promotion.
    int quiet_plies() const { return quiet_plies_; }

    void play(const Move& m);
    // Whether the game is over by the rules, and why.
    Adjudication adjudicate() const;

  private:
    Position position_;
    int quiet_plies_ = 0;
};

}  // namespace damascope::core
