// Dhama (seed 000, English-draughts rules), rule by rule. Squares are PDN numbers: 1 = b8 ... 32 =
// g1; Black starts on 1-12 and moves first, White on 21-32.
#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

constexpr Variant H = Variant::dhama;
using Set = std::set<std::string>;

TEST(DhamaMen, StepOneSquareDiagonallyForward) {
    const Position white = diagram(H, Color::white,
                                   {"........", "........", "........", "........", "........",
                                    "..w.....", "........", "........"});
    EXPECT_EQ(legal_texts(white), (Set{"22-17", "22-18"}));  // c3 to b4 or d4
    const Position black = diagram(H, Color::black,
                                   {"........", "........", "...b....", "........", "........",
                                    "........", "........", "........"});
    EXPECT_EQ(legal_texts(black), (Set{"10-14", "10-15"}));  // d6 to c5 or e5
}

TEST(DhamaKing, StepsOneSquareInAnyDiagonalDirection) {
    const Position p = diagram(H, Color::white,
                               {"........", "........", "........", "........", "...W....",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"18-14", "18-15", "18-22", "18-23"}));
}

TEST(DhamaMen, CaptureForwardOnly) {
    // d4 with enemies on c5 (forward) and c3 (behind): only c5 may be taken.
    const Position p = diagram(H, Color::white,
                               {"........", "........", "........", "..b.....", "...w....",
                                "..b.....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"18x9[14]"}));
}

TEST(DhamaMen, NeverCaptureBackwardEvenInsideAChain) {
    // c3xe5 over d4; from e5 the only further jump would be backward over f4 to g3: refused.
    const Position p = diagram(H, Color::white,
                               {"........", "........", "........", "........", "...b.b..",
                                "..w.....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"22x15[18]"}));
}

TEST(DhamaMen, ChainGoesOnWhileItCan) {
    const Position p = diagram(H, Color::white,
                               {"........", "........", ".....b..", "........", "...b....",
                                "..w.....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"22x8[18,11]"}));
}

TEST(DhamaCrowning, ReachingTheFarRowEndsTheMove) {
    // f6xd8 over e7 crowns; as a king it could jump c7 next, but crowning ends the move.
    const Position p = diagram(H, Color::white,
                               {"........", "..b.b...", ".....w..", "........", "........",
                                "........", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"11x2[7]"}));
    Position after = p;
    after.play(mv(H, "11", "2", {"7"}));
    EXPECT_EQ(after.piece_at(sq(H, "2")), Piece::white_king);
    EXPECT_EQ(after.piece_at(sq(H, "6")), Piece::black_man);
}

TEST(DhamaCapture, CompulsoryButAnyChainMayBeChosen) {
    // c3 can take two (d4, f6); a3 only one (b4). Both are legal, unlike Dama's maximum rule.
    // A white man on a5 keeps c3 from taking b4 too.
    const Position p = diagram(H, Color::white,
                               {"........", "........", ".....b..", "w.......", ".b.b....",
                                "w.w.....", "........", "......w."});
    EXPECT_EQ(legal_texts(p), (Set{"22x8[18,11]", "21x14[17]"}));
    EXPECT_EQ(check_move(p, mv(H, "22", "8", {"18", "11"})), MoveCheck::legal);
    EXPECT_EQ(check_move(p, mv(H, "21", "14", {"17"})), MoveCheck::legal_shorter_capture);
    // Stopping the two-piece chain after the first jump breaks the rule.
    EXPECT_EQ(check_move(p, mv(H, "22", "15", {"18"})), MoveCheck::longer_chain_available);
    // Stepping while a capture is available breaks the rule too.
    EXPECT_EQ(check_move(p, mv(H, "32", "27")), MoveCheck::missed_capture);
    // A king move by a man is physically impossible.
    EXPECT_EQ(check_move(p, mv(H, "22", "26")), MoveCheck::impossible);
}

TEST(DhamaCapture, CapturedPiecesCannotBeJumpedTwice) {
    // The king on c3 jumps round the four men (d4, d6, b6, b4) either way and is back on c3, next
    // to d4 again: d4 stays on the board until the move ends and may not be jumped a second time.
    // Both directions take the same pieces to the same square: one move.
    const Position p = diagram(H, Color::white,
                               {"........", "........", ".b.b....", "........", ".b.b....",
                                "..W.....", "........", "........"});
    EXPECT_EQ(legal_texts(p), (Set{"22x22[17,18,9,10]"}));
    EXPECT_EQ(capture_paths(p, mv(H, "22", "22", {"18", "17", "10", "9"})).size(), 2u);
}

TEST(DhamaStart, BlackMovesFirstWithSevenMoves) {
    const Position p = Position::initial(H);
    EXPECT_EQ(p.side_to_move(), Color::black);
    EXPECT_EQ(legal_texts(p), (Set{"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"}));
}

}  // namespace
}  // namespace damascope::core::testing
