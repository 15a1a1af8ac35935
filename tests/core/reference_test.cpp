// The real generator against the naive one (reference_rules.cpp), on random positions and on random
// games from the start: the same legal moves, move for move.
#include <random>

#include "core/perft.hpp"

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

Position random_position(Variant v, std::mt19937_64& rng) {
    Position p = Position::empty(v, rng() % 2 ? Color::white : Color::black);
    const Bitboard playable = playable_squares(v);
    const int count = 2 + static_cast<int>(rng() % 14);
    for (int i = 0; i < count; ++i) {
        const Square s = static_cast<Square>(rng() % 64);
        if (!(playable & bit(s))) continue;
        const Color c = rng() % 2 ? Color::white : Color::black;
        // Men never stand on their own promotion row; a third of the pieces are kings.
        const bool king = rng() % 3 == 0 || (promotion_rank(c) & bit(s));
        p.put(s, make_piece(c, king));
    }
    return p;
}

void expect_same_moves(const Position& p) {
    EXPECT_EQ(as_keys(legal(p)), reference::legal_moves(to_reference(p))) << to_fen(p);
}

TEST(ReferenceComparison, RandomDamaPositions) {
    std::mt19937_64 rng(2026);
    for (int i = 0; i < 3000; ++i) expect_same_moves(random_position(Variant::dama, rng));
}

TEST(ReferenceComparison, RandomDhamaPositions) {
    std::mt19937_64 rng(1841);
    for (int i = 0; i < 3000; ++i) expect_same_moves(random_position(Variant::dhama, rng));
}

TEST(ReferenceComparison, RandomGamesFromTheStart) {
    std::mt19937_64 rng(7);
    for (Variant v : {Variant::dama, Variant::dhama}) {
        for (int game = 0; game < 60; ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 150; ++ply) {
                expect_same_moves(p);
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                p.play(moves[rng() % moves.size()]);
            }
        }
    }
}

TEST(ReferenceComparison, CountLegalAgreesWithGenerateLegal) {
    std::mt19937_64 rng(99);
    for (Variant v : {Variant::dama, Variant::dhama})
        for (int i = 0; i < 2000; ++i) {
            const Position p = random_position(v, rng);
            EXPECT_EQ(count_legal(p), legal(p).size()) << to_fen(p);
            EXPECT_EQ(has_capture(p), !legal(p).empty() && legal(p)[0].is_capture()) << to_fen(p);
        }
}

}  // namespace
}  // namespace damascope::core::testing

namespace damascope::core::testing {
namespace {

// Positions from random games once damas are on the board: perft 3 against the naive generator.
TEST(ReferenceComparison, PerftInRandomPositionsWithDamas) {
    std::mt19937_64 rng(31);
    int compared = 0;
    for (Variant v : {Variant::dama, Variant::dhama}) {
        for (int game = 0; game < 200 && compared < 40 * (v == Variant::dama ? 1 : 2); ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 300; ++ply) {
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                p.play(moves[rng() % moves.size()]);
                if (p.kings(Color::white) && p.kings(Color::black) && popcount(p.occupied()) >= 8) {
                    EXPECT_EQ(perft(p, 3), reference::perft(to_reference(p), 3)) << to_fen(p);
                    ++compared;
                    break;
                }
            }
        }
    }
    EXPECT_GE(compared, 40);
}

}  // namespace
}  // namespace damascope::core::testing
