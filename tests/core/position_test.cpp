// The board itself: starting positions, playing moves, the incrementally kept Zobrist hash.
#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

TEST(StartPosition, DamaSixteenEachOnRanksTwoAndThree) {
    const Position p = Position::initial(Variant::dama);
    EXPECT_EQ(p.side_to_move(), Color::white);
    EXPECT_EQ(p.men(Color::white), 0x0000000000FFFF00ULL);  // ranks 2-3; rank 1 empty
    EXPECT_EQ(p.men(Color::black), 0x00FFFF0000000000ULL);  // ranks 6-7; rank 8 empty
    EXPECT_EQ(p.kings(Color::white) | p.kings(Color::black), 0u);
}

TEST(StartPosition, DhamaTwelveEachOnTheDarkSquares) {
    const Position p = Position::initial(Variant::dhama);
    EXPECT_EQ(popcount(p.pieces(Color::white)), 12);
    EXPECT_EQ(popcount(p.pieces(Color::black)), 12);
    EXPECT_EQ(p.occupied() & ~dark_squares, 0u);
    for (int n = 1; n <= 12; ++n)
        EXPECT_EQ(p.piece_at(sq(Variant::dhama, std::to_string(n))), Piece::black_man);
    for (int n = 21; n <= 32; ++n)
        EXPECT_EQ(p.piece_at(sq(Variant::dhama, std::to_string(n))), Piece::white_man);
}

TEST(Board, PiecesOffTheDhamaBoardAreIgnored) {
    Position p = Position::empty(Variant::dhama, Color::white);
    p.put(make_square(1, 0), Piece::white_man);  // b1 is a light square
    EXPECT_EQ(p.occupied(), 0u);
}

TEST(Hash, DependsOnSideToMoveAndPieces) {
    const Position a = Position::initial(Variant::dama);
    Position b = a;
    b.set_side_to_move(Color::black);
    EXPECT_NE(a.hash(), b.hash());
    Position c = a;
    c.remove(make_square(0, 1));
    EXPECT_NE(a.hash(), c.hash());
    c.put(make_square(0, 1), Piece::white_man);
    EXPECT_EQ(a.hash(), c.hash());
}

TEST(Hash, IncrementalEqualsFromScratchAfterCapturesAndPromotions) {
    const Position p = diagram(Variant::dama, Color::white,
                               {"...b....", "..b.....", "..w.....", "........", "........",
                                "........", "........", "........"});
    Position after = p;
    after.play(mv(Variant::dama, "c6", "c8", {"c7"}));
    auto fresh = parse_fen(Variant::dama, to_fen(after));
    ASSERT_TRUE(fresh.ok());
    EXPECT_EQ(after.hash(), fresh.value().hash());
}

TEST(Board, ChainEndingOnItsOwnStartSquareKeepsTheDama) {
    // The dama goes round the rectangle and lands back on a1 (from == to).
    Position p = diagram(Variant::dama, Color::white,
                         {"........", "........", "........", "..b.....", "........", "b...b...",
                          "........", "W.b....."});
    const Move round_trip = mv(Variant::dama, "a1", "a1", {"a3", "c5", "e3", "c1"});
    ASSERT_TRUE(legal(p).contains(round_trip));
    p.play(round_trip);
    EXPECT_EQ(p.piece_at(sq(Variant::dama, "a1")), Piece::white_king);
    EXPECT_EQ(p.pieces(Color::black), 0u);
    auto fresh = parse_fen(Variant::dama, to_fen(p));
    ASSERT_TRUE(fresh.ok());
    EXPECT_EQ(p.hash(), fresh.value().hash());
}

}  // namespace
}  // namespace damascope::core::testing
