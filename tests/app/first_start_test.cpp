// The first start: which game of a database opens (a rule mark and an engine mark together first),
// and on which move (a rule mark or a blunder before a lesser mark). Games from
// tests/data/app/mixed.pdn, analysed by hand through the database as an analysis job stores it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>

#include "app/first_start.hpp"
#include "app/game_document.hpp"
#include "app/import_job.hpp"

namespace damascope::app {
namespace {

namespace fs = std::filesystem;

class FirstStart : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("damascope_first_start_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        const std::string path = (dir_ / "games.damascope").string();
        {
            auto db = database::GameDatabase::open(path);
            ASSERT_TRUE(db.ok()) << db.error();
            ASSERT_TRUE(
                run_import(db.value(), {std::string(DAMASCOPE_TEST_DATA "/app/mixed.pdn")}).ok());
        }
        ASSERT_TRUE(doc_.open_database(path, true).ok());
        auto games = doc_.database()->list_games(database::GameFilter{});
        ASSERT_TRUE(games.ok()) << games.error();
        for (const auto& g : games.value()) id_[g.event] = g.id;
        ASSERT_TRUE(id_.count("Good one") && id_.count("Missed capture"));
    }
    void TearDown() override { fs::remove_all(dir_); }

    // An analysis by hand of game `id`, `plies` moves long, with `marks` on some plies.
    void analyse(std::int64_t id, int plies, const std::map<int, core::Mark>& marks) {
        database::GameAnalysis a;
        a.game_id = id;
        a.engine = "by hand";
        a.depth = 4;
        for (int ply = 0; ply <= plies; ++ply) {
            database::PlyAnalysis p{ply, 0, 0, "", {}, 4, 0};
            if (auto it = marks.find(ply); it != marks.end())
                p.marks = static_cast<core::MarkSet>(it->second);
            a.plies.push_back(p);
        }
        ASSERT_TRUE(doc_.database()->save_analysis(a).ok());
    }

    fs::path dir_;
    GameDocument doc_;
    std::map<std::string, std::int64_t> id_;  // by event
};

// "Missed capture": 1. 11-15 22-18 2. 9-13, where 15x22 was compulsory: the only rule mark of the
// file, on ply 3.
TEST_F(FirstStart, WithoutAnalysisTheGameWithARuleMarkOpensAtIt) {
    const auto id = first_marked_game(*doc_.database());
    ASSERT_TRUE(id.has_value());
    EXPECT_EQ(*id, id_["Missed capture"]);
    ASSERT_TRUE(doc_.open_game(*id).ok());
    EXPECT_TRUE(go_to_first_mark(doc_.session()));
    EXPECT_EQ(doc_.session().ply(), 3);
}

TEST_F(FirstStart, AnEngineMarkComesBeforeARuleMarkAloneAndBothTogetherFirst) {
    // "Good one" (6 plies) has the engine's marks only: it is chosen over the rule mark alone.
    analyse(id_["Good one"], 6, {{2, core::Mark::inaccuracy}});
    EXPECT_EQ(first_marked_game(*doc_.database()), id_["Good one"]);
    // Once "Missed capture" has both kinds, it comes first, whatever the order of the ids.
    analyse(id_["Missed capture"], 3, {{1, core::Mark::mistake}});
    EXPECT_EQ(first_marked_game(*doc_.database()), id_["Missed capture"]);
}

TEST_F(FirstStart, ABlunderComesBeforeAnEarlierLesserMark) {
    analyse(id_["Good one"], 6, {{2, core::Mark::inaccuracy}, {5, core::Mark::blunder}});
    ASSERT_TRUE(doc_.open_game(id_["Good one"]).ok());
    EXPECT_TRUE(go_to_first_mark(doc_.session()));
    EXPECT_EQ(doc_.session().ply(), 5);
    // Only lesser marks: the first of them.
    analyse(id_["Good one"], 6, {{4, core::Mark::mistake}, {2, core::Mark::inaccuracy}});
    ASSERT_TRUE(doc_.open_game(id_["Good one"]).ok());
    EXPECT_TRUE(go_to_first_mark(doc_.session()));
    EXPECT_EQ(doc_.session().ply(), 2);
}

TEST_F(FirstStart, NoMarkNoGameAndTheCursorStays) {
    ASSERT_TRUE(doc_.open_game(id_["Good one"]).ok());
    EXPECT_FALSE(go_to_first_mark(doc_.session()));
    EXPECT_EQ(doc_.session().ply(), 0);
}

}  // namespace
}  // namespace damascope::app
