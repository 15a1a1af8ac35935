// Reading a line of moves written in a position: the one reader the command line, the opening
// collections and the stored analysis share.
#include "core/read_moves.hpp"

#include <gtest/gtest.h>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::core {
namespace {

TEST(ReadMoves, ALineIsReadMoveByMove) {
    const Position start = Position::initial(Variant::dama);
    const MovesRead read = read_moves(start, "c3-c4 \t f6-f5\nc4-c5");
    ASSERT_TRUE(read.ok()) << read.error.message(read.end);
    ASSERT_EQ(read.moves.size(), 3u);
    Position pos = start;
    for (const Move& m : read.moves) pos.play(m);
    EXPECT_EQ(to_fen(pos), to_fen(read.end));
    EXPECT_EQ(format_move_full(start, read.moves.front()), "c3-c4");
    EXPECT_TRUE(read_moves(start, "   ").ok());
}

TEST(ReadMoves, TheFirstMoveThatCannotBeReadIsNamed) {
    const Position start = Position::initial(Variant::dama);
    const MovesRead illegal = read_moves(start, "c3-c4 c4-c5");  // White again: Black to move
    EXPECT_FALSE(illegal.ok());
    EXPECT_EQ(illegal.failed_number, 2u);
    EXPECT_EQ(illegal.failed_text, "c4-c5");
    EXPECT_EQ(illegal.moves.size(), 1u);
    EXPECT_EQ(illegal.error.kind, MoveReadError::Kind::illegal);
    EXPECT_EQ(illegal.error.message(illegal.end),
              "not a legal move for Black in " + to_fen(illegal.end));
    const MovesRead unreadable = read_moves(start, "zz");
    EXPECT_EQ(unreadable.error.kind, MoveReadError::Kind::unreadable);
    EXPECT_FALSE(unreadable.error.message(start).empty());
}

TEST(ReadMoves, TwoChainsToOneSquareAreAmbiguous) {
    // The dama on a6 reaches a5 by two chains (over f6-f2 or g6-g2).
    auto pos = parse_fen(Variant::dama, "W:WKa6:Bc2,f3,g3,a4,c6");
    ASSERT_TRUE(pos.ok()) << pos.error();
    auto read = read_move(*pos, "a6xa5");
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.error().find("a6xf6xf2xa2xa5 or a6xg6xg2xa2xa5"), std::string::npos)
        << read.error();
    EXPECT_NE(read.error().find("write its whole path"), std::string::npos);
    EXPECT_TRUE(read_move(*pos, "a6xf6xf2xa2xa5").ok());
}

TEST(ReadMoves, ASingleJumpWrittenWholeIsNotAmbiguous) {
    // Black's king on 10 (English-draughts rules) may jump 6 alone, 10x1, or go round the loop
    // 10x19x26x17x10x1 over 15, 23, 22, 14 and 6: both end on 1 (no rule makes the longer chain
    // compulsory). "10x1" is the single jump's whole path, so it means that jump; the writer
    // writes it so, and what it writes must read back.
    auto pos = parse_fen(Variant::dhama, "B:W6,7,14,15,22,23:BK10");
    ASSERT_TRUE(pos.ok()) << pos.error();
    auto single = read_move(*pos, "10x1");
    ASSERT_TRUE(single.ok()) << single.error();
    EXPECT_EQ(single->capture_count(), 1);
    auto loop = read_move(*pos, "10x19x26x17x10x1");
    ASSERT_TRUE(loop.ok()) << loop.error();
    EXPECT_EQ(loop->capture_count(), 5);
    MoveList legal;
    generate_legal(*pos, legal);
    for (const Move& m : legal) {
        const std::string text = format_move(*pos, m, {legal.begin(), legal.size()});
        auto back = read_move(*pos, text);
        ASSERT_TRUE(back.ok()) << text << ": " << back.error();
        EXPECT_EQ(*back, m) << text;
    }
}

// A line kept as moves (a stored analysis line) is used up to its first move that is not legal
// where it is played: c3-c4 f6-f5 is legal from the start, c3-c4 again is not (the man has gone).
TEST(ReadMoves, ALineOfMovesIsLegalUpToItsFirstMoveThatIsNot) {
    const Position start = Position::initial(Variant::dama);
    const std::vector<Move> line = read_moves(start, "c3-c4 f6-f5 b3-b4").moves;
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(legal_prefix(start, line), 3u);
    const std::vector<Move> again = {line[0], line[1], line[0], line[2]};
    EXPECT_EQ(legal_prefix(start, again), 2u);
    EXPECT_EQ(legal_prefix(start, std::span(line).subspan(1)), 0u);  // f6-f5 with White to move
    EXPECT_EQ(legal_prefix(start, {}), 0u);
}

}  // namespace
}  // namespace damascope::core
