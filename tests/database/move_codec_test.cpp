// The packed move blob: round trips and damaged data.
#include <gtest/gtest.h>

#include "database/move_codec.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

TEST(MoveCodec, PlainTextsAreNotStoredButComeBack) {
    const auto g = testing::make_game(core::Variant::dama, 40, 5);
    std::vector<std::uint8_t> blob;
    encode_moves(g.variant, g.moves, blob);
    // from, to, flags (and captured squares) per move: the texts were left out.
    EXPECT_LT(blob.size(), g.moves.size() * 6);
    auto back = decode_moves(g.variant, blob);
    ASSERT_TRUE(back.ok()) << back.error();
    ASSERT_EQ(back->size(), g.moves.size());
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        EXPECT_EQ((*back)[i].move, g.moves[i].move);
        EXPECT_EQ((*back)[i].text, g.moves[i].text);
    }
}

TEST(MoveCodec, TextsAsWrittenAreKept) {
    core::RecordedMove m;
    m.move = core::Move{core::bit(27) | core::bit(45), 18, 54};
    m.text = "11x18x25";
    std::vector<std::uint8_t> blob;
    encode_moves(core::Variant::dhama, {m, m}, blob);
    auto back = decode_moves(core::Variant::dhama, blob);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ((*back)[1].text, "11x18x25");
    EXPECT_EQ((*back)[1].move.captured, m.move.captured);
}

TEST(MoveCodec, DamagedBlobsAreErrorsNotCrashes) {
    const auto g = testing::make_game(core::Variant::dhama, 20, 2);
    std::vector<std::uint8_t> blob;
    encode_moves(g.variant, g.moves, blob);
    for (std::size_t cut = 0; cut < blob.size(); ++cut) {
        auto r = decode_moves(g.variant, std::span(blob).first(cut));
        EXPECT_FALSE(r.ok()) << "cut at " << cut;
    }
    auto extra = blob;
    extra.push_back(0);
    EXPECT_FALSE(decode_moves(g.variant, extra).ok());
    std::vector<std::uint8_t> huge_count = {0xFF, 0xFF, 0xFF, 0xFF, 0x0F};
    EXPECT_FALSE(decode_moves(g.variant, huge_count).ok());
    std::vector<std::uint8_t> bad_square = {1, 70, 3, 0};
    EXPECT_FALSE(decode_moves(g.variant, bad_square).ok());
}

TEST(MoveCodec, TheMainLineAloneSkipsCommentsNagsAndVariations) {
    auto g = testing::make_game(core::Variant::dhama, 12, 3);
    // Annotations on the first moves: a comment, NAGs, a variation holding its own variation.
    g.moves[0].comment = "a comment";
    g.moves[1].nags = {1, 14};
    g.moves[2].variations = {{g.moves[5], g.moves[6]}};
    g.moves[2].variations[0][0].variations = {{g.moves[7]}};
    g.moves[3].text = "written";
    std::vector<std::uint8_t> blob;
    encode_moves(g.variant, g.moves, blob);
    for (std::size_t plies :
         {std::size_t{0}, std::size_t{1}, std::size_t{4}, std::size_t{12}, std::size_t{50}}) {
        auto line = decode_main_line(blob, plies);
        ASSERT_TRUE(line.ok()) << line.error();
        ASSERT_EQ(line->size(), std::min(plies, g.moves.size()));
        for (std::size_t i = 0; i < line->size(); ++i) EXPECT_EQ((*line)[i], g.moves[i].move);
    }
    // Cut inside the first four moves: an error, never a shorter line taken for whole.
    for (std::size_t cut = 1; cut < 8; ++cut)
        EXPECT_FALSE(decode_main_line(std::span(blob).first(cut), 4).ok()) << "cut at " << cut;
}

// An analysis line: count, then from, to, flags and the captured squares of each move; bytes
// worked out by hand from the format in move_codec.hpp.
TEST(MoveCodec, ALineIsItsMovesSquaresAndNothingElse) {
    const core::Move step{0, 10, 14};
    const core::Move capture{core::bit(21) | core::bit(37), 12, 44};
    const std::vector<core::Move> line = {step, capture};
    const std::vector<std::uint8_t> blob = encode_line(line);
    EXPECT_EQ(blob, (std::vector<std::uint8_t>{2, 10, 14, 0, 12, 44, 1, 2, 21, 37}));
    EXPECT_EQ(decode_line(blob).value(), line);
    // The games' readers read it too: it is the same list.
    EXPECT_EQ(decode_main_line(blob, 10).value(), line);
    const auto recorded = decode_moves(core::Variant::dama, blob);
    ASSERT_TRUE(recorded.ok()) << recorded.error();
    ASSERT_EQ(recorded->size(), 2u);
    EXPECT_EQ((*recorded)[1].move, capture);
    // The empty line is its count alone.
    EXPECT_EQ(encode_line({}), (std::vector<std::uint8_t>{0}));
    EXPECT_TRUE(decode_line(encode_line({})).value().empty());
}

TEST(MoveCodec, ADamagedLineIsAnErrorNotACrash) {
    const std::vector<std::vector<std::uint8_t>> damaged = {
        {},                      // not even a count
        {2, 10, 14, 0},          // one move of two
        {1, 10, 14, 0, 7},       // a byte after the line
        {1, 10, 64, 0},          // a square off the board
        {1, 10, 14, 4, 1, 'a'},  // a move with a text: no analysis line has one
        {1, 12, 44, 1, 1, 70},   // a captured square off the board
        {1, 12, 44, 1, 0},       // a capture without a captured square
        {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1},  // a count past 64 bits
    };
    for (const auto& blob : damaged) {
        auto r = decode_line(blob);
        ASSERT_FALSE(r.ok()) << blob.size();
        EXPECT_NE(r.error().find("damaged line of moves"), std::string::npos) << r.error();
    }
}

}  // namespace
}  // namespace damascope::database
