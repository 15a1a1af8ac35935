// The analysis board's wx-free parts: the evaluation bar's split, move numbers of engine lines,
// stored lines read back as moves.
#include "app/analysis_lines.hpp"

#include <gtest/gtest.h>

#include "core/position.hpp"

namespace damascope::app {
namespace {

using core::Position;
using core::Variant;

TEST(EvalBar, LevelIsTheMiddleAndAdvantagesAreSymmetric) {
    EXPECT_DOUBLE_EQ(eval_bar_white_share(0, 0), 0.5);
    EXPECT_NEAR(eval_bar_white_share(300, 0), 0.8808, 1e-4);  // 0.5 + tanh(1) / 2
    EXPECT_NEAR(eval_bar_white_share(-300, 0), 1 - 0.8808, 1e-4);
    EXPECT_GT(eval_bar_white_share(100, 0), 0.5);
    EXPECT_LT(eval_bar_white_share(100, 0), eval_bar_white_share(200, 0));
    EXPECT_LT(eval_bar_white_share(5000, 0), 1.0);
}

TEST(EvalBar, AForcedResultFillsTheBarForTheWinner) {
    EXPECT_DOUBLE_EQ(eval_bar_white_share(0, 7), 1.0);
    EXPECT_DOUBLE_EQ(eval_bar_white_share(0, -3), 0.0);
}

TEST(LineStart, NumbersFollowTheSideThatOpens) {
    EXPECT_EQ(line_start(0, true), (LineStart{1, false}));
    EXPECT_EQ(line_start(1, true), (LineStart{1, true}));
    EXPECT_EQ(line_start(2, true), (LineStart{2, false}));
    EXPECT_EQ(line_start(23, true), (LineStart{12, true}));
    // A game set up with the other side to move: its first move is "1...".
    EXPECT_EQ(line_start(0, false), (LineStart{1, true}));
    EXPECT_EQ(line_start(1, false), (LineStart{2, false}));
}

TEST(ReadLine, StoredTextBecomesMovesUntilOneIsNotLegal) {
    const Position start = Position::initial(Variant::dama);
    EXPECT_EQ(read_line(start, "c3-c4 f6-f5 b3-b4").size(), 3u);
    EXPECT_EQ(read_line(start, "c3-c4 c3-c4 b3-b4").size(), 1u);
    EXPECT_EQ(read_line(start, "").size(), 0u);
    EXPECT_EQ(read_line(start, "zz c3-c4").size(), 0u);
}

TEST(NumberedLine, WhiteFirstAndSecondHalfStarts) {
    Position start = Position::initial(Variant::dama);
    const auto line = read_line(start, "c3-c4 f6-f5 b3-b4");
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(numbered_line(start, line, {1, false}), "1. c3-c4 f6-f5 2. b3-b4");
    EXPECT_EQ(numbered_line(start, line, {1, false}, 2), "1. c3-c4 f6-f5");
    start.play(line[0]);
    const auto rest = read_line(start, "f6-f5 b3-b4 f5-f4");
    ASSERT_EQ(rest.size(), 3u);
    EXPECT_EQ(numbered_line(start, rest, {1, true}), "1... f6-f5 2. b3-b4 f5-f4");
    EXPECT_EQ(numbered_line(start, rest, {17, true}, 1), "17... f6-f5");
}

TEST(NumberedLine, DhamaNumbersItsSquares) {
    const Position start = Position::initial(Variant::dhama);
    const auto line = read_line(start, "11-15 22-18 15x22");
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(numbered_line(start, line, line_start(0, true)), "1. 11-15 22-18 2. 15x22");
}

TEST(ArrowPath, AStepGoesFromItsSquareToItsTarget) {
    const Position start = Position::initial(Variant::dama);
    const auto line = read_line(start, "c3-c4");
    ASSERT_EQ(line.size(), 1u);
    const auto path = arrow_path(start, line[0]);
    ASSERT_EQ(path.size(), 2u);
    EXPECT_EQ(path.front(), line[0].from);
    EXPECT_EQ(path.back(), line[0].to);
}

}  // namespace
}  // namespace damascope::app
