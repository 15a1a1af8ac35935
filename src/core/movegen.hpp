// Move generation for both games: legal moves, physically possible moves, capture paths.
#pragma once

#include <cstdint>
#include <vector>

#include "move.hpp"
#include "position.hpp"

namespace damascope::core {

// Every legal move of the side to move, one per (from, to, captured set). Dama: captures are
// compulsory and only those taking the most pieces are legal. Dhama: captures are compulsory and
// any complete chain may be chosen.
void generate_legal(const Position& pos, MoveList& out);

// The number of legal moves, counted without building them where possible (perft's last ply).
std::uint64_t count_legal(const Position& pos);

// True when the side to move has a capture available (and therefore must capture).
bool has_capture(const Position& pos);

// A move a piece could physically make if the obligations were ignored: any step, any capture
// chain or any prefix of one. `complete` is true when the chain could not have gone on.
struct PossibleMove {
    Move move;
    bool complete = true;
};
std::vector<PossibleMove> generate_possible(const Position& pos);

// The landing squares (after `from`, ending with `to`) of every distinct chain that realises the
// capture `m`; complete chains come first, in generation order. Empty for a non-capture.
struct CapturePath {
    std::vector<Square> landings;
    bool complete = true;
};
std::vector<CapturePath> capture_paths(const Position& pos, const Move& m);

// How a played move relates to the rules.
enum class MoveCheck : std::uint8_t {
    legal,                   // a legal move, nothing to flag
    legal_shorter_capture,   // Dhama: legal, but a capture taking more pieces was available
    missed_capture,          // a non-capture while a capture was compulsory
    longer_chain_available,  // Dama: fewer than the maximum; either game: a chain stopped early
    impossible,              // no piece could physically make this move
};
MoveCheck check_move(const Position& pos, const Move& m);

}  // namespace damascope::core
