// Whether a set-up position could arise in a game of its variant (RULES.md): what the position
// editor and Paste FEN refuse. The FEN reader keeps what it reads (problem files write impossible
// set-ups); these checks are for positions a user composes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "position.hpp"

namespace damascope::core {

// What is wrong with a set-up.
enum class SetupFault : std::uint8_t {
    light_square,          // Dhama plays on the 32 dark squares only
    man_on_last_rank,      // a man that reached its last rank would have been promoted
    man_on_own_back_rank,  // Dama: men start on their 2nd and 3rd ranks and never move back
    too_many_pieces,       // more pieces of a side than it starts with (16 in Dama, 12 in Dhama)
    no_pieces,             // a side without pieces has already lost
};

struct SetupProblem {
    SetupFault fault;
    Color color = Color::white;  // whose piece, or which side
    Square square = no_square;   // the square, for the faults of one piece
};

// A board being set up: what stands on each of the 64 squares (light ones included, so that a
// piece put there can be named).
using SetupBoard = std::array<Piece, 64>;

// The pieces each side has at the start: 16 in Dama, 12 in Dhama.
constexpr int starting_pieces(Variant v) {
    return is_dama_family(v) ? 16 : 12;
}

// The first problem found, square by square from a1, then the sides' counts; nullopt: none.
std::optional<SetupProblem> find_setup_problem(Variant v, const SetupBoard& board);
std::optional<SetupProblem> find_setup_problem(const Position& pos);

}  // namespace damascope::core
