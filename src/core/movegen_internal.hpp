// Shared between the move generator's files; not part of the core's public API.
#pragma once

#include <array>
#include <cstdint>

#include "move.hpp"
#include "position.hpp"

namespace damascope::core::detail {

// The neighbour of each square in four directions, or -1 off the board.
using RayTable = std::array<std::array<std::int8_t, 4>, 64>;

constexpr RayTable make_rays(const int (&df)[4], const int (&dr)[4]) {
    RayTable t{};
    for (int s = 0; s < 64; ++s)
        for (int d = 0; d < 4; ++d) {
            const int f = file_of(s) + df[d];
            const int r = rank_of(s) + dr[d];
            t[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)] =
                (f >= 0 && f < 8 && r >= 0 && r < 8) ? static_cast<std::int8_t>(r * 8 + f) : -1;
        }
    return t;
}

inline constexpr int orthogonal_df[4] = {0, 1, 0, -1};  // north, east, south, west
inline constexpr int orthogonal_dr[4] = {1, 0, -1, 0};
inline constexpr int diagonal_df[4] = {1, -1, 1,
                                       -1};  // north-east, north-west, south-east, south-west
inline constexpr int diagonal_dr[4] = {1, 1, -1, -1};
inline constexpr RayTable orthogonal_rays = make_rays(orthogonal_df, orthogonal_dr);
inline constexpr RayTable diagonal_rays = make_rays(diagonal_df, diagonal_dr);

inline Square next_square(const RayTable& rays, Square s, int dir) {
    return rays[static_cast<std::size_t>(s)][static_cast<std::size_t>(dir)];
}

// Receives every landing of every capture chain (slow paths: possible moves, capture paths).
// `landings` holds `count` landing squares, the last being `to`; `complete` is true when the chain
// could not go on from there.
class ChainVisitor {
  public:
    virtual ~ChainVisitor() = default;
    virtual void landing(Square from, Square to, Bitboard captured, const Square* landings,
                         int count, bool complete) = 0;
};

// Per-variant entry points. `only_from` restricts chains to one piece (no_square: every piece).
void dama_generate_legal(const Position& pos, MoveList& out);
std::uint64_t dama_count_legal(const Position& pos);
bool dama_has_capture(const Position& pos);
void dama_generate_steps(const Position& pos, MoveList& out);
void dama_visit_chains(const Position& pos, Square only_from, ChainVisitor& visitor);

void dhama_generate_legal(const Position& pos, MoveList& out);
std::uint64_t dhama_count_legal(const Position& pos);
bool dhama_has_capture(const Position& pos);
void dhama_generate_steps(const Position& pos, MoveList& out);
void dhama_visit_chains(const Position& pos, Square only_from, ChainVisitor& visitor);

// Sinks for the chain walkers (the walkers are templates on the sink): this one hands every
// landing, chain prefixes included, to a ChainVisitor.
struct VisitorSink {
    static constexpr bool wants_prefixes = true;
    ChainVisitor& visitor;
    void landing(Square from, Square to, Bitboard captured, const Square* path, int count,
                 bool complete) {
        visitor.landing(from, to, captured, path, count, complete);
    }
};

// Adds `m` to `out` unless one of the moves from index `base` on is the same (from, to, captured).
inline void push_unique(MoveList& out, std::size_t base, const Move& m) {
    for (std::size_t i = base; i < out.size(); ++i)
        if (out[i] == m) return;
    out.push(m);
}

inline Move make_move(Square from, Square to, Bitboard captured) {
    return Move{captured, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
}

}  // namespace damascope::core::detail
