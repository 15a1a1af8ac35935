// Helpers to build hand-made positions for the engine tests, and to search them.
#pragma once

#include <initializer_list>
#include <string_view>

#include "analysis/search_types.hpp"
#include "core/position.hpp"

namespace damascope::analysis::test {

// "c4" -> square, for both games (algebraic on the 64-square bitboard; Dhama uses the dark ones).
core::Square sq(std::string_view name);

struct Placed {
    const char* square;
    core::Piece piece;
};
core::Position make_position(core::Variant v, core::Color to_move,
                             std::initializer_list<Placed> pieces);

// The move from `from` to `to` among the legal moves (the first found), for building games.
core::Move legal_move(const core::Position& pos, std::string_view from, std::string_view to);

// A fresh engine's search of `pos` to a fixed depth (deterministic), with the game so far.
SearchResult search_depth(const core::Position& pos, int depth, const GameContext& context = {});

}  // namespace damascope::analysis::test
