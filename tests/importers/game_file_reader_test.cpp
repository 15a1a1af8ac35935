#include "importers/game_file_reader.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace damascope::importers {
namespace {

const std::string data = DAMASCOPE_TEST_DATA "/importers/";

std::vector<ReadGame> read_file(const std::string& path) {
    auto reader = GameFileReader::open(path);
    EXPECT_TRUE(reader.ok()) << (reader.ok() ? "" : reader.error());
    std::vector<ReadGame> out;
    if (!reader.ok()) return out;
    while (auto g = reader.value()->next()) out.push_back(std::move(*g));
    EXPECT_EQ(reader.value()->bytes_read(), reader.value()->total_bytes());
    return out;
}

std::string write_temp(const std::string& name, const std::string& bytes) {
    std::string path = testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

TEST(GameFileReader, OpenErrorsSayWhy) {
    auto missing = GameFileReader::open("/nonexistent/dir/games.pdn");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("/nonexistent/dir/games.pdn"), std::string::npos);
    auto folder = GameFileReader::open(testing::TempDir());
    ASSERT_FALSE(folder.ok());
    EXPECT_NE(folder.error().find("folder"), std::string::npos);
}

TEST(GameFileReader, Windows1252CrlfAndBom) {
    auto path = write_temp(
        "cp1252.pdn",
        "\xEF\xBB\xBF[Event \"Caf\xE9 match\"]\r\n[White \"Ren\xE9\"]\r\n[Black \"Zo\xEB\"]\r\n"
        "[Result \"1-0\"]\r\n\r\n1. 11-15 24-20 {bien jou\xE9} 1-0\r\n");
    auto games = read_file(path);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->tag("Event"), "Café match");
    EXPECT_EQ(games[0].record->tag("White"), "René");
    EXPECT_EQ(games[0].record->tag("Black"), "Zoë");
    EXPECT_EQ(games[0].record->moves[1].comment, "bien joué");
    EXPECT_EQ(games[0].line, 1);
}

TEST(GameFileReader, CrOnlyLineEnds) {
    auto games = read_file(
        write_temp("cr.pdn", "[Event \"a\"]\r1. 11-15 24-20 *\r\r[Event \"b\"]\r9-14 *\r"));
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[1].line, 4);
    EXPECT_EQ(games[1].record->tag("Event"), "b");
}

TEST(GameFileReader, OcaExcerpt) {
    auto games = read_file(data + "oca_excerpt.pdn");
    ASSERT_EQ(games.size(), 3u);
    const auto& first = *games[0].record;
    EXPECT_EQ(first.variant, core::Variant::dhama);
    EXPECT_EQ(first.tag("Date"), "1841-?\?-??");
    EXPECT_EQ(first.tag("Black"), "Moorhead, W.");
    EXPECT_EQ(first.result, "0-1");
    EXPECT_EQ(first.outcome, core::Outcome::white_wins);  // 0-1: White (Wyllie) won
    EXPECT_EQ(first.moves.size(), 44u);
    EXPECT_EQ(first.moves.back().text, "26x17x10x1");
    EXPECT_EQ(first.moves.back().move.capture_count(), 3);
    EXPECT_EQ(games[1].line, 13);
    EXPECT_EQ(games[1].record->result, "1/2-1/2");
    for (const auto& g : games) EXPECT_FALSE(g.record->stopped);
}

TEST(GameFileReader, OcaComments) {
    auto games = read_file(data + "oca_comments.pdn");
    ASSERT_EQ(games.size(), 2u);
    const auto& a = *games[0].record;
    EXPECT_EQ(a.moves[64].text, "22-17");
    EXPECT_EQ(a.moves[64].comment, "1-5 would have won - Tonar.");
    const auto& b = *games[1].record;
    EXPECT_EQ(b.moves.back().comment,
              "Theposition is drawn but McMillan playedthe illegan 17-22 allowing Tonartohuff.");
    EXPECT_EQ(b.result, "1-0");
    EXPECT_EQ(b.outcome, core::Outcome::black_wins);
}

TEST(GameFileReader, TrapsExcerptCapturesWrittenWithDash) {
    auto games = read_file(data + "traps_excerpt.pdn");
    ASSERT_EQ(games.size(), 2u);
    const auto& g = *games[0].record;
    EXPECT_FALSE(g.stopped);
    EXPECT_EQ(g.comment, "Red to play and win.");
    EXPECT_EQ(g.result, "1-0");  // no Result tag: from the movetext
    EXPECT_EQ(g.moves[4].comment, "The Whilter");
    EXPECT_EQ(g.moves[15].text, "23-14");
    EXPECT_EQ(g.moves[15].move.capture_count(), 1);  // a capture written with '-'
}

TEST(GameFileReader, PayneBareYearDate) {
    auto games = read_file(data + "payne_excerpt.pdn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].record->tag("Date"), "1756");
    EXPECT_EQ(games[0].record->moves.size(), 53u);
    EXPECT_FALSE(games[0].record->stopped);
}

TEST(GameFileReader, GemSetupWithTrailingDot) {
    auto games = read_file(data + "gem_excerpt.pdn");
    ASSERT_EQ(games.size(), 2u);
    const auto& g = *games[1].record;
    EXPECT_EQ(g.start_fen, "B:WK32,13,12:BK6,4,3.");
    EXPECT_EQ(g.start.side_to_move(), core::Color::black);
    EXPECT_EQ(core::popcount(g.start.pieces(core::Color::white)), 3);
    EXPECT_EQ(core::popcount(g.start.kings(core::Color::white)), 1);
    EXPECT_EQ(g.result, "1-0");
}

TEST(GameFileReader, TenByTenSamplesAreUnsupported) {
    for (const char* f : {"linecomment.pdn", "movestrength.pdn", "unicode.pdn", "variation.pdn"}) {
        auto games = read_file(data + f);
        ASSERT_EQ(games.size(), 1u) << f;
        EXPECT_TRUE(games[0].unsupported) << f;
        EXPECT_FALSE(games[0].record) << f;
        EXPECT_NE(games[0].skip_reason.find("10x10"), std::string::npos) << f;
    }
}

TEST(GameFileReader, UnicodeNamesKept) {
    // The same tags on an English-draughts game: names survive as UTF-8.
    auto games = read_pdn_text("[White \"Сергей Фадеев\"]\n[Black \"高文龙\"]\n1. 11-15 *");
    ASSERT_TRUE(games[0].record);
    EXPECT_EQ(games[0].record->tag("White"), "Сергей Фадеев");
    EXPECT_EQ(games[0].record->tag("Black"), "高文龙");
}

}  // namespace
}  // namespace damascope::importers
