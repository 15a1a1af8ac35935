// Dama (seed 003), rule by rule: each test builds the position that exercises one rule of RULES.md.
#include <algorithm>

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

constexpr Variant D = Variant::dama;
using Set = std::set<std::string>;

TEST(DamaMen, StepForwardOrSidewaysNeverBackNeverDiagonal) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "...w....",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"d4-d5", "d4-c4", "d4-e4"}));
}

TEST(DamaMen, BlackMenMoveDownTheBoard) {
    const Position p = diagram(D, Color::black,
                               {"........", "........", "........", "...b....", "........",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"d5-d4", "d5-c5", "d5-e5"}));
}

TEST(DamaMen, EdgeManLacksOneDirection) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "w.......",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"a4-a5", "a4-b4"}));
}

TEST(DamaMen, CaptureForwardAndSidewaysButNeverBackward) {
    // Enemies in front (d5), beside (e4) and behind (d3): only the first two may be taken.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "...b....", "...wb...",
                                "...b....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"d4xd6[d5]", "d4xf4[e4]"}));
}

TEST(DamaMen, CaptureIsCompulsory) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "....b...",
                                "....w...", "w.......", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"e3xe5[e4]"}));
}

TEST(DamaMen, NoCaptureWhenTheSquareBehindIsTaken) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "....b...", "....b...",
                                "....w...", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"e3-d3", "e3-f3"}));
}

TEST(DamaMen, MustGoOnCapturingWhileItCan) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "...b....", "........", "...b.b..",
                                "...w....", "........", "........"});
    // After d3xd5 the man must go on over d6 to d7; stopping on d5 is not a legal move.
    EXPECT_EQ(legal_texts(p), (Set{"d3xd7[d4,d6]"}));
}

TEST(DamaMen, ChainMixesForwardAndSidewaysJumps) {
    // c3 east over d3 to e3, north over e4 to e5, west over d5 to c5: three pieces in one chain.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "...b....", "....b...",
                                "..wb....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"c3xc5[d3,e4,d5]"}));
}

TEST(DamaPromotion, ManReachingLastRankMidChainStopsThere) {
    // c6xc8 promotes; continuing sideways over d8 (as the Turkish federation allows) is refused.
    const Position p = diagram(D, Color::white,
                               {"...b....", "..b.....", "..w.....", "........", "........",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"c6xc8[c7]"}));
    Position after = p;
    after.play(mv(D, "c6", "c8", {"c7"}));
    EXPECT_EQ(after.piece_at(sq(D, "c8")), Piece::white_king);
    EXPECT_EQ(after.piece_at(sq(D, "d8")), Piece::black_man);
}

TEST(DamaPromotion, ChainStoppedByPromotionCountsOnlyWhatItTook) {
    // The c6 man's chain ends on c8 with one capture; the h2 man's chain takes two, so only it is
    // legal.
    const Position p = diagram(D, Color::white,
                               {"...b....", "..b.....", "..w.....", "........", ".......b",
                                "........", ".......b", ".......w"});
    EXPECT_EQ(legal_texts(p), (Set{"h1xh5[h2,h4]"}));
}

TEST(DamaPromotion, ManEndingOnLastRankBecomesDama) {
    const Position p = diagram(D, Color::white,
                               {"........", "....w...", "........", "........", "........",
                                "........", "........", "........"});
    Position after = p;
    after.play(mv(D, "e7", "e8"));
    EXPECT_EQ(after.piece_at(sq(D, "e8")), Piece::white_king);
}

TEST(DamaKing, FliesAlongRanksAndFilesNeverDiagonally) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "...W....",
                                "........", "........", "........"});
    EXPECT_EQ(legal(p).size(), 14u);
    for (const Move& m : legal(p))
        EXPECT_TRUE(file_of(m.to) == file_of(m.from) || rank_of(m.to) == rank_of(m.from));
}

TEST(DamaKing, CapturesFromADistanceAndChoosesItsLandingSquare) {
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "b.......",
                                "........", "........", "W......w"});
    EXPECT_EQ(legal_texts(p), (Set{"a1xa5[a4]", "a1xa6[a4]", "a1xa7[a4]", "a1xa8[a4]"}));
}

TEST(DamaKing, FirstPieceMetMustBeAnEnemyWithRoomBehind) {
    // Own piece in the way on the file; two enemies in a row on the rank: neither can be taken.
    const Position p = diagram(D, Color::white,
                               {"b.......", "........", "w.......", "........", "........",
                                "........", "........", "W..bb..."});
    EXPECT_FALSE(has_capture(p));
}

TEST(DamaKing, TurnsNinetyDegreesBetweenJumps) {
    // a1 north over a3, then east from a4 over c4: two pieces.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "..b.....",
                                "b.......", "........", "W......."});
    EXPECT_EQ(legal_texts(p), (Set{"a1xd4[a3,c4]", "a1xe4[a3,c4]", "a1xf4[a3,c4]", "a1xg4[a3,c4]",
                                   "a1xh4[a3,c4]"}));
}

TEST(DamaKing, NeverReversesBetweenJumps) {
    // After taking d6 the dama may not turn back south to take d2 (a 180-degree turn); had it been
    // allowed, the two-piece chain would be the only legal move.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "...b....", "........", "...W....",
                                "........", "...b....", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"d4xd7[d6]", "d4xd8[d6]", "d4xd1[d2]"}));
}

TEST(DamaKing, CrossesASquareEmptiedEarlierInTheSameChain) {
    // a1xa4 (a3), east over c4 to d4, south over d2 to d1, west over b1 back to a1, then north
    // across a3 - emptied by the first capture - over a6 to a7 or a8: five pieces.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "b.......", "........", "..b.....",
                                "b.......", "...b....", "Wb......"});
    const Bitboard all_five = squares(D, {"a3", "c4", "d2", "b1", "a6"});
    const MoveList moves = legal(p);
    ASSERT_FALSE(moves.empty());
    for (const Move& m : moves) EXPECT_EQ(m.captured, all_five);
    const Move through_a3 = mv(D, "a1", "a8", {"a3", "c4", "d2", "b1", "a6"});
    ASSERT_TRUE(moves.contains(through_a3));
    bool crossing_path = false;
    for (const CapturePath& path : capture_paths(p, through_a3))
        if (path.landings ==
            std::vector<Square>{sq(D, "a4"), sq(D, "d4"), sq(D, "d1"), sq(D, "a1"), sq(D, "a8")})
            crossing_path = true;
    EXPECT_TRUE(crossing_path);
}

TEST(DamaMaximumCapture, OnlyTheLongestChainsAreLegal) {
    // The a2 man can take one piece, the h2 man two: only h2's capture is legal.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", ".......b", "........",
                                "b......b", "w......w", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"h2xh6[h3,h5]"}));
}

TEST(DamaMaximumCapture, KingsAndMenCountTheSame) {
    // Taking the black dama (one piece) is no better than taking one man; both are legal.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "........", "........",
                                "B.....b.", "w.....w.", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"a2xa4[a3]", "g2xg4[g3]"}));
}

TEST(DamaMoveIdentity, TwoChainsEndingOnOneSquareAreTwoMoves) {
    // c2 north over c3 to c6, east over d6, south over f4 to f3 - or - north to c8, east over e8,
    // south over f4 to f3. Same from and to, different pieces taken: two moves.
    const Position p = diagram(D, Color::white,
                               {"....b...", "........", "...b....", "........", ".....b..",
                                "..b.....", "..W.....", "........"});
    const MoveList moves = legal(p);
    const Move via_d6 = mv(D, "c2", "f3", {"c3", "d6", "f4"});
    const Move via_e8 = mv(D, "c2", "f3", {"c3", "e8", "f4"});
    EXPECT_TRUE(moves.contains(via_d6));
    EXPECT_TRUE(moves.contains(via_e8));
    // The short form would be ambiguous, so the notation names the landing squares.
    EXPECT_EQ(format_move(p, via_d6, moves), "c2xc6xf6xf3");
    EXPECT_EQ(format_move(p, via_e8, moves), "c2xc8xf8xf3");
}

TEST(DamaMoveIdentity, ChainsWithTheSameCapturesAndEndAreOneMove) {
    // Round the rectangle either way: north first (a3, c5, e3, c1) or east first (c1, e3, c5, a3).
    // Both can end back on a1 having taken the same four pieces: one move, with two paths.
    const Position p = diagram(D, Color::white,
                               {"........", "........", "........", "..b.....", "........",
                                "b...b...", "........", "W.b....."});
    const Move round_trip = mv(D, "a1", "a1", {"a3", "c5", "e3", "c1"});
    const MoveList moves = legal(p);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), round_trip), 1);
    EXPECT_EQ(capture_paths(p, round_trip).size(), 2u);
}

}  // namespace
}  // namespace damascope::core::testing
