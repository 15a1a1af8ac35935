// The PDN writer on games made for the purpose: the exact text of a small game, comments that PDN
// cannot hold between braces, tags with quotes, set-up positions, Dama's two rule sets, and an
// annotation edited in a real database and read back byte for byte.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"
#include "export/pdn_writer.hpp"
#include "export_test_support.hpp"

namespace damascope::exporting {
namespace {

core::GameRecord read_one(const std::string& pdn) {
    auto games = importers::read_pdn_text(pdn);
    EXPECT_EQ(games.size(), 1u) << pdn;
    if (games.empty() || !games[0].record) {
        ADD_FAILURE() << "not read back: " << pdn;
        return {};
    }
    EXPECT_TRUE(games[0].problems.empty()) << games[0].problems.front().message << " in\n" << pdn;
    return *games[0].record;
}

// The game's text after the tags.
std::string movetext(const std::string& pdn) {
    return pdn.substr(pdn.find("\n\n") + 2);
}

constexpr const char* small_dama_game =
    "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    "1. c3-c4 {opening} f6-f5 2. b3-b4 (2. d3-d4 $1 {fine}) b6-b5 *\n";

TEST(PdnWriter, WritesASmallGameAsAPersonWould) {
    const auto g = read_one(small_dama_game);
    ASSERT_EQ(g.moves.size(), 4u);
    const std::string pdn = game_to_pdn(g);
    // The tags as read, GameType added; move numbers again after a comment or a variation.
    EXPECT_EQ(pdn,
              "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[GameType \"30\"]\n"
              "\n1. c3-c4 {opening} 1... f6-f5 2. b3-b4 (2. d3-d4 $1 {fine}) 2... b6-b5 *\n");
}

TEST(PdnWriter, CommentsWithBracesBecomeLineCommentsAndReadBackByteForByte) {
    auto g = read_one(small_dama_game);
    const std::string nasty = "a}b {c} 100% \"q\" back\\slash ;semi";
    g.moves[0].comment = nasty;
    g.moves[2].variations[0][0].comment_before = "}{";
    const std::string pdn = game_to_pdn(g);
    EXPECT_NE(movetext(pdn).find("1. c3-c4 ; a}b {c} 100% \"q\" back\\slash ;semi\n1... f6-f5"),
              std::string::npos)
        << pdn;
    EXPECT_NE(pdn.find("(; }{\n2. d3-d4"), std::string::npos) << pdn;
    const auto back = read_one(pdn);
    ASSERT_EQ(back.moves.size(), 4u);
    EXPECT_EQ(back.moves[0].comment, nasty);
    ASSERT_EQ(back.moves[2].variations.size(), 1u);
    EXPECT_EQ(back.moves[2].variations[0][0].comment_before, "}{");
    EXPECT_EQ(back.moves[2].variations[0][0].comment, "fine");
}

TEST(PdnWriter, LongCommentsAreWrappedAndReadBackTheSame) {
    auto g = read_one(small_dama_game);
    std::string words;
    for (int i = 0; i < 40; ++i) words += "word" + std::to_string(i) + (i % 7 == 6 ? "  " : " ");
    words += "[Tag \"like\"] %percent [%cal Gc3c5] end";
    g.moves[1].comment = words;
    g.moves[3].comment = words + " with } a brace";
    const std::string pdn = game_to_pdn(g);
    std::istringstream in(movetext(pdn));
    std::string line;
    int lines = 0;
    while (std::getline(in, line)) {
        ++lines;
        EXPECT_LE(line.size(), 80u) << line;
        // A line that looked like a tag pair or a PDN escape line would be read as one.
        EXPECT_NE(line.front(), '[') << line;
        EXPECT_NE(line.front(), '%') << line;
    }
    EXPECT_GT(lines, 6);
    const auto back = read_one(pdn);
    ASSERT_EQ(back.moves.size(), 4u);
    EXPECT_EQ(back.moves[1].comment, words);
    EXPECT_EQ(back.moves[3].comment, words + " with } a brace");
}

TEST(PdnWriter, ALineBreakInACommentIsASpace) {
    auto g = read_one(small_dama_game);
    g.moves[0].comment = "two\nlines";
    EXPECT_EQ(read_one(game_to_pdn(g)).moves[0].comment, "two lines");
}

TEST(PdnWriter, TagValuesWithQuotesAndBackslashesSurvive) {
    auto g = read_one(small_dama_game);
    g.tags[0].second = "The \"Big\" C:\\Club";
    const std::string pdn = game_to_pdn(g);
    EXPECT_NE(pdn.find("[Event \"The \\\"Big\\\" C:\\\\Club\"]"), std::string::npos) << pdn;
    EXPECT_EQ(read_one(pdn).tag("Event"), "The \"Big\" C:\\Club");
}

TEST(PdnWriter, SetUpPositionsAndTheSecondMoverFirst) {
    // Dhama with White (the second mover) to move: the movetext starts "1...".
    const auto g = read_one("[GameType \"21\"]\n[FEN \"W:W22:B9\"]\n\n1... 22-18 9-14 *\n");
    ASSERT_EQ(g.moves.size(), 2u);
    const std::string pdn = game_to_pdn(g);
    EXPECT_NE(pdn.find("[SetUp \"1\"]"), std::string::npos) << pdn;
    EXPECT_EQ(movetext(pdn), "1... 22-18 2. 9-14 *\n");
    const auto back = read_one(pdn);
    EXPECT_TRUE(back.start == core::parse_fen(core::Variant::dhama, "W:W22:B9").value());
    EXPECT_TRUE(core::parse_fen(core::Variant::dhama, back.tag("FEN")).value() == back.start);
    testing::expect_same_game(g, back, "set-up Dhama game");
}

TEST(PdnWriter, DamaUnderTheFederationsRulesSaysSo) {
    // A game read as Turkish by its tag keeps it; one forced to the Arab rules is written so.
    auto games = importers::read_pdn_text(
        "[GameType \"30\"]\n[Rules \"federation\"]\n\n1. c3-c4 f6-f5 *\n", {});
    ASSERT_TRUE(games.at(0).record);
    auto g = *games[0].record;
    ASSERT_EQ(g.variant, core::Variant::turkish);
    EXPECT_NE(game_to_pdn(g).find("[Rules \"federation\"]"), std::string::npos);
    g.tags.clear();
    EXPECT_NE(game_to_pdn(g).find("[Rules \"turkish\"]"), std::string::npos);
    EXPECT_EQ(read_one(game_to_pdn(g)).variant, core::Variant::turkish);
    g.variant = core::Variant::dama;
    g.start = g.start.with_variant(core::Variant::dama);
    g.tags = {{"Rules", "turkish"}};
    const std::string arab = game_to_pdn(g);
    EXPECT_NE(arab.find("[Rules \"arab\"]"), std::string::npos) << arab;
    EXPECT_EQ(read_one(arab).variant, core::Variant::dama);
}

TEST(PdnWriter, ManyGamesToAFile) {
    const auto a = read_one(small_dama_game);
    const auto b = read_one("[GameType \"21\"]\n\n1. 11-15 23-19 1-0\n");
    const std::vector<core::GameRecord> games{a, b};
    const std::string path = ::testing::TempDir() + "export_many.pdn";
    auto written = write_pdn_file(path, games);
    ASSERT_TRUE(written.ok()) << written.error();
    EXPECT_EQ(*written, 2u);
    const auto back = testing::read_records(path);
    ASSERT_EQ(back.size(), 2u);
    testing::expect_same_game(a, back[0], "first");
    testing::expect_same_game(b, back[1], "second");
    EXPECT_EQ(back[1].variant, core::Variant::dhama);
    std::filesystem::remove(path);
    EXPECT_FALSE(write_pdn_file("/nonexistent-folder/x.pdn", games).ok());
}

// An annotation as `annotate` or the app stores it (update_game), exported and imported again:
// every byte of the comment, the arrow in it, the glyph and the variation's leading comment.
TEST(PdnWriter, AnAnnotationEditedInTheDatabaseSurvivesExportAndReimport) {
    const std::string db_path = ::testing::TempDir() + "export_annotate.damascope";
    std::filesystem::remove(db_path);
    auto db = database::GameDatabase::open(db_path);
    ASSERT_TRUE(db.ok()) << db.error();
    std::int64_t id = 0;
    ASSERT_TRUE(db.value().add_game(read_one(small_dama_game), &id).ok());
    auto g = db->load_game(id).value();
    const std::string text =
        "\u0642\u0627\u0644: {\u0644\u0627} 100% \"quoted\" back\\slash }{ \u2014 done";
    const core::Arrow arrow{*core::parse_square(core::Variant::dama, "c3"),
                            *core::parse_square(core::Variant::dama, "c5"), core::MarkColour::red};
    g.moves[1].comment = core::toggle_arrow(g.variant, text, arrow);
    core::toggle_nag(g.moves[1].nags, *core::parse_nag("!?"));
    g.moves[2].variations[0][0].comment_before = "\u0628\u062f\u064a\u0644 {alt}";
    ASSERT_TRUE(db.value().update_game(id, g).ok());
    const auto stored = db->load_game(id).value();
    ASSERT_EQ(stored.moves[1].comment, text + " [%cal Rc3c5]");

    const auto back = read_one(game_to_pdn(stored));
    testing::expect_same_game(stored, back, "annotated game");
    EXPECT_EQ(back.moves[1].comment, text + " [%cal Rc3c5]");
    const auto parts = core::split_comment(back.variant, back.moves[1].comment);
    EXPECT_EQ(parts.text, text);
    ASSERT_EQ(parts.arrows.size(), 1u);
    EXPECT_EQ(parts.arrows[0], arrow);
    EXPECT_EQ(back.moves[1].nags, std::vector<int>{5});
    EXPECT_EQ(back.moves[2].variations.at(0).at(0).comment_before,
              "\u0628\u062f\u064a\u0644 {alt}");
    std::filesystem::remove(db_path);
}

}  // namespace
}  // namespace damascope::exporting
