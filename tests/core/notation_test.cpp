// Notation: square names, reading every written form, writing the shortest unambiguous form.
#include <random>

#include "test_support.hpp"

namespace damascope::core::testing {
namespace {

std::vector<Move> read(const Position& p, const std::string& text) {
    auto w = parse_written_move(p.variant(), text);
    EXPECT_TRUE(w.ok()) << text;
    if (!w.ok()) return {};
    const MoveList moves = legal(p);
    return match_written_move(p, w.value(), std::span<const Move>(moves.begin(), moves.size()));
}

TEST(Squares, DamaAlgebraic) {
    EXPECT_EQ(square_name(Variant::dama, 0), "a1");
    EXPECT_EQ(square_name(Variant::dama, 63), "h8");
    EXPECT_EQ(parse_square(Variant::dama, "d3"), make_square(3, 2));
    EXPECT_FALSE(parse_square(Variant::dama, "i1").has_value());
    EXPECT_FALSE(parse_square(Variant::dama, "a9").has_value());
    EXPECT_FALSE(parse_square(Variant::dama, "12").has_value());
}

TEST(Squares, DhamaNumbersFollowEnglishDraughts) {
    // 1 is b8 (Black's double corner with 5 = a7), 4 is h8, 29 is a1, 32 is g1.
    EXPECT_EQ(parse_square(Variant::dhama, "1"), make_square(1, 7));
    EXPECT_EQ(parse_square(Variant::dhama, "4"), make_square(7, 7));
    EXPECT_EQ(parse_square(Variant::dhama, "5"), make_square(0, 6));
    EXPECT_EQ(parse_square(Variant::dhama, "29"), make_square(0, 0));
    EXPECT_EQ(parse_square(Variant::dhama, "32"), make_square(6, 0));
    EXPECT_FALSE(parse_square(Variant::dhama, "0").has_value());
    EXPECT_FALSE(parse_square(Variant::dhama, "33").has_value());
    for (int n = 1; n <= 32; ++n) {
        auto s = parse_square(Variant::dhama, std::to_string(n));
        ASSERT_TRUE(s.has_value());
        EXPECT_TRUE(dark_squares & bit(*s));
        EXPECT_EQ(square_name(Variant::dhama, *s), std::to_string(n));
    }
}

TEST(WrittenMoves, BadTextIsAnErrorNotACrash) {
    for (const char* bad : {"", "x", "d3", "z9-d4", "d3-", "99-100", "--", "d3-d4-"}) {
        auto w = parse_written_move(Variant::dama, bad);
        if (w.ok()) {
            EXPECT_GE(w.value().squares.size(), 2u) << bad;
        } else {
            EXPECT_FALSE(w.error().empty());
        }
    }
    EXPECT_FALSE(parse_written_move(Variant::dhama, "33-29").ok());
    EXPECT_FALSE(parse_written_move(Variant::dama, "d3").ok());
}

// Found by fuzzing (tests/fuzz/regressions): the message quoted half of a UTF-8 character.
TEST(WrittenMoves, TheErrorQuotesWholeCharacters) {
    auto dash = parse_written_move(Variant::dhama,
                                   "11\xE2\x80\x93"
                                   "15");  // an en-dash
    ASSERT_FALSE(dash.ok());
    EXPECT_NE(dash.error().find("'\xE2\x80\x93' is not a square"), std::string::npos)
        << dash.error();
    auto y = parse_written_move(Variant::dama, "a\xC3\xBF-d4");  // "aÿ": two bytes of three
    ASSERT_FALSE(y.ok());
    EXPECT_NE(y.error().find("'a\xC3\xBF' is not a square"), std::string::npos) << y.error();
}
TEST(WrittenMoves, AmbiguousShortCaptureMatchesBothChains) {
    const Position p = diagram(Variant::dama, Color::white,
                               {"....b...", "........", "...b....", "........", ".....b..",
                                "..b.....", "..W.....", "........"});
    EXPECT_EQ(read(p, "c2xf3").size(), 2u);
    // The full path names one chain.
    const auto full = read(p, "c2xc6xf6xf3");
    ASSERT_EQ(full.size(), 1u);
    EXPECT_EQ(full[0].captured, squares(Variant::dama, {"c3", "d6", "f4"}));
    // The federation form lists the captured pieces, then the destination.
    const auto federation = read(p, "c2xc3xe8xf4xf3");
    ASSERT_EQ(federation.size(), 1u);
    EXPECT_EQ(federation[0].captured, squares(Variant::dama, {"c3", "e8", "f4"}));
}

TEST(WrittenMoves, SeparatorsAreNotTrusted) {
    // Real files write captures with '-' and steps with 'x'.
    const Position start = Position::initial(Variant::dhama);
    ASSERT_EQ(read(start, "11x15").size(), 1u);
    auto after = start;
    after.play(read(start, "11-15")[0]);
    after.play(read(after, "22-18")[0]);
    const auto capture = read(after, "15-22");
    ASSERT_EQ(capture.size(), 1u);
    EXPECT_TRUE(capture[0].is_capture());
}

TEST(WrittenMoves, MarksAfterTheMoveAreIgnored) {
    const Position start = Position::initial(Variant::dama);
    EXPECT_EQ(read(start, "d3-d4!?").size(), 1u);
    EXPECT_EQ(read(start, "D3-D4").size(), 1u);
}

TEST(Formatting, EveryLegalMoveRoundTripsThroughItsText) {
    std::mt19937_64 rng(5);
    for (Variant v : {Variant::dama, Variant::dhama}) {
        for (int game = 0; game < 40; ++game) {
            Position p = Position::initial(v);
            for (int ply = 0; ply < 120; ++ply) {
                const MoveList moves = legal(p);
                if (moves.empty()) break;
                for (const Move& m : moves) {
                    const std::string text = format_move(p, m, {moves.begin(), moves.size()});
                    const auto back = read(p, text);
                    ASSERT_EQ(back.size(), 1u) << text << " in " << to_fen(p);
                    EXPECT_EQ(back[0], m) << text;
                    const auto full = read(p, format_move_full(p, m));
                    EXPECT_EQ(std::count(full.begin(), full.end(), m), 1);
                }
                p.play(moves[rng() % moves.size()]);
            }
        }
    }
}

TEST(Formatting, StepsAndCaptures) {
    const Position start = Position::initial(Variant::dhama);
    const MoveList moves = legal(start);
    EXPECT_EQ(format_move(start, mv(Variant::dhama, "11", "15"), {moves.begin(), moves.size()}),
              "11-15");
    const Position p = diagram(Variant::dama, Color::white,
                               {"........", "........", "...b....", "........", "...b....",
                                "...w....", "........", "........"});
    const Move m = mv(Variant::dama, "d3", "d7", {"d4", "d6"});
    const MoveList pm = legal(p);
    EXPECT_EQ(format_move(p, m, {pm.begin(), pm.size()}), "d3xd7");
    EXPECT_EQ(format_move_full(p, m), "d3xd5xd7");
}

}  // namespace
}  // namespace damascope::core::testing
