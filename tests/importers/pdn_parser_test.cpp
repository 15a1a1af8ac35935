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

TEST(PdnParser, ACommentOpeningAVariationIsTheCommentBeforeItsFirstMove) {
    auto g = games_of("1. 11-15 {main} 22-18 ({or} 23-19 {solid} 9-14) 2. 15x22 *");
    ASSERT_EQ(g.size(), 1u);
    const auto& m = g[0].moves;
    ASSERT_EQ(m.size(), 3u);
    EXPECT_EQ(m[0].comment, "main");
    EXPECT_EQ(m[0].comment_before, "");
    ASSERT_EQ(m[1].variations.size(), 1u);
    const auto& v = m[1].variations[0];
    EXPECT_EQ(v[0].comment_before, "or");
    EXPECT_EQ(v[0].comment, "solid");
    EXPECT_EQ(line_to_text(m), "11-15 {main} 22-18 ({or} 23-19 {solid} 9-14) 15x22");
}

std::vector<std::string> texts(const std::vector<ReadProblem>& problems) {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.text());
    return out;
}

TEST(PdnParser, StrayTokensAreProblemsWithLineAndColumn) {
    auto g = games_of("[Event \"x\"]\n11-15 ) 22-18 }\n*\n");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves.size(), 2u);
    EXPECT_EQ(texts(g[0].problems),
              (std::vector<std::string>{"line 2, column 7: ')' without '(', ignored",
                                        "line 2, column 15: unexpected '}', ignored"}));
}

TEST(PdnParser, AnUnclosedCommentEndsWhereTheMovesGoOn) {
    // No move number: a move is due after 11-15, so 22-18 is read as one.
    auto g = games_of("[Event \"a\"]\n11-15 {oops\n22-18\n\n[Event \"b\"]\n9-14 *\n");
    ASSERT_EQ(g.size(), 2u);
    ASSERT_EQ(g[0].moves.size(), 2u);
    EXPECT_EQ(g[0].moves[0].comment, "oops");
    EXPECT_EQ(g[0].moves[1].text, "22-18");
    EXPECT_EQ(texts(g[0].problems),
              (std::vector<std::string>{
                  "line 2, column 7: '{' not closed (before the tags of the next game at line 5): "
                  "the comment is taken to end before '22-18' at line 3, column 1, where the moves "
                  "go on"}));
    EXPECT_EQ(*g[1].tag("Event"), "b");
    EXPECT_EQ(g[1].moves[0].text, "9-14");
    EXPECT_TRUE(g[1].problems.empty());
}

TEST(PdnParser, AnUnclosedCommentAfterBothMovesEndsAtTheNextMoveNumber) {
    // After "12. 9-14 22-17" no move is due: 11-15 belongs to the comment, "13." ends it.
    auto g = games_of("12. 9-14 22-17 {Black should play 11-15 here\n13. 11-15 *\n");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].moves.size(), 3u);
    EXPECT_EQ(g[0].moves[1].comment, "Black should play 11-15 here");
    EXPECT_EQ(g[0].moves[2].text, "11-15");
    EXPECT_EQ(g[0].result, "*");
    ASSERT_EQ(g[0].problems.size(), 1u);
    EXPECT_EQ(g[0].problems[0].line, 1);
    EXPECT_EQ(g[0].problems[0].column, 16);
}

TEST(PdnParser, AnUnclosedCommentWithNoMovesAfterItRunsToTheNextGame) {
    auto g = games_of(
        "[Event \"a\"]\n11-15 22-18 {oops\n[not a tag, inside the comment]\n\n[White \"b\"]\n9-14 "
        "*\n");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].moves.size(), 2u);
    EXPECT_EQ(g[0].moves[1].comment, "oops [not a tag, inside the comment]");
    ASSERT_EQ(g[0].problems.size(), 1u);
    EXPECT_NE(g[0].problems[0].message.find("taken to run up to there"), std::string::npos);
    EXPECT_EQ(*g[1].tag("White"), "b");
    EXPECT_EQ(g[1].line, 5);
}

TEST(PdnParser, ACommentOpenedInsideACommentClosesTheFirst) {
    auto g = games_of("1. 11-15 {first 22-18 {second} 2. 8-11 *");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].moves.size(), 3u);
    EXPECT_EQ(g[0].moves[0].comment, "first");
    EXPECT_EQ(g[0].moves[1].text, "22-18");
    EXPECT_EQ(g[0].moves[1].comment, "second");
    ASSERT_EQ(g[0].problems.size(), 1u);
    EXPECT_NE(g[0].problems[0].message.find("before another '{' at line 1, column 23"),
              std::string::npos);
}

TEST(PdnParser, AnUnclosedVariationEndsWhereTheNumbersShowTheMainLine) {
    // The second "11." is the main line's: the variation is 23-19 8-11.
    auto g = games_of("10. 11-15 22-18 (10... 23-19 11. 8-11 11. 15x22 25x18 12. 9-14 *");
    ASSERT_EQ(g.size(), 1u);
    const auto& m = g[0].moves;
    ASSERT_EQ(m.size(), 5u);
    EXPECT_EQ(m[2].text, "15x22");
    ASSERT_EQ(m[1].variations.size(), 1u);
    ASSERT_EQ(m[1].variations[0].size(), 2u);
    EXPECT_EQ(m[1].variations[0][1].text, "8-11");
    EXPECT_EQ(g[0].result, "*");
    EXPECT_EQ(
        texts(g[0].problems),
        (std::vector<std::string>{
            "line 1, column 17: '(' not closed before the end of the game: the variation "
            "is taken to end before '15x22' at line 1, column 43, where the move numbers show "
            "the main line going on"}));
    // The main line going on without a number: found from the next numbered move.
    g = games_of("5. 12-16 (5. 10-15 24-20 6. 8-11 24-20 6. 16-19 27-24 1-0");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].moves.size(), 4u);
    EXPECT_EQ(g[0].moves[1].text, "24-20");
    EXPECT_EQ(g[0].moves[2].text, "16-19");
    EXPECT_EQ(g[0].moves[0].variations.at(0).size(), 3u);
    EXPECT_EQ(g[0].result, "1-0");
}

TEST(PdnParser, AnUnclosedVariationWithoutNumbersIsReportedAndKept) {
    auto g = games_of("11-15 (22-18 9-14");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves.size(), 1u);
    ASSERT_EQ(g[0].moves[0].variations.size(), 1u);
    EXPECT_EQ(g[0].moves[0].variations[0].size(), 2u);
    ASSERT_EQ(g[0].problems.size(), 1u);
    EXPECT_NE(g[0].problems[0].message.find("taken to run to there"), std::string::npos);
}

TEST(PdnParser, WordsInTheMovetextAreCommentsAndGluedTextIsSplit) {
    auto g = games_of(
        "1. 11-15 Wow 22-18 2. 15x22 25x18 3. 8-11 29-25 4. 4-8 25-22 5. 12-16 24-20 6. 10-15 "
        "27-24 7. 16-19 23x16 8. 15-19 24x15 9. 9-14 18x9 10. 11x25 32-27 11. 5x14 27-23 12. 6-10 "
        "16-12 13. 8-11 28-24 14. 25-29 30-25 15. 29x22 26x17 16. 11-15 20-16 17. 15-18 "
        "24-20Whiteoversteppedthetimecontrolonthismove. 1-0");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].moves.size(), 34u);
    EXPECT_EQ(g[0].moves[0].comment, "Wow");
    EXPECT_EQ(g[0].moves[33].text, "24-20");
    EXPECT_EQ(g[0].moves[33].comment, "Whiteoversteppedthetimecontrolonthismove.");
    EXPECT_EQ(g[0].result, "1-0");
    ASSERT_EQ(g[0].problems.size(), 2u);
    EXPECT_EQ(g[0].problems[0].message, "'Wow' is not a move: kept as a comment");
    EXPECT_EQ(g[0].problems[1].message,
              "'Whiteoversteppedthetimecontrolonthismove...' glued to the move 24-20: kept as the "
              "move's comment");
}

TEST(PdnParser, MoveStrengthInParenthesesMarksTheMove) {
    auto g = games_of("1. 32-28!? 19-23(!?) 2. 28x19 *");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].moves.size(), 3u);
    EXPECT_EQ(g[0].moves[1].nags, (std::vector<int>{5}));
    EXPECT_TRUE(g[0].moves[1].variations.empty());
    EXPECT_TRUE(g[0].problems.empty());
}

TEST(PdnParser, StrayWordsBetweenGamesAreNoPartOfTheNextGame) {
    auto g = games_of("[Event \"a\"]\n1. 11-15 *\n\nhello\n\n[Event \"b\"]\n1. 11-15 *\n");
    ASSERT_EQ(g.size(), 3u);
    EXPECT_TRUE(g[1].tags.empty());
    EXPECT_TRUE(g[1].moves.empty());
    EXPECT_EQ(g[1].comment, "hello");
    EXPECT_EQ(g[1].line, 4);
    EXPECT_EQ(*g[2].tag("Event"), "b");
    EXPECT_TRUE(g[2].problems.empty());
}

TEST(PdnParser, EndlessInputIsBounded) {
    std::string text = "[Event \"x\"]\n";
    for (int i = 0; i < 10050; ++i) text += "11-15 ";
    auto g = games_of(text + "\n[Event \"y\"]\n{" + std::string(1100000, 'c') + "\n9-14 *");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].moves.size(), 10000u);
    ASSERT_EQ(g[0].problems.size(), 1u);
    EXPECT_EQ(g[0].problems[0].message,
              "more than 10000 moves in a line: the rest of the line is skipped");
    ASSERT_EQ(g[1].moves.size(), 1u);
    EXPECT_EQ(g[1].comment.size(), PdnTokenizer::max_comment_bytes);
    EXPECT_NE(g[1].problems.at(0).message.find("'{' not closed (within 1 MiB)"), std::string::npos);
}

}  // namespace
}  // namespace damascope::importers
