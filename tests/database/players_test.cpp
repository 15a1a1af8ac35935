// What the players' table reads from the database, and the merged spellings it keeps.
#include <gtest/gtest.h>

#include <map>

#include "database/game_database.hpp"
#include "test_games.hpp"

namespace damascope::database {
namespace {

using testing::make_game;
using testing::temp_db;

std::map<std::string, std::string> aliases_of(const GameDatabase& db) {
    std::map<std::string, std::string> m;
    const auto aliases = db.player_aliases();  // kept: a loop over a temporary's value dangles
    for (const auto& a : aliases.value()) m[a.alias] = a.name;
    return m;
}

TEST(PlayerAliases, MergeRepointsAndRenames) {
    auto db = GameDatabase::open(temp_db("aliases")).value();
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 4, 1, "MF Tinsley", "Chinook", "1-0")));
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 4, 2, "M Tinsley", "Chinook", "1-0")));
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 4, 3, "Chinook", "Tinsley, M.", "0-1")));
    EXPECT_TRUE(db.has_player("M Tinsley").value());
    EXPECT_FALSE(db.has_player("Tinsley").value());

    ASSERT_TRUE(db.merge_players("MF Tinsley", std::vector<std::string>{"M Tinsley"}));
    EXPECT_EQ(aliases_of(db), (std::map<std::string, std::string>{{"M Tinsley", "MF Tinsley"}}));
    // Merging into a name that is itself merged goes to the name it counts under.
    ASSERT_TRUE(db.merge_players("M Tinsley", std::vector<std::string>{"Tinsley, M."}));
    EXPECT_EQ(aliases_of(db), (std::map<std::string, std::string>{{"M Tinsley", "MF Tinsley"},
                                                                  {"Tinsley, M.", "MF Tinsley"}}));
    // Renaming the group: everything merged into MF Tinsley follows it into the new name.
    ASSERT_TRUE(db.merge_players("Marion Tinsley", std::vector<std::string>{"MF Tinsley"}));
    EXPECT_EQ(aliases_of(db),
              (std::map<std::string, std::string>{{"M Tinsley", "Marion Tinsley"},
                                                  {"MF Tinsley", "Marion Tinsley"},
                                                  {"Tinsley, M.", "Marion Tinsley"}}));
    // `into` merged into one of the names: it becomes the name of them all.
    ASSERT_TRUE(db.merge_players("MF Tinsley", std::vector<std::string>{"Marion Tinsley"}));
    EXPECT_EQ(aliases_of(db), (std::map<std::string, std::string>{{"M Tinsley", "MF Tinsley"},
                                                                  {"Marion Tinsley", "MF Tinsley"},
                                                                  {"Tinsley, M.", "MF Tinsley"}}));
    EXPECT_EQ(db.unmerge_players(std::vector<std::string>{"Tinsley, M.", "Nobody"}).value(), 1);
    EXPECT_EQ(aliases_of(db).count("Tinsley, M."), 0u);
}

TEST(PlayerGames, ExactNamesFilterAndCountingTags) {
    auto db = GameDatabase::open(temp_db("player_games")).value();
    auto g = make_game(core::Variant::dama, 4, 1, "Ali, K.", "Badr", "1-0");
    g.tags.push_back({"WhiteElo", "1600"});
    g.tags.push_back({"Mode", "local"});
    ASSERT_TRUE(db.add_game(g));
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 4, 2, "K Ali", "Badr", "0-1")));
    ASSERT_TRUE(db.add_game(make_game(core::Variant::dama, 4, 3, "Ali, Karim", "Badr", "1-0")));
    const auto rows = db.player_games().value();
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].white_elo, "1600");
    EXPECT_EQ(rows[0].black_elo, "");
    EXPECT_EQ(rows[0].mode, "local");
    EXPECT_EQ(rows[0].outcome, core::Outcome::white_wins);
    EXPECT_EQ(rows[1].mode, "");
    EXPECT_EQ(rows[1].outcome, core::Outcome::black_wins);

    GameFilter f;
    f.player_names = {"Ali, K.", "K Ali"};  // exactly: not "Ali, Karim"
    EXPECT_EQ(db.game_ids(f).value(), (std::vector<std::int64_t>{1, 2}));
}

}  // namespace
}  // namespace damascope::database
