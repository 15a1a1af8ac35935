#include "importers/variant_detection.hpp"

#include <gtest/gtest.h>

#include "importers/game_file_reader.hpp"

namespace damascope::importers {
namespace {

RawGame game(std::vector<std::pair<std::string, std::string>> tags,
             std::vector<std::string> moves) {
    RawGame g;
    g.tags = std::move(tags);
    for (auto& m : moves) {
        RawMove& raw = g.moves.emplace_back();
        raw.text = m;
        raw.line = 1;
        raw.column = 1;
    }
    return g;
}

TEST(VariantDetection, GameTypeTag) {
    EXPECT_EQ(detect_variant(game({{"GameType", "21"}}, {})).variant, core::Variant::dhama);
    EXPECT_EQ(detect_variant(game({{"GameType", "21,W,8,8,N1,0"}}, {})).variant,
              core::Variant::dhama);
    EXPECT_EQ(detect_variant(game({{"GameType", "30"}}, {})).variant, core::Variant::dama);
    auto intl = detect_variant(game({{"GameType", "20"}}, {"32-28"}));
    EXPECT_FALSE(intl.variant);
    EXPECT_EQ(intl.unsupported_reason,
              "GameType 20 (international draughts) is not supported (21 = Dhama, 30 = Dama)");
    EXPECT_FALSE(detect_variant(game({{"GameType", "25"}}, {"c3-d4"})).variant);
    // GameType wins over the look of the moves.
    EXPECT_EQ(detect_variant(game({{"GameType", "30"}}, {"11-15"})).variant, core::Variant::dama);
}

TEST(VariantDetection, FromTheNotation) {
    EXPECT_EQ(detect_variant(game({}, {"d3-d4", "d6-d5"})).variant, core::Variant::dama);
    EXPECT_EQ(detect_variant(game({}, {"11-15", "23-19"})).variant, core::Variant::dhama);
    EXPECT_EQ(detect_variant(game({{"FEN", "W:Wa2,b2,Kd5:Bh7"}}, {})).variant, core::Variant::dama);
    EXPECT_EQ(detect_variant(game({{"FEN", "B:W21-32:B1-12"}}, {})).variant, core::Variant::dhama);
    EXPECT_EQ(detect_variant(game({}, {})).variant,
              core::Variant::dhama);  // English-draughts default
}

TEST(VariantDetection, TenByTenGamesAreUnsupported) {
    auto high = detect_variant(game({}, {"32-28", "19-23", "38-32"}));
    EXPECT_FALSE(high.variant);
    EXPECT_NE(high.unsupported_reason.find("38"), std::string::npos);
    EXPECT_FALSE(detect_variant(game({{"FEN", "W:W31-50:B1-20"}}, {})).variant);
    // White opening from 31-35: impossible as a first move of English draughts (Black starts).
    EXPECT_FALSE(detect_variant(game({}, {"32-28", "19-23"})).variant);
    // ... but with a set-up position it may be a real Dhama move.
    EXPECT_EQ(detect_variant(game({{"FEN", "W:W32:B1"}}, {"32-28"})).variant, core::Variant::dhama);
}

TEST(VariantDetection, UnsupportedGamesAreSkippedNotMisread) {
    auto games = read_pdn_text(
        "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n"
        "[GameType \"21\"]\n1. 11-15 *\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_TRUE(games[0].unsupported);
    EXPECT_FALSE(games[0].record);
    EXPECT_EQ(games[0].skip_reason,
              "GameType 20 (international draughts) is not supported (21 = Dhama, 30 = Dama)");
    EXPECT_TRUE(games[1].record);
}

}  // namespace
}  // namespace damascope::importers
