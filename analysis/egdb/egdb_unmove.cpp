#include "analysis/egdb/egdb_unmove.hpp"

namespace damascope::analysis::egdb {

using core::Bitboard;
using core::Color;
using core::Position;
using core::Square;

namespace {

// The square `df` files and `dr` ranks from `s`, or -1 off the board.
Square offset(Square s, int df, int dr) {
    const int f = core::file_of(s) + df, r = core::rank_of(s) + dr;
    if (f < 0 || f > 7 || r < 0 || r > 7) return -1;
    return core::make_square(f, r);
}

void add(const Position& pos, Square from, Square to, core::Piece piece,
         std::vector<Position>& out) {
    Position p = pos;
    p.remove(to);
    p.put(from, piece);
    p.set_side_to_move(core::opposite(pos.side_to_move()));
    out.push_back(p);
}

}  // namespace

void quiet_predecessors(const Position& pos, std::vector<Position>& out) {
    out.clear();
    const Color mover = core::opposite(pos.side_to_move());
    const bool dama = core::is_dama_family(pos.variant());
    const Bitboard empty = pos.empty_squares();
    const int forward = mover == Color::white ? 1 : -1;
    const core::Piece man = core::make_piece(mover, false);
    const core::Piece king = core::make_piece(mover, true);
    // A man came one step back (Dama: back along its file or from beside it on its rank; Dhama:
    // back along a diagonal). A man on its own far rank would be a dama: none stands there.
    for (Bitboard b = pos.men(mover); b;) {
        const Square s = core::pop_lsb(b);
        const int steps[3][2] = {{0, -forward}, {1, 0}, {-1, 0}};
        const int diagonal[2][2] = {{1, -forward}, {-1, -forward}};
        const auto* list = dama ? steps : diagonal;
        const int n = dama ? 3 : 2;
        for (int k = 0; k < n; ++k) {
            const Square t = offset(s, list[k][0], list[k][1]);
            if (t >= 0 && (empty & core::bit(t))) add(pos, t, s, man, out);
        }
    }
    // A king came from any empty square behind it along a line (Dama: ranks and files, flying;
    // Dhama: one diagonal step).
    for (Bitboard b = pos.kings(mover); b;) {
        const Square s = core::pop_lsb(b);
        const int orthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        const int diagonal[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        const int(*dirs)[2] = dama ? orthogonal : diagonal;
        for (int k = 0; k < 4; ++k) {
            const int* d = dirs[k];
            for (Square t = offset(s, d[0], d[1]); t >= 0 && (empty & core::bit(t));
                 t = offset(t, d[0], d[1])) {
                add(pos, t, s, king, out);
                if (!dama) break;
            }
        }
    }
}

}  // namespace damascope::analysis::egdb
