// The file name File > Export proposes: of the game, the event or the database, never a fixed one.
#include <gtest/gtest.h>

#include "gui/export_actions.hpp"

namespace damascope::gui {
namespace {

core::GameRecord game_of(std::vector<std::pair<std::string, std::string>> tags) {
    core::GameRecord g;
    g.tags = std::move(tags);
    return g;
}

TEST(ExportName, OneGameIsNamedByItsPlayers) {
    const auto g = game_of(
        {{"Event", "Ankara Open 2024"}, {"White", "Saad Al-Otaibi"}, {"Black", "سعد العتيبي"}});
    EXPECT_EQ(
        export_file_name(ExportFormat::html, ExportScope::this_game, g, 0, "/d/games.damascope"),
        "Saad Al-Otaibi - سعد العتيبي.html");
    EXPECT_EQ(export_file_name(ExportFormat::pdn, ExportScope::this_game, g, 0, ""),
              "Saad Al-Otaibi - سعد العتيبي.pdn");
    // A position: the ply it was taken at.
    EXPECT_EQ(export_file_name(ExportFormat::png, ExportScope::this_game, g, 12, ""),
              "Saad Al-Otaibi - سعد العتيبي, ply 12.png");
    EXPECT_EQ(export_file_name(ExportFormat::fen, ExportScope::this_game, g, 3, ""),
              "Saad Al-Otaibi - سعد العتيبي, ply 3.fen");
}

TEST(ExportName, ABookletIsNamedByItsEventAndAListByItsDatabase) {
    const auto g = game_of({{"Event", "Ankara Open 2024"}, {"White", "A"}, {"Black", "B"}});
    EXPECT_EQ(export_file_name(ExportFormat::booklet, ExportScope::filtered, g, 0,
                               "/home/u/club.damascope"),
              "Ankara Open 2024.html");
    EXPECT_EQ(export_file_name(ExportFormat::pdn, ExportScope::all, g, 0, "/home/u/club.damascope"),
              "club.pdn");
    EXPECT_EQ(export_file_name(ExportFormat::booklet, ExportScope::all, game_of({}), 0,
                               "/home/u/club.damascope"),
              "club.html");
}

TEST(ExportName, WhatCannotBeAFileNameIsReplaced) {
    const auto g = game_of({{"White", "A/B"}, {"Black", "?"}});
    EXPECT_EQ(export_file_name(ExportFormat::svg, ExportScope::this_game, g, 1, ""),
              "A_B - ?, ply 1.svg");
    EXPECT_EQ(export_file_name(ExportFormat::pdn, ExportScope::this_game,
                               game_of({{"White", "?"}, {"Black", "?"}}), 0, ""),
              "damascope.pdn");
    EXPECT_EQ(export_file_name(ExportFormat::booklet, ExportScope::this_game, game_of({}), 0, ""),
              "booklet.html");
}

}  // namespace
}  // namespace damascope::gui
