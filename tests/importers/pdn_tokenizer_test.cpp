#include "importers/pdn_tokenizer.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace damascope::importers {
namespace {

std::vector<Token> tokens_of(std::string_view text) {
    MemoryByteSource src(text);
    LineReader lines(src);
    PdnTokenizer tok(lines);
    std::vector<Token> out;
    Token t;
    while (tok.next(t)) out.push_back(t);
    return out;
}

TEST(PdnTokenizer, TagsWithEscapedQuotes) {
    auto t = tokens_of("[Event \"The \\\"Big\\\" Shot \\\\ 2\"]\n[Date \"1841-?\?-??\"]");
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t[0].kind, TokenKind::tag);
    EXPECT_EQ(t[0].text, "Event");
    EXPECT_EQ(t[0].value, "The \"Big\" Shot \\ 2");
    EXPECT_EQ(t[1].value, "1841-?\?-??");
    EXPECT_EQ(t[1].line, 2);
    EXPECT_EQ(t[1].column, 1);
}

TEST(PdnTokenizer, MoveNumbersSeparateAndGlued) {
    auto t = tokens_of("1. 11-15 23-19 12.32-28 1... 9-14 2.");
    std::vector<TokenKind> kinds;
    for (const auto& x : t) kinds.push_back(x.kind);
    EXPECT_EQ(kinds, (std::vector<TokenKind>{TokenKind::move_number, TokenKind::move,
                                             TokenKind::move, TokenKind::move_number,
                                             TokenKind::move, TokenKind::move_number,
                                             TokenKind::move, TokenKind::move_number}));
    EXPECT_EQ(t[3].nag, 12);
    EXPECT_EQ(t[4].text, "32-28");
    EXPECT_EQ(t[4].column, 19);
    EXPECT_EQ(t[5].nag, 1);
    EXPECT_EQ(t[6].text, "9-14");
}

TEST(PdnTokenizer, BareNumbersAreMoveNumbers) {
    auto t = tokens_of("1 11-15 23-19 2 9-14");
    ASSERT_EQ(t.size(), 5u);
    EXPECT_EQ(t[0].kind, TokenKind::move_number);
    EXPECT_EQ(t[3].kind, TokenKind::move_number);
    EXPECT_EQ(t[3].nag, 2);
    EXPECT_EQ(t[4].text, "9-14");
}

TEST(PdnTokenizer, CommentsOverLinesAndLineComments) {
    auto t = tokens_of("11-15 {a comment\nover two lines} 23-19 ; rest of line\n9-14");
    ASSERT_EQ(t.size(), 5u);
    EXPECT_EQ(t[1].kind, TokenKind::comment);
    EXPECT_EQ(t[1].text, "a comment over two lines");
    EXPECT_EQ(t[1].line, 1);
    EXPECT_EQ(t[3].kind, TokenKind::comment);
    EXPECT_EQ(t[3].text, " rest of line");
    EXPECT_EQ(t[4].text, "9-14");
    EXPECT_EQ(t[4].line, 3);
}

TEST(PdnTokenizer, NagsAndMoveMarksGluedToMoves) {
    auto t = tokens_of("9-14! 22-17? 11-15!! 25-22?? 8-11!? 17-13?! 4-8 $14");
    std::vector<int> nags;
    std::vector<std::string> moves;
    for (const auto& x : t) {
        if (x.kind == TokenKind::nag) nags.push_back(x.nag);
        if (x.kind == TokenKind::move) moves.push_back(x.text);
    }
    EXPECT_EQ(nags, (std::vector<int>{1, 2, 3, 4, 5, 6, 14}));
    EXPECT_EQ(moves, (std::vector<std::string>{"9-14", "22-17", "11-15", "25-22", "8-11", "17-13",
                                               "4-8"}));
}

TEST(PdnTokenizer, CommentGluedToMove) {
    auto t = tokens_of("9-14{good}22-17(23-19)");
    ASSERT_EQ(t.size(), 6u);
    EXPECT_EQ(t[0].text, "9-14");
    EXPECT_EQ(t[1].kind, TokenKind::comment);
    EXPECT_EQ(t[2].text, "22-17");
    EXPECT_EQ(t[3].kind, TokenKind::open_variation);
    EXPECT_EQ(t[4].text, "23-19");
    EXPECT_EQ(t[5].kind, TokenKind::close_variation);
}

TEST(PdnTokenizer, Results) {
    for (const char* r : {"1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"}) {
        auto t = tokens_of(std::string("26x17x10x1 ") + r);
        ASSERT_EQ(t.size(), 2u) << r;
        EXPECT_EQ(t[0].kind, TokenKind::move);
        EXPECT_EQ(t[1].kind, TokenKind::result) << r;
        EXPECT_EQ(t[1].text, r);
    }
}

TEST(PdnTokenizer, EscapeLinesAreSkipped) {
    auto t = tokens_of("% Board game: International Draughts 10x10\n[Date \"2012.02.01\"]");
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t[0].text, "Date");
}

TEST(PdnTokenizer, UnclosedCommentEndsWhereTheMovesGoOn) {
    auto t = tokens_of("11-15 {never closed\n22-18\n[Event \"next\"]\n9-14");
    ASSERT_EQ(t.size(), 5u);
    EXPECT_EQ(t[1].kind, TokenKind::comment);
    EXPECT_EQ(t[1].text, "never closed");
    EXPECT_EQ(t[1].line, 1);
    EXPECT_EQ(t[1].column, 7);
    EXPECT_NE(t[1].problem.find("'{' not closed"), std::string::npos);
    EXPECT_EQ(t[2].kind, TokenKind::move);
    EXPECT_EQ(t[2].text, "22-18");
    EXPECT_EQ(t[2].line, 2);
    EXPECT_EQ(t[3].kind, TokenKind::tag);
    EXPECT_EQ(t[3].value, "next");
    EXPECT_EQ(t[3].line, 3);
    EXPECT_EQ(t[4].line, 4);
}

TEST(PdnTokenizer, MalformedTagIsFlagged) {
    auto t = tokens_of("[Event \"no end\n[Site \"ok\"]\n[Round \"3]\n[ ]");
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[0].kind, TokenKind::tag);
    EXPECT_EQ(t[0].problem, "malformed tag Event (no closing '\"'), read as [Event \"no end\"]");
    EXPECT_EQ(t[0].value, "no end");
    EXPECT_TRUE(t[1].problem.empty());
    EXPECT_EQ(t[2].value, "3");
    EXPECT_FALSE(t[2].problem.empty());
    EXPECT_EQ(t[3].kind, TokenKind::error);
}

TEST(PdnTokenizer, ALongTagValueIsCutOnACharacterBoundary) {
    // 5 MB: longer than a line piece of the LineReader, so the tag spans two pieces.
    std::string value;
    while (value.size() < 5'000'000) value += "\xC3\xA9";  // é
    auto t = tokens_of("[Event \"" + value + "\"]\n1. 11-15 *");
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[0].kind, TokenKind::tag);
    EXPECT_EQ(t[0].value.size(), PdnTokenizer::max_tag_value_bytes);
    EXPECT_TRUE(is_valid_utf8(t[0].value));
    EXPECT_EQ(t[0].problem,
              "value of the tag Event is 5000000 bytes long: cut to its first 4096 "
              "(a tag value is at most 4096 bytes)");
    EXPECT_EQ(t[1].kind, TokenKind::move_number);
    EXPECT_EQ(t[1].line, 2);
}

// Found by fuzzing (tests/fuzz/regressions): a cut falling inside a character kept half of it.
TEST(PdnTokenizer, ACutNeverSplitsACharacter) {
    std::string value = "x", name = "NN";
    while (value.size() < 5000) value += "\xC3\xA9";   // é, one byte off the 4096 boundary
    while (name.size() < 300) name += "\xE2\x80\x93";  // an en-dash, one byte off 256
    auto t = tokens_of("[" + name + " \"" + value + "\"]\n1. 11-15 *");
    ASSERT_GE(t.size(), 1u);
    EXPECT_EQ(t[0].kind, TokenKind::tag);
    EXPECT_TRUE(is_valid_utf8(t[0].text));
    EXPECT_TRUE(is_valid_utf8(t[0].value));
    EXPECT_EQ(t[0].value.size(), PdnTokenizer::max_tag_value_bytes - 1);
    EXPECT_EQ(t[0].text.size(), 2u + 84 * 3);  // the en-dashes that fit whole in 256 bytes
}

TEST(PdnTokenizer, TextGluedToAMoveIsTheNextWord) {
    auto t =
        tokens_of("8-11Redoversteppedthetimecontrolonthismove. 24-1920.11-16 c3-d4Resigns 9-14");
    std::vector<std::pair<TokenKind, std::string>> got;
    for (const auto& x : t) got.emplace_back(x.kind, x.text);
    EXPECT_EQ(got, (std::vector<std::pair<TokenKind, std::string>>{
                       {TokenKind::move, "8-11"},
                       {TokenKind::word, "Redoversteppedthetimecontrolonthismove."},
                       {TokenKind::move, "24-19"},
                       {TokenKind::move_number, "20."},
                       {TokenKind::move, "11-16"},
                       {TokenKind::move, "c3-d4"},
                       {TokenKind::word, "Resigns"},
                       {TokenKind::move, "9-14"}}));
    EXPECT_EQ(t[1].value, "8-11");
    EXPECT_EQ(t[1].column, 5);
    EXPECT_EQ(t[6].value, "c3-d4");
}

TEST(PdnTokenizer, WordsThatAreNoMoves) {
    auto t = tokens_of("hello 11-15 \xE2\x80\x94 33-28x 1841");
    ASSERT_EQ(t.size(), 6u);
    EXPECT_EQ(t[0].kind, TokenKind::word);
    EXPECT_TRUE(t[0].value.empty());
    EXPECT_EQ(t[1].kind, TokenKind::move);
    EXPECT_EQ(t[2].kind, TokenKind::word);  // a dash alone
    EXPECT_EQ(t[3].kind, TokenKind::move);  // looks like a move: the replay says what is wrong
    EXPECT_EQ(t[3].text, "33-28");
    EXPECT_EQ(t[4].kind, TokenKind::word);  // the "x" after it, glued
    EXPECT_EQ(t[4].value, "33-28");
    EXPECT_EQ(t[5].kind, TokenKind::move_number);  // one number is never a move
}

}  // namespace
}  // namespace damascope::importers
