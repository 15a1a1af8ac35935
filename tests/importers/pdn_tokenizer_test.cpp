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

TEST(PdnTokenizer, UnclosedCommentStopsAtNextGame) {
    auto t = tokens_of("11-15 {never closed\n22-18\n[Event \"next\"]\n9-14");
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[1].kind, TokenKind::error);
    EXPECT_EQ(t[1].line, 1);
    EXPECT_EQ(t[1].column, 7);
    EXPECT_EQ(t[2].kind, TokenKind::tag);
    EXPECT_EQ(t[2].value, "next");
}

TEST(PdnTokenizer, MalformedTagIsFlagged) {
    auto t = tokens_of("[Event \"no end\n[Site \"ok\"]\n[Round \"3]\n[ ]");
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[0].kind, TokenKind::tag);
    EXPECT_EQ(t[0].nag, 1);
    EXPECT_EQ(t[0].value, "no end");
    EXPECT_EQ(t[1].nag, 0);
    EXPECT_EQ(t[2].value, "3");
    EXPECT_EQ(t[2].nag, 1);
    EXPECT_EQ(t[3].kind, TokenKind::error);
}

}  // namespace
}  // namespace damascope::importers
