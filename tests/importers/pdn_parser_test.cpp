#include "importers/pdn_parser.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace damascope::importers {
namespace {

std::vector<RawGame> games_of(std::string_view text) {
    MemoryByteSource src(text);
    LineReader lines(src);
    PdnTokenizer tok(lines);
    PdnParser parser(tok);
    std::vector<RawGame> out;
    while (auto g = parser.next()) out.push_back(std::move(*g));
    return out;
}

TEST(PdnParser, SplitsGamesAtResultsAndTags) {
    auto g = games_of(
        "[Event \"a\"]\n[Result \"1-0\"]\n1. 11-15 23-19 1-0\n\n"
        "[Event \"b\"]\n1. 9-14 22-17\n\n"  // no result token: the next tags end it
        "[Event \"c\"]\n11-16 *\n"
        "9-13 22-18 1/2-1/2\n");  // a game without tags after a result
    ASSERT_EQ(g.size(), 4u);
    EXPECT_EQ(*g[0].tag("Event"), "a");
    EXPECT_EQ(g[0].moves.size(), 2u);
    EXPECT_EQ(g[0].result, "1-0");
    EXPECT_EQ(g[0].line, 1);
    EXPECT_EQ(*g[1].tag("Event"), "b");
    EXPECT_EQ(g[1].moves.size(), 2u);
    EXPECT_EQ(g[1].result, "");
    EXPECT_EQ(g[1].line, 5);
    EXPECT_EQ(g[2].result, "*");
    EXPECT_TRUE(g[3].tags.empty());
    EXPECT_EQ(g[3].moves[0].text, "9-13");
    EXPECT_EQ(g[2].line, 8);
    EXPECT_EQ(g[3].line, 10);
}

TEST(PdnParser, NestedVariationsAttachToTheMoveTheyReplace) {
    auto g = games_of("1. 11-15 22-18 (23-19 9-14 (8-11 22-17) 27-23) 2. 15x22 *");
    ASSERT_EQ(g.size(), 1u);
    const auto& m = g[0].moves;
    ASSERT_EQ(m.size(), 3u);
    ASSERT_EQ(m[1].variations.size(), 1u);
    const auto& v = m[1].variations[0];
    ASSERT_EQ(v.size(), 3u);
    EXPECT_EQ(v[0].text, "23-19");
    ASSERT_EQ(v[1].variations.size(), 1u);
    EXPECT_EQ(v[1].variations[0][0].text, "8-11");
    EXPECT_EQ(v[2].text, "27-23");
    EXPECT_EQ(m[2].text, "15x22");
    EXPECT_EQ(line_to_text(m), "11-15 22-18 (23-19 9-14 (8-11 22-17) 27-23) 15x22");
}

TEST(PdnParser, CommentsNagsAndSetupCommand) {
    auto g = games_of(
        "[Event \"x\"]\n{Red to play. /FEN \"B:W18:B14\"/}\n"
        "14-23! {wins} $14 1-0 {after the result}\n");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].setup_fen, "B:W18:B14");
    EXPECT_EQ(g[0].comment, "Red to play.");
    ASSERT_EQ(g[0].moves.size(), 1u);
    EXPECT_EQ(g[0].moves[0].nags, (std::vector<int>{1, 14}));
    EXPECT_EQ(g[0].moves[0].comment, "wins after the result");
}

TEST(PdnParser, StrayTokensAreWarningsWithLineAndColumn) {
    auto g = games_of("[Event \"x\"]\n11-15 ) 22-18 }\n*\n");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves.size(), 2u);
    ASSERT_EQ(g[0].warnings.size(), 2u);
    EXPECT_EQ(g[0].warnings[0], "line 2, column 7: ')' without '(', ignored");
    EXPECT_EQ(g[0].warnings[1], "line 2, column 15: unexpected '}'");
}

TEST(PdnParser, ResyncsAfterAnUnclosedComment) {
    auto g = games_of("[Event \"a\"]\n11-15 {oops\n22-18\n\n[Event \"b\"]\n9-14 *\n");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].moves.size(), 1u);
    ASSERT_EQ(g[0].warnings.size(), 1u);
    EXPECT_NE(g[0].warnings[0].find("line 2, column 7: comment not closed"), std::string::npos);
    EXPECT_EQ(*g[1].tag("Event"), "b");
    EXPECT_EQ(g[1].moves[0].text, "9-14");
}

TEST(PdnParser, ResyncsOnATagLineAfterABlankLine) {
    auto g = games_of(
        "[Event \"a\"]\n11-15 {oops\n[not a tag, inside the comment]\n\n[White \"b\"]\n9-14 *\n");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].moves.size(), 1u);
    EXPECT_EQ(g[0].warnings.size(), 1u);
    EXPECT_EQ(*g[1].tag("White"), "b");
    EXPECT_EQ(g[1].line, 5);
}

TEST(PdnParser, UnclosedVariationIsReported) {
    auto g = games_of("11-15 (22-18 9-14");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves.size(), 1u);
    EXPECT_EQ(g[0].moves[0].variations.size(), 1u);
    EXPECT_FALSE(g[0].warnings.empty());
}

TEST(PdnParser, EndlessInputIsBounded) {
    std::string text = "[Event \"x\"]\n";
    for (int i = 0; i < 10050; ++i) text += "11-15 ";
    auto g = games_of(text + "\n[Event \"y\"]\n{" + std::string(1100000, 'c') + "\n9-14 *");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].moves.size(), 10000u);
    ASSERT_EQ(g[0].warnings.size(), 1u);
    EXPECT_NE(g[0].warnings[0].find("more than 10000 moves"), std::string::npos);
    ASSERT_EQ(g[1].moves.size(), 1u);
    EXPECT_NE(g[1].warnings.at(0).find("comment longer than 1 MiB"), std::string::npos);
}

}  // namespace
}  // namespace damascope::importers
