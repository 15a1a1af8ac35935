// Hand-made bad input, each case once a crash, a hang, unbounded memory or an unclear message:
// the reader reports what and where, and goes on with the next game.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "importers/game_file_reader.hpp"
#include "importers/message_text.hpp"

namespace damascope::importers {
namespace {

using namespace testing;

TEST(BadInput, DeepNestingIsCutWithAWarning) {
    for (const char* unit : {"(24-20 ", "(", "( 24-20 8-11 "}) {
        std::string text = "[Event \"deep\"]\n1. 11-15 ";
        for (int i = 0; i < 100000; ++i) text += unit;
        text += "\n\n[Event \"next\"]\n1. 11-15 24-20 *\n";
        auto games = read_pdn_text(text);
        ASSERT_EQ(games.size(), 2u) << unit;
        ASSERT_TRUE(games[0].record) << unit;
        EXPECT_EQ(games[0].record->moves.size(), 1u) << unit;
        EXPECT_LE(games[0].problems.size(), max_problems_per_game + 1) << unit;
        ASSERT_FALSE(games[0].problems.empty());
        EXPECT_EQ(games[0].problems.front().line, 2);
        EXPECT_TRUE(games[0].record->damaged);
        ASSERT_TRUE(games[1].record);
        EXPECT_EQ(games[1].record->tag("Event"), "next");
        EXPECT_EQ(games[1].record->moves.size(), 2u);
    }
    // Nesting within the limit is kept whole.
    std::string text = "1. 11-15 (9-13 (10-14 (12-16 (9-14 (10-15 (11-16 (12-16 ))))))) 24-20 *";
    auto games = read_pdn_text(text);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_TRUE(games[0].problems.empty());
    EXPECT_FALSE(games[0].record->damaged);
    const auto* m = &games[0].record->moves[0];
    int depth = 0;
    while (!m->variations.empty()) {
        m = &m->variations[0][0];
        ++depth;
    }
    EXPECT_EQ(depth, 7);
}

// The moves of the games in a file, for comparing two encodings of the same games.
std::vector<std::vector<std::string>> moves_of_file(const std::string& path) {
    std::vector<std::vector<std::string>> out;
    auto reader = GameFileReader::open(path);
    EXPECT_TRUE(reader) << path;
    if (!reader) return out;
    while (auto g = reader.value()->next()) {
        out.emplace_back();
        if (!g->record) continue;
        EXPECT_FALSE(g->record->stopped) << path;
        for (const auto& m : g->record->moves) out.back().push_back(m.text);
    }
    return out;
}

// Regression files (tests/data/importers/README.md): the real game, broken the way that once
// crashed or misread, must come out as the original.
TEST(BadInput, RegressionFilesReadAsTheirOriginal) {
    const std::string dir = DAMASCOPE_TEST_DATA "/importers/";
    const auto original = moves_of_file(dir + "oca_excerpt.pdn");
    ASSERT_EQ(original.size(), 3u);
    ASSERT_EQ(original[0].size(), 44u);  // 22 moves, 22... 26x17x10x1 0-1
    // Stack overflow with deep nesting (found at 100,000 levels): now cut at 32 with a warning.
    EXPECT_EQ(moves_of_file(dir + "deep_variations.pdn"), original);
    auto deep = GameFileReader::open(dir + "deep_variations.pdn");
    ASSERT_TRUE(deep);
    auto g = deep.value()->next();
    ASSERT_TRUE(g && g->record);
    ASSERT_EQ(g->problems.size(), 1u);
    EXPECT_EQ(g->problems[0].line, 7);
    EXPECT_NE(g->problems[0].message.find("nested more than 32 deep"), std::string::npos);
    // UTF-16 (Windows "Unicode" text) was read as garbage: ply 1 stopped on the BOM.
    auto utf16 = moves_of_file(dir + "utf16le_bom.pdn");
    ASSERT_EQ(utf16.size(), 1u);
    EXPECT_EQ(utf16[0], original[0]);
}

TEST(BadInput, AnEndlessGameIsCutAtItsMemoryBudget) {
    // 300,000 tokens: past the per-game budget (16 MiB, counted with a fixed cost per token).
    std::string text = "[Event \"endless\"]\n1. 11-15 ";
    for (int i = 0; i < 150000; ++i) text += "() ";
    text += "24-20 *\n[Event \"next\"]\n1. 11-15 24-20 *\n";
    auto games = read_pdn_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->moves.size(), 1u);
    bool warned = false;
    for (const auto& p : games[0].problems)
        warned |= p.message == "game longer than 16 MiB: the rest of it is skipped";
    EXPECT_TRUE(warned);
    EXPECT_TRUE(games[0].record->damaged);
    ASSERT_TRUE(games[1].record);
    EXPECT_EQ(games[1].record->tag("Event"), "next");
    EXPECT_EQ(games[1].record->moves.size(), 2u);

    // Over the budget inside a variation: the result after it still ends the game, so the next
    // game (here without tags) is not swallowed.
    text = "1. 11-15 (9-13 ";
    for (int i = 0; i < 150000; ++i) text += "(() ) ";
    text += ") 24-20 *\n1. 9-13 *\n";
    games = read_pdn_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->moves.size(), 1u);
    ASSERT_TRUE(games[1].record);
    ASSERT_EQ(games[1].record->moves.size(), 1u);
    EXPECT_EQ(games[1].record->moves[0].text, "9-13");
}

TEST(BadInput, UnclosedVariationSaysWhereItBegan) {
    auto games = read_pdn_text("[Event \"x\"]\n1. 11-15 24-20\n2. 8-11 (9-13 28-24\n");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    ASSERT_EQ(games[0].problems.size(), 1u);
    EXPECT_EQ(games[0].problems[0].line, 3);
    EXPECT_EQ(games[0].problems[0].column, 9);
    EXPECT_EQ(games[0].problems[0].message.rfind("'(' not closed", 0), 0u);
}

TEST(BadInput, HugeTokensAreQuotedShort) {
    const std::string token(100000, 'x');
    // A word is commentary: kept whole as a comment, quoted short in the report.
    auto games = read_pdn_text("1. 11-15 " + token + " *");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_FALSE(games[0].record->stopped);
    EXPECT_EQ(games[0].record->moves.at(0).comment, token);
    ASSERT_EQ(games[0].problems.size(), 1u);
    EXPECT_LT(games[0].problems[0].message.size(), 500u);
    // A move that is no move stops the game, its reason quoted short.
    games = read_pdn_text("1. 11-15 1" + token + " *");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    ASSERT_TRUE(games[0].record->stopped);
    EXPECT_EQ(games[0].record->stopped->ply, 2);
    EXPECT_LT(games[0].record->stopped->reason.size(), 500u);
    auto fen = read_pdn_text("[GameType \"21\"]\n[FEN \"W:W" + std::string(100000, '1') +
                             ":B2\"]\n1. 11-15 *");
    ASSERT_EQ(fen.size(), 1u);
    EXPECT_FALSE(fen[0].record);
    EXPECT_LT(fen[0].skip_reason.size(), 500u);
    EXPECT_EQ(fen[0].skip_reason.rfind("FEN \"W:W111", 0), 0u) << fen[0].skip_reason;
}

TEST(BadInput, HugeNumbersDoNotOverflow) {
    auto games = read_pdn_text(
        "1. 11-15 $999999999999 24-20 99999999999999999999. 8-11 $18446744073709551616 *");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_FALSE(games[0].record->stopped) << games[0].record->stopped->reason;
    EXPECT_EQ(games[0].record->moves.size(), 3u);
    EXPECT_TRUE(games[0].record->moves[0].nags.empty());
    ASSERT_EQ(games[0].problems.size(), 2u);
    EXPECT_EQ(games[0].problems[0].text(),
              "line 1, column 10: NAG '$999999999999' is out of range, ignored");
    EXPECT_EQ(games[0].problems[1].text(),
              "line 1, column 57: NAG '$18446744073709551616' is out of range, ignored");
}

std::string utf16(const std::string& s, bool big_endian, bool bom) {
    std::string out;
    if (bom) out += big_endian ? "\xFE\xFF" : "\xFF\xFE";
    for (std::size_t i = 0; i < s.size(); ++i) {
        // UTF-8 to UTF-16 for the characters used here: ASCII and two-byte sequences.
        unsigned cp = static_cast<unsigned char>(s[i]);
        if (cp >= 0xC0) cp = ((cp & 0x1Fu) << 6) | (static_cast<unsigned char>(s[++i]) & 0x3Fu);
        const char hi = static_cast<char>(cp >> 8), lo = static_cast<char>(cp & 0xFF);
        out += big_endian ? hi : lo;
        out += big_endian ? lo : hi;
    }
    return out;
}

TEST(BadInput, Utf16FilesAreDecoded) {
    const std::string text =
        "[Event \"Istanbul\"]\r\n[White \"\xC3\x96zg\xC3\xBCr\"]\r\n1. 11-15 24-20 2. 8-11 *\r\n";
    for (bool be : {false, true}) {
        for (bool bom : {true, false}) {
            auto games = read_pdn_text(utf16(text, be, bom));
            ASSERT_EQ(games.size(), 1u) << be << bom;
            ASSERT_TRUE(games[0].record) << be << bom;
            EXPECT_EQ(games[0].record->tag("White"), "\xC3\x96zg\xC3\xBCr");
            EXPECT_EQ(games[0].record->moves.size(), 3u);
            EXPECT_FALSE(games[0].record->stopped);
        }
    }
    // A lone surrogate and an odd last byte become U+FFFD, nothing worse.
    static const char lone[] = "\xFF\xFE[\0A\0 \0\"\0\x00\xD8\"\0]\0\n\0x";
    auto games = read_pdn_text(std::string(lone, sizeof lone - 1));
    ASSERT_EQ(games.size(), 1u);
}

TEST(BadInput, Utf16FileReportsItsRawSize) {
    TempDir dir;
    const std::string text = utf16("[Event \"x\"]\n1. 11-15 24-20 *\n", false, true);
    auto reader = GameFileReader::open(dir.write("u.pdn", text));
    ASSERT_TRUE(reader);
    auto g = reader.value()->next();
    ASSERT_TRUE(g && g->record);
    EXPECT_EQ(g->record->moves.size(), 2u);
    EXPECT_FALSE(reader.value()->next());
    EXPECT_EQ(reader.value()->bytes_read(), text.size());
    EXPECT_EQ(reader.value()->total_bytes(), text.size());
}

TEST(BadInput, StrayJunkBetweenGamesIsReportedOnItsOwn) {
    // Between games: a skipped entry of its own; the next game is not damaged by it.
    auto games = read_pdn_text("[Event \"a\"]\n1. 11-15 *\n\n} ) ]\n\n[Event \"b\"]\n1. 11-15 *\n");
    ASSERT_EQ(games.size(), 3u);
    EXPECT_FALSE(games[1].record);
    EXPECT_TRUE(games[1].junk);
    EXPECT_EQ(games[1].line, 4);
    EXPECT_EQ(games[1].skip_reason,
              "not a game: no tags and no moves, only unexpected '}', ignored; skipped");
    ASSERT_TRUE(games[2].record);
    EXPECT_EQ(games[2].record->tag("Event"), "b");
    EXPECT_TRUE(games[2].problems.empty());
    EXPECT_FALSE(games[2].record->damaged);
    // At the end of the file: the same, not silence.
    games = read_pdn_text("[Event \"a\"]\n1. 11-15 *\n\n} ) ]\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_FALSE(games[1].record);
    EXPECT_TRUE(games[1].junk);
    EXPECT_EQ(games[1].line, 4);
}

TEST(BadInput, ShownQuotesShortAndPrintable) {
    EXPECT_EQ(shown("11-15"), "11-15");
    EXPECT_EQ(shown(std::string("a\0b", 3)), "a\\x00b");
    EXPECT_EQ(shown(std::string(100, 'x'), 10), std::string(10, 'x') + "...");
    EXPECT_EQ(shown("\xC3\xA9\xC3\xA9", 3), "\xC3\xA9\xC3\xA9");  // never half a character
    // Bytes that are not UTF-8 (a cut character, a stray byte) become U+FFFD.
    EXPECT_EQ(shown("11\xE2\x80"), "11\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(shown("\xFFx"), "\xEF\xBF\xBDx");
    std::vector<ReadProblem> p;
    for (int i = 0; i < 200; ++i) add_problem(p, {1, 0, "w"});
    ASSERT_EQ(p.size(), max_problems_per_game + 1);
    EXPECT_EQ(p.back().text(), "line 1: further problems in this game are not listed");
}

}  // namespace
}  // namespace damascope::importers
