// Arrows, coloured squares and glyphs kept in comments ([%cal]/[%csl], NAGs).
#include "core/annotation.hpp"

#include <gtest/gtest.h>

#include "core/notation.hpp"

namespace damascope::core {
namespace {

Square sq(Variant v, const char* name) {
    return *parse_square(v, name);
}

TEST(CommentCommands, DamaArrowsAndSquaresAreReadOutOfTheText) {
    const auto parts = split_comment(Variant::dama, "a strong plan [%cal Gc3c5,Rd6d4] [%csl Yd4]");
    EXPECT_EQ(parts.text, "a strong plan");
    ASSERT_EQ(parts.arrows.size(), 2u);
    EXPECT_EQ(parts.arrows[0],
              (Arrow{sq(Variant::dama, "c3"), sq(Variant::dama, "c5"), MarkColour::green}));
    EXPECT_EQ(parts.arrows[1],
              (Arrow{sq(Variant::dama, "d6"), sq(Variant::dama, "d4"), MarkColour::red}));
    ASSERT_EQ(parts.squares.size(), 1u);
    EXPECT_EQ(parts.squares[0], (ColouredSquare{sq(Variant::dama, "d4"), MarkColour::yellow}));
}

TEST(CommentCommands, DhamaArrowsNeedAHyphenBetweenTheNumbers) {
    const auto parts = split_comment(Variant::dhama, "[%cal G22-18] threat [%csl R14,B9]");
    EXPECT_EQ(parts.text, "threat");
    ASSERT_EQ(parts.arrows.size(), 1u);
    EXPECT_EQ(parts.arrows[0].from, sq(Variant::dhama, "22"));
    EXPECT_EQ(parts.arrows[0].to, sq(Variant::dhama, "18"));
    ASSERT_EQ(parts.squares.size(), 2u);
    EXPECT_EQ(parts.squares[1], (ColouredSquare{sq(Variant::dhama, "9"), MarkColour::blue}));
    EXPECT_EQ(join_comment(Variant::dhama, parts), "threat [%cal G22-18] [%csl R14,B9]");
    // "2218" could be 2-218, 22-18 or 221-8: not an arrow, kept as text.
    EXPECT_EQ(split_comment(Variant::dhama, "[%cal G2218]").arrows.size(), 0u);
    EXPECT_EQ(split_comment(Variant::dhama, "[%cal G2218]").text, "[%cal G2218]");
}

TEST(CommentCommands, UnreadableOrForeignCommandsStayInTheTextAsWritten) {
    // A square off the board, a colour that is none of G R Y B, a chess clock command.
    for (const char* c : {"[%cal Gz9c5]", "[%csl Xd4]", "[%clk 0:10:00]", "[%cal Gc3c3]"}) {
        const auto parts = split_comment(Variant::dama, c);
        EXPECT_TRUE(parts.arrows.empty()) << c;
        EXPECT_TRUE(parts.squares.empty()) << c;
        EXPECT_EQ(parts.text, c);
    }
    // An unclosed command is text too.
    EXPECT_EQ(split_comment(Variant::dama, "see [%cal Gc3c5").text, "see [%cal Gc3c5");
}

TEST(CommentCommands, JoinWritesTheTextThenArrowsThenSquares) {
    CommentParts parts;
    parts.text = "نقلة جيدة {braces} 100%";
    parts.arrows = {{sq(Variant::dama, "c3"), sq(Variant::dama, "c5"), MarkColour::green}};
    parts.squares = {{sq(Variant::dama, "d4"), MarkColour::red}};
    const std::string joined = join_comment(Variant::dama, parts);
    EXPECT_EQ(joined, "نقلة جيدة {braces} 100% [%cal Gc3c5] [%csl Rd4]");
    const auto back = split_comment(Variant::dama, joined);
    EXPECT_EQ(back.text, parts.text);
    EXPECT_EQ(back.arrows, parts.arrows);
    EXPECT_EQ(back.squares, parts.squares);
    EXPECT_EQ(join_comment(Variant::dama, CommentParts{}), "");
}

TEST(CommentCommands, ToggleAddsRecoloursAndRemoves) {
    const Arrow green{sq(Variant::dama, "c3"), sq(Variant::dama, "c5"), MarkColour::green};
    Arrow red = green;
    red.colour = MarkColour::red;
    std::string c = toggle_arrow(Variant::dama, "plan", green);
    EXPECT_EQ(c, "plan [%cal Gc3c5]");
    c = toggle_arrow(Variant::dama, c, red);  // another colour: recoloured, not doubled
    EXPECT_EQ(c, "plan [%cal Rc3c5]");
    c = toggle_arrow(Variant::dama, c, red);  // the same again: gone
    EXPECT_EQ(c, "plan");
    const ColouredSquare d4{sq(Variant::dama, "d4"), MarkColour::yellow};
    c = toggle_square(Variant::dama, "", d4);
    EXPECT_EQ(c, "[%csl Yd4]");
    EXPECT_EQ(toggle_square(Variant::dama, c, d4), "");
}

TEST(Glyphs, SymbolsAndTypedFormsNameTheStandardNags) {
    EXPECT_EQ(nag_symbol(1), "!");
    EXPECT_EQ(nag_symbol(4), "??");
    EXPECT_EQ(nag_symbol(6), "?!");
    EXPECT_EQ(nag_symbol(16), "\u00b1");
    EXPECT_EQ(nag_symbol(42), "$42");
    EXPECT_EQ(parse_nag("!?"), 5);
    EXPECT_EQ(parse_nag("??"), 4);
    EXPECT_EQ(parse_nag("+-"), 18);
    EXPECT_EQ(parse_nag("+/-"), 16);
    EXPECT_EQ(parse_nag("$13"), 13);
    EXPECT_EQ(parse_nag("7"), 7);
    EXPECT_EQ(parse_nag("$0"), std::nullopt);
    EXPECT_EQ(parse_nag("$256"), std::nullopt);
    EXPECT_EQ(parse_nag("!!!"), std::nullopt);
    EXPECT_EQ(parse_nag(""), std::nullopt);
}

TEST(Glyphs, AMoveCarriesOneMoveMarkAndOnePositionGlyph) {
    std::vector<int> nags = {1};
    toggle_nag(nags, 4);  // ?? replaces !
    EXPECT_EQ(nags, (std::vector<int>{4}));
    toggle_nag(nags, 16);  // a position glyph beside it
    EXPECT_EQ(nags, (std::vector<int>{4, 16}));
    toggle_nag(nags, 18);  // replaces the other position glyph
    EXPECT_EQ(nags, (std::vector<int>{4, 18}));
    toggle_nag(nags, 4);  // the same again clears it
    EXPECT_EQ(nags, (std::vector<int>{18}));
    toggle_nag(nags, 40);  // other NAGs are simply added
    EXPECT_EQ(nags, (std::vector<int>{18, 40}));
}

}  // namespace
}  // namespace damascope::core
